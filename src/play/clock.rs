//! The game clock and the referee's calls (RULES §10), driven by elapsed time so it can be
//! tested with simulated time: [`Clock::tick`] charges the running side and returns the calls
//! that fell due, [`Clock::switch`] hands the turn over after a move.
//!
//! - **Sudden death**: the game must finish in the basic time.
//! - **Chinese countdown**: after the basic time, a reserve of N minutes. A move that takes
//!   less than a minute costs nothing; each full minute used takes one from the reserve. The
//!   calls: "30 seconds, 40, 50, 55, 58, 1 minute, 4 minutes remain"; in the last minute
//!   "30, 40, 50", then "1, 2, … 9" each second and "10 — time is up".
//! - **Fast countdown** (byo-yomi): after the basic time, every move within 30, 20 or 10
//!   seconds; the last ten seconds are counted "1 … 9", then "10 — time is up".

use serde::{Deserialize, Serialize};

use crate::rules::Color;

/// How the game is timed. Times in seconds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TimeControl {
    /// No clock.
    None,
    /// Basic time only.
    SuddenDeath { main_s: u32 },
    /// Basic time, then a reserve of `minutes` one-minute periods (Chinese countdown).
    Countdown { main_s: u32, minutes: u32 },
    /// Basic time, then `period_s` seconds for every move (fast games: 30, 20 or 10).
    Fast { main_s: u32, period_s: u32 },
}

weiqi_engine::json_enum!(TimeControl { None, SuddenDeath { main_s }, Countdown { main_s, minutes }, Fast { main_s, period_s } });

impl TimeControl {
    fn main_ms(self) -> u64 {
        match self {
            TimeControl::None => 0,
            TimeControl::SuddenDeath { main_s }
            | TimeControl::Countdown { main_s, .. }
            | TimeControl::Fast { main_s, .. } => u64::from(main_s) * 1000,
        }
    }
}

/// What the referee says.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CallKind {
    /// "30 seconds": time used of the current countdown period.
    Seconds(u32),
    /// A bare number: "40" in the last minute, "1" … "9" in the last ten seconds.
    Number(u32),
    /// A full minute of the countdown was used: "1 minute, 4 minutes remain".
    MinuteUsed { remain: u32 },
    /// The basic time ran out and the countdown begins.
    CountdownBegins,
    /// Sudden death: this many seconds of basic time are left.
    TimeLeft(u32),
    /// Time is up: the game is lost.
    TimeUp,
}

/// One call, for one side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Call {
    /// Whose clock it is.
    pub side: Color,
    /// What is called.
    pub kind: CallKind,
    /// The time control (to word the call).
    pub control: TimeControl,
}

/// One side's time.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideTime {
    /// Basic time left, in milliseconds.
    pub main_ms: u64,
    /// Countdown minutes left in the reserve (Chinese countdown).
    pub reserve: u32,
    /// Time used of the current countdown period (minute or fast period), in milliseconds.
    pub period_ms: u64,
}

weiqi_engine::json_struct!(SideTime { main_ms, reserve, period_ms });

/// What a clock face shows for one side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockFace {
    /// The big number: "9:58", "0:42".
    pub time: String,
    /// A line under it: "then 5 × 1 min", "countdown: 4 minutes left".
    pub detail: FaceDetail,
    /// Little time is left (show it urgently).
    pub urgent: bool,
}

/// The line under a clock face.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaceDetail {
    /// No clock.
    Nothing,
    /// This side lost on time.
    TimeUp,
    /// Sudden death: no time after the basic time.
    NoExtraTime,
    /// In basic time, a countdown of `minutes` one-minute periods follows.
    ThenMinutes { minutes: u32 },
    /// In the Chinese countdown with `reserve` minutes left (1: the last minute).
    CountdownMinutes { reserve: u32 },
    /// In basic time, `period_s` seconds a move follow.
    ThenSeconds { period_s: u32 },
    /// In the fast countdown, `period_s` seconds a move.
    CountdownSeconds { period_s: u32 },
}

