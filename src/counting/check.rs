//! Checking the learner's answers against the engine, and explaining the difference: which
//! marked groups are alive and why ([`marks`]), where a count went wrong ([`count`]), why a
//! "who wins?" was wrong ([`winner`]), and the result (here, with reading a typed amount).

mod count;
mod marks;
mod winner;

pub use count::{check_count, shared_points, side_regions, CountCheck, CountHint, RegionNote, Tally};
pub use marks::{check_marks, group_list, why_alive, why_dead, GroupNote, GroupRef, GroupWhy, Life, MarkCheck};
pub use winner::{first_nudge, why_not_winner, WinnerHint};

use super::Task;
use crate::rules::{Color, Quarters};

/// Reads an amount as a learner types it, as the lessons read a number
/// (`weiqi_course::lessons::judge::parse_number`): `43`, `43½`, `43.5`, `43,5`, `43 1/2`, `¾`,
/// `3/4`, with a unit or not, and a half in words as Korean and Chinese say it.
///
/// # Examples
/// ```
/// use weiqi::counting::parse_amount_input;
/// use weiqi::rules::Quarters;
/// assert_eq!(parse_amount_input(" 43 1/2 "), Some(Quarters(174)));
/// assert_eq!(parse_amount_input("0,75"), Some(Quarters(3)));
/// assert_eq!(parse_amount_input("forty"), None);
/// assert_eq!(parse_amount_input("４５"), Some(Quarters(180)));
/// assert_eq!(parse_amount_input("1집 반"), Some(Quarters(6)));
/// ```
pub fn parse_amount_input(text: &str) -> Option<Quarters> {
    weiqi_course::lessons::judge::parse_number(text)
}

/// The learner's answer to "who wins, and by how much?".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultAnswer {
    /// `Some(Some(colour))` for a winner, `Some(None)` for a draw, `None` if not chosen.
    pub winner: Option<Option<Color>>,
    /// The margin in stones, as typed.
    pub stones: String,
    /// The margin in points, as typed.
    pub points: String,
}

/// Each part of a result answer, right or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultCheck {
    /// The winner is right.
    pub winner: bool,
    /// The margin in stones is right.
    pub stones: bool,
    /// The margin in points is right.
    pub points: bool,
}

impl ResultCheck {
    /// Whether every part is right.
    pub fn is_right(&self) -> bool {
        self.winner && self.stones && self.points
    }
}

/// Checks a result answer against `task`'s outcome. A draw needs no margin (0 is accepted).
pub fn check_result(task: &Task, answer: &ResultAnswer) -> ResultCheck {
    let outcome = task.outcome();
    let margin = outcome.margin.0.abs();
    let given = |text: &str| parse_amount_input(text).map(|q| q.0);
    let draw = outcome.winner().is_none();
    ResultCheck {
        winner: answer.winner == Some(outcome.winner()),
        stones: given(&answer.stones) == Some(margin) || (draw && answer.stones.trim().is_empty()),
        points: given(&answer.points) == Some(2 * margin)
            || (draw && answer.points.trim().is_empty()),
    }
}
