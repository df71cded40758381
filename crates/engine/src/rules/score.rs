//! Area counting (RULES §9): dead stones, each side's count, the owner of every point, and
//! the result in stones and points.

use crate::map::SortedSet;

use super::board::{neighbors, BLACK, EMPTY, WHITE};
use super::point::{CELLS, STRIDE};
use super::{Board, BoardSize, Color, Komi, Point, Quarters};

/// Who a point counts for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Owner {
    /// A living black stone, or an empty point (or dead white stone) surrounded by Black.
    Black,
    /// A living white stone, or a point surrounded by White.
    White,
    /// An empty point that touches both colours (or neither): half to each side.
    Shared,
}

impl Owner {
    /// The colour the point counts for, if it is not shared.
    pub fn color(self) -> Option<Color> {
        match self {
            Owner::Black => Some(Color::Black),
            Owner::White => Some(Color::White),
            Owner::Shared => None,
        }
    }
}

/// The stones marked dead at the end of a game. Marking one stone marks its whole group.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{Board, DeadStones, Point};
/// let board = Board::from_ascii("
///     . X X
///     . . .
///     . . .
/// ").unwrap();
/// let mut dead = DeadStones::default();
/// dead.toggle_group(&board, Point::new(1, 0).unwrap());
/// assert_eq!(dead.len(), 2);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct DeadStones(SortedSet<Point>);

impl DeadStones {
    /// Whether the stone on `p` is marked dead.
    pub fn contains(&self, p: Point) -> bool {
        self.0.contains(&p)
    }

    /// Marks the group on `p` dead, or alive again if it was dead. Returns whether it is now
    /// dead; an empty point changes nothing and returns `false`.
    pub fn toggle_group(&mut self, board: &Board, p: Point) -> bool {
        let Some(group) = board.group(p) else { return false };
        if self.0.contains(&p) {
            for s in &group.stones {
                self.0.remove(s);
            }
            false
        } else {
            self.0.extend(group.stones);
            true
        }
    }

    /// Marks every stone in `points` dead, as given (no group expansion).
    pub fn from_points(points: impl IntoIterator<Item = Point>) -> DeadStones {
        DeadStones(points.into_iter().collect())
    }

    /// The dead stones, in board order.
    pub fn iter(&self) -> impl Iterator<Item = Point> + '_ {
        self.0.iter().copied()
    }

    /// How many stones are marked.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether nothing is marked.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Forgets marks on points that no longer hold a stone.
    pub fn retain_stones(&mut self, board: &Board) {
        self.0.retain(|&p| board.get(p).is_some());
    }

}

/// One side's count, broken down as the counting trainer explains it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct SideCount {
    /// Living stones on the board.
    pub stones: u32,
    /// Empty points (and points of dead enemy stones) surrounded only by this side.
    pub territory: u32,
    /// Points touching both colours; each counts half.
    pub shared: u32,
}

impl SideCount {
    /// stones + territory + ½ × shared, exactly.
    pub fn total(self) -> Quarters {
        Quarters(4 * (self.stones + self.territory) as i32 + 2 * self.shared as i32)
    }
}

/// A connected area of empty points (including points of dead stones) and who owns it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Region {
    /// Who the region counts for.
    pub owner: Owner,
    /// Its points, in board order.
    pub points: Vec<Point>,
}

/// The area count of a finished position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AreaCount {
    /// The board size.
    pub size: BoardSize,
    /// Black's breakdown.
    pub black: SideCount,
    /// White's breakdown.
    pub white: SideCount,
    /// The owner of every point, row by row from the top left (`N²` entries).
    pub owner: Vec<Owner>,
}

impl AreaCount {
    /// Counts `board` with the stones in `dead` taken off (RULES §9).
    ///
    /// # Examples
    /// ```
    /// use weiqi_engine::rules::{count_area, Board, Color, DeadStones, Quarters};
    /// let board = Board::from_ascii("
    ///     . X O .
    ///     . X O .
    ///     . X O .
    ///     X . O .
    /// ").unwrap();
    /// let count = count_area(&board, &DeadStones::default());
    /// // Black: 4 stones + 3 territory + ½ of the shared point B1 = 7½.
    /// assert_eq!(count.total(Color::Black), Quarters(30));
    /// assert_eq!(count.total(Color::White), Quarters(34));
    /// ```
    pub fn total(&self, color: Color) -> Quarters {
        self.side(color).total()
    }

    /// One side's breakdown.
    pub fn side(&self, color: Color) -> SideCount {
        match color {
            Color::Black => self.black,
            Color::White => self.white,
        }
    }

    /// The owner of `p`.
    pub fn owner_at(&self, p: Point) -> Owner {
        self.owner[p.row() as usize * self.size.get() as usize + p.col() as usize]
    }

    /// The result with `komi` and the Chinese handicap compensation for `handicap` stones.
    pub fn outcome(&self, komi: Komi, handicap: u8) -> Outcome {
        Outcome::from_black_count(self.size, self.total(Color::Black), komi, handicap)
    }
}

