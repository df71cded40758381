//! Turning a typed [`GameRecord`] back into a raw tree, and building a record of a finished
//! game step by step.

use weiqi_engine::rules::{BoardSize, Color, Point};

use super::error::{Place, PointUse};
use super::typed::{GameInfo, GameNode, GameRecord, Move};
use super::value::{Node, PropValue, Property};
use super::{format_komi, GameTree, NodeId, SgfError, Tree};

/// What this app writes in `AP`: `weiqi:` and the crate version.
///
/// # Examples
/// ```
/// assert!(weiqi_sgf::APPLICATION.starts_with("weiqi:"));
/// ```
pub const APPLICATION: &str = concat!("weiqi:", env!("CARGO_PKG_VERSION"));

impl GameRecord {
    /// The raw tree for this record, ready for [`write_tree`](super::write_tree).
    ///
    /// The first node starts with `GM[1]FF[4]CA[UTF-8]`, then `AP` (when known), `SZ`, `KM`
    /// (in points), `HA` (when not 0) and the other game information. Each node lists its
    /// move (a pass is `[]`), setup, `PL`, comment, marks (one point per value), then its
    /// [`GameNode::extra`] properties unchanged.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::{write_tree, GameRecord};
    /// let r = GameRecord::parse("(;SZ[9]KM[375]XY[keep\\]me];B[tt])").unwrap();
    /// assert_eq!(
    ///     write_tree(&r.to_tree()),
    ///     "(;GM[1]FF[4]CA[UTF-8]SZ[9]KM[7.5]XY[keep\\]me]\n;B[])\n"
    /// );
    /// ```
    pub fn to_tree(&self) -> GameTree {
        self.tree.map(|id, node| {
            let mut props = Vec::new();
            if id == NodeId::ROOT {
                info_props(&self.info, &mut props);
            }
            node_props(node, &mut props);
            Node::new(props)
        })
    }

    /// A builder for a new record on a board of `size`, with `AP` set to [`APPLICATION`].
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::GameRecord;
    /// use weiqi_engine::rules::BoardSize;
    /// let r = GameRecord::builder(BoardSize::THIRTEEN).build().unwrap();
    /// assert_eq!(r.info.size, BoardSize::THIRTEEN);
    /// ```
    pub fn builder(size: BoardSize) -> RecordBuilder {
        RecordBuilder::new(size)
    }
}

fn prop(props: &mut Vec<Property>, ident: &'static str, values: Vec<PropValue>) {
    if !values.is_empty() {
        props.push(Property::from_parts(
            std::borrow::Cow::Borrowed(ident),
            values,
        ));
    }
}

fn text(props: &mut Vec<Property>, ident: &'static str, value: Option<&str>) {
    if let Some(v) = value {
        prop(props, ident, vec![PropValue::from_text(v)]);
    }
}

fn points(props: &mut Vec<Property>, ident: &'static str, list: &[Point]) {
    prop(
        props,
        ident,
        list.iter()
            .map(|p| PropValue::from_text(&p.to_sgf()))
            .collect(),
    );
}

fn info_props(info: &GameInfo, props: &mut Vec<Property>) {
    text(props, "GM", Some("1"));
    text(props, "FF", Some("4"));
    text(props, "CA", Some("UTF-8"));
    if let Some(ap) = &info.application {
        // `AP` is `name:version`, kept as written (escapes included) when it parses.
        let value = PropValue::from_raw(ap).unwrap_or_else(|_| PropValue::from_text(ap));
        prop(props, "AP", vec![value]);
    }
    text(props, "SZ", Some(&info.size.get().to_string()));
    text(
        props,
        "KM",
        info.komi_half_points.map(format_komi).as_deref(),
    );
    if info.handicap > 0 {
        text(props, "HA", Some(&info.handicap.to_string()));
    }
    text(props, "RU", info.rules.as_deref());
    text(props, "PB", info.black.as_deref());
    text(props, "BR", info.black_rank.as_deref());
    text(props, "PW", info.white.as_deref());
    text(props, "WR", info.white_rank.as_deref());
    text(props, "DT", info.date.as_deref());
    text(props, "GN", info.game_name.as_deref());
    text(props, "RE", info.result.as_deref());
}

