//! Which steps of which lessons the learner has done: plain data, saved by the page as the
//! versioned record [`STORAGE_KEY`] (see `crate::storage`).
//!
//! Steps are kept by their `id`, so adding or moving a step never moves a "done" mark to
//! another step. A step without an id (allowed in a lesson still being written) is kept as
//! `#N`, its place from 0. Version 1 kept steps by place; [`steps_v1`](super::steps_v1)
//! turns those places into ids. Version 3 moved the competition chapter's club and tournament
//! steps to their own chapter ([`MOVED_STEPS`]); older saves follow them there. Version 4
//! names each lesson by its chapter number ([`RENAMED_LESSONS`]); older saves follow the names.

use weiqi_engine::json::{FromJson, Json};
use weiqi_engine::map::{SortedMap, SortedSet};

use serde::{Deserialize, Serialize};

use super::format::{Lesson, Task};
use super::steps_v1;

/// Where progress is kept in the browser.
pub const STORAGE_KEY: &str = "weiqi.lessons.progress";

/// Steps that moved to another lesson: the lesson they were in, the lesson they are in now,
/// and their ids. Frozen, like [`steps_v1`](super::steps_v1): a save from before the move
/// marks the same steps after it.
pub const MOVED_STEPS: &[(&str, &str, &[&str])] = &[(
    "09-competition",
    "11-tournament",
    &[
        "countdown-in-time",
        "countdown-full-minute",
        "countdown-calls",
        "last-minute",
        "short-countdown",
        "resign-watch",
        "whole-board-watch",
        "triple-ko",
        "referee",
        "resign-corner",
    ],
)];

/// Lessons whose id changed when the files were named by their chapters: the old id, the new.
/// Frozen, like [`MOVED_STEPS`]: a save (or a link) from before names the same lessons after.
pub const RENAMED_LESSONS: &[(&str, &str)] = &[
    ("05a-techniques", "06-techniques"),
    ("06-life-and-death", "07-life-and-death"),
    ("07-end-of-game", "08-end-of-game"),
    ("08-counting", "09-counting"),
    ("09-competition", "10-who-plays-black"),
    ("09a-how-to-play", "11-how-to-play"),
    ("10-first-game", "12-first-game"),
    ("11-tournament", "appendix-tournament"),
];

/// The id lesson `id` has now: itself, or its new name if it was renamed.
pub fn current_lesson_id(id: &str) -> &str {
    RENAMED_LESSONS.iter().find(|(old, _)| *old == id).map_or(id, |(_, new)| new)
}

/// The steps done, by lesson id and step key (see [`step_key`]).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    /// Steps done per lesson. Keys of steps no longer in the course are kept, not dropped.
    pub done: SortedMap<String, SortedSet<String>>,
    /// The lesson and step the learner was last on.
    #[serde(default)]
    pub last: Option<(String, String)>,
}

weiqi_engine::json_struct!(Progress { done, last: default });

/// How progress names step `index` of `lesson`: its id, or `#N` when it has none.
pub fn step_key(lesson: &Lesson, index: usize) -> Option<String> {
    let step = lesson.steps.get(index)?;
    Some(if step.id.is_empty() { place_key(index) } else { step.id.clone() })
}

/// The key of a step known only by its place.
fn place_key(index: usize) -> String {
    format!("#{index}")
}

/// Where step `key` is in `lesson` now.
fn index_of(lesson: &Lesson, key: &str) -> Option<usize> {
    (0..lesson.steps.len()).find(|&i| step_key(lesson, i).as_deref() == Some(key))
}

impl Progress {
    /// Whether step `index` of `lesson` is done.
    pub fn is_done(&self, lesson: &Lesson, index: usize) -> bool {
        step_key(lesson, index).is_some_and(|k| self.done.get(&lesson.id).is_some_and(|s| s.contains(&k)))
    }

    /// Marks step `index` of `lesson` done. Returns whether anything changed.
    pub fn mark_done(&mut self, lesson: &Lesson, index: usize) -> bool {
        let Some(key) = step_key(lesson, index) else { return false };
        self.done.entry(lesson.id.clone()).or_default().insert(key)
    }

    /// Remembers that the learner is on step `index` of `lesson`. Returns whether anything
    /// changed.
    pub fn visit(&mut self, lesson: &Lesson, index: usize) -> bool {
        let here = step_key(lesson, index).map(|k| (lesson.id.clone(), k));
        if here.is_none() || self.last == here {
            return false;
        }
        self.last = here;
        true
    }

