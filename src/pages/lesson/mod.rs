//! The lesson player page (`#/learn/N`): one step at a time — the text, the board, the one
//! thing to do, feedback in a live region, hint and "show me", back and next. The step logic
//! is the pure reducer in `crate::lessons::player`; this page only wires it to the browser.
//! `#/learn/N?step=M` opens step M (from 1). A game step links to a ready-made game on the
//! Play page, and is done when that game has ended there (or when the learner says it was
//! played).

mod links;

use std::rc::Rc;

use gloo_timers::callback::Interval;
use yew::prelude::*;

use crate::route::{use_location, Link, Navigator, Route};
use crate::components::goban::Goban;
use crate::components::page_title::use_page_title;
use crate::components::stage::{board_box_classes, reply_room, use_reply_with_board, use_steady_board};
use crate::components::step::{retry_by_reply, StepTask, StepTaskProps, StepText, TaskState};
use crate::lessons::format::{Lesson, Task};
use crate::lessons::course::{is_appendix, lesson_by_number, main_path, number_of, step_in_query, LessonRun, Msg};
use crate::lessons::player::{Action, Tone};
use crate::lessons::text::plain;
use crate::lessons::view::board_view;
use crate::lessons;
use crate::play::preset::{query, LessonStep};
use crate::storage::use_storage;
use crate::text;

/// How long a watch frame stays before the next one when playing.
const FRAME_MS: u32 = 1600;

/// Props of [`LessonPage`].
#[derive(Properties, PartialEq)]
pub struct LessonPageProps {
    /// The chapter number from the address (`#/learn/2`).
    pub number: u8,
}

/// The lesson being played, behind Yew's reducer.
struct Holder(LessonRun<'static>);

impl Reducible for Holder {
    type Action = Msg;
    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        Rc::new(Holder(self.0.update(msg)))
    }
}

/// The lesson player page.
#[component]
pub fn LessonPage(props: &LessonPageProps) -> Html {
    use_page_title(text::Msg::words("lesson-title"));
    match lesson_by_number(lessons::lessons(text::locale()), props.number) {
        Some(lesson) => html! { <Player key={lesson.id.clone()} {lesson} number={props.number} /> },
        None => html! {
            <div class="page lesson">
                <p>{ text::Msg::words("lesson-missing") }</p>
                <p><Link to={Route::Learn}>{ text::Msg::words("lesson-course") }</Link></p>
            </div>
        },
    }
}

#[derive(Properties)]
struct PlayerProps {
    lesson: &'static Lesson,
    /// The chapter's number in the address.
    number: u8,
}

impl PartialEq for PlayerProps {
    fn eq(&self, other: &Self) -> bool {
        self.lesson.id == other.lesson.id
    }
}

