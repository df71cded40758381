//! The learner's results against the computer, level by level, kept between visits: games
//! won and lost, the current run of wins, and the last games for the next game's proposal
//! ([`super::next_game`]).

use serde::{Deserialize, Serialize};

use super::next_game::{self, Played};
use crate::bot::Level;

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
    /// The last games, oldest first (at most [`next_game::KEPT_GAMES`]).
    #[serde(default)]
    pub recent: Vec<Played>,
}

weiqi_engine::json_struct!(Results { levels, counted, recent: default });

impl crate::versioned::Record for Results {
    const KEY: &'static str = "weiqi.play.results";
    const VERSION: u32 = 1;
}

impl Results {
    /// The record at `level`.
    pub fn at(&self, level: Level) -> LevelRecord {
        self.levels[usize::from(level.get() - 1)]
    }

    /// Games played against the computer, every level.
    pub fn games(&self) -> u32 {
        self.levels.iter().map(|r| r.won + r.lost).sum()
    }

    /// Adds a finished game, once per `game_key`, and to the last games when it is `rated`;
    /// returns whether it was new.
    pub fn add(&mut self, game: Played, game_key: &str, rated: bool) -> bool {
        let (level, won) = (game.level, game.won);
        if self.counted.iter().any(|k| k == game_key) {
            return false;
        }
        self.counted.push(game_key.to_string());
        if self.counted.len() > 50 {
            self.counted.remove(0);
        }
        if rated {
            self.recent.push(game);
        }
        if self.recent.len() > next_game::KEPT_GAMES {
            self.recent.remove(0);
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
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(won: bool) -> Played {
        Played { level: Level::MIN, size: 9, handicap: 2, won }
    }

    #[test]
    fn a_game_counts_once_and_the_run_of_wins_resets_on_a_loss() {
        let one = Level::MIN;
        let mut r = Results::default();
        assert!(r.add(game(true), "a", true));
        assert!(!r.add(game(true), "a", true), "the same game counts once");
        r.add(game(true), "b", true);
        r.add(game(false), "c", true);
        r.add(game(true), "d", false);
        assert_eq!(r.at(one), LevelRecord { won: 3, lost: 1, streak: 1 });
        assert_eq!((r.games(), r.recent.len()), (4, 3), "a game not rated is not among the last games");
        for k in 0..20 {
            r.add(game(true), &k.to_string(), true);
        }
        assert_eq!(r.recent.len(), next_game::KEPT_GAMES, "only the last games are kept");
    }
}
