//! The game clock with simulated time: every mode's calls, in order, and the time-out.
#![cfg(not(target_arch = "wasm32"))]

use weiqi::play::{CallKind, Clock, TimeControl};
use weiqi::rules::Color;
use weiqi::text::{call_words, say};

/// Ticks `clock` one `step_ms` at a time for `total_ms` and collects the calls' texts.
fn run(clock: &mut Clock, total_ms: u64, step_ms: u64) -> Vec<String> {
    let mut out = Vec::new();
    let mut t = 0;
    while t < total_ms {
        out.extend(clock.tick(step_ms).iter().map(|c| say(&call_words(c))));
        t += step_ms;
    }
    out
}

#[test]
fn no_clock_never_calls() {
    let mut clock = Clock::new(TimeControl::None);
    clock.start(Color::Black);
    assert_eq!(clock.running(), None);
    assert!(clock.tick(10_000_000).is_empty());
    assert_eq!(clock.face(Color::Black).time, "");
}

#[test]
fn sudden_death_warns_then_flags() {
    let mut clock = Clock::new(TimeControl::SuddenDeath { main_s: 120 });
    clock.start(Color::White);
    assert_eq!(clock.face(Color::White).time, "2:00");
    let calls = run(&mut clock, 119_000, 250);
    assert_eq!(calls, ["1 minute left", "30 seconds left", "10 seconds left"]);
    assert_eq!(clock.face(Color::White).time, "0:01");
    assert_eq!(clock.flagged(), None);
    let last = clock.tick(5_000);
    assert_eq!(last.len(), 1);
    assert_eq!(last[0].kind, CallKind::TimeUp);
    assert_eq!(say(&last[0]), "White: Time is up.");
    assert_eq!(clock.flagged(), Some(Color::White));
    assert_eq!(clock.running(), None);
    // Black's time was never touched.
    assert_eq!(clock.face(Color::Black).time, "2:00");
}

#[test]
fn chinese_countdown_calls_like_a_referee() {
    let mut clock = Clock::new(TimeControl::Countdown { main_s: 60, minutes: 3 });
    clock.start(Color::Black);
    assert_eq!(run(&mut clock, 60_000, 1000), ["Basic time is over. Countdown: 3 minutes"]);
    assert_eq!(say(&clock.face(Color::Black).detail), "countdown: 3 minutes left");
    // A whole minute used takes one from the reserve.
    assert_eq!(
        run(&mut clock, 60_000, 1000),
        ["30 seconds", "40 seconds", "50 seconds", "55 seconds", "58 seconds", "1 minute. 2 minutes remain"]
    );
    // A move inside the minute costs nothing: the minute starts afresh next time.
    run(&mut clock, 45_000, 1000);
    clock.switch(Color::White);
    clock.switch(Color::Black);
    assert_eq!(clock.side(Color::Black).reserve, 2);
    assert_eq!(clock.side(Color::Black).period_ms, 0);
    assert_eq!(run(&mut clock, 60_000, 1000).last().unwrap(), "1 minute. 1 minute remains: the last one");
    assert!(clock.face(Color::Black).urgent);
    // The last minute: 30, 40, 50, then every second, then 10: time is up.
    let last = run(&mut clock, 60_000, 1000);
    let expected: Vec<String> = ["30", "40", "50", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10. Time is up"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(last, expected);
    assert_eq!(clock.flagged(), Some(Color::Black));
}

#[test]
fn calls_are_the_same_with_coarse_ticks() {
    let mut fine = Clock::new(TimeControl::Countdown { main_s: 0, minutes: 2 });
    let mut coarse = fine.clone();
    fine.start(Color::Black);
    coarse.start(Color::Black);
    let a = run(&mut fine, 200_000, 100);
    let b = run(&mut coarse, 200_000, 7_000);
    assert_eq!(a, b);
    assert_eq!(coarse.flagged(), Some(Color::Black));
}

#[test]
fn fast_countdowns_of_30_20_and_10_seconds() {
    for (period, expected) in [
        (30, vec!["10 seconds", "20 seconds", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10. Time is up"]),
        (20, vec!["10 seconds", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10. Time is up"]),
        (10, vec!["1", "2", "3", "4", "5", "6", "7", "8", "9", "10. Time is up"]),
    ] {
        let mut clock = Clock::new(TimeControl::Fast { main_s: 0, period_s: period });
        clock.start(Color::Black);
        assert_eq!(clock.face(Color::Black).time, format!("0:{period:02}"));
        assert_eq!(run(&mut clock, u64::from(period) * 1000, 500), expected, "{period} s");
        assert_eq!(clock.flagged(), Some(Color::Black));
    }
}

#[test]
fn fast_countdown_restarts_each_move_after_basic_time() {
    let mut clock = Clock::new(TimeControl::Fast { main_s: 5, period_s: 10 });
    clock.start(Color::Black);
    assert_eq!(say(&clock.face(Color::Black).detail), "then 10 s a move");
    assert_eq!(run(&mut clock, 5_000, 1000), ["Basic time is over. 10 seconds a move"]);
    run(&mut clock, 8_000, 1000);
    clock.switch(Color::White);
    assert_eq!(clock.running(), Some(Color::White));
    clock.tick(3_000);
    clock.switch(Color::Black);
    assert_eq!(clock.face(Color::Black).time, "0:10");
    assert_eq!(clock.face(Color::White).time, "0:02");
    assert_eq!(clock.flagged(), None);
}

#[test]
fn a_stopped_clock_charges_nothing() {
    let mut clock = Clock::new(TimeControl::SuddenDeath { main_s: 60 });
    assert!(clock.tick(120_000).is_empty());
    clock.start(Color::Black);
    clock.stop();
    assert!(clock.tick(120_000).is_empty());
    assert_eq!(clock.face(Color::Black).time, "1:00");
}
