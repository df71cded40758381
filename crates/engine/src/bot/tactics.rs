//! Small tactical facts on a board, by padded index: a chain's liberties, what a move would
//! leave its own chain with, self-atari, and a short reader that says whether a chain in
//! atari can get away (ladders included).

use crate::rules::board::{neighbors, EMPTY};
use crate::rules::{Board, Color};

/// Up to `N` distinct liberties of the chain through `i`, in `out`; returns how many were
/// found (stops at `N`).
#[inline]
pub(crate) fn chain_liberties<const N: usize>(board: &Board, i: usize, out: &mut [usize; N]) -> usize {
    let h = board.head_of(i);
    let mut found = 0;
    let mut s = h;
    loop {
        for n in neighbors(s) {
            if board.cell(n) == EMPTY && !out[..found].contains(&n) {
                out[found] = n;
                found += 1;
                if found == N {
                    return found;
                }
            }
        }
        s = board.next_in_chain(s);
        if s == h {
            return found;
        }
    }
}

/// The number of distinct liberties of the chain through `i`, counting at most `max` (≤ 8).
#[inline]
pub(crate) fn liberty_count(board: &Board, i: usize, max: usize) -> usize {
    let mut out = [0usize; 8];
    let n = chain_liberties(board, i, &mut out);
    n.min(max)
}

/// Whether the chain through `i` is in atari (exactly one liberty).
#[inline]
pub(crate) fn in_atari(board: &Board, i: usize) -> bool {
    board.atari_liberty(board.head_of(i)).is_some()
}

/// What a `color` stone on the empty point `i` would do, without playing it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct MoveShape {
    /// Opponent stones it captures.
    pub captures: u32,
    /// Liberties of the chain it makes, counted up to 3 (3 means "three or more").
    pub liberties: u32,
    /// Stones in the chain it makes.
    pub chain_size: u32,
}

impl MoveShape {
    /// A move that leaves its own chain in atari without capturing anything.
    #[inline]
    pub(crate) fn is_self_atari(self) -> bool {
        self.captures == 0 && self.liberties <= 1
    }
}

/// Looks at a `color` stone on the empty point `i`: captures, the new chain's liberties (up
/// to 3) and its size.
pub(crate) fn shape_of_move(board: &Board, color: Color, i: usize) -> MoveShape {
    let own = crate::rules::board::cell_of(color);
    let enemy = crate::rules::board::cell_of(!color);
    let mut libs = [0usize; 3];
    let mut nlibs = 0;
    let add = |p: usize, libs: &mut [usize; 3], nlibs: &mut usize| {
        if p != i && *nlibs < 3 && !libs[..*nlibs].contains(&p) {
            libs[*nlibs] = p;
            *nlibs += 1;
        }
    };
    let mut captures = 0;
    let mut big_capture = false;
    let mut chain_size = 1;
    let mut heads = [usize::MAX; 4];
    for (k, n) in neighbors(i).into_iter().enumerate() {
        let c = board.cell(n);
        if c == EMPTY {
            add(n, &mut libs, &mut nlibs);
        } else if c == enemy {
            let h = board.head_of(n);
            if board.atari_liberty(h).is_some() && !heads[..k].contains(&h) {
                heads[k] = h;
                let size = board.chain_len(h);
                captures += size;
                if size > 1 {
                    big_capture = true;
                }
                // The captured stone next to `i` becomes a liberty.
                add(n, &mut libs, &mut nlibs);
            }
        } else if c == own {
            let h = board.head_of(n);
            if !heads[..k].contains(&h) {
                heads[k] = h;
                chain_size += board.chain_len(h);
                let mut theirs = [0usize; 3];
                let found = chain_liberties(board, n, &mut theirs);
                for &l in &theirs[..found] {
                    add(l, &mut libs, &mut nlibs);
                }
            }
        }
    }
    let liberties = if big_capture { 3 } else { nlibs as u32 };
    MoveShape { captures, liberties, chain_size }
}

