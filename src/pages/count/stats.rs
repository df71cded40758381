//! The learner's results: right answers and time per exercise and board size, a small chart
//! of the latest results, and a reset.

use yew::prelude::*;

use crate::counting::{chart_bars, Mode, Stats, CHART};
use crate::text::Msg;

/// The name of an exercise in the table.
pub fn mode_name(mode: Mode) -> Msg {
    match mode {
        Mode::WhoWins => Msg::new("count-settings-who-wins"),
        Mode::Count => Msg::new("count-settings-exact"),
        Mode::DeadStones => Msg::new("count-settings-dead-only"),
        Mode::Timed => Msg::new("count-settings-timed"),
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
                <h2 id="count-stats">{ Msg::words("count-stats-heading") }</h2>
                <p>{ Msg::words("count-stats-empty") }</p>
            </section>
        };
    }
    let mut totals = stats.totals.clone();
    weiqi_engine::sort::sort_by_key(&mut totals, |t| (t.mode != props.mode || t.size != props.size, Mode::ALL.iter().position(|&m| m == t.mode), t.size));
    let rows = totals.iter().map(|t| {
        let current = t.mode == props.mode && t.size == props.size;
        html! {
            <tr class={classes!(current.then_some("count__row--current"))}>
                <th scope="row">{ mode_name(t.mode).text() }</th>
                <td>{ format!("{0}×{0}", t.size) }</td>
                <td>{ t.done }</td>
                <td>{ format!("{}%", t.accuracy()) }</td>
                <td>{ Msg::new("time-seconds").arg("seconds", t.average_seconds()).text() }</td>
            </tr>
        }
    });
    let bars = chart_bars(&stats.recent);
    let right = bars.iter().filter(|b| b.right).count();
    let chart_label = Msg::new("count-stats-chart").arg("n", bars.len()).arg("r", right).text();
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
            <h2 id="count-stats">{ Msg::words("count-stats-heading") }</h2>
            <div class="count__table">
                <table>
                    <thead>
                        <tr>
                            <th scope="col">{ Msg::words("count-stats-exercise") }</th>
                            <th scope="col">{ Msg::words("count-stats-board") }</th>
                            <th scope="col">{ Msg::words("count-stats-done") }</th>
                            <th scope="col">{ Msg::words("count-stats-right") }</th>
                            <th scope="col">{ Msg::words("count-stats-time") }</th>
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
                        let title = Msg::new("count-stats-bar")
                            .arg("mode", mode_name(b.attempt.mode).text())
                            .arg("size", b.attempt.size)
                            .arg("right", if b.right { "yes" } else { "no" })
                            .arg("seconds", seconds)
                            .text();
                        html! {
                            <rect {class} x={(b.x + 1).to_string()} y={(h - b.height + 1).to_string()}
                                width={width.to_string()} height={b.height.to_string()}>
                                <title>{ title }</title>
                            </rect>
                        }
                    }) }
                </svg>
                <figcaption>{ Msg::words("count-stats-chart-note") }</figcaption>
            </figure>
            if *confirming {
                <div class="count__confirm" role="group" aria-label={Msg::words("count-stats-confirm")}>
                    <p>{ Msg::words("count-stats-confirm") }</p>
                    <button type="button" class="btn btn--danger" onclick={reset}>{ Msg::words("count-stats-yes") }</button>
                    <button type="button" class="btn" onclick={keep}>{ Msg::words("count-stats-no") }</button>
                </div>
            } else {
                <button type="button" class="btn btn--quiet" onclick={ask}>{ Msg::words("count-stats-reset") }</button>
            }
        </section>
    }
}
