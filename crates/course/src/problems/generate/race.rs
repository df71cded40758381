//! Capturing races on the edge: a black chain shut in by a white wall and a white chain
//! shut in by a black wall, side by side on the second line; their liberties are on the
//! first line, some already filled. Black to play and take the white chain first.

use super::chase::chain_liberties;
use super::{Plan, Reading, Sketch};
use crate::reading::is_shut_in;
use crate::rules::{Color, Rng};

pub fn plan(rng: &mut Rng) -> Option<Plan> {
    let n: i32 = if rng.below(2) == 0 { 7 } else { 9 };
    let mut s = Sketch::new(n as u8, rng);
    let (a, b) = (2 + rng.below(2) as i32, 2 + rng.below(2) as i32);
    let x0 = rng.below(3) as i32;
    let right = x0 + a + b + 1;
    if right >= n {
        return None;
    }
    let (black, white) = (Some(Color::Black), Some(Color::White));
    // White's wall around the black chain, Black's around the white one.
    for y in 0..3 {
        s.set(x0, y, white);
        s.set(right, y, black);
    }
    for x in x0..=x0 + a {
        s.set(x, 2, white);
    }
    for x in x0 + a + 1..right {
        s.set(x, 2, black);
    }
    for x in x0 + 1..=x0 + a {
        s.set(x, 1, black);
    }
    for x in x0 + a + 1..right {
        s.set(x, 1, white);
    }
    // The first line: empty liberties, or some already filled.
    for x in x0 + 1..right {
        match rng.below(6) {
            0 => s.set(x, 0, black),
            1 => s.set(x, 0, white),
            _ => {}
        }
    }
    // Even liberties: whoever plays first wins the race.
    let (racer, target) = ((x0 + 1, 1), (x0 + a + 1, 1));
    for _ in 0..4 {
        let (ours, theirs) = (chain_liberties(&s, racer.0, racer.1), chain_liberties(&s, target.0, target.1));
        if ours.len() == theirs.len() {
            break;
        }
        let (libs, stone) = if theirs.len() > ours.len() { (theirs, black) } else { (ours, white) };
        let (x, y) = libs[rng.below(libs.len() as u32) as usize];
        s.set(x, y, stone);
    }
    if chain_liberties(&s, racer.0, racer.1).len() != chain_liberties(&s, target.0, target.1).len() {
        return None;
    }
    // Sometimes a wall reaches up to the edge of the board on the other side.
    if x0 > 0 && rng.below(2) == 0 {
        s.set(x0 - 1, 2, black);
    }
    s.extras(rng.below(3), rng);
    s.plan(target, 'c', 3, fits)
}

/// The target is shut in and touches a black chain with few liberties: a race.
fn fits(r: &Reading) -> bool {
    let board = r.game.board();
    let size = board.size();
    let Some(target) = board.group(r.fight.target) else { return false };
    let racing = target.stones.iter().flat_map(|s| s.neighbors(size)).any(|q| {
        board.get(q) == Some(Color::Black) && board.group(q).is_some_and(|g| (2..=4).contains(&g.liberties.len()) && is_shut_in(board, q))
    });
    racing && is_shut_in(board, r.fight.target) && r.line.len() >= 3 && (2..=5).contains(&target.liberties.len())
}
