//! The words of the generated problem sets (`crate::problems::more`): each set's title and
//! summary by kind, and each problem's task from what it asks ("Black to play. Capture the 3
//! marked white stones."). Handwritten sets and problems keep their own words.

use weiqi_course::problems::generated::Kind;

use super::Msg;
use crate::lessons::format::Step;
use crate::problems::format::ProblemSet;
use crate::problems::more::{ask, kind_of, Ask};

/// The catalog keys of a kind's title and summary.
fn keys(kind: Kind) -> (&'static str, &'static str) {
    match kind {
        Kind::CaptureNow => ("more-capture-now", "more-capture-now-summary"),
        Kind::Atari => ("more-atari", "more-atari-summary"),
        Kind::Ladder => ("more-ladder", "more-ladder-summary"),
        Kind::Net => ("more-net", "more-net-summary"),
        Kind::Snapback => ("more-snapback", "more-snapback-summary"),
        Kind::CuttingStones => ("more-cutting-stones", "more-cutting-stones-summary"),
        Kind::Escape => ("more-escape", "more-escape-summary"),
        Kind::CapturingRace => ("more-capturing-race", "more-capturing-race-summary"),
        Kind::LifeAndDeath => ("more-life-and-death", "more-life-and-death-summary"),
    }
}

/// A set's title.
pub fn set_title(set: &ProblemSet) -> String {
    match kind_of(set) {
        Some(kind) if set.title.is_empty() => Msg::new(keys(kind).0).text(),
        _ => set.title.clone(),
    }
}

/// A set's one-sentence summary.
pub fn set_summary(set: &ProblemSet) -> String {
    match kind_of(set) {
        Some(kind) if set.summary.is_empty() => Msg::new(keys(kind).1).text(),
        _ => set.summary.clone(),
    }
}

/// What a problem of `set` asks, as the learner reads it.
pub fn step_text(set: &ProblemSet, step: &Step) -> String {
    if !step.text.is_empty() {
        return step.text.clone();
    }
    let Some((asked, stones)) = ask(set, step) else { return String::new() };
    let key = match asked {
        Ask::Capture => "more-task-capture",
        Ask::Save => "more-task-save",
        Ask::Kill => "more-task-kill",
        Ask::Live => "more-task-live",
        Ask::Race => "more-task-race",
    };
    Msg::new(key).arg("n", stones).text()
}

/// The ranks of a set's problems, weakest first: "30–26 kyu", or "21 kyu" when they are one.
pub fn kyu_range(weakest: u8, strongest: u8) -> String {
    if weakest == strongest {
        Msg::new("practice-sets-level-one").arg("kyu", weakest).text()
    } else {
        Msg::new("practice-sets-level").arg("from", weakest).arg("to", strongest).text()
    }
}
