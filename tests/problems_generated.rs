#![cfg(not(target_arch = "wasm32"))]
//! The generated practice problems (`content/problems/generated.txt`): the file reads, is
//! large and varied enough, a seeded sample is proven again, the generator makes the same
//! lines from the same seeds, and one example of each kind, drawn.

use std::collections::{BTreeMap, BTreeSet};

use weiqi::lessons::format::{Step, Task};
use weiqi::rules::Rng;
use weiqi_course::content_check::prove;
use weiqi_course::problems::generate::generate;
use weiqi_course::problems::{parse, GeneratedProblem, Kind};

fn problems() -> Vec<GeneratedProblem> {
    let text = std::fs::read_to_string("content/problems/generated.txt").expect("content/problems/generated.txt");
    parse(&text).unwrap_or_else(|e| panic!("generated.txt does not read: {e}"))
}

/// The board with spaces between the points, and the first move of the first line.
fn picture(step: &Step) -> String {
    step.board.lines().map(|l| l.chars().map(String::from).collect::<Vec<_>>().join(" ")).collect::<Vec<_>>().join("\n")
}

fn first_move(step: &Step) -> String {
    let (Task::Capture(t) | Task::Save(t) | Task::Play(t)) = &step.task else { return String::new() };
    t.lines.first().and_then(|l| l.split_whitespace().next()).unwrap_or_default().to_string()
}

fn target(step: &Step) -> String {
    let (Task::Capture(t) | Task::Save(t) | Task::Play(t)) = &step.task else { return String::new() };
    t.target.clone().unwrap_or_default()
}

#[test]
fn the_file_has_a_thousand_problems_of_every_kind_from_30_to_10_kyu() {
    let problems = problems();
    assert!(problems.len() >= 1000, "{} problems, at least 1000 wanted", problems.len());
    let ids: BTreeSet<&str> = problems.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(ids.len(), problems.len(), "every id is used once");
    let mut per_kind: BTreeMap<Kind, usize> = BTreeMap::new();
    let mut per_kyu: BTreeMap<u8, usize> = BTreeMap::new();
    for p in &problems {
        *per_kind.entry(p.kind).or_default() += 1;
        *per_kyu.entry(p.kyu).or_default() += 1;
        assert!(p.id.starts_with(p.kind.name()), "{}: the id starts with the kind", p.id);
        assert!(p.step.text.is_empty(), "{}: the app writes the text", p.id);
    }
    eprintln!("per kind: {per_kind:?}\nper kyu: {per_kyu:?}");
    for kind in Kind::ALL {
        assert!(per_kind.get(&kind).copied().unwrap_or(0) >= 20, "{} has fewer than 20 problems", kind.name());
    }
    let easy = problems.iter().filter(|p| p.kyu >= 28).count();
    let hard = problems.iter().filter(|p| p.kyu <= 12).count();
    assert!(easy >= 20 && hard >= 5, "{easy} problems at 28 kyu or easier, {hard} at 12 kyu or harder");
    // Spread: every band of ratings holds a few problems, and no kind most of them.
    for (low, high) in [(10, 14), (15, 19), (20, 24), (25, 30)] {
        let band: usize = per_kyu.range(low..=high).map(|(_, n)| n).sum();
        assert!(band * 100 >= problems.len() * 2, "{band} problems from {low} to {high} kyu");
    }
    for (kind, n) in &per_kind {
        assert!(n * 100 <= problems.len() * 35, "{n} {} problems of {}", kind.name(), problems.len());
    }
}

#[test]
fn a_line_that_does_not_read_is_named() {
    let good = problems()[0].to_line();
    assert!(parse(&good).is_ok());
    for bad in [
        good.replacen(' ', "  ", 1),
        good.replacen("capture-now", "capture-later", 1),
        format!("{good}\n{good}"),
        "ladder-1 31 c 9 aa bb bb - -".to_string(),
        "ladder-1 20 c 8 aa bb bb - -".to_string(),
        "ladder-1 20 c 9 aa bb cc - -".to_string(),
        "ladder-1 20 c 9 aa bb bb zz -".to_string(),
        "ladder-1 20 c 9 aa bb bb - aa-bb".to_string(),
        "ladder-1 20 c 9 aa aa aa - -".to_string(),
    ] {
        let e = parse(&bad).expect_err(&bad);
        assert!(e.starts_with("line "), "{e}");
    }
}

