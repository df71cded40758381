//! The engine's own English: the words of its typed errors, for GTP, tests and content tools.
//! The rules and the bot return data only; the app turns that data into a learner's language
//! through its catalog (`src/text`), never through these sentences.

use std::fmt::{self, Display, Formatter};

use crate::bot::LevelOutOfRange;
use crate::rules::{AsciiError, BoardSize, CoordError, HandicapError, IllegalMove, SetupError, MAX_SIZE};

impl IllegalMove {
    /// One plain English sentence, naming points on a board of `size`: what GTP answers and
    /// what tests and tools print. (The app words a refused move through its catalog.)
    ///
    /// # Examples
    /// ```
    /// use weiqi_engine::rules::{BoardSize, Color, IllegalMove, Point};
    /// let p = Point::new(0, 0).unwrap();
    /// let why = IllegalMove::Suicide { point: p, color: Color::Black, group: vec![p] };
    /// assert_eq!(
    ///     why.sentence(BoardSize::NINE),
    ///     "Black would have no liberties here and captures nothing, so this point is forbidden for Black."
    /// );
    /// ```
    pub fn sentence(&self, size: BoardSize) -> String {
        match self {
            IllegalMove::OffBoard { .. } => "That point is not on the board.".to_string(),
            IllegalMove::Occupied { point, by } => format!(
                "There is already a {} stone on {}. Stones go on empty points.",
                by.name().to_ascii_lowercase(),
                point.to_gtp(size)
            ),
            IllegalMove::Suicide { color, group, .. } if group.len() <= 1 => format!(
                "{color} would have no liberties here and captures nothing, \
                 so this point is forbidden for {color}."
            ),
            IllegalMove::Suicide { color, group, .. } => format!(
                "{color}'s group of {} stones would have no liberties left and the move \
                 captures nothing, so this point is forbidden for {color}.",
                group.len()
            ),
            IllegalMove::Ko { point, color, ko_stone } => format!(
                "This is a ko. {} just captured a stone on {} with the stone on {}; taking \
                 back at once would repeat the board. Play somewhere else first (a ko threat), \
                 then you may take back.",
                !*color,
                point.to_gtp(size),
                ko_stone.to_gtp(size)
            ),
            IllegalMove::Superko { repeats_move: 0, .. } => {
                "This move would make the whole board exactly as it was at the start, \
                 and no position may repeat."
                    .to_string()
            }
            IllegalMove::Superko { repeats_move, .. } => format!(
                "This move would make the whole board exactly as it was after move \
                 {repeats_move}, and no position may repeat."
            ),
            IllegalMove::GameOver => {
                "The game is over. Resume it if you want to keep playing.".to_string()
            }
        }
    }
}

impl Display for AsciiError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            AsciiError::UnknownChar { row, ch } => {
                write!(f, "row {} has '{ch}', which is not X, O or .", row + 1)
            }
            AsciiError::NotSquare { rows, cols } => {
                write!(f, "the diagram is {cols} wide and {rows} tall; boards are square")
            }
            AsciiError::Size(e) => e.fmt(f),
        }
    }
}

impl Display for SetupError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NoLiberties { color, group } => write!(
                f,
                "a {} group of {} stone(s) has no liberties",
                color.name().to_ascii_lowercase(),
                group.len()
            ),
        }
    }
}

impl Display for HandicapError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            HandicapError::Count(n) => write!(f, "a handicap is 2 to 9 stones, not {n}"),
            HandicapError::TooManyForBoard { count, size, max } => {
                write!(f, "a {size} board takes at most {max} handicap stones, not {count}")
            }
        }
    }
}

impl Display for CoordError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            CoordError::SizeOutOfRange(n) => {
                write!(f, "a board must be between 2×2 and {MAX_SIZE}×{MAX_SIZE}, not {n}×{n}")
            }
            CoordError::Malformed(t) => write!(f, "\"{t}\" is not a point like D4"),
            CoordError::OffBoard { text, size } => {
                write!(f, "{text} is not on a {size}×{size} board")
            }
        }
    }
}

impl Display for LevelOutOfRange {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write!(f, "level {} is not between 1 and 8", self.0)
    }
}

#[cfg(feature = "network")]
impl Display for crate::nn::LoadError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        use crate::nn::LoadError;
        match self {
            LoadError::Empty => write!(f, "the weights file is empty"),
            LoadError::Gzip => write!(f, "the weights file is damaged or cut short (its gzip data does not unpack)"),
            LoadError::TooLarge => write!(f, "the weights file unpacks to more than any network this engine can run"),
            LoadError::Truncated { layer } => write!(f, "the weights file ends in the middle of {layer}"),
            LoadError::Syntax { layer, expected } => write!(f, "in {layer} of the weights file, expected {expected}"),
            LoadError::Version(v) => {
                write!(f, "the weights file is of model format version {v}; this engine runs version 8")
            }
            LoadError::Shape { layer, expected } => {
                write!(f, "{layer} of the weights file does not fit: expected {expected}")
            }
            LoadError::NotFinite { layer } => write!(f, "{layer} of the weights file holds a number that is not finite"),
            LoadError::UnknownBlock(kind) => write!(f, "the weights file has a block of kind {kind}, which this engine does not run"),
        }
    }
}
