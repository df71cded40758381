//! Checking the learner's answers against the engine, and explaining the difference: which
//! marked groups are alive and why, where a count went wrong, and the result.

use super::Task;
use crate::rules::{regions, Board, BoardSize, Color, DeadStones, Group, Owner, Point, Quarters, Region};

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
    let t = t.trim_end_matches(['s', 't', 'o', 'n', 'e', 'p', 'i', ' ']).trim();
    let fraction = [(" 1/4", "¼"), (" 1/2", "½"), (" 3/4", "¾"), ("1/4", "¼"), ("1/2", "½"), ("3/4", "¾")];
    let t = fraction.iter().find_map(|(from, to)| t.strip_suffix(from).map(|w| format!("{}{to}", w.trim()))).unwrap_or(t.to_string());
    if t.is_empty() {
        return None;
    }
    super::positions::parse_amount(&t)
}

/// "the black stone at D5" or "the 3 black stones at D5".
pub fn group_name(group: &Group, size: BoardSize) -> String {
    let color = group.color.name().to_lowercase();
    let at = group.stones[0].to_gtp(size);
    match group.stones.len() {
        1 => format!("the {color} stone at {at}"),
        n => format!("the {n} {color} stones at {at}"),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
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
    let Some(group) = board.group(at) else { return Life::Alive };
    let all = regions(board, &task.dead);
    let touches = |r: &Region, stones: &[Point]| r.points.iter().any(|p| p.neighbors(size).any(|q| stones.contains(&q)));
    let own: Vec<&Region> = all.iter().filter(|r| r.owner.color() == Some(group.color) && touches(r, &group.stones)).collect();
    let own_points: usize = own.iter().map(|r| r.points.len()).sum();
    let shared = all.iter().filter(|r| r.owner == Owner::Shared).find(|r| touches(r, &group.stones));
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
            g.color == group.color && g.stones[0] != group.stones[0] && !task.dead.contains(g.stones[0]) && touches(region, &g.stones)
        })
    };
    let eyes = own.iter().filter(|r| friend_of(r).is_none()).count();
    if eyes >= 2 {
        return Life::TwoEyes { eyes };
    }
    if let Some((region, g)) = own.iter().find_map(|r| friend_of(r).map(|g| (r, g))) {
        return Life::Connected { with: g.stones[0], points: region.points.len() };
    }
    if let Some(region) = own.first() {
        return Life::Territory { points: region.points.len() };
    }
    Life::Alive
}

impl Life {
    /// The reason as the end of a sentence ("… is alive: …"), about one stone or several.
    pub fn reason(&self, color: Color, size: BoardSize, several: bool) -> String {
        let opponent = (!color).name();
        let (it, has, is, surrounds) = if several { ("they", "have", "are", "surround") } else { ("it", "has", "is", "surrounds") };
        let own = if several { "their own" } else { "its own" };
        match self {
            Life::TwoEyes { eyes: 2 } => format!("{it} {has} two separate eyes, so {opponent} can never fill them both"),
            Life::TwoEyes { eyes } => format!("{it} {has} {eyes} separate eyes, so {opponent} can never fill them all"),
            Life::Territory { points } => format!("{it} {surrounds} {points} points of {own}, room for two eyes"),
            Life::Connected { with, points } => {
                let stands = if several { "stand" } else { "stands" };
                format!(
                    "{it} {stands} in {own} side's area, which {it} and the living stones at {} surround together ({points} points)",
                    with.to_gtp(size)
                )
            }
            Life::Seki { with } => format!(
                "{it} {is} in seki with the stones at {}: neither side can attack without being captured, so both live",
                with.to_gtp(size)
            ),
            Life::Alive => format!("{opponent} cannot capture {}", if several { "them" } else { "it" }),
        }
    }
}

/// A group the learner marked wrongly, or did not mark, with the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupNote {
    /// The group's stones.
    pub stones: Vec<Point>,
    /// The explanation, a whole sentence.
    pub why: String,
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
/// use weiqi::counting::{check_marks, Task};
/// use weiqi::rules::{Board, DeadStones, Komi, Point};
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
/// assert!(check.dead_unmarked[0].why.starts_with("The white stone at B5 is dead"));
/// ```
pub fn check_marks(task: &Task, marks: &DeadStones) -> MarkCheck {
    let board = &task.board;
    let size = board.size();
    let mut out = MarkCheck::default();
    for group in board.groups() {
        let at = group.stones[0];
        let (truly, marked) = (task.dead.contains(at), group.stones.iter().any(|&p| marks.contains(p)));
        if marked && !truly {
            let several = group.stones.len() > 1;
            let why = format!(
                "{} {} alive: {}.",
                capitalise(&group_name(&group, size)),
                if several { "are" } else { "is" },
                why_alive(task, at).reason(group.color, size, several)
            );
            out.alive_marked.push(GroupNote { stones: group.stones, why });
        } else if truly && !marked {
            out.dead_unmarked.push(GroupNote { why: why_dead(task, &group), stones: group.stones });
        }
    }
    out
}

