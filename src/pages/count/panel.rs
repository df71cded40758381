//! The panel beside the board: what to do now (choose the winner, mark the dead stones, give
//! the count, area by area if wished, then the result), the feedback, the step-by-step count,
//! and the way on to the next position or round.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::Model;
use crate::counting::{Action, KomiNote, Mode, ResultAnswer, Stage, Tally, Tone, Trainer, ROUND};
use crate::rules::Color;
use crate::text::say;
use crate::text::Msg;

/// Props of [`Panel`].
#[derive(Properties, PartialEq)]
pub struct PanelProps {
    /// The trainer.
    pub model: Model,
    /// Does something in the trainer.
    pub act: Callback<Action>,
    /// The next position.
    pub next: Callback<()>,
    /// A new round against the clock.
    pub new_round: Callback<()>,
    /// The time now (ms), ticking during a round.
    pub clock: f64,
    /// The board's box: a reply, and each picture of the step-by-step count, come on screen
    /// with it.
    pub board: NodeRef,
}

/// The panel beside the board.
#[component]
pub fn Panel(props: &PanelProps) -> Html {
    let t = &props.model.0;
    let act = props.act.clone();
    let click = |action: Action| act.reform(move |_: MouseEvent| action.clone());

    let task = match t.stage() {
        Stage::Choose => {
            // A first wrong answer stays, crossed out, and cannot be chosen again (out of use,
            // not disabled: a button that keeps the keyboard's focus).
            let tried = match t.phase {
                crate::counting::Phase::Choose { tried } => tried,
                _ => None,
            };
            let choice = |c: Option<Color>, key: &'static str| {
                let was = tried == Some(c);
                let onclick = (!was).then(|| click(Action::Choose(c)));
                html! {
                    <button type="button" class={classes!("btn", was.then_some("choice--tried"))}
                        aria-disabled={was.then_some("true")} {onclick}>{ Msg::words(key) }</button>
                }
            };
            let komi = Msg::new("count-panel-who-wins").arg("komi", say(&KomiNote::of_task(&t.task))).text();
            html! {
                <fieldset class="task task--choice count__choose">
                    <legend>{ komi }{ if t.task.dead.is_empty() { String::new() } else { format!(" {}", Msg::words("count-panel-who-wins-dead")) } }</legend>
                    <div class="count__buttons">
                        { choice(Some(Color::Black), "count-panel-black") }
                        { choice(Some(Color::White), "count-panel-white") }
                        { choice(None, "count-panel-draw") }
                    </div>
                </fieldset>
            }
        }
        Stage::Mark => {
            let groups: Vec<String> = crate::counting::group_list(&t.task.board, t.marks())
                .iter()
                .map(|g| say(&crate::text::group(g)))
                .collect();
            html! {
                <div class="task count__mark">
                    <h2>{ Msg::words("count-panel-mark") }</h2>
                    <p>{ Msg::words("count-panel-mark-help") }{ crate::text::gap() }<span class="keys-help">{ Msg::words("count-panel-mark-keys") }</span></p>
                    <p class="count__marked">
                        { if groups.is_empty() { Msg::words("count-panel-nothing-marked") } else { Msg::new("count-panel-marked").arg("groups", marked_list(&groups)).text() } }
                    </p>
                    <div class="count__buttons">
                        <button type="button" class="btn btn--primary" onclick={click(Action::CheckMarks)}>{ Msg::words("count-panel-check-marks") }</button>
                        <button type="button" class="btn" onclick={click(Action::ShowMarks)}>{ Msg::words("count-panel-show-marks") }</button>
                    </div>
                </div>
            }
        }
        Stage::Count => html! {
            <CountForm key={format!("count-{}", t.number)} side={t.side} act={act.clone()} />
        },
        Stage::Result => {
            let komi = say(&KomiNote::of_task(&t.task));
            html! { <ResultForm key={format!("result-{}", t.number)} act={act.clone()} {komi} /> }
        }
        Stage::Done => Html::default(),
    };

    let round = t.round.map(|r| {
        let left = (r.left_ms(props.clock) / 1000.0).ceil() as u64;
        let n = (r.index + 1).min(ROUND);
        html! {
            <p class="count__round">
                <span>{ Msg::new("count-panel-round-of").arg("n", n).arg("m", ROUND).text() }</span>
                <span class="count__clock">{ Msg::new("count-panel-left").arg("time", format!("{}:{:02}", left / 60, left % 60)).text() }</span>
            </p>
        }
    });
    let feedback = t.feedback.as_ref();
    let tone = match feedback.map(|f| f.tone) {
        Some(Tone::Right) => "feedback feedback--right",
        Some(Tone::Wrong) => "feedback feedback--wrong",
        _ => "feedback",
    };
    let note =
        (t.stage() == Stage::Done && !t.task.note.is_empty() && t.settings.mode != Mode::Count)
            .then(|| html! { <p class="count__note">{ crate::text::position_note(&t.task) }</p> });
    let round_over = t.round.is_some_and(|r| r.ended.is_some());
    // A step done removes the button that was pressed; keyboard focus then goes to the new
    // step instead of the top of the page.
    let task_ref = use_node_ref();
    let first = use_mut_ref(|| true);
    {
        let task_ref = task_ref.clone();
        use_effect_with((t.number, t.stage(), t.round.map(|r| r.index)), move |_| {
            if std::mem::replace(&mut *first.borrow_mut(), false) {
                return; // the page just opened: the browser's focus stays
            }
            let lost = web_sys::window()
                .and_then(|w| w.document())
                .is_some_and(|d| {
                    d.active_element().is_none() || d.active_element() == d.body().map(Into::into)
                });
            if lost {
                if let Some(element) = task_ref.cast::<web_sys::HtmlElement>() {
                    // The page is placed by the reply (on screen with the board), not by
                    // the focus.
                    let options = web_sys::FocusOptions::new();
                    options.set_prevent_scroll(true);
                    let _ = element.focus_with_options(&options);
                }
            }
        });
    }
    let next = props.next.clone();
    let new_round = props.new_round.clone();
    // On a phone the page moves so that a reply, and each caption of the step-by-step count,
    // is on screen with the board it speaks of (the learner may have scrolled down to answer).
    let reply_ref = crate::components::stage::use_reply_with_board(t.feedback.clone(), props.board.clone());
    let caption_ref = crate::components::stage::use_reply_with_board(t.explain.as_ref().map(|e| e.frame), props.board.clone());
    let explaining = t.explain.is_some();
    let areas = (t.stage() == Stage::Count && t.settings.mode == Mode::Count)
        .then(|| html! { <Areas model={props.model.clone()} act={act.clone()} /> });
    let area_chosen = areas.is_some() && t.selected().is_some();
    let explained = explainer(&ExplainerProps { model: props.model.clone(), act: act.clone(), caption: caption_ref });

    html! {
        <>
            { for round }
            // The step-by-step count, while it is shown, right under the board its pictures
            // are on; else the reply first, under the board it speaks of (on a phone, on
            // screen with it), then what to do now.
            if explaining {
                { explained.clone() }
            }
            <div class="count__reply">
                <div class={tone} ref={reply_ref} role="status" aria-live="polite" aria-atomic="true">
                    { for feedback.iter().flat_map(|f| f.lines.iter()).map(|l| html! { <p>{ say(l) }</p> }) }
                </div>
            </div>
            // An area just chosen: its size is asked right under the reply that names it, so
            // that on a phone the box is on screen with the whole board.
            if area_chosen {
                { for areas.clone() }
            }
            <div class="count__task" tabindex="-1" ref={task_ref}>{ task }</div>
            // Else the answer to a count comes straight under it (on a phone, in view); the
            // area-by-area helper follows.
            if !area_chosen {
                { for areas }
            }
            { for note }
            // What to do now, in one row: the next position first, then the step-by-step
            // count (on a phone both stay on the first screen under a long reply).
            <div class="count__buttons count__next">
                if round_over {
                    <button type="button" class="btn btn--primary" onclick={new_round.reform(|_: MouseEvent| ())}>{ Msg::words("count-panel-new-round") }</button>
                } else if t.stage() == Stage::Done {
                    <button type="button" class="btn btn--primary" onclick={next.reform(|_: MouseEvent| ())}>{ Msg::words("count-panel-next") }</button>
                } else if t.settings.mode != Mode::Timed {
                    <button type="button" class="btn btn--quiet" onclick={next.reform(|_: MouseEvent| ())}>{ Msg::words("count-panel-skip") }</button>
                }
                if !explaining {
                    { explained }
                }
            </div>
        </>
    }
}

