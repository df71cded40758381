#![cfg(not(target_arch = "wasm32"))]
//! Records and games: load a record into a game, save a game as a record, and round trips.

use weiqi_sgf::record::{load_game, load_game_until, save_game, LoadStop, SaveInfo};
use weiqi_engine::rules::{
    fixed_handicap, BoardSize, Color, DeadStones, Game, GameEnd, IllegalMove, Komi, Move, Point,
    Rng, Ruleset,
};
use weiqi_sgf::GameRecord;

fn load(text: &str) -> weiqi_sgf::record::LoadedGame {
    load_game(&GameRecord::parse(text).unwrap(), Ruleset::CHINESE)
}

fn pt(name: &str, n: u32) -> Point {
    Point::parse_gtp(name, BoardSize::new(n).unwrap()).unwrap()
}

/// A random game with captures, kos and a few passes; illegal picks are skipped.
fn random_game(seed: u64, size: BoardSize, mut game: Game) -> Game {
    let mut rng = Rng::new(seed);
    let points: Vec<Point> = size.points().collect();
    for _ in 0..2 * size.area() {
        if rng.below(40) == 0 {
            game.resume();
            game.pass().unwrap();
            continue;
        }
        game.resume();
        for _ in 0..20 {
            let p = points[rng.below(points.len() as u32) as usize];
            if game.play(Move::Play(p)).is_ok() {
                break;
            }
        }
    }
    game
}

fn stones_in_board_order(stones: &[Point]) -> Vec<Point> {
    let mut v = stones.to_vec();
    v.sort();
    v
}

fn same_game(a: &Game, b: &Game) {
    assert_eq!(a.board(), b.board());
    assert_eq!(a.moves(), b.moves());
    assert_eq!(a.to_move(), b.to_move());
    assert_eq!(a.handicap(), b.handicap());
    assert_eq!(a.ruleset(), b.ruleset());
    assert_eq!(a.start(), b.start());
    for c in Color::ALL {
        assert_eq!(a.captures(c), b.captures(c));
    }
}

#[test]
fn game_to_text_to_game_keeps_moves_and_board() {
    let mut captures = 0;
    for seed in 0..40u64 {
        let size = BoardSize::new(5 + (seed % 5) as u32).unwrap();
        let game = random_game(seed, size, Game::new(size, Ruleset::CHINESE));
        captures += game.captures(Color::Black) + game.captures(Color::White);
        let text = save_game(&game, &SaveInfo::default()).to_sgf();
        let loaded = load_game(&GameRecord::parse(&text).unwrap(), Ruleset::CHINESE.with_komi(Komi::NONE));
        assert!(loaded.stopped.is_none(), "{text}");
        same_game(&game, &loaded.game);
    }
    assert!(captures > 100, "the random games capture stones ({captures})");
}

#[test]
fn handicap_games_round_trip_with_their_compensation() {
    let size = BoardSize::NINE;
    let stones = fixed_handicap(size, 4).unwrap();
    let rules = Ruleset::CHINESE.with_komi(Komi::NONE);
    let game = random_game(7, size, Game::with_handicap(size, rules, &stones).unwrap());
    let record = save_game(&game, &SaveInfo::default());
    let text = record.to_sgf();
    assert!(text.contains("HA[4]") && text.contains("KM[0]") && text.contains("PL[W]"), "{text}");
    assert_eq!(record.root().setup.black, stones_in_board_order(&stones));
    let loaded = load_game(&GameRecord::parse(&text).unwrap(), Ruleset::CHINESE);
    same_game(&game, &loaded.game);
    assert_eq!(loaded.game.handicap(), 4);
}

#[test]
fn setup_positions_round_trip_with_the_player_to_move() {
    let text = "(;SZ[5]AB[aa][bb]AW[cc]PL[W];W[dd];B[ee])";
    let loaded = load(text);
    assert!(loaded.stopped.is_none());
    let game = &loaded.game;
    assert_eq!(game.start().1, Color::White);
    assert_eq!(game.board().stone_count(Color::Black), 3);
    let again = load_game(&save_game(game, &SaveInfo::default()), Ruleset::CHINESE).game;
    same_game(game, &again);
    // Without PL, the first move says who starts.
    assert_eq!(load("(;SZ[5]AB[aa];W[dd])").game.start().1, Color::White);
    assert_eq!(load("(;SZ[5]AB[aa])").game.to_move(), Color::Black);
}

