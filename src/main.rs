//! The browser app's entry point, and the computer opponent's Web Worker, which runs the same
//! WebAssembly (static/engine.js starts it; the worker's exports are in `weiqi::worker`): one
//! download for both. With the network, the worker runs `weiqi-network` instead
//! (src/bin/weiqi-network.rs). Natively there is nothing to run: the app lives in a browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    // In the engine's worker there is no window and nothing to show: it only answers
    // `engine_answer`.
    if web_sys::window().is_none() {
        return;
    }
    weiqi::charsets::install();
    // In another language, its words come first (a download, or the offline cache); English
    // is built in. If they cannot be had, the app starts in English.
    let locale = weiqi::language::starting_locale();
    if locale == weiqi::text::Locale::En {
        yew::Renderer::<weiqi::app::App>::new().render();
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            if weiqi::language::switch_to(locale).await.is_err() {
                // Back to English everywhere, `<html lang>` and the manifest included.
                let _ = weiqi::language::switch_to(weiqi::text::Locale::En).await;
            }
            yew::Renderer::<weiqi::app::App>::new().render();
        });
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("Weiqi runs in a web browser: start it with ./scripts/serve (see README.md).");
}
