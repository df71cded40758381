//! The panel beside the board: the players with their captures and clocks, the game's
//! buttons, the end of the game (marking dead stones, the count, the result) and the move
//! list with review.

use std::rc::Rc;

use yew::prelude::*;

use super::game::StateRef;
use super::Msg;
use crate::play::saved::PlayPrefs;
use crate::play::view::{count_lines, MoveLine};
use crate::play::{Action, Phase};
use crate::rules::{Color, GameEnd, Komi};

/// Learner-facing text of the panel.
struct PanelText {
    players: &'static str,
    to_play: &'static str,
    captures: &'static str,
    pass: &'static str,
    undo: &'static str,
    resign: &'static str,
    resign_confirm: &'static str,
    resign_yes: &'static str,
    resign_no: &'static str,
    liberties: &'static str,
    liberties_hint: &'static str,
    sound: &'static str,
    tap: &'static str,
    new_game: &'static str,
    marking_heading: &'static str,
    marking_help: &'static str,
    agrees: &'static str,
    agreed: &'static str,
    resume: &'static str,
    resume_help: &'static str,
    count_heading: &'static str,
    result_heading: &'static str,
    moves_heading: &'static str,
    no_moves: &'static str,
    first: &'static str,
    back: &'static str,
    forward: &'static str,
    last: &'static str,
    shading: &'static str,
    hint: &'static str,
    proposal_heading: &'static str,
    proposal_help: &'static str,
    proposal_none: &'static str,
    proposal_group: &'static str,
    waiting_proposal: &'static str,
    i_agree: &'static str,
    watch: &'static str,
    step_back: &'static str,
    step_next: &'static str,
    step_done: &'static str,
    count_yourself: &'static str,
    count_yourself_help: &'static str,
    suggestion: &'static str,
    you_won: &'static str,
    you_lost: &'static str,
    capture_won: &'static str,
    back_to_lesson: &'static str,
    back_to_lesson_help: &'static str,
}

const TEXT: PanelText = PanelText {
    players: "Players",
    to_play: "to play",
    captures: "captured",
    pass: "Pass",
    undo: "Undo",
    resign: "Resign",
    resign_confirm: "Resign the game?",
    resign_yes: "Yes, resign",
    resign_no: "Keep playing",
    liberties: "Show liberties",
    liberties_hint: "Point at a stone, tap it, or move the board's cursor onto it: its group's liberties are marked with dots.",
    sound: "Sounds",
    tap: "Tap twice to place a stone",
    new_game: "New game",
    marking_heading: "Mark the dead stones",
    marking_help: "Both passed, so the game is over. Tap each group that cannot escape capture to mark it dead (tap again to undo); the shading shows whose area each point is. When you both agree, press your button.",
    agrees: "agrees",
    agreed: "agreed",
    resume: "We disagree: play on",
    resume_help: "If you cannot agree whether a group is dead, play on and settle it on the board.",
    count_heading: "The count",
    result_heading: "Result",
    moves_heading: "Moves",
    no_moves: "No moves yet.",
    first: "Start",
    back: "Back",
    forward: "Forward",
    last: "Now",
    shading: "Dark squares: Black's area. Light squares: White's area. Small diamonds: shared points (half to each side).",
    hint: "Hint",
    proposal_heading: "The computer's proposal",
    proposal_help: "Both passed, so the game is over. The computer marks the stones it thinks are dead: crossed and faded on the board. Tap a group to change the marks. If you agree, press the button.",
    proposal_none: "The computer thinks no stones are dead: every group stays on the board.",
    proposal_group: "{n} {color} at {at}: in the computer's trial games, {other} owns these points {percent} times in 100, so they cannot live.",
    waiting_proposal: "The computer is looking at which stones are dead…",
    i_agree: "I agree: count the game",
    watch: "Watch the count step by step",
    step_back: "Back",
    step_next: "Next",
    step_done: "Show the whole board",
    count_yourself: "Count this game yourself",
    count_yourself_help: "Practise counting on your own game: the counting trainer opens this final position.",
    suggestion: "Three wins in a row at this level! Try the next one: {level}.",
    you_won: "You win!",
    you_lost: "The computer wins this time.",
    capture_won: "{color} captured first and wins the game.",
    back_to_lesson: "Back to the lesson",
    back_to_lesson_help: "This game was part of a lesson. That step is done now.",
};

