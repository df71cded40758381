//! Zooming into part of a big board on a small touch screen: the first tap shows the part of
//! the board around it at about twice the size, and the next tap plays the point meant. Pure,
//! so it is tested natively; the board component (`components::goban`) draws it.

use crate::rules::{BoardSize, Point};

/// Points closer than this (CSS pixels) are too small to tap reliably; a tap then zooms in.
pub const MIN_TAP_PX: f64 = 28.0;

/// When a tap chooses an area (a region of several points, as the counting trainer's areas)
/// a near miss chooses the same area, or says it is a stone: points this far apart (a 13×13
/// board across a phone) are tapped without a zoom.
pub const MIN_AREA_TAP_PX: f64 = 20.0;

/// What a tap on the board chooses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TapTarget {
    /// One point: a stone to play, a group to mark.
    #[default]
    Point,
    /// The area a point is in.
    Area,
}

/// The part of the board shown while zoomed in: `span` × `span` points from `corner`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Zoom {
    /// The top-left point shown.
    pub corner: Point,
    /// Lines shown across and down.
    pub span: u8,
    /// Whether the window's columns and rows are named around it, as the whole board's are.
    pub coordinates: bool,
}

/// Wood around the window on each side, in tenths of a line: room for the coordinates
/// between the stones of the window's outer lines and the edge, else a little more than a
/// stone.
const fn margin_tenths(coordinates: bool) -> u8 {
    if coordinates {
        12
    } else {
        6
    }
}

impl Zoom {
    /// The window of about half the lines, centred on `p` as far as the edges allow, on a board
    /// drawn `side_px` CSS pixels wide: fewer lines when half of them would still be closer
    /// than [`MIN_TAP_PX`] (the window with its margins fills the side: `span - 1` lines and
    /// two margins, 1.2 lines without coordinates, 2.4 with).
    pub fn around(size: BoardSize, p: Point, side_px: f64, coordinates: bool) -> Zoom {
        let n = size.get();
        let half = n.div_ceil(2);
        let margins = f64::from(2 * margin_tenths(coordinates)) / 10.0;
        let fits = (side_px / MIN_TAP_PX + 1.0 - margins).floor();
        let span = if fits >= 2.0 { half.min(fits as u8) } else { half }.max(2).min(n);
        let start = |at: u8| at.saturating_sub(span / 2).min(n - span);
        let corner = Point::new(start(p.col()), start(p.row())).unwrap_or(p);
        Zoom { corner, span, coordinates }
    }

    /// The wood around the window on each side, in the units of a drawing whose lines are
    /// `step` apart.
    pub fn margin(self, step: i32) -> i32 {
        step * i32::from(margin_tenths(self.coordinates)) / 10
    }

    /// The window's diagonal from its top-left corner, one point per line: the `k`-th point
    /// names the window's `k`-th column (its letter) and `k`-th row (its number).
    pub fn diagonal(self) -> impl Iterator<Item = Point> {
        (0..self.span).filter_map(move |k| Point::new(self.corner.col() + k, self.corner.row() + k))
    }

    /// Whether `p` is inside the window.
    pub fn contains(self, p: Point) -> bool {
        let inside = |at: u8, from: u8| at >= from && at < from + self.span;
        inside(p.col(), self.corner.col()) && inside(p.row(), self.corner.row())
    }

    /// The window as a rectangle of a drawing where line `i` is at `first + i * step`, with
    /// its [`Zoom::margin`] of wood around it: `(x, y, side)`.
    pub fn frame(self, first: i32, step: i32) -> (i32, i32, i32) {
        let margin = self.margin(step);
        let at = |line: u8| first + i32::from(line) * step - margin;
        (at(self.corner.col()), at(self.corner.row()), i32::from(self.span - 1) * step + 2 * margin)
    }
}

/// Whether points drawn `px_per_line` CSS pixels apart need a zoom to be tapped reliably.
pub fn too_small_to_tap(px_per_line: f64) -> bool {
    px_per_line > 0.0 && px_per_line < MIN_TAP_PX
}

/// The most lines a board (or the part of it drawn) may have across or down and still be
/// played one tap a stone: on a phone the page gives such a board the screen's width
/// ([`full_width`]), where its points are about a finger apart, and a tap never zooms.
pub const MOST_LINES_UNZOOMED: u8 = 9;

/// Whether a board drawn with `lines` lines across or down (the more of the two) takes the
/// screen's width on a phone: 9×9 and smaller, or a part of a bigger board that small.
pub fn full_width(lines: u8) -> bool {
    lines <= MOST_LINES_UNZOOMED
}

