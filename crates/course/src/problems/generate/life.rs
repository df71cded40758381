//! Life and death in a corner or on an edge: a group around a small eye space (three to
//! five points) with a vital point, walled in by the other colour. Black kills a white group
//! on the vital point (capture), or makes a black group live there (play).

use super::{Plan, Reading, Sketch};
use crate::rules::{Color, Rng};

/// Eye spaces with a vital point, as points from the lower left corner.
const EYES: &[&[(i32, i32)]] = &[
    &[(0, 0), (1, 0), (2, 0)],
    &[(0, 0), (1, 0), (0, 1)],
    &[(0, 0), (1, 0), (2, 0), (1, 1)],
    &[(0, 0), (1, 0), (2, 0), (0, 1), (1, 1)],
    &[(0, 0), (1, 0), (1, 1)],
    &[(0, 0), (1, 0), (2, 0), (2, 1)],
];

pub fn plan(rng: &mut Rng) -> Option<Plan> {
    let n = if rng.below(2) == 0 { 7 } else { 9 };
    let mut s = Sketch::new(n, rng);
    let eye = EYES[rng.below(EYES.len() as u32) as usize];
    let shift = rng.below(3) as i32;
    let eye: Vec<(i32, i32)> = eye.iter().map(|&(x, y)| (x + shift, y)).collect();
    let kill = rng.below(2) == 0;
    let (group, wall) = if kill { (Color::White, Color::Black) } else { (Color::Black, Color::White) };
    let ring = |inside: &[(i32, i32)], s: &Sketch| -> Vec<(i32, i32)> {
        let mut out = Vec::new();
        for &(x, y) in inside {
            for dx in -1..=1 {
                for dy in -1..=1 {
                    let q = (x + dx, y + dy);
                    if s.on_board(q.0, q.1) && !inside.contains(&q) && !out.contains(&q) {
                        out.push(q);
                    }
                }
            }
        }
        out
    };
    let stones = ring(&eye, &s);
    let mut inside = eye.clone();
    inside.extend(&stones);
    let outside = ring(&inside, &s);
    for &(x, y) in &stones {
        s.set(x, y, Some(group));
    }
    for &(x, y) in &outside {
        s.set(x, y, Some(wall));
    }
    // Sometimes a gap in the wall: one outside liberty.
    if rng.below(3) == 0 {
        let (x, y) = outside[rng.below(outside.len() as u32) as usize];
        if y > 0 {
            s.set(x, y, None);
        }
    }
    s.extras(rng.below(3), rng);
    let target = stones[0];
    let task = if kill { 'c' } else { 'p' };
    s.plan(target, task, 1, if kill { fits_kill } else { fits_live })
}

fn fits_kill(r: &Reading) -> bool {
    r.answers.len() == 1 && r.line.len() >= 3
}

fn fits_live(r: &Reading) -> bool {
    r.answers.len() == 1
}
