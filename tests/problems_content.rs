#![cfg(not(target_arch = "wasm32"))]
//! Every problem set passes the lesson check (as the build runs it), and every move problem
//! is proven by the reader: each correct line is legal and wins, each move the player
//! refuses fails (or is only a slower way to capture a group that is lost anyway), each
//! named wrong move fails after its answer. Plus the promises of the practice page: enough
//! problems, ids in order, every problem says whose move it is.

use std::collections::BTreeSet;
use std::sync::atomic::{AtomicUsize, Ordering};

use weiqi::content_check::check_lesson;
use weiqi::lessons::format::Task;
use weiqi::lessons::glossary;
use weiqi::content_check::prove;
use weiqi::problems::{handwritten_sets, set};

#[test]
fn every_problem_passes_the_lesson_check() {
    let all = handwritten_sets(weiqi::locale::Locale::En);
    assert!(!all.is_empty(), "the embedded problem sets read back");
    let mut errors = Vec::new();
    for s in all {
        errors.extend(check_lesson(&s.as_lesson(), glossary(weiqi::locale::Locale::En)).into_iter().map(|e| format!("{}: {e}", s.id)));
    }
    assert!(errors.is_empty(), "content problems:\n{}", errors.join("\n"));
}

#[test]
fn every_move_problem_is_proven_by_the_reader() {
    // The proofs are independent: share them out over the cores.
    let work: Vec<(&str, usize, &weiqi::lessons::format::Step)> = handwritten_sets(weiqi::locale::Locale::En)
        .iter()
        .flat_map(|s| s.problems.iter().enumerate().map(move |(i, step)| (s.id.as_str(), i, step)))
        .collect();
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let errors: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut errors = Vec::new();
                    while let Some(&(id, i, step)) = work.get(next.fetch_add(1, Ordering::Relaxed)) {
                        errors.extend(prove(step).into_iter().map(|e| format!("{id} problem {}: {e}", i + 1)));
                    }
                    errors
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("no panic")).collect()
    });
    assert!(errors.is_empty(), "unproven problems:\n{}", errors.join("\n"));
}

#[test]
fn there_are_enough_problems_in_sets_from_easy_to_hard() {
    let all = handwritten_sets(weiqi::locale::Locale::En);
    let total: usize = all.iter().map(|s| s.problems.len()).sum();
    assert!(total >= 100, "only {total} problems (at least 100 promised)");
    let ids: Vec<&str> = all.iter().map(|s| s.id.as_str()).collect();
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    assert_eq!(ids, sorted, "sets come in file order");
    assert_eq!(ids.iter().collect::<BTreeSet<_>>().len(), ids.len());
    assert!(set(weiqi::locale::Locale::En, ids[0]).is_some() && set(weiqi::locale::Locale::En, "99-nothing").is_none());
    for s in all {
        assert!(!s.problems.is_empty(), "{} has problems", s.id);
    }
}

#[test]
fn every_move_problem_says_whose_move_it_is() {
    for s in handwritten_sets(weiqi::locale::Locale::En) {
        for (i, step) in s.problems.iter().enumerate() {
            if matches!(step.task, Task::Capture(_) | Task::Save(_) | Task::Play(_)) {
                let t = step.text.to_lowercase();
                assert!(
                    t.contains("black to play") || t.contains("white to play") || t.contains("black's turn")
                        || t.contains("white's turn") || t.contains("to play"),
                    "{} problem {} does not say whose move it is",
                    s.id,
                    i + 1
                );
            }
        }
    }
}
