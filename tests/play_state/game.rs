//! A game played on the Play page: captures, refused moves, ko, passes, dead stones and the
//! count, resignation, time-out, undo, review and handicap.

use super::*;

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
    assert!(said.ends_with("needs more than 9¼ (4½ + 3¾ komi + 1 given back for the handicap stones)"), "{said}");
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
    assert_eq!(say(&lines[0]), "黑：棋盘上3颗子 + 围住的0个点 + 3个单官的一半\u{a0}=\u{a0}4½；要多于8¼（4½\u{a0}+\u{a0}贴3¾子）");
    install(Locale::Ko, Some(&Bundle { messages: catalog("ko"), ..Bundle::default() })).unwrap();
    // Korean writes amounts in decimals, the half board too. A sum keeps together (no-break
    // spaces around its signs).
    assert_eq!(say(&lines[0]), "흑: 판 위의 돌 3개 + 둘러싼 빈 점 0개 + 공배 3개의 반 = 4.5. 8.25점보다 많아야 함(4.5\u{a0}+\u{a0}덤 3.75)");
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
fn the_estimate_shades_a_point_by_how_sure_it_is() {
    use weiqi::board_view::Shade;
    use weiqi::play::state::Estimate;
    let game = Game::new(BoardSize::new(3).unwrap(), weiqi::rules::Ruleset::CHINESE);
    // An ownership of +0.62 or -0.68 (two stones a player saw shaded as dead like sure ones)
    // is shaded as likely only.
    let black = vec![100, 95, 90, 89, 62, 50, 49, 0, -68];
    let estimate = Estimate { position: Estimate::key_of(&game), black };
    let shading = estimate.shading(&game).unwrap();
    let sure = |owner| Some(Shade { owner, sure: true });
    let likely = |owner| Some(Shade { owner, sure: false });
    assert_eq!(
        shading,
        vec![sure(Color::Black), sure(Color::Black), sure(Color::Black), likely(Color::Black), likely(Color::Black), likely(Color::Black), None, None, likely(Color::White)]
    );
}

#[test]
fn the_number_of_moves_is_said_in_the_right_form() {
    use weiqi::rules::Color::{Black, White};
    assert_eq!(say(&Said::Restored { moves: 1, to_move: White }), "Game restored after 1 move. White to play.");
    assert_eq!(say(&Said::Restored { moves: 0, to_move: Black }), "Game restored before its first move. Black to play.");
    assert_eq!(say(&Said::Restored { moves: 12, to_move: Black }), "Game restored after 12 moves. Black to play.");
    assert_eq!(say(&Said::BackToGame { moves: 1, to_move: White }), "Back to your game: 1 move, White to play.");
    assert_eq!(say(&Said::Opened { name: None, moves: 0, to_move: Black }), "Record opened. No moves yet. Black to play.");
    assert_eq!(say(&Said::Opened { name: Some("Final".into()), moves: 1, to_move: White }), "Record opened: Final. 1 move. White to play.");
}
