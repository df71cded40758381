//! The course as the pages walk it: a chapter by its number, a step's address, and the lesson
//! being played (the step shown and its player state, as pure data).

use std::rc::Rc;

use super::format::Lesson;
use super::player::{reduce, Action, StepState};

/// Whether `lesson` is in the appendix: a chapter for later, after the course's main path
/// (the first game), read when you play in a club or a tournament. Its file is named
/// `appendix-NAME.toml`, and so its id; the appendix comes last in the course.
pub fn is_appendix(lesson: &Lesson) -> bool {
    lesson.id.starts_with("appendix-")
}

/// The course's main path: every chapter before the appendix.
pub fn main_path(course: &[Lesson]) -> &[Lesson] {
    let end = course.iter().position(is_appendix).unwrap_or(course.len());
    &course[..end]
}

/// The chapters of the appendix.
pub fn appendix(course: &[Lesson]) -> &[Lesson] {
    &course[main_path(course).len()..]
}

/// The lesson with chapter number `n` (its place in `course`, from 1).
pub fn lesson_by_number(course: &[Lesson], n: u8) -> Option<&Lesson> {
    course.get(usize::from(n).checked_sub(1)?)
}

/// The chapter number of `lesson`: its place in `course`, from 1 (0 when it is not there).
pub fn number_of(course: &[Lesson], lesson: &Lesson) -> u8 {
    course.iter().position(|l| l.id == lesson.id).map_or(0, |i| (i + 1) as u8)
}

/// The address of step `step` (from 1) of chapter `number`: `#/learn/N?step=M`.
pub fn step_href(number: u8, step: usize) -> String {
    format!("#/learn/{number}?step={step}")
}

/// The step that `?step=M` in `#/learn/N?step=M` names, counted from 1 as the page shows it.
pub fn step_in_query(query: &str) -> Option<usize> {
    crate::address::query_value(query, "step")?.parse().ok()
}

/// A lesson being played: the step shown and its player state.
#[derive(Clone)]
pub struct LessonRun<'a> {
    /// The lesson.
    pub lesson: &'a Lesson,
    /// The index of the step shown.
    pub index: usize,
    /// The lesson player's state of that step.
    pub state: StepState,
}

/// What changes a lesson being played.
pub enum Msg {
    /// Something done on the step shown.
    Act(Action),
    /// Go to the step with this index (the last one at most).
    Go(usize),
}

impl<'a> LessonRun<'a> {
    /// `lesson` at the step with index `index` (the last one at most), fresh.
    pub fn at(lesson: &'a Lesson, index: usize) -> LessonRun<'a> {
        let index = index.min(lesson.steps.len().saturating_sub(1));
        let state = StepState::new(Rc::new(lesson.steps[index].clone()));
        LessonRun { lesson, index, state }
    }

    /// The run after `msg`.
    pub fn update(&self, msg: Msg) -> LessonRun<'a> {
        match msg {
            Msg::Act(action) => LessonRun { state: reduce(&self.state, action), ..self.clone() },
            Msg::Go(index) => LessonRun::at(self.lesson, index),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::lessons;
    use crate::locale::Locale;

    #[test]
    fn the_appendix_comes_after_the_main_path() {
        let course = lessons(Locale::En);
        let (main, later) = (main_path(course), appendix(course));
        assert_eq!(main.len() + later.len(), course.len());
        assert_eq!(later.iter().map(|l| l.id.as_str()).collect::<Vec<_>>(), ["appendix-tournament"]);
        assert!(main.iter().all(|l| !is_appendix(l)));
        assert_eq!(main.last().map(|l| l.id.as_str()), Some("12-first-game"), "the main path ends with the first game");
    }

    #[test]
    fn chapters_are_numbered_from_one() {
        let course = lessons(Locale::En);
        assert_eq!(lesson_by_number(course, 1).map(|l| &l.id), Some(&course[0].id));
        assert!(lesson_by_number(course, 0).is_none());
        assert!(lesson_by_number(course, course.len() as u8 + 1).is_none());
        assert_eq!(number_of(course, &course[2]), 3);
    }

    #[test]
    fn a_step_address_reads_back() {
        let href = step_href(4, 7);
        assert_eq!(href, "#/learn/4?step=7");
        assert_eq!(step_in_query("?step=7"), Some(7));
        assert_eq!(step_in_query("?x=1&step=2"), Some(2));
        assert_eq!(step_in_query("?step=two"), None);
    }

    #[test]
    fn going_to_a_step_starts_it_fresh_and_stops_at_the_last() {
        let lesson = &lessons(Locale::En)[0];
        let (index, shown) = (0..lesson.steps.len())
            .map(|i| (i, LessonRun::at(lesson, i).update(Msg::Act(Action::ShowMe))))
            .find(|(_, run)| run.state.shown)
            .expect("a step of the first lesson can show its answer");
        let again = shown.update(Msg::Go(index));
        assert_eq!(again.index, index);
        assert!(!again.state.shown, "a step gone to starts fresh");
        assert_eq!(shown.update(Msg::Go(999)).index, lesson.steps.len() - 1);
    }
}
