//! Prints a few generated counting positions with their counts (`cargo run --example show_generated`).
use weiqi::counting::{generate, GeneratorOptions};
use weiqi::rules::{BoardSize, Color};
fn main() {
    for (size, seed) in [(BoardSize::NINE, 1), (BoardSize::NINE, 2), (BoardSize::THIRTEEN, 3)] {
        let g = generate(GeneratorOptions { size, dead_groups: 2 }, seed);
        println!("{}dead: {:?}", g.board, g.dead.iter().map(|p| p.to_gtp(size)).collect::<Vec<_>>());
        println!("black {} white {}\n", g.count.total(Color::Black), g.count.total(Color::White));
    }
}
