//! The browser app's entry point, and the computer opponent's Web Worker, which runs the same
//! WebAssembly (static/engine.js starts it): one download for both. Natively there is nothing
//! to run: the app lives in a browser.

#[cfg(target_arch = "wasm32")]
fn main() {
    // In the engine's worker there is no window and nothing to show: it only answers
    // `engine_answer`.
    if web_sys::window().is_none() {
        return;
    }
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

/// The computer opponent's side of its Web Worker: static/engine.js passes every message from
/// the page to [`engine_answer`]; the work itself is `weiqi::play::computer::Thinker`.
#[cfg(target_arch = "wasm32")]
mod worker {
    use std::cell::RefCell;

    use wasm_bindgen::prelude::{wasm_bindgen, JsValue};
    use weiqi::play::computer::{Reply, Request, Thinker};

    thread_local! {
        static THINKER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
    }

    fn to_js(reply: &Reply) -> JsValue {
        serde_wasm_bindgen::to_value(reply).unwrap_or(JsValue::NULL)
    }

    /// The first message: the worker is ready.
    #[wasm_bindgen]
    pub fn engine_ready() -> JsValue {
        to_js(&Reply::Ready)
    }

    /// Loads the network from the bytes of its weights file (static/engine.js fetches them):
    /// `WeightsReady`, or `WeightsFailed` for a file that is not a network the app can run.
    #[wasm_bindgen]
    pub fn engine_load_weights(bytes: &[u8]) -> JsValue {
        let reply = THINKER.with(|t| {
            let mut t = t.borrow_mut();
            let thinker = t.get_or_insert_with(|| Thinker::new((js_sys::Math::random() * 9.0e15) as u64));
            thinker.load_weights(bytes)
        });
        to_js(&reply)
    }

    /// The answer to one request from the page (a damaged request gets `Unreadable`).
    #[wasm_bindgen]
    pub fn engine_answer(request: JsValue) -> JsValue {
        let reply = match serde_wasm_bindgen::from_value::<Request>(request) {
            Ok(request) => THINKER.with(|t| {
                let mut t = t.borrow_mut();
                let thinker = t.get_or_insert_with(|| Thinker::new((js_sys::Math::random() * 9.0e15) as u64));
                thinker.answer(request, &js_sys::Date::now)
            }),
            Err(_) => Reply::Unreadable { id: 0 },
        };
        let reply = match reply {
            Reply::Move { id, mv, end, playouts, .. } => {
                let memory = core::arch::wasm32::memory_size(0) as u64 * 65_536;
                Reply::Move { id, mv, end, playouts, memory }
            }
            other => other,
        };
        to_js(&reply)
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    println!("Weiqi runs in a web browser: start it with ./scripts/serve (see README.md).");
}
