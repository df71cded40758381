//! What a board shows: pure data layers (stones, marks, highlights, shading) that pages build
//! from a game, a lesson step or a counting position, and that the board component draws.
//! No rules live here and no browser code: it is built and tested natively.

use crate::rules::{AreaCount, Board, BoardSize, Color, Owner, Point};

/// A symbol drawn on a point (SGF `TR`, `SQ`, `CR`, `MA`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Marker {
    Triangle,
    Square,
    Circle,
    Cross,
}

/// Why a point is highlighted; each kind has its own look (colour *and* shape or pattern, so
/// colour is never the only signal).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Highlight {
    /// A liberty of the group being studied.
    Liberty,
    /// The trouble spot: the group with no liberties, the ko stone, a wrong answer.
    Problem,
    /// A point the learner is nudged towards.
    Hint,
    /// A correct answer.
    Good,
}

/// Every layer of a board picture. Points outside `size` in any layer are ignored by the
/// board component.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardView {
    /// The board size.
    pub size: BoardSize,
    /// The stone on each point, row by row from the top left (`N²` entries).
    pub stones: Vec<Option<Color>>,
    /// The last move, marked on its stone.
    pub last_move: Option<Point>,
    /// Symbols on points.
    pub markers: Vec<(Point, Marker)>,
    /// Letters or numbers on points.
    pub labels: Vec<(Point, String)>,
    /// Highlighted points.
    pub highlights: Vec<(Point, Highlight)>,
    /// Points drawn faded (dead stones, an earlier position).
    pub dimmed: Vec<Point>,
    /// Who each point counts for, to shade areas while counting (`N²` entries).
    pub owners: Option<Vec<Owner>>,
    /// Who the engine thinks owns each point, shaded smaller than a count (`N²` entries).
    pub estimate: Option<Vec<Option<Color>>>,
    /// The colour of the stone previewed under the pointer or cursor; `None`: no preview
    /// (not the learner's turn, or nothing to place).
    pub ghost: Option<Color>,
    /// Whether to draw coordinates (A–T, 1–19) around the board.
    pub coordinates: bool,
    /// The part of the board drawn (and played on): the whole board unless a page crops it
    /// to a problem's corner or side ([`Region`]).
    pub region: Region,
}

impl BoardView {
    /// An empty board with no layers.
    pub fn empty(size: BoardSize) -> BoardView {
        let n = size.area() as usize;
        BoardView {
            size,
            stones: vec![None; n],
            last_move: None,
            markers: Vec::new(),
            labels: Vec::new(),
            highlights: Vec::new(),
            dimmed: Vec::new(),
            owners: None,
            estimate: None,
            ghost: None,
            coordinates: true,
            region: Region::whole(size),
        }
    }

    /// The stones of `board` and nothing else.
    ///
    /// # Examples
    /// ```
    /// use weiqi_course::board_view::BoardView;
    /// use weiqi_course::rules::{Board, Color, Point};
    /// let board = Board::from_ascii(". X\nO .").unwrap();
    /// let view = BoardView::from_board(&board);
    /// assert_eq!(view.stone(Point::new(1, 0).unwrap()), Some(Color::Black));
    /// ```
    pub fn from_board(board: &Board) -> BoardView {
        let mut view = BoardView::empty(board.size());
        view.stones = board.size().points().map(|p| board.get(p)).collect();
        view
    }

    /// Adds the shading of an area count.
    pub fn with_count(mut self, count: &AreaCount) -> BoardView {
        self.owners = Some(count.owner.clone());
        self
    }

    /// Index of `p` in the `N²` layers, if it is on the board.
    pub fn index(&self, p: Point) -> Option<usize> {
        self.size
            .contains(p)
            .then(|| p.row() as usize * self.size.get() as usize + p.col() as usize)
    }

    /// The stone on `p`.
    pub fn stone(&self, p: Point) -> Option<Color> {
        self.index(p).and_then(|i| self.stones[i])
    }

    /// The owner shading of `p`, if counting is shown.
    pub fn owner(&self, p: Point) -> Option<Owner> {
        let i = self.index(p)?;
        self.owners.as_ref().and_then(|o| o.get(i).copied())
    }

