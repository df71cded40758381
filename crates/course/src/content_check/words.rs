//! The English of faults in lesson and problem files, for authors: what the build prints when
//! a step's data is wrong, and what the content tests report.

use std::fmt::{self, Display, Formatter};

use crate::lessons::fault::{StepFault, TaskKind};
use crate::lessons::prose::ProseError;

impl Display for StepFault {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            StepFault::Diagram(e) => write!(f, "the board diagram: {e}"),
            StepFault::Point(e) => e.fmt(f),
            StepFault::Position(e) => write!(f, "the position is not legal: {e}"),
            StepFault::Before { mv, why, size } => {
                write!(f, "the move `before` {mv:?} is not legal: {}", why.sentence(*size))
            }
            StepFault::FramePosition { frame, error } => write!(f, "frame {frame}: {error}"),
            StepFault::FrameMove { frame, why, size, .. } => write!(f, "frame {frame}: {}", why.sentence(*size)),
            StepFault::NoTarget => f.write_str("the task needs a `target`"),
            StepFault::TargetEmpty { at } => write!(f, "the target {at} has no stone"),
            StepFault::DeadOnEmpty { at } => write!(f, "{at} is listed as dead but has no stone"),
            StepFault::NoColor => f.write_str("the task needs a `color`"),
            StepFault::NoAnswer => f.write_str("the task needs an `answer`"),
            StepFault::AnswerNotQuarters => f.write_str("the answer must be a whole number, or end in .25, .5 or .75"),
            StepFault::LegalNeedsAt => f.write_str("`check = \"legal\"` needs `at`"),
            StepFault::NoCorrectChoice => f.write_str("no choice has `correct = true`"),
            StepFault::NoChoiceMeans { answer } => {
                write!(f, "the engine's answer is `{answer}`, and no choice has `means = \"{answer}\"`")
            }
            StepFault::ManyCorrectChoices => f.write_str("more than one choice is right"),
            StepFault::OtherTask { wanted } => write!(
                f,
                "not a {} task",
                match wanted {
                    TaskKind::Points => "points",
                    TaskKind::Number => "number",
                    TaskKind::Choice => "choice",
                }
            ),
        }
    }
}

/// The content check collects its findings as sentences; a fault joins them as its words.
impl From<StepFault> for String {
    fn from(fault: StepFault) -> String {
        fault.to_string()
    }
}

impl Display for ProseError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        match self {
            ProseError::WordsInStructure(p) => write!(f, "`{p}` is words for the learner: it belongs in the locale's words file"),
            ProseError::NotWords(p) => write!(f, "`{p}` is not words for the learner: it belongs in the structure file"),
            ProseError::NoSuchItem(p) => write!(f, "words for `{p}`, which the structure does not have"),
            ProseError::Length { path, words, structure } => write!(f, "`{path}` has {words} entries, the structure {structure}"),
        }
    }
}
