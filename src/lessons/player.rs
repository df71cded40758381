//! The lesson player: one step's state and a pure reducer. The page keeps a [`StepState`],
//! sends [`Action`]s from clicks, keys and buttons, and draws [`super::view::board_view`].
//!
//! Feedback rules: a wrong answer gets a reason in words and on the board (and the
//! opponent's punishing answer where there is one); after two misses the hint shows; after
//! three, "show me" marks the answer, which the learner then gives. Nothing here panics.

use std::rc::Rc;

use crate::board_view::Highlight;
use crate::rules::{describe_move, Color, Game, IllegalMove, Move, Point};

use super::format::{PointKind, Step, Task, WrongMove};
use super::judge;
use super::setup::{self, parse_moves, parse_point};
use super::words::{self, TEXT};

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

/// A message for the learner, shown and announced.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    pub tone: Tone,
    pub text: String,
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
    /// Put the position back to the start of the step.
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
    pub error: Option<String>,
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

    /// The hint text: the step's own, or one that fits the task.
    pub fn hint_text(&self) -> String {
        if let Some(h) = &self.step.hint {
            return h.clone();
        }
        match &self.step.task {
            Task::Capture(_) => TEXT.hint_capture,
            Task::Save(_) => TEXT.hint_save,
            Task::Play(_) => TEXT.hint_play,
            Task::Points(_) => TEXT.hint_points,
            Task::Number(_) => TEXT.hint_number,
            Task::Choice(_) | Task::Watch(_) => TEXT.hint_choice,
        }
        .to_string()
    }

    /// The next move the learner should play, for "show me" (from the lines, or found by
    /// the engine for capture and save tasks).
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
        judge::winning_move(task, self.target, &self.game)
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
        Action::Retry => {
            s.game = s.game.replayed(s.base);
            s.good = s.base;
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
        Action::Tick => {
            if s.playing {
                let next = s.frame + 1;
                go_to_frame(&mut s, next);
            }
        }
        _ if s.phase == Phase::Solved => {
            s.feedback = Some(Feedback { tone: Tone::Info, text: TEXT.already_solved.into() });
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

fn say(s: &mut StepState, tone: Tone, text: impl Into<String>) {
    s.feedback = Some(Feedback { tone, text: text.into() });
}

fn join(parts: &[&str]) -> String {
    parts.iter().filter(|p| !p.is_empty()).copied().collect::<Vec<_>>().join(" ")
}

fn solve(s: &mut StepState, engine_says: &str) {
    s.phase = Phase::Solved;
    s.playing = false;
    let right = s.step.right.clone().unwrap_or_else(|| TEXT.well_done.to_string());
    say(s, Tone::Right, join(&[engine_says, &right]));
}

fn miss(s: &mut StepState, text: String, marks: Vec<(Point, Highlight)>) {
    s.misses += 1;
    s.marks = marks;
    say(s, Tone::Wrong, text);
    if s.misses == 2 {
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
    let text = match &s.step.task {
        Task::Play(_) | Task::Capture(_) | Task::Save(_) => match s.next_good_move() {
            Some(Move::Play(p)) => words::play_here(p, size),
            Some(Move::Pass) => words::press_pass(),
            None => TEXT.hint_play.to_string(),
        },
        Task::Points(_) => TEXT.show_points.to_string(),
        Task::Number(_) => match judge::answer_number(&s.step, &s.game) {
            Ok(n) => words::the_answer_is(n),
            Err(e) => e,
        },
        Task::Choice(_) => TEXT.show_choice.to_string(),
        Task::Watch(_) => return,
    };
    s.marks.clear();
    say(s, Tone::Info, text);
}

fn back_to_good(s: &mut StepState) {
    s.game = s.game.replayed(s.good);
    s.phase = Phase::Trying;
    s.marks.clear();
}

/// Plays `moves` as far as they are legal; returns the last one played.
fn play_all(game: &mut Game, moves: &[Move]) -> Option<Move> {
    let mut last = None;
    for &mv in moves {
        if game.play(mv).is_err() {
            break;
        }
        last = Some(mv);
    }
    last
}

fn point_of(mv: Option<Move>) -> Option<Point> {
    match mv {
        Some(Move::Play(p)) => Some(p),
        _ => None,
    }
}

fn on_move(s: &mut StepState, mv: Move) {
    let (Task::Play(task) | Task::Capture(task) | Task::Save(task)) = s.step.task.clone() else {
        return;
    };
    if s.phase == Phase::Wrong {
        back_to_good(s);
    }
    let size = s.game.size();
    let learner = s.game.to_move();
    let listed: Option<&WrongMove> = task.wrong.iter().find(|w| {
        setup::parse_move(&w.at, size).is_ok_and(|m| m == mv)
    });

    // Not allowed at all: say why, leave the board as it is.
    if let Move::Play(p) = mv {
        if let Err(illegal) = s.game.check(p) {
            let mut marks = vec![(p, Highlight::Problem)];
            match &illegal {
                IllegalMove::Suicide { group, .. } => {
                    marks.extend(group.iter().map(|&q| (q, Highlight::Problem)))
                }
                IllegalMove::Ko { ko_stone, .. } => marks.push((*ko_stone, Highlight::Problem)),
                _ => {}
            }
            let why = listed.map(|w| w.why.clone()).unwrap_or_default();
            miss(s, join(&[&illegal.sentence(size), &why]), marks);
            return;
        }
    }

    // A move of a correct line: the opponent answers from the line.
    let so_far = s.moves_so_far();
    let lines: Vec<Vec<Move>> = task.lines.iter().filter_map(|l| parse_moves(l, size).ok()).collect();
    let mut after = so_far.clone();
    after.push(mv);
    let following: Vec<&Vec<Move>> = lines.iter().filter(|l| l.starts_with(&after)).collect();
    if !following.is_empty() {
        let played = s.game.play(mv).ok().cloned();
        let said = played.map(|m| describe_move(s.game.board(), &m)).unwrap_or_default();
        if following.iter().any(|l| l.len() == after.len()) {
            s.good = s.game.move_number();
            solve(s, &said);
            return;
        }
        let reply = following[0][after.len()];
        let _ = s.game.play(reply);
        after.push(reply);
        s.good = s.game.move_number();
        s.marks.clear();
        if following.iter().any(|l| l.len() == after.len()) {
            solve(s, &said);
        } else {
            say(s, Tone::Info, words::answered(!learner, point_of(Some(reply)), size));
        }
        return;
    }

    // A wrong move the lesson names: play it and the answer to it.
    if let Some(w) = listed {
        let _ = s.game.play(mv);
        let reply = w.reply.as_deref().and_then(|r| parse_moves(r, size).ok()).unwrap_or_default();
        let answered = play_all(&mut s.game, &reply);
        s.phase = Phase::Wrong;
        let mut marks: Vec<_> = point_of(Some(mv)).map(|p| (p, Highlight::Problem)).into_iter().collect();
        let mut text = w.why.clone();
        if answered.is_some() {
            marks.extend(point_of(answered).map(|p| (p, Highlight::Hint)));
            text = join(&[&text, &words::punished(!learner, point_of(answered), size)]);
        }
        miss(s, text, marks);
        return;
    }

    // Otherwise the engine judges: does the move reach the goal?
    let played = s.game.play(mv).ok().cloned();
    let said = played.map(|m| describe_move(s.game.board(), &m)).unwrap_or_default();
    if judge::goal_met(&s.step.task, s.target, &s.game, learner) {
        s.good = s.game.move_number();
        solve(s, &said);
        return;
    }
    s.phase = Phase::Wrong;
    let other = task.other.clone().unwrap_or_default();
    let mut marks: Vec<_> = point_of(Some(mv)).map(|p| (p, Highlight::Problem)).into_iter().collect();
    let board = s.game.board().clone();
    let text = match (&s.step.task, s.target) {
        (Task::Capture(_), Some(t)) => {
            let group = board.group(t);
            let libs = group.as_ref().map(|g| g.liberties.clone()).unwrap_or_default();
            marks.extend(libs.iter().map(|&q| (q, Highlight::Liberty)));
            let color = group.map_or(!learner, |g| g.color);
            join(&[&other, &words::still_has_liberties(color, libs.len())])
        }
        (Task::Save(_), Some(t)) => {
            let libs = board.group(t).map(|g| g.liberties).unwrap_or_default();
            marks.extend(libs.iter().map(|&q| (q, Highlight::Liberty)));
            let mut text = join(&[&other, &words::still_in_atari()]);
            // The punishing answer: the opponent takes the group.
            if let [last] = libs.as_slice() {
                if s.game.play(Move::Play(*last)).is_ok() {
                    text = join(&[&text, &words::punished(!learner, Some(*last), board.size())]);
                }
            }
            text
        }
        _ => if other.is_empty() { TEXT.not_this_move.to_string() } else { other },
    };
    miss(s, text, marks);
}

fn on_point(s: &mut StepState, p: Point) {
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

fn on_number(s: &mut StepState, text: &str) {
    let Task::Number(task) = s.step.task.clone() else { return };
    let Some(given) = judge::parse_number(text) else {
        s.marks.clear();
        say(s, Tone::Info, TEXT.not_a_number);
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
        .or(task.other.clone())
        .unwrap_or_else(|| TEXT.count_again.to_string());
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

fn on_choice(s: &mut StepState, i: usize) {
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

/// The position and marks of watch frame `i` (0 = the step's own board).
pub fn frame_game(step: &Step, i: usize) -> Result<Game, String> {
    let Task::Watch(w) = &step.task else { return setup::start(step).map(|(g, _)| g) };
    let (mut game, _) = setup::start(step)?;
    for (k, frame) in w.frames.iter().take(i).enumerate() {
        if let Some(board) = &frame.board {
            let (b, _) = setup::parse_diagram(board)?;
            game = Game::from_setup(b, step.turn.color(), setup::ruleset(step))
                .map_err(|e| format!("frame {}: {e}", k + 1))?;
        }
        if let Some(moves) = &frame.play {
            let size = game.size();
            for mv in parse_moves(moves, size)? {
                game.play(mv).map_err(|e| format!("frame {}: {}", k + 1, e.sentence(size)))?;
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
    let caption = if i == 0 { None } else { Some(w.frames[i - 1].text.clone()) };
    if i == last {
        s.playing = false;
        if s.phase != Phase::Solved {
            s.phase = Phase::Solved;
        }
        let done = s.step.right.clone().unwrap_or_else(|| TEXT.watched.to_string());
        say(s, Tone::Right, join(&[caption.as_deref().unwrap_or(""), &done]));
    } else if let Some(c) = caption {
        say(s, Tone::Info, c);
    } else {
        s.feedback = None;
    }
}
