//! A game that outlives the page: the saved form, records opened and reopened, a game kept
//! aside, and a game played on in another tab.

use super::*;

#[test]
fn the_saved_form_rebuilds_the_game() {
    let settings = Settings {
        handicap: 2,
        time: TimeControl::Countdown { main_s: 600, minutes: 5 },
        black: "Ann".into(),
        ..Settings::default()
    };
    let mut s = PlayState::new(settings);
    play(&mut s, &["E5", "E6"]);
    s.apply(Action::Tick(65_000));
    s.apply(Action::Pass);
    s.apply(Action::Pass);
    s.apply(Action::ToggleDead(at("E6", 9)));
    let saved = SavedGame::of(&s);
    let json = serde_json::to_string(&saved).unwrap();
    assert!(json.len() < 800, "compact: {json}");
    let back: SavedGame = serde_json::from_str(&json).unwrap();
    let r = back.restore().unwrap();
    assert_eq!(r.game().board(), s.game().board());
    assert_eq!(r.game().moves(), s.game().moves());
    assert_eq!(r.game().handicap(), 2);
    assert_eq!(r.phase(), Phase::Marking);
    assert_eq!(r.dead(), s.dead());
    assert_eq!(r.clock(), s.clock());
    assert_eq!(r.settings().black, "Ann");
    // A damaged record is refused, not half-loaded.
    let mut bad = back.clone();
    bad.moves.push_str(" Bzz");
    assert!(bad.restore().is_none());
    // Handicap stones that leave no liberty (a damaged record) are refused, not a panic.
    let mut full = back.clone();
    full.settings.size = 2;
    full.start_black = "aaabbabb".into();
    full.moves.clear();
    full.dead.clear();
    assert!(full.restore().is_none());
    let mut resigned = PlayState::new(Settings::default());
    resigned.apply(Action::Resign);
    assert_eq!(SavedGame::of(&resigned).restore().unwrap().phase(), Phase::Over);
}

#[test]
fn a_record_that_does_not_name_a_player_leaves_them_unnamed_and_the_page_says_their_colour() {
    use weiqi::play::open::open_record;
    use weiqi::record::{save_game, SaveInfo};
    use weiqi::text::player_name;
    let (state, _) = open_record("(;SZ[9]PW[Bo];B[ee])", &Settings::default()).unwrap();
    assert_eq!((state.settings().name(Color::Black), state.settings().name(Color::White)), (None, Some("Bo")));
    assert_eq!([player_name(state.settings(), Color::Black), player_name(state.settings(), Color::White)], ["Black", "Bo"]);
    // Saved again, the unnamed player stays unnamed: another language calls them anew.
    let info = SaveInfo { black: state.settings().name(Color::Black).map(str::to_string), ..SaveInfo::default() };
    let text = save_game(state.game(), &info).to_sgf();
    assert!(!text.contains("PB["), "{text}");
}

#[test]
fn records_open_with_plain_messages() {
    use weiqi::play::open::open_record;
    use weiqi::record::{save_game, SaveInfo};
    let base = Settings::default();
    // Not a record at all: why, in words, and nothing opened.
    let err = open_record("hello", &base).unwrap_err();
    assert_eq!(weiqi::text::say(&err), "This record has no game in it.");
    // An illegal move: loaded up to it, and the message says which and why.
    let (state, report) = open_record("(;SZ[9]GN[Club <b>game</b>]C[Hi];B[ee];W[ee])", &base).unwrap();
    assert_eq!(state.game().move_number(), 1);
    assert_eq!(weiqi::text::opened_line(&report), "Record opened: Club <b>game</b>.");
    assert_eq!(report.comment.as_deref(), Some("Hi"));
    assert!(report.stopped.is_some());
    let notes = weiqi::text::open_notes(&report);
    assert!(notes.iter().any(|n| n.starts_with("Move 2 (White E5) is not allowed")), "{notes:?}");
    // Variations: the main line opens, and the learner is told of the others.
    let (state, report) = open_record("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc])(;W[cg](;B[dd])(;B[ff])))", &base).unwrap();
    assert_eq!(state.game().move_number(), 3);
    assert_eq!(report.variations, 3);
    let notes = weiqi::text::open_notes(&report);
    assert!(notes.contains(&"This record has 3 variations beside its main line; the main line was opened.".to_string()), "{notes:?}");
    // A saved game opens again with its names, komi and handicap.
    let mut s = PlayState::new(Settings { handicap: 2, komi: Quarters(0), black: "Ann".into(), ..Settings::default() });
    play(&mut s, &["E5", "E4"]);
    let text = save_game(s.game(), &SaveInfo { black: Some("Ann".into()), white: Some("Bo".into()), ..SaveInfo::default() }).to_sgf();
    assert!(text.contains("HA[2]") && text.contains("PB[Ann]") && text.contains("RU[Chinese]"));
    let (back, _) = open_record(&text, &base).unwrap();
    assert_eq!(back.game().board(), s.game().board());
    assert_eq!(back.game().handicap(), 2);
    assert_eq!(back.settings().black, "Ann");
    assert_eq!(back.settings().white, "Bo");
    assert_eq!(back.settings().komi, Quarters(0));
}

