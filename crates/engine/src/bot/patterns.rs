//! 3×3 shape patterns for the playouts and the move priors: the classic hane, cut and edge
//! shapes of Monte Carlo Go, kept as text and turned into a 65,536-entry table once.
//!
//! A pattern is the eight points around an empty centre, the move. `X` and `O` are stones of
//! either colour (each pattern is matched both ways round), `.` is empty, `x` is anything but
//! `X`, `o` anything but `O`, `?` anything, and a space is off the board.

use std::sync::OnceLock;

use crate::rules::board::{BLACK, BORDER, EMPTY, WHITE};
use crate::rules::point::STRIDE;
use crate::rules::Board;

/// The shapes, three rows each, the move in the middle.
const PATTERNS: [[&str; 3]; 13] = [
    // hane: enclosing hane
    ["XOX", "...", "???"],
    // hane: non-cutting hane
    ["XO.", "...", "?.?"],
    // hane: magari (turning)
    ["XO?", "X..", "x.?"],
    // diagonal attachment
    [".O.", "X..", "..."],
    // cut: unprotected cut
    ["XO?", "O.o", "?o?"],
    // cut: peeped cut
    ["XO?", "O.X", "???"],
    // cut: de (pushing between)
    ["?X?", "O.O", "oOo"],
    // cut: keima cut
    ["OX?", "o.O", "???"],
    // edge: chase
    ["X.?", "O.?", "   "],
    // edge: block a cut
    ["OX?", "X.O", "   "],
    // edge: block a connection
    ["?X?", "x.O", "   "],
    // edge: sagari (descent)
    ["?XO", "x.x", "   "],
    // edge: cut
    ["?OX", "X.O", "   "],
];

/// The eight neighbours in code order: NW, N, NE, W, E, SW, S, SE, as (row, column) in the
/// pattern text.
const PLACES: [(usize, usize); 8] = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1), (2, 2)];

/// The 16-bit code of the neighbourhood of `i`: two bits per neighbour (empty, black, white,
/// off the board), in [`PLACES`] order.
#[inline]
pub(crate) fn code_at(board: &Board, i: usize) -> usize {
    let cells = [
        i - STRIDE - 1,
        i - STRIDE,
        i - STRIDE + 1,
        i - 1,
        i + 1,
        i + STRIDE - 1,
        i + STRIDE,
        i + STRIDE + 1,
    ];
    let mut code = 0;
    for (k, c) in cells.into_iter().enumerate() {
        code |= (board.cell(c) as usize) << (2 * k);
    }
    code
}

/// Whether the empty point `i` completes one of the shapes.
#[inline]
pub(crate) fn matches(board: &Board, i: usize) -> bool {
    let table = table();
    let code = code_at(board, i);
    table[code >> 3] & (1 << (code & 7)) != 0
}

fn table() -> &'static [u8; 8192] {
    static TABLE: OnceLock<Box<[u8; 8192]>> = OnceLock::new();
    TABLE.get_or_init(build)
}

fn build() -> Box<[u8; 8192]> {
    let mut table = Box::new([0u8; 8192]);
    for pattern in PATTERNS {
        let grid: Vec<Vec<char>> = pattern.iter().map(|row| row.chars().collect()).collect();
        for symmetry in 0..8 {
            let turned = transform(&grid, symmetry);
            for swap in [false, true] {
                expand(&turned, swap, 0, 0, &mut table);
            }
        }
    }
    table
}

/// The grid under one of the eight symmetries of the square.
fn transform(grid: &[Vec<char>], which: u8) -> Vec<Vec<char>> {
    let mut out = vec![vec![' '; 3]; 3];
    for (r, row) in grid.iter().enumerate() {
        for (c, &ch) in row.iter().enumerate() {
            let (mut rr, mut cc) = (r, c);
            if which & 1 != 0 {
                cc = 2 - cc;
            }
            if which & 2 != 0 {
                rr = 2 - rr;
            }
            if which & 4 != 0 {
                std::mem::swap(&mut rr, &mut cc);
            }
            out[rr][cc] = ch;
        }
    }
    out
}

/// Sets every code the pattern allows, choosing neighbour `k` onwards.
fn expand(grid: &[Vec<char>], swap: bool, k: usize, code: usize, table: &mut [u8; 8192]) {
    if k == 8 {
        table[code >> 3] |= 1 << (code & 7);
        return;
    }
    let (r, c) = PLACES[k];
    let (x, o) = if swap { (WHITE, BLACK) } else { (BLACK, WHITE) };
    let allowed: &[u8] = match grid[r][c] {
        'X' => &[x],
        'O' => &[o],
        '.' => &[EMPTY],
        ' ' => &[BORDER],
        'x' => &[EMPTY, o, BORDER],
        'o' => &[EMPTY, x, BORDER],
        _ => &[EMPTY, BLACK, WHITE, BORDER],
    };
    let allowed: Vec<u8> = allowed.to_vec();
    for cell in allowed {
        expand(grid, swap, k + 1, code | ((cell as usize) << (2 * k)), table);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Point;

    fn at(board: &Board, name: &str) -> usize {
        Point::parse_gtp(name, board.size()).unwrap().index()
    }

    #[test]
    fn a_hane_and_a_cut_match_and_an_empty_area_does_not() {
        let hane = Board::from_ascii(
            "
            . . . . .
            . . . . .
            . X O X .
            . . . . .
            . . . . .
            ",
        )
        .unwrap();
        // Under the enclosing hane X O X, with either colour to play.
        assert!(matches(&hane, at(&hane, "C2")));
        assert!(!matches(&hane, at(&hane, "E5")));

        let cut = Board::from_ascii(
            "
            . . . . .
            . X O . .
            . O . . .
            . . . . .
            . . . . .
            ",
        )
        .unwrap();
        // The cutting point of the two white stones against the black one.
        assert!(matches(&cut, at(&cut, "C3")));
        assert!(!matches(&cut, at(&cut, "E1")));
    }
}
