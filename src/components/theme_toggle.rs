//! The light/dark switch in the header.
//!
//! The page follows the system colour scheme until the learner presses the switch; the pick is
//! then saved as a record through the storage layer (`crate::storage`). Storage may be
//! missing, full or refuse access (private windows, blocked cookies, sandboxed frames): the
//! switch still works for the visit and the storage banner tells the learner.

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use web_sys::MediaQueryList;
use yew::prelude::*;

use crate::storage::use_storage;
use crate::theme::{Theme, ThemeChoice, ROOT_ATTRIBUTE};
use crate::text::Msg;

const DARK_QUERY: &str = "(prefers-color-scheme: dark)";

fn dark_media_query() -> Option<MediaQueryList> {
    web_sys::window()?.match_media(DARK_QUERY).ok().flatten()
}

/// Whether the system asks for a dark colour scheme (`false` when the browser cannot tell).
pub fn system_prefers_dark() -> bool {
    dark_media_query().is_some_and(|query| query.matches())
}

/// The learner's remembered pick, read without the app's notices (for tests and tools); the
/// switch itself reads through [`use_storage`]. Anything unreadable means "follow the system".
pub fn load_choice() -> ThemeChoice {
    let mut store = crate::storage::BrowserStore::open();
    ThemeChoice::from_record(crate::storage::load::<Theme>(&mut store).into_value())
}

/// Puts the pick on `<html data-theme>`, which the style sheet reads; "follow the system"
/// removes the attribute so the `prefers-color-scheme` rules apply.
pub fn apply_choice(choice: ThemeChoice) {
    let Some(root) = web_sys::window()
        .and_then(|window| window.document())
        .and_then(|document| document.document_element())
    else {
        return;
    };
    let _ = match choice.stored_value() {
        Some(value) => root.set_attribute(ROOT_ATTRIBUTE, value),
        None => root.remove_attribute(ROOT_ATTRIBUTE),
    };
}

/// Tracks the system colour scheme while the component is mounted.
#[hook]
fn use_system_prefers_dark() -> bool {
    let dark = use_state(system_prefers_dark);
    {
        let dark = dark.setter();
        use_effect_with((), move |_| {
            let query = dark_media_query();
            let listener = Closure::<dyn Fn(web_sys::Event)>::new(move |_event: web_sys::Event| {
                dark.set(system_prefers_dark());
            });
            if let Some(query) = &query {
                let _ = query
                    .add_event_listener_with_callback("change", listener.as_ref().unchecked_ref());
            }
            move || {
                if let Some(query) = &query {
                    let _ = query.remove_event_listener_with_callback(
                        "change",
                        listener.as_ref().unchecked_ref(),
                    );
                }
                drop(listener);
            }
        });
    }
    *dark
}

/// The switch: a toggle button whose pressed state means "dark theme on".
#[component]
pub fn ThemeToggle() -> Html {
    let system_dark = use_system_prefers_dark();
    let storage = use_storage();
    let choice = use_state({
        let storage = storage.clone();
        move || ThemeChoice::from_record(storage.load::<Theme>())
    });

    use_effect_with(*choice, move |choice| {
        apply_choice(*choice);
        if let ThemeChoice::Fixed(theme) = choice {
            // A failure is shown in the storage banner; the pick holds for this visit.
            let _ = storage.save(theme);
        }
    });

    let shown = choice.effective(system_dark);
    let onclick = {
        let choice = choice.clone();
        Callback::from(move |_: MouseEvent| choice.set(choice.toggled(system_dark)))
    };
    let (pressed, hint) = match shown {
        Theme::Dark => ("true", Msg::words("theme-hint-to-light")),
        Theme::Light => ("false", Msg::words("theme-hint-to-dark")),
    };

    html! {
        <button type="button" class="theme-toggle" aria-pressed={pressed} title={hint} {onclick}>
            <svg class="theme-toggle__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <g class="theme-toggle__sun">
                    <circle cx="12" cy="12" r="4.2" />
                    <path d="M12 1.8v2.6M12 19.6v2.6M1.8 12h2.6M19.6 12h2.6M4.8 4.8l1.8 1.8M17.4 17.4l1.8 1.8M4.8 19.2l1.8-1.8M17.4 6.6l1.8-1.8" />
                </g>
                <path class="theme-toggle__moon" d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
            </svg>
            <span class="theme-toggle__label">{ Msg::words("theme-label") }</span>
        </button>
    }
}
