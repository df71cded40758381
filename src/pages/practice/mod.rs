//! The practice page (`#/practice`): the problem sets with the learner's progress, and a
//! run through problems — one set in order or shuffled, everything shuffled, or the ones
//! last missed. Each problem is played by the lesson player with the reader's answers to
//! wrong moves (`crate::problems::attempt`), the run's state is `crate::problems::run`; this
//! module wires them to the browser: the record in storage, the address, and the page.
//!
//! The address names the problem shown (`#/practice?set=01-atari&problem=3`, counted from
//! 1), so a problem can be linked to and reloaded; opening that address starts the set at
//! that problem, and `#/practice` without a problem (the menu's Practice) shows the sets.

mod overview;
mod problem;

use std::rc::Rc;

use yew::prelude::*;

use crate::route::{use_location, Navigator, Route};
use crate::components::download::{use_download, waiting_page, Download};
use crate::components::page_title::use_page_title;
use crate::lessons::player::Action;
use crate::problems::pick;
use crate::problems::progress::{Attempted, ProblemRef, Progress};
use crate::problems::review::Moment;
use crate::problems::run::{Msg, Run};
use crate::problems::session::{Choice, Session};
use crate::problems::{problem_kyu, sets};
use crate::storage::use_storage;
use crate::text;

/// A random seed for shuffling.
fn random_seed() -> u64 {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    high << 32 | low
}

/// Now, with the learner's calendar day.
pub(crate) fn now() -> Moment {
    let date = js_sys::Date::new_0();
    Moment::new(date.get_time(), date.get_timezone_offset())
}

/// The run behind Yew's reducer.
#[derive(Clone, Default)]
pub(crate) struct Holder(pub Rc<Run>);

impl Reducible for Holder {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut run = (*self.0).clone();
        run.update(msg, sets(crate::text::locale()));
        Rc::new(Holder(Rc::new(run)))
    }
}

/// The problem named by an address's query (`?set=01-atari&problem=3`), if it exists.
pub(crate) fn problem_in_query(query: &str) -> Option<ProblemRef> {
    let value = |key: &str| crate::address::query_value(query, key);
    let id = value("set")?;
    let set = sets(crate::text::locale()).iter().position(|s| s.id == id)?;
    let number: usize = value("problem")?.parse().ok()?;
    let problem = number.checked_sub(1).filter(|&p| p < sets(crate::text::locale())[set].problems.len())?;
    Some(ProblemRef { set, problem })
}

/// The practice page: once the generated problem sets are in (they are not part of the app's
/// first load) or cannot be had, the sets and the run through them.
#[component]
pub fn Practice() -> Html {
    use_page_title(text::Msg::words("practice-title"));
    let (more, fetch) = use_download(|| crate::problems::more::sets().is_some(), crate::downloads::more_problems);
    match more {
        Download::Coming => waiting_page("practice", text::Msg::words("practice-title"), text::Msg::words("practice-loading")),
        Download::In => html! { <Problems /> },
        Download::Missing => html! { <Problems retry_more={Some(fetch)} /> },
    }
}

/// Props of [`Problems`].
#[derive(Properties, PartialEq)]
struct ProblemsProps {
    /// Fetches the generated problem sets again, when they could not be had.
    #[prop_or_default]
    retry_more: Option<Callback<()>>,
}

