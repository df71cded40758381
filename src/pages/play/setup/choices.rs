//! The choices of the new-game form in words: the clocks, the komi, the repetition rules,
//! the computer's levels, and the players' names in a game against the computer.

use crate::bot::Level;
use crate::play::new_game::{ClockChoice, KomiChoice};
use crate::rules::KoRule;
use crate::text::Msg;

/// The clock choices of the form, with the value each option sends.
pub const CLOCKS: [(ClockChoice, &str); 6] = [
    (ClockChoice::None, "none"),
    (ClockChoice::SuddenDeath, "sudden"),
    (ClockChoice::Countdown, "countdown"),
    (ClockChoice::Fast(30), "fast30"),
    (ClockChoice::Fast(20), "fast20"),
    (ClockChoice::Fast(10), "fast10"),
];

/// A clock choice as the menu names it.
pub fn clock_label(clock: ClockChoice) -> Msg {
    match clock {
        ClockChoice::None => Msg::new("play-setup-clock-none"),
        ClockChoice::SuddenDeath => Msg::new("play-setup-clock-sudden"),
        ClockChoice::Countdown => Msg::new("play-setup-clock-countdown"),
        ClockChoice::Fast(seconds) => Msg::new("play-setup-clock-fast").arg("seconds", seconds),
    }
}

/// The komi choices of the form, with the value each option sends.
pub const KOMIS: [(KomiChoice, &str); 4] = [
    (KomiChoice::Chinese, "chinese"),
    (KomiChoice::Old, "old"),
    (KomiChoice::None, "none"),
    (KomiChoice::Custom, "custom"),
];

/// A komi choice as the menu names it.
pub fn komi_label(komi: KomiChoice) -> Msg {
    match komi {
        KomiChoice::Chinese => Msg::new("play-setup-komi-chinese"),
        KomiChoice::Old => Msg::new("play-setup-komi-old"),
        KomiChoice::None => Msg::new("play-setup-komi-none"),
        KomiChoice::Custom => Msg::new("play-setup-komi-custom"),
    }
}

/// A repetition rule: its short name in the menu, then what it forbids.
pub fn ko_rule_words(rule: KoRule) -> (Msg, Msg) {
    match rule {
        KoRule::PositionalSuperko => (Msg::new("play-setup-ko-positional"), Msg::new("play-setup-ko-positional-rule")),
        KoRule::SituationalSuperko => (Msg::new("play-setup-ko-situational"), Msg::new("play-setup-ko-situational-rule")),
        KoRule::Simple => (Msg::new("play-setup-ko-simple"), Msg::new("play-setup-ko-simple-rule")),
    }
}

/// Whom a level suits.
fn level_suits(level: Level) -> Msg {
    match level.get() {
        1 => Msg::new("play-setup-level-1"),
        2 => Msg::new("play-setup-level-2"),
        3 => Msg::new("play-setup-level-3"),
        4 => Msg::new("play-setup-level-4"),
        5 => Msg::new("play-setup-level-5"),
        6 => Msg::new("play-setup-level-6"),
        7 => Msg::new("play-setup-level-7"),
        _ => Msg::new("play-setup-level-8"),
    }
}

/// "Level 3 (about 11 kyu): knows atari, ladders and eyes", its rank on a board of `size`
/// lines; a level measured only as stronger than the kyu ranks goes without one.
pub fn level_label(level: Level, size: u8) -> String {
    let kyu = crate::bot::rank::level_kyu(level, size);
    let label = if kyu >= 0.5 { Msg::new("play-setup-level-label").arg("rank", crate::text::rank(kyu)) } else { Msg::new("play-setup-level-plain") };
    label.arg("level", level.get()).arg("suits", level_suits(level).text()).text()
}

/// The computer's name in the game and its record: "Computer (level 3)".
pub fn computer_name(level: Level) -> String {
    Msg::new("play-setup-computer-name").arg("level", level.get()).text()
}

/// The learner's name in a game against the computer.
pub fn you() -> String {
    Msg::words("play-setup-you")
}
