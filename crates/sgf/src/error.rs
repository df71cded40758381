//! Why an SGF file could not be read or written, as typed errors with plain English sentences.

use std::fmt;

use super::MAX_INPUT_BYTES;

/// Where in the text something went wrong: a byte offset and the line it falls on.
///
/// Lines count from 1; a line ends at `\n`, `\r\n` or a lone `\r`.
///
/// # Examples
/// ```
/// use weiqi_sgf::{parse, SgfError};
/// let err = parse("(;GM[1]\n;B[aa").unwrap_err();
/// assert!(matches!(err, SgfError::UnexpectedEnd { at, .. } if at.line == 2 && at.offset == 10));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pos {
    /// Bytes from the start of the text (after any byte-order mark).
    pub offset: usize,
    /// Line number, from 1.
    pub line: usize,
}

impl Pos {
    /// The position of byte `offset` in `text`.
    pub(crate) fn locate(text: &str, offset: usize) -> Pos {
        let bytes = text.as_bytes();
        let end = offset.min(bytes.len());
        let mut line = 1;
        for (i, &b) in bytes[..end].iter().enumerate() {
            if b == b'\n' || (b == b'\r' && bytes.get(i + 1) != Some(&b'\n')) {
                line += 1;
            }
        }
        Pos { offset, line }
    }
}

/// A node of a game tree, named the way a player would look for it.
///
/// `node` counts the nodes of the tree in file order from 0 (the first node, holding the game
/// information); `move_number` is the number of moves from the start of the game up to and
/// including this node.
///
/// # Examples
/// ```
/// use weiqi_sgf::Place;
/// assert_eq!(Place { node: 0, move_number: 0 }.to_string(), "the first node");
/// assert_eq!(Place { node: 7, move_number: 5 }.to_string(), "node 7 (after move 5)");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Place {
    /// Index of the node in the tree, from 0 for the first node.
    pub node: usize,
    /// Moves played from the start of the game up to and including this node.
    pub move_number: u32,
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.node, self.move_number) {
            (0, _) => f.write_str("the first node"),
            (n, 0) => write!(f, "node {n} (before the first move)"),
            (n, m) => write!(f, "node {n} (after move {m})"),
        }
    }
}

/// What the file was in the middle of when it ended.
///
/// # Examples
/// ```
/// use weiqi_sgf::{parse, SgfError, Unfinished};
/// let e = parse("(;B[aa]").unwrap_err();
/// assert!(matches!(e, SgfError::UnexpectedEnd { unfinished: Unfinished::GameTree, .. }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unfinished {
    /// A `[...]` value was never closed.
    Value,
    /// A game tree `( ... )` was never closed.
    GameTree,
}

/// How a point was used, for error messages.
///
/// # Examples
/// ```
/// use weiqi_sgf::{GameRecord, PointUse, SgfError};
/// let e = GameRecord::parse("(;SZ[9]TR[zz])").unwrap_err();
/// assert!(matches!(e, SgfError::OffBoard { used: PointUse::Markup, .. }));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PointUse {
    /// A move (`B` or `W`).
    Move,
    /// A setup stone or an emptied point (`AB`, `AW`, `AE`).
    Setup,
    /// A mark or label drawn on the board (`TR`, `SQ`, `CR`, `MA`, `LB`).
    Markup,
}

