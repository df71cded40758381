//! The languages the app is written in, and what the logic needs to know of each (a tag, a
//! name, spacing and plural rules). The current locale is the text module's; the logic
//! modules are given a locale, never read one.

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

weiqi_engine::json_names!(Locale { En = "en", ZhHans = "zh-Hans", Ko = "ko" });

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

    /// The web app manifest written in it (static/, copied by index.html): the name the app
    /// is installed under, which the page's `<link rel="manifest">` names.
    pub fn manifest(self) -> &'static str {
        match self {
            Locale::En => "manifest.webmanifest",
            Locale::ZhHans => "manifest-zh-Hans.webmanifest",
            Locale::Ko => "manifest-ko.webmanifest",
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
