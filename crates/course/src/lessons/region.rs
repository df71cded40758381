//! The part of the board a step is about ([`Region`]): what a problem shows instead of the
//! whole board, as problem books and tsumego apps show a corner or a side, so that on a phone
//! its stones are big enough for a finger. Pure, tested natively with diagrams.
//!
//! The region holds everything the step shows or asks about, with a margin of a line
//! ([`crate::board_view::MARGIN`]): the stones, the marks and letters, the moves of its lines,
//! its named wrong moves and their answers, the points and the group a points or number
//! task asks about. A move task holds the room where its fight can go as well: the target
//! group's liberties and two lines around them ([`PLAY_ROOM`]), where the reader's answer to
//! a wrong move is played (it answers on the target's liberties or on those of the stones
//! next to it). Sides near the board's edge go to the edge, and a region that is nearly the
//! whole board is the whole board ([`Region::fitted`]).
//!
//! Tasks about the whole board keep it: counting the board's points or an area, who won, the
//! star points, shared points, shaded areas, and watching or playing a game.

use crate::board_view::Region;
use crate::rules::{Board, BoardSize, Move, Point};

use super::format::{Check, CountKind, PointKind, Step, Task};
use super::judge;
use super::setup::{self, parse_diagram, parse_moves, parse_point, place_marks};

/// Lines around the target group's liberties that a move task's region holds: the room of
/// the fight, where the learner's moves and the reader's answers go.
pub const PLAY_ROOM: u8 = 2;

/// Whether a page shows `step` cropped to its region: as the step says (`crop`), else as the
/// page does by default (the practice page crops, the lessons do not).
pub fn crops(step: &Step, by_default: bool) -> bool {
    step.crop.unwrap_or(by_default)
}

/// The part of the board `step` is about (see the module documentation); the whole board
/// when the step is about all of it or does not set up.
///
/// # Examples
/// ```
/// use weiqi_course::lessons::format::Step;
/// use weiqi_course::lessons::region::step_region;
/// let step: Step = toml::from_str(r#"
/// text = "Capture the white stone."
/// task = "capture"
/// target = "A1"
/// board = """
/// . . . . . . . . .
/// . . . . . . . . .
/// . . . . . . . . .
/// . . . . . . . . .
/// . . . . . . . . .
/// . . . . . . . . .
/// . . . . . . . . .
/// . . . . . . . . .
/// O X . . . . . . .
/// """
/// "#).unwrap();
/// let r = step_region(&step);
/// // The corner: rows 1–4 (the liberty A2 and two lines around it), columns A–F.
/// assert_eq!((r.left, r.top, r.right, r.bottom), (0, 5, 5, 8));
/// ```
pub fn step_region(step: &Step) -> Region {
    let Ok((game, letters)) = setup::start(step) else {
        let size = parse_diagram(&step.board).map_or(BoardSize::NINE, |(b, _)| b.size());
        return Region::whole(size);
    };
    let board = game.board();
    let size = board.size();
    let whole = Region::whole(size);
    if about_the_whole_board(step) {
        return whole;
    }
    let point = |text: &str| parse_point(text, size).ok();
    let moves = |text: &str| -> Vec<Point> {
        parse_moves(text, size)
            .unwrap_or_default()
            .into_iter()
            .filter_map(|m| match m {
                Move::Play(p) => Some(p),
                Move::Pass => None,
            })
            .collect()
    };

    // What must be seen: stones, marks, letters, and what the task names.
    let mut must: Vec<Point> = size.points().filter(|&p| board.get(p).is_some()).collect();
    if let Ok(marks) = place_marks(&step.marks, size) {
        must.extend(marks.markers.iter().map(|(p, _)| *p));
        must.extend(marks.labels.iter().map(|(p, _)| *p));
        must.extend(marks.dead);
    }
    must.extend(letters.iter().map(|(p, _)| *p));
    // Where the fight goes: around the target group's liberties.
    let mut room: Option<Region> = None;
    match &step.task {
        Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
            for line in &t.lines {
                must.extend(moves(line));
            }
            for w in &t.wrong {
                must.extend(point(&w.at));
                must.extend(w.reply.as_deref().map(moves).unwrap_or_default());
            }
            room = t.target.as_deref().and_then(point).and_then(|p| fight_room(board, p));
        }
        Task::Points(t) => {
            must.extend(judge::answer_points(step, &game).unwrap_or_default());
            must.extend(t.wrong.iter().filter_map(|w| point(&w.at)));
            if let Some(p) = t.target.as_deref().and_then(point) {
                must.extend(group_and_liberties(board, p));
            }
        }
        Task::Number(t) => {
            if let Some(p) = t.target.as_deref().and_then(point) {
                must.extend(group_and_liberties(board, p));
            }
        }
        Task::Choice(t) => must.extend(t.at.as_deref().and_then(point)),
        Task::Watch(_) | Task::Game(_) => return whole,
    }
    match (Region::bounding(must), room) {
        (Some(r), Some(room)) => r.grown(size, crate::board_view::MARGIN).union(room).fitted(size),
        (Some(r), None) => r.grown(size, crate::board_view::MARGIN).fitted(size),
        (None, Some(room)) => room.fitted(size),
        (None, None) => whole,
    }
}