/// Everything that can go wrong reading or writing SGF. Its `Display` is a plain English
/// sentence for the tools and tests; the app words it in the learner's language
/// (`text::sgf`).
///
/// # Examples
/// ```
/// use weiqi_sgf::parse;
/// let err = parse("(;GM[1]C[unfinished").unwrap_err();
/// assert_eq!(err.to_string(), "The record ends in the middle of a property value (line 1).");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SgfError {
    /// The input is over [`MAX_INPUT_BYTES`].
    TooLarge { bytes: usize },
    /// The input holds more than [`MAX_NODES`](super::MAX_NODES) nodes.
    TooManyNodes,
    /// The main line holds more than [`MAX_GAME_MOVES`](super::MAX_GAME_MOVES) moves.
    TooManyMoves { moves: usize },
    /// The bytes are not UTF-8, and `CA` names a character set this app does not know
    /// (strict reading only; `None` is no longer given but kept for callers that match it).
    NotUtf8 { charset: Option<String> },
    /// Some bytes are not valid text in the character set `CA` names (strict reading only).
    BadText { charset: String },
    /// No game tree at all.
    NoGame,
    /// The text stops inside a value or before a game tree is closed.
    UnexpectedEnd { unfinished: Unfinished, at: Pos },
    /// A character that cannot appear here.
    UnexpectedChar { found: char, at: Pos },
    /// `()`, or `(` not followed by a node.
    EmptyVariation { at: Pos },
    /// A node after a variation at the same level, as in `(;B[aa](;W[bb]);W[cc])`.
    NodeAfterVariation { at: Pos },
    /// A property name without any capital letter (or, when building, not `A`–`Z` only).
    BadIdentifier { ident: String, at: Option<Pos> },
    /// A property name not followed by `[`.
    MissingValue { ident: String, at: Pos },
    /// A raw value given to [`PropValue::from_raw`](super::PropValue::from_raw) with an
    /// unescaped `]` or a trailing lone `\`.
    BadRawValue { raw: String },
    /// A property without values, given to [`Property::new`](super::Property::new).
    NoValues { ident: String },
    /// `GM` says the file is for another game.
    NotGo { game: String },
    /// `SZ` is not a number, or not `columns:rows`.
    BadSize { value: String },
    /// A board that is not square.
    NotSquare { cols: u32, rows: u32 },
    /// A square board outside 2×2..=25×25.
    SizeOutOfRange { lines: u32 },
    /// `KM` is not a number.
    BadKomi { value: String },
    /// `KM` is a number but not a whole or half number of points (or is absurdly large).
    OddKomi { value: String },
    /// `HA` is not a number of stones that fits on the board.
    BadHandicap { value: String },
    /// `PL` is not `B` or `W`.
    BadPlayer { value: String, place: Place },
    /// A value that should be a point (or `a:b` range, or `point:label`) is not one.
    NotAPoint {
        ident: String,
        value: String,
        place: Place,
    },
    /// A point that lies off the board.
    OffBoard {
        ident: String,
        value: String,
        used: PointUse,
        size: u8,
        place: Place,
    },
    /// A node with more than one move.
    TwoMoves { place: Place },
}

