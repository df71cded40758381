//! The lesson page's ways on: the next step (or the end of the chapter and the course), and a
//! game step's link to its game on the Play page.

use yew::prelude::*;

use crate::route::{Link, Route};
use crate::lessons::format::Preset;
use crate::text;

/// The button text for a game step's game.
fn game_label(preset: Preset) -> String {
    match preset {
        Preset::Capture => text::Msg::words("lesson-game-capture"),
        Preset::First => text::Msg::words("lesson-game-first"),
    }
}

/// "Next", or at the last step the way back to the course (and, after the last chapter, to a
/// game); the primary button once the step is `solved`.
pub(super) fn next_link(last: bool, final_lesson: bool, solved: bool, on_next: Callback<MouseEvent>) -> Html {
    if last && final_lesson {
        html! {
            <>
                <Link to={Route::Learn} classes="btn">{ text::Msg::words("lesson-finish") }</Link>
                <Link to={Route::Play} classes={classes!("btn", solved.then_some("btn--primary"))}>{ text::Msg::words("lesson-play-game") }</Link>
            </>
        }
    } else if last {
        html! { <Link to={Route::Learn} classes={classes!("btn", solved.then_some("btn--primary"))}>{ text::Msg::words("lesson-finish") }</Link> }
    } else {
        html! { <button type="button" class={classes!("btn", solved.then_some("btn--primary"))} onclick={on_next}>{ text::Msg::words("lesson-next") }</button> }
    }
}

/// A game step: the link to its game (`query`: the Play page's address query), and, until the
/// step is solved, "I have played it — go on" (`played`).
pub(super) fn game_link(game: Preset, query: &str, solved: bool, played: Callback<MouseEvent>) -> Html {
    html! {
        <div class="task task--game">
            // A plain link: the address is the whole story (`#/play?game=…&lesson=…&step=…`).
            <a href={format!("#/play?{query}")}
                class={classes!("btn", (!solved).then_some("btn--primary"))}>
                { game_label(game) }
            </a>
            if !solved {
                <p class="task__note">{ text::Msg::words("lesson-game-help") }</p>
                <button type="button" class="btn btn--quiet" onclick={played}>{ text::Msg::words("lesson-game-played") }</button>
            }
        </div>
    }
}

/// After the course's last step: what to do next, and the way to each.
pub(super) fn what_next() -> Html {
    html! {
        <section class="lesson__next" aria-labelledby="lesson-next-heading">
            <h2 id="lesson-next-heading">{ text::Msg::words("lesson-next-heading") }</h2>
            <ul>
                <li><Link to={Route::Play}>{ text::Msg::words("lesson-next-play") }</Link></li>
                <li><Link to={Route::Practice}>{ text::Msg::words("lesson-next-practice") }</Link></li>
                <li><Link to={Route::Count}>{ text::Msg::words("lesson-next-count") }</Link></li>
            </ul>
        </section>
    }
}
