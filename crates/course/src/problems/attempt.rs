//! One problem being solved: the lesson player's state for the problem's step, plus what
//! practice adds on top of the lesson player. A wrong move that the problem file does not
//! name still gets its punishing answer, found by the reader and played on the board with a
//! sentence saying what it does. A move the file does not name that still wins by force is
//! right: the reader answers it and the learner plays on (or, for a play task, it is done);
//! a move that wins only because the stones were lost anyway (passing would win too) is a
//! miss. The attempt also keeps what the learner's record needs: misses, hint, solution.
//!
//! Pure: the practice page sends [`Action`]s and draws `lessons::view::board_view(&state)`.

use std::rc::Rc;

use crate::board_view::Highlight;
use crate::lessons::format::{Step, Task};
use crate::lessons::player::{reduce, Action, Feedback, Phase, StepState, Tone};
use crate::lessons::note::Note;
use crate::lessons::setup::parse_point;
use crate::rules::{Color, Game, Move};

use super::fight::{fight, wins};
use crate::reading::benson::unconditionally_alive;
use crate::reading::{best_move, is_shut_in, longest_resistance, solve, solve_after, Fight, Limits, Verdict};

/// How a problem went, for the learner's record.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Outcome {
    /// Solved with no wrong answer, no hint and no solution shown.
    FirstTry,
    /// Solved after a wrong answer or a hint.
    Solved,
    /// Given up, or solved only by following the solution.
    Missed,
}

weiqi_engine::json_names!(Outcome { FirstTry = "FirstTry", Solved = "Solved", Missed = "Missed" });

/// A problem in progress.
#[derive(Clone, Debug)]
pub struct Attempt {
    /// The lesson player's state.
    pub state: StepState,
    /// The learner asked for the hint.
    pub hinted: bool,
}

impl Attempt {
    /// A fresh start on `step`.
    pub fn new(step: Rc<Step>) -> Attempt {
        Attempt { state: StepState::new(step), hinted: false }
    }

    /// How the problem went so far: `Some` once it is solved, `None` while it is open.
    pub fn outcome(&self) -> Option<Outcome> {
        if !self.state.solved() {
            return None;
        }
        Some(if self.state.shown {
            Outcome::Missed
        } else if self.state.misses == 0 && !self.hinted {
            Outcome::FirstTry
        } else {
            Outcome::Solved
        })
    }

    /// What leaving the problem now means for the record: its outcome if it is solved; a
    /// miss if the learner went wrong or looked at the solution; nothing if they only looked.
    pub fn outcome_on_leaving(&self) -> Option<Outcome> {
        self.outcome().or((self.state.misses > 0 || self.state.shown).then_some(Outcome::Missed))
    }
}

/// The attempt after `action`; `attempt` is not changed.
pub fn act(attempt: &Attempt, action: Action) -> Attempt {
    let before = &attempt.state;
    let mut next = Attempt { state: reduce(before, action.clone()), hinted: attempt.hinted };
    if matches!(action, Action::Hint) {
        next.hinted = true;
    }
    let is_move = matches!(action, Action::Click(_) | Action::Pass)
        && matches!(before.step.task, Task::Capture(_) | Task::Save(_) | Task::Play(_));
    let s = &mut next.state;
    // A wrong move the player let stand without an answer: the reader answers it.
    if is_move
        && s.phase == Phase::Wrong
        && s.misses == before.misses + 1
        && s.game.move_number() == before.game.move_number().max(before.good) + 1
        && s.game.to_move() != s.learner
    {
        if let Some(f) = fight(&s.step, &before.game) {
            // The file names wrong first moves: later, its names do not stand for the reader.
            let named = match (&action, &s.step.task) {
                (Action::Click(p), Task::Capture(t) | Task::Save(t) | Task::Play(t)) => {
                    before.good == before.base && t.wrong.iter().any(|w| parse_point(&w.at, s.game.size()).is_ok_and(|q| q == *p))
                }
                _ => false,
            };
            punish(s, before.misses, f, named);
        }
    } else if is_move && s.phase == Phase::Wrong && s.misses == before.misses + 1 && answered_without_reason(&action, s) {
        // A named wrong move whose file gives no reason (the generated problems): the player
        // played the file's answer, and the reader says what it did.
        if let Some(f) = fight(&s.step, &before.game) {
            let life = matches!(s.step.task, Task::Play(_));
            if let (Some(what), Some(feedback)) = (consequence(&s.game, f, s.learner, life), s.feedback.as_mut()) {
                feedback.notes.retain(|n| *n != Note::NotThisMove);
                feedback.notes.push(what);
            }
        }
    }
    next
}

/// Whether `action` played a wrong move the file names without a reason, and the file's
/// answer to it is on the board.
fn answered_without_reason(action: &Action, s: &StepState) -> bool {
    let (Action::Click(p), Task::Capture(t) | Task::Save(t) | Task::Play(t)) = (action, &s.step.task) else { return false };
    t.wrong.iter().any(|w| {
        w.why.trim().is_empty() && w.reply.is_some() && parse_point(&w.at, s.game.size()).is_ok_and(|q| q == *p)
    })
}

