//! Board sizes, points and their human (`D4`) and SGF (`dd`) coordinates.

use std::fmt;

/// The largest board the engine plays on (25×25, the largest GTP allows).
pub const MAX_SIZE: u8 = 25;
/// Row stride of the padded internal arrays: one border column on each side.
pub(crate) const STRIDE: usize = MAX_SIZE as usize + 2;
/// Cells in the padded internal arrays.
pub(crate) const CELLS: usize = STRIDE * STRIDE;

/// Column letters in human/GTP coordinates: `A`–`Z` without `I`.
const GTP_COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// Why a size or coordinate was not accepted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CoordError {
    /// Board sizes go from 2×2 to 25×25.
    SizeOutOfRange(u32),
    /// The text is not a coordinate at all.
    Malformed(String),
    /// A coordinate that is off this board.
    OffBoard { text: String, size: u8 },
}

impl std::error::Error for CoordError {}

/// A square board's number of lines, validated to be 2..=25.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::BoardSize;
/// let size = BoardSize::new(9).unwrap();
/// assert_eq!(size.area(), 81);
/// assert!(BoardSize::new(26).is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct BoardSize(u8);

impl BoardSize {
    /// The 9×9 board, for learning.
    pub const NINE: BoardSize = BoardSize(9);
    /// The 13×13 board.
    pub const THIRTEEN: BoardSize = BoardSize(13);
    /// The full 19×19 board.
    pub const NINETEEN: BoardSize = BoardSize(19);

    /// A size from 2 to 25.
    ///
    /// # Errors
    /// [`CoordError::SizeOutOfRange`] for anything else.
    pub fn new(lines: u32) -> Result<BoardSize, CoordError> {
        if (2..=MAX_SIZE as u32).contains(&lines) {
            Ok(BoardSize(lines as u8))
        } else {
            Err(CoordError::SizeOutOfRange(lines))
        }
    }

    /// The number of lines.
    #[inline]
    pub fn get(self) -> u8 {
        self.0
    }

    /// The number of points (`N²`).
    #[inline]
    pub fn area(self) -> u32 {
        self.0 as u32 * self.0 as u32
    }

    /// Whether `p` lies on this board.
    #[inline]
    pub fn contains(self, p: Point) -> bool {
        p.col < self.0 && p.row < self.0
    }

    /// Every point, row by row from the top left.
    pub fn points(self) -> impl Iterator<Item = Point> + Clone {
        let n = self.0;
        (0..n).flat_map(move |row| (0..n).map(move |col| Point { col, row }))
    }

    /// The star points (marked dots) of this board; the centre one is tengen.
    ///
    /// 19×19: 4th, 10th and 16th lines; 13×13: the 4-4 points and 7-7; 9×9: the 3-3 points
    /// and 5-5. Other sizes follow the same pattern; boards under 7×7 have only tengen.
    ///
    /// # Examples
    /// ```
    /// use weiqi_engine::rules::{BoardSize, Point};
    /// let stars = BoardSize::NINE.star_points();
    /// assert_eq!(stars.len(), 5);
    /// assert!(stars.contains(&Point::parse_gtp("C3", BoardSize::NINE).unwrap()));
    /// ```
    pub fn star_points(self) -> Vec<Point> {
        let n = self.0;
        let edge = match n {
            0..=6 => None,
            7..=11 => Some(2),
            _ => Some(3),
        };
        let mut lines = Vec::new();
        if let Some(e) = edge {
            lines.push(e);
            if n % 2 == 1 && n >= 15 {
                lines.push(n / 2);
            }
            lines.push(n - 1 - e);
        }
        let mut stars: Vec<Point> = lines
            .iter()
            .flat_map(|&r| lines.iter().map(move |&c| Point { col: c, row: r }))
            .collect();
        if let Some(t) = self.tengen() {
            if !stars.contains(&t) {
                stars.push(t);
            }
        }
        crate::sort::sort(&mut stars);
        stars
    }

    /// The centre point, on boards with an odd number of lines.
    pub fn tengen(self) -> Option<Point> {
        (self.0 % 2 == 1).then_some(Point { col: self.0 / 2, row: self.0 / 2 })
    }
}

