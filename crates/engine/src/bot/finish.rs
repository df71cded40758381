//! The end of a game under area scoring: is anything left to gain, and if so, what to play.
//! Open shared points are filled (each is worth half a point), groups in atari are saved or
//! taken, and the engine passes only when every point is settled.

use crate::rules::board::EMPTY;
use crate::rules::{regions, Board, Color, Owner, Point};

use super::ownership::Ownership;
use super::tactics::{saving_moves, shape_of_move};
use super::EndReason;

/// Points whose owner the estimate gives with less certainty than this are unsettled.
const SETTLED: f32 = 0.5;

/// Whether the game is over for `color` to move, and if not, why. `legal` holds the moves
/// the game allows.
pub(crate) fn assess(board: &Board, ownership: &Ownership, color: Color, legal: &[usize]) -> EndReason {
    if groups_in_atari(board, ownership, color, legal).next().is_some() {
        return EndReason::GroupInAtari;
    }
    if open_shared_points(board, ownership, color, legal).next().is_some() {
        return EndReason::FillsSharedPoint;
    }
    let dead = ownership.dead_stones(board);
    let shared: Vec<Point> =
        regions(board, &dead).into_iter().filter(|r| r.owner == Owner::Shared).flat_map(|r| r.points).collect();
    let unsettled = board.size().points().any(|p| ownership.at(p).abs() < SETTLED && !shared.contains(&p));
    if unsettled {
        EndReason::Unsettled
    } else {
        EndReason::Finished
    }
}

/// A move that does what `reason` says is left, if there is one.
pub(crate) fn move_for(board: &Board, ownership: &Ownership, color: Color, legal: &[usize], reason: EndReason) -> Option<usize> {
    match reason {
        EndReason::GroupInAtari => groups_in_atari(board, ownership, color, legal).next(),
        EndReason::FillsSharedPoint => open_shared_points(board, ownership, color, legal).next(),
        EndReason::Unsettled | EndReason::Finished => None,
    }
}

/// Moves that save a living own group in atari or take any enemy group in atari.
fn groups_in_atari<'a>(board: &'a Board, ownership: &'a Ownership, color: Color, legal: &'a [usize]) -> impl Iterator<Item = usize> + 'a {
    let dead = ownership.dead_stones(board);
    let in_play = move |g: &crate::rules::Group| g.color != color || !dead.contains(g.stones[0]);
    board.groups().into_iter().filter(move |g| g.liberties.len() == 1 && in_play(g)).filter_map(move |g| {
        let lib = g.liberties[0].index();
        if g.color == color {
            saving_moves(board, g.stones[0].index(), 2000).into_iter().find(|m| legal.contains(m))
        } else {
            legal.contains(&lib).then_some(lib)
        }
    })
}

/// Empty points between living stones of both colours that `color` can fill without
/// putting itself in atari.
fn open_shared_points<'a>(board: &'a Board, ownership: &'a Ownership, color: Color, legal: &'a [usize]) -> impl Iterator<Item = usize> + 'a {
    let dead = ownership.dead_stones(board);
    regions(board, &dead)
        .into_iter()
        .filter(|r| r.owner == Owner::Shared)
        .flat_map(|r| r.points)
        .map(|p| p.index())
        .filter(move |&i| board.cell(i) == EMPTY && legal.contains(&i))
        .filter(move |&i| {
            let shape = shape_of_move(board, color, i);
            shape.liberties >= 2 || shape.captures > 0
        })
}
