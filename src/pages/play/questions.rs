//! The Play page's questions and the games put aside: may another game take the unfinished
//! one's place, which of two tabs' games to keep, and the list of games put aside (newest
//! first), each with the way back to it.

use yew::prelude::*;

use crate::play::session::{Aside, Msg, Replacement, MAX_KEPT};
use crate::play::PlayState;
use crate::text;

/// "Ann against Bo: 9×9, 3 moves, 5 December" for a game put aside.
fn kept_sentence(aside: &Aside) -> String {
    let kept = &aside.game;
    let game = text::Msg::new("play-kept")
        .arg("black", crate::play::open::short(&text::player_name(kept.settings(), crate::rules::Color::Black), 40))
        .arg("white", crate::play::open::short(&text::player_name(kept.settings(), crate::rules::Color::White), 40))
        .arg("size", kept.settings().size)
        .arg("moves", kept.game().move_number());
    match aside.at.filter(|&at| at > 0) {
        Some(at) => {
            let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(at as f64))
                .to_locale_date_string(crate::text::locale().tag(), &wasm_bindgen::JsValue::UNDEFINED);
            text::Msg::new("play-kept-on").arg("game", game.text()).arg("date", String::from(date)).text()
        }
        None => game.text(),
    }
}

/// "Your game is put aside…", and when the list is full, what goes to make room (`oldest`).
fn put_aside_sentence(oldest: Option<&Aside>) -> String {
    let kept = text::Msg::new("play-ask-kept").text();
    match oldest {
        Some(oldest) => {
            let drop = text::Msg::new("play-ask-drop-oldest").arg("max", MAX_KEPT).arg("game", kept_sentence(oldest));
            text::Msg::new("two-sentences").arg("first", kept).arg("second", drop.text()).text()
        }
        None => kept,
    }
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

/// The games put aside, newest first, each with the buttons to go back to it or delete it
/// (`on_resume` and `on_forget` get its place in the list).
pub(super) fn kept_list(kept: &[Aside], on_resume: &Callback<usize>, on_forget: &Callback<usize>) -> Html {
    let items = kept.iter().enumerate().map(|(i, aside)| {
        let id = format!("play-kept-{i}");
        html! {
            <li>
                <p id={id.clone()}>{ kept_sentence(aside) }</p>
                <div class="play__row">
                    <button type="button" class="btn btn--primary" aria-describedby={id.clone()} onclick={on_resume.reform(move |_: MouseEvent| i)}>
                        { text::Msg::words("play-resume") }
                    </button>
                    <button type="button" class="btn btn--quiet" aria-describedby={id} onclick={on_forget.reform(move |_: MouseEvent| i)}>
                        { text::Msg::words("play-forget") }
                    </button>
                </div>
            </li>
        }
    });
    html! {
        <div class="play__kept">
            <h2 id="play-kept-heading">{ text::Msg::new("play-kept-heading").arg("n", kept.len()).text() }</h2>
            <ul class="play__kept-list" aria-labelledby="play-kept-heading">{ for items }</ul>
        </div>
    }
}

/// "Start the new game in its place?" over the unfinished game `current`; `oldest`: the game
/// that goes to make room when the list of games put aside is full; `on_answer` makes the
/// callback of each answer.
pub(super) fn replace_question(replacement: &Replacement, current: &PlayState, oldest: Option<&Aside>, on_answer: impl Fn(bool) -> Callback<MouseEvent>) -> Html {
    let (ask, yes) = question(replacement, current.game().move_number());
    html! {
        <section class="play__ask" role="alert" aria-labelledby="play-ask">
            <p id="play-ask">
                { ask }
                { text::gap() }
                { put_aside_sentence(oldest) }
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
pub(super) fn other_tab_question(other: &PlayState, mine: &PlayState, oldest: Option<&Aside>, dispatch: &Callback<Msg>) -> Html {
    html! {
        <section class="play__ask" role="alert" aria-labelledby="play-other-tab">
            <p id="play-other-tab">
                { text::Msg::new("play-other-tab").arg("there", other.game().move_number()).arg("here", mine.game().move_number()).text() }
                { text::gap() }
                { text::Msg::new("play-other-tab-kept").text() }
                if let Some(oldest) = oldest {
                    { text::gap() }{ text::Msg::new("play-ask-drop-oldest").arg("max", MAX_KEPT).arg("game", kept_sentence(oldest)).text() }
                }
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
