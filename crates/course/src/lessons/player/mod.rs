//! The lesson player: one step's state and a pure reducer. The page keeps a [`StepState`],
//! sends [`Action`]s from clicks, keys and buttons, and draws [`super::view::board_view`].
//!
//! Feedback rules: a wrong answer gets a reason in words and on the board (and the
//! opponent's punishing answer where there is one); after two misses the hint shows; after
//! three, "show me" marks the answer, which the learner then gives. Nothing here panics.
//!
//! The answers per kind of task: [`moves`] (play, capture, save) and [`answers`] (points,
//! a number, a choice).

use std::rc::Rc;

use crate::board_view::Highlight;
use crate::rules::{Color, Game, Move, Point};

use super::fault::StepFault;
use super::format::{Step, Task};
use super::judge;
use super::setup::{self, parse_moves};
use super::note::{self, HintKind, Note};

mod answers;
pub mod ladder;
mod moves;
use answers::{on_choice, on_number, on_point};
use moves::on_move;

/// Where the learner is in a step.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Working on it.
    Trying,
    /// A wrong move is on the board (with the answer to it); the next click or Retry puts
    /// the position back.
    Wrong,
    /// Done.
    Solved,
}

/// How a message sounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Right answer.
    Right,
    /// Wrong answer.
    Wrong,
    /// Neutral: progress, hints, show-me.
    Info,
}

/// A message for the learner, shown and announced: its sentences in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub tone: Tone,
    pub notes: Vec<Note>,
}

/// What the learner does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Clicked (or pressed Enter on) a point.
    Click(Point),
    /// Pressed Pass.
    Pass,
    /// Submitted a number.
    Answer(String),
    /// Chose an answer.
    Choose(usize),
    /// Take back the wrong move (and the answer to it): the position after the last right
    /// move.
    Retry,
    /// Asked for the hint.
    Hint,
    /// Asked to be shown the answer.
    ShowMe,
    /// Watch: go to a frame (0 is the step's own board).
    Frame(usize),
    /// Watch: start playing the frames.
    Play,
    /// Watch: stop playing.
    Pause,
    /// Watch: the timer ticked.
    Tick,
    /// Game: the game was played (it ended on the Play page, or the learner says so).
    GameDone,
}

/// Everything about the step the learner is on.
#[derive(Clone, Debug)]
pub struct StepState {
    /// The step.
    pub step: Rc<Step>,
    /// The position now (the start position plus the moves of this attempt).
    pub game: Game,
    /// Moves on the record that were right (the position a wrong move goes back to).
    pub good: usize,
    /// Moves played before the learner started (the step's `before`).
    pub base: usize,
    /// The stone a capture or save task is about.
    pub target: Option<Point>,
    /// The learner's colour in move tasks.
    pub learner: Color,
    pub phase: Phase,
    /// Wrong answers so far in this step.
    pub misses: u32,
    /// The last message.
    pub feedback: Option<Feedback>,
    /// Points the last message is about.
    pub marks: Vec<(Point, Highlight)>,
    /// Points found (points tasks).
    pub found: Vec<Point>,
    /// The hint is showing.
    pub hint: bool,
    /// "Show me" was pressed.
    pub shown: bool,
    /// The choice picked last (choice tasks).
    pub chosen: Option<usize>,
    /// The frame shown (watch tasks).
    pub frame: usize,
    /// Frames advance by themselves (watch tasks).
    pub playing: bool,
    /// Why the step could not be set up (never happens with checked content).
    pub error: Option<StepFault>,
}

impl StepState {
    /// A fresh start on `step`.
    pub fn new(step: Rc<Step>) -> StepState {
        let (game, error) = match setup::start(&step) {
            Ok((game, _)) => (game, None),
            Err(e) => (Game::new(crate::rules::BoardSize::NINE, setup::ruleset(&step)), Some(e)),
        };
        let target = match &step.task {
            Task::Capture(t) | Task::Save(t) => judge::target(t.target.as_ref(), game.board()).ok(),
            _ => None,
        };
        let base = game.move_number();
        StepState {
            learner: game.to_move(),
            game,
            good: base,
            base,
            target,
            phase: Phase::Trying,
            misses: 0,
            feedback: None,
            marks: Vec::new(),
            found: Vec::new(),
            hint: false,
            shown: false,
            chosen: None,
            frame: 0,
            playing: false,
            error,
            step,
        }
    }

    /// Whether the step is done.
    pub fn solved(&self) -> bool {
        self.phase == Phase::Solved
    }

    /// Whether the page should offer "Show me".
    pub fn can_show(&self) -> bool {
        self.misses >= 3 && !self.solved() && !matches!(self.step.task, Task::Watch(_))
    }

