//! Escape: Black's stones in atari, to be saved by running out to open space or by taking
//! a white stone around them; the wrong ways run into a ladder or the edge.

use super::chase::{around, surround_to};
use super::{Plan, Reading, Sketch};
use crate::rules::{Color, Rng};

pub fn plan(rng: &mut Rng) -> Option<Plan> {
    let n = if rng.below(3) == 0 { 7 } else { 9 };
    let mut s = Sketch::new(n, rng);
    let (x, y) = (1 + rng.below(n as u32 - 3) as i32, rng.below(3) as i32);
    s.set(x, y, Some(Color::Black));
    if rng.below(3) == 0 {
        let free = s.empty_neighbors(x, y);
        let (a, b) = free[rng.below(free.len() as u32) as usize];
        s.set(a, b, Some(Color::Black));
    }
    surround_to(&mut s, x, y, 1, rng, Color::White);
    for _ in 0..rng.below(3) {
        let (a, b) = around(&s, x, y, 2, rng);
        if s.empty(a, b) {
            s.set(a, b, Some(if rng.below(3) == 0 { Color::Black } else { Color::White }));
        }
    }
    s.extras(rng.below(3), rng);
    s.plan((x, y), 's', 2, fits)
}

fn fits(r: &Reading) -> bool {
    r.liberties() == 1 && !r.answers.is_empty()
}
