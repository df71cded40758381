//! Keeps the browser tab's title in step with the page shown.

use yew::prelude::*;

/// Name of the app, appended to every page title.
pub const APP_NAME: &str = "Weiqi";

/// The full title for a page: `"Page · Weiqi"`, or just the app name for an empty page name.
pub fn full_title(page: &str) -> String {
    if page.is_empty() {
        APP_NAME.to_owned()
    } else {
        format!("{page} · {APP_NAME}")
    }
}

/// Sets `document.title` for the page that calls it.
#[hook]
pub fn use_page_title(page: String) {
    use_effect_with(page, |page| {
        if let Some(document) = web_sys::window().and_then(|window| window.document()) {
            document.set_title(&full_title(page));
        }
    });
}
