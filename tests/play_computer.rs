//! Playing the computer, natively: the new-game form's state, the messages to and from the
//! engine's worker (the same serde types, through JSON here), a whole game against level 1
//! to the count, undo of both moves, teaching mode, hints, the dead-stone proposal and a
//! dispute, Capture Go, the results by level and the saved game.
#![cfg(not(target_arch = "wasm32"))]

use weiqi::bot::{BotMove, Level};
use weiqi::play::coach::{HintAnswer, HintReason};
use weiqi::play::computer::{first_capture_move, Reply, Request, Task, Thinker};
use weiqi::play::new_game::{Against, ClockChoice, Colours, KomiChoice, NewGame};
use weiqi::play::state::Coach;
use weiqi::play::{Action, Goal, Opponent, Phase, PlayState, Said, SavedGame, Settings};
use weiqi::rules::{Board, BoardSize, Color, Game, Komi, Point, Quarters};

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

fn at(name: &str, size: u8) -> Point {
    Point::parse_gtp(name, BoardSize::new(size.into()).unwrap()).unwrap()
}

/// The request as the worker receives it: through a serialised form and back.
fn ask(thinker: &mut Thinker, state: &PlayState, id: u32, task: Task) -> Reply {
    let request = Request { id, game: SavedGame::of(state), task };
    let sent: Request = serde_json::from_str(&serde_json::to_string(&request).unwrap()).unwrap();
    assert_eq!(sent, request);
    let reply = thinker.answer(sent, &|| 0.0);
    serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap()
}

/// A game against the computer at `n` on a board of `size`, the learner with `learner`.
fn against(n: u8, size: u8, learner: Color) -> PlayState {
    let mut form = NewGame::from_settings(&Settings::default());
    form.set_against(Against::Computer(level(n)));
    form.set_size(size);
    let name = format!("Computer (level {n})");
    PlayState::new(form.settings(learner == Color::Black, ["You", &name]))
}

/// A game against the computer from an ASCII board.
fn against_from(ascii: &str, to_move: Color, computer: Color, teaching: bool) -> PlayState {
    let board = Board::from_ascii(ascii).unwrap();
    let settings = Settings {
        size: board.size().get(),
        opponent: Opponent::Computer { level: level(1), color: computer },
        teaching,
        ..Settings::default()
    };
    let game = Game::from_setup(board, to_move, settings.ruleset()).unwrap();
    PlayState::from_game(game, settings)
}

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
            match state.coach {
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
    let marked: Vec<Point> = state.dead.iter().collect();
    let mut proposed: Vec<Point> = groups.iter().flat_map(|g| g.stones.clone()).collect();
    proposed.sort();
    assert_eq!(marked, proposed, "the proposal is what is marked");
    for g in &groups {
        assert!(g.percent >= 50, "a dead group's points are mostly the opponent's");
        assert!(g.stones.iter().all(|&p| state.game.board().get(p) == Some(g.color)));
    }
    state.apply(Action::Agree(Color::Black));
    assert_eq!(state.phase(), Phase::Counted);
    let outcome = state.game.outcome(&state.dead);
    assert_eq!(state.winner(), outcome.winner());
    assert_eq!(state.announcement, Said::BothAgree(outcome));
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
    assert_eq!(state.game.move_number(), 2);
    state.apply(Action::Undo);
    assert_eq!(state.game.move_number(), 0);
    assert_eq!(state.game.to_move(), Color::Black);
    // Undo while the computer is to move takes back the learner's move only.
    state.apply(Action::Play(at("E5", 9)));
    state.apply(Action::Undo);
    assert_eq!((state.game.move_number(), state.computer_to_move()), (0, false));
    // A late answer to a request made before the undo is not played.
    state.apply(Action::Computer(BotMove::Play(at("C3", 9)), None));
    assert_eq!(state.game.move_number(), 0);
}

#[test]
fn teaching_mode_holds_the_computer_back_until_the_move_is_taken_back_or_kept() {
    let ascii = "
        . O . . .
        O . O . .
        . . . . .
        . . . . .
        . . . . .";
    let mut state = against_from(ascii, Color::Black, Color::White, true);
    state.apply(Action::Play(at("B4", 5)));
    let Some(Coach::Danger(danger)) = state.coach.clone() else { panic!("a warning: {:?}", state.coach) };
    assert_eq!((danger.liberty, danger.capturable), (at("B3", 5), true));
    assert!(!state.computer_to_move(), "the computer waits");
    state.apply(Action::TakeBack);
    assert_eq!((state.game.move_number(), state.coach.clone()), (0, None));
    state.apply(Action::Play(at("B4", 5)));
    state.apply(Action::KeepMove);
    assert!(state.computer_to_move());
    // Without teaching mode there is no warning.
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.apply(Action::Play(at("B4", 5)));
    assert_eq!(state.coach, None);
}