    /// The highlight on `p`, if any (the last one given wins).
    pub fn highlight(&self, p: Point) -> Option<Highlight> {
        self.highlights.iter().rev().find(|(q, _)| *q == p).map(|&(_, h)| h)
    }

    /// The marker on `p`, if any.
    pub fn marker(&self, p: Point) -> Option<Marker> {
        self.markers.iter().rev().find(|(q, _)| *q == p).map(|&(_, m)| m)
    }

    /// The label on `p`, if any.
    pub fn label(&self, p: Point) -> Option<&str> {
        self.labels.iter().rev().find(|(q, _)| *q == p).map(|(_, l)| l.as_str())
    }

    /// Whether `p` is drawn faded.
    pub fn is_dimmed(&self, p: Point) -> bool {
        self.dimmed.contains(&p)
    }
}

/// Lines a cropped region shows past what it must show (its margin).
pub const MARGIN: u8 = 1;

/// A side of a region that would leave out this many lines or fewer goes to the board's edge
/// instead: a cut then always leaves out enough to be worth it, and a problem near the edge
/// shows the edge.
pub const SNAP: u8 = 2;

/// The fewest lines a cropped region shows across and down.
pub const MIN_LINES: u8 = 4;

/// Lines a cropped region shows across more than down, as far as the board goes.
pub const WIDER: u8 = 2;

/// A region covering this share of the board or more (percent) shows the whole board.
pub const NEARLY_ALL: u32 = 75;

/// A rectangle of the board's points, drawn (and played on) instead of the whole board, as
/// problem books and tsumego apps show a corner or a side: columns `left..=right` and rows
/// `top..=bottom`, row 0 at the top. Points keep their names on the whole board ("C3" of
/// 9×9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Region {
    pub left: u8,
    pub top: u8,
    pub right: u8,
    pub bottom: u8,
}

impl Region {
    /// The whole board.
    pub fn whole(size: BoardSize) -> Region {
        let last = size.get().saturating_sub(1);
        Region { left: 0, top: 0, right: last, bottom: last }
    }

    /// The smallest rectangle holding `points`; `None` when there are none.
    pub fn bounding(points: impl IntoIterator<Item = Point>) -> Option<Region> {
        points.into_iter().fold(None, |r: Option<Region>, p| {
            let one = Region { left: p.col(), top: p.row(), right: p.col(), bottom: p.row() };
            Some(r.map_or(one, |r| r.union(one)))
        })
    }

    /// The smallest rectangle holding both.
    pub fn union(self, other: Region) -> Region {
        Region {
            left: self.left.min(other.left),
            top: self.top.min(other.top),
            right: self.right.max(other.right),
            bottom: self.bottom.max(other.bottom),
        }
    }

    /// The rectangle `lines` further out on every side, as far as the board goes.
    pub fn grown(self, size: BoardSize, lines: u8) -> Region {
        let last = size.get().saturating_sub(1);
        Region {
            left: self.left.saturating_sub(lines),
            top: self.top.saturating_sub(lines),
            right: self.right.saturating_add(lines).min(last),
            bottom: self.bottom.saturating_add(lines).min(last),
        }
    }

    /// The region a page shows for a rectangle that must be seen: at least [`MIN_LINES`]
    /// across and down and [`WIDER`] lines wider than tall (grown around its middle), each side
    /// within [`SNAP`] lines of the board's edge taken to the edge, and the whole board when
    /// that is nearly all of it ([`NEARLY_ALL`]).
    pub fn fitted(self, size: BoardSize) -> Region {
        let n = size.get();
        let last = n.saturating_sub(1);
        let mut r = Region {
            left: self.left.min(last),
            top: self.top.min(last),
            right: self.right.min(last),
            bottom: self.bottom.min(last),
        };
        // Too few lines: one more on each side in turn (the other side when one is at the
        // edge).
        let widen = |lo: &mut u8, hi: &mut u8, span: u8| {
            while *hi - *lo + 1 < span.min(n) {
                if (*lo > 0 && (*hi - *lo).is_multiple_of(2)) || *hi == last {
                    *lo -= 1;
                } else {
                    *hi += 1;
                }
            }
        };
        let snap = |r: &mut Region| {
            if r.left <= SNAP {
                r.left = 0;
            }
            if r.top <= SNAP {
                r.top = 0;
            }
            if last - r.right <= SNAP {
                r.right = last;
            }
            if last - r.bottom <= SNAP {
                r.bottom = last;
            }
        };
        widen(&mut r.left, &mut r.right, MIN_LINES);
        widen(&mut r.top, &mut r.bottom, MIN_LINES);
        snap(&mut r);
        // Wider than tall, by [`WIDER`] lines: a phone's board is as wide as the screen and
        // the reply goes under it, so fewer columns would not make the stones bigger, only
        // the board taller and what is beside the problem hidden.
        let rows = r.rows();
        widen(&mut r.left, &mut r.right, rows + WIDER);
        snap(&mut r);
        let shown = u32::from(r.columns()) * u32::from(r.rows());
        if shown * 100 >= NEARLY_ALL * size.area() {
            return Region::whole(size);
        }
        r
    }

