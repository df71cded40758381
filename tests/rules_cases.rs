#![cfg(not(target_arch = "wasm32"))]
//! One case per rule of RULES.md, each drawn as a board (X Black, O White, . empty).

use weiqi::rules::*;

fn game(ascii: &str, to_move: Color) -> Game {
    game_with(ascii, to_move, Ruleset::CHINESE)
}

fn game_with(ascii: &str, to_move: Color, rules: Ruleset) -> Game {
    Game::from_setup(Board::from_ascii(ascii).unwrap(), to_move, rules).unwrap()
}

fn pt(game: &Game, name: &str) -> Point {
    Point::parse_gtp(name, game.size()).unwrap()
}

fn pts(game: &Game, names: &[&str]) -> Vec<Point> {
    let mut v: Vec<Point> = names.iter().map(|n| pt(game, n)).collect();
    v.sort();
    v
}

fn play(game: &mut Game, name: &str) -> PlayedMove {
    let p = pt(game, name);
    match game.play(Move::Play(p)) {
        Ok(m) => m.clone(),
        Err(e) => panic!("{name} should be legal: {}", e.sentence(game.size())),
    }
}

/// Tries an illegal move and checks that nothing changed.
fn refused(game: &mut Game, name: &str) -> IllegalMove {
    let before = (game.board().clone(), game.to_move(), game.move_number());
    let p = pt(game, name);
    assert!(!game.is_legal(p), "is_legal agrees with play at {name}");
    let err = game.play(Move::Play(p)).expect_err(name);
    assert_eq!((game.board().clone(), game.to_move(), game.move_number()), before);
    err
}

fn assert_board(game: &Game, ascii: &str) {
    assert_eq!(game.board(), &Board::from_ascii(ascii).unwrap(), "\n{}", game.board());
}

#[test]
fn capture_in_the_centre() {
    let mut g = game(
        "
        . . . . .
        . . X . .
        . X O X .
        . . . . .
        . . . . .",
        Color::Black,
    );
    let m = play(&mut g, "C2");
    assert_eq!(m.captured, pts(&g, &["C3"]));
    assert_eq!(g.captures(Color::Black), 1);
    assert_board(
        &g,
        "
        . . . . .
        . . X . .
        . X . X .
        . . X . .
        . . . . .",
    );
}

#[test]
fn capture_on_the_edge_and_in_the_corner() {
    let mut g = game(
        "
        . X O X .
        . . . . .
        . . . . .
        . . . . .
        O X . . .",
        Color::Black,
    );
    assert_eq!(play(&mut g, "C4").captured, pts(&g, &["C5"]));
    g.pass().unwrap();
    assert_eq!(play(&mut g, "A2").captured, pts(&g, &["A1"]));
    assert_board(
        &g,
        "
        . X . X .
        . . X . .
        . . . . .
        X . . . .
        . X . . .",
    );
    assert_eq!(g.captures(Color::Black), 2);
}

#[test]
fn when_both_sides_have_no_liberties_the_opponent_is_captured_first() {
    // Black's stone on A5 has no liberties until White's three stones are removed.
    let mut g = game(
        "
        . O X . .
        O O X . .
        X X . . .
        . . . . .
        . . . . .",
        Color::Black,
    );
    let m = play(&mut g, "A5");
    assert_eq!(m.captured, pts(&g, &["B5", "A4", "B4"]));
    assert_board(
        &g,
        "
        X . X . .
        . . X . .
        X X . . .
        . . . . .
        . . . . .",
    );
    assert_eq!(g.board().liberty_count(pt(&g, "A5")), 2);
}

#[test]
fn single_stone_suicide_is_forbidden() {
    let mut g = game(
        "
        . X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . .",
        Color::White,
    );
    let err = refused(&mut g, "A5");
    assert_eq!(
        err,
        IllegalMove::Suicide { point: pt(&g, "A5"), color: Color::White, group: pts(&g, &["A5"]) }
    );
    assert_eq!(
        err.sentence(g.size()),
        "White would have no liberties here and captures nothing, so this point is forbidden for White."
    );
}

#[test]
fn multi_stone_suicide_is_forbidden() {
    let mut g = game(
        "
        . O O X .
        X X X X .
        . . . . .
        . . . . .
        . . . . .",
        Color::White,
    );
    match refused(&mut g, "A5") {
        IllegalMove::Suicide { group, .. } => assert_eq!(group, pts(&g, &["A5", "B5", "C5"])),
        other => panic!("expected suicide, got {other:?}"),
    }
    // Allowed by a ruleset that permits suicide: White's own three stones come off.
    let mut lax = game_with(
        "
        . O O X .
        X X X X .
        . . . . .
        . . . . .
        . . . . .",
        Color::White,
        Ruleset { suicide_allowed: true, ..Ruleset::CHINESE },
    );
    play(&mut lax, "A5");
    assert_eq!(lax.board().stone_count(Color::White), 0);
    assert_eq!(lax.captures(Color::Black), 3);
}