#[test]
fn a_seeded_sample_is_proven_again() {
    let problems = problems();
    let mut rng = Rng::new(2026);
    for _ in 0..20 {
        let p = &problems[rng.below(problems.len() as u32) as usize];
        let errors = prove(&p.step);
        assert!(errors.is_empty(), "{} does not prove:\n{}\n{errors:?}", p.id, picture(&p.step));
    }
}

#[test]
fn the_generator_makes_the_same_lines_from_the_same_seeds() {
    let problems = problems();
    for kind in Kind::ALL {
        for p in problems.iter().filter(|p| p.kind == kind).take(4) {
            let seed = p.seed().expect("a seed in the id");
            let again = generate(kind, seed).unwrap_or_else(|| panic!("{} is not made again", p.id));
            assert_eq!(again.to_line(), p.to_line());
        }
    }
}

/// The problem of `kind` made from `seed`, drawn, with its target and first move.
fn example(kind: Kind, seed: u64, board: &str, target_at: &str, first: &str) {
    let p = generate(kind, seed).unwrap_or_else(|| panic!("{} {seed} makes a problem", kind.name()));
    eprintln!("{} ({} kyu), target {}, answer {}:\n{}", p.id, p.kyu, target(&p.step), first_move(&p.step), picture(&p.step));
    let want: Vec<&str> = board.lines().map(str::trim).filter(|l| !l.is_empty()).collect();
    let have = picture(&p.step);
    assert_eq!(have.lines().collect::<Vec<_>>(), want, "the board of {}", p.id);
    assert_eq!(target(&p.step), target_at);
    assert_eq!(first_move(&p.step), first);
}
#[test]
fn example_capture_now() {
    example(
        Kind::CaptureNow,
        0,
        "
. . . . . . . X .
. . . . . . X O X
. . . . . X O O .
. . O . . . X X .
. . . . . . . . .
. O . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
",
        "H7",
        "",
    );
}

#[test]
fn example_atari() {
    example(
        Kind::Atari,
        6,
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . X . .
. O . . X X . . .
. . . . O O . X .
",
        "F1",
        "D1",
    );
}

#[test]
fn example_ladder() {
    example(
        Kind::Ladder,
        0,
        "
. . . . . . . . .
. . X . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . O X . .
. . . . X X . . .
. . . . . . . . .
. . . . . . . . .
. . O . . . . . .
",
        "F5",
        "F6",
    );
}

#[test]
fn example_net() {
    example(
        Kind::Net,
        16,
        "
. . . . . . . . .
. . O . . . . . .
. . . . . O . . .
. . . . . . . . .
. X X O . . . . .
. . . X X . . . .
. X . . . . . . .
. . . . . . . . .
. . . . . . . . X
",
        "D5",
        "E6",
    );
}

#[test]
fn example_snapback() {
    example(
        Kind::Snapback,
        3,
        "
. . . . . . . . .
. . . . . X . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . O O
. . . . . . . O O
. . . . . . X X O
. . . . . . X O .
. . O . . . X O .
",
        "H1",
        "J2",
    );
}

#[test]
fn example_cutting_stones() {
    example(
        Kind::CuttingStones,
        0,
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . O . X .
. . . . . X X O .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
",
        "H4",
        "H3",
    );
}

#[test]
fn example_escape() {
    example(
        Kind::Escape,
        1,
        "
. . . . . . . . .
. . O . . . . . .
. O X . . . . . .
. . O . . . . . .
. . . . . . . . .
. . . . . . . . .
. . X . . . . . .
. X . . . . . . .
. . . . . . . . .
",
        "C7",
        "D7",
    );
}

#[test]
fn example_capturing_race() {
    example(
        Kind::CapturingRace,
        13,
        "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. X . . . X . . .
. . . . . . . . .
. . . . . . . . .
. X X X X O O O O
. X O O O X X X O
. X . . . . . . O
",
        "E2",
        "D1",
    );
}

#[test]
fn example_life_and_death() {
    example(
        Kind::LifeAndDeath,
        0,
        "
X X O O . . . . .
. X X O . . . . .
. . X O . . . . .
. X X O . . . . .
X X O O . . . . .
O O O . . . . X .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
",
        "A9",
        "A7",
    );
}

