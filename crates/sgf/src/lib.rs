//! Reading and writing game records in SGF (FF[4], <https://www.red-bean.com/sgf/>).
//!
//! Two layers:
//!
//! - **Raw** ([`parse`], [`write`], [`Collection`], [`GameTree`], [`Node`], [`Property`],
//!   [`PropValue`]): the file's game trees, each node an ordered list of properties whose
//!   values are kept exactly as written (escapes included), so properties this app does not
//!   know survive a load and save unchanged.
//! - **Typed** ([`GameRecord`]): board size, komi, players and the other game information,
//!   and for every node its move, setup stones, player to move, comment and marks, checked
//!   against the board. Properties it does not know ride along on each node as raw
//!   [`Property`] values. [`RecordBuilder`] writes a finished game.
//!
//! # Why our own parser
//!
//! SGF files come from anywhere, and a panic in the browser kills the page, so this module
//! must read hostile input calmly. The crates on offer did not fit:
//!
//! - **No recursion anywhere.** Trees live in an arena ([`Tree`]: one `Vec` of nodes linked
//!   by index), and parsing, writing, walking, comparing and dropping all loop with an
//!   explicit stack. A tree of boxed children would overflow the stack when dropped (or
//!   parsed, or written) at a few thousand levels; a file nesting 10,000 variations deep
//!   must load.
//! - **Exact round trips.** Unknown properties and their values come back byte for byte;
//!   only white space between tokens and old-style identifiers (`AddBlack` → `AB`) change.
//! - **Our own limits.** Input over [`MAX_INPUT_BYTES`] or with more than [`MAX_NODES`]
//!   nodes is refused with a plain sentence before it can use much memory.
//!
//! Every error is an [`SgfError`] whose `Display` is a sentence for a learner, with the line
//! (for syntax) or the node and move number (for content) where it happened.
//!
//! # Strict and lenient reading
//!
//! [`parse`], [`parse_bytes`] and [`GameRecord::parse`] are strict: the first deviation
//! from SGF refuses the file. Files from servers, books and old programs bend the format,
//! so the app opens them with the lenient readers, [`read`] (bytes, decoded by `CA`: UTF-8,
//! Latin-1, GB2312/GBK/GB18030, EUC-KR/CP949, Shift_JIS, Big5 and more),
//! [`read_text`] and [`GameRecord::read`], which load whatever holds a game and list what
//! they overlooked as [`Warning`]s.
//!
//! # Examples
//! ```
//! use weiqi_sgf::{GameRecord, Move};
//! use weiqi_engine::rules::{Color, Point};
//! let record = GameRecord::parse("(;GM[1]FF[4]SZ[9]KM[7.5];B[ee];W[cc]C[Hello])").unwrap();
//! assert_eq!(record.info.size.get(), 9);
//! assert_eq!(record.info.komi_half_points, Some(15));
//! let moves: Vec<Move> = record.main_line().filter_map(|n| n.play).collect();
//! assert_eq!(moves[1], Move { color: Color::White, point: Point::new(2, 2) });
//! ```

mod arena;
mod build;
mod charset;
mod error;
mod komi;
mod overtime;
mod parse;
mod parser;
mod points;
mod read;
pub mod record;
mod typed;
mod value;
mod warning;
mod write;

pub use arena::{MainLine, NodeId, Preorder, Tree};
pub use build::{RecordBuilder, Step, APPLICATION};
pub use charset::{set_decoders, Decoders};
pub use error::{group_thousands, megabyte_figure};
pub use error::{Place, PointUse, Pos, SgfError, Unfinished};
pub use komi::{format_komi, parse_komi};
pub use overtime::Overtime;
pub use parse::{parse, parse_bytes, read, read_text};
pub use typed::{GameInfo, GameNode, GameRecord, Label, Markup, Move, Setup};
pub use value::{Node, PropValue, Property};
pub use warning::{Fallback, Lenient, Warning};
pub use write::{write, write_tree};

/// The largest input read: 4 MiB. A long professional game is about 5 KB; even large
/// commented collections stay far below this.
///
/// # Examples
/// ```
/// use weiqi_sgf::{parse, SgfError, MAX_INPUT_BYTES};
/// let huge = format!("(;C[{}])", "x".repeat(MAX_INPUT_BYTES));
/// assert!(matches!(parse(&huge), Err(SgfError::TooLarge { .. })));
/// ```
pub const MAX_INPUT_BYTES: usize = 4 * 1024 * 1024;

/// The most nodes read from one input: 250,000 (a 300-move game has about 300).
///
/// # Examples
/// ```
/// use weiqi_sgf::{parse, SgfError, MAX_NODES};
/// let many = format!("({})", ";".repeat(MAX_NODES + 1));
/// assert_eq!(parse(&many).unwrap_err(), SgfError::TooManyNodes);
/// ```
pub const MAX_NODES: usize = 250_000;

/// The longest game the app opens: 2,000 moves on its main line (the longest games played are
/// under 600). A longer record is refused with [`SgfError::TooManyMoves`] before it is played
/// out, so that opening or restoring a game never holds up the page.
pub const MAX_GAME_MOVES: usize = 2_000;

/// A raw game tree: the nodes of one game and its variations.
///
/// # Examples
/// ```
/// use weiqi_sgf::{parse, GameTree};
/// let tree: &GameTree = &parse("(;SZ[9];B[ee])").unwrap().trees[0];
/// assert_eq!(tree.root_data().get("SZ").unwrap().value().raw(), "9");
/// ```
pub type GameTree = Tree<Node>;

/// The game trees of one SGF file, in file order (at least one when parsed).
///
/// # Examples
/// ```
/// use weiqi_sgf::parse;
/// let games = parse("(;GN[one])\n(;GN[two])").unwrap();
/// assert_eq!(games.trees.len(), 2);
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Collection {
    /// The game trees, in file order.
    pub trees: Vec<GameTree>,
}
