//! Move priors: the virtual visits and wins a new node starts with, from simple Go knowledge
//! (captures, escapes, shapes, nearness to the last move, the lines near the edge in empty
//! areas, self-atari).

use crate::rules::board::{cell_of, neighbors, BORDER, EMPTY};
use crate::rules::point::STRIDE;
use crate::rules::{Board, Color};

use super::patterns;
use super::playout::PASS;
use super::tactics::{shape_of_move, MoveShape};

/// The virtual visits every move starts with, at an even value.
const EVEN_PRIOR: f32 = 10.0;

/// Whether most of the board is still empty (the third and fourth lines are worth more then).
pub(crate) fn is_opening(board: &Board) -> bool {
    board.empty_indices().len() * 10 >= board.size().area() as usize * 8
}

/// The prior of `color` playing on `i`, or `None` for a self-atari of three or more stones
/// that captures nothing (never searched).
pub(crate) fn of_move(board: &Board, color: Color, i: usize, last: usize, opening: bool) -> Option<(f32, f32)> {
    let shape = shape_of_move(board, color, i);
    if shape.is_self_atari() && shape.chain_size >= 3 {
        return None;
    }
    Some(weighed(board, color, i, last, shape, opening))
}

/// The prior of passing: a poor move while there is much left to play.
pub(crate) fn of_pass(board: &Board) -> (f32, f32) {
    let value = if board.empty_indices().len() * 4 < board.size().area() as usize { 0.4 } else { 0.1 };
    (EVEN_PRIOR, EVEN_PRIOR * value)
}

/// The prior of a move: (virtual visits, virtual wins).
fn weighed(board: &Board, color: Color, i: usize, last: usize, shape: MoveShape, opening: bool) -> (f32, f32) {
    let mut n = EVEN_PRIOR;
    let mut w = EVEN_PRIOR * 0.5;
    let mut add = |visits: f32, value: f32| {
        n += visits;
        w += visits * value;
    };
    if shape.captures > 0 {
        add(10.0 + 4.0 * shape.captures.min(5) as f32, 1.0);
    }
    if saves_own_chain(board, color, i) && shape.liberties >= 2 {
        add(20.0, 1.0);
    }
    if shape.is_self_atari() {
        add(if shape.chain_size >= 2 { 30.0 } else { 10.0 }, 0.0);
    } else if shape.liberties == 2 && shape.chain_size >= 3 && shape.captures == 0 {
        add(5.0, 0.2);
    }
    if patterns::matches(board, i) {
        add(10.0, 0.9);
    }
    if last != PASS && near(i, last) {
        add(8.0, 0.8);
    }
    let size = board.size().get() as usize;
    let (row, col) = (i / STRIDE - 1, i % STRIDE - 1);
    let line = row.min(col).min(size - 1 - row).min(size - 1 - col);
    if empty_around(board, i) {
        // On big boards the opening matters for longer: these priors weigh more there.
        let weight = (size as f32 / 9.0).max(1.0).powi(2);
        match line {
            0 => add(20.0 * weight, 0.05),
            1 => add(10.0 * weight, 0.2),
            2 | 3 if opening => add(10.0 * weight, 0.8),
            _ => {}
        }
    }
    (n, w)
}

/// Whether `i` is the liberty of a chain of `color` in atari.
fn saves_own_chain(board: &Board, color: Color, i: usize) -> bool {
    let own = cell_of(color);
    neighbors(i)
        .into_iter()
        .any(|n| board.cell(n) == own && board.atari_liberty(board.head_of(n)).is_some())
}

/// Within the 5×5 square around `last`, Manhattan distance at most 3.
fn near(i: usize, last: usize) -> bool {
    let (r1, c1) = ((i / STRIDE) as i32, (i % STRIDE) as i32);
    let (r2, c2) = ((last / STRIDE) as i32, (last % STRIDE) as i32);
    let (dr, dc) = ((r1 - r2).abs(), (c1 - c2).abs());
    dr <= 2 && dc <= 2 && dr + dc <= 3
}

/// No stone within Manhattan distance 2 of `i`.
fn empty_around(board: &Board, i: usize) -> bool {
    let (r, c) = ((i / STRIDE) as i32, (i % STRIDE) as i32);
    for dr in -2i32..=2 {
        for dc in -2i32..=2 {
            if dr.abs() + dc.abs() > 2 {
                continue;
            }
            let (rr, cc) = (r + dr, c + dc);
            if rr < 0 || cc < 0 || rr >= STRIDE as i32 || cc >= STRIDE as i32 {
                continue;
            }
            let cell = board.cell(rr as usize * STRIDE + cc as usize);
            if cell != EMPTY && cell != BORDER {
                return false;
            }
        }
    }
    true
}
