//! The game's buttons: pass, undo, hint, resign (with a confirmation), the aids and
//! switches, and a new game.

use yew::prelude::*;

use super::super::game::StateRef;
use crate::play::session::Msg;
use crate::play::{Action, Phase};
use crate::text;

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub state: StateRef,
    pub act: Callback<Action>,
    pub dispatch: Callback<Msg>,
    pub liberties: bool,
    pub on_liberties: Callback<bool>,
    /// "Who owns what": the engine's estimate shaded on the board.
    pub owners: bool,
    pub on_owners: Callback<bool>,
    /// Asks the computer for a suggested move (games against it, on the learner's turn).
    #[prop_or_default]
    pub hint: Option<Callback<MouseEvent>>,
    /// Whether it is a game against the computer (the hint button is shown).
    #[prop_or_default]
    pub computer: bool,
}

/// Pass, undo, resign (with a confirmation), the aids and switches, and a new game.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let state = &props.state.0;
    let confirming = use_state_eq(|| false);
    let playing = state.phase() == Phase::Playing && state.review().is_none() && !state.computer_to_move();
    let act = &props.act;
    let resign = if *confirming && playing {
        let yes = {
            let (act, confirming) = (act.clone(), confirming.clone());
            Callback::from(move |_: MouseEvent| {
                confirming.set(false);
                act.emit(Action::Resign);
            })
        };
        let no = {
            let confirming = confirming.clone();
            Callback::from(move |_: MouseEvent| confirming.set(false))
        };
        html! {
            <div class="play__confirm" role="group" aria-label={text::Msg::words("play-panel-resign-confirm")}>
                <p>{ text::Msg::new("play-panel-resign-confirm-side").arg("color", state.game().to_move()).text() }</p>
                <button type="button" class="btn btn--danger" onclick={yes}>{ text::Msg::words("play-panel-resign-yes") }</button>
                <button type="button" class="btn" onclick={no}>{ text::Msg::words("play-panel-resign-no") }</button>
            </div>
        }
    } else {
        let ask = {
            let confirming = confirming.clone();
            Callback::from(move |_: MouseEvent| confirming.set(true))
        };
        html! {
            <button type="button" class="btn" onclick={ask} disabled={!playing}>{ text::Msg::words("play-panel-resign") }</button>
        }
    };
    let toggle_owners = {
        let (on, cb) = (props.owners, props.on_owners.clone());
        Callback::from(move |_: Event| cb.emit(!on))
    };
    let toggle_liberties = {
        let (on, cb) = (props.liberties, props.on_liberties.clone());
        Callback::from(move |_: Event| cb.emit(!on))
    };
    let prefs = super::super::prefs::use_prefs();
    let toggle_sound = {
        let prefs = prefs.clone();
        Callback::from(move |_: Event| prefs.change(|p| p.muted = !p.muted))
    };
    let tap_on = prefs.tap_to_confirm();
    let toggle_tap = {
        let prefs = prefs.clone();
        Callback::from(move |_: Event| prefs.change(|p| p.tap_to_confirm = Some(!tap_on)))
    };
    html! {
        <section class="play__controls">
            <div class="play__row">
                // Pass is a move like any other, not the page's first action: a plain button
                // after Undo and Hint, so that a stray tap on an empty board does not pass.
                <button type="button" class="btn" disabled={!state.can_undo() || state.review().is_some()}
                    onclick={act.reform(|_: MouseEvent| Action::Undo)}>{ text::Msg::words("play-panel-undo") }</button>
                if state.computer().is_some() {
                    <button type="button" class="btn" disabled={props.hint.is_none()}
                        onclick={props.hint.clone().unwrap_or_default()}>{ text::Msg::words("play-panel-hint") }</button>
                }
                <button type="button" class="btn" disabled={!playing}
                    onclick={act.reform(|_: MouseEvent| Action::Pass)}>{ text::Msg::words("play-panel-pass") }</button>
                { resign }
            </div>
            <div class="play__switches">
                <label class="switch">
                    <input type="checkbox" checked={props.liberties} onchange={toggle_liberties} />
                    { text::Msg::words("play-panel-liberties") }
                </label>
                <label class="switch">
                    <input type="checkbox" checked={props.owners} onchange={toggle_owners} />
                    { text::Msg::words("play-panel-owners") }
                </label>
                <label class="switch">
                    <input type="checkbox" checked={!prefs.muted} onchange={toggle_sound} />
                    { text::Msg::words("play-panel-sound") }
                </label>
                <label class="switch">
                    <input type="checkbox" checked={tap_on} onchange={toggle_tap} />
                    { text::Msg::words("play-panel-tap") }
                </label>
            </div>
            if props.liberties {
                <p class="play__hint">{ text::Msg::words("play-panel-liberties-hint") }</p>
            }
            if props.owners {
                <p class="play__hint">{ text::Msg::words("play-panel-owners-legend") }</p>
            }
            <button type="button" class="btn btn--quiet" onclick={props.dispatch.reform(|_: MouseEvent| Msg::Form(true))}>
                { text::Msg::words("play-panel-new-game") }
            </button>
        </section>
    }
}
