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

use crate::rules::{Move, Point};

use super::format::{limits, Check, GameTask, Glossary, Lesson, PointKind, Step, Task, IDEAS};
use super::judge;
use super::player::{reduce, Action, StepState};
use super::setup::{self, parse_moves, parse_point, place_marks};
use super::text::{plain, term_links};

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
pub const IDS_OPTIONAL: &[&str] = &["10-first-game"];

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
                    push(e);
                }
            }
            Err(e) => push(e),
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
    let (game, _) = match setup::start(step) {
        Ok(g) => g,
        Err(e) => {
            errors.push(e);
            return errors;
        }
    };
    let size = game.size();
    if let Err(e) = place_marks(&step.marks, size) {
        errors.push(format!("marks: {e}"));
    }
    if step.right.is_none() && !matches!(step.task, Task::Watch(_)) {
        errors.push("says nothing when the learner is right: add `right = \"…\"`".to_string());
    }
    let fresh = || StepState::new(Rc::new(step.clone()));
    if let Some(e) = fresh().error {
        errors.push(e);
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

/// A game step's board is the empty board the game starts on, so the picture matches the
/// game the button opens; and its game is done by [`Action::GameDone`].
fn check_game(game: &crate::rules::Game, task: &GameTask) -> Result<(), Vec<String>> {
    let size = task.game.size();
    let mut errors = Vec::new();
    if game.size().get() != size {
        errors.push(format!("the game `{}` is played on {size}×{size}: draw that board", task.game.name()));
    }
    if game.board().stone_count(crate::rules::Color::Black) + game.board().stone_count(crate::rules::Color::White) > 0 {
        errors.push("a game starts on an empty board: draw it without stones".to_string());
    }
    errors.is_empty().then_some(()).ok_or(errors)
}

fn action_for(mv: Move) -> Action {
    match mv {
        Move::Play(p) => Action::Click(p),
        Move::Pass => Action::Pass,
    }
}

fn check_moves(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let (Task::Play(task) | Task::Capture(task) | Task::Save(task)) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    let start = fresh();
    let size = start.game.size();
    let learner = start.game.to_move();
    let goal_task = matches!(step.task, Task::Capture(_) | Task::Save(_));
    if goal_task {
        match judge::target(task.target.as_ref(), start.game.board()) {
            Err(e) => errors.push(e),
            Ok(t) => {
                let color = start.game.board().get(t);
                if matches!(step.task, Task::Capture(_)) && color != Some(!learner) {
                    errors.push("the capture target must be an opponent stone".into());
                }
                if matches!(step.task, Task::Save(_)) && color != Some(learner) {
                    errors.push("the save target must be the learner's own stone".into());
                }
            }
        }
    } else if task.lines.is_empty() {
        errors.push("a play task needs at least one line".into());
    }
    if task.lines.is_empty() && goal_task && start.next_good_move().is_none() {
        errors.push("no move reaches the goal at once; give `lines`".into());
    }
    let mut firsts = Vec::new();
    for line_text in &task.lines {
        let line = match parse_moves(line_text, size) {
            Ok(l) if !l.is_empty() => l,
            Ok(_) => {
                errors.push("an empty line".into());
                continue;
            }
            Err(e) => {
                errors.push(format!("line \"{line_text}\": {e}"));
                continue;
            }
        };
        firsts.push(line[0]);
        let mut s = fresh();
        let mut i = 0;
        while i < line.len() {
            s = reduce(&s, action_for(line[i]));
            let played = s.moves_so_far();
            let expect = (i + 2).min(line.len());
            if s.solved() && played.len() > i && line.starts_with(&played) {
                break;
            }
            if played.len() != expect || !line.starts_with(&played) {
                errors.push(format!(
                    "line \"{line_text}\": after move {} the player has {:?} on the board, not the line ({:?})",
                    i + 1,
                    played.iter().map(|m| name(*m, size)).collect::<Vec<_>>(),
                    s.feedback.as_ref().map(|f| f.notes.clone()).unwrap_or_default()
                ));
                break;
            }
            i += 2;
        }
        if !s.solved() {
            errors.push(format!("line \"{line_text}\" does not finish the step"));
        } else if s.moves_so_far().len() != line.len() && !goal_task {
            errors.push(format!("line \"{line_text}\" finishes the step early (another line is shorter)"));
        } else if goal_task && !judge::goal_met(&step.task, s.target, &s.game, learner) {
            errors.push(format!("line \"{line_text}\" does not reach the goal"));
        }
    }
    for w in &task.wrong {
        let mv = match setup::parse_move(&w.at, size) {
            Ok(m) => m,
            Err(e) => {
                errors.push(format!("wrong move {}: {e}", w.at));
                continue;
            }
        };
        if firsts.contains(&mv) {
            errors.push(format!("{} is both a wrong move and the start of a line", w.at));
        }
        let s = reduce(&fresh(), action_for(mv));
        if s.solved() || s.misses != 1 {
            errors.push(format!("the wrong move {} is not refused", w.at));
        }
        if let Some(reply) = &w.reply {
            match parse_moves(reply, size) {
                Ok(r) if s.game.move_number() - s.base != 1 + r.len() => {
                    errors.push(format!("the reply \"{reply}\" to {} is not legal", w.at))
                }
                Err(e) => errors.push(format!("the reply to {}: {e}", w.at)),
                _ => {}
            }
        }
        if goal_task && judge::goal_met(&step.task, s.target, &s.game, learner) {
            errors.push(format!("the wrong move {} reaches the goal after all", w.at));
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

fn check_points(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let Task::Points(task) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    let start = fresh();
    let size = start.game.size();
    let answer = judge::answer_points(step, &start.game).map_err(|e| vec![e])?;
    if answer.is_empty() {
        return Err(vec!["there is no point to find".into()]);
    }
    if matches!(task.find, PointKind::Liberties) && task.target.is_none() {
        errors.push("`find = \"liberties\"` needs a `target`".into());
    }
    if !matches!(task.find, PointKind::Dead | PointKind::Listed) && !task.answer.is_empty() {
        errors.push("`answer` is only for `dead` and `listed`; the engine finds the others".into());
    }
    let mut s = fresh();
    for &p in &answer {
        if !s.found.contains(&p) {
            s = reduce(&s, Action::Click(p));
        }
    }
    if !s.solved() || s.misses != 0 {
        errors.push("clicking every answer point does not finish the step".into());
    }
    for w in &task.wrong {
        match parse_point(&w.at, size) {
            Ok(p) if answer.contains(&p) => errors.push(format!("{} is listed as wrong but is an answer", w.at)),
            Ok(p) => {
                let s = reduce(&fresh(), Action::Click(p));
                if s.misses != 1 {
                    errors.push(format!("the wrong point {} is not refused", w.at));
                }
            }
            Err(e) => errors.push(format!("wrong point {}: {e}", w.at)),
        }
    }
    // Every other point is refused with a reason.
    for p in size.points() {
        if answer.contains(&p) {
            continue;
        }
        let s = reduce(&fresh(), Action::Click(p));
        if s.misses != 1 || s.feedback.as_ref().is_none_or(|f| f.notes.is_empty()) {
            errors.push(format!("clicking {} gives no reason", p.to_gtp(size)));
            break;
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

fn check_number(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let Task::Number(task) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    let start = fresh();
    let answer = judge::answer_number(step, &start.game).map_err(|e| vec![e])?;
    let s = reduce(&start, Action::Answer(answer.stones_text()));
    if !s.solved() {
        errors.push(format!("the answer {} is not accepted", answer.stones_text()));
    }
    for w in &task.wrong {
        match judge::quarters_of(w.answer) {
            Some(q) if q == answer => errors.push(format!("{} is listed as wrong but is the answer", w.answer)),
            Some(q) => {
                let s = reduce(&start, Action::Answer(q.stones_text()));
                if s.misses != 1 {
                    errors.push(format!("the wrong number {} is not refused", w.answer));
                }
            }
            None => errors.push(format!("the wrong number {} is not a whole or half number", w.answer)),
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

fn check_choice(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let Task::Choice(task) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    let start = fresh();
    if task.choices.len() < 2 {
        errors.push("a choice needs at least two answers".into());
    }
    let allowed: &[&str] = match task.check {
        Check::Given => &[],
        Check::Legal => &["yes", "no"],
        Check::Winner => &["black", "white", "draw"],
    };
    for c in &task.choices {
        match (&c.means, task.check) {
            (Some(_), Check::Given) => errors.push("`means` is only for engine checks".into()),
            (Some(m), _) if !allowed.contains(&m.as_str()) => {
                errors.push(format!("`means = \"{m}\"` must be one of {allowed:?}"))
            }
            (None, Check::Legal | Check::Winner) => errors.push(format!("the choice \"{}\" needs `means`", c.text)),
            _ => {}
        }
        if c.correct && task.check != Check::Given {
            errors.push("`correct` is decided by the engine here; remove it".into());
        }
    }
    let right = judge::correct_choice(step, &start.game).map_err(|e| {
        errors.push(e);
        std::mem::take(&mut errors)
    })?;
    for i in 0..task.choices.len() {
        let s = reduce(&start, Action::Choose(i));
        if (i == right) != s.solved() {
            errors.push(format!("choosing \"{}\" is judged wrongly", task.choices[i].text));
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

fn check_watch(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let Task::Watch(w) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    if w.frames.is_empty() {
        errors.push("a watch needs at least one frame".into());
    }
    let mut s = fresh();
    for (k, frame) in w.frames.iter().enumerate() {
        if frame.play.is_none() && frame.board.is_none() && frame.marks == Default::default() {
            errors.push(format!("frame {} changes nothing", k + 1));
        }
        s = reduce(&s, Action::Frame(k + 1));
        if let Some(e) = s.error.take() {
            errors.push(e);
            break;
        }
        if let Err(e) = place_marks(&frame.marks, s.game.size()) {
            errors.push(format!("frame {}: {e}", k + 1));
        }
    }
    if errors.is_empty() && !s.solved() {
        errors.push("watching to the end does not finish the step".into());
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

/// Presses "show me", then does what it shows, until the step is done.
fn follow_show_me(step: &Step, mut s: StepState) -> Result<(), String> {
    for _ in 0..3 {
        s = reduce(&s, Action::Answer("-1".into()));
    }
    s = reduce(&s, Action::ShowMe);
    for _ in 0..200 {
        if s.solved() {
            return Ok(());
        }
        let view = super::view::board_view(&s);
        let shown: Vec<Point> = view
            .highlights
            .iter()
            .filter(|(_, h)| *h == crate::board_view::Highlight::Hint)
            .map(|&(p, _)| p)
            .filter(|p| !s.found.contains(p))
            .collect();
        s = match &step.task {
            Task::Play(_) | Task::Capture(_) | Task::Save(_) => match s.next_good_move() {
                Some(mv) => reduce(&s, action_for(mv)),
                None => return Err("no move is marked".into()),
            },
            Task::Points(_) => match shown.first() {
                Some(&p) => reduce(&s, Action::Click(p)),
                None => return Err("no point is marked".into()),
            },
            Task::Number(_) => {
                let n = judge::answer_number(step, &s.game)?;
                let said = s.feedback.as_ref().map(|f| f.notes.clone()).unwrap_or_default();
                if !said.contains(&crate::lessons::note::Note::TheAnswerIs(n)) {
                    return Err("the answer is not said".into());
                }
                reduce(&s, Action::Answer(n.stones_text()))
            }
            Task::Choice(_) => reduce(&s, Action::Choose(judge::correct_choice(step, &s.game)?)),
            Task::Watch(_) | Task::Game(_) => return Ok(()),
        };
    }
    Err("still not done after 200 actions".into())
}

fn name(mv: Move, size: crate::rules::BoardSize) -> String {
    match mv {
        Move::Play(p) => p.to_gtp(size),
        Move::Pass => "pass".into(),
    }
}
