//! A workbench for problem writers: reads one problem set file, runs the same checks as the
//! build and the content test (the lesson check and the reader's proof), and prints, for
//! each problem, the board and what the reader thinks of every first move.
//!
//! ```sh
//! cargo run --example problem_lab -- content/problems/01-capture.toml      # every problem
//! cargo run --example problem_lab -- content/problems/01-capture.toml 3    # problem 3 only
//! ```

use std::rc::Rc;

use weiqi::content_check::{check_lesson, prove};
use weiqi::lessons::glossary;
use weiqi::lessons::player::StepState;
use weiqi::problems::format::ProblemSet;
use weiqi::problems::fight::{fight, limits_for, principal_line, wins};
use weiqi::reading::{best_move, solve_after};
use weiqi::rules::Move;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: problem_lab FILE.toml [PROBLEM]");
        std::process::exit(2);
    };
    let only: Option<usize> = args.get(2).and_then(|n| n.parse().ok());
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let set: ProblemSet = toml::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let mut failed = 0;
    for e in check_lesson(&set.as_lesson(), glossary(weiqi::locale::Locale::En)) {
        if only.is_none_or(|n| e.starts_with(&format!("step {n}:"))) {
            println!("CHECK {e}");
            failed += 1;
        }
    }
    for (i, step) in set.problems.iter().enumerate() {
        let n = i + 1;
        if only.is_some_and(|o| o != n) {
            continue;
        }
        let state = StepState::new(Rc::new(step.clone()));
        println!("\n== problem {n}: {}", step.text.lines().next().unwrap_or(""));
        print!("{}", state.game.board());
        match &step.task {
            weiqi::lessons::format::Task::Points(_) => {
                let pts = weiqi::lessons::judge::answer_points(step, &state.game).unwrap_or_default();
                println!("answer points: {}", pts.iter().map(|p| p.to_gtp(state.game.size())).collect::<Vec<_>>().join(" "));
            }
            weiqi::lessons::format::Task::Number(_) => {
                println!("answer number: {:?}", weiqi::lessons::judge::answer_number(step, &state.game).map(|q| q.stones_text()));
            }
            weiqi::lessons::format::Task::Choice(_) => {
                println!("answer choice: {:?}", weiqi::lessons::judge::correct_choice(step, &state.game));
            }
            _ => {}
        }
        if let Some(f) = fight(step, &state.game) {
            let limits = limits_for(step);
            let explore = weiqi::problems::fight::refute_limits(limits);
            let size = state.game.size();
            let mut good = Vec::new();
            let show = |line: &[Move]| -> String {
                line.iter()
                    .map(|m| match m {
                        Move::Play(p) => p.to_gtp(size),
                        Move::Pass => "pass".into(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            };
            for p in size.points().filter(|&p| state.game.is_legal(p)).map(Move::Play).chain([Move::Pass]) {
                let t0 = std::time::Instant::now();
                let v = solve_after(&state.game, p, f, explore);
                if std::env::var("LAB_TIME").is_ok() {
                    println!("  {} {:?} {:?}", show(&[p]), v, t0.elapsed());
                }
                match wins(f, state.learner, v) {
                    Some(true) => {
                        let mut g = state.game.clone();
                        let _ = g.play(p);
                        let rest = principal_line(&g, f, explore, 15);
                        good.push(format!("{} [{}]", show(&[p]), show(&rest)));
                    }
                    None => good.push(format!("{}?", show(&[p]))),
                    _ => {}
                }
            }
            println!("winning first moves:\n  {}", good.join("\n  "));
            if let weiqi::lessons::format::Task::Capture(t) | weiqi::lessons::format::Task::Save(t) | weiqi::lessons::format::Task::Play(t) = &step.task {
                for w in &t.wrong {
                    let Ok(mv) = weiqi::lessons::setup::parse_move(&w.at, size) else { continue };
                    let mut g = state.game.clone();
                    if g.play(mv).is_ok() {
                        let reply = best_move(&g, f, explore);
                        println!("wrong {}: refuted by {:?}", w.at, reply.map(|m| match m {
                            Move::Play(p) => p.to_gtp(size),
                            Move::Pass => "pass".into(),
                        }));
                    }
                }
            }
            let started = std::time::Instant::now();
            let errors = prove(step);
            for e in &errors {
                println!("PROOF {e}");
            }
            failed += errors.len();
            println!("(proof {:?})", started.elapsed());
        }
    }
    println!("\n{} problem(s) read, {failed} complaint(s)", set.problems.len());
    if failed > 0 {
        std::process::exit(1);
    }
}