impl fmt::Display for SgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use SgfError::*;
        match self {
            TooLarge { bytes } => write!(
                f,
                "This record is too large ({}); the limit is {} MB.",
                megabytes(*bytes),
                MAX_INPUT_BYTES / (1024 * 1024)
            ),
            TooManyNodes => write!(
                f,
                "This record has more than {} moves and variations; that is more than this app reads.",
                group_thousands(super::MAX_NODES)
            ),
            TooManyMoves { moves } => write!(
                f,
                "This game has {} moves; this app opens games of up to {} moves.",
                group_thousands(*moves),
                group_thousands(super::MAX_GAME_MOVES)
            ),
            NotUtf8 { charset: Some(cs) } => write!(
                f,
                "This record is written in the character set \u{201c}{cs}\u{201d}, which this app does not know."
            ),
            NotUtf8 { charset: None } => f.write_str(
                "This record is not UTF-8 text and does not say which character set it is written in.",
            ),
            BadText { charset } => write!(f, "Some of this record's bytes are not {charset} text."),
            NoGame => f.write_str("This record has no game in it."),
            UnexpectedEnd { unfinished: Unfinished::Value, at } => {
                write!(f, "The record ends in the middle of a property value (line {}).", at.line)
            }
            UnexpectedEnd { unfinished: Unfinished::GameTree, at } => write!(
                f,
                "The record ends before the game that starts on line {} is closed with ')'.",
                at.line
            ),
            UnexpectedChar { found, at } => {
                write!(f, "The record has an unexpected {found:?} on line {}.", at.line)
            }
            EmptyVariation { at } => {
                write!(f, "A variation on line {} has no moves in it.", at.line)
            }
            NodeAfterVariation { at } => write!(
                f,
                "A node on line {} comes after a variation has been closed; only another variation may follow.",
                at.line
            ),
            BadIdentifier { ident, at: Some(at) } => write!(
                f,
                "The property name {ident:?} on line {} has no capital letters.",
                at.line
            ),
            BadIdentifier { ident, at: None } => {
                write!(f, "{ident:?} is not a property name (capital letters A to Z only).")
            }
            MissingValue { ident, at } => write!(
                f,
                "The property {ident} on line {} has no value in brackets after it.",
                at.line
            ),
            BadRawValue { raw } => write!(
                f,
                "{raw:?} cannot go between brackets as it is: a ']' or a final '\\' is not escaped."
            ),
            NoValues { ident } => write!(f, "The property {ident} needs at least one value."),
            NotGo { game } => write!(f, "This record is for another game (GM[{game}]), not Go."),
            BadSize { value } => write!(f, "The board size SZ[{value}] is not a number."),
            NotSquare { cols, rows } => write!(
                f,
                "This app plays only on square boards; this record is {cols}×{rows}."
            ),
            SizeOutOfRange { lines } => write!(
                f,
                "This app plays on boards from 2×2 to 25×25; this record is {lines}×{lines}."
            ),
            BadKomi { value } => write!(f, "The komi KM[{value}] is not a number."),
            OddKomi { value } => write!(
                f,
                "The komi KM[{value}] is not a whole or half number of points that this app can use."
            ),
            BadHandicap { value } => write!(
                f,
                "The handicap HA[{value}] is not a number of stones that fits on the board."
            ),
            BadPlayer { value, place } => {
                let p = capitalise(&place.to_string());
                write!(f, "{p} says PL[{value}] for the player to move; it should be B or W.")
            }
            NotAPoint { ident, value, place } => {
                write!(f, "{} has {ident}[{value}], which is not a point.", capitalise(&place.to_string()))
            }
            OffBoard { ident, value, used, size, place } => match used {
                PointUse::Move => write!(
                    f,
                    "Move {} ({ident}[{value}]) is off the {size}×{size} board.",
                    place.move_number
                ),
                PointUse::Setup => write!(
                    f,
                    "{} puts a stone at {value} ({ident}), which is off the {size}×{size} board.",
                    capitalise(&place.to_string())
                ),
                PointUse::Markup => write!(
                    f,
                    "{} marks {value} ({ident}), which is off the {size}×{size} board.",
                    capitalise(&place.to_string())
                ),
            },
            TwoMoves { place } => {
                write!(f, "{} has more than one move in it.", capitalise(&place.to_string()))
            }
        }
    }
}

impl std::error::Error for SgfError {}

/// `5242880` → `"5.2 MB"` (decimal megabytes, rounded down to one decimal).
fn megabytes(bytes: usize) -> String {
    format!("{} MB", megabyte_figure(bytes))
}

/// `5242880` → `"5.2"`: decimal megabytes, rounded down to one decimal.
pub fn megabyte_figure(bytes: usize) -> String {
    let tenths = bytes / 100_000;
    format!("{}.{}", tenths / 10, tenths % 10)
}

/// `250000` → `"250,000"`.
pub fn group_thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

fn capitalise(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_ascii_uppercase().to_string() + chars.as_str(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_numbers_read_plainly() {
        assert_eq!(megabytes(5 * 1024 * 1024), "5.2 MB");
        assert_eq!(group_thousands(250_000), "250,000");
        assert_eq!(group_thousands(999), "999");
        assert_eq!(Pos::locate("a\r\nb\rc\nd", 7), Pos { offset: 7, line: 4 });
        assert_eq!(Pos::locate("ab", 99).line, 1);
    }

    #[test]
    fn places_read_as_sentences() {
        let e = SgfError::TwoMoves {
            place: Place {
                node: 3,
                move_number: 0,
            },
        };
        assert_eq!(
            e.to_string(),
            "Node 3 (before the first move) has more than one move in it."
        );
    }
}
