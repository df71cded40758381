//! The learner's results in the counting trainer, kept in the browser under
//! `weiqi.counting.stats`: right answers and time per mode and board size, and the most
//! recent results for a small chart.

use super::Mode;
use crate::versioned::Record;

/// How many recent results are kept for the chart.
pub const RECENT: usize = 30;

/// One finished position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Attempt {
    /// The exercise.
    pub mode: Mode,
    /// Lines of the board.
    pub size: u8,
    /// Right the first time.
    pub right: bool,
    /// Time taken, in milliseconds.
    pub ms: u32,
}

weiqi_engine::json_struct!(Attempt { mode, size, right, ms });

/// Totals for one mode on one board size.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Totals {
    /// The exercise.
    pub mode: Mode,
    /// Lines of the board.
    pub size: u8,
    /// Positions done.
    pub done: u32,
    /// Of which right the first time.
    pub right: u32,
    /// Time taken in all, in milliseconds.
    pub ms: u64,
}

weiqi_engine::json_struct!(Totals { mode, size, done, right, ms });

impl Totals {
    /// Right answers in percent, rounded down.
    pub fn accuracy(&self) -> u32 {
        (self.right * 100).checked_div(self.done).unwrap_or(0)
    }

    /// Average time per position in whole seconds, rounded.
    pub fn average_seconds(&self) -> u64 {
        (self.ms + 500 * self.done as u64).checked_div(1000 * self.done as u64).unwrap_or(0)
    }
}

/// Everything the trainer remembers about the learner's results.
///
/// # Examples
/// ```
/// use weiqi::counting::{Attempt, Mode, Stats};
/// let mut stats = Stats::default();
/// stats.add(Attempt { mode: Mode::Count, size: 9, right: true, ms: 40_000 });
/// stats.add(Attempt { mode: Mode::Count, size: 9, right: false, ms: 20_000 });
/// let t = stats.totals(Mode::Count, 9).unwrap();
/// assert_eq!((t.done, t.accuracy(), t.average_seconds()), (2, 50, 30));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Stats {
    /// Totals per mode and size, in the order first met.
    pub totals: Vec<Totals>,
    /// The latest results, oldest first, at most [`RECENT`].
    pub recent: Vec<Attempt>,
}

weiqi_engine::json_struct!(Stats { totals, recent });

impl Record for Stats {
    const KEY: &'static str = "weiqi.counting.stats";
    const VERSION: u32 = 1;
}

impl Stats {
    /// Adds one result.
    pub fn add(&mut self, a: Attempt) {
        match self.totals.iter_mut().find(|t| t.mode == a.mode && t.size == a.size) {
            Some(t) => {
                t.done += 1;
                t.right += u32::from(a.right);
                t.ms += u64::from(a.ms);
            }
            None => self.totals.push(Totals { mode: a.mode, size: a.size, done: 1, right: u32::from(a.right), ms: u64::from(a.ms) }),
        }
        self.recent.push(a);
        if self.recent.len() > RECENT {
            let extra = self.recent.len() - RECENT;
            self.recent.drain(..extra);
        }
    }

    /// The totals of one mode and size.
    pub fn totals(&self, mode: Mode, size: u8) -> Option<Totals> {
        self.totals.iter().copied().find(|t| t.mode == mode && t.size == size)
    }

    /// Positions done in all.
    pub fn done(&self) -> u32 {
        self.totals.iter().map(|t| t.done).sum()
    }
}

/// One bar of the chart of recent results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Bar {
    /// Left edge, in chart units.
    pub x: u32,
    /// Height, in chart units (at least 2, so every result shows).
    pub height: u32,
    /// Right the first time.
    pub right: bool,
    /// The result it shows.
    pub attempt: Attempt,
}

/// Width and height of the chart, in its own units.
pub const CHART: (u32, u32) = (300, 80);

/// The bars of the chart of `recent` results: one per result, as tall as its time compared
/// with the slowest (so a falling line of bars means getting faster).
///
/// # Examples
/// ```
/// use weiqi::counting::{chart_bars, Attempt, Mode};
/// let a = |ms| Attempt { mode: Mode::WhoWins, size: 9, right: true, ms };
/// let bars = chart_bars(&[a(10_000), a(5_000)]);
/// assert_eq!((bars[0].height, bars[1].height), (80, 40));
/// ```
pub fn chart_bars(recent: &[Attempt]) -> Vec<Bar> {
    let slowest = recent.iter().map(|a| a.ms).max().unwrap_or(0).max(1);
    let step = CHART.0 / RECENT as u32;
    recent
        .iter()
        .enumerate()
        .map(|(i, &attempt)| Bar {
            x: i as u32 * step,
            height: ((u64::from(attempt.ms) * u64::from(CHART.1) / u64::from(slowest)) as u32).max(2),
            right: attempt.right,
            attempt,
        })
        .collect()
}
