//! Learn Go from zero under the Chinese rules: the app that teaches and plays, in the browser,
//! over the engine (`crates/engine`), game records (`crates/sgf`) and the course (`crates/course`).

pub use weiqi_course::board_view;
pub use weiqi_engine::{bot, decimal, json, reading, rules};
pub use weiqi_engine::{json_enum, json_names, json_struct};
pub use weiqi_sgf as sgf;
pub use weiqi_sgf::record;

pub mod address;
#[cfg(feature = "network")]
pub use weiqi_engine::nn;

pub mod board_zoom;
pub mod content_check;
pub mod counting;
pub mod lessons;
pub mod locale;
pub mod play;
pub mod problems;
pub mod route;
pub mod storage;
pub mod text;
pub mod theme;
pub mod versioned;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod charsets;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod downloads;
#[cfg(target_arch = "wasm32")]
pub mod language;
#[cfg(target_arch = "wasm32")]
pub mod offline;
#[cfg(target_arch = "wasm32")]
pub mod pages;
#[cfg(target_arch = "wasm32")]
pub mod sound;
#[cfg(target_arch = "wasm32")]
pub mod speech;
#[cfg(target_arch = "wasm32")]
pub mod worker;
