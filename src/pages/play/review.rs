//! The review of a game beside the board: the button that starts it, its progress, the graph
//! of who is ahead move by move (tap or arrow keys to go to a move), each side's biggest
//! mistakes, and under the board the mistake chosen: how much it cost, why, the better move,
//! and "try it yourself".

use yew::prelude::*;

use crate::bot::review::{Mistake, Reason};
use crate::play::review::Stopped;
use crate::play::session::Msg;
use crate::play::{Action, Goal, PlayState};
use crate::rules::{Color, Game, Move, Point, Quarters};
use crate::text;

/// Whether `state`'s game can be reviewed: a board the network plays (7×7 to 19×19), a game
/// counted by area (not Capture Go), and a move or more.
pub fn reviewable(state: &PlayState) -> bool {
    (7..=19).contains(&state.game().size().get()) && state.settings().goal == Goal::Count && state.game().move_number() >= 1
}

/// An amount of points to the nearest point (at least one), as a message's `stones` and
/// `points` (one stone is two points).
fn amount(msg: text::Msg, points: f32) -> text::Msg {
    let half_stones = Quarters(2 * (points.abs().round().min(9999.0) as i32).max(1));
    msg.arg("stones", text::Arg::Stones(half_stones)).arg("points", text::Arg::Points(half_stones))
}

/// "Black ahead by about 3 stones", or "about even".
fn lead_words(black_lead: f32) -> String {
    if black_lead.abs() < 1.0 {
        return text::Msg::words("play-review-even");
    }
    let side = if black_lead > 0.0 { Color::Black } else { Color::White };
    amount(text::Msg::new("play-review-ahead").arg("side", side), black_lead).text()
}

fn at(p: Point, game: &Game) -> String {
    p.to_gtp(game.size())
}

fn move_at(mv: Move, game: &Game) -> String {
    match mv {
        Move::Play(p) => at(p, game),
        Move::Pass => text::Msg::words("play-moves-pass"),
    }
}

/// Why the mistake was one, in words true for that move on that board.
fn reason_words(mistake: &Mistake, game: &Game) -> String {
    let other = !mistake.color;
    let better = move_at(mistake.better, game);
    match &mistake.reason {
        Some(Reason::LeftInAtari { stones, way_out }) if !way_out.is_empty() => text::Msg::new("play-review-reason-capture-was-the-way-out")
            .arg("side", mistake.color)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("other", other)
            .arg("better", better)
            .arg("taken", way_out.len())
            .arg("their", at(way_out[0], game))
            .text(),
        Some(Reason::LeftInAtari { stones, .. }) => text::Msg::new("play-review-reason-left-in-atari")
            .arg("side", mistake.color)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("other", other)
            .text(),
        Some(Reason::SelfAtari { stones }) => text::Msg::new("play-review-reason-self-atari")
            .arg("side", mistake.color)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("other", other)
            .text(),
        Some(Reason::MissedCapture { stones }) => text::Msg::new("play-review-reason-missed-capture")
            .arg("better", better)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("other", other)
            .text(),
        Some(Reason::EdgeTooEarly) => text::Msg::words("play-review-reason-edge"),
        Some(Reason::CornerLeft { corner }) => text::Msg::new("play-review-reason-corner").arg("corner", at(*corner, game)).text(),
        Some(Reason::InsideOwnArea) => text::Msg::new("play-review-reason-own-area").arg("side", mistake.color).text(),
        Some(Reason::MissedSave { stones }) => text::Msg::new("play-review-reason-missed-save")
            .arg("side", mistake.color)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("better", better)
            .text(),
        Some(Reason::PassedEarly { points }) => amount(text::Msg::new("play-review-reason-passed-early").arg("better", better), *points as f32).text(),
        Some(Reason::TookDeadStones { stones }) => text::Msg::new("play-review-reason-took-dead-stones")
            .arg("other", other)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("better", better)
            .text(),
        Some(Reason::IntoTheirArea) => text::Msg::new("play-review-reason-into-their-area").arg("other", other).text(),
        Some(Reason::Bigger { points }) => {
            let played = game.moves().get(mistake.move_index).map_or(Move::Pass, |m| m.mv);
            amount(text::Msg::new("play-review-reason-bigger").arg("better", better).arg("played", move_at(played, game)), *points as f32).text()
        }
        Some(Reason::MissedAtari { stones }) => text::Msg::new("play-review-reason-missed-atari")
            .arg("better", better)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("other", other)
            .text(),
        Some(Reason::ShortOfLiberties { stones }) => text::Msg::new("play-review-reason-short-of-liberties")
            .arg("side", mistake.color)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("better", better)
            .text(),
        Some(Reason::Presses { stones }) => text::Msg::new("play-review-reason-presses")
            .arg("better", better)
            .arg("count", stones.len())
            .arg("at", at(stones[0], game))
            .arg("other", other)
            .text(),
        Some(Reason::Urgent { stones, liberties }) => text::Msg::new("play-review-reason-urgent")
            .arg("better", better)
            .arg("at", at(stones[0], game))
            .arg("liberties", u32::from(*liberties))
            .text(),
        None => text::Msg::new("play-review-reason-reading").arg("better", better).text(),
    }
}

