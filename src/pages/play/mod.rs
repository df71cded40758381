//! The Play page: a whole game against the computer (its Web Worker: `computer`) or between
//! two players on one device — the new-game form (with nigiri), the board, the clock, the end
//! with dead stones (proposed by the computer in a game against it) and the count, saving
//! across reloads, and SGF download and upload. An address such as `#/play?game=capture` opens
//! a ready-made game (`crate::play::preset`), asking first if an unfinished game would be
//! replaced. The game and the page's state are pure data in `crate::play` (the page's in
//! `crate::play::session`); this module wires them to the browser: focus, the address,
//! storage and the other tabs.

mod coach;
pub(crate) mod computer;
mod game;
mod other_tab;
mod browser;
mod panel;
mod prefs;
mod questions;
mod records;
mod review;
mod setup;
mod side_effects;

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::page_title::use_page_title;
use crate::play::open::OpenReport;
use crate::play::preset::{arrival, parse_query, Arrival};
use crate::play::kept::{apply_kept, KeptGames};
use crate::play::saved::PlayPrefs;
use crate::play::session::{Aside, Msg, Session, MAX_KEPT};
use crate::play::{PlayState, SavedGame, Settings};
use crate::storage::{use_storage, StorageHandle};
use crate::text;

/// The page's state: the session, kept in Yew's reducer.
#[derive(Clone)]
pub struct Model(pub Session);

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = self.0.clone();
        if next.update(msg) {
            let next = Rc::new(Model(next));
            LAST_HELD.with(|held| *held.borrow_mut() = Some(next.clone()));
            next
        } else {
            self
        }
    }
}

impl std::ops::Deref for Model {
    type Target = Session;

    fn deref(&self) -> &Session {
        &self.0
    }
}

/// The saved game, if one can be restored.
fn restore(storage: &StorageHandle) -> Option<PlayState> {
    storage.load::<SavedGame>().and_then(|saved| saved.restore_with_review())
}

/// The games put aside as saved: those this page holds already keep what is not saved (a
/// review), the others are restored (one that no longer replays is left out; the start-up
/// check sets such a list aside whole).
fn kept_of(saved: &KeptGames, held: &[Aside]) -> Vec<Aside> {
    let held: Vec<(SavedGame, &Rc<PlayState>)> = held.iter().map(|aside| (SavedGame::of(&aside.game), &aside.game)).collect();
    let game_of = |saved: &SavedGame| match held.iter().find(|(game, _)| crate::play::kept::same_game(game, saved)) {
        Some((_, game)) => Some(Rc::clone(game)),
        None => saved.restore().map(Rc::new),
    };
    saved.0.iter().filter_map(|entry| Some(Aside { game: game_of(&entry.game)?, at: Some(entry.at) })).collect()
}

thread_local! {
    /// The games the page last held in this visit (the game and those put aside), as each
    /// change of the page's state left them. The page is drawn again from the saved games when
    /// the learner picks another language or comes back from another page; what they do not
    /// keep (a review) is taken up from these.
    static LAST_HELD: std::cell::RefCell<Option<Rc<Model>>> = const { std::cell::RefCell::new(None) };
}

/// The session as the page opens: the saved games, with what the page last held of the same
/// games in this visit.
fn opening_session(storage: &StorageHandle) -> Session {
    let held = LAST_HELD.with(|held| held.borrow().clone());
    let (game, kept) = held.as_ref().map_or((None, &[][..]), |held| (held.game.as_deref(), &held.kept[..]));
    let restored = restore(storage).map(|state| match game {
        Some(earlier) => state.with_visit_of(earlier),
        None => state,
    });
    Session::restored(restored, storage.load::<KeptGames>().map(|stored| kept_of(&stored, kept)).unwrap_or_default())
}

