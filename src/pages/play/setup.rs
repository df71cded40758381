//! The new-game form: board, handicap, komi, ko rule, colours (chosen or by nigiri), clock,
//! speech, and opening a record instead. Nigiri is played out on screen: the hidden stones
//! are counted out in pairs.

use yew::prelude::*;

use crate::play::open::open_record;
use crate::play::saved::PlayPrefs;
use crate::play::settings::SIZES;
use crate::play::{Nigiri, Parity, PlayState, Settings, TimeControl};
use crate::rules::{KoRule, Komi, Quarters, Rng};

/// Learner-facing text of the form.
struct SetupText {
    heading: &'static str,
    board: &'static str,
    board_hint: &'static str,
    handicap: &'static str,
    handicap_none: &'static str,
    handicap_hint: &'static str,
    komi: &'static str,
    komi_hint: &'static str,
    komi_custom: &'static str,
    ko: &'static str,
    colours: &'static str,
    player1: &'static str,
    player2: &'static str,
    p1_black: &'static str,
    p2_black: &'static str,
    nigiri: &'static str,
    clock: &'static str,
    basic: &'static str,
    reserve: &'static str,
    speech: &'static str,
    tap: &'static str,
    start: &'static str,
    cancel: &'static str,
    nigiri_heading: &'static str,
    nigiri_hides: &'static str,
    odd: &'static str,
    even: &'static str,
    nigiri_play: &'static str,
    open_heading: &'static str,
    open_label: &'static str,
    open_button: &'static str,
}

const TEXT: SetupText = SetupText {
    heading: "New game",
    board: "Board",
    board_hint: "9×9 is the best start: a game takes about 15 minutes.",
    handicap: "Handicap stones",
    handicap_none: "None (even game)",
    handicap_hint: "A weaker player takes Black and starts with stones on the star points; White moves first.",
    komi: "Komi (Black gives back for moving first)",
    komi_hint: "Custom komi, in points",
    komi_custom: "Custom",
    ko: "Repetition rule",
    colours: "Who plays Black?",
    player1: "Player 1",
    player2: "Player 2",
    p1_black: "Player 1 takes Black",
    p2_black: "Player 2 takes Black",
    nigiri: "Decide by nigiri (guess odd or even)",
    clock: "Clock",
    basic: "Basic time (minutes)",
    reserve: "Countdown reserve (minutes)",
    speech: "Say the clock's calls aloud",
    tap: "Tap twice to place a stone (for small screens)",
    start: "Start the game",
    cancel: "Back to the game",
    nigiri_heading: "Nigiri",
    nigiri_hides: "hides a handful of white stones. Guess: an odd or an even number?",
    odd: "Odd: show one black stone",
    even: "Even: show two black stones",
    nigiri_play: "Start the game",
    open_heading: "Or open a game record",
    open_label: "Paste an SGF record",
    open_button: "Open",
};

/// The clock choices of the form.
const CLOCKS: [(&str, &str); 6] = [
    ("none", "No clock"),
    ("sudden", "Basic time only"),
    ("countdown", "Chinese countdown (minutes)"),
    ("fast30", "Fast: 30 seconds a move"),
    ("fast20", "Fast: 20 seconds a move"),
    ("fast10", "Fast: 10 seconds a move"),
];

/// What the form holds while it is filled in.
#[derive(Clone, PartialEq)]
struct Form {
    size: u8,
    handicap: u8,
    komi: String,
    custom_komi: String,
    ko: KoRule,
    colours: String,
    player1: String,
    player2: String,
    clock: String,
    basic_min: String,
    reserve_min: String,
    speech: bool,
}

impl Form {
    fn from_settings(s: &Settings) -> Form {
        let (clock, basic, reserve) = match s.time {
            TimeControl::None => ("none", 10 * 60, 5),
            TimeControl::SuddenDeath { main_s } => ("sudden", main_s, 5),
            TimeControl::Countdown { main_s, minutes } => ("countdown", main_s, minutes),
            TimeControl::Fast { main_s, period_s: 30 } => ("fast30", main_s, 5),
            TimeControl::Fast { main_s, period_s: 20 } => ("fast20", main_s, 5),
            TimeControl::Fast { main_s, .. } => ("fast10", main_s, 5),
        };
        let komi = match Komi(s.komi) {
            Komi::CHINESE => "chinese",
            Komi::OLD_CHINESE => "old",
            Komi::NONE => "none",
            _ => "custom",
        };
        Form {
            size: if SIZES.contains(&s.size) { s.size } else { 9 },
            handicap: s.handicap,
            komi: komi.into(),
            custom_komi: s.komi.points_text().replace('½', ".5"),
            ko: s.ko,
            colours: "p1".into(),
            player1: "Player 1".into(),
            player2: "Player 2".into(),
            clock: clock.into(),
            basic_min: (basic / 60).to_string(),
            reserve_min: reserve.to_string(),
            speech: s.speech,
        }
    }