#[test]
fn passes_are_read_both_ways() {
    for text in ["(;SZ[9];B[ee];W[];B[tt])", "(;SZ[9];B[ee];W[tt];B[])"] {
        let loaded = load(text);
        assert!(loaded.stopped.is_none());
        let moves: Vec<Move> = loaded.game.moves().iter().map(|m| m.mv).collect();
        assert_eq!(moves, [Move::Play(pt("E5", 9)), Move::Pass, Move::Pass]);
        assert_eq!(loaded.game.end(), Some(GameEnd::BothPassed));
        assert!(save_game(&loaded.game, &SaveInfo::default()).to_sgf().ends_with(";B[ee];W[];B[])\n"));
    }
    // `tt` is a point, not a pass, on boards over 19×19.
    let loaded = load("(;SZ[21];B[tt])");
    assert_eq!(loaded.game.moves()[0].mv, Move::Play(Point::new(19, 19).unwrap()));
    // Play goes on after two passes, as in a disputed ending.
    let loaded = load("(;SZ[9];B[ee];W[];B[];W[cc])");
    assert!(loaded.stopped.is_none());
    assert_eq!(loaded.game.move_number(), 4);
    assert_eq!(loaded.game.end(), None);
}

#[test]
fn an_occupied_point_stops_the_load_with_its_number_and_reason() {
    let loaded = load("(;SZ[9];B[ee];W[cc];B[gg];W[ee];B[dd])");
    assert_eq!(loaded.game.move_number(), 3);
    let stop = loaded.stopped.unwrap();
    assert_eq!(
        stop,
        LoadStop::IllegalMove {
            move_number: 4,
            color: Color::White,
            point: Some(pt("E5", 9)),
            reason: IllegalMove::Occupied { point: pt("E5", 9), by: Color::Black },
        }
    );
    assert_eq!(stop.move_number(), 4);
    assert_eq!(
        stop.sentence(BoardSize::NINE),
        "Move 4 (White E5) is not allowed: There is already a black stone on E5. Stones go on empty points."
    );
}

#[test]
fn suicide_and_ko_stop_the_load() {
    // White A1 would have no liberties, and the record's rules are Chinese.
    let loaded = load("(;SZ[5]RU[Chinese];B[ad];W[ee];B[be];W[ae])");
    let stop = loaded.stopped.unwrap();
    assert_eq!(stop.move_number(), 4);
    assert!(matches!(stop, LoadStop::IllegalMove { reason: IllegalMove::Suicide { .. }, .. }));
    assert_eq!(
        stop.sentence(BoardSize::new(5).unwrap()),
        "Move 4 (White A1) is not allowed: White would have no liberties here and captures \
         nothing, so this point is forbidden for White."
    );
    // The same under the Japanese rules, which forbid suicide too.
    let loaded = load("(;SZ[5]RU[Japanese];B[ad];W[ee];B[be];W[ae])");
    assert!(matches!(loaded.stopped, Some(LoadStop::IllegalMove { reason: IllegalMove::Suicide { .. }, .. })));
    // A ko: White B4 takes the black stone on C4; Black may not take back at once. Every
    // rule set forbids that, so it stops the load whatever the record's rules.
    //   . X O . .
    //   X . X O .
    //   . X O . .
    let ko = "(;SZ[5]AB[ba][ab][bc][cb]AW[ca][db][cc];W[bb];B[cb])";
    let loaded = load(ko);
    let stop = loaded.stopped.unwrap_or_else(|| panic!("{:?}", loaded.game.board()));
    assert_eq!(stop.move_number(), 2);
    assert!(matches!(stop, LoadStop::IllegalMove { reason: IllegalMove::Ko { .. }, .. }), "{stop:?}");
    for rules in ["RU[Japanese]", "RU[NZ]", "RU[whatever]"] {
        let loaded = load(&ko.replace("SZ[5]", &format!("SZ[5]{rules}")));
        assert!(matches!(loaded.stopped, Some(LoadStop::IllegalMove { reason: IllegalMove::Ko { .. }, .. })), "{rules}");
    }
}

