#![cfg(not(target_arch = "wasm32"))]
//! A quick smoke match: the computer at level 1 and 2 plays whole 9×9 games against GNU Go
//! level 0. Every move of ours must be legal for GNU Go too, and every game must end by two
//! passes. Who wins is measured by `scripts/bench-strength`, never asserted here.

mod common;

use common::gnugo::Gnugo;
use weiqi::bot::{BotMove, Budget, Engine, Level};
use weiqi::rules::{BoardSize, Color, Game, Move, Point, Ruleset};

fn vertex(size: BoardSize, mv: Move) -> String {
    match mv {
        Move::Play(p) => p.to_gtp(size),
        Move::Pass => "pass".to_string(),
    }
}

#[test]
fn whole_games_against_gnugo_level_0_are_legal_and_finish() {
    let size = BoardSize::NINE;
    for (game_number, level) in [(1u64, 1u8), (2, 2)] {
        let level = Level::new(level).unwrap();
        let ours = if game_number % 2 == 1 { Color::Black } else { Color::White };
        let mut gnugo = Gnugo::start(&["--chinese-rules", "--positional-superko", "--level", "0", "--seed", "1"]);
        gnugo.expect_version_3_8();
        for c in ["boardsize 9", "clear_board", "komi 7.5"] {
            gnugo.ask_all(&[c.to_string()]).remove(0).expect(c);
        }
        let mut engine = Engine::new(level, game_number);
        let mut game = Game::new(size, Ruleset::CHINESE);
        while game.end().is_none() {
            assert!(game.move_number() < 300, "game {game_number} did not finish in 300 moves");
            let color = game.to_move();
            let mv = if color == ours {
                let mv = match engine.genmove(&game, Budget::of(level), &|| 0.0).mv {
                    BotMove::Play(p) => Move::Play(p),
                    BotMove::Pass => Move::Pass,
                    BotMove::Resign => panic!("resigning is off by default"),
                };
                let answer = gnugo.ask_all(&[format!("play {} {}", color.name(), vertex(size, mv))]).remove(0);
                assert!(answer.is_ok(), "GNU Go refused our {} in game {game_number}: {answer:?}", vertex(size, mv));
                mv
            } else {
                let answer = gnugo.ask_all(&[format!("genmove {}", color.name())]).remove(0).expect("genmove");
                match answer.to_ascii_uppercase().as_str() {
                    "PASS" => Move::Pass,
                    "RESIGN" => break,
                    v => Move::Play(Point::parse_gtp(v, size).unwrap()),
                }
            };
            game.play(mv).unwrap_or_else(|e| panic!("game {game_number}: {} is illegal: {e:?}", vertex(size, mv)));
        }
        let passes = game.moves().iter().rev().take(2).filter(|m| m.mv == Move::Pass).count();
        assert!(passes == 2 || game.end().is_none(), "game {game_number} ended by two passes or GNU Go resigned");
        println!("game {game_number}: level {} as {:?}, {} moves", level.get(), ours, game.move_number());
    }
}
