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
//! the checks one move further.

#![allow(dead_code)]

use std::rc::Rc;

use super::gnugo::{Answer, Gnugo};
use weiqi::lessons::format::{Step, Task};
use weiqi::lessons::player::{reduce, Action, Phase, StepState};
use weiqi::lessons::setup::parse_moves;
use weiqi::problems::prove::fight;
use weiqi::problems::solve::{is_shut_in, Fight};
use weiqi::rules::{Board, BoardSize, Color, Game, Move, Point};

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
            .map(|at| {
                let t = reduce(&state, Action::Click(at));
                let accepted = t.phase != Phase::Wrong && t.misses == state.misses;
                let mut after = game.clone();
                after.play(Move::Play(at)).expect("a legal move");
                Probe {
                    at,
                    ours: if accepted { Ours::Accepted } else { Ours::Refused },
                    takes_target: after.board().get(fight.target) != Some(!fight.attacker),
                    play_answer: 0,
                    checks: Vec::new(),
                }
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

/// GTP commands that set up `game`: the start position (no group of it is without
/// liberties, so no placement captures anything, whatever the order), then its moves.
pub fn setup_commands(game: &Game) -> Vec<String> {
    let size = game.size();
    let mut setup = vec![format!("boardsize {}", size.get()), "clear_board".to_string()];
    let (start, _) = game.start();
    for p in size.points() {
        if let Some(c) = start.get(p) {
            setup.push(format!("play {} {}", c.letter(), p.to_gtp(size)));
        }
    }
    for m in game.moves() {
        let v = match m.mv {
            Move::Play(p) => p.to_gtp(size),
            Move::Pass => "pass".to_string(),
        };
        setup.push(format!("play {} {v}", m.color.letter()));
    }
    setup
}

/// Empty points reachable from `from` through empty points, stopping at `limit`.
pub fn region(board: &Board, from: &[Point], limit: usize) -> Vec<Point> {
    let size = board.size();
    let mut seen: Vec<Point> = from.to_vec();
    let mut k = 0;
    while k < seen.len() && seen.len() < limit {
        let p = seen[k];
        k += 1;
        for q in p.neighbors(size) {
            if board.get(q).is_none() && !seen.contains(&q) {
                seen.push(q);
            }
        }
    }
    seen
}

/// Tactical for capture and save; for `play`, owl when the target group is shut in.
pub fn method_for(step: &Step, board: &Board, target: Point) -> Method {
    match &step.task {
        Task::Play(_) => {
            if is_shut_in(board, target) { Method::Owl } else { Method::Tactical }
        }
        _ => Method::Tactical,
    }
}

pub fn distance(a: Point, b: Point) -> u32 {
    a.col().abs_diff(b.col()) as u32 + a.row().abs_diff(b.row()) as u32
}

/// The board with coordinates, `*` on `mark`.
pub fn diagram(board: &Board, mark: Option<Point>) -> String {
    picture(board, |p, stone| match stone {
        _ if Some(p) == mark => '*',
        Some(Color::Black) => 'X',
        Some(Color::White) => 'O',
        None => '.',
    })
}

/// The board with coordinates, each point drawn by `draw(point, stone)`.
pub fn picture(board: &Board, draw: impl Fn(Point, Option<Color>) -> char) -> String {
    let n = board.size().get();
    let mut out = String::new();
    for row in 0..n {
        out.push_str(&format!("    {:>2} ", n - row));
        for col in 0..n {
            let p = Point::new(col, row).expect("on board");
            out.push(' ');
            out.push(draw(p, board.get(p)));
        }
        out.push('\n');
    }
    out.push_str("       ");
    for l in "ABCDEFGHJKLMNOPQRST".chars().take(n as usize) {
        out.push(' ');
        out.push(l);
    }
    out.push('\n');
    out
}

/// The first moves of the step's lines.
pub fn line_starts(step: &Step, size: BoardSize) -> Vec<Point> {
    let (Task::Capture(t) | Task::Save(t) | Task::Play(t)) = &step.task else { return Vec::new() };
    t.lines
        .iter()
        .filter_map(|l| parse_moves(l, size).ok())
        .filter_map(|l| match l.first() {
            Some(Move::Play(p)) => Some(*p),
            _ => None,
        })
        .collect()
}

/// The first batch: for each case, its setup and, for each move, `play`, the question
/// (unless the move took the target) and `undo`.
pub fn questions(cases: &mut [Case]) -> Vec<String> {
    let mut commands = Vec::new();
    for case in cases {
        commands.extend(case.setup.iter().cloned());
        let (learner, query, target) = (case.state.learner, case.query(), case.target());
        let size = case.size();
        for probe in &mut case.probes {
            probe.play_answer = commands.len();
            commands.push(format!("play {} {}", learner.letter(), probe.at.to_gtp(size)));
            if !probe.takes_target {
                commands.push(format!("{query} {target}"));
            }
            commands.push("undo".to_string());
        }
    }
    commands
}

/// The second batch: one move further, as the module documentation says.
pub fn checks(cases: &mut [Case], first: &[Answer]) -> Vec<String> {
    let mut commands = Vec::new();
    for case in cases {
        commands.extend(case.setup.iter().cloned());
        let size = case.size();
        let (learner, counter, target) = (case.state.learner, case.counter_query(), case.target());
        let other = !learner;
        let mut probes = std::mem::take(&mut case.probes);
        for probe in &mut probes {
            if probe.takes_target || first[probe.play_answer].is_err() {
                continue;
            }
            let mut game = case.state.game.clone();
            game.play(Move::Play(probe.at)).expect("a legal move");
            let replies: Vec<String> = match code(&first[probe.play_answer + 1]) {
                Ok((1, Some(m))) if m != "PASS" => vec![m],
                Ok((0, _)) => case.replies(&game).iter().map(|p| p.to_gtp(size)).collect(),
                _ => Vec::new(),
            };
            for reply in replies {
                let taken = Point::parse_gtp(&reply, size).ok().is_some_and(|p| {
                    let mut g = game.clone();
                    g.play(Move::Play(p)).is_ok() && g.board().get(case.fight.target).is_none()
                });
                commands.push(case.play(learner, &probe.at.to_gtp(size)));
                commands.push(case.play(other, &reply));
                let answer = (!taken).then(|| {
                    commands.push(format!("{counter} {target}"));
                    commands.len() - 1
                });
                commands.extend(["undo".to_string(), "undo".to_string()]);
                probe.checks.push(Check { reply, answer });
            }
        }
        case.probes = probes;
    }
    commands
}

/// GNU Go's answers to both batches.
pub struct Answers {
    pub first: Vec<Answer>,
    pub second: Vec<Answer>,
    /// GTP commands sent in all.
    pub commands: usize,
}

/// Asks GNU Go both batches about `cases`. Every move is legal by our rules; GNU Go must
/// take them all, or the questions after them would be about another position.
pub fn ask(gnugo: &mut Gnugo, cases: &mut [Case]) -> Answers {
    let batch = questions(cases);
    let first = gnugo.ask_all(&batch);
    let second_batch = checks(cases, &first);
    let second = gnugo.ask_all(&second_batch);
    for (commands, answers) in [(&batch, &first), (&second_batch, &second)] {
        for (c, a) in commands.iter().zip(answers.iter()) {
            if !c.contains("attack") && !c.contains("defend") {
                assert!(a.is_ok(), "GNU Go refuses `{c}`: {a:?}");
            }
        }
    }
    Answers { first, second, commands: batch.len() + second_batch.len() }
}

/// GNU Go's verdict on the goal after the learner's move, from both batches.
pub fn theirs(case: &Case, probe: &Probe, answers: &Answers) -> Theirs {
    let (first, second) = (&answers.first, &answers.second);
    if let Err(e) = &first[probe.play_answer] {
        return Theirs::Error(format!("GNU Go refuses the move: {e}"));
    }
    if probe.takes_target {
        return Theirs::Works;
    }
    let answer = &first[probe.play_answer + 1];
    let said = match answer {
        Ok(t) => format!("`{} {}` = {t}", case.query(), case.target()),
        Err(e) => format!("`{} {}` ? {e}", case.query(), case.target()),
    };
    let (c, _) = match code(answer) {
        Ok(c) => c,
        Err(e) => return Theirs::Error(e),
    };
    match c {
        2 | 3 => return Theirs::Ko(said),
        4 | 5 => return Theirs::Partial(said),
        0 | 1 => {}
        _ => return Theirs::Error(said),
    }
    // One move further, the learner to move: after the other side's saving (or killing)
    // move the learner must fail (code 0), after each of its other replies win (code 1,
    // or the reply took the target).
    let expect = if c == 1 { 0 } else { 1 };
    for check in &probe.checks {
        let later = match check.answer {
            None => Ok((if case.learner_attacks() { 1 } else { 0 }, None)),
            Some(i) => code(&second[i]),
        };
        let text = check.answer.map_or("the reply takes the target".to_string(), |i| match &second[i] {
            Ok(t) => format!("`{} {}` = {t}", case.counter_query(), case.target()),
            Err(e) => format!("`{} {}` ? {e}", case.counter_query(), case.target()),
        });
        match later {
            Ok((k, _)) if k == expect => {}
            Ok((2 | 3, _)) => return Theirs::Ko(format!("{said}; after {} {}, {text}", !case.state.learner, check.reply)),
            _ => return Theirs::Contradicts(format!("{said}, but after {} {}, {text}", !case.state.learner, check.reply)),
        }
    }
    if c == 0 { Theirs::Works } else { Theirs::Fails }
}

/// A disagreement, for the test's message: the case, the move, `ours` (what the app does,
/// in words), GNU Go's verdict with its answers one move further, and the board.
pub fn describe(case: &Case, probe: &Probe, ours: &str, verdict: &Theirs, answers: &Answers) -> String {
    let gnu_text = match verdict {
        Theirs::Works => "the goal holds",
        Theirs::Fails => "the goal fails",
        _ => "error",
    };
    let answer = match (probe.takes_target, answers.first.get(probe.play_answer + 1)) {
        (true, _) => "the move takes the target".to_string(),
        (false, Some(Ok(t))) => format!("`{} {}` = {t}", case.query(), case.target()),
        (false, a) => format!("{a:?}"),
    };
    let checked: Vec<String> = probe
        .checks
        .iter()
        .map(|c| match c.answer.map(|i| &answers.second[i]) {
            None => format!("{} takes it", c.reply),
            Some(Ok(t)) => format!("{} → {t}", c.reply),
            Some(Err(e)) => format!("{} → ? {e}", c.reply),
        })
        .collect();
    format!(
        "{}:\n  ours: {ours}\n  GNU Go: {gnu_text} ({answer}; checked one move further, `{}` after {}: {})\n{}",
        case.what(probe),
        case.counter_query(),
        !case.state.learner,
        if checked.is_empty() { "nothing to check".to_string() } else { checked.join(", ") },
        diagram(case.state.game.board(), Some(probe.at))
    )
}
