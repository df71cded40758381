//! The playout policy: from a position, both sides play quick moves that a weak but sensible
//! player would (save a chain in atari, capture, answer a shape near the last move, otherwise
//! a random move that neither fills an own eye nor walks into a pointless atari) until both
//! pass; then the board is scored by area.

use crate::rules::board::{cell_of, neighbors, diagonals, BLACK, EMPTY, WHITE};
use crate::rules::{Board, Color, Rng};

use super::patterns;
use super::tactics::{is_plain_legal, is_self_atari, shape_of_move};

/// The index that means "pass" (a border cell, never a point).
pub(crate) const PASS: usize = 0;

/// A position being played out: the board, who moves, the simple-ko point and the last two
/// moves. Moves played are appended to `moves` (for AMAF) as (index, colour).
pub(crate) struct Sim {
    pub board: Board,
    pub to_move: Color,
    pub ko: usize,
    pub last: usize,
    pub passes: u32,
    pub moves: Vec<(u16, Color)>,
}

impl Sim {
    pub(crate) fn new(board: Board, to_move: Color, ko: usize, last: usize) -> Sim {
        Sim { board, to_move, ko, last, passes: 0, moves: Vec::with_capacity(512) }
    }

    /// Plays `i` (or [`PASS`]) for the side to move; the move must be legal.
    #[inline]
    pub(crate) fn play(&mut self, i: usize) {
        let color = self.to_move;
        if i == PASS {
            self.passes += 1;
            self.ko = 0;
        } else {
            self.passes = 0;
            let captured = self.board.play_at(color, i, None);
            let h = self.board.head_of(i);
            self.ko = match (captured, self.board.chain_len(h), self.board.atari_liberty(h)) {
                (1, 1, Some(l)) => l,
                _ => 0,
            };
        }
        self.moves.push((i as u16, color));
        self.last = i;
        self.to_move = !color;
    }

    /// Plays the policy's moves until both sides pass or `max_moves` are played.
    pub(crate) fn play_out(&mut self, rng: &mut Rng, max_moves: u32) {
        for _ in 0..max_moves {
            if self.passes >= 2 {
                return;
            }
            let m = policy_move(self, rng).unwrap_or(PASS);
            self.play(m);
        }
    }
}

/// Area score of a played-out board from Black's side, in points, before komi: stones, plus
/// empty points whose neighbours are all one colour. Writes each point's owner (+1 Black, −1
/// White, 0 neither) to `owner` when given, indexed by padded index.
pub(crate) fn area_score(board: &Board, mut owner: Option<&mut [i8]>) -> i32 {
    let mut score = 0;
    for p in board.size().points() {
        let i = p.index();
        let o = match board.cell(i) {
            BLACK => 1,
            WHITE => -1,
            _ => {
                let mut black = false;
                let mut white = false;
                for n in neighbors(i) {
                    match board.cell(n) {
                        BLACK => black = true,
                        WHITE => white = true,
                        _ => {}
                    }
                }
                match (black, white) {
                    (true, false) => 1,
                    (false, true) => -1,
                    _ => 0,
                }
            }
        };
        score += o as i32;
        if let Some(owner) = owner.as_deref_mut() {
            owner[i] = o;
        }
    }
    score
}

/// The policy's move for the side to move, or `None` to pass.
pub(crate) fn policy_move(sim: &Sim, rng: &mut Rng) -> Option<usize> {
    let board = &sim.board;
    let color = sim.to_move;
    if sim.last != PASS {
        if let Some(m) = save_from_atari(sim, rng) {
            return Some(m);
        }
        if let Some(m) = capture_near_last(sim, rng) {
            return Some(m);
        }
        if let Some(m) = shape_near_last(sim, rng) {
            return Some(m);
        }
    }
    random_move(board, color, sim.ko, rng)
}

/// Picks one of up to eight candidates at random.
#[inline]
fn pick(candidates: &[usize], rng: &mut Rng) -> Option<usize> {
    match candidates.len() {
        0 => None,
        1 => Some(candidates[0]),
        n => Some(candidates[rng.below(n as u32) as usize]),
    }
}

