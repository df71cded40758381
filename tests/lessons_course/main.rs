#![cfg(not(target_arch = "wasm32"))]
//! The real course, step by step where learners went wrong: each test replays a wrong
//! answer (or walks a picture sequence) on a step of `content/lessons` and checks what the
//! learner reads and sees on the board.
//!
//! The helpers that open and answer a step are here; each behaviour has its own module.

use std::rc::Rc;

use weiqi::board_view::{Highlight, Marker};
use weiqi::lessons::format::Task;
use weiqi::lessons::player::{reduce, Action, Phase, StepState};
use weiqi::lessons::view::board_view;
use weiqi::lessons::{lesson, lessons};
use weiqi::rules::{Color, Point};

/// Step `number` (counted from 1, as the page shows it) of lesson `id`.
fn step(id: &str, number: usize) -> StepState {
    let l = lesson(weiqi::locale::Locale::En, id).unwrap_or_else(|| panic!("lesson {id}"));
    StepState::new(Rc::new(l.steps[number - 1].clone()))
}

/// The step of lesson `lesson` with id `id`.
fn named(lesson: &str, id: &str) -> StepState {
    let l = weiqi::lessons::lesson(weiqi::locale::Locale::En, lesson).unwrap_or_else(|| panic!("lesson {lesson}"));
    let st = l.steps.iter().find(|s| s.id == id).unwrap_or_else(|| panic!("{lesson} has a step {id}"));
    StepState::new(Rc::new(st.clone()))
}

fn pt(s: &StepState, name: &str) -> Point {
    Point::parse_gtp(name, s.game.size()).unwrap()
}

fn click(s: &StepState, name: &str) -> StepState {
    reduce(s, Action::Click(pt(s, name)))
}

fn answer(s: &StepState, text: &str) -> StepState {
    reduce(s, Action::Answer(text.into()))
}

fn said(s: &StepState) -> String {
    s.feedback.as_ref().map(|f| weiqi::text::feedback(&f.notes)).unwrap_or_default()
}

mod feedback;
mod pictures;
mod wording;
mod course;
mod coordinates;
mod proofs;
