//! The new-game form: board, handicap, komi, ko rule, colours (chosen or by nigiri), clock,
//! speech, and opening a record instead. Nigiri is played out on screen: the hidden stones
//! are counted out in pairs.

mod choices;
mod nigiri;

use yew::prelude::*;

use crate::bot::Level;
use crate::play::new_game::{Against, ClockChoice, Colours, KomiChoice, NewGame as NewGameForm};
use crate::play::open::open_record;
use crate::play::{Goal, Nigiri, Parity, PlayState, Settings};
use crate::rules::{KoRule, Rng};
use crate::text::Msg;

pub use choices::{computer_name, level_label, you};
use choices::{clock_label, komi_label, ko_rule_words, CLOCKS, KOMIS};

/// Props of [`NewGame`].
#[derive(Properties, PartialEq)]
pub struct NewGameProps {
    pub initial: Settings,
    pub on_start: Callback<Settings>,
    pub on_cancel: Option<Callback<MouseEvent>>,
    pub on_open: Callback<(Box<PlayState>, std::rc::Rc<crate::play::open::OpenReport>)>,
}

/// A seed for nigiri from the clock and the browser's random numbers.
fn seed() -> u64 {
    (js_sys::Math::random() * 9.0e15) as u64 ^ js_sys::Date::now() as u64
}

/// The players' names for `form`: player 1's (you, against the computer) and player 2's
/// (the computer's).
fn names(form: &NewGameForm) -> [String; 2] {
    match form.against {
        Against::Computer(level) => [you(), computer_name(level)],
        Against::Friend => {
            let (p1, p2) = (form.player1.trim(), form.player2.trim());
            [
                if p1.is_empty() { Msg::words("play-setup-player1") } else { p1.to_string() },
                if p2.is_empty() { Msg::words("play-setup-player2") } else { p2.to_string() },
            ]
        }
    }
}

/// The settings of `form` with `first_black` telling whether player 1 (you) takes Black.
fn settings_of(form: &NewGameForm, first_black: bool) -> Settings {
    let [a, b] = names(form);
    form.settings(first_black, [&a, &b])
}

