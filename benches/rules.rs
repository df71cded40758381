//! Speed of the rules engine: playouts, the legality check, the area count and replaying a
//! game with superko. Run with `cargo bench --bench rules`.

use criterion::{criterion_group, criterion_main, BatchSize, Criterion, Throughput};
use std::hint::black_box;
use weiqi::rules::*;

/// A finished-looking position from a seeded playout, as a game that can be played on.
fn midgame(size: BoardSize, seed: u64, moves: u32) -> Game {
    let mut game = Game::new(size, Ruleset::CHINESE);
    let mut rng = Rng::new(seed);
    let points: Vec<Point> = size.points().collect();
    while game.move_number() < moves as usize {
        let p = points[rng.below(points.len() as u32) as usize];
        if game.is_legal(p) {
            game.play(Move::Play(p)).unwrap();
        }
    }
    game
}

/// A legal game of `len` moves (passes included) found by random play.
fn recorded_game(size: BoardSize, len: usize, seed: u64) -> Vec<Move> {
    let mut game = Game::new(size, Ruleset::CHINESE);
    let mut rng = Rng::new(seed);
    let points: Vec<Point> = size.points().collect();
    while game.move_number() < len {
        let start = rng.below(points.len() as u32) as usize;
        let mv = (0..points.len())
            .map(|k| points[(start + k) % points.len()])
            .find(|&p| game.is_legal(p) && game.analyze(p).liberties.len() > 1)
            .map_or(Move::Pass, Move::Play);
        if game.play(mv).is_err() || game.end().is_some() {
            game.resume();
        }
    }
    game.moves().iter().map(|m| m.mv).collect()
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("playout");
    for size in [BoardSize::NINE, BoardSize::NINETEEN] {
        let empty = Board::new(size);
        let cap = 3 * size.area();
        let mut rng = Rng::new(42);
        group.throughput(Throughput::Elements(1));
        group.bench_function(format!("{size}"), |b| {
            b.iter_batched_ref(
                || empty.clone(),
                |board| black_box(playout(board, Color::Black, &mut rng, cap)),
                BatchSize::SmallInput,
            )
        });
    }
    group.finish();
}

fn legality(c: &mut Criterion) {
    let game = midgame(BoardSize::NINETEEN, 7, 150);
    let points: Vec<Point> = game.size().points().collect();
    let mut group = c.benchmark_group("is_legal");
    group.throughput(Throughput::Elements(points.len() as u64));
    group.bench_function("every point of a 150-move 19×19 game", |b| {
        b.iter(|| points.iter().filter(|&&p| game.is_legal(black_box(p))).count())
    });
    group.finish();
}

fn counting(c: &mut Criterion) {
    let mut board = Board::new(BoardSize::NINETEEN);
    playout(&mut board, Color::Black, &mut Rng::new(3), 3 * 361);
    let dead = DeadStones::default();
    c.bench_function("count_area 19×19", |b| b.iter(|| count_area(black_box(&board), &dead)));
}

fn replay(c: &mut Criterion) {
    let moves = recorded_game(BoardSize::NINETEEN, 300, 11);
    c.bench_function("replay 300 moves 19×19 with superko", |b| {
        b.iter(|| {
            let mut game = Game::new(BoardSize::NINETEEN, Ruleset::CHINESE);
            for &mv in &moves {
                if game.play(mv).is_err() {
                    game.resume();
                    game.play(mv).unwrap();
                }
            }
            black_box(game.move_number())
        })
    });
}

criterion_group!(benches, playouts, legality, counting, replay);
criterion_main!(benches);
