//! The counting trainer's state and its pure reducer: one position at a time, in one of the
//! four modes (who wins, the exact count, the dead-stone drill, five counts against the
//! clock). The page feeds it actions with the time and new seeds; nothing here touches the
//! browser, so every rule of the trainer is tested natively.
//!
//! Here: the types, starting a position, the reducer and the round against the clock; what
//! the page reads off the trainer is in [`queries`], the answers and the replies in [`answers`].

use std::rc::Rc;

use super::check::{ResultAnswer, Tally};
use super::explain::Frame;
use super::note::{Feedback, Note, Tone};
use super::phase::{Phase, Stage};
use super::round::{Round, ROUND};
use super::stats::Attempt;
use super::task::{next_task, CountSide, Level, Mode, Source, Task};
use crate::rules::{Color, DeadStones, Point};
use crate::versioned::Record;

mod answers;
mod queries;

/// What the learner chose to practise; remembered under `weiqi.counting.settings`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Settings {
    /// The exercise.
    pub mode: Mode,
    /// The kind of positions.
    pub level: Level,
    /// Whose count to give.
    pub side: CountSide,
}

weiqi_engine::json_struct!(Settings { mode, level, side });

impl Record for Settings {
    const KEY: &'static str = "weiqi.counting.settings";
    const VERSION: u32 = 1;
}

/// The step-by-step count being watched.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Explain {
    /// Every picture.
    pub frames: Rc<Vec<Frame>>,
    /// The picture shown.
    pub frame: usize,
    /// Whether the pictures advance by themselves.
    pub playing: bool,
}

/// Everything the learner can do.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Practise something else; starts a new position (or round) from the seed.
    Settings(Settings, u64),
    /// The next position, from the seed.
    Next(u64),
    /// A new round against the clock, from the seed.
    NewRound(u64),
    /// A point of the board was chosen.
    Point(Point),
    /// Check the dead-stone marks.
    CheckMarks,
    /// Show the right dead-stone marks.
    ShowMarks,
    /// Who wins: `Some(colour)` or `None` for a draw.
    Choose(Option<Color>),
    /// The count, as typed.
    Count(String),
    /// The size of the selected area, as typed.
    AreaSize(String),
    /// Forget the sizes entered area by area.
    ClearTally,
    /// The winner and the margins.
    Result(ResultAnswer),
    /// Open or close the step-by-step count.
    Explain(bool),
    /// Show this picture of the step-by-step count.
    Frame(usize),
    /// Play the pictures.
    Play,
    /// Stop playing.
    Pause,
    /// The next picture while playing.
    Tick,
    /// The clock of a round: end it if time is up.
    Clock,
}

/// The trainer.
#[derive(Clone, Debug, PartialEq)]
pub struct Trainer {
    /// What is practised.
    pub settings: Settings,
    /// The position.
    pub task: Rc<Task>,
    /// Positions started so far (for taking turns at which side to count).
    pub number: u32,
    /// The side whose count is asked.
    pub side: Color,
    /// Where the learner is, with that stage's data.
    pub phase: Phase,
    /// What the trainer says.
    pub feedback: Option<Feedback>,
    /// The step-by-step count, when open.
    pub explain: Option<Explain>,
    /// A wrong answer was given for this position.
    pub mistakes: bool,
    /// When this position started (ms).
    pub started: f64,
    /// The last finished position, for the statistics.
    pub finished: Option<Attempt>,
    /// Counts finished positions, so the page saves each once.
    pub serial: u32,
    /// Hand-made positions already shown.
    pub seen: Vec<String>,
    /// The round against the clock, in that mode.
    pub round: Option<Round>,
}

impl Trainer {
    /// A trainer on its first position.
    pub fn new(settings: Settings, seed: u64, now: f64) -> Trainer {
        let task = Rc::new(next_task(settings.level, settings.mode, seed, &[]));
        let mut t = Trainer {
            settings,
            task,
            number: 0,
            side: Color::Black,
            phase: Phase::choose(),
            feedback: None,
            explain: None,
            mistakes: false,
            started: now,
            finished: None,
            serial: 0,
            seen: Vec::new(),
            round: None,
        };
        t.begin(now);
        if settings.mode == Mode::Timed {
            t.round = Some(Round::start(settings.level.size, now));
        }
        t
    }

    /// A trainer on a given position (tests, and positions opened by name).
    pub fn with_task(settings: Settings, task: Task, now: f64) -> Trainer {
        let mut t = Trainer::new(
            Settings {
                mode: Mode::WhoWins,
                ..settings
            },
            0,
            now,
        );
        t.settings = settings;
        t.task = Rc::new(task);
        t.round = (settings.mode == Mode::Timed).then(|| Round::start(settings.level.size, now));
        t.begin(now);
        t
    }

