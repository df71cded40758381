//! A side's count against the engine's: the side's areas as the trainer shows them, the
//! learner's area-by-area tally, and what most likely explains a wrong count.

use super::super::{SekiShare, Task};
use crate::rules::{regions, Board, Color, Owner, Point, Quarters};

/// One of a side's territories, as the trainer shows it after a wrong count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionNote {
    /// Its points (dead stones included), in board order.
    pub points: Vec<Point>,
    /// Where its size is written on the board.
    pub label_at: Point,
    /// How many of its points hold dead stones.
    pub dead: usize,
}

impl RegionNote {
    /// The region's key: its first point.
    pub fn key(&self) -> Point {
        self.points[0]
    }
}

/// The point of `points` nearest their middle, an empty one if there is one.
fn label_point(board: &Board, points: &[Point]) -> Point {
    let n = points.len() as i32;
    let (sc, sr) = points
        .iter()
        .fold((0, 0), |(c, r), p| (c + p.col() as i32, r + p.row() as i32));
    let distance = |p: &&Point| {
        let stone = i32::from(board.get(**p).is_some()) * 10_000;
        stone + (p.col() as i32 * n - sc).pow(2) + (p.row() as i32 * n - sr).pow(2)
    };
    *points
        .iter()
        .min_by_key(distance)
        .expect("a region has points")
}

/// The territories of `side` (with the true dead stones off), in board order.
pub fn side_regions(task: &Task, side: Color) -> Vec<RegionNote> {
    regions(&task.board, &task.dead)
        .into_iter()
        .filter(|r| r.owner.color() == Some(side))
        .map(|r| RegionNote {
            label_at: label_point(&task.board, &r.points),
            dead: r
                .points
                .iter()
                .filter(|&&p| task.board.get(p).is_some())
                .count(),
            points: r.points,
        })
        .collect()
}

/// The shared points (with the true dead stones off), in board order.
pub fn shared_points(task: &Task) -> Vec<Point> {
    let mut out: Vec<Point> = regions(&task.board, &task.dead)
        .into_iter()
        .filter(|r| r.owner == Owner::Shared)
        .flat_map(|r| r.points)
        .collect();
    weiqi_engine::sort::sort(&mut out);
    out
}

/// The learner's region-by-region tally: sizes entered for regions, by region key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// `(region key, size entered)`, in the order entered; one entry per region.
    pub entries: Vec<(Point, u32)>,
}

impl Tally {
    /// Records (or replaces) the size entered for the region with `key`.
    pub fn enter(&mut self, key: Point, points: u32) {
        self.entries.retain(|(k, _)| *k != key);
        self.entries.push((key, points));
    }

    /// The size entered for the region with `key`.
    pub fn get(&self, key: Point) -> Option<u32> {
        self.entries
            .iter()
            .find(|(k, _)| *k == key)
            .map(|&(_, n)| n)
    }

    /// The running total of the sizes entered.
    pub fn total(&self) -> u32 {
        self.entries.iter().map(|&(_, n)| n).sum()
    }
}

/// A side's count given by the learner, against the engine's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CountCheck {
    /// The side counted.
    pub side: Color,
    /// What the learner said.
    pub answer: Quarters,
    /// The engine's count.
    pub truth: Quarters,
    /// What is most likely behind the difference (empty when right).
    pub hints: Vec<CountHint>,
    /// Regions whose size in the tally is wrong: `(key, entered, true size)`.
    pub wrong_regions: Vec<(Point, u32, usize)>,
}

impl CountCheck {
    /// Whether the count is exact.
    pub fn is_right(&self) -> bool {
        self.answer == self.truth
    }

    /// How far off the answer is: positive when too many.
    pub fn difference(&self) -> Quarters {
        Quarters(self.answer.0 - self.truth.0)
    }
}

/// What is most likely behind a wrong count of `side`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CountHint {
    /// The answer is the other side's count.
    OtherSide { side: Color },
    /// The `shared` points were left out (`seki`: how many of them are a seki's shared
    /// liberties, which Chinese names apart).
    SharedLeftOut {
        side: Color,
        shared: usize,
        seki: SekiShare,
    },
    /// The `shared` points were counted whole.
    SharedWhole {
        side: Color,
        shared: usize,
        seki: SekiShare,
    },
    /// The `shared` points were taken off the count.
    SharedTakenOff {
        side: Color,
        shared: usize,
        seki: SekiShare,
    },
    /// The points of the `dead` stones of the other colour were left out.
    DeadPointsLeftOut { side: Color, dead: usize },
    /// The `dead` stones were subtracted as well as left out.
    DeadSubtracted { side: Color, dead: usize },
    /// The `dead` stones were counted twice.
    DeadTwice { side: Color, dead: usize },
    /// The side's `stones` were left out.
    StonesLeftOut { side: Color, stones: usize },
    /// The side's `territory` was left out.
    TerritoryLeftOut { side: Color, territory: usize },
    /// The side's `eyes` in a seki were left out (they count for it).
    SekiEyesLeftOut { side: Color, eyes: usize },
    /// The area named by `at` has `size` points, not `entered`.
    WrongArea {
        at: String,
        size: usize,
        entered: u32,
    },
    /// How to read the count the board now shows (the last hint, after any that explains the
    /// difference).
    CompareWithBoard { side: Color },
}

