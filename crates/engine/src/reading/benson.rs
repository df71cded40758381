//! Benson's unconditional life: a group that stays alive even if its owner never plays
//! again, because it keeps two regions where every empty point is its liberty. The reader
//! (`super`) stops there: such a group cannot be captured.

use crate::rules::{Board, Point};

/// Whether the group on `p` is alive for sure: Benson's unconditional life (it keeps two
/// regions where every empty point is its liberty, even if its owner never plays again).
///
/// # Examples
/// ```
/// use weiqi_engine::reading::benson::unconditionally_alive;
/// use weiqi_engine::rules::{Board, Point};
/// let board = Board::from_ascii("
///     . X . X O
///     X X X X O
///     O O O O O
///     . . . . .
///     . . . . .
/// ").unwrap();
/// assert!(unconditionally_alive(&board, Point::new(1, 1).unwrap()));
/// assert!(!unconditionally_alive(&board, Point::new(4, 0).unwrap()));
/// ```
pub fn unconditionally_alive(board: &Board, p: Point) -> bool {
    let Some(color) = board.get(p) else { return false };
    let size = board.size();
    let n = size.get() as usize;
    let idx = |q: Point| q.row() as usize * n + q.col() as usize;
    // Chains of `color` and regions of everything else.
    let mut chain = vec![usize::MAX; n * n];
    let mut chains: Vec<Vec<Point>> = Vec::new();
    let mut region = vec![usize::MAX; n * n];
    let mut regions: Vec<Vec<Point>> = Vec::new();
    for q in size.points() {
        let mine = board.get(q) == Some(color);
        let (ids, list) = if mine { (&mut chain, &mut chains) } else { (&mut region, &mut regions) };
        if ids[idx(q)] != usize::MAX {
            continue;
        }
        let id = list.len();
        let mut members = vec![q];
        ids[idx(q)] = id;
        let mut k = 0;
        while k < members.len() {
            let at = members[k];
            k += 1;
            for nb in at.neighbors(size) {
                if (board.get(nb) == Some(color)) == mine && ids[idx(nb)] == usize::MAX {
                    ids[idx(nb)] = id;
                    members.push(nb);
                }
            }
        }
        list.push(members);
    }
    // For each region: the chains it touches, and the chains for which it is vital (every
    // empty point of the region is a liberty of the chain).
    let mut borders: Vec<Vec<usize>> = Vec::with_capacity(regions.len());
    let mut vital: Vec<Vec<usize>> = Vec::with_capacity(regions.len());
    for r in &regions {
        let mut touching: Vec<usize> = Vec::new();
        for &q in r {
            for nb in q.neighbors(size) {
                let c = chain[idx(nb)];
                if c != usize::MAX && !touching.contains(&c) {
                    touching.push(c);
                }
            }
        }
        let empties: Vec<Point> = r.iter().copied().filter(|&q| board.get(q).is_none()).collect();
        let v = touching
            .iter()
            .copied()
            .filter(|&c| !empties.is_empty() && empties.iter().all(|&e| e.neighbors(size).any(|nb| chain[idx(nb)] == c)))
            .collect();
        borders.push(touching);
        vital.push(v);
    }
    let mut chain_alive = vec![true; chains.len()];
    let mut region_alive = vec![true; regions.len()];
    loop {
        let mut changed = false;
        for (c, alive) in chain_alive.iter_mut().enumerate() {
            if !*alive {
                continue;
            }
            let count = (0..regions.len()).filter(|&r| region_alive[r] && vital[r].contains(&c)).count();
            if count < 2 {
                *alive = false;
                changed = true;
            }
        }
        for r in 0..regions.len() {
            if region_alive[r] && borders[r].iter().any(|&c| !chain_alive[c]) {
                region_alive[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    chain_alive[chain[idx(p)]]
}
