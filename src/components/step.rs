//! The parts of a lesson step that the lesson page and the practice page share: the step's
//! text, whose glossary terms open their definition in place, and the task's controls (a
//! number to type, answers to choose, the watch controls, pass and try again). Both pages
//! drive `crate::lessons::player` with the [`Action`]s these emit.

use std::rc::Rc;

use web_sys::HtmlInputElement;
use yew::prelude::*;

use crate::route::{Link, Route};
use crate::lessons::format::{Step, Task};
use crate::lessons::judge::correct_choice;
use crate::lessons::player::{Action, Phase, StepState};
use crate::lessons::term;
use crate::lessons::text::{leading_punctuation, paragraphs, plain, Segment};
use crate::text::{gap, Msg};

/// Props of [`StepText`].
#[derive(Properties, PartialEq)]
pub struct StepTextProps {
    /// The step's text, with `**bold**` and `[label](glossary:id)` links.
    pub text: AttrValue,
}

/// A step's text in paragraphs; a glossary term is a button that opens its definition
/// below the text (and closes it again).
#[component]
pub fn StepText(props: &StepTextProps) -> Html {
    let open_term = use_state(|| None::<String>);
    {
        let open_term = open_term.clone();
        use_effect_with(props.text.clone(), move |_| open_term.set(None));
    }
    let paragraphs = paragraphs(&props.text).into_iter().map(|p| {
        // Punctuation right after a term stays on its line ("劫材。" never breaks before "。").
        let mut parts: Vec<Html> = Vec::new();
        let mut taken = 0; // bytes of the next plain text already shown with a term
        for (k, seg) in p.iter().enumerate() {
            match seg {
                Segment::Plain(t) => parts.push(html! { { t[std::mem::take(&mut taken)..].to_string() } }),
                Segment::Strong(t) => parts.push(html! { <strong>{ t.clone() }</strong> }),
                Segment::Term { label, term } => {
                    let expanded = open_term.as_deref() == Some(term.as_str());
                    let onclick = {
                        let (open_term, term) = (open_term.clone(), term.clone());
                        Callback::from(move |_: MouseEvent| open_term.set(if expanded { None } else { Some(term.clone()) }))
                    };
                    let after = match p.get(k + 1) {
                        Some(Segment::Plain(next)) => leading_punctuation(next).0,
                        _ => "",
                    };
                    taken = after.len();
                    parts.push(html! {
                        <span class="term-line">
                            // Named by its word, described as a word to look up (not a control
                            // of the same name, such as the Pass button).
                            <button type="button" class="term" aria-expanded={expanded.to_string()}
                                aria-controls="term-box" aria-description={crate::text::Msg::words("step-term-description")} {onclick}>{ label.clone() }</button>
                            { after.to_string() }
                        </span>
                    });
                }
            }
        }
        html! { <p>{ for parts }</p> }
    });
    let term_box = open_term.as_ref().and_then(|id| term(crate::text::locale(), id)).map(|t| {
        let close = {
            let open_term = open_term.clone();
            Callback::from(move |_: MouseEvent| open_term.set(None))
        };
        html! {
            <aside class="term-box" id="term-box" aria-label={t.name.clone()}>
                <p><strong>{ term_heading(&t.name, t.also.as_deref()) }</strong>{ gap() }{ plain(&t.text) }</p>
                <p class="term-box__actions">
                    <Link to={Route::Glossary}>{ Msg::words("step-glossary") }</Link>
                    <button type="button" class="btn btn--quiet btn--small" onclick={close}>{ Msg::words("step-close") }</button>
                </p>
            </aside>
        }
    });
    html! {
        <>
            <div class="lesson__text">{ for paragraphs }</div>
            { for term_box }
        </>
    }
}

/// What the task controls show of a step's state.
#[derive(Clone, PartialEq)]
pub struct TaskState {
    step: Rc<Step>,
    solved: bool,
    chosen: Option<usize>,
    /// The right answer of a choice task, once "show me" was pressed.
    shown_choice: Option<usize>,
    wrong: bool,
    offers_pass: bool,
    frame: usize,
    playing: bool,
    /// "Try again" goes with the reply ([`RetryByReply`]), not with the task's controls: on
    /// a phone the reply waits at the screen's bottom edge, over the end of the task.
    retry_by_reply: bool,
}

impl TaskState {
    /// The parts of `state` the controls need.
    pub fn of(state: &StepState) -> TaskState {
        let solved = state.solved();
        let shown_choice = match &state.step.task {
            Task::Choice(_) if state.shown && !solved => correct_choice(&state.step, &state.game).ok(),
            _ => None,
        };
        TaskState {
            step: state.step.clone(),
            solved,
            chosen: state.chosen,
            shown_choice,
            wrong: state.phase == Phase::Wrong,
            offers_pass: state.offers_pass(),
            frame: state.frame,
            playing: state.playing,
            retry_by_reply: false,
        }
    }