    /// The step of `lesson` the learner was last on, if it is in this lesson and still exists.
    pub fn last_in(&self, lesson: &Lesson) -> Option<usize> {
        let (id, key) = self.last.as_ref()?;
        if *id != lesson.id {
            return None;
        }
        index_of(lesson, key)
    }

    /// Marks done each game step of `lessons` named in `ended` (lesson id, step from 0) —
    /// the games the Play page saw end. A pair that names no game step (a lesson changed
    /// since) is passed over. Returns whether anything changed.
    pub fn mark_games_done<'a>(&mut self, lessons: &[Lesson], ended: impl IntoIterator<Item = (&'a str, usize)>) -> bool {
        let mut changed = false;
        for (id, step) in ended {
            let id = current_lesson_id(id);
            let lesson = lessons.iter().find(|l| l.id == id);
            if let Some(lesson) = lesson.filter(|l| l.steps.get(step).is_some_and(|s| matches!(s.task, Task::Game(_)))) {
                changed |= self.mark_done(lesson, step);
            }
        }
        changed
    }

    /// Steps done in `lesson` (only steps that still exist count).
    pub fn done_in(&self, lesson: &Lesson) -> usize {
        (0..lesson.steps.len()).filter(|&i| self.is_done(lesson, i)).count()
    }

    /// Steps done in `lesson`, counting `just_done` too (a step solved this moment, which
    /// the record may not hold yet): what a progress bar shows.
    pub fn done_in_with(&self, lesson: &Lesson, just_done: Option<usize>) -> usize {
        let extra = just_done.is_some_and(|i| i < lesson.steps.len() && !self.is_done(lesson, i));
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
        for l in lessons {
            if let Some(step) = self.last_in(l) {
                if self.done_in(l) < l.steps.len() {
                    return Some((l.id.clone(), step));
                }
            }
        }
        lessons.iter().find_map(|l| {
            (0..l.steps.len()).find(|&i| !self.is_done(l, i)).map(|i| (l.id.clone(), i))
        })
    }

    /// Reads a version 1 record (`done` as step places per lesson, `last` as a place): each
    /// place becomes the id that step had then, or `#N` if the lesson was not known then, so
    /// no mark is dropped.
    fn from_v1(data: Json) -> Result<Self, String> {
        Progress::v1_places_to_ids(data).map(Progress::follow_moved_steps).map(Progress::follow_renamed_lessons)
    }

    /// Reads a version 2 record: the same fields, before some steps moved to another lesson.
    fn from_v2(data: Json) -> Result<Self, String> {
        Progress::from_json(&data)
            .map(Progress::follow_moved_steps)
            .map(Progress::follow_renamed_lessons)
            .map_err(|e| e.to_string())
    }

    /// Reads a version 3 record: the same fields, before the lessons were named by chapter.
    fn from_v3(data: Json) -> Result<Self, String> {
        Progress::from_json(&data).map(Progress::follow_renamed_lessons).map_err(|e| e.to_string())
    }

    /// The same marks, each lesson of [`RENAMED_LESSONS`] under its new id (marks a save
    /// already holds under the new id are kept with them).
    fn follow_renamed_lessons(mut self) -> Self {
        for (old, new) in RENAMED_LESSONS {
            if let Some(done) = self.done.remove(*old) {
                self.done.entry((*new).to_string()).or_default().extend(done);
            }
        }
        if let Some((lesson, _)) = &mut self.last {
            *lesson = current_lesson_id(lesson).to_string();
        }
        self
    }

    /// The same marks, with each step of [`MOVED_STEPS`] kept under the lesson it is in now.
    fn follow_moved_steps(mut self) -> Self {
        for (from, to, ids) in MOVED_STEPS {
            let moved: SortedSet<String> = match self.done.get_mut(*from) {
                Some(done) => ids.iter().filter_map(|id| done.take(*id)).collect(),
                None => SortedSet::new(),
            };
            if !moved.is_empty() {
                self.done.entry((*to).to_string()).or_default().extend(moved);
            }
            if let Some((lesson, key)) = &mut self.last {
                if lesson == from && ids.contains(&key.as_str()) {
                    *lesson = (*to).to_string();
                }
            }
        }
        self
    }

    /// Version 1's places as the ids the steps had then.
    fn v1_places_to_ids(data: Json) -> Result<Self, String> {
        struct V1 {
            done: SortedMap<String, Vec<usize>>,
            last: Option<(String, usize)>,
        }
        weiqi_engine::json_struct!(V1 { done, last: default });
        let old = V1::from_json(&data).map_err(|e| e.to_string())?;
        let key = |lesson: &str, i: usize| steps_v1::step_id(lesson, i).map_or_else(|| place_key(i), str::to_string);
        let done = old
            .done
            .into_iter()
            .map(|(lesson, places)| {
                let keys = places.into_iter().map(|i| key(&lesson, i)).collect();
                (lesson, keys)
            })
            .collect();
        let last = old.last.map(|(lesson, i)| {
            let k = key(&lesson, i);
            (lesson, k)
        });
        Ok(Progress { done, last })
    }
}

