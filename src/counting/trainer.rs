//! The counting trainer's state and its pure reducer: one position at a time, in one of the
//! four modes (who wins, the exact count, the dead-stone drill, five counts against the
//! clock). The page feeds it actions with the time and new seeds; nothing here touches the
//! browser, so every rule of the trainer is tested natively.

use std::rc::Rc;

use super::check::{
    check_count, check_marks, check_result, parse_amount_input, side_regions, CountCheck,
    MarkCheck, ResultAnswer, ResultCheck, Tally,
};
use super::explain::{benchmark, count_frames, Frame, KomiNote};
use super::note::{Feedback, Note, Tone};
use super::phase::{Phase, Stage};
use super::round::{Round, ROUND};
use super::stats::Attempt;
use super::task::{next_task, CountSide, Level, Mode, Source, Task};
use crate::rules::{regions, Color, DeadStones, Owner, Point, Quarters};
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
            phase: Phase::Choose,
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
            Mode::WhoWins => Phase::Choose,
            Mode::DeadStones => mark(),
            Mode::Count if marking => mark(),
            Mode::Count | Mode::Timed => Phase::count(),
        };
        self.feedback = None;
        self.explain = None;
        self.mistakes = false;
        self.started = now;
    }

    /// What the trainer is at now.
    pub fn stage(&self) -> Stage {
        self.phase.stage()
    }

    /// The stones shown marked dead: the learner's marks while marking, the position's
    /// dead stones otherwise.
    pub fn marks(&self) -> &DeadStones {
        match &self.phase {
            Phase::Mark { marks, .. } => marks,
            _ => &self.task.dead,
        }
    }

    /// The last check of the dead-stone marks, while marking.
    pub fn mark_check(&self) -> Option<&MarkCheck> {
        match &self.phase {
            Phase::Mark { check, .. } => check.as_ref(),
            _ => None,
        }
    }

    /// The area chosen for entering its size.
    pub fn selected(&self) -> Option<Point> {
        match &self.phase {
            Phase::Count { selected, .. } => *selected,
            _ => None,
        }
    }

    /// The sizes entered area by area (empty outside the count).
    pub fn tally(&self) -> Option<&Tally> {
        match &self.phase {
            Phase::Count { tally, .. } => Some(tally),
            _ => None,
        }
    }

    /// The last wrong count: while counting, or when a count against the clock was wrong.
    pub fn count_check(&self) -> Option<&CountCheck> {
        match &self.phase {
            Phase::Count { check, .. } => check.as_ref(),
            Phase::Done { wrong_count, .. } => wrong_count.as_ref(),
            _ => None,
        }
    }

    /// The last check of the result.
    pub fn result_check(&self) -> Option<&ResultCheck> {
        match &self.phase {
            Phase::Result { check } => check.as_ref(),
            _ => None,
        }
    }

    /// The answer to "who wins?", once given.
    pub fn chosen(&self) -> Option<Option<Color>> {
        match &self.phase {
            Phase::Done { chosen, .. } => *chosen,
            _ => None,
        }
    }

    /// The step-by-step count of the asked side (Black's in "who wins?").
    pub fn frames(&self) -> Vec<Frame> {
        count_frames(&self.task, self.side)
    }

    /// Whether the step-by-step count may be opened now (it gives the answer away, so only
    /// once the count has been tried or the position is done).
    pub fn can_explain(&self) -> bool {
        match self.settings.mode {
            Mode::Timed => {
                self.stage() == Stage::Done && self.round.is_some_and(|r| r.ended.is_some())
            }
            Mode::DeadStones => false,
            _ => {
                matches!(self.stage(), Stage::Done | Stage::Result) || self.count_check().is_some()
            }
        }
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
                if self.phase == Phase::Choose {
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

    fn point(&mut self, p: Point) {
        if self.explain.is_some() {
            return;
        }
        match &mut self.phase {
            Phase::Mark { marks, .. } if self.task.board.get(p).is_some() => {
                marks.toggle_group(&self.task.board, p);
            }
            Phase::Count { .. } => self.select_area(p),
            _ => {}
        }
    }

    fn select_area(&mut self, p: Point) {
        let task = &self.task;
        let size = task.size();
        let side = self.side;
        let at = p.to_gtp(size);
        if let Some(color) = task.board.get(p).filter(|_| !task.dead.contains(p)) {
            self.feedback = Feedback::new(Tone::Info, vec![Note::LivingStone { at, color, side }]);
            return;
        }
        let Some(region) = regions(&task.board, &task.dead)
            .into_iter()
            .find(|r| r.points.contains(&p))
        else {
            return;
        };
        let note = match region.owner {
            o if o.color() == Some(side) => {
                if let Phase::Count { selected, .. } = &mut self.phase {
                    *selected = Some(region.points[0]);
                }
                // Named by its first point, as the answer box and the count's hints name it.
                Note::AreaChosen {
                    at: region.points[0].to_gtp(size),
                }
            }
            Owner::Shared => Note::SharedPoint { at },
            _ => Note::OtherSidesArea {
                at,
                owner: !side,
                side,
            },
        };
        self.feedback = Feedback::new(Tone::Info, vec![note]);
    }

    fn area_size(&mut self, text: &str) {
        let truth_of = |key: Point| {
            self.areas()
                .into_iter()
                .find(|r| r.key() == key)
                .map(|r| r.points.len() as u32)
        };
        let Phase::Count {
            selected: Some(key),
            ..
        } = self.phase
        else {
            return;
        };
        let truth = truth_of(key);
        let area = self.task.size().area();
        let at = key.to_gtp(self.task.size());
        let Phase::Count {
            selected, tally, ..
        } = &mut self.phase
        else {
            return;
        };
        self.feedback = match text.trim().parse::<u32>() {
            Ok(n) if truth.is_some_and(|t| t != n) => {
                Feedback::new(Tone::Wrong, vec![Note::NotThisSize { size: n, at }])
            }
            Ok(n) if n <= area => {
                tally.enter(key, n);
                *selected = None;
                let sizes = tally.entries.iter().map(|&(_, n)| n).collect();
                Feedback::new(
                    Tone::Info,
                    vec![Note::AreasSoFar {
                        sizes,
                        total: tally.total(),
                    }],
                )
            }
            _ => Feedback::new(Tone::Info, vec![Note::TypeAreaSize]),
        };
    }

    fn check_marks(&mut self, now: f64) {
        self.check_marks_shown(now, false);
    }

    /// Checks the marks; `shown` when the trainer marked them itself ("show me"), so the
    /// verdict says what they are rather than praising the learner.
    fn check_marks_shown(&mut self, now: f64, shown: bool) {
        let Phase::Mark { marks, .. } = &self.phase else {
            return;
        };
        let check = check_marks(&self.task, marks);
        if check.is_right() {
            let mut lines = vec![Note::MarksRight {
                shown,
                dead: self.task.dead.len(),
            }];
            if self.settings.mode == Mode::DeadStones {
                self.phase = Phase::done();
                lines.push(if self.mistakes {
                    Note::OnToNext
                } else {
                    Note::WellSpotted
                });
                self.finish(!self.mistakes, now);
            } else {
                self.phase = Phase::count();
                lines.push(Note::NowCount { side: self.side });
            }
            self.feedback = Feedback::new(Tone::Right, lines);
            return;
        }
        self.mistakes = true;
        let mut lines = vec![Note::NotYet];
        lines.extend(
            check
                .alive_marked
                .iter()
                .map(|n| Note::Group(n.why.clone())),
        );
        if !check.dead_unmarked.is_empty() {
            lines.push(Note::DeadUnmarked {
                groups: check.dead_unmarked.len(),
            });
        }
        self.feedback = Feedback::new(Tone::Wrong, lines);
        if let Phase::Mark { check: last, .. } = &mut self.phase {
            *last = Some(check);
        }
    }

    fn choose(&mut self, c: Option<Color>, now: f64) {
        let right = self.task.outcome().winner() == c;
        self.feedback = Feedback::new(
            if right { Tone::Right } else { Tone::Wrong },
            vec![
                Note::Verdict { right },
                Note::Benchmark(benchmark(&self.task, self.side)),
            ],
        );
        self.mistakes = !right;
        self.phase = Phase::Done {
            chosen: Some(c),
            wrong_count: None,
        };
        self.finish(right, now);
    }

    fn count(&mut self, text: &str, now: f64) {
        let Some(answer) = parse_amount_input(text) else {
            self.feedback = Feedback::new(Tone::Info, vec![Note::TypeCount]);
            return;
        };
        let Phase::Count { tally, .. } = &self.phase else {
            return;
        };
        let check = check_count(&self.task, self.side, answer, tally);
        let right = check.is_right();
        if self.settings.mode == Mode::Timed {
            let mut lines = vec![Note::Count(check.clone())];
            if !right {
                lines.push(Note::SideHas {
                    side: self.side,
                    count: check.truth,
                });
            }
            self.feedback = Feedback::new(if right { Tone::Right } else { Tone::Wrong }, lines);
            self.phase = Phase::Done {
                chosen: None,
                wrong_count: (!right).then_some(check),
            };
            self.finish(right, now);
            if let Some(r) = &mut self.round {
                r.answered += 1;
                r.right += u32::from(right);
                if r.answered >= ROUND {
                    self.end_round(now);
                    if let Some(r) = self.round {
                        let seconds =
                            ((r.ended.unwrap_or(now) - r.started) / 1000.0).round() as u64;
                        if let Some(f) = &mut self.feedback {
                            f.lines.push(Note::RoundOver {
                                right: r.right,
                                total: ROUND,
                                seconds,
                            });
                        }
                    }
                }
            }
            return;
        }
        if right {
            self.feedback = Feedback::new(Tone::Right, vec![Note::Count(check), Note::AskResult]);
            self.phase = Phase::Result { check: None };
        } else {
            self.mistakes = true;
            let mut lines = vec![Note::Count(check.clone())];
            lines.extend(check.hints.iter().cloned().map(Note::Hint));
            self.feedback = Feedback::new(Tone::Wrong, lines);
            if let Phase::Count { check: last, .. } = &mut self.phase {
                *last = Some(check);
            }
        }
    }

    fn result(&mut self, answer: &ResultAnswer, now: f64) {
        let check = check_result(&self.task, answer);
        let outcome = self.task.outcome();
        if check.is_right() {
            let mut lines = vec![Note::ResultRight(outcome)];
            if !self.task.note.is_empty() {
                lines.push(Note::PositionNote(self.task.note.clone()));
            }
            self.feedback = Feedback::new(Tone::Right, lines);
            self.phase = Phase::done();
            self.finish(!self.mistakes, now);
            return;
        }
        self.mistakes = true;
        let mut lines = vec![Note::NotQuite];
        // Said for the side the learner counted: White's target is half the board minus
        // komi, Black's half the board plus komi.
        let half = Quarters(2 * self.task.size().area() as i32);
        let (target, count) = match self.side {
            Color::Black => (outcome.benchmark, outcome.black_count),
            Color::White => (
                Quarters(2 * half.0 - outcome.benchmark.0),
                Quarters(2 * half.0 - outcome.black_count.0),
            ),
        };
        let side = self.side;
        if !check.winner {
            lines.push(Note::NeedsMoreThan {
                side,
                target,
                half,
                komi: KomiNote::of_task(&self.task),
            });
        } else if !check.stones {
            lines.push(Note::MarginIs {
                side,
                count,
                target,
            });
        }
        if check.winner && check.stones && !check.points {
            lines.push(Note::StoneIsTwoPoints);
        }
        self.feedback = Feedback::new(Tone::Wrong, lines);
        self.phase = Phase::Result { check: Some(check) };
    }

    /// The true size of each of the counted side's areas, with where to write it.
    pub fn areas(&self) -> Vec<super::RegionNote> {
        side_regions(&self.task, self.side)
    }
}
