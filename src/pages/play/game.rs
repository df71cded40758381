//! A game on the Play page: the board with its notices, and the panel beside it (the game's
//! side effects are in `side_effects`, the coach's notes in `coach`).

use std::rc::Rc;

use yew::prelude::*;

use super::computer::{use_engine, Status};
use super::side_effects::{use_autosave, use_clock, use_effects, use_lesson_game, use_results};
use super::panel::{end_panel, players, Controls, EndPanelProps, MoveListProps};
use super::records::Records;
use crate::play::session::Msg;
use crate::counting::{count_frames, Task as CountTask};
use crate::play::computer::Task;
use crate::play::results::Results;
use crate::components::goban::Goban;
use crate::components::long_text::LongText;
use crate::play::open::OpenReport;
use crate::play::preset::ended_lesson_game;
use crate::play::view::{board_view, move_list};
use crate::play::{Action, Phase, PlayState, SavedGame};
use crate::rules::Point;
use crate::storage::use_storage;
use crate::text;

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
    /// Called when the autosave finds the game saved by another tab.
    pub other_tab_saved: Callback<()>,
    /// Whether the list of games put aside is full (a review's variation would need a place).
    pub kept: bool,
}

/// The board, its notices and the panel.
#[component]
pub fn GameView(props: &GameViewProps) -> Html {
    let state = props.state.0.clone();
    let hover = use_state_eq(|| None::<Point>);
    let liberties = use_state_eq(|| false);
    let owners = use_state_eq(|| false);
    let tick = props.dispatch.reform(Msg::Act);
    let catch_up = use_clock(&state, tick.clone());
    // Every action first charges the time since the last tick, so a move is timed exactly.
    let act = Callback::from(move |action: Action| {
        catch_up.emit(());
        tick.emit(action);
    });

    use_effects(&state);
    let storage = use_storage();
    use_autosave(&state, &storage, props.other_tab_saved.clone());
    use_results(&state, &storage);
    use_lesson_game(&state, &storage);
    let engine = use_engine(&state, act.clone(), *owners);
    let board_ref = use_board_in_sight(state.review());

    // The step-by-step count of a counted game (its komi and handicap, counted as the trainer
    // counts it).
    let frames = {
        let counted = state.phase() == Phase::Counted && state.capture_winner().is_none();
        let key = (counted, state.game().move_number(), state.dead().len());
        let state = state.clone();
        use_memo(key, move |_| {
            counted.then(|| {
                let task = CountTask::of_game(state.game(), state.dead());
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
    {
        // Play on after the count (the game resumed): the count's pictures start again from
        // the board.
        let (frame, counted) = (frame.clone(), frames.is_some());
        use_effect_with(counted, move |&counted| {
            if !counted {
                frame.set(None);
            }
        });
    }

    let view = {
        let key = (state.serial(), state.game().move_number(), state.notice().is_some(), state.review(), state.show_earlier(), *hover, *liberties, *owners, state.analysis().map(|a| (a.open, a.chosen)));
        let state = state.clone();
        let (hover, liberties, owners) = (*hover, *liberties, *owners);
        use_memo(key, move |_| {
            let mut view = board_view(&state, hover.filter(|_| liberties), liberties);
            if owners && state.phase() == Phase::Playing && state.review().is_none() {
                view.estimate = state.estimate().and_then(|e| e.shading(state.game()));
            }
            view
        })
    };
    let shown_frame = (*frame).and_then(|i| frames.as_ref().as_ref().and_then(|f| f.get(i)).cloned());
    let view = match &shown_frame {
        Some(f) => Rc::new(f.view.clone()),
        None => view,
    };
    let lines = {
        let key = (state.game().move_number(), state.game().moves().last().cloned());
        let game = state.game().clone();
        use_memo(key, move |_| move_list(&game))
    };

    let on_point = {
        let (state, act, hover, liberties) = (state.clone(), act.clone(), hover.clone(), *liberties);
        Callback::from(move |p: Point| {
            // With the liberties aid on, tapping a stone while playing selects its group
            // (touch screens have no hover) instead of trying to play there.
            let on_stone = state.game().board().get(p).is_some();
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
    let tap_to_confirm = super::prefs::use_prefs().tap_to_confirm();
    let size = state.game().size();
    let label = text::Msg::new("play-game-board-label").arg("size", size.to_string()).text();

    let notice = state.notice().map(|notice| {
        let earlier = notice.earlier.is_some();
        let toggle = act.reform({
            let on = !state.show_earlier();
            move |_: MouseEvent| Action::ShowEarlier(on)
        });
        html! {
            <div class="play__notice" role="alert">
                <p>{ crate::text::say(&crate::text::illegal(&notice.why, state.game().size().get())) }</p>
                if state.show_earlier() {
                    <p class="play__hint">{ text::Msg::words("play-game-earlier-caption") }</p>
                }
                <div class="play__row">
                    if earlier {
                        <button type="button" class="btn" onclick={toggle} aria-pressed={state.show_earlier().to_string()}>
                            { if state.show_earlier() { text::Msg::words("play-game-hide-earlier") } else { text::Msg::words("play-game-show-earlier") } }
                        </button>
                    }
                    <button type="button" class="btn btn--quiet" onclick={act.reform(|_: MouseEvent| Action::Dismiss)}>
                        { text::Msg::words("play-game-dismiss") }
                    </button>
                </div>
            </div>
        }
    });
    let engine_line = match engine.status() {
        // The estimate is quick and quiet: no line for it.
        Status::Thinking(Task::Ownership | Task::Analyze { .. }) => html! {},
        Status::Thinking(task) => html! {
            <p class="play__thinking" role="status">
                <span class="play__spinner" aria-hidden="true"></span>
                { match task { Task::Move(_) => text::Msg::words("play-game-thinking"), Task::Hint => text::Msg::words("play-game-thinking-hint"), Task::DeadStones | Task::Ownership | Task::Analyze { .. } => text::Msg::words("play-game-thinking-dead") } }
            </p>
        },
        Status::Failed if state.computer().is_some() => {
            let retry = { let engine = engine.clone(); Callback::from(move |_: MouseEvent| engine.retry()) };
            html! {
                <div class="play__notice play__failed" role="alert">
                    <p>{ text::Msg::words("play-game-failed") }</p>
                    <div class="play__row">
                        <button type="button" class="btn btn--primary" onclick={props.dispatch.reform(|_: MouseEvent| Msg::Act(Action::TwoPlayers))}>{ text::Msg::words("play-game-two-players") }</button>
                        <button type="button" class="btn" onclick={retry}>{ text::Msg::words("play-game-retry") }</button>
                    </div>
                </div>
            }
        }
        _ => html! {},
    };
    let network_line = super::computer::network_line(&engine);
    let coach = state.coach().map(|c| super::coach::note(c, &state, &act));
    // While the review is open its graph and mistake say where the board is: one message.
    let review = state.review().filter(|_| !state.reviewing()).map(|n| html! {
        <div class="play__review" role="status">
            <p>{ text::Msg::new("play-game-reviewing").arg("n", n).arg("total", state.game().move_number()).text() }</p>
            <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::Review(None))}>
                { text::Msg::words("play-game-back-to-game") }
            </button>
        </div>
    });
    let hint = {
        let (engine, state) = (engine.clone(), state.clone());
        (state.hint_possible() && engine.status() != Status::Failed).then(|| {
            Callback::from(move |_: MouseEvent| engine.ask(&state, Task::Hint))
        })
    };
    // A game a lesson sent the learner to leads back to the step after it once it has ended.
    let lesson = ended_lesson_game(&state).and_then(|from| {
        let course = crate::lessons::lessons(text::locale());
        let lesson = course.iter().find(|l| l.id == from.lesson)?;
        let step = (from.step + 1).min(lesson.steps.len().saturating_sub(1));
        Some((crate::lessons::course::number_of(course, lesson), step + 1))
    });
    let count_yourself = {
        let (state, storage, lesson) = (state.clone(), storage.clone(), lesson);
        (state.phase() == Phase::Counted).then(|| {
            Callback::from(move |_: MouseEvent| {
                let _ = storage.save(&crate::play::saved::GameToCount(SavedGame::of(&state)));
                // From a lesson's game, the count leads back to the lesson too.
                let query = match lesson {
                    Some((number, step)) => format!("game=1&lesson={number}&step={step}"),
                    None => "game=1".to_owned(),
                };
                crate::route::Navigator.push_with_query(&crate::route::Route::Count, &query);
            })
        })
    };
    // After a counted game against the computer: the next game proposed, once the results
    // and the rating (saved by `use_results` above, whose effect runs first) take it in.
    let next_game = use_state_eq(|| None::<AttrValue>);
    {
        let (next_game, storage) = (next_game.clone(), storage.clone());
        let counted = state.settings().goal == crate::play::Goal::Count;
        let finished = state.computer().zip(state.winner()).filter(|_| counted).map(|_| state.game().size().get());
        use_effect_with(finished, move |&finished| {
            next_game.set(finished.map(|size| {
                let learner = storage.load::<crate::problems::progress::Progress>().unwrap_or_default().learner;
                let recent = storage.load::<Results>().unwrap_or_default().recent;
                AttrValue::from(crate::text::next_game(&crate::play::next_game::propose(learner, &recent, size)))
            }));
        });
    }
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
            <div class="play__board" ref={board_ref} onfocusin={Callback::from(|_: FocusEvent| crate::sound::warm_up())}
                onkeydown={Callback::from(|_: KeyboardEvent| crate::sound::warm_up())}>
                <Goban view={view.clone()} {on_point} {on_hover} label={AttrValue::from(label)}
                    announcement={AttrValue::from(crate::text::say(state.announcement()))} {tap_to_confirm} />
                // One stable container for the messages, so the board above is never redrawn
                // (and never loses keyboard focus) when one appears.
                <div class="play__below">
                    if state.settings().goal == crate::play::Goal::FirstCapture && state.phase() == Phase::Playing {
                        <p class="play__goal">{ text::Msg::words("play-game-capture-goal") }</p>
                    }
                    { engine_line }
                    { network_line }
                    { coach }
                    if let Some(f) = &shown_frame {
                        <p class="play__frame" aria-live="polite">{ crate::text::say(&f.caption) }</p>
                    }
                    { super::review::mistake_card(&super::review::MistakeCardProps { state: props.state.clone(), act: act.clone(), dispatch: props.dispatch.clone(), kept: props.kept }) }
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
                                { text::Msg::words("play-game-dismiss") }
                            </button>
                        </div>
                    }
                    // What a counted game needs to win, in the course's words (half the board,
                    // komi, the handicap's): last, so that a hint or a warning shows first.
                    if state.settings().goal != crate::play::Goal::FirstCapture && state.phase() == Phase::Playing {
                        <p class="play__goal">{ crate::text::say(&state.settings().target()) }</p>
                    }
                </div>
            </div>
            <div class="play__side">
                { players(&state) }
                { super::review::review_panel(&super::review::ReviewPanelProps { state: props.state.clone(), act: act.clone() }) }
                if !state.reviewing() {
                    <Controls state={props.state.clone()} act={act.clone()} dispatch={props.dispatch.clone()}
                        hint={hint}
                        liberties={*liberties} on_liberties={Callback::from({ let l = liberties.clone(); move |on| l.set(on) })}
                        owners={*owners} on_owners={Callback::from({ let o = owners.clone(); move |on| o.set(on) })} />
                }
                { end_panel(&EndPanelProps {
                    state: props.state.clone(), act: act.clone(), frames: frames.as_ref().as_ref().map_or(0, |f| f.len()),
                    frame: *frame, on_frame: Callback::from({ let f = frame.clone(); move |i| f.set(i) }),
                    count_yourself, next_game: (*next_game).clone(), lesson,
                    again: Some(props.dispatch.reform({ let settings = state.settings().clone(); move |_: MouseEvent| Msg::Start(settings.clone()) })),
                }) }
                { super::panel::move_list(&MoveListProps { lines, review: state.review(), on_review: act.reform(Action::Review) }) }
                <Records state={props.state.clone()} dispatch={props.dispatch.clone()} />
            </div>
        </div>
    }
}

/// The board's node. Each time the review shows another move (from the graph, the mistakes'
/// list or the step buttons, far below the board on a phone), the board comes into sight
/// under the site's header if its top is out of sight ([`super::browser::bring_into_sight`]).
#[hook]
fn use_board_in_sight(shown: Option<usize>) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(shown, move |shown| {
            if let Some(board) = node.cast::<web_sys::Element>().filter(|_| shown.is_some()) {
                super::browser::bring_into_sight(&board, false);
            }
        });
    }
    node
}

