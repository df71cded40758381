//! Prints a generated finished position in the `content/counting/` file format, with the
//! engine's count filled in: a starting point for a hand-made position.
//! `cargo run --example counting_position -- 9 2 17` (size, dead groups, seed).
use weiqi::counting::{generate, GeneratorOptions};
use weiqi::rules::{BoardSize, Color};

fn main() {
    let args: Vec<u32> = std::env::args().skip(1).filter_map(|a| a.parse().ok()).collect();
    let size = BoardSize::new(*args.first().unwrap_or(&9)).unwrap_or(BoardSize::NINE);
    let dead_groups = *args.get(1).unwrap_or(&1) as u8;
    let seed = *args.get(2).unwrap_or(&1) as u64;
    let g = generate(GeneratorOptions { size, dead_groups }, seed);
    println!("== generated-{}-{seed}", size.get());
    println!("black: {}", g.count.total(Color::Black).stones_text());
    let mut dead: Vec<String> = g.dead.iter().map(|p| p.to_gtp(size)).collect();
    dead.dedup();
    if !dead.is_empty() {
        println!("dead: {}", dead.join(" "));
    }
    print!("{}", g.board);
}
