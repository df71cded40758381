//! The Play page's reducer and board adapter, natively: captures, refused moves and what the
//! board shows for them, passes, dead stones and the count, resignation, time-out, undo,
//! review, and the saved form that survives a reload.
#![cfg(not(target_arch = "wasm32"))]

use weiqi::board_view::Highlight;
use weiqi::play::view::{board_view, count_lines, move_list};
use weiqi::play::{Action, Effect, Phase, PlayState, Said, SavedGame, Settings, TimeControl};
use weiqi::text::say;
use weiqi::rules::{Board, BoardSize, Color, Game, IllegalMove, Komi, Owner, Point, Quarters};

/// What the Play page calls the players of a record that does not name them (in English).
const UNNAMED: [&str; 2] = ["Black", "White"];

fn at(name: &str, size: u8) -> Point {
    Point::parse_gtp(name, BoardSize::new(size.into()).unwrap()).unwrap()
}

/// A game from an ASCII board with `to_move` to play, default settings for its size.
fn from_ascii(ascii: &str, to_move: Color) -> PlayState {
    from_ascii_with(ascii, to_move, Settings::default())
}

/// A game from an ASCII board with `to_move` to play, `settings` for its size.
fn from_ascii_with(ascii: &str, to_move: Color, settings: Settings) -> PlayState {
    let board = Board::from_ascii(ascii).unwrap();
    let settings = Settings { size: board.size().get(), ..settings };
    let game = Game::from_setup(board, to_move, settings.ruleset()).unwrap();
    PlayState::from_game(game, settings)
}

fn play(state: &mut PlayState, names: &[&str]) {
    let n = state.settings().size;
    for name in names {
        state.apply(Action::Play(at(name, n)));
        assert!(state.notice().is_none(), "{name}: {:?}", state.notice());
    }
}

#[test]
fn a_capture_is_counted_sounded_and_announced() {
    let mut s = from_ascii(
        "
        . X . . .
        X O . . .
        . X . . .
        . . . . .
        . . . . .",
        Color::Black,
    );
    play(&mut s, &["C4"]);
    assert_eq!(s.game().captures(Color::Black), 1);
    assert_eq!(s.effects(), [Effect::Stone, Effect::Capture(1)]);
    assert_eq!(say(s.announcement()), "Black C4. Captures 1 stone.");
    let view = board_view(&s, None, false);
    assert_eq!(view.stone(at("B4", 5)), None);
    assert_eq!(view.last_move, Some(at("C4", 5)));
    assert_eq!(view.ghost, Some(Color::White));
}

#[test]
fn suicide_is_refused_and_the_group_is_shown() {
    let mut s = from_ascii(
        "
        . X . . .
        X . . . .
        . . . . .
        . . . . .
        . . . . .",
        Color::White,
    );
    let before = s.game().move_number();
    s.apply(Action::Play(at("A5", 5)));
    assert_eq!(s.game().move_number(), before, "nothing was played");
    assert_eq!(s.effects(), [Effect::Refused]);
    let notice = s.notice().cloned().unwrap();
    assert_eq!(
        notice.why.sentence(s.game().size()),
        "White would have no liberties here and captures nothing, so this point is forbidden for White."
    );
    assert_eq!(s.announcement(), &Said::Refused { why: notice.why.clone(), size: s.game().size() });
    let view = board_view(&s, None, false);
    assert_eq!(view.highlight(at("A5", 5)), Some(Highlight::Problem));
    // The next legal move clears the notice.
    play(&mut s, &["C3"]);
    assert!(board_view(&s, None, false).highlights.is_empty());
}

#[test]
fn ko_shows_the_ko_stone() {
    let mut s = from_ascii(
        "
        . X O . .
        X O . O .
        . X O . .
        . . . . .
        . . . . .",
        Color::Black,
    );
    play(&mut s, &["C4"]); // Black takes the ko
    s.apply(Action::Play(at("B4", 5))); // White may not retake at once
    let notice = s.notice().cloned().unwrap();
    assert!(matches!(notice.why, IllegalMove::Ko { .. }), "{:?}", notice.why);
    assert!(say(s.announcement()).starts_with("This is a ko."), "{}", say(s.announcement()));
    let view = board_view(&s, None, false);
    assert_eq!(view.highlight(at("C4", 5)), Some(Highlight::Problem));
    assert_eq!(view.highlight(at("B4", 5)), Some(Highlight::Problem));
}

