//! Plays games between two GTP engines with alternating colours and reports the wins.
//!
//! ```sh
//! cargo build --profile engine -p weiqi-gtp --bin weiqi-gtp && cargo build --profile engine --example match
//! target/engine/examples/match --games 20 --size 9 --komi 7.5 --jobs 2 \
//!     --a "target/engine/weiqi-gtp --level 8" \
//!     --b "/usr/games/gnugo --mode gtp --chinese-rules --positional-superko --level 10"
//! ```
//!
//! Engine A is Black in the odd-numbered games (1, 3, …) and White in the others. Every move
//! is also sent to a scorer (GNU Go by default, `--scorer CMD`), which must accept it; a move
//! it refuses loses the game for the side that played it. A game ends after two passes, a
//! resignation or `--max-moves`; the scorer's `final_score` decides it. After two passes
//! both engines are asked for `final_status_list dead`, compared with the scorer's.
//! `{game}` in a command becomes the game's number (for a seed per game: `--seed {game}`).
//! Options: `--sgf DIR` writes each game as SGF; `--quiet` prints the summary only;
//! `--handicap N` starts each game with N stones for Black (`fixed_handicap`), White first;
//! `--a-black` gives A Black in every game (the side that takes the handicap).

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

const DEFAULT_SCORER: &str = "/usr/games/gnugo --mode gtp --chinese-rules --positional-superko";

struct Options {
    games: usize,
    size: u32,
    komi: f64,
    handicap: u32,
    jobs: usize,
    a: String,
    b: String,
    scorer: String,
    max_moves: usize,
    sgf: Option<String>,
    quiet: bool,
    /// A takes Black in every game (the side given the handicap), instead of alternating.
    a_always_black: bool,
}

