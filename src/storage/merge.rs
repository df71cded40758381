//! How a record kept here compares with the same record in a file being loaded, and what the
//! load writes: progress that only grows (lesson steps, solved problems, counting results) is
//! joined (the games put aside too); a game that the other continues is taken at its longest; anything else the file
//! replaces, and what it replaces is kept as a copy set aside first.

use weiqi_engine::map::SortedMap;

use super::record::{read_value, to_envelope, Record};
use crate::play::SavedGame;

/// What loading a file would do to one record, as the Your data page shows it before asking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Change {
    /// The same here and in the file: nothing changes.
    Same,
    /// Kept here only: it stays.
    OnlyHere,
    /// In the file only: it is added.
    OnlyInFile,
    /// What is here already holds everything the file has: it stays.
    NewerHere,
    /// The file holds everything that is here, and more: the file's is loaded.
    NewerInFile,
    /// Each side has something the other lacks: both are joined.
    Joined,
    /// Different, and neither holds the other: the file's is loaded, this one set aside.
    Different,
}

/// What to do with one record present in the file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Resolution {
    pub change: Change,
    /// The text to store under the key (`None`: leave what is here).
    pub write: Option<String>,
    /// Whether what is here must be kept as a set-aside copy first (it is replaced by a
    /// value that does not hold all of it).
    pub keep_copy: bool,
}

impl Resolution {
    fn new(change: Change, write: Option<String>, keep_copy: bool) -> Resolution {
        Resolution { change, write, keep_copy }
    }
}

/// How the record `here` (stored under `key`) and the file's `file` compare, and what loading
/// the file writes. Both are texts that read (the file's were checked before).
pub(crate) fn resolve(key: &str, here: Option<&str>, file: &str) -> Resolution {
    let Some(here) = here else {
        return Resolution::new(Change::OnlyInFile, Some(file.to_owned()), false);
    };
    if here == file {
        return Resolution::new(Change::Same, None, false);
    }
    let joined = match key {
        crate::lessons::progress::STORAGE_KEY => join::<crate::lessons::progress::Progress>(here, file, lessons, false),
        crate::problems::progress::STORAGE_KEY => join::<crate::problems::progress::Progress>(here, file, practice, true),
        k if k == <crate::counting::Stats as Record>::KEY => join::<crate::counting::Stats>(here, file, counting, true),
        k if k == <crate::play::kept::KeptGames as Record>::KEY => join::<crate::play::kept::KeptGames>(here, file, kept, false),
        k if k == <SavedGame as Record>::KEY || k == <crate::play::saved::GameToCount as Record>::KEY =>
        {
            games(here, file)
        }
        _ => None,
    };
    joined.unwrap_or_else(|| Resolution::new(Change::Different, Some(file.to_owned()), true))
}

/// Whether the first holds the second, and the two joined.
type Joiner<T> = fn(&T, &T) -> (bool, bool, T);

/// Reads both sides and joins them with `joiner`; `copy_when_replaced`: whether a value the
/// file's replaces is kept as a copy even when the file's looks newer (the join cannot tell).
fn join<T: Record>(here: &str, file: &str, joiner: Joiner<T>, copy_when_replaced: bool) -> Option<Resolution> {
    let (mine, theirs) = (read_value::<T>(here)?, read_value::<T>(file)?);
    let (here_holds_file, file_holds_here, joined) = joiner(&mine, &theirs);
    Some(match (here_holds_file, file_holds_here) {
        (true, _) => Resolution::new(Change::NewerHere, None, false),
        (false, true) => Resolution::new(Change::NewerInFile, Some(file.to_owned()), copy_when_replaced),
        (false, false) => Resolution::new(Change::Joined, Some(to_envelope(&joined).ok()?), copy_when_replaced),
    })
}

