//! The choices made before a game: board, handicap, komi, ko rule, colours (chosen or by
//! nigiri), clock and speech. Pure data with the rules they imply.

use serde::{Deserialize, Serialize};

use super::clock::TimeControl;
use crate::bot::Level;
use crate::rules::{fixed_handicap, handicap_compensation, BoardSize, Color, KoRule, Komi, Point, Quarters, Rng, Ruleset};

/// The board sizes offered for a full game.
pub const SIZES: [u8; 3] = [9, 13, 19];

/// Everything chosen in the new-game form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Lines of the board (9, 13 or 19 in the form; 2..=25 from a record).
    pub size: u8,
    /// Handicap stones on the star points (0, or 2..=9).
    pub handicap: u8,
    /// Komi in quarter stones (15 = 3¾ stones = 7½ points).
    pub komi: Quarters,
    /// The repetition rule.
    pub ko: KoRule,
    /// The clock.
    pub time: TimeControl,
    /// Whether the clock's calls and the moves are spoken aloud.
    pub speech: bool,
    /// Black's name (empty: unnamed, as in a record without one).
    pub black: String,
    /// White's name (empty: unnamed).
    pub white: String,
    /// Who the other player is: a friend on this device or the computer.
    #[serde(default)]
    pub opponent: Opponent,
    /// What wins the game: the count, or the first capture (Capture Go).
    #[serde(default)]
    pub goal: Goal,
    /// Teaching mode against the computer: a warning when a move leaves stones to be
    /// captured at once, with the offer to take it back.
    #[serde(default)]
    pub teaching: bool,
    /// The lesson step that sent the learner to this ready-made game, if one did: when the
    /// game ends, that step is done.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lesson: Option<super::preset::LessonStep>,
}

weiqi_engine::json_struct!(Settings { size, handicap, komi, ko, time, speech, black, white, opponent: default, goal: default, teaching: default, lesson: skip_none });

/// The other player.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Opponent {
    /// Two players take turns on one device.
    #[default]
    Friend,
    /// The computer plays `color` at `level`.
    Computer {
        /// How strong it plays.
        level: Level,
        /// The colour it plays.
        color: Color,
    },
}

weiqi_engine::json_enum!(Opponent { Friend, Computer { level, color } });

/// What wins the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Goal {
    /// The normal game: both pass, the board is counted.
    #[default]
    Count,
    /// Capture Go: whoever captures first wins.
    FirstCapture,
}

weiqi_engine::json_names!(Goal { Count = "Count", FirstCapture = "FirstCapture" });

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            size: 9,
            handicap: 0,
            komi: Komi::CHINESE.quarters(),
            ko: KoRule::PositionalSuperko,
            time: TimeControl::None,
            speech: false,
            black: "Black".to_string(),
            white: "White".to_string(),
            opponent: Opponent::Friend,
            goal: Goal::Count,
            teaching: false,
            lesson: None,
        }
    }
}

impl Settings {
    /// The board size (9×9 if the stored number is out of range).
    pub fn board_size(&self) -> BoardSize {
        BoardSize::new(u32::from(self.size)).unwrap_or(BoardSize::NINE)
    }

    /// The rules in force: Chinese rules with this komi and ko rule.
    pub fn ruleset(&self) -> Ruleset {
        Ruleset::CHINESE.with_komi(Komi(self.komi)).with_ko(self.ko)
    }

    /// The handicap stones (none for 0 or 1, or a count the board cannot take).
    pub fn handicap_stones(&self) -> Vec<Point> {
        fixed_handicap(self.board_size(), self.handicap).unwrap_or_default()
    }

    /// The computer's level and colour, in a game against it.
    pub fn computer(&self) -> Option<(Level, Color)> {
        match self.opponent {
            Opponent::Friend => None,
            Opponent::Computer { level, color } => Some((level, color)),
        }
    }

