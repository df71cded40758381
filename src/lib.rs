//! Learn Go from zero under the Chinese rules: the rules engine, SGF, lesson and practice
//! content, and (in the browser) the app that teaches and plays.

pub use weiqi_course::{board_view, decimal};
pub use weiqi_engine::{bot, reading, rules};

pub mod address;
#[cfg(feature = "network")]
pub use weiqi_engine::nn;

pub mod board_zoom;
pub mod content_check;
pub mod counting;
pub mod gtp;
pub mod lessons;
pub mod locale;
pub mod play;
pub mod problems;
pub mod record;
pub mod sgf;
pub mod storage;
pub mod text;
pub mod theme;
pub mod versioned;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod components;
#[cfg(target_arch = "wasm32")]
pub mod language;
#[cfg(target_arch = "wasm32")]
pub mod offline;
#[cfg(target_arch = "wasm32")]
pub mod pages;
#[cfg(target_arch = "wasm32")]
pub mod route;
#[cfg(target_arch = "wasm32")]
pub mod sound;
#[cfg(target_arch = "wasm32")]
pub mod speech;
#[cfg(target_arch = "wasm32")]
pub mod worker;
