//! GNU Go's second opinion on a move step (a practice problem, or a lesson step with a move
//! task): shared by `tests/problems_gnugo.rs` and `tests/lessons_gnugo.rs`.
//!
//! A step with a `target` (tasks `capture`, `save` and `play`) is a [`Case`]: its position
//! (the `board`, then the `before` moves) set up in GNU Go, and the first moves the learner
//! could play near the fight ([`Probe`]s): every first move of a line, and every legal
//! point within two steps of the target group or of its liberties. After the move GNU Go is
//! asked whether the goal holds, the other side moving first:
//!
//! - the learner attacks (capture, kill): the target is gone, or it cannot be defended
//!   (`defend` answers 0);
//! - the learner defends (save, live): it cannot be attacked (`attack` answers 0).
//!
//! `capture` and `save` steps, and `play` steps out in the open (ladders, nets, chases),
//! use GNU Go's tactical reading of the target string (`attack`/`defend`). `play` steps
//! where the target group is shut in (life and death, seki, false eyes: fewer than 16 empty
//! points reachable from its liberties, the reader's own test for open space) use GNU Go's
//! life-and-death reading of the dragon (`owl_attack`/`owl_defend`).
//!
//! GNU Go's reading has horizons of its own, so each answer is checked one move further
//! ([`checks`]): when it names the other side's saving (or killing) move, that move is
//! played and GNU Go must then agree that it worked; when it says the other side has none,
//! each of the other side's likely replies (the target's liberties and captures next to it;
//! for owl, every point of the shut-in space) is played and GNU Go must agree that it
//! fails. An answer that does not hold one move later is [`Theirs::Contradicts`]; ko
//! answers (codes 2 and 3) are [`Theirs::Ko`], owl's partial answers (4 and 5)
//! [`Theirs::Partial`]. The tests list those, and do not count them.
//!
//! GNU Go gets two batches of commands ([`ask`]; GTP answers in order): the questions, then
//! the checks one move further. Each case's commands start from an empty board, so each is
//! a question of its own for [`super::verdicts`], which keeps GNU Go's answers.
//!
//! Here: the cases and what is asked about them; the board helpers are in [`boards`], the
//! batches and the verdicts in [`batches`].

#![allow(dead_code)]

use std::rc::Rc;

use super::gnugo::Answer;
use weiqi::lessons::format::{Step, Task};
use weiqi::lessons::player::{reduce, Action, Phase, StepState};
use weiqi::problems::fight::fight;
use weiqi::reading::Fight;
use weiqi::rules::{BoardSize, Color, Game, Move, Point};

/// How GNU Go is asked about the target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// `attack` / `defend`: can the string be captured?
    Tactical,
    /// `owl_attack` / `owl_defend`: can the dragon be killed?
    Owl,
}

/// What the app does with a first move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ours {
    /// It starts a correct line, or reaches the goal at once.
    Accepted,
    /// Refused by the lesson player, but the practice page's reader sees it win by force
    /// (no miss: "that works too", or White answers and the learner plays on).
    AlsoWorks,
    /// Refused, and the practice page says why: the stones were lost anyway, passing would
    /// win as well, so the move did nothing for the task (a miss GNU Go cannot see).
    LostAnyway,
    /// Refused: a miss.
    Refused,
}

/// GNU Go's verdict on the goal after the learner's move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Theirs {
    Works,
    Fails,
    /// Only through a ko (GTP code 2 or 3), now or one move later.
    Ko(String),
    /// Owl's gain or loss (GTP code 4 or 5).
    Partial(String),
    /// The answer does not hold one move later.
    Contradicts(String),
    /// GNU Go did not answer as expected.
    Error(String),
}

/// One GTP reading answer: its code and the move it names.
pub fn code(answer: &Answer) -> Result<(u8, Option<String>), String> {
    match answer {
        Err(e) => Err(format!("? {e}")),
        Ok(text) => {
            let mut words = text.split_whitespace();
            let code = words.next().and_then(|c| c.parse().ok()).ok_or_else(|| format!("= {text}"))?;
            Ok((code, words.next().map(str::to_string)))
        }
    }
}

/// A question one move further: after the learner's move and `reply` by the other side.
pub struct Check {
    pub reply: String,
    /// Index of the answer to the question (in the second batch), or `None` when the reply
    /// took the target off the board.
    pub answer: Option<usize>,
}

/// One first move to try.
pub struct Probe {
    pub at: Point,
    /// What the lesson player does with it (the tests may refine `Refused`).
    pub ours: Ours,
    /// The move takes the target off the board at once (no question to ask).
    pub takes_target: bool,
    /// Index of the answer to `play` (the question's answer follows it), first batch.
    pub play_answer: usize,
    pub checks: Vec<Check>,
}

/// One move step with a target.
pub struct Case {
    /// The set or lesson id.
    pub source: &'static str,
    /// The problem or step number, from 1.
    pub number: usize,
    /// How the test names it: "01-atari problem 5", "03-capture step 2".
    pub label: String,
    pub step: &'static Step,
    pub state: StepState,
    pub fight: Fight,
    pub method: Method,
    /// The commands that set up the position.
    pub setup: Vec<String>,
    pub probes: Vec<Probe>,
}

