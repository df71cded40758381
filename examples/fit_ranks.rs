//! Fits a rank to each player of the games `scripts/bench-ranks` played (the levels, GNU Go
//! 3.8 at its levels) on each board size, and prints them with the games they rest on.
//!
//! ```sh
//! cargo run --release --example fit_ranks -- target/ranks [--anchor gnugo10=8]
//! ```
//!
//! Each folder of DIR is a row named `[hN-]A-B-SIZE` (A takes N handicap stones as Black when
//! `hN` is there), with one SGF file a game (`PB`/`PW` are `A` or `B`). The model is the app's:
//! a player `d` ranks stronger, counting the handicap and komi as ranks
//! (`weiqi_engine::bot::rank::advantage`), wins with `rank::win_chance(d)`. The ranks are the
//! most likely ones given the games, with the anchor fixed (GNU Go level 10 at 8 kyu by
//! default) and a weak prior (15 kyu ± 12) that keeps a player who won or lost every game
//! finite; ± is one standard deviation from the curvature there. A row of a player against
//! itself with handicap stones (`h2-l5-l5-9`) says what the stones are worth in ranks (with a
//! half game added each way, so that all wins stay finite), beside what the model says.

use std::collections::BTreeMap;

use weiqi_engine::bot::rank::{advantage, ranks_for_chance, win_chance, CHANCE_SLOPE};

/// One game: the players' indexes, Black's advantage in ranks, and whether Black won.
struct Game {
    black: usize,
    white: usize,
    black_advantage: f64,
    black_won: f64,
}

fn property<'a>(sgf: &'a str, name: &str) -> Option<&'a str> {
    let start = sgf.find(&format!("{name}["))? + name.len() + 1;
    let end = sgf[start..].find(']')? + start;
    Some(&sgf[start..end])
}

fn main() {
    let mut args = std::env::args().skip(1);
    let dir = args.next().unwrap_or_else(|| "target/ranks".to_string());
    let (mut anchor, mut anchor_kyu) = ("gnugo10".to_string(), 8.0);
    while let Some(flag) = args.next() {
        if flag == "--anchor" {
            let value = args.next().expect("--anchor NAME=KYU");
            let (name, kyu) = value.split_once('=').expect("--anchor NAME=KYU");
            anchor = name.to_string();
            anchor_kyu = kyu.parse().expect("a rank in kyu");
        }
    }
    // By board size: the players' names, and the games.
    let mut sizes: BTreeMap<u8, (Vec<String>, Vec<Game>)> = BTreeMap::new();
    let mut rows: Vec<_> = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{dir}: {e}")).flatten().map(|e| e.path()).collect();
    rows.sort();
    for row in rows {
        let name = row.file_name().unwrap().to_string_lossy().to_string();
        let mut parts: Vec<&str> = name.split('-').collect();
        if parts.first().is_some_and(|p| p.starts_with('h')) {
            parts.remove(0);
        }
        let [a, b, size] = parts[..] else {
            eprintln!("skipped {name}: not [hN-]A-B-SIZE");
            continue;
        };
        let size: u8 = size.parse().expect("a board size");
        let (players, games) = sizes.entry(size).or_default();
        let mut index = |p: &str| players.iter().position(|q| q == p).unwrap_or_else(|| {
            players.push(p.to_string());
            players.len() - 1
        });
        let (a, b) = (index(a), index(b));
        let (mut won, mut played) = (0, 0);
        for file in std::fs::read_dir(&row).unwrap().flatten() {
            let sgf = std::fs::read_to_string(file.path()).unwrap();
            let Some(result) = property(&sgf, "RE") else { continue };
            let black_won = match result.chars().next() {
                Some('B') => 1.0,
                Some('W') => 0.0,
                _ => 0.5,
            };
            let a_black = property(&sgf, "PB") == Some("A");
            let handicap = property(&sgf, "HA").and_then(|h| h.parse().ok()).unwrap_or(0);
            let komi = property(&sgf, "KM").and_then(|k| k.parse().ok()).unwrap_or(7.5);
            let (black, white) = if a_black { (a, b) } else { (b, a) };
            games.push(Game { black, white, black_advantage: advantage(size, handicap, komi), black_won });
            played += 1;
            if (black_won == 1.0) == a_black && black_won != 0.5 {
                won += 1;
            }
        }
        if a == b && played > 0 {
            // A level against itself with stones: what the stones are worth, in ranks.
            let share = (f64::from(won) + 0.5) / (f64::from(played) + 1.0);
            let ranks = ranks_for_chance(share);
            println!("{name}: A won {won} of {played}: the handicap is worth {ranks:.1} ranks here (the model says {:.1})", advantage(size, handicap_of(&name), 0.5));
        } else {
            println!("{name}: A won {won} of {played}");
        }
    }
    for (size, (players, games)) in &sizes {
        let Some(fixed) = players.iter().position(|p| *p == anchor) else {
            println!("\n{size}×{size}: no games of the anchor {anchor}");
            continue;
        };
        let (kyu, spread) = fit(players.len(), games, fixed, anchor_kyu);
        println!("\n{size}×{size} (anchor {anchor} at {anchor_kyu} kyu)");
        let mut order: Vec<usize> = (0..players.len()).collect();
        order.sort_by(|&x, &y| players[x].cmp(&players[y]));
        for p in order {
            let n = games.iter().filter(|g| g.black == p || g.white == p).count();
            println!("{:>8} {:6.1} kyu ± {:4.1}  ({n} games)", players[p], kyu[p], spread[p]);
        }
        let levels: Vec<String> = (1..=8)
            .map(|l| players.iter().position(|p| *p == format!("l{l}")).map_or("?".to_string(), |i| format!("{:.1}", kyu[i])))
            .collect();
        println!("levels 1–8: [{}]", levels.join(", "));
    }
}

