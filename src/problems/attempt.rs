//! One problem being solved: the lesson player's state for the problem's step, plus what
//! practice adds on top of the lesson player. A wrong move that the problem file does not
//! name still gets its punishing answer, found by the reader and played on the board with a
//! sentence saying what it does; a move that wins too, only more slowly, is not counted as a
//! miss. The attempt also keeps what the learner's record needs: misses, hint, solution.
//!
//! Pure: the practice page sends [`Action`]s and draws `lessons::view::board_view(&state)`.

use std::rc::Rc;

use crate::board_view::Highlight;
use crate::lessons::format::{Step, Task};
use crate::lessons::player::{reduce, Action, Feedback, Phase, StepState, Tone};
use crate::rules::{Color, Game, Move};

use super::prove::{fight, wins};
use super::benson::unconditionally_alive;
use super::solve::{best_move, is_shut_in, solve, Fight, Limits};

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

/// The learner-facing sentences of this module.
pub struct AttemptText {
    pub also_works: &'static str,
    pub escapes: &'static str,
    pub lives: &'static str,
    pub captured: &'static str,
    pub cannot_live: &'static str,
    pub cannot_escape: &'static str,
}

pub const TEXT: AttemptText = AttemptText {
    also_works: "That works too, but there is a more direct way. Try again.",
    escapes: "Now the stones have {n} liberties.",
    lives: "Now the group has two eyes and lives.",
    captured: "Your stones are captured.",
    cannot_live: "Now your group cannot make two eyes.",
    cannot_escape: "Now your stones cannot get away.",
};

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
            punish(s, before.misses, f);
        }
    }
    next
}

/// Answers the learner's wrong move in `s` with the reader's best reply, or, if the move
/// wins after all (just not the way the problem asks), takes it back without a miss.
fn punish(s: &mut StepState, misses_before: u32, f: Fight) {
    let learner = s.learner;
    match best_move(&s.game, f, Limits::APP) {
        Some(reply) => {
            if s.game.play(reply).is_err() {
                return;
            }
            let size = s.game.size();
            let opponent = !learner;
            let mut text = s.feedback.as_ref().map(|fb| fb.text.clone()).unwrap_or_default();
            let said = match reply {
                Move::Play(p) => format!("{opponent} answers at {}.", p.to_gtp(size)),
                Move::Pass => format!("{opponent} passes."),
            };
            // Do not repeat a sentence the player already said about the answer.
            if !text.contains(&said) {
                text = join(&text, &said);
            }
            text = join(&text, &consequence(&s.game, f, learner));
            if let Move::Play(p) = reply {
                s.marks.push((p, Highlight::Hint));
            }
            s.feedback = Some(Feedback { tone: Tone::Wrong, text });
        }
        None => {
            // No answer refutes it: if the reader sees the learner winning, it is a slower
            // way, not a mistake.
            let verdict = solve(&s.game, f, Limits::APP);
            if wins(f, learner, verdict) == Some(true) {
                s.game = s.game.replayed(s.good);
                s.phase = Phase::Trying;
                s.misses = misses_before;
                s.hint = misses_before >= 2;
                s.marks.clear();
                s.feedback = Some(Feedback { tone: Tone::Info, text: TEXT.also_works.to_string() });
            }
        }
    }
}

/// What the answer did, in one sentence.
fn consequence(game: &Game, f: Fight, learner: Color) -> String {
    let board = game.board();
    let target_alive = board.get(f.target).is_some_and(|c| c != f.attacker);
    if learner == f.attacker {
        if !target_alive {
            return String::new();
        }
        if unconditionally_alive(board, f.target) {
            return TEXT.lives.to_string();
        }
        let libs = board.liberty_count(f.target);
        if libs >= 3 {
            return TEXT.escapes.replace("{n}", &libs.to_string());
        }
        String::new()
    } else if !target_alive {
        TEXT.captured.to_string()
    } else if is_shut_in(game.board(), f.target) {
        TEXT.cannot_live.to_string()
    } else {
        TEXT.cannot_escape.to_string()
    }
}

fn join(a: &str, b: &str) -> String {
    match (a.trim().is_empty(), b.trim().is_empty()) {
        (true, _) => b.to_string(),
        (_, true) => a.to_string(),
        _ => format!("{a} {b}"),
    }
}
