//! The fight a move problem is about, and how far the reader looks: what the attempt uses to
//! answer a wrong move, and what the content check ([`crate::content_check::prove`]) uses to
//! prove every problem.

use crate::lessons::format::{Step, Task};
use crate::lessons::setup::parse_point;
use crate::rules::{Color, Game, Move};

use crate::reading::{candidate_moves, solve_after, Fight, Limits, Verdict};

/// The fight a move problem is about: its `target`, attacked by the learner when it is the
/// opponent's stone, defended by the learner when it is their own.
pub fn fight(step: &Step, game: &Game) -> Option<Fight> {
    let task = match &step.task {
        Task::Capture(t) | Task::Save(t) | Task::Play(t) => t,
        _ => return None,
    };
    let target = parse_point(task.target.as_ref()?, game.size()).ok()?;
    let stone = game.board().get(target)?;
    let learner = game.to_move();
    Some(Fight { target, attacker: if stone == learner { !learner } else { learner } })
}

/// Whether `verdict` is a win for `side` in `fight`.
pub fn wins(fight: Fight, side: Color, verdict: Verdict) -> Option<bool> {
    match verdict {
        Verdict::Unknown => None,
        Verdict::Captured => Some(side == fight.attacker),
        Verdict::Survives => Some(side != fight.attacker),
    }
}

/// The least the proof reads, enough for a ladder across a 9×9 board.
pub const MIN_DEPTH: u32 = 14;

/// How far the proof reads: the longest line and six moves more, at least [`MIN_DEPTH`]. A
/// capture without lines asks for a capture at once, so it reads one move.
pub fn limits_for(step: &Step) -> Limits {
    let (longest, at_once) = match &step.task {
        Task::Capture(t) => (t.lines.iter().map(|l| l.split_whitespace().count()).max().unwrap_or(0), t.lines.is_empty()),
        Task::Save(t) | Task::Play(t) => (t.lines.iter().map(|l| l.split_whitespace().count()).max().unwrap_or(0), false),
        _ => (0, false),
    };
    let depth = if at_once { 1 } else { (longest as u32 + 6).clamp(MIN_DEPTH, 30) };
    Limits { depth, nodes: 3_000_000 }
}

/// The limits for reading refused moves: as deep as the answer is read, so that a refused
/// move that would win in the end (a ladder that works after all) is caught.
pub fn refute_limits(limits: Limits) -> Limits {
    limits
}

/// The fewest moves (of both sides, after `mv`) in which the attacker surely captures.
pub fn capture_depth(game: &Game, mv: Move, fight: Fight, limits: Limits) -> Option<u32> {
    (0..=limits.depth).find(|&depth| solve_after(game, mv, fight, Limits { depth, ..limits }) == Verdict::Captured)
}

/// A principal line from `game` for the lab: the attacker's quickest capture against the
/// defender's longest resistance; at most `max` moves.
pub fn principal_line(game: &Game, fight: Fight, limits: Limits, max: usize) -> Vec<Move> {
    let mut g = game.clone();
    let mut line = Vec::new();
    while line.len() < max {
        let moves = candidate_moves(&g, fight);
        if moves.is_empty() {
            break;
        }
        let pick = if g.to_move() == fight.attacker {
            (1..=limits.depth).find_map(|depth| {
                moves.iter().copied().find(|&m| solve_after(&g, m, fight, Limits { depth, ..limits }) == Verdict::Captured)
            })
        } else {
            let mut best: Option<(u32, Move)> = None;
            for m in moves {
                let d = capture_depth(&g, m, fight, limits).unwrap_or(u32::MAX);
                if best.is_none_or(|b| d > b.0) {
                    best = Some((d, m));
                }
                if d == u32::MAX {
                    break;
                }
            }
            best.map(|b| b.1)
        };
        let Some(m) = pick else { break };
        if g.play(m).is_err() {
            break;
        }
        line.push(m);
    }
    line
}
