//! The checks of the content files, for their authors. The lesson and problem checks are the
//! course crate's (`weiqi_course::content_check`, also run by `build.rs`); the counting
//! trainer's positions are checked here ([`counting`]). The app never runs these checks.

mod counting;
pub use counting::unsettled_sentence;

pub use weiqi_course::content_check::{check_course_fields, check_glossary, check_lesson, prove};
