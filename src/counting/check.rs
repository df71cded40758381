//! Checking the learner's answers against the engine, and explaining the difference: which
//! marked groups are alive and why, where a count went wrong, and the result.

use super::Task;
use crate::rules::{
    regions, Board, BoardSize, Color, DeadStones, Group, Owner, Point, Quarters, Region,
};

/// Reads an amount as a learner types it: `43`, `43½`, `43.5`, `43,5`, `43 1/2`, `¾`, `3/4`.
///
/// # Examples
/// ```
/// use weiqi::counting::parse_amount_input;
/// use weiqi::rules::Quarters;
/// assert_eq!(parse_amount_input(" 43 1/2 "), Some(Quarters(174)));
/// assert_eq!(parse_amount_input("0,75"), Some(Quarters(3)));
/// assert_eq!(parse_amount_input("forty"), None);
/// ```
pub fn parse_amount_input(text: &str) -> Option<Quarters> {
    let t = text.trim().replace(',', ".");
    let t = t
        .trim_end_matches(['s', 't', 'o', 'n', 'e', 'p', 'i', ' '])
        .trim();
    let fraction = [
        (" 1/4", "¼"),
        (" 1/2", "½"),
        (" 3/4", "¾"),
        ("1/4", "¼"),
        ("1/2", "½"),
        ("3/4", "¾"),
    ];
    let t = fraction
        .iter()
        .find_map(|(from, to)| t.strip_suffix(from).map(|w| format!("{}{to}", w.trim())))
        .unwrap_or(t.to_string());
    if t.is_empty() {
        return None;
    }
    super::positions::parse_amount(&t)
}

/// A group as the learner's feedback names it: its colour, how many stones, and where.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupRef {
    /// The stones' colour.
    pub color: Color,
    /// How many stones.
    pub stones: usize,
    /// Its first stone, in board order.
    pub first: Point,
    /// The board it is on (to name points).
    pub board: BoardSize,
}

impl GroupRef {
    /// `group` on a board of `size`.
    pub fn of(group: &Group, size: BoardSize) -> GroupRef {
        GroupRef {
            color: group.color,
            stones: group.stones.len(),
            first: group.stones[0],
            board: size,
        }
    }

    /// Where it is, e.g. `D5`.
    pub fn at(&self) -> String {
        self.first.to_gtp(self.board)
    }
}

/// Why a group of a finished position is alive, read from the position with its true dead
/// stones off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Life {
    /// It touches two or more separate areas of its own: two eyes.
    TwoEyes { eyes: usize },
    /// It surrounds one area of its own, large enough for two eyes.
    Territory { points: usize },
    /// It stands in its side's area, which it surrounds together with the living group at
    /// `with` (an area other groups of its colour touch is not its own eye).
    Connected { with: Point, points: usize },
    /// It has (almost) no area of its own and shares liberties with the opponent at `with`.
    Seki { with: Point },
    /// None of the above can be read off simply; the opponent still cannot capture it.
    Alive,
}

/// Why the group on `at` (a stone of a living group of `task`) is alive.
pub fn why_alive(task: &Task, at: Point) -> Life {
    let board = &task.board;
    let size = board.size();
    let Some(group) = board.group(at) else {
        return Life::Alive;
    };
    let all = regions(board, &task.dead);
    let touches = |r: &Region, stones: &[Point]| {
        r.points
            .iter()
            .any(|p| p.neighbors(size).any(|q| stones.contains(&q)))
    };
    let own: Vec<&Region> = all
        .iter()
        .filter(|r| r.owner.color() == Some(group.color) && touches(r, &group.stones))
        .collect();
    let own_points: usize = own.iter().map(|r| r.points.len()).sum();
    let shared = all
        .iter()
        .filter(|r| r.owner == Owner::Shared)
        .find(|r| touches(r, &group.stones));
    if let Some(shared) = shared.filter(|_| own_points < 2) {
        let opponent = shared
            .points
            .iter()
            .flat_map(|p| p.neighbors(size))
            .find(|&q| board.get(q) == Some(!group.color) && !task.dead.contains(q));
        if let Some(with) = opponent {
            return Life::Seki { with };
        }
    }
    // An area is this group's own eye only if no other living group of its colour touches
    // it; an area shared with friends means the group stands in its side's area.
    let friend_of = |region: &Region| {
        board.groups().into_iter().find(|g| {
            g.color == group.color
                && g.stones[0] != group.stones[0]
                && !task.dead.contains(g.stones[0])
                && touches(region, &g.stones)
        })
    };
    let eyes = own.iter().filter(|r| friend_of(r).is_none()).count();
    if eyes >= 2 {
        return Life::TwoEyes { eyes };
    }
    if let Some((region, g)) = own.iter().find_map(|r| friend_of(r).map(|g| (r, g))) {
        return Life::Connected {
            with: g.stones[0],
            points: region.points.len(),
        };
    }
    if let Some(region) = own.first() {
        return Life::Territory {
            points: region.points.len(),
        };
    }
    Life::Alive
}

/// A group the learner marked wrongly, or did not mark, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupNote {
    /// The group's stones.
    pub stones: Vec<Point>,
    /// Why it is alive or dead.
    pub why: GroupWhy,
}

/// Why a group of a finished position is alive or dead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GroupWhy {
    /// It lives, for this reason.
    Alive { group: GroupRef, life: Life },
    /// It is inside `owner`'s area with no room for two eyes: it comes off, and its points
    /// count for `owner`.
    Dead { group: GroupRef, owner: Color },
}