impl Case {
    /// The step as a case, with the moves to try and what the lesson player does with each
    /// (`Accepted` or `Refused`); `None` when the step has no target.
    pub fn new(source: &'static str, number: usize, label: String, step: &'static Step) -> Option<Case> {
        Case::with_probes(source, number, label, step, |_, _, _| true)
    }

    /// The same, trying only the moves `keep(board size, point, takes_target)` keeps (the
    /// lesson player is asked only about those).
    pub fn with_probes(
        source: &'static str,
        number: usize,
        label: String,
        step: &'static Step,
        keep: impl Fn(BoardSize, Point, bool) -> bool,
    ) -> Option<Case> {
        if !matches!(step.task, Task::Capture(_) | Task::Save(_) | Task::Play(_)) {
            return None;
        }
        let state = StepState::new(Rc::new(step.clone()));
        let fight = fight(step, &state.game)?;
        let game = &state.game;
        let size = game.size();
        let board = game.board();
        let setup = setup_commands(game);
        // The moves to try: the lines' first moves, and every legal point near the fight.
        let group = board.group(fight.target).expect("the target is a stone");
        let anchors: Vec<Point> = group.stones.iter().chain(&group.liberties).copied().collect();
        let mut points: Vec<Point> = line_starts(step, size);
        points.extend(size.points().filter(|&p| anchors.iter().any(|&a| distance(a, p) <= 2)));
        points.sort();
        points.dedup();
        points.retain(|&p| game.is_legal(p));
        let probes = points
            .into_iter()
            .filter_map(|at| {
                let mut after = game.clone();
                after.play(Move::Play(at)).expect("a legal move");
                let takes_target = after.board().get(fight.target) != Some(!fight.attacker);
                if !keep(size, at, takes_target) {
                    return None;
                }
                let t = reduce(&state, Action::Click(at));
                let accepted = t.phase != Phase::Wrong && t.misses == state.misses;
                Some(Probe {
                    at,
                    ours: if accepted { Ours::Accepted } else { Ours::Refused },
                    takes_target,
                    play_answer: 0,
                    checks: Vec::new(),
                })
            })
            .collect();
        let method = method_for(step, board, fight.target);
        Some(Case { source, number, label, step, state, fight, method, setup, probes })
    }

    pub fn learner_attacks(&self) -> bool {
        self.state.learner == self.fight.attacker
    }

    pub fn size(&self) -> BoardSize {
        self.state.game.size()
    }

    /// The question asked after the learner's move, with the other side to move first: can
    /// it save the target (when the learner attacks), or take it (when the learner defends)?
    pub fn query(&self) -> &'static str {
        match (self.method, self.learner_attacks()) {
            (Method::Tactical, true) => "defend",
            (Method::Tactical, false) => "attack",
            (Method::Owl, true) => "owl_defend",
            (Method::Owl, false) => "owl_attack",
        }
    }

    /// The question asked one move later, the learner moving first again.
    pub fn counter_query(&self) -> &'static str {
        match (self.method, self.learner_attacks()) {
            (Method::Tactical, true) => "attack",
            (Method::Tactical, false) => "defend",
            (Method::Owl, true) => "owl_attack",
            (Method::Owl, false) => "owl_defend",
        }
    }

    pub fn goal(&self) -> &'static str {
        match (self.method, self.learner_attacks()) {
            (Method::Tactical, true) => "capture",
            (Method::Tactical, false) => "save",
            (Method::Owl, true) => "kill",
            (Method::Owl, false) => "live",
        }
    }

    pub fn target(&self) -> String {
        self.fight.target.to_gtp(self.size())
    }

    fn play(&self, color: Color, v: &str) -> String {
        format!("play {} {v}", color.letter())
    }

    /// "01-atari problem 5 (black to capture C4), black B4".
    pub fn what(&self, probe: &Probe) -> String {
        format!(
            "{} ({} to {} {}), {} {}",
            self.label,
            self.state.learner,
            self.goal(),
            self.target(),
            self.state.learner,
            probe.at.to_gtp(self.size())
        )
    }

    /// The other side's likely replies after the learner's move `game`: the target's
    /// liberties and the captures next to it; for owl, every point of the shut-in space.
    fn replies(&self, game: &Game) -> Vec<Point> {
        let board = game.board();
        let size = board.size();
        let Some(group) = board.group(self.fight.target) else { return Vec::new() };
        let mut points = group.liberties.clone();
        if self.method == Method::Owl {
            points = region(board, &group.liberties, usize::MAX);
        }
        for &s in &group.stones {
            for q in s.neighbors(size) {
                if let Some(g) = board.group(q).filter(|g| g.color != group.color) {
                    if let [last] = g.liberties[..] {
                        points.push(last);
                    }
                }
            }
        }
        points.sort();
        points.dedup();
        points.retain(|&p| game.is_legal(p));
        points
    }
}

mod boards;
mod batches;

// Each test binary uses its own part of these.
#[allow(unused_imports)]
pub use batches::{ask, checks, describe, questions, theirs, Answers};
#[allow(unused_imports)]
pub use boards::{diagram, distance, line_starts, method_for, picture, region, setup_commands};