/// Why a dead group of `task` is dead, a whole sentence.
pub fn why_dead(task: &Task, group: &Group) -> String {
    let size = task.size();
    let around = task.count.owner_at(group.stones[0]).color().unwrap_or(!group.color);
    let name = capitalise(&group_name(group, size));
    let owner = around.name();
    if group.stones.len() == 1 {
        format!("{name} is dead: it is inside {owner}'s area with no room for two eyes, so it can be captured. It comes off, and its point counts for {owner}.")
    } else {
        format!("{name} are dead: they are inside {owner}'s area with no room for two eyes, so they can be captured. They come off, and their points count for {owner}.")
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
    let (sc, sr) = points.iter().fold((0, 0), |(c, r), p| (c + p.col() as i32, r + p.row() as i32));
    let distance = |p: &&Point| {
        let stone = i32::from(board.get(**p).is_some()) * 10_000;
        stone + (p.col() as i32 * n - sc).pow(2) + (p.row() as i32 * n - sr).pow(2)
    };
    *points.iter().min_by_key(distance).expect("a region has points")
}

/// The territories of `side` (with the true dead stones off), in board order.
pub fn side_regions(task: &Task, side: Color) -> Vec<RegionNote> {
    regions(&task.board, &task.dead)
        .into_iter()
        .filter(|r| r.owner.color() == Some(side))
        .map(|r| RegionNote {
            label_at: label_point(&task.board, &r.points),
            dead: r.points.iter().filter(|&&p| task.board.get(p).is_some()).count(),
            points: r.points,
        })
        .collect()
}

/// The shared points (with the true dead stones off), in board order.
pub fn shared_points(task: &Task) -> Vec<Point> {
    let mut out: Vec<Point> =
        regions(&task.board, &task.dead).into_iter().filter(|r| r.owner == Owner::Shared).flat_map(|r| r.points).collect();
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
        self.entries.iter().find(|(k, _)| *k == key).map(|&(_, n)| n)
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
    /// What is most likely behind the difference, whole sentences (empty when right).
    pub hints: Vec<String>,
    /// Regions whose size in the tally is wrong: `(key, entered, true size)`.
    pub wrong_regions: Vec<(Point, u32, usize)>,
}

impl CountCheck {
    /// Whether the count is exact.
    pub fn is_right(&self) -> bool {
        self.answer == self.truth
    }

    /// "43½ is ¾ too few: Black has 44¼." style summary, or the confirmation.
    pub fn sentence(&self) -> String {
        let side = self.side.name();
        if self.is_right() {
            return format!("Right: {side} has {}.", self.truth.stones_text());
        }
        let d = Quarters((self.answer.0 - self.truth.0).abs());
        let (word, amount) = (if self.answer > self.truth { "too many" } else { "too few" }, d.stones_text());
        format!("Not {}: that is {amount} {word}.", self.answer.stones_text())
    }
}

/// Checks the learner's count of `side`, with their `tally` of regions (may be empty).
///
/// # Examples
/// ```
/// use weiqi::counting::{check_count, Tally, Task};
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
/// assert!(check.hints[0].contains("shared point"));
/// ```
pub fn check_count(task: &Task, side: Color, answer: Quarters, tally: &Tally) -> CountCheck {
    let truth = task.count.total(side);
    let mut check = CountCheck { side, answer, truth, hints: Vec::new(), wrong_regions: Vec::new() };
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
    let (name, other) = (side.name(), (!side).name());
    let dead_inside = task.dead.iter().filter(|&p| task.board.get(p) == Some(!side)).count() as i32;
    let plural = |n: i32, one: &str, many: &str| if n == 1 { format!("1 {one}") } else { format!("{n} {many}") };
    let mut hints = Vec::new();
    if answer == task.count.total(!side) {
        hints.push(format!("That is {other}'s count; the question is {name}'s. Together they make the whole board."));
    }
    let shared = s.shared as i32;
    if shared > 0 && d == -2 * shared {
        hints.push(format!("Did you leave out the {}? Each counts half for {name}.", plural(shared, "shared point", "shared points")));
    } else if shared > 0 && d == 2 * shared {
        hints.push(format!("Did you count the {} whole? Each counts only half for {name}.", plural(shared, "shared point", "shared points")));
    } else if shared > 0 && d == -4 * shared {
        hints.push(format!("Did you take the {} off {name}'s count? Each counts half for each side.", plural(shared, "shared point", "shared points")));
    }
    if dead_inside > 0 && d == -4 * dead_inside {
        hints.push(format!(
            "Did you leave out the points of the {}? Once the dead stones are off, their points are {name}'s territory.",
            plural(dead_inside, &format!("dead {} stone", other.to_lowercase()), &format!("dead {} stones", other.to_lowercase()))
        ));
    } else if dead_inside > 0 && d == -8 * dead_inside {
        hints.push(format!(
            "Did you take the dead stones away from the count? Under the Chinese rules they are not subtracted: their points simply become {name}'s territory ({}).",
            plural(dead_inside, "point", "points")
        ));
    } else if dead_inside > 0 && d == 4 * dead_inside {
        hints.push(format!("Did you count the {} twice? They are dead {other} stones: their points count once, as {name}'s territory.", plural(dead_inside, "dead stone", "dead stones")));
    }
    if s.stones > 0 && d == -4 * s.stones as i32 {
        hints.push(format!("Did you leave out {name}'s {} stones? A side's count is its stones plus its territory.", s.stones));
    }
    if s.territory > 0 && d == -4 * s.territory as i32 {
        hints.push(format!("Did you leave out {name}'s {} points of territory? A side's count is its stones plus its territory.", s.territory));
    }
    for &(key, entered, size) in &check.wrong_regions {
        hints.push(format!("The area at {} has {size} points; you counted {entered}.", key.to_gtp(task.size())));
    }
    if hints.is_empty() {
        hints.push(format!(
            "Compare with the board: each of {name}'s areas shows its size, the stones are numbered in tens, and each shared point shows ½."
        ));
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
        points: given(&answer.points) == Some(2 * margin) || (draw && answer.points.trim().is_empty()),
    }
}

/// The groups with a stone in `marks`, by name ("the 2 white stones at C7"), in board order.
pub fn group_list(board: &Board, marks: &DeadStones) -> Vec<String> {
    board.groups().iter().filter(|g| g.stones.iter().any(|&p| marks.contains(p))).map(|g| group_name(g, board.size())).collect()
}
