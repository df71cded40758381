//! Ladders as the network was trained to see them: which chains with one or two liberties
//! are caught in a ladder (the defender runs along its liberties or captures to gain some, the
//! attacker keeps it in atari), and which first moves of the attacker catch a chain with two.
//!
//! The search follows KataGo's ladder reader rule for rule, because the network's input
//! features must mean what they meant in training: the defender wins on reaching two
//! liberties or when the attacker leaves a simple-ko point, an attacker facing three
//! liberties loses, illegal moves are skipped, and a search deeper than 1.5 × the board's
//! points counts as caught. It plays on copies of the stones only (cells on the padded grid),
//! one per depth, reused between searches.

use crate::rules::board::{neighbors, BLACK, BORDER, EMPTY, WHITE};
use crate::rules::point::CELLS;
use crate::rules::Board;

/// Stones and the simple-ko point: just enough to play out a ladder.
#[derive(Clone)]
struct Stones {
    cells: [u8; CELLS],
    /// The point nobody may play on now (KataGo's simple ko), if any.
    ko: Option<usize>,
}

/// Flood-fill marks, and lists the fills write into.
struct Fill {
    mark: Box<[u32; CELLS]>,
    stamp: u32,
    stones: Vec<usize>,
    libs: Vec<usize>,
}

fn enemy(cell: u8) -> u8 {
    if cell == BLACK {
        WHITE
    } else {
        BLACK
    }
}

impl Fill {
    fn new() -> Fill {
        Fill { mark: Box::new([0; CELLS]), stamp: 0, stones: Vec::new(), libs: Vec::new() }
    }

    /// Fills `stones` with the chain on `i` and `libs` with its liberties, stopping once
    /// `max_libs` liberties are found.
    fn chain(&mut self, s: &Stones, i: usize, max_libs: usize) {
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.mark.fill(0);
            self.stamp = 1;
        }
        let stamp = self.stamp;
        self.stones.clear();
        self.libs.clear();
        let color = s.cells[i];
        self.mark[i] = stamp;
        self.stones.push(i);
        let mut k = 0;
        while k < self.stones.len() {
            for n in neighbors(self.stones[k]) {
                if self.mark[n] == stamp {
                    continue;
                }
                let c = s.cells[n];
                if c == color {
                    self.mark[n] = stamp;
                    self.stones.push(n);
                } else if c == EMPTY {
                    self.mark[n] = stamp;
                    self.libs.push(n);
                    if self.libs.len() >= max_libs {
                        return;
                    }
                }
            }
            k += 1;
        }
    }

    /// The liberties of the chain on `i`, counting at most `max`.
    fn liberties(&mut self, s: &Stones, i: usize, max: usize) -> usize {
        self.chain(s, i, max);
        self.libs.len()
    }

    /// Plays `cell` on `i` if that is legal (empty, not the ko point, not suicide), taking off
    /// the chains it captures and setting the simple-ko point as KataGo does.
    fn play(&mut self, s: &mut Stones, cell: u8, i: usize) -> bool {
        if s.cells[i] != EMPTY || s.ko == Some(i) {
            return false;
        }
        s.cells[i] = cell;
        let mut captured = 0;
        let mut last_captured = 0;
        for n in neighbors(i) {
            if s.cells[n] == enemy(cell) {
                self.chain(s, n, 1);
                if self.libs.is_empty() {
                    captured += self.stones.len();
                    last_captured = n;
                    for &st in &self.stones {
                        s.cells[st] = EMPTY;
                    }
                }
            }
        }
        self.chain(s, i, 2);
        if self.libs.is_empty() {
            s.cells[i] = EMPTY;
            return false;
        }
        s.ko = (captured == 1 && self.stones.len() == 1 && self.libs.len() == 1).then_some(last_captured);
        true
    }

    /// Whether `cell` playing on the empty `i` would take a lone stone in a ko shape: every
    /// neighbour is the opponent's or the edge, and exactly one of them, a single stone, is in
    /// atari.
    fn would_be_ko_capture(&mut self, s: &Stones, i: usize, cell: u8) -> bool {
        if s.cells[i] != EMPTY {
            return false;
        }
        let opp = enemy(cell);
        let mut capturable = None;
        for n in neighbors(i) {
            let c = s.cells[n];
            if c != BORDER && c != opp {
                return false;
            }
            if c == opp && self.liberties(s, n, 2) == 1 {
                if capturable.is_some() {
                    return false;
                }
                capturable = Some(n);
            }
        }
        capturable.is_some_and(|n| {
            self.chain(s, n, usize::MAX);
            self.stones.len() == 1
        })
    }

    /// The liberties `cell`'s chain would have after playing on `i` (captures included),
    /// counting at most `max`.
    fn liberties_after_play(&mut self, s: &Stones, i: usize, cell: u8, max: usize) -> usize {
        let mut after = s.clone();
        after.ko = None;
        if self.play(&mut after, cell, i) {
            self.liberties(&after, i, max)
        } else {
            0
        }
    }

    /// The liberties of chains next to the chain on `i` that are in atari: the points where
    /// the defender captures to gain liberties.
    fn capturing_points(&mut self, s: &Stones, i: usize) -> Vec<usize> {
        self.chain(s, i, usize::MAX);
        let stones = std::mem::take(&mut self.stones);
        let opp = enemy(s.cells[i]);
        let mut points = Vec::new();
        let mut seen: Vec<usize> = Vec::new();
        for &st in &stones {
            for n in neighbors(st) {
                if s.cells[n] != opp || seen.contains(&n) {
                    continue;
                }
                self.chain(s, n, 2);
                seen.extend(self.stones.iter().copied());
                if self.libs.len() == 1 && !points.contains(&self.libs[0]) {
                    points.push(self.libs[0]);
                }
            }
        }
        self.stones = stones;
        points
    }
}

