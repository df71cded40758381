//! The computer opponent's Web Worker: the engine in a WebAssembly module of its own, built
//! for speed (see index.html). `static/engine.js` starts it and passes every message from the
//! page to [`answer`]; the work itself is `weiqi::play::computer::Thinker`.

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
    pub fn ready() -> JsValue {
        to_js(&Reply::Ready)
    }

    /// The answer to one request from the page (a damaged request gets `Unreadable`).
    #[wasm_bindgen]
    pub fn answer(request: JsValue) -> JsValue {
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

fn main() {}