/// Whether a `color` stone on the empty point `i` would be in atari and capture nothing:
/// the same answer as [`shape_of_move`]`(..).is_self_atari()`, stopping at the second
/// liberty found.
#[inline]
pub(crate) fn is_self_atari(board: &Board, color: Color, i: usize) -> bool {
    let own = crate::rules::board::cell_of(color);
    let enemy = crate::rules::board::cell_of(!color);
    let mut first = usize::MAX;
    for n in neighbors(i) {
        let c = board.cell(n);
        if c == EMPTY {
            if first == usize::MAX {
                first = n;
            } else if first != n {
                return false;
            }
        } else if c == enemy && board.atari_liberty(board.head_of(n)).is_some() {
            return false;
        }
    }
    for n in neighbors(i) {
        if board.cell(n) != own {
            continue;
        }
        let h = board.head_of(n);
        let mut s = h;
        loop {
            for l in neighbors(s) {
                if l != i && board.cell(l) == EMPTY {
                    if first == usize::MAX {
                        first = l;
                    } else if first != l {
                        return false;
                    }
                }
            }
            s = board.next_in_chain(s);
            if s == h {
                break;
            }
        }
    }
    true
}

/// Whether a `color` stone on `i` is a plain legal move under the simple ko rule: the point is
/// empty, it is not the ko point, and it is not suicide.
#[inline]
pub(crate) fn is_plain_legal(board: &Board, color: Color, i: usize, ko: usize) -> bool {
    board.cell(i) == EMPTY && i != ko && !board.is_suicide(color, i)
}

/// The moves that save the chain through `stone` (in atari, its owner to move), best first:
/// capturing a neighbouring chain in atari, or extending, when the chain then survives a
/// ladder read of up to `budget` positions. Empty if the chain cannot be saved.
pub(crate) fn saving_moves(board: &Board, stone: usize, budget: u32) -> Vec<usize> {
    let color = match board.cell(stone) {
        crate::rules::board::BLACK => Color::Black,
        crate::rules::board::WHITE => Color::White,
        _ => return Vec::new(),
    };
    let mut reader = Reader { budget };
    let mut saving = Vec::new();
    for m in escape_candidates(board, stone) {
        let mut after = board.clone();
        after.play_at(color, m, None);
        if after.cell(stone) == EMPTY {
            continue;
        }
        let libs = liberty_count(&after, stone, 3);
        if libs >= 3 || (libs == 2 && !reader.attacker_captures(&after, stone, 60)) {
            saving.push(m);
        }
    }
    saving
}

/// The moves that might take the chain through `stone` out of atari: captures of
/// neighbouring chains in atari, then its liberty.
fn escape_candidates(board: &Board, stone: usize) -> Vec<usize> {
    let mut moves = Vec::new();
    let own = board.cell(stone);
    let h = board.head_of(stone);
    let mut s = h;
    loop {
        for n in neighbors(s) {
            let c = board.cell(n);
            if c != EMPTY && c != own && c != crate::rules::board::BORDER {
                if let Some(l) = board.atari_liberty(board.head_of(n)) {
                    if !moves.contains(&l) {
                        moves.push(l);
                    }
                }
            }
        }
        s = board.next_in_chain(s);
        if s == h {
            break;
        }
    }
    if let Some(l) = board.atari_liberty(h) {
        if !moves.contains(&l) {
            moves.push(l);
        }
    }
    moves
}

/// A depth- and size-bounded reader for ladders: the attacker keeps giving atari, the
/// defender keeps running or capturing.
struct Reader {
    budget: u32,
}

