//! The course of a game: two passes and resuming, resignation, undo and redo, setups that
//! are refused, occupied points, and the analysis of a move for teaching.

use super::*;

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
