//! One problem on the practice page: the board and the problem's text, its task (a move, a
//! point, a number or a choice), the feedback in a live region, and hint, solution, retry and
//! next. At the end of a run, a summary of how it went.

use std::rc::Rc;

use yew::prelude::*;

use crate::components::goban::Goban;
use crate::components::step::{StepTask, StepText, TaskState};
use crate::lessons::player::{Action, Tone};
use crate::lessons::text::plain;
use crate::lessons::view::board_view;
use crate::problems::attempt::{Attempt, Outcome};
use crate::problems::progress::Progress;
use crate::problems::session::{Choice, Session};
use crate::problems::sets;
use crate::rules::Point;

/// Learner-facing text of a problem.
struct ProblemText {
    back: &'static str,
    problem_of: &'static str,
    board_label: &'static str,
    hint: &'static str,
    show: &'static str,
    next: &'static str,
    previous: &'static str,
    finish: &'static str,
    done_title: &'static str,
    done: &'static str,
    again_missed: &'static str,
    to_sets: &'static str,
    first_try: &'static str,
    solved: &'static str,
    missed: &'static str,
}

const TEXT: ProblemText = ProblemText {
    back: "All problem sets",
    problem_of: "Problem {n} of {m}",
    board_label: "Problem board",
    hint: "Hint",
    show: "Show the solution",
    next: "Next problem",
    previous: "Previous problem",
    finish: "Finish",
    done_title: "Well done: that was the last problem of this run.",
    done: "This run: {a} at the first try, {b} solved, {c} missed.",
    again_missed: "Retry the ones I missed",
    to_sets: "Back to the problem sets",
    first_try: "Solved at the first try.",
    solved: "Solved.",
    missed: "Counted as missed: try it again later.",
};

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

/// A problem, or the summary at the end of a run.
#[component]
pub(crate) fn ProblemView(props: &ProblemViewProps) -> Html {
    let here = props.session.current();
    let set = &sets()[here.set];
    let state = &props.attempt.state;
    let step = state.step.clone();
    let solved = state.solved();
    let body_ref = use_node_ref();
    // A new problem (or the summary) starts at the top, and focus goes to the problem, so a
    // keyboard or screen-reader user is where the new board and text are.
    {
        let body_ref = body_ref.clone();
        use_effect_with((here, props.session.at, props.finished), move |_| {
            if let Some(body) = body_ref.cast::<web_sys::HtmlElement>() {
                let _ = body.focus();
            }
            crate::app::scroll_to_top();
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
            <button type="button" class="btn btn--quiet btn--small" onclick={leave.clone()}>{ TEXT.back }</button>
            { " · " }
            { TEXT.problem_of.replace("{n}", &(props.session.at + 1).to_string()).replace("{m}", &props.session.queue.len().to_string()) }
        </p>
    };

    if props.finished {
        // How this run went: the last outcome of each of its problems.
        let (mut a, mut b, mut c) = (0, 0, 0);
        for r in &props.session.queue {
            match props.progress.get(&sets()[r.set].id, r.problem) {
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
                <h1>{ &set.title }</h1>
                <div class="feedback feedback--right" role="status">{ TEXT.done_title }</div>
                <p>{ TEXT.done.replace("{a}", &a.to_string()).replace("{b}", &b.to_string()).replace("{c}", &c.to_string()) }</p>
                <p class="practice__actions">
                    if c > 0 {
                        <button type="button" class="btn btn--primary" onclick={retry}>{ TEXT.again_missed }</button>
                    }
                    <button type="button" class="btn" onclick={leave}>{ TEXT.to_sets }</button>
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
        Outcome::FirstTry => TEXT.first_try,
        Outcome::Solved => TEXT.solved,
        Outcome::Missed => TEXT.missed,
    });
    let view = Rc::new(board_view(state));
    let label = AttrValue::from(format!("{}, {}", TEXT.board_label, state.game.size()));
    let on_point: Callback<Point> = on_point;
    let last = props.session.is_last();

    html! {
        <div class="page lesson practice stage">
            { eyebrow }
            <h1>{ &set.title }</h1>
            <div class="lesson__body" ref={body_ref} tabindex="-1"
                aria-label={TEXT.problem_of.replace("{n}", &(props.session.at + 1).to_string()).replace("{m}", &props.session.queue.len().to_string())}>
                <div class="lesson__lead">
                    <StepText text={AttrValue::from(step.text.clone())} />
                </div>
                <div class="lesson__board">
                    <Goban {view} {on_point} {label} />
                </div>
                <div class="lesson__panel">
                    <StepTask key={format!("{}/{}", here.set, here.problem)} task={TaskState::of(state)}
                        on_action={props.on_action.clone()} />
                    <div class={tone_class} role="status" aria-live="polite" aria-atomic="true">
                        { feedback.map(|f| plain(&crate::text::feedback(&f.notes))).unwrap_or_default() }
                    </div>
                    if let Some(v) = verdict {
                        <p class="practice__verdict">{ v }</p>
                    }
                    if state.hint && !solved {
                        <p class="lesson__hint"><strong>{ TEXT.hint }{ ": " }</strong>{ plain(&crate::text::say(&state.hint())) }</p>
                    }
                    <p class="practice__actions">
                        if !solved && !state.hint {
                            <button type="button" class="btn" onclick={act(Action::Hint)}>{ TEXT.hint }</button>
                        }
                        if !solved && !state.shown {
                            <button type="button" class="btn" onclick={act(Action::ShowMe)}>{ TEXT.show }</button>
                        }
                        if props.session.at > 0 {
                            <button type="button" class="btn" onclick={previous}>{ TEXT.previous }</button>
                        }
                        <button type="button" class={classes!("btn", solved.then_some("btn--primary"))} onclick={next}>
                            { if last { TEXT.finish } else { TEXT.next } }
                        </button>
                    </p>
                </div>
            </div>
        </div>
    }
}
