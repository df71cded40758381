//! The network's analysis of a position: the search's candidates with the line after each,
//! the value and lead for the side to move, and the ownership.

use std::sync::Arc;
use weiqi_engine::bot::{Engine, Level};
use weiqi_engine::nn::{Model, Network};
use weiqi_engine::rules::{Board, BoardSize, Color, Game, Move, Point, Ruleset};

fn engine() -> Engine {
    let network = Network::new(&Model::from_bytes(include_bytes!("../../../weights/g170-b6c96.wqnn")).unwrap());
    let mut engine = Engine::new(Level::MAX, 1);
    engine.set_network(Some(Arc::new(network)));
    engine
}

#[test]
fn the_analysis_finds_a_big_capture_and_the_line_after_it() {
    // White's four stones in the middle have one liberty, E4.
    let board = Board::from_ascii(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X . . .
        . . X O O O X . .
        . . . X O X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    )
    .unwrap();
    let game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
    let analysis = engine().analyze(&game, 64).expect("a network is loaded");
    let e4 = Point::parse_gtp("E4", BoardSize::NINE).unwrap();
    let (best, line) = &analysis.candidates[0];
    assert_eq!(best.point, Some(e4), "the capture is the search's first choice");
    assert_eq!(line.first(), Some(&Move::Play(e4)), "the line starts with the move");
    assert!(line.len() >= 2, "and goes on: {line:?}");
    assert!(analysis.visits >= 64);
    assert!(analysis.win_rate > 0.8 && analysis.lead > 5.0, "Black is far ahead: {} {}", analysis.win_rate, analysis.lead);
    assert!(analysis.ownership.at(Point::parse_gtp("E5", BoardSize::NINE).unwrap()) > 0.5, "the captured point ends Black's");
}

#[test]
fn without_a_network_there_is_no_analysis() {
    let game = Game::new(BoardSize::NINE, Ruleset::CHINESE);
    assert!(Engine::new(Level::MAX, 1).analyze(&game, 8).is_none());
    let small = Game::new(BoardSize::new(5).unwrap(), Ruleset::CHINESE);
    assert!(engine().analyze(&small, 8).is_none(), "the network does not play 5×5");
}

#[test]
fn one_engine_plays_boards_of_two_sizes_with_the_same_stones_one_after_the_other() {
    // The same stone on C6 of 9×9 and C14 of 19×19 sits on the same cell of the engine's
    // arrays: the first game's evaluations must not answer for the second.
    use weiqi_engine::bot::{BotMove, Budget};
    let mut engine = engine();
    engine.set_level(Level::new(5).unwrap());
    for lines in [9, 19, 9] {
        let size = BoardSize::new(lines).unwrap();
        let mut game = Game::new(size, Ruleset::CHINESE);
        game.play(Move::Play(Point::new(2, 3).unwrap())).unwrap();
        let thought = engine.genmove(&game, Budget { playouts: 1, millis: None }, &|| 0.0);
        assert!(matches!(thought.mv, BotMove::Play(p) if size.contains(p)), "{lines}×{lines}: {:?}", thought.mv);
    }
}

#[test]
fn a_review_of_positions_one_after_the_other_answers_as_each_position_alone() {
    // The engine keeps evaluations between analyses; each answer must be what a fresh engine
    // says of that position, on 9×9 and then 13×13 (a board of another size in between).
    let mut game9 = Game::new(BoardSize::NINE, Ruleset::CHINESE);
    for m in ["E5", "C3", "G4", "D7", "C5"] {
        game9.play(Move::Play(Point::parse_gtp(m, BoardSize::NINE).unwrap())).unwrap();
    }
    let mut game13 = Game::new(BoardSize::new(13).unwrap(), Ruleset::CHINESE);
    game13.play(Move::Play(Point::parse_gtp("D4", game13.size()).unwrap())).unwrap();
    let mut reviewer = engine();
    let mut looks = Vec::new();
    for (game, at, visits) in [(&game9, 3, 8), (&game9, 4, 8), (&game9, 3, 32), (&game13, 1, 8), (&game9, 4, 32), (&game9, 5, 8)] {
        looks.push((game.replayed(at), visits, reviewer.analyze(&game.replayed(at), visits).unwrap()));
    }
    for (position, visits, look) in looks {
        let alone = engine().analyze(&position, visits).unwrap();
        // Compared as printed: a move the search did not visit has no win rate (NaN ≠ NaN).
        assert_eq!(format!("{look:?}"), format!("{alone:?}"), "move {} with {visits} visits", position.move_number());
    }
}

#[test]
fn a_hint_states_its_worth_only_when_the_search_and_the_first_look_agree() {
    // Black to play on an open 9×9 board with a corner each: a quiet big point, settled.
    let board = Board::from_ascii(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . O . . . X . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . X . . . O . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    )
    .unwrap();
    let game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
    let mut engine = engine();
    let analysis = engine.analyze(&game, 64).expect("a network is loaded");
    let best = analysis.candidates[0].0;
    let reading = engine.worth_reading(&game, &best, 32).expect("a reading");
    assert!(reading.searched.is_finite() && reading.glance.is_finite(), "{reading:?}");
    assert!(reading.settled(), "a quiet opening move: the search and the first look agree: {reading:?}");
    assert_eq!(engine.worth_of(&game, &best), reading.stated(), "the hint says what the reading allows");
    assert_eq!(engine.worth_with(&game, &best, 32), Some(reading.points()), "the unchecked worth is the searched one");
    let pass = weiqi_engine::bot::Candidate { point: None, ..best };
    assert!(engine.worth_reading(&game, &pass, 32).is_none(), "no worth for a pass");
}
