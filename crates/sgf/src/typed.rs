//! The typed game record: game information, and a tree of moves, setups, comments and marks.

use weiqi_engine::rules::{BoardSize, Color, Point};

use super::value::Property;
use super::{parse, write_tree, NodeId, SgfError, Tree};

/// A move: a stone of `color` at `point`, or a pass when `point` is `None`.
///
/// # Examples
/// ```
/// use weiqi_sgf::Move;
/// use weiqi_engine::rules::{Color, Point};
/// let m = Move::play(Color::Black, Point::new(3, 3).unwrap());
/// assert!(!m.is_pass());
/// assert!(Move::pass(Color::White).is_pass());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Who moves.
    pub color: Color,
    /// Where, or `None` for a pass.
    pub point: Option<Point>,
}

impl Move {
    /// A stone played at `point`.
    pub fn play(color: Color, point: Point) -> Move {
        Move {
            color,
            point: Some(point),
        }
    }

    /// A pass.
    pub fn pass(color: Color) -> Move {
        Move { color, point: None }
    }

    /// Whether this move is a pass.
    pub fn is_pass(self) -> bool {
        self.point.is_none()
    }
}

/// Stones put on the board (or taken off) without being played: handicap stones, problem
/// positions (`AB`, `AW`, `AE`).
///
/// # Examples
/// ```
/// use weiqi_sgf::Setup;
/// assert!(Setup::default().is_empty());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Setup {
    /// Black stones added (`AB`).
    pub black: Vec<Point>,
    /// White stones added (`AW`).
    pub white: Vec<Point>,
    /// Points emptied (`AE`).
    pub empty: Vec<Point>,
}

impl Setup {
    /// Whether nothing is added or removed.
    pub fn is_empty(&self) -> bool {
        self.black.is_empty() && self.white.is_empty() && self.empty.is_empty()
    }

    /// The stones added for `color`.
    pub fn stones(&self, color: Color) -> &[Point] {
        match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        }
    }
}

/// A text label on a point (`LB[dd:A]`).
///
/// # Examples
/// ```
/// use weiqi_sgf::GameRecord;
/// let r = GameRecord::parse("(;SZ[9]LB[cc:x\\:y])").unwrap();
/// let label = &r.root().markup.labels[0];
/// assert_eq!((label.point.to_sgf().as_str(), label.text.as_str()), ("cc", "x:y"));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Label {
    /// Where the label is drawn.
    pub point: Point,
    /// The label, usually a letter or number.
    pub text: String,
}

/// Marks drawn on the board in a node.
///
/// # Examples
/// ```
/// use weiqi_sgf::GameRecord;
/// let r = GameRecord::parse("(;SZ[9]TR[aa][bb]LB[ee:A])").unwrap();
/// let marks = &r.root().markup;
/// assert_eq!(marks.triangles.len(), 2);
/// assert_eq!(marks.labels[0].text, "A");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Markup {
    /// `LB`: text labels.
    pub labels: Vec<Label>,
    /// `TR`: triangles.
    pub triangles: Vec<Point>,
    /// `SQ`: squares.
    pub squares: Vec<Point>,
    /// `CR`: circles.
    pub circles: Vec<Point>,
    /// `MA`: crosses.
    pub crosses: Vec<Point>,
}

impl Markup {
    /// Whether there is no mark at all.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
            && self.triangles.is_empty()
            && self.squares.is_empty()
            && self.circles.is_empty()
            && self.crosses.is_empty()
    }
}

/// One node of a game record.
///
/// # Examples
/// ```
/// use weiqi_sgf::GameRecord;
/// let r = GameRecord::parse("(;SZ[9];B[ee]C[Centre.]XX[kept])").unwrap();
/// let node = r.main_line().nth(1).unwrap();
/// assert_eq!(node.comment.as_deref(), Some("Centre."));
/// assert_eq!(node.extra[0].ident(), "XX");
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameNode {
    /// The move played in this node (`B` / `W`), if any.
    pub play: Option<Move>,
    /// Stones added or removed (`AB`, `AW`, `AE`).
    pub setup: Setup,
    /// Who plays next (`PL`), when the file says so.
    pub to_play: Option<Color>,
    /// The comment (`C`).
    pub comment: Option<String>,
    /// Marks and labels (`LB`, `TR`, `SQ`, `CR`, `MA`).
    pub markup: Markup,
    /// Every other property, raw and in file order, written back unchanged.
    pub extra: Vec<Property>,
}

/// What the first node says about the game.
///
/// # Examples
/// ```
/// use weiqi_sgf::GameInfo;
/// use weiqi_engine::rules::BoardSize;
/// let info = GameInfo::new(BoardSize::NINE);
/// assert_eq!(info.komi_half_points, None);
/// assert_eq!(info.handicap, 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameInfo {
    /// `SZ`, 19 when absent.
    pub size: BoardSize,
    /// `KM` in half-points (15 is 7.5 points), `None` when absent; see
    /// [`parse_komi`](super::parse_komi) for the forms read.
    pub komi_half_points: Option<i32>,
    /// `HA`: handicap stones, 0 when absent.
    pub handicap: u16,
    /// `RU`: the rules' name, such as `Chinese`.
    pub rules: Option<String>,
    /// `PB`: Black's name.
    pub black: Option<String>,
    /// `PW`: White's name.
    pub white: Option<String>,
    /// `BR`: Black's rank.
    pub black_rank: Option<String>,
    /// `WR`: White's rank.
    pub white_rank: Option<String>,
    /// `RE`: the result, as written (`B+R`, `W+2.5`, `0` …).
    pub result: Option<String>,
    /// `DT`: the date, as written (FF[4] says `YYYY-MM-DD`).
    pub date: Option<String>,
    /// `GN`: the game's name.
    pub game_name: Option<String>,
    /// `AP`: the program that wrote the file, as written (`name:version`).
    pub application: Option<String>,
}

