//! The end of the game: marking dead stones (or the computer's proposal) and agreeing, then
//! the count, the result and where to go next.

use yew::prelude::*;

use super::super::game::StateRef;
use crate::play::view::count_lines;
use crate::play::{Action, Phase};
use crate::rules::{Color, GameEnd, Komi};
use crate::text;

/// What [`end_panel`] shows and does.
pub struct EndPanelProps {
    pub state: StateRef,
    pub act: Callback<Action>,
    /// Pictures in the step-by-step count (0: none).
    pub frames: usize,
    /// The picture shown, if the count is being watched.
    pub frame: Option<usize>,
    pub on_frame: Callback<Option<usize>>,
    /// Opens the counting trainer on the final position.
    pub count_yourself: Option<Callback<MouseEvent>>,
    /// The next game proposed against the computer, with why.
    pub next_game: Option<AttrValue>,
    /// Starts another game with the same settings (offered after Capture Go).
    pub again: Option<Callback<MouseEvent>>,
    /// For a game a lesson sent the learner to: the chapter and the step (from 1) to go
    /// back to.
    pub lesson: Option<(u8, usize)>,
}

/// "Back to the lesson", to the step after the game's (`#/learn/N?step=M`): the main button
/// after Capture Go, a plain one beside the count's own buttons after a counted game.
fn back_to_lesson(lesson: Option<(u8, usize)>, primary: bool) -> Html {
    let Some((number, step)) = lesson else { return html! {} };
    html! {
        <div class="play__lesson">
            <p class="play__hint">{ text::Msg::words("play-panel-back-to-lesson-help") }</p>
            <a href={crate::lessons::course::step_href(number, step)} class={classes!("btn", primary.then_some("btn--primary"))}>
                { text::Msg::words("play-panel-back-to-lesson") }
            </a>
        </div>
    }
}

/// "You win!" or "The computer wins this time." in a game against the computer.
fn verdict(state: &crate::play::PlayState) -> Option<String> {
    let learner = state.learner()?;
    state.winner().map(|w| if w == learner { text::Msg::words("play-panel-you-won") } else { text::Msg::words("play-panel-you-lost") })
}

