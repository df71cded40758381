//! The hand-made positions of `content/counting/`. Every file of that folder is listed in
//! [`FILES`] (a test checks that none is left out). The web app downloads them when the
//! counting trainer first opens (not part of the app's first load: `data/counting-<hash>.txt`,
//! the files one after the other, kept for offline use by the service worker) and hands their
//! text to [`install`]; native builds (tests, tools) read them as compiled in.

use weiqi_engine::map::SortedMap;
use std::sync::OnceLock;

use crate::locale::Locale;

use super::{parse_positions, Position};

/// Every file of `content/counting/`, by name, with its text.
#[cfg(not(target_arch = "wasm32"))]
pub const FILES: &[(&str, &str)] = &[
    ("01-nine-by-nine.txt", include_str!("../../content/counting/01-nine-by-nine.txt")),
    ("02-thirteen.txt", include_str!("../../content/counting/02-thirteen.txt")),
    ("03-nineteen.txt", include_str!("../../content/counting/03-nineteen.txt")),
    ("04-seki-and-close.txt", include_str!("../../content/counting/04-seki-and-close.txt")),
];

/// The hand-made positions, once they are in ([`install`]).
static POSITIONS: OnceLock<Vec<Position>> = OnceLock::new();

/// The positions of `text` (one file of `content/counting/`, or several one after the other)
/// that the trainer can use: `None` if it does not read, or holds none.
fn usable(text: &str) -> Option<Vec<Position>> {
    let positions: Vec<Position> = parse_positions(text)
        .ok()?
        .into_iter()
        .filter(|p| p.count_is_right() && super::unsettled_reason(&p.board, &p.dead).is_none())
        .collect();
    (!positions.is_empty()).then_some(positions)
}

/// Reads the text of the hand-made positions (the files one after the other), once: `false`
/// if it does not read (a damaged download), and they stay out. A second call keeps the first.
pub fn install(text: &str) -> bool {
    POSITIONS.get().is_some() || usable(text).map(|positions| POSITIONS.get_or_init(|| positions)).is_some()
}

/// Whether the hand-made positions are in: in native builds always, in the web app once
/// [`install`] has had them.
pub fn library_is_in() -> bool {
    !library().is_empty()
}

/// Every hand-made position, in file order; none until they are in (the trainer then makes
/// all its positions itself). In native builds a file that cannot be read is left out (the
/// content test names its mistake).
///
/// # Examples
/// ```
/// let positions = weiqi::counting::library();
/// assert!(positions.iter().all(|p| p.count_is_right()));
/// ```
pub fn library() -> &'static [Position] {
    #[cfg(not(target_arch = "wasm32"))]
    POSITIONS.get_or_init(|| FILES.iter().filter_map(|(_, text)| usable(text)).flatten().collect());
    POSITIONS.get().map_or(&[], Vec::as_slice)
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_files_one_after_the_other_read_as_the_positions_of_each_file() {
        // As the build writes data/counting-<hash>.txt: the files in order, a blank line between.
        let joined: Vec<String> = FILES.iter().map(|(_, text)| text.to_string()).collect();
        let positions = usable(&joined.join("\n")).expect("the joined files read");
        let names = |ps: &[Position]| ps.iter().map(|p| p.name.clone()).collect::<Vec<_>>();
        assert_eq!(names(&positions), names(library()));
        assert!(usable("== cut-short\nblack: 3").is_none(), "a damaged download reads as nothing");
        assert!(install("== cut-short\nblack: 3"), "once in, the positions stay");
        assert_eq!(library().len(), positions.len());
    }
}
