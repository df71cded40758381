#![cfg(not(target_arch = "wasm32"))]
//! Hostile SGF through the whole path a file takes in the app: parse, typed record, replay
//! into a game (the record glue), and the record written back. The per-layer tests live in
//! sgf_raw.rs, sgf_record.rs, sgf_torture.rs, sgf_props.rs and record_glue.rs; this file
//! checks that every case of the "survives bad input" list ends in a plain error or a right
//! result at the end of the path, where the fuzzer found a panic the layers alone did not.

use std::thread;

use proptest::prelude::*;
use weiqi_sgf::record::{load_game, LoadStop, LoadedGame};
use weiqi_engine::rules::{BoardSize, Color, IllegalMove, Ruleset};
use weiqi_sgf::{parse, parse_bytes, write, GameRecord, SgfError};

/// The stack for the deep test: replaying even a two-move game takes about 1 MiB of stack in
/// a debug build (boards are large values and are moved by value; a release build needs
/// under 256 KiB), whatever the depth, while a recursion over 10,000 levels would overflow it.
const STACK: usize = 2 * 1024 * 1024;
const DEPTH: usize = 10_000;
const NINE: &str = include_str!("sgf_fixtures/nine_by_nine.sgf");

/// What the app does with a file: the record and the game replayed from it, or the error.
fn open(text: &str) -> Result<(GameRecord, LoadedGame), SgfError> {
    let record = GameRecord::parse(text)?;
    let loaded = load_game(&record, Ruleset::CHINESE);
    if let Some(stop) = &loaded.stopped {
        assert!(stop.sentence(record.info.size).ends_with('.'), "{stop:?}");
    }
    let again = GameRecord::parse(&record.to_sgf()).expect("a record's own SGF reads back");
    assert_eq!(again.tree, record.tree);
    Ok((record, loaded))
}

fn error(text: &str) -> SgfError {
    let error = open(text)
        .err()
        .unwrap_or_else(|| panic!("{text:.60} should be refused"));
    let sentence = error.to_string();
    assert!(
        sentence.ends_with('.') && sentence.len() > 10,
        "a plain sentence: {sentence}"
    );
    error
}

/// Runs `f` on a thread with a stack of [`STACK`] bytes.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    thread::Builder::new()
        .stack_size(STACK)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

#[test]
fn ten_thousand_nested_variations_load_as_a_ten_thousand_move_game() {
    on_small_stack(|| {
        let mut text = String::from("(;SZ[19]");
        for i in 0..DEPTH {
            let colour = if i % 2 == 0 { 'B' } else { 'W' };
            // A spiral of distinct points would run out; pass every other pair instead.
            let point = if (i / 2) % 2 == 0 {
                let n = i / 4 % 361;
                format!(
                    "{}{}",
                    (b'a' + (n % 19) as u8) as char,
                    (b'a' + (n / 19) as u8) as char
                )
            } else {
                String::new()
            };
            text.push_str(&format!("(;{colour}[{point}]"));
        }
        text.push_str(&")".repeat(DEPTH + 1));
        let (record, loaded) = open(&text).unwrap();
        assert_eq!(record.main_moves().len(), DEPTH);
        // Either the whole line plays or it stops at a move the rules refuse, with a reason.
        assert!(loaded.game.move_number() > 0);
    });
}

#[test]
fn a_five_megabyte_comment_is_refused_with_a_sentence() {
    let text = format!("(;SZ[9]C[{}];B[ee])", "x".repeat(5 * 1024 * 1024));
    assert!(matches!(error(&text), SgfError::TooLarge { .. }));
}

#[test]
fn every_truncation_is_an_error_or_a_shorter_game() {
    for cut in 0..NINE.len() {
        if !NINE.is_char_boundary(cut) {
            continue;
        }
        match open(&NINE[..cut]) {
            Ok((record, _)) => assert!(record.main_moves().len() <= 60),
            Err(e) => assert!(e.to_string().ends_with('.')),
        }
    }
}

#[test]
fn byte_order_mark_crlf_and_utf8_without_ca() {
    let plain = "(;GM[1]FF[4]SZ[9]PB[Li Xiǎo]PW[Ōta]C[先手 — a comment]\n;B[ee]\n;W[cc])";
    let (record, loaded) = open(plain).unwrap();
    assert_eq!(record.info.black.as_deref(), Some("Li Xiǎo"));
    assert_eq!(record.info.white.as_deref(), Some("Ōta"));
    assert_eq!(record.root().comment.as_deref(), Some("先手 — a comment"));
    assert_eq!(loaded.game.move_number(), 2);

    let windows = format!("\u{feff}{}", plain.replace('\n', "\r\n"));
    let (same, _) = open(&windows).unwrap();
    assert_eq!(same.info, record.info);
    assert_eq!(same.main_moves(), record.main_moves());
    // The same bytes as a file.
    let collection = parse_bytes(windows.as_bytes()).unwrap();
    assert_eq!(
        GameRecord::from_collection(&collection).unwrap().info,
        record.info
    );
}

