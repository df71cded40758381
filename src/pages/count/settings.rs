//! What to practise: the mode, the board size, dead stones, seki, and whose count to give.

use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

use crate::counting::{CountSide, Level, Mode, Settings};
use crate::text::Msg;
use super::stats::mode_name;

/// The modes, in the order they are offered.
const MODES: [Mode; 4] = [Mode::WhoWins, Mode::Count, Mode::DeadStones, Mode::Timed];

/// What a mode asks for (its name is [`mode_name`]).
fn mode_blurb(mode: Mode) -> Msg {
    match mode {
        Mode::WhoWins => Msg::new("count-settings-who-wins-blurb"),
        Mode::Count => Msg::new("count-settings-exact-blurb"),
        Mode::DeadStones => Msg::new("count-settings-dead-only-blurb"),
        Mode::Timed => Msg::new("count-settings-timed-blurb"),
    }
}

/// Whose count to give, in the order they are offered.
const SIDES: [CountSide; 3] = [CountSide::Black, CountSide::White, CountSide::Alternate];

fn side_words(side: CountSide) -> Msg {
    match side {
        CountSide::Black => Msg::new("count-settings-side-black"),
        CountSide::White => Msg::new("count-settings-side-white"),
        CountSide::Alternate => Msg::new("count-settings-side-alternate"),
    }
}

/// Props of [`settings_form`].
#[derive(Properties, PartialEq)]
pub struct SettingsFormProps {
    /// The settings now.
    pub settings: Settings,
    /// New settings were chosen.
    pub on_change: Callback<Settings>,
}

/// The settings above the board.
pub fn settings_form(props: &SettingsFormProps) -> Html {
    let s = props.settings;
    let change = |f: fn(Settings, &Event) -> Settings| {
        let on_change = props.on_change.clone();
        Callback::from(move |e: Event| on_change.emit(f(s, &e)))
    };
    let modes = MODES.into_iter().map(|mode| {
        let (label, blurb) = (mode_name(mode), mode_blurb(mode));
        let on_change = props.on_change.clone();
        let onchange = Callback::from(move |_: Event| on_change.emit(Settings { mode, ..s }));
        let id = format!("count-mode-{mode:?}").to_ascii_lowercase();
        html! {
            <label class="choice count__mode" for={id.clone()}>
                <input type="radio" {id} name="count-mode" checked={s.mode == mode} {onchange} />
                <span><strong>{ label.text() }</strong><span class="count__blurb">{ blurb.text() }</span></span>
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
        Settings { side: SIDES.get(i).copied().unwrap_or_default(), ..s }
    });
    html! {
        <form class="count__settings" aria-label={Msg::words("count-settings-legend")} onsubmit={Callback::from(|e: SubmitEvent| e.prevent_default())}>
            <fieldset class="count__fieldset">
                <legend>{ Msg::words("count-settings-mode") }</legend>
                <div class="count__modes">{ for modes }</div>
            </fieldset>
            <div class="count__level">
                <fieldset class="count__fieldset">
                    <legend>{ Msg::words("count-settings-size") }</legend>
                    <div class="choices">{ for sizes }</div>
                </fieldset>
                <label class="switch">
                    <input type="checkbox" checked={s.level.dead || drill} disabled={drill} onchange={on_dead} />
                    { Msg::words("count-settings-dead") }
                </label>
                <label class="switch">
                    <input type="checkbox" checked={s.level.seki} onchange={on_seki} />
                    { Msg::words("count-settings-seki") }
                </label>
                if matches!(s.mode, Mode::Count | Mode::Timed) {
                    <label class="field count__side">
                        <span class="field__label">{ Msg::words("count-settings-side") }</span>
                        <select onchange={on_side}>
                            { for SIDES.into_iter().enumerate().map(|(i, side)| html! {
                                <option value={i.to_string()} selected={s.side == side}>{ side_words(side).text() }</option>
                            }) }
                        </select>
                    </label>
                }
            </div>
        </form>
    }
}
