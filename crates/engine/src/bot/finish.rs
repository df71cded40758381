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

/// The most points an empty region between both colours may have to count as shared points
/// (dame) to be filled; a bigger one is open ground still to be played out.
const SHARED_REGION: usize = 3;

/// Whether the game is over for `color` to move, and if not, why: a group in atari first, then
/// open ground (points neither side is sure to get, other than shared points), then shared
/// points to fill. `legal` holds the moves the game allows.
pub(crate) fn assess(board: &Board, ownership: &Ownership, color: Color, legal: &[usize]) -> EndReason {
    if groups_in_atari(board, ownership, color, legal).next().is_some() {
        return EndReason::GroupInAtari;
    }
    let shared = shared_points(board, ownership);
    if board.size().points().any(|p| ownership.at(p).abs() < SETTLED && !shared.contains(&p)) {
        return EndReason::Unsettled;
    }
    if open_shared_points(board, ownership, color, legal).next().is_some() {
        return EndReason::FillsSharedPoint;
    }
    EndReason::Finished
}

/// The empty points of small regions that touch both colours' living stones.
fn shared_points(board: &Board, ownership: &Ownership) -> Vec<Point> {
    let dead = ownership.dead_stones(board);
    regions(board, &dead)
        .into_iter()
        .filter(|r| r.owner == Owner::Shared && r.points.len() <= SHARED_REGION)
        .flat_map(|r| r.points)
        .collect()
}

/// A move that does what `reason` says is left, if there is one.
pub(crate) fn move_for(board: &Board, ownership: &Ownership, color: Color, legal: &[usize], reason: EndReason) -> Option<usize> {
    match reason {
        EndReason::GroupInAtari => groups_in_atari(board, ownership, color, legal).next(),
        // Open ground is the search's to play; a shared point is still better than a pass.
        EndReason::FillsSharedPoint | EndReason::Unsettled => open_shared_points(board, ownership, color, legal).next(),
        EndReason::Finished => None,
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
    shared_points(board, ownership)
        .into_iter()
        .map(|p| p.index())
        .filter(move |&i| board.cell(i) == EMPTY && legal.contains(&i))
        .filter(move |&i| {
            let shape = shape_of_move(board, color, i);
            shape.liberties >= 2 || shape.captures > 0
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::BoardSize;

    fn legal(board: &Board) -> Vec<usize> {
        board.size().points().filter(|&p| board.get(p).is_none()).map(|p| p.index()).collect()
    }

    #[test]
    fn an_open_board_is_unsettled_not_a_shared_point() {
        // Two stones side by side on an empty board: the empty region touches both colours,
        // but it is open ground, not a shared point.
        let board = Board::from_ascii(
            "
            . . . . .
            . . . . .
            . X O . .
            . . . . .
            . . . . .
            ",
        )
        .unwrap();
        let even = Ownership::from_values(BoardSize::new(5).unwrap(), vec![0.0; 25]).unwrap();
        assert_eq!(assess(&board, &even, Color::Black, &legal(&board)), EndReason::Unsettled);
    }

    #[test]
    fn a_settled_board_with_one_shared_point_fills_it() {
        let board = Board::from_ascii(
            "
            . X . O .
            . X . O .
            X X . O O
            . X O . .
            . X O . .
            ",
        )
        .unwrap();
        let n = 5;
        // Black owns the two left columns, White the right; C3-C5 are the shared points.
        let values = (0..n * n).map(|i| match i % n { 0 | 1 => 1.0, 2 if i / n < 3 => 0.0, _ => -1.0 }).collect();
        let ownership = Ownership::from_values(BoardSize::new(5).unwrap(), values).unwrap();
        assert_eq!(assess(&board, &ownership, Color::Black, &legal(&board)), EndReason::FillsSharedPoint);
    }
}
