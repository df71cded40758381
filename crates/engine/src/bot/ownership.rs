//! Who owns each point, from the search's playouts, and what follows from it at the end of a
//! game: the dead stones, the groups in seki, and an estimated area result.

use crate::rules::{regions, Board, BoardSize, Color, DeadStones, Game, Group, Outcome, Owner, Point};

use super::tactics::shape_of_move;

/// For every point, from +1 (it always ended Black's) to −1 (always White's).
#[derive(Clone, Debug, PartialEq)]
pub struct Ownership {
    size: BoardSize,
    /// Row by row from the top left.
    black: Vec<f32>,
}

/// What a group is at the end of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Status {
    /// It stays on the board and counts for its owner.
    Alive,
    /// It is taken off before counting.
    Dead,
    /// Alive without two eyes, sharing liberties that neither side can fill.
    Seki,
}

impl Ownership {
    /// From per-point values by padded index (as the search keeps them).
    pub(crate) fn from_padded(size: BoardSize, padded: &[f32]) -> Ownership {
        Ownership { size, black: size.points().map(|p| padded[p.index()]).collect() }
    }

    /// From row-major values, one per point.
    pub fn from_values(size: BoardSize, black: Vec<f32>) -> Option<Ownership> {
        (black.len() == size.area() as usize).then_some(Ownership { size, black })
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// From +1 (Black's) to −1 (White's).
    pub fn at(&self, p: Point) -> f32 {
        self.black[p.row() as usize * self.size.get() as usize + p.col() as usize]
    }

    /// How sure the estimate is that `p` ends as `color`'s, from 0 to 1.
    pub fn chance(&self, p: Point, color: Color) -> f32 {
        let b = (self.at(p) + 1.0) / 2.0;
        match color {
            Color::Black => b,
            Color::White => 1.0 - b,
        }
    }

    /// The values, row by row.
    pub fn values(&self) -> &[f32] {
        &self.black
    }

    /// Every group with its status. A group is dead when its points more often end the
    /// opponent's than its own; a living group is in seki when it has a shared liberty that
    /// neither side can fill without putting itself in atari.
    pub fn statuses(&self, board: &Board) -> Vec<(Group, Status)> {
        let dead = self.dead_stones(board);
        let shared: Vec<Point> =
            regions(board, &dead).into_iter().filter(|r| r.owner == Owner::Shared).flat_map(|r| r.points).collect();
        board
            .groups()
            .into_iter()
            .map(|g| {
                let status = if dead.contains(g.stones[0]) {
                    Status::Dead
                } else if in_seki(board, &g, &shared) {
                    Status::Seki
                } else {
                    Status::Alive
                };
                (g, status)
            })
            .collect()
    }

    /// The stones the estimate counts as dead: groups whose points more often end the
    /// opponent's, unless the opponent cannot even come near them (every liberty is a move
    /// that would put two or more of its own stones in atari: a seki, whatever the estimate).
    pub fn dead_stones(&self, board: &Board) -> DeadStones {
        let mut dead = Vec::new();
        for g in board.groups() {
            let own: f32 = g.stones.iter().map(|&p| self.chance(p, g.color)).sum::<f32>() / g.stones.len() as f32;
            if own < 0.5 && can_be_approached(board, &g) {
                dead.extend(g.stones);
            }
        }
        DeadStones::from_points(dead)
    }

    /// The area result of `game` with the estimated dead stones taken off.
    pub fn outcome(&self, game: &Game) -> Outcome {
        game.outcome(&self.dead_stones(game.board()))
    }
}

/// Whether the opponent of `g` can play on one of its liberties without putting two or more
/// of its own stones in atari for nothing (a throw-in of one stone is an approach).
fn can_be_approached(board: &Board, g: &Group) -> bool {
    let opponent = !g.color;
    g.liberties.iter().any(|&l| {
        if board.is_suicide(opponent, l.index()) {
            return false;
        }
        let shape = shape_of_move(board, opponent, l.index());
        shape.captures > 0 || !shape.is_self_atari() || shape.chain_size < 2
    })
}

/// Whether the living group `g` has a liberty among the `shared` points that neither colour
/// can fill without self-atari.
fn in_seki(board: &Board, g: &Group, shared: &[Point]) -> bool {
    g.liberties.iter().any(|&l| {
        shared.contains(&l)
            && Color::ALL.iter().all(|&c| board.is_suicide(c, l.index()) || shape_of_move(board, c, l.index()).is_self_atari())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dead_stones_follow_the_ownership_of_their_points() {
        let board = Board::from_ascii(
            "
            . X O .
            . X O .
            . X O O
            X X O .
            ",
        )
        .unwrap();
        // The left two columns end Black's, the rest White's: every stone stands on its
        // owner's points, so nothing is dead.
        let size = board.size();
        let values: Vec<f32> = size.points().map(|p| if p.col() < 2 { 1.0 } else { -1.0 }).collect();
        let own = Ownership::from_values(size, values).unwrap();
        assert!(own.dead_stones(&board).is_empty());
        // Everything ends White's: the five black stones are dead.
        let values: Vec<f32> = size.points().map(|_| -1.0).collect();
        let own = Ownership::from_values(size, values).unwrap();
        assert_eq!(own.dead_stones(&board).len(), 5);
    }
}