/// Ladder reading on one board size, with its copies of the stones reused between searches.
struct Reader {
    limit: usize,
    fill: Fill,
    /// The position at each depth of the search.
    stack: Vec<Stones>,
}

impl Reader {
    fn new(points: usize) -> Reader {
        Reader { limit: points * 3 / 2 + 1, fill: Fill::new(), stack: Vec::new() }
    }

    /// Whether the chain on `i`, with one liberty, cannot escape (the defender moves first;
    /// any ko is assumed to go the defender's way).
    fn caught_in_atari(&mut self, start: &Stones, i: usize) -> bool {
        if self.fill.liberties(start, i, 3) > 1 {
            return false;
        }
        self.set(0, start);
        self.stack[0].ko = None;
        self.search(i, 0)
    }

    /// For a chain on `i` with two liberties: the attacker's first moves that catch it in a
    /// ladder (empty if none does).
    fn catching_moves(&mut self, start: &Stones, i: usize) -> Vec<usize> {
        self.fill.chain(start, i, 3);
        if self.fill.libs.len() != 2 {
            return Vec::new();
        }
        let libs = [self.fill.libs[0], self.fill.libs[1]];
        let attacker = enemy(start.cells[i]);
        let mut working = Vec::new();
        for m in libs {
            let mut after = start.clone();
            if self.fill.play(&mut after, attacker, m) && self.caught_in_atari(&after, i) {
                working.push(m);
            }
        }
        working
    }

    fn set(&mut self, depth: usize, from: &Stones) {
        if self.stack.len() <= depth {
            self.stack.push(from.clone());
        } else {
            self.stack[depth].clone_from(from);
        }
    }

    /// Whether the chain on `i` ends up captured from `stack[depth]`; the defender moves at
    /// even depths.
    fn search(&mut self, i: usize, depth: usize) -> bool {
        if depth + 1 >= self.limit {
            return true;
        }
        let defender = depth % 2 == 0;
        let s = &self.stack[depth];
        let own = s.cells[i];
        let libs = self.fill.liberties(s, i, 3);
        if !defender && libs <= 1 {
            return true;
        }
        if !defender && libs >= 3 {
            return false;
        }
        if defender && (libs >= 2 || s.ko.is_some()) {
            return false;
        }
        let moves = if defender {
            let mut moves = self.fill.capturing_points(s, i);
            self.fill.chain(s, i, usize::MAX);
            for &l in &self.fill.libs {
                if !moves.contains(&l) {
                    moves.push(l);
                }
            }
            moves
        } else {
            match self.attacker_moves(depth, i) {
                Some(moves) => moves,
                None => return true,
            }
        };
        let mover = if defender { own } else { enemy(own) };
        for m in moves {
            if self.stack.len() <= depth + 1 {
                let copy = self.stack[depth].clone();
                self.stack.push(copy);
            } else {
                let (below, above) = self.stack.split_at_mut(depth + 1);
                above[0].clone_from(&below[depth]);
            }
            if !self.fill.play(&mut self.stack[depth + 1], mover, m) {
                continue;
            }
            let caught = self.search(i, depth + 1);
            if defender && !caught {
                return false;
            }
            if !defender && caught {
                return true;
            }
        }
        defender
    }

    /// The attacker's candidate moves against a chain with two liberties, or `None` when a
    /// double ko already kills it.
    fn attacker_moves(&mut self, depth: usize, i: usize) -> Option<Vec<usize>> {
        let s = &self.stack[depth];
        let own = s.cells[i];
        let attacker = enemy(own);
        self.fill.chain(s, i, 2);
        let (l0, l1) = (self.fill.libs[0], self.fill.libs[1]);
        let immediate = |p: usize| neighbors(p).iter().filter(|&&n| s.cells[n] == EMPTY).count();
        let (n0, n1) = (immediate(l0), immediate(l1));
        if n0 == 0
            && n1 == 0
            && self.fill.would_be_ko_capture(s, l0, attacker)
            && self.fill.would_be_ko_capture(s, l1, attacker)
            && self.fill.liberties_after_play(s, l0, own, 3) <= 2
            && self.fill.liberties_after_play(s, l1, own, 3) <= 2
            && self.fill.capturing_points(s, i).is_empty()
        {
            return None;
        }
        let adjacent = neighbors(l0).contains(&l1);
        Some(if adjacent || (n0 < 3 && n1 < 3) {
            vec![l0, l1]
        } else if n0 >= 3 && n1 >= 3 {
            Vec::new()
        } else if n0 >= 3 {
            vec![l0]
        } else {
            vec![l1]
        })
    }
}

