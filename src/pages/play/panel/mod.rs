//! The panel beside the board: the players with their captures and clocks, the game's
//! buttons, the end of the game (marking dead stones, the count, the result) and the move
//! list with review.

mod controls;
mod end;
mod moves;
mod players;

pub use controls::Controls;
pub use end::{end_panel, EndPanelProps};
pub use moves::{move_list, MoveListProps};
pub use players::players;
