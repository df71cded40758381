//! What can be wrong with a step's data: a board that does not read, a point off the board,
//! an answer the engine cannot work out. The build rules all of these out for the shipped
//! content; the content check reports them to authors (in `src/content_check/words.rs`).

use crate::rules::{AsciiError, BoardSize, CoordError, IllegalMove, Move, SetupError};

/// A mistake in a step's data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StepFault {
    /// The board diagram does not read.
    Diagram(AsciiError),
    /// A point that is not a point on this board.
    Point(CoordError),
    /// The stones of the diagram cannot be played from.
    Position(SetupError),
    /// A move of `before` cannot be played.
    Before { mv: Move, why: IllegalMove, size: BoardSize },
    /// The board of watch frame `frame` (from 1) cannot be played from.
    FramePosition { frame: usize, error: SetupError },
    /// A move of watch frame `frame` (from 1) cannot be played.
    FrameMove { frame: usize, mv: Move, why: IllegalMove, size: BoardSize },
    /// The task needs a `target` and has none.
    NoTarget,
    /// The target names an empty point.
    TargetEmpty { at: String },
    /// A stone listed as dead is an empty point.
    DeadOnEmpty { at: String },
    /// The task needs a `color` and has none.
    NoColor,
    /// The task needs an `answer` and has none.
    NoAnswer,
    /// The answer is not a whole number of quarter stones.
    AnswerNotQuarters,
    /// `check = "legal"` without the point `at`.
    LegalNeedsAt,
    /// No choice is marked `correct = true`.
    NoCorrectChoice,
    /// The engine's answer (`yes`, `no`, `black`, `white`, `draw`) is no choice's `means`.
    NoChoiceMeans { answer: &'static str },
    /// More than one choice is right.
    ManyCorrectChoices,
    /// Asked for the answer of another kind of task.
    OtherTask { wanted: TaskKind },
}

/// The kinds of task whose answers the engine works out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TaskKind {
    Points,
    Number,
    Choice,
}

impl From<CoordError> for StepFault {
    fn from(e: CoordError) -> StepFault {
        StepFault::Point(e)
    }
}