/// "Move 12, Black at C3", "Move 49, Black passed", or "Moves 12 to 16, Black, from C3" for a
/// run of mistakes in a row (the reason and the better move are the first move's).
fn mistake_title(mistake: &Mistake, game: &Game) -> String {
    let played = game.moves().get(mistake.move_index).map_or(Move::Pass, |m| m.mv);
    let first = mistake.move_index + 1;
    if mistake.moves > 1 {
        let words = text::Msg::new("play-review-mistake-run")
            .arg("first", first)
            .arg("last", first + 2 * (mistake.moves - 1))
            .arg("side", mistake.color)
            .arg("at", move_at(played, game));
        amount(words, mistake.loss).text()
    } else if played == Move::Pass {
        let words = text::Msg::new("play-review-mistake-pass").arg("n", first).arg("side", mistake.color);
        amount(words, mistake.loss).text()
    } else {
        let words = text::Msg::new("play-review-mistake")
            .arg("n", first)
            .arg("side", mistake.color)
            .arg("at", move_at(played, game));
        amount(words, mistake.loss).text()
    }
}

/// Whether the reason's words already name the better move (then it is not said again).
fn reason_names_better(mistake: &Mistake) -> bool {
    if let Some(Reason::LeftInAtari { way_out, .. }) = &mistake.reason {
        return !way_out.is_empty();
    }
    matches!(
        mistake.reason,
        None | Some(
            Reason::MissedCapture { .. }
                | Reason::MissedSave { .. }
                | Reason::PassedEarly { .. }
                | Reason::TookDeadStones { .. }
                | Reason::Bigger { .. }
                | Reason::MissedAtari { .. }
                | Reason::ShortOfLiberties { .. }
                | Reason::Urgent { .. }
                | Reason::Presses { .. }
        )
    )
}

/// A mistake as the record's comment on its move: what it cost, why, and the better move
/// unless the reason names it.
pub fn record_comment(mistake: &Mistake, game: &Game) -> String {
    let mut lines = vec![mistake_title(mistake, game), reason_words(mistake, game)];
    if !reason_names_better(mistake) {
        lines.push(match mistake.better {
            Move::Play(p) => text::Msg::new("play-review-record-better").arg("at", at(p, game)).text(),
            Move::Pass => text::Msg::words("play-review-better-pass"),
        });
    }
    lines.join("\n")
}

/// What [`review_panel`] reviews, and where its actions go.
pub struct ReviewPanelProps {
    pub state: super::game::StateRef,
    pub act: Callback<Action>,
}

/// The review beside the board, or the button that starts it, in a slot of its own (one
/// element whatever it shows, so the page around never has to move its other parts).
pub fn review_panel(props: &ReviewPanelProps) -> Html {
    html! { <div class="review__slot">{ review_panel_content(props) }</div> }
}

