//! The list of problem sets: each with its level, progress bar and counts, and the ways to
//! start (in order, shuffled, the missed ones); at the top the learner's level with a run
//! at that level, the problems due to come back today, and the whole record.

use yew::prelude::*;

use crate::problems::format::ProblemSet;
use crate::problems::progress::{Progress, Tally};
use crate::problems::session::Choice;
use crate::problems::more::kind_of;
use crate::problems::{problem_kyu, sets};
use crate::text::problems::{set_summary, set_title};
use crate::text::Msg;

/// Props of [`Overview`].
#[derive(Properties, PartialEq)]
pub(crate) struct OverviewProps {
    pub progress: Progress,
    /// Games against the computer that moved the learner's rating.
    pub games: u32,
    pub on_start: Callback<Choice>,
    /// What the address asked for that the sets do not have, if anything.
    #[prop_or_default]
    pub not_found: Option<String>,
    /// Fetches the generated sets again: given when they could not be had.
    #[prop_or_default]
    pub retry_more: Option<Callback<()>>,
}

fn counts(t: Tally) -> String {
    let mut parts = vec![Msg::new("practice-sets-solved-of").arg("n", t.done()).arg("m", t.total).text()];
    if t.first_try > 0 {
        parts.push(Msg::new("practice-sets-first-try").arg("n", t.first_try).text());
    }
    if t.missed > 0 {
        parts.push(Msg::new("practice-sets-missed").arg("n", t.missed).text());
    }
    parts.join(" · ")
}

/// The ranks of a set's problems as the learner's attempts have rated them, "30–26 kyu".
fn kyu_range(p: &Progress, set: &ProblemSet) -> String {
    let kyus = (0..set.problems.len()).map(|i| p.problem_rating(&Progress::key(set, i), problem_kyu(set, i)).whole_kyu());
    let (weakest, strongest) = kyus.fold((1, 30), |(w, s), k| (w.max(k), s.min(k)));
    crate::text::problems::kyu_range(weakest, strongest)
}

/// The sets in the order they are shown: easiest first.
pub(crate) fn display_order() -> Vec<(usize, &'static ProblemSet)> {
    let mut all: Vec<(usize, &ProblemSet)> = sets(crate::text::locale()).iter().enumerate().collect();
    weiqi_engine::sort::sort_by_key(&mut all, |(_, s)| (s.level, s.id.clone()));
    all
}

