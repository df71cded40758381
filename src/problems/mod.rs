//! Practice problems: sets of problems written in the lesson step format
//! (`content/problems/NN-name.toml`, checked and turned into JSON by `build.rs`), played by
//! the lesson player, with a tactical reader that proves the answers and punishes any wrong
//! move.
//!
//! - [`format`]: what a problem set file holds.
//! - [`attempt`]: one problem being solved (the lesson player, plus answers to any wrong move).
//! - the reader (capture, escape, live, kill) is the engine's, [`crate::reading`].
//! - [`fight`]: the fight a problem is about and how far the reader looks (the proof that
//!   every problem's answers are right is the content check's, [`crate::content_check::prove`]).
//! - [`progress`], [`session`], [`run`]: the learner's record, the problems of a run, and a run
//!   being played (the practice page's state).

pub use weiqi_course::problems::{attempt, fight, format};

pub mod progress;
pub mod run;
pub mod session;

use std::collections::BTreeMap;
use std::sync::OnceLock;

use format::ProblemSet;

use crate::lessons::translated::LessonWords;
use crate::locale::Locale;

/// The problem sets as `build.rs` embedded them (already checked).
const PROBLEMS_JSON: &str = include_str!(concat!(env!("OUT_DIR"), "/problems.json"));

/// The English problem sets, as embedded.
fn english_sets() -> &'static [ProblemSet] {
    static SETS: OnceLock<Vec<ProblemSet>> = OnceLock::new();
    SETS.get_or_init(|| serde_json::from_str(PROBLEMS_JSON).unwrap_or_default())
}

/// The problem sets in each locale other than English, once its words are in.
static TRANSLATED: [OnceLock<Vec<ProblemSet>>; Locale::ALL.len()] = [const { OnceLock::new() }; Locale::ALL.len()];

/// Puts the words of `locale` into the problem sets (once per locale).
pub fn use_words(locale: Locale, sets: &BTreeMap<String, LessonWords>) {
    TRANSLATED[locale.index()].get_or_init(|| {
        english_sets()
            .iter()
            .map(|set| match sets.get(&set.id) {
                Some(words) => {
                    let lesson = words.apply(&set.as_lesson(), true);
                    ProblemSet { title: lesson.title, summary: lesson.summary, problems: lesson.steps, ..set.clone() }
                }
                None => set.clone(),
            })
            .collect()
    });
}

/// Every problem set, easiest first, in `locale` (English until its words are in). Empty
/// only if the embedded data were unreadable, which the build rules out.
pub fn sets(locale: Locale) -> &'static [ProblemSet] {
    TRANSLATED[locale.index()].get().map_or_else(english_sets, Vec::as_slice)
}

/// The set with file name `id` (e.g. `01-capture`), in `locale`.
pub fn set(locale: Locale, id: &str) -> Option<&'static ProblemSet> {
    sets(locale).iter().find(|s| s.id == id)
}
