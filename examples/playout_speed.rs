//! Light random playouts per second on 9×9 and 19×19, the same code natively and in
//! WebAssembly (`scripts/bench-wasm` runs both and prints the ratio).
//!
//! `cargo run --release --example playout_speed` (set `CARGO_PROFILE_RELEASE_OPT_LEVEL=3` for
//! full speed; the release profile is tuned for size).

use std::time::Instant;
use weiqi::rules::{playout, Board, BoardSize, Color, Rng};

/// Playouts per second: the best of five rounds of `rounds_of` playouts each.
fn rate(size: BoardSize, rounds_of: u32) -> f64 {
    let empty = Board::new(size);
    let cap = 3 * size.area();
    let mut rng = Rng::new(2024);
    let mut best = 0.0f64;
    for _ in 0..5 {
        let start = Instant::now();
        let mut moves = 0u64;
        for _ in 0..rounds_of {
            let mut board = empty.clone();
            moves += playout(&mut board, Color::Black, &mut rng, cap).moves as u64;
        }
        std::hint::black_box(moves);
        best = best.max(rounds_of as f64 / start.elapsed().as_secs_f64());
    }
    best
}

fn main() {
    let nine = rate(BoardSize::NINE, 20_000);
    let nineteen = rate(BoardSize::NINETEEN, 2_000);
    println!("playouts/s 9x9 {nine:.0}");
    println!("playouts/s 19x19 {nineteen:.0}");
}
