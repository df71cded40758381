//! The counting trainer's state and its pure reducer: one position at a time, in one of the
//! four modes (who wins, the exact count, the dead-stone drill, five counts against the
//! clock). The page feeds it actions with the time and new seeds; nothing here touches the
//! browser, so every rule of the trainer is tested natively.

use std::rc::Rc;

use super::check::{check_count, check_marks, check_result, parse_amount_input, side_regions, CountCheck, MarkCheck, ResultAnswer, ResultCheck, Tally};
use super::explain::{benchmark_sentence, count_frames, Frame};
use super::round::{Round, ROUND};
use super::stats::Attempt;
use super::task::{next_task, CountSide, Level, Mode, Source, Task};
use crate::rules::{regions, Color, DeadStones, Owner, Point};
use crate::storage::Record;

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

impl Record for Settings {
    const KEY: &'static str = "weiqi.counting.settings";
    const VERSION: u32 = 1;
}

/// Where the learner is with the current position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Who wins: choose Black, White or a draw.
    Choose,
    /// Mark the dead stones.
    Mark,
    /// Give one side's count.
    Count,
    /// Give the winner and the margin.
    Result,
    /// This position is finished.
    Done,
}

/// How feedback reads: the lesson player's tones (right, wrong, a neutral note).
pub use crate::lessons::player::Tone;

/// What the trainer says after an action, in whole sentences.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// How it reads.
    pub tone: Tone,
    /// The sentences, the verdict first.
    pub lines: Vec<String>,
}

impl Feedback {
    fn new(tone: Tone, lines: Vec<String>) -> Option<Feedback> {
        Some(Feedback { tone, lines })
    }

