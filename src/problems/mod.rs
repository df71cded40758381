//! Practice problems: sets of problems written in the lesson step format
//! (`content/problems/NN-name.toml`, checked and turned into JSON by `build.rs`), played by
//! the lesson player, with a tactical reader that proves the answers and punishes any wrong
//! move.
//!
//! - [`format`]: what a problem set file holds.
//! - [`attempt`]: one problem being solved (the lesson player, plus answers to any wrong move).
//! - [`solve`]: the reader (capture, escape, live, kill); [`benson`]: unconditional life.
//! - [`prove`]: the proof that every problem's answers are right and its wrong moves wrong.
//! - [`progress`], [`session`]: the learner's record, and a run through some problems.

pub mod attempt;
pub mod benson;
pub mod format;
pub mod progress;
pub mod prove;
pub mod session;
pub mod solve;

use std::sync::OnceLock;

use format::ProblemSet;

/// The problem sets as `build.rs` embedded them (already checked).
const PROBLEMS_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/problems.json"));

/// Every problem set, easiest first. Empty only if the embedded data were unreadable, which
/// the build rules out.
pub fn sets() -> &'static [ProblemSet] {
    static SETS: OnceLock<Vec<ProblemSet>> = OnceLock::new();
    SETS.get_or_init(|| serde_json::from_str(PROBLEMS_JSON).unwrap_or_default())
}

/// The set with file name `id` (e.g. `01-capture`).
pub fn set(id: &str) -> Option<&'static ProblemSet> {
    sets().iter().find(|s| s.id == id)
}
