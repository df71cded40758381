#![cfg(not(target_arch = "wasm32"))]
//! Hostile and extreme SGF input: deep nesting, huge files, truncation, nonsense.

use std::thread;

use weiqi_sgf::{
    parse, parse_bytes, write, GameRecord, SgfError, Unfinished, MAX_INPUT_BYTES, MAX_NODES,
};

const NINE: &str = include_str!("sgf_fixtures/nine_by_nine.sgf");
const DEPTH: usize = 10_000;

/// Runs `f` on a thread with a small stack (64 KiB), so any recursion over the depth of a
/// tree would overflow and fail the test.
fn on_small_stack(f: impl FnOnce() + Send + 'static) {
    thread::Builder::new()
        .stack_size(64 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap();
}

fn point(i: usize) -> String {
    let a = (b'a' + (i % 19) as u8) as char;
    let b = (b'a' + (i / 19 % 19) as u8) as char;
    format!("{a}{b}")
}

fn colour(i: usize) -> char {
    if i.is_multiple_of(2) {
        'B'
    } else {
        'W'
    }
}

/// `(;B[..](;W[..](;B[..] ... )))`, each node nested in a variation of its own.
fn nested(depth: usize) -> String {
    let mut s = String::from("(;SZ[19]");
    for i in 0..depth {
        s.push_str(&format!("(;{}[{}]", colour(i), point(i)));
    }
    s.push_str(&")".repeat(depth + 1));
    s
}

/// Like [`nested`], with a second one-move variation at every level, so the tree branches
/// all the way down and the writer must nest 10,000 parentheses too.
fn branching(depth: usize) -> String {
    let mut s = String::from("(;SZ[19]");
    for i in 0..depth {
        s.push_str(&format!("(;{}[{}]", colour(i), point(i)));
    }
    for i in (0..depth).rev() {
        s.push_str(&format!(")(;{}[{}])", colour(i), point(i + 1)));
    }
    s.push(')');
    s
}

#[test]
fn ten_thousand_nested_variations() {
    on_small_stack(|| {
        let text = nested(DEPTH);
        let games = parse(&text).unwrap();
        let tree = &games.trees[0];
        assert_eq!(tree.len(), DEPTH + 1);
        assert_eq!(tree.main_line().count(), DEPTH + 1);
        assert_eq!(tree.preorder().count(), DEPTH + 1);
        let written = write(&games);
        assert_eq!(parse(&written).unwrap(), games);
        let record = GameRecord::from_tree(tree).unwrap();
        assert_eq!(record.main_moves().len(), DEPTH);
        assert_eq!(GameRecord::parse(&record.to_sgf()).unwrap(), record);
        drop(record);
        drop(games);
    });
}

#[test]
fn ten_thousand_levels_of_real_variations() {
    on_small_stack(|| {
        let text = branching(DEPTH);
        let games = parse(&text).unwrap();
        let tree = &games.trees[0];
        assert_eq!(tree.len(), 2 * DEPTH + 1);
        assert_eq!(tree.main_line().count(), DEPTH + 1);
        let written = write(&games);
        assert!(written.matches('(').count() > DEPTH);
        let again = parse(&written).unwrap();
        assert_eq!(again, games);
        let record = GameRecord::from_tree(tree).unwrap();
        assert_eq!(GameRecord::parse(&record.to_sgf()).unwrap(), record);
        let cloned = games.clone();
        assert_eq!(cloned, games);
    });
}

#[test]
fn ten_thousand_move_main_line() {
    on_small_stack(|| {
        let mut text = String::from("(;GM[1]FF[4]SZ[19]");
        for i in 0..DEPTH {
            text.push_str(&format!(";{}[{}]", colour(i), point(i)));
        }
        text.push(')');
        let record = GameRecord::parse(&text).unwrap();
        assert_eq!(record.main_moves().len(), DEPTH);
        let written = record.to_sgf();
        assert!(written.lines().all(|l| l.len() < 100));
        assert_eq!(GameRecord::parse(&written).unwrap(), record);
    });
}

#[test]
fn a_five_megabyte_comment_is_refused_plainly() {
    let text = format!("(;GM[1]C[{}])", "x".repeat(5 * 1024 * 1024));
    let e = parse(&text).unwrap_err();
    assert_eq!(e, SgfError::TooLarge { bytes: text.len() });
    assert_eq!(
        e.to_string(),
        "This record is too large (5.2 MB); the limit is 4 MB."
    );
    assert_eq!(parse_bytes(text.as_bytes()).unwrap_err(), e);
    assert!(GameRecord::parse(&text).is_err());
    // Just under the limit is read.
    let fits = format!("(;C[{}])", "y".repeat(MAX_INPUT_BYTES - 6));
    assert_eq!(fits.len(), MAX_INPUT_BYTES);
    assert!(parse(&fits).is_ok());
}

#[test]
fn too_many_nodes_are_refused() {
    let text = format!("(;{})", ";".repeat(MAX_NODES));
    assert_eq!(parse(&text).unwrap_err(), SgfError::TooManyNodes);
    let fits = format!("(;{})", ";".repeat(MAX_NODES - 1));
    assert_eq!(parse(&fits).unwrap().trees[0].len(), MAX_NODES);
}

#[test]
fn every_truncation_of_a_real_record_fails_clearly() {
    let end = NINE.trim_end().len();
    for cut in (0..end).filter(|&i| NINE.is_char_boundary(i)) {
        let prefix = &NINE[..cut];
        let e = GameRecord::parse(prefix).unwrap_err();
        let message = e.to_string();
        assert!(
            message.ends_with('.') && message.len() > 20,
            "{cut}: {message}"
        );
        match e {
            SgfError::NoGame => assert!(cut < 3, "{cut}"),
            SgfError::UnexpectedEnd {
                unfinished: Unfinished::GameTree,
                at,
            } => assert_eq!(at.line, 1),
            SgfError::UnexpectedEnd {
                unfinished: Unfinished::Value,
                at,
            } => assert!(at.offset < cut),
            other => panic!("{cut}: unexpected {other:?}"),
        }
    }
    assert!(GameRecord::parse(&NINE[..end]).is_ok());
}

#[test]
fn nonsense_is_refused_without_panicking() {
    let cases = [
        "",
        "(",
        ")",
        "(;",
        "(;)",
        "((;))",
        "(;B[aa]))))",
        "(;B[",
        "(;B[\\",
        "(;B[]\\)",
        "(;[aa])",
        "(;B[aa]C)",
        "(;1[aa])",
        "(;B[aa];)",
        "(;(;B[aa]))",
        "(;B[aa])(",
        "(;B[aa])(;",
        "(;;;;;;)",
        "(;SZ[99999999999999999999])",
        "(;SZ[-1])",
        "(;SZ[])",
        "(;KM[1e308])",
        "(;HA[99999])",
        "(;SZ[2];B[cc])",
        "(;B[AA])",
        "(;B[aaa])",
        "(;AB[aa:])",
        "(;AB[:])",
        "(;LB[:])",
        "(;PL[])",
        "(;B[\u{e9}\u{e9}])",
        "(;C[\u{1f600}]\u{1f600})",
        "\u{feff}",
        "\u{feff}(;)",
    ];
    for text in cases {
        if let Ok(games) = parse(text) {
            let _ = write(&games);
            if let Err(e) = GameRecord::from_collection(&games) {
                assert!(!e.to_string().is_empty());
            }
        }
    }
    assert_eq!(parse("((((((((((").unwrap_err(), SgfError::NoGame);
    let open = "(".repeat(MAX_INPUT_BYTES);
    assert_eq!(parse(&open).unwrap_err(), SgfError::NoGame);
    let brackets = format!("(;C[{}", "[".repeat(MAX_INPUT_BYTES - 4));
    assert!(matches!(
        parse(&brackets),
        Err(SgfError::UnexpectedEnd { .. })
    ));
}

#[test]
fn coordinates_outside_every_board() {
    for text in [
        "(;SZ[9];B[ja])",
        "(;SZ[19];W[ut])",
        "(;SZ[25];B[zz])",
        "(;B[AA])",
        "(;SZ[9]AB[aa:zz])",
    ] {
        assert!(
            matches!(GameRecord::parse(text), Err(SgfError::OffBoard { .. })),
            "{text}"
        );
    }
    assert!(GameRecord::parse("(;SZ[25];B[yy])").is_ok());
}
