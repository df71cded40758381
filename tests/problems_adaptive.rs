#![cfg(not(target_arch = "wasm32"))]
//! Practice that adapts: a problem not solved at the first try comes back the next day (on a
//! fake clock), the record of version 1 is read into version 2, and a run at the learner's
//! level offers harder problems to a learner who solves everything.

use weiqi::locale::Locale;
use weiqi::problems::attempt::Outcome;
use weiqi::problems::progress::{Attempted, ProblemRef, Progress};
use weiqi::problems::review::Moment;
use weiqi::problems::{pick, problem_kyu, sets};
use weiqi::storage::{load, LoadOutcome, MemoryStore, Store};

/// 2026-12-03 at 20:00 UTC, and `days` later at `hour` o'clock UTC.
fn clock(days: i64, hour: i64) -> Moment {
    let start = 1_796_328_000_000_i64; // 2026-12-03 20:00 UTC
    Moment::new((start + days * 86_400_000 + (hour - 20) * 3_600_000) as f64, 0.0)
}

fn attempt(outcome: Outcome, at: Moment) -> Attempted {
    Attempted { outcome, seconds: 25.0, at, kyu: 28.0 }
}

#[test]
fn a_wrong_first_answer_comes_back_the_next_day_then_later_and_later() {
    let all = sets(Locale::En);
    let key = Progress::key(&all[0], 2);
    let third = ProblemRef { set: 0, problem: 2 };
    let mut p = Progress::default();

    // Solved in the evening, but after a wrong move: not due that evening, due next morning.
    p.record(&key, attempt(Outcome::Solved, clock(0, 20)));
    assert!(p.due(all, clock(0, 23).day).is_empty());
    assert_eq!(p.due(all, clock(1, 8).day), vec![third]);

    // Solved at the first try on its day: back three days later, not before.
    p.record(&key, attempt(Outcome::FirstTry, clock(1, 8)));
    assert!(p.due(all, clock(3, 8).day).is_empty());
    assert_eq!(p.due(all, clock(4, 8).day), vec![third]);
    // Then a week.
    p.record(&key, attempt(Outcome::FirstTry, clock(4, 9)));
    assert!(p.due(all, clock(10, 9).day).is_empty());
    assert_eq!(p.due(all, clock(11, 9).day), vec![third]);

    // Wrong again: back to one day.
    p.record(&key, attempt(Outcome::Missed, clock(11, 9)));
    assert_eq!(p.reviews[&key].interval, 1);
    assert_eq!(p.due(all, clock(12, 7).day), vec![third]);
    assert_eq!(p.reviews[&key].last, clock(11, 9).ms, "the time of the attempt is kept");
}

#[test]
fn a_problem_solved_at_the_first_try_does_not_come_back() {
    let all = sets(Locale::En);
    let mut p = Progress::default();
    p.record(&Progress::key(&all[1], 0), attempt(Outcome::FirstTry, clock(0, 20)));
    assert!(p.reviews.is_empty());
    assert!(p.due(all, clock(30, 12).day).is_empty());
    assert!(p.missed(all, None).is_empty());
}

#[test]
fn a_missed_problem_retried_the_same_day_still_comes_back_tomorrow() {
    let all = sets(Locale::En);
    let key = Progress::key(&all[0], 4);
    let mut p = Progress::default();
    p.record(&key, attempt(Outcome::Missed, clock(0, 10)));
    p.record(&key, attempt(Outcome::FirstTry, clock(0, 11)));
    assert!(p.missed(all, None).is_empty(), "no longer among the missed");
    assert_eq!(p.due(all, clock(1, 10).day), vec![ProblemRef { set: 0, problem: 4 }]);
}

#[test]
fn a_version_one_record_keeps_its_outcomes_and_its_mistakes_are_due() {
    let mut store = MemoryStore::new();
    store
        .set(
            "weiqi.practice.progress",
            r#"{"v":1,"data":{"results":{"01-atari/1":"FirstTry","01-atari/2":"Solved","01-atari/3":"Missed","01-atari/4":"FirstTry"}}}"#,
        )
        .unwrap();
    let LoadOutcome::Migrated(p) = load::<Progress>(&mut store) else { panic!("the old record is read") };
    let all = sets(Locale::En);
    let atari = all.iter().position(|s| s.id == "01-atari").unwrap();
    assert_eq!(p.results.len(), 4);
    assert_eq!(p.get(&all[atari], 1), Some(Outcome::Solved), "a late solve stays a late solve");
    let due = p.due(all, clock(0, 20).day);
    assert_eq!(due, vec![ProblemRef { set: atari, problem: 1 }, ProblemRef { set: atari, problem: 2 }]);
    assert_eq!(p.attempts, 4, "the rating is estimated from the old outcomes");
    assert_ne!(p.learner, Progress::default().learner);
}

/// The problems a learner is offered in a run at their level, as starting ranks, when they
/// answer every problem with `outcome`.
fn run_of(outcome: Outcome, problems: usize) -> (Vec<f64>, Progress) {
    let all = sets(Locale::En);
    let mut p = Progress::default();
    let mut seen = Vec::new();
    let mut kyus = Vec::new();
    for n in 0..problems {
        let at = clock(0, 10);
        let r = pick::next(&p, all, at.day, &seen, n as u64).expect("there is a problem");
        let kyu = problem_kyu(&all[r.set], r.problem);
        kyus.push(kyu);
        p.record(&Progress::key(&all[r.set], r.problem), Attempted { outcome, seconds: 20.0, at, kyu });
        seen.push(r);
    }
    (kyus, p)
}

#[test]
fn a_learner_who_solves_everything_sees_harder_problems_within_ten() {
    let (kyus, p) = run_of(Outcome::FirstTry, 10);
    assert!(kyus[0] >= 28.0, "a new learner starts with the easiest problems: {kyus:?}");
    assert!(kyus[9] <= kyus[0] - 4.0, "the tenth problem is at least 4 kyu harder: {kyus:?}");
    assert!(p.learner.whole_kyu() <= 24, "{:?}", p.learner);
}

#[test]
fn a_learner_who_misses_everything_stays_with_easy_problems() {
    let (kyus, p) = run_of(Outcome::Missed, 10);
    assert!(kyus.iter().all(|&k| k >= 27.0), "{kyus:?}");
    assert_eq!(p.learner.whole_kyu(), 30);
}

#[test]
fn problems_due_come_first_in_a_run_at_my_level() {
    let all = sets(Locale::En);
    let mut p = Progress::default();
    let last_set = all.len() - 1;
    let hard = ProblemRef { set: last_set, problem: all[last_set].problems.len() - 1 };
    p.record(&Progress::key(&all[hard.set], hard.problem), attempt(Outcome::Missed, clock(0, 10)));
    assert_ne!(pick::next(&p, all, clock(0, 11).day, &[], 1), Some(hard), "not due yet");
    assert_eq!(pick::next(&p, all, clock(1, 11).day, &[], 1), Some(hard), "due the next day, before new problems");
    assert_ne!(pick::next(&p, all, clock(1, 11).day, &[hard], 1), Some(hard), "once per run");
}
