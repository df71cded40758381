//! Keeps the browser tab's title in step with the page shown, in the app's language.

use yew::prelude::*;

use crate::text::Msg;

/// The app's name in the current language (`shell-brand`: "Weiqi", "围棋", "바둑"), which ends
/// every page title as it heads the page.
pub fn app_name() -> String {
    Msg::words("shell-brand")
}

/// The full title for a page: `"Page · Weiqi"` (`"课程 · 围棋"`), or just the app name for an
/// empty page name.
pub fn full_title(page: &str) -> String {
    let app = app_name();
    if page.is_empty() {
        app
    } else {
        format!("{page} · {app}")
    }
}

/// Sets `document.title` for the page that calls it, again when the language changes.
#[hook]
pub fn use_page_title(page: String) {
    use_effect_with((page, crate::text::locale()), |(page, _)| {
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            document.set_title(&full_title(page));
        }
    });
}