#[test]
fn a_move_that_captures_is_never_suicide() {
    let mut g = game(
        "
        . X O . .
        X O . . .
        O . . . .
        . . . . .
        . . . . .",
        Color::White,
    );
    assert_eq!(play(&mut g, "A5").captured, pts(&g, &["B5", "A4"]));
}

#[test]
fn snapback_is_not_ko() {
    let mut g = game(
        "
        . . X . .
        O O X . .
        X X X . .
        . . . . .
        . . . . .",
        Color::Black,
    );
    play(&mut g, "A5"); // throw in
    assert_eq!(play(&mut g, "B5").captured, pts(&g, &["A5"]));
    // Black plays on the same point again and takes three stones: no repetition.
    assert_eq!(play(&mut g, "A5").captured, pts(&g, &["B5", "A4", "B4"]));
}

const KO: &str = "
    . X O . .
    X O . O .
    . X O . .
    . . . . .
    . . . . .";

#[test]
fn ko_retake_must_wait_for_a_threat() {
    for rules in [Ruleset::CHINESE, Ruleset::SIMPLE_KO, Ruleset::SITUATIONAL] {
        let mut g = game_with(KO, Color::Black, rules);
        assert_eq!(play(&mut g, "C4").captured, pts(&g, &["B4"]));
        let err = refused(&mut g, "B4");
        assert_eq!(
            err,
            IllegalMove::Ko { point: pt(&g, "B4"), color: Color::White, ko_stone: pt(&g, "C4") }
        );
        assert!(err.sentence(g.size()).starts_with("This is a ko."));
        play(&mut g, "E1"); // a ko threat
        play(&mut g, "E2"); // Black answers it
        assert_eq!(play(&mut g, "B4").captured, pts(&g, &["C4"]));
    }
}

const TRIPLE_KO: &str = "
    . X O . . . O X .
    X O . O . O X . X
    . X O . . . O X .
    . . . . . . . . .
    . X O . . . . . .
    X O . O . . . . .
    . X O . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

#[test]
fn triple_ko_is_stopped_only_by_superko() {
    let cycle = ["C8", "H8", "C4", "B8", "G8"];
    let mut g = game(TRIPLE_KO, Color::Black);
    for m in cycle {
        assert_eq!(play(&mut g, m).captured.len(), 1, "{m} takes a ko");
    }
    // The sixth capture would bring back the starting position.
    let err = refused(&mut g, "B4");
    assert_eq!(err, IllegalMove::Superko { point: pt(&g, "B4"), color: Color::White, repeats_move: 0 });
    assert_eq!(
        err.sentence(g.size()),
        "This move would make the whole board exactly as it was at the start, and no position may repeat."
    );
    // Under the simple ko rule the cycle goes on for ever.
    let mut simple = game_with(TRIPLE_KO, Color::Black, Ruleset::SIMPLE_KO);
    for m in cycle.iter().chain(&["B4"]).chain(&cycle) {
        play(&mut simple, m);
    }
}

const SEND_TWO_RETURN_ONE: &str = "
    . X . X .
    O O X . .
    . . . . .
    . . . . .
    . . . . .";

#[test]
fn send_two_return_one_is_a_repetition() {
    let mut g = game(SEND_TWO_RETURN_ONE, Color::Black);
    play(&mut g, "A5"); // sends two stones
    assert_eq!(play(&mut g, "C5").captured, pts(&g, &["A5", "B5"]));
    // Returning one would recreate the start.
    assert!(matches!(refused(&mut g, "B5"), IllegalMove::Superko { repeats_move: 0, .. }));

    // Situational superko allows it: at the start Black was to move, now White would be.
    let mut s = game_with(SEND_TWO_RETURN_ONE, Color::Black, Ruleset::SITUATIONAL);
    play(&mut s, "A5");
    play(&mut s, "C5");
    assert_eq!(play(&mut s, "B5").captured, pts(&s, &["C5"]));
    assert_eq!(s.board(), &Board::from_ascii(SEND_TWO_RETURN_ONE).unwrap());
}

#[test]
fn superko_names_the_move_whose_position_would_return() {
    let mut g = game(TRIPLE_KO, Color::Black);
    play(&mut g, "E1");
    play(&mut g, "E2");
    for m in ["C8", "H8", "C4", "B8", "G8"] {
        play(&mut g, m);
    }
    let err = refused(&mut g, "B4");
    assert_eq!(err, IllegalMove::Superko { point: pt(&g, "B4"), color: Color::White, repeats_move: 2 });
    assert_eq!(
        err.sentence(g.size()),
        "This move would make the whole board exactly as it was after move 2, and no position may repeat."
    );
}

