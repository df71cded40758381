//! The Play page: a whole game against the computer (its Web Worker: `computer`) or between
//! two players on one device — the new-game form (with nigiri), the board, the clock, the end
//! with dead stones (proposed by the computer in a game against it) and the count, saving
//! across reloads, and SGF download and upload. An address such as `#/play?game=capture` opens
//! a ready-made game (`crate::play::preset`), asking first if an unfinished game would be
//! replaced. The game itself is pure state in `crate::play`;
//! this module wires it to the browser: the reducer, timers, sounds, speech and storage.

mod coach;
pub(crate) mod computer;
mod game;
mod other_tab;
mod panel;
mod records;
mod setup;
mod side_effects;

use std::rc::Rc;

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::components::page_title::use_page_title;
use crate::play::open::OpenReport;
use crate::play::preset::{arrival, parse_query, Arrival, Request};
use crate::play::replace::{numbered_after, replacing, unfinished, Replacing};
use crate::play::saved::{KeptGame, PlayPrefs};
use crate::play::{Action, PlayState, Said, SavedGame, Settings};
use crate::storage::{use_storage, StorageHandle};
use crate::text;

/// Whether a tap on the board previews a stone and a second tap plays it: the learner's pick,
/// else on for a screen that is mainly touched. The game and both switches read it here, so
/// a switch always shows what the board does.
fn tap_to_confirm(prefs: &PlayPrefs) -> bool {
    prefs.tap_to_confirm.unwrap_or_else(|| {
        web_sys::window()
            .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
            .is_some_and(|m| m.matches())
    })
}

/// What an opened record's players are called when it does not name them: their colours.
fn unnamed_players() -> [String; 2] {
    [text::say(&crate::rules::Color::Black), text::say(&crate::rules::Color::White)]
}

/// "Your game (… moves) is kept." for the game put aside.
fn kept_sentence(kept: &PlayState) -> String {
    text::Msg::new("play-kept")
        .arg("black", crate::play::open::short(&kept.settings.black, 40))
        .arg("white", crate::play::open::short(&kept.settings.white, 40))
        .arg("moves", kept.game.move_number())
        .text()
}

/// The page's state: the game (if one is going) and what is shown around it.
#[derive(Clone)]
pub struct Model {
    /// The game in progress, if any.
    pub game: Option<Rc<PlayState>>,
    /// Showing the new-game form (over a game in progress, which stays until replaced).
    pub form: bool,
    /// The game that was on the board when a record was opened over it, to go back to.
    pub kept: Option<Rc<PlayState>>,
    /// What opening the last record found (its name and comment, its rules, the moves kept,
    /// why it stopped early, what the reader overlooked).
    pub message: Option<Rc<OpenReport>>,
    /// Another game asked for while an unfinished game is on the board: waiting for the
    /// learner to say whether it may take that game's place.
    pub ask: Option<Replacement>,
    /// A game another tab saved over this one: waiting for the learner to say which to keep.
    pub other_tab: Option<Rc<PlayState>>,
}

/// A game waiting to take the board's place.
#[derive(Clone)]
pub enum Replacement {
    /// A new game from the form.
    Start(Settings),
    /// A record opened, with the report about it.
    Open(Rc<PlayState>, Rc<OpenReport>),
    /// A ready-made game an address asked for.
    Preset(Request),
}

impl Replacement {
    /// The question's sentence and its "yes".
    fn question(&self, moves: usize) -> (String, String) {
        let (ask, yes) = match self {
            Replacement::Start(_) => (text::Msg::new("play-ask-new"), text::Msg::new("play-ask-yes")),
            Replacement::Open(..) => (text::Msg::new("play-ask-record"), text::Msg::new("play-ask-open")),
            Replacement::Preset(request) => (text::Msg::new("play-ask").arg("game", game_name(request.preset)), text::Msg::new("play-ask-yes")),
        };
        (ask.arg("moves", moves).text(), yes.text())
    }
}