/// Props of the panel parts that show the game.
#[derive(Properties, PartialEq)]
pub struct StateProps {
    pub state: StateRef,
}

/// Both players: name, colour, captures, clock, and whose turn it is.
#[component]
pub fn Players(props: &StateProps) -> Html {
    let state = &props.state.0;
    let playing = state.phase() == Phase::Playing;
    let side = |color: Color| {
        let face = state.clock.face(color);
        let to_play = playing && state.game.to_move() == color;
        let running = state.clock.running() == Some(color) && playing;
        let class = classes!(
            "player",
            format!("player--{}", color.name().to_lowercase()),
            to_play.then_some("player--to-play"),
            face.urgent.then_some("player--urgent")
        );
        html! {
            <li {class} aria-current={to_play.then_some("true")}>
                <span class="player__stone" aria-hidden="true"></span>
                <span class="player__name">
                    { crate::play::open::short(state.settings.name(color), 60) }
                    <span class="player__color">{ format!(" ({color})") }</span>
                </span>
                if to_play {
                    <span class="player__turn">{ TEXT.to_play }</span>
                }
                <span class="player__captures">{ format!("{} {}", state.game.captures(color), TEXT.captures) }</span>
                if state.clock.is_on() {
                    <span class={classes!("player__clock", running.then_some("player__clock--running"))}
                        data-color={color.name()}>
                        <span class="player__time">{ face.time }</span>
                        <span class="player__detail">{ crate::text::say(&face.detail) }</span>
                    </span>
                }
            </li>
        }
    };
    html! {
        <section class="play__players" aria-label={TEXT.players}>
            <ul class="players">
                { side(Color::Black) }
                { side(Color::White) }
            </ul>
            if let Some(call) = state.last_call {
                <p class="play__call" aria-live="off">{ crate::text::say(&call) }</p>
            }
        </section>
    }
}

/// Props of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    pub state: StateRef,
    pub act: Callback<Action>,
    pub dispatch: Callback<Msg>,
    pub liberties: bool,
    pub on_liberties: Callback<bool>,
    pub prefs: PlayPrefs,
    pub set_prefs: Callback<PlayPrefs>,
    /// Asks the computer for a suggested move (games against it, on the learner's turn).
    #[prop_or_default]
    pub hint: Option<Callback<MouseEvent>>,
    /// Whether it is a game against the computer (the hint button is shown).
    #[prop_or_default]
    pub computer: bool,
}