/// Checks the learner's count of `side`, with their `tally` of regions (may be empty).
///
/// # Examples
/// ```
/// use weiqi::counting::{check_count, CountHint, Tally, Task};
/// use weiqi::rules::{Board, Color, Komi, Quarters};
/// let board = Board::from_ascii("
///     . X O .
///     . X O .
///     . X O .
///     X . O .
/// ").unwrap();
/// let task = Task::from_board(board, &[], Komi::CHINESE);
/// // 4 stones + 3 territory + ½ of the shared point B1 = 7½; 7 forgets the half point.
/// let check = check_count(&task, Color::Black, Quarters::stones(7), &Tally::default());
/// assert!(!check.is_right());
/// assert!(matches!(check.hints[0], CountHint::SharedLeftOut { shared: 1, .. }));
/// ```
pub fn check_count(task: &Task, side: Color, answer: Quarters, tally: &Tally) -> CountCheck {
    let truth = task.count.total(side);
    let mut check = CountCheck {
        side,
        answer,
        truth,
        hints: Vec::new(),
        wrong_regions: Vec::new(),
    };
    for r in side_regions(task, side) {
        if let Some(n) = tally.get(r.key()).filter(|&n| n as usize != r.points.len()) {
            check.wrong_regions.push((r.key(), n, r.points.len()));
        }
    }
    if check.is_right() {
        return check;
    }
    let s = task.count.side(side);
    let d = answer.0 - truth.0;
    let dead = task
        .dead
        .iter()
        .filter(|&p| task.board.get(p) == Some(!side))
        .count();
    let (shared, dead_q) = (s.shared as i32, dead as i32);
    let mut hints = Vec::new();
    if answer == task.count.total(!side) {
        hints.push(CountHint::OtherSide { side });
    }
    // On a board with a seki its eyes are what the position is about: an eye left out comes
    // first, before a reading of the same amount through shared points; not when the learner's
    // own tally holds the eye's area.
    let eyes = super::super::task::seki_eyes(&task.board, &task.dead, side);
    let eyes_tallied = side_regions(task, side)
        .iter()
        .any(|r| tally.get(r.key()).is_some() && r.points.iter().any(|p| eyes.contains(p)));
    if !eyes.is_empty() && !eyes_tallied && d == -4 * eyes.len() as i32 {
        hints.push(CountHint::SekiEyesLeftOut { side, eyes: eyes.len() });
    }
    let shared_n = s.shared as usize;
    let seki = task.seki_share();
    if shared > 0 && d == -2 * shared {
        hints.push(CountHint::SharedLeftOut {
            side,
            shared: shared_n,
            seki,
        });
    } else if shared > 0 && d == 2 * shared {
        hints.push(CountHint::SharedWhole {
            side,
            shared: shared_n,
            seki,
        });
    }
    if dead > 0 && d == -4 * dead_q {
        hints.push(CountHint::DeadPointsLeftOut { side, dead });
    } else if dead > 0 && d == -8 * dead_q {
        hints.push(CountHint::DeadSubtracted { side, dead });
    } else if dead > 0 && d == 4 * dead_q {
        hints.push(CountHint::DeadTwice { side, dead });
    }
    if s.stones > 0 && d == -4 * s.stones as i32 {
        hints.push(CountHint::StonesLeftOut {
            side,
            stones: s.stones as usize,
        });
    }
    if s.territory > 0 && d == -4 * s.territory as i32 {
        hints.push(CountHint::TerritoryLeftOut {
            side,
            territory: s.territory as usize,
        });
    }
    // The rarest reading last: each shared point taken off rather than added.
    if shared > 0 && d == -4 * shared {
        hints.push(CountHint::SharedTakenOff {
            side,
            shared: shared_n,
            seki,
        });
    }
    // The areas the learner's own tally got wrong explain the most: they come first.
    let wrong_areas = check.wrong_regions.iter().map(|&(key, entered, size)| CountHint::WrongArea {
        at: key.to_gtp(task.size()),
        size,
        entered,
    });
    hints = wrong_areas.chain(hints).collect();
    // One reply, one idea: the first explanation that fits (the areas the learner's own
    // tally got wrong count as one).
    hints = match hints.first() {
        Some(CountHint::WrongArea { .. }) => hints.into_iter().filter(|h| matches!(h, CountHint::WrongArea { .. })).collect(),
        _ => hints.into_iter().take(1).collect(),
    };
    // The board now shows the count (areas, stones in tens, shared points at ½): the reply
    // ends on how to read it, after what explains the difference, if anything does.
    hints.push(CountHint::CompareWithBoard { side });
    check.hints = hints;
    check
}
