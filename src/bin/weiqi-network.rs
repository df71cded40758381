//! The computer opponent's worker with the network: a WebAssembly bundle of its own, which
//! static/engine.js fetches with the weights when a game against the computer first needs them.
//! It exports the worker's functions of `weiqi::worker` (with `engine_load_weights`) and shows
//! nothing; natively there is nothing to run.

#[cfg(target_arch = "wasm32")]
pub use weiqi::worker::{engine_answer, engine_load_weights, engine_ready};

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    println!("weiqi-network is the computer opponent's worker in the browser (see README.md).");
}
