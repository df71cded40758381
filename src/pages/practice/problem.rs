//! One problem on the practice page: the board and the problem's text, its task (a move, a
//! point, a number or a choice), the feedback in a live region, and hint, solution, retry and
//! next. At the end of a run, a summary of how it went.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::goban::Goban;
use crate::components::stage::{board_box_classes, reply_room, use_reply_with_board, use_steady_board};
use crate::components::step::{retry_by_reply, StepTask, StepTaskProps, StepText, TaskState};
use crate::lessons::player::{Action, Tone};
use crate::lessons::text::plain;
use crate::lessons::view::problem_view;
use crate::problems::attempt::{Attempt, Outcome};
use crate::problems::progress::Progress;
use crate::problems::session::{Choice, Session};
use crate::problems::sets;
use crate::rules::Point;
use crate::text::problems::{set_title, step_text};
use crate::text::{gap, Msg};

/// Props of [`ProblemView`].
#[derive(Properties)]
pub(crate) struct ProblemViewProps {
    pub session: Session,
    pub attempt: Rc<Attempt>,
    pub finished: bool,
    pub progress: Progress,
    pub on_action: Callback<Action>,
    pub on_next: Callback<()>,
    pub on_previous: Callback<()>,
    pub on_leave: Callback<()>,
    pub on_start: Callback<Choice>,
}

impl PartialEq for ProblemViewProps {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.attempt, &other.attempt)
            && self.session == other.session
            && self.finished == other.finished
            && self.progress == other.progress
    }
}

/// "Problem 3 of 10", or "Problem 3" in a run at the learner's level (it has no end).
fn which_problem(session: &Session) -> String {
    if session.is_open_ended() {
        Msg::new("problem-number").arg("n", session.at + 1).text()
    } else {
        Msg::new("problem-problem-of").arg("n", session.at + 1).arg("m", session.queue.len()).text()
    }
}

