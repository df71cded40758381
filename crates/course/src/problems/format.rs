//! The problem set format: `content/problems/NN-name.toml` holds a title, a summary, a
//! level and one `[[step]]` per problem, each step in the lesson format
//! (`crate::lessons::format::Step`, see `docs/lessons.md`).
//!
//! This module uses nothing but `serde` and the lesson format, because `build.rs` compiles
//! it too.

use serde::{Deserialize, Serialize};

use crate::lessons::format::{Lesson, Step};

/// One problem set.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ProblemSet {
    /// The file name without `.toml`, e.g. `01-capture`; filled in by the build.
    #[serde(default)]
    pub id: String,
    /// The set's title.
    pub title: String,
    /// One sentence for the list of sets.
    pub summary: String,
    /// How hard the set is, from 1 (just after the course) up.
    pub level: u8,
    /// The problems, in order (`[[step]]` blocks in the file).
    #[serde(rename = "step")]
    pub problems: Vec<Step>,
    /// The rank (kyu) each problem starts at, when the set gives one per problem (the
    /// generated sets); empty: the app derives it from `level`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub kyu: Vec<u8>,
}

impl ProblemSet {
    /// The set as a lesson, for the lesson check and the lesson player.
    pub fn as_lesson(&self) -> Lesson {
        Lesson { id: self.id.clone(), title: self.title.clone(), summary: self.summary.clone(), steps: self.problems.clone() }
    }
}
