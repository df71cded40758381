//! The checks of the content files, for their authors: every lesson step and problem played
//! through the real lesson player and proven with the reader, every words file matched to its
//! structure. `build.rs` runs the lesson checks on every build (a mistake stops the build) and
//! the content tests run all of them. The app never runs these checks, and what they report
//! is English for authors ([`words`]), never a learner's text.

mod answers;
mod generated_words;
mod lesson;
mod proof;
mod words;

pub use lesson::{check_course_fields, check_glossary, check_lesson};
pub use proof::prove;