    /// Sets up the current task's first phase.
    fn begin(&mut self, now: f64) {
        if let Source::HandMade(name) = &self.task.source {
            if !self.seen.contains(name) {
                self.seen.push(name.clone());
            }
        }
        self.side = match self.settings.mode {
            Mode::Count | Mode::Timed => self.settings.side.side(self.number),
            _ => Color::Black,
        };
        let marking = self.settings.level.dead || !self.task.dead.is_empty();
        let mark = || Phase::Mark {
            marks: DeadStones::default(),
            check: None,
        };
        self.phase = match self.settings.mode {
            Mode::WhoWins => Phase::choose(),
            Mode::DeadStones => mark(),
            Mode::Count if marking => mark(),
            Mode::Count | Mode::Timed => Phase::count(),
        };
        self.feedback = None;
        self.explain = None;
        self.mistakes = false;
        self.started = now;
    }

    /// Applies one action at time `now` (ms).
    pub fn apply(&mut self, action: Action, now: f64) {
        if self
            .round
            .is_some_and(|r| r.ended.is_none() && r.left_ms(now) <= 0.0)
        {
            self.end_round(now);
        }
        match action {
            Action::Settings(settings, seed) => {
                self.settings = settings;
                self.number = 0;
                self.round =
                    (settings.mode == Mode::Timed).then(|| Round::start(settings.level.size, now));
                self.next(seed, now);
            }
            Action::Next(seed) => {
                if let Some(round) = &mut self.round {
                    if round.ended.is_some() {
                        return;
                    }
                    round.index += 1;
                }
                self.number += 1;
                self.next(seed, now);
            }
            Action::NewRound(seed) => {
                self.round = Some(Round::start(self.settings.level.size, now));
                self.number += 1;
                self.next(seed, now);
            }
            Action::Point(p) => self.point(p),
            Action::CheckMarks => self.check_marks(now),
            Action::ShowMarks => {
                if let Phase::Mark { marks, .. } = &mut self.phase {
                    *marks = self.task.dead.clone();
                    self.mistakes = true;
                    self.check_marks_shown(now, true);
                }
            }
            Action::Choose(c) => {
                if self.stage() == Stage::Choose {
                    self.choose(c, now);
                }
            }
            Action::Count(text) => {
                if self.stage() == Stage::Count && !self.round_over() {
                    self.count(&text, now);
                }
            }
            Action::AreaSize(text) => self.area_size(&text),
            Action::ClearTally => {
                if let Phase::Count {
                    selected, tally, ..
                } = &mut self.phase
                {
                    *tally = Tally::default();
                    *selected = None;
                }
            }
            Action::Result(answer) => {
                if self.stage() == Stage::Result {
                    self.result(&answer, now);
                }
            }
            Action::Explain(open) => {
                self.explain = (open && self.can_explain()).then(|| Explain {
                    frames: Rc::new(self.frames()),
                    frame: 0,
                    playing: false,
                });
            }
            Action::Frame(i) => {
                if let Some(e) = &mut self.explain {
                    e.frame = i.min(e.frames.len() - 1);
                    e.playing = false;
                }
            }
            Action::Play => {
                if let Some(e) = &mut self.explain {
                    if e.frame + 1 >= e.frames.len() {
                        e.frame = 0;
                    }
                    e.playing = true;
                }
            }
            Action::Pause => {
                if let Some(e) = &mut self.explain {
                    e.playing = false;
                }
            }
            Action::Tick => {
                if let Some(e) = self.explain.as_mut().filter(|e| e.playing) {
                    e.frame += 1;
                    if e.frame + 1 >= e.frames.len() {
                        e.frame = e.frames.len() - 1;
                        e.playing = false;
                    }
                }
            }
            Action::Clock => {}
        }
    }

    fn round_over(&self) -> bool {
        self.round.is_some_and(|r| r.ended.is_some())
    }

    fn end_round(&mut self, now: f64) {
        if let Some(r) = &mut self.round {
            r.ended = Some(now.min(r.started + r.limit_ms));
            if !matches!(self.phase, Phase::Done { .. }) {
                self.phase = Phase::done();
            }
            if r.answered < ROUND {
                self.feedback = Feedback::new(
                    Tone::Info,
                    vec![Note::TimeUp {
                        answered: r.answered,
                        total: ROUND,
                        right: r.right,
                    }],
                );
            }
        }
    }

    fn next(&mut self, seed: u64, now: f64) {
        let mut task = next_task(self.settings.level, self.settings.mode, seed, &self.seen);
        // A different position from the one just done, whatever the seed.
        if task.board == self.task.board {
            task = next_task(
                self.settings.level,
                self.settings.mode,
                seed.wrapping_add(1),
                &self.seen,
            );
        }
        self.task = Rc::new(task);
        self.begin(now);
    }

    fn finish(&mut self, right: bool, now: f64) {
        self.finished = Some(Attempt {
            mode: self.settings.mode,
            size: self.task.size().get(),
            right,
            ms: (now - self.started).clamp(0.0, u32::MAX as f64) as u32,
        });
        self.serial += 1;
    }
}
