//! Capture Go: the game ends at the first capture; the computer and the hint take stones,
//! or save the learner's stones in atari first, and play on where the engine would pass.

use super::*;

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
    let mut state = capture_go_from(ascii, Color::White, Color::White);
    // White (the computer) to move saves its stone in atari; Black to move would take it.
    assert_eq!(first_capture_move(state.game()), Some(at("B5", 7)));
    state.apply(Action::Computer(BotMove::Pass, None));
    assert_eq!(state.phase(), Phase::Playing);
    assert_eq!(first_capture_move(state.game()), Some(at("B5", 7)), "Black captures");
    state.apply(Action::Play(at("B5", 7)));
    assert_eq!((state.phase(), state.capture_winner(), state.winner()), (Phase::Over, Some(Color::Black), Some(Color::Black)));
}

#[test]
fn in_capture_go_the_computer_and_the_hint_play_on_where_the_engine_would_pass() {
    // Black's wall and White's wall are closed: the whole-board engine sees nothing left to
    // gain, but in Capture Go the game goes on until someone captures. A1 and B1 are safe
    // for White; a move into Black's side hands Black a capture.
    let ascii = TWO_WALLS;
    for computer in [Color::White, Color::Black] {
        let state = capture_go_from(ascii, computer, computer);
        assert_eq!(first_capture_move(state.game()), None, "nothing to take or save");
        let mut thinker = Thinker::new(7);
        for (id, task) in [(1, Task::Move(level(1))), (2, Task::Hint)] {
            let mv = match ask(&mut thinker, &state, id, task) {
                Reply::Move { mv, .. } => mv,
                Reply::Hint { answer, .. } => answer.mv,
                other => panic!("unexpected reply {other:?}"),
            };
            let BotMove::Play(p) = mv else { panic!("{computer:?} {task:?}: passed or resigned in Capture Go: {mv:?}") };
            let mut after = state.game().clone();
            after.play(weiqi::rules::Move::Play(p)).unwrap();
            let own_in_atari = after.board().groups().into_iter().any(|g| g.color == computer && g.liberties.len() == 1);
            assert!(!own_in_atari, "{computer:?} {task:?}: {} hands over stones while safe moves are left", p.to_gtp(state.game().size()));
        }
    }
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
    let mut state = capture_go_from(ascii, Color::Black, Color::White);
    let rescue = Some(HintReason::Rescue { stones: 2, at: at("C4", 7) });
    let mut thinker = Thinker::new(7);
    let Reply::Hint { answer, .. } = ask(&mut thinker, &state, 1, Task::Hint) else { panic!("a hint") };
    assert_eq!(answer.mv, BotMove::Play(at("D3", 7)), "the worker's hint");
    state.apply(Action::Hint(answer));
    let Some(Coach::Hint { mv, reason, .. }) = state.coach().cloned() else { panic!("a hint: {:?}", state.coach()) };
    assert_eq!((mv, reason), (BotMove::Play(at("D3", 7)), rescue));
    // Whatever the search would suggest, the stones in atari come first.
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G2", 7)))));
    let Some(Coach::Hint { mv, reason, .. }) = state.coach().cloned() else { panic!("a hint: {:?}", state.coach()) };
    assert_eq!((mv, reason), (BotMove::Play(at("D3", 7)), rescue));
    // In an ordinary game the network's move elsewhere stands, and the hint says why it
    // leaves the stones in atari (saving them is worth less), not only what G2 does.
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G2", 7)))));
    let Some(Coach::Hint { reason, .. }) = state.coach().cloned() else { panic!("a hint: {:?}", state.coach()) };
    assert_eq!(reason, Some(HintReason::SavingIsSmaller { stones: 2, at: at("C4", 7) }));
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
    let mut state = capture_go_from(ascii, Color::Black, Color::White);
    assert_eq!(first_capture_move(state.game()), None);
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G2", 7)))));
    let Some(Coach::Hint { mv, reason, .. }) = state.coach().cloned() else { panic!("a hint: {:?}", state.coach()) };
    assert_eq!((mv, reason), (BotMove::Play(at("G2", 7)), Some(HintReason::CannotSave { stones: 2, at: at("A2", 7) })));
}
