//! The app shell: the routes, the frame around every page (skip link, header, main area,
//! footer) and the switch that picks the page for a route.
//!
//! To add a page: add a `Route` variant (`crate::route`), an arm in [`switch`], and (if it
//! belongs in the menu) one line in `components::nav::SECTIONS`.

use yew::prelude::*;

use crate::components::language_picker::LanguagePicker;
use crate::components::nav::{Nav, NavLink};
use crate::components::skip_link::{skip_link, SkipLinkProps};
use crate::components::theme_toggle::ThemeToggle;
use crate::offline::UpdateNotice;
use crate::pages::home::Home;
use crate::pages::not_found::NotFound;
use crate::route::{scroll_to_top, use_route, HashRouter, Link, Route, MAIN_ID};
use crate::storage::{StorageNotices, StorageProvider};
use crate::text::Msg;

/// The page shown for a route.
pub fn switch(route: Route) -> Html {
    use crate::pages::{count::Count, data::Data, glossary::GlossaryPage, learn::Learn};
    use crate::pages::{lesson::LessonPage, play::Play, practice::Practice};
    match route {
        Route::Home => html! { <Home /> },
        Route::Play => html! { <Play /> },
        Route::Data => html! { <Data /> },
        Route::Learn => html! { <Learn /> },
        Route::Lesson { number } => html! { <LessonPage {number} /> },
        Route::Glossary => html! { <GlossaryPage /> },
        Route::Count => html! { <Count /> },
        Route::Practice => html! { <Practice /> },
        Route::NotFound => html! { <NotFound /> },
    }
}

/// `id` of the build's copy of the first paint in index.html (scripts/prerender.mjs).
const FIRST_PAINT_ID: &str = "first-paint";

/// The whole app: the shared store, and a hash router around the page frame.
#[component]
pub fn App() -> Html {
    use_effect_with((), |_| remove_first_paint());
    html! {
        <StorageProvider>
            <HashRouter>
                <Shell />
            </HashRouter>
        </StorageProvider>
    }
}

/// Takes away the build's copy of the first paint once the app has drawn its own page (effects
/// run after the first render, before the browser paints again).
fn remove_first_paint() {
    if let Some(copy) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id(FIRST_PAINT_ID))
    {
        copy.remove();
    }
}

/// The frame around every page.
#[component]
fn Shell() -> Html {
    let main_ref = use_node_ref();
    let route = use_focus_main_after_navigation(main_ref.clone());
    // A new language draws every page again, from the start: the key changes with it.
    let locale = use_state(crate::text::locale);
    let on_switch = {
        let locale = locale.clone();
        Callback::from(move |l| locale.set(l))
    };

    html! {
        <div class="shell" key={locale.tag()}>
            { skip_link(&SkipLinkProps { target: main_ref.clone() }) }
            <header class="site-header">
                <div class="site-header__inner">
                    <Link to={Route::Home} classes="brand">
                        <svg class="brand__mark" viewBox="0 0 34 16" aria-hidden="true" focusable="false">
                            <circle class="brand__stone brand__stone--black" cx="8" cy="8" r="7.2" />
                            <circle class="brand__stone brand__stone--white" cx="25.5" cy="8" r="7.2" />
                        </svg>
                        <span class="brand__name">{ Msg::words("shell-brand") }</span>
                        <span class="brand__hint">{ Msg::words("shell-brand-hint") }</span>
                    </Link>
                    <Nav />
                    <LanguagePicker {on_switch} />
                    <ThemeToggle />
                </div>
            </header>
            // Empty in the app: the build's copy of this frame (the first paint) says here that
            // the app is starting when it is used before that (static/theme-init.js).
            <p class="starting" role="status" data-starting={Msg::words("shell-starting")}></p>
            <UpdateNotice />
            <StorageNotices />
            <main id={MAIN_ID} class="site-main" tabindex="-1" ref={main_ref}>
                { switch(route) }
            </main>
            <footer class="site-footer">
                <p>{ Msg::words("shell-footer") }</p>
                <p><NavLink to={Route::Data}>{ Msg::words("shell-your-data") }</NavLink></p>
            </footer>
        </div>
    }
}

/// After the learner follows a link inside the app, the new page starts at its top, and
/// keyboard focus moves there so screen readers announce it (the first render keeps the
/// browser's own focus and scroll position). Returns the page shown.
#[hook]
fn use_focus_main_after_navigation(main_ref: NodeRef) -> Route {
    let route = use_route().unwrap_or(Route::NotFound);
    let first_render = use_mut_ref(|| true);
    use_effect_with(route, move |_| {
        let is_first = std::mem::replace(&mut *first_render.borrow_mut(), false);
        if !is_first {
            scroll_to_top();
            if let Some(main) = main_ref.cast::<web_sys::HtmlElement>() {
                // Focus can fail on a detached element; nothing to do then. Focus must not
                // scroll: the page is already at its top.
                let options = web_sys::FocusOptions::new();
                options.set_prevent_scroll(true);
                let _ = main.focus_with_options(&options);
            }
        }
    });
    route
}
