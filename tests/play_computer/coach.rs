//! Teaching mode and hints: the computer held back, the hint's reason, the atari warning.

use super::*;

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
    let Some(Coach::Danger(danger)) = state.coach().cloned() else { panic!("a warning: {:?}", state.coach()) };
    assert_eq!((danger.liberty, danger.capturable), (at("B3", 5), true));
    assert!(!state.computer_to_move(), "the computer waits");
    state.apply(Action::TakeBack);
    assert_eq!((state.game().move_number(), state.coach().cloned()), (0, None));
    state.apply(Action::Play(at("B4", 5)));
    state.apply(Action::KeepMove);
    assert!(state.computer_to_move());
    // Without teaching mode there is no warning.
    let mut state = against_from(ascii, Color::Black, Color::White, false);
    state.apply(Action::Play(at("B4", 5)));
    assert_eq!(state.coach(), None);
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
        state.coach().cloned(),
        Some(Coach::Hint { mv: BotMove::Play(at("B3", 5)), reason: Some(HintReason::Captures(1)), others: Vec::new(), show_others: false }),
        "the capture is named rather than the worth"
    );
    let view = weiqi::play::view::board_view(&state, None, false);
    assert!(view.highlights.contains(&(at("B3", 5), weiqi::board_view::Highlight::Hint)));
}

/// Black's two stones on C4 and D4 are in atari (their last liberty D3); Black to play.
const TWO_IN_ATARI: &str = "
    . . . . . . .
    . . . . . . .
    . . O O . . .
    . O X X O . .
    . . O . . . .
    . . . . . . .
    . . . . . . .";

#[test]
fn teaching_mode_warns_when_an_atari_is_left_unanswered() {
    // White's last move put the two black stones in atari; the learner plays elsewhere.
    let mut state = against_from(TWO_IN_ATARI, Color::Black, Color::White, true);
    state.apply(Action::Play(at("G7", 7)));
    let Some(Coach::Danger(danger)) = state.coach().cloned() else { panic!("a warning: {:?}", state.coach()) };
    assert_eq!((danger.stones.len(), danger.liberty, danger.unanswered), (2, at("D3", 7), true));
    assert!(!state.computer_to_move(), "the computer waits");
    state.apply(Action::TakeBack);
    state.apply(Action::Play(at("D3", 7)));
    assert_eq!(state.coach(), None, "the atari answered: nothing to warn of");
    assert!(state.computer_to_move());
}

#[test]
fn a_hint_that_says_why_it_leaves_stones_in_atari_is_not_contradicted_by_a_warning() {
    // The two black stones are in atari; the hint plays elsewhere and says why.
    let mut state = against_from(TWO_IN_ATARI, Color::Black, Color::White, true);
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G7", 7)))));
    let Some(Coach::Hint { reason, .. }) = state.coach().cloned() else { panic!("a hint: {:?}", state.coach()) };
    assert_eq!(reason, Some(HintReason::SavingIsSmaller { stones: 2, at: at("C4", 7) }));
    state.apply(Action::Play(at("G7", 7)));
    assert_eq!(state.coach(), None, "the learner followed the hint that named the stones: no warning");
    assert!(state.computer_to_move());
    // The same after the hint was put away first ("Got it").
    let mut state = against_from(TWO_IN_ATARI, Color::Black, Color::White, true);
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G7", 7)))));
    state.apply(Action::Dismiss);
    assert_eq!(state.coach(), None);
    state.apply(Action::Play(at("G7", 7)));
    assert_eq!(state.coach(), None, "the hint was put away, not forgotten: no warning");
    // Elsewhere than the hint, the warning comes.
    let mut state = against_from(TWO_IN_ATARI, Color::Black, Color::White, true);
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G7", 7)))));
    state.apply(Action::Play(at("G6", 7)));
    assert!(matches!(state.coach(), Some(Coach::Danger(_))), "{:?}", state.coach());
}

#[test]
fn a_hint_that_saves_one_group_and_leaves_another_in_atari_is_not_contradicted_by_a_warning() {
    // Black's C4, D4 (liberty D3) and A7 (liberty A6) are in atari; the hint saves the two.
    let board = "
    X O . . . . .
    . . . . . . .
    . . O O . . .
    . O X X O . .
    . . O . . . .
    . . . . . . .
    . . . . . . .";
    let mut state = against_from(board, Color::Black, Color::White, true);
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("D3", 7)))));
    let Some(Coach::Hint { reason, .. }) = state.coach().cloned() else { panic!("a hint: {:?}", state.coach()) };
    assert_eq!(reason, Some(HintReason::SavingIsSmaller { stones: 1, at: at("A7", 7) }), "the hint names the stone it leaves");
    state.apply(Action::Play(at("D3", 7)));
    assert_eq!(state.coach(), None, "the learner followed the hint that named the stone: no warning");
    // Played without the hint, the same move is warned of.
    let mut state = against_from(board, Color::Black, Color::White, true);
    state.apply(Action::Play(at("D3", 7)));
    assert!(matches!(state.coach(), Some(Coach::Danger(d)) if d.stones == vec![at("A7", 7)]), "{:?}", state.coach());
}

#[test]
fn stones_left_in_atari_are_said_once_by_the_hints_then_each_hint_gives_its_own_reason() {
    let mut state = against_from(TWO_IN_ATARI, Color::Black, Color::White, true);
    state.apply(Action::Hint(HintAnswer::only(BotMove::Play(at("G7", 7)))));
    let Some(Coach::Hint { reason, .. }) = state.coach().cloned() else { panic!("a hint: {:?}", state.coach()) };
    assert_eq!(reason, Some(HintReason::SavingIsSmaller { stones: 2, at: at("C4", 7) }));
    state.apply(Action::Play(at("G7", 7)));
    state.apply(Action::Computer(BotMove::Play(at("A7", 7)), None));
    // The two stones are still in atari; the next hint, a capture of White's A7 stone... is
    // not the point: it gives its own move's reason, not the stones again.
    state.apply(Action::Hint(HintAnswer { mv: BotMove::Play(at("G1", 7)), worth: Some(5), others: Vec::new() }));
    let Some(Coach::Hint { reason, .. }) = state.coach().cloned() else { panic!("a hint: {:?}", state.coach()) };
    assert!(!matches!(reason, Some(HintReason::SavingIsSmaller { .. } | HintReason::CannotSave { .. })), "{reason:?}");
    assert_eq!(reason, Some(HintReason::Worth(5)));
}
