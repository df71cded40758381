#![cfg(not(target_arch = "wasm32"))]
//! A record is what happened: a move that repeats a position, or a suicide, which the
//! Chinese rules forbid but the record's own rules (`RU`) allowed, loads with a note; under
//! `RU[Chinese]` it stops the load as before; a move that cannot be replayed at all (a stone
//! on an occupied point) stops it whatever the rules. New moves follow the app's rules.

use weiqi::play::open::open_record;
use weiqi::play::Settings;
use weiqi::record::{load_game, GameRules, KeptMove, LoadStop, LoadedGame};
use weiqi::rules::{BoardSize, Color, IllegalMove, Move, Point, Ruleset};
use weiqi::sgf::GameRecord;

/// A 5×5 record. White takes the ko at B4 (move 3), both pass, and Black takes back at C4
/// (move 6): the board is again as it was after move 2. Positional superko forbids that;
/// the Japanese rules forbid only the immediate retake, which this is not.
///
/// ```text
///   . X O . .
///   X . X O .
///   . X O . .
///   . . . . .
///   X . . . O    (moves 1 and 2)
/// ```
const KO_AFTER_PASSES: &str =
    "(;SZ[5]RULES AB[ba][ab][bc][cb]AW[ca][db][cc];W[ee];B[ae];W[bb];B[];W[];B[cb];W[dd];B[ed])";

fn load(rules: &str) -> (GameRecord, LoadedGame) {
    let record = GameRecord::parse(&KO_AFTER_PASSES.replace("RULES", rules)).unwrap();
    let loaded = load_game(&record, Ruleset::CHINESE);
    (record, loaded)
}

fn pt(name: &str) -> Point {
    Point::parse_gtp(name, BoardSize::new(5).unwrap()).unwrap()
}

#[test]
fn a_repetition_under_japanese_rules_loads_in_full_with_its_note() {
    let (record, loaded) = load("RU[Japanese]");
    assert_eq!(loaded.stopped, None);
    assert_eq!(loaded.game.move_number(), 8);
    assert_eq!(loaded.rules, GameRules::Japanese);
    assert_eq!(
        loaded.kept,
        [KeptMove::Repetition { move_number: 6, color: Color::Black, point: pt("C4"), repeats_move: 2 }]
    );
    assert_eq!(
        loaded.kept[0].sentence(record.info.size, &loaded.rules),
        "Move 6 (Black C4) repeats the position after move 2; the Chinese rules forbid it, the Japanese rules of this game did not."
    );
    // The retake captured White's stone on B4, as in the record.
    let game = &loaded.game;
    assert_eq!(game.board().get(pt("B4")), None);
    assert_eq!(game.board().get(pt("C4")), Some(Color::Black));
    assert_eq!(game.captures(Color::Black), 1);
    assert_eq!(game.captures(Color::White), 1);
}

#[test]
fn a_game_with_a_kept_move_stays_consistent() {
    let (_, loaded) = load("RU[Japanese]");
    let mut game = loaded.game;
    // Replaying and undoing go through the kept move like any other.
    assert_eq!(game.replayed(8).board(), game.board());
    assert_eq!(game.replayed(6).board().get(pt("C4")), Some(Color::Black));
    let board = game.board().clone();
    assert!(game.undo() && game.undo());
    assert_eq!(game.move_number(), 6);
    // New moves follow the app's rules: White may not retake the ko at once.
    let retake = game.play_as(Color::White, Move::Play(pt("B4"))).unwrap_err();
    assert!(matches!(retake, IllegalMove::Ko { .. }), "{retake:?}");
    assert!(game.play_as(Color::White, Move::Play(pt("D2"))).is_ok());
    assert_ne!(game.board(), &board);
}

#[test]
fn the_same_repetition_under_chinese_rules_stops_as_before() {
    let (record, loaded) = load("RU[Chinese]");
    assert_eq!(loaded.game.move_number(), 5);
    assert!(loaded.kept.is_empty());
    let stop = loaded.stopped.unwrap();
    assert!(matches!(stop, LoadStop::IllegalMove { move_number: 6, reason: IllegalMove::Superko { repeats_move: 2, .. }, .. }));
    assert_eq!(
        stop.sentence(record.info.size),
        "Move 6 (Black C4) is not allowed: This move would make the whole board exactly as it was after move 2, and no position may repeat."
    );
}

#[test]
fn rules_that_forbid_the_repetition_too_stop_the_load() {
    // AGA and New Zealand rules forbid repeating a position with the same player to move,
    // which this is (White is to move after move 2 and after move 6).
    for rules in ["RU[AGA]", "RU[NZ]"] {
        let (_, loaded) = load(rules);
        assert!(matches!(loaded.stopped, Some(LoadStop::IllegalMove { move_number: 6, .. })), "{rules}");
    }
}