const SEKI: &str = "
    . X . O X
    O O O O X
    X X X X X
    . . . . .
    . . . . .";

#[test]
fn seki_points_are_shared() {
    let g = game(SEKI, Color::White);
    let count = g.count(&DeadStones::default());
    assert_eq!(count.owner_at(pt(&g, "A5")), Owner::Shared);
    assert_eq!(count.owner_at(pt(&g, "C5")), Owner::Shared);
    assert_eq!(count.black, SideCount { stones: 8, territory: 10, shared: 2 });
    assert_eq!(count.white, SideCount { stones: 5, territory: 0, shared: 2 });
    assert_eq!(count.total(Color::Black), Quarters::stones(19));
    assert_eq!(count.total(Color::White), Quarters::stones(6));
    // Neither side can fill a shared point without putting its own group in atari.
    for p in ["A5", "C5"] {
        for color in Color::ALL {
            let probe = game(SEKI, color);
            let a = probe.analyze(pt(&probe, p));
            assert_eq!(a.liberties.len(), 1, "{color} on {p} puts itself in atari");
        }
    }
}

#[test]
fn dead_stones_become_territory() {
    let board = Board::from_ascii(
        "
        . X O . .
        . X O . .
        . X O O O
        . X X X X
        . O . X .",
    )
    .unwrap();
    let mut dead = DeadStones::default();
    // Marking one stone of a group marks the group.
    assert!(dead.toggle_group(&board, Point::parse_gtp("B1", board.size()).unwrap()));
    assert_eq!(dead.len(), 1);
    let count = count_area(&board, &dead);
    assert_eq!(count.black, SideCount { stones: 8, territory: 8, shared: 0 });
    assert_eq!(count.white, SideCount { stones: 5, territory: 4, shared: 0 });
    assert_eq!(count.total(Color::Black).0 + count.total(Color::White).0, 4 * 25);
}

#[test]
fn komi_examples_from_the_rules() {
    let s = BoardSize::NINETEEN;
    let outcome = |q| Outcome::from_black_count(s, Quarters(q), Komi::CHINESE, 0);
    assert_eq!(weiqi::text::say(&outcome(4 * 185)), "Black wins by ¾ stone (1½ points).");
    assert_eq!(weiqi::text::say(&outcome(4 * 184)), "White wins by ¼ stone (½ point).");
    assert_eq!(weiqi::text::say(&outcome(4 * 184 + 2)), "Black wins by ¼ stone (½ point).");
    assert_eq!(outcome(4 * 185).benchmark.stones_text(), "184¼");
    assert_eq!(outcome(4 * 177).winner(), Some(Color::White));
    assert_eq!(outcome(4 * 177).sgf_result(), "W+14.5");
    // 2¾-stone komi, the older rule.
    let old = Outcome::from_black_count(s, Quarters(4 * 185), Komi::OLD_CHINESE, 0);
    assert_eq!(weiqi::text::say(&old), "Black wins by 1¾ stones (3½ points).");
    // A 9×9 board: half is 40½.
    let nine = Outcome::from_black_count(BoardSize::NINE, Quarters(4 * 41), Komi::NONE, 0);
    assert_eq!(weiqi::text::say(&nine), "Black wins by ½ stone (1 point).");
}

#[test]
fn handicap_compensation_is_half_a_stone_per_stone() {
    let s = BoardSize::NINETEEN;
    let with4 = |q| Outcome::from_black_count(s, Quarters(q), Komi::NONE, 4);
    assert_eq!(with4(4 * 183).benchmark.stones_text(), "182½");
    assert_eq!(weiqi::text::say(&with4(4 * 183)), "Black wins by ½ stone (1 point).");
    assert_eq!(with4(4 * 182 + 2).winner(), None);
    assert_eq!(with4(4 * 182).winner(), Some(Color::White));

    let stones = fixed_handicap(s, 4).unwrap();
    let g = Game::with_handicap(s, Ruleset::CHINESE.with_komi(Komi::NONE), &stones).unwrap();
    assert_eq!(g.handicap(), 4);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.board().stone_count(Color::Black), 4);
    // Black's 4 stones own the whole empty board: 361, against 180½ + 2.
    assert_eq!(g.outcome(&DeadStones::default()).margin, Quarters(4 * 361 - 4 * 182 - 2));
}