#[test]
fn a_hint_on_the_learners_turn_carries_its_reason() {
    let mut state = against_from(
        "
        . X . . .
        X O X . .
        . . . . .
        . . . . .
        . . . . .",
        Color::Black,
        Color::White,
        false,
    );
    assert!(state.hint_possible());
    state.apply(Action::Hint(HintAnswer { mv: BotMove::Play(at("B3", 5)), worth: Some(6), others: Vec::new() }));
    assert_eq!(
        state.coach,
        Some(Coach::Hint { mv: BotMove::Play(at("B3", 5)), reason: Some(HintReason::Captures(1)), others: Vec::new(), show_others: false }),
        "the capture is named rather than the worth"
    );
    let view = weiqi::play::view::board_view(&state, None, false);
    assert!(view.highlights.contains(&(at("B3", 5), weiqi::board_view::Highlight::Hint)));
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
    assert_eq!((state.phase(), state.coach.clone()), (Phase::Marking, Some(Coach::Disagrees)));
    state.apply(Action::Propose(groups));
    state.apply(Action::Agree(Color::Black));
    assert_eq!(state.phase(), Phase::Counted);
    // Playing on instead of agreeing forgets the proposal.
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.apply(Action::Pass);
    state.apply(Action::Computer(BotMove::Pass, None));
    state.apply(Action::Resume);
    assert_eq!((state.phase(), state.proposal.is_none()), (Phase::Playing, true));
}

#[test]
fn capture_go_ends_at_the_first_capture_and_the_computer_takes_or_saves_stones() {
    let ascii = "
        . X . . . . .
        X O X . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .";
    let mut state = against_from(ascii, Color::White, Color::White, false);
    state.settings.goal = Goal::FirstCapture;
    // White (the computer) to move saves its stone in atari; Black to move would take it.
    assert_eq!(first_capture_move(&state.game), Some(at("B5", 7)));
    state.apply(Action::Computer(BotMove::Pass, None));
    assert_eq!(state.phase(), Phase::Playing);
    assert_eq!(first_capture_move(&state.game), Some(at("B5", 7)), "Black captures");
    state.apply(Action::Play(at("B5", 7)));
    assert_eq!((state.phase(), state.capture_winner(), state.winner()), (Phase::Over, Some(Color::Black), Some(Color::Black)));
}

#[test]
fn a_game_against_the_computer_survives_a_reload_and_names_it_in_the_record() {
    let mut state = against(3, 9, Color::White);
    state.apply(Action::Computer(BotMove::Play(at("E5", 9)), None));
    state.apply(Action::Play(at("C3", 9)));
    let saved: SavedGame = serde_json::from_str(&serde_json::to_string(&SavedGame::of(&state)).unwrap()).unwrap();
    let back = saved.restore().unwrap();
    assert_eq!(back.computer(), Some((level(3), Color::Black)));
    assert_eq!(back.game.move_number(), 2);
    assert!(back.settings.teaching);
    let info = weiqi::record::SaveInfo {
        black: Some(back.settings.black.clone()),
        white: Some(back.settings.white.clone()),
        ..Default::default()
    };
    let sgf = weiqi::record::save_game(&back.game, &info).to_sgf();
    assert!(sgf.contains("PB[Computer (level 3)]") && sgf.contains("PW[You]"), "{sgf}");
}

#[test]
fn in_capture_go_the_computer_and_the_hint_play_on_where_the_engine_would_pass() {
    // Black's wall and White's wall are closed: the whole-board engine sees nothing left to
    // gain, but in Capture Go the game goes on until someone captures. A1 and B1 are safe
    // for White; a move into Black's side hands Black a capture.
    let ascii = "
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .";
    for computer in [Color::White, Color::Black] {
        let mut state = against_from(ascii, computer, computer, false);
        state.settings.goal = Goal::FirstCapture;
        assert_eq!(first_capture_move(&state.game), None, "nothing to take or save");
        let mut thinker = Thinker::new(7);
        for (id, task) in [(1, Task::Move(level(1))), (2, Task::Hint)] {
            let mv = match ask(&mut thinker, &state, id, task) {
                Reply::Move { mv, .. } => mv,
                Reply::Hint { answer, .. } => answer.mv,
                other => panic!("unexpected reply {other:?}"),
            };
            let BotMove::Play(p) = mv else { panic!("{computer:?} {task:?}: passed or resigned in Capture Go: {mv:?}") };
            let mut after = state.game.clone();
            after.play(weiqi::rules::Move::Play(p)).unwrap();
            let own_in_atari = after.board().groups().into_iter().any(|g| g.color == computer && g.liberties.len() == 1);
            assert!(!own_in_atari, "{computer:?} {task:?}: {} hands over stones while safe moves are left", p.to_gtp(state.game.size()));
        }
    }
}