#[test]
fn setup_nodes_later_in_the_game_restart_it() {
    let loaded = load("(;SZ[5];B[aa];W[ee];AB[cc]AE[aa]PL[W];W[dd];B[bb])");
    assert!(loaded.stopped.is_none());
    assert_eq!(loaded.moves_before_start, 2);
    assert_eq!(loaded.moves_loaded(), 4);
    let game = &loaded.game;
    assert_eq!(game.move_number(), 2);
    assert_eq!(game.start().1, Color::White);
    assert_eq!(game.board().get(pt("A5", 5)), None);
    assert_eq!(game.board().get(pt("C3", 5)), Some(Color::Black));
    // A later illegal move is numbered from the start of the record.
    let loaded = load("(;SZ[5];B[aa];W[ee];AB[cc];W[dd];B[cc])");
    assert_eq!(loaded.stopped.unwrap().move_number(), 4);
}

#[test]
fn setups_without_liberties_stop_the_load() {
    let loaded = load("(;SZ[5]AB[ab][ba]AW[aa])");
    let stop = loaded.stopped.unwrap();
    assert!(matches!(stop, LoadStop::BadSetup { node: 0, moves_before: 0, .. }));
    assert_eq!(
        stop.sentence(BoardSize::new(5).unwrap()),
        "The stones set up in the first node cannot be played from: a white group of 1 stone(s) has no liberties."
    );
    let loaded = load("(;SZ[5];B[ab];W[ee];AB[ba]AW[aa];B[cc])");
    assert_eq!(loaded.game.move_number(), 2);
    let stop = loaded.stopped.unwrap();
    assert!(stop.sentence(BoardSize::new(5).unwrap()).starts_with("The stones set up in node 3 (after move 2)"));
}

#[test]
fn komi_comes_from_the_record_and_loading_can_stop_early() {
    assert_eq!(load("(;SZ[9]KM[6.5])").game.ruleset().komi.points(), 6.5);
    assert_eq!(load("(;SZ[9])").game.ruleset().komi, Komi::CHINESE);
    let record = GameRecord::parse("(;SZ[9];B[aa];W[bb];B[cc];W[aa])").unwrap();
    for n in 0..=3 {
        let loaded = load_game_until(&record, Ruleset::CHINESE, n);
        assert_eq!(loaded.game.move_number(), n);
        assert!(loaded.stopped.is_none());
    }
    assert!(load_game_until(&record, Ruleset::CHINESE, 4).stopped.is_some());
}

#[test]
fn results_follow_how_the_game_ended() {
    let size = BoardSize::new(5).unwrap();
    let mut game = Game::new(size, Ruleset::CHINESE);
    let info = SaveInfo {
        black: Some("Ann".into()),
        date: Some("2025-03-01".into()),
        ..SaveInfo::default()
    };
    assert_eq!(save_game(&game, &info).info.result, None);
    game.play(Move::Play(pt("C3", 5))).unwrap();
    game.resign(Color::White);
    let record = save_game(&game, &info);
    assert_eq!(record.info.result.as_deref(), Some("B+R"));
    assert_eq!(record.info.black.as_deref(), Some("Ann"));
    assert_eq!(record.info.white, None);
    assert_eq!(record.info.date.as_deref(), Some("2025-03-01"));
    assert_eq!(record.info.rules.as_deref(), Some("Chinese"));
    game.undo();
    game.time_out(Color::Black);
    assert_eq!(save_game(&game, &info).info.result.as_deref(), Some("W+T"));
    game.undo();
    game.pass().unwrap();
    game.pass().unwrap();
    assert_eq!(save_game(&game, &info).info.result.as_deref(), Some("B+17.5"));
    let mut dead = DeadStones::default();
    dead.toggle_group(game.board(), pt("C3", 5));
    let info = SaveInfo { dead, ..info };
    // Nothing left: 12½ each, and komi gives White 7½ points.
    assert_eq!(save_game(&game, &info).info.result.as_deref(), Some("W+7.5"));
    let info = SaveInfo { result: Some("Void".into()), ..info };
    assert_eq!(save_game(&game, &info).info.result.as_deref(), Some("Void"));
}