/// Pass, undo, resign (with a confirmation), the aids and switches, and a new game.
#[component]
pub fn Controls(props: &ControlsProps) -> Html {
    let state = &props.state.0;
    let confirming = use_state_eq(|| false);
    let playing = state.phase() == Phase::Playing && state.review.is_none() && !state.computer_to_move();
    let act = &props.act;
    let resign = if *confirming && playing {
        let yes = {
            let (act, confirming) = (act.clone(), confirming.clone());
            Callback::from(move |_: MouseEvent| {
                confirming.set(false);
                act.emit(Action::Resign);
            })
        };
        let no = {
            let confirming = confirming.clone();
            Callback::from(move |_: MouseEvent| confirming.set(false))
        };
        html! {
            <div class="play__confirm" role="group" aria-label={TEXT.resign_confirm}>
                <p>{ format!("{} ({})", TEXT.resign_confirm, state.game.to_move()) }</p>
                <button type="button" class="btn btn--danger" onclick={yes}>{ TEXT.resign_yes }</button>
                <button type="button" class="btn" onclick={no}>{ TEXT.resign_no }</button>
            </div>
        }
    } else {
        let ask = {
            let confirming = confirming.clone();
            Callback::from(move |_: MouseEvent| confirming.set(true))
        };
        html! {
            <button type="button" class="btn" onclick={ask} disabled={!playing}>{ TEXT.resign }</button>
        }
    };
    let toggle_liberties = {
        let (on, cb) = (props.liberties, props.on_liberties.clone());
        Callback::from(move |_: Event| cb.emit(!on))
    };
    let toggle_sound = {
        let (prefs, set) = (props.prefs.clone(), props.set_prefs.clone());
        Callback::from(move |_: Event| set.emit(PlayPrefs { muted: !prefs.muted, ..prefs.clone() }))
    };
    let tap_on = props.prefs.tap_to_confirm.unwrap_or(false);
    let toggle_tap = {
        let (prefs, set) = (props.prefs.clone(), props.set_prefs.clone());
        Callback::from(move |_: Event| set.emit(PlayPrefs { tap_to_confirm: Some(!tap_on), ..prefs.clone() }))
    };
    html! {
        <section class="play__controls">
            <div class="play__row">
                <button type="button" class="btn btn--primary" disabled={!playing}
                    onclick={act.reform(|_: MouseEvent| Action::Pass)}>{ TEXT.pass }</button>
                <button type="button" class="btn" disabled={!state.can_undo() || state.review.is_some()}
                    onclick={act.reform(|_: MouseEvent| Action::Undo)}>{ TEXT.undo }</button>
                if state.computer().is_some() {
                    <button type="button" class="btn" disabled={props.hint.is_none()}
                        onclick={props.hint.clone().unwrap_or_default()}>{ TEXT.hint }</button>
                }
                { resign }
            </div>
            <div class="play__switches">
                <label class="switch">
                    <input type="checkbox" checked={props.liberties} onchange={toggle_liberties} />
                    { TEXT.liberties }
                </label>
                <label class="switch">
                    <input type="checkbox" checked={!props.prefs.muted} onchange={toggle_sound} />
                    { TEXT.sound }
                </label>
                <label class="switch">
                    <input type="checkbox" checked={tap_on} onchange={toggle_tap} />
                    { TEXT.tap }
                </label>
            </div>
            if props.liberties {
                <p class="play__hint">{ TEXT.liberties_hint }</p>
            }
            <button type="button" class="btn btn--quiet" onclick={props.dispatch.reform(|_: MouseEvent| Msg::Form(true))}>
                { TEXT.new_game }
            </button>
        </section>
    }
}

/// Props of [`EndPanel`].
#[derive(Properties, PartialEq)]
pub struct EndPanelProps {
    pub state: StateRef,
    pub act: Callback<Action>,
    /// Pictures in the step-by-step count (0: none).
    #[prop_or_default]
    pub frames: usize,
    /// The picture shown, if the count is being watched.
    #[prop_or_default]
    pub frame: Option<usize>,
    #[prop_or_default]
    pub on_frame: Callback<Option<usize>>,
    /// Opens the counting trainer on the final position.
    #[prop_or_default]
    pub count_yourself: Option<Callback<MouseEvent>>,
    /// The next level to try, after three wins in a row.
    #[prop_or_default]
    pub suggestion: Option<AttrValue>,
    /// For a game a lesson sent the learner to: the chapter and the step (from 1) to go
    /// back to.
    #[prop_or_default]
    pub lesson: Option<(u8, usize)>,
}

/// "Back to the lesson", to the step after the game's (`#/learn/N?step=M`): the main button
/// after Capture Go, a plain one beside the count's own buttons after a counted game.
fn back_to_lesson(lesson: Option<(u8, usize)>, primary: bool) -> Html {
    let Some((number, step)) = lesson else { return html! {} };
    html! {
        <div class="play__lesson">
            <p class="play__hint">{ TEXT.back_to_lesson_help }</p>
            <a href={crate::pages::lesson::step_href(number, step)} class={classes!("btn", primary.then_some("btn--primary"))}>
                { TEXT.back_to_lesson }
            </a>
        </div>
    }
}

/// "You win!" or "The computer wins this time." in a game against the computer.
fn verdict(state: &crate::play::PlayState) -> Option<&'static str> {
    let learner = state.learner()?;
    state.winner().map(|w| if w == learner { TEXT.you_won } else { TEXT.you_lost })
}

