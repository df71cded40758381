//! "Who owns what" on the counting trainer: once a position is answered, a switch that shades
//! each point by the engine's estimate of its owner, with the same legend as on the Play page.
//! Never offered before the answer (it would give the count away).

use std::rc::Rc;

use yew::prelude::*;

use crate::pages::play::computer::{network_line, use_engine};
use crate::play::state::Estimate;
use crate::play::{Action, PlayState, Settings};
use crate::rules::{Board, Color, Game};
use crate::text::Msg;

/// A game between two players that starts from `board`, for asking the engine about it.
fn position_game(board: &Board, estimate: Option<Estimate>) -> PlayState {
    let settings = Settings { size: board.size().get(), ..Settings::default() };
    let game = Game::from_setup(board.clone(), Color::Black, settings.ruleset())
        .unwrap_or_else(|_| Game::new(board.size(), settings.ruleset()));
    let mut state = PlayState::from_game(game, settings);
    if let Some(estimate) = estimate {
        state.apply(Action::Estimate(estimate));
    }
    state
}

/// The shading of `board` while `on` (asked of the engine when it is switched on), and the
/// line about the network's download.
#[hook]
pub fn use_owners(board: &Board, on: bool) -> (Option<Vec<Option<crate::board_view::Shade>>>, Html) {
    let estimate = use_state_eq(|| None::<Estimate>);
    let state = use_memo((board.clone(), (*estimate).clone()), |(board, estimate)| {
        Rc::new(position_game(board, estimate.clone()))
    });
    let act = {
        let estimate = estimate.setter();
        Callback::from(move |action: Action| {
            if let Action::Estimate(answer) = action {
                estimate.set(Some(answer));
            }
        })
    };
    let engine = use_engine(&state, act, on);
    let shading = on.then(|| state.estimate().and_then(|e| e.shading(state.game()))).flatten();
    let line = if on { network_line(&engine) } else { html! {} };
    (shading, line)
}

/// The switch and, while it is on, the legend.
pub fn owners_switch(on: bool, set: Callback<bool>) -> Html {
    html! {
        <div class="count__owners">
            <label class="switch">
                // The box's own state once changed, so the switch and the board cannot part.
                <input type="checkbox" checked={on}
                    onchange={set.reform(|e: Event| e.target_unchecked_into::<web_sys::HtmlInputElement>().checked())} />
                { Msg::words("count-owners-computer") }
            </label>
            if on {
                <p class="play__hint">{ Msg::words("play-panel-owners-legend") }</p>
            }
        </div>
    }
}
