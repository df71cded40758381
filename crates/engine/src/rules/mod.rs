//! The rules engine: the Chinese rules of Go (`../shared/RULES.md`), with no I/O and no web
//! dependencies.
//!
//! - [`Board`]: any arrangement of stones (a lesson diagram), with groups and liberties.
//! - [`Game`]: a legal position that is played on: moves, passes, ko and superko, undo/redo,
//!   resignation, and the end of the game.
//! - [`IllegalMove`]: why a move is forbidden, with the points a teacher would show.
//! - [`count_area`]: the Chinese area count and the result in stones and points.

mod amount;
mod analysis;
pub(crate) mod board;
mod color;
mod game;
mod handicap;
mod history;
mod illegal;
pub(crate) mod playout;
pub(crate) mod point;
mod rng;
mod ruleset;
mod score;
mod settled;
pub(crate) mod zobrist;

pub use amount::{Komi, Quarters};
pub use analysis::{report_move, AtariNote, MoveAnalysis, MoveReport};
pub use board::{AsciiError, Board, Group};
pub use color::Color;
pub use game::{Game, GameEnd, Move, PlayedMove, SetupError};
pub use handicap::{fixed_handicap, max_fixed_handicap, HandicapError};
pub use illegal::IllegalMove;
pub use playout::{playout, PlayoutEnd};
pub use point::{BoardSize, CoordError, Point, MAX_SIZE};
pub use rng::Rng;
pub use ruleset::{KoRule, Ruleset};
pub use score::{count_area, handicap_compensation, regions, AreaCount, DeadStones, Outcome, Owner, Region, SideCount};
pub use settled::{unsettled_reason, Unsettled};