    /// The region that shows `points` on a board of `size`: their bounding rectangle with a
    /// margin of [`MARGIN`] lines, [`Region::fitted`]; the whole board when there are none.
    ///
    /// # Examples
    /// ```
    /// use weiqi_course::board_view::Region;
    /// use weiqi_course::rules::{BoardSize, Point};
    /// let size = BoardSize::NINE;
    /// let near_a1 = ["A1", "B2", "C1"].map(|p| Point::parse_gtp(p, size).unwrap());
    /// let r = Region::around(size, near_a1);
    /// // Columns A–C and rows 1–2 with the margin (A–D, 1–3), four rows at least (1–4), two
    /// // columns more than rows (A–F); the left and bottom sides are the board's edge.
    /// assert_eq!((r.left, r.right, r.top, r.bottom), (0, 5, 5, 8));
    /// assert_eq!(Region::around(size, []), Region::whole(size));
    /// ```
    pub fn around(size: BoardSize, points: impl IntoIterator<Item = Point>) -> Region {
        match Region::bounding(points.into_iter().filter(|&p| size.contains(p))) {
            Some(r) => r.grown(size, MARGIN).fitted(size),
            None => Region::whole(size),
        }
    }

    /// This region, grown to show `points` too (each with its margin) when some are outside
    /// it: a stone played outside the region is never hidden.
    pub fn including(self, size: BoardSize, points: impl IntoIterator<Item = Point>) -> Region {
        let outside = points.into_iter().filter(|&p| size.contains(p) && !self.contains(p));
        match Region::bounding(outside) {
            Some(r) => self.union(r.grown(size, MARGIN)).fitted(size),
            None => self,
        }
    }

    /// Whether `p` is in the region.
    pub fn contains(self, p: Point) -> bool {
        (self.left..=self.right).contains(&p.col()) && (self.top..=self.bottom).contains(&p.row())
    }

    /// Whether the region is the whole board of `size`.
    pub fn is_whole(self, size: BoardSize) -> bool {
        self == Region::whole(size)
    }

    /// Lines across.
    pub fn columns(self) -> u8 {
        self.right.saturating_sub(self.left) + 1
    }

    /// Lines down.
    pub fn rows(self) -> u8 {
        self.bottom.saturating_sub(self.top) + 1
    }

    /// Which sides are the board's edges (the others are cut): left, top, right, bottom.
    pub fn edges(self, size: BoardSize) -> [bool; 4] {
        let last = size.get().saturating_sub(1);
        [self.left == 0, self.top == 0, self.right >= last, self.bottom >= last]
    }

    /// The points of the region, row by row from its top left.
    pub fn points(self) -> impl Iterator<Item = Point> {
        (self.top..=self.bottom).flat_map(move |r| (self.left..=self.right).filter_map(move |c| Point::new(c, r)))
    }

    /// The point of the region nearest its middle.
    pub fn middle(self) -> Point {
        Point::new(self.left + (self.right - self.left) / 2, self.top + (self.bottom - self.top) / 2)
            .expect("a region's middle is a point")
    }

    /// The point of the region nearest `p` (`p` itself when it is inside).
    pub fn clamp(self, p: Point) -> Point {
        Point::new(p.col().clamp(self.left, self.right), p.row().clamp(self.top, self.bottom)).unwrap_or(p)
    }
}

