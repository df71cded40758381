//! The list of problem sets: each with its level, progress bar and counts, and the ways to
//! start (in order, shuffled, the missed ones); the whole record at the top.

use yew::prelude::*;

use crate::problems::format::ProblemSet;
use crate::problems::progress::{Progress, Tally};
use crate::problems::session::Choice;
use crate::problems::sets;

use super::TEXT as PAGE;

/// Learner-facing text of the overview.
struct OverviewText {
    all: &'static str,
    shuffle_all: &'static str,
    retry_all: &'static str,
    sets: &'static str,
    level: &'static str,
    start: &'static str,
    shuffle: &'static str,
    retry: &'static str,
    solved_of: &'static str,
    first_try: &'static str,
    missed: &'static str,
    problems: &'static str,
}

const TEXT: OverviewText = OverviewText {
    all: "Your practice",
    shuffle_all: "All problems, shuffled",
    retry_all: "Retry the ones I missed",
    sets: "Problem sets",
    level: "Level",
    start: "Start",
    shuffle: "Shuffled",
    retry: "Retry missed",
    solved_of: "{n} of {m} solved",
    first_try: "{n} at the first try",
    missed: "{n} missed",
    problems: "{m} problems",
};

/// Props of [`Overview`].
#[derive(Properties, PartialEq)]
pub(crate) struct OverviewProps {
    pub progress: Progress,
    pub on_start: Callback<Choice>,
}

fn counts(t: Tally) -> String {
    let mut parts = vec![TEXT.solved_of.replace("{n}", &t.done().to_string()).replace("{m}", &t.total.to_string())];
    if t.first_try > 0 {
        parts.push(TEXT.first_try.replace("{n}", &t.first_try.to_string()));
    }
    if t.missed > 0 {
        parts.push(TEXT.missed.replace("{n}", &t.missed.to_string()));
    }
    parts.join(" · ")
}

/// The sets in the order they are shown: easiest first.
pub(crate) fn display_order() -> Vec<(usize, &'static ProblemSet)> {
    let mut all: Vec<(usize, &ProblemSet)> = sets().iter().enumerate().collect();
    all.sort_by_key(|(_, s)| (s.level, s.id.clone()));
    all
}

/// The list of problem sets.
#[component]
pub(crate) fn Overview(props: &OverviewProps) -> Html {
    let p = &props.progress;
    let overall = p.overall(sets());
    let missed_all = p.missed(sets(), None).len();
    let start = |choice: Choice| {
        let cb = props.on_start.clone();
        Callback::from(move |_: MouseEvent| cb.emit(choice))
    };
    html! {
        <div class="page practice">
            <h1>{ PAGE.title }</h1>
            <p class="page__lead">{ PAGE.lead }</p>
            <section class="practice__overall" aria-labelledby="practice-all">
                <h2 id="practice-all">{ TEXT.all }</h2>
                <progress max={overall.total.to_string()} value={overall.done().to_string()}
                    aria-label={counts(overall)} />
                <p class="practice__counts">{ counts(overall) }</p>
                <p class="practice__actions">
                    <button type="button" class="btn btn--primary" onclick={start(Choice::ShuffledAll)}>{ TEXT.shuffle_all }</button>
                    <button type="button" class="btn" disabled={missed_all == 0} onclick={start(Choice::Missed(None))}>
                        { format!("{} ({missed_all})", TEXT.retry_all) }
                    </button>
                </p>
            </section>
            <h2>{ TEXT.sets }</h2>
            <ul class="cards practice__sets">
                { for display_order().into_iter().map(|(i, set)| {
                    let t = p.tally(set);
                    let missed = t.missed;
                    let done = t.done() == t.total;
                    html! {
                        <li key={set.id.clone()} class={classes!("card", "practice__set", done.then_some("card--done"))}>
                            <h3 class="practice__set-title">
                                { &set.title }
                                <span class="badge practice__level">{ format!("{} {}", TEXT.level, set.level) }</span>
                            </h3>
                            <p class="practice__summary">{ &set.summary }</p>
                            <progress max={t.total.to_string()} value={t.done().to_string()}
                                aria-label={format!("{}: {}", set.title, counts(t))} />
                            <p class="practice__counts">
                                { TEXT.problems.replace("{m}", &t.total.to_string()) }{ " · " }{ counts(t) }
                            </p>
                            <p class="practice__actions">
                                <button type="button" class="btn btn--primary" onclick={start(Choice::Set(i))}
                                    aria-label={format!("{}: {}", TEXT.start, set.title)}>{ TEXT.start }</button>
                                <button type="button" class="btn" onclick={start(Choice::ShuffledSet(i))}
                                    aria-label={format!("{}: {}", TEXT.shuffle, set.title)}>{ TEXT.shuffle }</button>
                                if missed > 0 {
                                    <button type="button" class="btn" onclick={start(Choice::Missed(Some(i)))}
                                        aria-label={format!("{}: {}", TEXT.retry, set.title)}>
                                        { format!("{} ({missed})", TEXT.retry) }
                                    </button>
                                }
                            </p>
                        </li>
                    }
                }) }
            </ul>
        </div>
    }
}
