//! The learner's other answers: points clicked (liberties, forbidden points, dead stones…),
//! a number typed, a choice picked; each checked by the engine, each miss explained.

use crate::board_view::Highlight;
use crate::decimal::parse_decimal;
use crate::lessons::format::{CountKind, NumberTask, PointKind, Step, Task};
use crate::lessons::judge;
use crate::lessons::setup::parse_point;
use crate::lessons::note::{self, Counted, Note};
use crate::rules::{count_area, DeadStones, Point, Quarters};

use super::{miss, say, solve, Phase, StepState, Tone};

pub(super) fn on_point(s: &mut StepState, p: Point) {
    let Task::Points(task) = s.step.task.clone() else { return };
    let answer = match judge::answer_points(&s.step, &s.game) {
        Ok(a) => a,
        Err(e) => {
            s.error = Some(e);
            return;
        }
    };
    let size = s.game.size();
    let board = s.game.board().clone();
    if s.found.contains(&p) {
        // A stone marked with its group by a tap on another of its stones is named so.
        let with_group = board.group(p).filter(|g| g.stones.len() > 1).map(|_| Note::MarkedWithItsGroup { at: p.to_gtp(size) });
        say(s, Tone::Info, vec![with_group.unwrap_or(Note::AlreadyMarked)]);
        return;
    }
    if answer.contains(&p) {
        let newly: Vec<Point> = match task.find {
            PointKind::Dead => board.group(p).map(|g| g.stones).unwrap_or_else(|| vec![p]),
            _ => vec![p],
        };
        let stones = newly.len();
        for q in newly {
            if !s.found.contains(&q) {
                s.found.push(q);
            }
        }
        s.marks.clear();
        let left = answer.iter().filter(|q| !s.found.contains(q)).count();
        let at = p.to_gtp(size);
        let found = if stones > 1 { Note::FoundGroup { at, stones, left } } else { Note::Found { at, left } };
        if left == 0 {
            solve(s, vec![found]);
        } else {
            say(s, Tone::Info, vec![found]);
        }
        return;
    }
    let listed = task
        .wrong
        .iter()
        .find(|w| parse_point(&w.at, size).is_ok_and(|q| q == p))
        .and_then(|w| note::file(&w.why));
    let mut marks = vec![(p, Highlight::Problem)];
    let at = p.to_gtp(size);
    let engine = match task.find {
        PointKind::Liberties => {
            let group = judge::target(task.target.as_ref(), &board).ok().and_then(|t| board.group(t));
            let touches_diagonally = group.as_ref().is_some_and(|g| {
                g.stones.iter().any(|st| {
                    (st.col() as i16 - p.col() as i16).abs() == 1 && (st.row() as i16 - p.row() as i16).abs() == 1
                })
            });
            let stones = group.as_ref().map_or(1, |g| g.stones.len());
            if board.get(p).is_some() {
                Note::NotEmpty { at, find: task.find }
            } else if touches_diagonally {
                Note::Diagonal { at, stones }
            } else {
                Note::NotTouching { at, stones }
            }
        }
        PointKind::Forbidden => {
            if board.get(p).is_some() {
                Note::NotEmpty { at, find: task.find }
            } else {
                let a = s.game.analyze(p);
                Note::AllowedHere { color: a.color, at, stones: a.group.len().max(1), liberties: a.liberties.len(), captures: !a.captures.is_empty() }
            }
        }
        PointKind::Dead => match board.group(p) {
            Some(g) => {
                marks.extend(g.stones.iter().map(|&q| (q, Highlight::Problem)));
                // The stones asked for are all of one colour, and this group is of the
                // other: that is the one thing to say.
                let wanted: Vec<_> = answer.iter().filter_map(|&q| board.get(q)).collect();
                match wanted.first() {
                    Some(&c) if c != g.color && wanted.iter().all(|&w| w == c) => Note::OtherColor { at, color: g.color, wanted: c },
                    _ => Note::NotDead,
                }
            }
            None => Note::NoStoneHere,
        },
        PointKind::Shared => {
            let dead = judge::dead_stones(&s.step, &board).unwrap_or_default();
            let count = crate::rules::count_area(&board, &dead);
            match count.owner_at(p).color() {
                Some(c) if board.get(p).is_none() => Note::OwnedBy { color: c, at },
                Some(_) => Note::NotEmpty { at, find: task.find },
                None if board.get(p).is_none() => Note::TouchesNotBoth { at },
                None => Note::NotThisPoint,
            }
        }
        PointKind::Stars => Note::NotAStar { at },
        PointKind::Listed => Note::NotThisPoint,
    };
    let other = task.other.as_deref().and_then(note::file);
    let notes = match (listed, engine) {
        (Some(why), _) => vec![why],
        // A point of the wrong sort (a stone where empty points are asked for, an empty point
        // where stones are): that is the one thing to say; the file's other reason speaks of
        // the points of the right sort.
        (None, engine @ (Note::NotEmpty { .. } | Note::NoStoneHere | Note::OtherColor { .. })) => vec![engine],
        // A living group: the file's own words for it when it has them, else the engine's.
        (None, Note::NotDead) => vec![other.unwrap_or(Note::NotDead)],
        (None, engine) => [engine].into_iter().chain(other).collect(),
    };
    miss(s, notes, marks);
}

