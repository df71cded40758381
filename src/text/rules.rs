//! Words for the rules' values: results of a game.

use super::{say, Msg, Say};
use crate::rules::{Color, MoveReport, Outcome, Quarters};

/// "Black" or "White", as a name on its own.
impl Say for Color {
    fn msg(&self) -> Msg {
        match self {
            Color::Black => Msg::new("color-black"),
            Color::White => Msg::new("color-white"),
        }
    }
}

impl Say for Outcome {
    fn msg(&self) -> Msg {
        match self.winner() {
            None => Msg::new("result-draw"),
            Some(color) => {
                let margin = Quarters(self.margin.0.abs());
                Msg::new("result-win")
                    .arg("winner", color)
                    .arg("stones", super::Arg::Stones(margin))
                    .arg("points", super::Arg::Points(margin))
            }
        }
    }
}

/// "Black D4. Captures 2 stones. The white group at E5 has 1 liberty left."
impl Say for MoveReport {
    fn msg(&self) -> Msg {
        let mut text = match &self.at {
            None => say(&Msg::new("move-pass").arg("color", self.color)),
            Some(at) => say(&Msg::new("move-played").arg("color", self.color).arg("at", at.as_str())),
        };
        let mut more = |m: Msg| text = say(&Msg::new("two-sentences").arg("first", text.clone()).arg("second", say(&m)));
        if self.captured > 0 {
            more(Msg::new("move-captures").arg("stones", self.captured));
        }
        for atari in &self.ataris {
            let key = if atari.own { "move-own-atari" } else { "move-atari" };
            more(Msg::new(key).arg("color", atari.color).arg("at", atari.first.as_str()));
        }
        Msg::new("as-is").arg("text", text)
    }
}
