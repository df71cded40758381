//! A round against the clock in the counting trainer: five positions, a time limit by board
//! size, the answers and right answers so far, and when it ended.

/// Positions in a round against the clock.
pub const ROUND: u32 = 5;

/// A round against the clock.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Round {
    /// The position of the round being counted (from 0).
    pub index: u32,
    /// Right answers so far.
    pub right: u32,
    /// Answers given so far.
    pub answered: u32,
    /// When the round started (ms).
    pub started: f64,
    /// Time allowed for the whole round (ms).
    pub limit_ms: f64,
    /// When the round ended (ms): all answered, or time up.
    pub ended: Option<f64>,
}

impl Round {
    /// A round starting at `now` on a board of `size` lines.
    pub fn start(size: u8, now: f64) -> Round {
        let limit = f64::from(seconds_per_position(size) * ROUND) * 1000.0;
        Round { index: 0, right: 0, answered: 0, started: now, limit_ms: limit, ended: None }
    }

    /// Milliseconds left at `now` (all of them for a time before the start).
    pub fn left_ms(&self, now: f64) -> f64 {
        let at = self.ended.unwrap_or(now);
        (self.limit_ms - (at - self.started).max(0.0)).max(0.0)
    }

    /// Whether time ran out before every position was answered.
    pub fn timed_out(&self) -> bool {
        self.ended.is_some() && self.answered < ROUND
    }
}

/// Seconds allowed per position against the clock, by board size.
pub fn seconds_per_position(size: u8) -> u32 {
    match size {
        19 => 240,
        13 => 120,
        _ => 60,
    }
}