    /// The same, with "Try again" shown by the reply ([`RetryByReply`]) instead.
    pub fn with_retry_by_reply(mut self) -> TaskState {
        self.retry_by_reply = true;
        self
    }

    /// Whether "Try again" is offered: after a wrong move on the board.
    fn offers_retry(&self) -> bool {
        self.wrong && !matches!(self.step.task, Task::Number(_) | Task::Choice(_) | Task::Watch(_))
    }
}

/// "Try again" after a wrong move, shown next to the reply that explains it (a plain
/// function: it keeps no state).
pub fn retry_by_reply(props: &StepTaskProps) -> Html {
    let cb = props.on_action.clone();
    html! {
        if props.task.offers_retry() {
            <button type="button" class="btn feedback__retry" onclick={Callback::from(move |_: MouseEvent| cb.emit(Action::Retry))}>
                { Msg::words("step-retry") }
            </button>
        }
    }
}

/// Props of [`StepTask`].
#[derive(Properties, PartialEq)]
pub struct StepTaskProps {
    pub task: TaskState,
    pub on_action: Callback<Action>,
}

/// The controls of a step's task; board tasks are played on the board, so for them only
/// "Pass" (where passing is an answer) and "Try again" (after a wrong move).
#[component]
pub fn StepTask(props: &StepTaskProps) -> Html {
    let number_ref = use_node_ref();
    let s = &props.task;
    let act = |action: Action| {
        let cb = props.on_action.clone();
        Callback::from(move |_: MouseEvent| cb.emit(action.clone()))
    };
    match &s.step.task {
        Task::Number(task) => {
            let onsubmit = {
                let (cb, number_ref) = (props.on_action.clone(), number_ref.clone());
                Callback::from(move |e: SubmitEvent| {
                    e.prevent_default();
                    if let Some(input) = number_ref.cast::<HtmlInputElement>() {
                        cb.emit(Action::Answer(input.value()));
                    }
                })
            };
            html! {
                <form class="task task--number" {onsubmit}>
                    <label for="step-answer">{ plain(&task.question) }</label>
                    <div class="task__row">
                        <input id="step-answer" ref={number_ref} type="text" inputmode="decimal"
                            autocomplete="off" aria-label={Msg::words("step-your-answer")} disabled={s.solved} />
                        <button type="submit" class="btn btn--primary" disabled={s.solved}>{ Msg::words("step-check") }</button>
                    </div>
                </form>
            }
        }
        Task::Choice(task) => html! {
            // Answers of a letter or two (the board's labels) sit side by side, leaving the
            // board more room.
            <fieldset class={classes!("task", "task--choice", task.choices.iter().all(|c| c.text.chars().count() <= 2).then_some("task--choice-short"))}>
                <legend>{ plain(&task.question) }</legend>
                { for task.choices.iter().enumerate().map(|(i, c)| {
                    let class = classes!("btn", "choice",
                        (s.chosen == Some(i)).then_some("choice--chosen"),
                        (s.shown_choice == Some(i)).then_some("choice--shown"));
                    html! {
                        <button type="button" {class} aria-pressed={(s.chosen == Some(i)).to_string()}
                            onclick={act(Action::Choose(i))}>{ &c.text }</button>
                    }
                }) }
            </fieldset>
        },
        Task::Watch(w) => {
            let n = w.frames.len();
            let count = Msg::new("step-frame-of").arg("n", s.frame).arg("m", n).text();
            html! {
                <div class="task task--watch" role="group" aria-label={count.clone()}>
                    <button type="button" class="btn" disabled={s.frame == 0}
                        onclick={act(Action::Frame(s.frame.saturating_sub(1)))}>{ Msg::words("step-frame-back") }</button>
                    if s.playing {
                        <button type="button" class="btn btn--primary" onclick={act(Action::Pause)}>{ Msg::words("step-pause") }</button>
                    } else {
                        <button type="button" class="btn btn--primary" onclick={act(Action::Play)}>{ Msg::words("step-play") }</button>
                    }
                    <button type="button" class="btn" disabled={s.frame >= n}
                        onclick={act(Action::Frame(s.frame + 1))}>{ Msg::words("step-frame-next") }</button>
                    <span class="task__count">{ count }</span>
                </div>
            }
        }
        _ => html! {
            <div class="task task--board">
                if s.offers_pass && !s.solved {
                    <button type="button" class="btn" onclick={act(Action::Pass)}>{ Msg::words("step-pass") }</button>
                }
                if s.offers_retry() && !s.retry_by_reply {
                    <button type="button" class="btn" onclick={act(Action::Retry)}>{ Msg::words("step-retry") }</button>
                }
            </div>
        },
    }
}

/// A glossary term's name as the box heads it, with its other name when it has one ("Atari:",
/// "打吃：").
fn term_heading(name: &str, also: Option<&str>) -> String {
    match also {
        Some(also) => Msg::new("step-term-also").arg("name", name).arg("also", also).text(),
        None => Msg::new("step-term").arg("name", name).text(),
    }
}