/// A problem, or the summary at the end of a run.
#[component]
pub(crate) fn ProblemView(props: &ProblemViewProps) -> Html {
    let here = props.session.current();
    let set = &sets(crate::text::locale())[here.set];
    let state = &props.attempt.state;
    let step = state.step.clone();
    let solved = state.solved();
    let body_ref = use_node_ref();
    let board_ref = use_steady_board((here, props.session.at, props.finished));
    // Each answer moves the page, even one whose reply reads as the last one's.
    let reply_ref = use_reply_with_board((state.feedback.clone(), state.misses, state.hint), board_ref.clone());
    // A new problem (or the summary) starts at the top, and focus goes to the problem, so a
    // keyboard or screen-reader user is where the new board and text are.
    {
        let body_ref = body_ref.clone();
        use_effect_with((here, props.session.at, props.finished), move |_| {
            if let Some(body) = body_ref.cast::<web_sys::HtmlElement>() {
                let _ = body.focus();
            }
            crate::route::scroll_to_top();
        });
    }

    let act = |action: Action| {
        let cb = props.on_action.clone();
        Callback::from(move |_: MouseEvent| cb.emit(action.clone()))
    };
    let on_point = props.on_action.reform(Action::Click);
    let next = {
        let cb = props.on_next.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let previous = {
        let cb = props.on_previous.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };
    let leave = {
        let cb = props.on_leave.clone();
        Callback::from(move |_: MouseEvent| cb.emit(()))
    };

    let eyebrow = html! {
        <p class="page__eyebrow">
            <button type="button" class="btn btn--quiet btn--small" onclick={leave.clone()}>{ Msg::words("problem-back") }</button>
            { " · " }
            { which_problem(&props.session) }
        </p>
    };

    if props.finished {
        // How this run went: the last outcome of each of its problems.
        let (mut a, mut b, mut c) = (0, 0, 0);
        for r in &props.session.queue {
            match props.progress.get(&sets(crate::text::locale())[r.set], r.problem) {
                Some(Outcome::FirstTry) => a += 1,
                Some(Outcome::Solved) => b += 1,
                Some(Outcome::Missed) => c += 1,
                None => {}
            }
        }
        let retry = {
            let cb = props.on_start.clone();
            let only = match props.session.choice {
                Choice::Set(i) | Choice::ShuffledSet(i) | Choice::Missed(Some(i)) => Some(i),
                _ => None,
            };
            Callback::from(move |_: MouseEvent| cb.emit(Choice::Missed(only)))
        };
        return html! {
            <div class="page practice">
                { eyebrow }
                <h1>{ set_title(set) }</h1>
                <div class="feedback feedback--right" role="status">{ Msg::words("problem-done-title") }</div>
                <p>{ Msg::new("problem-done").arg("a", a).arg("b", b).arg("c", c).text() }</p>
                <p class="practice__actions">
                    if c > 0 {
                        <button type="button" class="btn btn--primary" onclick={retry}>{ Msg::words("problem-again-missed") }</button>
                    }
                    <button type="button" class="btn" onclick={leave}>{ Msg::words("problem-to-sets") }</button>
                </p>
            </div>
        };
    }

    let feedback = state.feedback.clone();
    let tone_class = match feedback.as_ref().map(|f| f.tone) {
        Some(Tone::Right) => "feedback feedback--right",
        Some(Tone::Wrong) => "feedback feedback--wrong",
        _ => "feedback",
    };
    let verdict = props.attempt.outcome().map(|o| match o {
        Outcome::FirstTry => Msg::words("problem-first-try"),
        Outcome::Solved => Msg::words("problem-solved"),
        Outcome::Missed => Msg::words("problem-missed"),
    });
    let view = Rc::new(problem_view(state));
    let label = AttrValue::from(Msg::new("problem-board-label").arg("size", state.game.size().to_string()).text());
    let on_point: Callback<Point> = on_point;
    let last = props.session.is_last();

    // The task's controls, with "Try again" by the reply that explains the wrong move.
    let task = TaskState::of(state).with_retry_by_reply();
    html! {
        <div class="page lesson practice stage">
            { eyebrow }
            <h1>{ set_title(set) }</h1>
            <div class="lesson__body" ref={body_ref} tabindex="-1"
                aria-label={which_problem(&props.session)}>
                <div class="lesson__lead">
                    <StepText text={AttrValue::from(step_text(set, &step))} />
                </div>
                <div class={board_box_classes(&view, &step.task)} ref={board_ref}>
                    <Goban key={format!("{}/{}", here.set, here.problem)} {view} {on_point} {label} keep_zoom={!solved} />
                </div>
                <div class="lesson__panel">
                    <StepTask key={format!("{}/{}", here.set, here.problem)} task={task.clone()}
                        on_action={props.on_action.clone()} />
                    <div class="lesson__answer">
                        <div class={tone_class} ref={reply_ref} role="status" aria-live="polite" aria-atomic="true">
                            { feedback.as_ref().map(|f| plain(&crate::text::problem_feedback(&f.notes))).unwrap_or_default() }
                        </div>
                        <div class="lesson__again">
                            { retry_by_reply(&StepTaskProps { task, on_action: props.on_action.clone() }) }
                        </div>
                        if feedback.is_none() && !solved {
                            { reply_room(&step) }
                        }
                        if let Some(v) = verdict {
                            <p class="practice__verdict">{ v }</p>
                        }
                        if let Some(hint) = state.shown_hint() {
                            <p class="lesson__hint"><strong>{ Msg::words("problem-hint-label") }</strong>{ gap() }{ plain(&crate::text::say(&hint)) }</p>
                        }
                    </div>
                    <p class="practice__actions">
                        if !solved && !state.hint {
                            <button type="button" class="btn" onclick={act(Action::Hint)}>{ Msg::words("problem-hint") }</button>
                        }
                        if !solved && !state.shown {
                            <button type="button" class="btn" onclick={act(Action::ShowMe)}>{ Msg::words("problem-show") }</button>
                        }
                        if props.session.at > 0 {
                            <button type="button" class="btn" onclick={previous}>{ Msg::words("problem-previous") }</button>
                        }
                        <button type="button" class={classes!("btn", solved.then_some("btn--primary"))} onclick={next}>
                            { if last { Msg::words("problem-finish") } else { Msg::words("problem-next") } }
                        </button>
                    </p>
                </div>
            </div>
        </div>
    }
}
