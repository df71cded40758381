//! Milliseconds per evaluation of the network (features and forward pass) on 9×9, 13×13 and
//! 19×19 positions some moves in, natively or in WebAssembly (scripts/bench-wasm runs both).

use std::time::Instant;
use weiqi_engine::nn::{GameSituation, Model, Network, Scratch};
use weiqi_engine::rules::{BoardSize, Game, KoRule, Move, Point, Ruleset};

fn main() {
    let network = Network::new(&Model::from_bytes(include_bytes!("../../../weights/g170-b6c96.wqnn")).expect("the shipped weights"));
    for lines in [9u32, 13, 19] {
        let size = BoardSize::new(lines).expect("a size");
        let mut game = Game::new(size, Ruleset::CHINESE);
        let mut k = 7u32;
        while game.move_number() < (lines * lines / 5) as usize {
            k = k.wrapping_mul(2_654_435_761).wrapping_add(12_345);
            let p = Point::new(((k >> 8) % lines) as u8, ((k >> 16) % lines) as u8).expect("a point");
            if game.is_legal(p) {
                game.play(Move::Play(p)).expect("legal");
            }
        }
        let mut scratch = Scratch::new(&network, lines as usize);
        let situation = GameSituation::of(&game, 7.5);
        let runs = if lines == 19 { 40 } else { 100 };
        let start = Instant::now();
        for _ in 0..runs {
            let inputs = situation.situation().inputs();
            std::hint::black_box(network.evaluate(&inputs, KoRule::PositionalSuperko, &mut scratch));
        }
        println!("{lines}x{lines} {:.2} ms", start.elapsed().as_secs_f64() * 1000.0 / runs as f64);
    }
}