/// After two passes: marking and agreeing; then the count and the result. After a
/// resignation or time-out: the result.
#[component]
pub fn EndPanel(props: &EndPanelProps) -> Html {
    let state = &props.state.0;
    let game = &state.game;
    let act = &props.act;
    match state.phase() {
        Phase::Playing => html! {},
        Phase::Over => {
            let text = match (state.capture_winner(), game.end()) {
                (Some(winner), _) => TEXT.capture_won.replace("{color}", winner.name()),
                (_, Some(GameEnd::Resigned { winner })) => format!("{winner} wins by resignation."),
                (_, Some(GameEnd::TimeOut { winner })) => format!("{} ran out of time. {winner} wins on time.", !winner),
                _ => String::new(),
            };
            html! {
                <section class="play__end" aria-labelledby="play-result">
                    <h2 id="play-result">{ TEXT.result_heading }</h2>
                    if let Some(v) = verdict(state) {
                        <p class="play__verdict">{ v }</p>
                    }
                    <p class="play__result">{ text }</p>
                    { back_to_lesson(props.lesson, true) }
                    if let Some(next) = &props.suggestion {
                        <p class="play__suggestion">{ TEXT.suggestion.replace("{level}", next) }</p>
                    }
                </section>
            }
        }
        phase @ (Phase::Marking | Phase::Counted) => {
            let count = game.count(&state.dead);
            let lines = count_lines(&count, Komi(state.settings.komi), game.handicap());
            let outcome = count.outcome(game.ruleset().komi, game.handicap());
            let agree = |color: Color| {
                let done = state.agreed[color.index()];
                html! {
                    <button type="button" class="btn btn--primary" disabled={done}
                        onclick={act.reform(move |_: MouseEvent| Action::Agree(color))}>
                        { format!("{color} {}", if done { TEXT.agreed } else { TEXT.agrees }) }
                    </button>
                }
            };
            let size = game.size();
            let proposal = state.proposal.as_ref().map(|p| {
                let lines = p.groups.iter().map(|g| {
                    let n = g.stones.len();
                    TEXT.proposal_group
                        .replace("{n}", &if n == 1 { "1 stone".to_string() } else { format!("{n} stones") })
                        .replace("{color}", &g.color.name().to_lowercase())
                        .replace("{at}", &g.stones[0].to_gtp(size))
                        .replace("{other}", (!g.color).name())
                        .replace("{percent}", &g.percent.to_string())
                });
                html! {
                    if p.groups.is_empty() {
                        <p>{ TEXT.proposal_none }</p>
                    } else {
                        <ul class="play__proposal">{ for lines.map(|l| html! { <li>{ l }</li> }) }</ul>
                    }
                }
            });
            let learner = state.learner();
            let watch = (phase == Phase::Counted && props.frames > 0).then(|| {
                let on_frame = props.on_frame.clone();
                match props.frame {
                    None => html! {
                        <button type="button" class="btn btn--primary" onclick={on_frame.reform(|_: MouseEvent| Some(0))}>{ TEXT.watch }</button>
                    },
                    Some(i) => {
                        let last = props.frames - 1;
                        html! {
                            <div class="play__row play__stepper" role="group" aria-label={TEXT.watch}>
                                <button type="button" class="btn btn--small" disabled={i == 0}
                                    onclick={on_frame.reform(move |_: MouseEvent| Some(i.saturating_sub(1)))}>{ TEXT.step_back }</button>
                                <button type="button" class="btn btn--small" disabled={i >= last}
                                    onclick={on_frame.reform(move |_: MouseEvent| Some((i + 1).min(last)))}>{ TEXT.step_next }</button>
                                <button type="button" class="btn btn--small" onclick={on_frame.reform(|_: MouseEvent| None)}>{ TEXT.step_done }</button>
                            </div>
                        }
                    }
                }
            });
            html! {
                <section class="play__end" aria-labelledby="play-end">
                    if let (Phase::Marking, Some(learner)) = (phase, learner) {
                        <h2 id="play-end">{ TEXT.proposal_heading }</h2>
                        if proposal.is_some() {
                            <p>{ TEXT.proposal_help }</p>
                            { proposal.unwrap_or_default() }
                            <button type="button" class="btn btn--primary play__agree"
                                onclick={act.reform(move |_: MouseEvent| Action::Agree(learner))}>{ TEXT.i_agree }</button>
                        } else {
                            <p role="status">{ TEXT.waiting_proposal }</p>
                        }
                        <p class="play__hint">{ TEXT.resume_help }</p>
                        <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::Resume)}>
                            { TEXT.resume }
                        </button>
                    } else if phase == Phase::Marking {
                        <h2 id="play-end">{ TEXT.marking_heading }</h2>
                        <p>{ TEXT.marking_help }</p>
                        <div class="play__row">
                            { agree(Color::Black) }
                            { agree(Color::White) }
                        </div>
                        <p class="play__hint">{ TEXT.resume_help }</p>
                        <button type="button" class="btn" onclick={act.reform(|_: MouseEvent| Action::Resume)}>
                            { TEXT.resume }
                        </button>
                    } else {
                        <h2 id="play-end">{ TEXT.result_heading }</h2>
                        if let Some(v) = verdict(state) {
                            <p class="play__verdict">{ v }</p>
                        }
                        <p class="play__result">{ crate::text::say(&outcome) }</p>
                        { back_to_lesson(props.lesson, false) }
                        if let Some(next) = &props.suggestion {
                            <p class="play__suggestion">{ TEXT.suggestion.replace("{level}", next) }</p>
                        }
                        { watch }
                    }
                    <h3>{ TEXT.count_heading }</h3>
                    <ul class="play__count">
                        <li>{ crate::text::say(&lines[0]) }</li>
                        <li>{ crate::text::say(&lines[1]) }</li>
                    </ul>
                    <p class="play__hint">{ TEXT.shading }</p>
                    if let Some(open) = props.count_yourself.clone() {
                        <p class="play__hint">{ TEXT.count_yourself_help }</p>
                        <button type="button" class="btn" onclick={open}>{ TEXT.count_yourself }</button>
                    }
                </section>
            }
        }
    }
}

