//! A game on the Play page: the board with its notices, and the panel beside it. Also the
//! side effects of the game: the clock's ticks, sounds, speech and saving.

use std::rc::Rc;

use gloo_timers::callback::Interval;
use yew::prelude::*;

use super::panel::{Controls, EndPanel, MoveList, Players};
use super::records::Records;
use super::Msg;
use crate::components::goban::Goban;
use crate::components::long_text::LongText;
use crate::play::open::OpenReport;
use crate::play::saved::PlayPrefs;
use crate::play::view::{board_view, move_list};
use crate::play::{Action, Effect, Phase, PlayState, SavedGame};
use crate::rules::Point;
use crate::storage::StorageHandle;

/// Learner-facing text of the board area.
struct GameText {
    board_label: &'static str,
    show_earlier: &'static str,
    hide_earlier: &'static str,
    earlier_caption: &'static str,
    reviewing: &'static str,
    back_to_game: &'static str,
    dismiss: &'static str,
}

const TEXT: GameText = GameText {
    board_label: "Game board",
    show_earlier: "Show the earlier position",
    hide_earlier: "Back to the board",
    earlier_caption: "The earlier position, faded: the move would make the board look exactly like this again.",
    reviewing: "Reviewing: the position after move",
    back_to_game: "Back to the game",
    dismiss: "OK",
};

/// A shared game state, compared by identity (the reducer makes a new one on every change).
#[derive(Clone)]
pub struct StateRef(pub Rc<PlayState>);

impl PartialEq for StateRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

/// Props of [`GameView`].
#[derive(Properties, PartialEq)]
pub struct GameViewProps {
    pub state: StateRef,
    pub message: Option<Rc<OpenReport>>,
    pub dispatch: Callback<Msg>,
    pub prefs: PlayPrefs,
    pub set_prefs: Callback<PlayPrefs>,
    pub storage: StorageHandle,
}

/// Whether the screen is mainly touched (then a tap previews and a second tap plays).
fn coarse_pointer() -> bool {
    web_sys::window()
        .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
        .is_some_and(|m| m.matches())
}

/// Whether the page is hidden (another tab, a locked phone): the clock does not run then.
fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Hidden)
}

/// The board, its notices and the panel.
#[component]
pub fn GameView(props: &GameViewProps) -> Html {
    let state = props.state.0.clone();
    let hover = use_state_eq(|| None::<Point>);
    let liberties = use_state_eq(|| false);
    let tick = props.dispatch.reform(Msg::Act);
    let catch_up = use_clock(&state, tick.clone());
    // Every action first charges the time since the last tick, so a move is timed exactly.
    let act = Callback::from(move |action: Action| {
        catch_up.emit(());
        tick.emit(action);
    });

    use_effects(&state);
    use_autosave(&state, &props.storage);

    let view = {
        let key = (state.serial, state.game.move_number(), state.notice.is_some(), state.review, state.show_earlier, *hover, *liberties);
        let state = state.clone();
        let (hover, liberties) = (*hover, *liberties);
        use_memo(key, move |_| board_view(&state, hover.filter(|_| liberties), liberties))
    };
    let lines = {
        let key = (state.game.move_number(), state.game.moves().last().cloned());
        let game = state.game.clone();
        use_memo(key, move |_| move_list(&game))
    };

    let on_point = {
        let (state, act, hover, liberties) = (state.clone(), act.clone(), hover.clone(), *liberties);
        Callback::from(move |p: Point| {
            // With the liberties aid on, tapping a stone while playing selects its group
            // (touch screens have no hover) instead of trying to play there.
            let on_stone = state.game.board().get(p).is_some();
            if liberties && on_stone && state.phase() == Phase::Playing {
                hover.set(Some(p));
            } else if let Some(action) = state.point_action(p) {
                act.emit(action);
            }
        })
    };
    let on_hover = {
        let hover = hover.clone();
        (*liberties).then(|| Callback::from(move |p: Option<Point>| hover.set(p)))
    };
    let tap_to_confirm = props.prefs.tap_to_confirm.unwrap_or_else(coarse_pointer);
    let size = state.game.size();
    let label = format!("{}, {size}", TEXT.board_label);

    let notice = state.notice.as_ref().map(|notice| {
        let earlier = notice.earlier.is_some();
        let toggle = act.reform({
            let on = !state.show_earlier;
            move |_: MouseEvent| Action::ShowEarlier(on)
        });
        html! {
            <div class="play__notice" role="alert">
                <p>{ notice.text.clone() }</p>
                if state.show_earlier {
                    <p class="play__hint">{ TEXT.earlier_caption }</p>
                }
                <div class="play__row">
                    if earlier {
                        <button type="button" class="btn" onclick={toggle} aria-pressed={state.show_earlier.to_string()}>
                            { if state.show_earlier { TEXT.hide_earlier } else { TEXT.show_earlier } }
                        </button>
                    }
                    <button type="button" class="btn btn--quiet" onclick={act.reform(|_: MouseEvent| Action::Dismiss)}>
                        { TEXT.dismiss }
                    </button>
                </div>
            </div>
        }
    });
    let review = state.review.map(|n| html! {
        <div class="play__review" role="status">
            <p>{ format!("{} {n} of {}.", TEXT.reviewing, state.game.move_number()) }</p>
            <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::Review(None))}>
                { TEXT.back_to_game }
            </button>
        </div>
    });
    let phase_class = match state.phase() {
        Phase::Playing => "play--playing",
        Phase::Marking => "play--marking",
        Phase::Counted => "play--counted",
        Phase::Over => "play--over",
    };

    // What opening the last record found: its headline, then one note per line.
    let record_message =
        props.message.as_ref().map(|report| (report.opened_line(), report.comment.clone(), report.notes()));

    html! {
        <div class={classes!("play__layout", phase_class)}>
            <div class="play__board" onfocusin={Callback::from(|_: FocusEvent| crate::sound::warm_up())}
                onkeydown={Callback::from(|_: KeyboardEvent| crate::sound::warm_up())}>
                <Goban view={view.clone()} {on_point} {on_hover} label={AttrValue::from(label)}
                    announcement={AttrValue::from(state.announcement.clone())} {tap_to_confirm} />
                // One stable container for the messages, so the board above is never redrawn
                // (and never loses keyboard focus) when one appears.
                <div class="play__below">
                    { review }
                    { notice }
                    if let Some((headline, comment, notes)) = record_message {
                        <div class="play__message" role="status">
                            <p>{ headline }</p>
                            if let Some(comment) = comment {
                                <LongText text={AttrValue::from(comment)} class="play__comment" />
                            }
                            if !notes.is_empty() {
                                <ul class="play__notes">
                                    { for notes.into_iter().map(|note| html! { <li>{ note }</li> }) }
                                </ul>
                            }
                            <button type="button" class="btn btn--quiet" onclick={props.dispatch.reform(|_: MouseEvent| Msg::ClearMessage)}>
                                { TEXT.dismiss }
                            </button>
                        </div>
                    }
                </div>
            </div>
            <div class="play__side">
                <Players state={props.state.clone()} />
                <EndPanel state={props.state.clone()} act={act.clone()} />
                <Controls state={props.state.clone()} act={act.clone()} dispatch={props.dispatch.clone()}
                    liberties={*liberties} on_liberties={Callback::from({ let l = liberties.clone(); move |on| l.set(on) })}
                    prefs={props.prefs.clone()} set_prefs={props.set_prefs.clone()} />
                <MoveList {lines} review={state.review} on_review={act.reform(Action::Review)} />
                <Records state={props.state.clone()} dispatch={props.dispatch.clone()} />
            </div>
        </div>
    }
}

