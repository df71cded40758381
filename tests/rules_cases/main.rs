#![cfg(not(target_arch = "wasm32"))]
//! One case per rule of RULES.md, each drawn as a board (X Black, O White, . empty).
//!
//! The helpers that set up and play a board are here; each family of rules has its own module.

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

/// A ko: Black takes at C4, White may not take back at B4 at once (the ko cases and undo play it).
const KO: &str = "
    . X O . .
    X O . O .
    . X O . .
    . . . . .
    . . . . .";

mod captures;
mod ko;
mod scoring;
mod game_flow;
