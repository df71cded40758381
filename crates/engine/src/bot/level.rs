//! The computer's levels, 1 (a first opponent) to 8 (the strongest that fits about two seconds
//! a move on one core): search budgets for the Monte Carlo search, and for the network a
//! [`Style`] that goes from sampling its first ideas with slips a beginner makes, to a search.

/// A playing level from 1 to 8.
///
/// # Examples
/// ```
/// use weiqi_engine::bot::Level;
/// assert_eq!(Level::new(3).unwrap().get(), 3);
/// assert!(Level::new(9).is_none());
/// assert!(Level::new(2).unwrap().playouts() < Level::new(3).unwrap().playouts());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Level(u8);

/// Written as its number; a number outside 1 to 8 does not read.
impl crate::json::ToJson for Level {
    fn write_json(&self, out: &mut String) {
        crate::json::ToJson::write_json(&self.0, out);
    }
}

impl crate::json::FromJson for Level {
    fn from_json(json: &crate::json::Json) -> Result<Self, crate::json::JsonError> {
        Level::new(<u8 as crate::json::FromJson>::from_json(json)?).ok_or_else(|| crate::json::JsonError(format!("no level {}", json.to_text())))
    }
}

impl Level {
    /// The weakest level.
    pub const MIN: Level = Level(1);
    /// The strongest level.
    pub const MAX: Level = Level(8);
    /// Every level, weakest first.
    pub const ALL: [Level; 8] = [Level(1), Level(2), Level(3), Level(4), Level(5), Level(6), Level(7), Level(8)];

    /// A level from 1 to 8.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// The number, 1 to 8.
    pub fn get(self) -> u8 {
        self.0
    }

    /// Simulations per move.
    pub fn playouts(self) -> u32 {
        match self.0 {
            1 => 60,
            2 => 180,
            3 => 500,
            4 => 1_200,
            5 => 2_500,
            6 => 5_000,
            7 => 10_000,
            _ => 25_000,
        }
    }
}

/// How a level plays with the network.
#[cfg(feature = "network")]
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Style {
    /// Search visits (1: the network's first ideas, no search).
    pub visits: u32,
    /// The move is drawn from the `top` candidates with chances ∝ weight^(1/temperature)
    /// (weight: visits after a search, the policy otherwise); 0 takes the best.
    pub temperature: f32,
    pub top: usize,
    /// The chance of a slip: a plain move near the last ones instead of the network's.
    pub slip: f32,
}

#[cfg(feature = "network")]
impl Level {
    /// How this level plays with the network on a board of `lines` lines.
    pub(crate) fn style(self, lines: u8) -> Style {
        // Level 8 searches about as much as two seconds allow natively.
        let full = match lines {
            0..=9 => 400,
            10..=13 => 250,
            _ => 120,
        };
        let (visits, temperature, top, slip) = match self.0 {
            // On a small board a slip costs less, so the first level slips more there.
            1 if lines <= 13 => (1, 1.5, 10, 0.55),
            1 => (1, 1.5, 10, 0.33),
            2 => (1, 1.2, 8, 0.22),
            3 => (1, 1.0, 6, 0.12),
            4 => (1, 0.7, 5, 0.05),
            5 => (1, 0.25, 3, 0.0),
            6 => (16, 0.3, 3, 0.0),
            7 => (full / 4, 0.0, 1, 0.0),
            _ => (full, 0.0, 1, 0.0),
        };
        Style { visits, temperature, top, slip }
    }
}

/// A number that is not a level (1 to 8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LevelOutOfRange(pub u8);

impl TryFrom<u8> for Level {
    type Error = LevelOutOfRange;
    fn try_from(n: u8) -> Result<Level, LevelOutOfRange> {
        Level::new(n).ok_or(LevelOutOfRange(n))
    }
}

impl From<Level> for u8 {
    fn from(level: Level) -> u8 {
        level.0
    }
}
