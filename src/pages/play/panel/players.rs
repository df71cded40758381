//! Both players beside the board: name, colour, captures, clock, and whose turn it is.

use yew::prelude::*;

use crate::play::{Phase, PlayState};
use crate::rules::Color;
use crate::text;

/// Both players: name, colour, captures, clock, and whose turn it is.
pub fn players(state: &PlayState) -> Html {
    let playing = state.phase() == Phase::Playing;
    let side = |color: Color| {
        let face = state.clock().face(color);
        let to_play = playing && state.game().to_move() == color;
        let running = state.clock().running() == Some(color) && playing;
        let name = state.settings().name(color);
        let class = classes!(
            "player",
            format!("player--{}", color.name().to_ascii_lowercase()),
            to_play.then_some("player--to-play"),
            face.urgent.then_some("player--urgent")
        );
        html! {
            <li {class} aria-current={to_play.then_some("true")}>
                <span class="player__stone" aria-hidden="true"></span>
                <span class="player__name">
                    { crate::play::open::short(&text::player_name(state.settings(), color), 60) }
                    // A player called by their colour (a record without names) is not told it twice.
                    if name.is_some_and(|n| n != text::say(&color)) {
                        <span class="player__color">{ text::gap() }{ text::Msg::new("play-players-color").arg("color", color).text() }</span>
                    }
                </span>
                if to_play {
                    <span class="player__turn">{ text::Msg::words("play-panel-to-play") }</span>
                }
                <span class="player__captures">{ text::Msg::new("play-panel-captures").arg("n", state.game().captures(color)).text() }</span>
                if state.clock().is_on() {
                    <span class={classes!("player__clock", running.then_some("player__clock--running"))}
                        data-color={color.name()}>
                        <span class="player__time">{ face.time }</span>
                        <span class="player__detail">{ crate::text::say(&face.detail) }</span>
                    </span>
                }
            </li>
        }
    };
    html! {
        <section class="play__players" aria-label={text::Msg::words("play-panel-players")}>
            <ul class="players">
                { side(Color::Black) }
                { side(Color::White) }
            </ul>
            if let Some(call) = state.last_call() {
                <p class="play__call" aria-live="off">{ crate::text::say(&call) }</p>
            }
        </section>
    }
}
