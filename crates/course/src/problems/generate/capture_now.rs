//! Capture now: a white chain of one to three stones with one liberty left; Black takes it.

use super::{Plan, Reading, Sketch};
use crate::rules::{Color, Rng};

pub fn plan(rng: &mut Rng) -> Option<Plan> {
    let n = if rng.below(4) == 0 { 7 } else { 9 };
    let mut s = Sketch::new(n, rng);
    let (x, y) = (rng.below(5) as i32, rng.below(4) as i32);
    s.set(x, y, Some(Color::White));
    let mut chain = vec![(x, y)];
    for _ in 0..rng.below(3) {
        let (cx, cy) = chain[rng.below(chain.len() as u32) as usize];
        let free = s.empty_neighbors(cx, cy);
        if free.is_empty() {
            break;
        }
        let (a, b) = free[rng.below(free.len() as u32) as usize];
        s.set(a, b, Some(Color::White));
        chain.push((a, b));
    }
    let mut liberties: Vec<(i32, i32)> = chain.iter().flat_map(|&(a, b)| s.empty_neighbors(a, b)).collect();
    weiqi_engine::sort::sort(&mut liberties);
    liberties.dedup();
    if liberties.is_empty() {
        return None;
    }
    let keep = liberties[rng.below(liberties.len() as u32) as usize];
    for &(a, b) in liberties.iter().filter(|&&l| l != keep) {
        s.set(a, b, Some(Color::Black));
    }
    s.extras(rng.below(4), rng);
    let plan = s.plan((x, y), 'c', 1, fits)?;
    // A capture at once: the proof reads one move.
    Some(Plan { depth: 1, ..plan })
}

fn fits(r: &Reading) -> bool {
    r.liberties() == 1 && r.answers.len() == 1
}
