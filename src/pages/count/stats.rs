//! The learner's results: right answers and time per exercise and board size, a small chart
//! of the latest results, and a reset.

use yew::prelude::*;

use crate::counting::{chart_bars, Mode, Stats, CHART};

/// Learner-facing text of the statistics.
struct StatsText {
    heading: &'static str,
    empty: &'static str,
    exercise: &'static str,
    board: &'static str,
    done: &'static str,
    right: &'static str,
    time: &'static str,
    chart: &'static str,
    chart_note: &'static str,
    reset: &'static str,
    confirm: &'static str,
    yes: &'static str,
    no: &'static str,
}

const TEXT: StatsText = StatsText {
    heading: "Your results",
    empty: "Your results appear here once you have done a position. They are kept in this browser only.",
    exercise: "Exercise",
    board: "Board",
    done: "Done",
    right: "Right the first time",
    time: "Average time",
    chart: "The latest {n} results: {r} right. Bar height is the time taken; solid bars are right answers, open dashed bars wrong ones.",
    chart_note: "Latest results, oldest on the left. Taller bars took longer; open dashed bars were wrong.",
    reset: "Reset the results",
    confirm: "Forget every result of the counting trainer?",
    yes: "Reset",
    no: "Keep them",
};

/// The name of an exercise in the table.
pub fn mode_name(mode: Mode) -> &'static str {
    match mode {
        Mode::WhoWins => "Who wins?",
        Mode::Count => "Exact count",
        Mode::DeadStones => "Dead stones",
        Mode::Timed => "Against the clock",
    }
}

/// Props of [`StatsView`].
#[derive(Properties, PartialEq)]
pub struct StatsViewProps {
    /// The results.
    pub stats: Stats,
    /// The exercise chosen now (its row comes first).
    pub mode: Mode,
    /// The board size chosen now.
    pub size: u8,
    /// Forget every result.
    pub reset: Callback<()>,
}

/// The results section under the trainer.
#[component]
pub fn StatsView(props: &StatsViewProps) -> Html {
    let confirming = use_state(|| false);
    let stats = &props.stats;
    if stats.done() == 0 {
        return html! {
            <section class="count__stats" aria-labelledby="count-stats">
                <h2 id="count-stats">{ TEXT.heading }</h2>
                <p>{ TEXT.empty }</p>
            </section>
        };
    }
    let mut totals = stats.totals.clone();
    totals.sort_by_key(|t| (t.mode != props.mode || t.size != props.size, Mode::ALL.iter().position(|&m| m == t.mode), t.size));
    let rows = totals.iter().map(|t| {
        let current = t.mode == props.mode && t.size == props.size;
        html! {
            <tr class={classes!(current.then_some("count__row--current"))}>
                <th scope="row">{ mode_name(t.mode) }</th>
                <td>{ format!("{0}×{0}", t.size) }</td>
                <td>{ t.done }</td>
                <td>{ format!("{}%", t.accuracy()) }</td>
                <td>{ format!("{} s", t.average_seconds()) }</td>
            </tr>
        }
    });
    let bars = chart_bars(&stats.recent);
    let right = bars.iter().filter(|b| b.right).count();
    let chart_label = TEXT.chart.replace("{n}", &bars.len().to_string()).replace("{r}", &right.to_string());
    let (w, h) = CHART;
    let width = (w / crate::counting::RECENT as u32).saturating_sub(2).max(2);
    let reset = {
        let (confirming, reset) = (confirming.clone(), props.reset.clone());
        Callback::from(move |_: MouseEvent| {
            reset.emit(());
            confirming.set(false);
        })
    };
    let ask = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(true))
    };
    let keep = {
        let confirming = confirming.clone();
        Callback::from(move |_: MouseEvent| confirming.set(false))
    };
    html! {
        <section class="count__stats" aria-labelledby="count-stats">
            <h2 id="count-stats">{ TEXT.heading }</h2>
            <div class="count__table">
                <table>
                    <thead>
                        <tr>
                            <th scope="col">{ TEXT.exercise }</th>
                            <th scope="col">{ TEXT.board }</th>
                            <th scope="col">{ TEXT.done }</th>
                            <th scope="col">{ TEXT.right }</th>
                            <th scope="col">{ TEXT.time }</th>
                        </tr>
                    </thead>
                    <tbody>{ for rows }</tbody>
                </table>
            </div>
            <figure class="count__chart">
                <svg viewBox={format!("0 0 {w} {}", h + 2)} role="img" aria-label={chart_label}>
                    <line class="count__axis" x1="0" y1={(h + 1).to_string()} x2={w.to_string()} y2={(h + 1).to_string()} />
                    { for bars.iter().map(|b| {
                        let class = if b.right { "count__bar count__bar--right" } else { "count__bar count__bar--wrong" };
                        let seconds = (b.attempt.ms + 500) / 1000;
                        let title = format!("{}, {}×{}: {}, {seconds} s", mode_name(b.attempt.mode), b.attempt.size, b.attempt.size, if b.right { "right" } else { "wrong" });
                        html! {
                            <rect {class} x={(b.x + 1).to_string()} y={(h - b.height + 1).to_string()}
                                width={width.to_string()} height={b.height.to_string()}>
                                <title>{ title }</title>
                            </rect>
                        }
                    }) }
                </svg>
                <figcaption>{ TEXT.chart_note }</figcaption>
            </figure>
            if *confirming {
                <div class="count__confirm" role="group" aria-label={TEXT.confirm}>
                    <p>{ TEXT.confirm }</p>
                    <button type="button" class="btn btn--danger" onclick={reset}>{ TEXT.yes }</button>
                    <button type="button" class="btn" onclick={keep}>{ TEXT.no }</button>
                </div>
            } else {
                <button type="button" class="btn btn--quiet" onclick={ask}>{ TEXT.reset }</button>
            }
        </section>
    }
}