fn review_panel_content(props: &ReviewPanelProps) -> Html {
    let state = &props.state.0;
    let act = &props.act;
    if !reviewable(state) {
        return html! {};
    }
    let review = state.analysis().filter(|r| r.open);
    let Some(review) = review else {
        // A game against the computer is reviewed once it is over: while it is played, the
        // offer would only push the game's own controls down.
        if state.computer().is_some() && state.phase() == crate::play::Phase::Playing && state.analysis().is_none() {
            return html! {};
        }
        let done = state.analysis().is_some_and(|r| r.complete(state.game()));
        return html! {
            <section class="play__review-start" aria-labelledby="play-review-start">
                <h2 id="play-review-start">{ text::Msg::words("play-review-heading") }</h2>
                <p class="play__hint">{ text::Msg::words("play-review-lead") }</p>
                <button type="button" class="btn btn--primary" onclick={act.reform(|_: MouseEvent| Action::ReviewGame)}>
                    { if done { text::Msg::words("play-review-show") } else { text::Msg::words("play-review-button") } }
                </button>
            </section>
        };
    };
    let game = state.game();
    let (done, total) = review.progress(game);
    let percent = done * 100 / total.max(1);
    let complete = review.complete(game);
    let status = match review.stopped {
        _ if complete => html! {},
        Some(Stopped::NoNetwork) => html! {
            <p class="play__problem" role="alert">{ text::Msg::words("play-review-no-network") }</p>
        },
        Some(Stopped::Paused) => html! {
            <p>{ text::Msg::new("play-review-paused").arg("percent", percent).text() }</p>
        },
        None => html! {
            <p>{ text::Msg::new("play-review-progress").arg("percent", percent).text() }</p>
        },
    };
    let running = review.stopped.is_none() && !complete;
    let mistakes = review.mistakes(game);
    let learner = state.learner();
    let sides: Vec<Color> = match learner {
        Some(c) => vec![c, !c],
        None => vec![Color::Black, Color::White],
    };
    // A mistake chosen far down the page: the board and the card under it come into view.
    let choose = |mistake: Option<usize>| {
        let act = act.clone();
        Callback::from(move |_: MouseEvent| {
            act.emit(Action::ChooseMistake(mistake));
            if mistake.is_some() {
                super::browser::show_board();
            }
        })
    };
    let lists = sides.into_iter().map(|side| {
        let mine: Vec<(usize, &Mistake)> = mistakes.iter().enumerate().filter(|(_, m)| m.color == side).collect();
        let heading = if learner == Some(side) { text::Msg::words("play-review-your-mistakes") } else { text::Msg::new("play-review-mistakes-of").arg("side", side).text() };
        html! {
            <>
                <h3>{ heading }</h3>
                if mine.is_empty() {
                    <p class="play__hint">{ text::Msg::new("play-review-no-mistakes").arg("side", side).text() }</p>
                } else {
                    <ul class="review__mistakes">
                        { for mine.into_iter().map(|(i, m)| {
                            let chosen = review.chosen == Some(i);
                            html! {
                                <li key={i}>
                                    <button type="button" class={classes!("review__mistake", chosen.then_some("review__mistake--chosen"))}
                                        aria-pressed={chosen.to_string()}
                                        onclick={choose(if chosen { None } else { Some(i) })}>
                                        { mistake_title(m, game) }
                                    </button>
                                </li>
                            }
                        }) }
                    </ul>
                }
            </>
        }
    });
    // At the end: the count when the game was counted, or is being counted after two passes
    // (with the dead stones as marked: the network's lead is an estimate of it, and can miss a
    // seki or a dead group the marks show), else the network's lead.
    let end_words = if matches!(state.phase(), crate::play::Phase::Counted | crate::play::Phase::Marking) {
        Some(text::Msg::new("play-review-at-the-end-counted").arg("result", text::say(&state.game().outcome(state.dead()))).text())
    } else {
        let end_lead = review.looks.last().and_then(|l| l.as_ref()).map(|l| l.black_lead());
        end_lead.map(|lead| text::Msg::new("play-review-at-the-end").arg("lead", lead_words(lead)).text())
    };
    html! {
        <section class="play__review-panel" aria-labelledby="play-review">
            <h2 id="play-review">{ text::Msg::words("play-review-heading") }</h2>
            <div role="status" aria-live="polite">{ status }</div>
            if !complete {
                <progress max={total.to_string()} value={done.to_string()} aria-hidden="true"></progress>
            }
            { graph(state, act) }
            if complete {
                if let Some(end) = end_words {
                    <p>{ end }</p>
                }
            }
            if complete {
                { for lists }
            } else {
                <p class="play__hint">{ text::Msg::words("play-review-mistakes-wait") }</p>
            }
            <div class="play__row">
                if running {
                    <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::PauseReview)}>{ text::Msg::words("play-review-pause") }</button>
                } else if !complete {
                    <button type="button" class="btn btn--primary" onclick={act.reform(|_: MouseEvent| Action::ReviewGame)}>{ text::Msg::words("play-review-continue") }</button>
                }
                <button type="button" class="btn btn--quiet" onclick={act.reform(|_: MouseEvent| Action::CloseReview)}>{ text::Msg::words("play-review-close") }</button>
            </div>
        </section>
    }
}

