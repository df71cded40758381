//! Where the pages are: every address of the app ([`Route`]), read from and written to the
//! address's `#` part by a small hash router ([`HashRouter`], [`use_location`], [`use_route`],
//! [`Navigator`], [`Link`]), the main area's `id`, and the jump to the top of the page that a
//! change of page or step makes.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

/// `id` of the `<main>` element, the target of the skip link.
pub const MAIN_ID: &str = "main";

/// Every page of the app. Addresses live after `#` (hash routing), so deep links work from
/// any static host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// What the app is and where to start (`/`).
    Home,
    /// A full game between two players on one device (`/play`).
    Play,
    /// What this browser keeps; export and import of progress (`/data`).
    Data,
    /// The beginner course: every lesson and the learner's progress (`/learn`).
    Learn,
    /// One lesson, by its chapter number (`/learn/2`).
    Lesson { number: u8 },
    /// Every word the lessons use, explained (`/glossary`).
    Glossary,
    /// The counting trainer: who wins, the exact count, dead stones, against the clock (`/count`).
    Count,
    /// Problem sets to practise: capture, ko, forbidden points, life and death (`/practice`).
    Practice,
    /// Any address the app does not know (`/404`).
    NotFound,
}

/// The fixed paths, each with its page.
const PATHS: [(&str, Route); 8] = [
    ("/", Route::Home),
    ("/play", Route::Play),
    ("/data", Route::Data),
    ("/learn", Route::Learn),
    ("/glossary", Route::Glossary),
    ("/count", Route::Count),
    ("/practice", Route::Practice),
    ("/404", Route::NotFound),
];

impl Route {
    /// The page at `path` (the address after `#`, without its query).
    ///
    /// ```
    /// use weiqi::route::Route;
    /// assert_eq!(Route::recognize("/learn/12"), Route::Lesson { number: 12 });
    /// assert_eq!(Route::recognize("/learn/"), Route::Learn);
    /// assert_eq!(Route::recognize("/learn/x"), Route::NotFound);
    /// assert_eq!(Route::recognize("/nowhere"), Route::NotFound);
    /// ```
    pub fn recognize(path: &str) -> Route {
        let path = match path.strip_suffix('/') {
            Some(rest) if !rest.is_empty() => rest,
            _ => path,
        };
        if let Some(number) = path.strip_prefix("/learn/") {
            return number.parse().map_or(Route::NotFound, |number| Route::Lesson { number });
        }
        PATHS.iter().find(|(p, _)| *p == path).map_or(Route::NotFound, |&(_, route)| route)
    }

    /// The page's path, as the address shows it after `#`.
    ///
    /// ```
    /// use weiqi::route::Route;
    /// assert_eq!(Route::Lesson { number: 3 }.to_path(), "/learn/3");
    /// assert_eq!(Route::Count.to_path(), "/count");
    /// ```
    pub fn to_path(self) -> String {
        match self {
            Route::Lesson { number } => format!("/learn/{number}"),
            route => PATHS.iter().find(|(_, r)| *r == route).map_or("/404", |(p, _)| p).to_owned(),
        }
    }

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

/// Where the app is: the address after `#`, a path and perhaps a query (`/learn/1?step=2`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Location {
    path: String,
    /// `""`, or the query with its `?`.
    query: String,
}

impl Location {
    /// The location in the browser's address now; an address without a page is made `#/`.
    fn settled() -> Location {
        let here = Location::current();
        let named = web_sys::window().and_then(|w| w.location().hash().ok()).is_some_and(|hash| hash.starts_with("#/"));
        if !named {
            if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some("#/"));
            }
        }
        here
    }

    /// The location in the browser's address now (`/` when it names none).
    fn current() -> Location {
        let hash = web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default();
        Location::of_hash(&hash)
    }

    /// The location a `#…` part names.
    ///
    /// ```
    /// use weiqi::route::{Location, Route};
    /// let here = Location::of_hash("#/learn/1?step=2");
    /// assert_eq!((here.path(), here.query_str(), here.route()), ("/learn/1", "?step=2", Route::Lesson { number: 1 }));
    /// assert_eq!(Location::of_hash("").route(), Route::Home);
    /// ```
    pub fn of_hash(hash: &str) -> Location {
        let inside = hash.strip_prefix('#').unwrap_or(hash);
        let (path, query) = match inside.find('?') {
            Some(at) => inside.split_at(at),
            None => (inside, ""),
        };
        let path = if path.starts_with('/') { path.to_owned() } else { format!("/{path}") };
        Location { path, query: if query == "?" { String::new() } else { query.to_owned() } }
    }

    /// The path (`/learn/1`).
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The query with its `?` (`?step=2`), or `""`.
    pub fn query_str(&self) -> &str {
        &self.query
    }

    /// The page of the path.
    pub fn route(&self) -> Route {
        Route::recognize(&self.path)
    }
}