#[test]
fn superko_offers_the_earlier_position() {
    // Send two, return one: returning one stone would bring back the start position.
    let mut s = from_ascii(
        "
        . X . X .
        O O X . .
        . . . . .
        . . . . .
        . . . . .",
        Color::Black,
    );
    play(&mut s, &["A5", "C5"]);
    s.apply(Action::Play(at("B5", 5)));
    let notice = s.notice().cloned().expect("a repetition is refused");
    assert_eq!(notice.earlier, Some(0));
    assert!(matches!(notice.why, IllegalMove::Superko { repeats_move: 0, .. }), "{:?}", notice.why);
    assert!(say(s.announcement()).contains("exactly as it was at the start"), "{}", say(s.announcement()));
    s.apply(Action::ShowEarlier(true));
    assert!(s.show_earlier());
    let view = board_view(&s, None, false);
    assert_eq!(view.stone(at("A5", 5)), None, "the start position is shown");
    assert_eq!(view.stone(at("D5", 5)), Some(Color::Black));
    assert!(view.is_dimmed(at("D5", 5)));
    assert_eq!(view.highlight(at("B5", 5)), Some(Highlight::Problem));
    assert_eq!(s.point_action(at("E1", 5)), None, "no play while the earlier board shows");
    s.apply(Action::Dismiss);
    assert!(!s.show_earlier());
    assert_eq!(board_view(&s, None, false).stone(at("C5", 5)), Some(Color::White));
}

#[test]
fn liberties_aid_highlights_the_hovered_group() {
    let s = from_ascii(
        "
        . . . . .
        . X X . .
        . . . . .
        . . . . .
        . . . . .",
        Color::White,
    );
    let view = board_view(&s, Some(at("B4", 5)), true);
    let libs: Vec<_> = view.highlights.iter().filter(|(_, h)| *h == Highlight::Liberty).collect();
    assert_eq!(libs.len(), 6);
    assert!(board_view(&s, Some(at("B4", 5)), false).highlights.is_empty());
    assert!(board_view(&s, Some(at("E1", 5)), true).highlights.is_empty());
}

#[test]
fn two_passes_then_marking_agreeing_and_the_count() {
    let mut s = from_ascii_with(
        "
        . X O . .
        . X O . .
        . X O . O
        . X O . .
        . X O O .",
        Color::Black,
        Settings { komi: Quarters(0), ..Settings::default() },
    );
    s.apply(Action::Play(at("D3", 5)));
    s.apply(Action::Pass);
    assert_eq!(s.phase(), Phase::Playing);
    s.apply(Action::Pass);
    assert_eq!(s.phase(), Phase::Marking);
    assert!(say(s.announcement()).contains("Both passed"));
    // Clicks now mark groups; empty points do nothing.
    assert_eq!(s.point_action(at("A1", 5)), None);
    s.apply(Action::ToggleDead(at("D3", 5)));
    let view = board_view(&s, None, false);
    assert!(view.is_dimmed(at("D3", 5)));
    assert_eq!(view.owner(at("D3", 5)), Some(Owner::White));
    assert_eq!(view.owner(at("A3", 5)), Some(Owner::Black));
    assert_eq!(view.ghost, None);
    s.apply(Action::Agree(Color::Black));
    assert_eq!(s.phase(), Phase::Marking);
    // Changing the marks asks both again.
    s.apply(Action::ToggleDead(at("D3", 5)));
    assert_eq!(s.agreed(), [false, false]);
    s.apply(Action::ToggleDead(at("D3", 5)));
    s.apply(Action::Agree(Color::Black));
    s.apply(Action::Agree(Color::White));
    assert_eq!(s.phase(), Phase::Counted);
    let count = s.game().count(s.dead());
    let lines = count_lines(&count, Komi(s.settings().komi), 0);
    assert_eq!(say(&lines[0]), "Black: 5 stones on the board + 5 surrounded points = 10; needs more than 12½ (12½)");
    assert_eq!(say(&lines[1]), "White: 7 stones on the board + 8 surrounded points = 15");
    assert_eq!(say(&s.game().outcome(s.dead())), "White wins by 2½ stones (5 points).");
    assert!(say(s.announcement()).ends_with("White wins by 2½ stones (5 points)."));
    assert!(!s.can_undo());
}

#[test]
fn count_lines_name_komi_and_compensation() {
    let board = Board::from_ascii(". X O\n. X O\n. X O").unwrap();
    let count = weiqi::rules::count_area(&board, &Default::default());
    let lines = count_lines(&count, Komi::CHINESE, 2);
    assert_eq!(lines[0].target.map(|t| t.needs), Some(Quarters(37)));
    let said = say(&lines[0]);
    assert!(said.ends_with("needs more than 9¼ (4½ + 3¾ komi + 1 handicap compensation)"), "{said}");
    assert!(said.starts_with("Black: 3 stones on the board + 3 surrounded points = 6;"), "{said}");
}

