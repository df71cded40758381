//! Where the counting trainer is with a position: the stage, and the data only that stage
//! has (the marks while marking, the tally while counting, the checks of each answer).

use super::check::{CountCheck, MarkCheck, ResultCheck, Tally};
use crate::rules::{Color, DeadStones, Point};

/// What the learner does now with the current position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Who wins: choose Black, White or a draw.
    Choose,
    /// Mark the dead stones.
    Mark,
    /// Give one side's count.
    Count,
    /// Give the winner and the margin.
    Result,
    /// This position is finished.
    Done,
}

/// Where the learner is with the current position, with what only that stage has.
#[derive(Clone, Debug, PartialEq)]
pub enum Phase {
    /// Who wins: choose Black, White or a draw; `tried` is a first answer that was wrong (a
    /// second try is allowed, as in the lessons).
    Choose { tried: Option<Option<Color>> },
    /// Mark the dead stones: the learner's marks, and the last check of them.
    Mark {
        marks: DeadStones,
        check: Option<MarkCheck>,
    },
    /// Give one side's count: the point tapped to choose an area for entering its size, the
    /// sizes entered, the last wrong count once it is shown on the board (from the second wrong
    /// count: the first is a nudge, so the learner counts again rather than reads the board),
    /// and how many counts were wrong.
    Count {
        selected: Option<Point>,
        tally: Tally,
        check: Option<CountCheck>,
        missed: u32,
    },
    /// Give the winner and the margin: the last check of the answer.
    Result { check: Option<ResultCheck> },
    /// Finished: the answer to "who wins?", or a wrong count against the clock.
    Done {
        chosen: Option<Option<Color>>,
        wrong_count: Option<CountCheck>,
    },
}

impl Phase {
    /// The stage, without its data.
    pub fn stage(&self) -> Stage {
        match self {
            Phase::Choose { .. } => Stage::Choose,
            Phase::Mark { .. } => Stage::Mark,
            Phase::Count { .. } => Stage::Count,
            Phase::Result { .. } => Stage::Result,
            Phase::Done { .. } => Stage::Done,
        }
    }

    pub(super) fn choose() -> Phase {
        Phase::Choose { tried: None }
    }

    pub(super) fn count() -> Phase {
        Phase::Count {
            selected: None,
            tally: Tally::default(),
            check: None,
            missed: 0,
        }
    }

    pub(super) fn done() -> Phase {
        Phase::Done {
            chosen: None,
            wrong_count: None,
        }
    }
}
