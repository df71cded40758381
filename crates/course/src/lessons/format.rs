//! The lesson file format: what a `content/lessons/NN-name.toml` file and
//! `content/glossary.toml` hold, as plain serde types.
//!
//! `build.rs` reads the TOML files into these types, checks them, and embeds them packed
//! (`crate::packed`); the app reads them back into the same types. See `docs/lessons.md` for the format
//! as a lesson writer sees it.

use weiqi_engine::map::SortedMap;

use serde::{Deserialize, Serialize};

pub use crate::preset_name::Preset;

/// One lesson (a chapter of the course): a title and its steps.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lesson {
    /// The file name without `.toml`, e.g. `02-liberties`; filled in by the build.
    #[serde(default)]
    pub id: String,
    /// The chapter title.
    pub title: String,
    /// One sentence for the course overview.
    pub summary: String,
    /// The steps, in order (`[[step]]` blocks in the file).
    #[serde(rename = "step")]
    pub steps: Vec<Step>,
}

/// One step: a short text, a board, and one thing to do.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Step {
    /// A short kebab-case name, unique in its lesson (`count-liberties`): the learner's
    /// progress is kept by it, so steps can be added or moved without losing any. Lesson
    /// files must give one; problem sets need none.
    #[serde(default)]
    pub id: String,
    /// The idea a task practises (one of [`IDEAS`]); the course promises each idea several
    /// tasks, coming back in a later chapter.
    #[serde(default)]
    pub idea: Option<String>,
    /// What the learner reads: one idea, plain words. `[word](glossary:term)` links a term.
    pub text: String,
    /// The board as a diagram: `X` black, `O` white, `.` empty, a lower-case letter (not `o`
    /// or `x`) is an empty point with that label. None (left out) for a question about
    /// something other than a position, such as the clock: no board is drawn.
    #[serde(default)]
    pub board: String,
    /// Whose turn it is: `"black"` (default) or `"white"`.
    #[serde(default)]
    pub turn: Side,
    /// Moves already played from the board before the learner starts (they count for ko
    /// and the whole-board rule), e.g. `"C4"`; colours alternate from `turn`.
    #[serde(default)]
    pub before: Option<String>,
    /// `"superko"` (default: no whole-board position may repeat) or `"simple"` (only the
    /// immediate ko retake is forbidden).
    #[serde(default)]
    pub ko: KoChoice,
    /// Komi in stones for "who won?" questions; default 3¾.
    #[serde(default)]
    pub komi: Option<f64>,
    /// Whether to draw coordinates around the board (default: yes).
    #[serde(default)]
    pub coordinates: Option<bool>,
    /// Whether to show only the part of the board the step is about ([`super::region`]):
    /// `true` crops a lesson step, `false` keeps a problem's whole board; by default the
    /// practice page crops and the lessons do not.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub crop: Option<bool>,
    /// Marks drawn on the board.
    #[serde(flatten)]
    pub marks: Marks,
    /// Said after the second miss (a generic hint is used when empty).
    #[serde(default)]
    pub hint: Option<String>,
    /// Said when the learner gets it right: why it is right.
    #[serde(default)]
    pub right: Option<String>,
    /// The one thing to do.
    #[serde(flatten)]
    pub task: Task,
}

/// The ideas of the end of a game, practised on finished boards: what is left to play there
/// (an open point), and whose each point is.
const END_OF_GAME_IDEAS: &[&str] = &["pass", "shared-points", "area"];

impl Step {
    /// Whether the step practises the end of a game (its board is finished but for what the
    /// task asks), so that a point inside one side's area is that side's already.
    pub fn about_the_end(&self) -> bool {
        self.idea.as_deref().is_some_and(|idea| END_OF_GAME_IDEAS.contains(&idea))
    }

    /// Whether the step shows a board (a question about the clock shows none).
    pub fn has_board(&self) -> bool {
        !self.board.trim().is_empty()
    }

    /// Whether the task can be answered without a board: a number given in the text, or a
    /// choice that is not about a point.
    pub fn needs_no_board(&self) -> bool {
        match &self.task {
            Task::Number(t) => t.count == CountKind::Given,
            Task::Choice(t) => t.check == Check::Given && t.at.is_none(),
            _ => false,
        }
    }
}

