//! Captures in the centre, on the edge and in the corner, who is captured first, and suicide.

use super::*;

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
