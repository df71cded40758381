//! A locale's words as the app downloads them (`locales/<tag>-<hash>.json`, made by the build
//! from `content/<tag>/`): the message catalog and the words of the course, the problems and
//! the glossary. [`install`] makes them the words the app shows. The learner's pick of a
//! language is a record of its own ([`STORAGE_KEY`]).

use weiqi_engine::map::SortedMap;

use serde::Deserialize;

use super::{set_catalog, Catalog, Locale};
use crate::lessons::translated::{GlossaryWords, LessonWords};
use crate::versioned::Record;

/// Local-storage key of the learner's pick of a language (a [`Record`] of [`Locale`]:
/// `{"v":1,"data":"zh-Hans"}`). Without one the app follows the browser's languages.
pub const STORAGE_KEY: &str = "weiqi.language";

impl Record for Locale {
    const KEY: &'static str = STORAGE_KEY;
    const VERSION: u32 = 1;
}

/// One locale's words.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct Bundle {
    /// The message catalog, in the catalog's syntax (`messages.ftl`).
    pub messages: String,
    /// The lessons' words, by lesson id.
    #[serde(default)]
    pub lessons: SortedMap<String, LessonWords>,
    /// The problem sets' words, by set id.
    #[serde(default)]
    pub problems: SortedMap<String, LessonWords>,
    /// The glossary's words.
    #[serde(default)]
    pub glossary: GlossaryWords,
    /// The counting trainer's notes on its hand-made positions, by position name.
    #[serde(default)]
    pub counting: SortedMap<String, String>,
}

weiqi_engine::json_struct!(Bundle { messages, lessons: default, problems: default, glossary: default, counting: default });

/// Why a downloaded bundle was not used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BundleError {
    /// The file is not a bundle (damaged or from another build).
    Unreadable,
    /// The catalog has mistakes (how many).
    Catalog(usize),
}

/// Reads a downloaded bundle.
pub fn parse(json: &str) -> Result<Bundle, BundleError> {
    crate::json::from_text(json).map_err(|_| BundleError::Unreadable)
}

/// Makes `bundle` the words of `locale`, and `locale` the language the app speaks. English
/// needs no bundle: `install(Locale::En, None)` goes back to it.
pub fn install(locale: Locale, bundle: Option<&Bundle>) -> Result<(), BundleError> {
    let Some(bundle) = bundle.filter(|_| locale != Locale::En) else {
        set_catalog(None);
        return Ok(());
    };
    let (catalog, errors) = Catalog::parse(locale, &bundle.messages);
    if !errors.is_empty() {
        return Err(BundleError::Catalog(errors.len()));
    }
    crate::lessons::use_words(locale, &bundle.lessons, &bundle.glossary);
    crate::problems::use_words(locale, &bundle.problems);
    crate::counting::use_notes(locale, &bundle.counting);
    set_catalog(Some(catalog));
    Ok(())
}
