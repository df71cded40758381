//! What the page reads off the trainer: the stage, the marks shown, the last checks, the
//! step-by-step count and whether it may be opened, and the counted side's areas.

use super::super::check::{side_regions, CountCheck, MarkCheck, RegionNote, ResultCheck, Tally};
use super::super::explain::{count_frames, Frame};
use super::super::phase::{Phase, Stage};
use super::super::task::Mode;
use super::Trainer;
use crate::rules::{Color, DeadStones, Point};

impl Trainer {
    /// What the trainer is at now.
    pub fn stage(&self) -> Stage {
        self.phase.stage()
    }

    /// The stones shown marked dead: the learner's marks while marking, the position's
    /// dead stones otherwise.
    pub fn marks(&self) -> &DeadStones {
        match &self.phase {
            Phase::Mark { marks, .. } => marks,
            _ => &self.task.dead,
        }
    }

    /// The last check of the dead-stone marks, while marking.
    pub fn mark_check(&self) -> Option<&MarkCheck> {
        match &self.phase {
            Phase::Mark { check, .. } => check.as_ref(),
            _ => None,
        }
    }

    /// The point the learner tapped to choose an area for entering its size.
    pub fn selected(&self) -> Option<Point> {
        match &self.phase {
            Phase::Count { selected, .. } => *selected,
            _ => None,
        }
    }

    /// The sizes entered area by area (empty outside the count).
    pub fn tally(&self) -> Option<&Tally> {
        match &self.phase {
            Phase::Count { tally, .. } => Some(tally),
            _ => None,
        }
    }

    /// The last wrong count: while counting, or when a count against the clock was wrong.
    pub fn count_check(&self) -> Option<&CountCheck> {
        match &self.phase {
            Phase::Count { check, .. } => check.as_ref(),
            Phase::Done { wrong_count, .. } => wrong_count.as_ref(),
            _ => None,
        }
    }

    /// The last check of the result.
    pub fn result_check(&self) -> Option<&ResultCheck> {
        match &self.phase {
            Phase::Result { check } => check.as_ref(),
            _ => None,
        }
    }

    /// The answer to "who wins?", once given.
    pub fn chosen(&self) -> Option<Option<Color>> {
        match &self.phase {
            Phase::Done { chosen, .. } => *chosen,
            _ => None,
        }
    }

    /// The step-by-step count of the asked side (Black's in "who wins?").
    pub fn frames(&self) -> Vec<Frame> {
        count_frames(&self.task, self.side)
    }

    /// Whether the step-by-step count may be opened now (it gives the answer away, so only
    /// once the count has been tried or the position is done).
    pub fn can_explain(&self) -> bool {
        match self.settings.mode {
            Mode::Timed => {
                self.stage() == Stage::Done && self.round.is_some_and(|r| r.ended.is_some())
            }
            Mode::DeadStones => false,
            _ => {
                matches!(self.stage(), Stage::Done | Stage::Result) || self.count_check().is_some()
            }
        }
    }

    /// The true size of each of the counted side's areas, with where to write it.
    pub fn areas(&self) -> Vec<RegionNote> {
        side_regions(&self.task, self.side)
    }
}