/// The event the router listens to for a new address: the browser's own (back, forward, an
/// address typed), and the one [`Navigator`] sends after it writes the address.
const ADDRESS_CHANGED: &str = "popstate";

/// Writes addresses: a new entry in the browser's history (`push`), or this one changed
/// (`replace`), the query as its text (`step=2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Navigator;

impl Navigator {
    /// Opens `route`, as a new entry in the history.
    pub fn push(self, route: &Route) {
        go(route, "", false);
    }

    /// Shows `route` in place of this entry.
    pub fn replace(self, route: &Route) {
        go(route, "", true);
    }

    /// Opens `route` with `query` (`set=01-atari&problem=3`), as a new entry.
    pub fn push_with_query(self, route: &Route, query: &str) {
        go(route, query, false);
    }

    /// Shows `route` with `query` in place of this entry.
    pub fn replace_with_query(self, route: &Route, query: &str) {
        go(route, query, true);
    }
}

fn go(route: &Route, query: &str, replace: bool) {
    let Some(window) = web_sys::window() else { return };
    let Ok(history) = window.history() else { return };
    let mut address = format!("#{}", route.to_path());
    if !query.is_empty() {
        address.push('?');
        address.push_str(query);
    }
    let written = if replace {
        history.replace_state_with_url(&JsValue::NULL, "", Some(&address))
    } else {
        history.push_state_with_url(&JsValue::NULL, "", Some(&address))
    };
    if written.is_ok() {
        if let Ok(event) = web_sys::Event::new(ADDRESS_CHANGED) {
            let _ = window.dispatch_event(&event);
        }
    }
}

/// Props of [`HashRouter`].
#[derive(Properties, PartialEq)]
pub struct HashRouterProps {
    /// What reads the location.
    pub children: Html,
}

/// Keeps the location for everything inside it, following the browser's address.
#[component]
pub fn HashRouter(props: &HashRouterProps) -> Html {
    let location = use_state_eq(Location::settled);
    {
        let location = location.setter();
        use_effect_with((), move |_| {
            let follow = Closure::<dyn Fn()>::new(move || location.set(Location::current()));
            let window = web_sys::window();
            if let Some(window) = &window {
                for event in [ADDRESS_CHANGED, "hashchange"] {
                    let _ = window.add_event_listener_with_callback(event, follow.as_ref().unchecked_ref());
                }
            }
            move || {
                if let Some(window) = &window {
                    for event in [ADDRESS_CHANGED, "hashchange"] {
                        let _ = window.remove_event_listener_with_callback(event, follow.as_ref().unchecked_ref());
                    }
                }
            }
        });
    }
    html! {
        <ContextProvider<Location> context={(*location).clone()}>
            { props.children.clone() }
        </ContextProvider<Location>>
    }
}

/// The location, inside a [`HashRouter`].
#[hook]
pub fn use_location() -> Option<Location> {
    use_context::<Location>()
}

/// The page of the location, inside a [`HashRouter`].
#[hook]
pub fn use_route() -> Option<Route> {
    use_location().map(|location| location.route())
}

/// Props of [`Link`].
#[derive(Properties, PartialEq)]
pub struct LinkProps {
    /// Where the link leads.
    pub to: Route,
    /// Classes for the `<a>`.
    #[prop_or_default]
    pub classes: Classes,
    /// The link's text.
    #[prop_or_default]
    pub children: Html,
}

/// A link to a page of the app: a real `<a href="#/…">` (a middle click opens another tab),
/// which a plain click follows inside the app.
#[component]
pub fn Link(props: &LinkProps) -> Html {
    let to = props.to;
    let onclick = Callback::from(move |event: MouseEvent| {
        if event.meta_key() || event.ctrl_key() || event.shift_key() || event.alt_key() {
            return;
        }
        event.prevent_default();
        Navigator.push(&to);
    });
    html! {
        <a class={props.classes.clone()} href={format!("#{}", to.to_path())} {onclick}>{ props.children.clone() }</a>
    }
}
