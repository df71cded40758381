//! Where the pages are: every address of the app ([`Route`]), read from and written to the
//! address's `#` part by a small hash router ([`HashRouter`], [`use_location`], [`use_route`],
//! [`Navigator`], [`Link`]), the main area's `id`, and the jump to the top of the page that a
//! change of page or step makes.

#[cfg(target_arch = "wasm32")]
mod router;
#[cfg(target_arch = "wasm32")]
pub use router::{follow_on_click, use_location, use_route, HashRouter, HashRouterProps, Link, LinkProps, Navigator};

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

    /// The page's address inside the app, as a link's `href`: `#/learn/3`.
    ///
    /// ```
    /// use weiqi::route::Route;
    /// assert_eq!(Route::Lesson { number: 3 }.href(), "#/learn/3");
    /// ```
    pub fn href(self) -> String {
        format!("#{}", self.to_path())
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
#[cfg(target_arch = "wasm32")]
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


#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_page_reads_back_from_its_path() {
        let mut pages: Vec<Route> = PATHS.iter().map(|&(_, route)| route).collect();
        pages.extend([1, 9, 13, 255].map(|number| Route::Lesson { number }));
        for route in pages {
            assert_eq!(Route::recognize(&route.to_path()), route, "{route:?}");
            assert_eq!(Location::of_hash(&format!("#{}?x=1", route.to_path())).route(), route, "{route:?}");
        }
    }

    #[test]
    fn an_address_the_app_does_not_know_is_not_found() {
        for path in ["/learn/256", "/learn/-1", "/learn/1/2", "/Play", "/play/x", "/learn/ 1"] {
            assert_eq!(Route::recognize(path), Route::NotFound, "{path}");
        }
        assert_eq!(Location::of_hash("#/practice?set=01&problem=3").query_str(), "?set=01&problem=3");
        assert_eq!(Location::of_hash("#/play?").query_str(), "");
        assert_eq!(Location::of_hash("#play").path(), "/play");
    }
}