fn node_props(node: &GameNode, props: &mut Vec<Property>) {
    if let Some(m) = node.play {
        let ident = if m.color == Color::Black { "B" } else { "W" };
        let value = m
            .point
            .map_or_else(PropValue::empty, |p| PropValue::from_text(&p.to_sgf()));
        prop(props, ident, vec![value]);
    }
    points(props, "AB", &node.setup.black);
    points(props, "AW", &node.setup.white);
    points(props, "AE", &node.setup.empty);
    text(
        props,
        "PL",
        node.to_play
            .map(|c| if c == Color::Black { "B" } else { "W" }),
    );
    text(props, "C", node.comment.as_deref());
    let labels = &node.markup.labels;
    prop(
        props,
        "LB",
        labels
            .iter()
            .map(|l| PropValue::compose(&l.point.to_sgf(), &l.text))
            .collect(),
    );
    points(props, "TR", &node.markup.triangles);
    points(props, "SQ", &node.markup.squares);
    points(props, "CR", &node.markup.circles);
    points(props, "MA", &node.markup.crosses);
    props.extend(node.extra.iter().cloned());
}

/// One thing that happened in a game, for [`RecordBuilder::steps`].
///
/// # Examples
/// ```
/// use weiqi_sgf::{GameRecord, Move, Step};
/// use weiqi_engine::rules::{BoardSize, Color, Point};
/// let steps = vec![
///     Step::Setup { color: Color::Black, points: vec![Point::new(2, 2).unwrap()] },
///     Step::Comment("A problem.".to_string()),
///     Step::Play(Move::play(Color::White, Point::new(3, 2).unwrap())),
/// ];
/// let r = GameRecord::builder(BoardSize::NINE).steps(steps).build().unwrap();
/// assert_eq!(r.root().comment.as_deref(), Some("A problem."));
/// assert_eq!(r.main_moves().len(), 1);
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// A move (or pass), in a new node.
    Play(Move),
    /// Stones put on the board: in the current node if it has no move, else in a new one.
    Setup { color: Color, points: Vec<Point> },
    /// A comment on the current node (added after any comment already there).
    Comment(String),
}

/// Builds the record of a game from its information and its moves, setups and comments.
///
/// # Examples
/// ```
/// use weiqi_sgf::{GameRecord, Move, Step};
/// use weiqi_engine::rules::{BoardSize, Color, Point};
/// let p = |s: &str| Point::parse_gtp(s, BoardSize::NINE).unwrap();
/// let record = GameRecord::builder(BoardSize::NINE)
///     .komi_half_points(15)
///     .rules("Chinese")
///     .players("Ann", "Bo")
///     .date("2025-01-31")
///     .result("B+R")
///     .steps([
///         Step::Play(Move::play(Color::Black, p("E5"))),
///         Step::Comment("Tengen.".into()),
///         Step::Play(Move::pass(Color::White)),
///     ])
///     .build()
///     .unwrap();
/// let text = record.to_sgf();
/// assert!(text.starts_with("(;GM[1]FF[4]CA[UTF-8]AP[weiqi:"));
/// for part in ["SZ[9]", "KM[7.5]", "RU[Chinese]", "PB[Ann]", "PW[Bo]", "RE[B+R]"] {
///     assert!(text.contains(part));
/// }
/// assert!(text.ends_with(";B[ee]C[Tengen.];W[])\n"));
/// assert_eq!(GameRecord::parse(&text).unwrap(), record);
/// ```
#[derive(Clone, Debug)]
pub struct RecordBuilder {
    record: GameRecord,
    current: NodeId,
}

impl RecordBuilder {
    /// A builder for a board of `size` with no moves yet.
    pub fn new(size: BoardSize) -> RecordBuilder {
        let mut info = GameInfo::new(size);
        info.application = Some(APPLICATION.to_string());
        let record = GameRecord {
            info,
            tree: Tree::new(GameNode::default()),
            more_games: 0,
        };
        RecordBuilder {
            record,
            current: NodeId::ROOT,
        }
    }

    /// Komi in half-points (15 is 7.5 points).
    pub fn komi_half_points(mut self, half_points: i32) -> Self {
        self.record.info.komi_half_points = Some(half_points);
        self
    }

    /// The number of handicap stones (0 for none).
    pub fn handicap(mut self, stones: u16) -> Self {
        self.record.info.handicap = stones;
        self
    }

