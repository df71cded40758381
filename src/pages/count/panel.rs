//! The panel beside the board: what to do now (choose the winner, mark the dead stones, give
//! the count, area by area if wished, then the result), the feedback, the step-by-step count,
//! and the way on to the next position or round.

use web_sys::HtmlInputElement;
use yew::prelude::*;

use super::Model;
use crate::counting::{Action, KomiNote, Mode, ResultAnswer, Stage, Tally, Tone, Trainer, ROUND};
use crate::rules::Color;
use crate::text::say;

/// Learner-facing text of the panel.
struct PanelText {
    who_wins: &'static str,
    who_wins_dead: &'static str,
    black: &'static str,
    white: &'static str,
    draw: &'static str,
    mark: &'static str,
    mark_help: &'static str,
    marked: &'static str,
    nothing_marked: &'static str,
    check_marks: &'static str,
    show_marks: &'static str,
    count: &'static str,
    count_help: &'static str,
    count_label: &'static str,
    check: &'static str,
    areas: &'static str,
    areas_help: &'static str,
    area_size: &'static str,
    add: &'static str,
    clear: &'static str,
    result: &'static str,
    winner: &'static str,
    margin_stones: &'static str,
    margin_points: &'static str,
    watch: &'static str,
    explain_label: &'static str,
    previous_step: &'static str,
    next_step: &'static str,
    play: &'static str,
    pause: &'static str,
    close: &'static str,
    step_of: &'static str,
    next: &'static str,
    skip: &'static str,
    new_round: &'static str,
    round_of: &'static str,
    left: &'static str,
}

const TEXT: PanelText = PanelText {
    who_wins: "Who wins, with {komi}?",
    who_wins_dead: "The stones marked with a cross are dead.",
    black: "Black",
    white: "White",
    draw: "A draw",
    mark: "Mark the dead stones",
    mark_help: "Tap a stone to mark its whole group dead, tap again to take the mark off (on the board, the arrow keys move and Enter marks). If every group is alive, check with nothing marked.",
    marked: "Marked dead:",
    nothing_marked: "Nothing is marked.",
    check_marks: "Check the dead stones",
    show_marks: "Show me",
    count: "Count {side}'s area",
    count_help: "{side}'s living stones, plus the points {side} surrounds (the points of dead stones too), plus half of each shared point.",
    count_label: "{side}'s count",
    check: "Check",
    areas: "Area by area",
    areas_help: "Tap a point of one of {side}'s areas (or move the board cursor there and press Enter) and type its size; the sum is kept here.",
    area_size: "Points in the area at {at}",
    add: "Add",
    clear: "Start again",
    result: "Who wins, and by how much?",
    winner: "The winner",
    margin_stones: "By how many stones?",
    margin_points: "And in points?",
    watch: "Watch the count step by step",
    explain_label: "The count step by step",
    previous_step: "Previous step",
    next_step: "Next step",
    play: "Play",
    pause: "Pause",
    close: "Close",
    step_of: "Step {n} of {m}",
    next: "Next position",
    skip: "Another position",
    new_round: "New round",
    round_of: "Position {n} of {m}",
    left: "left",
};

/// Props of [`Panel`].
#[derive(Properties, PartialEq)]
pub struct PanelProps {
    /// The trainer.
    pub model: Model,
    /// Does something in the trainer.
    pub act: Callback<Action>,
    /// The next position.
    pub next: Callback<()>,
    /// A new round against the clock.
    pub new_round: Callback<()>,
    /// The time now (ms), ticking during a round.
    pub clock: f64,
}