/// A key that moves the keyboard cursor on a board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CursorKey {
    Up,
    Down,
    Left,
    Right,
    /// To the first point of the row.
    RowStart,
    /// To the last point of the row.
    RowEnd,
    /// To the top row.
    Top,
    /// To the bottom row.
    Bottom,
}

impl CursorKey {
    /// The cursor key for a `KeyboardEvent.key` value (arrows, Home, End, PageUp, PageDown).
    pub fn from_key(key: &str) -> Option<CursorKey> {
        Some(match key {
            "ArrowUp" | "Up" => CursorKey::Up,
            "ArrowDown" | "Down" => CursorKey::Down,
            "ArrowLeft" | "Left" => CursorKey::Left,
            "ArrowRight" | "Right" => CursorKey::Right,
            "Home" => CursorKey::RowStart,
            "End" => CursorKey::RowEnd,
            "PageUp" => CursorKey::Top,
            "PageDown" => CursorKey::Bottom,
            _ => return None,
        })
    }

    /// Where the cursor on `p` goes on a board of `size` (it stops at the edges).
    ///
    /// # Examples
    /// ```
    /// use weiqi_course::board_view::CursorKey;
    /// use weiqi_course::rules::{BoardSize, Point};
    /// let size = BoardSize::NINE;
    /// let corner = Point::new(0, 0).unwrap();
    /// assert_eq!(CursorKey::Up.step(size, corner), corner);
    /// assert_eq!(CursorKey::RowEnd.step(size, corner), Point::new(8, 0).unwrap());
    /// ```
    pub fn step(self, size: BoardSize, p: Point) -> Point {
        self.step_in(Region::whole(size), p)
    }

