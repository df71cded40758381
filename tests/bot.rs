#![cfg(not(target_arch = "wasm32"))]
//! The computer opponent on small boards: what it never does at any level, how it ends a
//! game, what it says is dead, and that a seed gives the same game.

use std::sync::{Arc, OnceLock};

use weiqi::bot::{BotMove, Budget, Engine, EndReason, Level, Status};
use weiqi::counting::library;
use weiqi::nn::{Model, Network};
use weiqi::rules::{Board, BoardSize, Color, DeadStones, Game, Move, Point, Ruleset};

fn game(diagram: &str, to_move: Color) -> Game {
    Game::from_setup(Board::from_ascii(diagram).unwrap(), to_move, Ruleset::CHINESE).unwrap()
}

fn point(game: &Game, name: &str) -> Point {
    Point::parse_gtp(name, game.size()).unwrap()
}

/// The engine's move at `level` (seed 1, the level's own budget), with the Monte Carlo search.
fn think(game: &Game, level: Level) -> BotMove {
    Engine::new(level, 1).genmove(game, Budget::of(level), &|| 0.0).mv
}

/// The app's network, read once.
fn network() -> Arc<Network> {
    static NETWORK: OnceLock<Arc<Network>> = OnceLock::new();
    NETWORK
        .get_or_init(|| Arc::new(Network::new(&Model::from_bytes(include_bytes!("../weights/g170-b6c96.wqnn")).unwrap())))
        .clone()
}

/// The engine's move at `level` with the network.
fn think_net(game: &Game, level: Level) -> BotMove {
    let mut engine = Engine::new(level, 1);
    engine.set_network(Some(network()));
    engine.genmove(game, Budget::of(level), &|| 0.0).mv
}