    /// Whether a Pass button belongs to this step (a line or a wrong move passes).
    pub fn offers_pass(&self) -> bool {
        match &self.step.task {
            Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
                t.lines.iter().any(|l| l.to_ascii_lowercase().contains("pass"))
                    || t.wrong.iter().any(|w| w.at.eq_ignore_ascii_case("pass"))
            }
            _ => false,
        }
    }

    /// Whether the step's own advice (its hint and its reason for any other move) speaks of
    /// the board as it is: before the learner's first good move, or at every move of a step
    /// whose advice says so.
    pub fn advice_holds(&self) -> bool {
        match &self.step.task {
            Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
                self.good == self.base || t.advice == super::format::Advice::Throughout
            }
            _ => true,
        }
    }

    /// The hint the page shows now: once asked for (or after a second miss), until the step
    /// is solved, when the step has one.
    pub fn shown_hint(&self) -> Option<Note> {
        (self.hint && !self.solved()).then(|| self.hint()).flatten()
    }

    /// The hint: the step's own while it holds ([`Self::advice_holds`]), or one that fits
    /// the task. A question with answers to choose has none but its own: each wrong answer
    /// already says why, and a general "read the text again" would add nothing.
    pub fn hint(&self) -> Option<Note> {
        if let Some(h) = self.step.hint.as_ref().filter(|_| self.advice_holds()) {
            return Some(Note::File(h.clone()));
        }
        // Later in a capture (the first move is the learner's own to find), on the position
        // the learner plays from (before a wrong move): stones down to their last liberty are
        // taken there.
        // Not beside a wrong move's reply: its board is not the one the hint speaks of.
        if let (Task::Capture(_), Some(target), true) = (&self.step.task, self.target, self.good > self.base && self.phase != Phase::Wrong) {
            let from = self.game.replayed(self.good);
            if let Some((at, stones)) = last_liberty_to_take(&from, target) {
                return Some(Note::TakeLastLiberty { at: at.to_gtp(from.size()), stones });
            }
        }
        // Beside a wrong move's reply the board is the one after the opponent's answer (stones
        // may be gone): the general hint of a capture or a save, which points at the marked
        // liberties, waits for "Try again" and the board it speaks of.
        if self.phase == Phase::Wrong && matches!(self.step.task, Task::Capture(_) | Task::Save(_)) {
            return None;
        }
        let target = self.target.and_then(|t| self.game.replayed(self.good).board().group(t));
        Some(Note::Hint(match &self.step.task {
            Task::Choice(_) | Task::Watch(_) | Task::Game(_) => return None,
            _ if !self.step.has_board() => HintKind::Text,
            Task::Capture(_) => match &target {
                Some(g) if g.liberties.len() == 1 => HintKind::CaptureInAtari { color: g.color, stones: g.stones.len() },
                _ => HintKind::Capture,
            },
            Task::Save(_) => HintKind::Save { stones: target.map_or(1, |g| g.stones.len()) },
            Task::Play(_) => HintKind::Play,
            Task::Points(_) => HintKind::Points,
            Task::Number(_) => HintKind::Number,
        }))
    }

    /// The next move the learner should play, for "show me" (from the lines, or found by
    /// the engine for capture and save tasks, or by the reader in a capture off the lines).
    pub fn next_good_move(&self) -> Option<Move> {
        let (lines, task) = match &self.step.task {
            Task::Play(t) | Task::Capture(t) | Task::Save(t) => (&t.lines, &self.step.task),
            _ => return None,
        };
        let so_far = self.moves_so_far();
        for line in lines {
            let Ok(line) = parse_moves(line, self.game.size()) else { continue };
            if line.len() > so_far.len() && line.starts_with(&so_far) {
                return Some(line[so_far.len()]);
            }
        }
        // Off the lines in a ladder: a move that keeps it (the first that captures, else one
        // the reader proves), never one the step would refuse.
        if let (Task::Capture(t), Some(target)) = (task, self.target) {
            if t.chase == Some(super::format::Chase::Ladder) {
                let moves = self.game.size().points().filter(|&p| self.game.is_legal(p)).map(Move::Play);
                let kinds: Vec<(Move, ladder::LadderMove)> = moves.map(|m| (m, ladder::ladder_move(&self.game, target, m))).collect();
                return kinds
                    .iter()
                    .find(|(_, k)| *k == ladder::LadderMove::Captures)
                    .or_else(|| kinds.iter().find(|(_, k)| *k == ladder::LadderMove::Keeps))
                    .map(|(m, _)| *m);
            }
        }
        judge::winning_move(task, self.target, &self.game).or_else(|| match (task, self.target) {
            // Off the lines in a capture: the reader's winning move.
            (Task::Capture(_), Some(t)) => {
                let fight = crate::reading::Fight { target: t, attacker: self.learner };
                crate::reading::best_move(&self.game, fight, crate::reading::Limits::APP)
            }
            _ => None,
        })
    }

    /// The moves played since the learner started.
    pub fn moves_so_far(&self) -> Vec<Move> {
        self.game.moves().iter().skip(self.base).map(|m| m.mv).collect()
    }
}