/// The learner's dead-stone marks against the position's.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MarkCheck {
    /// Living groups marked dead.
    pub alive_marked: Vec<GroupNote>,
    /// Dead groups left unmarked.
    pub dead_unmarked: Vec<GroupNote>,
}

impl MarkCheck {
    /// Whether the marks are exactly the position's dead stones.
    pub fn is_right(&self) -> bool {
        self.alive_marked.is_empty() && self.dead_unmarked.is_empty()
    }
}

/// Compares `marks` with the dead stones of `task`, group by group.
///
/// # Examples
/// ```
/// use weiqi::counting::{check_marks, GroupWhy, Task};
/// use weiqi::rules::{Board, Color, DeadStones, Komi, Point};
/// let board = Board::from_ascii("
///     . . X O . .
///     . O X O . .
///     . . X O . .
///     . . X O . .
///     . . X O . .
///     . . X O . .
/// ").unwrap();
/// let b5 = Point::parse_gtp("B5", board.size()).unwrap();
/// let task = Task::from_board(board, &[b5], Komi::CHINESE);
/// let check = check_marks(&task, &DeadStones::default());
/// assert_eq!(check.dead_unmarked.len(), 1);
/// assert!(matches!(check.dead_unmarked[0].why, GroupWhy::Dead { owner: Color::Black, .. }));
/// ```
pub fn check_marks(task: &Task, marks: &DeadStones) -> MarkCheck {
    let board = &task.board;
    let size = board.size();
    let mut out = MarkCheck::default();
    for group in board.groups() {
        let at = group.stones[0];
        let (truly, marked) = (
            task.dead.contains(at),
            group.stones.iter().any(|&p| marks.contains(p)),
        );
        if marked && !truly {
            let why = GroupWhy::Alive {
                group: GroupRef::of(&group, size),
                life: why_alive(task, at),
            };
            out.alive_marked.push(GroupNote {
                stones: group.stones,
                why,
            });
        } else if truly && !marked {
            out.dead_unmarked.push(GroupNote {
                why: why_dead(task, &group),
                stones: group.stones,
            });
        }
    }
    out
}

/// Why a dead group of `task` is dead.
pub fn why_dead(task: &Task, group: &Group) -> GroupWhy {
    let around = task
        .count
        .owner_at(group.stones[0])
        .color()
        .unwrap_or(!group.color);
    GroupWhy::Dead {
        group: GroupRef::of(group, task.size()),
        owner: around,
    }
}

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
    out.sort();
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
    /// The `shared` points were left out.
    SharedLeftOut { side: Color, shared: usize },
    /// The `shared` points were counted whole.
    SharedWhole { side: Color, shared: usize },
    /// The `shared` points were taken off the count.
    SharedTakenOff { side: Color, shared: usize },
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
    /// The area named by `at` has `size` points, not `entered`.
    WrongArea {
        at: String,
        size: usize,
        entered: u32,
    },
    /// Nothing simple explains it: compare with the board's numbers.
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
    let shared_n = s.shared as usize;
    if shared > 0 && d == -2 * shared {
        hints.push(CountHint::SharedLeftOut {
            side,
            shared: shared_n,
        });
    } else if shared > 0 && d == 2 * shared {
        hints.push(CountHint::SharedWhole {
            side,
            shared: shared_n,
        });
    } else if shared > 0 && d == -4 * shared {
        hints.push(CountHint::SharedTakenOff {
            side,
            shared: shared_n,
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
    for &(key, entered, size) in &check.wrong_regions {
        hints.push(CountHint::WrongArea {
            at: key.to_gtp(task.size()),
            size,
            entered,
        });
    }
    if hints.is_empty() {
        hints.push(CountHint::CompareWithBoard { side });
    }
    check.hints = hints;
    check
}

/// The learner's answer to "who wins, and by how much?".
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ResultAnswer {
    /// `Some(Some(colour))` for a winner, `Some(None)` for a draw, `None` if not chosen.
    pub winner: Option<Option<Color>>,
    /// The margin in stones, as typed.
    pub stones: String,
    /// The margin in points, as typed.
    pub points: String,
}

/// Each part of a result answer, right or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ResultCheck {
    /// The winner is right.
    pub winner: bool,
    /// The margin in stones is right.
    pub stones: bool,
    /// The margin in points is right.
    pub points: bool,
}

impl ResultCheck {
    /// Whether every part is right.
    pub fn is_right(&self) -> bool {
        self.winner && self.stones && self.points
    }
}

/// Checks a result answer against `task`'s outcome. A draw needs no margin (0 is accepted).
pub fn check_result(task: &Task, answer: &ResultAnswer) -> ResultCheck {
    let outcome = task.outcome();
    let margin = outcome.margin.0.abs();
    let given = |text: &str| parse_amount_input(text).map(|q| q.0);
    let draw = outcome.winner().is_none();
    ResultCheck {
        winner: answer.winner == Some(outcome.winner()),
        stones: given(&answer.stones) == Some(margin) || (draw && answer.stones.trim().is_empty()),
        points: given(&answer.points) == Some(2 * margin)
            || (draw && answer.points.trim().is_empty()),
    }
}

/// The groups with a stone in `marks`, in board order.
pub fn group_list(board: &Board, marks: &DeadStones) -> Vec<GroupRef> {
    board
        .groups()
        .iter()
        .filter(|g| g.stones.iter().any(|&p| marks.contains(p)))
        .map(|g| GroupRef::of(g, board.size()))
        .collect()
}
