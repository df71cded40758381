//! What the lesson player tells the learner, as data: each [`Note`] is one sentence, either
//! the lesson file's own (already in the learner's language) or one the player works out
//! from the board, which the catalog words (`src/text/lessons.rs`). A [`super::player::Feedback`]
//! is a list of them.

use crate::lessons::format::PointKind;
use crate::rules::{Color, IllegalMove, Quarters};

/// One sentence of feedback. Points are named as on the board (`C3`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A sentence of the lesson file: a `right`, a `why`, an `other`, a frame's caption.
    File(String),
    /// A right answer the file says nothing more about.
    WellDone,
    /// A wrong move the file and the engine say nothing about.
    NotThisMove,
    /// An answer after the step is done.
    AlreadySolved,
    /// A point clicked twice.
    AlreadyMarked,
    /// A stone clicked that was marked with its whole group.
    MarkedWithItsGroup { at: String },
    /// Not a number at all.
    NotANumber,
    /// A number, but not a whole number, a half or a quarter.
    NotAQuarter,
    /// A number with a fraction, where the answer is a whole number (minutes, stones).
    NotWhole,
    /// A point that is not one of those asked for.
    NotThisPoint,
    /// Show-me in a points task.
    ShowPoints,
    /// Show-me in a choice.
    ShowChoice,
    /// The end of a sequence to watch.
    Watched,
    /// The general hint of a kind of task (when the file has none).
    Hint(HintKind),
    /// A dead-stones task: a group that is alive.
    NotDead,
    /// A dead-stones task whose stones are all of the colour `wanted`: a stone of the other
    /// colour, on `at`.
    OtherColor { at: String, color: Color, wanted: Color },
    /// A dead-stones task: an empty point.
    NoStoneHere,
    /// Zero liberties for a group on the board.
    ZeroLiberties,
    /// A wrong count of an area; `shared`: the board has shared points (half each).
    CountAreaAgain { shared: bool },
    /// An area counted with the dead stones as if they were alive.
    CountedDeadAsAlive,
    /// A wrong count of something the file gives.
    GivenAgain,
    /// A wrong count of liberties, stones or points.
    CountAgain,
    /// Show-me: the move to play.
    PlayHere { at: String },
    /// The hint in a capture off the step's first board: the stones have one liberty left,
    /// `at`, where the learner may play.
    TakeLastLiberty { at: String, stones: usize },
    /// Show-me: the answer is to pass.
    PressPass,
    /// The opponent's answer along a correct line (`at` is `None` for a pass).
    Answered { color: Color, at: Option<String> },
    /// The opponent's answer along a correct line took some of the learner's stones (a ko
    /// taken back, a stone given away on purpose).
    AnsweredTaking { color: Color, at: String, stones: usize },
    /// An opening move too close to an edge: on `line` (the edge is line 1), 2 at most.
    OpeningTooLow { at: String, line: usize },
    /// An opening move `line` lines (5 or more) from the nearest edge.
    OpeningTooFarOut { at: String, line: usize },
    /// An opening move on line 3 or 4 from one edge and line 5 from the other: one line
    /// too far from the corner.
    OpeningALineTooFar { at: String },
    /// An opening move on line 3 or 4 from one edge but `line` (6 or more) from the other:
    /// on a side.
    OpeningOnASide { at: String, line: usize },
    /// The opponent's answer along a capture that is going well: the `stones` being chased
    /// (their group after the answer) have this many liberties now.
    AnsweredChase { color: Color, at: String, stones: usize, liberties: usize },
    /// In a net step, a first move that would catch the stones too, but is not the net.
    NotTheNet,
    /// The opponent's answer along a correct line put this many of the learner's stones in
    /// atari (a threat to answer), among them the one on `stone`.
    AnsweredAtari { color: Color, at: String, stones: usize, stone: String },
    /// The same, when the answer's own stones are left with one liberty, `last`, where the
    /// learner may play (they take them first).
    AnsweredAtariShort { color: Color, at: String, stones: usize, stone: String, last: String },
    /// The opponent's answer to a wrong move.
    Punished { color: Color, at: Option<String> },
    /// That answer took some of the learner's stones.
    CapturesYours { color: Color, stones: usize },
    /// A point found, and how many are left to find.
    Found { at: String, left: usize },
    /// A dead-stones task: the tap on `at` marked its whole group of `stones` stones.
    FoundGroup { at: String, stones: usize, left: usize },
    /// A capture task's target still has liberties; `apart`: the `stones` are of more than one
    /// group, with the same liberties.
    StillHasLiberties { color: Color, stones: usize, liberties: usize, apart: bool },
    /// A capture task's target, left in atari, runs out; `joins`: the move connects it to
    /// other stones of its colour (a connection, not a run into the open).
    RunsOut { color: Color, at: String, liberties: usize, joins: bool },
    /// After [`Note::RunsOut`]: the point it ran out on was already the stones' last
    /// liberty before the learner's move, so the capture was there to take.
    WasLastLiberty { at: String, stones: usize },
    /// A ladder step: the move gave no atari.
    LadderNotAtari { color: Color },
    /// A ladder step: the stones ran out on their last liberty and have more than a ladder
    /// can take.
    LadderTooWide { color: Color, at: String, liberties: usize },
    /// A save task's group, left in atari, is taken (also the learner's stones in atari that
    /// a fight's line would have saved next).
    CapturedInAtari { opponent: Color, at: String, stones: usize, stone: String },
    /// In a ko fight, a move while the ko may not be taken back that puts no stone of
    /// `opponent` in atari: it is no threat, so the opponent need not answer it.
    NoKoThreat { opponent: Color, at: String },
    /// A move as it is played, with the stones it took when the reply says so (0 as well
    /// when the step's own words speak of them).
    Played { color: Color, at: String, captured: usize },
    /// The task's target is left with one liberty.
    TargetInAtari { color: Color, stones: usize },
    /// A points task that asks for empty points (`find`: liberties, forbidden or shared
    /// points): a point with a stone on it.
    NotEmpty { at: String, find: PointKind },
    /// A shared-points task: an empty point that does not touch a stone of each colour.
    TouchesNotBoth { at: String },
    /// A liberties task: a diagonal point; `stones` in the target's group (1: a lone stone,
    /// which the words call a stone, not a group).
    Diagonal { at: String, stones: usize },
    /// A liberties task: a point that does not touch the target's group of `stones`.
    NotTouching { at: String, stones: usize },
    /// A forbidden-points task: a point where the move is allowed; `stones`: the group the
    /// stone would be part of (1 when it joins none), `liberties` that group's.
    AllowedHere { color: Color, at: String, stones: usize, liberties: usize, captures: bool },
    /// A shared-points task: a point that belongs to one side.
    OwnedBy { color: Color, at: String },
    /// A star-points task: another point.
    NotAStar { at: String },
    /// A wrong number, and what the task counts.
    NotThatNumber { given: Quarters, counted: Counted },
    /// Show-me in a number task.
    TheAnswerIs(Quarters),
    /// A move the rules forbid, and why.
    Illegal { why: IllegalMove, size: u8 },
    /// A practice problem: the stones were lost whatever the learner played.
    CaughtAnyway,
    /// A practice problem that asks to take a ko: a move that catches the stones around it
    /// without the ko (better, but not the task).
    NoKoNeeded,
    /// A practice problem: a move off the lines that works as well.
    AlsoWorks,
    /// A practice problem, after the answer: the opponent's stones got out to this many liberties.
    Escapes { color: Color, liberties: usize },
    /// A practice problem, after the answer: the opponent's stones, out in the open with
    /// fewer liberties, still get away (the reader sees them survive).
    GetsAway { color: Color },
    /// After the answer: the group has two eyes.
    Lives,
    /// After the answer: the opponent's group, shut in, has room to live (the reader sees
    /// it survive).
    CanLive { color: Color },
    /// After the answer: the learner's stones are taken.
    StonesCaptured,
    /// After the answer: the learner's group cannot make two eyes.
    CannotLive,
    /// After the answer: the learner's stones cannot get away.
    CannotEscape,
}

/// What a number task counts, for the words of a wrong answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// The liberties of a group.
    Liberties,
    /// Stones (of a group, or a side's on the board).
    Stones,
    /// A side's count (its area).
    Count(Color),
    /// The points of the board.
    Points,
    /// Minutes of a clock.
    Minutes,
    /// A number the file gives, whose unit the step does not say.
    Number,
}

/// The kinds of task with a general hint.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintKind {
    Capture,
    /// A capture whose `stones` of `color` have one liberty left (the point is the
    /// learner's to find).
    CaptureInAtari { color: Color, stones: usize },
    /// A save of `stones` in atari.
    Save { stones: usize },
    Play,
    Points,
    Number,
    /// A question without a board: the text holds what is needed.
    Text,
}

/// The file's sentence, when it has one (an empty one is none).
pub fn file(text: &str) -> Option<Note> {
    (!text.trim().is_empty()).then(|| Note::File(text.to_string()))
}
