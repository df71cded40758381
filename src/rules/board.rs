//! The board: stones, chains with their liberties, captures and the position hash.
//!
//! Internally the board is a padded array (one border cell around every side, fixed stride
//! for every size) so neighbours are `i ± 1` and `i ± STRIDE` with no bounds checks. Each chain
//! (group) keeps a circular list of its stones and its *pseudo-liberties*: the count, sum and
//! sum of squares of (stone, empty neighbour) pairs. A chain is captured when the count is
//! zero and is in atari when every pseudo-liberty is the same point, which the sums reveal in
//! O(1) (`count · Σi² = (Σi)²`).
//!
//! Reading and printing boards as text diagrams is in [`ascii`].

use super::point::{CELLS, STRIDE};
use super::{zobrist, BoardSize, Color, Point};

mod ascii;
pub use ascii::AsciiError;

pub(crate) const EMPTY: u8 = 0;
pub(crate) const BLACK: u8 = 1;
pub(crate) const WHITE: u8 = 2;
pub(crate) const BORDER: u8 = 3;
const MAX_POINTS: usize = 25 * 25;

#[inline]
pub(crate) fn cell_of(color: Color) -> u8 {
    match color {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

#[inline]
fn color_of(cell: u8) -> Option<Color> {
    match cell {
        BLACK => Some(Color::Black),
        WHITE => Some(Color::White),
        _ => None,
    }
}

#[inline]
pub(crate) fn neighbors(i: usize) -> [usize; 4] {
    [i - STRIDE, i - 1, i + 1, i + STRIDE]
}

#[inline]
pub(crate) fn diagonals(i: usize) -> [usize; 4] {
    [i - STRIDE - 1, i - STRIDE + 1, i + STRIDE - 1, i + STRIDE + 1]
}

/// Pseudo-liberties of a chain (see the module docs).
#[derive(Clone, Copy, Default, Debug)]
struct Libs {
    count: u16,
    sum: u32,
    sum_sq: u32,
}

impl Libs {
    #[inline]
    fn add(&mut self, i: usize) {
        self.count += 1;
        self.sum += i as u32;
        self.sum_sq += (i * i) as u32;
    }
    #[inline]
    fn remove(&mut self, i: usize) {
        self.count -= 1;
        self.sum -= i as u32;
        self.sum_sq -= (i * i) as u32;
    }
    #[inline]
    fn merge(&mut self, other: Libs) {
        self.count += other.count;
        self.sum += other.sum;
        self.sum_sq += other.sum_sq;
    }
    /// The only liberty, if the chain has exactly one.
    #[inline]
    fn single(self) -> Option<usize> {
        let (n, s) = (self.count as u64, self.sum as u64);
        (n > 0 && n * self.sum_sq as u64 == s * s).then(|| (s / n) as usize)
    }
}

/// A group (chain) of stones joined along the lines, with its liberties.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Group {
    /// The colour of the stones.
    pub color: Color,
    /// The stones, in board order (top row first).
    pub stones: Vec<Point>,
    /// The empty points next to the group, in board order.
    pub liberties: Vec<Point>,
}

/// Any arrangement of stones on a square board, with chains and liberties kept up to date.
///
/// A `Board` may hold arrangements that cannot arise in a game (lesson diagrams); a
/// [`Game`](super::Game) is built from it only if it is a legal position.
///
/// # Examples
/// ```
/// use weiqi::rules::{Board, Color, Point};
/// let board = Board::from_ascii("
///     . X .
///     X O X
///     . . .
/// ").unwrap();
/// let centre = Point::new(1, 1).unwrap();
/// assert_eq!(board.get(centre), Some(Color::White));
/// assert_eq!(board.group(centre).unwrap().liberties.len(), 1);
/// ```
#[derive(Clone)]
pub struct Board {
    size: BoardSize,
    hash: u64,
    stone_count: [u16; 2],
    empty_len: u16,
    /// The per-point arrays live on the heap: a board is cheap to move and keeps call stacks
    /// small (about 16 KB of arrays per board).
    g: Box<Grid>,
}

/// The per-point arrays of a [`Board`], on the padded grid.
#[derive(Clone)]
struct Grid {
    cells: [u8; CELLS],
    /// Chain head of each stone.
    head: [u16; CELLS],
    /// Next stone in the same chain (circular).
    next: [u16; CELLS],
    /// Pseudo-liberties, valid at chain heads.
    libs: [Libs; CELLS],
    /// Stones in the chain, valid at chain heads.
    chain_len: [u16; CELLS],
    /// The empty points, in no particular order, and each empty point's place in that list.
    empties: [u16; MAX_POINTS],
    empty_pos: [u16; CELLS],
}

impl Board {
    /// An empty board.
    pub fn new(size: BoardSize) -> Board {
        let mut board = Board {
            size,
            hash: 0,
            stone_count: [0; 2],
            empty_len: 0,
            g: Box::new(Grid {
                cells: [BORDER; CELLS],
                head: [0; CELLS],
                next: [0; CELLS],
                libs: [Libs::default(); CELLS],
                chain_len: [0; CELLS],
                empties: [0; MAX_POINTS],
                empty_pos: [0; CELLS],
            }),
        };
        for p in size.points() {
            board.g.cells[p.index()] = EMPTY;
            board.push_empty(p.index());
        }
        board
    }

    /// The board's size.
    #[inline]
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The stone on `p`, if any (and `None` off the board).
    #[inline]
    pub fn get(&self, p: Point) -> Option<Color> {
        if self.size.contains(p) {
            color_of(self.g.cells[p.index()])
        } else {
            None
        }
    }

    /// Puts a stone on `p` or clears it, with no captures: for building diagrams and SGF setup.
    /// Points off the board are ignored.
    pub fn set(&mut self, p: Point, stone: Option<Color>) {
        self.set_many(&[(p, stone)]);
    }

    /// Like [`Board::set`] for several points, rebuilding the chains once.
    pub fn set_many(&mut self, changes: &[(Point, Option<Color>)]) {
        for &(p, stone) in changes {
            if self.size.contains(p) {
                self.g.cells[p.index()] = stone.map_or(EMPTY, cell_of);
            }
        }
        self.rebuild();
    }

    /// The Zobrist hash of the stones (not of whose turn it is).
    #[inline]
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// How many stones of `color` are on the board.
    #[inline]
    pub fn stone_count(&self, color: Color) -> u32 {
        self.stone_count[color.index()] as u32
    }

    /// The points holding `color` stones, in board order.
    pub fn stones(&self, color: Color) -> impl Iterator<Item = Point> + '_ {
        let cell = cell_of(color);
        self.size.points().filter(move |p| self.g.cells[p.index()] == cell)
    }

    /// The group that the stone on `p` belongs to, or `None` if `p` is empty.
    pub fn group(&self, p: Point) -> Option<Group> {
        let color = self.get(p)?;
        let mut stones = self.chain_indices(self.g.head[p.index()] as usize);
        let mut liberties: Vec<usize> = stones
            .iter()
            .flat_map(|&s| neighbors(s))
            .filter(|&n| self.g.cells[n] == EMPTY)
            .collect();
        liberties.sort_unstable();
        liberties.dedup();
        stones.sort_unstable();
        Some(Group {
            color,
            stones: stones.into_iter().map(Point::from_index).collect(),
            liberties: liberties.into_iter().map(Point::from_index).collect(),
        })
    }

    /// The number of liberties of the group on `p` (0 if `p` is empty).
    pub fn liberty_count(&self, p: Point) -> usize {
        self.group(p).map_or(0, |g| g.liberties.len())
    }

    /// Every group on the board, in board order of their first stone.
    pub fn groups(&self) -> Vec<Group> {
        let mut seen = [false; CELLS];
        let mut groups = Vec::new();
        for p in self.size.points() {
            let i = p.index();
            if self.g.cells[i] != EMPTY && !seen[self.g.head[i] as usize] {
                seen[self.g.head[i] as usize] = true;
                groups.extend(self.group(p));
            }
        }
        groups
    }

    // ----- engine internals (indices into the padded arrays) -----

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
    pub(crate) fn is_suicide(&self, color: Color, i: usize) -> bool {
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

    /// Places a `color` stone on the empty point `i`, removes the opponent's chains left with
    /// no liberties, then the new stone's own chain if it has none (suicide, only when the
    /// caller allows it). Returns the number of opponent stones captured; pushes every removed
    /// stone (opponent's and, for suicide, own) to `removed` when given.
    pub(crate) fn play_at(
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
    fn push_empty(&mut self, i: usize) {
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
    fn rebuild(&mut self) {
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

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.g.cells == other.g.cells
    }
}

impl Eq for Board {}
