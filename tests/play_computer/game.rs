//! A game against the computer from the new-game form to the count: the form's settings, a
//! whole game against level 1, undo, a disputed proposal, a reload, and who owns what.

use super::*;

#[test]
fn the_new_game_form_makes_the_settings_of_a_game_against_the_computer() {
    let mut form = NewGame::from_settings(&Settings::default());
    assert_eq!(form.against, Against::Friend);
    form.set_against(Against::Computer(level(2)));
    let s = form.settings(true, ["You", "Computer (level 2)"]);
    assert_eq!(s.opponent, Opponent::Computer { level: level(2), color: Color::White });
    assert_eq!((s.black.as_str(), s.white.as_str()), ("You", "Computer (level 2)"));
    assert!(s.teaching, "levels 1 to 3 teach");
    let s = form.settings(false, ["You", "Computer (level 2)"]);
    assert_eq!(s.opponent, Opponent::Computer { level: level(2), color: Color::Black });
    assert_eq!(s.black, "Computer (level 2)");

    // From level 4 teaching mode is a choice.
    let mut form = NewGame::from_settings(&Settings::default());
    form.teaching = false;
    form.set_against(Against::Computer(level(6)));
    assert!(!form.settings(true, ["a", "b"]).teaching);
    form.teaching = true;
    assert!(form.settings(true, ["a", "b"]).teaching);

    // The form opens as the last game was set up.
    let again = NewGame::from_settings(&form.settings(false, ["a", "b"]));
    assert_eq!((again.against, again.colours), (Against::Computer(level(6)), Colours::SecondBlack));

    // Handicap on 19×19, then a 9×9 board that cannot take nine stones.
    let mut form = NewGame::from_settings(&Settings::default());
    form.set_size(19);
    form.set_handicap(9);
    assert_eq!((form.handicap, form.komi), (9, KomiChoice::None));
    form.set_handicap(12);
    assert_eq!((form.handicap, form.komi()), (0, Komi::CHINESE.quarters()), "more stones than the board takes");
    form.set_custom_komi("6½");
    assert_eq!(form.custom_komi, Quarters(13));
    form.set_custom_komi("lots");
    assert_eq!(form.custom_komi, Quarters(13), "text that is no number changes nothing");
    form.clock = ClockChoice::Countdown;
    form.reserve_min = 0;
    assert_eq!(form.time(), weiqi::play::TimeControl::Countdown { main_s: 600, minutes: 1 });

    // Capture Go: a small board, no handicap, no komi.
    let mut form = NewGame::from_settings(&Settings::default());
    form.set_size(19);
    form.set_handicap(4);
    form.set_goal(Goal::FirstCapture);
    assert_eq!(form.size, 9);
    form.set_size(7);
    let s = form.settings(true, ["a", "b"]);
    assert_eq!((s.size, s.handicap, s.komi, s.goal), (7, 0, Quarters(0), Goal::FirstCapture));
}

#[test]
fn a_whole_game_against_level_1_ends_with_the_proposal_agreed_and_the_engines_count() {
    let mut state = against(1, 9, Color::Black);
    let mut computer = Thinker::new(7);
    // The learner's moves: the engine's hints, a stronger player than level 1.
    let mut coach = Thinker::new(8);
    let mut id = 0;
    while state.phase() == Phase::Playing {
        id += 1;
        assert!(id < 400, "the game ends");
        if state.computer_to_move() {
            let Reply::Move { id: answered, mv, end, .. } = ask(&mut computer, &state, id, Task::Move(level(1))) else {
                panic!("a move")
            };
            assert_eq!(answered, id);
            state.apply(Action::Computer(mv, end));
        } else {
            match state.coach() {
                Some(Coach::Danger(_)) => state.apply(Action::KeepMove),
                _ => {
                    let Reply::Hint { answer, .. } = ask(&mut coach, &state, id, Task::Hint) else { panic!("a hint") };
                    let mv = answer.mv;
                    state.apply(Action::Hint(answer));
                    match mv {
                        BotMove::Play(p) => state.apply(Action::Play(p)),
                        _ => state.apply(Action::Pass),
                    }
                }
            }
        }
    }
    assert_eq!(state.phase(), Phase::Marking, "the game ends by two passes");
    assert!(state.proposal_due());
    let Reply::DeadStones { groups, .. } = ask(&mut computer, &state, id + 1, Task::DeadStones) else { panic!("dead stones") };
    state.apply(Action::Propose(groups.clone()));
    let marked: Vec<Point> = state.dead().iter().collect();
    let mut proposed: Vec<Point> = groups.iter().flat_map(|g| g.stones.clone()).collect();
    proposed.sort();
    assert_eq!(marked, proposed, "the proposal is what is marked");
    for g in &groups {
        assert!(g.percent >= 50, "a dead group's points are mostly the opponent's");
        assert!(g.stones.iter().all(|&p| state.game().board().get(p) == Some(g.color)));
    }
    state.apply(Action::Agree(Color::Black));
    assert_eq!(state.phase(), Phase::Counted);
    let outcome = state.game().outcome(state.dead());
    assert_eq!(state.winner(), outcome.winner());
    assert_eq!(state.announcement(), &Said::BothAgree(outcome));
}

