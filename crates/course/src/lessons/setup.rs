//! From the words of a lesson file to the engine's types: diagrams to boards, `C3` to points,
//! `"C3 D4 pass"` to moves. Every function returns a [`StepFault`] instead of panicking.

use crate::board_view::Marker;
use crate::rules::{Board, BoardSize, Color, Game, KoRule, Komi, Move, Point, Ruleset};

use super::fault::StepFault;
use super::format::{KoChoice, Marks, Side, Step};

impl Side {
    /// The engine colour.
    pub fn color(self) -> Color {
        match self {
            Side::Black => Color::Black,
            Side::White => Color::White,
        }
    }
}

/// A diagram read into a board, with the letters written on its empty points.
///
/// # Errors
/// The diagram's fault (unknown character, not square, bad size).
///
/// # Examples
/// ```
/// use weiqi_course::lessons::setup::parse_diagram;
/// let (board, labels) = parse_diagram(". X a\n. O .\n. . .").unwrap();
/// assert_eq!(board.size().get(), 3);
/// assert_eq!(labels[0].1, "a");
/// ```
pub fn parse_diagram(text: &str) -> Result<(Board, Vec<(Point, String)>), StepFault> {
    let mut clean = String::with_capacity(text.len());
    let mut labels = Vec::new();
    let mut row = 0u8;
    for line in text.lines() {
        let mut col = 0u8;
        for ch in line.chars().filter(|c| !c.is_whitespace()) {
            match ch {
                'a'..='z' if ch != 'o' && ch != 'x' => {
                    if let Some(p) = Point::new(col, row) {
                        labels.push((p, ch.to_string()));
                    }
                    clean.push('.');
                }
                _ => clean.push(ch),
            }
            col = col.saturating_add(1);
        }
        clean.push('\n');
        if col > 0 {
            row = row.saturating_add(1);
        }
    }
    let board = Board::from_ascii(&clean).map_err(StepFault::Diagram)?;
    Ok((board, labels))
}

/// A point such as `C3` on a board of `size`.
///
/// # Errors
/// [`StepFault::Point`] when the text is not a point on this board.
pub fn parse_point(text: &str, size: BoardSize) -> Result<Point, StepFault> {
    Point::parse_gtp(text, size).map_err(StepFault::Point)
}

/// Points such as `["C3", "D4"]`.
///
/// # Errors
/// The first point that does not read.
pub fn parse_points(texts: &[String], size: BoardSize) -> Result<Vec<Point>, StepFault> {
    texts.iter().map(|t| parse_point(t, size)).collect()
}

/// One move: a point or `pass`.
///
/// # Errors
/// [`StepFault::Point`] when the text is neither.
pub fn parse_move(text: &str, size: BoardSize) -> Result<Move, StepFault> {
    if text.trim().eq_ignore_ascii_case("pass") {
        Ok(Move::Pass)
    } else {
        parse_point(text, size).map(Move::Play)
    }
}

/// Moves separated by spaces: `"C3 D4 pass"`.
///
/// # Errors
/// The first move that does not read.
pub fn parse_moves(text: &str, size: BoardSize) -> Result<Vec<Move>, StepFault> {
    text.split_whitespace().map(|t| parse_move(t, size)).collect()
}

/// The rules a step is played under: Chinese, with the step's ko rule and komi.
pub fn ruleset(step: &Step) -> Ruleset {
    let ko = match step.ko {
        KoChoice::Superko => KoRule::PositionalSuperko,
        KoChoice::Simple => KoRule::Simple,
    };
    let komi = step.komi.map_or(Komi::CHINESE, Komi::from_stones);
    Ruleset::CHINESE.with_ko(ko).with_komi(komi)
}

/// The position a step starts from, with its labels.
///
/// # Errors
/// When the diagram does not read, a group has no liberties or a move of `before` is illegal.
pub fn start(step: &Step) -> Result<(Game, Vec<(Point, String)>), StepFault> {
    // A step without a board still has a game to keep its state in: an empty 9×9 one.
    let (board, labels) =
        if step.has_board() { parse_diagram(&step.board)? } else { (Board::new(BoardSize::NINE), Vec::new()) };
    let start = Game::from_setup(board, step.turn.color(), ruleset(step)).map_err(StepFault::Position)?;
    let mut game = start.clone();
    if let Some(before) = &step.before {
        let size = game.size();
        for mv in parse_moves(before, size)? {
            game.play(mv).map_err(|why| StepFault::Before { mv, why, size })?;
        }
    }
    Ok((game, labels))
}

/// Marks read into points on a board of `size`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlacedMarks {
    /// Symbols.
    pub markers: Vec<(Point, Marker)>,
    /// Labels.
    pub labels: Vec<(Point, String)>,
    /// Stones shown (and counted) as dead.
    pub dead: Vec<Point>,
    /// Whether to shade the area count.
    pub shade: bool,
}

/// Reads `marks` on a board of `size`.
///
/// # Errors
/// The first point that does not read.
pub fn place_marks(marks: &Marks, size: BoardSize) -> Result<PlacedMarks, StepFault> {
    let mut placed = PlacedMarks { shade: marks.shade, ..PlacedMarks::default() };
    for (list, marker) in [
        (&marks.triangle, Marker::Triangle),
        (&marks.square, Marker::Square),
        (&marks.circle, Marker::Circle),
        (&marks.cross, Marker::Cross),
    ] {
        for p in parse_points(list, size)? {
            placed.markers.push((p, marker));
        }
    }
    for (at, label) in &marks.labels {
        placed.labels.push((parse_point(at, size)?, label.clone()));
    }
    placed.dead = parse_points(&marks.dead, size)?;
    Ok(placed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diagrams_with_labels_and_moves() {
        let (board, labels) = parse_diagram("\n . a .\n X . b\n . O .\n").unwrap();
        let size = board.size();
        assert_eq!(labels, vec![
            (parse_point("B3", size).unwrap(), "a".to_string()),
            (parse_point("C2", size).unwrap(), "b".to_string()),
        ]);
        assert_eq!(board.get(parse_point("A2", size).unwrap()), Some(Color::Black));
        assert_eq!(parse_moves("A1 pass", size).unwrap(), vec![
            Move::Play(parse_point("A1", size).unwrap()),
            Move::Pass
        ]);
        assert!(parse_moves("A1 Z9", size).is_err());
        assert!(parse_diagram(". ?\n. .").is_err());
    }
}
