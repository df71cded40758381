//! The coach's notes below the board: a suggested move and why, a warning that a move lets
//! the learner's stones be captured, why the computer plays on after a pass, and its
//! disagreement about dead stones, each with its buttons.

use yew::prelude::*;

use crate::play::state::Coach;
use crate::play::{Action, PlayState};
use crate::text::{choice_words, coach_words, Msg};

/// The note with its buttons: take back or keep a dangerous move, put the computer's
/// proposal back, or dismiss.
pub fn note(coach: &Coach, state: &PlayState, act: &Callback<Action>) -> Html {
    let buttons = match coach {
        Coach::Danger(_) => html! {
            <div class="play__row">
                <button type="button" class="btn btn--primary" onclick={act.reform(|_: MouseEvent| Action::TakeBack)}>{ Msg::words("play-coach-take-back") }</button>
                <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::KeepMove)}>{ Msg::words("play-coach-keep") }</button>
            </div>
        },
        Coach::Lost(_) => html! {
            <div class="play__row">
                <button type="button" class="btn btn--primary" onclick={act.reform(|_: MouseEvent| Action::Undo)}>{ Msg::words("play-coach-take-back-both") }</button>
                <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::Dismiss)}>{ Msg::words("play-coach-keep") }</button>
            </div>
        },
        Coach::Disagrees => {
            let groups = state.proposal().map(|p| p.groups.clone()).unwrap_or_default();
            html! {
                <div class="play__row">
                    <button type="button" class="btn" onclick={act.reform(move |_: MouseEvent| Action::Propose(groups.clone()))}>{ Msg::words("play-coach-use-proposal") }</button>
                </div>
            }
        }
        Coach::Hint { others, show_others, .. } => {
            let size = state.game().size();
            html! {
                <>
                    if *show_others {
                        <ul class="play__choices">
                            { for others.iter().enumerate().map(|(n, c)| html! { <li>{ choice_words(n + 2, c, size) }</li> }) }
                        </ul>
                    }
                    <div class="play__row">
                        if !others.is_empty() && !*show_others {
                            <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::ShowOtherChoices)}>{ Msg::words("play-coach-more") }</button>
                        }
                        <button type="button" class="btn btn--quiet" onclick={act.reform(|_: MouseEvent| Action::Dismiss)}>{ Msg::words("play-coach-dismiss") }</button>
                    </div>
                </>
            }
        }
        _ => html! {
            <button type="button" class="btn btn--quiet" onclick={act.reform(|_: MouseEvent| Action::Dismiss)}>{ Msg::words("play-coach-dismiss") }</button>
        },
    };
    let alert = matches!(coach, Coach::Danger(_) | Coach::Lost(_));
    html! {
        <div class={classes!("play__coach", alert.then_some("play__coach--warn"))} role={if alert { "alert" } else { "status" }}>
            <p>{ coach_words(coach, state.game().size()) }</p>
            { buttons }
        </div>
    }
}
