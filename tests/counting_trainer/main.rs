#![cfg(not(target_arch = "wasm32"))]
//! The counting trainer's pure logic: checking dead-stone marks and counts, the feedback on
//! the board after a wrong count, the step-by-step count, the reducer in every mode, picking
//! positions, the statistics, and why a "who wins?" or a timed count was wrong.
//!
//! The shared positions and helpers are here; each behaviour has its own module.

use weiqi::board_view::{Highlight, Marker};
use weiqi::counting::{
    board_view, chart_bars, check_count, check_marks, check_result, count_frames, has_seki,
    library, next_task, parse_amount_input, why_alive, Action, Attempt, CountSide, Level, Life,
    Mode, Phase, ResultAnswer, Settings, Stage, Stats, Tally, Task, Tone, Trainer, FILES, RECENT,
    ROUND,
};
use weiqi::rules::{Board, BoardSize, Color, DeadStones, Komi, Point, Quarters};
use weiqi::storage::{load, save, LoadOutcome, MemoryStore, Store};
use weiqi::text::say;

/// Black 11 stones + 23 points (B7's dead white stone among them) + ½ of E9 = 34½;
/// White 11 stones + 35 points (H7's dead black stone among them) + ½ = 46½.
const TWO_DEAD: &str = "
    . . . X . O . . .
    . . . X O . . . .
    . O . X O . . X .
    . . . X O . . . .
    . . X X O O . . .
    . . X O O . . . .
    . . X O . . . . .
    . . X X O . . . .
    . . . X O . . . .
";

/// Seki on the bottom edge: B1–D1 and White's A2–F2 group live without eyes; A1 and E1 are
/// shared.
const SEKI: &str = "
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    . . . X X O . . .
    . . . X O O . . .
    . . . X X O O O O
    X X X X X X X O .
    O O O O O O X O .
    . X X X . O X O .
";

/// A black group with two eyes (A6 and C6), walled in by White.
const TWO_EYES: &str = "
    . X . X O .
    X X X X O .
    O O O O O .
    . . . . . .
    . . . . . .
    . . . . . .
";

fn pt(name: &str, size: BoardSize) -> Point {
    Point::parse_gtp(name, size).unwrap()
}

fn task(ascii: &str, dead: &[&str]) -> Task {
    let board = Board::from_ascii(ascii).unwrap();
    let size = board.size();
    let dead: Vec<Point> = dead.iter().map(|d| pt(d, size)).collect();
    Task::from_board(board, &dead, Komi::CHINESE)
}

fn two_dead() -> Task {
    task(TWO_DEAD, &["B7", "H7"])
}

fn trainer(mode: Mode, t: Task) -> Trainer {
    let settings = Settings {
        mode,
        level: Level {
            size: t.size().get(),
            dead: !t.dead.is_empty(),
            seki: false,
        },
        side: CountSide::Black,
    };
    Trainer::with_task(settings, t, 0.0)
}

fn text(t: &Trainer) -> String {
    t.feedback
        .as_ref()
        .map(|f| f.lines.iter().map(|l| say(l)).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

mod checking;
mod wrong_count_board;
mod step_by_step;
mod reducer;
mod positions;
mod statistics;
mod diagnoses;