/// The state after `action`. `state` is not changed.
pub fn reduce(state: &StepState, action: Action) -> StepState {
    let mut s = state.clone();
    if s.error.is_some() {
        return s;
    }
    match action {
        // "Try again" after a wrong move: the right moves before it stay.
        Action::Retry => {
            s.game = s.game.replayed(s.good);
            s.marks.clear();
            s.feedback = None;
            if s.phase != Phase::Solved || !matches!(s.step.task, Task::Watch(_)) {
                s.phase = Phase::Trying;
            }
        }
        Action::Hint => show_hint(&mut s),
        Action::ShowMe => show_me(&mut s),
        Action::Frame(i) => go_to_frame(&mut s, i),
        Action::Play => {
            if let Task::Watch(w) = &s.step.task {
                if s.frame >= w.frames.len() {
                    go_to_frame(&mut s, 0);
                }
                s.playing = true;
            }
        }
        Action::Pause => s.playing = false,
        Action::GameDone => {
            if matches!(s.step.task, Task::Game(_)) && s.phase != Phase::Solved {
                solve(&mut s, Vec::new());
            }
        }
        Action::Tick => {
            if s.playing {
                let next = s.frame + 1;
                go_to_frame(&mut s, next);
            }
        }
        // Another answer chosen after the step is done: only the way on (the closing words,
        // "Right: …", would read as the verdict on the answer just tapped).
        Action::Choose(_) if s.phase == Phase::Solved => say(&mut s, Tone::Info, vec![Note::AlreadySolved]),
        // The step's closing words stay; the way on is said under them (once).
        _ if s.phase == Phase::Solved => {
            let mut said = s.feedback.take().unwrap_or(Feedback { tone: Tone::Info, notes: Vec::new() });
            if !said.notes.contains(&Note::AlreadySolved) {
                said.notes.push(Note::AlreadySolved);
            }
            s.feedback = Some(said);
        }
        Action::Click(p) => match s.step.task.clone() {
            Task::Play(_) | Task::Capture(_) | Task::Save(_) => on_move(&mut s, Move::Play(p)),
            Task::Points(_) => on_point(&mut s, p),
            _ => {}
        },
        Action::Pass => {
            if matches!(s.step.task, Task::Play(_) | Task::Capture(_) | Task::Save(_)) {
                on_move(&mut s, Move::Pass);
            }
        }
        Action::Answer(text) => on_number(&mut s, &text),
        Action::Choose(i) => on_choice(&mut s, i),
    }
    s
}

/// What the learner's move did: the move, its captures, and the task's target left in
/// atari (other groups on the board are not the step's business).
fn said_of(s: &StepState, played: Option<crate::rules::PlayedMove>) -> Vec<Note> {
    let Some(played) = played else { return Vec::new() };
    let size = s.game.size();
    let Move::Play(p) = played.mv else { return vec![Note::Punished { color: played.color, at: None }] };
    let mut notes = vec![Note::Played { color: played.color, at: p.to_gtp(size), captured: played.captured.len() }];
    let board = s.game.board();
    if let Some(group) = s.target.and_then(|t| board.group(t)) {
        if group.liberties.len() == 1 && group.color != played.color {
            notes.push(Note::TargetInAtari { color: group.color, stones: group.stones.len() });
        }
    }
    notes
}

fn say(s: &mut StepState, tone: Tone, notes: Vec<Note>) {
    s.feedback = Some(Feedback { tone, notes });
}

fn solve(s: &mut StepState, mut engine_says: Vec<Note>) {
    s.phase = Phase::Solved;
    s.playing = false;
    // The marks of an earlier miss are not about the right answer.
    s.marks.clear();
    match s.step.right.as_deref().and_then(note::file) {
        Some(right) => {
            // One reply, one idea: the step's own words say what the move did (the stones it
            // took, the atari it made); the engine only names the move.
            engine_says.retain(|n| !matches!(n, Note::TargetInAtari { .. }));
            for n in &mut engine_says {
                if let Note::Played { captured, .. } = n {
                    *captured = 0;
                }
            }
            engine_says.push(right);
        }
        None => engine_says.push(Note::WellDone),
    }
    say(s, Tone::Right, engine_says);
}

/// The last liberty of the opponent's group on `p`, with its size, when it has one and the
/// player to move may take it there.
pub(super) fn last_liberty_to_take(game: &Game, p: Point) -> Option<(Point, usize)> {
    let group = game.board().group(p).filter(|g| g.color != game.to_move())?;
    match group.liberties.as_slice() {
        [last] if game.is_legal(*last) => Some((*last, group.stones.len())),
        _ => None,
    }
}