/// One tick source for the clock: every quarter second while a clock runs, the time since
/// the last tick is charged (nothing while the page is hidden). Returns a callback that
/// charges the time up to now at once, for use just before a move.
#[hook]
fn use_clock(state: &Rc<PlayState>, act: Callback<Action>) -> Callback<()> {
    let running = state.clock.running().is_some() && state.phase() == Phase::Playing;
    let last = use_mut_ref(js_sys::Date::now);
    let charge = {
        let (last, act) = (last.clone(), act.clone());
        Rc::new(move |on: bool| {
            let now = js_sys::Date::now();
            let elapsed = (now - std::mem::replace(&mut *last.borrow_mut(), now)).max(0.0);
            if on && !page_hidden() && elapsed >= 1.0 {
                act.emit(Action::Tick(elapsed as u64));
            }
        })
    };
    {
        let (charge, last) = (charge.clone(), last.clone());
        use_effect_with(running, move |&running| {
            *last.borrow_mut() = js_sys::Date::now();
            let interval = running.then(|| Interval::new(250, move || charge(true)));
            move || drop(interval)
        });
    }
    Callback::from(move |()| charge(running))
}

/// Sounds and speech for each batch of effects, once.
#[hook]
fn use_effects(state: &Rc<PlayState>) {
    let speech = state.settings.speech;
    let effects = state.effects.clone();
    use_effect_with(state.serial, move |_| {
        for effect in effects {
            match effect {
                Effect::Stone => crate::sound::stone(),
                Effect::Capture(n) => crate::sound::capture(n),
                Effect::Refused => crate::sound::refused(),
                Effect::Say(text) if speech => crate::speech::speak(&text),
                Effect::Say(_) => {}
            }
        }
    });
}

/// Saves the game after every change, and every few seconds while a clock runs.
#[hook]
fn use_autosave(state: &Rc<PlayState>, storage: &StorageHandle) {
    let bucket = state.clock.running().map(|c| {
        let t = state.clock.side(c);
        (t.main_ms + t.period_ms) / 5000
    });
    let key = (state.serial, state.game.move_number(), state.dead.len(), state.agreed, bucket);
    let (state, storage) = (state.clone(), storage.clone());
    use_effect_with(key, move |_| {
        let _ = storage.save(&SavedGame::of(&state));
    });
}
