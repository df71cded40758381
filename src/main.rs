//! The browser app's entry point. Natively there is nothing to run: the app lives in a browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    yew::Renderer::<weiqi::app::App>::new().render();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("Weiqi runs in a web browser: start it with ./scripts/serve (see README.md).");
}
