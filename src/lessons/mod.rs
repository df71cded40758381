//! The beginner course: lessons as data (`content/lessons/*.toml`, checked and packed
//! by `build.rs`), the glossary, and the lesson player. The format, the player and the
//! board picture are the course crate's (`weiqi_course::lessons`), re-exported here.
//!
//! - [`format`]: what a lesson file holds.
//! - [`setup`], [`judge`]: from file words to the engine, and the answers the engine works out;
//!   [`fault`]: what can be wrong with a step's data.
//! - [`player`]: one step's state and the pure reducer; [`note`]: what it says, as data;
//!   [`view`]: state → board picture; [`region`]: the part of the board a step is about.
//! - [`prose`], [`translated`]: the words of the content, per locale.
//! - [`course`]: chapters by number, step addresses, and a lesson being played.
//! - [`progress`]: which steps the learner has done; [`steps_v1`]: the old step order it migrates from.

pub use weiqi_course::lessons::{fault, format, judge, note, player, prose, region, setup, text, view};

pub mod course;
pub mod progress;
pub mod steps_v1;
pub mod translated;

use weiqi_engine::map::SortedMap;
use std::sync::OnceLock;

use format::{Glossary, Lesson, Term};
use translated::{GlossaryWords, LessonWords};

use crate::locale::Locale;

/// The lessons as `build.rs` embedded them (already checked), packed
/// (`weiqi_course::packed`).
const LESSONS_PACKED: &str = include_str!(concat!(env!("OUT_DIR"), "/lessons.packed"));
/// The glossary as `build.rs` embedded it, packed.
const GLOSSARY_PACKED: &str = include_str!(concat!(env!("OUT_DIR"), "/glossary.packed"));

/// The English lessons, as embedded.
fn english_lessons() -> &'static [Lesson] {
    static LESSONS: OnceLock<Vec<Lesson>> = OnceLock::new();
    LESSONS.get_or_init(|| weiqi_course::packed::unpack(LESSONS_PACKED).unwrap_or_default())
}

/// The English glossary, as embedded.
fn english_glossary() -> &'static Glossary {
    static GLOSSARY: OnceLock<Glossary> = OnceLock::new();
    GLOSSARY.get_or_init(|| weiqi_course::packed::unpack(GLOSSARY_PACKED).unwrap_or(Glossary { terms: Vec::new() }))
}

/// The lessons and glossary in each locale other than English, once its words are in.
static TRANSLATED: [OnceLock<(Vec<Lesson>, Glossary)>; Locale::ALL.len()] = [const { OnceLock::new() }; Locale::ALL.len()];

/// Puts the words of `locale` into the lessons and the glossary (once per locale: a locale's
/// words do not change while the app runs).
pub fn use_words(locale: Locale, lessons: &SortedMap<String, LessonWords>, glossary: &GlossaryWords) {
    TRANSLATED[locale.index()].get_or_init(|| {
        let translated = english_lessons().iter().map(|l| lessons.get(&l.id).map_or_else(|| l.clone(), |w| w.apply(l, false))).collect();
        (translated, glossary.apply(english_glossary()))
    });
}

fn translated(locale: Locale) -> Option<&'static (Vec<Lesson>, Glossary)> {
    TRANSLATED[locale.index()].get()
}

/// Every lesson, in course order, in `locale` (English until its words are in). Empty only
/// if the embedded data were unreadable, which the build rules out.
pub fn lessons(locale: Locale) -> &'static [Lesson] {
    translated(locale).map_or_else(english_lessons, |t| &t.0)
}

/// The lesson with file name `id` (e.g. `02-liberties`), in `locale`.
pub fn lesson(locale: Locale, id: &str) -> Option<&'static Lesson> {
    lessons(locale).iter().find(|l| l.id == id)
}

/// The glossary, in `locale`.
pub fn glossary(locale: Locale) -> &'static Glossary {
    translated(locale).map_or_else(english_glossary, |t| &t.1)
}

/// The glossary entry `id`, in `locale`.
pub fn term(locale: Locale, id: &str) -> Option<&'static Term> {
    glossary(locale).terms.iter().find(|t| t.id == id)
}
