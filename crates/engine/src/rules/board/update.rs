//! Changing the board by padded index: placing a stone, joining chains, taking captured
//! chains off, keeping the list of empty points, and rebuilding everything after a setup.

use super::super::{zobrist, Color, Point};
use super::{cell_of, color_of, neighbors, Board, Libs, BLACK, BORDER, EMPTY, WHITE};

impl Board {
    /// Places a `color` stone on the empty point `i`, removes the opponent's chains left with
    /// no liberties, then the new stone's own chain if it has none (suicide, only when the
    /// caller allows it). Returns the number of opponent stones captured; pushes every removed
    /// stone (opponent's and, for suicide, own) to `removed` when given.
    pub fn play_at(
        &mut self,
        color: Color,
        i: usize,
        mut removed: Option<&mut Vec<Point>>,
    ) -> u32 {
        let enemy = cell_of(!color);
        self.place_without_captures(color, i);
        let mut captured = 0;
        for n in neighbors(i) {
            if self.g.cells[n] == enemy && self.g.libs[self.g.head[n] as usize].count == 0 {
                captured += self.remove_chain(self.g.head[n] as usize, removed.as_deref_mut());
            }
        }
        let h = self.g.head[i] as usize;
        if self.g.libs[h].count == 0 {
            self.remove_chain(h, removed);
        }
        captured
    }

    fn merge(&mut self, a: usize, b: usize) {
        let (big, small) = if self.g.chain_len[a] >= self.g.chain_len[b] { (a, b) } else { (b, a) };
        let mut s = small;
        loop {
            self.g.head[s] = big as u16;
            s = self.g.next[s] as usize;
            if s == small {
                break;
            }
        }
        self.g.next.swap(big, small);
        self.g.chain_len[big] += self.g.chain_len[small];
        let small_libs = self.g.libs[small];
        self.g.libs[big].merge(small_libs);
    }

    /// Removes the chain whose head is `h`; returns its size.
    fn remove_chain(&mut self, h: usize, mut removed: Option<&mut Vec<Point>>) -> u32 {
        let color = color_of(self.g.cells[h]).expect("a chain head holds a stone");
        let mut s = h;
        loop {
            self.g.cells[s] = EMPTY;
            self.hash ^= zobrist::key(color, s);
            self.push_empty(s);
            if let Some(list) = removed.as_deref_mut() {
                list.push(Point::from_index(s));
            }
            s = self.g.next[s] as usize;
            if s == h {
                break;
            }
        }
        // Neighbouring stones are all of the other colour: give them the freed points.
        loop {
            for n in neighbors(s) {
                if self.g.cells[n] == BLACK || self.g.cells[n] == WHITE {
                    self.g.libs[self.g.head[n] as usize].add(s);
                }
            }
            s = self.g.next[s] as usize;
            if s == h {
                break;
            }
        }
        let len = self.g.chain_len[h] as u32;
        self.stone_count[color.index()] -= len as u16;
        len
    }

    #[inline]
    pub(super) fn push_empty(&mut self, i: usize) {
        self.g.empty_pos[i] = self.empty_len;
        self.g.empties[self.empty_len as usize] = i as u16;
        self.empty_len += 1;
    }

    #[inline]
    fn remove_empty(&mut self, i: usize) {
        let pos = self.g.empty_pos[i] as usize;
        self.empty_len -= 1;
        let last = self.g.empties[self.empty_len as usize];
        self.g.empties[pos] = last;
        self.g.empty_pos[last as usize] = pos as u16;
    }

    /// Recomputes chains, liberties, hash, counts and the empty list from `cells`.
    pub(super) fn rebuild(&mut self) {
        let cells = self.g.cells;
        *self = Board::new(self.size);
        for p in self.size.points() {
            let i = p.index();
            if let Some(color) = color_of(cells[i]) {
                self.place_without_captures(color, i);
            }
        }
    }

    /// Adds a stone and joins chains, but removes nothing (setup, and the first half of a move).
    #[inline]
    fn place_without_captures(&mut self, color: Color, i: usize) {
        let own = cell_of(color);
        self.g.cells[i] = own;
        self.remove_empty(i);
        self.hash ^= zobrist::key(color, i);
        self.stone_count[color.index()] += 1;
        self.g.head[i] = i as u16;
        self.g.next[i] = i as u16;
        self.g.chain_len[i] = 1;
        self.g.libs[i] = Libs::default();
        for n in neighbors(i) {
            match self.g.cells[n] {
                EMPTY => self.g.libs[i].add(n),
                BORDER => {}
                _ => self.g.libs[self.g.head[n] as usize].remove(i),
            }
        }
        for n in neighbors(i) {
            if self.g.cells[n] == own && self.g.head[n] != self.g.head[i] {
                self.merge(self.g.head[i] as usize, self.g.head[n] as usize);
            }
        }
    }
}
