//! Two tabs of the app on one store: each keeps its own copy of what it shows, and neither
//! loses what the other saved.

use super::*;
use weiqi::counting::{Attempt, Mode, Stats};
use weiqi::lessons::{lessons, progress::Progress as LessonProgress};
use weiqi::problems::review::Moment;
use weiqi::problems::{attempt::Outcome, progress::Attempted, progress::Progress as PracticeProgress};

#[test]
fn lesson_steps_finished_in_two_tabs_are_all_kept() {
    let mut store = MemoryStore::new();
    let course = lessons(weiqi::locale::Locale::En);
    // Both tabs open with nothing done.
    let tab_one: LessonProgress = peek(&store).unwrap_or_default();
    // Tab two finishes the first three steps of lesson 6.
    for step in 0..3 {
        update::<LessonProgress>(&mut store, |p| p.mark_done(&course[5], step)).unwrap();
    }
    // Tab one, which never saw them, finishes step 1 of lesson 1.
    assert_eq!(tab_one.done_in(&course[5]), 0);
    let after = update::<LessonProgress>(&mut store, |p| p.mark_done(&course[0], 0)).unwrap();
    assert_eq!(after.done_in(&course[5]), 3, "lesson 6's steps are kept");
    assert_eq!(after.done_in(&course[0]), 1);
    assert_eq!(peek::<LessonProgress>(&store), Some(after));
}

#[test]
fn problems_solved_in_two_tabs_are_all_kept() {
    let mut store = MemoryStore::new();
    let set = &weiqi::problems::sets(weiqi::locale::Locale::En)[0];
    let attempt = |outcome| Attempted { outcome, seconds: 20.0, at: Moment::new(1_796_340_600_000.0, 0.0), kyu: 30.0 };
    // Tab one solves problem 4; tab two, which never saw it, solves problem 5 late.
    update::<PracticeProgress>(&mut store, |p| p.record(&PracticeProgress::key(set, 3), attempt(Outcome::FirstTry))).unwrap();
    let after = update::<PracticeProgress>(&mut store, |p| p.record(&PracticeProgress::key(set, 4), attempt(Outcome::Solved))).unwrap();
    assert_eq!(after.get(set, 3), Some(Outcome::FirstTry));
    assert_eq!(after.get(set, 4), Some(Outcome::Solved));
    assert_eq!(after.attempts, 2, "both attempts are in the rating");
    assert_eq!(after.reviews.len(), 1, "the late solve comes back");
}

#[test]
fn counts_recorded_in_two_tabs_are_all_counted() {
    let mut store = MemoryStore::new();
    let attempt = Attempt { mode: Mode::Count, size: 9, right: true, ms: 20_000 };
    for _ in 0..2 {
        update::<Stats>(&mut store, |s| { s.add(attempt); true }).unwrap(); // tab one
        update::<Stats>(&mut store, |s| { s.add(attempt); true }).unwrap(); // tab two
    }
    let stats = peek::<Stats>(&store).unwrap();
    assert_eq!(stats.recent.len(), 4);
    assert_eq!(stats.totals[0].done, 4);
}

#[test]
fn a_game_written_by_another_tab_is_not_overwritten() {
    let mut store = MemoryStore::new();
    let first = Progress { finished: vec!["tab one".into()], streak: 1 };
    // Tab one saves and remembers what it wrote.
    let seen = save_unless_changed(&mut store, &first, None).unwrap();
    // Tab two, which read the same text, saves its own game.
    let second = Progress { finished: vec!["tab two".into()], streak: 2 };
    let seen_by_two = save_unless_changed(&mut store, &second, Some(&seen)).unwrap();
    // Tab one's next save is refused, with the other tab's text to offer the learner.
    let third = Progress { finished: vec!["tab one".into()], streak: 3 };
    assert_eq!(save_unless_changed(&mut store, &third, Some(&seen)), Err(SaveError::Changed(seen_by_two.clone())));
    assert_eq!(peek::<Progress>(&store), Some(second));
    // Once tab one has taken the other's text as seen (the learner chose to keep theirs), it
    // writes.
    assert!(save_unless_changed(&mut store, &third, Some(&seen_by_two)).is_ok());
    assert_eq!(peek::<Progress>(&store), Some(third));
}

#[test]
fn a_record_removed_by_another_tab_can_be_written_again() {
    let mut store = MemoryStore::new();
    let seen = save_unless_changed(&mut store, &sample(), None).unwrap();
    store.remove(Progress::KEY).unwrap();
    assert!(save_unless_changed(&mut store, &sample(), Some(&seen)).is_ok());
}
