//! The area input of the network under area scoring, as KataGo computes it: stones that are
//! pass-alive (Benson's unconditional life) and the empty regions they enclose, every empty
//! region bordered by one colour only, and every other stone as its own colour.

use crate::rules::board::{neighbors, BLACK, EMPTY, WHITE};
use crate::rules::point::CELLS;
use crate::rules::Board;

/// Who the area input gives each padded point to: `BLACK`, `WHITE` or `EMPTY`.
pub(crate) fn area(board: &Board, suicide_allowed: bool) -> Box<[u8; CELLS]> {
    let mut result = Box::new([EMPTY; CELLS]);
    for pla in [BLACK, WHITE] {
        mark_for(board, pla, suicide_allowed, &mut result);
    }
    for p in board.size().points() {
        let i = p.index();
        if result[i] == EMPTY {
            result[i] = board.cell(i);
        }
    }
    result
}

/// A region: connected empty-or-opponent points around at least one empty point.
struct Region {
    points: Vec<usize>,
    /// Heads of `pla` chains that every empty point of the region touches.
    vital_for: Vec<usize>,
    /// Points of the region not next to any `pla` stone, up to 2.
    internal: u8,
    borders_pla: bool,
    contains_opp: bool,
    borders_dead: bool,
}

fn mark_for(board: &Board, pla: u8, suicide_allowed: bool, result: &mut [u8; CELLS]) {
    let opp = if pla == BLACK { WHITE } else { BLACK };
    let touches = |i: usize, head: usize| neighbors(i).iter().any(|&n| board.cell(n) == pla && board.head_of(n) == head);
    let mut region_of = vec![usize::MAX; CELLS];
    let mut regions: Vec<Region> = Vec::new();
    for p in board.size().points() {
        let start = p.index();
        if board.cell(start) != EMPTY || region_of[start] != usize::MAX {
            continue;
        }
        let index = regions.len();
        let mut vital_for: Vec<usize> = Vec::new();
        for n in neighbors(start) {
            if board.cell(n) == pla && !vital_for.contains(&board.head_of(n)) {
                vital_for.push(board.head_of(n));
            }
        }
        let mut region =
            Region { points: vec![start], vital_for, internal: 0, borders_pla: false, contains_opp: false, borders_dead: false };
        region_of[start] = index;
        let mut k = 0;
        while k < region.points.len() {
            let i = region.points[k];
            if suicide_allowed || board.cell(i) == EMPTY {
                region.vital_for.retain(|&head| touches(i, head));
            }
            if neighbors(i).iter().any(|&n| board.cell(n) == pla) {
                region.borders_pla = true;
            } else if region.internal < 2 {
                region.internal += 1;
            }
            if board.cell(i) == opp {
                region.contains_opp = true;
            }
            for n in neighbors(i) {
                let c = board.cell(n);
                if (c == EMPTY || c == opp) && region_of[n] == usize::MAX {
                    region_of[n] = index;
                    region.points.push(n);
                }
            }
            k += 1;
        }
        regions.push(region);
    }

    let mut heads: Vec<usize> =
        board.size().points().map(|p| p.index()).filter(|&i| board.cell(i) == pla).map(|i| board.head_of(i)).collect();
    heads.sort_unstable();
    heads.dedup();
    let mut killed = vec![false; heads.len()];
    let mut vital_count = vec![0u16; CELLS];
    loop {
        for &h in &heads {
            vital_count[h] = 0;
        }
        for region in regions.iter().filter(|r| !r.borders_dead) {
            for &h in &region.vital_for {
                vital_count[h] += 1;
            }
        }
        let mut killed_any = false;
        for (k, &h) in heads.iter().enumerate() {
            if killed[k] || vital_count[h] >= 2 {
                continue;
            }
            killed[k] = true;
            killed_any = true;
            for s in board.chain_indices(h) {
                for n in neighbors(s) {
                    let c = board.cell(n);
                    if c == EMPTY || c == opp {
                        regions[region_of[n]].borders_dead = true;
                    }
                }
            }
        }
        if !killed_any {
            break;
        }
    }
    for (k, &h) in heads.iter().enumerate() {
        if !killed[k] {
            for s in board.chain_indices(h) {
                result[s] = pla;
            }
        }
    }
    for region in &regions {
        let small_and_safe = region.internal <= 1 && region.borders_pla && !region.borders_dead;
        let one_colour = region.borders_pla && !region.contains_opp;
        if small_and_safe || one_colour {
            for &i in &region.points {
                result[i] = pla;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Point;

    fn owner(b: &Board, a: &[u8; CELLS], text: &str) -> u8 {
        a[Point::parse_gtp(text, b.size()).unwrap().index()]
    }

    #[test]
    fn a_group_with_two_eyes_is_pass_alive_with_its_eyes_and_empty_regions_of_one_colour_are_its_area() {
        let b = Board::from_ascii(
            "
            . X . X . .
            X X X X . .
            . . . . . .
            . . . . O O
            . . . . O .
            . . . . O .
            ",
        )
        .unwrap();
        let a = area(&b, false);
        assert_eq!(owner(&b, &a, "A6"), BLACK, "an eye of the pass-alive black group");
        assert_eq!(owner(&b, &a, "C6"), BLACK, "its other eye");
        assert_eq!(owner(&b, &a, "E5"), EMPTY, "the open region touches both colours");
        assert_eq!(owner(&b, &a, "A1"), EMPTY);
        assert_eq!(owner(&b, &a, "F1"), WHITE, "a region bordered by White only");
        assert_eq!(owner(&b, &a, "F2"), WHITE);
        assert_eq!(owner(&b, &a, "E2"), WHITE, "a stone that is not pass-alive is still its own colour");
        assert_eq!(owner(&b, &a, "B5"), BLACK);
    }
}