/// The panel beside the board.
#[component]
pub fn Panel(props: &PanelProps) -> Html {
    let t = &props.model.0;
    let act = props.act.clone();
    let click = |action: Action| act.reform(move |_: MouseEvent| action.clone());

    let task = match t.stage() {
        Stage::Choose => {
            let komi = TEXT
                .who_wins
                .replace("{komi}", &say(&KomiNote::of_task(&t.task)));
            html! {
                <fieldset class="task task--choice count__choose">
                    <legend>{ komi }{ if t.task.dead.is_empty() { "" } else { " " } }{ if t.task.dead.is_empty() { "" } else { TEXT.who_wins_dead } }</legend>
                    <div class="count__buttons">
                        <button type="button" class="btn" onclick={click(Action::Choose(Some(Color::Black)))}>{ TEXT.black }</button>
                        <button type="button" class="btn" onclick={click(Action::Choose(Some(Color::White)))}>{ TEXT.white }</button>
                        <button type="button" class="btn" onclick={click(Action::Choose(None))}>{ TEXT.draw }</button>
                    </div>
                </fieldset>
            }
        }
        Stage::Mark => {
            let groups: Vec<String> = crate::counting::group_list(&t.task.board, t.marks())
                .iter()
                .map(|g| say(&crate::text::group(g)))
                .collect();
            html! {
                <div class="task count__mark">
                    <h2>{ TEXT.mark }</h2>
                    <p>{ TEXT.mark_help }</p>
                    <p class="count__marked">
                        { if groups.is_empty() { TEXT.nothing_marked.to_string() } else { format!("{} {}.", TEXT.marked, groups.join("; ")) } }
                    </p>
                    <div class="count__buttons">
                        <button type="button" class="btn btn--primary" onclick={click(Action::CheckMarks)}>{ TEXT.check_marks }</button>
                        <button type="button" class="btn" onclick={click(Action::ShowMarks)}>{ TEXT.show_marks }</button>
                    </div>
                </div>
            }
        }
        Stage::Count => html! {
            <CountForm key={format!("count-{}", t.number)} side={t.side} act={act.clone()} />
        },
        Stage::Result => {
            html! { <ResultForm key={format!("result-{}", t.number)} act={act.clone()} /> }
        }
        Stage::Done => Html::default(),
    };

    let round = t.round.map(|r| {
        let left = (r.left_ms(props.clock) / 1000.0).ceil() as u64;
        let n = (r.index + 1).min(ROUND);
        html! {
            <p class="count__round">
                <span>{ TEXT.round_of.replace("{n}", &n.to_string()).replace("{m}", &ROUND.to_string()) }</span>
                <span class="count__clock">{ format!("{}:{:02} {}", left / 60, left % 60, TEXT.left) }</span>
            </p>
        }
    });
    let feedback = t.feedback.as_ref();
    let tone = match feedback.map(|f| f.tone) {
        Some(Tone::Right) => "feedback feedback--right",
        Some(Tone::Wrong) => "feedback feedback--wrong",
        _ => "feedback",
    };
    let note =
        (t.stage() == Stage::Done && !t.task.note.is_empty() && t.settings.mode != Mode::Count)
            .then(|| html! { <p class="count__note">{ &t.task.note }</p> });
    let round_over = t.round.is_some_and(|r| r.ended.is_some());
    // A step done removes the button that was pressed; keyboard focus then goes to the new
    // step instead of the top of the page.
    let task_ref = use_node_ref();
    let first = use_mut_ref(|| true);
    {
        let task_ref = task_ref.clone();
        use_effect_with((t.number, t.stage(), t.round.map(|r| r.index)), move |_| {
            if std::mem::replace(&mut *first.borrow_mut(), false) {
                return; // the page just opened: the browser's focus stays
            }
            let lost = web_sys::window()
                .and_then(|w| w.document())
                .is_some_and(|d| {
                    d.active_element().is_none() || d.active_element() == d.body().map(Into::into)
                });
            if lost {
                if let Some(element) = task_ref.cast::<web_sys::HtmlElement>() {
                    let _ = element.focus();
                }
            }
        });
    }
    let next = props.next.clone();
    let new_round = props.new_round.clone();

    html! {
        <>
            { for round }
            <div class="count__task" tabindex="-1" ref={task_ref}>{ task }</div>
            <div class={tone} role="status" aria-live="polite" aria-atomic="true">
                { for feedback.iter().flat_map(|f| f.lines.iter()).map(|l| html! { <p>{ say(l) }</p> }) }
            </div>
            // The answer to a count comes straight under it (on a phone, in view); the
            // area-by-area helper follows.
            if t.stage() == Stage::Count && t.settings.mode == Mode::Count {
                <Areas model={props.model.clone()} act={act.clone()} />
            }
            { for note }
            <Explainer model={props.model.clone()} act={act.clone()} />
            <div class="count__buttons count__next">
                if round_over {
                    <button type="button" class="btn btn--primary" onclick={new_round.reform(|_: MouseEvent| ())}>{ TEXT.new_round }</button>
                } else if t.stage() == Stage::Done {
                    <button type="button" class="btn btn--primary" onclick={next.reform(|_: MouseEvent| ())}>{ TEXT.next }</button>
                } else if t.settings.mode != Mode::Timed {
                    <button type="button" class="btn btn--quiet" onclick={next.reform(|_: MouseEvent| ())}>{ TEXT.skip }</button>
                }
            </div>
        </>
    }
}

