//! Amounts of stones and points, kept exact in quarter stones (one quarter stone = half a
//! point, since one stone = two points in a result), and komi.

use std::fmt;

/// Formats `whole + quarters/4` with vulgar fractions: `184½`, `¾`, `-1¼`.
fn with_fraction(value: i32, denominator: i32) -> String {
    let sign = if value < 0 { "-" } else { "" };
    let v = value.abs();
    let (whole, rest) = (v / denominator, v % denominator);
    let frac = match (rest * 4 / denominator, denominator) {
        (0, _) => "",
        (1, 4) => "¼",
        (2, _) => "½",
        (3, 4) => "¾",
        _ => unreachable!("rest < denominator"),
    };
    match (whole, frac) {
        (0, "") => "0".to_string(),
        (0, f) => format!("{sign}{f}"),
        (w, f) => format!("{sign}{w}{f}"),
    }
}

/// An exact amount in quarter stones (= half points).
///
/// # Examples
/// ```
/// use weiqi_engine::rules::Quarters;
/// let q = Quarters(3);
/// assert_eq!(q.stones_text(), "¾");
/// assert_eq!(q.points_text(), "1½");
/// assert_eq!(Quarters(738).stones_text(), "184½");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default, serde::Serialize, serde::Deserialize)]
pub struct Quarters(pub i32);

/// Written as its number, as serde writes a newtype.
impl crate::json::ToJson for Quarters {
    fn write_json(&self, out: &mut String) {
        crate::json::ToJson::write_json(&self.0, out);
    }
}

impl crate::json::FromJson for Quarters {
    fn from_json(json: &crate::json::Json) -> Result<Self, crate::json::JsonError> {
        <i32 as crate::json::FromJson>::from_json(json).map(Quarters)
    }
}

impl Quarters {
    /// Whole stones.
    pub const fn stones(n: i32) -> Quarters {
        Quarters(4 * n)
    }

    /// The amount as stones, e.g. `"184½"`.
    pub fn stones_text(self) -> String {
        with_fraction(self.0, 4)
    }

    /// The amount as points (two per stone), e.g. `"1½"`.
    pub fn points_text(self) -> String {
        with_fraction(self.0, 2)
    }

    /// The amount as points, for GTP and SGF (`7.5`).
    pub fn points(self) -> f64 {
        self.0 as f64 / 2.0
    }

    /// The amount as stones (`3.75`).
    pub fn as_stones(self) -> f64 {
        self.0 as f64 / 4.0
    }
}

impl fmt::Display for Quarters {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.stones_text())
    }
}

/// What Black gives back for moving first, in quarter stones.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::Komi;
/// assert_eq!(Komi::CHINESE.points(), 7.5);
/// assert_eq!(Komi::from_points(6.5).stones_text(), "3¼");
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct Komi(pub Quarters);

impl Komi {
    /// 3¾ stones = 7½ points, the Chinese standard.
    pub const CHINESE: Komi = Komi(Quarters(15));
    /// 2¾ stones = 5½ points, used in older events.
    pub const OLD_CHINESE: Komi = Komi(Quarters(11));
    /// No komi.
    pub const NONE: Komi = Komi(Quarters(0));

    /// Komi from points, rounded to the nearest half point (`NaN` and infinities give 0;
    /// very large values are clamped to ±1000 points).
    pub fn from_points(points: f64) -> Komi {
        if !points.is_finite() {
            return Komi::NONE;
        }
        Komi(Quarters((points.clamp(-1000.0, 1000.0) * 2.0).round() as i32))
    }

    /// Komi from stones, rounded to the nearest quarter stone.
    pub fn from_stones(stones: f64) -> Komi {
        Komi::from_points(stones * 2.0)
    }

    /// Komi in points, e.g. 7.5.
    pub fn points(self) -> f64 {
        self.0.points()
    }

    /// Komi in stones, e.g. `"3¾"`.
    pub fn stones_text(self) -> String {
        self.0.stones_text()
    }

    /// The amount in quarter stones.
    pub fn quarters(self) -> Quarters {
        self.0
    }
}

impl Default for Komi {
    fn default() -> Komi {
        Komi::CHINESE
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fractions_read_naturally() {
        assert_eq!(Quarters(0).stones_text(), "0");
        assert_eq!(Quarters(1).stones_text(), "¼");
        assert_eq!(Quarters(-1).stones_text(), "-¼");
        assert_eq!(Quarters(15).stones_text(), "3¾");
        assert_eq!(Quarters(15).points_text(), "7½");
        assert_eq!(Quarters(722).stones_text(), "180½");
        assert_eq!(Quarters(1).points_text(), "½");
        assert_eq!(Quarters(4).points_text(), "2");
    }

    #[test]
    fn komi_from_points_rounds_to_half_points() {
        assert_eq!(Komi::from_points(7.5), Komi::CHINESE);
        assert_eq!(Komi::from_points(5.5), Komi::OLD_CHINESE);
        assert_eq!(Komi::from_points(0.1), Komi::NONE);
        assert_eq!(Komi::from_points(f64::NAN), Komi::NONE);
        assert_eq!(Komi::from_points(1e300).points(), 1000.0);
        assert_eq!(Komi::from_stones(3.75), Komi::CHINESE);
    }
}