fn miss(s: &mut StepState, notes: Vec<Note>, marks: Vec<(Point, Highlight)>) {
    s.misses += 1;
    s.marks = marks;
    say(s, Tone::Wrong, notes);
    if s.misses >= 2 {
        s.hint = true;
    }
}

fn show_hint(s: &mut StepState) {
    s.hint = true;
}

fn show_me(s: &mut StepState) {
    if s.phase == Phase::Solved {
        return;
    }
    if s.phase == Phase::Wrong {
        back_to_good(s);
    }
    s.shown = true;
    s.hint = true;
    let size = s.game.size();
    let shown = match &s.step.task {
        Task::Play(_) | Task::Capture(_) | Task::Save(_) => match s.next_good_move() {
            Some(Move::Play(p)) => Note::PlayHere { at: p.to_gtp(size) },
            Some(Move::Pass) => Note::PressPass,
            None => Note::Hint(HintKind::Play),
        },
        Task::Points(_) => Note::ShowPoints,
        Task::Number(_) => match judge::answer_number(&s.step, &s.game) {
            Ok(n) => Note::TheAnswerIs(n),
            Err(e) => {
                s.error = Some(e);
                return;
            }
        },
        Task::Choice(_) => Note::ShowChoice,
        Task::Watch(_) | Task::Game(_) => return,
    };
    s.marks.clear();
    say(s, Tone::Info, vec![shown]);
}

fn back_to_good(s: &mut StepState) {
    s.game = s.game.replayed(s.good);
    s.phase = Phase::Trying;
    s.marks.clear();
}

/// The step's own words that a reply to it may carry: every reason for a wrong answer, the
/// reason for any other, each choice's reason, each picture's caption, and the closing words
/// (after the last caption for a watch step). The page keeps room for the tallest of them, so
/// a reply never pushes the board or covers the answers.
pub fn reply_texts(step: &Step) -> Vec<String> {
    let mut out: Vec<&str> = Vec::new();
    let right = step.right.as_deref();
    match &step.task {
        Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
            out.extend(t.wrong.iter().map(|w| w.why.as_str()));
            out.extend(t.other.as_deref());
        }
        Task::Points(t) => {
            out.extend(t.wrong.iter().map(|w| w.why.as_str()));
            out.extend(t.other.as_deref());
        }
        Task::Number(t) => {
            out.extend(t.wrong.iter().map(|w| w.why.as_str()));
            out.extend(t.other.as_deref());
        }
        Task::Choice(t) => out.extend(t.choices.iter().map(|c| c.why.as_str())),
        Task::Watch(w) => {
            out.extend(w.frames.iter().map(|f| f.text.as_str()));
            if let (Some(last), Some(right)) = (w.frames.last(), right) {
                return out.into_iter().map(str::to_string).chain([format!("{} {right}", last.text)]).collect();
            }
        }
        Task::Game(_) => {}
    }
    out.extend(right);
    out.into_iter().map(str::to_string).collect()
}

/// The position and marks of watch frame `i` (0 = the step's own board).
pub fn frame_game(step: &Step, i: usize) -> Result<Game, StepFault> {
    let Task::Watch(w) = &step.task else { return setup::start(step).map(|(g, _)| g) };
    let (mut game, _) = setup::start(step)?;
    for (k, frame) in w.frames.iter().take(i).enumerate() {
        if let Some(board) = &frame.board {
            let (b, _) = setup::parse_diagram(board)?;
            game = Game::from_setup(b, step.turn.color(), setup::ruleset(step))
                .map_err(|error| StepFault::FramePosition { frame: k + 1, error })?;
        }
        if let Some(moves) = &frame.play {
            let size = game.size();
            for mv in parse_moves(moves, size)? {
                game.play(mv).map_err(|why| StepFault::FrameMove { frame: k + 1, mv, why, size })?;
            }
        }
    }
    Ok(game)
}

fn go_to_frame(s: &mut StepState, i: usize) {
    let Task::Watch(w) = &s.step.task else { return };
    let last = w.frames.len();
    let i = i.min(last);
    match frame_game(&s.step, i) {
        Ok(g) => s.game = g,
        Err(e) => {
            s.error = Some(e);
            return;
        }
    }
    s.frame = i;
    let caption = if i == 0 { None } else { note::file(&w.frames[i - 1].text) };
    if i == last {
        s.playing = false;
        if s.phase != Phase::Solved {
            s.phase = Phase::Solved;
        }
        // Nothing was answered: the last caption and the step's closing words, without the
        // tick of a right answer.
        let done = s.step.right.as_deref().and_then(note::file).unwrap_or(Note::Watched);
        say(s, Tone::Info, caption.into_iter().chain([done]).collect());
    } else if let Some(c) = caption {
        say(s, Tone::Info, vec![c]);
    } else {
        s.feedback = None;
    }
}
