//! One position to count in the trainer, from the hand-made collection or the generator, and
//! how the trainer picks the next one for a level.

use super::{generate, library, GeneratorOptions, Position};
use crate::rules::{count_area, handicap_compensation, regions, AreaCount, Board, BoardSize, Color, DeadStones, Game, Komi, Outcome, Owner, Point, Quarters, Rng};

/// Where a position comes from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// A hand-made position, by name.
    HandMade(String),
    /// A generated position, by seed.
    Generated(u64),
}

/// A finished position with its dead stones, its exact count and its komi.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Task {
    /// Where it comes from.
    pub source: Source,
    /// The stones.
    pub board: Board,
    /// The dead stones (whole groups).
    pub dead: DeadStones,
    /// The engine's count with the dead stones off.
    pub count: AreaCount,
    /// Komi in stones (none in a handicap game under Chinese rules).
    pub komi: Komi,
    /// Handicap stones (0 in an even game): Black gives back half a stone for each, on top of
    /// komi, as a game on the Play page does.
    pub handicap: u8,
    /// What the position teaches (hand-made positions), shown once it is counted.
    pub note: String,
}

impl Task {
    /// A task from a hand-made position.
    pub fn from_position(p: &Position) -> Task {
        Task {
            source: Source::HandMade(p.name.clone()),
            board: p.board.clone(),
            dead: p.dead.clone(),
            count: count_area(&p.board, &p.dead),
            komi: p.komi,
            handicap: p.handicap,
            note: p.note.clone(),
        }
    }

    /// A generated task (Chinese komi).
    pub fn generated(size: BoardSize, dead_groups: u8, seed: u64) -> Task {
        let g = generate(GeneratorOptions { size, dead_groups }, seed);
        Task {
            source: Source::Generated(seed),
            board: g.board,
            dead: g.dead,
            count: g.count,
            komi: Komi::CHINESE,
            handicap: 0,
            note: String::new(),
        }
    }

    /// A task from a board in a test or a lesson: `dead` names one stone of each dead group.
    pub fn from_board(board: Board, dead_at: &[Point], komi: Komi) -> Task {
        let mut dead = DeadStones::default();
        for &p in dead_at {
            if !dead.contains(p) {
                dead.toggle_group(&board, p);
            }
        }
        let count = count_area(&board, &dead);
        Task { source: Source::Generated(0), board, dead, count, komi, handicap: 0, note: String::new() }
    }

    /// The final position of `game` with its `dead` stones, its komi and its handicap: the
    /// task's [`Task::outcome`] is the game's own [`Game::outcome`].
    pub fn of_game(game: &Game, dead: &DeadStones) -> Task {
        let board = game.board().clone();
        let count = count_area(&board, dead);
        let handicap = if game.handicap() >= 2 { game.handicap() } else { 0 };
        Task { source: Source::Generated(0), board, dead: dead.clone(), count, komi: game.ruleset().komi, handicap, note: String::new() }
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    /// The same task in a game with `handicap` stones (Black gives back half a stone for each).
    pub fn with_handicap(self, handicap: u8) -> Task {
        Task { handicap, ..self }
    }

    /// The result: Black's count against half the board plus komi plus the handicap's give-back,
    /// by the rules' own [`AreaCount::outcome`], the function the Play page counts with.
    pub fn outcome(&self) -> Outcome {
        self.count.outcome(self.komi, self.handicap)
    }

    /// What Black gives in all: komi and the handicap's give-back.
    pub fn give_back(&self) -> Quarters {
        Quarters(self.komi.quarters().0 + handicap_compensation(self.handicap).0)
    }

    /// Whether the position has a seki: a living group with no territory of its own that
    /// lives by sharing liberties with the opponent.
    pub fn has_seki(&self) -> bool {
        has_seki(&self.board, &self.dead)
    }

    /// How many of the shared points are a seki's shared liberties.
    pub fn seki_share(&self) -> SekiShare {
        let groups = seki_groups(&self.board, &self.dead);
        let size = self.board.size();
        let shared: Vec<Point> = regions(&self.board, &self.dead)
            .into_iter()
            .filter(|r| r.owner == Owner::Shared)
            .flat_map(|r| r.points)
            .collect();
        let of_seki = shared
            .iter()
            .filter(|p| {
                groups
                    .iter()
                    .any(|(_, _, stones)| p.neighbors(size).any(|q| stones.contains(&q)))
            })
            .count();
        match of_seki {
            0 => SekiShare::None,
            n if n == shared.len() => SekiShare::All,
            _ => SekiShare::Some,
        }
    }
}

/// How many of a position's shared points are the shared liberties of a seki (Chinese names
/// those 公气, the others 单官).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SekiShare {
    /// None: no seki, or none of its liberties left empty.
    None,
    /// Some of them.
    Some,
    /// All of them.
    All,
}