    fn komi(&self) -> Quarters {
        match self.komi.as_str() {
            "chinese" => Komi::CHINESE.quarters(),
            "old" => Komi::OLD_CHINESE.quarters(),
            "none" => Quarters(0),
            _ => Komi::from_points(self.custom_komi.trim().parse().unwrap_or(0.0)).quarters(),
        }
    }

    fn time(&self) -> TimeControl {
        let minutes = |s: &str, max: u32| s.trim().parse::<u32>().unwrap_or(0).min(max);
        let main_s = minutes(&self.basic_min, 600) * 60;
        match self.clock.as_str() {
            "sudden" => TimeControl::SuddenDeath { main_s: main_s.max(60) },
            "countdown" => TimeControl::Countdown { main_s, minutes: minutes(&self.reserve_min, 60).max(1) },
            "fast30" => TimeControl::Fast { main_s, period_s: 30 },
            "fast20" => TimeControl::Fast { main_s, period_s: 20 },
            "fast10" => TimeControl::Fast { main_s, period_s: 10 },
            _ => TimeControl::None,
        }
    }

    /// The settings, with `p1_black` telling who takes Black.
    fn settings(&self, p1_black: bool) -> Settings {
        let (p1, p2) = (self.player1.trim(), self.player2.trim());
        let p1 = if p1.is_empty() { TEXT.player1 } else { p1 };
        let p2 = if p2.is_empty() { TEXT.player2 } else { p2 };
        let (black, white) = if p1_black { (p1, p2) } else { (p2, p1) };
        Settings {
            size: self.size,
            handicap: self.handicap,
            komi: self.komi(),
            ko: self.ko,
            time: self.time(),
            speech: self.speech,
            black: black.to_string(),
            white: white.to_string(),
        }
    }
}

/// Props of [`NewGame`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub initial: Settings,
    pub on_start: Callback<Settings>,
    pub on_cancel: Option<Callback<MouseEvent>>,
    pub on_open: Callback<(Box<PlayState>, std::rc::Rc<crate::play::open::OpenReport>)>,
    pub prefs: PlayPrefs,
    pub set_prefs: Callback<PlayPrefs>,
}

/// A seed for nigiri from the clock and the browser's random numbers.
fn seed() -> u64 {
    (js_sys::Math::random() * 9.0e15) as u64 ^ js_sys::Date::now() as u64
}

