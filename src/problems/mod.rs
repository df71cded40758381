//! Practice problems: sets of problems written in the lesson step format
//! (`content/problems/NN-name.toml`, checked and packed by `build.rs`), played by
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
//! - [`rating`], [`review`], [`pick`]: the learner's and the problems' ratings, when a missed
//!   problem comes back, and the next problem at the learner's level.

pub use weiqi_course::problems::{attempt, fight, format};

pub mod more;
pub mod pick;
pub mod progress;
pub mod rating;
pub mod review;
pub mod run;
pub mod session;

use weiqi_engine::map::SortedMap;
use std::sync::OnceLock;

use format::ProblemSet;

use crate::lessons::translated::LessonWords;
use crate::locale::Locale;

/// The problem sets as `build.rs` embedded them (already checked), packed
/// (`weiqi_course::packed`).
const PROBLEMS_PACKED: &str = include_str!(concat!(env!("OUT_DIR"), "/problems.packed"));

/// The handwritten problem sets in English, as embedded.
fn english_sets() -> &'static [ProblemSet] {
    static SETS: OnceLock<Vec<ProblemSet>> = OnceLock::new();
    SETS.get_or_init(|| weiqi_course::packed::unpack(PROBLEMS_PACKED).unwrap_or_default())
}

/// The handwritten problem sets in each locale other than English, once its words are in.
static TRANSLATED: [OnceLock<Vec<ProblemSet>>; Locale::ALL.len()] = [const { OnceLock::new() }; Locale::ALL.len()];

/// Every set of each locale once the generated ones are in ([`more::install`]): the
/// handwritten sets in English (`[0]`) or in the locale's words (`[1]`), then the generated.
static WITH_MORE: [[OnceLock<Vec<ProblemSet>>; 2]; Locale::ALL.len()] = [const { [const { OnceLock::new() }; 2] }; Locale::ALL.len()];

/// Puts the words of `locale` into the handwritten problem sets (once per locale).
pub fn use_words(locale: Locale, sets: &SortedMap<String, LessonWords>) {
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

/// Every problem set, easiest first, in `locale` (English until its words are in): the
/// handwritten sets, then the generated ones once they are in ([`more::sets`]). Empty only if
/// the embedded data were unreadable, which the build rules out.
pub fn sets(locale: Locale) -> &'static [ProblemSet] {
    let translated = TRANSLATED[locale.index()].get();
    let handwritten = translated.map_or_else(english_sets, Vec::as_slice);
    let Some(more) = more::sets() else { return handwritten };
    WITH_MORE[locale.index()][usize::from(translated.is_some())].get_or_init(|| handwritten.iter().chain(more).cloned().collect())
}

/// The handwritten sets (`content/problems/NN-name.toml`), in `locale`: the first of
/// [`sets`], before the generated ones ([`more`]).
pub fn handwritten_sets(locale: Locale) -> &'static [ProblemSet] {
    let all = sets(locale);
    let count = all.iter().take_while(|s| more::kind_of(s).is_none()).count();
    &all[..count]
}

/// The set with file name `id` (e.g. `01-capture`), in `locale`.
pub fn set(locale: Locale, id: &str) -> Option<&'static ProblemSet> {
    sets(locale).iter().find(|s| s.id == id)
}

/// The rank (kyu) a problem starts at: the one its set gives (the generated sets), else
/// from its set's level (1: 30 kyu, 2: 26, 3: 22, each level 4 kyu stronger), up to 4 kyu
/// stronger towards the end of the set.
pub fn problem_kyu(set: &ProblemSet, index: usize) -> f64 {
    if let Some(&kyu) = set.kyu.get(index) {
        return f64::from(kyu);
    }
    let first = 34.0 - 4.0 * f64::from(set.level.max(1));
    let along = index as f64 / set.problems.len().max(1) as f64;
    (first - 4.0 * along).max(1.0)
}

/// The starting rank of the problem with the record key `key` (`<set id>/<number or id>`),
/// if it exists.
pub fn kyu_of_key(key: &str) -> Option<f64> {
    let (set_id, _) = key.split_once('/')?;
    let set = english_sets().iter().chain(more::sets().unwrap_or_default()).find(|s| s.id == set_id)?;
    let index = (0..set.problems.len()).find(|&i| progress::Progress::key(set, i) == key)?;
    Some(problem_kyu(set, index))
}