#[test]
fn teaching_mode_warns_when_an_atari_is_left_unanswered() {
    // White's last move put the two black stones in atari; the learner plays elsewhere.
    let ascii = "
        . . . . . . .
        . . . . . . .
        . . O O . . .
        . O X X O . .
        . . O . . . .
        . . . . . . .
        . . . . . . .";
    let mut state = against_from(ascii, Color::Black, Color::White, true);
    state.apply(Action::Play(at("G7", 7)));
    let Some(Coach::Danger(danger)) = state.coach.clone() else { panic!("a warning: {:?}", state.coach) };
    assert_eq!((danger.stones.len(), danger.liberty, danger.unanswered), (2, at("D3", 7), true));
    assert!(!state.computer_to_move(), "the computer waits");
    state.apply(Action::TakeBack);
    state.apply(Action::Play(at("D3", 7)));
    assert_eq!(state.coach, None, "the atari answered: nothing to warn of");
    assert!(state.computer_to_move());
}

/// A thinker with the project's network loaded.
#[cfg(feature = "network")]
fn thinker_with_network(seed: u64) -> Thinker {
    let bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/weights/g170-b6c96.wqnn")).unwrap();
    let mut thinker = Thinker::new(seed);
    assert_eq!(thinker.load_weights(&bytes), Reply::WeightsReady);
    thinker
}

#[cfg(feature = "network")]
#[test]
fn with_the_network_a_hint_saves_stones_in_atari_and_offers_other_moves() {
    // Black's three stones in the middle have one liberty, at E3; saving them is plainly best.
    let ascii = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . O O . . . .
        . . O X X O . . .
        . . . O X O . . .
        . . X . . . X . .
        . . . . . . . . .
        . . . . . . . . .";
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    let mut thinker = thinker_with_network(3);
    let Reply::Hint { answer, .. } = ask(&mut thinker, &state, 1, Task::Hint) else { panic!("a hint") };
    assert!(answer.others.len() <= 2);
    assert!(answer.worth.is_some(), "the network says what the move is worth");
    state.apply(Action::Hint(answer.clone()));
    let Some(Coach::Hint { reason, .. }) = state.coach.clone() else { panic!("a hint: {:?}", state.coach) };
    assert_eq!((answer.mv, reason), (BotMove::Play(at("E3", 9)), Some(HintReason::Saves(3))), "{answer:?}");
    if !answer.others.is_empty() {
        state.apply(Action::ShowOtherChoices);
        let view = weiqi::play::view::board_view(&state, None, false);
        assert!(view.labels.contains(&(at("E3", 9), "1".to_string())));
        assert!(view.labels.contains(&(answer.others[0].point, "2".to_string())));
    }
}

#[cfg(feature = "network")]
#[test]
fn a_damaged_weights_file_is_refused_and_the_computer_still_plays() {
    let mut bytes = std::fs::read(concat!(env!("CARGO_MANIFEST_DIR"), "/weights/g170-b6c96.wqnn")).unwrap();
    bytes.truncate(bytes.len() / 2);
    let mut thinker = Thinker::new(4);
    assert_eq!(thinker.load_weights(&bytes), Reply::WeightsFailed { problem: weiqi::play::computer::WeightsProblem::Damaged });
    let state = against(1, 9, Color::White);
    let Reply::Move { mv: BotMove::Play(_), .. } = ask(&mut thinker, &state, 1, Task::Move(level(1))) else { panic!("a move") };
}

#[test]
fn who_owns_what_is_shaded_only_on_the_position_it_was_made_for() {
    // Black's wall on the left, White's on the right: each side's half is plain.
    let ascii = "
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .";
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    let mut thinker = Thinker::new(9);
    let Reply::Ownership { estimate, .. } = ask(&mut thinker, &state, 1, Task::Ownership) else { panic!("an estimate") };
    state.apply(Action::Estimate(estimate.clone()));
    let shading = state.estimate.as_ref().and_then(|e| e.shading(&state.game)).expect("shown on its position");
    assert_eq!(shading[0], Some(Color::Black), "A7 is Black's");
    assert_eq!(shading[6], Some(Color::White), "G7 is White's");
    state.apply(Action::Play(at("A1", 7)));
    assert_eq!(state.estimate.as_ref().and_then(|e| e.shading(&state.game)), None, "not on a later position");
    let before = state.estimate.clone();
    state.apply(Action::Estimate(estimate));
    assert_eq!(state.estimate, before, "an estimate of another position is not taken");
}

