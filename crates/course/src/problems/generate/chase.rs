//! Chases of a lone white stone (or two): the atari from the right side that drives it
//! into the edge or Black's stones ([`atari`]), the ladder ([`ladder`]) and the net
//! ([`net`]).

use super::{Plan, Reading, Sketch};
use crate::rules::{Color, Rng};

/// A random point within `d` lines of (x, y) (not (x, y) itself), on the board.
pub(super) fn around(s: &Sketch, x: i32, y: i32, d: i32, rng: &mut Rng) -> (i32, i32) {
    loop {
        let a = x - d + rng.below((2 * d + 1) as u32) as i32;
        let b = y - d + rng.below((2 * d + 1) as u32) as i32;
        if (a, b) != (x, y) && s.on_board(a, b) {
            return (a, b);
        }
    }
}

/// Whether (a, b) touches (x, y) along a line.
pub(super) fn touches(a: i32, b: i32, x: i32, y: i32) -> bool {
    (a - x).abs() + (b - y).abs() == 1
}

/// Black stones at `count` random empty points within two lines of (x, y) that do not touch
/// it.
pub(super) fn black_nearby(s: &mut Sketch, x: i32, y: i32, count: u32, rng: &mut Rng) {
    for _ in 0..count {
        let (a, b) = around(s, x, y, 2, rng);
        if s.empty(a, b) && !touches(a, b, x, y) {
            s.set(a, b, Some(Color::Black));
        }
    }
}

/// A white stone on the first or second line, with two liberties: one atari drives it
/// into the edge or Black's stones, the other lets it out.
pub fn atari(rng: &mut Rng) -> Option<Plan> {
    let n = if rng.below(3) == 0 { 7 } else { 9 };
    let mut s = Sketch::new(n, rng);
    let (x, y) = (1 + rng.below(n as u32 - 3) as i32, rng.below(2) as i32);
    s.set(x, y, Some(Color::White));
    if rng.below(3) == 0 {
        let free = s.empty_neighbors(x, y);
        let (a, b) = free[rng.below(free.len() as u32) as usize];
        s.set(a, b, Some(Color::White));
    }
    surround_to(&mut s, x, y, 2, rng, Color::Black);
    black_nearby(&mut s, x, y, rng.below(3), rng);
    s.extras(rng.below(3), rng);
    s.plan((x, y), 'c', 1, |r: &Reading| r.answers.len() == 1 && r.line.len() == 3 && r.liberties_after(1) == 1)
}

/// Stones of `color` on the liberties of the chain on (x, y) until it has `left`.
pub(super) fn surround_to(s: &mut Sketch, x: i32, y: i32, left: usize, rng: &mut Rng, color: Color) {
    loop {
        let libs = chain_liberties(s, x, y);
        if libs.len() <= left {
            return;
        }
        let (a, b) = libs[rng.below(libs.len() as u32) as usize];
        s.set(a, b, Some(color));
    }
}

/// The liberties of the chain on (x, y).
pub(super) fn chain_liberties(s: &Sketch, x: i32, y: i32) -> Vec<(i32, i32)> {
    let color = s.get(x, y);
    let mut chain = vec![(x, y)];
    let mut k = 0;
    while k < chain.len() {
        let (a, b) = chain[k];
        k += 1;
        for q in [(a - 1, b), (a + 1, b), (a, b - 1), (a, b + 1)] {
            if s.on_board(q.0, q.1) && s.get(q.0, q.1) == color && !chain.contains(&q) {
                chain.push(q);
            }
        }
    }
    let mut libs: Vec<(i32, i32)> = chain.iter().flat_map(|&(a, b)| s.empty_neighbors(a, b)).collect();
    weiqi_engine::sort::sort(&mut libs);
    libs.dedup();
    libs
}

/// A white stone with Black on two sides that touch at a corner and a third Black stone
/// diagonal to it on the side of its liberties: the ladder works one way, unless a white
/// stone stands in its path.
pub fn ladder(rng: &mut Rng) -> Option<Plan> {
    let mut s = Sketch::new(9, rng);
    let (x, y, dx, dy) = corner_start(&mut s, rng);
    black_nearby(&mut s, x, y, rng.below(2), rng);
    if rng.below(2) == 0 {
        let (a, b) = around(&s, x, y, 4, rng);
        if s.empty(a, b) && (a - x).abs().max((b - y).abs()) >= 3 {
            s.set(a, b, Some(Color::White));
        }
    }
    s.extras(rng.below(3), rng);
    let _ = (dx, dy);
    let plan = s.plan((x, y), 'c', 1, |r: &Reading| r.answers.len() == 1 && r.line.len() >= 7 && r.all_ataris())?;
    Some(Plan { depth: 24, ..plan })
}

/// A white stone at (x, y) with Black on (x + dx, y) and (x, y + dy), and one more Black
/// stone diagonal to it, on the side of its liberties; returns (x, y, dx, dy).
fn corner_start(s: &mut Sketch, rng: &mut Rng) -> (i32, i32, i32, i32) {
    let (x, y) = (2 + rng.below(5) as i32, 2 + rng.below(5) as i32);
    let (dx, dy) = (if rng.below(2) == 0 { -1 } else { 1 }, if rng.below(2) == 0 { -1 } else { 1 });
    s.set(x, y, Some(Color::White));
    s.set(x + dx, y, Some(Color::Black));
    s.set(x, y + dy, Some(Color::Black));
    if rng.below(2) == 0 {
        s.set(x - dx, y + dy, Some(Color::Black));
    } else {
        s.set(x + dx, y - dy, Some(Color::Black));
    }
    (x, y, dx, dy)
}

/// A white stone that a ladder does not catch (a white stone stands in its path, or the
/// chase would run the wrong way): the net does.
pub fn net(rng: &mut Rng) -> Option<Plan> {
    let mut s = Sketch::new(9, rng);
    let (x, y, dx, dy) = if rng.below(2) == 0 {
        corner_start(&mut s, rng)
    } else {
        let (x, y) = (2 + rng.below(5) as i32, 2 + rng.below(5) as i32);
        s.set(x, y, Some(Color::White));
        surround_to(&mut s, x, y, 2, rng, Color::Black);
        (x, y, 1, 1)
    };
    // A white stone in the ladder's path, two or three points out diagonally.
    let far = 2 + rng.below(2) as i32;
    let (a, b) = (x - dx * far, y - dy * far);
    if s.empty(a, b) {
        s.set(a, b, Some(Color::White));
    }
    black_nearby(&mut s, x, y, 1 + rng.below(3), rng);
    s.extras(rng.below(3), rng);
    s.plan((x, y), 'c', 1, |r: &Reading| {
        let first_on_liberty = r.game.board().group(r.fight.target).is_some_and(|g| r.line.first().is_some_and(|m| {
            matches!(m, crate::rules::Move::Play(p) if g.liberties.contains(p))
        }));
        r.answers.len() == 1 && r.line.len() >= 3 && !first_on_liberty
    })
}