/// The handicap a row's name gives (`hN-…`), 0 for none.
fn handicap_of(name: &str) -> u8 {
    name.strip_prefix('h').and_then(|rest| rest.split('-').next()).and_then(|n| n.parse().ok()).unwrap_or(0)
}

/// The most likely ranks (kyu) and their spreads, player `fixed` at `fixed_kyu`.
fn fit(players: usize, games: &[Game], fixed: usize, fixed_kyu: f64) -> (Vec<f64>, Vec<f64>) {
    const PRIOR_KYU: f64 = 15.0;
    const PRIOR_SPREAD: f64 = 12.0;
    // Strength = −kyu, so that a higher number wins.
    let mut strength = vec![-PRIOR_KYU; players];
    strength[fixed] = -fixed_kyu;
    let mut curvature = vec![0.0; players];
    for _ in 0..20_000 {
        let mut gradient: Vec<f64> = strength.iter().map(|s| -(s + PRIOR_KYU) / (PRIOR_SPREAD * PRIOR_SPREAD)).collect();
        curvature = vec![1.0 / (PRIOR_SPREAD * PRIOR_SPREAD); players];
        for g in games {
            let d = strength[g.black] - strength[g.white] + g.black_advantage;
            let p = win_chance(d);
            // d log-likelihood / d d, for win_chance(d) = 1 / (1 + e^(−k d)).
            let k = CHANCE_SLOPE;
            let slope = k * (g.black_won - p);
            let bend = k * k * p * (1.0 - p);
            gradient[g.black] += slope;
            gradient[g.white] -= slope;
            curvature[g.black] += bend;
            curvature[g.white] += bend;
        }
        for p in 0..players {
            if p != fixed {
                strength[p] += 0.5 * gradient[p] / curvature[p];
            }
        }
    }
    let spread = (0..players).map(|p| if p == fixed { 0.0 } else { 1.0 / curvature[p].sqrt() }).collect();
    (strength.iter().map(|s| -s).collect(), spread)
}