/// The list of problem sets.
pub(crate) fn overview(props: &OverviewProps) -> Html {
    let p = &props.progress;
    let overall = p.overall(sets(crate::text::locale()));
    let missed_all = p.missed(sets(crate::text::locale()), None).len();
    let due = p.due(sets(crate::text::locale()), super::now().day).len();
    let (generated, handwritten): (Vec<_>, Vec<_>) = display_order().into_iter().partition(|(_, set)| kind_of(set).is_some());
    let start = |choice: Choice| {
        let cb = props.on_start.clone();
        Callback::from(move |_: MouseEvent| cb.emit(choice))
    };
    html! {
        <div class="page practice">
            <h1>{ Msg::words("practice-title") }</h1>
            if let Some(what) = &props.not_found {
                { crate::components::not_found::not_found_line(what) }
            }
            <p class="page__lead">{ Msg::words("practice-lead") }</p>
            // The rank line says "Your level: …" itself: the section is named, not headed, by it.
            <section class="practice__you" aria-label={Msg::words("practice-level-title")}>
                { crate::components::your_rank::your_rank(p.learner, props.games, p.attempts) }
                { crate::components::your_rank::how_ranks_work() }
                <p class="practice__due" role="status">
                    { if due > 0 { Msg::new("practice-due").arg("n", due).text() } else { Msg::words("practice-due-none") } }
                </p>
                <p class="practice__actions">
                    <button type="button" class="btn btn--primary" onclick={start(Choice::AtMyLevel)}>{ Msg::words("practice-at-my-level") }</button>
                    if due > 0 {
                        <button type="button" class="btn" onclick={start(Choice::Due)}>{ Msg::new("practice-due-start").arg("n", due).text() }</button>
                    }
                </p>
            </section>
            <section class="practice__overall" aria-labelledby="practice-all">
                <h2 id="practice-all">{ Msg::words("practice-sets-all") }</h2>
                <progress max={overall.total.to_string()} value={overall.done().to_string()}
                    aria-label={counts(overall)} />
                <p class="practice__counts">{ counts(overall) }</p>
                <p class="practice__actions">
                    <button type="button" class="btn" onclick={start(Choice::ShuffledAll)}>{ Msg::words("practice-sets-shuffle-all") }</button>
                    <button type="button" class="btn" disabled={missed_all == 0} onclick={start(Choice::Missed(None))}>
                        { Msg::new("practice-sets-retry-all").arg("missed", missed_all).text() }
                    </button>
                </p>
            </section>
            <h2>{ Msg::words("practice-sets-sets") }</h2>
            <ul class="cards practice__sets">
                { for handwritten.into_iter().map(|(i, set)| set_card(p, i, set, &props.on_start)) }
            </ul>
            if let Some(retry) = &props.retry_more {
                <h2>{ Msg::words("practice-more-title") }</h2>
                <p class="practice__counts" role="status">{ Msg::words("practice-more-missing") }</p>
                <p class="practice__actions">
                    <button type="button" class="btn" onclick={retry.reform(|_: MouseEvent| ())}>{ Msg::words("practice-more-retry") }</button>
                </p>
            }
            if !generated.is_empty() {
                <h2>{ Msg::words("practice-more-title") }</h2>
                <p class="practice__counts">{ Msg::words("practice-more-lead") }</p>
                <ul class="cards practice__sets">
                    { for generated.into_iter().map(|(i, set)| set_card(p, i, set, &props.on_start)) }
                </ul>
            }
        </div>
    }
}

/// One set's card: title and rank, summary, progress, and the ways to start it.
fn set_card(p: &Progress, i: usize, set: &ProblemSet, on_start: &Callback<Choice>) -> Html {
    let start = |choice: Choice| {
        let cb = on_start.clone();
        Callback::from(move |_: MouseEvent| cb.emit(choice))
    };
    let title = set_title(set);
    let t = p.tally(set);
    let missed = t.missed;
    let done = t.done() == t.total;
    html! {
        <li key={set.id.clone()} class={classes!("card", "practice__set", done.then_some("card--done"))}>
            <h3 class="practice__set-title">
                { &title }
                <span class="badge practice__level">{ kyu_range(p, set) }</span>
            </h3>
            <p class="practice__summary">{ set_summary(set) }</p>
            <progress max={t.total.to_string()} value={t.done().to_string()}
                aria-label={format!("{}: {}", title, counts(t))} />
            <p class="practice__counts">
                { Msg::new("practice-sets-problems").arg("m", t.total).text() }{ " · " }{ counts(t) }
            </p>
            <p class="practice__actions">
                <button type="button" class="btn btn--primary" onclick={start(Choice::Set(i))}
                    aria-label={Msg::new("practice-sets-start-label").arg("set", &title).text()}>{ Msg::words("practice-sets-start") }</button>
                <button type="button" class="btn" onclick={start(Choice::ShuffledSet(i))}
                    aria-label={Msg::new("practice-sets-shuffle-label").arg("set", &title).text()}>{ Msg::words("practice-sets-shuffle") }</button>
                if missed > 0 {
                    <button type="button" class="btn" onclick={start(Choice::Missed(Some(i)))}
                        aria-label={Msg::new("practice-sets-retry-label").arg("set", &title).text()}>
                        { Msg::new("practice-sets-retry").arg("missed", missed).text() }
                    </button>
                }
            </p>
        </li>
    }
}