/// Props of [`MoveList`].
#[derive(Properties, PartialEq)]
pub struct MoveListProps {
    pub lines: Rc<Vec<MoveLine>>,
    pub review: Option<usize>,
    pub on_review: Callback<Option<usize>>,
}

/// The numbered moves; choosing one shows the position after it (review never changes the
/// game). Buttons step through the game.
#[component]
pub fn MoveList(props: &MoveListProps) -> Html {
    let total = props.lines.len();
    let at = props.review.unwrap_or(total);
    let go = |n: usize| {
        let cb = props.on_review.clone();
        Callback::from(move |_: MouseEvent| cb.emit(if n >= total { None } else { Some(n) }))
    };
    let items = props.lines.iter().map(|line| {
        let current = at == line.number;
        let captures = match line.captures {
            0 => String::new(),
            1 => " ×1".to_string(),
            n => format!(" ×{n}"),
        };
        html! {
            <li key={line.number}>
                <button type="button" class={classes!("move", current.then_some("move--current"))}
                    aria-current={current.then_some("step")} onclick={go(line.number)}
                    aria-label={format!("Move {}: {} {}{}", line.number, line.color, line.text, match line.captures {
                        0 => String::new(),
                        1 => ", captures 1 stone".to_string(),
                        n => format!(", captures {n} stones"),
                    })}>
                    <span class="move__number">{ format!("{}.", line.number) }</span>
                    <span class={classes!("move__stone", format!("move__stone--{}", line.color.name().to_lowercase()))}
                        aria-label={line.color.name()}></span>
                    { line.text.clone() }
                    if line.captures > 0 {
                        <span class="move__captures" title="stones captured">{ captures }</span>
                    }
                </button>
            </li>
        }
    });
    html! {
        <section class="play__moves" aria-labelledby="play-moves">
            <h2 id="play-moves">{ TEXT.moves_heading }</h2>
            <div class="play__row play__stepper">
                <button type="button" class="btn btn--small" disabled={at == 0} onclick={go(0)}>{ TEXT.first }</button>
                <button type="button" class="btn btn--small" disabled={at == 0} onclick={go(at.saturating_sub(1))}>{ TEXT.back }</button>
                <button type="button" class="btn btn--small" disabled={at >= total} onclick={go(at + 1)}>{ TEXT.forward }</button>
                <button type="button" class="btn btn--small" disabled={at >= total} onclick={go(total)}>{ TEXT.last }</button>
            </div>
            if total == 0 {
                <p class="play__hint">{ TEXT.no_moves }</p>
            } else {
                <ol class="moves">{ for items }</ol>
            }
        </section>
    }
}
