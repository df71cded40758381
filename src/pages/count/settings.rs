//! What to practise: the mode, the board size, dead stones, seki, and whose count to give.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::counting::{CountSide, Level, Mode, Settings};

/// Learner-facing text of the settings.
struct SettingsText {
    legend: &'static str,
    mode: &'static str,
    modes: [(Mode, &'static str, &'static str); 4],
    size: &'static str,
    dead: &'static str,
    seki: &'static str,
    side: &'static str,
    sides: [(CountSide, &'static str); 3],
}

const TEXT: SettingsText = SettingsText {
    legend: "What to practise",
    mode: "Exercise",
    modes: [
        (Mode::WhoWins, "Who wins?", "Black, White or a draw, with komi."),
        (Mode::Count, "Exact count", "Mark the dead stones, count one side, then the result in stones and points."),
        (Mode::DeadStones, "Dead stones", "Only find the dead stones."),
        (Mode::Timed, "Against the clock", "Five counts in a few minutes."),
    ],
    size: "Board",
    dead: "With dead stones",
    seki: "Seki positions",
    side: "Whose count",
    sides: [(CountSide::Black, "Black's"), (CountSide::White, "White's"), (CountSide::Alternate, "Each in turn")],
};

/// Props of [`SettingsForm`].
#[derive(Properties, PartialEq)]
pub struct SettingsFormProps {
    /// The settings now.
    pub settings: Settings,
    /// New settings were chosen.
    pub on_change: Callback<Settings>,
}

/// The settings above the board.
#[component]
pub fn SettingsForm(props: &SettingsFormProps) -> Html {
    let s = props.settings;
    let change = |f: fn(Settings, &Event) -> Settings| {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| on_change.emit(f(s, &e)))
    };
    let modes = TEXT.modes.iter().map(|&(mode, label, blurb)| {
        let on_change = props.on_change.clone();
        let onchange = Callback::from(move |_: Event| on_change.emit(Settings { mode, ..s }));
        let id = format!("count-mode-{mode:?}").to_lowercase();
        html! {
            <label class="choice count__mode" for={id.clone()}>
                <input type="radio" {id} name="count-mode" checked={s.mode == mode} {onchange} />
                <span><strong>{ label }</strong><span class="count__blurb">{ blurb }</span></span>
            </label>
        }
    });
    let sizes = [9u8, 13, 19].into_iter().map(|n| {
        let on_change = props.on_change.clone();
        let onchange = Callback::from(move |_: Event| on_change.emit(Settings { level: Level { size: n, ..s.level }, ..s }));
        let id = format!("count-size-{n}");
        html! {
            <label class="choice" for={id.clone()}>
                <input type="radio" {id} name="count-size" checked={s.level.size == n} {onchange} />
                { format!("{n}×{n}") }
            </label>
        }
    });
    let drill = s.mode == Mode::DeadStones;
    let on_dead = change(|s, e| Settings { level: Level { dead: e.target_unchecked_into::<HtmlInputElement>().checked(), ..s.level }, ..s });
    let on_seki = change(|s, e| Settings { level: Level { seki: e.target_unchecked_into::<HtmlInputElement>().checked(), ..s.level }, ..s });
    let on_side = change(|s, e| {
        let i: usize = e.target_unchecked_into::<HtmlSelectElement>().value().parse().unwrap_or(0);
        Settings { side: TEXT.sides.get(i).map(|&(side, _)| side).unwrap_or_default(), ..s }
    });
    html! {
        <form class="count__settings" aria-label={TEXT.legend} onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            <fieldset class="count__fieldset">
                <legend>{ TEXT.mode }</legend>
                <div class="count__modes">{ for modes }</div>
            </fieldset>
            <div class="count__level">
                <fieldset class="count__fieldset">
                    <legend>{ TEXT.size }</legend>
                    <div class="choices">{ for sizes }</div>
                </fieldset>
                <label class="switch">
                    <input type="checkbox" checked={s.level.dead || drill} disabled={drill} onchange={on_dead} />
                    { TEXT.dead }
                </label>
                <label class="switch">
                    <input type="checkbox" checked={s.level.seki} onchange={on_seki} />
                    { TEXT.seki }
                </label>
                if matches!(s.mode, Mode::Count | Mode::Timed) {
                    <label class="field count__side">
                        <span class="field__label">{ TEXT.side }</span>
                        <select onchange={on_side}>
                            { for TEXT.sides.iter().enumerate().map(|(i, &(side, label))| html! {
                                <option value={i.to_string()} selected={s.side == side}>{ label }</option>
                            }) }
                        </select>
                    </label>
                }
            </div>
        </form>
    }
}
