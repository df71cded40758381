#![cfg(not(target_arch = "wasm32"))]
//! A second opinion on the generated practice problems: GNU Go 3.8's own reading
//! (`/usr/games/gnugo`) of each answer, on 200 problems picked by a fixed seed.
//!
//! For each problem, every first move of its correct lines is played in GNU Go and GNU Go
//! is asked whether the goal then holds, White moving first, and checked one move further
//! (the reading shared with `tests/problems_gnugo.rs`, in `tests/common/reading.rs`):
//! captures, nets, races and kills by `defend` on the target (it must answer 0), escapes by
//! `attack` (0), and making a shut-in group live by `owl_attack` (0).
//!
//! A problem agrees when GNU Go says every answer works. When GNU Go's answer is a ko or
//! does not hold one move later, the problem is listed and not counted. The test fails when
//! fewer than 97% of the counted problems agree, and lists every disagreement with the
//! board. `ALLOWED` names the disagreements looked at, with the reason the problem is right.

mod common;

use std::time::Instant;

use common::verdicts::Verdicts;
use common::reading::{self, describe, line_starts, theirs, Case, Theirs};
use weiqi::rules::Rng;
use weiqi_course::problems::{parse, GeneratedProblem};

/// How many problems are asked about, and the seed that picks them.
const SAMPLE: usize = 200;
const SEED: u64 = 97;

/// Disagreements looked at: the problem's id and why the problem is right.
const ALLOWED: &[(&str, &str)] = &[];

fn sample() -> Vec<&'static GeneratedProblem> {
    let text = std::fs::read_to_string("content/problems/generated.txt").expect("content/problems/generated.txt");
    let problems: &'static [GeneratedProblem] = Vec::leak(parse(&text).expect("generated.txt reads"));
    // `GENERATED_GNUGO_ALL=1` asks about every problem of the file.
    if std::env::var_os("GENERATED_GNUGO_ALL").is_some() {
        return problems.iter().collect();
    }
    let mut rng = Rng::new(SEED);
    let mut picked: Vec<usize> = Vec::new();
    while picked.len() < SAMPLE.min(problems.len()) {
        let i = rng.below(problems.len() as u32) as usize;
        if !picked.contains(&i) {
            picked.push(i);
        }
    }
    picked.sort();
    picked.into_iter().map(|i| &problems[i]).collect()
}

#[test]
fn gnugo_agrees_with_the_answers_of_the_generated_problems() {
    let started = Instant::now();
    let problems = sample();
    let mut cases: Vec<Case> = Vec::new();
    for (i, p) in problems.iter().enumerate() {
        // The answers only: the first moves of the lines, or for a capture at once the
        // target's last liberty.
        let answer = |size, at, takes_target| {
            let starts = line_starts(&p.step, size);
            if starts.is_empty() { takes_target } else { starts.contains(&at) }
        };
        let Some(case) = Case::with_probes(p.id.as_str(), i + 1, p.id.clone(), &p.step, answer) else { continue };
        cases.push(case);
    }
    assert!(cases.len() * 10 >= problems.len() * 9, "{} of {} problems have a target", cases.len(), problems.len());
    let mut verdicts = Verdicts::open("problems_generated_gnugo", &[]);
    if std::env::var_os("GENERATED_GNUGO_ALL").is_some() {
        verdicts = verdicts.keep_unused();
    }
    let answers = reading::ask(&mut verdicts, &mut cases);
    verdicts.finish();

    let (mut agree, mut counted) = (0, 0);
    let mut disagreements = Vec::new();
    let mut unsure = Vec::new();
    let mut allowed = 0;
    for case in &cases {
        let verdicts: Vec<(usize, Theirs)> = case.probes.iter().enumerate().map(|(k, p)| (k, theirs(case, p, &answers))).collect();
        if let Some((_, v)) = verdicts.iter().find(|(_, v)| matches!(v, Theirs::Ko(_) | Theirs::Partial(_) | Theirs::Contradicts(_))) {
            unsure.push(format!("{}: {v:?}", case.label));
            continue;
        }
        counted += 1;
        match verdicts.iter().find(|(_, v)| *v != Theirs::Works) {
            None if !case.probes.is_empty() => agree += 1,
            None => disagreements.push(format!("{}: no answer to ask about", case.label)),
            Some((k, v)) => {
                if ALLOWED.iter().any(|a| a.0 == case.label) {
                    allowed += 1;
                    agree += 1;
                } else {
                    disagreements.push(describe(case, &case.probes[*k], "the problem's answer", v, &answers));
                }
            }
        }
    }
    let share = agree as f64 / counted.max(1) as f64;
    eprintln!(
        "GNU Go read {} generated problems ({} GTP commands) in {:.1} s: {agree} of {counted} counted agree ({:.1}%, \
         {allowed} allowed); {} not counted",
        cases.len(),
        answers.commands,
        started.elapsed().as_secs_f64(),
        share * 100.0,
        unsure.len()
    );
    if !unsure.is_empty() {
        eprintln!("not counted (ko, or GNU Go's answer does not hold one move later):\n  {}", unsure.join("\n  "));
    }
    if !disagreements.is_empty() {
        eprintln!("disagreements:\n{}", disagreements.join("\n"));
    }
    assert!(unsure.len() * 10 <= cases.len(), "{} of {} problems not counted", unsure.len(), cases.len());
    assert!(share >= 0.97, "GNU Go agrees with {:.1}% of the answers, at least 97% wanted", share * 100.0);
}