    /// Everything in one paragraph.
    pub fn text(&self) -> String {
        self.lines.join(" ")
    }
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
    /// Where the learner is.
    pub phase: Phase,
    /// The learner's dead-stone marks.
    pub marks: DeadStones,
    /// The last check of the marks.
    pub mark_check: Option<MarkCheck>,
    /// The area chosen for entering its size.
    pub selected: Option<Point>,
    /// Sizes entered area by area.
    pub tally: Tally,
    /// The last wrong count, shown on the board.
    pub count_check: Option<CountCheck>,
    /// The last check of the result.
    pub result_check: Option<ResultCheck>,
    /// The answer to "who wins?".
    pub chosen: Option<Option<Color>>,
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
            phase: Phase::Choose,
            marks: DeadStones::default(),
            mark_check: None,
            selected: None,
            tally: Tally::default(),
            count_check: None,
            result_check: None,
            chosen: None,
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
        let mut t = Trainer::new(Settings { mode: Mode::WhoWins, ..settings }, 0, now);
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
        self.phase = match self.settings.mode {
            Mode::WhoWins => Phase::Choose,
            Mode::DeadStones => Phase::Mark,
            Mode::Count if marking => Phase::Mark,
            Mode::Count | Mode::Timed => Phase::Count,
        };
        // Where the learner does not mark them, the dead stones are shown marked.
        self.marks = match self.phase {
            Phase::Mark => DeadStones::default(),
            _ => self.task.dead.clone(),
        };
        self.mark_check = None;
        self.selected = None;
        self.tally = Tally::default();
        self.count_check = None;
        self.result_check = None;
        self.chosen = None;
        self.feedback = None;
        self.explain = None;
        self.mistakes = false;
        self.started = now;
    }

    /// The step-by-step count of the asked side (Black's in "who wins?").
    pub fn frames(&self) -> Vec<Frame> {
        count_frames(&self.task, self.side)
    }

    /// Whether the step-by-step count may be opened now (it gives the answer away, so only
    /// once the count has been tried or the position is done).
    pub fn can_explain(&self) -> bool {
        match self.settings.mode {
            Mode::Timed => self.phase == Phase::Done && self.round.is_some_and(|r| r.ended.is_some()),
            Mode::DeadStones => false,
            _ => self.phase == Phase::Done || self.phase == Phase::Result || self.count_check.is_some(),
        }
    }

    /// Applies one action at time `now` (ms).
    pub fn apply(&mut self, action: Action, now: f64) {
        if self.round.is_some_and(|r| r.ended.is_none() && r.left_ms(now) <= 0.0) {
            self.end_round(now);
        }
        match action {
            Action::Settings(settings, seed) => {
                self.settings = settings;
                self.number = 0;
                self.round = (settings.mode == Mode::Timed).then(|| Round::start(settings.level.size, now));
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
                if self.phase == Phase::Mark {
                    self.marks = self.task.dead.clone();
                    self.mistakes = true;
                    self.check_marks_shown(now, true);
                }
            }
            Action::Choose(c) => {
                if self.phase == Phase::Choose {
                    self.choose(c, now);
                }
            }
            Action::Count(text) => {
                if self.phase == Phase::Count && !self.round_over() {
                    self.count(&text, now);
                }
            }
            Action::AreaSize(text) => self.area_size(&text),
            Action::ClearTally => {
                self.tally = Tally::default();
                self.selected = None;
            }
            Action::Result(answer) => {
                if self.phase == Phase::Result {
                    self.result(&answer, now);
                }
            }
            Action::Explain(open) => {
                self.explain = (open && self.can_explain())
                    .then(|| Explain { frames: Rc::new(self.frames()), frame: 0, playing: false });
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
            self.phase = Phase::Done;
            self.selected = None;
            if r.answered < ROUND {
                self.feedback = Feedback::new(Tone::Info, vec![format!(
                    "Time is up: {} of {} counted, {} right.",
                    r.answered, ROUND, r.right
                )]);
            }
        }
    }

    fn next(&mut self, seed: u64, now: f64) {
        let mut task = next_task(self.settings.level, self.settings.mode, seed, &self.seen);
        // A different position from the one just done, whatever the seed.
        if task.board == self.task.board {
            task = next_task(self.settings.level, self.settings.mode, seed.wrapping_add(1), &self.seen);
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

    fn point(&mut self, p: Point) {
        if self.explain.is_some() {
            return;
        }
        match self.phase {
            Phase::Mark if self.task.board.get(p).is_some() => {
                self.marks.toggle_group(&self.task.board, p);
            }
            Phase::Count => self.select_area(p),
            _ => {}
        }
    }

    fn select_area(&mut self, p: Point) {
        let task = &self.task;
        let size = task.size();
        let name = self.side.name();
        let at = p.to_gtp(size);
        if let Some(c) = task.board.get(p).filter(|_| !task.dead.contains(p)) {
            let whose = if c == self.side { format!("it counts 1 for {name}") } else { format!("it does not count for {name}") };
            self.feedback = Feedback::new(Tone::Info, vec![format!("{at}: a living {} stone; {whose}.", c.name().to_lowercase())]);
            return;
        }
        let Some(region) = regions(&task.board, &task.dead).into_iter().find(|r| r.points.contains(&p)) else { return };
        let line = match region.owner {
            o if o.color() == Some(self.side) => {
                self.selected = Some(region.points[0]);
                // Named by its first point, as the answer box and the count's hints name it.
                let key = region.points[0].to_gtp(size);
                format!("The area at {key} is chosen: type how many points it has, dead stones included.")
            }
            Owner::Shared => format!("{at} is a shared point: it touches both colours and counts half for each side."),
            _ => format!("The area at {at} is {}'s: it does not count for {name}.", (!self.side).name()),
        };
        self.feedback = Feedback::new(Tone::Info, vec![line]);
    }

    fn area_size(&mut self, text: &str) {
        let Some(key) = self.selected.filter(|_| self.phase == Phase::Count) else { return };
        let truth = self.areas().into_iter().find(|r| r.key() == key).map(|r| r.points.len() as u32);
        match text.trim().parse::<u32>() {
            Ok(n) if truth.is_some_and(|t| t != n) => {
                self.feedback = Feedback::new(Tone::Wrong, vec![format!(
                    "Not {n}: count the area at {} again, its empty points and the points of its dead stones.",
                    key.to_gtp(self.task.size())
                )]);
            }
            Ok(n) if n <= self.task.size().area() => {
                self.tally.enter(key, n);
                self.selected = None;
                let parts: Vec<String> = self.tally.entries.iter().map(|(_, n)| n.to_string()).collect();
                let sum = if parts.len() > 1 { format!("{} = {}", parts.join(" + "), self.tally.total()) } else { parts.join("") };
                self.feedback = Feedback::new(Tone::Info, vec![format!("Areas counted so far: {sum} points.")]);
            }
            _ => {
                self.feedback = Feedback::new(Tone::Info, vec!["Type the number of points in the area, a whole number.".into()]);
            }
        }
    }

    fn check_marks(&mut self, now: f64) {
        self.check_marks_shown(now, false);
    }

    /// Checks the marks; `shown` when the trainer marked them itself ("show me"), so the
    /// verdict says what they are rather than praising the learner.
    fn check_marks_shown(&mut self, now: f64, shown: bool) {
        if self.phase != Phase::Mark {
            return;
        }
        let check = check_marks(&self.task, &self.marks);
        if check.is_right() {
            let dead = self.task.dead.len();
            let verdict = match (shown, dead) {
                (true, 0) => "There are no dead stones here; every group is alive.".to_string(),
                (false, 0) => "Right: there are no dead stones here; every group is alive.".to_string(),
                (true, 1) => "This is the dead stone, marked for you now.".to_string(),
                (true, _) => "These are the dead stones, marked for you now.".to_string(),
                (false, 1) => "Right: that stone is dead.".to_string(),
                (false, _) => "Right: those are the dead stones.".to_string(),
            };
            let mut lines = vec![verdict];
            if self.settings.mode == Mode::DeadStones {
                self.phase = Phase::Done;
                lines.push(if self.mistakes { "Now on to the next position." } else { "Well spotted." }.into());
                self.finish(!self.mistakes, now);
            } else {
                self.phase = Phase::Count;
                lines.push(format!("Now count {}'s area with them off.", self.side.name()));
            }
            self.feedback = Feedback::new(Tone::Right, lines);
            self.mark_check = Some(check);
            return;
        }
        self.mistakes = true;
        let mut lines = vec!["Not yet.".to_string()];
        lines.extend(check.alive_marked.iter().map(|n| n.why.clone()));
        match check.dead_unmarked.len() {
            0 => {}
            1 => lines.push("One dead group is not marked yet.".into()),
            n => lines.push(format!("{n} dead groups are not marked yet.")),
        }
        self.feedback = Feedback::new(Tone::Wrong, lines);
        self.mark_check = Some(check);
    }

    fn choose(&mut self, c: Option<Color>, now: f64) {
        let outcome = self.task.outcome();
        self.chosen = Some(c);
        let right = outcome.winner() == c;
        let verdict = if right { "Right." } else { "Not this time." };
        self.feedback = Feedback::new(
            if right { Tone::Right } else { Tone::Wrong },
            vec![verdict.to_string(), benchmark_sentence(&self.task, self.side)],
        );
        self.mistakes = !right;
        self.phase = Phase::Done;
        self.finish(right, now);
    }

    fn count(&mut self, text: &str, now: f64) {
        let Some(answer) = parse_amount_input(text) else {
            self.feedback = Feedback::new(Tone::Info, vec!["Type a count such as 43 or 43½ (43.5 works too).".into()]);
            return;
        };
        let check = check_count(&self.task, self.side, answer, &self.tally);
        let right = check.is_right();
        if self.settings.mode == Mode::Timed {
            let mut lines = vec![check.sentence()];
            if !right {
                lines.push(format!("{} has {}.", self.side.name(), check.truth.stones_text()));
            }
            self.feedback = Feedback::new(if right { Tone::Right } else { Tone::Wrong }, lines);
            self.count_check = (!right).then_some(check);
            self.phase = Phase::Done;
            self.finish(right, now);
            if let Some(r) = &mut self.round {
                r.answered += 1;
                r.right += u32::from(right);
                if r.answered >= ROUND {
                    self.end_round(now);
                    if let Some(r) = self.round {
                        let secs = ((r.ended.unwrap_or(now) - r.started) / 1000.0).round() as u64;
                        if let Some(f) = &mut self.feedback {
                            f.lines.push(format!("Round over: {} of {ROUND} right in {}:{:02}.", r.right, secs / 60, secs % 60));
                        }
                    }
                }
            }
            return;
        }
        if right {
            self.feedback = Feedback::new(Tone::Right, vec![
                check.sentence(),
                "Now: who wins, and by how much in stones and in points?".into(),
            ]);
            self.count_check = None;
            self.phase = Phase::Result;
        } else {
            self.mistakes = true;
            let mut lines = vec![check.sentence()];
            lines.extend(check.hints.iter().cloned());
            self.feedback = Feedback::new(Tone::Wrong, lines);
            self.count_check = Some(check);
        }
    }

    fn result(&mut self, answer: &ResultAnswer, now: f64) {
        let check = check_result(&self.task, answer);
        let outcome = self.task.outcome();
        if check.is_right() {
            let mut lines = vec![format!("Right: {}", outcome.sentence())];
            if !self.task.note.is_empty() {
                lines.push(self.task.note.clone());
            }
            self.feedback = Feedback::new(Tone::Right, lines);
            self.phase = Phase::Done;
            self.finish(!self.mistakes, now);
        } else {
            self.mistakes = true;
            let mut lines = vec!["Not quite.".to_string()];
            // Said for the side the learner counted: White's target is half the board
            // minus komi, Black's half the board plus komi.
            let half = crate::rules::Quarters(2 * self.task.size().area() as i32);
            let (target, count, how) = match self.side {
                Color::Black => (outcome.benchmark, outcome.black_count, "plus"),
                Color::White => (
                    crate::rules::Quarters(2 * half.0 - outcome.benchmark.0),
                    crate::rules::Quarters(2 * half.0 - outcome.black_count.0),
                    "minus",
                ),
            };
            let name = self.side.name();
            if !check.winner {
                lines.push(format!(
                    "{name} needs more than {} to win (half the board, {}, {how} {}).",
                    target.stones_text(),
                    half.stones_text(),
                    super::explain::komi_words(&self.task)
                ));
            } else if !check.stones {
                lines.push(format!(
                    "The winner is right. The margin in stones is the difference between {name}'s count, {}, and {}.",
                    count.stones_text(),
                    target.stones_text()
                ));
            }
            if check.winner && check.stones && !check.points {
                lines.push("The winner and the stones are right. One stone is two points.".into());
            }
            self.feedback = Feedback::new(Tone::Wrong, lines);
        }
        self.result_check = Some(check);
    }

    /// The true size of each of the counted side's areas, with where to write it.
    pub fn areas(&self) -> Vec<super::RegionNote> {
        side_regions(&self.task, self.side)
    }
}