/// The end panel (a plain function: it keeps no state of its own). After two passes: marking
/// and agreeing; then the count and the result. After a resignation or time-out: the result.
pub fn end_panel(props: &EndPanelProps) -> Html {
    let state = &props.state.0;
    let game = state.game();
    let act = &props.act;
    match state.phase() {
        Phase::Playing => html! {},
        Phase::Over => {
            let text = match (state.capture_winner(), game.end()) {
                (Some(winner), _) => text::Msg::new("play-panel-capture-won").arg("color", winner).text(),
                (_, Some(GameEnd::Resigned { winner })) => text::Msg::new("play-panel-resigned").arg("winner", winner).text(),
                (_, Some(GameEnd::TimeOut { winner })) => text::Msg::new("play-panel-time-out").arg("loser", !winner).arg("winner", winner).text(),
                _ => String::new(),
            };
            html! {
                <section class="play__end" aria-labelledby="play-result">
                    <h2 id="play-result">{ text::Msg::words("play-panel-result-heading") }</h2>
                    if let Some(v) = verdict(state) {
                        <p class="play__verdict">{ v }</p>
                    }
                    <p class="play__result">{ text }</p>
                    if let Some(again) = props.again.clone().filter(|_| state.capture_winner().is_some()) {
                        <button type="button" class="btn btn--primary" onclick={again}>{ text::Msg::words("play-panel-again") }</button>
                    }
                    { back_to_lesson(props.lesson, true) }
                    if let Some(next) = &props.next_game {
                        <p class="play__suggestion">{ next.clone() }</p>
                    }
                </section>
            }
        }
        phase @ (Phase::Marking | Phase::Counted) => {
            let count = game.count(state.dead());
            let lines = count_lines(&count, Komi(state.settings().komi), game.handicap());
            let outcome = count.outcome(game.ruleset().komi, game.handicap());
            let agree = |color: Color| {
                let done = state.agreed()[color.index()];
                html! {
                    <button type="button" class="btn btn--primary" disabled={done}
                        onclick={act.reform(move |_: MouseEvent| Action::Agree(color))}>
                        { (if done { text::Msg::new("play-panel-agreed") } else { text::Msg::new("play-panel-agrees") }).arg("color", color).text() }
                    </button>
                }
            };
            let size = game.size();
            let proposal = state.proposal().map(|p| {
                let lines = p.groups.iter().map(|g| {
                    let n = g.stones.len();
                    text::Msg::new("play-panel-proposal-group")
                        .arg("n", n)
                        .arg("color", g.color)
                        .arg("at", g.stones[0].to_gtp(size))
                        .arg("other", !g.color)
                        .arg("percent", g.percent)
                        .text()
                });
                html! {
                    if p.groups.is_empty() {
                        <p>{ text::Msg::words("play-panel-proposal-none") }</p>
                    } else {
                        <ul class="play__proposal">{ for lines.map(|l| html! { <li>{ l }</li> }) }</ul>
                    }
                }
            });
            let learner = state.learner();
            let watch = (phase == Phase::Counted && props.frames > 0).then(|| {
                let on_frame = props.on_frame.clone();
                match props.frame {
                    None => html! {
                        <button type="button" class="btn btn--primary" onclick={on_frame.reform(|_: MouseEvent| Some(0))}>{ text::Msg::words("play-panel-watch") }</button>
                    },
                    Some(i) => {
                        let last = props.frames - 1;
                        html! {
                            <div class="play__row play__stepper" role="group" aria-label={text::Msg::words("play-panel-watch")}>
                                <button type="button" class="btn btn--small" disabled={i == 0}
                                    onclick={on_frame.reform(move |_: MouseEvent| Some(i.saturating_sub(1)))}>{ text::Msg::words("play-panel-step-back") }</button>
                                <button type="button" class="btn btn--small" disabled={i >= last}
                                    onclick={on_frame.reform(move |_: MouseEvent| Some((i + 1).min(last)))}>{ text::Msg::words("play-panel-step-next") }</button>
                                <button type="button" class="btn btn--small" onclick={on_frame.reform(|_: MouseEvent| None)}>{ text::Msg::words("play-panel-step-done") }</button>
                            </div>
                        }
                    }
                }
            });
            html! {
                <section class="play__end" aria-labelledby="play-end">
                    if let (Phase::Marking, Some(learner)) = (phase, learner) {
                        <h2 id="play-end">{ text::Msg::words("play-panel-proposal-heading") }</h2>
                        if proposal.is_some() {
                            <p>{ text::Msg::words("play-panel-proposal-help") }</p>
                            { proposal.unwrap_or_default() }
                            <button type="button" class="btn btn--primary play__agree"
                                onclick={act.reform(move |_: MouseEvent| Action::Agree(learner))}>{ text::Msg::words("play-panel-i-agree") }</button>
                        } else {
                            <p role="status">{ text::Msg::words("play-panel-waiting-proposal") }</p>
                        }
                        <p class="play__hint">{ text::Msg::words("play-panel-resume-help") }</p>
                        <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::Resume)}>
                            { text::Msg::words("play-panel-resume") }
                        </button>
                    } else if phase == Phase::Marking {
                        <h2 id="play-end">{ text::Msg::words("play-panel-marking-heading") }</h2>
                        <p>{ text::Msg::words("play-panel-marking-help") }</p>
                        <div class="play__row">
                            { agree(Color::Black) }
                            { agree(Color::White) }
                        </div>
                        <p class="play__hint">{ text::Msg::words("play-panel-resume-help") }</p>
                        <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::Resume)}>
                            { text::Msg::words("play-panel-resume") }
                        </button>
                    } else {
                        <h2 id="play-end">{ text::Msg::words("play-panel-result-heading") }</h2>
                        if let Some(v) = verdict(state) {
                            <p class="play__verdict">{ v }</p>
                        }
                        <p class="play__result">{ crate::text::say(&outcome) }</p>
                        { back_to_lesson(props.lesson, false) }
                        if let Some(next) = &props.next_game {
                            <p class="play__suggestion">{ next.clone() }</p>
                        }
                        { watch }
                    }
                    <h3>{ text::Msg::words("play-panel-count-heading") }</h3>
                    <ul class="play__count">
                        <li>{ crate::text::say(&lines[0]) }</li>
                        <li>{ crate::text::say(&lines[1]) }</li>
                    </ul>
                    <p class="play__hint">{ text::Msg::words("play-panel-shading") }</p>
                    if let Some(open) = props.count_yourself.clone() {
                        <p class="play__hint">{ text::Msg::words("play-panel-count-yourself-help") }</p>
                        <button type="button" class="btn" onclick={open}>{ text::Msg::words("play-panel-count-yourself") }</button>
                    }
                </section>
            }
        }
    }
}
