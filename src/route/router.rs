//! The hash router: the location for the pages ([`HashRouter`], [`use_location`],
//! [`use_route`]), following the browser's address, and what writes addresses ([`Navigator`],
//! [`Link`]).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::{Location, Route};

/// The browser's address after and with its `#` (`""` when it has none).
fn current_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

/// The location in the browser's address now; an address without a page is made `#/`.
fn settled_location() -> Location {
    let hash = current_hash();
    if !hash.starts_with("#/") {
        if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
            let _ = history.replace_state_with_url(&JsValue::NULL, "", Some("#/"));
        }
    }
    Location::of_hash(&hash)
}

/// The location in the browser's address now (`/` when it names none).
fn current_location() -> Location {
    Location::of_hash(&current_hash())
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
    let mut address = route.href();
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
    let location = use_state_eq(settled_location);
    {
        let location = location.setter();
        use_effect_with((), move |_| {
            let follow = Closure::<dyn Fn()>::new(move || location.set(current_location()));
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
    html! {
        <a class={props.classes.clone()} href={props.to.href()} onclick={follow_on_click(props.to)}>{ props.children.clone() }</a>
    }
}

/// What a click on a link to `to` does: a plain click opens the page in the app; with a
/// modifier key the browser follows the link's `href` itself (another tab or window).
pub fn follow_on_click(to: Route) -> Callback<MouseEvent> {
    Callback::from(move |event: MouseEvent| {
        if event.meta_key() || event.ctrl_key() || event.shift_key() || event.alt_key() {
            return;
        }
        event.prevent_default();
        Navigator.push(&to);
    })
}
