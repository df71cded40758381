//! The hand-made positions of `content/counting/`, embedded in the app. Every file of that
//! folder is listed in [`FILES`] (a test checks that none is left out), and read once.

use weiqi_engine::map::SortedMap;
use std::sync::OnceLock;

use crate::locale::Locale;

use super::{parse_positions, Position};

/// Every file of `content/counting/`, by name, with its text.
pub const FILES: &[(&str, &str)] = &[
    ("01-nine-by-nine.txt", include_str!("../../content/counting/01-nine-by-nine.txt")),
    ("02-thirteen.txt", include_str!("../../content/counting/02-thirteen.txt")),
    ("03-nineteen.txt", include_str!("../../content/counting/03-nineteen.txt")),
    ("04-seki-and-close.txt", include_str!("../../content/counting/04-seki-and-close.txt")),
];

/// Every hand-made position, in file order. A file that cannot be read is left out (the
/// content test names its mistake), so the trainer never stops on one bad position.
///
/// # Examples
/// ```
/// let positions = weiqi::counting::library();
/// assert!(positions.iter().all(|p| p.count_is_right()));
/// ```
pub fn library() -> &'static [Position] {
    static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();
    POSITIONS.get_or_init(|| {
        FILES
            .iter()
            .filter_map(|(_, text)| parse_positions(text).ok())
            .flatten()
            .filter(|p| p.count_is_right() && super::unsettled_reason(&p.board, &p.dead).is_none())
            .collect()
    })
}

/// The notes of the hand-made positions in each locale other than English, by position name,
/// once its words are in (`content/<tag>/counting.toml`).
static NOTES: [OnceLock<SortedMap<String, String>>; Locale::ALL.len()] = [const { OnceLock::new() }; Locale::ALL.len()];

/// Keeps the notes of `locale` (once per locale).
pub fn use_notes(locale: Locale, notes: &SortedMap<String, String>) {
    NOTES[locale.index()].get_or_init(|| notes.clone());
}

/// The note of hand-made position `name` in `locale`, if that locale's words have one.
pub fn note_in(locale: Locale, name: &str) -> Option<&'static str> {
    NOTES[locale.index()].get()?.get(name).map(String::as_str)
}
