//! The computer opponent's side of its Web Worker: static/engine.js passes every message from
//! the page to [`engine_answer`]; the work itself is [`crate::play::computer::Thinker`]. The
//! app's bundle (`weiqi`) and the network's (`weiqi-network`) both export these; only the
//! network's can load weights. Every message is the JSON text of a
//! [`Request`] or a [`Reply`] (`crate::json`).

use std::cell::RefCell;

use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

use crate::json::{self, ToJson};
use crate::play::computer::{Reply, Request, Thinker};

thread_local! {
    static THINKER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
}

fn to_js(reply: &Reply) -> JsValue {
    JsValue::from_str(&reply.to_json_text())
}

/// Runs `f` with the worker's thinker, made on first use.
fn with_thinker<T>(f: impl FnOnce(&mut Thinker) -> T) -> T {
    THINKER.with(|t| {
        let mut t = t.borrow_mut();
        f(t.get_or_insert_with(|| Thinker::new((js_sys::Math::random() * 9.0e15) as u64)))
    })
}

/// The first message: the worker is ready.
#[wasm_bindgen]
pub fn engine_ready() -> JsValue {
    to_js(&Reply::Ready)
}

/// Loads the network from the bytes of its weights file (static/engine.js fetches them):
/// `WeightsReady`, or `WeightsFailed` for a file that is not a network the app can run.
#[cfg(feature = "network")]
#[wasm_bindgen]
pub fn engine_load_weights(bytes: &[u8]) -> JsValue {
    to_js(&with_thinker(|thinker| thinker.load_weights(bytes)))
}

/// The answer to one request from the page (a damaged request gets `Unreadable`).
#[wasm_bindgen]
pub fn engine_answer(request: JsValue) -> JsValue {
    let request = request.as_string().and_then(|text| json::from_text::<Request>(&text).ok());
    let reply = match request {
        Some(request) => with_thinker(|thinker| thinker.answer(request, &js_sys::Date::now)),
        None => Reply::Unreadable { id: 0 },
    };
    let reply = match reply {
        Reply::Move { id, mv, end, playouts, loss, .. } => {
            let memory = core::arch::wasm32::memory_size(0) as u64 * 65_536;
            Reply::Move { id, mv, end, playouts, memory, loss }
        }
        other => other,
    };
    to_js(&reply)
}
