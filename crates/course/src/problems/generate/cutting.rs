//! Capture the cutting stones: a white stone cuts two black stones apart (Black on two
//! sides that touch at a corner, sometimes a crosscut), and Black, short of liberties,
//! must take it.

use super::chase::{around, black_nearby, chain_liberties};
use super::{Plan, Reading, Sketch};
use crate::rules::{Color, Move, Rng};

pub fn plan(rng: &mut Rng) -> Option<Plan> {
    let n = if rng.below(3) == 0 { 7 } else { 9 };
    let mut s = Sketch::new(n, rng);
    let (x, y) = (1 + rng.below(n as u32 - 3) as i32, rng.below(4) as i32);
    s.set(x, y, Some(Color::White));
    let (dx, dy) = (if rng.below(2) == 0 { -1 } else { 1 }, if rng.below(2) == 0 { -1 } else { 1 });
    s.set(x + dx, y, Some(Color::Black));
    s.set(x, y + dy, Some(Color::Black));
    if rng.below(2) == 0 {
        s.set(x + dx, y + dy, Some(Color::White));
    }
    // White stones around Black's, to make them short of liberties.
    for _ in 0..1 + rng.below(3) {
        let (a, b) = around(&s, x, y, 2, rng);
        if s.empty(a, b) {
            s.set(a, b, Some(Color::White));
        }
    }
    black_nearby(&mut s, x, y, rng.below(3), rng);
    if chain_liberties(&s, x, y).len() < 2 {
        return None;
    }
    s.extras(rng.below(3), rng);
    s.plan((x, y), 'c', 1, fits)
}

/// The target cuts: it touches two black groups, one of them short of liberties; Black
/// takes it (it has two liberties or more at the start).
fn fits(r: &Reading) -> bool {
    let board = r.game.board();
    let size = board.size();
    let Some(target) = board.group(r.fight.target) else { return false };
    let mut black_groups: Vec<crate::rules::Group> = Vec::new();
    for &st in &target.stones {
        for q in st.neighbors(size) {
            if board.get(q) == Some(Color::Black) && !black_groups.iter().any(|g| g.stones.contains(&q)) {
                black_groups.extend(board.group(q));
            }
        }
    }
    r.answers.len() == 1
        && target.liberties.len() >= 2
        && black_groups.len() >= 2
        && black_groups.iter().any(|g| g.liberties.len() <= 3)
        && r.answers.iter().all(|m| matches!(m, Move::Play(_)))
}