pub(super) fn on_number(s: &mut StepState, text: &str) {
    let Task::Number(task) = s.step.task.clone() else { return };
    let Some(given) = judge::parse_number(text) else {
        s.marks.clear();
        let a_number = parse_decimal(crate::decimal::ascii_digits(text).trim()).is_some();
        // A question whose answer is whole (minutes of a clock) is not told of halves and
        // quarters.
        let whole = judge::answer_number(&s.step, &s.game).is_ok_and(|a| a.0 % 4 == 0);
        let note = match (a_number, whole) {
            (false, _) => Note::NotANumber,
            (true, true) => Note::NotWhole,
            (true, false) => Note::NotAQuarter,
        };
        say(s, Tone::Info, vec![note]);
        return;
    };
    let answer = match judge::answer_number(&s.step, &s.game) {
        Ok(a) => a,
        Err(e) => {
            s.error = Some(e);
            return;
        }
    };
    if given == answer {
        solve(s, Vec::new());
        return;
    }
    let listed = task
        .wrong
        .iter()
        .find(|w| judge::quarters_of(w.answer) == Some(given))
        .and_then(|w| note::file(&w.why));
    let reason = listed
        .or_else(|| engine_reason(s, &task, given))
        .or_else(|| task.other.as_deref().and_then(note::file))
        .unwrap_or_else(|| default_reason(s, task.count));
    // On the board: the group the question is about.
    let marks = task
        .target
        .as_ref()
        .and_then(|t| judge::target(Some(t), s.game.board()).ok())
        .and_then(|t| s.game.board().group(t))
        .map(|g| g.stones.iter().map(|&q| (q, Highlight::Problem)).collect())
        .unwrap_or_default();
    let counted = counted(&s.step, &task);
    miss(s, vec![Note::NotThatNumber { given, counted }, reason], marks);
}

/// What `task` counts: from the kind of count, and for a number the file gives, from the
/// step's idea (a clock step asks for minutes).
fn counted(step: &Step, task: &NumberTask) -> Counted {
    match task.count {
        CountKind::Liberties => Counted::Liberties,
        CountKind::Group | CountKind::Stones => Counted::Stones,
        CountKind::Area => task.color.map_or(Counted::Number, |c| Counted::Count(c.color())),
        CountKind::Points => Counted::Points,
        CountKind::Given if step.idea.as_deref() == Some(CLOCK_IDEA) => Counted::Minutes,
        CountKind::Given => Counted::Number,
    }
}

/// The idea of the steps about a game clock, whose numbers are minutes.
const CLOCK_IDEA: &str = "clock";

/// A reason the engine can see for a wrong number: no liberties at all, or a count that
/// took the dead stones as alive.
fn engine_reason(s: &StepState, task: &NumberTask, given: Quarters) -> Option<Note> {
    match task.count {
        CountKind::Liberties if given == Quarters(0) => Some(Note::ZeroLiberties),
        CountKind::Area => {
            let color = task.color?.color();
            let board = s.game.board();
            let dead = judge::dead_stones(&s.step, board).ok()?;
            let as_if_alive = count_area(board, &DeadStones::default()).total(color);
            (!dead.is_empty() && given == as_if_alive).then_some(Note::CountedDeadAsAlive)
        }
        _ => None,
    }
}

/// The reason for a wrong number the file and the engine say nothing about (an area count
/// speaks of shared points only where the board has some).
fn default_reason(s: &StepState, count: CountKind) -> Note {
    match count {
        CountKind::Liberties | CountKind::Group | CountKind::Stones | CountKind::Points => Note::CountAgain,
        CountKind::Area => {
            let board = s.game.board();
            let shared = judge::dead_stones(&s.step, board).is_ok_and(|dead| {
                let count = count_area(board, &dead);
                board.size().points().any(|p| count.owner_at(p) == crate::rules::Owner::Shared)
            });
            Note::CountAreaAgain { shared }
        }
        CountKind::Given => Note::GivenAgain,
    }
}

pub(super) fn on_choice(s: &mut StepState, i: usize) {
    let Task::Choice(task) = s.step.task.clone() else { return };
    let Some(choice) = task.choices.get(i) else { return };
    let right = match judge::correct_choice(&s.step, &s.game) {
        Ok(r) => r,
        Err(e) => {
            s.error = Some(e);
            return;
        }
    };
    s.chosen = Some(i);
    if i == right {
        s.phase = Phase::Solved;
        s.marks.clear();
        // One reply: the chosen answer's own reason when it has one (it says why this answer
        // is right), else the step's closing words.
        let notes = note::file(&choice.why).or_else(|| s.step.right.as_deref().and_then(note::file)).into_iter().collect();
        say(s, Tone::Right, notes);
    } else {
        let marks = task
            .at
            .as_ref()
            .and_then(|a| parse_point(a, s.game.size()).ok())
            .map(|p| vec![(p, Highlight::Problem)])
            .unwrap_or_default();
        miss(s, note::file(&choice.why).into_iter().collect(), marks);
    }
}
