#![cfg(not(target_arch = "wasm32"))]
//! The practice page shows each problem on its region (`lessons::region`), not the whole
//! board: for every problem in `content/problems/`, the region holds what the problem shows
//! and asks about, and it holds every move of the fight: each move the learner can tap in
//! the region, answered by the problem's lines, its named wrong moves or the reader, stays
//! in it (so the region never has to grow while the learner plays). For the generated
//! problems (`content/problems/generated.txt`) the region holds their stones, marks, lines
//! and named wrong moves; answers the reader finds elsewhere grow the view as they come.
//!
//! `SHOW_REGIONS=1 cargo test --test problem_regions -- --nocapture` prints each problem's
//! region.

use std::rc::Rc;
use std::sync::atomic::{AtomicUsize, Ordering};

use weiqi::board_view::Region;
use weiqi::lessons::format::{Step, Task};
use weiqi::lessons::player::Action;
use weiqi::lessons::region::step_region;
use weiqi::lessons::setup::{parse_moves, start};
use weiqi::lessons::view::problem_view;
use weiqi::problems::attempt::{act, Attempt};
use weiqi::problems::{handwritten_sets, sets};
use weiqi::rules::{Move, Point};

/// Every handwritten problem (`generated`: every generated one instead): its set, its
/// number (from 1) and its step.
fn problems(generated: bool) -> Vec<(&'static str, usize, &'static Step)> {
    let all = sets(weiqi::locale::Locale::En);
    let handwritten = handwritten_sets(weiqi::locale::Locale::En);
    let chosen = if generated { &all[handwritten.len()..] } else { handwritten };
    chosen
        .iter()
        .flat_map(|s| s.problems.iter().enumerate().map(move |(i, step)| (s.id.as_str(), i + 1, step)))
        .collect()
}

/// The points a state shows that are outside `region`.
fn outside(region: Region, attempt: &Attempt) -> Vec<String> {
    let view = problem_view(&attempt.state);
    let size = view.size;
    let shown = size
        .points()
        .filter(|&p| view.stone(p).is_some())
        .chain(view.highlights.iter().map(|(p, _)| *p))
        .chain(view.markers.iter().map(|(p, _)| *p))
        .chain(view.labels.iter().map(|(p, _)| *p));
    let mut out: Vec<String> = shown.filter(|&p| !region.contains(p)).map(|p| p.to_gtp(size)).collect();
    out.sort();
    out.dedup();
    out
}

#[test]
fn every_problem_region_holds_its_stones_marks_and_moves() {
    let (cropped, total) = regions_hold(false);
    // Small boards (5×5 to 7×7) are shown whole when the fight is near the middle, as are
    // whole-board questions; the corners and sides of 9×9 are cropped.
    assert!(cropped * 4 > total, "a part of the board is shown for {cropped} of {total} problems");
}

#[test]
fn every_generated_problem_region_holds_its_stones_and_moves() {
    let (_, total) = regions_hold(true);
    assert!(total >= 1_000, "{total} generated problems");
}

/// Checks that the region of every handwritten (or generated) problem holds its stones,
/// marks and moves; how many problems are cropped, of how many.
fn regions_hold(generated: bool) -> (usize, usize) {
    let show = std::env::var_os("SHOW_REGIONS").is_some();
    let mut errors = Vec::new();
    let (mut cropped, mut total) = (0, 0);
    for (set, n, step) in problems(generated) {
        let (game, _) = start(step).expect("checked content sets up");
        let size = game.size();
        let region = step_region(step);
        total += 1;
        if !region.is_whole(size) {
            cropped += 1;
        }
        if show {
            let name = |p: Point| p.to_gtp(size);
            let (a, b) = (Point::new(region.left, region.top).unwrap(), Point::new(region.right, region.bottom).unwrap());
            println!("{set} {n:>2}: {}×{} {}–{} ({}×{})", size.get(), size.get(), name(a), name(b), region.columns(), region.rows());
        }
        let view = problem_view(&Attempt::new(Rc::new(step.clone())).state);
        assert_eq!(view.region, region, "{set} {n}: the page shows the problem's region");
        let mut must: Vec<Point> = size.points().filter(|&p| game.board().get(p).is_some()).collect();
        if let Task::Play(t) | Task::Capture(t) | Task::Save(t) = &step.task {
            let moves = t.lines.iter().chain(t.wrong.iter().map(|w| &w.at)).chain(t.wrong.iter().filter_map(|w| w.reply.as_ref()));
            for text in moves {
                must.extend(parse_moves(text, size).unwrap_or_default().into_iter().filter_map(|m| match m {
                    Move::Play(p) => Some(p),
                    Move::Pass => None,
                }));
            }
        }
        for p in must {
            if !region.contains(p) {
                errors.push(format!("{set} problem {n}: {} is outside the region", p.to_gtp(size)));
            }
        }
    }
    if show {
        println!("{cropped} of {total} problems cropped");
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
    (cropped, total)
}

/// Every first move the learner can tap, and every move of the problem's lines, with what
/// answers it: all of it is in the region.
#[test]
fn every_answer_to_a_move_in_the_region_stays_in_it() {
    let work: Vec<_> = problems(false).into_iter().filter(|(_, _, s)| matches!(s.task, Task::Play(_) | Task::Capture(_) | Task::Save(_))).collect();
    let next = AtomicUsize::new(0);
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let errors: Vec<String> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut errors = Vec::new();
                    while let Some(&(set, n, step)) = work.get(next.fetch_add(1, Ordering::Relaxed)) {
                        errors.extend(check_moves(step).into_iter().map(|e| format!("{set} problem {n}: {e}")));
                    }
                    errors
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("no panic")).collect()
    });
    assert!(errors.is_empty(), "moves that leave the region:\n{}", errors.join("\n"));
}

fn check_moves(step: &Step) -> Vec<String> {
    let region = step_region(step);
    let fresh = Attempt::new(Rc::new(step.clone()));
    let size = fresh.state.game.size();
    let mut errors = Vec::new();
    // Each empty point of the region as the first move.
    for p in region.points().filter(|&p| fresh.state.game.board().get(p).is_none()) {
        let after = act(&fresh, Action::Click(p));
        let out = outside(region, &after);
        if !out.is_empty() {
            errors.push(format!("after {}: {}", p.to_gtp(size), out.join(" ")));
        }
    }
    // The lines, with the answers the app gives.
    if let Task::Play(t) | Task::Capture(t) | Task::Save(t) = &step.task {
        for line in &t.lines {
            let mut attempt = fresh.clone();
            for mv in parse_moves(line, size).unwrap_or_default().into_iter().step_by(2) {
                attempt = act(&attempt, if let Move::Play(p) = mv { Action::Click(p) } else { Action::Pass });
                let out = outside(region, &attempt);
                if !out.is_empty() {
                    errors.push(format!("along {line}: {}", out.join(" ")));
                }
            }
        }
    }
    errors
}
