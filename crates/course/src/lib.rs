//! The course: what a lesson and a problem set hold ([`lessons::format`],
//! [`problems::format`]), the lesson player that plays them ([`lessons::player`]), the board
//! picture a step draws ([`board_view`]), and the checks of the content files
//! ([`content_check`]). Pure logic over the engine: no words for the learner (the app's
//! catalogs write those), no storage, no web.

pub use weiqi_engine::{decimal, reading, rules};

pub mod board_view;
pub mod content_check;
pub mod lessons;
pub mod packed;
pub mod preset_name;
pub mod problems;