#[cfg(feature = "network")]
#[test]
fn with_the_network_who_owns_what_comes_from_it() {
    // Black's corner and White's corner on a 9×9 board, each walled off.
    let ascii = "
        . . . X O . . . .
        . . . X O . . . .
        . . . X O . . . .
        X X X X O . . . .
        O O O O O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .";
    let state = against_from(ascii, Color::Black, Color::White, false);
    let mut thinker = thinker_with_network(5);
    let Reply::Ownership { estimate, .. } = ask(&mut thinker, &state, 1, Task::Ownership) else { panic!("an estimate") };
    let shading = estimate.shading(&state.game).unwrap();
    assert_eq!(shading[9], Some(Color::Black), "A8 inside Black's corner");
    assert_eq!(shading[45], Some(Color::White), "A4 below White's wall");
    assert_eq!(shading[80], None, "J1, far from both, is still open");
}

#[cfg(feature = "network")]
#[test]
fn with_the_network_teaching_mode_names_a_move_that_gives_away_a_lot() {
    // White's three stones in the middle have one liberty, at E3; Black plays in the corner.
    let ascii = "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X X . . . .
        . . X O O X . . .
        . . . X O X . . .
        . . O . . . O . .
        . . . . . . . . .
        . . . . . . . . .";
    let mut state = against_from(ascii, Color::Black, Color::White, true);
    state.apply(Action::Play(at("A1", 9)));
    assert_eq!(state.coach, None, "no stones of Black's in danger");
    let mut thinker = thinker_with_network(6);
    let Reply::Move { mv, end, loss, .. } = ask(&mut thinker, &state, 1, Task::Move(level(1))) else { panic!("a move") };
    let loss = loss.expect("A1 instead of capturing three stones is a big loss");
    assert!(loss.points >= 10, "{loss:?}");
    assert_eq!(loss.better, Some(at("E3", 9)));
    state.apply(Action::Computer(mv, end));
    state.apply(Action::Judged(loss));
    assert_eq!(state.coach, Some(Coach::Lost(loss)));
    state.apply(Action::Undo);
    assert_eq!((state.game.move_number(), state.coach.clone()), (0, None), "both moves taken back");
    // Without teaching mode nothing is judged.
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.apply(Action::Play(at("A1", 9)));
    let Reply::Move { loss, .. } = ask(&mut thinker, &state, 2, Task::Move(level(1))) else { panic!("a move") };
    assert_eq!(loss, None);
}

#[test]
fn in_capture_go_the_hint_saves_the_learners_stones_in_atari_before_an_atari_elsewhere() {
    // The reviewer's game: White has just put Black's two stones (C4, D4) in atari; D3 gives
    // them two liberties. G2 or F1 would put the white stone at G1 in atari, but White
    // would take C4 and D4 first and win.
    let ascii = "
        . . . . . . .
        . . . . . . .
        . . O O . . .
        . O X X O . .
        . . O . . . .
        . . . . . . .
        . . . . . . O";
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.settings.goal = Goal::FirstCapture;
    let rescue = Some(HintReason::Rescue { stones: 2, at: at("C4", 7) });
    let mut thinker = Thinker::new(7);
    let Reply::Hint { answer, .. } = ask(&mut thinker, &state, 1, Task::Hint) else { panic!("a hint") };
    assert_eq!(answer.mv, BotMove::Play(at("D3", 7)), "the worker's hint");
    state.apply(Action::Hint(answer));
    let Some(Coach::Hint { mv, reason, .. }) = state.coach.clone() else { panic!("a hint: {:?}", state.coach) };
    assert_eq!((mv, reason), (BotMove::Play(at("D3", 7)), rescue));
    // Whatever the search would suggest, the stones in atari come first.
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G2", 7)))));
    let Some(Coach::Hint { mv, reason, .. }) = state.coach.clone() else { panic!("a hint: {:?}", state.coach) };
    assert_eq!((mv, reason), (BotMove::Play(at("D3", 7)), rescue));
    // In an ordinary game the same move is named by what it does.
    state.settings.goal = Goal::Count;
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G2", 7)))));
    let Some(Coach::Hint { reason, .. }) = state.coach.clone() else { panic!("a hint: {:?}", state.coach) };
    assert_eq!(reason, Some(HintReason::Ataris(1)));
}

#[test]
fn in_capture_go_stones_that_cannot_be_saved_are_said_so() {
    // Black's two stones on the edge have one liberty, A1, where Black may not play (no
    // liberty there), and nothing of White's can be taken.
    let ascii = "
        . . . . . . .
        . . . . . . .
        . . . . . . .
        . . . . . . .
        O O . . . . .
        X X O . . . .
        . O . . . . O";
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.settings.goal = Goal::FirstCapture;
    assert_eq!(first_capture_move(&state.game), None);
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G2", 7)))));
    let Some(Coach::Hint { mv, reason, .. }) = state.coach.clone() else { panic!("a hint: {:?}", state.coach) };
    assert_eq!((mv, reason), (BotMove::Play(at("G2", 7)), Some(HintReason::CannotSave { stones: 2, at: at("A2", 7) })));
}
