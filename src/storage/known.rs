//! The records this app saves, each with its kind (for naming it to the learner) and a check
//! that a stored text reads as it. Import checks every entry of a file against this list
//! before it writes anything, so a file whose practice progress is damaged cannot replace the
//! practice progress kept here.

use super::record::{check, ReadError, Record};

/// What a saved record holds, for naming it to the learner (the Your data page has a name
/// for each).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RecordKind {
    /// Which lesson steps are done (`weiqi.lessons.progress`).
    LessonProgress,
    /// The last result of every practice problem (`weiqi.practice.progress`).
    PracticeProgress,
    /// The counting trainer's results (`weiqi.counting.stats`).
    CountingResults,
    /// The counting trainer's chosen exercise (`weiqi.counting.settings`).
    CountingSettings,
    /// The game on the Play page (`weiqi.play.current`).
    GameInProgress,
    /// The games put aside on the Play page (`weiqi.play.kept`).
    KeptGame,
    /// The Play page's preferences (`weiqi.play.prefs`).
    PlaySettings,
    /// The results against the computer, level by level (`weiqi.play.results`).
    LevelResults,
    /// A finished game handed to the counting trainer (`weiqi.play.to-count`).
    GameToCount,
    /// Lesson games that ended, not yet marked done in the lessons (`weiqi.play.lesson-games`).
    LessonGames,
    /// Light or dark (`weiqi.theme`).
    Theme,
    /// The language picked in the header (`weiqi.language`).
    Language,
}

/// One record the app saves: its key, its kind, and how to check a stored text.
#[derive(Clone, Copy, Debug)]
pub struct KnownRecord {
    /// The storage key.
    pub key: &'static str,
    /// What it holds.
    pub kind: RecordKind,
    /// Whether a stored text reads as this record.
    pub check: fn(&str) -> Result<(), ReadError>,
}

const fn known<T: Record>(kind: RecordKind) -> KnownRecord {
    KnownRecord { key: T::KEY, kind, check: check::<T> }
}

/// A saved game with a game check: it reads, and its moves replay (a game with a move on an
/// occupied point or off the board, a size the app does not play, or more moves than a record
/// may have, is set aside like unreadable text, never dropped).
const fn game<T: Record>(kind: RecordKind) -> KnownRecord {
    KnownRecord { key: T::KEY, kind, check: check_game }
}

fn check_game(text: &str) -> Result<(), ReadError> {
    use crate::play::SavedGame;
    check::<SavedGame>(text)?;
    let game = super::record::read_value::<SavedGame>(text);
    replays(game.iter(), <SavedGame as Record>::VERSION)
}

/// The games put aside: each one replays.
fn check_kept(text: &str) -> Result<(), ReadError> {
    use crate::play::kept::KeptGames;
    check::<KeptGames>(text)?;
    let kept = super::record::read_value::<KeptGames>(text).unwrap_or_default();
    replays(kept.0.iter().map(|entry| &entry.game), <KeptGames as Record>::VERSION)
}

/// Whether every game of `games` replays, no longer than a record may be (`MAX_GAME_MOVES`:
/// a longer one would hold up every page as it starts).
fn replays<'a>(mut games: impl Iterator<Item = &'a crate::play::SavedGame>, version: u32) -> Result<(), ReadError> {
    let fits = |game: &crate::play::SavedGame| game.moves.split_whitespace().nth(crate::sgf::MAX_GAME_MOVES).is_none() && game.restore().is_some();
    if games.all(fits) {
        Ok(())
    } else {
        Err(ReadError::DoesNotFit { version, detail: "its moves do not replay".to_owned() })
    }
}

/// Every record the app saves.
pub const KNOWN_RECORDS: &[KnownRecord] = &[
    known::<crate::lessons::progress::Progress>(RecordKind::LessonProgress),
    known::<crate::problems::progress::Progress>(RecordKind::PracticeProgress),
    known::<crate::counting::Stats>(RecordKind::CountingResults),
    known::<crate::counting::Settings>(RecordKind::CountingSettings),
    game::<crate::play::SavedGame>(RecordKind::GameInProgress),
    // A kept game is a saved game under another key (`#[serde(transparent)]`, same version).
    KnownRecord { key: <crate::play::kept::KeptGames as Record>::KEY, kind: RecordKind::KeptGame, check: check_kept },
    known::<crate::play::saved::PlayPrefs>(RecordKind::PlaySettings),
    known::<crate::play::results::Results>(RecordKind::LevelResults),
    // Also a saved game under another key.
    game::<crate::play::saved::GameToCount>(RecordKind::GameToCount),
    known::<crate::play::preset::FinishedGames>(RecordKind::LessonGames),
    known::<crate::theme::Theme>(RecordKind::Theme),
    known::<crate::text::Locale>(RecordKind::Language),
];

/// The known record saved under `key`, if any. A set-aside copy
/// (`"<key>.corrupt.<n>"`) is the kind of the record it was set aside from.
pub fn known_record(key: &str) -> Option<&'static KnownRecord> {
    KNOWN_RECORDS.iter().find(|record| record.key == key)
}

/// The kind of what is saved under `key`, set-aside copies included.
pub fn kind_of(key: &str) -> Option<RecordKind> {
    let base = key.split(super::record::SET_ASIDE_MARKER).next().unwrap_or(key);
    known_record(base).map(|record| record.kind)
}
