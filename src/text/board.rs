//! A board point in words, as the board's live region speaks it: "D4, black stone, last move".

use super::Msg;
use crate::board_view::{BoardView, Highlight, Marker};
use crate::rules::{Color, Owner, Point};

/// What a screen reader says for `p` on `view`: its name, what is on it, then its marks.
pub fn describe_point(view: &BoardView, p: Point) -> String {
    let stone = view.stone(p);
    let mut parts = vec![match stone {
        Some(color) => Msg::new("board-point-stone").arg("color", color),
        None => Msg::new("board-point-empty"),
    }];
    if view.last_move == Some(p) {
        parts.push(Msg::new("board-point-last-move"));
    }
    if view.is_dimmed(p) && stone.is_some() {
        parts.push(Msg::new("board-point-dead"));
    }
    if let Some(marker) = view.marker(p) {
        parts.push(Msg::new(match marker {
            Marker::Triangle => "board-point-triangle",
            Marker::Square => "board-point-square",
            Marker::Circle => "board-point-circle",
            Marker::Cross => "board-point-cross",
        }));
    }
    if let Some(label) = view.label(p) {
        parts.push(Msg::new("board-point-label").arg("label", label));
    }
    if let Some(highlight) = view.highlight(p) {
        parts.push(Msg::new(match highlight {
            Highlight::Liberty => "board-point-liberty",
            Highlight::Problem => "board-point-problem",
            Highlight::Hint => "board-point-hint",
            Highlight::Good => "board-point-correct",
        }));
    }
    match view.owner(p) {
        Some(Owner::Black) if stone.is_none() => parts.push(Msg::new("board-point-area").arg("color", Color::Black)),
        Some(Owner::White) if stone.is_none() => parts.push(Msg::new("board-point-area").arg("color", Color::White)),
        Some(Owner::Shared) => parts.push(Msg::new("board-point-shared")),
        _ => {}
    }
    parts.into_iter().fold(p.to_gtp(view.size), |said, part| {
        Msg::new("board-point-and").arg("first", said).arg("next", part.text()).text()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Board;
    use crate::text::{set_catalog, Catalog, Locale};

    /// ```text
    ///   A B C
    /// 3 . X .    B3 the last move, A3 marked as a liberty
    /// 2 . O .
    /// 1 . . .
    /// ```
    fn view() -> BoardView {
        let board = Board::from_ascii(". X .\n. O .\n. . .").unwrap();
        let mut view = BoardView::from_board(&board);
        view.last_move = Some(Point::new(1, 0).unwrap());
        view.highlights.push((Point::new(0, 0).unwrap(), Highlight::Liberty));
        view
    }

    #[test]
    fn describes_points_in_words() {
        let view = view();
        assert_eq!(describe_point(&view, Point::new(1, 0).unwrap()), "B3, black stone, last move");
        assert_eq!(describe_point(&view, Point::new(0, 0).unwrap()), "A3, empty, liberty");
    }

    #[test]
    fn chinese_and_korean_describe_points_in_their_words() {
        let view = view();
        for (locale, source, said) in [
            (Locale::ZhHans, include_str!("../../content/zh-Hans/messages.ftl"), ["B3，黑子，最后一手", "A3，空点，气"]),
            (Locale::Ko, include_str!("../../content/ko/messages.ftl"), ["B3, 흑돌, 마지막 수", "A3, 빈 점, 활로"]),
        ] {
            set_catalog(Some(Catalog::parse(locale, source).0));
            assert_eq!([describe_point(&view, Point::new(1, 0).unwrap()), describe_point(&view, Point::new(0, 0).unwrap())], said);
        }
        set_catalog(None);
    }
}
