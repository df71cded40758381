//! Whether a position is finished: nothing left to play but shared points.

use super::{regions, Board, Color, DeadStones, Owner, Point};

/// Why a position is not ready to count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unsettled {
    /// A living group with a single liberty: it could still be captured.
    InAtari { group_at: Point },
    /// An empty area that touches both colours but is more than a row of shared points.
    OpenArea { at: Point, points: usize },
    /// A dead mark on a point without a stone.
    DeadMarkOnEmpty { at: Point },
}

/// `None` if the position is finished (every living group has two liberties or more, and
/// every empty point not surrounded by one colour touches both colours), else why not.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{unsettled_reason, Board, DeadStones};
/// let done = Board::from_ascii("
///     . X O .
///     . X O .
///     X X O O
///     . X O .
/// ").unwrap();
/// assert_eq!(unsettled_reason(&done, &DeadStones::default()), None);
/// ```
pub fn unsettled_reason(board: &Board, dead: &DeadStones) -> Option<Unsettled> {
    if let Some(at) = dead.iter().find(|&p| board.get(p).is_none()) {
        return Some(Unsettled::DeadMarkOnEmpty { at });
    }
    for group in board.groups() {
        let alive = !dead.contains(group.stones[0]);
        if alive && group.liberties.len() < 2 {
            return Some(Unsettled::InAtari { group_at: group.stones[0] });
        }
    }
    let living = |p: Point, c: Color| board.get(p) == Some(c) && !dead.contains(p);
    for region in regions(board, dead) {
        if region.owner != Owner::Shared {
            continue;
        }
        let touches_both = |p: &Point| {
            Color::ALL.iter().all(|&c| p.neighbors(board.size()).any(|q| living(q, c)))
        };
        if let Some(&at) = region.points.iter().find(|p| !touches_both(p)) {
            return Some(Unsettled::OpenArea { at, points: region.points.len() });
        }
    }
    None
}