impl GameInfo {
    /// Information for a board of `size` and nothing else.
    pub fn new(size: BoardSize) -> GameInfo {
        GameInfo {
            size,
            komi_half_points: None,
            handicap: 0,
            rules: None,
            black: None,
            white: None,
            black_rank: None,
            white_rank: None,
            result: None,
            date: None,
            game_name: None,
            application: None,
        }
    }
}

/// A typed game: the game information and the tree of nodes, variations included, in the
/// same shape (and with the same [`NodeId`]s) as the [`GameTree`](super::GameTree) it came
/// from.
///
/// # Examples
/// ```
/// use weiqi_sgf::GameRecord;
/// let text = "(;GM[1]SZ[9];B[ee](;W[cc])(;W[gg]))(;GM[1])";
/// let r = GameRecord::parse(text).unwrap();
/// assert_eq!(r.main_line().count(), 3);
/// assert_eq!(r.tree.len(), 4);
/// assert_eq!(r.more_games, 1);
/// let again = GameRecord::parse(&r.to_sgf()).unwrap();
/// assert_eq!(again.tree, r.tree);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// The game information from the first node.
    pub info: GameInfo,
    /// The nodes; the root holds the first node's setup, comment and marks.
    pub tree: Tree<GameNode>,
    /// How many more games the file held after this one (they are not loaded).
    pub more_games: usize,
}

impl GameRecord {
    /// Parses SGF text and reads its first game tree; [`GameRecord::more_games`] counts
    /// the others.
    ///
    /// # Errors
    /// As [`parse`] and [`GameRecord::from_tree`].
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::GameRecord;
    /// let r = GameRecord::parse("(;PB[Ann]PW[Bo];B[pd])").unwrap();
    /// assert_eq!(r.info.black.as_deref(), Some("Ann"));
    /// assert_eq!(r.info.size.get(), 19);
    /// let err = GameRecord::parse("nothing here").unwrap_err();
    /// assert_eq!(err.to_string(), "This record has no game in it.");
    /// ```
    pub fn parse(text: &str) -> Result<GameRecord, SgfError> {
        GameRecord::from_collection(&parse(text)?)
    }

    /// Reads a file's bytes leniently (see [`read`](super::read)): the character set by
    /// `CA`, and whatever holds a game, with a [`Warning`](super::Warning) for each thing
    /// overlooked.
    ///
    /// # Errors
    /// As [`read`](super::read) and [`GameRecord::from_tree`] (a board size, komi, handicap
    /// or point the app cannot use).
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::{GameRecord, Warning};
    /// // An old server's file: Latin-1 without CA, two passes in one node, no final ')'.
    /// let read = GameRecord::read(b"(;SZ[9]PB[Ren\xe9];B[ee];W[cc]C[20\xb0];B[tt]W[tt]").unwrap();
    /// assert_eq!(read.value.info.black.as_deref(), Some("Ren\u{e9}"));
    /// assert_eq!(read.value.main_moves().len(), 4);
    /// assert!(matches!(
    ///     &read.warnings[..],
    ///     [Warning::AssumedLatin1, Warning::TwoMoves { .. }, Warning::Unclosed { .. }]
    /// ));
    /// ```
    pub fn read(bytes: &[u8]) -> Result<super::Lenient<GameRecord>, SgfError> {
        let read = super::read(bytes)?;
        let value = GameRecord::from_collection(&read.value)?;
        Ok(super::Lenient { value, warnings: read.warnings })
    }

    /// Reads text leniently (see [`read_text`](super::read_text)); for text already
    /// decoded, such as a pasted record, so `CA` is not used.
    ///
    /// # Errors
    /// As [`GameRecord::read`].
    pub fn read_text(text: &str) -> Result<super::Lenient<GameRecord>, SgfError> {
        let read = super::read_text(text)?;
        let value = GameRecord::from_collection(&read.value)?;
        Ok(super::Lenient { value, warnings: read.warnings })
    }

    /// Reads the first game tree of a collection; [`GameRecord::more_games`] counts the
    /// others.
    ///
    /// # Errors
    /// [`SgfError::NoGame`] for an empty collection, else as [`GameRecord::from_tree`].
    pub fn from_collection(games: &super::Collection) -> Result<GameRecord, SgfError> {
        let first = games.trees.first().ok_or(SgfError::NoGame)?;
        let mut record = GameRecord::from_tree(first)?;
        record.more_games = games.trees.len() - 1;
        Ok(record)
    }

    /// The whole record as SGF text (see [`GameRecord::to_tree`]).
    pub fn to_sgf(&self) -> String {
        write_tree(&self.to_tree())
    }

    /// The first node.
    pub fn root(&self) -> &GameNode {
        self.tree.root_data()
    }

    /// The main line: the first node, then the first variation each time.
    pub fn main_line(&self) -> impl Iterator<Item = &GameNode> + '_ {
        self.tree.main_line().filter_map(|id| self.tree.get(id))
    }

    /// The moves of the main line, in order.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::{GameRecord, Move};
    /// use weiqi_engine::rules::Color;
    /// let r = GameRecord::parse("(;SZ[9];B[ee](;W[])(;W[cc]))").unwrap();
    /// assert_eq!(r.main_moves()[1], Move::pass(Color::White));
    /// ```
    pub fn main_moves(&self) -> Vec<Move> {
        self.main_line().filter_map(|n| n.play).collect()
    }

    /// The node at `id`, if it is in this record.
    pub fn node(&self, id: NodeId) -> Option<&GameNode> {
        self.tree.get(id)
    }
}
