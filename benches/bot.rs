//! Speed of the computer opponent: playouts with the engine's policy, and one `genmove` per
//! level. Run with `cargo bench --bench bot`.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use weiqi::bot::{policy_playout, Budget, Engine, Level};
use weiqi::rules::*;

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("policy playout");
    for size in [BoardSize::NINE, BoardSize::NINETEEN] {
        let empty = Board::new(size);
        let mut rng = Rng::new(42);
        group.throughput(Throughput::Elements(1));
        group.bench_function(format!("{size}"), |b| b.iter(|| black_box(policy_playout(&empty, Color::Black, &mut rng))));
    }
    group.finish();
}

fn genmove(c: &mut Criterion) {
    let mut group = c.benchmark_group("genmove");
    group.sample_size(10);
    for size in [BoardSize::NINE, BoardSize::NINETEEN] {
        // A position a few moves into the game.
        let mut game = Game::new(size, Ruleset::CHINESE);
        for name in ["E5", "C3", "G7", "C7"] {
            let p = Point::parse_gtp(name, size).unwrap();
            game.play(Move::Play(p)).unwrap();
        }
        for level in Level::ALL {
            if size == BoardSize::NINETEEN && ![1, 4, 8].contains(&level.get()) {
                continue;
            }
            group.bench_function(format!("{size} level {}", level.get()), |b| {
                b.iter(|| {
                    let mut engine = Engine::new(level, 7);
                    black_box(engine.genmove(&game, Budget::of(level), &|| 0.0))
                })
            });
        }
    }
    group.finish();
}

criterion_group!(benches, playouts, genmove);
criterion_main!(benches);
