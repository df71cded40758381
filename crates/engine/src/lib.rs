//! The game of Go itself: the Chinese rules ([`rules`]), a tactical reader ([`reading`]) and
//! the computer opponent ([`bot`]); [`decimal`] reads numbers as people and game records write them;
//! [`sort`], [`map`] and [`json`] sort, keep maps and read JSON with little code (the app's WebAssembly is built for size).
//! No I/O and no web dependencies; the app re-exports these modules (`weiqi::rules`, `weiqi::bot`, …).

pub mod bot;
pub mod decimal;
pub mod json;
pub mod map;
mod english;
#[cfg(feature = "network")]
pub mod nn;
pub mod reading;
pub mod rules;
pub mod sort;