    /// Where the cursor on `p` goes on a board cropped to `region` (it stops at the region's
    /// sides, the ends of its rows are the region's).
    ///
    /// # Examples
    /// ```
    /// use weiqi_course::board_view::{CursorKey, Region};
    /// use weiqi_course::rules::Point;
    /// let corner = Region { left: 0, top: 4, right: 4, bottom: 8 };
    /// let e5 = Point::new(4, 4).unwrap();
    /// assert_eq!(CursorKey::Right.step_in(corner, e5), e5);
    /// assert_eq!(CursorKey::Top.step_in(corner, Point::new(2, 8).unwrap()), Point::new(2, 4).unwrap());
    /// ```
    pub fn step_in(self, region: Region, p: Point) -> Point {
        let p = region.clamp(p);
        let (c, r) = (p.col(), p.row());
        let (c, r) = match self {
            CursorKey::Up => (c, r.saturating_sub(1).max(region.top)),
            CursorKey::Down => (c, (r + 1).min(region.bottom)),
            CursorKey::Left => (c.saturating_sub(1).max(region.left), r),
            CursorKey::Right => ((c + 1).min(region.right), r),
            CursorKey::RowStart => (region.left, r),
            CursorKey::RowEnd => (region.right, r),
            CursorKey::Top => (c, region.top),
            CursorKey::Bottom => (c, region.bottom),
        };
        Point::new(c, r).unwrap_or(p)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stones_are_read_from_the_board() {
        let board = Board::from_ascii(". X .\n. O .\n. . .").unwrap();
        let view = BoardView::from_board(&board);
        assert_eq!(view.stone(Point::new(1, 1).unwrap()), Some(Color::White));
        assert_eq!(view.stone(Point::new(5, 5).unwrap()), None);
    }

    /// The region `around` gives for the stones of `diagram`, drawn as the diagram's rows
    /// with `#` on the points shown and `-` on the others.
    fn shown(diagram: &str) -> String {
        let board = Board::from_ascii(diagram).unwrap();
        let size = board.size();
        let r = Region::around(size, size.points().filter(|&p| board.get(p).is_some()));
        let n = size.get();
        let row = |y: u8| (0..n).map(|x| if r.contains(Point::new(x, y).unwrap()) { "#" } else { "-" }).collect::<Vec<_>>().join(" ");
        (0..n).map(row).collect::<Vec<_>>().join("\n")
    }

    /// A diagram without the indentation of the source.
    fn rows(text: &str) -> String {
        text.lines().map(str::trim).filter(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
    }

    #[test]
    fn a_corner_is_its_stones_with_a_line_around_them_and_the_edges_near_them() {
        let corner = ". . . . . . . . .
                      . . . . . . . . .
                      . . . . . . . . .
                      . . . . . . . . .
                      . . . . . . . . .
                      . . . . . . . . .
                      . X O . . . . . .
                      X O . O . . . . .
                      . . . . . . . . .";
        let region = "- - - - - - - - -
                      - - - - - - - - -
                      - - - - - - - - -
                      - - - - - - - - -
                      - - - - - - - - -
                      # # # # # # - - -
                      # # # # # # - - -
                      # # # # # # - - -
                      # # # # # # - - -";
        assert_eq!(shown(corner), rows(region));
    }

    #[test]
    fn a_region_is_wider_than_tall() {
        // Stones along the left side, rows 3 to 6: with a line around them and the edges two
        // lines away, all nine rows; as many columns, so the whole board.
        let side = ". . . . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .
                    X O . . . . . . .
                    X O . . . . . . .
                    . X O . . . . . .
                    . X O . . . . . .
                    . . . . . . . . .
                    . . . . . . . . .";
        let size = BoardSize::NINE;
        let board = Board::from_ascii(side).unwrap();
        assert!(Region::around(size, size.points().filter(|&p| board.get(p).is_some())).is_whole(size));
        // Along the bottom: the whole width, four rows.
        let bottom = ". . . . . . . . .
                      . . . . . . . . .
                      . . . . . . . . .
                      . . . . . . . . .
                      . . . . . . . . .
                      . . . . . . . . .
                      . . X X X X . . .
                      . . O O O O X . .
                      . . . . . . . . .";
        let region = "- - - - - - - - -
                      - - - - - - - - -
                      - - - - - - - - -
                      - - - - - - - - -
                      - - - - - - - - -
                      # # # # # # # # #
                      # # # # # # # # #
                      # # # # # # # # #
                      # # # # # # # # #";
        assert_eq!(shown(bottom), rows(region));
    }

    #[test]
    fn a_region_grows_to_a_stone_outside_it() {
        let size = BoardSize::NINE;
        let corner = Region { left: 0, top: 5, right: 4, bottom: 8 };
        let inside = Point::parse_gtp("C2", size).unwrap();
        assert_eq!(corner.including(size, [inside]), corner);
        let far = Point::parse_gtp("G3", size).unwrap();
        let grown = corner.including(size, [far]);
        assert!(grown.contains(far) && grown.contains(Point::parse_gtp("A1", size).unwrap()));
        assert_eq!(grown.edges(size), [true, false, true, true]);
    }

    #[test]
    fn the_cursor_stays_in_the_region() {
        let region = Region { left: 0, top: 5, right: 4, bottom: 8 };
        let c3 = Point::new(2, 6).unwrap();
        assert_eq!(CursorKey::Up.step_in(region, Point::new(2, 5).unwrap()), Point::new(2, 5).unwrap());
        assert_eq!(CursorKey::RowEnd.step_in(region, c3), Point::new(4, 6).unwrap());
        assert_eq!(CursorKey::Top.step_in(region, c3), Point::new(2, 5).unwrap());
        // A cursor outside the region comes into it.
        assert_eq!(CursorKey::Down.step_in(region, Point::new(8, 0).unwrap()), Point::new(4, 6).unwrap());
        assert_eq!(region.middle(), Point::new(2, 6).unwrap());
    }

    #[test]
    fn cursor_keys_stay_on_the_board() {
        let size = BoardSize::new(5).unwrap();
        let mid = Point::new(2, 2).unwrap();
        let moves = [
            ("ArrowUp", (2, 1)),
            ("ArrowDown", (2, 3)),
            ("ArrowLeft", (1, 2)),
            ("ArrowRight", (3, 2)),
            ("Home", (0, 2)),
            ("End", (4, 2)),
            ("PageUp", (2, 0)),
            ("PageDown", (2, 4)),
        ];
        for (key, (c, r)) in moves {
            let step = CursorKey::from_key(key).unwrap();
            assert_eq!(step.step(size, mid), Point::new(c, r).unwrap(), "{key}");
        }
        let corner = Point::new(4, 4).unwrap();
        assert_eq!(CursorKey::Down.step(size, corner), corner);
        assert_eq!(CursorKey::Right.step(size, corner), corner);
        assert_eq!(CursorKey::from_key("Enter"), None);
    }
}
