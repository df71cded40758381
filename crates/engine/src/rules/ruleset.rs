//! Rulesets: a struct of switches (ko rule, suicide, komi) with named presets.

use super::Komi;

/// Which repetitions are forbidden.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum KoRule {
    /// Only the immediate retake: a move may not recreate the position of one move ago.
    Simple,
    /// No move may recreate any earlier whole-board arrangement of stones (RULES §6).
    PositionalSuperko,
    /// No move may recreate an earlier arrangement *with the same player to move*.
    SituationalSuperko,
}

crate::json_names!(KoRule { Simple = "Simple", PositionalSuperko = "PositionalSuperko", SituationalSuperko = "SituationalSuperko" });

impl KoRule {
    /// A short name for menus and SGF comments.
    pub fn name(self) -> &'static str {
        match self {
            KoRule::Simple => "simple ko",
            KoRule::PositionalSuperko => "positional superko",
            KoRule::SituationalSuperko => "situational superko",
        }
    }
}

/// The switches that decide what is legal and how the game is scored.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{KoRule, Komi, Ruleset};
/// let rules = Ruleset::CHINESE;
/// assert_eq!(rules.ko, KoRule::PositionalSuperko);
/// assert!(!rules.suicide_allowed);
/// assert_eq!(rules.komi, Komi::CHINESE);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Ruleset {
    /// The repetition rule.
    pub ko: KoRule,
    /// Whether a move may leave its own group without liberties (removing it). The Chinese
    /// rules forbid it.
    pub suicide_allowed: bool,
    /// Komi: what Black gives back for moving first.
    pub komi: Komi,
}

impl Ruleset {
    /// The Chinese rules: positional superko, no suicide, komi 3¾ stones (7½ points).
    pub const CHINESE: Ruleset =
        Ruleset { ko: KoRule::PositionalSuperko, suicide_allowed: false, komi: Komi::CHINESE };

    /// For early lessons: only the immediate ko retake is forbidden, no komi.
    pub const SIMPLE_KO: Ruleset =
        Ruleset { ko: KoRule::Simple, suicide_allowed: false, komi: Komi::NONE };

    /// The Chinese rules with situational superko instead of positional.
    pub const SITUATIONAL: Ruleset =
        Ruleset { ko: KoRule::SituationalSuperko, suicide_allowed: false, komi: Komi::CHINESE };

    /// This ruleset with another komi.
    pub fn with_komi(self, komi: Komi) -> Ruleset {
        Ruleset { komi, ..self }
    }

    /// This ruleset with another ko rule.
    pub fn with_ko(self, ko: KoRule) -> Ruleset {
        Ruleset { ko, ..self }
    }
}

impl Default for Ruleset {
    fn default() -> Ruleset {
        Ruleset::CHINESE
    }
}
