//! Where the pages are: every address of the app ([`Route`]), the main area's `id`, and the
//! jump to the top of the page that a change of page or step makes.

use yew_router::prelude::*;

/// `id` of the `<main>` element, the target of the skip link.
pub const MAIN_ID: &str = "main";

/// Every page of the app. Addresses live after `#` (hash routing), so deep links work from
/// any static host.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Routable)]
pub enum Route {
    /// What the app is and where to start.
    #[at("/")]
    Home,
    /// A full game between two players on one device.
    #[at("/play")]
    Play,
    /// What this browser keeps; export and import of progress.
    #[at("/data")]
    Data,
    /// The beginner course: every lesson and the learner's progress.
    #[at("/learn")]
    Learn,
    /// One lesson, by its chapter number.
    #[at("/learn/:number")]
    Lesson { number: u8 },
    /// Every word the lessons use, explained.
    #[at("/glossary")]
    Glossary,
    /// The counting trainer: who wins, the exact count, dead stones, against the clock.
    #[at("/count")]
    Count,
    /// Problem sets to practise: capture, ko, forbidden points, life and death.
    #[at("/practice")]
    Practice,
    /// Any address the app does not know.
    #[not_found]
    #[at("/404")]
    NotFound,
}

impl Route {
    /// The menu entry a page is found under, when the page itself is not in the menu.
    pub fn menu_entry(self) -> Option<Route> {
        match self {
            Route::Lesson { .. } => Some(Route::Learn),
            _ => None,
        }
    }
}

/// Jumps (without the smooth scrolling of in-page links) to the top of the page.
pub fn scroll_to_top() {
    if let Some(window) = web_sys::window() {
        let options = web_sys::ScrollToOptions::new();
        options.set_top(0.0);
        options.set_left(0.0);
        options.set_behavior(web_sys::ScrollBehavior::Instant);
        window.scroll_to_with_scroll_to_options(&options);
    }
}
