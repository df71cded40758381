//! The course overview (`#/learn`): every lesson with its progress, the overall progress,
//! "continue where I left off", and forgetting the progress (after a confirmation).

use yew::prelude::*;

use crate::route::{Link, Route};
use crate::components::page_title::use_page_title;
use crate::lessons::lessons;
use crate::lessons::progress::Progress;
use crate::lessons::course::{appendix, is_appendix, main_path, number_of};
use crate::lessons::format::Lesson;
use crate::storage::use_storage;
use crate::text::{gap, Msg};

/// The course overview page.
#[component]
pub fn Learn() -> Html {
    use_page_title(Msg::words("learn-title"));
    let storage = use_storage();
    let progress = {
        let storage = storage.clone();
        use_state(move || storage.lesson_progress())
    };
    {
        // Steps done in another tab show here at once.
        let (storage, progress) = (storage.clone(), progress.clone());
        let reread = Callback::from(move |()| progress.set(storage.lesson_progress()));
        crate::storage::use_saved_elsewhere(crate::lessons::progress::STORAGE_KEY, &reread);
    }
    let confirming = use_state(|| false);
    let message = use_state(|| None::<String>);
    let all = lessons(crate::text::locale());
    let (done, total) = progress.overall(main_path(all));

    let resume = progress.resume_point(main_path(all));
    let started = done > 0 || progress.last.is_some();
    let continue_link = match &resume {
        Some((id, _)) => {
            let number = all.iter().find(|l| &l.id == id).map_or(1, |l| number_of(all, l));
            html! {
                <Link to={Route::Lesson { number }} classes="btn btn--primary learn__continue">
                    { if started { Msg::words("learn-resume") } else { Msg::words("learn-start") } }
                </Link>
            }
        }
        None => html! { <p>{ Msg::words("learn-all-done") }</p> },
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
            message.set(Some(Msg::words("learn-reset-done")));
        })
    };

    html! {
        <div class="page learn">
            <p class="page__eyebrow">{ Msg::words("learn-eyebrow") }</p>
            <h1>{ Msg::words("learn-heading") }</h1>
            <p class="page__lead">{ Msg::new("learn-lead").arg("count", main_path(all).len()).text() }</p>
            <section class="learn__overall" aria-labelledby="learn-overall">
                <h2 id="learn-overall">{ Msg::words("learn-overall") }</h2>
                <progress max={total.to_string()} value={done.to_string()} aria-labelledby="learn-overall" />
                <p class="learn__count">{ Msg::new("learn-steps-done").arg("n", done).arg("m", total).text() }</p>
                { continue_link }
            </section>
            <section aria-labelledby="learn-chapters">
                <h2 id="learn-chapters">{ Msg::words("learn-chapters") }</h2>
                <ol class="cards learn__list">
                    { for main_path(all).iter().map(|lesson| chapter_card(all, lesson, &progress)) }
                </ol>
            </section>
            <section aria-labelledby="learn-appendix" class="learn__appendix">
                <h2 id="learn-appendix">{ Msg::words("learn-appendix") }</h2>
                <p>{ Msg::words("learn-appendix-lead") }</p>
                <ul class="cards learn__list">
                    { for appendix(all).iter().map(|lesson| chapter_card(all, lesson, &progress)) }
                </ul>
            </section>
            <p>
                { Msg::words("learn-glossary") }{ gap() }
                <Link to={Route::Glossary}>{ Msg::words("nav-glossary") }</Link>
                { " · " }
                <Link to={Route::Play}>{ Msg::words("learn-play") }</Link>
            </p>
            <section class="learn__reset">
                if *confirming {
                    <div role="alertdialog" aria-labelledby="reset-question" class="learn__confirm">
                        <p id="reset-question">{ Msg::words("learn-reset-question") }</p>
                        <button type="button" class="btn btn--danger" onclick={reset}>{ Msg::words("learn-reset-yes") }</button>
                        <button type="button" class="btn" onclick={cancel}>{ Msg::words("learn-reset-no") }</button>
                    </div>
                } else {
                    <button type="button" class="btn btn--quiet" onclick={ask} disabled={!started}>{ Msg::words("learn-reset") }</button>
                }
                <p role="status" class="learn__message">{ (*message).clone().unwrap_or_default() }</p>
            </section>
        </div>
    }
}

/// A chapter's card: its title (a link), its summary and how many of its steps are done.
fn chapter_card(all: &[Lesson], lesson: &Lesson, progress: &Progress) -> Html {
    let number = number_of(all, lesson);
    let n = lesson.steps.len();
    let d = progress.done_in(lesson);
    let label = Msg::new("learn-steps-done").arg("n", d).arg("m", n).text();
    let title = if is_appendix(lesson) { lesson.title.clone() } else { format!("{number}. {}", lesson.title) };
    html! {
        <li key={lesson.id.clone()} class={classes!("card", "learn__item", (d == n).then_some("card--done"))}>
            <Link to={Route::Lesson { number }} classes="learn__link">{ title }</Link>
            if d == n {
                <span class="badge learn__badge">{ Msg::words("learn-finished") }</span>
            }
            <p class="learn__summary">{ &lesson.summary }</p>
            <progress max={n.to_string()} value={d.to_string()} aria-label={format!("{}: {label}", lesson.title)} />
            <span class="learn__count">{ label }</span>
        </li>
    }
}