/// Width and height of the graph's drawing (whole numbers: no float formatting in the app).
const WIDTH: i32 = 1000;
const HEIGHT: i32 = 400;

/// Who is ahead, move by move: the learner's side (Black between two players) above the
/// middle line. A tap goes to that move; with the keyboard it is a slider.
fn graph(state: &crate::play::PlayState, act: &Callback<Action>) -> Html {
    let game = state.game();
    let up = state.learner().unwrap_or(Color::Black);
    let sign = if up == Color::Black { 1.0 } else { -1.0 };
    let Some(review) = state.analysis() else { return html! {} };
    let leads = review.leads();
    let last = leads.len().saturating_sub(1).max(1);
    let scale = leads.iter().flatten().fold(10.0f32, |m, l| m.max(l.abs()));
    let x = |k: usize| (k * WIDTH as usize / last) as i32;
    let y = |lead: f32| HEIGHT / 2 - ((sign * lead / scale) * (HEIGHT / 2 - 8) as f32).round() as i32;
    let points: String = leads.iter().enumerate().filter_map(|(k, l)| l.map(|l| format!("{},{} ", x(k), y(l)))).collect();
    let shown = state.review().unwrap_or(game.move_number());
    let mistakes = review.mistakes(game);
    let go = {
        let act = act.clone();
        let total = game.move_number();
        move |n: usize| act.emit(Action::Review((n < total).then_some(n)))
    };
    let onclick = {
        let go = go.clone();
        let positions = leads.len();
        Callback::from(move |e: MouseEvent| {
            let Some(target) = e.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) else { return };
            let rect = target.get_bounding_client_rect();
            if rect.width() <= 0.0 {
                return;
            }
            let fraction = ((f64::from(e.client_x()) - rect.left()) / rect.width()).clamp(0.0, 1.0);
            go((fraction * (positions - 1) as f64).round() as usize);
        })
    };
    let onkeydown = {
        let total = game.move_number();
        Callback::from(move |e: KeyboardEvent| {
            let next = match e.key().as_str() {
                "ArrowLeft" | "ArrowDown" => shown.saturating_sub(1),
                "ArrowRight" | "ArrowUp" => (shown + 1).min(total),
                "Home" => 0,
                "End" => total,
                "PageUp" => (shown + 10).min(total),
                "PageDown" => shown.saturating_sub(10),
                _ => return,
            };
            e.prevent_default();
            go(next);
        })
    };
    let value_text = {
        let lead = leads.get(shown).copied().flatten().map(lead_words).unwrap_or_default();
        text::Msg::new("play-review-graph-value").arg("n", shown).arg("lead", lead).text()
    };
    html! {
        <div class="review__graph" role="slider" tabindex="0"
            aria-label={text::Msg::new("play-review-graph-label").arg("side", up).text()}
            aria-valuemin="0" aria-valuemax={game.move_number().to_string()} aria-valuenow={shown.to_string()}
            aria-valuetext={value_text} {onclick} {onkeydown}>
            <svg viewBox={format!("0 0 {WIDTH} {HEIGHT}")} preserveAspectRatio="none" aria-hidden="true">
                <rect class="review__ahead" x="0" y="0" width={WIDTH.to_string()} height={(HEIGHT / 2).to_string()} />
                <line class="review__even" x1="0" y1={(HEIGHT / 2).to_string()} x2={WIDTH.to_string()} y2={(HEIGHT / 2).to_string()} />
                { for mistakes.iter().map(|m| {
                    let mx = x(m.move_index + 1).to_string();
                    html! { <line class={classes!("review__tick", if m.color == up { "review__tick--mine" } else { "review__tick--theirs" })}
                        x1={mx.clone()} y1="0" x2={mx} y2={HEIGHT.to_string()} /> }
                }) }
                <polyline class="review__line" points={points} />
                <line class="review__now" x1={x(shown).to_string()} y1="0" x2={x(shown).to_string()} y2={HEIGHT.to_string()} />
            </svg>
            <div class="review__legend" aria-hidden="true">
                <span>{ text::Msg::new("play-review-graph-up").arg("side", up).text() }</span>
                <span>{ text::Msg::new("play-review-graph-down").arg("side", !up).text() }</span>
            </div>
        </div>
    }
}