/// If the last move put one of the mover's chains next to it in atari, a move that saves it:
/// capturing a neighbour in atari, or extending to at least two liberties.
fn save_from_atari(sim: &Sim, rng: &mut Rng) -> Option<usize> {
    let board = &sim.board;
    let color = sim.to_move;
    let own = cell_of(color);
    let mut candidates = [0usize; 16];
    let mut n = 0;
    for s in neighbors(sim.last) {
        if board.cell(s) != own {
            continue;
        }
        let h = board.head_of(s);
        let Some(lib) = board.atari_liberty(h) else { continue };
        // Capture a neighbouring chain in atari.
        let mut t = h;
        loop {
            for m in neighbors(t) {
                let c = board.cell(m);
                if c == cell_of(!color) {
                    if let Some(l) = board.atari_liberty(board.head_of(m)) {
                        if n < 16 && is_plain_legal(board, color, l, sim.ko) && !candidates[..n].contains(&l) {
                            candidates[n] = l;
                            n += 1;
                        }
                    }
                }
            }
            t = board.next_in_chain(t);
            if t == h {
                break;
            }
        }
        // Extend, if that gives at least two liberties.
        if n < 16 && is_plain_legal(board, color, lib, sim.ko) && shape_of_move(board, color, lib).liberties >= 2 {
            candidates[n] = lib;
            n += 1;
        }
    }
    pick(&candidates[..n], rng)
}

/// Captures of chains in atari next to the last move (the last move's own chain included).
fn capture_near_last(sim: &Sim, rng: &mut Rng) -> Option<usize> {
    let board = &sim.board;
    let color = sim.to_move;
    let enemy = cell_of(!color);
    let mut candidates = [0usize; 8];
    let mut n = 0;
    let last = sim.last;
    let consider = |i: usize, candidates: &mut [usize; 8], n: &mut usize| {
        if board.cell(i) == enemy {
            if let Some(l) = board.atari_liberty(board.head_of(i)) {
                if *n < 8 && !candidates[..*n].contains(&l) && is_plain_legal(board, color, l, sim.ko) {
                    candidates[*n] = l;
                    *n += 1;
                }
            }
        }
    };
    consider(last, &mut candidates, &mut n);
    for s in neighbors(last) {
        consider(s, &mut candidates, &mut n);
    }
    for s in diagonals(last) {
        consider(s, &mut candidates, &mut n);
    }
    pick(&candidates[..n], rng)
}

/// An empty point around the last move that completes a shape pattern and is not a
/// self-atari.
fn shape_near_last(sim: &Sim, rng: &mut Rng) -> Option<usize> {
    let board = &sim.board;
    let color = sim.to_move;
    let mut candidates = [0usize; 8];
    let mut n = 0;
    let last = sim.last;
    let around = neighbors(last).into_iter().chain(diagonals(last));
    for i in around {
        if board.cell(i) == EMPTY && patterns::matches(board, i) {
            candidates[n] = i;
            n += 1;
        }
    }
    // Try them in random order; the checks are dearer than the pattern.
    while n > 0 {
        let k = rng.below(n as u32) as usize;
        let i = candidates[k];
        if is_plain_legal(board, color, i, sim.ko) && !board.is_own_eye(color, i) && !is_self_atari(board, color, i) {
            return Some(i);
        }
        n -= 1;
        candidates[k] = candidates[n];
    }
    None
}

/// A random legal move that does not fill an own eye and is not a self-atari of more than
/// one stone (a single stone may be thrown in, as in real play).
fn random_move(board: &Board, color: Color, ko: usize, rng: &mut Rng) -> Option<usize> {
    crate::rules::playout::random_empty_point(board, color, ko, rng, |i, rng| acceptable(board, color, i, rng))
}

/// Rejects self-atari: always for two or more stones, half the time for a single stone.
#[inline]
fn acceptable(board: &Board, color: Color, i: usize, rng: &mut Rng) -> bool {
    if !is_self_atari(board, color, i) {
        return true;
    }
    shape_of_move(board, color, i).chain_size == 1 && rng.below(2) == 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, Point};

    #[test]
    fn playouts_end_with_only_eyes_left_and_score_the_whole_board() {
        let mut rng = Rng::new(3);
        for _ in 0..20 {
            let mut sim = Sim::new(Board::new(BoardSize::NINE), Color::Black, 0, PASS);
            sim.play_out(&mut rng, 3 * 81);
            assert_eq!(sim.passes, 2, "the playout ends by two passes");
            let mut owner = vec![0i8; crate::rules::point::CELLS];
            let score = area_score(&sim.board, Some(&mut owner));
            let sum: i32 = BoardSize::NINE.points().map(|p| owner[p.index()] as i32).sum();
            assert_eq!(score, sum);
            // Every group left has a liberty.
            assert!(sim.board.groups().iter().all(|g| !g.liberties.is_empty()));
        }
    }

    #[test]
    fn the_policy_saves_a_chain_put_in_atari_when_it_can() {
        let board = Board::from_ascii(
            "
            . . . . .
            . . O . .
            . O X O .
            . . . . .
            . . . . .
            ",
        )
        .unwrap();
        let c2 = Point::parse_gtp("C2", board.size()).unwrap().index();
        let d3 = Point::parse_gtp("D3", board.size()).unwrap().index();
        let sim = Sim::new(board, Color::Black, 0, d3);
        let mut rng = Rng::new(1);
        assert_eq!(policy_move(&sim, &mut rng), Some(c2));
    }
}
