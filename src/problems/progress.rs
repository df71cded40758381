//! The learner's record of practice problems: the last outcome of each problem (solved at
//! the first try, solved, missed), saved as the versioned record [`STORAGE_KEY`] (see
//! `crate::storage`). Plain data, tested natively.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::attempt::Outcome;
use super::format::ProblemSet;

/// Where the record is kept in the browser.
pub const STORAGE_KEY: &str = "weiqi.practice.progress";

/// A problem: its set's index in [`super::sets`] and its index in the set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProblemRef {
    pub set: usize,
    pub problem: usize,
}

/// The outcome of every problem tried, by `"<set id>/<problem number>"` (from 1).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub results: BTreeMap<String, Outcome>,
}

impl crate::versioned::Record for Progress {
    const KEY: &'static str = STORAGE_KEY;
    const VERSION: u32 = 1;
}

/// Counts for one set (or all of them).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    pub first_try: usize,
    pub solved: usize,
    pub missed: usize,
    pub total: usize,
}

impl Tally {
    /// Problems solved, at the first try or later.
    pub fn done(self) -> usize {
        self.first_try + self.solved
    }
}

impl Progress {
    /// The key of problem `index` (from 0) of the set `set_id`.
    pub fn key(set_id: &str, index: usize) -> String {
        format!("{set_id}/{}", index + 1)
    }

    /// The last outcome of a problem, if it was tried.
    pub fn get(&self, set_id: &str, index: usize) -> Option<Outcome> {
        self.results.get(&Progress::key(set_id, index)).copied()
    }

    /// Records how a problem went. A problem once solved at the first try keeps that mark
    /// when it is solved again; otherwise the latest outcome counts (so a problem missed
    /// now is offered again among the missed ones). Returns whether anything changed.
    pub fn record(&mut self, set_id: &str, index: usize, outcome: Outcome) -> bool {
        let key = Progress::key(set_id, index);
        let old = self.results.get(&key).copied();
        let new = match (old, outcome) {
            (Some(Outcome::FirstTry), Outcome::Solved) => Outcome::FirstTry,
            _ => outcome,
        };
        if old == Some(new) {
            return false;
        }
        self.results.insert(key, new);
        true
    }

    /// The counts for `set`, counting only problems that still exist.
    pub fn tally(&self, set: &ProblemSet) -> Tally {
        let mut t = Tally { total: set.problems.len(), ..Tally::default() };
        for i in 0..set.problems.len() {
            match self.get(&set.id, i) {
                Some(Outcome::FirstTry) => t.first_try += 1,
                Some(Outcome::Solved) => t.solved += 1,
                Some(Outcome::Missed) => t.missed += 1,
                None => {}
            }
        }
        t
    }

    /// The counts over all `sets`.
    pub fn overall(&self, sets: &[ProblemSet]) -> Tally {
        sets.iter().map(|s| self.tally(s)).fold(Tally::default(), |a, b| Tally {
            first_try: a.first_try + b.first_try,
            solved: a.solved + b.solved,
            missed: a.missed + b.missed,
            total: a.total + b.total,
        })
    }

    /// The problems whose last outcome is a miss, in set order (of one set, or of all).
    pub fn missed(&self, sets: &[ProblemSet], only: Option<usize>) -> Vec<ProblemRef> {
        sets.iter()
            .enumerate()
            .filter(|(i, _)| only.is_none_or(|o| o == *i))
            .flat_map(|(si, s)| {
                (0..s.problems.len())
                    .filter(move |&pi| self.get(&s.id, pi) == Some(Outcome::Missed))
                    .map(move |pi| ProblemRef { set: si, problem: pi })
            })
            .collect()
    }

    /// The problems not solved yet (never tried or missed), in set order.
    pub fn unsolved(&self, sets: &[ProblemSet], only: Option<usize>) -> Vec<ProblemRef> {
        sets.iter()
            .enumerate()
            .filter(|(i, _)| only.is_none_or(|o| o == *i))
            .flat_map(|(si, s)| {
                (0..s.problems.len())
                    .filter(move |&pi| !matches!(self.get(&s.id, pi), Some(Outcome::FirstTry | Outcome::Solved)))
                    .map(move |pi| ProblemRef { set: si, problem: pi })
            })
            .collect()
    }
}
