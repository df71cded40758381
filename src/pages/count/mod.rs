//! The counting trainer (`#/count`): finished positions to count under the Chinese rules, in
//! four modes — who wins, the exact count (dead stones, one side's count, the result), the
//! dead-stone drill and five counts against the clock — with the step-by-step count and the
//! learner's statistics. The trainer is pure state in `crate::counting`; this module wires it
//! to the browser: the reducer, timers, storage and the address.
//!
//! `#/count?position=<name>` opens a hand-made position by name (a link to share one);
//! `#/count?game` opens the final position of the game the Play page handed over.

mod owners;
mod panel;
mod settings;
mod stats;

use std::rc::Rc;

use gloo_timers::callback::Interval;
use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::download::{use_download, waiting_page, Download};
use crate::components::goban::Goban;
use crate::components::page_title::use_page_title;
use crate::counting::{board_view, library, Action, Settings, Stats, Task, Trainer};
use crate::route::use_location;
use crate::storage::use_storage;
use crate::text::Msg;

/// How long a picture of the step-by-step count stays while playing.
const FRAME_MS: u32 = 1800;

/// A random seed for the next position.
fn random_seed() -> u64 {
    let high = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    let low = (js_sys::Math::random() * 4_294_967_296.0) as u64;
    high << 32 | low
}

/// The time now, in milliseconds.
pub(crate) fn now() -> f64 {
    js_sys::Date::now()
}

/// The trainer behind Yew's reducer; a new one on every change, so children compare it by
/// identity.
#[derive(Clone)]
pub(crate) struct Model(pub Rc<Trainer>);

impl PartialEq for Model {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl Reducible for Model {
    type Action = (Action, f64);