impl Model {
    /// `replacement` on the board now (the game there is put aside first when `put_aside`).
    fn put(&mut self, replacement: Replacement, put_aside: bool) {
        if put_aside {
            self.kept = self.game.clone();
        }
        let (state, message) = match replacement {
            Replacement::Start(settings) => (PlayState::new(settings), None),
            Replacement::Open(state, report) => ((*state).clone(), Some(report)),
            Replacement::Preset(request) => (preset_game(&request), None),
        };
        self.game = Some(Rc::new(numbered_after(state, self.game.as_deref())));
        self.form = false;
        self.message = message;
        self.ask = None;
    }

    /// `replacement` on the board, or the question first when an unfinished game is there.
    fn offer(&mut self, replacement: Replacement) {
        match replacing(self.game.as_deref(), self.kept.as_deref()) {
            Replacing::Freely => self.put(replacement, false),
            Replacing::Ask { .. } => self.ask = Some(replacement),
        }
    }
}

/// What changes the page's state.
pub enum Msg {
    /// Start a new game.
    Start(Settings),
    /// Open a game read from a record, with the report about it.
    Open(Box<PlayState>, Rc<OpenReport>),
    /// Something done in the game.
    Act(Action),
    /// Show or hide the new-game form.
    Form(bool),
    /// Forget the record message.
    ClearMessage,
    /// Go back to the game kept when a record was opened.
    Resume,
    /// Forget the game kept.
    ForgetKept,
    /// The computer cannot play: go on as a game between two players.
    TwoPlayers,
    /// An address asked for a ready-made game.
    Preset(Request),
    /// The learner's answer to "start the new game in its place?".
    Replace(bool),
    /// Another tab saved a game over this one (the page reads it, then sends `OtherTab`).
    OtherTabSaved,
    /// The game another tab saved: shown at once when it is this game played on (`false`),
    /// else the learner is asked which to keep (`true`).
    OtherTab(Box<PlayState>, bool),
    /// The learner's answer: show the other tab's game (`true`) or keep this one; the one not
    /// shown is put aside.
    ChooseOtherTab(bool),
}

/// What the question over an unfinished game calls `preset`.
fn game_name(preset: crate::play::preset::Preset) -> String {
    match preset {
        crate::play::preset::Preset::Capture => text::Msg::new("play-game-capture"),
        crate::play::preset::Preset::First => text::Msg::new("play-game-first"),
    }
    .text()
}

/// The ready-made game `request` as a new game, with the learner and the computer named.
fn preset_game(request: &Request) -> PlayState {
    let computer = setup::computer_name(crate::bot::Level::MIN);
    let you = setup::you();
    PlayState::new(request.settings([&you, &computer]))
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Start(settings) => next.offer(Replacement::Start(settings)),
            Msg::Open(state, message) => next.offer(Replacement::Open(Rc::new(*state), message)),
            Msg::Act(action) => {
                let Some(state) = &self.game else { return self };
                let mut state = (**state).clone();
                state.apply(action);
                next.game = Some(Rc::new(state));
            }
            Msg::Form(on) => next.form = on,
            Msg::ClearMessage => next.message = None,
            Msg::Resume => {
                let Some(kept) = next.kept.take() else { return self };
                let mut kept = (*kept).clone();
                kept.announcement = Said::BackToGame { moves: kept.game.move_number(), to_move: kept.game.to_move() };
                next.game = Some(Rc::new(numbered_after(kept, self.game.as_deref())));
                next.form = false;
                next.message = None;
            }
            Msg::ForgetKept => next.kept = None,
            Msg::Preset(request) => match arrival(self.game.as_deref(), &request) {
                Arrival::GoOn => {
                    next.form = false;
                    next.ask = None;
                }
                Arrival::Start | Arrival::Ask => next.offer(Replacement::Preset(request)),
            },
            Msg::Replace(yes) => {
                let Some(replacement) = next.ask.take() else { return self };
                if yes {
                    let put_aside = matches!(
                        replacing(self.game.as_deref(), self.kept.as_deref()),
                        Replacing::Ask { put_aside: true, .. }
                    );
                    next.put(replacement, put_aside);
                }
                next.form = false;
            }
            Msg::OtherTabSaved => {}
            Msg::OtherTab(other, false) => {
                let mut other = *other;
                other.announcement = Said::BackToGame { moves: other.game.move_number(), to_move: other.game.to_move() };
                next.game = Some(Rc::new(numbered_after(other, self.game.as_deref())));
            }
            Msg::OtherTab(other, true) => next.other_tab = Some(Rc::new(*other)),
            Msg::ChooseOtherTab(theirs) => {
                let Some(other) = next.other_tab.take() else { return self };
                let (shown, aside) = if theirs { (Some(other), self.game.clone()) } else { (None, Some(other)) };
                if let Some(aside) = aside.filter(|game| unfinished(game)) {
                    next.kept = Some(aside);
                }
                if let Some(shown) = shown {
                    next.game = Some(Rc::new(numbered_after((*shown).clone(), self.game.as_deref())));
                    next.form = false;
                }
            }
            Msg::TwoPlayers => {
                let Some(state) = &self.game else { return self };
                let mut state = (**state).clone();
                state.settings.opponent = crate::play::Opponent::Friend;
                state.coach = None;
                state.proposal = None;
                next.game = Some(Rc::new(state));
            }
        }
        Rc::new(next)
    }
}