/// Answers the learner's wrong move in `s` with the reader's best reply. A move that wins
/// by force after all is right, with no miss: a capture goes on with the defender's most
/// stubborn answer, any other task is done. A move that wins only because passing would
/// win too stays a miss. A move the file names (`named`) that no answer refutes keeps the
/// file's reason: the file says why it is not the answer.
fn punish(s: &mut StepState, misses_before: u32, f: Fight, named: bool) {
    let learner = s.learner;
    match best_move(&s.game, f, Limits::APP) {
        Some(reply) => {
            let Ok(played) = s.game.play(reply).cloned() else { return };
            let size = s.game.size();
            let opponent = !learner;
            let mut notes = s.feedback.as_ref().map(|fb| fb.notes.clone()).unwrap_or_default();
            let at = match reply {
                Move::Play(p) => Some(p.to_gtp(size)),
                Move::Pass => None,
            };
            // Do not repeat what the player already said about the answer.
            let said = Note::Punished { color: opponent, at };
            if !notes.contains(&said) {
                notes.push(said);
            }
            if !played.captured.is_empty() {
                notes.push(Note::CapturesYours { color: opponent, stones: played.captured.len() });
            }
            // What the answer did is the reason: the general "not the move" goes.
            let life = matches!(s.step.task, Task::Play(_));
            if let Some(what) = consequence(&s.game, f, learner, life) {
                notes.retain(|n| *n != Note::NotThisMove);
                notes.push(what);
            }
            if let Move::Play(p) = reply {
                s.marks.push((p, Highlight::Hint));
            }
            s.feedback = Some(Feedback { tone: Tone::Wrong, notes });
        }
        None if named => {}
        None => {
            // No answer refutes it. If the reader sees the learner winning, the move is
            // right, unless the stones were lost anyway: then it did nothing for the task.
            let verdict = solve(&s.game, f, Limits::APP);
            if wins(f, learner, verdict) != Some(true) {
                return;
            }
            let before = s.game.replayed(s.good);
            // Later in the fight, a move on the stones' liberties that keeps the win finishes
            // the job, even where passing would win as well.
            let finishing = s.good > s.base
                && matches!(s.game.moves().last().map(|m| m.mv), Some(Move::Play(p)) if crate::lessons::judge::on_liberty(&s.game, f.target, p));
            if !finishing && wins(f, learner, solve_after(&before, Move::Pass, f, Limits::APP)) == Some(true) {
                // Passing leaves the target to a ko; a move that kills the stones around the
                // ko did not do "nothing": say what it did, and that the task is the ko.
                let note = if kills_without_the_ko(&before, &s.game, f) { Note::NoKoNeeded } else { Note::CaughtAnyway };
                s.feedback = Some(Feedback { tone: Tone::Wrong, notes: vec![note] });
                return;
            }
            s.misses = misses_before;
            s.hint = misses_before >= 2;
            s.marks.clear();
            match (&s.step.task, longest_resistance(&s.game, f)) {
                // A capture goes on until the stones are off the board.
                (Task::Capture(_), Some(reply)) if s.game.play(reply).is_ok() => {
                    s.good = s.game.move_number();
                    s.phase = Phase::Trying;
                    let at = match reply {
                        Move::Play(p) => Some(p.to_gtp(s.game.size())),
                        Move::Pass => None,
                    };
                    s.feedback = Some(Feedback { tone: Tone::Info, notes: vec![Note::Answered { color: !learner, at }] });
                }
                _ => {
                    s.good = s.game.move_number();
                    s.phase = Phase::Solved;
                    s.feedback = Some(Feedback { tone: Tone::Right, notes: vec![Note::AlsoWorks] });
                }
            }
        }
    }
}



/// Whether the target in `before` is a lone stone whose capture is a ko (the capturing
/// stone is left with one liberty), and the attacker's move (played in `after`) captures a
/// group of the defender next to that ko by force, which passing would not: the stones are
/// caught without the ko.
fn kills_without_the_ko(before: &Game, after: &Game, f: Fight) -> bool {
    let board = before.board();
    let Some(target) = board.group(f.target) else { return false };
    let [last] = target.liberties[..] else { return false };
    if target.stones.len() != 1 || before.to_move() != f.attacker {
        return false;
    }
    let mut taken = before.clone();
    let is_ko = taken.play(Move::Play(last)).is_ok_and(|m| m.captured.len() == 1)
        && taken.board().group(last).is_some_and(|g| g.stones.len() == 1 && g.liberties.len() == 1);
    if !is_ko {
        return false;
    }
    let mut passed = before.clone();
    if passed.play(Move::Pass).is_err() {
        return false;
    }
    last.neighbors(before.size()).filter(|&q| q != f.target && board.get(q) == Some(!f.attacker)).any(|q| {
        let around = Fight { target: q, attacker: f.attacker };
        solve(after, around, Limits::APP) == Verdict::Captured && solve(&passed, around, Limits::APP) == Verdict::Survives
    })
}

/// What the answer did, when there is something to say. `life`: the problem is about a
/// group's life (a play task), not a capture.
fn consequence(game: &Game, f: Fight, learner: Color, life: bool) -> Option<Note> {
    let board = game.board();
    let target_alive = board.get(f.target).is_some_and(|c| c != f.attacker);
    if learner == f.attacker {
        if !target_alive {
            return None;
        }
        if unconditionally_alive(board, f.target) {
            return Some(Note::Lives);
        }
        // Say only what the reader sees: the stones get away (or live), the learner to move.
        if solve(game, f, Limits::APP) != Verdict::Survives {
            return None;
        }
        let shut_in = is_shut_in(board, f.target);
        if life && shut_in {
            // Shut in, in a problem about life, liberties are not the point: the group lives.
            return Some(Note::CanLive { color: !f.attacker });
        }
        let libs = board.liberty_count(f.target);
        if libs >= 3 {
            Some(Note::Escapes { color: !f.attacker, liberties: libs })
        } else {
            // Few liberties, yet out in the open it gets away (a ladder that a stone breaks).
            (!shut_in).then_some(Note::GetsAway { color: !f.attacker })
        }
    } else if !target_alive {
        Some(Note::StonesCaptured)
    } else if is_shut_in(game.board(), f.target) {
        Some(Note::CannotLive)
    } else {
        Some(Note::CannotEscape)
    }
}
