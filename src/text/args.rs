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

/// A language the app is written in.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Locale {
    /// English.
    #[default]
    #[serde(rename = "en")]
    En,
    /// Simplified Chinese.
    #[serde(rename = "zh-Hans")]
    ZhHans,
    /// Korean.
    #[serde(rename = "ko")]
    Ko,
}

impl Locale {
    /// Every locale, English first.
    pub const ALL: [Locale; 3] = [Locale::En, Locale::ZhHans, Locale::Ko];

    /// Its place in [`Locale::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The BCP 47 tag, as in `<html lang>` and the `content/<tag>/` folder.
    pub fn tag(self) -> &'static str {
        match self {
            Locale::En => "en",
            Locale::ZhHans => "zh-Hans",
            Locale::Ko => "ko",
        }
    }

    /// The locale of a BCP 47 tag as a browser gives it (`zh-CN`, `ko-KR`, `en-GB`): by its
    /// language; Chinese in any script or region reads the simplified text.
    pub fn of_tag(tag: &str) -> Option<Locale> {
        let language = tag.split(['-', '_']).next().unwrap_or_default().to_ascii_lowercase();
        match language.as_str() {
            "en" => Some(Locale::En),
            "zh" => Some(Locale::ZhHans),
            "ko" => Some(Locale::Ko),
            _ => None,
        }
    }

    /// The first of the browser's preferred languages the app speaks; English otherwise.
    pub fn preferred<'a>(languages: impl IntoIterator<Item = &'a str>) -> Locale {
        languages.into_iter().find_map(Locale::of_tag).unwrap_or_default()
    }

    /// The language's name in itself, as a language menu shows it.
    pub fn own_name(self) -> &'static str {
        match self {
            Locale::En => "English",
            Locale::ZhHans => "中文",
            Locale::Ko => "한국어",
        }
    }

    /// What goes between a label or a sentence and the text after it: a space, except in
    /// Chinese, whose full-width punctuation (`：`, `。`, `（`) carries its own spacing.
    pub fn gap(self) -> &'static str {
        match self {
            Locale::ZhHans => "",
            Locale::En | Locale::Ko => " ",
        }
    }

    /// Whether amounts of stones and points are written in decimals (Korean: `3.75`) rather
    /// than with fractions (`3¾`).
    pub fn decimal_amounts(self) -> bool {
        self == Locale::Ko
    }

    /// The CLDR plural category of a whole number.
    pub fn plural(self, n: i64) -> &'static str {
        match self {
            Locale::En if n == 1 => "one",
            _ => "other",
        }
    }

    /// The plural category of an amount of `quarters / denominator` units: English says
    /// "¾ stone" and "1 stone", so anything up to one is singular.
    pub fn amount_plural(self, quarters: i32, denominator: i32) -> &'static str {
        match self {
            Locale::En if quarters.abs() <= denominator => "one",
            _ => "other",
        }
    }
}
