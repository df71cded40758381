//! What the Play page tells the players after an action, as data: the board's live region
//! and the referee's spoken calls. `crate::text` words it.

use super::clock::Call;
use crate::rules::{BoardSize, Color, IllegalMove, MoveReport, Outcome};

/// One thing said.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Said {
    /// Nothing yet.
    #[default]
    Nothing,
    /// A new game on a board of `size`.
    NewGame { size: BoardSize, to_move: Color },
    /// A game kept from an earlier visit is back, after `moves` moves.
    Restored { moves: usize, to_move: Color },
    /// Back to a game kept while another was looked at, after `moves` moves.
    BackToGame { moves: usize, to_move: Color },
    /// A record was opened (named `name` when it has a name).
    Opened { name: Option<String>, moves: usize, to_move: Color },
    /// A move or a pass.
    Move(MoveReport),
    /// The pass that ended the game: both passed.
    BothPassed(MoveReport),
    /// A move the rules refuse.
    Refused { why: IllegalMove, size: BoardSize },
    /// `loser` resigned.
    Resigns { loser: Color },
    /// A group was marked dead or alive.
    Marked { color: Color, stones: usize, at: String, dead: bool },
    /// Both players agree on the dead stones: the result.
    BothAgree(Outcome),
    /// One player agrees and waits for the other.
    Agrees { color: Color },
    /// Play goes on after a disagreement.
    Resumes { to_move: Color },
    /// A move was taken back.
    TakenBack { to_move: Color },
    /// The referee's last call, and the game lost on time.
    LostOnTime { call: Option<Call>, winner: Color },
    /// A call of the referee (spoken).
    Call(Call),
    /// Who won on time (spoken).
    WinsOnTime { winner: Color },
}
