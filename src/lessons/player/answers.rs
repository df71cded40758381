//! The learner's other answers: points clicked (liberties, forbidden points, dead stones…),
//! a number typed, a choice picked; each checked by the engine, each miss explained.

use crate::board_view::Highlight;
use crate::lessons::format::{CountKind, NumberTask, PointKind, Task};
use crate::lessons::judge;
use crate::lessons::setup::parse_point;
use crate::lessons::words::{self, TEXT};
use crate::rules::{count_area, DeadStones, Point, Quarters};

use super::{join, miss, say, solve, Phase, StepState, Tone};

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
        say(s, Tone::Info, TEXT.already_marked);
        return;
    }
    if answer.contains(&p) {
        let newly: Vec<Point> = match task.find {
            PointKind::Dead => board.group(p).map(|g| g.stones).unwrap_or_else(|| vec![p]),
            _ => vec![p],
        };
        for q in newly {
            if !s.found.contains(&q) {
                s.found.push(q);
            }
        }
        s.marks.clear();
        let left = answer.iter().filter(|q| !s.found.contains(q)).count();
        if left == 0 {
            solve(s, &words::found(p, size, 0));
        } else {
            say(s, Tone::Info, words::found(p, size, left));
        }
        return;
    }
    let listed = task
        .wrong
        .iter()
        .find(|w| parse_point(&w.at, size).is_ok_and(|q| q == p))
        .map(|w| w.why.clone());
    let mut marks = vec![(p, Highlight::Problem)];
    let engine = match task.find {
        PointKind::Liberties => {
            let group = judge::target(task.target.as_ref(), &board).ok().and_then(|t| board.group(t));
            let touches_diagonally = group.as_ref().is_some_and(|g| {
                g.stones.iter().any(|st| {
                    (st.col() as i16 - p.col() as i16).abs() == 1 && (st.row() as i16 - p.row() as i16).abs() == 1
                })
            });
            if board.get(p).is_some() {
                words::not_empty(p, size)
            } else if touches_diagonally {
                words::diagonal(p, size)
            } else {
                words::not_touching(p, size)
            }
        }
        PointKind::Forbidden => {
            if board.get(p).is_some() {
                words::not_empty(p, size)
            } else {
                let a = s.game.analyze(p);
                words::allowed_here(a.color, p, size, a.liberties.len(), a.captures.len())
            }
        }
        PointKind::Dead => match board.group(p) {
            Some(g) => {
                marks.extend(g.stones.iter().map(|&q| (q, Highlight::Problem)));
                TEXT.not_dead.to_string()
            }
            None => TEXT.no_stone_here.to_string(),
        },
        PointKind::Shared => {
            let dead = judge::dead_stones(&s.step, &board).unwrap_or_default();
            let count = crate::rules::count_area(&board, &dead);
            match count.owner_at(p).color() {
                Some(c) if board.get(p).is_none() => words::owned_by(c, p, size),
                Some(_) => words::not_empty(p, size),
                None => TEXT.not_this_point.to_string(),
            }
        }
        PointKind::Stars => words::not_a_star(p, size),
        PointKind::Listed => TEXT.not_this_point.to_string(),
    };
    let text = match listed {
        Some(why) => why,
        None => join(&[&engine, task.other.as_deref().unwrap_or("")]),
    };
    miss(s, text, marks);
}

pub(super) fn on_number(s: &mut StepState, text: &str) {
    let Task::Number(task) = s.step.task.clone() else { return };
    let Some(given) = judge::parse_number(text) else {
        s.marks.clear();
        let a_number = text.trim().replace(',', ".").parse::<f64>().is_ok_and(f64::is_finite);
        say(s, Tone::Info, if a_number { TEXT.not_a_quarter } else { TEXT.not_a_number });
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
        solve(s, "");
        return;
    }
    let listed = task
        .wrong
        .iter()
        .find(|w| judge::quarters_of(w.answer) == Some(given))
        .map(|w| w.why.clone());
    let reason = listed
        .or_else(|| engine_reason(s, &task, given))
        .or(task.other.clone())
        .unwrap_or_else(|| default_reason(task.count).to_string());
    // On the board: the group the question is about.
    let marks = task
        .target
        .as_ref()
        .and_then(|t| judge::target(Some(t), s.game.board()).ok())
        .and_then(|t| s.game.board().group(t))
        .map(|g| g.stones.iter().map(|&q| (q, Highlight::Problem)).collect())
        .unwrap_or_default();
    miss(s, join(&[&words::not_that_number(given), &reason]), marks);
}

/// A reason the engine can see for a wrong number: no liberties at all, or a count that
/// took the dead stones as alive.
fn engine_reason(s: &StepState, task: &NumberTask, given: Quarters) -> Option<String> {
    match task.count {
        CountKind::Liberties if given == Quarters(0) => Some(TEXT.zero_liberties.to_string()),
        CountKind::Area => {
            let color = task.color?.color();
            let board = s.game.board();
            let dead = judge::dead_stones(&s.step, board).ok()?;
            let as_if_alive = count_area(board, &DeadStones::default()).total(color);
            (!dead.is_empty() && given == as_if_alive).then(|| TEXT.counted_dead_as_alive.to_string())
        }
        _ => None,
    }
}

/// The reason for a wrong number the file and the engine say nothing about.
fn default_reason(count: CountKind) -> &'static str {
    match count {
        CountKind::Liberties | CountKind::Group | CountKind::Stones | CountKind::Points => TEXT.count_again,
        CountKind::Area => TEXT.count_area_again,
        CountKind::Given => TEXT.given_again,
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
        let text = join(&[&choice.why, s.step.right.as_deref().unwrap_or("")]);
        say(s, Tone::Right, text);
    } else {
        let marks = task
            .at
            .as_ref()
            .and_then(|a| parse_point(a, s.game.size()).ok())
            .map(|p| vec![(p, Highlight::Problem)])
            .unwrap_or_default();
        miss(s, choice.why.clone(), marks);
    }
}