    /// The name of the player with `color`; `None` for a player a record did not name.
    pub fn name(&self, color: Color) -> Option<&str> {
        let name = match color {
            Color::Black => &self.black,
            Color::White => &self.white,
        };
        Some(name.as_str()).filter(|n| !n.trim().is_empty())
    }

    /// What Black needs to win in this game, and what that is made of.
    pub fn target(&self) -> Target {
        Target::of(self.board_size(), self.komi, if self.handicap >= 2 { self.handicap } else { 0 })
    }
}

/// What Black needs more than to win: half the board, plus komi, plus the handicap
/// compensation (half a stone per handicap stone).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Target {
    /// The total Black needs more than.
    pub needs: Quarters,
    /// Half the board.
    pub half: Quarters,
    /// Komi (0 for none).
    pub komi: Quarters,
    /// The handicap compensation (0 for none).
    pub compensation: Quarters,
    /// Handicap stones (0 for none).
    pub handicap: u8,
}

impl Target {
    /// The target on a board of `size` with `komi` and `handicap` stones.
    pub fn of(size: BoardSize, komi: Quarters, handicap: u8) -> Target {
        let half = Quarters(2 * size.area() as i32);
        let compensation = handicap_compensation(handicap);
        Target { needs: Quarters(half.0 + komi.0 + compensation.0), half, komi, compensation, handicap }
    }
}

/// A guess in nigiri: one black stone shown means "odd", two mean "even".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Parity {
    Odd,
    Even,
}

impl Parity {
    /// The parity of `n`.
    pub fn of(n: u32) -> Parity {
        if n % 2 == 1 { Parity::Odd } else { Parity::Even }
    }

}

/// Nigiri (RULES §10): one player hides a handful of white stones, the other guesses odd or
/// even; the stones are counted out in pairs, and a right guess takes Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Nigiri {
    /// How many white stones were in the hand.
    pub hidden: u32,
    /// The other player's guess.
    pub guess: Parity,
}

impl Nigiri {
    /// A handful of 8 to 27 stones, as a hand might hold.
    pub fn grab(rng: &mut Rng) -> u32 {
        8 + (rng.next_u64() % 20) as u32
    }

    /// Whether the guess was right (the guesser then takes Black).
    pub fn guessed_right(self) -> bool {
        Parity::of(self.hidden) == self.guess
    }

    /// The stones counted out in pairs: `[2, 2, …, 1]` (a lone last stone means odd).
    pub fn pairs(self) -> Vec<u32> {
        let mut out = vec![2; (self.hidden / 2) as usize];
        if self.hidden % 2 == 1 {
            out.push(1);
        }
        out
    }

}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nigiri_right_guess_takes_black() {
        let n = Nigiri { hidden: 13, guess: Parity::Odd };
        assert!(n.guessed_right());
        assert_eq!(n.pairs(), vec![2, 2, 2, 2, 2, 2, 1]);
        assert_eq!(
            crate::text::nigiri(&n, "Ann", "Bo"),
            "13 stones: 6 pairs and one left over, so odd. Bo guessed odd: right, so Bo takes Black and plays first."
        );
        let n = Nigiri { hidden: 12, guess: Parity::Odd };
        assert!(!n.guessed_right());
        assert!(crate::text::nigiri(&n, "Ann", "Bo").ends_with("wrong, so Ann takes Black and plays first."));
        let mut rng = Rng::new(7);
        for _ in 0..100 {
            assert!((8..28).contains(&Nigiri::grab(&mut rng)));
        }
    }

    #[test]
    fn target_names_komi_and_compensation() {
        let s = Settings::default();
        assert_eq!(
            crate::text::say(&s.target()),
            "Black needs more than 44¼ stones to win: half the board (40½) + 3¾ komi."
        );
        let s = Settings { size: 19, handicap: 4, komi: Quarters(0), ..Settings::default() };
        assert_eq!(
            crate::text::say(&s.target()),
            "Black needs more than 182½ stones to win: half the board (180½) + 2 given back for the handicap stones (½ × 4 stones)."
        );
        assert_eq!(s.handicap_stones().len(), 4);
    }
}