impl TryFrom<u8> for BoardSize {
    type Error = CoordError;
    fn try_from(n: u8) -> Result<Self, CoordError> {
        BoardSize::new(n as u32)
    }
}

impl From<BoardSize> for u8 {
    fn from(s: BoardSize) -> u8 {
        s.0
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{0}×{0}", self.0)
    }
}

/// A point (intersection) on a board of at most 25×25: column from the left and row from the
/// top, both counted from 0.
///
/// Whether it lies on a particular board is checked with [`BoardSize::contains`].
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{BoardSize, Point};
/// let size = BoardSize::NINETEEN;
/// let p = Point::parse_gtp("Q16", size).unwrap();
/// assert_eq!((p.col(), p.row()), (15, 3));
/// assert_eq!(p.to_sgf(), "pd");
/// assert_eq!(p.to_gtp(size), "Q16");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Point {
    // Field order makes `Ord` row-major (top row first), matching `BoardSize::points`.
    row: u8,
    col: u8,
}

crate::json_struct!(Point { row, col });

impl Point {
    /// The point at `col` (from the left) and `row` (from the top), if both are below 25.
    pub fn new(col: u8, row: u8) -> Option<Point> {
        (col < MAX_SIZE && row < MAX_SIZE).then_some(Point { col, row })
    }

    /// Column, counted from 0 at the left.
    #[inline]
    pub fn col(self) -> u8 {
        self.col
    }

    /// Row, counted from 0 at the top.
    #[inline]
    pub fn row(self) -> u8 {
        self.row
    }

    /// Index into the engine's padded arrays.
    #[inline]
    pub fn index(self) -> usize {
        (self.row as usize + 1) * STRIDE + self.col as usize + 1
    }

    /// The point at a padded-array index (which must not be a border cell).
    #[inline]
    pub(crate) fn from_index(i: usize) -> Point {
        Point { col: (i % STRIDE - 1) as u8, row: (i / STRIDE - 1) as u8 }
    }

    /// The up to four neighbours of this point along the lines, on a board of `size`.
    pub fn neighbors(self, size: BoardSize) -> impl Iterator<Item = Point> {
        let (c, r, n) = (self.col as i16, self.row as i16, size.get() as i16);
        [(c, r - 1), (c - 1, r), (c + 1, r), (c, r + 1)]
            .into_iter()
            .filter(move |&(c, r)| c >= 0 && r >= 0 && c < n && r < n)
            .map(|(c, r)| Point { col: c as u8, row: r as u8 })
    }

    /// The point under one of the eight symmetries of a square board of `size`: bit 0 of
    /// `which` mirrors left–right, bit 1 top–bottom, bit 2 swaps rows and columns (`0` is the
    /// point itself).
    ///
    /// # Examples
    /// ```
    /// use weiqi_engine::rules::{BoardSize, Point};
    /// let s = BoardSize::NINE;
    /// let c3 = Point::parse_gtp("C3", s).unwrap();
    /// assert_eq!(c3.symmetry(s, 1).to_gtp(s), "G3");
    /// assert_eq!(c3.symmetry(s, 2).to_gtp(s), "C7");
    /// ```
    pub fn symmetry(self, size: BoardSize, which: u8) -> Point {
        let n = size.get();
        let (mut col, mut row) = (self.col, self.row);
        if which & 1 != 0 {
            col = n - 1 - col;
        }
        if which & 2 != 0 {
            row = n - 1 - row;
        }
        if which & 4 != 0 {
            std::mem::swap(&mut col, &mut row);
        }
        Point { col, row }
    }

