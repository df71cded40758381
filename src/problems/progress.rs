//! The learner's record of practice problems, saved as the versioned record [`STORAGE_KEY`]
//! (see `crate::storage`): the last outcome of each problem (solved at the first try,
//! solved, missed), when the problems not solved at the first try come back
//! ([`super::review`]), and the ratings of the learner and of the problems tried
//! ([`super::rating`]). Plain data, tested natively.
//!
//! Version 2 added the reviews and ratings. A version 1 record keeps its outcomes; every
//! problem it has as solved late or missed is due at once, and the learner's rating is
//! estimated by replaying its outcomes.

use weiqi_engine::map::SortedMap;

use serde::{Deserialize, Serialize};
use weiqi_engine::json::{FromJson, Json};

use super::attempt::Outcome;
use super::format::ProblemSet;
use super::rating::{after_attempt, score, Rating};
use super::review::{self, Day, Moment, Review};

/// Where the record is kept in the browser.
pub const STORAGE_KEY: &str = "weiqi.practice.progress";

/// A problem: its set's index in [`super::sets`] and its index in the set.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ProblemRef {
    pub set: usize,
    pub problem: usize,
}

/// Everything practice remembers, by problem key ([`Progress::key`]).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Progress {
    /// The outcome of every problem tried.
    pub results: SortedMap<String, Outcome>,
    /// When the problems not solved at the first try come back.
    #[serde(default)]
    pub reviews: SortedMap<String, Review>,
    /// The learner's rating.
    #[serde(default)]
    pub learner: Rating,
    /// The ratings of the problems tried, as the learner's attempts moved them.
    #[serde(default)]
    pub problems: SortedMap<String, Rating>,
    /// How many attempts the learner's rating is made of.
    #[serde(default)]
    pub attempts: u32,
}

weiqi_engine::json_struct!(Progress { results, reviews: default, learner: default, problems: default, attempts: default });

impl crate::versioned::Record for Progress {
    const KEY: &'static str = STORAGE_KEY;
    const VERSION: u32 = 2;

    fn migrate(from_version: u32, data: Json) -> Result<Self, String> {
        match from_version {
            1 => {
                let results =
                    SortedMap::<String, Outcome>::from_json(data.get("results").unwrap_or(&Json::Null)).map_err(|e| e.to_string())?;
                Ok(Progress::from_outcomes(results))
            }
            v => Err(crate::versioned::no_migration::<Progress>(v)),
        }
    }
}

/// One attempt, as the record takes it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Attempted {
    /// How it went.
    pub outcome: Outcome,
    /// How long it took, in seconds.
    pub seconds: f64,
    /// When it ended.
    pub at: Moment,
    /// The problem's rank before anyone tried it (its set's or the generator's).
    pub kyu: f64,
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
    /// The key of problem `index` (from 0) of `set`: `<set id>/<problem id>` for a problem
    /// with an id (the generated ones), else `<set id>/<number from 1>`.
    pub fn key(set: &ProblemSet, index: usize) -> String {
        match set.problems.get(index).map(|p| p.id.as_str()).filter(|id| !id.is_empty()) {
            Some(id) => format!("{}/{id}", set.id),
            None => format!("{}/{}", set.id, index + 1),
        }
    }

    /// The last outcome of a problem, if it was tried.
    pub fn get(&self, set: &ProblemSet, index: usize) -> Option<Outcome> {
        self.results.get(&Progress::key(set, index)).copied()
    }

    /// A problem's rating now: as attempts moved it, else what it started at.
    pub fn problem_rating(&self, key: &str, kyu: f64) -> Rating {
        self.problems.get(key).copied().unwrap_or_else(|| Rating::problem(kyu))
    }

    /// Records an attempt at the problem `key`: its outcome (a problem once solved at the
    /// first try keeps that mark when it is solved again; otherwise the latest outcome
    /// counts), when it comes back, and both ratings. Returns whether anything changed.
    pub fn record(&mut self, key: &str, attempt: Attempted) -> bool {
        let old = self.results.get(key).copied();
        let outcome = match (old, attempt.outcome) {
            (Some(Outcome::FirstTry), Outcome::Solved) => Outcome::FirstTry,
            (_, outcome) => outcome,
        };
        self.results.insert(key.to_owned(), outcome);
        match review::after(self.reviews.get(key).copied(), attempt.outcome, attempt.at) {
            Some(r) => self.reviews.insert(key.to_owned(), r),
            None => self.reviews.remove(key),
        };
        let problem = self.problem_rating(key, attempt.kyu);
        let (learner, problem) = after_attempt(self.learner, problem, score(attempt.outcome, attempt.seconds));
        self.learner = learner;
        self.problems.insert(key.to_owned(), problem);
        self.attempts += 1;
        true
    }

    /// A version 2 record from version 1's outcomes: see the module notes.
    fn from_outcomes(results: SortedMap<String, Outcome>) -> Progress {
        let mut p = Progress::default();
        let long_ago = Moment { ms: 0, day: 0 };
        for (key, outcome) in &results {
            let kyu = super::kyu_of_key(key).unwrap_or(25.0);
            p.record(key, Attempted { outcome: *outcome, seconds: 30.0, at: long_ago, kyu });
        }
        // The old outcomes stand as they were (a late solve was not a first try).
        p.results = results;
        p
    }

    /// The counts for `set`, counting only problems that still exist.
    pub fn tally(&self, set: &ProblemSet) -> Tally {
        let mut t = Tally { total: set.problems.len(), ..Tally::default() };
        for i in 0..set.problems.len() {
            match self.get(set, i) {
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

    /// Every problem of `sets` (of one set, or of all) with its key.
    fn each<'a>(sets: &'a [ProblemSet], only: Option<usize>) -> impl Iterator<Item = (ProblemRef, String)> + 'a {
        sets.iter()
            .enumerate()
            .filter(move |(i, _)| only.is_none_or(|o| o == *i))
            .flat_map(|(si, s)| (0..s.problems.len()).map(move |pi| (ProblemRef { set: si, problem: pi }, Progress::key(s, pi))))
    }

    /// The problems missed or solved late and not solved at the first try since, in set
    /// order (of one set, or of all). They also come back when due ([`Progress::due`]).
    pub fn missed(&self, sets: &[ProblemSet], only: Option<usize>) -> Vec<ProblemRef> {
        Progress::each(sets, only)
            .filter(|(_, key)| self.reviews.contains_key(key) && self.results.get(key) != Some(&Outcome::FirstTry))
            .map(|(r, _)| r)
            .collect()
    }

    /// The problems due on `today`, the longest waiting first.
    pub fn due(&self, sets: &[ProblemSet], today: Day) -> Vec<ProblemRef> {
        let mut due: Vec<(Day, ProblemRef)> = Progress::each(sets, None)
            .filter_map(|(r, key)| self.reviews.get(&key).filter(|v| v.is_due(today)).map(|v| (v.due, r)))
            .collect();
        weiqi_engine::sort::sort(&mut due);
        due.into_iter().map(|(_, r)| r).collect()
    }

    /// The problems not solved yet (never tried or missed), in set order.
    pub fn unsolved(&self, sets: &[ProblemSet], only: Option<usize>) -> Vec<ProblemRef> {
        Progress::each(sets, only)
            .filter(|(_, key)| !matches!(self.results.get(key), Some(Outcome::FirstTry | Outcome::Solved)))
            .map(|(r, _)| r)
            .collect()
    }
}
