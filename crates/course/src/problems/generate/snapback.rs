//! Snapback: Black throws a stone in, White takes it and is left in atari, and Black takes
//! back more on the same point. A few known shapes, placed at different points along an
//! edge or in a corner.

use super::{Plan, Reading, Sketch};
use crate::rules::Rng;

/// A shape: its rows (top first, `X` black, `O` white, `x` black or empty, `.` empty), where its lower left point may go (x, y ranges from the
/// lower left corner), and the target in the shape.
struct Shape {
    rows: &'static [&'static str],
    x0: (i32, i32),
    y0: (i32, i32),
    target: (i32, i32),
}

const SHAPES: &[Shape] = &[
    // A white wall on the left, two white stones cut off under Black's wall.
    Shape { rows: &[".O....", ".OXXXX", ".OXOOX", ".OO..X"], x0: (0, 2), y0: (0, 0), target: (3, 1) },
    // In the corner: two white stones on the second line, the corner point empty.
    Shape { rows: &["XXX..", "OOXOO", "..OOO"], x0: (0, 0), y0: (0, 0), target: (0, 1) },
    // Out from the edge: two white stones under a Black cap, the throw-in under them.
    Shape { rows: &["XX..", "XOOX", "O..X", ".OX."], x0: (1, 3), y0: (1, 2), target: (1, 2) },
    // On the edge: the throw-in between two white stones under Black's wall.
    Shape { rows: &["xXXXx", "XOOOX", "XO..OX"], x0: (0, 2), y0: (0, 0), target: (1, 1) },
];

pub fn plan(rng: &mut Rng) -> Option<Plan> {
    let shape = &SHAPES[rng.below(SHAPES.len() as u32) as usize];
    let n = if rng.below(3) == 0 { 7 } else { 9 };
    let mut s = Sketch::new(n, rng);
    let x0 = shape.x0.0 + rng.below((shape.x0.1 - shape.x0.0 + 1) as u32) as i32;
    let y0 = shape.y0.0 + rng.below((shape.y0.1 - shape.y0.0 + 1) as u32) as i32;
    let width = shape.rows.iter().map(|r| r.split_whitespace().count()).max().unwrap_or(0) as i32;
    if x0 + width > i32::from(n) {
        return None;
    }
    s.draw(shape.rows, x0, y0, rng);
    s.extras(1 + rng.below(3), rng);
    s.plan((x0 + shape.target.0, y0 + shape.target.1), 'c', 2, fits)
}

fn fits(r: &Reading) -> bool {
    r.line.len() >= 3 && r.line[2] == r.line[0]
}