    fn reduce(self: Rc<Self>, (action, at): (Action, f64)) -> Rc<Self> {
        let mut next = (*self.0).clone();
        next.apply(action, at);
        Rc::new(Model(Rc::new(next)))
    }
}

/// The hand-made position named in the address (`?position=name`), if any.
fn named_position(query: &str) -> Option<Task> {
    let name = crate::address::query_value(query, "position")?;
    library()
        .iter()
        .find(|p| p.name == name)
        .map(Task::from_position)
}

/// The lesson step a counted game came from (`&lesson=N&step=M`, the step from 1), to go
/// back to.
fn lesson_of(query: &str) -> Option<(u8, usize)> {
    let number = crate::address::query_value(query, "lesson")?.parse().ok()?;
    let step = crate::address::query_value(query, "step")?.parse().ok()?;
    Some((number, step))
}

/// The finished game handed over by the Play page (`?game`), to count exactly.
fn game_position(query: &str, storage: &crate::storage::StorageHandle) -> Option<Task> {
    if !crate::address::query_has(query, "game") {
        return None;
    }
    storage.load::<crate::play::saved::GameToCount>()?.task()
}

/// The counting trainer page: once the hand-made positions are in (they are not part of the
/// app's first load) or cannot be had, the trainer.
#[component]
pub fn Count() -> Html {
    use_page_title(Msg::words("count-page-title"));
    let (positions, fetch) = use_download(crate::counting::library_is_in, crate::downloads::counting_positions);
    match positions {
        Download::Coming => waiting_page("count", Msg::words("count-page-title"), Msg::words("count-page-loading")),
        Download::In => html! { <CountTrainer /> },
        Download::Missing => html! { <CountTrainer retry_positions={Some(fetch)} /> },
    }
}

/// Props of [`CountTrainer`].
#[derive(Properties, PartialEq)]
struct CountTrainerProps {
    /// Fetches the hand-made positions again, when they could not be had (the trainer makes
    /// all its positions itself meanwhile).
    #[prop_or_default]
    retry_positions: Option<Callback<()>>,
}

/// The trainer: the position, the question and the answer, the settings and the statistics.
#[component]
fn CountTrainer(props: &CountTrainerProps) -> Html {
    let storage = use_storage();
    let location = use_location();
    let query = location
        .map(|l| l.query_str().to_string())
        .unwrap_or_default();
    let model = {
        let storage = storage.clone();
        let query = query.clone();
        use_reducer(move || {
            let settings = storage.load::<Settings>().unwrap_or_default();
            if let Some(task) = game_position(&query, &storage) {
                // One's own game is counted exactly (the dead stones, then the count).
                let mode = match settings.mode {
                    crate::counting::Mode::WhoWins | crate::counting::Mode::Timed => {
                        crate::counting::Mode::Count
                    }
                    mode => mode,
                };
                return Model(Rc::new(Trainer::with_task(
                    Settings { mode, ..settings },
                    task,
                    now(),
                )));
            }
            match named_position(&query) {
                Some(task) => Model(Rc::new(Trainer::with_task(settings, task, now()))),
                None => Model(Rc::new(Trainer::new(settings, random_seed(), now()))),
            }
        })
    };
    let stats = {
        let storage = storage.clone();
        use_state(move || storage.load::<Stats>().unwrap_or_default())
    };
    let t = model.0.clone();

    // Every finished position goes into the statistics, once.
    {
        let (stats, storage, finished) = (stats.clone(), storage.clone(), t.finished);
        use_effect_with(t.serial, move |&serial| {
            if let (true, Some(attempt)) = (serial > 0, finished) {
                // Written onto what is stored now: counts made in another tab are kept. A
                // failure is shown under the header.
                let next = storage.update(&*stats, |s| {
                    s.add(attempt);
                    true
                });
                stats.set(next);
            }
        });
    }
    // The settings are remembered.
    {
        let storage = storage.clone();
        use_effect_with(t.settings, move |settings| {
            let _ = storage.save(settings);
        });
    }
    // The step-by-step count plays by itself.
    {
        let dispatch = model.dispatcher();
        let playing = t.explain.as_ref().is_some_and(|e| e.playing);
        use_effect_with(playing, move |&playing| {
            let timer = playing
                .then(|| Interval::new(FRAME_MS, move || dispatch.dispatch((Action::Tick, now()))));
            move || drop(timer)
        });
    }
    // The clock of a round, once a second while it runs.
    let clock = use_state_eq(now);
    {
        let (dispatch, clock) = (model.dispatcher(), clock.clone());
        let running = t.round.is_some_and(|r| r.ended.is_none());
        use_effect_with(running, move |&running| {
            let timer = running.then(|| {
                Interval::new(1000, move || {
                    let at = now();
                    clock.set(at);
                    dispatch.dispatch((Action::Clock, at));
                })
            });
            move || drop(timer)
        });
    }

    let act = {
        let dispatch = model.dispatcher();
        Callback::from(move |action: Action| dispatch.dispatch((action, now())))
    };
    let on_point = act.reform(Action::Point);
    let next = act.reform(|_: ()| Action::Next(random_seed()));
    let new_round = act.reform(|_: ()| Action::NewRound(random_seed()));
    let on_settings = act.reform(|s: Settings| Action::Settings(s, random_seed()));
    let reset_stats = {
        let (stats, storage) = (stats.clone(), storage.clone());
        Callback::from(move |_: ()| {
            let fresh = Stats::default();
            let _ = storage.save(&fresh);
            stats.set(fresh);
        })
    };

    let view = {
        let key = (
            (t.task.clone(), t.phase.clone()),
            (t.explain.as_ref().map(|e| e.frame)),
        );
        let trainer = t.clone();
        use_memo(key, move |_| Rc::new(board_view(&trainer)))
    };
    // "Who owns what", once the position is answered and not while the count is shown step
    // by step (its pictures have their own shading).
    let owners_on = use_state_eq(|| false);
    let answered = t.phase.stage() == crate::counting::Stage::Done && t.explain.is_none();
    let (shading, network_line) = owners::use_owners(&t.task.board, answered && *owners_on);
    // The count's own squares show its areas; the switch asks for the computer's view, which
    // takes their place once it comes (one set of squares).
    let view = match shading {
        Some(shading) => {
            let mut shaded = (**view).clone();
            shaded.owners = None;
            shaded.estimate = Some(shading);
            Rc::new(shaded)
        }
        None => (*view).clone(),
    };
    // A position the address names but the collection does not have.
    let unknown = use_memo((), {
        let query = query.clone();
        move |_| crate::address::query_value(&query, "position").filter(|_| named_position(&query).is_none()).map(str::to_owned)
    });
    let label = Msg::new("count-page-board-label").arg("size", t.task.size().to_string()).text();
    let mode = t.settings.mode;
    // Marking dead stones on a phone: a finger zooms into part of a big board and marks stone
    // after stone there (the window stays until "Whole board"). While the board is tapped
    // (the marks, the areas of the count) it has the screen's width (count.css). A new
    // position or the next stage starts on the whole board.
    // A new position starts in sight: the page was scrolled down to the last one's answer,
    // and the new board would begin under the header.
    let board_ref = use_node_ref();
    {
        let (board_ref, first) = (board_ref.clone(), use_mut_ref(|| true));
        use_effect_with(t.task.source.clone(), move |_| {
            if !std::mem::replace(&mut *first.borrow_mut(), false) {
                // Only when its top is out of sight (under the header, about 4.5rem): then
                // it goes to the top of the screen, below the header (count.css).
                if let Some(board) = board_ref.cast::<web_sys::Element>().filter(|b| b.get_bounding_client_rect().top() < 72.0) {
                    board.scroll_into_view_with_bool(true);
                }
            }
        });
    }
    let stage = t.stage();
    let marking = stage == crate::counting::Stage::Mark;
    // Wide while tapped, while the result is asked (the learner reads the count off it), and
    // once answered: the learner checks the explanation against it.
    let tapped = stage != crate::counting::Stage::Choose;
    // Choosing an area to count, any of its points will do: a 13×13 board across a phone
    // takes one tap, not a zoom first.
    let taps = if stage == crate::counting::Stage::Count {
        crate::board_zoom::TapTarget::Area
    } else {
        crate::board_zoom::TapTarget::Point
    };
    let board_key = match &t.task.source {
        crate::counting::Source::HandMade(name) => format!("{name}-{marking}"),
        crate::counting::Source::Generated(seed) => format!("{seed}-{marking}"),
    };

    html! {
        <div class="page lesson count">
            <h1>{ Msg::words("count-page-title") }</h1>
            // On a phone the board comes first, the introduction and the settings after it:
            // this leads to them (the keyboard's focus with it, on the exercise chosen).
            <button type="button" class="btn btn--quiet btn--small count__to-settings" onclick={Callback::from(|_: MouseEvent| {
                let chosen = web_sys::window().and_then(|w| w.document()).and_then(|d| d.query_selector(".count__settings input:checked").ok().flatten());
                if let Some(input) = chosen.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
                    let _ = input.focus();
                }
            })}>{ Msg::words("count-page-to-settings") }</button>
            <p class="page__lead">{ Msg::words("count-page-lead") }</p>
            if let Some((number, step)) = lesson_of(&query) {
                <p><a class="btn btn--primary" href={crate::lessons::course::step_href(number, step)}>{ Msg::words("count-back-to-lesson") }</a></p>
            }
            if let Some(name) = &*unknown {
                { crate::components::not_found::not_found_line(name) }
            }
            if let Some(retry) = &props.retry_positions {
                <p class="count__missing" role="status">{ Msg::words("count-page-missing") }</p>
                <p><button type="button" class="btn" onclick={retry.reform(|_: MouseEvent| ())}>{ Msg::words("count-page-retry") }</button></p>
            }
            { settings::settings_form(&settings::SettingsFormProps { settings: t.settings, on_change: on_settings }) }
            <div class={classes!("lesson__body", "stage", tapped.then_some("count__stage--wide"))}>
                <div class="lesson__board" ref={board_ref.clone()}>
                    <Goban key={board_key} view={view.clone()} {on_point} label={AttrValue::from(label)} keep_zoom={marking} {taps} />
                </div>
                <div class="lesson__panel count__panel">
                    // First beside (on a phone: under) the board it shades, once answered.
                    if answered {
                        { owners::owners_switch(*owners_on, { let owners_on = owners_on.clone(); Callback::from(move |on| owners_on.set(on)) }) }
                        { network_line }
                    }
                    <panel::Panel model={(*model).clone()} act={act.clone()} {next} {new_round} clock={*clock} board={board_ref.clone()} />
                </div>
            </div>
            <stats::StatsView stats={(*stats).clone()} {mode} size={t.settings.level.size} reset={reset_stats} />
        </div>
    }
}