/// What [`mistake_card`] shows, and where its actions go.
pub struct MistakeCardProps {
    pub state: super::game::StateRef,
    pub act: Callback<Action>,
    pub dispatch: Callback<Msg>,
    /// Whether the list of games put aside is full (then a variation cannot be started).
    pub kept: bool,
}

/// Under the board: the mistake chosen in the review, what it cost and why, the better move
/// (numbered on the board with what might follow), what happened in the game, and trying the
/// better move against the computer. In a slot of its own, as the panel.
pub fn mistake_card(props: &MistakeCardProps) -> Html {
    html! { <div class="review__slot">{ mistake_card_content(props) }</div> }
}

fn mistake_card_content(props: &MistakeCardProps) -> Html {
    let state = &props.state.0;
    let game = state.game();
    let Some(review) = state.analysis().filter(|r| r.open) else { return html! {} };
    let Some(index) = review.chosen else { return html! {} };
    let mistakes = review.mistakes(game);
    let Some(mistake) = mistakes.get(index) else { return html! {} };
    let before = mistake.move_index;
    // After the mistake and the reply to it (or to the last of a run of them).
    let after = (before + 2 * mistake.moves).min(game.move_number());
    let showing_after = state.review() == Some(after) && after != before;
    // Where the better move is on the board; its name too, unless the reason has said it.
    let better = match mistake.better {
        Move::Play(_) if reason_names_better(mistake) => text::Msg::words("play-review-marked"),
        Move::Play(p) => text::Msg::new("play-review-better").arg("at", at(p, game)).text(),
        Move::Pass => text::Msg::words("play-review-better-pass"),
    };
    let toggle = props.act.reform(move |_: MouseEvent| Action::Review(Some(if showing_after { before } else { after })));
    let try_it = {
        let names = [super::setup::you(), super::setup::computer_name(state.computer().map_or(crate::play::review::VARIATION_LEVEL, |(l, _)| l))];
        let dispatch = props.dispatch.clone();
        Callback::from(move |_: MouseEvent| {
            dispatch.emit(Msg::TryMistake(index, names.clone()));
            // A new game on the board: shown from the top, as a game started from the form.
            super::browser::focus_board();
        })
    };
    let can_try = matches!(mistake.better, Move::Play(_));
    html! {
        <div class="play__review review__card" role="status" aria-live="polite">
            <p class="review__title">{ mistake_title(mistake, game) }</p>
            <p>{ reason_words(mistake, game) }</p>
            if showing_after {
                <p class="play__hint">{ text::Msg::new("play-review-showing-after").arg("n", after).text() }</p>
            } else {
                <p class="play__hint">{ better }</p>
            }
            <div class="play__row">
                <button type="button" class="btn btn--small" onclick={toggle}>
                    { if showing_after { text::Msg::words("play-review-show-better") } else { text::Msg::words("play-review-what-happened") } }
                </button>
                if can_try && !props.kept {
                    <button type="button" class="btn btn--small btn--primary" onclick={try_it}>
                        { text::Msg::new("play-review-try").arg("at", move_at(mistake.better, game)).text() }
                    </button>
                }
            </div>
            if can_try && props.kept {
                <p class="play__hint">{ text::Msg::words("play-review-try-kept") }</p>
            }
        </div>
    }
}