#[test]
fn undo_takes_back_the_learners_move_and_the_computers_answer() {
    let mut state = against(1, 9, Color::Black);
    let mut computer = Thinker::new(1);
    state.apply(Action::Play(at("E5", 9)));
    assert!(state.computer_to_move());
    assert_eq!(state.point_action(at("C3", 9)), None, "no move for the learner on the computer's turn");
    let Reply::Move { mv, end, .. } = ask(&mut computer, &state, 1, Task::Move(level(1))) else { panic!() };
    state.apply(Action::Computer(mv, end));
    assert_eq!(state.game().move_number(), 2);
    state.apply(Action::Undo);
    assert_eq!(state.game().move_number(), 0);
    assert_eq!(state.game().to_move(), Color::Black);
    // Undo while the computer is to move takes back the learner's move only.
    state.apply(Action::Play(at("E5", 9)));
    state.apply(Action::Undo);
    assert_eq!((state.game().move_number(), state.computer_to_move()), (0, false));
    // A late answer to a request made before the undo is not played.
    state.apply(Action::Computer(BotMove::Play(at("C3", 9)), None));
    assert_eq!(state.game().move_number(), 0);
}

#[test]
fn changed_marks_are_a_dispute_until_the_proposal_is_put_back() {
    let ascii = "
        . X O . .
        . X O . .
        X X O . .
        . X O O O
        X X O . X";
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.apply(Action::Pass);
    state.apply(Action::Computer(BotMove::Pass, None));
    assert_eq!(state.phase(), Phase::Marking);
    let mut thinker = Thinker::new(3);
    let Reply::DeadStones { groups, .. } = ask(&mut thinker, &state, 1, Task::DeadStones) else { panic!() };
    assert_eq!(groups.iter().map(|g| (g.color, g.stones.clone())).collect::<Vec<_>>(), vec![(Color::Black, vec![at("E1", 5)])]);
    state.apply(Action::Propose(groups.clone()));
    state.apply(Action::ToggleDead(at("E1", 5)));
    state.apply(Action::Agree(Color::Black));
    assert_eq!((state.phase(), state.coach().cloned()), (Phase::Marking, Some(Coach::Disagrees)));
    state.apply(Action::Propose(groups));
    state.apply(Action::Agree(Color::Black));
    assert_eq!(state.phase(), Phase::Counted);
    // Playing on instead of agreeing forgets the proposal.
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.apply(Action::Pass);
    state.apply(Action::Computer(BotMove::Pass, None));
    state.apply(Action::Resume);
    assert_eq!((state.phase(), state.proposal().is_none()), (Phase::Playing, true));
}

#[test]
fn a_game_against_the_computer_survives_a_reload_and_names_it_in_the_record() {
    let mut state = against(3, 9, Color::White);
    state.apply(Action::Computer(BotMove::Play(at("E5", 9)), None));
    state.apply(Action::Play(at("C3", 9)));
    let saved: SavedGame = serde_json::from_str(&serde_json::to_string(&SavedGame::of(&state)).unwrap()).unwrap();
    let back = saved.restore().unwrap();
    assert_eq!(back.computer(), Some((level(3), Color::Black)));
    assert_eq!(back.game().move_number(), 2);
    assert!(back.settings().teaching);
    let info = weiqi::record::SaveInfo {
        black: Some(back.settings().black.clone()),
        white: Some(back.settings().white.clone()),
        ..Default::default()
    };
    let sgf = weiqi::record::save_game(back.game(), &info).to_sgf();
    assert!(sgf.contains("PB[Computer (level 3)]") && sgf.contains("PW[You]"), "{sgf}");
}

#[test]
fn who_owns_what_is_shaded_only_on_the_position_it_was_made_for() {
    // Black's wall on the left, White's on the right: each side's half is plain.
    let ascii = TWO_WALLS;
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    let mut thinker = Thinker::new(9);
    let Reply::Ownership { estimate, .. } = ask(&mut thinker, &state, 1, Task::Ownership) else { panic!("an estimate") };
    state.apply(Action::Estimate(estimate.clone()));
    let shading = state.estimate().and_then(|e| e.shading(state.game())).expect("shown on its position");
    assert_eq!(shading[0].map(|s| s.owner), Some(Color::Black), "A7 is Black's");
    assert_eq!(shading[6].map(|s| s.owner), Some(Color::White), "G7 is White's");
    state.apply(Action::Play(at("A1", 7)));
    assert_eq!(state.estimate().and_then(|e| e.shading(state.game())), None, "not on a later position");
    let before = state.estimate().cloned();
    state.apply(Action::Estimate(estimate));
    assert_eq!(state.estimate(), before.as_ref(), "an estimate of another position is not taken");
}
