//! Whether another game may take the board's place: one rule for every way the game on the
//! board is replaced (the new-game form, an opened record, a course link), so an unfinished
//! game is never thrown away without a question.

use super::state::{Phase, PlayState};

/// What putting another game on the board asks of the learner first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Replacing {
    /// Nothing unfinished is on the board: the other game takes its place at once.
    Freely,
    /// An unfinished game of `moves` moves is on the board: ask first; a "yes" puts it aside
    /// to go back to. `drops_oldest`: as many games as can be are put aside already, so the
    /// oldest of them goes to make room, as the question says.
    Ask { moves: usize, drops_oldest: bool },
}

/// Whether `state` is a game still going, with moves that would be lost if it were replaced.
pub fn unfinished(state: &PlayState) -> bool {
    matches!(state.phase(), Phase::Playing | Phase::Marking) && state.game().move_number() > 0
}

/// What replacing `current` asks, when `kept` games are put aside already.
pub fn replacing(current: Option<&PlayState>, kept: usize) -> Replacing {
    match current {
        Some(state) if unfinished(state) => Replacing::Ask { moves: state.game().move_number(), drops_oldest: kept >= super::kept::MAX_KEPT },
        _ => Replacing::Freely,
    }
}

/// `next` as the game that replaces `current` on the page: numbered past it, so everything
/// drawn or saved from the old game's number is drawn and saved again (two records with as
/// many moves are still two games).
pub fn numbered_after(mut next: PlayState, current: Option<&PlayState>) -> PlayState {
    next.number_past(current.map_or(0, PlayState::serial));
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::{Action, Settings};
    use crate::rules::Point;

    fn with_moves(n: usize) -> PlayState {
        let mut state = PlayState::new(Settings::default());
        for i in 0..n {
            let p = Point::new(i as u8, 0).unwrap();
            state.apply(Action::Play(p));
        }
        state
    }

    #[test]
    fn an_empty_or_ended_game_is_replaced_freely() {
        assert_eq!(replacing(None, 0), Replacing::Freely);
        assert_eq!(replacing(Some(&with_moves(0)), 0), Replacing::Freely);
        let mut resigned = with_moves(3);
        resigned.apply(Action::Resign);
        assert_eq!(replacing(Some(&resigned), 0), Replacing::Freely);
    }

    #[test]
    fn an_unfinished_game_is_asked_about_and_the_oldest_kept_named_when_the_list_is_full() {
        let game = with_moves(4);
        assert_eq!(replacing(Some(&game), 0), Replacing::Ask { moves: 4, drops_oldest: false });
        assert_eq!(replacing(Some(&game), 19), Replacing::Ask { moves: 4, drops_oldest: false });
        assert_eq!(replacing(Some(&game), 20), Replacing::Ask { moves: 4, drops_oldest: true });
    }

    #[test]
    fn a_replacing_game_is_numbered_past_the_old_one() {
        let old = with_moves(5);
        let fresh = PlayState::new(Settings::default());
        assert!(numbered_after(fresh.clone(), Some(&old)).serial() > old.serial());
        assert_ne!(numbered_after(fresh, None).serial(), 0);
    }
}
