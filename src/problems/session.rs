//! A practice session: the problems to go through, in order or shuffled, and where the
//! learner is. Pure; the page keeps one and moves along it with "Next problem".

use crate::rules::Rng;

use super::format::ProblemSet;
use super::progress::ProblemRef;

/// Which problems a session goes through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    /// Every problem of one set (by index), in order.
    Set(usize),
    /// Every problem of one set, shuffled.
    ShuffledSet(usize),
    /// Every problem of every set, shuffled.
    ShuffledAll,
    /// The problems waiting to come back, due or not (of one set, or of all), shuffled.
    Missed(Option<usize>),
    /// The problems due to come back today, the longest waiting first.
    Due,
    /// Problems near the learner's level, one at a time, for as long as they like
    /// ([`super::pick`]).
    AtMyLevel,
}

/// The problems of a session and the one being worked on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    /// What the session is.
    pub choice: Choice,
    /// The problems, in the order they come.
    pub queue: Vec<ProblemRef>,
    /// The index in `queue` of the problem shown.
    pub at: usize,
}

impl Session {
    /// A session of `choice` over `sets`; `listed` gives the problems of a session that is not
    /// a set (the missed ones, the due ones, or the first pick at the learner's level), `seed`
    /// shuffles. `None` when there is nothing to do (no missed problems).
    ///
    /// # Examples
    /// ```
    /// use weiqi::problems::session::{Choice, Session};
    /// let sets = weiqi::problems::sets(weiqi::locale::Locale::En);
    /// let s = Session::new(Choice::Set(0), sets, &[], 1).unwrap();
    /// assert_eq!(s.queue.len(), sets[0].problems.len());
    /// assert!(Session::new(Choice::Missed(None), sets, &[], 1).is_none());
    /// ```
    pub fn new(choice: Choice, sets: &[ProblemSet], listed: &[ProblemRef], seed: u64) -> Option<Session> {
        let all_of = |set: usize| -> Vec<ProblemRef> {
            sets.get(set).map_or(Vec::new(), |s| (0..s.problems.len()).map(|problem| ProblemRef { set, problem }).collect())
        };
        let mut queue = match choice {
            Choice::Set(i) | Choice::ShuffledSet(i) => all_of(i),
            Choice::ShuffledAll => (0..sets.len()).flat_map(all_of).collect(),
            Choice::Missed(only) => listed.iter().copied().filter(|r| only.is_none_or(|o| o == r.set)).collect(),
            Choice::Due | Choice::AtMyLevel => listed.to_vec(),
        };
        if matches!(choice, Choice::ShuffledSet(_) | Choice::ShuffledAll | Choice::Missed(_)) {
            shuffle(&mut queue, seed);
        }
        (!queue.is_empty()).then_some(Session { choice, queue, at: 0 })
    }

    /// The problem shown.
    pub fn current(&self) -> ProblemRef {
        self.queue[self.at.min(self.queue.len() - 1)]
    }

    /// Whether the problem shown is the last one (a run at the learner's level has no last).
    pub fn is_last(&self) -> bool {
        self.choice != Choice::AtMyLevel && self.at + 1 >= self.queue.len()
    }

    /// Whether the session goes on for as long as the learner likes.
    pub fn is_open_ended(&self) -> bool {
        self.choice == Choice::AtMyLevel
    }

    /// Adds `next` after the problem shown, for a session at the learner's level that is at
    /// its end so far (picked by [`super::pick::next`]); anything after the problem shown
    /// is replaced.
    pub fn then(&mut self, next: ProblemRef) {
        self.queue.truncate(self.at + 1);
        self.queue.push(next);
    }

    /// On to the next problem; `false` at the end.
    pub fn advance(&mut self) -> bool {
        if self.at + 1 >= self.queue.len() {
            return false;
        }
        self.at += 1;
        true
    }
}

/// Fisher–Yates with the engine's seeded generator.
fn shuffle<T>(items: &mut [T], seed: u64) {
    let mut rng = Rng::new(seed);
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u32 + 1) as usize;
        items.swap(i, j);
    }
}