/// Both players' clocks.
///
/// # Examples
/// ```
/// use weiqi::play::clock::{CallKind, Clock, TimeControl};
/// use weiqi::rules::Color;
/// let mut clock = Clock::new(TimeControl::Fast { main_s: 0, period_s: 10 });
/// clock.start(Color::Black);
/// let calls = clock.tick(10_000);
/// let kinds: Vec<CallKind> = calls.iter().map(|c| c.kind).collect();
/// assert_eq!(kinds.first(), Some(&CallKind::Number(1)));
/// assert_eq!(kinds.last(), Some(&CallKind::TimeUp));
/// assert_eq!(clock.flagged(), Some(Color::Black));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    control: TimeControl,
    sides: [SideTime; 2],
    running: Option<Color>,
    flagged: Option<Color>,
}

weiqi_engine::json_struct!(Clock { control, sides, running, flagged });

/// Seconds of basic time at which sudden death warns.
const WARNINGS_S: [u32; 4] = [300, 60, 30, 10];
/// Calls in a Chinese countdown minute that is not the last.
const MINUTE_CALLS_S: [u32; 5] = [30, 40, 50, 55, 58];

impl Clock {
    /// Both sides with full time, stopped.
    pub fn new(control: TimeControl) -> Clock {
        let side = SideTime {
            main_ms: control.main_ms(),
            reserve: match control {
                TimeControl::Countdown { minutes, .. } => minutes.max(1),
                _ => 0,
            },
            period_ms: 0,
        };
        Clock { control, sides: [side; 2], running: None, flagged: None }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Whether there is a clock at all.
    pub fn is_on(&self) -> bool {
        self.control != TimeControl::None
    }

    /// Whose clock runs.
    pub fn running(&self) -> Option<Color> {
        self.running
    }

    /// The side that ran out of time, if one did.
    pub fn flagged(&self) -> Option<Color> {
        self.flagged
    }

    /// One side's time.
    pub fn side(&self, color: Color) -> SideTime {
        self.sides[color.index()]
    }

    /// Starts `color`'s clock (no effect without a clock or after a time-out).
    pub fn start(&mut self, color: Color) {
        if self.is_on() && self.flagged.is_none() {
            self.running = Some(color);
        }
    }

    /// Stops both clocks.
    pub fn stop(&mut self) {
        self.running = None;
    }

    /// After a move: the mover's countdown period starts afresh (a move within the period
    /// costs nothing of the reserve) and `to`'s clock runs.
    pub fn switch(&mut self, to: Color) {
        if let Some(mover) = self.running {
            self.sides[mover.index()].period_ms = 0;
        }
        self.start(to);
    }

    /// Charges `elapsed_ms` to the running side and returns the calls that fell due, in
    /// order. After "time is up" the clock stops and [`Clock::flagged`] names the side.
    pub fn tick(&mut self, elapsed_ms: u64) -> Vec<Call> {
        let mut calls = Vec::new();
        let Some(side) = self.running else { return calls };
        let control = self.control;
        let mut left = elapsed_ms;
        let mut say = |kind| calls.push(Call { side, kind, control });
        while left > 0 && self.flagged.is_none() {
            let t = &mut self.sides[side.index()];
            if t.main_ms > 0 {
                let before = t.main_ms;
                let used = left.min(before);
                t.main_ms -= used;
                left -= used;
                if let TimeControl::SuddenDeath { main_s } = control {
                    for w in WARNINGS_S {
                        let at = u64::from(w) * 1000;
                        if w < main_s && before > at && t.main_ms <= at && t.main_ms > 0 {
                            say(CallKind::TimeLeft(w));
                        }
                    }
                }
                if t.main_ms == 0 {
                    match control {
                        TimeControl::Countdown { .. } | TimeControl::Fast { .. } => {
                            say(CallKind::CountdownBegins)
                        }
                        _ => {
                            say(CallKind::TimeUp);
                            self.flagged = Some(side);
                        }
                    }
                }
                continue;
            }
            let (period_ms, last) = match control {
                TimeControl::Countdown { .. } => (60_000, t.reserve <= 1),
                TimeControl::Fast { period_s, .. } => (u64::from(period_s.max(1)) * 1000, true),
                // Sudden death with no time left (or no clock): nothing more to count.
                _ => {
                    say(CallKind::TimeUp);
                    self.flagged = Some(side);
                    break;
                }
            };
            let before = t.period_ms;
            let used = left.min(period_ms.saturating_sub(before));
            t.period_ms += used;
            left -= used;
            // Whole seconds crossed in (before, after].
            let (from_s, to_s) = (before / 1000 + 1, t.period_ms / 1000);
            let period_s = (period_ms / 1000) as u32;
            for s in from_s..=to_s {
                let s = s as u32;
                match (control, last) {
                    (TimeControl::Countdown { .. }, false) => {
                        if MINUTE_CALLS_S.contains(&s) {
                            say(CallKind::Seconds(s));
                        } else if s == 60 {
                            t.reserve -= 1;
                            say(CallKind::MinuteUsed { remain: t.reserve });
                        }
                    }
                    _ => {
                        let counting_from = period_s.saturating_sub(10);
                        if s == period_s {
                            say(CallKind::TimeUp);
                        } else if s > counting_from {
                            say(CallKind::Number(s - counting_from));
                        } else if matches!(control, TimeControl::Countdown { .. }) {
                            if s >= 30 && s.is_multiple_of(10) {
                                say(CallKind::Number(s));
                            }
                        } else if s.is_multiple_of(10) {
                            say(CallKind::Seconds(s));
                        }
                    }
                }
            }
            if t.period_ms >= period_ms {
                t.period_ms = 0;
                if last {
                    self.flagged = Some(side);
                    self.running = None;
                }
            }
        }
        if self.flagged.is_some() {
            self.running = None;
        }
        calls
    }

    /// What one side's clock face shows.
    pub fn face(&self, color: Color) -> ClockFace {
        let t = self.side(color);
        let none = ClockFace { time: String::new(), detail: FaceDetail::Nothing, urgent: false };
        match self.control {
            TimeControl::None => none,
            _ if self.flagged == Some(color) => ClockFace {
                time: "0:00".into(),
                detail: FaceDetail::TimeUp,
                urgent: true,
            },
            TimeControl::SuddenDeath { .. } => ClockFace {
                time: mmss(t.main_ms),
                detail: FaceDetail::NoExtraTime,
                urgent: t.main_ms <= 30_000,
            },
            TimeControl::Countdown { minutes, .. } if t.main_ms > 0 => ClockFace {
                time: mmss(t.main_ms),
                detail: FaceDetail::ThenMinutes { minutes },
                urgent: false,
            },
            TimeControl::Countdown { .. } => ClockFace {
                time: mmss(60_000u64.saturating_sub(t.period_ms)),
                detail: FaceDetail::CountdownMinutes { reserve: t.reserve },
                urgent: t.reserve <= 1,
            },
            TimeControl::Fast { period_s, .. } if t.main_ms > 0 => ClockFace {
                time: mmss(t.main_ms),
                detail: FaceDetail::ThenSeconds { period_s },
                urgent: false,
            },
            TimeControl::Fast { period_s, .. } => {
                let left = (u64::from(period_s) * 1000).saturating_sub(t.period_ms);
                ClockFace {
                    time: mmss(left),
                    detail: FaceDetail::CountdownSeconds { period_s },
                    urgent: left <= 10_000,
                }
            }
        }
    }
}

/// `m:ss`, rounding up to the whole second (a clock shows 0:00 only when time is up).
fn mmss(ms: u64) -> String {
    let s = ms.div_ceil(1000);
    format!("{}:{:02}", s / 60, s % 60)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn faces_round_up() {
        assert_eq!(mmss(0), "0:00");
        assert_eq!(mmss(1), "0:01");
        assert_eq!(mmss(61_000), "1:01");
        assert_eq!(mmss(600_000), "10:00");
    }
}