    /// The rules' name, such as `Chinese`.
    pub fn rules(mut self, name: &str) -> Self {
        self.record.info.rules = Some(name.to_string());
        self
    }

    /// The players' names.
    pub fn players(mut self, black: &str, white: &str) -> Self {
        self.record.info.black = Some(black.to_string());
        self.record.info.white = Some(white.to_string());
        self
    }

    /// The result, as SGF writes it (`B+R`, `W+2.5`, `0` for a draw).
    pub fn result(mut self, result: &str) -> Self {
        self.record.info.result = Some(result.to_string());
        self
    }

    /// The date, `YYYY-MM-DD`.
    pub fn date(mut self, date: &str) -> Self {
        self.record.info.date = Some(date.to_string());
        self
    }

    /// The game's name.
    pub fn game_name(mut self, name: &str) -> Self {
        self.record.info.game_name = Some(name.to_string());
        self
    }

    /// A move (or pass), in a new node.
    pub fn play(self, mv: Move) -> Self {
        self.step(Step::Play(mv))
    }

    /// Stones put on the board (see [`Step::Setup`]).
    pub fn setup(self, color: Color, points: &[Point]) -> Self {
        self.step(Step::Setup {
            color,
            points: points.to_vec(),
        })
    }

    /// A comment on the latest node.
    pub fn comment(self, text: &str) -> Self {
        self.step(Step::Comment(text.to_string()))
    }

    /// Adds one step.
    pub fn step(mut self, step: Step) -> Self {
        let tree = &mut self.record.tree;
        let fresh = |tree: &mut Tree<GameNode>, at: NodeId| {
            tree.add_child(at, GameNode::default()).unwrap_or(at)
        };
        match step {
            Step::Play(mv) => {
                self.current = fresh(tree, self.current);
                if let Some(node) = tree.get_mut(self.current) {
                    node.play = Some(mv);
                }
            }
            Step::Setup { color, points } => {
                if tree.get(self.current).is_some_and(|n| n.play.is_some()) {
                    self.current = fresh(tree, self.current);
                }
                if let Some(node) = tree.get_mut(self.current) {
                    let list = if color == Color::Black {
                        &mut node.setup.black
                    } else {
                        &mut node.setup.white
                    };
                    list.extend(points);
                }
            }
            Step::Comment(text) => {
                if let Some(node) = tree.get_mut(self.current) {
                    node.comment = Some(match node.comment.take() {
                        Some(before) => format!("{before}\n\n{text}"),
                        None => text,
                    });
                }
            }
        }
        self
    }

    /// Adds steps in order.
    pub fn steps(self, steps: impl IntoIterator<Item = Step>) -> Self {
        steps.into_iter().fold(self, RecordBuilder::step)
    }

    /// The finished record, exactly as it reads back from its own SGF text.
    ///
    /// # Errors
    /// [`SgfError::OffBoard`] for a point off the board, naming the move or node.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::{GameRecord, Move};
    /// use weiqi_engine::rules::{BoardSize, Color, Point};
    /// let far = Point::new(12, 12).unwrap();
    /// let err = GameRecord::builder(BoardSize::NINE).play(Move::play(Color::Black, far)).build();
    /// assert_eq!(err.unwrap_err().to_string(), "Move 1 (B[mm]) is off the 9\u{d7}9 board.");
    /// ```
    pub fn build(self) -> Result<GameRecord, SgfError> {
        let size = self.record.info.size;
        let mut number = 0;
        for id in self.record.tree.main_line() {
            let Some(node) = self.record.tree.get(id) else {
                continue;
            };
            number += u32::from(node.play.is_some());
            let place = Place {
                node: id.index(),
                move_number: number,
            };
            let off = |ident: &str, p: Point, used| SgfError::OffBoard {
                ident: ident.to_string(),
                value: p.to_sgf(),
                used,
                size: size.get(),
                place,
            };
            if let Some(Move {
                color,
                point: Some(p),
            }) = node.play
            {
                if !size.contains(p) {
                    return Err(off(&color.letter().to_string(), p, PointUse::Move));
                }
            }
            for (ident, list) in [("AB", &node.setup.black), ("AW", &node.setup.white)] {
                if let Some(&p) = list.iter().find(|&&p| !size.contains(p)) {
                    return Err(off(ident, p, PointUse::Setup));
                }
            }
        }
        GameRecord::from_tree(&self.record.to_tree())
    }
}
