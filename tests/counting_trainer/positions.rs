//! Picking positions: every file in the app, positions that fit the level, seki from the
//! collection, and no repeats in an hour of practice.

use super::*;

#[test]
fn every_counting_file_is_in_the_app() {
    let mut on_disk: Vec<String> = std::fs::read_dir("content/counting")
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".txt"))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = FILES.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(
        listed, on_disk,
        "list every file of content/counting in src/counting/library.rs"
    );
    let total: usize = FILES
        .iter()
        .map(|(_, text)| weiqi::counting::parse_positions(text).unwrap().len())
        .sum();
    assert_eq!(
        library().len(),
        total,
        "every hand-made position is in the trainer"
    );
}

#[test]
fn positions_fit_the_level() {
    for size in [9u8, 13, 19] {
        for dead in [false, true] {
            for seed in 0..12 {
                let level = Level {
                    size,
                    dead,
                    seki: false,
                };
                let t = next_task(level, Mode::Count, seed, &[]);
                assert_eq!(t.size().get(), size);
                assert_eq!(
                    !t.dead.is_empty(),
                    dead,
                    "{size}×{size}, dead {dead}, seed {seed}\n{}",
                    t.board
                );
                assert_eq!(weiqi::counting::unsettled_reason(&t.board, &t.dead), None);
                assert!(!t.has_seki(), "a seki only when the level asks for one\n{}", t.board);
            }
        }
    }
    // Every hand-made position of every size comes up in time: none with a seki.
    for size in [9u8, 13, 19] {
        let mut seen = Vec::new();
        for seed in 0..200 {
            let t = next_task(Level { size, dead: false, seki: false }, Mode::Count, seed, &seen);
            assert!(!t.has_seki(), "{size}×{size}, seed {seed}: a seki only when the level asks for one\n{}", t.board);
            if let weiqi::counting::Source::HandMade(name) = &t.source {
                seen.push(name.clone());
            }
        }
    }
    for seed in 0..30 {
        let t = next_task(Level::default(), Mode::DeadStones, seed, &[]);
        assert!(!t.dead.is_empty(), "the drill always has dead stones");
    }
}

#[test]
fn seki_positions_come_from_the_collection() {
    let with_seki = library()
        .iter()
        .filter(|p| has_seki(&p.board, &p.dead))
        .count();
    if with_seki == 0 {
        return; // nothing to pick from yet
    }
    for seed in 0..10 {
        let t = next_task(
            Level {
                size: 9,
                dead: false,
                seki: true,
            },
            Mode::Count,
            seed,
            &[],
        );
        assert!(t.has_seki(), "{}", t.board);
        assert!(matches!(t.source, weiqi::counting::Source::HandMade(_)));
    }
}

#[test]
fn an_hour_of_practice_never_repeats_a_position() {
    // A position a minute for an hour, and more, through the reducer as the page drives it.
    let mut t = Trainer::new(
        Settings {
            mode: Mode::WhoWins,
            ..Settings::default()
        },
        1,
        0.0,
    );
    let mut boards = vec![t.task.board.clone()];
    for seed in 2..=90u64 {
        t.apply(Action::Next(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)), 0.0);
        boards.push(t.task.board.clone());
    }
    let distinct: std::collections::HashSet<String> =
        boards.iter().map(|b| b.to_string()).collect();
    assert_eq!(distinct.len(), boards.len());
}

#[test]
fn a_seki_comes_with_dead_stones_only_when_the_level_asks_for_them() {
    // The collection has 9×9 seki positions with and without dead stones: each setting gets
    // its own.
    for dead in [false, true] {
        for seed in 0..12 {
            let t = next_task(
                Level {
                    size: 9,
                    dead,
                    seki: true,
                },
                Mode::Count,
                seed,
                &[],
            );
            assert!(t.has_seki(), "{}", t.board);
            assert_eq!(t.dead.is_empty(), !dead, "dead stones {dead}: {}", t.board);
        }
    }
}