/// The problem sets and the run through them.
#[component]
fn Problems(props: &ProblemsProps) -> Html {
    let storage = use_storage();
    let progress = {
        let storage = storage.clone();
        use_state(move || storage.load::<Progress>().unwrap_or_default())
    };
    let holder = use_reducer(Holder::default);
    let saved = use_mut_ref(|| 0usize);
    let query = use_location().map(|l| l.query_str().to_string()).unwrap_or_default();
    // A problem the address names but the sets do not have: said on the overview (for the
    // address now, not the first one the page was opened at).
    let unknown = use_memo(query.clone(), {
        move |query: &String| {
            let asked = query.trim_start_matches('?');
            (!asked.is_empty() && problem_in_query(query).is_none()).then(|| asked.to_owned())
        }
    });
    let shown = holder.0.session.as_ref().map(Session::current);

    // The address leads: a problem named there opens (a link, a reload, Back), and the bare
    // address (the menu's Practice) goes back to the sets.
    {
        let (dispatch, shown) = (holder.dispatcher(), shown);
        use_effect_with(query.clone(), move |query| match problem_in_query(query) {
            Some(r) if shown != Some(r) => dispatch.dispatch(Msg::Open(r)),
            None if shown.is_some() => dispatch.dispatch(Msg::Leave),
            _ => {}
        });
    }
    // And follows: the problem shown is written into the address (not on opening, when the
    // address is what opens the problem).
    {
        let (query, opening) = (query.clone(), use_mut_ref(|| true));
        use_effect_with(shown, move |shown| {
            if std::mem::replace(&mut *opening.borrow_mut(), false) {
                return;
            }
            match shown {
                Some(r) if problem_in_query(&query) != Some(*r) => {
                    // The address's query naming one problem: `set=<set id>&problem=<number from 1>`.
                    let q = format!("set={}&problem={}", sets(crate::text::locale())[r.set].id, r.problem + 1);
                    if problem_in_query(&query).is_some() {
                        Navigator.replace_with_query(&Route::Practice, &q);
                    } else {
                        Navigator.push_with_query(&Route::Practice, &q);
                    }
                }
                None if !query.trim_start_matches('?').is_empty() => Navigator.replace(&Route::Practice),
                _ => {}
            }
        });
    }

    // When the problem shown was opened, for the time an attempt takes.
    let opened = use_mut_ref(js_sys::Date::now);
    {
        let opened = opened.clone();
        use_effect_with(shown, move |_| *opened.borrow_mut() = js_sys::Date::now());
    }

    // New outcomes go into the record, and the record into storage.
    {
        let (progress, storage, saved, opened) = (progress.clone(), storage.clone(), saved.clone(), opened.clone());
        let model = holder.0.clone();
        use_effect_with(model.outcomes.len(), move |&count| {
            let mut done = saved.borrow_mut();
            if count > *done {
                let new = &model.outcomes[*done..];
                let at = now();
                let seconds = (js_sys::Date::now() - *opened.borrow()) / 1000.0;
                // Written onto what is stored now: problems solved in another tab are kept.
                // A failure is shown under the header.
                let next = storage.update(&*progress, |p| {
                    let mut changed = false;
                    for (r, outcome) in new {
                        if let Some(set) = sets(crate::text::locale()).get(r.set) {
                            let attempt = Attempted { outcome: *outcome, seconds, at, kyu: problem_kyu(set, r.problem) };
                            changed |= p.record(&Progress::key(set, r.problem), attempt);
                        }
                    }
                    changed
                });
                *done = count;
                progress.set(next);
            }
        });
    }

    let start = {
        let (dispatch, progress) = (holder.dispatcher(), progress.clone());
        Callback::from(move |choice: Choice| {
            let all = sets(crate::text::locale());
            let listed = match choice {
                Choice::Due => progress.due(all, now().day),
                Choice::AtMyLevel => pick::next(&progress, all, now().day, &[], random_seed()).into_iter().collect(),
                _ => progress.missed(all, None),
            };
            dispatch.dispatch(Msg::Start(choice, listed, random_seed()))
        })
    };
    let model = holder.0.clone();
    match (&model.session, &model.attempt) {
        (Some(session), Some(attempt)) => {
            let dispatch = holder.dispatcher();
            let on_action = Callback::from(move |a: Action| dispatch.dispatch(Msg::Act(a)));
            let (dispatch, picking) = (holder.dispatcher(), session.clone());
            let on_next = {
                let progress = progress.clone();
                Callback::from(move |_: ()| {
                    let picked = picking
                        .is_open_ended()
                        .then(|| pick::next(&progress, sets(crate::text::locale()), now().day, &picking.queue, random_seed()))
                        .flatten();
                    dispatch.dispatch(picked.map_or(Msg::Next, Msg::NextPicked));
                })
            };
            let dispatch = holder.dispatcher();
            let on_previous = Callback::from(move |_: ()| dispatch.dispatch(Msg::Previous));
            let dispatch = holder.dispatcher();
            let on_leave = Callback::from(move |_: ()| dispatch.dispatch(Msg::Leave));
            html! {
                <problem::ProblemView
                    session={session.clone()}
                    attempt={Rc::new(attempt.clone())}
                    finished={model.finished}
                    progress={(*progress).clone()}
                    {on_action} {on_next} {on_previous} {on_leave} on_start={start} />
            }
        }
        _ => {
            let games = storage.load::<crate::play::results::Results>().unwrap_or_default().games();
            html! { { overview::overview(&overview::OverviewProps { progress: (*progress).clone(), games, on_start: start, not_found: (*unknown).clone(), retry_more: props.retry_more.clone() }) } }
        }
    }
}
