//! The new-game form: board, handicap, komi, ko rule, colours (chosen or by nigiri), clock,
//! speech, and opening a record instead. Nigiri is played out on screen: the hidden stones
//! are counted out in pairs.

use yew::prelude::*;

use crate::bot::Level;
use crate::play::new_game::{Against, ClockChoice, Colours, KomiChoice, NewGame as NewGameForm};
use crate::play::open::open_record;
use crate::play::saved::PlayPrefs;
use crate::play::{Goal, Nigiri, Parity, PlayState, Settings};
use crate::rules::{KoRule, Rng};

/// Learner-facing text of the form.
struct SetupText {
    heading: &'static str,
    against: &'static str,
    against_computer: &'static str,
    against_friend: &'static str,
    level: &'static str,
    teaching: &'static str,
    teaching_on: &'static str,
    game: &'static str,
    goal_count: &'static str,
    goal_capture: &'static str,
    capture_hint: &'static str,
    your_colour: &'static str,
    you_black: &'static str,
    you_white: &'static str,
    board: &'static str,
    board_hint: &'static str,
    handicap: &'static str,
    handicap_none: &'static str,
    handicap_hint: &'static str,
    komi: &'static str,
    komi_hint: &'static str,
    ko: &'static str,
    /// Each repetition rule: its short name in the menu, then what it forbids.
    ko_rules: [(&'static str, &'static str); 3],
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
    against: "Who do you play?",
    against_computer: "The computer",
    against_friend: "A friend on this device (take turns)",
    level: "The computer's level",
    teaching: "Teaching mode: warn me when a move lets my stones be captured",
    teaching_on: "Teaching mode is on: the app warns you when a move lets your stones be captured, and you can take it back.",
    game: "Game",
    goal_count: "A normal game: count the board at the end",
    goal_capture: "Capture Go: the first capture wins",
    capture_hint: "The classic first game: whoever captures a stone first wins. Played on a small board.",
    your_colour: "Your colour (Black plays first)",
    you_black: "I take Black",
    you_white: "I take White",
    board: "Board",
    board_hint: "9×9 is the best start: a game takes about 15 minutes.",
    handicap: "Handicap stones",
    handicap_none: "None (even game)",
    handicap_hint: "A weaker player takes Black and starts with stones on the star points; White moves first.",
    komi: "Komi (Black gives back for moving first)",
    komi_hint: "Custom komi, in points",
    ko: "Repetition rule",
    ko_rules: [
        ("Positional superko (Chinese rules)", "No earlier position of the whole board may come back."),
        ("Situational superko", "No earlier position may come back with the same player to move."),
        ("Simple ko only", "Only the immediate retake of a ko is forbidden."),
    ],
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
const CLOCKS: [(ClockChoice, &str, &str); 6] = [
    (ClockChoice::None, "none", "No clock"),
    (ClockChoice::SuddenDeath, "sudden", "Basic time only"),
    (ClockChoice::Countdown, "countdown", "Chinese countdown (minutes)"),
    (ClockChoice::Fast(30), "fast30", "Fast: 30 seconds a move"),
    (ClockChoice::Fast(20), "fast20", "Fast: 20 seconds a move"),
    (ClockChoice::Fast(10), "fast10", "Fast: 10 seconds a move"),
];

/// The komi choices of the form.
const KOMIS: [(KomiChoice, &str, &str); 4] = [
    (KomiChoice::Chinese, "chinese", "3¾ stones (7½ points)"),
    (KomiChoice::Old, "old", "2¾ stones (5½ points)"),
    (KomiChoice::None, "none", "None"),
    (KomiChoice::Custom, "custom", "Custom"),
];

/// Whom each level suits, weakest first.
pub const LEVEL_NAMES: [&str; 8] = [
    "just learned the rules",
    "has played a few games",
    "knows atari, ladders and eyes",
    "plays a whole game sensibly",
    "wins most games against friends",
    "a steady club beginner",
    "a club player",
    "a strong club player",
];

/// "Level 3: knows atari and ladders".
pub fn level_label(level: Level) -> String {
    format!("Level {}: {}", level.get(), LEVEL_NAMES[usize::from(level.get() - 1)])
}

/// The computer's name in the game and its record: "Computer (level 3)".
pub fn computer_name(level: Level) -> String {
    format!("Computer (level {})", level.get())
}

/// The learner's name in a game against the computer.
pub const YOU: &str = "You";

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

/// The players' names for `form`: player 1's (you, against the computer) and player 2's
/// (the computer's).
fn names(form: &NewGameForm) -> [String; 2] {
    match form.against {
        Against::Computer(level) => [YOU.to_string(), computer_name(level)],
        Against::Friend => {
            let (p1, p2) = (form.player1.trim(), form.player2.trim());
            [
                if p1.is_empty() { TEXT.player1 } else { p1 }.to_string(),
                if p2.is_empty() { TEXT.player2 } else { p2 }.to_string(),
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
        f.player1 = TEXT.player1.into();
        f.player2 = TEXT.player2.into();
        f
    });
    // Nigiri in progress: the hidden stones, then the guess.
    let nigiri = use_state(|| None::<(u32, Option<Parity>)>);
    let pasted = use_state(String::new);
    let open_problem = use_state(|| None::<String>);

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
        f.komi = KOMIS.iter().find(|(_, key, _)| *key == v).map_or(KomiChoice::Chinese, |(k, _, _)| *k);
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
        f.clock = CLOCKS.iter().find(|(_, key, _)| *key == v).map_or(ClockChoice::None, |(c, _, _)| *c);
    });
    let on_basic = edit(|f, v| f.basic_min = v.trim().parse().unwrap_or(0));
    let on_reserve = edit(|f, v| f.reserve_min = v.trim().parse().unwrap_or(1));
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
            match form.colours {
                Colours::Nigiri => nigiri.set(Some((Nigiri::grab(&mut Rng::new(seed())), None))),
                Colours::SecondBlack => on_start.emit(settings_of(&form, false)),
                Colours::FirstBlack => on_start.emit(settings_of(&form, true)),
            }
        })
    };

    let f = &*form;
    let computer = match f.against {
        Against::Computer(level) => Some(level),
        Against::Friend => None,
    };
    let settings_now = settings_of(f, true);
    let max_handicap = f.max_handicap();
    let [p1, p2] = names(f);

    if let Some((hidden, guess)) = *nigiri {
        // Two players: player 1 hides the stones, player 2 guesses. Against the computer,
        // the computer hides them and you guess.
        let (holder, guesser) = if computer.is_some() { (p2.clone(), p1.clone()) } else { (p1.clone(), p2.clone()) };
        let choose = |parity: Parity| {
            let nigiri = nigiri.clone();
            Callback::from(move |_: MouseEvent| nigiri.set(Some((hidden, Some(parity)))))
        };
        let result = guess.map(|guess| {
            let n = Nigiri { hidden, guess };
            let start = {
                let (on_start, form) = (props.on_start.clone(), form.clone());
                // A right guess takes Black.
                let first_black = if computer.is_some() { n.guessed_right() } else { !n.guessed_right() };
                Callback::from(move |_: MouseEvent| on_start.emit(settings_of(&form, first_black)))
            };
            let pairs = n.pairs().into_iter().map(|k| html! {
                <li class="nigiri__pair">
                    { for (0..k).map(|_| html! { <span class="nigiri__stone"></span> }) }
                </li>
            });
            html! {
                <>
                    <ol class="nigiri__pairs" aria-label={format!("{hidden} stones in pairs")}>{ for pairs }</ol>
                    <p class="nigiri__result" role="status">{ crate::text::nigiri(&n, &holder, &guesser) }</p>
                    <button type="button" class="btn btn--primary" onclick={start}>{ TEXT.nigiri_play }</button>
                </>
            }
        });
        return html! {
            <section class="play-setup nigiri" aria-labelledby="nigiri-heading">
                <h2 id="nigiri-heading">{ TEXT.nigiri_heading }</h2>
                <p>{ format!("{holder} {}", TEXT.nigiri_hides) }</p>
                <div class="nigiri__hand" aria-hidden="true"></div>
                if guess.is_none() {
                    <div class="play__row">
                        <button type="button" class="btn" onclick={choose(Parity::Odd)}>
                            <span class="nigiri__shown" aria-hidden="true"><span class="nigiri__black"></span></span>
                            { format!("{guesser}: {}", TEXT.odd) }
                        </button>
                        <button type="button" class="btn" onclick={choose(Parity::Even)}>
                            <span class="nigiri__shown" aria-hidden="true"><span class="nigiri__black"></span><span class="nigiri__black"></span></span>
                            { format!("{guesser}: {}", TEXT.even) }
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
    let clock_on = f.clock != ClockChoice::None;
    let capture = f.goal == Goal::FirstCapture;
    let colour_choices = if computer.is_some() {
        [("p1", TEXT.you_black), ("p2", TEXT.you_white), ("nigiri", TEXT.nigiri)]
    } else {
        [("p1", TEXT.p1_black), ("p2", TEXT.p2_black), ("nigiri", TEXT.nigiri)]
    };
    let colours_value = match f.colours {
        Colours::FirstBlack => "p1",
        Colours::SecondBlack => "p2",
        Colours::Nigiri => "nigiri",
    };
    let komi_value = KOMIS.iter().find(|(k, _, _)| *k == f.komi).map_or("chinese", |(_, key, _)| *key);

    html! {
        <section class="play-setup" aria-labelledby="setup-heading">
            <h2 id="setup-heading">{ TEXT.heading }</h2>
            <form class="setup" {onsubmit}>
                <fieldset class="setup__group">
                    <legend>{ TEXT.against }</legend>
                    <div class="choices choices--stack">
                        <label class="choice">
                            <input type="radio" name="against" value="computer" checked={computer.is_some()} onchange={on_against.clone()} />
                            { TEXT.against_computer }
                        </label>
                        <label class="choice">
                            <input type="radio" name="against" value="friend" checked={computer.is_none()} onchange={on_against} />
                            { TEXT.against_friend }
                        </label>
                    </div>
                    if let Some(level) = computer {
                        <label class="field">
                            <span class="field__label">{ TEXT.level }</span>
                            <select name="level" onchange={on_level}>
                                { for Level::ALL.iter().map(|&l| html! {
                                    <option value={l.get().to_string()} selected={l == level}>{ level_label(l) }</option>
                                }) }
                            </select>
                        </label>
                        if level.get() <= 3 {
                            <p class="play__hint">{ TEXT.teaching_on }</p>
                        } else {
                            <label class="switch">
                                <input type="checkbox" name="teaching" checked={f.teaching} onchange={on_teaching} />
                                { TEXT.teaching }
                            </label>
                        }
                    }
                </fieldset>
                <fieldset class="setup__group">
                    <legend>{ TEXT.game }</legend>
                    <div class="choices choices--stack">
                        <label class="choice">
                            <input type="radio" name="goal" value="count" checked={!capture} onchange={on_goal.clone()} />
                            { TEXT.goal_count }
                        </label>
                        <label class="choice">
                            <input type="radio" name="goal" value="capture" checked={capture} onchange={on_goal} />
                            { TEXT.goal_capture }
                        </label>
                    </div>
                    if capture {
                        <p class="play__hint">{ TEXT.capture_hint }</p>
                    }
                </fieldset>
                <fieldset class="setup__group">
                    <legend>{ TEXT.board }</legend>
                    <div class="choices">
                        { for f.sizes().iter().map(|&n| html! {
                            <label class="choice">
                                <input type="radio" name="size" value={n.to_string()} checked={f.size == n} onchange={on_size.clone()} />
                                { format!("{n}×{n}") }
                            </label>
                        }) }
                    </div>
                    <p class="play__hint">{ TEXT.board_hint }</p>
                </fieldset>
                if !capture {
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
                                { for KOMIS.iter().map(|(_, key, label)| html! {
                                    <option value={*key} selected={komi_value == *key}>{ *label }</option>
                                }) }
                            </select>
                        </label>
                        if f.komi == KomiChoice::Custom {
                            <label class="field">
                                <span class="field__label">{ TEXT.komi_hint }</span>
                                <input type="number" step="0.5" min="-100" max="100" value={f.custom_komi.points_text().replace('½', ".5")} onchange={on_custom} />
                            </label>
                        }
                        <label class="field">
                            <span class="field__label">{ TEXT.ko }</span>
                            <select onchange={on_ko} aria-describedby="setup-ko-rule">
                                <option value="positional" selected={f.ko == KoRule::PositionalSuperko}>{ TEXT.ko_rules[0].0 }</option>
                                <option value="situational" selected={f.ko == KoRule::SituationalSuperko}>{ TEXT.ko_rules[1].0 }</option>
                                <option value="simple" selected={f.ko == KoRule::Simple}>{ TEXT.ko_rules[2].0 }</option>
                            </select>
                            <span id="setup-ko-rule" class="play__hint">{ TEXT.ko_rules[match f.ko {
                                KoRule::PositionalSuperko => 0,
                                KoRule::SituationalSuperko => 1,
                                KoRule::Simple => 2,
                            }].1 }</span>
                        </label>
                    </div>
                    if f.handicap >= 2 {
                        <p class="play__hint">{ TEXT.handicap_hint }</p>
                    }
                    <p class="setup__target" aria-live="polite">{ crate::text::say(&settings_now.target()) }</p>
                }
                <fieldset class="setup__group">
                    <legend>{ if computer.is_some() { TEXT.your_colour } else { TEXT.colours } }</legend>
                    if computer.is_none() {
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
                    <legend>{ TEXT.clock }</legend>
                    <label class="field">
                        <span class="visually-hidden">{ TEXT.clock }</span>
                        <select onchange={on_clock} aria-label={TEXT.clock}>
                            { for CLOCKS.iter().map(|(c, key, label)| html! {
                                <option value={*key} selected={f.clock == *c}>{ *label }</option>
                            }) }
                        </select>
                    </label>
                    if clock_on {
                        <div class="setup__grid">
                            <label class="field">
                                <span class="field__label">{ TEXT.basic }</span>
                                <input type="number" min="0" max="600" value={f.basic_min.to_string()} onchange={on_basic} />
                            </label>
                            if f.clock == ClockChoice::Countdown {
                                <label class="field">
                                    <span class="field__label">{ TEXT.reserve }</span>
                                    <input type="number" min="1" max="60" value={f.reserve_min.to_string()} onchange={on_reserve} />
                                </label>
                            }
                        </div>
                        <p class="play__hint">{ crate::text::say(&f.time()) }</p>
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
