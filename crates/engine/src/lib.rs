//! The game of Go itself: the Chinese rules ([`rules`]), a tactical reader ([`reading`]) and
//! the computer opponent ([`bot`]).
//! No I/O and no web dependencies; the app re-exports both as `weiqi_engine::rules` and `weiqi_engine::bot`.

pub mod bot;
mod english;
#[cfg(feature = "network")]
pub mod nn;
pub mod reading;
pub mod rules;
