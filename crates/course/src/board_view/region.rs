//! The rectangle of a board that is drawn ([`Region`]): a corner or a side in place of the
//! whole board, with the rules that size it (a margin, snapping to near edges, a least size).

use crate::rules::{BoardSize, Point};

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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Board;

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
}
