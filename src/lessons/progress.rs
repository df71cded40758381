//! Which steps of which lessons the learner has done: plain data, saved by the page as the
//! versioned record [`STORAGE_KEY`] (see `crate::storage`).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::format::{Lesson, Task};

/// Where progress is kept in the browser.
pub const STORAGE_KEY: &str = "weiqi.lessons.progress";

/// The steps done, by lesson id (step indices from 0).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Steps done per lesson.
    pub done: BTreeMap<String, Vec<usize>>,
    /// The lesson and step the learner was last on.
    #[serde(default)]
    pub last: Option<(String, usize)>,
}

impl Progress {
    /// Whether step `step` of `lesson` is done.
    pub fn is_done(&self, lesson: &str, step: usize) -> bool {
        self.done.get(lesson).is_some_and(|s| s.contains(&step))
    }

    /// Marks a step done. Returns whether anything changed.
    pub fn mark_done(&mut self, lesson: &str, step: usize) -> bool {
        let steps = self.done.entry(lesson.to_string()).or_default();
        if steps.contains(&step) {
            return false;
        }
        steps.push(step);
        steps.sort_unstable();
        true
    }

    /// Remembers where the learner is. Returns whether anything changed.
    pub fn visit(&mut self, lesson: &str, step: usize) -> bool {
        let here = Some((lesson.to_string(), step));
        if self.last == here {
            return false;
        }
        self.last = here;
        true
    }

    /// Marks done each game step of `lessons` named in `ended` (lesson id, step from 0) —
    /// the games the Play page saw end. A pair that names no game step (a lesson changed
    /// since) is passed over. Returns whether anything changed.
    pub fn mark_games_done<'a>(&mut self, lessons: &[Lesson], ended: impl IntoIterator<Item = (&'a str, usize)>) -> bool {
        let mut changed = false;
        for (id, step) in ended {
            let is_game = lessons
                .iter()
                .find(|l| l.id == id)
                .and_then(|l| l.steps.get(step))
                .is_some_and(|s| matches!(s.task, Task::Game(_)));
            if is_game {
                changed |= self.mark_done(id, step);
            }
        }
        changed
    }

    /// Steps done in `lesson` (only steps that still exist count).
    pub fn done_in(&self, lesson: &Lesson) -> usize {
        self.done
            .get(&lesson.id)
            .map_or(0, |s| s.iter().filter(|&&i| i < lesson.steps.len()).count())
    }

    /// Steps done in `lesson`, counting `just_done` too (a step solved this moment, which
    /// the record may not hold yet): what a progress bar shows.
    pub fn done_in_with(&self, lesson: &Lesson, just_done: Option<usize>) -> usize {
        let extra = just_done.is_some_and(|i| i < lesson.steps.len() && !self.is_done(&lesson.id, i));
        self.done_in(lesson) + usize::from(extra)
    }

    /// Steps done in all `lessons`, and the number of steps.
    pub fn overall(&self, lessons: &[Lesson]) -> (usize, usize) {
        let done = lessons.iter().map(|l| self.done_in(l)).sum();
        let total = lessons.iter().map(|l| l.steps.len()).sum();
        (done, total)
    }

    /// Where "continue" leads: the last step visited if its lesson is unfinished, otherwise
    /// the first step not done in course order; `None` when everything is done.
    pub fn resume_point(&self, lessons: &[Lesson]) -> Option<(String, usize)> {
        if let Some((id, step)) = &self.last {
            if let Some(l) = lessons.iter().find(|l| &l.id == id) {
                if *step < l.steps.len() && self.done_in(l) < l.steps.len() {
                    return Some((id.clone(), *step));
                }
            }
        }
        lessons.iter().find_map(|l| {
            (0..l.steps.len()).find(|&i| !self.is_done(&l.id, i)).map(|i| (l.id.clone(), i))
        })
    }
}

impl crate::storage::Record for Progress {
    const KEY: &'static str = STORAGE_KEY;
    const VERSION: u32 = 1;
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::format::{GameTask, Preset, Step};

    /// A lesson whose steps have these tasks (each on an empty 7×7 board).
    fn lesson(id: &str, tasks: Vec<Task>) -> Lesson {
        let step = |task| -> Step {
            let board = [".......", ".......", ".......", ".......", ".......", ".......", "......."].join("\n");
            let mut step: Step =
                serde_json::from_value(serde_json::json!({ "text": "t", "board": board, "task": "game", "game": "capture" }))
                    .unwrap();
            step.task = task;
            step
        };
        Lesson { id: id.into(), title: "T".into(), summary: "S".into(), steps: tasks.into_iter().map(step).collect() }
    }

    fn game() -> Task {
        Task::Game(GameTask { game: Preset::Capture })
    }

    fn watch() -> Task {
        Task::Watch(crate::lessons::format::WatchTask { frames: Vec::new() })
    }

    #[test]
    fn a_game_that_ended_marks_its_step_done_once() {
        let lessons = [lesson("03-capture", vec![watch(), game()])];
        let mut p = Progress::default();
        assert!(p.mark_games_done(&lessons, [("03-capture", 1)]));
        assert!(p.is_done("03-capture", 1));
        assert!(!p.is_done("03-capture", 0));
        assert!(!p.mark_games_done(&lessons, [("03-capture", 1)]), "already done: nothing changes");
    }

    #[test]
    fn an_ended_game_that_names_no_game_step_marks_nothing() {
        let lessons = [lesson("03-capture", vec![watch(), game()])];
        let mut p = Progress::default();
        // Not a game step, past the last step, a lesson that does not exist.
        assert!(!p.mark_games_done(&lessons, [("03-capture", 0), ("03-capture", 2), ("99-none", 1)]));
        assert_eq!(p, Progress::default());
    }

    #[test]
    fn marks_and_round_trips() {
        let mut p = Progress::default();
        assert!(p.mark_done("01-board", 2));
        assert!(!p.mark_done("01-board", 2));
        assert!(p.visit("01-board", 3));
        assert!(p.is_done("01-board", 2));
        let mut store = crate::storage::MemoryStore::new();
        crate::storage::save(&mut store, &p).unwrap();
        assert_eq!(crate::storage::load::<Progress>(&mut store), crate::storage::LoadOutcome::Loaded(p));
    }
}
