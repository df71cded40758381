//! The names of the ready-made games a lesson can send the learner to (`game = "capture"` in a
//! lesson file, `#/play?game=capture` as an address).

use serde::{Deserialize, Serialize};

/// A ready-made game against the computer at level 1, the learner taking Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    /// Capture Go on 7×7: whoever captures first wins.
    Capture,
    /// A whole game on 9×9 under the Chinese rules, with two handicap stones, counted at the end.
    First,
}

impl Preset {
    /// Every preset.
    pub const ALL: [Preset; 2] = [Preset::Capture, Preset::First];

    /// The name in addresses and lesson files.
    pub fn name(self) -> &'static str {
        match self {
            Preset::Capture => "capture",
            Preset::First => "first",
        }
    }

    /// The preset called `name` (exactly as [`Preset::name`] writes it).
    pub fn from_name(name: &str) -> Option<Preset> {
        Preset::ALL.into_iter().find(|p| p.name() == name)
    }

    /// Handicap stones the learner takes: a first whole game should be winnable, so it is
    /// played with two, the stones chapter 12 counts with (the Play page's own first proposal,
    /// from the levels' ranks, offers as many or more: `next_game::propose`).
    pub fn handicap(self) -> u8 {
        match self {
            Preset::Capture => 0,
            Preset::First => 2,
        }
    }

    /// Lines of the board the game is played on.
    pub fn size(self) -> u8 {
        match self {
            Preset::Capture => 7,
            Preset::First => 9,
        }
    }
}
