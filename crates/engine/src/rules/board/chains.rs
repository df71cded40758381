//! The engines' reads of the board by padded index: a cell, a chain's head, stones, hash
//! and lone liberty, the empty points, and the suicide and own-eye tests.

use super::super::point::CELLS;
use super::super::{zobrist, Color};
use super::{cell_of, color_of, diagonals, neighbors, Board, BORDER, EMPTY};

impl Board {
    #[inline]
    pub(crate) fn cell(&self, i: usize) -> u8 {
        self.g.cells[i]
    }

    /// A copy of the padded cell array (for walks that mark cells as they go).
    #[inline]
    pub(crate) fn cells_copy(&self) -> [u8; CELLS] {
        self.g.cells
    }

    #[inline]
    pub(crate) fn head_of(&self, i: usize) -> usize {
        self.g.head[i] as usize
    }

    /// The Zobrist hash after `color` plays on the empty point `i`, the stones it captures
    /// taken off (not for a suicide, which takes off the player's own stones instead).
    #[inline]
    pub(crate) fn hash_after(&self, color: Color, i: usize) -> u64 {
        let enemy = cell_of(!color);
        let mut hash = self.hash ^ zobrist::key(color, i);
        let mut captured = [usize::MAX; 4];
        for (k, n) in neighbors(i).into_iter().enumerate() {
            if self.cell(n) == enemy {
                let h = self.head_of(n);
                if self.atari_liberty(h).is_some() && !captured[..k].contains(&h) {
                    captured[k] = h;
                    hash ^= self.chain_hash(h);
                }
            }
        }
        hash
    }

    /// The only liberty of the chain whose head is `h`, if it has exactly one.
    #[inline]
    pub(crate) fn atari_liberty(&self, h: usize) -> Option<usize> {
        self.g.libs[h].single()
    }

    /// The stones of the chain whose head is `h`.
    pub(crate) fn chain_indices(&self, h: usize) -> Vec<usize> {
        let mut out = Vec::with_capacity(self.g.chain_len[h] as usize);
        let mut s = h;
        loop {
            out.push(s);
            s = self.g.next[s] as usize;
            if s == h {
                return out;
            }
        }
    }

    /// XOR of the Zobrist keys of the chain whose head is `h`.
    pub(crate) fn chain_hash(&self, h: usize) -> u64 {
        let color = color_of(self.g.cells[h]).expect("a chain head holds a stone");
        let mut x = 0;
        let mut s = h;
        loop {
            x ^= zobrist::key(color, s);
            s = self.g.next[s] as usize;
            if s == h {
                return x;
            }
        }
    }

    /// The next stone of the same chain after the stone on `i` (the chain is circular).
    #[inline]
    pub(crate) fn next_in_chain(&self, i: usize) -> usize {
        self.g.next[i] as usize
    }

    /// Makes this board a copy of `other`, reusing this board's storage (for engines that
    /// restart from one position many times).
    #[inline]
    pub(crate) fn copy_from(&mut self, other: &Board) {
        self.size = other.size;
        self.hash = other.hash;
        self.stone_count = other.stone_count;
        self.empty_len = other.empty_len;
        self.g.cells = other.g.cells;
        self.g.head = other.g.head;
        self.g.next = other.g.next;
        self.g.libs = other.g.libs;
        self.g.chain_len = other.g.chain_len;
        self.g.empties = other.g.empties;
        self.g.empty_pos = other.g.empty_pos;
    }

    #[inline]
    pub(crate) fn chain_len(&self, h: usize) -> u32 {
        self.g.chain_len[h] as u32
    }

    /// The empty points as padded indices (in no particular order).
    #[inline]
    pub(crate) fn empty_indices(&self) -> &[u16] {
        &self.g.empties[..self.empty_len as usize]
    }

    /// Whether a `color` stone on the empty point `i` would have no liberties and capture
    /// nothing.
    #[inline]
    pub fn is_suicide(&self, color: Color, i: usize) -> bool {
        let own = cell_of(color);
        for n in neighbors(i) {
            let c = self.g.cells[n];
            if c == EMPTY {
                return false;
            }
            if c == BORDER {
                continue;
            }
            let in_atari = self.g.libs[self.g.head[n] as usize].single().is_some();
            if (c == own) != in_atari {
                // Own chain with another liberty, or an enemy chain this move captures.
                return false;
            }
        }
        true
    }

    /// Whether `i` is a single-point eye of `color` that filling would only harm: every
    /// neighbour is `color` and the diagonals are not held by the opponent (at most one in
    /// the centre, none on the edge).
    #[inline]
    pub(crate) fn is_own_eye(&self, color: Color, i: usize) -> bool {
        let own = cell_of(color);
        if neighbors(i).iter().any(|&n| self.g.cells[n] != own && self.g.cells[n] != BORDER) {
            return false;
        }
        let enemy = cell_of(!color);
        let mut on_edge = false;
        let mut enemy_diagonals = 0;
        for d in diagonals(i) {
            match self.g.cells[d] {
                BORDER => on_edge = true,
                c if c == enemy => enemy_diagonals += 1,
                _ => {}
            }
        }
        enemy_diagonals == 0 || (!on_edge && enemy_diagonals == 1)
    }
}