/// The new-game form.
#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let form = use_state(|| Form::from_settings(&props.initial));
    // Nigiri in progress: the hidden stones, then the guess.
    let nigiri = use_state(|| None::<(u32, Option<Parity>)>);
    let pasted = use_state(String::new);
    let open_problem = use_state(|| None::<String>);

    let edit = |f: fn(&mut Form, String)| {
        let form = form.clone();
        Callback::from(move |e: Event| {
            let value = e
                .target_dyn_into::<web_sys::HtmlInputElement>()
                .map(|i| if i.type_() == "checkbox" { i.checked().to_string() } else { i.value() })
                .or_else(|| e.target_dyn_into::<web_sys::HtmlSelectElement>().map(|s| s.value()))
                .unwrap_or_default();
            let mut next = (*form).clone();
            f(&mut next, value);
            form.set(next);
        })
    };
    let on_size = edit(|f, v| {
        f.size = v.parse().unwrap_or(9);
    });
    let on_handicap = edit(|f, v| {
        f.handicap = v.parse().unwrap_or(0);
        // The Chinese convention: no komi in handicap games (compensation instead).
        if f.handicap >= 2 && f.komi == "chinese" {
            f.komi = "none".into();
        } else if f.handicap == 0 && f.komi == "none" {
            f.komi = "chinese".into();
        }
    });
    let on_komi = edit(|f, v| f.komi = v);
    let on_custom = edit(|f, v| f.custom_komi = v);
    let on_ko = edit(|f, v| {
        f.ko = match v.as_str() {
            "simple" => KoRule::Simple,
            "situational" => KoRule::SituationalSuperko,
            _ => KoRule::PositionalSuperko,
        }
    });
    let on_colours = edit(|f, v| f.colours = v);
    let on_p1 = edit(|f, v| f.player1 = v);
    let on_p2 = edit(|f, v| f.player2 = v);
    let on_clock = edit(|f, v| f.clock = v);
    let on_basic = edit(|f, v| f.basic_min = v);
    let on_reserve = edit(|f, v| f.reserve_min = v);
    let on_speech = edit(|f, v| f.speech = v == "true");
    let tap_on = props.prefs.tap_to_confirm.unwrap_or(false);
    let on_tap = {
        let (prefs, set) = (props.prefs.clone(), props.set_prefs.clone());
        Callback::from(move |_: Event| set.emit(PlayPrefs { tap_to_confirm: Some(!tap_on), ..prefs.clone() }))
    };

    let onsubmit = {
        let (form, nigiri, on_start) = (form.clone(), nigiri.clone(), props.on_start.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match form.colours.as_str() {
                "nigiri" => nigiri.set(Some((Nigiri::grab(&mut Rng::new(seed())), None))),
                "p2" => on_start.emit(form.settings(false)),
                _ => on_start.emit(form.settings(true)),
            }
        })
    };

    let f = &*form;
    let settings_now = f.settings(true);
    let max_handicap = crate::rules::max_fixed_handicap(settings_now.board_size());
    let p1 = settings_now.black.clone();
    let p2 = settings_now.white.clone();

    if let Some((hidden, guess)) = *nigiri {
        let choose = |parity: Parity| {
            let nigiri = nigiri.clone();
            Callback::from(move |_: MouseEvent| nigiri.set(Some((hidden, Some(parity)))))
        };
        let result = guess.map(|guess| {
            let n = Nigiri { hidden, guess };
            let start = {
                let (on_start, form) = (props.on_start.clone(), form.clone());
                // Player 1 holds the stones, Player 2 guesses; a right guess takes Black.
                let p1_black = !n.guessed_right();
                Callback::from(move |_: MouseEvent| on_start.emit(form.settings(p1_black)))
            };
            let pairs = n.pairs().into_iter().map(|k| html! {
                <li class="nigiri__pair">
                    { for (0..k).map(|_| html! { <span class="nigiri__stone"></span> }) }
                </li>
            });
            html! {
                <>
                    <ol class="nigiri__pairs" aria-label={format!("{hidden} stones in pairs")}>{ for pairs }</ol>
                    <p class="nigiri__result" role="status">{ n.sentence(&p1, &p2) }</p>
                    <button type="button" class="btn btn--primary" onclick={start}>{ TEXT.nigiri_play }</button>
                </>
            }
        });
        return html! {
            <section class="play-setup nigiri" aria-labelledby="nigiri-heading">
                <h2 id="nigiri-heading">{ TEXT.nigiri_heading }</h2>
                <p>{ format!("{p1} {}", TEXT.nigiri_hides) }</p>
                <div class="nigiri__hand" aria-hidden="true"></div>
                if guess.is_none() {
                    <div class="play__row">
                        <button type="button" class="btn" onclick={choose(Parity::Odd)}>
                            <span class="nigiri__shown" aria-hidden="true"><span class="nigiri__black"></span></span>
                            { format!("{p2}: {}", TEXT.odd) }
                        </button>
                        <button type="button" class="btn" onclick={choose(Parity::Even)}>
                            <span class="nigiri__shown" aria-hidden="true"><span class="nigiri__black"></span><span class="nigiri__black"></span></span>
                            { format!("{p2}: {}", TEXT.even) }
                        </button>
                    </div>
                }
                { result }
            </section>
        };
    }

    let open = {
        let (pasted, problem, on_open, initial) =
            (pasted.clone(), open_problem.clone(), props.on_open.clone(), props.initial.clone());
        Callback::from(move |_: MouseEvent| match open_record(&pasted, &initial) {
            Ok((state, report)) => on_open.emit((Box::new(state), std::rc::Rc::new(report))),
            Err(sentence) => problem.set(Some(sentence)),
        })
    };
    let on_pasted = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                pasted.set(area.value());
            }
        })
    };
    let clock_on = f.clock != "none";

    html! {
        <section class="play-setup" aria-labelledby="setup-heading">
            <h2 id="setup-heading">{ TEXT.heading }</h2>
            <form class="setup" {onsubmit}>
                <fieldset class="setup__group">
                    <legend>{ TEXT.board }</legend>
                    <div class="choices">
                        { for SIZES.iter().map(|&n| html! {
                            <label class="choice">
                                <input type="radio" name="size" value={n.to_string()} checked={f.size == n} onchange={on_size.clone()} />
                                { format!("{n}×{n}") }
                            </label>
                        }) }
                    </div>
                    <p class="play__hint">{ TEXT.board_hint }</p>
                </fieldset>
                <div class="setup__grid">
                    <label class="field">
                        <span class="field__label">{ TEXT.handicap }</span>
                        <select onchange={on_handicap}>
                            <option value="0" selected={f.handicap < 2}>{ TEXT.handicap_none }</option>
                            { for (2..=max_handicap).map(|h| html! {
                                <option value={h.to_string()} selected={f.handicap == h}>{ format!("{h} stones") }</option>
                            }) }
                        </select>
                    </label>
                    <label class="field">
                        <span class="field__label">{ TEXT.komi }</span>
                        <select onchange={on_komi}>
                            <option value="chinese" selected={f.komi == "chinese"}>{ "3¾ stones (7½ points)" }</option>
                            <option value="old" selected={f.komi == "old"}>{ "2¾ stones (5½ points)" }</option>
                            <option value="none" selected={f.komi == "none"}>{ "None" }</option>
                            <option value="custom" selected={f.komi == "custom"}>{ TEXT.komi_custom }</option>
                        </select>
                    </label>
                    if f.komi == "custom" {
                        <label class="field">
                            <span class="field__label">{ TEXT.komi_hint }</span>
                            <input type="number" step="0.5" min="-100" max="100" value={f.custom_komi.clone()} onchange={on_custom} />
                        </label>
                    }
                    <label class="field">
                        <span class="field__label">{ TEXT.ko }</span>
                        <select onchange={on_ko}>
                            <option value="positional" selected={f.ko == KoRule::PositionalSuperko}>{ "No earlier position may return (positional superko)" }</option>
                            <option value="situational" selected={f.ko == KoRule::SituationalSuperko}>{ "No earlier position with the same player to move (situational superko)" }</option>
                            <option value="simple" selected={f.ko == KoRule::Simple}>{ "Only no immediate retake of a ko (simple ko)" }</option>
                        </select>
                    </label>
                </div>
                if f.handicap >= 2 {
                    <p class="play__hint">{ TEXT.handicap_hint }</p>
                }
                <p class="setup__target" aria-live="polite">{ settings_now.target_sentence() }</p>
                <fieldset class="setup__group">
                    <legend>{ TEXT.colours }</legend>
                    <div class="setup__grid">
                        <label class="field">
                            <span class="field__label">{ TEXT.player1 }</span>
                            <input type="text" maxlength="40" value={f.player1.clone()} onchange={on_p1} autocomplete="off" />
                        </label>
                        <label class="field">
                            <span class="field__label">{ TEXT.player2 }</span>
                            <input type="text" maxlength="40" value={f.player2.clone()} onchange={on_p2} autocomplete="off" />
                        </label>
                    </div>
                    <div class="choices choices--stack">
                        { for [("p1", TEXT.p1_black), ("p2", TEXT.p2_black), ("nigiri", TEXT.nigiri)].into_iter().map(|(v, l)| html! {
                            <label class="choice">
                                <input type="radio" name="colours" value={v} checked={f.colours == v} onchange={on_colours.clone()} />
                                { l }
                            </label>
                        }) }
                    </div>
                </fieldset>
                <fieldset class="setup__group">
                    <legend>{ TEXT.clock }</legend>
                    <label class="field">
                        <span class="visually-hidden">{ TEXT.clock }</span>
                        <select onchange={on_clock} aria-label={TEXT.clock}>
                            { for CLOCKS.iter().map(|(v, l)| html! {
                                <option value={*v} selected={f.clock == *v}>{ *l }</option>
                            }) }
                        </select>
                    </label>
                    if clock_on {
                        <div class="setup__grid">
                            <label class="field">
                                <span class="field__label">{ TEXT.basic }</span>
                                <input type="number" min="0" max="600" value={f.basic_min.clone()} onchange={on_basic} />
                            </label>
                            if f.clock == "countdown" {
                                <label class="field">
                                    <span class="field__label">{ TEXT.reserve }</span>
                                    <input type="number" min="1" max="60" value={f.reserve_min.clone()} onchange={on_reserve} />
                                </label>
                            }
                        </div>
                        <p class="play__hint">{ f.time().describe() }</p>
                        <label class="switch">
                            <input type="checkbox" checked={f.speech} onchange={on_speech} />
                            { TEXT.speech }
                        </label>
                    }
                </fieldset>
                <label class="switch">
                    <input type="checkbox" checked={tap_on} onchange={on_tap} />
                    { TEXT.tap }
                </label>
                <div class="play__row">
                    <button type="submit" class="btn btn--primary">{ TEXT.start }</button>
                    if let Some(cancel) = props.on_cancel.clone() {
                        <button type="button" class="btn" onclick={cancel}>{ TEXT.cancel }</button>
                    }
                </div>
            </form>
            <details class="setup__open">
                <summary>{ TEXT.open_heading }</summary>
                <label class="field">
                    <span class="field__label">{ TEXT.open_label }</span>
                    <textarea rows="3" spellcheck="false" value={(*pasted).clone()} oninput={on_pasted} />
                </label>
                <button type="button" class="btn" disabled={pasted.trim().is_empty()} onclick={open}>{ TEXT.open_button }</button>
                if let Some(problem) = (*open_problem).clone() {
                    <p class="play__problem" role="alert">{ problem }</p>
                }
            </details>
        </section>
    }
}
