//! The dead-stone marks against the engine's: which groups are alive and why, which are dead
//! and whose area they stand in, and how feedback names a group.

use super::super::Task;
use crate::rules::{regions, Board, BoardSize, Color, DeadStones, Group, Owner, Point, Region};

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
    // The biggest such area: the one a learner sees the group stand in.
    if let Some((region, g)) = own.iter().filter_map(|r| friend_of(r).map(|g| (r, g))).max_by_key(|(r, _)| r.points.len()) {
        // Named by one of its stones on the area's edge, near the group it keeps alive.
        let with = g
            .stones
            .iter()
            .copied()
            .filter(|&q| region.points.iter().any(|p| p.neighbors(size).any(|n| n == q)))
            .min_by_key(|q| group.stones.iter().map(|s| s.col().abs_diff(q.col()) + s.row().abs_diff(q.row())).min())
            .unwrap_or(g.stones[0]);
        return Life::Connected {
            with,
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

/// The groups with a stone in `marks`, in board order.
pub fn group_list(board: &Board, marks: &DeadStones) -> Vec<GroupRef> {
    board
        .groups()
        .iter()
        .filter(|g| g.stones.iter().any(|&p| marks.contains(p)))
        .map(|g| GroupRef::of(g, board.size()))
        .collect()
}
