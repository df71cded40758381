//! The new-game form as pure state: every choice typed (board, handicap, komi, ko rule, clock,
//! the opponent and its level, colours or nigiri, Capture Go), the rules that tie choices
//! together (no komi in a handicap game), and the [`Settings`] a game starts with.

use super::clock::TimeControl;
use super::next_game::Proposal;
use super::settings::{Goal, Opponent, Settings, SIZES};
use crate::bot::Level;
use crate::decimal::parse_decimal;
use crate::rules::{max_fixed_handicap, BoardSize, Color, KoRule, Komi, Quarters};

/// The komi offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KomiChoice {
    /// 3¾ stones (7½ points), the Chinese rules' komi.
    Chinese,
    /// 2¾ stones (5½ points), the older Chinese komi.
    Old,
    /// None (handicap games).
    None,
    /// Another amount.
    Custom,
}

/// The clocks offered.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockChoice {
    /// No clock.
    None,
    /// Basic time, then the game is lost.
    SuddenDeath,
    /// Basic time, then a reserve counted down a minute at a time.
    Countdown,
    /// Basic time, then this many seconds a move (30, 20 or 10).
    Fast(u32),
}

impl ClockChoice {
    /// Every choice, in the form's order.
    pub const ALL: [ClockChoice; 6] = [
        ClockChoice::None,
        ClockChoice::SuddenDeath,
        ClockChoice::Countdown,
        ClockChoice::Fast(30),
        ClockChoice::Fast(20),
        ClockChoice::Fast(10),
    ];
}

/// Who takes Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colours {
    /// Player 1 (in a game against the computer: you).
    FirstBlack,
    /// Player 2 (the computer).
    SecondBlack,
    /// Decided by nigiri.
    Nigiri,
}

/// Whom the game is against.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Against {
    /// A friend on this device.
    Friend,
    /// The computer at a level.
    Computer(Level),
}

/// What the form holds while it is filled in.
#[derive(Clone, Debug, PartialEq)]
pub struct NewGame {
    /// Lines of the board (9, 13 or 19; 7 too for Capture Go).
    pub size: u8,
    /// Handicap stones (0, or 2 up to the board's most).
    pub handicap: u8,
    /// The komi chosen.
    pub komi: KomiChoice,
    /// The custom komi.
    pub custom_komi: Quarters,
    /// The repetition rule.
    pub ko: KoRule,
    /// Whom the game is against.
    pub against: Against,
    /// Who takes Black.
    pub colours: Colours,
    /// Player 1's name (two players).
    pub player1: String,
    /// Player 2's name.
    pub player2: String,
    /// The clock.
    pub clock: ClockChoice,
    /// Basic time in minutes.
    pub basic_min: u32,
    /// Countdown reserve in minutes.
    pub reserve_min: u32,
    /// Speak the clock's calls.
    pub speech: bool,
    /// The normal game or Capture Go.
    pub goal: Goal,
    /// Teaching mode (against the computer).
    pub teaching: bool,
}

/// Board sizes for Capture Go.
pub const CAPTURE_SIZES: [u8; 2] = [7, 9];

impl NewGame {
    /// The form filled in as `s` was (the last game's settings).
    pub fn from_settings(s: &Settings) -> NewGame {
        let (clock, basic, reserve) = match s.time {
            TimeControl::None => (ClockChoice::None, 10 * 60, 5),
            TimeControl::SuddenDeath { main_s } => (ClockChoice::SuddenDeath, main_s, 5),
            TimeControl::Countdown { main_s, minutes } => (ClockChoice::Countdown, main_s, minutes),
            TimeControl::Fast { main_s, period_s } => (ClockChoice::Fast(period_s), main_s, 5),
        };
        let komi = match Komi(s.komi) {
            Komi::CHINESE => KomiChoice::Chinese,
            Komi::OLD_CHINESE => KomiChoice::Old,
            Komi::NONE => KomiChoice::None,
            _ => KomiChoice::Custom,
        };
        let (against, colours) = match s.opponent {
            Opponent::Friend => (Against::Friend, Colours::FirstBlack),
            Opponent::Computer { level, color: Color::White } => (Against::Computer(level), Colours::FirstBlack),
            Opponent::Computer { level, color: Color::Black } => (Against::Computer(level), Colours::SecondBlack),
        };
        let mut form = NewGame {
            size: 9,
            handicap: s.handicap,
            komi,
            custom_komi: s.komi,
            ko: s.ko,
            against,
            colours,
            player1: String::new(),
            player2: String::new(),
            clock,
            basic_min: basic / 60,
            reserve_min: reserve.max(1),
            speech: s.speech,
            goal: s.goal,
            teaching: s.teaching || s.opponent == Opponent::Friend,
        };
        form.set_size(s.size);
        form
    }