    /// Parses human/GTP coordinates such as `D4` or `q16` (columns skip `I`; rows count from
    /// the bottom).
    ///
    /// # Errors
    /// [`CoordError::Malformed`] for text that is not a coordinate, [`CoordError::OffBoard`]
    /// for a coordinate outside `size`.
    pub fn parse_gtp(text: &str, size: BoardSize) -> Result<Point, CoordError> {
        let t = text.trim();
        let malformed = || CoordError::Malformed(t.to_string());
        let mut chars = t.chars();
        let letter = chars.next().ok_or_else(malformed)?.to_ascii_uppercase();
        let col = GTP_COLUMNS.iter().position(|&c| c as char == letter).ok_or_else(malformed)?;
        let digits = chars.as_str();
        if digits.is_empty() || digits.len() > 2 || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return Err(malformed());
        }
        let number: u8 = digits.parse().map_err(|_| malformed())?;
        let n = size.get();
        if number == 0 || number > n || col >= n as usize {
            return Err(CoordError::OffBoard { text: t.to_string(), size: n });
        }
        Ok(Point { col: col as u8, row: n - number })
    }

    /// Human/GTP coordinates on a board of `size`, e.g. `D4`.
    pub fn to_gtp(self, size: BoardSize) -> String {
        format!("{}{}", GTP_COLUMNS[self.col as usize] as char, size.get() - self.row)
    }

    /// Parses SGF coordinates (`aa` is the top-left point). Does not treat `tt` as a pass:
    /// that is the SGF reader's business.
    ///
    /// # Errors
    /// [`CoordError::Malformed`] or [`CoordError::OffBoard`].
    pub fn parse_sgf(text: &str, size: BoardSize) -> Result<Point, CoordError> {
        let b = text.as_bytes();
        let value = |c: u8| match c {
            b'a'..=b'z' => Some(c - b'a'),
            b'A'..=b'Z' => Some(c - b'A' + 26),
            _ => None,
        };
        let (col, row) = match b {
            [c, r] => (
                value(*c).ok_or_else(|| CoordError::Malformed(text.to_string()))?,
                value(*r).ok_or_else(|| CoordError::Malformed(text.to_string()))?,
            ),
            _ => return Err(CoordError::Malformed(text.to_string())),
        };
        let p = Point { col, row };
        if size.contains(p) {
            Ok(p)
        } else {
            Err(CoordError::OffBoard { text: text.to_string(), size: size.get() })
        }
    }

    /// SGF coordinates: two lower-case letters, column then row, from the top left.
    pub fn to_sgf(self) -> String {
        let mut s = String::with_capacity(2);
        s.push((b'a' + self.col) as char);
        s.push((b'a' + self.row) as char);
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gtp_round_trip_on_every_size() {
        for n in 2..=25 {
            let size = BoardSize::new(n).unwrap();
            for p in size.points() {
                assert_eq!(Point::parse_gtp(&p.to_gtp(size), size), Ok(p));
                assert_eq!(Point::parse_sgf(&p.to_sgf(), size), Ok(p));
                assert_eq!(Point::from_index(p.index()), p);
            }
        }
    }

    #[test]
    fn gtp_skips_i_and_rejects_nonsense() {
        let s = BoardSize::NINETEEN;
        assert_eq!(Point::parse_gtp("J1", s).unwrap().col(), 8);
        assert!(matches!(Point::parse_gtp("I5", s), Err(CoordError::Malformed(_))));
        assert!(matches!(Point::parse_gtp("T20", s), Err(CoordError::OffBoard { .. })));
        assert!(matches!(Point::parse_gtp("D0", s), Err(CoordError::OffBoard { .. })));
        for bad in ["", "4D", "D", "D4x", "D+4", "é4", "D123"] {
            assert!(Point::parse_gtp(bad, s).is_err(), "{bad}");
        }
    }

    #[test]
    fn star_points_follow_the_rules_text() {
        let names = |s: BoardSize| -> Vec<String> {
            s.star_points().iter().map(|p| p.to_gtp(s)).collect()
        };
        let mut n19 = names(BoardSize::NINETEEN);
        n19.sort();
        assert_eq!(n19, ["D10", "D16", "D4", "K10", "K16", "K4", "Q10", "Q16", "Q4"]);
        let mut n13 = names(BoardSize::THIRTEEN);
        n13.sort();
        assert_eq!(n13, ["D10", "D4", "G7", "K10", "K4"]);
        let mut n9 = names(BoardSize::NINE);
        n9.sort();
        assert_eq!(n9, ["C3", "C7", "E5", "G3", "G7"]);
        assert_eq!(BoardSize::NINETEEN.tengen().unwrap().to_gtp(BoardSize::NINETEEN), "K10");
        assert_eq!(BoardSize::new(4).unwrap().star_points(), vec![]);
    }
}
