//! A game on the Play page: the board with its notices, and the panel beside it. Also the
//! side effects of the game: the clock's ticks, sounds, speech and saving.

use std::rc::Rc;

use gloo_timers::callback::Interval;
use yew::prelude::*;

use super::computer::{use_engine, Status};
use super::panel::{Controls, EndPanel, MoveList, Players};
use super::records::Records;
use super::setup::level_label;
use super::Msg;
use crate::bot::{BotMove, EndReason};
use crate::counting::{count_frames, Task as CountTask};
use crate::play::coach::HintReason;
use crate::play::computer::Task;
use crate::play::results::Results;
use crate::play::state::Coach;
use crate::components::goban::Goban;
use crate::components::long_text::LongText;
use crate::play::open::OpenReport;
use crate::play::preset::{ended_lesson_game, FinishedGames};
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
    thinking: &'static str,
    thinking_hint: &'static str,
    thinking_dead: &'static str,
    failed: &'static str,
    two_players: &'static str,
    retry: &'static str,
    hint_try: &'static str,
    hint_pass: &'static str,
    hint_captures: &'static str,
    hint_saves: &'static str,
    hint_ataris: &'static str,
    hint_plain: &'static str,
    danger_capturable: &'static str,
    danger_one: &'static str,
    take_back: &'static str,
    keep: &'static str,
    plays_on: &'static str,
    plays_on_shared: &'static str,
    plays_on_atari: &'static str,
    plays_on_unsettled: &'static str,
    disagrees: &'static str,
    use_proposal: &'static str,
}

const TEXT: GameText = GameText {
    board_label: "Game board",
    show_earlier: "Show the earlier position",
    hide_earlier: "Back to the board",
    earlier_caption: "The earlier position, faded: the move would make the board look exactly like this again.",
    reviewing: "Reviewing: the position after move",
    back_to_game: "Back to the game",
    dismiss: "OK",
    thinking: "The computer is thinking…",
    thinking_hint: "Looking for a good move for you…",
    thinking_dead: "The computer is looking at which stones are dead…",
    failed: "The computer could not start on this device, or it stopped. Your game is kept: you can go on as a game between two players on this device, or try again.",
    two_players: "Go on with two players",
    retry: "Try the computer again",
    hint_try: "Try {point}",
    hint_pass: "Passing is fine here: there is nothing left to gain.",
    hint_captures: "it captures {n}.",
    hint_saves: "it saves your {n} in atari (one liberty left).",
    hint_ataris: "it puts {n} in atari: they have one liberty left.",
    hint_plain: "the computer's reading likes this point (marked on the board).",
    danger_capturable: "Careful: your {n} at {at} now {have} only one liberty, at {lib} (circled). The computer can capture {them} on its next move.",
    danger_one: "Careful: your {n} at {at} now {have} only one liberty, at {lib} (circled).",
    take_back: "Take my move back",
    keep: "Keep my move",
    plays_on: "You passed, but the game is not over yet, so the computer plays on:",
    plays_on_shared: "a shared point is still open, and filling it is worth half a point.",
    plays_on_atari: "a group is in atari and can still be captured or saved.",
    plays_on_unsettled: "some points do not belong to anyone yet.",
    disagrees: "The computer sees the dead stones differently. Put its proposal back, or play on to settle it on the board (a dispute is settled by playing on).",
    use_proposal: "Put the computer's proposal back",
};

/// "3 stones" or "1 stone".
fn stones(n: usize) -> String {
    if n == 1 { "1 stone".to_string() } else { format!("{n} stones") }
}

