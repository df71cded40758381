//! The two players' colours.

use std::fmt;
use std::ops::Not;

/// A player, and the colour of that player's stones.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::Color;
/// assert_eq!(!Color::Black, Color::White);
/// assert_eq!(Color::White.name(), "White");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Color {
    Black,
    White,
}

crate::json_names!(Color { Black = "Black", White = "White" });

impl Color {
    /// Both colours, Black first.
    pub const ALL: [Color; 2] = [Color::Black, Color::White];

    /// The colour's name, capitalised, as used in sentences for learners.
    pub fn name(self) -> &'static str {
        match self {
            Color::Black => "Black",
            Color::White => "White",
        }
    }

    /// `0` for Black and `1` for White, for indexing per-colour arrays.
    #[inline]
    pub fn index(self) -> usize {
        self as usize
    }

    /// The SGF / ASCII letter: `B` or `W`.
    pub fn letter(self) -> char {
        match self {
            Color::Black => 'B',
            Color::White => 'W',
        }
    }
}

impl Not for Color {
    type Output = Color;
    #[inline]
    fn not(self) -> Color {
        match self {
            Color::Black => Color::White,
            Color::White => Color::Black,
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
