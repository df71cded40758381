//! The content check: walks every step of a lesson through the real player and reports, in
//! plain sentences naming the step, anything a learner would trip over. `build.rs` runs it on
//! every build (so a content mistake stops the build) and `tests/lessons_content.rs` runs it
//! as a test.
//!
//! For each step: the board reads and is a legal position; marks and labels are on the
//! board; glossary links resolve; texts are short; each correct line is accepted move by
//! move, with the opponent answering as written, and reaches the goal; each wrong move is
//! refused with its reason and does not reach the goal; every correct point, number and
//! choice is accepted and the others refused; "show me" always leads to the answer.

use std::collections::BTreeSet;
use std::rc::Rc;

use crate::lessons::format::{limits, Glossary, Lesson, Step, Task, IDEAS};
use crate::lessons::player::StepState;
use crate::lessons::setup::{self, place_marks};
use crate::lessons::text::{plain, term_links};

use super::answers::{check_choice, check_game, check_moves, check_number, check_points, check_watch, follow_show_me};

/// Problems in a lesson, each starting with "step N" (1-based) or "lesson".
pub fn check_lesson(lesson: &Lesson, glossary: &Glossary) -> Vec<String> {
    let mut errors = Vec::new();
    let terms: BTreeSet<&str> = glossary.terms.iter().map(|t| t.id.as_str()).collect();
    if lesson.title.trim().is_empty() || lesson.summary.trim().is_empty() {
        errors.push("lesson: the title and summary must not be empty".to_string());
    }
    if lesson.steps.is_empty() || lesson.steps.len() > limits::STEPS {
        errors.push(format!("lesson: has {} steps; 1 to {} are allowed", lesson.steps.len(), limits::STEPS));
    }
    for (i, step) in lesson.steps.iter().enumerate() {
        for e in check_step(step, &terms) {
            errors.push(format!("step {}: {e}", i + 1));
        }
    }
    errors
}

/// Lessons whose steps may still be without an `id` or `idea`: a step with no id keeps its
/// progress by its place in the lesson (see `progress`).
pub const IDS_OPTIONAL: &[&str] = &["12-first-game"];

/// Problems with what the course adds to a lesson's steps, each starting with "step N":
/// every step has an id, short kebab-case and unique in the lesson, and every task step an
/// idea from [`IDEAS`] (a lesson in [`IDS_OPTIONAL`] may leave either out). Watch steps
/// practise nothing, so they name no idea.
pub fn check_course_fields(lesson: &Lesson) -> Vec<String> {
    let optional = IDS_OPTIONAL.contains(&lesson.id.as_str());
    let mut errors = Vec::new();
    let mut seen = BTreeSet::new();
    for (i, step) in lesson.steps.iter().enumerate() {
        let mut push = |e: String| errors.push(format!("step {}: {e}", i + 1));
        let id = step.id.as_str();
        if id.is_empty() {
            if !optional {
                push("needs `id = \"…\"`, a short name like \"count-liberties\" (progress is kept by it)".into());
            }
        } else if !is_kebab(id) || id.len() > 40 {
            push(format!("the id \"{id}\" must be short kebab-case: lower-case letters, digits and single dashes"));
        } else if !seen.insert(id) {
            push(format!("the id \"{id}\" is used by an earlier step"));
        }
        match (&step.idea, matches!(step.task, Task::Watch(_))) {
            (Some(_), true) => push("a watch step practises nothing: remove `idea`".into()),
            (Some(idea), false) if !IDEAS.contains(&idea.as_str()) => {
                push(format!("the idea \"{idea}\" is not one of {IDEAS:?}"))
            }
            (None, false) if !optional => push(format!("needs `idea = \"…\"`, one of {IDEAS:?}")),
            _ => {}
        }
    }
    errors
}

fn is_kebab(id: &str) -> bool {
    !id.starts_with('-')
        && !id.ends_with('-')
        && !id.contains("--")
        && id.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-')
}

/// Problems in the glossary: diagrams, marks, links between terms, duplicate ids.
pub fn check_glossary(glossary: &Glossary) -> Vec<String> {
    let mut errors = Vec::new();
    let terms: BTreeSet<&str> = glossary.terms.iter().map(|t| t.id.as_str()).collect();
    if terms.len() != glossary.terms.len() {
        errors.push("two terms have the same id".to_string());
    }
    for t in &glossary.terms {
        let mut push = |e: String| errors.push(format!("term `{}`: {e}", t.id));
        match setup::parse_diagram(&t.board) {
            Ok((board, _)) => {
                if let Err(e) = place_marks(&t.marks, board.size()) {
                    push(e.into());
                }
            }
            Err(e) => push(e.into()),
        }
        for link in term_links(&t.text) {
            if !terms.contains(link.as_str()) {
                push(format!("links to `{link}`, which is not in the glossary"));
            }
        }
        if plain(&t.text).chars().count() > limits::TEXT {
            push(format!("the text is longer than {} characters", limits::TEXT));
        }
    }
    errors
}

