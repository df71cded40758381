//! The course overview (`#/learn`): every lesson with its progress, the overall progress,
//! "continue where I left off", and forgetting the progress (after a confirmation).

use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::Route;
use crate::components::page_title::use_page_title;
use crate::lessons::lessons;
use crate::lessons::progress::Progress;
use crate::pages::lesson::number_of;
use crate::storage::use_storage;

/// Learner-facing text of the page.
struct LearnText {
    title: &'static str,
    eyebrow: &'static str,
    heading: &'static str,
    lead: &'static str,
    start: &'static str,
    resume: &'static str,
    all_done: &'static str,
    overall: &'static str,
    steps_done: &'static str,
    finished: &'static str,
    reset: &'static str,
    reset_question: &'static str,
    reset_yes: &'static str,
    reset_no: &'static str,
    reset_done: &'static str,
    chapters: &'static str,
    glossary: &'static str,
    play: &'static str,
}

const TEXT: LearnText = LearnText {
    title: "Learn",
    eyebrow: "The beginner course",
    heading: "Learn Go, one small step at a time",
    lead: "Eleven short lessons take you from your first stone to playing and counting a whole game under the Chinese rules. Every step shows a small board and asks you to do one thing.",
    start: "Start the first lesson",
    resume: "Continue where you left off",
    all_done: "You have done every step. Well done! Try a game on the Play page.",
    overall: "Your progress",
    steps_done: "{n} of {m} steps done",
    finished: "finished",
    reset: "Forget my progress",
    reset_question: "Forget which steps you have done? This cannot be undone.",
    reset_yes: "Yes, forget it",
    reset_no: "No, keep it",
    reset_done: "Your progress has been forgotten.",
    chapters: "Lessons",
    glossary: "Words you meet in the lessons are explained in the glossary.",
    play: "Play a game",
};

/// The course overview page.
#[component]
pub fn Learn() -> Html {
    use_page_title(TEXT.title.into());
    let storage = use_storage();
    let progress = {
        let storage = storage.clone();
        use_state(move || crate::pages::lesson::load_progress(&storage))
    };
    let confirming = use_state(|| false);
    let message = use_state(|| None::<&'static str>);
    let all = lessons();
    let (done, total) = progress.overall(all);

    let resume = progress.resume_point(all);
    let started = done > 0 || progress.last.is_some();
    let continue_link = match &resume {
        Some((id, _)) => {
            let number = all.iter().find(|l| &l.id == id).map_or(1, number_of);
            html! {
                <Link<Route> to={Route::Lesson { number }} classes="btn btn--primary learn__continue">
                    { if started { TEXT.resume } else { TEXT.start } }
                </Link<Route>>
            }
        }
        None => html! { <p>{ TEXT.all_done }</p> },
    };

    let ask = {
        let (confirming, message) = (confirming.clone(), message.clone());
        Callback::from(move |_: MouseEvent| {
            message.set(None);
            confirming.set(true);
        })
    };
    let cancel = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(false))
    };
    let reset = {
        let (confirming, message, progress, storage) =
            (confirming.clone(), message.clone(), progress.clone(), storage.clone());
        Callback::from(move |_: MouseEvent| {
            let _ = storage.remove::<Progress>();
            let _ = storage.remove::<crate::play::preset::FinishedGames>();
            progress.set(Progress::default());
            confirming.set(false);
            message.set(Some(TEXT.reset_done));
        })
    };

    html! {
        <div class="page learn">
            <p class="page__eyebrow">{ TEXT.eyebrow }</p>
            <h1>{ TEXT.heading }</h1>
            <p class="page__lead">{ TEXT.lead }</p>
            <section class="learn__overall" aria-labelledby="learn-overall">
                <h2 id="learn-overall">{ TEXT.overall }</h2>
                <progress max={total.to_string()} value={done.to_string()} aria-labelledby="learn-overall" />
                <p class="learn__count">{ TEXT.steps_done.replace("{n}", &done.to_string()).replace("{m}", &total.to_string()) }</p>
                { continue_link }
            </section>
            <section aria-labelledby="learn-chapters">
                <h2 id="learn-chapters">{ TEXT.chapters }</h2>
                <ol class="cards learn__list">
                    { for all.iter().map(|lesson| {
                        let number = number_of(lesson);
                        let n = lesson.steps.len();
                        let d = progress.done_in(lesson);
                        let label = TEXT.steps_done.replace("{n}", &d.to_string()).replace("{m}", &n.to_string());
                        html! {
                            <li key={lesson.id.clone()} class={classes!("card", "learn__item", (d == n).then_some("card--done"))}>
                                <Link<Route> to={Route::Lesson { number }} classes="learn__link">
                                    { format!("{number}. {}", lesson.title) }
                                </Link<Route>>
                                if d == n {
                                    <span class="badge learn__badge">{ TEXT.finished }</span>
                                }
                                <p class="learn__summary">{ &lesson.summary }</p>
                                <progress max={n.to_string()} value={d.to_string()} aria-label={format!("{}: {label}", lesson.title)} />
                                <span class="learn__count">{ label }</span>
                            </li>
                        }
                    }) }
                </ol>
            </section>
            <p>
                { TEXT.glossary }{ " " }
                <Link<Route> to={Route::Glossary}>{ "Glossary" }</Link<Route>>
                { " · " }
                <Link<Route> to={Route::Play}>{ TEXT.play }</Link<Route>>
            </p>
            <section class="learn__reset">
                if *confirming {
                    <div role="alertdialog" aria-labelledby="reset-question" class="learn__confirm">
                        <p id="reset-question">{ TEXT.reset_question }</p>
                        <button type="button" class="btn btn--danger" onclick={reset}>{ TEXT.reset_yes }</button>
                        <button type="button" class="btn" onclick={cancel}>{ TEXT.reset_no }</button>
                    </div>
                } else {
                    <button type="button" class="btn btn--quiet" onclick={ask} disabled={!started}>{ TEXT.reset }</button>
                }
                <p role="status" class="learn__message">{ message.unwrap_or_default() }</p>
            </section>
        </div>
    }
}
