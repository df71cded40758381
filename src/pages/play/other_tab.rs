//! The Play page and another tab of the app: the browser's `storage` event says at once when
//! another tab saved a game, and [`look`] decides what this tab does about it — this game
//! played on there is shown, another game is offered beside this one (never a silent
//! overwrite; the autosave refuses to write over it too).

use yew::prelude::*;

use super::Model;
use crate::play::session::Msg;
use crate::play::SavedGame;
use crate::storage::{Record, StorageHandle};

/// Looks at the game another tab saved over this one: this game played on is shown at once;
/// another game is offered beside this one.
pub(super) fn look(model: &UseReducerHandle<Model>, storage: &StorageHandle) {
    let Some((saved, other)) = storage.peek::<SavedGame>().and_then(|saved| Some((saved.clone(), saved.restore_with_review()?))) else {
        return;
    };
    let Some(mine) = model.game.as_deref().map(|game| SavedGame::of(game).with_review_of(game)) else { return };
    if saved.continues(&mine) {
        storage.take_as_seen::<SavedGame>();
        if saved != mine {
            model.dispatch(Msg::OtherTab(Box::new(other), false));
        }
    } else {
        model.dispatch(Msg::OtherTab(Box::new(other), true));
    }
}

/// Calls `saved` (the page's latest) whenever another tab saves the game or clears everything.
#[hook]
pub(super) fn use_other_tab_saves(saved: &Callback<()>) {
    crate::storage::use_saved_elsewhere(SavedGame::KEY, saved);
}