/// The new-game form.
#[component]
pub fn NewGame(props: &NewGameProps) -> Html {
    let form = use_state(|| {
        let mut f = NewGameForm::from_settings(&props.initial);
        f.player1 = Msg::words("play-setup-player1").into();
        f.player2 = Msg::words("play-setup-player2").into();
        f
    });
    // Nigiri in progress: the hidden stones, then the guess.
    let nigiri = use_state(|| None::<(u32, Option<Parity>)>);
    let pasted = use_state(String::new);
    // The learner's rating and last games, read once: they decide the next game proposed.
    let storage = crate::storage::use_storage();
    let record = use_memo((), move |_| {
        (storage.load::<crate::problems::progress::Progress>().unwrap_or_default(), storage.load::<crate::play::results::Results>().unwrap_or_default())
    });
    let (progress, results) = &*record;
    let open_problem = use_state(|| None::<String>);
    let start_ref = use_node_ref();

    let edit = |f: fn(&mut NewGameForm, String)| {
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
    let on_size = edit(|f, v| f.set_size(v.parse().unwrap_or(9)));
    let on_handicap = edit(|f, v| f.set_handicap(v.parse().unwrap_or(0)));
    let on_komi = edit(|f, v| {
        f.komi = KOMIS.iter().find(|(_, key)| *key == v).map_or(KomiChoice::Chinese, |(k, _)| *k);
    });
    let on_custom = edit(|f, v| f.set_custom_komi(&v));
    let on_ko = edit(|f, v| {
        f.ko = match v.as_str() {
            "simple" => KoRule::Simple,
            "situational" => KoRule::SituationalSuperko,
            _ => KoRule::PositionalSuperko,
        }
    });
    let on_against = edit(|f, v| {
        let level = match f.against {
            Against::Computer(level) => level,
            Against::Friend => Level::MIN,
        };
        f.set_against(if v == "computer" { Against::Computer(level) } else { Against::Friend });
    });
    let on_level = edit(|f, v| f.set_against(Against::Computer(v.parse().ok().and_then(Level::new).unwrap_or(Level::MIN))));
    let on_goal = edit(|f, v| f.set_goal(if v == "capture" { Goal::FirstCapture } else { Goal::Count }));
    let on_teaching = edit(|f, v| f.teaching = v == "true");
    let on_colours = edit(|f, v| {
        f.colours = match v.as_str() {
            "p2" => Colours::SecondBlack,
            "nigiri" => Colours::Nigiri,
            _ => Colours::FirstBlack,
        }
    });
    let on_p1 = edit(|f, v| f.player1 = v);
    let on_p2 = edit(|f, v| f.player2 = v);
    let on_clock = edit(|f, v| {
        f.clock = CLOCKS.iter().find(|(_, key)| *key == v).map_or(ClockChoice::None, |(c, _)| *c);
    });
    let on_basic = edit(|f, v| f.basic_min = v.trim().parse().unwrap_or(0));
    let on_reserve = edit(|f, v| f.reserve_min = v.trim().parse().unwrap_or(1));
    let on_speech = edit(|f, v| f.speech = v == "true");
    let prefs = super::prefs::use_prefs();
    let tap_on = prefs.tap_to_confirm();
    let on_tap = Callback::from(move |_: Event| prefs.change(|p| p.tap_to_confirm = Some(!tap_on)));

    let onsubmit = {
        let (form, nigiri, on_start) = (form.clone(), nigiri.clone(), props.on_start.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match form.colours {
                Colours::Nigiri => nigiri.set(Some((Nigiri::grab(&mut Rng::new(seed())), None))),
                Colours::SecondBlack => on_start.emit(settings_of(&form, false)),
                Colours::FirstBlack => on_start.emit(settings_of(&form, true)),
            }
        })
    };

    let f = &*form;
    let proposal = crate::play::next_game::propose(progress.learner, &results.recent, f.size);
    let computer = match f.against {
        Against::Computer(level) => Some(level),
        Against::Friend => None,
    };
    let settings_now = settings_of(f, true);
    let max_handicap = f.max_handicap();
    let [p1, p2] = names(f);

    if let Some((hidden, guess)) = *nigiri {
        let choose = |parity: Parity| {
            let nigiri = nigiri.clone();
            Callback::from(move |_: MouseEvent| nigiri.set(Some((hidden, Some(parity)))))
        };
        let start = |first_black: bool| {
            let (on_start, form) = (props.on_start.clone(), form.clone());
            Callback::from(move |_: MouseEvent| on_start.emit(settings_of(&form, first_black)))
        };
        return nigiri::view(hidden, guess, [&p1, &p2], computer.is_some(), choose, start);
    }

    let open = {
        let (pasted, problem, on_open, initial) =
            (pasted.clone(), open_problem.clone(), props.on_open.clone(), props.initial.clone());
        Callback::from(move |_: MouseEvent| match open_record(&pasted, &initial) {
            Ok((state, report)) => on_open.emit((Box::new(state), std::rc::Rc::new(report))),
            Err(error) => problem.set(Some(crate::text::say(&error))),
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
    let clock_on = f.clock != ClockChoice::None;
    let capture = f.goal == Goal::FirstCapture;
    let colour_choices = if computer.is_some() {
        [("p1", Msg::words("play-setup-you-black")), ("p2", Msg::words("play-setup-you-white")), ("nigiri", Msg::words("play-setup-nigiri"))]
    } else {
        [("p1", Msg::words("play-setup-p1-black")), ("p2", Msg::words("play-setup-p2-black")), ("nigiri", Msg::words("play-setup-nigiri"))]
    };
    let colours_value = match f.colours {
        Colours::FirstBlack => "p1",
        Colours::SecondBlack => "p2",
        Colours::Nigiri => "nigiri",
    };
    let komi_value = KOMIS.iter().find(|(k, _)| *k == f.komi).map_or("chinese", |(_, key)| *key);

    html! {
        <section class="play-setup" aria-labelledby="setup-heading">
            <h2 id="setup-heading">{ Msg::words("play-setup-heading") }</h2>
            <form class="setup" {onsubmit}>
                <fieldset class="setup__group">
                    <legend>{ Msg::words("play-setup-against") }</legend>
                    <div class="choices choices--stack">
                        <label class="choice">
                            <input type="radio" name="against" value="computer" checked={computer.is_some()} onchange={on_against.clone()} />
                            { Msg::words("play-setup-against-computer") }
                        </label>
                        <label class="choice">
                            <input type="radio" name="against" value="friend" checked={computer.is_none()} onchange={on_against} />
                            { Msg::words("play-setup-against-friend") }
                        </label>
                    </div>
                    if let Some(level) = computer {
                        // One choice a line, so that each level's whole name shows on a phone.
                        <fieldset class="setup__levels">
                            <legend class="field__label">{ Msg::words("play-setup-level") }</legend>
                            <div class="choices choices--stack">
                                { for Level::ALL.iter().map(|&l| html! {
                                    <label class="choice">
                                        <input type="radio" name="level" value={l.get().to_string()} checked={l == level} onchange={on_level.clone()} />
                                        { level_label(l, f.size) }
                                    </label>
                                }) }
                            </div>
                        </fieldset>
                        if !capture {
                            if results.games() + progress.attempts > 0 {
                                { crate::components::your_rank::your_rank(progress.learner, results.games(), progress.attempts) }
                            }
                            // Ranks in kyu are named above: what they are, as practice says it.
                            { crate::components::your_rank::how_ranks_work() }
                            <div class="setup__proposal">
                                <p class="play__hint">{ crate::text::next_game(&proposal) }</p>
                                if !f.is_proposal(&proposal) {
                                    <button type="button" class="btn btn--small" onclick={{
                                        let (form, start_ref) = (form.clone(), start_ref.clone());
                                        Callback::from(move |_: MouseEvent| {
                                            let mut next = (*form).clone();
                                            next.take_proposal(&proposal);
                                            form.set(next);
                                            // The button goes with the game set up: the next step takes the focus.
                                            if let Some(start) = start_ref.cast::<web_sys::HtmlElement>() {
                                                let _ = start.focus();
                                            }
                                        })
                                    }}>{ Msg::words("play-setup-use-proposal") }</button>
                                }
                            </div>
                        }
                        if level.get() <= 3 {
                            <p class="play__hint">{ Msg::words("play-setup-teaching-on") }</p>
                        } else {
                            <label class="switch">
                                <input type="checkbox" name="teaching" checked={f.teaching} onchange={on_teaching} />
                                { Msg::words("play-setup-teaching") }
                            </label>
                        }
                    }
                </fieldset>
                <fieldset class="setup__group">
                    <legend>{ Msg::words("play-setup-game") }</legend>
                    <div class="choices choices--stack">
                        <label class="choice">
                            <input type="radio" name="goal" value="count" checked={!capture} onchange={on_goal.clone()} />
                            { Msg::words("play-setup-goal-count") }
                        </label>
                        <label class="choice">
                            <input type="radio" name="goal" value="capture" checked={capture} onchange={on_goal} />
                            { Msg::words("play-setup-goal-capture") }
                        </label>
                    </div>
                    if capture {
                        <p class="play__hint">{ Msg::words("play-setup-capture-hint") }</p>
                    }
                </fieldset>
                <fieldset class="setup__group">
                    <legend>{ Msg::words("play-setup-board") }</legend>
                    <div class="choices">
                        { for f.sizes().iter().map(|&n| html! {
                            <label class="choice">
                                <input type="radio" name="size" value={n.to_string()} checked={f.size == n} onchange={on_size.clone()} />
                                { format!("{n}×{n}") }
                            </label>
                        }) }
                    </div>
                    <p class="play__hint">{ Msg::words("play-setup-board-hint") }</p>
                </fieldset>
                if !capture {
                    <div class="setup__grid">
                        <label class="field">
                            <span class="field__label">{ Msg::words("play-setup-handicap") }</span>
                            <select onchange={on_handicap}>
                                <option value="0" selected={f.handicap < 2}>{ Msg::words("play-setup-handicap-none") }</option>
                                { for (2..=max_handicap).map(|h| html! {
                                    <option value={h.to_string()} selected={f.handicap == h}>{ Msg::new("play-setup-handicap-stones").arg("n", h).text() }</option>
                                }) }
                            </select>
                        </label>
                        <label class="field">
                            <span class="field__label">{ Msg::words("play-setup-komi") }</span>
                            <select onchange={on_komi}>
                                { for KOMIS.iter().map(|(komi, key)| html! {
                                    <option value={*key} selected={komi_value == *key}>{ komi_label(*komi).text() }</option>
                                }) }
                            </select>
                        </label>
                        if f.komi == KomiChoice::Custom {
                            <label class="field">
                                <span class="field__label">{ Msg::words("play-setup-komi-hint") }</span>
                                <input type="number" step="0.5" min="-100" max="100" value={f.custom_komi.points_text().replace('½', ".5")} onchange={on_custom} />
                            </label>
                        }
                        <label class="field">
                            <span class="field__label">{ Msg::words("play-setup-ko") }</span>
                            <select onchange={on_ko} aria-describedby="setup-ko-rule">
                                <option value="positional" selected={f.ko == KoRule::PositionalSuperko}>{ ko_rule_words(KoRule::PositionalSuperko).0.text() }</option>
                                <option value="situational" selected={f.ko == KoRule::SituationalSuperko}>{ ko_rule_words(KoRule::SituationalSuperko).0.text() }</option>
                                <option value="simple" selected={f.ko == KoRule::Simple}>{ ko_rule_words(KoRule::Simple).0.text() }</option>
                            </select>
                            <span id="setup-ko-rule" class="play__hint">{ ko_rule_words(f.ko).1.text() }</span>
                        </label>
                    </div>
                    if f.handicap >= 2 {
                        <p class="play__hint">{ Msg::words("play-setup-handicap-hint") }</p>
                    }
                    <p class="setup__target" aria-live="polite">{ crate::text::say(&settings_now.target()) }</p>
                }
                <fieldset class="setup__group">
                    <legend>{ if computer.is_some() { Msg::words("play-setup-your-colour") } else { Msg::words("play-setup-colours") } }</legend>
                    if computer.is_none() {
                        <div class="setup__grid">
                            <label class="field">
                                <span class="field__label">{ Msg::words("play-setup-player1") }</span>
                                <input type="text" maxlength="40" value={f.player1.clone()} onchange={on_p1} autocomplete="off" />
                            </label>
                            <label class="field">
                                <span class="field__label">{ Msg::words("play-setup-player2") }</span>
                                <input type="text" maxlength="40" value={f.player2.clone()} onchange={on_p2} autocomplete="off" />
                            </label>
                        </div>
                    }
                    <div class="choices choices--stack">
                        { for colour_choices.into_iter().map(|(v, l)| html! {
                            <label class="choice">
                                <input type="radio" name="colours" value={v} checked={colours_value == v} onchange={on_colours.clone()} />
                                { l }
                            </label>
                        }) }
                    </div>
                </fieldset>
                <fieldset class="setup__group">
                    <legend>{ Msg::words("play-setup-clock") }</legend>
                    <label class="field">
                        <span class="visually-hidden">{ Msg::words("play-setup-clock") }</span>
                        <select onchange={on_clock} aria-label={Msg::words("play-setup-clock")}>
                            { for CLOCKS.iter().map(|(c, key)| html! {
                                <option value={*key} selected={f.clock == *c}>{ clock_label(*c).text() }</option>
                            }) }
                        </select>
                    </label>
                    if clock_on {
                        <div class="setup__grid">
                            <label class="field">
                                <span class="field__label">{ Msg::words("play-setup-basic") }</span>
                                <input type="number" min="0" max="600" value={f.basic_min.to_string()} onchange={on_basic} />
                            </label>
                            if f.clock == ClockChoice::Countdown {
                                <label class="field">
                                    <span class="field__label">{ Msg::words("play-setup-reserve") }</span>
                                    <input type="number" min="1" max="60" value={f.reserve_min.to_string()} onchange={on_reserve} />
                                </label>
                            }
                        </div>
                        <p class="play__hint">{ crate::text::say(&f.time()) }</p>
                        <label class="switch">
                            <input type="checkbox" checked={f.speech} onchange={on_speech} />
                            { Msg::words("play-setup-speech") }
                        </label>
                    }
                </fieldset>
                <label class="switch">
                    <input type="checkbox" checked={tap_on} onchange={on_tap} />
                    { Msg::words("play-setup-tap") }
                </label>
                <div class="play__row setup__start">
                    <button type="submit" class="btn btn--primary" ref={start_ref}>{ Msg::words("play-setup-start") }</button>
                    if let Some(cancel) = props.on_cancel.clone() {
                        <button type="button" class="btn" onclick={cancel}>{ Msg::words("play-setup-cancel") }</button>
                    }
                </div>
            </form>
            <details class="setup__open">
                <summary>{ Msg::words("play-setup-open-heading") }</summary>
                <label class="field">
                    <span class="field__label">{ Msg::words("play-setup-open-label") }</span>
                    <textarea rows="3" spellcheck="false" value={(*pasted).clone()} oninput={on_pasted} />
                </label>
                <button type="button" class="btn" disabled={pasted.trim().is_empty()} onclick={open}>{ Msg::words("play-setup-open-button") }</button>
                if let Some(problem) = (*open_problem).clone() {
                    <p class="play__problem" role="alert">{ problem }</p>
                }
            </details>
        </section>
    }
}
