//! Why a move is not allowed, with what a teacher would point at and one plain sentence.

use super::{Color, Point};

/// A move the rules do not allow. Each case carries the points a teacher would show.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum IllegalMove {
    /// The point is not on this board.
    OffBoard { point: Point },
    /// A stone is already there.
    Occupied { point: Point, by: Color },
    /// The stone (and the group it joins) would have no liberties and captures nothing
    /// (RULES §5). `group` is that group, including `point`.
    Suicide { point: Point, color: Color, group: Vec<Point> },
    /// Retaking a ko at once: the opponent's stone on `ko_stone` just captured a stone on
    /// `point`, and taking it back would repeat the board (RULES §6).
    Ko { point: Point, color: Color, ko_stone: Point },
    /// The move would recreate the whole-board position after move `repeats_move` (0 = the
    /// start of the game).
    Superko { point: Point, color: Color, repeats_move: usize },
    /// The game has ended; resume it first to keep playing.
    GameOver,
}

impl IllegalMove {
    /// The point the move was tried on, if any.
    pub fn point(&self) -> Option<Point> {
        match *self {
            IllegalMove::OffBoard { point }
            | IllegalMove::Occupied { point, .. }
            | IllegalMove::Suicide { point, .. }
            | IllegalMove::Ko { point, .. }
            | IllegalMove::Superko { point, .. } => Some(point),
            IllegalMove::GameOver => None,
        }
    }
}
