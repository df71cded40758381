//! Problems that come back (spaced repetition): a problem not solved at the first try comes
//! back the next day; each time it is then solved at the first try on or after its day, it
//! waits longer (1, 3, 7, 16, 35, then 80 days); going wrong again starts over at one day.
//! Days are the learner's calendar days, so "tomorrow" is after midnight where they are.
//! Pure: the page gives the time.

use serde::{Deserialize, Serialize};

use super::attempt::Outcome;

/// A calendar day: days since 1 January 1970 in the learner's time zone.
pub type Day = i64;

/// Milliseconds in a day.
const DAY_MS: f64 = 86_400_000.0;

/// The waits, in days, after each solve at the first try in a row.
const INTERVALS: [u32; 6] = [1, 3, 7, 16, 35, 80];

/// A moment: the time in milliseconds since 1970 (UTC) and the learner's calendar day then.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Moment {
    /// Milliseconds since 1 January 1970, UTC.
    pub ms: u64,
    /// The calendar day where the learner is.
    pub day: Day,
}

impl Moment {
    /// The moment `ms` (since 1970, UTC) where the clock is `offset_minutes` behind UTC (as
    /// JavaScript's `getTimezoneOffset` gives it: 60 in the Azores, -540 in Seoul).
    pub fn new(ms: f64, offset_minutes: f64) -> Moment {
        let local = ms - offset_minutes * 60_000.0;
        Moment { ms: ms.max(0.0) as u64, day: (local / DAY_MS).floor() as Day }
    }
}

/// When a problem comes back.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Review {
    /// The day it is due (it shows as due on that day and after).
    pub due: Day,
    /// The wait before that day, in days.
    pub interval: u32,
    /// When it was last tried (milliseconds since 1970, UTC; 0 when not known).
    pub last: u64,
}

weiqi_engine::json_struct!(Review { due, interval, last });

impl Review {
    /// Whether it is due on `today`.
    pub fn is_due(self, today: Day) -> bool {
        self.due <= today
    }
}

/// When the problem comes back after an attempt with `outcome` at `now`, given when it was
/// due (`None`: it was not waiting to come back). `None`: it does not come back.
pub fn after(before: Option<Review>, outcome: Outcome, now: Moment) -> Option<Review> {
    if outcome != Outcome::FirstTry {
        return Some(Review { due: now.day + 1, interval: 1, last: now.ms });
    }
    let before = before?;
    let interval = if before.is_due(now.day) {
        // Solved on its day: a longer wait.
        INTERVALS.iter().copied().find(|&i| i > before.interval).unwrap_or(INTERVALS[INTERVALS.len() - 1])
    } else {
        // Solved early: the same wait again, from today.
        before.interval.max(1)
    };
    Some(Review { due: now.day + Day::from(interval), interval, last: now.ms })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_day_is_the_learners_calendar_day() {
        // 2026-12-03 23:30 UTC is already 4 December in Seoul (UTC+9, offset -540).
        let ms = 1_796_340_600_000.0;
        let utc = Moment::new(ms, 0.0);
        let seoul = Moment::new(ms, -540.0);
        assert_eq!(seoul.day, utc.day + 1);
        assert_eq!(utc.ms, 1_796_340_600_000);
    }
}