#[test]
fn count_lines_say_the_shared_points_when_there_are_some() {
    let board = Board::from_ascii("X . O\nX . O\nX . O").unwrap();
    let count = weiqi::rules::count_area(&board, &Default::default());
    let lines = count_lines(&count, Komi::CHINESE, 0);
    let said = say(&lines[0]);
    assert!(said.starts_with("Black: 3 stones on the board + 0 surrounded points + half of 3 shared points = 4½;"), "{said}");
    assert_eq!(say(&lines[1]), "White: 3 stones on the board + 0 surrounded points + half of 3 shared points = 4½");
}

#[test]
fn count_lines_in_chinese_and_korean_use_the_courses_words_and_amounts() {
    use weiqi::text::bundle::{install, Bundle};
    use weiqi::text::Locale;
    let board = Board::from_ascii("X . O\nX . O\nX . O").unwrap();
    let count = weiqi::rules::count_area(&board, &Default::default());
    let lines = count_lines(&count, Komi::CHINESE, 0);
    let catalog = |tag: &str| std::fs::read_to_string(format!("{}/content/{tag}/messages.ftl", env!("CARGO_MANIFEST_DIR"))).unwrap();
    install(Locale::ZhHans, Some(&Bundle { messages: catalog("zh-Hans"), ..Bundle::default() })).unwrap();
    assert_eq!(say(&lines[0]), "黑：棋盘上3颗子 + 围住的0个点 + 3个单官的一半 = 4½；要多于8¼（4½ + 贴3¾子）");
    install(Locale::Ko, Some(&Bundle { messages: catalog("ko"), ..Bundle::default() })).unwrap();
    // Korean writes amounts in decimals, the half board too.
    assert_eq!(say(&lines[0]), "흑: 판 위의 돌 3개 + 둘러싼 빈 점 0개 + 공배 3개의 반 = 4.5. 8.25점보다 많아야 함(4.5 + 덤 3.75)");
    install(Locale::En, None).unwrap();
}

#[test]
fn resume_after_a_disagreement() {
    let mut s = PlayState::new(Settings::default());
    play(&mut s, &["E5"]);
    s.apply(Action::Pass);
    s.apply(Action::Pass);
    s.apply(Action::ToggleDead(at("E5", 9)));
    s.apply(Action::Resume);
    assert_eq!(s.phase(), Phase::Playing);
    assert!(s.dead().is_empty());
    assert_eq!(s.game().to_move(), Color::White);
    play(&mut s, &["C3"]);
}

#[test]
fn resignation_undo_and_review() {
    let mut s = PlayState::new(Settings::default());
    play(&mut s, &["E5", "C3", "G7"]);
    assert_eq!(move_list(s.game())[1].at.as_deref(), Some("C3"));
    s.apply(Action::Review(Some(1)));
    let view = board_view(&s, None, false);
    assert_eq!(view.stone(at("C3", 9)), None);
    assert_eq!(view.ghost, None);
    assert_eq!(s.point_action(at("A1", 9)), None, "review never changes the game");
    s.apply(Action::Play(at("A1", 9)));
    assert_eq!(s.game().move_number(), 3);
    s.apply(Action::Review(None));
    s.apply(Action::Undo);
    assert_eq!(s.game().move_number(), 2);
    assert_eq!(s.game().to_move(), Color::Black);
    s.apply(Action::Resign);
    assert_eq!(s.phase(), Phase::Over);
    assert_eq!(say(s.announcement()), "Black resigns. White wins by resignation.");
    assert!(s.can_undo());
    s.apply(Action::Undo);
    assert_eq!(s.phase(), Phase::Playing);
}

#[test]
fn running_out_of_time_ends_the_game() {
    let settings = Settings { time: TimeControl::Fast { main_s: 0, period_s: 10 }, ..Settings::default() };
    let mut s = PlayState::new(settings);
    assert_eq!(s.clock().running(), Some(Color::Black));
    s.apply(Action::Tick(4_000));
    play(&mut s, &["E5"]);
    assert_eq!(s.clock().running(), Some(Color::White));
    s.apply(Action::Tick(9_500));
    assert_eq!(s.phase(), Phase::Playing);
    s.apply(Action::Tick(600));
    assert_eq!(s.phase(), Phase::Over);
    assert!(say(s.announcement()).ends_with("Black wins on time."), "{}", say(s.announcement()));
    assert!(s.effects().iter().any(|e| matches!(e, Effect::Say(said) if say(said) == "10. Time is up")));
    assert!(!s.can_undo());
}

#[test]
fn handicap_games_start_with_white_and_no_komi() {
    let settings = Settings { handicap: 3, komi: Quarters(0), ..Settings::default() };
    let s = PlayState::new(settings);
    assert_eq!(s.game().handicap(), 3);
    assert_eq!(s.game().to_move(), Color::White);
    assert_eq!(s.game().board().stone_count(Color::Black), 3);
}

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
fn a_record_that_does_not_name_a_player_calls_them_by_the_words_given() {
    use weiqi::play::open::open_record;
    let (state, _) = open_record("(;SZ[9]PW[Bo];B[ee])", &Settings::default(), ["黑方", "白方"]).unwrap();
    assert_eq!((state.settings().black.as_str(), state.settings().white.as_str()), ("黑方", "Bo"));
}

