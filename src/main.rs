//! The browser app's entry point. Natively there is nothing to run: the app lives in a browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    // In another language, its words come first (a download, or the offline cache); English
    // is built in. If they cannot be had, the app starts in English.
    let locale = weiqi::language::starting_locale();
    if locale == weiqi::text::Locale::En {
        yew::Renderer::<weiqi::app::App>::new().render();
    } else {
        wasm_bindgen_futures::spawn_local(async move {
            let _ = weiqi::language::switch_to(locale).await;
            yew::Renderer::<weiqi::app::App>::new().render();
        });
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("Weiqi runs in a web browser: start it with ./scripts/serve (see README.md).");
}
