//! What a message is filled with, and the locales with their plural rules (CLDR, cardinal).

use crate::rules::{Color, Quarters};

/// A value for a named placeholder. The catalog formats it the locale's way.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A whole number; selects `[n]`, then its plural category.
    Int(i64),
    /// Text shown as it is (a board point such as `D4`, a name); selects `[text]`.
    Text(String),
    /// An amount in stones (`43½`); one stone or less is singular in English.
    Stones(Quarters),
    /// The same amount in points (`87`), two per stone.
    Points(Quarters),
    /// Black or White, named by the catalog's `color-black` / `color-white`; selects
    /// `[black]` / `[white]`.
    Color(Color),
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Int(n as i64)
    }
}
impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Int(n.into())
    }
}
impl From<i32> for Arg {
    fn from(n: i32) -> Arg {
        Arg::Int(n.into())
    }
}
impl From<Color> for Arg {
    fn from(c: Color) -> Arg {
        Arg::Color(c)
    }
}
impl From<String> for Arg {
    fn from(t: String) -> Arg {
        Arg::Text(t)
    }
}
impl From<u8> for Arg {
    fn from(n: u8) -> Arg {
        Arg::Int(n.into())
    }
}
impl From<u64> for Arg {
    fn from(n: u64) -> Arg {
        Arg::Int(i64::try_from(n).unwrap_or(i64::MAX))
    }
}
impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Int(n)
    }
}
impl From<&String> for Arg {
    fn from(t: &String) -> Arg {
        Arg::Text(t.clone())
    }
}
impl From<&str> for Arg {
    fn from(t: &str) -> Arg {
        Arg::Text(t.to_string())
    }
}

