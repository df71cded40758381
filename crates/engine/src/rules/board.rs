//! The board: stones, chains with their liberties, captures and the position hash.
//!
//! Internally the board is a padded array (one border cell around every side, fixed stride
//! for every size) so neighbours are `i ± 1` and `i ± STRIDE` with no bounds checks. Each chain
//! (group) keeps a circular list of its stones and its *pseudo-liberties*: the count, sum and
//! sum of squares of (stone, empty neighbour) pairs. A chain is captured when the count is
//! zero and is in atari when every pseudo-liberty is the same point, which the sums reveal in
//! O(1) (`count · Σi² = (Σi)²`).
//!
//! Reading and printing boards as text diagrams is in [`ascii`]; the engines' reads by padded
//! index are in [`chains`], and placing stones with their captures in [`update`].

use super::point::{CELLS, STRIDE};
use super::{BoardSize, Color, Point};

mod ascii;
mod chains;
mod update;
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
/// use weiqi_engine::rules::{Board, Color, Point};
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

    /// The groups of `color` next to `p`, each once.
    pub fn groups_next_to(&self, p: Point, color: Color) -> Vec<Group> {
        let mut groups: Vec<Group> = Vec::new();
        for q in p.neighbors(self.size()).filter(|&q| self.get(q) == Some(color)) {
            if !groups.iter().any(|g| g.stones.contains(&q)) {
                groups.extend(self.group(q));
            }
        }
        groups
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
        crate::sort::sort(&mut liberties);
        liberties.dedup();
        crate::sort::sort(&mut stones);
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
}

impl PartialEq for Board {
    fn eq(&self, other: &Board) -> bool {
        self.size == other.size && self.g.cells == other.g.cells
    }
}

impl Eq for Board {}