/// Lesson steps: the union; the place last visited stays this browser's.
fn lessons(
    here: &crate::lessons::progress::Progress,
    file: &crate::lessons::progress::Progress,
) -> (bool, bool, crate::lessons::progress::Progress) {
    let holds = |a: &crate::lessons::progress::Progress, b: &crate::lessons::progress::Progress| {
        b.done.iter().all(|(lesson, steps)| a.done.get(lesson).is_some_and(|mine| steps.iter().all(|s| mine.contains(s))))
    };
    let mut joined = here.clone();
    for (lesson, steps) in &file.done {
        match joined.done.get_mut(lesson) {
            Some(mine) => mine.extend(steps.iter().cloned()),
            None => {
                joined.done.insert(lesson.clone(), steps.clone());
            }
        }
    }
    if joined.last.is_none() {
        joined.last.clone_from(&file.last);
    }
    (holds(here, file), holds(file, here), joined)
}

/// Adds to `into` the entries of `from` it lacks.
fn add_missing<V: Clone>(into: &mut SortedMap<String, V>, from: &SortedMap<String, V>) {
    for (key, value) in from {
        if !into.contains_key(key) {
            into.insert(key.clone(), value.clone());
        }
    }
}

/// Practice: every problem's result from both (this browser's where both have one); the
/// learner's rating from the side with more attempts.
fn practice(
    here: &crate::problems::progress::Progress,
    file: &crate::problems::progress::Progress,
) -> (bool, bool, crate::problems::progress::Progress) {
    let holds = |a: &crate::problems::progress::Progress, b: &crate::problems::progress::Progress| {
        a.attempts >= b.attempts && b.results.iter().all(|(key, outcome)| a.results.get(key) == Some(outcome))
    };
    let mut joined = here.clone();
    add_missing(&mut joined.results, &file.results);
    add_missing(&mut joined.reviews, &file.reviews);
    add_missing(&mut joined.problems, &file.problems);
    if file.attempts > here.attempts {
        joined.learner = file.learner;
        joined.attempts = file.attempts;
    }
    (holds(here, file), holds(file, here), joined)
}

/// Counting: per exercise and size, the totals of the side that did more; the recent results
/// of the side that did more in all.
fn counting(here: &crate::counting::Stats, file: &crate::counting::Stats) -> (bool, bool, crate::counting::Stats) {
    let holds = |a: &crate::counting::Stats, b: &crate::counting::Stats| {
        b.totals.iter().all(|t| a.totals(t.mode, t.size).is_some_and(|mine| mine.done >= t.done))
    };
    let mut joined = here.clone();
    for theirs in &file.totals {
        match joined.totals.iter_mut().find(|t| t.mode == theirs.mode && t.size == theirs.size) {
            Some(mine) if mine.done >= theirs.done => {}
            Some(mine) => *mine = *theirs,
            None => joined.totals.push(*theirs),
        }
    }
    if file.done() > here.done() {
        joined.recent.clone_from(&file.recent);
    }
    (holds(here, file), holds(file, here), joined)
}

/// Games put aside: every game of both lists, newest first.
fn kept(here: &crate::play::kept::KeptGames, file: &crate::play::kept::KeptGames) -> (bool, bool, crate::play::kept::KeptGames) {
    let holds = |a: &crate::play::kept::KeptGames, b: &crate::play::kept::KeptGames| {
        b.0.iter().all(|theirs| a.0.iter().any(|mine| crate::play::kept::same_game(&mine.game, &theirs.game)))
    };
    let mut joined = here.clone();
    let theirs: Vec<_> = file.0.iter().map(|entry| (entry.game.clone(), Some(entry.at))).collect();
    let mine: Vec<_> = here.0.iter().map(|entry| (entry.game.clone(), Some(entry.at))).collect();
    crate::play::kept::apply_kept(&mut joined, &[], &[mine, theirs].concat(), 0);
    (holds(here, file), holds(file, here), joined)
}

/// Games: when one is the other played on, the longer; otherwise different games.
fn games(here: &str, file: &str) -> Option<Resolution> {
    let (mine, theirs) = (read_value::<SavedGame>(here)?, read_value::<SavedGame>(file)?);
    if mine.continues(&theirs) {
        Some(Resolution::new(Change::NewerHere, None, false))
    } else if theirs.continues(&mine) {
        Some(Resolution::new(Change::NewerInFile, Some(file.to_owned()), false))
    } else {
        None
    }
}