/// The sentence for a piece of help.
fn coach_sentence(coach: &Coach, size: crate::rules::BoardSize) -> String {
    match coach {
        Coach::Hint { mv: BotMove::Play(p), reason } => {
            let reason = match reason {
                Some(HintReason::Captures(n)) => TEXT.hint_captures.replace("{n}", &stones(*n)),
                Some(HintReason::Saves(n)) => TEXT.hint_saves.replace("{n}", &stones(*n)),
                Some(HintReason::Ataris(n)) => TEXT.hint_ataris.replace("{n}", &stones(*n)),
                None => TEXT.hint_plain.to_string(),
            };
            format!("{}: {reason}", TEXT.hint_try.replace("{point}", &p.to_gtp(size)))
        }
        Coach::Hint { .. } => TEXT.hint_pass.to_string(),
        Coach::Danger(d) => {
            let n = d.stones.len();
            let template = if d.capturable { TEXT.danger_capturable } else { TEXT.danger_one };
            template
                .replace("{n}", &stones(n))
                .replace("{at}", &d.stones[0].to_gtp(size))
                .replace("{have}", if n == 1 { "has" } else { "have" })
                .replace("{them}", if n == 1 { "it" } else { "them" })
                .replace("{lib}", &d.liberty.to_gtp(size))
        }
        Coach::PlaysOn(reason) => {
            let why = match reason {
                EndReason::FillsSharedPoint => TEXT.plays_on_shared,
                EndReason::GroupInAtari => TEXT.plays_on_atari,
                EndReason::Unsettled | EndReason::Finished => TEXT.plays_on_unsettled,
            };
            format!("{} {why}", TEXT.plays_on)
        }
        Coach::Disagrees => TEXT.disagrees.to_string(),
    }
}

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
    use_results(&state, &props.storage);
    use_lesson_game(&state, &props.storage);
    let engine = use_engine(&state, act.clone());

    // The step-by-step count of a counted game (its komi; a handicap's compensation is not
    // in the trainer's pictures, so handicap games show the count lines only).
    let frames = {
        let counted = state.phase() == Phase::Counted && state.game.handicap() < 2 && state.capture_winner().is_none();
        let key = (counted, state.game.move_number(), state.dead.len());
        let state = state.clone();
        use_memo(key, move |_| {
            counted.then(|| {
                let dead: Vec<Point> = state.dead.iter().collect();
                let task = CountTask::from_board(state.game.board().clone(), &dead, crate::rules::Komi(state.settings.komi));
                count_frames(&task, state.learner().unwrap_or(crate::rules::Color::Black))
            })
        })
    };
    let frame = use_state_eq(|| None::<usize>);
    {
        // The count plays by itself, a picture every two seconds, once started.
        let (frame, count) = (frame.clone(), frames.as_ref().as_ref().map_or(0, |f| f.len()));
        let at = *frame;
        use_effect_with(at, move |&at| {
            let timer = at.filter(|&i| i + 1 < count).map(|i| {
                gloo_timers::callback::Timeout::new(2000, move || frame.set(Some(i + 1)))
            });
            move || drop(timer)
        });
    }
    if frames.is_none() && frame.is_some() {
        frame.set(None);
    }

    let view = {
        let key = (state.serial, state.game.move_number(), state.notice.is_some(), state.review, state.show_earlier, *hover, *liberties);
        let state = state.clone();
        let (hover, liberties) = (*hover, *liberties);
        use_memo(key, move |_| board_view(&state, hover.filter(|_| liberties), liberties))
    };
    let shown_frame = (*frame).and_then(|i| frames.as_ref().as_ref().and_then(|f| f.get(i)).cloned());
    let view = match &shown_frame {
        Some(f) => Rc::new(f.view.clone()),
        None => view,
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
                <p>{ crate::text::say(&crate::text::illegal(&notice.why, state.game.size().get())) }</p>
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
    let engine_line = match engine.status() {
        Status::Thinking(task) => html! {
            <p class="play__thinking" role="status">
                <span class="play__spinner" aria-hidden="true"></span>
                { match task { Task::Move(_) => TEXT.thinking, Task::Hint => TEXT.thinking_hint, Task::DeadStones => TEXT.thinking_dead } }
            </p>
        },
        Status::Failed if state.computer().is_some() => {
            let retry = { let engine = engine.clone(); Callback::from(move |_: MouseEvent| engine.retry()) };
            html! {
                <div class="play__notice play__failed" role="alert">
                    <p>{ TEXT.failed }</p>
                    <div class="play__row">
                        <button type="button" class="btn btn--primary" onclick={props.dispatch.reform(|_: MouseEvent| Msg::TwoPlayers)}>{ TEXT.two_players }</button>
                        <button type="button" class="btn" onclick={retry}>{ TEXT.retry }</button>
                    </div>
                </div>
            }
        }
        _ => html! {},
    };
    let coach = state.coach.as_ref().map(|c| {
        let sentence = coach_sentence(c, size);
        let buttons = match c {
            Coach::Danger(_) => html! {
                <div class="play__row">
                    <button type="button" class="btn btn--primary" onclick={act.reform(|_: MouseEvent| Action::TakeBack)}>{ TEXT.take_back }</button>
                    <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::KeepMove)}>{ TEXT.keep }</button>
                </div>
            },
            Coach::Disagrees => {
                let groups = state.proposal.as_ref().map(|p| p.groups.clone()).unwrap_or_default();
                html! {
                    <div class="play__row">
                        <button type="button" class="btn" onclick={act.reform(move |_: MouseEvent| Action::Propose(groups.clone()))}>{ TEXT.use_proposal }</button>
                    </div>
                }
            }
            _ => html! {
                <button type="button" class="btn btn--quiet" onclick={act.reform(|_: MouseEvent| Action::Dismiss)}>{ TEXT.dismiss }</button>
            },
        };
        let alert = matches!(c, Coach::Danger(_));
        html! {
            <div class={classes!("play__coach", alert.then_some("play__coach--warn"))} role={if alert { "alert" } else { "status" }}>
                <p>{ sentence }</p>
                { buttons }
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
    let hint = {
        let (engine, state) = (engine.clone(), state.clone());
        (state.hint_possible() && engine.status() != Status::Failed).then(|| {
            Callback::from(move |_: MouseEvent| engine.ask(&state, Task::Hint))
        })
    };
    let count_yourself = {
        let (state, storage) = (state.clone(), props.storage.clone());
        let navigator = yew_router::prelude::use_navigator();
        (state.phase() == Phase::Counted).then(|| {
            Callback::from(move |_: MouseEvent| {
                let _ = storage.save(&crate::play::saved::GameToCount(SavedGame::of(&state)));
                if let Some(nav) = &navigator {
                    let _ = nav.push_with_query(&crate::app::Route::Count, [("game", "1")]);
                }
            })
        })
    };
    let suggestion = match (state.computer(), state.winner()) {
        (Some((level, computer)), Some(winner)) if winner != computer => {
            props.storage.load::<Results>().and_then(|r| r.suggestion(level)).map(|next| AttrValue::from(level_label(next)))
        }
        _ => None,
    };
    // A game a lesson sent the learner to leads back to the step after it once it has ended.
    let lesson = ended_lesson_game(&state).and_then(|from| {
        let lesson = crate::lessons::lesson(&from.lesson)?;
        let step = (from.step + 1).min(lesson.steps.len().saturating_sub(1));
        Some((crate::pages::lesson::number_of(lesson), step + 1))
    });
    let phase_class = match state.phase() {
        Phase::Playing => "play--playing",
        Phase::Marking => "play--marking",
        Phase::Counted => "play--counted",
        Phase::Over => "play--over",
    };

    // What opening the last record found: its headline, then one note per line.
    let record_message =
        props.message.as_ref().map(|report| (crate::text::opened_line(report), report.comment.clone(), crate::text::open_notes(report)));

    html! {
        <div class={classes!("play__layout", phase_class)}>
            <div class="play__board" onfocusin={Callback::from(|_: FocusEvent| crate::sound::warm_up())}
                onkeydown={Callback::from(|_: KeyboardEvent| crate::sound::warm_up())}>
                <Goban view={view.clone()} {on_point} {on_hover} label={AttrValue::from(label)}
                    announcement={AttrValue::from(crate::text::say(&state.announcement))} {tap_to_confirm} />
                // One stable container for the messages, so the board above is never redrawn
                // (and never loses keyboard focus) when one appears.
                <div class="play__below">
                    { engine_line }
                    { coach }
                    if let Some(f) = &shown_frame {
                        <p class="play__frame" aria-live="polite">{ crate::text::say(&f.caption) }</p>
                    }
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
                <Controls state={props.state.clone()} act={act.clone()} dispatch={props.dispatch.clone()}
                    hint={hint}
                    liberties={*liberties} on_liberties={Callback::from({ let l = liberties.clone(); move |on| l.set(on) })}
                    prefs={props.prefs.clone()} set_prefs={props.set_prefs.clone()} />
                <EndPanel state={props.state.clone()} act={act.clone()} frames={frames.as_ref().as_ref().map_or(0, |f| f.len())}
                    frame={*frame} on_frame={Callback::from({ let f = frame.clone(); move |i| f.set(i) })}
                    count_yourself={count_yourself} suggestion={suggestion} {lesson} />
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
                Effect::Say(said) if speech => crate::speech::speak(&crate::text::say(&said)),
                Effect::Say(_) => {}
            }
        }
    });
}