impl Reader {
    /// The chain through `stone` has two liberties and the attacker moves: can it be taken?
    fn attacker_captures(&mut self, board: &Board, stone: usize, depth: u32) -> bool {
        if depth == 0 || self.budget == 0 {
            return false;
        }
        let defender = if board.cell(stone) == crate::rules::board::BLACK { Color::Black } else { Color::White };
        let attacker = !defender;
        let mut libs = [0usize; 2];
        if chain_liberties(board, stone, &mut libs) != 2 {
            return false;
        }
        for &a in &libs {
            self.budget = self.budget.saturating_sub(1);
            if board.is_suicide(attacker, a) {
                continue;
            }
            let mut after = board.clone();
            after.play_at(attacker, a, None);
            if after.cell(stone) == EMPTY {
                return true;
            }
            // An attacking stone that can itself be captured at once is no threat here.
            if liberty_count(&after, a, 2) < 2 && !in_atari(&after, stone) {
                continue;
            }
            if in_atari(&after, stone) && !self.defender_escapes(&after, stone, depth - 1) {
                return true;
            }
        }
        false
    }

    /// The chain through `stone` is in atari and its owner moves: can it get away?
    fn defender_escapes(&mut self, board: &Board, stone: usize, depth: u32) -> bool {
        if depth == 0 || self.budget == 0 {
            return true;
        }
        let defender = if board.cell(stone) == crate::rules::board::BLACK { Color::Black } else { Color::White };
        for m in escape_candidates(board, stone) {
            self.budget = self.budget.saturating_sub(1);
            if board.is_suicide(defender, m) {
                continue;
            }
            let mut after = board.clone();
            after.play_at(defender, m, None);
            if after.cell(stone) == EMPTY {
                continue;
            }
            match liberty_count(&after, stone, 3) {
                0 | 1 => {}
                2 => {
                    if !self.attacker_captures(&after, stone, depth - 1) {
                        return true;
                    }
                }
                _ => return true,
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Point;

    fn at(board: &Board, name: &str) -> usize {
        Point::parse_gtp(name, board.size()).unwrap().index()
    }

    #[test]
    fn a_ladder_is_read_to_the_edge_and_a_ladder_breaker_saves() {
        let caught = Board::from_ascii(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . O . . . .
            . O X . . . .
            . . O O . . .
            . . . . . . .
            ",
        )
        .unwrap();
        // C3 is in atari; running out at D3 only makes a ladder White wins.
        let x = at(&caught, "C3");
        assert!(saving_moves(&caught, x, 2000).is_empty());

        let mut broken = caught.clone();
        broken.set(Point::parse_gtp("F6", broken.size()).unwrap(), Some(Color::Black));
        assert_eq!(saving_moves(&broken, x, 2000), vec![at(&broken, "D3")]);
    }

    #[test]
    fn self_atari_is_seen_and_a_capture_is_not_one() {
        let board = Board::from_ascii(
            "
            . . . . .
            . . . . .
            X O . . .
            X O . . .
            . O . . .
            ",
        )
        .unwrap();
        // A1 joins A2-A3 into three stones with the one liberty A4, capturing nothing.
        let shape = shape_of_move(&board, Color::Black, at(&board, "A1"));
        assert_eq!(shape, MoveShape { captures: 0, liberties: 1, chain_size: 3 });
        assert!(shape.is_self_atari());

        let board = Board::from_ascii(
            "
            . . . . .
            . X . . .
            X O X . .
            X O X . .
            . O X . .
            ",
        )
        .unwrap();
        // Here A1 takes the three white stones.
        let shape = shape_of_move(&board, Color::Black, at(&board, "A1"));
        assert_eq!(shape.captures, 3);
        assert!(!shape.is_self_atari());
    }

    #[test]
    fn the_quick_self_atari_test_agrees_with_the_full_one() {
        use crate::rules::{playout, BoardSize, Rng};
        let mut rng = Rng::new(5);
        for seed in 0..40 {
            let mut board = Board::new(BoardSize::NINE);
            playout(&mut board, Color::Black, &mut rng, 20 + seed * 3);
            for p in board.size().points() {
                let i = p.index();
                if board.cell(i) != EMPTY {
                    continue;
                }
                for color in Color::ALL {
                    assert_eq!(
                        is_self_atari(&board, color, i),
                        shape_of_move(&board, color, i).is_self_atari(),
                        "{color:?} on {}",
                        p.to_gtp(board.size())
                    );
                }
            }
        }
    }
}