/// The Play page.
#[component]
pub fn Play() -> Html {
    use_page_title(text::Msg::words("play-title"));
    let storage = use_storage();
    let prefs = use_state(|| storage.load::<PlayPrefs>().unwrap_or_default());
    let model = {
        let storage = storage.clone();
        use_reducer(move || Model(opening_session(&storage)))
    };
    // The list of games put aside as this tab last found it stored.
    let seen = use_mut_ref(Vec::<SavedGame>::new);
    {
        // The games put aside survive a reload, and two tabs never drop each other's: this
        // tab's changes are applied to the list as stored, and the page shows the result.
        // One number that changes with the list (its games, their moves and dates).
        let key = model.kept.iter().fold(model.kept.len() as u64, |key, aside| {
            let part = aside.game.serial() ^ (aside.game.game().move_number() as u64) << 20 ^ aside.at.unwrap_or(u64::MAX);
            key.wrapping_mul(1_000_003).wrapping_add(part)
        });
        let (model, storage, seen) = (model.clone(), storage.clone(), seen.clone());
        use_effect_with(key, move |_| {
            let mine: Vec<(SavedGame, Option<u64>)> = model.kept.iter().map(|aside| (SavedGame::of(&aside.game), aside.at)).collect();
            let now = js_sys::Date::now() as u64;
            let before = seen.borrow().clone();
            let stored = storage.update(&KeptGames::default(), |list| apply_kept(list, &before, &mine, now));
            *seen.borrow_mut() = stored.0.iter().map(|entry| entry.game.clone()).collect();
            let same = stored.0.len() == mine.len()
                && stored.0.iter().zip(&mine).all(|(entry, (game, at))| crate::play::kept::same_game(&entry.game, game) && Some(entry.at) == *at);
            if !same {
                model.dispatch(Msg::Kept(kept_of(&stored, &model.kept)));
            }
        });
    }
    {
        // Another tab put a game aside, or took one back: shown here at once.
        let (model, storage, seen) = (model.clone(), storage.clone(), seen.clone());
        let reread = Callback::from(move |()| {
            let stored = storage.peek::<KeptGames>().unwrap_or_default();
            *seen.borrow_mut() = stored.0.iter().map(|entry| entry.game.clone()).collect();
            model.dispatch(Msg::Kept(kept_of(&stored, &model.kept)));
        });
        crate::storage::use_saved_elsewhere(<KeptGames as crate::storage::Record>::KEY, &reread);
    }
    {
        // An address naming a ready-made game opens it once; the address then becomes plain
        // `#/play`, so a reload goes on with the game instead of asking for it again.
        let query = crate::route::use_location().map(|l| l.query_str().to_string()).unwrap_or_default();
        let model = model.clone();
        use_effect_with(query, move |query| {
            if let Some(request) = parse_query(query) {
                // A question takes the focus itself once it is drawn (below).
                let asks = arrival(model.game.as_deref(), &request) == Arrival::Ask;
                model.dispatch(Msg::Preset(request, [setup::you(), setup::computer_name(crate::bot::Level::MIN)]));
                crate::route::Navigator.replace(&crate::route::Route::Play);
                if !asks {
                    browser::focus_board();
                }
            }
        });
    }
    {
        // A question (over an unfinished game, or about another tab's game) is shown whole
        // at the top of the screen when it appears, and its first answer takes the keyboard
        // focus.
        let asking = model.ask.is_some() || model.other_tab.is_some();
        use_effect_with(asking, move |&asking| {
            let question = web_sys::window()
                .and_then(|w| w.document())
                .and_then(|d| d.query_selector(".play__ask").ok().flatten())
                .filter(|_| asking);
            if let Some(question) = question {
                question.scroll_into_view();
                if let Some(button) = question.query_selector("button").ok().flatten().and_then(|b| b.dyn_into::<web_sys::HtmlElement>().ok()) {
                    let options = web_sys::FocusOptions::new();
                    options.set_prevent_scroll(true);
                    let _ = button.focus_with_options(&options);
                }
            }
        });
    }
    {
        // Sounds follow the remembered mute switch.
        let muted = prefs.muted;
        use_effect_with(muted, |&muted| crate::sound::set_muted(muted));
    }
    // The components that show or change the preferences read them from this context.
    let shared_prefs = {
        let (state, storage) = (prefs.clone(), storage.clone());
        prefs::Prefs::new(
            (*prefs).clone(),
            Callback::from(move |next: PlayPrefs| {
                let _ = storage.save(&next);
                state.set(next);
            }),
        )
    };
    let on_start = {
        let (model, prefs) = (model.clone(), shared_prefs.clone());
        Callback::from(move |settings: Settings| {
            prefs.change(|p| p.last_settings = Some(settings.clone()));
            model.dispatch(Msg::Start(settings));
            browser::focus_board();
        })
    };
    let dispatch = {
        let (model, storage) = (model.clone(), storage.clone());
        Callback::from(move |msg: Msg| match msg {
            Msg::ChooseOtherTab(theirs) => {
                // The learner has seen the other tab's game and chosen: this tab writes again.
                storage.take_as_seen::<SavedGame>();
                if let (false, Some(mine)) = (theirs, &model.game) {
                    let _ = storage.save(&SavedGame::of(mine));
                }
                model.dispatch(Msg::ChooseOtherTab(theirs));
            }
            msg => {
                if matches!(msg, Msg::Open(..)) {
                    // An opened record starts at the top of the page, not at the paste box below.
                    crate::route::scroll_to_top();
                }
                model.dispatch(msg)
            }
        })
    };
    let other_tab_saved = {
        let (model, storage) = (model.clone(), storage.clone());
        Callback::from(move |()| other_tab::look(&model, &storage))
    };
    other_tab::use_other_tab_saves(&other_tab_saved);
    let initial = prefs.last_settings.clone().unwrap_or_default();
    let on_replace = |yes: bool| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Msg::Replace(yes));
            // The question goes away: the board (the new game's or the kept one) takes the focus.
            browser::focus_board();
        })
    };
    let on_resume = {
        let dispatch = dispatch.clone();
        Callback::from(move |index: usize| {
            dispatch.emit(Msg::Resume(index));
            // The button goes away with the game taken back: the board takes the focus.
            browser::focus_board();
        })
    };

    // A ready-made game the address names but the app does not have.
    let location = crate::route::use_location();
    let unknown_game = location
        .as_ref()
        .map(|l| l.query_str().to_string())
        .and_then(|query| crate::address::query_value(&query, "game").filter(|_| parse_query(&query).is_none()).map(str::to_owned));

    html! {
        <ContextProvider<prefs::Prefs> context={shared_prefs}>
            <div class="page play">
                <header class="play__header">
                    <h1>{ text::Msg::words("play-heading") }</h1>
                    if let Some(name) = &unknown_game {
                        { crate::components::not_found::not_found_line(name) }
                    }
                    if model.game.is_none() {
                        <p class="page__lead">{ text::Msg::words("play-lead") }</p>
                    }
                    <div class="play__kept-slot" role="status">
                        if !model.kept.is_empty() {
                            { questions::kept_list(&model.kept, &on_resume, &dispatch.reform(Msg::ForgetKept)) }
                        }
                    </div>
                </header>
                if let Some((replacement, current)) = model.ask.as_ref().zip(model.game.as_ref()) {
                    { questions::replace_question(replacement, current, model.kept.get(MAX_KEPT - 1).filter(|_| model.kept.len() >= MAX_KEPT), on_replace) }
                }
                if let Some((other, mine)) = model.other_tab.as_ref().zip(model.game.as_ref()) {
                    { questions::other_tab_question(other, mine, model.kept.get(MAX_KEPT - 1).filter(|_| model.kept.len() >= MAX_KEPT), &dispatch) }
                }
                if model.form || model.game.is_none() {
                    <setup::NewGame {initial} {on_start}
                        on_cancel={model.game.is_some().then(|| dispatch.reform(|_| Msg::Form(false)))}
                        on_open={dispatch.reform(|(state, report): (Box<PlayState>, Rc<OpenReport>)| Msg::Open(state, report))} />
                } else if let Some(state) = model.game.clone() {
                    <game::GameView state={game::StateRef(state)} message={model.message.clone()}
                        {dispatch} {other_tab_saved} kept={model.kept.len() >= MAX_KEPT} />
                }
            </div>
        </ContextProvider<prefs::Prefs>>
    }
}
