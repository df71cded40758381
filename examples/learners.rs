//! Simulated learners: GNU Go 3.8 at a fixed level plays the computer game after game, each
//! game set up by the app's own proposal (`weiqi::play::next_game::propose`) and rated into the
//! learner's rating (`rate_game`), as the Play page does. Prints every game, then the learner's
//! results over its last six games and its rating after ten; with `--fitted` (each learner's
//! rank as `examples/fit_ranks.rs` found it, in the order of `--levels`), what those six games
//! were worth to it by the ranks and how far the rating was from its rank. `--runs N` plays
//! each learner N times with other seeds (the first run is the one a single run plays).
//!
//! ```sh
//! cargo build --offline --profile engine -p weiqi-gtp --example match --example learners
//! target/engine/examples/learners [--games 12] [--size 9] [--levels 0,5,10] [--fitted 8.7,8.7,8.0] [--runs 1]
//! ```
//!
//! Each game is one `examples/match` run (its binary beside this one): the learner takes Black
//! with the handicap stones proposed (komi ½), or plays an even game (komi 7½) with the colours
//! drawn as the app's proposal sets them up (nigiri; here by the game's seed). GNU Go scores the end.

use std::process::Command;

use weiqi::bot::rank::win_chance;
use weiqi::play::next_game::{difficulty, propose, rate_game, Played};
use weiqi::problems::rating::Rating;

fn main() {
    let mut args = std::env::args().skip(1);
    let (mut games, mut size, mut levels) = (12usize, 9u8, vec![0u8, 5, 10]);
    let mut fitted: Vec<f64> = Vec::new();
    let mut runs = 1u32;
    while let Some(flag) = args.next() {
        let value = args.next().expect("a value after each option");
        match flag.as_str() {
            "--games" => games = value.parse().expect("a number of games"),
            "--size" => size = value.parse().expect("a board size"),
            "--levels" => levels = value.split(',').map(|l| l.parse().expect("GNU Go levels 0 to 10")).collect(),
            "--runs" => runs = value.parse().expect("a number of runs"),
            "--fitted" => fitted = value.split(',').map(|k| k.parse().expect("a rank in kyu")).collect(),
            _ => panic!("unknown option {flag}"),
        }
    }
    let dir = std::env::current_exe().expect("this program's path").parent().expect("its folder").to_path_buf();
    let matcher = dir.join("match");
    let engine = dir.parent().expect("the profile's folder").join("weiqi-gtp");
    let learners = levels.iter().enumerate().flat_map(|(n, &gnugo)| (0..runs).map(move |run| (n, gnugo, run)));
    for (n, gnugo, run) in learners {
        let mut learner = Rating::NEW_LEARNER;
        let mut recent: Vec<Played> = Vec::new();
        let mut rating_after_ten = None;
        println!("== GNU Go {gnugo} as a learner, {size}×{size}, run {}", run + 1);
        for game in 1..=games {
            let p = propose(learner, &recent, size);
            let komi = if p.handicap >= 2 { "0.5" } else { "7.5" };
            let seed = 100_000 * run + 1000 * u32::from(gnugo) + game as u32;
            let learner_cmd = format!("/usr/games/gnugo --mode gtp --chinese-rules --positional-superko --level {gnugo} --seed {seed}");
            let computer_cmd = format!("{} --level {} --seed {seed}", engine.display(), p.level.get());
            // With stones the learner takes Black; an even game's colours are drawn (nigiri),
            // here by the seed: Black in odd games, White in even ones.
            let learner_black = p.handicap >= 2 || seed % 2 == 1;
            let (black, white) = if learner_black { (&learner_cmd, &computer_cmd) } else { (&computer_cmd, &learner_cmd) };
            let output = Command::new(&matcher)
                .args(["--games", "1", "--size", &size.to_string(), "--komi", komi, "--handicap", &p.handicap.to_string(), "--a-black", "--quiet"])
                .args(["--max-moves", &(u32::from(size) * u32::from(size) * 2).to_string()])
                .args(["--a", black, "--b", white])
                .output()
                .expect("examples/match runs");
            let text = String::from_utf8_lossy(&output.stdout);
            let black_won = text.lines().find_map(|l| l.split_once("A won ").map(|(_, rest)| rest.starts_with('1'))).expect("a result line");
            let won = black_won == learner_black;
            let played = Played { level: p.level, size, handicap: p.handicap, won };
            learner = rate_game(learner, &played);
            recent.push(played);
            if game == 10 {
                rating_after_ten = Some(learner);
            }
            println!(
                "game {game:2}: level {} with {} stones, as {}: {} -> {:.1} kyu ± {:.1} ({:?})",
                p.level.get(),
                p.handicap,
                if learner_black { "Black" } else { "White" },
                if won { "won " } else { "lost" },
                learner.kyu(),
                learner.deviation / weiqi::problems::rating::POINTS_PER_KYU,
                p.why
            );
        }
        let last: Vec<&Played> = recent.iter().rev().take(6).collect();
        let won = last.iter().filter(|g| g.won).count();
        println!("last {} games: won {won} ({:.0} %)", last.len(), 100.0 * won as f64 / last.len().max(1) as f64);
        if let Some(r) = rating_after_ten {
            println!("rating after 10 games: {:.1} kyu ± {:.1}", r.kyu(), r.deviation / weiqi::problems::rating::POINTS_PER_KYU);
        }
        // With the learner's fitted rank: what its last six games were worth by the ranks (six
        // results alone are even only at exactly three wins), and how far the rating was.
        if let Some(&kyu) = fitted.get(n) {
            let expected = last.iter().map(|g| win_chance(difficulty(g.level, g.size, g.handicap) - kyu)).sum::<f64>() / last.len().max(1) as f64;
            println!("fitted rank {kyu:.1} kyu: expected result of the last {} games {:.0} %", last.len(), 100.0 * expected);
            if let Some(r) = rating_after_ten {
                println!("rating after 10 games off by {:+.1} ranks", r.kyu() - kyu);
            }
        }
    }
}
