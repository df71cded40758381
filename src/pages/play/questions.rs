//! The Play page's questions and the game kept aside: may another game take the unfinished
//! one's place, which of two tabs' games to keep, and the way back to the game put aside.

use yew::prelude::*;

use crate::play::session::{Msg, Replacement};
use crate::play::PlayState;
use crate::text;

/// "Your game (… moves) is kept." for the game put aside.
fn kept_sentence(kept: &PlayState) -> String {
    text::Msg::new("play-kept")
        .arg("black", crate::play::open::short(&kept.settings().black, 40))
        .arg("white", crate::play::open::short(&kept.settings().white, 40))
        .arg("moves", kept.game().move_number())
        .text()
}

/// The question over an unfinished game when `replacement` asks for its place: the sentence
/// and its "yes".
fn question(replacement: &Replacement, moves: usize) -> (String, String) {
    let (ask, yes) = match replacement {
        Replacement::Start(_) => (text::Msg::new("play-ask-new"), text::Msg::new("play-ask-yes")),
        Replacement::Open(..) => (text::Msg::new("play-ask-record"), text::Msg::new("play-ask-open")),
        Replacement::Preset(request, _) => (text::Msg::new("play-ask").arg("game", game_name(request.preset)), text::Msg::new("play-ask-yes")),
    };
    (ask.arg("moves", moves).text(), yes.text())
}

/// What the question over an unfinished game calls `preset`.
fn game_name(preset: crate::play::preset::Preset) -> String {
    match preset {
        crate::play::preset::Preset::Capture => text::Msg::new("play-game-capture"),
        crate::play::preset::Preset::First => text::Msg::new("play-game-first"),
    }
    .text()
}

/// The game put aside, with the buttons to go back to it or forget it.
pub(super) fn kept_box(kept: &PlayState, on_resume: Callback<MouseEvent>, on_forget: Callback<MouseEvent>) -> Html {
    html! {
        <div class="play__kept">
            <p>{ kept_sentence(kept) }</p>
            <div class="play__row">
                <button type="button" class="btn btn--primary" onclick={on_resume}>
                    { text::Msg::words("play-resume") }
                </button>
                <button type="button" class="btn btn--quiet" onclick={on_forget}>
                    { text::Msg::words("play-forget") }
                </button>
            </div>
        </div>
    }
}

/// "Start the new game in its place?" over the unfinished game `current`; `on_answer` makes
/// the callback of each answer.
pub(super) fn replace_question(replacement: &Replacement, current: &PlayState, kept: bool, on_answer: impl Fn(bool) -> Callback<MouseEvent>) -> Html {
    let (ask, yes) = question(replacement, current.game().move_number());
    html! {
        <section class="play__ask" role="alert" aria-labelledby="play-ask">
            <p id="play-ask">
                { ask }
                { text::gap() }
                { if kept { text::Msg::words("play-ask-lost") } else { text::Msg::words("play-ask-kept") } }
            </p>
            <div class="play__row">
                <button type="button" class="btn btn--primary" onclick={on_answer(true)}>{ yes }</button>
                <button type="button" class="btn" onclick={on_answer(false)}>
                    { text::Msg::words("play-ask-no") }
                </button>
            </div>
        </section>
    }
}

/// "This game was changed in another tab: which one do you want here?"
pub(super) fn other_tab_question(other: &PlayState, mine: &PlayState, dispatch: &Callback<Msg>) -> Html {
    html! {
        <section class="play__ask" role="alert" aria-labelledby="play-other-tab">
            <p id="play-other-tab">
                { text::Msg::new("play-other-tab").arg("there", other.game().move_number()).arg("here", mine.game().move_number()).text() }
                { text::gap() }
                { text::Msg::words("play-other-tab-kept") }
            </p>
            <div class="play__row">
                <button type="button" class="btn btn--primary" onclick={dispatch.reform(|_: MouseEvent| Msg::ChooseOtherTab(true))}>
                    { text::Msg::words("play-other-tab-theirs") }
                </button>
                <button type="button" class="btn" onclick={dispatch.reform(|_: MouseEvent| Msg::ChooseOtherTab(false))}>
                    { text::Msg::words("play-other-tab-mine") }
                </button>
            </div>
        </section>
    }
}