/// Props of [`CountForm`].
#[derive(Properties, PartialEq)]
struct CountFormProps {
    side: Color,
    act: Callback<Action>,
}

/// "Black's count: [   ] Check".
#[component]
fn CountForm(props: &CountFormProps) -> Html {
    let input = use_node_ref();
    let side = props.side.name();
    let onsubmit = {
        let (input, act) = (input.clone(), props.act.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = input.cast::<HtmlInputElement>() {
                act.emit(Action::Count(input.value()));
            }
        })
    };
    html! {
        <form class="task task--number count__count" {onsubmit}>
            <h2>{ TEXT.count.replace("{side}", side) }</h2>
            <p>{ TEXT.count_help.replace("{side}", side) }</p>
            <label for="count-answer">{ TEXT.count_label.replace("{side}", side) }</label>
            <div class="task__row">
                <input id="count-answer" ref={input} type="text" inputmode="decimal" autocomplete="off" />
                <button type="submit" class="btn btn--primary">{ TEXT.check }</button>
            </div>
        </form>
    }
}

/// Props of [`Areas`].
#[derive(Properties, PartialEq)]
struct AreasProps {
    model: Model,
    act: Callback<Action>,
}

/// Counting area by area: the chosen area's size, and the running total.
#[component]
fn Areas(props: &AreasProps) -> Html {
    let t: &Trainer = &props.model.0;
    let input = use_node_ref();
    let side = t.side.name();
    let selected = t.selected().map(|p| p.to_gtp(t.task.size()));
    {
        // Typing follows the choice of an area.
        let input = input.clone();
        use_effect_with(selected.clone(), move |selected| {
            if selected.is_some() {
                if let Some(input) = input.cast::<HtmlInputElement>() {
                    input.set_value("");
                    let _ = input.focus();
                }
            }
        });
    }
    let onsubmit = {
        let (input, act) = (input.clone(), props.act.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            if let Some(input) = input.cast::<HtmlInputElement>() {
                act.emit(Action::AreaSize(input.value()));
            }
        })
    };
    let empty = Tally::default();
    let tally = t.tally().unwrap_or(&empty);
    let entries: Vec<String> = tally.entries.iter().map(|(_, n)| n.to_string()).collect();
    let sum = match entries.len() {
        0 => String::new(),
        1 => format!(
            "{} {}",
            entries[0],
            if entries[0] == "1" { "point" } else { "points" }
        ),
        _ => format!("{} = {} points", entries.join(" + "), tally.total()),
    };
    html! {
        <section class="count__areas" aria-labelledby="count-areas">
            <h3 id="count-areas">{ TEXT.areas }</h3>
            <p>{ TEXT.areas_help.replace("{side}", side) }</p>
            if let Some(at) = selected {
                <form class="task task--number" {onsubmit}>
                    <label for="count-area">{ TEXT.area_size.replace("{at}", &at) }</label>
                    <div class="task__row">
                        <input id="count-area" ref={input} type="text" inputmode="numeric" autocomplete="off" />
                        <button type="submit" class="btn">{ TEXT.add }</button>
                    </div>
                </form>
            }
            if !sum.is_empty() {
                <p class="count__tally">
                    <span>{ sum }</span>
                    <button type="button" class="btn btn--quiet btn--small" onclick={props.act.reform(|_: MouseEvent| Action::ClearTally)}>{ TEXT.clear }</button>
                </p>
            }
        </section>
    }
}

