#![cfg(not(target_arch = "wasm32"))]
//! The lesson player's reducer and view model, step by step, on small hand-made steps: moves
//! on the board, points to find, and the other answers (numbers, choices, pictures, games).

use std::rc::Rc;

use weiqi::board_view::Highlight;
use weiqi::lessons::format::Step;
use weiqi::lessons::note::{Counted, Note};
use weiqi::lessons::player::{reduce, Action, Phase, StepState, Tone};
use weiqi::lessons::view::board_view;
use weiqi::rules::{BoardSize, Color, Point, Quarters};

/// A step from TOML text, as a lesson file would have it.
fn step(toml_text: &str) -> StepState {
    let step: Step = toml::from_str(toml_text).expect("the test step reads");
    StepState::new(Rc::new(step))
}

fn pt(s: &StepState, name: &str) -> Point {
    Point::parse_gtp(name, s.game.size()).unwrap()
}

fn click(s: &StepState, name: &str) -> StepState {
    reduce(s, Action::Click(pt(s, name)))
}

fn said(s: &StepState) -> String {
    s.feedback.as_ref().map(|f| weiqi::text::feedback(&f.notes)).unwrap_or_default()
}

/// A capture step, used by the moves and by the game step's checks.
const CAPTURE: &str = r#"
text = "Capture the white stone."
board = """
. . . . .
. . X . .
. X O . .
. . X . .
. . . . .
"""
task = "capture"
target = "C3"
wrong = [{ at = "B4", why = "That touches the stone only diagonally." }]
right = "Its last liberty is gone."
"#;

mod answers;
mod moves;
mod points;
