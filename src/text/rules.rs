//! Words for the rules' values: results of a game.

use super::{Msg, Say};
use crate::rules::{Outcome, Quarters};

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