/// Props of [`ResultForm`].
#[derive(Properties, PartialEq)]
struct ResultFormProps {
    act: Callback<Action>,
}

/// The winner and the margin in stones and in points.
#[component]
fn ResultForm(props: &ResultFormProps) -> Html {
    let winner = use_state(|| None::<Option<Color>>);
    let stones = use_node_ref();
    let points = use_node_ref();
    let onsubmit = {
        let (winner, stones, points, act) = (
            winner.clone(),
            stones.clone(),
            points.clone(),
            props.act.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let value = |r: &NodeRef| {
                r.cast::<HtmlInputElement>()
                    .map(|i| i.value())
                    .unwrap_or_default()
            };
            act.emit(Action::Result(ResultAnswer {
                winner: *winner,
                stones: value(&stones),
                points: value(&points),
            }));
        })
    };
    let radio = |label: &'static str, value: Option<Color>, id: &'static str| {
        let handle = winner.clone();
        let onchange = Callback::from(move |_: Event| handle.set(Some(value)));
        html! {
            <label class="choice" for={id}>
                <input type="radio" {id} name="count-winner" checked={*winner == Some(value)} {onchange} />
                { label }
            </label>
        }
    };
    html! {
        <form class="task count__result" {onsubmit}>
            <h2>{ TEXT.result }</h2>
            <fieldset class="count__fieldset">
                <legend>{ TEXT.winner }</legend>
                <div class="choices">
                    { radio(TEXT.black, Some(Color::Black), "count-winner-black") }
                    { radio(TEXT.white, Some(Color::White), "count-winner-white") }
                    { radio(TEXT.draw, None, "count-winner-draw") }
                </div>
            </fieldset>
            <div class="count__margins">
                <label class="field">
                    <span class="field__label">{ TEXT.margin_stones }</span>
                    <input ref={stones} type="text" inputmode="decimal" autocomplete="off" />
                </label>
                <label class="field">
                    <span class="field__label">{ TEXT.margin_points }</span>
                    <input ref={points} type="text" inputmode="decimal" autocomplete="off" />
                </label>
            </div>
            <button type="submit" class="btn btn--primary">{ TEXT.check }</button>
        </form>
    }
}

/// Props of [`Explainer`].
#[derive(Properties, PartialEq)]
struct ExplainerProps {
    model: Model,
    act: Callback<Action>,
}

/// The step-by-step count: its caption and play, pause and step buttons.
#[component]
fn Explainer(props: &ExplainerProps) -> Html {
    let t: &Trainer = &props.model.0;
    let act = props.act.clone();
    let click = |action: Action| act.reform(move |_: MouseEvent| action.clone());
    let Some(e) = &t.explain else {
        return if t.can_explain() {
            html! { <button type="button" class="btn count__watch" onclick={click(Action::Explain(true))}>{ TEXT.watch }</button> }
        } else {
            Html::default()
        };
    };
    let n = e.frames.len();
    let step = TEXT
        .step_of
        .replace("{n}", &(e.frame + 1).to_string())
        .replace("{m}", &n.to_string());
    html! {
        <section class="count__explain" aria-label={TEXT.explain_label}>
            <p class="count__caption" aria-live="polite" aria-atomic="true">{ say(&e.frames[e.frame].caption) }</p>
            <div class="count__buttons" role="group" aria-label={step.clone()}>
                <button type="button" class="btn" disabled={e.frame == 0}
                    onclick={click(Action::Frame(e.frame.saturating_sub(1)))}>{ TEXT.previous_step }</button>
                if e.playing {
                    <button type="button" class="btn btn--primary" onclick={click(Action::Pause)}>{ TEXT.pause }</button>
                } else {
                    <button type="button" class="btn btn--primary" onclick={click(Action::Play)}>{ TEXT.play }</button>
                }
                <button type="button" class="btn" disabled={e.frame + 1 >= n}
                    onclick={click(Action::Frame(e.frame + 1))}>{ TEXT.next_step }</button>
                <button type="button" class="btn btn--quiet" onclick={click(Action::Explain(false))}>{ TEXT.close }</button>
            </div>
            <p class="task__count">{ step }</p>
        </section>
    }
}