impl crate::versioned::Record for Progress {
    const KEY: &'static str = STORAGE_KEY;
    const VERSION: u32 = 4;

    fn migrate(from_version: u32, data: Json) -> Result<Self, String> {
        match from_version {
            1 => Progress::from_v1(data),
            2 => Progress::from_v2(data),
            3 => Progress::from_v3(data),
            v => Err(crate::versioned::no_migration::<Self>(v)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lessons::format::{GameTask, Preset, Step};
    use crate::storage::{load, save, LoadOutcome, MemoryStore, Store};

    fn step(id: &str) -> Step {
        let text = format!(r#"{{"id":"{id}","text":"t","board":".","task":"watch","frames":[]}}"#);
        serde_json::from_str(&text).unwrap()
    }

    fn lesson(id: &str, steps: &[&str]) -> Lesson {
        Lesson { id: id.into(), title: "t".into(), summary: "s".into(), steps: steps.iter().map(|s| step(s)).collect() }
    }

    
    /// A lesson whose steps have these tasks (each on an empty 7×7 board).
    fn lesson_of_tasks(id: &str, tasks: Vec<Task>) -> Lesson {
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
        let lessons = [lesson_of_tasks("03-capture", vec![watch(), game()])];
        let mut p = Progress::default();
        assert!(p.mark_games_done(&lessons, [("03-capture", 1)]));
        assert!(p.is_done(&lessons[0], 1));
        assert!(!p.is_done(&lessons[0], 0));
        assert!(!p.mark_games_done(&lessons, [("03-capture", 1)]), "already done: nothing changes");
    }

    #[test]
    fn an_ended_game_that_names_no_game_step_marks_nothing() {
        let lessons = [lesson_of_tasks("03-capture", vec![watch(), game()])];
        let mut p = Progress::default();
        // Not a game step, past the last step, a lesson that does not exist.
        assert!(!p.mark_games_done(&lessons, [("03-capture", 0), ("03-capture", 2), ("99-none", 1)]));
        assert_eq!(p, Progress::default());
    }

    #[test]
    fn marks_and_round_trips() {
        let l = lesson("01-board", &["a", "b", "c", "d"]);
        let mut p = Progress::default();
        assert!(p.mark_done(&l, 2));
        assert!(!p.mark_done(&l, 2));
        assert!(p.visit(&l, 3));
        assert!(p.is_done(&l, 2));
        let mut store = MemoryStore::new();
        save(&mut store, &p).unwrap();
        assert_eq!(load::<Progress>(&mut store), LoadOutcome::Loaded(p));
    }

    #[test]
    fn a_step_put_in_between_keeps_every_mark_on_its_step() {
        let before = lesson("02-liberties", &["centre", "edge", "corner"]);
        let mut p = Progress::default();
        p.mark_done(&before, 1);
        p.visit(&before, 2);
        let after = lesson("02-liberties", &["centre", "new", "edge", "corner"]);
        assert!(!p.is_done(&after, 1), "the new step is not done");
        assert!(p.is_done(&after, 2), "edge is still done");
        assert_eq!(p.last_in(&after), Some(3));
        assert_eq!(p.done_in(&after), 1);
    }

    #[test]
    fn a_step_without_an_id_is_kept_by_its_place() {
        let l = lesson("12-first-game", &["", ""]);
        let mut p = Progress::default();
        p.mark_done(&l, 1);
        assert_eq!(p.done["12-first-game"], SortedSet::from(["#1".to_string()]));
        assert!(p.is_done(&l, 1) && !p.is_done(&l, 0));
    }

    #[test]
    fn a_version_1_save_marks_the_same_steps() {
        let mut store = MemoryStore::with_entries([(
            STORAGE_KEY,
            r#"{"v":1,"data":{"done":{"02-liberties":[0,2],"99-gone":[4]},"last":["03-capture",6]}}"#,
        )]);
        let LoadOutcome::Migrated(p) = load::<Progress>(&mut store) else { panic!("migrates") };
        assert_eq!(p.done["02-liberties"], SortedSet::from(["centre".to_string(), "corner".to_string()]));
        assert_eq!(p.done["99-gone"], SortedSet::from(["#4".to_string()]), "an unknown lesson's mark is kept");
        assert_eq!(p.last, Some(("03-capture".to_string(), "save-from-atari".to_string())));
        assert!(store.get(STORAGE_KEY).unwrap().unwrap().starts_with(r#"{"v":4,"#), "saved again as version 4");
    }

    #[test]
    fn a_version_2_save_follows_the_steps_that_moved() {
        let mut store = MemoryStore::with_entries([(
            STORAGE_KEY,
            r#"{"v":2,"data":{"done":{"09-competition":["nigiri-count","referee"],"11-tournament":["triple-ko"]},"last":["09-competition","resign-corner"]}}"#,
        )]);
        let LoadOutcome::Migrated(p) = load::<Progress>(&mut store) else { panic!("migrates") };
        assert_eq!(p.done["10-who-plays-black"], SortedSet::from(["nigiri-count".to_string()]));
        assert_eq!(p.done["appendix-tournament"], SortedSet::from(["referee".to_string(), "triple-ko".to_string()]));
        assert_eq!(p.last, Some(("appendix-tournament".to_string(), "resign-corner".to_string())));
    }

    #[test]
    fn a_version_3_save_follows_the_lessons_renamed_by_chapter() {
        let mut store = MemoryStore::with_entries([(
            STORAGE_KEY,
            r#"{"v":3,"data":{"done":{"02-liberties":["edge"],"05a-techniques":["snapback"],"10-first-game":["how-to-start"],"12-first-game":["pass-when-closed"]},"last":["08-counting","area"]}}"#,
        )]);
        let LoadOutcome::Migrated(p) = load::<Progress>(&mut store) else { panic!("migrates") };
        assert_eq!(p.done["02-liberties"], SortedSet::from(["edge".to_string()]), "a lesson not renamed keeps its marks");
        assert_eq!(p.done["06-techniques"], SortedSet::from(["snapback".to_string()]));
        assert_eq!(p.done["12-first-game"], SortedSet::from(["how-to-start".to_string(), "pass-when-closed".to_string()]), "marks under both names are kept");
        assert!(!p.done.contains_key("05a-techniques") && !p.done.contains_key("10-first-game"));
        assert_eq!(p.last, Some(("09-counting".to_string(), "area".to_string())));
        let course = crate::lessons::lessons(crate::locale::Locale::En);
        for (_, new) in RENAMED_LESSONS {
            assert!(course.iter().any(|l| l.id == *new), "{new} is a lesson of the course");
        }
    }

    #[test]
    fn a_game_from_an_old_link_ticks_the_renamed_lesson() {
        let lessons = [lesson_of_tasks("12-first-game", vec![watch(), game()])];
        let mut p = Progress::default();
        assert!(p.mark_games_done(&lessons, [("10-first-game", 1)]));
        assert!(p.is_done(&lessons[0], 1));
    }

    #[test]
    fn a_version_1_save_follows_the_steps_that_moved_too() {
        // Place 16 of the competition chapter was the referee step.
        let mut store = MemoryStore::with_entries([(STORAGE_KEY, r#"{"v":1,"data":{"done":{"09-competition":[0,16]}}}"#)]);
        let LoadOutcome::Migrated(p) = load::<Progress>(&mut store) else { panic!("migrates") };
        assert_eq!(p.done["10-who-plays-black"], SortedSet::from(["nigiri-count".to_string()]));
        assert_eq!(p.done["appendix-tournament"], SortedSet::from(["referee".to_string()]));
    }

    #[test]
    fn a_broken_version_1_save_is_set_aside_not_lost() {
        let broken = r#"{"v":1,"data":{"done":{"02-liberties":["x"]}}}"#;
        let mut store = MemoryStore::with_entries([(STORAGE_KEY, broken)]);
        assert!(load::<Progress>(&mut store).was_set_aside());
        assert_eq!(store.get(&format!("{STORAGE_KEY}.corrupt.1")).unwrap().as_deref(), Some(broken));
    }
}