#[test]
fn a_long_name_or_comment_from_a_record_is_cut_where_it_is_announced() {
    use weiqi::play::open::{open_record, short, shown_part, SHOWN_AT_FIRST};
    let name = "N".repeat(5_000);
    let comment = "x".repeat(100_000);
    let (state, report) = open_record(&format!("(;SZ[9]GN[{name}]C[{comment}];B[ee])"), &Settings::default()).unwrap();
    assert_eq!(weiqi::text::opened_line(&report), format!("Record opened: {}\u{2026}.", "N".repeat(80)));
    assert!(say(state.announcement()).chars().count() < 150, "{}", say(state.announcement()));
    let (part, more) = shown_part(report.comment.as_deref().unwrap(), SHOWN_AT_FIRST);
    assert_eq!((part.chars().count(), more), (SHOWN_AT_FIRST, true));
    // Cut on characters, never inside one.
    assert_eq!(short("围棋围棋", 2), "围棋\u{2026}");
    assert_eq!(shown_part("围棋", 1), ("围", true));
    assert_eq!(short("", 0), "");
}

#[test]
fn the_games_put_aside_round_trip_through_storage_and_a_kept_game_of_version_1_reads_as_a_list() {
    use weiqi::play::kept::{same_game, KeptEntry, KeptGames};
    use weiqi::storage::{load, save, LoadOutcome, MemoryStore, Store};
    let mut s = PlayState::new(Settings::default());
    play(&mut s, &["E5", "E4", "D4"]);
    let saved = SavedGame::of(&s);
    // A game restored and saved again is the same game (the list is matched that way).
    assert!(same_game(&SavedGame::of(&saved.restore().unwrap()), &saved));
    let mut store = MemoryStore::new();
    let list = KeptGames(vec![KeptEntry { game: saved.clone(), at: 1_764_900_000_000 }]);
    save(&mut store, &list).unwrap();
    assert_eq!(load::<KeptGames>(&mut store), LoadOutcome::Loaded(list));
    // Version 1 kept one game.
    let v1 = format!(r#"{{"v":1,"data":{}}}"#, serde_json::to_string(&saved).unwrap());
    store.set("weiqi.play.kept", &v1).unwrap();
    let LoadOutcome::Migrated(migrated) = load::<KeptGames>(&mut store) else { panic!("not migrated") };
    assert_eq!(migrated, KeptGames(vec![KeptEntry { game: saved, at: 0 }]));
}

/// A 5×5 game played on an empty board to two passes, with Black's stone on D3 dead.
fn finished_game() -> PlayState {
    let mut s = PlayState::new(Settings {
        size: 5,
        komi: Quarters(0),
        time: TimeControl::Countdown { main_s: 600, minutes: 5 },
        ..Settings::default()
    });
    // Black builds the B wall, White the C wall and a stone on E3; Black plays D3 inside.
    play(&mut s, &["B1", "C1", "B2", "C2", "B3", "C3", "B4", "C4", "B5", "C5", "D3", "E3"]);
    s.apply(Action::Pass);
    s.apply(Action::Pass);
    assert_eq!(s.phase(), Phase::Marking);
    s.apply(Action::ToggleDead(at("D3", 5)));
    s.apply(Action::Agree(Color::Black));
    s.apply(Action::Agree(Color::White));
    assert_eq!(s.phase(), Phase::Counted);
    s
}

#[test]
fn a_finished_game_reopens_with_its_result_dead_stones_and_clock() {
    use weiqi::play::open::{open_record, write_clock};
    use weiqi::record::{save_game, SaveInfo};
    let s = finished_game();
    let mut record = save_game(s.game(), &SaveInfo { dead: s.dead().clone(), ..SaveInfo::default() });
    write_clock(&mut record, s.settings().time);
    let text = record.to_sgf();
    assert!(text.contains("TW[dc]"), "the dead Black stone is White's territory: {text}");
    assert!(text.contains("TM[600]") && text.contains("[5x60 countdown]"), "{text}");

    let (back, _) = open_record(&text, &Settings::default()).unwrap();
    assert_eq!(back.phase(), Phase::Counted, "the count, not the marking again");
    assert_eq!(back.dead(), s.dead());
    assert_eq!(back.game().outcome(back.dead()), s.game().outcome(s.dead()));
    assert_eq!(back.settings().time, s.settings().time);

    // A record whose marks do not give its result asks for the dead stones.
    let wrong = text.replace("TW[dc]", "");
    let (asked, _) = open_record(&wrong, &Settings::default()).unwrap();
    assert_eq!(asked.phase(), Phase::Marking);
    assert!(asked.dead().is_empty());
}

#[test]
fn a_resigned_or_timed_out_record_reopens_over() {
    use weiqi::play::open::open_record;
    use weiqi::rules::GameEnd;
    for (re, end) in [
        ("W+R", GameEnd::Resigned { winner: Color::White }),
        ("B+Resign", GameEnd::Resigned { winner: Color::Black }),
        ("B+T", GameEnd::TimeOut { winner: Color::Black }),
    ] {
        let (state, _) = open_record(&format!("(;SZ[9]RE[{re}];B[ee];W[cc])"), &Settings::default()).unwrap();
        assert_eq!(state.phase(), Phase::Over, "{re}");
        assert_eq!(state.game().end(), Some(end), "{re}");
    }
    // A score, an unknown result or none: the game stays open.
    for re in ["RE[B+3.5]", "RE[?]", "RE[Void]", ""] {
        let (state, _) = open_record(&format!("(;SZ[9]{re};B[ee];W[cc])"), &Settings::default()).unwrap();
        assert_eq!(state.phase(), Phase::Playing, "{re}");
    }
    // A record stopped early by an illegal move is not ended by its result.
    let (state, report) = open_record("(;SZ[9]RE[W+R];B[ee];W[ee])", &Settings::default()).unwrap();
    assert!(report.stopped.is_some());
    assert_eq!(state.phase(), Phase::Playing);
}

#[test]
fn a_game_played_on_in_another_tab_continues_this_one_and_a_new_game_does_not() {
    let mut here = PlayState::new(Settings::default());
    play(&mut here, &["E5", "E6"]);
    let mine = SavedGame::of(&here);
    let mut there = here.clone();
    play(&mut there, &["D5", "D6"]);
    assert!(SavedGame::of(&there).continues(&mine), "the same game, two moves on");
    assert!(mine.continues(&mine), "the same game");
    assert!(!mine.continues(&SavedGame::of(&there)), "this tab is behind, not ahead");
    let mut other = PlayState::new(Settings::default());
    play(&mut other, &["E5", "D6"]);
    assert!(!SavedGame::of(&other).continues(&mine), "another move at move 2");
    let mut bigger = PlayState::new(Settings { size: 13, ..Settings::default() });
    play(&mut bigger, &["E5", "E6"]);
    assert!(!SavedGame::of(&bigger).continues(&mine), "another board");
}

/// A game of `moves` random legal moves (seeded) with `handicap` stones and `komi`, then two
/// passes, the smallest group of each colour marked dead, and both players agreeing.
fn counted_game(handicap: u8, komi: Quarters, seed: u64) -> PlayState {
    let mut s = PlayState::new(Settings { handicap, komi, ..Settings::default() });
    let mut rng = weiqi::rules::Rng::new(seed);
    let size = s.game().size();
    for _ in 0..50 {
        let color = s.game().to_move();
        let legal: Vec<Point> = size.points().filter(|&p| s.game().check_for(color, p).is_ok()).collect();
        if legal.is_empty() {
            break;
        }
        s.apply(Action::Play(legal[rng.below(legal.len() as u32) as usize]));
    }
    s.apply(Action::Pass);
    s.apply(Action::Pass);
    assert_eq!(s.phase(), Phase::Marking);
    for color in Color::ALL {
        let groups = s.game().board().groups();
        if let Some(g) = groups.iter().filter(|g| g.color == color).min_by_key(|g| g.stones.len()) {
            s.apply(Action::ToggleDead(g.stones[0]));
        }
    }
    s.apply(Action::Agree(Color::Black));
    s.apply(Action::Agree(Color::White));
    assert_eq!(s.phase(), Phase::Counted);
    s
}

#[test]
fn the_counting_trainer_counts_a_game_as_the_play_page_does_whatever_the_handicap() {
    use weiqi::counting::benchmark;
    use weiqi::play::saved::GameToCount;
    let cases = [(0, Komi::CHINESE.quarters()), (2, Quarters(0)), (3, Quarters(0)), (4, Quarters(0)), (2, Komi::CHINESE.quarters())];
    for (seed, (handicap, komi)) in cases.into_iter().enumerate() {
        let s = counted_game(handicap, komi, seed as u64 + 1);
        let played = s.game().outcome(s.dead());
        let task = GameToCount(SavedGame::of(&s)).task().expect("the game rebuilds");
        assert!(!task.dead.is_empty(), "the dead stones go with the game");
        assert_eq!(task.outcome(), played, "handicap {handicap}, komi {komi:?}: the same result");
        assert_eq!(played.benchmark, s.settings().target().needs, "the Play page's target is the count's");
        assert_eq!(benchmark(&task, Color::Black).target, played.benchmark, "the trainer's target for Black");
        let white_target = benchmark(&task, Color::White).target;
        assert_eq!(white_target.0, 4 * 81 / 2 - (played.benchmark.0 - 4 * 81 / 2), "White's target mirrors Black's");
    }
}
