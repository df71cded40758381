//! What a board shows: pure data layers (stones, marks, highlights, shading) that pages build
//! from a game, a lesson step or a counting position, and that the board component draws.
//! No rules live here and no browser code: it is built and tested natively.

mod region;

pub use region::{Region, MARGIN};

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

/// The engine's estimate of one point's owner, as the board shades it: the side, and how
/// sure (a point not even likely is not shaded).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shade {
    pub owner: Color,
    /// Nineteen chances in twenty or more (a bigger square); else three in four or more.
    pub sure: bool,
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
    /// Who the engine thinks owns each point and how surely, shaded smaller than a count
    /// (`N²` entries).
    pub estimate: Option<Vec<Option<Shade>>>,
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