/// Every text of a step that the learner reads, with its name for error messages.
fn texts(step: &Step) -> Vec<(&'static str, &str)> {
    let mut out = vec![("text", step.text.as_str())];
    out.extend(step.hint.as_deref().map(|h| ("hint", h)));
    out.extend(step.right.as_deref().map(|r| ("right", r)));
    match &step.task {
        Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
            out.extend(t.wrong.iter().map(|w| ("a wrong move's why", w.why.as_str())));
            out.extend(t.other.as_deref().map(|o| ("other", o)));
        }
        Task::Points(t) => {
            out.extend(t.wrong.iter().map(|w| ("a wrong point's why", w.why.as_str())));
            out.extend(t.other.as_deref().map(|o| ("other", o)));
        }
        Task::Number(t) => {
            out.push(("question", &t.question));
            out.extend(t.wrong.iter().map(|w| ("a wrong number's why", w.why.as_str())));
            out.extend(t.other.as_deref().map(|o| ("other", o)));
        }
        Task::Choice(t) => {
            out.push(("question", &t.question));
            for c in &t.choices {
                out.push(("a choice", &c.text));
                out.push(("a choice's why", &c.why));
            }
        }
        Task::Watch(w) => out.extend(w.frames.iter().map(|f| ("a frame's text", f.text.as_str()))),
        Task::Game(_) => {}
    }
    out
}

fn check_step(step: &Step, terms: &BTreeSet<&str>) -> Vec<String> {
    let mut errors = Vec::new();
    for (name, text) in texts(step) {
        let limit = if name == "text" { limits::TEXT } else { limits::SHORT };
        let len = plain(text).chars().count();
        if text.trim().is_empty() {
            errors.push(format!("the {name} is empty"));
        } else if len > limit {
            errors.push(format!("the {name} has {len} characters; keep it under {limit}"));
        }
        for link in term_links(text) {
            if !terms.contains(link.as_str()) {
                errors.push(format!("the {name} links to `{link}`, which is not in the glossary"));
            }
        }
    }
    if let Task::Play(t) | Task::Capture(t) | Task::Save(t) = &step.task {
        if t.opening && t.other.is_some() {
            errors.push("an opening move's misses are told by their lines from the edges: its `other` would never be said".into());
        }
    }
    if !step.has_board() && !step.needs_no_board() {
        errors.push("has no board, but its task is about one (only a number given in the text or a plain choice may go without)".into());
    }
    let (game, _) = match setup::start(step) {
        Ok(g) => g,
        Err(e) => {
            errors.push(e.into());
            return errors;
        }
    };
    let size = game.size();
    if let Err(e) = place_marks(&step.marks, size) {
        errors.push(format!("marks: {e}"));
    }
    // A choice whose right answer has its own reason says that reason instead (see
    // `check_choice`).
    let right_has_reason = match &step.task {
        Task::Choice(t) => crate::lessons::judge::correct_choice(step, &game)
            .ok()
            .and_then(|i| t.choices.get(i))
            .is_some_and(|c| !c.why.trim().is_empty()),
        _ => false,
    };
    if step.right.is_none() && !matches!(step.task, Task::Watch(_)) && !right_has_reason {
        errors.push("says nothing when the learner is right: add `right = \"…\"`".to_string());
    }
    let fresh = || StepState::new(Rc::new(step.clone()));
    if let Some(e) = fresh().error {
        errors.push(e.into());
        return errors;
    }
    let result = match &step.task {
        Task::Play(_) | Task::Capture(_) | Task::Save(_) => check_moves(step, &fresh),
        Task::Points(_) => check_points(step, &fresh),
        Task::Number(_) => check_number(step, &fresh),
        Task::Choice(_) => check_choice(step, &fresh),
        Task::Watch(_) => check_watch(step, &fresh),
        Task::Game(g) => check_game(&game, g),
    };
    if let Err(mut e) = result {
        errors.append(&mut e);
    }
    // "Show me" must always lead to the answer.
    if !matches!(step.task, Task::Watch(_) | Task::Game(_)) && errors.is_empty() {
        if let Err(e) = follow_show_me(step, fresh()) {
            errors.push(format!("\"show me\" does not lead to the answer: {e}"));
        }
    }
    errors
}