#[test]
fn without_ru_or_with_unknown_rules_the_record_is_taken_as_played() {
    for (rules, expected) in [("", GameRules::Unnamed), ("RU[Tromp-Taylor]", GameRules::Other("Tromp-Taylor".into()))] {
        let (record, loaded) = load(rules);
        assert_eq!(loaded.stopped, None, "{rules}");
        assert_eq!(loaded.game.move_number(), 8);
        assert_eq!(loaded.rules, expected);
        let note = loaded.kept[0].sentence(record.info.size, &loaded.rules);
        assert!(note.starts_with("Move 6 (Black C4) repeats the position after move 2; the Chinese rules forbid it;"), "{note}");
        assert!(note.ends_with("so the move is kept as played."), "{note}");
    }
}

#[test]
fn a_suicide_the_records_rules_allow_is_kept_and_one_they_forbid_stops() {
    // White A1 takes its own stone off: New Zealand and Ing rules allow it.
    let text = "(;SZ[5]RULES;B[ad];W[ee];B[be];W[ae];B[cc])";
    for rules in ["RU[NZ]", "RU[New Zealand]", "RU[Ing]", ""] {
        let record = GameRecord::parse(&text.replace("RULES", rules)).unwrap();
        let loaded = load_game(&record, Ruleset::CHINESE);
        assert_eq!(loaded.stopped, None, "{rules}");
        assert_eq!(loaded.game.move_number(), 5);
        assert_eq!(loaded.game.board().get(pt("A1")), None);
        assert!(matches!(loaded.kept[..], [KeptMove::Suicide { move_number: 4, stones: 1, .. }]), "{rules}");
    }
    for rules in ["RU[Japanese]", "RU[Korean]", "RU[AGA]", "RU[Chinese]"] {
        let record = GameRecord::parse(&text.replace("RULES", rules)).unwrap();
        let loaded = load_game(&record, Ruleset::CHINESE);
        assert!(
            matches!(loaded.stopped, Some(LoadStop::IllegalMove { move_number: 4, reason: IllegalMove::Suicide { .. }, .. })),
            "{rules}"
        );
    }
}

#[test]
fn a_stone_on_an_occupied_point_stops_whatever_the_rules() {
    for rules in ["RU[Japanese]", "RU[NZ]", ""] {
        let record = GameRecord::parse(&format!("(;SZ[9]{rules};B[ee];W[cc];B[cc];W[gg])")).unwrap();
        let loaded = load_game(&record, Ruleset::CHINESE);
        assert_eq!(loaded.game.move_number(), 2, "{rules}");
        assert!(matches!(
            loaded.stopped,
            Some(LoadStop::IllegalMove { move_number: 3, reason: IllegalMove::Occupied { .. }, .. })
        ));
    }
}

#[test]
fn the_play_page_shows_the_rules_and_notes_territory_counting() {
    let base = Settings::default();
    let text = KO_AFTER_PASSES.replace("RULES", "RU[Japanese]");
    let (state, report) = open_record(&text, &base).unwrap();
    assert_eq!(state.game().move_number(), 8);
    assert_eq!(
        weiqi::text::open_notes(&report),
        [
            "Played under the Japanese rules, which count territory; this app counts the Chinese way (area), so its count can differ from the record's result by a point or so.",
            "Move 6 (Black C4) repeats the position after move 2; the Chinese rules forbid it, the Japanese rules of this game did not.",
        ]
    );
    // Area rules get the rules line only; a record without RU gets none.
    let (_, aga) = open_record("(;SZ[9]RU[AGA];B[ee])", &base).unwrap();
    assert_eq!(weiqi::text::open_notes(&aga), ["Played under the AGA rules."]);
    let (_, plain) = open_record("(;SZ[9];B[ee])", &base).unwrap();
    assert!(weiqi::text::open_notes(&plain).is_empty());
    // What the reader overlooked is listed too.
    let (_, bent) = open_record("(;SZ[9]RU[Chinese];B[ee];B[tt]W[tt]", &base).unwrap();
    assert_eq!(weiqi::text::open_notes(&bent).len(), 3, "{:?}", weiqi::text::open_notes(&bent));
    assert_eq!(weiqi::text::open_notes(&bent)[0], "Played under the Chinese rules.");
}

#[test]
fn the_play_page_words_a_kept_suicide_and_a_refused_move_as_the_record_reader_says_them() {
    let base = Settings::default();
    // White plays into the corner Black surrounds, A9 (suicide, which the New Zealand rules
    // allow, so it is kept), then Black plays on White's stone on E5 (refused):
    //   A B
    // 9 . X
    // 8 X .
    let text = "(;SZ[9]RU[NZ];B[ba];W[ee];B[ab];W[aa];B[ee])";
    let (_, report) = open_record(text, &base).unwrap();
    let notes = weiqi::text::open_notes(&report);
    let expected: Vec<String> = report
        .kept
        .iter()
        .map(|k| k.sentence(report.size, &report.rules))
        .chain(report.stopped.iter().map(|s| s.sentence(report.size)))
        .collect();
    assert_eq!(expected.len(), 2, "one kept suicide and one refused move: {expected:?}");
    assert!(expected[0].contains("takes its own stone off the board (suicide)"), "{}", expected[0]);
    assert!(expected[1].starts_with("Move 5 (Black E5) is not allowed: "), "{}", expected[1]);
    for sentence in &expected {
        assert!(notes.contains(sentence), "{sentence:?} is among the page's notes {notes:?}");
    }
}