    /// The sizes offered for the chosen game.
    pub fn sizes(&self) -> &'static [u8] {
        match self.goal {
            Goal::Count => &SIZES,
            Goal::FirstCapture => &CAPTURE_SIZES,
        }
    }

    /// Chooses the board; a size the game does not offer becomes 9, and a handicap the board
    /// cannot take is dropped.
    pub fn set_size(&mut self, size: u8) {
        self.size = if self.sizes().contains(&size) { size } else { 9 };
        if self.handicap > self.max_handicap() {
            self.set_handicap(0);
        }
    }

    /// The most handicap stones the board takes (none in Capture Go).
    pub fn max_handicap(&self) -> u8 {
        match self.goal {
            Goal::FirstCapture => 0,
            Goal::Count => max_fixed_handicap(BoardSize::new(u32::from(self.size)).unwrap_or(BoardSize::NINE)),
        }
    }

    /// Chooses the handicap. The Chinese convention: a handicap game has no komi (the
    /// compensation of RULES §9 instead), an even game the usual komi.
    pub fn set_handicap(&mut self, stones: u8) {
        self.handicap = if stones >= 2 && stones <= self.max_handicap() { stones } else { 0 };
        if self.handicap >= 2 && self.komi == KomiChoice::Chinese {
            self.komi = KomiChoice::None;
        } else if self.handicap == 0 && self.komi == KomiChoice::None {
            self.komi = KomiChoice::Chinese;
        }
    }

    /// Takes a handicap of `stones` against the computer: the learner plays Black, with the
    /// stones, and no komi.
    pub fn take_handicap(&mut self, stones: u8) {
        self.colours = Colours::FirstBlack;
        self.komi = KomiChoice::Chinese;
        self.set_handicap(stones);
    }

    /// Sets up the game proposed after the last ones (`next_game::propose`): the computer at
    /// its level, and the learner's handicap stones, or an even game with komi and the
    /// colours drawn by nigiri, as a rated even game is.
    pub fn take_proposal(&mut self, proposal: &Proposal) {
        self.set_against(Against::Computer(proposal.level));
        self.take_handicap(proposal.handicap);
        if proposal.handicap < 2 {
            self.colours = Colours::Nigiri;
        }
    }

    /// Whether the form holds the game `proposal` proposes.
    pub fn is_proposal(&self, proposal: &Proposal) -> bool {
        let (colours, komi) = if proposal.handicap >= 2 { (Colours::FirstBlack, KomiChoice::None) } else { (Colours::Nigiri, KomiChoice::Chinese) };
        self.against == Against::Computer(proposal.level) && self.handicap == proposal.handicap && (self.colours, self.komi) == (colours, komi)
    }

    /// Chooses the opponent; levels 1 to 3 turn teaching mode on.
    pub fn set_against(&mut self, against: Against) {
        if let Against::Computer(level) = against {
            if level.get() <= 3 {
                self.teaching = true;
            }
        }
        self.against = against;
    }

    /// Chooses between the normal game and Capture Go (no handicap, no komi, a small board).
    pub fn set_goal(&mut self, goal: Goal) {
        self.goal = goal;
        self.set_size(self.size);
        if goal == Goal::FirstCapture {
            self.set_handicap(0);
        }
    }

    /// Reads a custom komi typed in points ("7.5", "6½"); anything else leaves it as it was.
    pub fn set_custom_komi(&mut self, points: &str) {
        let text = points.trim().replace('½', ".5");
        if let Some(p) = parse_decimal(&text) {
            if p.is_finite() && p.abs() <= 100.0 {
                self.custom_komi = Komi::from_points(p).quarters();
            }
        }
    }

    /// The komi in quarter stones.
    pub fn komi(&self) -> Quarters {
        match self.komi {
            KomiChoice::Chinese => Komi::CHINESE.quarters(),
            KomiChoice::Old => Komi::OLD_CHINESE.quarters(),
            KomiChoice::None => Quarters(0),
            KomiChoice::Custom => self.custom_komi,
        }
    }

    /// The clock.
    pub fn time(&self) -> TimeControl {
        let main_s = self.basic_min.min(600) * 60;
        match self.clock {
            ClockChoice::None => TimeControl::None,
            ClockChoice::SuddenDeath => TimeControl::SuddenDeath { main_s: main_s.max(60) },
            ClockChoice::Countdown => TimeControl::Countdown { main_s, minutes: self.reserve_min.clamp(1, 60) },
            ClockChoice::Fast(period_s) => TimeControl::Fast { main_s, period_s },
        }
    }

    /// The settings of the game, with `first_black` telling whether player 1 (you, against
    /// the computer) takes Black, and `names` the two players' names (player 1's, then
    /// player 2's or the computer's).
    pub fn settings(&self, first_black: bool, names: [&str; 2]) -> Settings {
        let [first, second] = names;
        let (black, white) = if first_black { (first, second) } else { (second, first) };
        let opponent = match self.against {
            Against::Friend => Opponent::Friend,
            Against::Computer(level) => {
                Opponent::Computer { level, color: if first_black { Color::White } else { Color::Black } }
            }
        };
        let capture = self.goal == Goal::FirstCapture;
        Settings {
            size: self.size,
            handicap: if capture { 0 } else { self.handicap },
            komi: if capture { Quarters(0) } else { self.komi() },
            ko: self.ko,
            time: self.time(),
            speech: self.speech,
            black: black.to_string(),
            white: white.to_string(),
            opponent,
            goal: self.goal,
            teaching: match self.against {
                Against::Friend => false,
                Against::Computer(level) => self.teaching || level.get() <= 3,
            },
            lesson: None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::next_game::Why;

    #[test]
    fn the_proposed_game_is_set_up_with_its_stones_or_even_by_nigiri() {
        let mut form = NewGame::from_settings(&Settings::default());
        (form.komi, form.custom_komi) = (KomiChoice::Custom, Quarters(15));
        let with_stones = Proposal { level: Level::new(2).unwrap(), handicap: 4, why: Why::First };
        assert!(!form.is_proposal(&with_stones));
        form.take_proposal(&with_stones);
        assert!(form.is_proposal(&with_stones));
        assert_eq!((form.handicap, form.colours, form.komi()), (4, Colours::FirstBlack, Quarters(0)));
        let even = Proposal { level: Level::new(3).unwrap(), handicap: 0, why: Why::First };
        assert!(!form.is_proposal(&even));
        form.take_proposal(&even);
        assert!(form.is_proposal(&even) && !form.is_proposal(&with_stones));
        assert_eq!((form.against, form.handicap, form.colours, form.komi()), (Against::Computer(Level::new(3).unwrap()), 0, Colours::Nigiri, Komi::CHINESE.quarters()));
    }

    #[test]
    fn a_handicap_takes_the_komi_away_and_an_even_game_gives_it_back() {
        let mut form = NewGame::from_settings(&Settings::default());
        assert_eq!(form.komi(), Komi::CHINESE.quarters());
        form.set_handicap(3);
        assert_eq!((form.handicap, form.komi()), (3, Quarters(0)));
        form.set_handicap(0);
        assert_eq!(form.komi(), Komi::CHINESE.quarters());
        // A chosen komi other than the usual one is left alone.
        form.komi = KomiChoice::Old;
        form.set_handicap(2);
        assert_eq!(form.komi(), Komi::OLD_CHINESE.quarters());
    }
}
