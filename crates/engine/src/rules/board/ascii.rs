//! Boards as text: reading a diagram (`Board::from_ascii`, for tests, lessons and problems)
//! and printing one (`Display`), the pictures the tests are written in.

use std::fmt;

use super::{cell_of, Board};
use crate::rules::{BoardSize, Color, CoordError, Point};

/// Why a text diagram could not be read as a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsciiError {
    /// A character that is not a stone or an empty point.
    UnknownChar { row: usize, ch: char },
    /// Rows of different lengths, or a different number of rows than columns.
    NotSquare { rows: usize, cols: usize },
    /// Too small or too large.
    Size(CoordError),
}

impl std::error::Error for AsciiError {}

impl Board {
    /// Reads a diagram: `X` (or `B`, `#`) for Black, `O` (or `W`) for White, `.` or `+` for an
    /// empty point, one row per line, spaces ignored. Blank lines are skipped.
    ///
    /// # Errors
    /// [`AsciiError`] if a character is unknown or the diagram is not a square of 2..=25.
    pub fn from_ascii(text: &str) -> Result<Board, AsciiError> {
        let mut rows: Vec<Vec<Option<Color>>> = Vec::new();
        for line in text.lines() {
            let mut row = Vec::new();
            for ch in line.chars().filter(|c| !c.is_whitespace()) {
                row.push(match ch {
                    'X' | 'x' | 'B' | '#' => Some(Color::Black),
                    'O' | 'o' | 'W' => Some(Color::White),
                    '.' | '+' => None,
                    _ => return Err(AsciiError::UnknownChar { row: rows.len(), ch }),
                });
            }
            if !row.is_empty() {
                rows.push(row);
            }
        }
        let n = rows.len();
        if let Some(bad) = rows.iter().find(|r| r.len() != n) {
            return Err(AsciiError::NotSquare { rows: n, cols: bad.len() });
        }
        let size = BoardSize::new(n as u32).map_err(AsciiError::Size)?;
        let mut board = Board::new(size);
        for (r, row) in rows.iter().enumerate() {
            for (c, &stone) in row.iter().enumerate() {
                if let Some(color) = stone {
                    board.g.cells[Point::new(c as u8, r as u8).expect("n ≤ 25").index()] =
                        cell_of(color);
                }
            }
        }
        board.rebuild();
        Ok(board)
    }
}

impl fmt::Display for Board {
    /// One row per line, `X` Black, `O` White, `.` empty, separated by spaces.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let n = self.size.get();
        for row in 0..n {
            for col in 0..n {
                let p = Point::new(col, row).expect("on board");
                let ch = match self.get(p) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None => '.',
                };
                if col > 0 {
                    f.write_str(" ")?;
                }
                write!(f, "{ch}")?;
            }
            writeln!(f)?;
        }
        Ok(())
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "Board {}:", self.size)?;
        fmt::Display::fmt(self, f)
    }
}