/// Whether some living group touches shared points and has fewer than two points of
/// territory of its own (it lives in seki, not by eyes).
pub fn has_seki(board: &Board, dead: &DeadStones) -> bool {
    !seki_groups(board, dead).is_empty()
}

/// The points of `side`'s eyes in a seki: the territory of its groups that live in seki, in
/// board order.
pub fn seki_eyes(board: &Board, dead: &DeadStones, side: Color) -> Vec<Point> {
    let mut eyes: Vec<Point> = seki_groups(board, dead)
        .into_iter()
        .filter(|(color, _, _)| *color == side)
        .flat_map(|(_, own, _)| own)
        .collect();
    weiqi_engine::sort::sort(&mut eyes);
    eyes.dedup();
    eyes
}

/// The living groups that touch shared points and have fewer than two points of territory of
/// their own, each with its colour, that territory and its stones.
fn seki_groups(board: &Board, dead: &DeadStones) -> Vec<(Color, Vec<Point>, Vec<Point>)> {
    let regions = regions(board, dead);
    let size = board.size();
    board
        .groups()
        .iter()
        .filter(|g| !dead.contains(g.stones[0]))
        .filter_map(|g| {
            let touches = |r: &&crate::rules::Region| {
                r.points.iter().any(|p| p.neighbors(size).any(|q| g.stones.contains(&q)))
            };
            let own: Vec<Point> = regions
                .iter()
                .filter(|r| r.owner.color() == Some(g.color))
                .filter(touches)
                .flat_map(|r| r.points.iter().copied())
                .collect();
            let shared = regions.iter().filter(|r| r.owner == Owner::Shared).any(|r| touches(&r));
            (shared && own.len() < 2).then(|| (g.color, own, g.stones.clone()))
        })
        .collect()
}

/// The trainer's exercises.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Mode {
    /// Black, White or a draw, with komi.
    #[default]
    WhoWins,
    /// Mark the dead stones, give one side's count, then the winner and the margin.
    Count,
    /// Five counts against the clock.
    Timed,
    /// Only mark the dead stones.
    DeadStones,
}

weiqi_engine::json_names!(Mode { WhoWins = "WhoWins", Count = "Count", Timed = "Timed", DeadStones = "DeadStones" });

impl Mode {
    /// Every mode, in menu order.
    pub const ALL: [Mode; 4] = [Mode::WhoWins, Mode::Count, Mode::DeadStones, Mode::Timed];
}

/// What kind of positions to practise on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Level {
    /// Lines of the board: 9, 13 or 19.
    pub size: u8,
    /// Positions with dead stones to take off (the dead-stone drill always has them).
    pub dead: bool,
    /// Hand-made positions with a seki.
    pub seki: bool,
}

weiqi_engine::json_struct!(Level { size, dead, seki });

impl Default for Level {
    fn default() -> Level {
        Level { size: 9, dead: false, seki: false }
    }
}