/// Props of [`CountForm`].
#[derive(Properties, PartialEq)]
struct CountFormProps {
    side: Color,
    act: Callback<Action>,
}

/// "Black's count: [   ] Check".
#[component]
fn CountForm(props: &CountFormProps) -> Html {
    let input = use_node_ref();
    let side = props.side;
    let onsubmit = {
        let (input, act) = (input.clone(), props.act.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = input.cast::<HtmlInputElement>() {
                act.emit(Action::Count(input.value()));
            }
        })
    };
    html! {
        <form class="task task--number count__count" {onsubmit}>
            <h2>{ Msg::new("count-panel-count").arg("side", side).text() }</h2>
            <p>{ Msg::new("count-panel-count-help").arg("side", side).text() }</p>
            <label for="count-answer">{ Msg::new("count-panel-count-label").arg("side", side).text() }</label>
            <div class="task__row">
                <input id="count-answer" ref={input} type="text" inputmode="decimal" autocomplete="off" />
                <button type="submit" class="btn btn--primary">{ Msg::words("count-panel-check") }</button>
            </div>
        </form>
    }
}

/// Props of [`Areas`].
#[derive(Properties, PartialEq)]
struct AreasProps {
    model: Model,
    act: Callback<Action>,
}

/// Counting area by area: the chosen area's size, and the running total.
#[component]
fn Areas(props: &AreasProps) -> Html {
    let t: &Trainer = &props.model.0;
    let input = use_node_ref();
    let side = t.side;
    let selected = t.selected().map(|p| p.to_gtp(t.task.size()));
    {
        // Typing follows the choice of an area. The page moves only as far as the box needs
        // (its bottom to the screen's), so the chosen area stays in sight above it.
        let input = input.clone();
        use_effect_with(selected.clone(), move |selected| {
            if selected.is_some() {
                if let Some(input) = input.cast::<HtmlInputElement>() {
                    input.set_value("");
                    let options = web_sys::FocusOptions::new();
                    options.set_prevent_scroll(true);
                    let _ = input.focus_with_options(&options);
                    if input.get_bounding_client_rect().bottom() > web_sys::window().and_then(|w| w.inner_height().ok()).and_then(|h| h.as_f64()).unwrap_or(f64::MAX) {
                        input.scroll_into_view_with_bool(false);
                    }
                }
            }
        });
    }
    let onsubmit = {
        let (input, act) = (input.clone(), props.act.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = input.cast::<HtmlInputElement>() {
                act.emit(Action::AreaSize(input.value()));
            }
        })
    };
    let empty = Tally::default();
    let tally = t.tally().unwrap_or(&empty);
    let entries: Vec<String> = tally.entries.iter().map(|(_, n)| n.to_string()).collect();
    let sum = match entries.len() {
        0 => String::new(),
        1 => Msg::new("count-panel-sum-one").arg("total", tally.total()).text(),
        _ => Msg::new("count-panel-sum").arg("sum", entries.join(" + ")).arg("total", tally.total()).text(),
    };
    html! {
        <section class="count__areas" aria-labelledby="count-areas">
            <h3 id="count-areas">{ Msg::words("count-panel-areas") }</h3>
            // Once an area is chosen its box says what to type: the help makes way for it.
            if selected.is_none() {
                <p>{ Msg::new("count-panel-areas-help").arg("side", side).text() }{ crate::text::gap() }<span class="keys-help">{ Msg::words("count-panel-areas-keys") }</span></p>
            }
            if let Some(at) = selected {
                <form class="task task--number" {onsubmit}>
                    <label for="count-area">{ Msg::new("count-panel-area-size").arg("at", &at).text() }</label>
                    <div class="task__row">
                        <input id="count-area" ref={input} type="text" inputmode="numeric" autocomplete="off" />
                        <button type="submit" class="btn">{ Msg::words("count-panel-add") }</button>
                    </div>
                </form>
            }
            if !sum.is_empty() {
                <p class="count__tally">
                    <span>{ sum }</span>
                    <button type="button" class="btn btn--quiet btn--small" onclick={props.act.reform(|_: MouseEvent| Action::ClearTally)}>{ Msg::words("count-panel-clear") }</button>
                </p>
            }
        </section>
    }
}

