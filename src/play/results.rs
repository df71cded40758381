//! The learner's results against the computer, level by level, kept between visits: games
//! won and lost, the current run of wins, and after three wins in a row the suggestion to try
//! the next level.

use serde::{Deserialize, Serialize};

use crate::bot::Level;

/// Wins in a row at a level after which the next level is suggested.
pub const WINS_TO_MOVE_UP: u32 = 3;

/// One level's record.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LevelRecord {
    /// Games won.
    pub won: u32,
    /// Games lost.
    pub lost: u32,
    /// Wins since the last loss.
    pub streak: u32,
}

weiqi_engine::json_struct!(LevelRecord { won, lost, streak });

/// The record of every level, weakest first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Results {
    /// By level number − 1.
    pub levels: [LevelRecord; 8],
    /// Games already counted in, by their key, so a finished game counts once (even after a
    /// reload shows it again).
    pub counted: Vec<String>,
}

weiqi_engine::json_struct!(Results { levels, counted });

impl crate::versioned::Record for Results {
    const KEY: &'static str = "weiqi.play.results";
    const VERSION: u32 = 1;
}

impl Results {
    /// The record at `level`.
    pub fn at(&self, level: Level) -> LevelRecord {
        self.levels[usize::from(level.get() - 1)]
    }

    /// Adds a finished game at `level`, once per `game_key`; returns whether it was new.
    pub fn add(&mut self, level: Level, won: bool, game_key: &str) -> bool {
        if self.counted.iter().any(|k| k == game_key) {
            return false;
        }
        self.counted.push(game_key.to_string());
        if self.counted.len() > 50 {
            self.counted.remove(0);
        }
        let r = &mut self.levels[usize::from(level.get() - 1)];
        if won {
            r.won += 1;
            r.streak += 1;
        } else {
            r.lost += 1;
            r.streak = 0;
        }
        true
    }

    /// Handicap stones to suggest for a game at `level` on a board of `size` lines: at the
    /// weakest level until the learner's first win there (a first game should be winnable),
    /// 2 stones on 9×9 (as the course's first game), 3 on 13×13, 4 on 19×19.
    pub fn first_game_handicap(&self, level: Level, size: u8) -> Option<u8> {
        (level == Level::MIN && self.at(level).won == 0).then_some(match size {
            0..=9 => super::preset::Preset::First.handicap(),
            10..=13 => 3,
            _ => 4,
        })
    }

    /// The next level to try, once the learner has won [`WINS_TO_MOVE_UP`] in a row at
    /// `level` (none above the strongest).
    pub fn suggestion(&self, level: Level) -> Option<Level> {
        (self.at(level).streak >= WINS_TO_MOVE_UP).then(|| Level::new(level.get() + 1)).flatten()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_handicap_is_suggested_at_level_1_until_the_first_win_there() {
        let one = Level::MIN;
        let mut r = Results::default();
        assert_eq!((r.first_game_handicap(one, 9), r.first_game_handicap(one, 19)), (Some(2), Some(4)));
        assert_eq!(r.first_game_handicap(Level::new(2).unwrap(), 9), None);
        r.add(one, false, "a");
        assert_eq!(r.first_game_handicap(one, 13), Some(3), "a loss: still suggested");
        r.add(one, true, "b");
        assert_eq!(r.first_game_handicap(one, 9), None);
    }

    #[test]
    fn three_wins_in_a_row_suggest_the_next_level_and_a_loss_resets_the_run() {
        let one = Level::MIN;
        let mut r = Results::default();
        assert!(r.add(one, true, "a"));
        assert!(!r.add(one, true, "a"), "the same game counts once");
        r.add(one, true, "b");
        assert_eq!(r.suggestion(one), None);
        r.add(one, false, "c");
        r.add(one, true, "d");
        r.add(one, true, "e");
        assert_eq!(r.suggestion(one), None);
        r.add(one, true, "f");
        assert_eq!(r.suggestion(one), Level::new(2));
        assert_eq!(r.at(one), LevelRecord { won: 5, lost: 1, streak: 3 });
        let mut top = Results::default();
        for k in ["x", "y", "z"] {
            top.add(Level::MAX, true, k);
        }
        assert_eq!(top.suggestion(Level::MAX), None);
    }
}