/// Records a finished game against the computer in the results by level, once.
#[hook]
fn use_results(state: &Rc<PlayState>, storage: &StorageHandle) {
    let finished = state.computer().zip(state.winner());
    let (state, storage) = (state.clone(), storage.clone());
    use_effect_with(finished, move |finished| {
        if let Some(((level, computer), winner)) = *finished {
            let saved = SavedGame::of(&state);
            let key = format!("{}|{}|{}", saved.settings.size, saved.first.letter(), saved.moves);
            let mut results = storage.load::<Results>().unwrap_or_default();
            if results.add(level, winner != computer, &key) {
                let _ = storage.save(&results);
            }
        }
    });
}

/// Notes, once, that a game a lesson sent the learner to has ended, for the lesson page to
/// mark that step done. Only a game seen going on here counts: a game that had ended before
/// the page was opened was noted then (and a reset of the lesson progress stays a reset).
#[hook]
fn use_lesson_game(state: &Rc<PlayState>, storage: &StorageHandle) {
    let seen_going_on = use_mut_ref(|| false);
    if matches!(state.phase(), Phase::Playing | Phase::Marking) {
        *seen_going_on.borrow_mut() = true;
    }
    let ended = ended_lesson_game(state).cloned();
    let storage = storage.clone();
    use_effect_with(ended, move |ended| {
        if let Some(step) = ended.as_ref().filter(|_| *seen_going_on.borrow()) {
            let mut finished = storage.load::<FinishedGames>().unwrap_or_default();
            if finished.add(step) {
                let _ = storage.save(&finished);
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