/// Props of [`ResultForm`].
#[derive(Properties, PartialEq)]
struct ResultFormProps {
    act: Callback<Action>,
    /// The position's komi, in words: the question says it (an old event's komi is not
    /// today's).
    komi: String,
}

/// The winner and the margin in stones and in points.
#[component]
fn ResultForm(props: &ResultFormProps) -> Html {
    let winner = use_state(|| None::<Option<Color>>);
    let stones = use_node_ref();
    let points = use_node_ref();
    let onsubmit = {
        let (winner, stones, points, act) = (
            winner.clone(),
            stones.clone(),
            points.clone(),
            props.act.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let value = |r: &NodeRef| {
                r.cast::<HtmlInputElement>()
                    .map(|i| i.value())
                    .unwrap_or_default()
            };
            act.emit(Action::Result(ResultAnswer {
                winner: *winner,
                stones: value(&stones),
                points: value(&points),
            }));
        })
    };
    let radio = |label: String, value: Option<Color>, id: &'static str| {
        let handle = winner.clone();
        let onchange = Callback::from(move |_: Event| handle.set(Some(value)));
        html! {
            <label class="choice" for={id}>
                <input type="radio" {id} name="count-winner" checked={*winner == Some(value)} {onchange} />
                { label }
            </label>
        }
    };
    html! {
        <form class="task count__result" {onsubmit}>
            <h2>{ Msg::new("count-panel-result").arg("komi", props.komi.clone()).text() }</h2>
            <fieldset class="count__fieldset">
                <legend>{ Msg::words("count-panel-winner") }</legend>
                <div class="choices">
                    { radio(Msg::words("count-panel-black"), Some(Color::Black), "count-winner-black") }
                    { radio(Msg::words("count-panel-white"), Some(Color::White), "count-winner-white") }
                    { radio(Msg::words("count-panel-draw"), None, "count-winner-draw") }
                </div>
            </fieldset>
            <div class="count__margins">
                <label class="field">
                    <span class="field__label">{ Msg::words("count-panel-margin-stones") }</span>
                    <input ref={stones} type="text" inputmode="decimal" autocomplete="off" />
                </label>
                <label class="field">
                    <span class="field__label">{ Msg::words("count-panel-margin-points") }</span>
                    <input ref={points} type="text" inputmode="decimal" autocomplete="off" />
                </label>
            </div>
            <button type="submit" class="btn btn--primary">{ Msg::words("count-panel-check") }</button>
        </form>
    }
}

