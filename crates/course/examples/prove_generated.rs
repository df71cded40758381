//! Proves every generated problem (`content/problems/generated.txt`, or the file named) with
//! the content check's proof, and prints the counts per kind and per rating band, and every
//! problem that does not prove. Exits with 1 when one does not. `scripts/prove-problems`
//! runs it.

use std::collections::BTreeMap;
use std::time::Instant;

use weiqi_course::content_check::prove;
use weiqi_course::problems::{parse, GeneratedProblem, Kind};

const FILE: &str = "content/problems/generated.txt";

/// The rating bands the counts are given for.
fn band(kyu: u8) -> &'static str {
    match kyu {
        ..=14 => "10-14 kyu",
        15..=19 => "15-19 kyu",
        20..=24 => "20-24 kyu",
        _ => "25-30 kyu",
    }
}

fn main() {
    let path = std::env::args().nth(1).unwrap_or_else(|| FILE.to_string());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let problems = parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let started = Instant::now();
    // Two threads, each every other problem.
    let failures: Vec<(String, Vec<String>)> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..2)
            .map(|k| {
                let problems: Vec<&GeneratedProblem> = problems.iter().skip(k).step_by(2).collect();
                scope.spawn(move || {
                    problems.into_iter().filter_map(|p| {
                        let errors = prove(&p.step);
                        (!errors.is_empty()).then(|| (p.id.clone(), errors))
                    }).collect::<Vec<_>>()
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().expect("a proving thread")).collect()
    });
    let mut per_kind: BTreeMap<Kind, usize> = BTreeMap::new();
    let mut per_band: BTreeMap<&str, usize> = BTreeMap::new();
    for p in &problems {
        *per_kind.entry(p.kind).or_default() += 1;
        *per_band.entry(band(p.kyu)).or_default() += 1;
    }
    println!("{} problems in {path}, proven in {:.1} s", problems.len(), started.elapsed().as_secs_f64());
    println!("per kind:");
    for (kind, n) in &per_kind {
        println!("  {:<16} {n:>5}", kind.name());
    }
    println!("per rating:");
    for (b, n) in &per_band {
        println!("  {b:<16} {n:>5}");
    }
    let (lo, hi) = (problems.iter().map(|p| p.kyu).min().unwrap_or(0), problems.iter().map(|p| p.kyu).max().unwrap_or(0));
    println!("ratings from {hi} to {lo} kyu");
    if failures.is_empty() {
        println!("every problem is proven");
    } else {
        println!("{} problem(s) not proven:", failures.len());
        for (id, errors) in &failures {
            println!("  {id}: {}", errors.join("; "));
        }
        std::process::exit(1);
    }
}