/// One GTP engine as a child process.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Engine {
    fn start(command: &str) -> Engine {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {command}"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let input = child.stdin.take().expect("piped stdin");
        let output = BufReader::new(child.stdout.take().expect("piped stdout"));
        Engine { child, input, output }
    }

    /// Sends one command; returns Ok(answer) for `=`, Err(answer) for `?`.
    fn ask(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.input, "{command}").and_then(|_| self.input.flush()).map_err(|e| e.to_string())?;
        let mut answer = String::new();
        let mut first = true;
        let mut ok = true;
        loop {
            let mut line = String::new();
            if self.output.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                return Err("the engine closed its output".to_string());
            }
            let line = line.trim_end_matches(['\n', '\r']);
            if first {
                if line.is_empty() {
                    continue;
                }
                ok = line.starts_with('=');
                answer.push_str(line[1..].trim_start_matches(|c: char| c.is_ascii_digit()).trim());
                first = false;
            } else if line.is_empty() {
                break;
            } else {
                answer.push('\n');
                answer.push_str(line);
            }
        }
        if ok { Ok(answer) } else { Err(answer) }
    }

    fn knows(&mut self, command: &str) -> bool {
        self.ask(&format!("known_command {command}")).is_ok_and(|a| a == "true")
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

/// How one game ended.
struct GameResult {
    a_black: bool,
    /// "B+7.5", "W+R", "B+F" (forfeit for an illegal move) …
    result: String,
    a_won: bool,
    moves: usize,
    /// Whether each engine's dead stones matched the scorer's (None: not asked or not known).
    a_dead_agrees: Option<bool>,
    b_dead_agrees: Option<bool>,
    a_seconds: Vec<f64>,
    b_seconds: Vec<f64>,
    sgf: String,
    note: String,
}

fn main() {
    let opts = parse_options();
    let next = Arc::new(AtomicUsize::new(0));
    let results = Arc::new(Mutex::new(Vec::new()));
    let opts = Arc::new(opts);
    let workers: Vec<_> = (0..opts.jobs)
        .map(|_| {
            let (next, results, opts) = (next.clone(), results.clone(), opts.clone());
            std::thread::spawn(move || loop {
                let k = next.fetch_add(1, Ordering::SeqCst);
                if k >= opts.games {
                    return;
                }
                let r = play_game(&opts, k);
                if !opts.quiet {
                    println!(
                        "game {:>3}: A as {} {:>8} in {:>3} moves{}{}",
                        k + 1,
                        if r.a_black { "Black" } else { "White" },
                        r.result,
                        r.moves,
                        if r.a_won { "  A wins" } else { "  B wins" },
                        r.note
                    );
                }
                if let Some(dir) = &opts.sgf {
                    let _ = std::fs::create_dir_all(dir);
                    let _ = std::fs::write(format!("{dir}/game-{:03}.sgf", k + 1), &r.sgf);
                }
                results.lock().unwrap().push(r);
            })
        })
        .collect();
    for w in workers {
        w.join().expect("a worker failed");
    }
    summarise(&opts, &results.lock().unwrap());
}

fn play_game(opts: &Options, k: usize) -> GameResult {
    let a_black = opts.a_always_black || k.is_multiple_of(2);
    let number = (k + 1).to_string();
    let mut a = Engine::start(&opts.a.replace("{game}", &number));
    let mut b = Engine::start(&opts.b.replace("{game}", &number));
    let mut scorer = Engine::start(&opts.scorer);
    for e in [&mut a, &mut b, &mut scorer] {
        e.ask(&format!("boardsize {}", opts.size)).expect("boardsize");
        e.ask("clear_board").expect("clear_board");
        e.ask(&format!("komi {}", opts.komi)).expect("komi");
    }
    let mut sgf = format!("(;GM[1]FF[4]SZ[{}]KM[{}]RU[Chinese]PB[{}]PW[{}]", opts.size, opts.komi,
        if a_black { "A" } else { "B" }, if a_black { "B" } else { "A" });
    if opts.handicap >= 2 {
        let mut placed = Vec::new();
        for e in [&mut a, &mut b, &mut scorer] {
            let answer = e.ask(&format!("fixed_handicap {}", opts.handicap)).expect("fixed_handicap");
            let mut stones: Vec<String> = answer.split_whitespace().map(|v| v.to_ascii_lowercase()).collect();
            stones.sort();
            placed.push(stones);
        }
        assert!(placed.windows(2).all(|w| w[0] == w[1]), "the engines placed different handicap stones: {placed:?}");
        sgf.push_str(&format!("HA[{}]AB", opts.handicap));
        for v in &placed[0] {
            sgf.push_str(&format!("[{}]", sgf_point(v, opts.size)));
        }
    }
    let (mut a_seconds, mut b_seconds) = (Vec::new(), Vec::new());
    let mut passes = 0;
    let mut moves = 0;
    let mut result = None;
    let mut note = String::new();
    let mut black_to_move = opts.handicap < 2;
    while moves < opts.max_moves {
        let color = if black_to_move { "black" } else { "white" };
        let a_moves = black_to_move == a_black;
        let (mover, other) = if a_moves { (&mut a, &mut b) } else { (&mut b, &mut a) };
        let started = Instant::now();
        let answer = mover.ask(&format!("genmove {color}"));
        let seconds = started.elapsed().as_secs_f64();
        if a_moves { a_seconds.push(seconds) } else { b_seconds.push(seconds) }
        let vertex = match answer {
            Ok(v) => v.to_ascii_lowercase(),
            Err(e) => {
                note = format!("  ({color} failed genmove: {e})");
                result = Some(format!("{}+F", if black_to_move { "W" } else { "B" }));
                break;
            }
        };
        moves += 1;
        if vertex == "resign" {
            result = Some(format!("{}+R", if black_to_move { "W" } else { "B" }));
            break;
        }
        if let Err(e) = scorer.ask(&format!("play {color} {vertex}")) {
            note = format!("  (illegal move {vertex} by {color}: {e})");
            result = Some(format!("{}+F", if black_to_move { "W" } else { "B" }));
            break;
        }
        other.ask(&format!("play {color} {vertex}")).unwrap_or_else(|e| panic!("the other engine refused {vertex}: {e}"));
        sgf.push_str(&format!(";{}[{}]", if black_to_move { "B" } else { "W" }, sgf_point(&vertex, opts.size)));
        if vertex == "pass" {
            passes += 1;
            if passes == 2 {
                break;
            }
        } else {
            passes = 0;
        }
        black_to_move = !black_to_move;
    }
    let (mut a_dead_agrees, mut b_dead_agrees) = (None, None);
    let result = result.unwrap_or_else(|| {
        if passes == 2 {
            let reference = dead_list(&mut scorer);
            for (engine, agrees) in [(&mut a, &mut a_dead_agrees), (&mut b, &mut b_dead_agrees)] {
                if engine.knows("final_status_list") {
                    *agrees = Some(dead_list(engine) == reference);
                }
            }
        } else {
            note = format!("  (stopped at {} moves)", opts.max_moves);
        }
        scorer.ask("final_score").unwrap_or_else(|e| format!("?{e}"))
    });
    sgf.push_str(&format!("RE[{result}])\n"));
    let black_won = result.starts_with('B');
    let a_won = black_won == a_black && !result.starts_with('0');
    GameResult { a_black, result, a_won, moves, a_dead_agrees, b_dead_agrees, a_seconds, b_seconds, sgf, note }
}

/// The dead stones an engine names, as a sorted list of vertices.
fn dead_list(engine: &mut Engine) -> Vec<String> {
    let answer = engine.ask("final_status_list dead").unwrap_or_default();
    let mut stones: Vec<String> = answer.split_whitespace().map(|s| s.to_ascii_uppercase()).collect();
    stones.sort();
    stones
}

fn sgf_point(vertex: &str, size: u32) -> String {
    if vertex == "pass" {
        return String::new();
    }
    let bytes = vertex.as_bytes();
    let mut col = (bytes[0].to_ascii_lowercase() - b'a') as u32;
    if bytes[0].to_ascii_lowercase() > b'i' {
        col -= 1;
    }
    let row: u32 = vertex[1..].parse().unwrap_or(1);
    let r = size - row;
    format!("{}{}", (b'a' + col as u8) as char, (b'a' + r as u8) as char)
}

fn summarise(opts: &Options, results: &[GameResult]) {
    let n = results.len();
    let a_wins = results.iter().filter(|r| r.a_won).count();
    let as_black: Vec<_> = results.iter().filter(|r| r.a_black).collect();
    let as_white: Vec<_> = results.iter().filter(|r| !r.a_black).collect();
    let rate = |w: usize, n: usize| if n == 0 { 0.0 } else { 100.0 * w as f64 / n as f64 };
    println!("A: {}", opts.a);
    println!("B: {}", opts.b);
    println!(
        "{}x{} komi {}: A won {a_wins} of {n} ({:.0}%): {} of {} as Black, {} of {} as White",
        opts.size,
        opts.size,
        opts.komi,
        rate(a_wins, n),
        as_black.iter().filter(|r| r.a_won).count(),
        as_black.len(),
        as_white.iter().filter(|r| r.a_won).count(),
        as_white.len()
    );
    for (name, times) in [("A", results.iter().flat_map(|r| r.a_seconds.iter()).collect::<Vec<_>>()),
                          ("B", results.iter().flat_map(|r| r.b_seconds.iter()).collect::<Vec<_>>())] {
        if times.is_empty() {
            continue;
        }
        let mean = times.iter().copied().copied().sum::<f64>() / times.len() as f64;
        let max = times.iter().fold(0.0f64, |m, &&t| m.max(t));
        println!("{name}: {:.2} s a move on average, {:.2} s at most", mean, max);
    }
    for (name, agrees) in [("A", results.iter().filter_map(|r| r.a_dead_agrees).collect::<Vec<_>>()),
                           ("B", results.iter().filter_map(|r| r.b_dead_agrees).collect::<Vec<_>>())] {
        if !agrees.is_empty() {
            let same = agrees.iter().filter(|&&s| s).count();
            println!("{name}: same dead stones as the scorer in {same} of {} games ended by two passes", agrees.len());
        }
    }
    let forfeits = results.iter().filter(|r| r.result.ends_with("+F")).count();
    println!("games lost by an illegal move or a failed genmove: {forfeits}");
}

fn parse_options() -> Options {
    let mut opts = Options {
        games: 20,
        size: 9,
        komi: 7.5,
        handicap: 0,
        jobs: 1,
        a: String::new(),
        b: String::new(),
        scorer: DEFAULT_SCORER.to_string(),
        max_moves: 0,
        sgf: None,
        quiet: false,
        a_always_black: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        if flag == "--quiet" {
            opts.quiet = true;
            continue;
        }
        if flag == "--a-black" {
            opts.a_always_black = true;
            continue;
        }
        let value = args.next().unwrap_or_else(|| usage(&format!("{flag} needs a value")));
        let number = |v: &str| v.parse::<f64>().unwrap_or_else(|_| usage(&format!("{flag} takes a number")));
        match flag.as_str() {
            "--games" => opts.games = number(&value) as usize,
            "--size" => opts.size = number(&value) as u32,
            "--komi" => opts.komi = number(&value),
            "--handicap" => opts.handicap = number(&value) as u32,
            "--jobs" => opts.jobs = (number(&value) as usize).max(1),
            "--max-moves" => opts.max_moves = number(&value) as usize,
            "--a" => opts.a = value,
            "--b" => opts.b = value,
            "--scorer" => opts.scorer = value,
            "--sgf" => opts.sgf = Some(value),
            _ => usage(&format!("unknown option {flag}")),
        }
    }
    if opts.a.is_empty() || opts.b.is_empty() {
        usage("both --a and --b are needed");
    }
    if opts.max_moves == 0 {
        opts.max_moves = 4 * (opts.size * opts.size) as usize;
    }
    opts
}

fn usage(why: &str) -> ! {
    eprintln!("match: {why}\nusage: match --a CMD --b CMD [--games N] [--size N] [--komi K] [--jobs J] [--scorer CMD] [--max-moves N] [--sgf DIR] [--quiet] [--a-black]");
    std::process::exit(2)
}
