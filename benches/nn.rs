//! Speed of the network: one evaluation (features and forward pass) of a middle-game position
//! on 9×9, 13×13 and 19×19, one thread. Run with `cargo bench --bench nn`.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use weiqi::rules::*;
use weiqi_engine::nn::{GameSituation, Model, Network, Scratch};

const WEIGHTS: &[u8] = include_bytes!("../weights/g170-b6c96-s175395328-d26788732.bin.gz");

/// A game some moves in: stones of both colours spread over the board.
fn position(size: BoardSize) -> Game {
    let mut game = Game::new(size, Ruleset::CHINESE);
    let n = size.get();
    let mut k = 0u32;
    while game.move_number() < (n as usize * n as usize) / 5 {
        k = k.wrapping_mul(2_654_435_761).wrapping_add(12_345);
        let p = Point::new((k >> 8) as u8 % n, (k >> 16) as u8 % n).unwrap();
        if game.is_legal(p) {
            game.play(Move::Play(p)).unwrap();
        }
    }
    game
}

fn evaluate(c: &mut Criterion) {
    let network = Network::new(&Model::from_bytes(WEIGHTS).unwrap());
    let mut group = c.benchmark_group("network");
    group.sample_size(30);
    for size in [BoardSize::NINE, BoardSize::THIRTEEN, BoardSize::NINETEEN] {
        let game = position(size);
        let n = size.get() as usize;
        let mut scratch = Scratch::new(&network, n);
        let situation = GameSituation::of(&game, 7.5);
        group.bench_function(format!("features {size}"), |b| b.iter(|| black_box(situation.situation().inputs())));
        let inputs = situation.situation().inputs();
        group.bench_function(format!("forward pass {size}"), |b| {
            b.iter(|| black_box(network.evaluate(&inputs, KoRule::PositionalSuperko, &mut scratch)))
        });
    }
    group.finish();
}

criterion_group!(benches, evaluate);
criterion_main!(benches);