/// The ladder features of one board.
#[derive(Debug, Default, PartialEq)]
pub(crate) struct Ladders {
    /// Padded indices of stones whose chain is caught in a ladder (one liberty: it cannot
    /// escape; two: the attacker has a move that catches it).
    pub(crate) caught: Vec<usize>,
    /// Padded indices of the attacker's moves that catch a chain of colour `working_for` with
    /// two liberties.
    pub(crate) working: Vec<usize>,
}

/// Finds the ladders on `board`, whose simple-ko point is `ko`; working moves are collected
/// against chains of colour `working_for` (a cell value) only.
pub(crate) fn ladders(board: &Board, ko: Option<usize>, working_for: u8) -> Ladders {
    let stones = Stones { cells: board.cells_copy(), ko };
    let mut reader = Reader::new(board.size().area() as usize);
    let mut solved: Vec<(usize, bool)> = Vec::new();
    let mut out = Ladders::default();
    for p in board.size().points() {
        let i = p.index();
        let cell = board.cell(i);
        if cell != BLACK && cell != WHITE {
            continue;
        }
        let head = board.head_of(i);
        if let Some(&(_, caught)) = solved.iter().find(|&&(h, _)| h == head) {
            if caught {
                out.caught.push(i);
            }
            continue;
        }
        let caught = match reader.fill.liberties(&stones, i, 3) {
            1 => reader.caught_in_atari(&stones, i),
            2 => {
                let working = reader.catching_moves(&stones, i);
                if cell == working_for {
                    out.working.extend(working.iter().copied());
                }
                !working.is_empty()
            }
            _ => continue,
        };
        solved.push((head, caught));
        if caught {
            out.caught.push(i);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, Point};

    fn at(text: &str, size: u32) -> usize {
        Point::parse_gtp(text, BoardSize::new(size).unwrap()).unwrap().index()
    }

    fn board(text: &str) -> Board {
        Board::from_ascii(text).unwrap()
    }

    #[test]
    fn a_stone_in_atari_under_a_wall_on_the_edge_is_caught() {
        let b = board(
            "
            . . . . .
            . . . . .
            . . . . .
            X X X X .
            X O . . .
            ",
        );
        assert_eq!(ladders(&b, None, BLACK).caught, vec![at("B1", 5)]);
    }

    #[test]
    fn a_stone_in_atari_that_reaches_three_liberties_escapes() {
        let b = board(
            "
            . . . . .
            . . . . .
            . X . . .
            X O . . .
            . X . . .
            ",
        );
        assert!(!ladders(&b, None, BLACK).caught.contains(&at("B2", 5)));
    }

    #[test]
    fn a_stone_running_along_the_first_line_is_caught() {
        let b = board(
            "
            . . . . .
            . . . . .
            . . . . .
            X X . . .
            X O . . .
            ",
        );
        assert!(ladders(&b, None, BLACK).caught.contains(&at("B1", 5)));
    }

    #[test]
    fn a_stone_in_atari_escapes_by_capturing_the_stone_next_to_it() {
        let b = board(
            "
            . . . . .
            . . . . .
            . X O . .
            X O X O .
            . . . . .
            ",
        );
        let l = ladders(&b, None, WHITE);
        assert!(!l.caught.contains(&at("B2", 5)), "B2 captures C2 at C1 and lives");
        assert!(!l.caught.contains(&at("C2", 5)), "and C2 captures B2 at B1");
    }

    #[test]
    fn a_stone_with_two_liberties_on_the_edge_is_caught_from_above() {
        let b = board(
            "
            . . . . . .
            . . . . . .
            . . . . . .
            . . . . . .
            X . X X X X
            X O . . . .
            ",
        );
        let l = ladders(&b, None, WHITE);
        assert!(l.caught.contains(&at("B1", 6)));
        assert!(l.working.contains(&at("B2", 6)), "B2 drives it along the first line: {:?}", l.working);
    }

    #[test]
    fn a_ladder_runs_across_the_board_and_a_breaker_stops_it() {
        // White C7 in atari runs down and right in a staircase; Black's stones shepherd it.
        let chase = "
            . . . . . . . . .
            . . X . . . . . .
            . X O X . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ";
        // C7 has one liberty, C6; after C6 it has B6, D6, C5: three, so it escapes.
        assert!(!ladders(&board(chase), None, BLACK).caught.contains(&at("C7", 9)));
        let staircase = "
            . . . . . . . . .
            . . X . . . . . .
            . X O X . . . . .
            . X . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ";
        // Now C6 gives D6 and C5 only: Black ataris and chases it to the lower right corner.
        assert!(ladders(&board(staircase), None, BLACK).caught.contains(&at("C7", 9)));
        let broken = "
            . . . . . . . . .
            . . X . . . . . .
            . X O X . . . . .
            . X . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . O .
            . . . . . . . . .
            ";
        assert!(!ladders(&board(broken), None, BLACK).caught.contains(&at("C7", 9)), "H2 breaks the ladder");
    }
}