/// Props of [`explainer`].
#[derive(Properties, PartialEq)]
struct ExplainerProps {
    model: Model,
    act: Callback<Action>,
    /// The caption's node, kept on screen with the board.
    caption: NodeRef,
}

/// The step-by-step count: its caption and play, pause and step buttons.
fn explainer(props: &ExplainerProps) -> Html {
    let t: &Trainer = &props.model.0;
    let act = props.act.clone();
    let click = |action: Action| act.reform(move |_: MouseEvent| action.clone());
    let Some(e) = &t.explain else {
        return if t.can_explain() {
            html! { <button type="button" class="btn count__watch" onclick={click(Action::Explain(true))}>{ Msg::words("count-panel-watch") }</button> }
        } else {
            Html::default()
        };
    };
    let n = e.frames.len();
    let step = Msg::new("count-panel-step-of").arg("n", e.frame + 1).arg("m", n).text();
    html! {
        <section class="count__explain" aria-label={Msg::words("count-panel-explain-label")}>
            <p class="count__caption" ref={props.caption.clone()} aria-live="polite" aria-atomic="true">{ say(&e.frames[e.frame].caption) }</p>
            <div class="count__buttons" role="group" aria-label={step.clone()}>
                <button type="button" class="btn" disabled={e.frame == 0}
                    onclick={click(Action::Frame(e.frame.saturating_sub(1)))}>{ Msg::words("count-panel-previous-step") }</button>
                if e.playing {
                    <button type="button" class="btn btn--primary" onclick={click(Action::Pause)}>{ Msg::words("count-panel-pause") }</button>
                } else {
                    <button type="button" class="btn btn--primary" onclick={click(Action::Play)}>{ Msg::words("count-panel-play") }</button>
                }
                <button type="button" class="btn" disabled={e.frame + 1 >= n}
                    onclick={click(Action::Frame(e.frame + 1))}>{ Msg::words("count-panel-next-step") }</button>
                <button type="button" class="btn btn--quiet" onclick={click(Action::Explain(false))}>{ Msg::words("count-panel-close") }</button>
            </div>
            <p class="task__count">{ step }</p>
        </section>
    }
}

/// The marked groups as one list, punctuated as the language does it.
fn marked_list(groups: &[String]) -> String {
    let mut parts = groups.iter();
    let first = parts.next().cloned().unwrap_or_default();
    parts.fold(first, |list, next| Msg::new("count-panel-marked-more").arg("list", list).arg("next", next.as_str()).text())
}
