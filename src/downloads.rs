//! The app's own files that are not part of its first load, fetched when first needed: a
//! locale's words (`language`), the generated practice problems and the counting trainer's
//! hand-made positions. The build names each by
//! its content and lists it in the page (`<meta name="weiqi-…">`); the service worker keeps
//! them for offline use.

use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The `content` of the page's `<meta name="{name}">`, which the build writes.
pub fn listed(name: &str) -> Option<String> {
    let document = web_sys::window()?.document()?;
    document.query_selector(&format!("meta[name='{name}']")).ok()??.get_attribute("content")
}

/// The text of the app's file at `address`: `None` when it cannot be had (offline before it
/// was ever kept, a server error).
pub async fn text(address: &str) -> Option<String> {
    let window = web_sys::window()?;
    let response = JsFuture::from(window.fetch_with_str(address)).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    JsFuture::from(response.text().ok()?).await.ok()?.as_string()
}

/// Fetches the file the page lists in `<meta name="{meta}">` and hands its text to `install`:
/// `false` when it cannot be had or does not read.
async fn fetch_into(meta: &str, install: fn(&str) -> bool) -> bool {
    let Some(address) = listed(meta) else { return false };
    text(&address).await.is_some_and(|text| install(&text))
}

/// Fetches the generated practice problems (`data/problems-<hash>.txt`) and puts them in
/// (`problems::more::install`), unless they are in already: `false` when they cannot be had
/// or do not read.
pub async fn more_problems() -> bool {
    crate::problems::more::sets().is_some() || fetch_into("weiqi-problems", crate::problems::more::install).await
}

/// Fetches the counting trainer's hand-made positions (`data/counting-<hash>.txt`) and puts
/// them in (`counting::install`), unless they are in already: `false` when they cannot be had
/// or do not read.
pub async fn counting_positions() -> bool {
    crate::counting::library_is_in() || fetch_into("weiqi-counting", crate::counting::install).await
}
