//! How a recorded game ended, kept in its record so that reopening it shows the same end: the
//! result (`RE`: a resignation or a time-out ends the game again), and the stones agreed dead
//! after two passes, written the usual way as territory marks on the last node (`TB` holds
//! the dead White stones, `TW` the dead Black ones, as Black's and White's territory).

use weiqi_engine::rules::{Board, Color, DeadStones, Point};
use crate::{GameRecord, PropValue, Property};

/// How a record's `RE` says the game ended, when it ended without a count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RecordedEnd {
    /// `B+R`, `W+Resign`: the other side resigned.
    Resigned {
        /// Who won.
        winner: Color,
    },
    /// `B+T`, `W+Time`: the other side ran out of time.
    TimeOut {
        /// Who won.
        winner: Color,
    },
}

/// A resignation or a time-out named by `RE`, if that is what it says.
///
/// # Examples
/// ```
/// use weiqi_sgf::record::{recorded_end, RecordedEnd};
/// use weiqi_engine::rules::Color;
/// assert_eq!(recorded_end("W+R"), Some(RecordedEnd::Resigned { winner: Color::White }));
/// assert_eq!(recorded_end("b+time"), Some(RecordedEnd::TimeOut { winner: Color::Black }));
/// assert_eq!(recorded_end("B+3.5"), None);
/// assert_eq!(recorded_end("?"), None);
/// ```
pub fn recorded_end(result: &str) -> Option<RecordedEnd> {
    let result = result.trim();
    let (who, how) = result.split_once('+')?;
    let winner = match who.trim() {
        "B" | "b" => Color::Black,
        "W" | "w" => Color::White,
        _ => return None,
    };
    match how.trim().to_ascii_lowercase().as_str() {
        "r" | "resign" => Some(RecordedEnd::Resigned { winner }),
        "t" | "time" => Some(RecordedEnd::TimeOut { winner }),
        _ => None,
    }
}

fn points_property(ident: &str, points: &[Point]) -> Option<Property> {
    let values = points
        .iter()
        .map(|p| PropValue::from_raw(&p.to_sgf()))
        .collect::<Result<Vec<_>, _>>()
        .ok()?;
    Property::new(ident, values).ok()
}

/// Writes the stones of `dead` (on `board`, the final position) into the last node of the
/// main line as `TB` (dead White stones) and `TW` (dead Black stones).
///
/// # Examples
/// ```
/// use weiqi_sgf::record::{dead_stones_of, write_dead_stones};
/// use weiqi_engine::rules::{Board, DeadStones, Point};
/// use weiqi_sgf::GameRecord;
/// let mut record = GameRecord::parse("(;SZ[5];B[cc];W[aa];B[];W[])").unwrap();
/// let board = Board::from_ascii("O....\n.....\n..X..\n.....\n.....").unwrap();
/// let dead = DeadStones::from_points([Point::parse_gtp("A5", board.size()).unwrap()]);
/// write_dead_stones(&mut record, &board, &dead);
/// assert!(record.to_sgf().contains("TB[aa]"));
/// let again = GameRecord::parse(&record.to_sgf()).unwrap();
/// assert_eq!(dead_stones_of(&again, &board), dead);
/// ```
pub fn write_dead_stones(record: &mut GameRecord, board: &Board, dead: &DeadStones) {
    let of = |color: Color| -> Vec<Point> { dead.iter().filter(|&p| board.get(p) == Some(color)).collect() };
    let (white, black) = (of(Color::White), of(Color::Black));
    let Some(last) = record.tree.main_line().last() else { return };
    let Some(node) = record.tree.get_mut(last) else { return };
    node.extra.retain(|p| p.ident() != "TB" && p.ident() != "TW");
    for (ident, points) in [("TB", white), ("TW", black)] {
        if !points.is_empty() {
            if let Some(property) = points_property(ident, &points) {
                node.extra.push(property);
            }
        }
    }
}

/// The stones a record marks dead at its end: the White stones inside `TB` and the Black
/// stones inside `TW` of the main line's last node (empty points and live stones in those
/// territories are left alone). `board` is the final position.
pub fn dead_stones_of(record: &GameRecord, board: &Board) -> DeadStones {
    let Some(last) = record.main_line().last() else { return DeadStones::default() };
    let size = board.size();
    let mut dead = Vec::new();
    for property in &last.extra {
        let owner_of_dead = match property.ident() {
            "TB" => Color::White,
            "TW" => Color::Black,
            _ => continue,
        };
        for value in property.values() {
            // A point, or a compressed rectangle "aa:cc".
            let (from, to) = match value.split_compose() {
                Some((a, b)) => (a.raw().to_owned(), b.raw().to_owned()),
                None => (value.raw().to_owned(), value.raw().to_owned()),
            };
            let (Ok(from), Ok(to)) = (Point::parse_sgf(&from, size), Point::parse_sgf(&to, size)) else { continue };
            for col in from.col().min(to.col())..=from.col().max(to.col()) {
                for row in from.row().min(to.row())..=from.row().max(to.row()) {
                    if let Some(p) = Point::new(col, row) {
                        if board.get(p) == Some(owner_of_dead) {
                            dead.push(p);
                        }
                    }
                }
            }
        }
    }
    DeadStones::from_points(dead)
}