/// The moves at `level` of both searches, labelled.
fn both(game: &Game, level: Level) -> [(&'static str, BotMove); 2] {
    [("Monte Carlo", think(game, level)), ("network", think_net(game, level))]
}

fn name(game: &Game, mv: BotMove) -> String {
    match mv {
        BotMove::Play(p) => p.to_gtp(game.size()),
        BotMove::Pass => "pass".into(),
        BotMove::Resign => "resign".into(),
    }
}

#[test]
fn it_never_fills_its_own_eye_and_passes_instead() {
    // Black's only legal moves are its two eyes, A5 and A1.
    let g = game(
        "
        . X O . O
        X X O O O
        X X O . O
        X X O O O
        . X O . O
        ",
        Color::Black,
    );
    for level in Level::ALL {
        for (search, mv) in both(&g, level) {
            assert_eq!(mv, BotMove::Pass, "level {} ({search})", level.get());
        }
    }
}

#[test]
fn it_never_fills_a_seki_liberty_that_puts_its_stones_in_atari() {
    // A1 and E1 are shared by the seki: either side playing there puts four stones in atari.
    let g = game(
        "
        . . . . .
        . . . . .
        X X X X X
        O O O O O
        . X X X .
        ",
        Color::Black,
    );
    for level in Level::ALL {
        for (search, mv) in both(&g, level) {
            assert!(
                mv != BotMove::Play(point(&g, "A1")) && mv != BotMove::Play(point(&g, "E1")),
                "level {} ({search}) played {}",
                level.get(),
                name(&g, mv)
            );
        }
    }
    // White too.
    let g = Game::from_setup(g.board().clone(), Color::White, Ruleset::CHINESE).unwrap();
    for level in Level::ALL {
        for (search, mv) in both(&g, level) {
            assert!(mv != BotMove::Play(point(&g, "A1")) && mv != BotMove::Play(point(&g, "E1")), "level {} ({search})", level.get());
        }
    }
}

#[test]
fn it_always_takes_five_stones_in_atari() {
    // The five white stones have one liberty, G4.
    let g = game(
        "
        . . . . . . .
        . . . . . . .
        . X X X X X .
        X O O O O O .
        . X X X X X .
        . . . . . . .
        . . . . . . .
        ",
        Color::Black,
    );
    for level in Level::ALL {
        for (search, mv) in both(&g, level) {
            assert_eq!(mv, BotMove::Play(point(&g, "G4")), "level {} ({search})", level.get());
        }
    }
}

#[test]
fn it_saves_its_five_stones_in_atari_when_they_can_get_away() {
    // Black's five stones have one liberty, G5; out there they have three.
    let g = game(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . O O O O O . . .
        O X X X X X . . .
        . O O O O O . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
        Color::Black,
    );
    for level in Level::ALL {
        for (search, mv) in both(&g, level) {
            assert_eq!(mv, BotMove::Play(point(&g, "G5")), "level {} ({search})", level.get());
        }
    }
}

/// Plays the engine against itself from `g` until two passes (at most `cap` moves).
fn play_to_the_end(mut g: Game, level: Level, cap: usize) -> Game {
    let mut engines = [Engine::new(level, 3), Engine::new(level, 4)];
    for _ in 0..cap {
        if g.end().is_some() {
            break;
        }
        let engine = &mut engines[g.to_move().index()];
        let mv = match engine.genmove(&g, Budget::of(level), &|| 0.0).mv {
            BotMove::Play(p) => Move::Play(p),
            BotMove::Pass => Move::Pass,
            BotMove::Resign => panic!("resigning is off by default"),
        };
        g.play(mv).expect("the engine plays legal moves");
    }
    g
}

#[test]
fn it_fills_the_shared_points_before_passing() {
    // Column C is shared: each point there is worth half a point to whoever fills it.
    let start = game(
        "
        . X . O .
        . X . O .
        . X . O .
        . X . O .
        . X . O .
        ",
        Color::Black,
    );
    for level in [Level::MIN, Level::new(4).unwrap()] {
        let end = play_to_the_end(start.clone(), level, 60);
        assert!(end.end().is_some(), "level {}: the game ends by two passes", level.get());
        for row in 0..5 {
            let p = Point::new(2, row).unwrap();
            assert!(end.board().get(p).is_some(), "level {}: {} was left open", level.get(), p.to_gtp(end.size()));
        }
        // Nobody passed while a shared point was open.
        let mut replay = Game::from_setup(start.board().clone(), Color::Black, Ruleset::CHINESE).unwrap();
        for m in end.moves() {
            if m.mv == Move::Pass {
                let open = (0..5).filter(|&row| replay.board().get(Point::new(2, row).unwrap()).is_none()).count();
                assert_eq!(open, 0, "level {}: {:?} passed with {open} shared points open", level.get(), m.color);
            }
            replay.play_as(m.color, m.mv).unwrap();
        }
    }
}

#[test]
fn it_passes_on_a_finished_board_and_says_why() {
    let g = game(
        "
        . X X O .
        X . X O O
        X X X O .
        . X O O O
        X X O . O
        ",
        Color::White,
    );
    let mut engine = Engine::new(Level::new(5).unwrap(), 1);
    let thought = engine.genmove(&g, Budget::of(Level::new(5).unwrap()), &|| 0.0);
    assert_eq!(thought.mv, BotMove::Pass);
    assert_eq!(thought.end, Some(EndReason::Finished));
}

#[test]
fn it_plays_on_when_the_opponent_passes_with_a_stone_still_to_take() {
    // White passed, but its stone on A3 is in atari, and column C is still shared.
    let mut g = game(
        "
        . X . O .
        X X . O .
        O X . O .
        . X . O .
        . X . O .
        ",
        Color::White,
    );
    g.pass().unwrap();
    for level in [Level::MIN, Level::MAX] {
        let thought = Engine::new(level, 1).genmove(&g, Budget::of(level), &|| 0.0);
        assert_ne!(thought.mv, BotMove::Pass, "level {}", level.get());
        assert!(
            matches!(thought.end, Some(EndReason::GroupInAtari | EndReason::FillsSharedPoint)),
            "level {}: {:?}",
            level.get(),
            thought.end
        );
    }
}

#[test]
fn the_dead_stones_of_the_hand_made_counting_positions_are_found() {
    let mut checked = 0;
    for position in library().iter().filter(|p| p.board.size() == BoardSize::NINE) {
        let g = Game::from_setup(position.board.clone(), Color::Black, Ruleset::CHINESE).unwrap();
        for with_network in [false, true] {
            let mut engine = Engine::new(Level::MAX, 1);
            if with_network {
                engine.set_network(Some(network()));
            }
            let ownership = engine.final_ownership(&g, 4000);
            let dead = ownership.dead_stones(g.board());
            let mut expected: Vec<Point> = position.dead.iter().collect();
            let mut found: Vec<Point> = dead.iter().collect();
            expected.sort();
            found.sort();
            assert_eq!(found, expected, "{}: dead stones (network: {with_network})", position.name);
        }
        checked += 1;
    }
    assert!(checked >= 5, "only {checked} 9×9 positions");
}

#[test]
fn seki_groups_are_alive_and_their_shared_points_stay_shared() {
    let g = game(
        "
        . . . . .
        . . . . .
        X X X X X
        O O O O O
        . X X X .
        ",
        Color::Black,
    );
    for with_network in [false, true] {
        let mut engine = Engine::new(Level::MAX, 1);
        if with_network {
            engine.set_network(Some(network()));
        }
        let ownership = engine.final_ownership(&g, 3000);
        let statuses = ownership.statuses(g.board());
        let status_of = |name: &str| {
            let p = point(&g, name);
            statuses.iter().find(|(group, _)| group.stones.contains(&p)).map(|(_, s)| *s).unwrap()
        };
        assert_eq!(status_of("A2"), Status::Seki, "network: {with_network}");
        assert_eq!(status_of("B1"), Status::Seki, "network: {with_network}");
        assert_eq!(status_of("A3"), Status::Alive, "network: {with_network}");
        assert!(ownership.dead_stones(g.board()).is_empty(), "network: {with_network}");
    }
    // On a board the network knows (it was trained on 7×7 and up), the same seki.
    let wide = game(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        X X X X X X X X X
        O O O O O O O O O
        . X X X X X X X .
        ",
        Color::Black,
    );
    let mut engine = Engine::new(Level::MAX, 1);
    engine.set_network(Some(network()));
    let ownership = engine.final_ownership(&wide, 3000);
    let statuses = ownership.statuses(wide.board());
    for (group, status) in &statuses {
        let want = if group.stones.len() == 9 && group.color == Color::Black { Status::Alive } else { Status::Seki };
        assert_eq!(*status, want, "{:?} group of {} by the network", group.color, group.stones.len());
    }
    // The count with nothing dead: Black 5 + 3 + 10 territory + ½ + ½; White 5 + ½ + ½.
    let count = g.count(&DeadStones::default());
    assert_eq!(count.black.shared, 2);
}

#[test]
fn the_same_seed_gives_the_same_game() {
    let play = |seed, with_network: bool| {
        let mut g = Game::new(BoardSize::NINE, Ruleset::CHINESE);
        let mut engine = Engine::new(Level::new(3).unwrap(), seed);
        if with_network {
            engine.set_network(Some(network()));
        }
        for _ in 0..12 {
            match engine.genmove(&g, Budget::of(engine.level()), &|| 0.0).mv {
                BotMove::Play(p) => g.play(Move::Play(p)).unwrap(),
                _ => g.pass().unwrap(),
            };
        }
        g.moves().iter().map(|m| m.mv).collect::<Vec<_>>()
    };
    assert_eq!(play(11, false), play(11, false));
    assert_eq!(play(11, true), play(11, true));
    assert_ne!(play(11, true), play(12, true), "level 3 samples its moves: another seed, another game");
}

#[test]
fn the_tree_is_bounded_by_its_memory_limit() {
    let g = Game::new(BoardSize::NINETEEN, Ruleset::CHINESE);
    let mut engine = Engine::new(Level::MAX, 1);
    engine.set_memory_limit(2 * 1024 * 1024);
    let thought = engine.genmove(&g, Budget { playouts: 3000, millis: None }, &|| 0.0);
    assert!(matches!(thought.mv, BotMove::Play(_)));
    assert!(engine.tree_bytes() <= 3 * 1024 * 1024, "{} bytes", engine.tree_bytes());
}

#[test]
fn it_resigns_a_lost_game_only_when_allowed() {
    // White owns almost the whole board; Black's two stones in the corner cannot win.
    let g = game(
        "
        . . . . . . . O .
        . . . . . . . O O
        . . . . . . . . .
        . . . O O O . . .
        . . . O . O . . .
        . . . O O O . . .
        O O . . . . . O O
        . O . . . . . O .
        X O . . . . . O X
        ",
        Color::Black,
    );
    let level = Level::new(4).unwrap();
    let mut engine = Engine::new(level, 1);
    assert!(!matches!(engine.genmove(&g, Budget::of(level), &|| 0.0).mv, BotMove::Resign));
    engine.set_resign_threshold(Some(0.1));
    assert_eq!(engine.genmove(&g, Budget::of(level), &|| 0.0).mv, BotMove::Resign);
}
