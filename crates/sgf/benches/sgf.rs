//! How long SGF takes to read and write: a 300-move 19x19 game should read in well under a
//! millisecond.

use std::hint::black_box;

use criterion::{criterion_group, criterion_main, Criterion};
use weiqi_sgf::{parse, write, GameRecord};

/// A 300-move 19x19 record with game information, a few comments and one variation.
fn three_hundred_moves() -> String {
    let mut s = String::from(
        "(;GM[1]FF[4]CA[UTF-8]AP[Bench:1]SZ[19]KM[7.5]RU[Chinese]PB[Black]PW[White]\
         DT[2024-01-01]RE[B+R]C[A long game.]\n",
    );
    for i in 0..300usize {
        let colour = if i % 2 == 0 { 'B' } else { 'W' };
        let p = i * 7 % 361;
        let (col, row) = (
            (b'a' + (p % 19) as u8) as char,
            (b'a' + (p / 19) as u8) as char,
        );
        s.push_str(&format!(";{colour}[{col}{row}]"));
        if i % 50 == 0 {
            s.push_str("C[A comment with a \\] bracket.]");
        }
        if i % 10 == 9 {
            s.push('\n');
        }
        if i == 150 {
            s.push('(');
        }
    }
    s.push_str(")(;W[aa];B[bb]))");
    s
}

fn bench(c: &mut Criterion) {
    let text = three_hundred_moves();
    let games = parse(&text).unwrap();
    assert_eq!(GameRecord::parse(&text).unwrap().main_moves().len(), 300);
    c.bench_function("sgf parse 300 moves", |b| {
        b.iter(|| parse(black_box(&text)).unwrap())
    });
    c.bench_function("sgf parse+record 300 moves", |b| {
        b.iter(|| GameRecord::parse(black_box(&text)).unwrap())
    });
    c.bench_function("sgf write 300 moves", |b| {
        b.iter(|| write(black_box(&games)))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
