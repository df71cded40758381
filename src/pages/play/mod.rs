//! The Play page: a whole game against the computer (its Web Worker: `computer`) or between
//! two players on one device — the new-game form (with nigiri), the board, the clock, the end
//! with dead stones (proposed by the computer in a game against it) and the count, saving
//! across reloads, and SGF download and upload. The game itself is pure state in `crate::play`;
//! this module wires it to the browser: the reducer, timers, sounds, speech and storage.

mod computer;
mod game;
mod panel;
mod records;
mod setup;

use std::rc::Rc;

use yew::prelude::*;

use crate::components::page_title::use_page_title;
use crate::play::open::OpenReport;
use crate::play::saved::{KeptGame, PlayPrefs};
use crate::play::{Action, PlayState, Said, SavedGame, Settings};
use crate::storage::{use_storage, StorageHandle};

/// Learner-facing text of the page frame.
struct PlayText {
    title: &'static str,
    heading: &'static str,
    lead: &'static str,
    kept: &'static str,
    resume: &'static str,
    forget: &'static str,
}

const TEXT: PlayText = PlayText {
    title: "Play a game",
    heading: "Play a game",
    lead: "Play the computer at your level, or a friend on this device. The game ends when both pass; then the dead stones are marked and the board is counted under the Chinese rules.",
    kept: "Your game ({black} against {white}, {moves} moves) is kept.",
    resume: "Back to my game",
    forget: "Forget it",
};

/// "Your game (… moves) is kept." for the game put aside.
fn kept_sentence(kept: &PlayState) -> String {
    TEXT.kept
        .replace("{black}", &crate::play::open::short(&kept.settings.black, 40))
        .replace("{white}", &crate::play::open::short(&kept.settings.white, 40))
        .replace("{moves}", &kept.game.move_number().to_string())
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
}

impl Reducible for Model {
    type Action = Msg;

    fn reduce(self: Rc<Self>, msg: Msg) -> Rc<Self> {
        let mut next = (*self).clone();
        match msg {
            Msg::Start(settings) => {
                next.game = Some(Rc::new(PlayState::new(settings)));
                next.form = false;
                next.message = None;
            }
            Msg::Open(state, message) => {
                // A game with moves is never thrown away by opening a record: it is kept
                // (the first one, if records are opened one after another) to go back to.
                if let Some(current) = &self.game {
                    if self.kept.is_none() && current.game.move_number() > 0 {
                        next.kept = Some(current.clone());
                    }
                }
                next.game = Some(Rc::new(*state));
                next.form = false;
                next.message = Some(message);
            }
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
                next.game = Some(Rc::new(kept));
                next.form = false;
                next.message = None;
            }
            Msg::ForgetKept => next.kept = None,
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
    use_page_title(TEXT.title);
    let storage = use_storage();
    let prefs = use_state(|| storage.load::<PlayPrefs>().unwrap_or_default());
    let model = {
        let storage = storage.clone();
        use_reducer(move || {
            let game = restore(&storage).map(Rc::new);
            let kept = storage.load::<KeptGame>().and_then(|kept| kept.0.restore()).map(Rc::new);
            Model { form: game.is_none(), game, kept, message: None }
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
        let model = model.clone();
        Callback::from(move |msg: Msg| {
            if matches!(msg, Msg::Open(..)) {
                // An opened record starts at the top of the page, not at the paste box below.
                crate::app::scroll_to_top();
            }
            model.dispatch(msg)
        })
    };
    let initial = prefs.last_settings.clone().unwrap_or_default();
    let on_resume = {
        let dispatch = dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Msg::Resume);
            // The button goes away with the kept game: the board takes the focus.
            focus_board();
        })
    };

    html! {
        <div class="page play">
            <header class="play__header">
                <h1>{ TEXT.heading }</h1>
                if model.game.is_none() {
                    <p class="page__lead">{ TEXT.lead }</p>
                }
                <div class="play__kept-slot" role="status">
                    if let Some(kept) = &model.kept {
                        <div class="play__kept">
                            <p>{ kept_sentence(kept) }</p>
                            <div class="play__row">
                                <button type="button" class="btn btn--primary" onclick={on_resume}>
                                    { TEXT.resume }
                                </button>
                                <button type="button" class="btn btn--quiet" onclick={dispatch.reform(|_: MouseEvent| Msg::ForgetKept)}>
                                    { TEXT.forget }
                                </button>
                            </div>
                        </div>
                    }
                </div>
            </header>
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
