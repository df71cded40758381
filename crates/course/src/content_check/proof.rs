//! The proof behind every move problem: at the start, every legal move is played through
//! the lesson player and read out by the reader ([`crate::reading`]); the player must
//! accept exactly the moves that win and refuse the moves that fail (a refused move may only
//! win as a clearly slower way to capture). Along each correct line, each of the learner's
//! moves must win. Each named wrong move with an answer must fail after that answer. The
//! content test runs this on every problem.

use std::rc::Rc;

use crate::lessons::format::{Step, Task};
use crate::lessons::player::{reduce, Action, Phase, StepState};
use crate::lessons::setup::{parse_move, parse_moves};
use crate::problems::fight::{capture_depth, fight, limits_for, refute_limits, wins};
use crate::reading::{candidate_moves, solve, solve_after};
use crate::rules::{Game, Move};

fn action(mv: Move) -> Action {
    match mv {
        Move::Play(p) => Action::Click(p),
        Move::Pass => Action::Pass,
    }
}

fn name(mv: Move, game: &Game) -> String {
    match mv {
        Move::Play(p) => p.to_gtp(game.size()),
        Move::Pass => "pass".to_string(),
    }
}

/// What is wrong with a move problem's answers, as sentences; empty when everything is
/// proven (and for steps that are not move problems with a target).
pub fn prove(step: &Step) -> Vec<String> {
    let fresh = StepState::new(Rc::new(step.clone()));
    let Some(fight) = fight(step, &fresh.game) else { return Vec::new() };
    let (Task::Capture(task) | Task::Save(task) | Task::Play(task)) = &step.task else { return Vec::new() };
    let limits = limits_for(step);
    let refute = refute_limits(limits);
    let learner = fresh.learner;
    let size = fresh.game.size();
    let mut errors = Vec::new();

    // Every point where the learner moves along a line.
    let lines: Vec<Vec<Move>> = task.lines.iter().filter_map(|l| parse_moves(l, size).ok()).collect();
    let mut prefixes: Vec<Vec<Move>> = vec![Vec::new()];
    for line in &lines {
        for k in (2..line.len()).step_by(2) {
            if !prefixes.iter().any(|p| p[..] == line[..k]) {
                prefixes.push(line[..k].to_vec());
            }
        }
    }
    for prefix in &prefixes {
        let mut s = fresh.clone();
        for mv in prefix.iter().step_by(2) {
            s = reduce(&s, action(*mv));
        }
        if s.moves_so_far() != *prefix || s.solved() {
            errors.push(format!("the line through {prefix:?} cannot be replayed"));
            continue;
        }
        let at = if prefix.is_empty() {
            "at the start".to_string()
        } else {
            format!("after {}", prefix.iter().map(|m| name(*m, &s.game)).collect::<Vec<_>>().join(" "))
        };
        // Further along a line, the line's own move must win; alternatives there are the
        // app's business (it reads them out when the learner plays one).
        if !prefix.is_empty() {
            for line in lines.iter().filter(|l| l.len() > prefix.len() && l.starts_with(prefix)) {
                let mv = line[prefix.len()];
                if wins(fight, learner, solve_after(&s.game, mv, fight, limits)) != Some(true) {
                    errors.push(format!("{at}, {}: the line's move does not win", name(mv, &s.game)));
                }
            }
            continue;
        }
        // At the start, every legal move; a move away from the fight (outside the reader's
        // own region) is read as a pass: it cannot change what happens there.
        let pass_verdict = solve_after(&s.game, Move::Pass, fight, refute);
        let near = candidate_moves(&s.game, fight);
        let mut judged = Vec::new();
        for mv in size.points().filter(|&p| s.game.is_legal(p)).map(Move::Play).chain([Move::Pass]) {
            let t = reduce(&s, action(mv));
            let accepted = t.phase != Phase::Wrong && t.misses == s.misses;
            let verdict = if accepted {
                solve_after(&s.game, mv, fight, limits)
            } else if mv == Move::Pass || !near.contains(&mv) {
                pass_verdict
            } else {
                solve_after(&s.game, mv, fight, refute)
            };
            match wins(fight, learner, verdict) {
                None => errors.push(format!("{at}, {}: the reader cannot decide within {limits:?}", name(mv, &s.game))),
                Some(false) if accepted => {
                    errors.push(format!("{at}, {}: the player calls it right but it fails", name(mv, &s.game)))
                }
                Some(w) => judged.push((mv, accepted, w)),
            }
        }
        // A refused move that wins too. For the defender that is a second answer, which the
        // player must accept. For the attacker it must be clearly slower than the answer:
        // more than one move more for each side, or any slower at all when the group is
        // lost anyway (passing would capture it too).
        let pass_wins = judged.iter().any(|j| j.0 == Move::Pass && j.2);
        if learner != fight.attacker && pass_wins {
            errors.push(format!("{at}: the group is safe even if the learner passes, so there is nothing to solve"));
            continue;
        }
        let refused_wins: Vec<Move> =
            judged.iter().filter(|j| !j.1 && j.2 && j.0 != Move::Pass && near.contains(&j.0)).map(|j| j.0).collect();
        if refused_wins.is_empty() {
            continue;
        }
        if learner != fight.attacker {
            for mv in refused_wins {
                errors.push(format!("{at}, {}: the player calls it wrong but it saves the group too", name(mv, &s.game)));
            }
            continue;
        }
        let fastest = judged
            .iter()
            .filter(|j| j.1)
            .filter_map(|j| capture_depth(&s.game, j.0, fight, refute))
            .min()
            .unwrap_or(0);
        let slack = if pass_wins { 0 } else { 2 };
        for mv in refused_wins {
            if capture_depth(&s.game, mv, fight, refute).is_some_and(|d| d <= fastest + slack) {
                errors.push(format!(
                    "{at}, {}: the player calls it wrong but it captures about as fast as the answer",
                    name(mv, &s.game)
                ));
            }
        }
    }

    // A named wrong move with an answer: after the answer the learner cannot win.
    for w in &task.wrong {
        let (Ok(mv), Some(reply)) = (parse_move(&w.at, size), w.reply.as_deref()) else { continue };
        let mut g = fresh.game.clone();
        let replied = g.play(mv).is_ok()
            && parse_moves(reply, size).is_ok_and(|r| r.into_iter().all(|m| g.play(m).is_ok()));
        if !replied {
            errors.push(format!("the wrong move {} and its answer {reply} cannot be played", w.at));
            continue;
        }
        // Whoever moves next, the learner must not win from here.
        let verdict = solve(&g, fight, refute);
        if wins(fight, learner, verdict) != Some(false) {
            errors.push(format!("after the wrong move {} and the answer {reply}, the learner still wins ({verdict:?})", w.at));
        }
    }
    errors
}