#[test]
fn unknown_properties_ride_along_and_come_back() {
    let text = "(;GM[1]FF[4]SZ[9]XX[secret]MULTIGOGM[1];B[ee]ZZ[a:b][c];W[cc])";
    let (record, loaded) = open(text).unwrap();
    assert_eq!(loaded.game.move_number(), 2);
    let written = record.to_sgf();
    for unknown in ["XX[secret]", "MULTIGOGM[1]", "ZZ[a:b][c]"] {
        assert!(written.contains(unknown), "{unknown} kept in {written}");
    }
}

#[test]
fn coordinates_off_the_board_and_sizes_out_of_range_are_refused() {
    for text in ["(;SZ[9];B[jj])", "(;SZ[9]AB[ia:ja])", "(;SZ[13];W[zz])"] {
        assert!(matches!(error(text), SgfError::OffBoard { .. }), "{text}");
    }
    for text in ["(;SZ[0])", "(;SZ[52])", "(;SZ[1])", "(;SZ[9:13])"] {
        let e = error(text);
        assert!(
            matches!(
                e,
                SgfError::SizeOutOfRange { .. } | SgfError::NotSquare { .. }
            ),
            "{text}: {e:?}"
        );
    }
}

#[test]
fn two_game_trees_open_the_first_and_count_the_rest() {
    let (record, loaded) = open("(;GN[one]SZ[9];B[ee])\n(;GN[two]SZ[13];B[gg];W[cc])").unwrap();
    assert_eq!(record.info.game_name.as_deref(), Some("one"));
    assert_eq!(record.more_games, 1);
    assert_eq!(loaded.game.size(), BoardSize::NINE);
    assert_eq!(
        parse(&write(&parse("(;B[aa])(;W[bb])").unwrap()))
            .unwrap()
            .trees
            .len(),
        2
    );
}

#[test]
fn moves_onto_occupied_points_stop_the_game_with_the_reason() {
    let (record, loaded) = open("(;SZ[9];B[ee];W[ee];B[cc])").unwrap();
    assert_eq!(
        loaded.game.move_number(),
        1,
        "the game holds everything before the bad move"
    );
    let stop = loaded.stopped.unwrap();
    assert!(matches!(
        stop,
        LoadStop::IllegalMove {
            move_number: 2,
            color: Color::White,
            reason: IllegalMove::Occupied { .. },
            ..
        }
    ));
    assert!(stop
        .sentence(record.info.size)
        .contains("already a black stone on E5"));

    // Setup stones onto a point, then a move there.
    let (_, loaded) = open("(;SZ[9]AB[ee];W[ee])").unwrap();
    assert!(matches!(
        loaded.stopped,
        Some(LoadStop::IllegalMove { move_number: 1, .. })
    ));
}

#[test]
fn setups_that_fill_the_board_are_a_bad_setup() {
    for text in [
        "(;SZ[2]AB[aa:bb]HA[2])",
        "(;SZ[2]AB[aa:bb])",
        "(;SZ[3]AW[aa:cc]PL[B])",
        "(;SZ[2];B[aa];AB[ba][ab:bb])",
    ] {
        let (_, loaded) = open(text).unwrap();
        assert!(
            matches!(loaded.stopped, Some(LoadStop::BadSetup { .. })),
            "{text}: {:?}",
            loaded.stopped
        );
    }
}

/// Pieces of SGF that reach the record glue: sizes, handicaps, setups, moves, passes.
const TOKENS: &[&str] = &[
    "(", ")", ";", "B[", "W[", "AB[", "AW[", "AE[", "PL[B]", "PL[W]", "HA[2]", "HA[9]", "KM[7.5]",
    "KM[-300]", "SZ[2]", "SZ[3]", "SZ[5]", "SZ[9]", "SZ[19]", "aa]", "ab]", "ba]", "bb]", "cc]",
    "ee]", "tt]", "]", "aa:bb]", "aa:cc]", "aa:ss]", "[bb]", "C[x]", "\n",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1024))]

    /// The whole path never panics; what it refuses, it refuses with a sentence.
    #[test]
    fn sgf_like_records_never_panic_the_whole_path(
        tokens in prop::collection::vec(prop::sample::select(TOKENS), 0..60)
    ) {
        let body = tokens.concat();
        for text in [format!("(;{body})"), format!("(;SZ[3]{body})"), body] {
            if let Err(e) = open(&text) {
                prop_assert!(e.to_string().ends_with('.'));
            }
        }
    }

    #[test]
    fn arbitrary_bytes_never_panic_the_whole_path(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        if let Ok(collection) = parse_bytes(&bytes) {
            if let Ok(record) = GameRecord::from_collection(&collection) {
                let _ = load_game(&record, Ruleset::CHINESE);
            }
        }
    }
}