/// Counts `board` with `dead` stones removed. See [`AreaCount`].
pub fn count_area(board: &Board, dead: &DeadStones) -> AreaCount {
    let size = board.size();
    let n = size.get() as usize;
    let mut black = SideCount::default();
    let mut white = SideCount::default();
    // Owners on the padded grid; the region walk sets every open point, stones set their own.
    let mut owner_at = [Owner::Shared; CELLS];
    let stones = for_each_region(board, dead, |points, owner| {
        let len = points.len() as u32;
        match owner {
            Owner::Black => black.territory += len,
            Owner::White => white.territory += len,
            Owner::Shared => {
                black.shared += len;
                white.shared += len;
            }
        }
        for &i in points {
            owner_at[i as usize] = owner;
        }
    });
    black.stones = stones.count[0];
    white.stones = stones.count[1];
    let mut owner = Vec::with_capacity(n * n);
    for row in 0..n {
        let first = (row + 1) * STRIDE + 1;
        let cells = stones.cells[first..first + n].iter().zip(&owner_at[first..first + n]);
        owner.extend(cells.map(|(&cell, &shade)| match cell {
            BLACK => Owner::Black,
            WHITE => Owner::White,
            _ => shade,
        }));
    }
    AreaCount { size, black, white, owner }
}

/// The empty regions (dead stones count as empty) with their owners, for explaining a count.
pub fn regions(board: &Board, dead: &DeadStones) -> Vec<Region> {
    let mut out = Vec::new();
    for_each_region(board, dead, |points, owner| {
        let mut points: Vec<Point> = points.iter().map(|&i| Point::from_index(i as usize)).collect();
        crate::sort::sort(&mut points);
        out.push(Region { owner, points });
    });
    out
}

/// What a region walk leaves behind: living stones per colour, and the cells with every open
/// point marked visited (stones keep their codes, dead ones are open).
struct Walked {
    count: [u32; 2],
    cells: [u8; CELLS],
}

/// Walks the open points (empty, or holding a dead stone) region by region and calls
/// `visit` with each region's padded indices and owner: the one colour of living stones it
/// touches, or shared.
fn for_each_region(board: &Board, dead: &DeadStones, mut visit: impl FnMut(&[u16], Owner)) -> Walked {
    const MAX_POINTS: usize = 25 * 25;
    const VISITED: u8 = 4;
    let mut cells = board.cells_copy();
    for p in dead.iter() {
        if board.get(p).is_some() {
            cells[p.index()] = EMPTY;
        }
    }
    let mut count = [0u32; 2];
    let mut queue = [0u16; MAX_POINTS];
    let n = board.size().get() as usize;
    for row in 0..n {
        let first = (row + 1) * STRIDE + 1;
        for start in first..first + n {
            match cells[start] {
                EMPTY => {}
                VISITED => continue,
                c => {
                    count[c as usize - 1] += 1;
                    continue;
                }
            }
            cells[start] = VISITED;
            queue[0] = start as u16;
            let (mut head, mut tail, mut touches) = (0, 1, 0u8);
            while head < tail {
                let j = queue[head] as usize;
                head += 1;
                for nb in neighbors(j) {
                    let c = cells[nb];
                    if c == EMPTY {
                        cells[nb] = VISITED;
                        queue[tail] = nb as u16;
                        tail += 1;
                    } else {
                        touches |= 1 << c;
                    }
                }
            }
            let owner = match touches & (1 << BLACK | 1 << WHITE) {
                t if t == 1 << BLACK => Owner::Black,
                t if t == 1 << WHITE => Owner::White,
                _ => Owner::Shared,
            };
            visit(&queue[..tail], owner);
        }
    }
    Walked { count, cells }
}

/// The Chinese handicap compensation: Black gives back half a stone per handicap stone
/// (RULES §9.7); nothing for 0 or 1.
pub fn handicap_compensation(handicap: u8) -> Quarters {
    if handicap >= 2 { Quarters(2 * handicap as i32) } else { Quarters(0) }
}

/// The result of a count: Black's count against what Black needs.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{BoardSize, Komi, Outcome, Quarters};
/// let o = Outcome::from_black_count(BoardSize::NINETEEN, Quarters::stones(185), Komi::CHINESE, 0);
/// assert_eq!((o.winner(), o.margin), (Some(weiqi_engine::rules::Color::Black), Quarters(3)));
/// assert_eq!(o.sgf_result(), "B+1.5");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Outcome {
    /// Black's count.
    pub black_count: Quarters,
    /// Half the board plus komi and compensation: Black wins with more than this.
    pub benchmark: Quarters,
    /// `black_count − benchmark`: positive when Black wins, negative when White wins.
    pub margin: Quarters,
}

impl Outcome {
    /// Black wins when `black_count > N²/2 + komi + compensation`.
    pub fn from_black_count(size: BoardSize, black_count: Quarters, komi: Komi, handicap: u8) -> Outcome {
        let half_board = Quarters(2 * size.area() as i32);
        let benchmark =
            Quarters(half_board.0 + komi.quarters().0 + handicap_compensation(handicap).0);
        Outcome { black_count, benchmark, margin: Quarters(black_count.0 - benchmark.0) }
    }

    /// The winner, or `None` for a draw.
    pub fn winner(&self) -> Option<Color> {
        match self.margin.0 {
            m if m > 0 => Some(Color::Black),
            m if m < 0 => Some(Color::White),
            _ => None,
        }
    }

    /// The SGF/GTP form, in points: `B+1.5`, `W+0.5`, `0`.
    pub fn sgf_result(&self) -> String {
        match self.winner() {
            None => "0".to_string(),
            Some(color) => format!("{}+{}", color.letter(), crate::decimal::write_halves(self.margin.0.abs())),
        }
    }
}
