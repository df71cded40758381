//! The app's own files that are not part of its first load, fetched when first needed: a
//! locale's words (`language`) and the generated practice problems. The build names each by
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

/// Fetches the generated practice problems (`data/problems-<hash>.txt`) and puts them in
/// (`problems::more::install`), unless they are in already: `false` when they cannot be had
/// or do not read.
pub async fn more_problems() -> bool {
    if crate::problems::more::sets().is_some() {
        return true;
    }
    let Some(address) = listed("weiqi-problems") else { return false };
    match text(&address).await {
        Some(text) => crate::problems::more::install(&text),
        None => false,
    }
}