#[test]
fn records_open_with_plain_messages() {
    use weiqi::play::open::open_record;
    use weiqi::record::{save_game, SaveInfo};
    let base = Settings::default();
    // Not a record at all: why, in words, and nothing opened.
    let err = open_record("hello", &base, UNNAMED).unwrap_err();
    assert_eq!(weiqi::text::say(&err), "This record has no game in it.");
    // An illegal move: loaded up to it, and the message says which and why.
    let (state, report) = open_record("(;SZ[9]GN[Club <b>game</b>]C[Hi];B[ee];W[ee])", &base, UNNAMED).unwrap();
    assert_eq!(state.game().move_number(), 1);
    assert_eq!(weiqi::text::opened_line(&report), "Record opened: Club <b>game</b>.");
    assert_eq!(report.comment.as_deref(), Some("Hi"));
    assert!(report.stopped.is_some());
    let notes = weiqi::text::open_notes(&report);
    assert!(notes.iter().any(|n| n.starts_with("Move 2 (White E5) is not allowed")), "{notes:?}");
    // Variations: the main line opens, and the learner is told of the others.
    let (state, report) = open_record("(;SZ[9];B[ee](;W[cc];B[gg])(;W[gc])(;W[cg](;B[dd])(;B[ff])))", &base, UNNAMED).unwrap();
    assert_eq!(state.game().move_number(), 3);
    assert_eq!(report.variations, 3);
    let notes = weiqi::text::open_notes(&report);
    assert!(notes.contains(&"This record has 3 variations beside its main line; the main line was opened.".to_string()), "{notes:?}");
    // A saved game opens again with its names, komi and handicap.
    let mut s = PlayState::new(Settings { handicap: 2, komi: Quarters(0), black: "Ann".into(), ..Settings::default() });
    play(&mut s, &["E5", "E4"]);
    let text = save_game(s.game(), &SaveInfo { black: Some("Ann".into()), white: Some("Bo".into()), ..SaveInfo::default() }).to_sgf();
    assert!(text.contains("HA[2]") && text.contains("PB[Ann]") && text.contains("RU[Chinese]"));
    let (back, _) = open_record(&text, &base, UNNAMED).unwrap();
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
    let (state, report) = open_record(&format!("(;SZ[9]GN[{name}]C[{comment}];B[ee])"), &Settings::default(), UNNAMED).unwrap();
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
fn a_game_kept_aside_round_trips_through_storage() {
    use weiqi::play::saved::KeptGame;
    use weiqi::storage::{load, save, MemoryStore, Record};
    // Import checks a kept game with the saved game's check: same shape, same version.
    assert_eq!(<KeptGame as Record>::VERSION, <SavedGame as Record>::VERSION);
    let mut s = PlayState::new(Settings::default());
    play(&mut s, &["E5", "E4", "D4"]);
    let mut store = MemoryStore::new();
    save(&mut store, &KeptGame(SavedGame::of(&s))).unwrap();
    let back = load::<KeptGame>(&mut store).into_value().unwrap().0.restore().unwrap();
    assert_eq!(back.game().board(), s.game().board());
    assert_eq!(back.game().move_number(), 3);
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

    let (back, _) = open_record(&text, &Settings::default(), UNNAMED).unwrap();
    assert_eq!(back.phase(), Phase::Counted, "the count, not the marking again");
    assert_eq!(back.dead(), s.dead());
    assert_eq!(back.game().outcome(back.dead()), s.game().outcome(s.dead()));
    assert_eq!(back.settings().time, s.settings().time);

    // A record whose marks do not give its result asks for the dead stones.
    let wrong = text.replace("TW[dc]", "");
    let (asked, _) = open_record(&wrong, &Settings::default(), UNNAMED).unwrap();
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
        let (state, _) = open_record(&format!("(;SZ[9]RE[{re}];B[ee];W[cc])"), &Settings::default(), UNNAMED).unwrap();
        assert_eq!(state.phase(), Phase::Over, "{re}");
        assert_eq!(state.game().end(), Some(end), "{re}");
    }
    // A score, an unknown result or none: the game stays open.
    for re in ["RE[B+3.5]", "RE[?]", "RE[Void]", ""] {
        let (state, _) = open_record(&format!("(;SZ[9]{re};B[ee];W[cc])"), &Settings::default(), UNNAMED).unwrap();
        assert_eq!(state.phase(), Phase::Playing, "{re}");
    }
    // A record stopped early by an illegal move is not ended by its result.
    let (state, report) = open_record("(;SZ[9]RE[W+R];B[ee];W[ee])", &Settings::default(), UNNAMED).unwrap();
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