/// Tasks that are about every point of the board.
fn about_the_whole_board(step: &Step) -> bool {
    step.marks.shade
        || match &step.task {
            Task::Number(t) => matches!(t.count, CountKind::Points | CountKind::Area),
            Task::Choice(t) => t.check == Check::Winner,
            Task::Points(t) => matches!(t.find, PointKind::Stars | PointKind::Shared),
            Task::Watch(_) | Task::Game(_) => true,
            Task::Play(_) | Task::Capture(_) | Task::Save(_) => false,
        }
}

/// The stones of the group on `p` and its liberties (nothing for an empty point).
fn group_and_liberties(board: &Board, p: Point) -> Vec<Point> {
    board.group(p).map(|g| g.stones.into_iter().chain(g.liberties).collect()).unwrap_or_default()
}

/// The room of the fight about the group on `target`: its liberties and [`PLAY_ROOM`] lines
/// around them (the group itself when it has none).
fn fight_room(board: &Board, target: Point) -> Option<Region> {
    let group = board.group(target)?;
    let around = if group.liberties.is_empty() { group.stones } else { group.liberties };
    Region::bounding(around).map(|r| r.grown(board.size(), PLAY_ROOM))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A step from its task's TOML lines and a diagram.
    fn step(task: &str, diagram: &str) -> Step {
        let text = format!("text = \"t\"\n{task}\nboard = \"\"\"\n{diagram}\n\"\"\"\n");
        toml::from_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"))
    }

    /// The region as its columns and rows named on the board: ("A", "E", "5", "1").
    fn named(r: Region, size: u8) -> (String, String, u8, u8) {
        let letter = |c: u8| Point::new(c, 0).unwrap().to_gtp(BoardSize::new(u32::from(size)).unwrap())[..1].to_string();
        (letter(r.left), letter(r.right), size - r.top, size - r.bottom)
    }

    #[test]
    fn a_corner_capture_shows_the_corner_with_room_for_the_fight() {
        let s = step(
            "task = \"capture\"\ntarget = \"B2\"\nlines = [\"C1\"]",
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             X X . . . . . . .
             O O X . . . . . .
             . . . . . . . . .",
        );
        // Stones A3–C2 and the line's C1 with a margin of a line, the liberties (A1, B1) and
        // two lines around them: columns A–D, rows 1–4, and two columns more (a region is
        // wider than tall); the left and bottom sides are the board's edge.
        let r = step_region(&s);
        assert_eq!(named(r, 9), ("A".into(), "F".into(), 4, 1));
        assert_eq!(r.edges(BoardSize::NINE), [true, false, false, true]);
    }

    #[test]
    fn a_side_fight_keeps_the_whole_width_near_both_corners_and_cuts_the_far_rows() {
        let s = step(
            "task = \"play\"\ntarget = \"E2\"\nlines = [\"D1\"]\nwrong = [{ at = \"F1\", why = \"w\", reply = \"D1\" }]",
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . X X X X X . .
             . . X O O O X . .
             . . X . . . X . .",
        );
        let r = step_region(&s);
        // Columns C–G and a margin are within two lines of both sides: the whole width; rows
        // 1–3 and a margin.
        assert_eq!(named(r, 9), ("A".into(), "J".into(), 4, 1));
    }

    #[test]
    fn stones_marks_lines_and_wrong_answers_are_all_inside() {
        let s = step(
            "task = \"capture\"\ntarget = \"G8\"\nlines = [\"H8 G7 H7\"]\nwrong = [{ at = \"F8\", why = \"w\", reply = \"H8\" }]\ntriangle = [\"F9\"]",
            ". . . . . . . . .
             . . . . . X O . .
             . . . . . . X . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .",
        );
        let r = step_region(&s);
        let size = BoardSize::NINE;
        for p in ["F8", "G8", "G7", "H8", "H7", "F9", "J9"] {
            assert!(r.contains(Point::parse_gtp(p, size).unwrap()), "{p} in {r:?}");
        }
        assert_eq!(named(r, 9), ("D".into(), "J".into(), 9, 6));
        assert!(!r.contains(Point::parse_gtp("C5", size).unwrap()));
    }

    #[test]
    fn a_fight_in_the_middle_of_a_seven_by_seven_board_is_the_whole_board() {
        let s = step(
            "task = \"capture\"\ntarget = \"D4\"",
            ". . . . . . .
             . . . . . . .
             . . . X . . .
             . . X O X . .
             . . . . . . .
             . . . . . . .
             . . . . . . .",
        );
        assert!(step_region(&s).is_whole(BoardSize::new(7).unwrap()));
    }

    #[test]
    fn a_seven_by_seven_side_shows_four_rows() {
        let s = step(
            "task = \"number\"\ncount = \"liberties\"\ntarget = \"C1\"\nquestion = \"q\"",
            ". . . . . . .
             . . . . . . .
             . . . . . . .
             . . . . . . .
             . . . . . . .
             . . X . . . .
             . . O O X . .",
        );
        // The group C1–D1, its liberties and a margin: rows 1–3, and a fourth for the
        // fewest lines shown; columns A–F, and G as it is next to the edge.
        let r = step_region(&s);
        assert_eq!(named(r, 7), ("A".into(), "G".into(), 4, 1));
    }

    #[test]
    fn tasks_about_the_whole_board_keep_it() {
        let corner = ". . . . . . .
                      . . . . . . .
                      . . . . . . .
                      . . . . . . .
                      . . . . . . .
                      X X . . . . .
                      . O . . . . .";
        let size = BoardSize::new(7).unwrap();
        for task in [
            "task = \"number\"\ncount = \"points\"\nquestion = \"q\"",
            "task = \"number\"\ncount = \"area\"\ncolor = \"black\"\nquestion = \"q\"",
            "task = \"points\"\nfind = \"stars\"",
            "task = \"choice\"\ncheck = \"winner\"\nquestion = \"q\"\nchoices = [{ text = \"a\", why = \"b\", means = \"black\" }]",
        ] {
            assert!(step_region(&step(task, corner)).is_whole(size), "{task}");
        }
        let mut shaded = step("task = \"number\"\ncount = \"stones\"\ncolor = \"black\"\nquestion = \"q\"", corner);
        assert!(!step_region(&shaded).is_whole(size), "counting stones in a corner crops");
        shaded.marks.shade = true;
        assert!(step_region(&shaded).is_whole(size), "shaded areas are the whole board");
    }

    #[test]
    fn forbidden_points_anywhere_are_shown() {
        let s = step(
            "task = \"points\"\nfind = \"forbidden\"",
            ". . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . X . . . . . . .
             X . X . . . . . .
             . X . . . . . . .",
        );
        let r = step_region(&s);
        assert_eq!(named(r, 9), ("A".into(), "F".into(), 4, 1));
        // A point White may not play far away makes the region grow to it.
        let s = step(
            "task = \"points\"\nfind = \"forbidden\"\nturn = \"white\"",
            ". . . . . . . X .
             . . . . . . X . X
             . . . . . . . X .
             . . . . . . . . .
             . . . . . . . . .
             . . . . . . . . .
             . X . . . . . . .
             X . X . . . . . .
             . X . . . . . . .",
        );
        assert!(step_region(&s).is_whole(BoardSize::NINE));
    }

    #[test]
    fn a_step_may_ask_for_the_crop_or_refuse_it() {
        let mut s = step("task = \"capture\"\ntarget = \"B2\"", "X X X . .\nX O X . .\n. X . . .\n. . . . .\n. . . . .");
        assert!(!crops(&s, false) && crops(&s, true));
        s.crop = Some(false);
        assert!(!crops(&s, true));
        s.crop = Some(true);
        assert!(crops(&s, false));
    }

    #[test]
    fn a_step_that_does_not_set_up_keeps_the_whole_board() {
        let s = step("task = \"capture\"\ntarget = \"A1\"", ". . .\n. . .\n. . ?");
        assert!(step_region(&s).is_whole(BoardSize::NINE));
    }
}