/// Whether a tap on a board drawn with `lines` lines across or down, `px_per_line` CSS pixels
/// apart, zooms in rather than choosing its `target`: only a board bigger than
/// [`MOST_LINES_UNZOOMED`] (13×13, 19×19) whose points are too close for a finger (or, for
/// an area, closer than [`MIN_AREA_TAP_PX`]).
pub fn tap_zooms(lines: u8, px_per_line: f64, target: TapTarget) -> bool {
    let close = match target {
        TapTarget::Point => too_small_to_tap(px_per_line),
        TapTarget::Area => px_per_line > 0.0 && px_per_line < MIN_AREA_TAP_PX,
    };
    !full_width(lines) && close
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(size: u32, gtp: &str) -> (BoardSize, Point) {
        let size = BoardSize::new(size).unwrap();
        (size, Point::parse_gtp(gtp, size).unwrap())
    }

    #[test]
    fn a_tap_in_the_middle_of_19x19_shows_ten_lines_around_it() {
        let (size, k10) = at(19, "K10");
        let zoom = Zoom::around(size, k10, 328.0, false);
        assert_eq!(zoom.span, 10);
        assert!(zoom.contains(k10));
        assert_eq!(zoom.corner, Point::new(4, 4).unwrap());
    }

    #[test]
    fn a_tap_near_a_corner_keeps_the_window_on_the_board() {
        for gtp in ["A1", "T19", "A19", "T1", "S2"] {
            let (size, p) = at(19, gtp);
            let zoom = Zoom::around(size, p, 328.0, false);
            assert!(zoom.contains(p), "{gtp}");
            assert!(zoom.corner.col() + zoom.span <= 19 && zoom.corner.row() + zoom.span <= 19, "{gtp}");
        }
    }

    #[test]
    fn thirteen_by_thirteen_shows_seven_lines() {
        let (size, p) = at(13, "G7");
        assert_eq!(Zoom::around(size, p, 328.0, false).span, 7);
    }

    #[test]
    fn the_frame_holds_the_window_and_a_margin() {
        let (size, a19) = at(19, "A19");
        let zoom = Zoom::around(size, a19, 328.0, false);
        assert_eq!(zoom.corner, Point::new(0, 0).unwrap());
        // First line at 60, 9 gaps of 100 between ten lines, 60 of wood either side.
        assert_eq!(zoom.frame(60, 100), (0, 0, 1020));
        let (_, k10) = at(19, "K10");
        assert_eq!(Zoom::around(size, k10, 328.0, false).frame(60, 100), (400, 400, 1020));
    }

    #[test]
    fn a_smaller_board_shows_fewer_lines_so_that_a_finger_can_still_tell_them_apart() {
        let (size, k10) = at(19, "K10");
        // 240 px: ten lines would be 23 px apart; eight are 29 px apart.
        let zoom = Zoom::around(size, k10, 240.0, false);
        assert_eq!(zoom.span, 8);
        assert!(240.0 / (f64::from(zoom.span) + 0.2) >= MIN_TAP_PX);
        assert!(zoom.contains(k10));
        // A board not measured yet: half the lines.
        assert_eq!(Zoom::around(size, k10, 0.0, false).span, 10);
    }

    #[test]
    fn with_coordinates_the_window_keeps_room_for_them_and_its_points_stay_far_enough_apart() {
        let (size, k10) = at(19, "K10");
        // The Play page on a phone: still ten lines, in a frame of 9 gaps and two margins of
        // 120 for the coordinates.
        let zoom = Zoom::around(size, k10, 328.0, true);
        assert_eq!(zoom.span, 10);
        assert_eq!(zoom.margin(100), 120);
        assert_eq!(zoom.frame(125, 100), (405, 405, 1140));
        // A lesson's shorter board: five lines where six would be too close for a finger.
        let zoom = Zoom::around(size, k10, 194.0, true);
        assert_eq!(zoom.span, 5);
        for side in [194.0, 240.0, 328.0, 400.0] {
            let zoom = Zoom::around(size, k10, side, true);
            let (_, _, frame) = zoom.frame(125, 100);
            assert!(side * 100.0 / f64::from(frame) >= MIN_TAP_PX, "{side} px: {} lines", zoom.span);
        }
    }

    #[test]
    fn the_diagonal_names_each_column_and_row_of_the_window_once() {
        let (size, d4) = at(19, "D4");
        let zoom = Zoom::around(size, d4, 328.0, true);
        let names: Vec<String> = zoom.diagonal().map(|p| p.to_gtp(size)).collect();
        assert_eq!(names.len(), usize::from(zoom.span));
        assert_eq!(names.first().map(String::as_str), Some("A10"), "the window's top-left corner");
        assert_eq!(names.last().map(String::as_str), Some("K1"), "its bottom-right corner");
        assert!(names.iter().all(|n| zoom.contains(Point::parse_gtp(n, size).unwrap())));
    }

    #[test]
    fn nine_lines_or_fewer_are_played_one_tap_a_stone_and_only_bigger_boards_zoom() {
        for lines in [5, 7, 9] {
            assert!(full_width(lines), "{lines} lines");
            assert!(!tap_zooms(lines, 20.0, TapTarget::Point), "{lines} lines are never zoomed, even drawn small");
        }
        for lines in [13, 19] {
            assert!(!full_width(lines), "{lines} lines");
            assert!(tap_zooms(lines, 17.0, TapTarget::Point), "{lines} lines 17 px apart zoom");
            assert!(!tap_zooms(lines, 30.0, TapTarget::Point), "{lines} lines a finger apart do not");
        }
        assert!(!tap_zooms(19, 0.0, TapTarget::Point), "a board not laid out yet");
    }

    #[test]
    fn an_area_is_chosen_without_a_zoom_on_a_13x13_board_across_a_phone() {
        // A 13×13 board 328 px wide on a 360 px phone: about 23 px a line.
        assert!(tap_zooms(13, 23.0, TapTarget::Point), "a point is too small to tap");
        assert!(!tap_zooms(13, 23.0, TapTarget::Area), "an area is not");
        // 19×19 on the same phone, about 16 px a line: an area zooms too.
        assert!(tap_zooms(19, 16.0, TapTarget::Area));
        assert!(!tap_zooms(19, 0.0, TapTarget::Area), "a board not laid out yet");
    }

    #[test]
    fn only_points_closer_than_the_limit_need_a_zoom() {
        assert!(too_small_to_tap(16.5));
        assert!(!too_small_to_tap(34.0));
        assert!(!too_small_to_tap(0.0), "a board not laid out yet");
    }
}