#[test]
fn fixed_handicap_points() {
    let name = |s: BoardSize, n| -> Vec<String> {
        fixed_handicap(s, n).unwrap().iter().map(|p| p.to_gtp(s)).collect()
    };
    assert_eq!(name(BoardSize::NINETEEN, 2), ["Q16", "D4"]);
    assert_eq!(name(BoardSize::NINETEEN, 9), ["Q16", "D4", "Q4", "D16", "D10", "Q10", "K16", "K4", "K10"]);
    assert_eq!(name(BoardSize::THIRTEEN, 6), ["K10", "D4", "K4", "D10", "D7", "K7"]);
    assert_eq!(name(BoardSize::NINE, 4), ["G7", "C3", "G3", "C7"]);
    assert_eq!(name(BoardSize::NINE, 5), ["G7", "C3", "G3", "C7", "E5"]);
    assert!(fixed_handicap(BoardSize::NINE, 10).is_err());
    assert!(fixed_handicap(BoardSize::new(8).unwrap(), 5).is_err());
}

#[test]
fn two_passes_end_the_game_and_play_may_resume() {
    let mut g = Game::new(BoardSize::NINE, Ruleset::CHINESE);
    play(&mut g, "E5");
    g.pass().unwrap();
    assert_eq!(g.end(), None);
    g.pass().unwrap();
    assert_eq!(g.end(), Some(GameEnd::BothPassed));
    assert_eq!(refused(&mut g, "D4"), IllegalMove::GameOver);
    g.resume();
    assert_eq!(g.end(), None);
    assert_eq!(g.to_move(), Color::White, "the turn carries on from before the passes");
    play(&mut g, "D4");
    g.pass().unwrap();
    assert_eq!(g.end(), None, "one pass after resuming does not end it");
    g.pass().unwrap();
    assert_eq!(g.end(), Some(GameEnd::BothPassed));
}

#[test]
fn resignation_and_undo_redo() {
    let mut g = Game::new(BoardSize::NINE, Ruleset::CHINESE);
    play(&mut g, "E5");
    play(&mut g, "D4");
    g.resign(Color::Black);
    assert_eq!(g.end(), Some(GameEnd::Resigned { winner: Color::White }));
    assert!(g.undo()); // takes back the resignation
    assert_eq!(g.end(), None);
    assert!(g.undo());
    assert_eq!(g.move_number(), 1);
    assert_eq!(g.to_move(), Color::White);
    assert!(g.can_redo());
    assert!(g.redo());
    assert_eq!(g.board().get(pt(&g, "D4")), Some(Color::White));
    assert!(!g.redo());
    // A new move after undo drops the redo list.
    g.undo();
    play(&mut g, "C3");
    assert!(!g.can_redo());
    // Undo restores captures and ko history.
    let mut k = game(KO, Color::Black);
    play(&mut k, "C4");
    assert_eq!(k.captures(Color::Black), 1);
    k.undo();
    assert_eq!(k.captures(Color::Black), 0);
    assert_board(&k, KO);
    play(&mut k, "C4");
    assert!(matches!(refused(&mut k, "B4"), IllegalMove::Ko { .. }));
}

#[test]
fn a_setup_with_a_group_without_liberties_is_refused() {
    let board = Board::from_ascii(
        "
        O X .
        X . .
        . . .",
    )
    .unwrap();
    let err = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap_err();
    assert_eq!(
        err,
        SetupError::NoLiberties { color: Color::White, group: vec![Point::new(0, 0).unwrap()] }
    );
}

#[test]
fn occupied_points_and_boards_read_as_pictures() {
    let mut g = Game::new(BoardSize::new(3).unwrap(), Ruleset::CHINESE);
    play(&mut g, "B2");
    assert_eq!(
        refused(&mut g, "B2").sentence(g.size()),
        "There is already a black stone on B2. Stones go on empty points."
    );
    assert_eq!(g.board().to_string(), ". . .\n. X .\n. . .\n");
    assert!(Board::from_ascii(". .\n. . .").is_err());
    assert!(Board::from_ascii(".").is_err());
    assert!(Board::from_ascii(". ?\n. .").is_err());
}

#[test]
fn analysis_for_teaching() {
    let g = game(
        "
        . . X . .
        . X O . .
        . X O X .
        . X O X .
        . . . . .",
        Color::Black,
    );
    // Black on C1 puts the white group in atari: one liberty left, on D4.
    let a = g.analyze(pt(&g, "C1"));
    assert_eq!(a.captures, vec![]);
    assert_eq!(a.ataris.len(), 1);
    assert_eq!(a.ataris[0].color, Color::White);
    assert_eq!(a.ataris[0].liberties, pts(&g, &["D4"]));
    let mut after = g.clone();
    let played = play(&mut after, "C1");
    let report = report_move(after.board(), &played);
    assert_eq!(report.ataris, vec![AtariNote { color: Color::White, first: "C4".into(), own: false }]);
    assert_eq!(weiqi::text::say(&report), "Black C1. The white group at C4 has 1 liberty left.");
}