/// Symbols, labels and shading on a board (a step's or a watch frame's).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Marks {
    /// Points with a triangle.
    #[serde(default)]
    pub triangle: Vec<String>,
    /// Points with a square.
    #[serde(default)]
    pub square: Vec<String>,
    /// Points with a circle.
    #[serde(default)]
    pub circle: Vec<String>,
    /// Points with a cross.
    #[serde(default)]
    pub cross: Vec<String>,
    /// Labels by point: `labels = { C3 = "a", D4 = "1" }`.
    #[serde(default)]
    pub labels: SortedMap<String, String>,
    /// Stones drawn faded as dead (they count as removed in counts).
    #[serde(default)]
    pub dead: Vec<String>,
    /// Shade who owns every point (the area count).
    #[serde(default)]
    pub shade: bool,
}

/// Black or White, as written in files.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Side {
    #[default]
    Black,
    White,
}

/// The ko rule of a step.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum KoChoice {
    #[default]
    Superko,
    Simple,
}

/// The one interaction of a step (`task = "…"` in the file).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "task", rename_all = "lowercase")]
pub enum Task {
    /// Play the moves of one of the correct lines; the opponent answers from the line.
    Play(MoveTask),
    /// Capture the group on `target` (any move that does is right).
    Capture(MoveTask),
    /// Save your group on `target`: after your move it has two liberties or more.
    Save(MoveTask),
    /// Click every point of a kind.
    Points(PointsTask),
    /// Type a number.
    Number(NumberTask),
    /// Choose one answer.
    Choice(ChoiceTask),
    /// Watch moves or pictures, one frame at a time.
    Watch(WatchTask),
    /// Play a ready-made game against the computer on the Play page; done when it ends.
    Game(GameTask),
}

/// A game against the computer, played on the Play page.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameTask {
    /// Which ready-made game (`"capture"` or `"first"`).
    pub game: Preset,
}

/// A task answered by moves on the board.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct MoveTask {
    /// The stone whose group is to be captured or saved.
    #[serde(default)]
    pub target: Option<String>,
    /// Correct lines, each `"C3 D4 E5"`: the learner's moves and the opponent's answers in
    /// turn (`pass` for a pass).
    #[serde(default)]
    pub lines: Vec<String>,
    /// Wrong moves with the reason and, optionally, the opponent's punishing answer.
    #[serde(default)]
    pub wrong: Vec<WrongMove>,
    /// The reason given for any other wrong move (the engine adds what it sees).
    #[serde(default)]
    pub other: Option<String>,
    /// The technique a capture task teaches (`chase = "ladder"` or `"net"`): the content
    /// check proves each of the learner's moves of its lines by the reader, and in a ladder
    /// only a move that keeps the ladder is right.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chase: Option<Chase>,
    /// When the step's own hint and `other` reason hold: by default they speak of the first
    /// move and the board it is played on, and after it the player's own words (made from
    /// the board as it is) take their place; `advice = "throughout"` keeps them for every
    /// move of the fight.
    #[serde(default, skip_serializing_if = "Advice::is_first_move")]
    pub advice: Advice,
    /// An opening move near a corner (`opening = true`): any other move hears how far it is
    /// from the edges (too low, too far out, on a side) instead of the step's `other`.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub opening: bool,
}

/// Which of a move task's moves the step's own advice (its hint and `other` reason) speaks of.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Advice {
    /// The first move only: later positions are not the board the words were written for.
    #[default]
    FirstMove,
    /// Every move of the fight (the words name no stone that the fight changes).
    Throughout,
}

impl Advice {
    fn is_first_move(&self) -> bool {
        *self == Advice::FirstMove
    }
}

/// A way to catch stones that are not in atari yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Chase {
    /// Atari after atari: the stones run, with two liberties at most after each run, to the
    /// edge or into the chaser's stones.
    Ladder,
    /// A move a step away that shuts every way out, with no atari.
    Net,
}

/// A wrong move named in a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WrongMove {
    /// The point (or `pass`).
    pub at: String,
    /// Why it is wrong.
    pub why: String,
    /// The opponent's answer that shows it, as moves (`"D4"` or `"D4 E5"`).
    #[serde(default)]
    pub reply: Option<String>,
}

/// Which points a points task asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PointKind {
    /// The liberties of the group on `target` (computed).
    Liberties,
    /// The points where the player to move may not play (computed).
    Forbidden,
    /// The dead stones (listed in `answer`; a click marks a whole group).
    Dead,
    /// The empty points that touch both colours (computed, after the `dead` stones).
    Shared,
    /// The star points (computed).
    Stars,
    /// The points listed in `answer`.
    Listed,
}

/// Click every point of a kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PointsTask {
    /// What to find.
    pub find: PointKind,
    /// The group for `liberties`.
    #[serde(default)]
    pub target: Option<String>,
    /// The points for `dead` and `listed`.
    #[serde(default)]
    pub answer: Vec<String>,
    /// Wrong points with the reason.
    #[serde(default)]
    pub wrong: Vec<WrongPoint>,
    /// The reason given for any other wrong point (the engine adds what it sees).
    #[serde(default)]
    pub other: Option<String>,
}

