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
    /// The colour of the stone previewed under the pointer or cursor; `None`: no preview
    /// (not the learner's turn, or nothing to place).
    pub ghost: Option<Color>,
    /// Whether to draw coordinates (A–T, 1–19) around the board.
    pub coordinates: bool,
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
            ghost: None,
            coordinates: true,
        }
    }

    /// The stones of `board` and nothing else.
    ///
    /// # Examples
    /// ```
    /// use weiqi::board_view::BoardView;
    /// use weiqi::rules::{Board, Color, Point};
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

    /// What a screen reader says for `p`: "D4, black stone, last move, liberty".
    pub fn describe_point(&self, p: Point) -> String {
        let mut parts = vec![p.to_gtp(self.size)];
        parts.push(match self.stone(p) {
            Some(c) => format!("{} stone", c.name().to_lowercase()),
            None => "empty".to_string(),
        });
        if self.last_move == Some(p) {
            parts.push("last move".to_string());
        }
        if self.is_dimmed(p) && self.stone(p).is_some() {
            parts.push("marked dead".to_string());
        }
        if let Some(m) = self.marker(p) {
            parts.push(format!("{m:?} mark").to_lowercase());
        }
        if let Some(l) = self.label(p) {
            parts.push(format!("label {l}"));
        }
        if let Some(h) = self.highlight(p) {
            parts.push(
                match h {
                    Highlight::Liberty => "liberty",
                    Highlight::Problem => "problem",
                    Highlight::Hint => "hint",
                    Highlight::Good => "correct",
                }
                .to_string(),
            );
        }
        match self.owner(p) {
            Some(Owner::Black) if self.stone(p).is_none() => parts.push("Black's area".into()),
            Some(Owner::White) if self.stone(p).is_none() => parts.push("White's area".into()),
            Some(Owner::Shared) => parts.push("shared point".into()),
            _ => {}
        }
        parts.join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn describes_points_in_words() {
        let board = Board::from_ascii(". X .\n. O .\n. . .").unwrap();
        let mut view = BoardView::from_board(&board);
        let b3 = Point::new(1, 0).unwrap();
        view.last_move = Some(b3);
        view.highlights.push((Point::new(0, 0).unwrap(), Highlight::Liberty));
        assert_eq!(view.describe_point(b3), "B3, black stone, last move");
        assert_eq!(view.describe_point(Point::new(0, 0).unwrap()), "A3, empty, liberty");
        assert_eq!(view.stone(Point::new(1, 1).unwrap()), Some(Color::White));
        assert_eq!(view.stone(Point::new(5, 5).unwrap()), None);
    }
}