impl Level {
    /// The board size (9×9 for anything unknown).
    pub fn board_size(self) -> BoardSize {
        match self.size {
            13 => BoardSize::THIRTEEN,
            19 => BoardSize::NINETEEN,
            _ => BoardSize::NINE,
        }
    }
}

/// How often a hand-made position is chosen over a generated one, out of 8, while unseen
/// hand-made positions of the level are left.
const HAND_MADE_SHARE: u32 = 3;

/// The next position for `level` in `mode`, from `seed`. Hand-made positions in `seen` are
/// not repeated until every one of the level has been seen (then `seen` should be cleared);
/// generated positions never repeat for different seeds.
///
/// # Examples
/// ```
/// use weiqi::counting::{next_task, Level, Mode};
/// let task = next_task(Level { size: 13, dead: true, seki: false }, Mode::Count, 5, &[]);
/// assert_eq!(task.size().get(), 13);
/// assert!(!task.dead.is_empty());
/// ```
pub fn next_task(level: Level, mode: Mode, seed: u64, seen: &[String]) -> Task {
    let mut rng = Rng::new(seed);
    let size = level.board_size();
    let dead = level.dead || mode == Mode::DeadStones;
    let unseen = |p: &&Position| !seen.contains(&p.name);
    if level.seki {
        let seki: Vec<&Position> = library().iter().filter(|p| has_seki(&p.board, &p.dead)).collect();
        let same_size: Vec<&Position> = seki.iter().copied().filter(|p| p.board.size() == size).collect();
        // With dead stones as the level asks, where the collection has such a seki.
        let as_asked: Vec<&Position> = same_size.iter().copied().filter(|p| p.dead.is_empty() != dead).collect();
        let pool = if !as_asked.is_empty() {
            as_asked
        } else if !same_size.is_empty() {
            same_size
        } else {
            seki
        };
        let fresh: Vec<&Position> = pool.iter().copied().filter(unseen).collect();
        let from = if fresh.is_empty() { &pool } else { &fresh };
        if let Some(p) = pick(from, &mut rng) {
            return Task::from_position(p);
        }
    }
    // A seki only when the level asks for one.
    let fits = |p: &&Position| p.board.size() == size && p.dead.is_empty() != dead && !has_seki(&p.board, &p.dead);
    let fresh: Vec<&Position> = library().iter().filter(fits).filter(unseen).collect();
    if !fresh.is_empty() && rng.below(8) < HAND_MADE_SHARE {
        if let Some(p) = pick(&fresh, &mut rng) {
            return Task::from_position(p);
        }
    }
    let dead_groups = if dead { 1 + rng.below(if size == BoardSize::NINE { 2 } else { 3 }) as u8 } else { 0 };
    // Now and then the generator finds no room for a dead group; the level asks for one.
    let mut task = Task::generated(size, dead_groups, rng.next_u64());
    for _ in 0..8 {
        if !dead || !task.dead.is_empty() {
            break;
        }
        task = Task::generated(size, dead_groups, rng.next_u64());
    }
    task
}

fn pick<'a, T>(items: &'a [T], rng: &mut Rng) -> Option<&'a T> {
    (!items.is_empty()).then(|| &items[rng.below(items.len() as u32) as usize])
}

/// Which side's count the learner gives.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum CountSide {
    /// Always Black's.
    #[default]
    Black,
    /// Always White's.
    White,
    /// Black's, then White's, in turn.
    Alternate,
}

weiqi_engine::json_names!(CountSide { Black = "Black", White = "White", Alternate = "Alternate" });

impl CountSide {
    /// The side to count for the `n`-th position (from 0).
    pub fn side(self, n: u32) -> Color {
        match self {
            CountSide::Black => Color::Black,
            CountSide::White => Color::White,
            CountSide::Alternate if n.is_multiple_of(2) => Color::Black,
            CountSide::Alternate => Color::White,
        }
    }
}