/// A wrong point named in a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WrongPoint {
    /// The point.
    pub at: String,
    /// Why it is wrong.
    pub why: String,
}

/// What a number task counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum CountKind {
    /// The liberties of the group on `target`.
    Liberties,
    /// The stones in the group on `target`.
    Group,
    /// `color`'s stones on the board (dead ones not counted).
    Stones,
    /// `color`'s count: living stones + surrounded points + half the shared points.
    Area,
    /// The points of the board.
    Points,
    /// The number in `answer`.
    Given,
}

/// Type a number.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct NumberTask {
    /// The question.
    pub question: String,
    /// What is counted.
    pub count: CountKind,
    /// The group for `liberties` and `group`.
    #[serde(default)]
    pub target: Option<String>,
    /// The side for `stones` and `area`.
    #[serde(default)]
    pub color: Option<Side>,
    /// The answer for `given` (halves allowed: 40.5).
    #[serde(default)]
    pub answer: Option<f64>,
    /// Wrong numbers with the reason.
    #[serde(default)]
    pub wrong: Vec<WrongNumber>,
    /// The reason given for any other wrong number.
    #[serde(default)]
    pub other: Option<String>,
}

/// A wrong number named in a file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WrongNumber {
    /// The number.
    pub answer: f64,
    /// Why it is wrong.
    pub why: String,
}

/// How the right choice is decided.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Check {
    /// The choice marked `correct = true`.
    #[default]
    Given,
    /// Whether the player to move may play on `at`: choices mean `yes` or `no`.
    Legal,
    /// Who wins the count of the board (dead stones removed, komi): choices mean `black`,
    /// `white` or `draw`.
    Winner,
}

/// Choose one answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChoiceTask {
    /// The question.
    pub question: String,
    /// How the right choice is decided.
    #[serde(default)]
    pub check: Check,
    /// The point for `check = "legal"`.
    #[serde(default)]
    pub at: Option<String>,
    /// The choices.
    pub choices: Vec<ChoiceItem>,
}

/// One answer to choose.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ChoiceItem {
    /// What the button says.
    pub text: String,
    /// Why this answer is right or wrong.
    pub why: String,
    /// For `check = "given"`: this is the right answer.
    #[serde(default)]
    pub correct: bool,
    /// For engine checks: `yes`, `no`, `black`, `white` or `draw`.
    #[serde(default)]
    pub means: Option<String>,
}

/// Watch a sequence, one frame at a time.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct WatchTask {
    /// The frames after the step's board.
    pub frames: Vec<Frame>,
}

/// One frame of a watch: moves played from the previous frame, or a new board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Frame {
    /// Moves from the previous frame, e.g. `"C3 D4"` (colours alternate).
    #[serde(default)]
    pub play: Option<String>,
    /// Or a whole new diagram.
    #[serde(default)]
    pub board: Option<String>,
    /// The caption.
    pub text: String,
    /// Marks on this frame.
    #[serde(flatten)]
    pub marks: Marks,
}

/// The glossary: `[[term]]` blocks in `content/glossary.toml`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Glossary {
    /// The terms, in the order shown.
    #[serde(rename = "term")]
    pub terms: Vec<Term>,
}

/// One glossary entry.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Term {
    /// What links use: `glossary:liberty`.
    pub id: String,
    /// The word as shown.
    pub name: String,
    /// Other names (Chinese, Japanese, Korean words).
    #[serde(default)]
    pub also: Option<String>,
    /// The plain definition.
    pub text: String,
    /// A tiny diagram.
    pub board: String,
    /// Marks on the diagram.
    #[serde(flatten)]
    pub marks: Marks,
}

/// The ideas a task step may practise (`idea = "…"`), in the order the course teaches them.
pub const IDEAS: &[&str] = &[
    "board",
    "turns",
    "pass",
    "liberties",
    "atari",
    "capture",
    "save",
    "forbidden",
    "ko",
    "technique",
    "life",
    "shared-points",
    "resign",
    "dead-stones",
    "area",
    "winner",
    "nigiri",
    "clock",
    "handicap",
    "opening",
    "enclose",
    "connect",
    "borders",
    "lost-group",
];

/// Limits that keep steps short.
pub mod limits {
    /// Characters in a step text.
    pub const TEXT: usize = 420;
    /// Characters in a question, reason, hint or caption.
    pub const SHORT: usize = 300;
    /// Steps in a lesson (progress is kept per step).
    pub const STEPS: usize = 40;
}
