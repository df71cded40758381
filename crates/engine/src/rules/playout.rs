//! Light random playouts: random legal moves that never fill the mover's own single-point
//! eyes, until both sides pass or a move cap is reached. Used to make finished positions and
//! to measure the engine's speed. Playouts forbid the immediate ko retake only (simple ko):
//! longer cycles cannot outlast the move cap.

use super::{Board, Color, Rng};

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PlayoutEnd {
    /// Moves played, passes included.
    pub moves: u32,
    /// `true` if both sides passed (no move left but filling own eyes), `false` if the cap hit.
    pub finished: bool,
}

/// Plays random moves on `board`, `to_move` first, for at most `max_moves` moves.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{playout, Board, BoardSize, Color, Rng};
/// let mut board = Board::new(BoardSize::NINE);
/// let end = playout(&mut board, Color::Black, &mut Rng::new(1), 1000);
/// assert!(end.finished);
/// // Every group left has at least one liberty.
/// assert!(board.groups().iter().all(|g| !g.liberties.is_empty()));
/// ```
pub fn playout(board: &mut Board, mut to_move: Color, rng: &mut Rng, max_moves: u32) -> PlayoutEnd {
    // Index 0 is a border cell, so it never matches an empty point: "no ko".
    let mut ko = 0usize;
    let mut passes = 0;
    for n in 0..max_moves {
        match pick_move(board, to_move, ko, rng) {
            None => {
                passes += 1;
                ko = 0;
                if passes == 2 {
                    return PlayoutEnd { moves: n + 1, finished: true };
                }
            }
            Some(i) => {
                passes = 0;
                let captured = board.play_at(to_move, i, None);
                let h = board.head_of(i);
                ko = match (captured, board.chain_len(h), board.atari_liberty(h)) {
                    (1, 1, Some(l)) => l,
                    _ => 0,
                };
            }
        }
        to_move = !to_move;
    }
    PlayoutEnd { moves: max_moves, finished: false }
}

/// A random empty point that is legal (simple ko) and not the mover's own eye.
#[inline]
fn pick_move(board: &Board, color: Color, ko: usize, rng: &mut Rng) -> Option<usize> {
    random_empty_point(board, color, ko, rng, |_, _| true)
}

/// The first empty point, from a random one on (round the list of empty points), that is
/// legal (simple ko: not `ko`), not the mover's own eye, and that `accept` takes. Both random
/// players use it: these playouts, and the computer's (which refuse self-atari too).
#[inline]
pub(crate) fn random_empty_point(
    board: &Board,
    color: Color,
    ko: usize,
    rng: &mut Rng,
    mut accept: impl FnMut(usize, &mut Rng) -> bool,
) -> Option<usize> {
    let empties = board.empty_indices();
    let len = empties.len();
    if len == 0 {
        return None;
    }
    let start = rng.below(len as u32) as usize;
    let mut j = start;
    loop {
        let i = empties[j] as usize;
        if i != ko && !board.is_own_eye(color, i) && !board.is_suicide(color, i) && accept(i, rng) {
            return Some(i);
        }
        j += 1;
        if j == len {
            j = 0;
        }
        if j == start {
            return None;
        }
    }
}
