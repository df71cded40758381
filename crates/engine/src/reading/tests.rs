//! The reader on small fights: a ladder that works and one that is broken, a snapback,
//! saving a group by capturing, and two eyes against one.

use super::*;
use crate::rules::Ruleset;

fn game(diagram: &str, to_move: Color) -> Game {
    Game::from_setup(Board::from_ascii(diagram).unwrap(), to_move, Ruleset::CHINESE).unwrap()
}

fn at(name: &str, g: &Game) -> Point {
    Point::parse_gtp(name, g.size()).unwrap()
}

const DEEP: Limits = Limits { depth: 16, nodes: 2_000_000 };

const LADDER: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . X . . .
    . . . . X O . . .
    . . . . . . X . .
    . . . . . . . . .
    . . . . . . . . .
";

#[test]
fn a_working_ladder_and_a_broken_one() {
    let g = game(LADDER, Color::Black);
    let fight = Fight { target: at("F4", &g), attacker: Color::Black };
    assert_eq!(solve(&g, fight, DEEP), Verdict::Captured);
    assert_eq!(solve_after(&g, Move::Play(at("F3", &g)), fight, DEEP), Verdict::Captured);
    assert_eq!(solve_after(&g, Move::Play(at("G4", &g)), fight, DEEP), Verdict::Captured);
    assert_eq!(solve_after(&g, Move::Play(at("A9", &g)), fight, DEEP), Verdict::Survives);
    // A white stone on H5 stands in the path of the ladder that runs up to the right
    // (GNU Go's `attack` agrees: after F3 G4 White lives, after G4 F3 still captures).
    let mut board = g.board().clone();
    board.set(at("H5", &g), Some(Color::White));
    let g = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
    assert_eq!(solve_after(&g, Move::Play(at("F3", &g)), fight, DEEP), Verdict::Survives);
    assert_eq!(solve_after(&g, Move::Play(at("G4", &g)), fight, DEEP), Verdict::Captured);
    assert_eq!(best_move(&g, fight, DEEP), Some(Move::Play(at("G4", &g))));
}

#[test]
fn a_snapback() {
    // Throw in on D1: White takes with E1 and is left with one liberty, D1.
    let g = game(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O . . . . . . .
        . O X X X X . . .
        . O X O O X . . .
        . O O . . X . . .
        ",
        Color::Black,
    );
    let fight = Fight { target: at("D2", &g), attacker: Color::Black };
    assert_eq!(solve_after(&g, Move::Play(at("D1", &g)), fight, DEEP), Verdict::Captured);
    assert_eq!(solve_after(&g, Move::Play(at("E1", &g)), fight, DEEP), Verdict::Survives);
    assert_eq!(best_move(&g, fight, DEEP), Some(Move::Play(at("D1", &g))));
}

#[test]
fn a_racing_group_in_atari_is_saved_by_taking_the_stone_that_ataris_it() {
    // Black's C2 D2 race White's A2..D3 group (two liberties each). After C1, White's
    // D1 puts Black in atari, but D1 itself has one liberty: E1 takes it, and Black
    // wins the race (GNU Go's `defend B2` after C1: 0).
    let g = game(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X . . . .
        X O O O X X X X .
        O O X X O O O X .
        . . . . . . . X .
        ",
        Color::Black,
    );
    let fight = Fight { target: at("B2", &g), attacker: Color::Black };
    assert_eq!(solve_after(&g, Move::Play(at("B1", &g)), fight, DEEP), Verdict::Captured);
    assert_eq!(solve_after(&g, Move::Play(at("C1", &g)), fight, DEEP), Verdict::Captured);
    let mut after = g.clone();
    after.play(Move::Play(at("C1", &g))).unwrap();
    after.play(Move::Play(at("D1", &g))).unwrap();
    assert_eq!(best_move(&after, fight, DEEP), Some(Move::Play(at("E1", &g))));
    assert_eq!(solve_after(&g, Move::Play(at("E1", &g)), fight, DEEP), Verdict::Survives);
}

#[test]
fn two_eyes_live_and_one_eye_dies() {
    let three = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        O O O O O . .
        X X X X O . .
        . . . X O . .
    ";
    let g = game(three, Color::Black);
    let fight = Fight { target: at("A2", &g), attacker: Color::White };
    assert_eq!(solve_after(&g, Move::Play(at("B1", &g)), fight, DEEP), Verdict::Survives);
    assert_eq!(solve_after(&g, Move::Play(at("A1", &g)), fight, DEEP), Verdict::Captured);
    assert_eq!(solve_after(&g, Move::Play(at("G7", &g)), fight, DEEP), Verdict::Captured);
    let white_first = game(three, Color::White);
    assert_eq!(best_move(&white_first, fight, DEEP), Some(Move::Play(at("B1", &g))));
    let mut after = g.clone();
    after.play(Move::Play(at("B1", &g))).unwrap();
    assert!(unconditionally_alive(after.board(), at("A2", &g)));
}