/// Gives the board the keyboard focus once it is drawn, and shows the page from its top, where
/// the board is (focusing alone would scroll only as far as the board's lower edge).
fn focus_board() {
    gloo_timers::callback::Timeout::new(0, || {
        let board = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(".play .goban__frame").ok().flatten())
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(board) = board {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = board.focus_with_options(&options);
            crate::app::scroll_to_top();
        }
    })
    .forget();
}

/// The saved game, if one can be restored.
fn restore(storage: &StorageHandle) -> Option<PlayState> {
    storage.load::<SavedGame>().and_then(|saved| saved.restore())
}

/// The Play page.
#[component]
pub fn Play() -> Html {
    use_page_title(text::Msg::new("play-title").text());
    let storage = use_storage();
    let prefs = use_state(|| storage.load::<PlayPrefs>().unwrap_or_default());
    let model = {
        let storage = storage.clone();
        use_reducer(move || {
            let game = restore(&storage).map(Rc::new);
            let kept = storage.load::<KeptGame>().and_then(|kept| kept.0.restore()).map(Rc::new);
            Model { form: game.is_none(), game, kept, message: None, ask: None, other_tab: None }
        })
    };
    {
        // The kept game survives a reload too.
        let kept = model.kept.clone();
        let storage = storage.clone();
        use_effect_with(kept.as_ref().map(|k| Rc::as_ptr(k) as usize), move |_| {
            let _ = match &kept {
                Some(kept) => storage.save(&KeptGame(SavedGame::of(kept))),
                None => storage.remove::<KeptGame>(),
            };
        });
    }
    {
        // An address naming a ready-made game opens it once; the address then becomes plain
        // `#/play`, so a reload goes on with the game instead of asking for it again.
        let query = yew_router::prelude::use_location().map(|l| l.query_str().to_string()).unwrap_or_default();
        let navigator = yew_router::prelude::use_navigator();
        let model = model.clone();
        use_effect_with(query, move |query| {
            if let Some(request) = parse_query(query) {
                // A question takes the focus itself once it is drawn (below).
                let asks = arrival(model.game.as_deref(), &request) == Arrival::Ask;
                model.dispatch(Msg::Preset(request));
                if let Some(nav) = &navigator {
                    nav.replace(&crate::app::Route::Play);
                }
                if !asks {
                    focus_board();
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
    let set_prefs = {
        let (prefs, storage) = (prefs.clone(), storage.clone());
        Callback::from(move |next: PlayPrefs| {
            let _ = storage.save(&next);
            prefs.set(next);
        })
    };
    let on_start = {
        let (model, prefs, set_prefs) = (model.clone(), prefs.clone(), set_prefs.clone());
        Callback::from(move |settings: Settings| {
            set_prefs.emit(PlayPrefs { last_settings: Some(settings.clone()), ..(*prefs).clone() });
            model.dispatch(Msg::Start(settings));
            focus_board();
        })
    };
    let dispatch = {
        let (model, storage) = (model.clone(), storage.clone());
        Callback::from(move |msg: Msg| match msg {
            Msg::OtherTabSaved => other_tab::look(&model, &storage),
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
                    crate::app::scroll_to_top();
                }
                model.dispatch(msg)
            }
        })
    };
    other_tab::use_other_tab_saves(&dispatch);
    let initial = prefs.last_settings.clone().unwrap_or_default();
    let on_replace = |yes: bool| {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Msg::Replace(yes));
            // The question goes away: the board (the new game's or the kept one) takes the focus.
            focus_board();
        })
    };
    let on_resume = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Msg::Resume);
            // The button goes away with the kept game: the board takes the focus.
            focus_board();
        })
    };

    // A ready-made game the address names but the app does not have.
    let location = yew_router::prelude::use_location();
    let unknown_game = location
        .as_ref()
        .map(|l| l.query_str().to_string())
        .and_then(|query| crate::components::not_found::query_value(&query, "game").filter(|_| parse_query(&query).is_none()).map(str::to_owned));

    html! {
        <div class="page play">
            <header class="play__header">
                <h1>{ text::Msg::new("play-heading").text() }</h1>
                if let Some(name) = &unknown_game {
                    { crate::components::not_found::not_found_line(name) }
                }
                if model.game.is_none() {
                    <p class="page__lead">{ text::Msg::new("play-lead").text() }</p>
                }
                <div class="play__kept-slot" role="status">
                    if let Some(kept) = &model.kept {
                        <div class="play__kept">
                            <p>{ kept_sentence(kept) }</p>
                            <div class="play__row">
                                <button type="button" class="btn btn--primary" onclick={on_resume}>
                                    { text::Msg::new("play-resume").text() }
                                </button>
                                <button type="button" class="btn btn--quiet" onclick={dispatch.reform(|_: MouseEvent| Msg::ForgetKept)}>
                                    { text::Msg::new("play-forget").text() }
                                </button>
                            </div>
                        </div>
                    }
                </div>
            </header>
            if let Some((replacement, current)) = model.ask.as_ref().zip(model.game.as_ref()) {
                <section class="play__ask" role="alert" aria-labelledby="play-ask">
                    <p id="play-ask">
                        { replacement.question(current.game.move_number()).0 }
                        { text::gap() }
                        { if model.kept.is_none() { text::Msg::new("play-ask-kept").text() } else { text::Msg::new("play-ask-lost").text() } }
                    </p>
                    <div class="play__row">
                        <button type="button" class="btn btn--primary" onclick={on_replace(true)}>
                            { replacement.question(current.game.move_number()).1 }
                        </button>
                        <button type="button" class="btn" onclick={on_replace(false)}>
                            { text::Msg::new("play-ask-no").text() }
                        </button>
                    </div>
                </section>
            }
            if let Some((other, mine)) = model.other_tab.as_ref().zip(model.game.as_ref()) {
                <section class="play__ask" role="alert" aria-labelledby="play-other-tab">
                    <p id="play-other-tab">
                        { text::Msg::new("play-other-tab").arg("there", other.game.move_number()).arg("here", mine.game.move_number()).text() }
                        { text::gap() }
                        { text::Msg::new("play-other-tab-kept").text() }
                    </p>
                    <div class="play__row">
                        <button type="button" class="btn btn--primary" onclick={dispatch.reform(|_: MouseEvent| Msg::ChooseOtherTab(true))}>
                            { text::Msg::new("play-other-tab-theirs").text() }
                        </button>
                        <button type="button" class="btn" onclick={dispatch.reform(|_: MouseEvent| Msg::ChooseOtherTab(false))}>
                            { text::Msg::new("play-other-tab-mine").text() }
                        </button>
                    </div>
                </section>
            }
            if model.form || model.game.is_none() {
                <setup::NewGame {initial} {on_start}
                    on_cancel={model.game.is_some().then(|| dispatch.reform(|_| Msg::Form(false)))}
                    on_open={dispatch.reform(|(state, report): (Box<PlayState>, Rc<OpenReport>)| Msg::Open(state, report))}
                    prefs={(*prefs).clone()} set_prefs={set_prefs.clone()} />
            } else if let Some(state) = model.game.clone() {
                <game::GameView state={game::StateRef(state)} message={model.message.clone()}
                    {dispatch} prefs={(*prefs).clone()} {set_prefs} {storage} />
            }
        </div>
    }
}
