//! What the counting trainer says, as data: its feedback is a list of [`Note`]s that
//! `crate::text` words.

use super::check::{CountCheck, CountHint, GroupWhy, WinnerHint};
use super::explain::{Benchmark, KomiNote};
use crate::rules::{Color, Outcome, Quarters};

/// How feedback reads: the lesson player's tones (right, wrong, a neutral note).
pub use crate::lessons::player::Tone;

/// What the trainer says after an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Feedback {
    /// How it reads.
    pub tone: Tone,
    /// What it says, the verdict first.
    pub lines: Vec<Note>,
}

impl Feedback {
    pub(super) fn new(tone: Tone, lines: Vec<Note>) -> Option<Feedback> {
        Some(Feedback { tone, lines })
    }
}

/// One thing the trainer says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Note {
    /// A round ran out of time.
    TimeUp {
        answered: u32,
        total: u32,
        right: u32,
    },
    /// A round is over.
    RoundOver {
        right: u32,
        total: u32,
        seconds: u64,
    },
    /// The point `at` holds a living stone of `color`; the count is `side`'s.
    LivingStone {
        at: String,
        color: Color,
        side: Color,
    },
    /// The area named by `at` is chosen for typing its size.
    AreaChosen { at: String },
    /// `at` is a shared point.
    SharedPoint { at: String },
    /// The area at `at` belongs to `owner`, not to the counted `side`.
    OtherSidesArea {
        at: String,
        owner: Color,
        side: Color,
    },
    /// The size typed for the area at `at` is wrong.
    NotThisSize { size: u32, at: String },
    /// The sizes entered so far and their sum.
    AreasSoFar { sizes: Vec<u32>, total: u32 },
    /// The size typed is not a whole number.
    TypeAreaSize,
    /// The dead-stone marks are right (`shown`: the trainer marked them itself).
    MarksRight { shown: bool, dead: usize },
    /// After a slip, on to the next position.
    OnToNext,
    /// Marked right at the first try.
    WellSpotted,
    /// Now count `side`'s area, the `dead` stones off (none, one, or more).
    NowCount { side: Color, dead: usize },
    /// Why a group is alive (marked dead) or dead.
    Group(GroupWhy),
    /// So many dead groups are not marked yet.
    DeadUnmarked { groups: usize },
    /// "Who wins?" answered right or not.
    Verdict { right: bool },
    /// Who wins, and by how much (after a last wrong "who wins?" on a hand-made position,
    /// whose note with the count comes under the reply).
    Outcome(Outcome),
    /// Why "who wins?" was answered wrong.
    Winner(WinnerHint),
    /// After a first wrong "who wins?": choose again.
    ChooseAgain,
    /// The count against the target, and the result.
    Benchmark(Benchmark),
    /// The count typed is not a number.
    TypeCount,
    /// A count checked.
    Count(CountCheck),
    /// A first wrong count: too many or too few, and count again (no amount, which the learner
    /// would only have to add).
    CountAgain { answer: crate::rules::Quarters, more: bool },
    /// What went wrong in a count.
    Hint(CountHint),
    /// The side's true count.
    SideHas { side: Color, count: Quarters },
    /// The count is right: now the result.
    AskResult,
    /// The result is right.
    ResultRight(Outcome),
    /// A hand-made position's own note: its name (the other locales' notes are kept by
    /// name) and the note of its file, in English.
    PositionNote { position: String, english: String },
    /// The result is not right yet.
    NotQuite,
    /// `side` needs more than `target`: half the board, plus (Black) or minus (White) komi.
    NeedsMoreThan {
        side: Color,
        target: Quarters,
        half: Quarters,
        komi: KomiNote,
    },
    /// The margin in stones is `side`'s count against its target.
    MarginIs {
        side: Color,
        count: Quarters,
        target: Quarters,
    },
    /// Only the points are wrong: one stone is two points.
    StoneIsTwoPoints,
}
