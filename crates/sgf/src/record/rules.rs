//! The rules a record says its game was played under (`RU`): what they allow that the
//! Chinese rules do not, and how they count.

use weiqi_engine::rules::{KoRule, Komi, Ruleset};

/// The rules named by a record's `RU`, as far as they decide what a record may contain and
/// how its game was counted.
///
/// | rules | repetition | suicide | counting |
/// |---|---|---|---|
/// | Chinese | no position may repeat (positional superko) | forbidden | area |
/// | Japanese, Korean | only the immediate ko retake is forbidden | forbidden | territory |
/// | AGA | no position may repeat with the same player to move (situational superko) | forbidden | area (with pass stones) |
/// | New Zealand | situational superko | allowed | area |
/// | Ing | its own ko rules, not modelled here | allowed | area |
///
/// # Examples
/// ```
/// use weiqi_sgf::record::{GameRules, Scoring};
/// assert_eq!(GameRules::from_ru(Some("Japanese")), GameRules::Japanese);
/// assert_eq!(GameRules::from_ru(Some(" jp ")), GameRules::Japanese);
/// assert_eq!(GameRules::from_ru(Some("chinese")), GameRules::Chinese);
/// assert_eq!(GameRules::from_ru(None), GameRules::Unnamed);
/// assert_eq!(GameRules::from_ru(Some("Tromp-Taylor")), GameRules::Other("Tromp-Taylor".into()));
/// assert_eq!(GameRules::Korean.scoring(), Some(Scoring::Territory));
/// assert_eq!(GameRules::Aga.scoring(), Some(Scoring::Area));
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum GameRules {
    /// The Chinese rules, which this app plays.
    Chinese,
    /// The Japanese rules.
    Japanese,
    /// The Korean rules.
    Korean,
    /// The American Go Association's rules.
    Aga,
    /// The New Zealand rules.
    NewZealand,
    /// Ing's rules (SST), as played in the Ing Cup.
    Ing,
    /// A name this app does not know, as written.
    Other(String),
    /// The record names no rules.
    Unnamed,
}

/// How a set of rules counts the result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Stones plus surrounded points (the Chinese count, RULES §9).
    Area,
    /// Surrounded points plus captured stones.
    Territory,
}

impl GameRules {
    /// Reads `RU` as written: the names servers and programs write (`Japanese`, `jp`,
    /// `Chinese`, `cn`, `Korean`, `AGA`, `NZ`, `New Zealand`, `Ing`, `GOE`, and the names in
    /// Chinese characters), ignoring case and spaces.
    pub fn from_ru(ru: Option<&str>) -> GameRules {
        let Some(written) = ru.map(str::trim).filter(|r| !r.is_empty()) else {
            return GameRules::Unnamed;
        };
        // ASCII folding only: the Unicode case tables would cost the web bundle more than
        // the names they could match.
        let key: String = written
            .chars()
            .filter(|c| !c.is_ascii_whitespace() && !c.is_ascii_punctuation())
            .map(|c| c.to_ascii_lowercase())
            .collect();
        match key.as_str() {
            "chinese" | "cn" | "china" | "中国" | "中国规则" | "中國規則" => GameRules::Chinese,
            "japanese" | "jp" | "japan" | "日本" | "日本规则" | "日本規則" => GameRules::Japanese,
            "korean" | "kr" | "ko" | "korea" | "韩国" | "韓國" | "한국" => GameRules::Korean,
            "aga" => GameRules::Aga,
            "nz" | "newzealand" => GameRules::NewZealand,
            "ing" | "goe" | "ingsst" | "应氏" | "應氏" => GameRules::Ing,
            _ => GameRules::Other(written.to_string()),
        }
    }

    /// The rules' name for a sentence ("the Japanese rules"), or the name as written for
    /// rules this app does not know; `None` when the record names none.
    pub fn name(&self) -> Option<&str> {
        Some(match self {
            GameRules::Chinese => "Chinese",
            GameRules::Japanese => "Japanese",
            GameRules::Korean => "Korean",
            GameRules::Aga => "AGA",
            GameRules::NewZealand => "New Zealand",
            GameRules::Ing => "Ing",
            GameRules::Other(name) => name,
            GameRules::Unnamed => return None,
        })
    }

    /// How these rules count, when this app knows them.
    pub fn scoring(&self) -> Option<Scoring> {
        match self {
            GameRules::Japanese | GameRules::Korean => Some(Scoring::Territory),
            GameRules::Chinese | GameRules::Aga | GameRules::NewZealand | GameRules::Ing => {
                Some(Scoring::Area)
            }
            GameRules::Other(_) | GameRules::Unnamed => None,
        }
    }

    /// Whether these are rules whose repetition rule this app knows (so a repetition they
    /// allow is allowed for certain, not just taken on trust).
    pub fn knows_repetition(&self) -> bool {
        matches!(
            self,
            GameRules::Chinese | GameRules::Japanese | GameRules::Korean | GameRules::Aga | GameRules::NewZealand
        )
    }

    /// Whether these are rules whose suicide rule this app knows.
    pub fn knows_suicide(&self) -> bool {
        !matches!(self, GameRules::Other(_) | GameRules::Unnamed)
    }

    /// What these rules allow when a record is replayed: their ko rule and suicide switch
    /// (the komi is the record's own and not decided here). For rules this app does not
    /// know, and for a record without `RU`, the record is taken as what happened: only the
    /// immediate ko retake, which every rule set forbids, is refused, and suicide is allowed.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::record::GameRules;
    /// use weiqi_engine::rules::KoRule;
    /// assert_eq!(GameRules::Japanese.allowed().ko, KoRule::Simple);
    /// assert!(!GameRules::Japanese.allowed().suicide_allowed);
    /// assert!(GameRules::NewZealand.allowed().suicide_allowed);
    /// assert_eq!(GameRules::Aga.allowed().ko, KoRule::SituationalSuperko);
    /// ```
    pub fn allowed(&self) -> Ruleset {
        let (ko, suicide_allowed) = match self {
            GameRules::Chinese => (KoRule::PositionalSuperko, false),
            GameRules::Japanese | GameRules::Korean => (KoRule::Simple, false),
            GameRules::Aga => (KoRule::SituationalSuperko, false),
            GameRules::NewZealand => (KoRule::SituationalSuperko, true),
            GameRules::Ing | GameRules::Other(_) | GameRules::Unnamed => (KoRule::Simple, true),
        };
        Ruleset { ko, suicide_allowed, komi: Komi::NONE }
    }
}