#[component]
fn Player(props: &PlayerProps) -> Html {
    let lesson = props.lesson;
    let storage = use_storage();
    let progress = {
        let storage = storage.clone();
        use_mut_ref(move || storage.lesson_progress())
    };
    // `?step=M` names the step to open (from 1), as "Back to the lesson" on the Play page does.
    let asked = use_location()
        .and_then(|l| step_in_query(l.query_str()))
        .and_then(|step| step.checked_sub(1))
        .filter(|&i| i < lesson.steps.len());
    let holder = {
        let progress = progress.clone();
        use_reducer(move || {
            let p = progress.borrow();
            let start = asked
                .or_else(|| p.last_in(lesson))
                .or_else(|| (0..lesson.steps.len()).find(|&i| !p.is_done(lesson, i)))
                .unwrap_or(0);
            Holder(LessonRun::at(lesson, start))
        })
    };
    let index = holder.0.index;
    // The address follows the step shown (`?step=M`, replaced as practice does with its
    // problems: a reload opens the same step), and another `?step=` of this chapter opened
    // from the address opens that step.
    {
        let dispatch = holder.dispatcher();
        use_effect_with(asked, move |asked| {
            if let Some(i) = asked.filter(|&i| i != index) {
                dispatch.dispatch(Msg::Go(i));
            }
        });
    }
    {
        let (number, first) = (props.number, use_mut_ref(|| true));
        use_effect_with(index, move |&index| {
            if std::mem::replace(&mut *first.borrow_mut(), false) || asked == Some(index) {
                return;
            }
            Navigator.replace_with_query(&Route::Lesson { number }, &format!("step={}", index + 1));
        });
    }
    let body_ref = use_node_ref();
    let board_ref = use_steady_board(index);
    // Another step starts at the top of the page with focus on it, so a keyboard or
    // screen-reader user is where the new text and board are (not on the first render).
    {
        let (body_ref, first) = (body_ref.clone(), use_mut_ref(|| true));
        use_effect_with(index, move |_| {
            if std::mem::replace(&mut *first.borrow_mut(), false) {
                return;
            }
            if let Some(body) = body_ref.cast::<web_sys::HtmlElement>() {
                let _ = body.focus();
            }
            crate::route::scroll_to_top();
        });
    }
    let state = &holder.0.state;
    let solved = state.solved();

    // Remember where the learner is, and each step they finish.
    {
        let (progress, storage) = (progress.clone(), storage.clone());
        use_effect_with((index, solved), move |&(index, solved)| {
            // Written onto what is stored now: steps finished in another tab are kept.
            let mut p = progress.borrow_mut();
            let next = storage.update(&*p, |p| p.visit(lesson, index) | (solved && p.mark_done(lesson, index)));
            *p = next;
        });
    }
    // A game step whose game was played is shown done.
    {
        let (progress, dispatch) = (progress.clone(), holder.dispatcher());
        let game_step = matches!(lesson.steps[index].task, Task::Game(_));
        use_effect_with((index, solved), move |&(index, solved)| {
            if game_step && !solved && progress.borrow().is_done(lesson, index) {
                dispatch.dispatch(Msg::Act(Action::GameDone));
            }
        });
    }
    // Watch frames advance by themselves while playing.
    {
        let dispatch = holder.dispatcher();
        use_effect_with(state.playing, move |&playing| {
            let timer = playing.then(|| Interval::new(FRAME_MS, move || dispatch.dispatch(Msg::Act(Action::Tick))));
            move || drop(timer)
        });
    }
    let act = |action: Action| {
        let dispatch = holder.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Msg::Act(action.clone())))
    };
    let go = |i: usize| {
        let dispatch = holder.dispatcher();
        Callback::from(move |_: MouseEvent| dispatch.dispatch(Msg::Go(i)))
    };
    let on_action = {
        let dispatch = holder.dispatcher();
        Callback::from(move |a: Action| dispatch.dispatch(Msg::Act(a)))
    };
    let on_point = on_action.reform(Action::Click);

    let step = &lesson.steps[index];
    let total = lesson.steps.len();
    let view = Rc::new(board_view(state));
    let feedback = state.feedback.clone();
    // Each answer moves the page, even one whose reply reads as the last one's (a second
    // wrong choice with the same reason, now with the hint under it).
    let reply_ref = use_reply_with_board((feedback.clone(), state.misses, state.hint), board_ref.clone());
    let tone_class = match feedback.as_ref().map(|f| f.tone) {
        Some(Tone::Right) => "feedback feedback--right",
        Some(Tone::Wrong) => "feedback feedback--wrong",
        _ => "feedback",
    };
    let last = index + 1 == total;
    let course = lessons::lessons(text::locale());
    let final_lesson = main_path(course).last().is_some_and(|l| l.id == lesson.id);
    let next_link = links::next_link(last, final_lesson, solved, go(index + 1));
    // A game step: the link to its game, and "I have played it — go on".
    let game = match &step.task {
        Task::Game(g) => {
            let from = LessonStep { lesson: lesson.id.clone(), step: index };
            let played = {
                let (progress, storage, dispatch) = (progress.clone(), storage.clone(), holder.dispatcher());
                Callback::from(move |_: MouseEvent| {
                    let mut p = progress.borrow_mut();
                    let next = storage.update(&*p, |p| p.mark_done(lesson, index));
                    *p = next;
                    drop(p);
                    dispatch.dispatch(Msg::Act(Action::GameDone));
                    if !last {
                        dispatch.dispatch(Msg::Go(index + 1));
                    }
                })
            };
            links::game_link(g.game, &query(g.game, Some(&from)), solved, played)
        }
        _ => html! {},
    };
    let step_label = text::Msg::new("lesson-step-of").arg("n", index + 1).arg("m", total).text();
    // The step solved just now counts at once (the record is saved after this render).
    let done_count = progress.borrow().done_in_with(lesson, solved.then_some(index));

    // The task's controls, with "Try again" by the reply that explains the wrong move.
    let task = TaskState::of(state).with_retry_by_reply();
    html! {
        <div class="page lesson stage">
            <p class="page__eyebrow">
                <Link to={Route::Learn}>{ text::Msg::words("lesson-course") }</Link>
                { " · " }{ chapter_label(course, lesson) }
            </p>
            <h1>{ &lesson.title }</h1>
            <div class="lesson__steps">
                <span>{ &step_label }</span>
                <progress max={total.to_string()} value={done_count.to_string()} aria-label={text::Msg::new("lesson-done").arg("done", done_count).arg("total", total).text()} />
            </div>
            <div class={classes!("lesson__body", (!step.has_board()).then_some("lesson__body--no-board"))} ref={body_ref} tabindex="-1" aria-label={step_label.clone()}>
                <div class="lesson__lead">
                    <StepText text={AttrValue::from(step.text.clone())} />
                </div>
                if step.has_board() {
                    <div class={board_box_classes(&view, &step.task)} ref={board_ref}>
                        // Zoomed in on a phone, the board stays zoomed after a wrong answer, until
                        // the step is solved; another step starts with the whole board.
                        <Goban key={index} view={view} {on_point} keep_zoom={!solved} label={AttrValue::from(text::Msg::new("lesson-board-label").arg("size", state.game.size().to_string()).text())} />
                    </div>
                }
                <div class="lesson__panel">
                    { game }
                    <StepTask key={index} task={task.clone()} on_action={on_action.clone()} />
                    <div class="lesson__answer">
                        <div class={tone_class} ref={reply_ref} role="status" aria-live="polite" aria-atomic="true">
                            { feedback.as_ref().map(|f| plain(&crate::text::feedback(&f.notes))).unwrap_or_default() }
                        </div>
                        if feedback.is_none() && !solved {
                            { reply_room(step) }
                        }
                        if let Some(hint) = state.shown_hint() {
                            <p class="lesson__hint"><strong>{ text::Msg::words("lesson-hint") }</strong>{ text::gap() }{ plain(&crate::text::say(&hint)) }</p>
                        }
                        // What to do after a wrong answer, in one row under the reply and the
                        // hint: on a phone the reply then stays clear of the task above it.
                        <div class="lesson__again">
                            { retry_by_reply(&StepTaskProps { task, on_action }) }
                            if state.can_show() && !state.shown {
                                <button type="button" class="btn" onclick={act(Action::ShowMe)}>{ text::Msg::words("lesson-show-me") }</button>
                            }
                        </div>
                        <nav class="lesson__nav" aria-label={step_label.clone()}>
                            <button type="button" class="btn" disabled={index == 0} onclick={go(index.saturating_sub(1))}>{ text::Msg::words("lesson-back") }</button>
                            { next_link }
                        </nav>
                    </div>
                    if last && final_lesson && solved {
                        { links::what_next() }
                    }
                </div>
            </div>
        </div>
    }
}

/// "Chapter 3", or "Appendix" for a chapter after the main path.
fn chapter_label(course: &[Lesson], lesson: &Lesson) -> String {
    if is_appendix(lesson) {
        text::Msg::words("lesson-appendix")
    } else {
        text::Msg::new("lesson-chapter").arg("number", number_of(course, lesson)).text()
    }
}
