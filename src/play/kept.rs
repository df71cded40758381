//! The games put aside on the Play page, as saved: a list, newest first, each with the moment
//! it was put aside. Two tabs never drop each other's: a tab applies its own changes (games it
//! put aside, games it took back or deleted) to the list as stored.

use serde::{Deserialize, Serialize};

use super::saved::SavedGame;
use crate::json::{FromJson, Json, JsonError, ToJson};

/// How many games can be put aside; one more asks first, then the oldest goes.
pub const MAX_KEPT: usize = 20;

/// One game put aside.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptEntry {
    /// The game.
    pub game: SavedGame,
    /// When it was put aside, in milliseconds since 1970 (0: not known, from version 1).
    pub at: u64,
}

weiqi_engine::json_struct!(KeptEntry { game, at });

/// The games put aside, newest first (`weiqi.play.kept`; version 1 held one game).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct KeptGames(pub Vec<KeptEntry>);

/// Written as the list itself.
impl ToJson for KeptGames {
    fn write_json(&self, out: &mut String) {
        self.0.write_json(out);
    }
}

impl FromJson for KeptGames {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        Vec::from_json(json).map(KeptGames)
    }
}

impl crate::versioned::Record for KeptGames {
    const KEY: &'static str = "weiqi.play.kept";
    const VERSION: u32 = 2;

    fn migrate(from_version: u32, data: Json) -> Result<Self, String> {
        match from_version {
            1 => SavedGame::from_json(&data)
                .map(|game| KeptGames(vec![KeptEntry { game, at: 0 }]))
                .map_err(|e| e.to_string()),
            v => Err(crate::versioned::no_migration::<KeptGames>(v)),
        }
    }
}

/// Whether two saved games are the same game (the same start and moves; the clocks may differ).
pub fn same_game(a: &SavedGame, b: &SavedGame) -> bool {
    a.settings == b.settings && a.start_black == b.start_black && a.start_white == b.start_white && a.moves == b.moves && a.end == b.end
}

/// Applies this tab's list (`mine`: each game with the moment it was put aside, `None` when
/// just now) to the list as `stored`: games of `seen` (the list as this tab last found it
/// stored) that `mine` no longer has are taken out; games of `mine` not stored are added,
/// dated `now` when they have no date. Newest first. Returns whether `stored` changed.
///
/// # Examples
/// ```
/// use weiqi::play::kept::{apply_kept, KeptEntry, KeptGames};
/// use weiqi::play::{PlayState, SavedGame, Settings};
///
/// let game = SavedGame::of(&PlayState::new(Settings::default()));
/// let mut other = game.clone();
/// other.moves = "Bee".into();
/// // Another tab put `other` aside; this one puts `game` aside: both are kept.
/// let mut stored = KeptGames(vec![KeptEntry { game: other.clone(), at: 5 }]);
/// assert!(apply_kept(&mut stored, &[], &[(game.clone(), None)], 9));
/// assert_eq!(stored.0.len(), 2);
/// assert_eq!(stored.0[0], KeptEntry { game: game.clone(), at: 9 });
/// // This tab takes `game` back: only `other` is left.
/// assert!(apply_kept(&mut stored, &[game, other.clone()], &[(other, Some(5))], 10));
/// assert_eq!(stored.0.len(), 1);
/// ```
pub fn apply_kept(stored: &mut KeptGames, seen: &[SavedGame], mine: &[(SavedGame, Option<u64>)], now: u64) -> bool {
    let before = stored.0.len();
    let gone = |game: &SavedGame| seen.iter().any(|s| same_game(s, game)) && !mine.iter().any(|(m, _)| same_game(m, game));
    stored.0.retain(|entry| !gone(&entry.game));
    let mut changed = stored.0.len() != before;
    for (game, at) in mine {
        if !stored.0.iter().any(|entry| same_game(&entry.game, game)) {
            // In its place: the list stays newest first.
            let at = at.unwrap_or(now);
            let place = stored.0.partition_point(|entry| entry.at >= at);
            stored.0.insert(place, KeptEntry { game: game.clone(), at });
            changed = true;
        }
    }
    changed
}
