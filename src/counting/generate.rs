//! New finished positions to count, made from a seed. The board is shared out between the two
//! colours in one of two ways: along one wandering border, or (more like a real game) as a
//! few frameworks around the corners, sides and centre, each taken by one colour, with
//! winding borders between them. Each side builds a wall on its side of every border, some
//! border points stay shared, a few hopeless invading stones are left inside the territories
//! (dead: the owner's stones stand around them, and the problem reader,
//! `crate::reading`, confirms they cannot live even moving first), and some stones are added inside for variety. Every result is checked to
//! be settled, with every living group surrounding room for two eyes outside the areas that
//! hold dead stones, and is counted exactly by the engine.

use super::unsettled_reason;
use crate::reading::{solve, Fight, Limits, Verdict};
use crate::rules::{count_area, regions, AreaCount, Board, BoardSize, Color, DeadStones, Game, Point, Rng, Ruleset};

/// Choices for the generator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeneratorOptions {
    /// The board size (9×9 and 13×13 are the trainer's; any size from 7 works).
    pub size: BoardSize,
    /// How many dead invading groups to leave inside the territories (0 to 3).
    pub dead_groups: u8,
}

/// A generated finished position with its dead stones and exact count.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The stones.
    pub board: Board,
    /// The stones that are dead (to be taken off before counting).
    pub dead: DeadStones,
    /// The engine's count with those stones off.
    pub count: AreaCount,
}

/// Makes a finished position from `seed`; the same seed and options give the same position.
///
/// # Examples
/// ```
/// use weiqi::counting::{generate, unsettled_reason, GeneratorOptions};
/// use weiqi::rules::{BoardSize, Color};
/// let g = generate(GeneratorOptions { size: BoardSize::NINE, dead_groups: 1 }, 7);
/// assert_eq!(unsettled_reason(&g.board, &g.dead), None);
/// assert_eq!(g.count.total(Color::Black).0 + g.count.total(Color::White).0, 4 * 81);
/// ```
pub fn generate(options: GeneratorOptions, seed: u64) -> Generated {
    let mut rng = Rng::new(seed);
    // A few tries always suffice in practice; the split alone is always settled.
    for attempt in 0..64 {
        let (board, dead) = attempt_position(options, &mut rng, attempt < 48);
        if unsettled_reason(&board, &dead).is_none() && every_group_has_room(&board, &dead) {
            let count = count_area(&board, &dead);
            return Generated { board, dead, count };
        }
    }
    let (board, dead) = attempt_position(GeneratorOptions { dead_groups: 0, ..options }, &mut rng, false);
    let count = count_area(&board, &dead);
    Generated { board, dead, count }
}

/// Which side of the border a point is on.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Side {
    Black,
    Shared,
    White,
}

fn attempt_position(options: GeneratorOptions, rng: &mut Rng, extras: bool) -> (Board, DeadStones) {
    let n = options.size.get() as i32;
    // Frameworks most of the time (always on large boards, where one border is dull).
    let frameworks = extras && (n >= 15 || rng.below(4) != 0);
    let side = if frameworks { closest_of(n, rng, 6) } else { split(n, rng) };
    let at = |c: i32, r: i32| -> Option<Side> {
        (c >= 0 && r >= 0 && c < n && r < n).then(|| side[(r * n + c) as usize])
    };
    let mut stones: Vec<Option<Color>> = vec![None; (n * n) as usize];
    for r in 0..n {
        for c in 0..n {
            let own = side[(r * n + c) as usize];
            let color = match own {
                Side::Black => Color::Black,
                Side::White => Color::White,
                Side::Shared => continue,
            };
            // A wall point: some point around it (diagonals too) is not on this side.
            let on_border = (-1..=1)
                .flat_map(|dr| (-1..=1).map(move |dc| (dc, dr)))
                .any(|(dc, dr)| at(c + dc, r + dr).is_some_and(|s| s != own));
            if on_border {
                stones[(r * n + c) as usize] = Some(color);
            }
        }
    }
    let transform = rng.below(8) as u8;
    let point = |c: i32, r: i32| Point::new(c as u8, r as u8).expect("on board").symmetry(options.size, transform);
    let mut board = Board::new(options.size);
    let changes: Vec<_> = (0..n)
        .flat_map(|r| (0..n).map(move |c| (c, r)))
        .map(|(c, r)| (point(c, r), stones[(r * n + c) as usize]))
        .collect();
    board.set_many(&changes);
    let mut dead = DeadStones::default();
    if extras {
        add_inside_stones(&mut board, rng);
        for _ in 0..options.dead_groups {
            add_dead_group(&mut board, &mut dead, rng);
        }
    }
    (board, dead)
}

/// A wandering border from top to bottom: Black left of it, White right, and now and then
/// a shared point between them.
fn split(n: i32, rng: &mut Rng) -> Vec<Side> {
    let (lo, hi) = (2, n - 4);
    let mut col = lo + rng.below((hi - lo + 1) as u32) as i32;
    let mut side = vec![Side::Black; (n * n) as usize];
    for r in 0..n {
        col = (col + [-1, 0, 0, 1][rng.below(4) as usize]).clamp(lo, hi);
        let gap = i32::from(rng.below(4) == 0);
        for c in 0..n {
            side[(r * n + c) as usize] = if c <= col {
                Side::Black
            } else if c <= col + gap {
                Side::Shared
            } else {
                Side::White
            };
        }
    }
    side
}

/// Enough empty room around every living group for two eyes: the areas of its own colour
/// that it touches hold [`ROOM`] points or more (shared with the groups around the same
/// areas), not counting areas with dead stones in them (an invader there takes up room).
/// A group that touches only a small area might be killed, so such a position is not
/// finished.
fn every_group_has_room(board: &Board, dead: &DeadStones) -> bool {
    let size = board.size();
    let areas = regions(board, dead);
    board.groups().iter().filter(|g| !dead.contains(g.stones[0])).all(|g| {
        let room: usize = areas
            .iter()
            .filter(|r| r.owner.color() == Some(g.color))
            .filter(|r| r.points.iter().all(|&p| !dead.contains(p)))
            .filter(|r| r.points.iter().any(|p| p.neighbors(size).any(|q| g.stones.contains(&q))))
            .map(|r| r.points.len())
            .sum();
        room >= ROOM
    })
}

/// The least room a living group of a generated position surrounds.
const ROOM: usize = 7;

/// Of `tries` framework layouts, the one whose result is closest (real games are often
/// close, and a close count is the one worth checking).
fn closest_of(n: i32, rng: &mut Rng, tries: u32) -> Vec<Side> {
    let mut best: Option<(i32, Vec<Side>)> = None;
    for _ in 0..tries {
        let side = frameworks(n, rng);
        let balance: i32 = side
            .iter()
            .map(|s| match s {
                Side::Black => 1,
                Side::White => -1,
                Side::Shared => 0,
            })
            .sum();
        // Black moves first and gives komi: aim a few points above half for Black.
        let off = (balance - 2 * (n * n / 40)).abs() + rng.below(4) as i32;
        if best.as_ref().is_none_or(|(b, _)| off < *b) {
            best = Some((off, side));
        }
    }
    best.expect("at least one try").1
}

/// A few frameworks, one colour each: every point goes to the nearest centre (distances
/// stretched by a random weight per centre, so the borders wind), centres near the corners
/// and sides as in real games. Now and then a border point is left shared.
fn frameworks(n: i32, rng: &mut Rng) -> Vec<Side> {
    let count = match n {
        ..=9 => 3 + rng.below(2),
        10..=13 => 4 + rng.below(3),
        _ => 6 + rng.below(5),
    } as usize;
    let mut centres: Vec<(i32, i32, i32, Side)> = Vec::new();
    let line = |rng: &mut Rng| {
        // Third and fourth lines more often than the middle, as in real openings.
        let edge = [2, 3, 3, 2, n / 2][rng.below(5) as usize];
        if rng.below(2) == 0 { edge } else { n - 1 - edge }
    };
    let mut guard = 0;
    while centres.len() < count && guard < 200 {
        guard += 1;
        let (c, r) = (line(rng), line(rng));
        let far = centres.iter().all(|&(x, y, _, _)| (x - c).abs() + (y - r).abs() >= n / 3);
        if far {
            let color = if centres.len().is_multiple_of(2) { Side::Black } else { Side::White };
            centres.push((c, r, 80 + rng.below(50) as i32, color));
        }
    }
    let (blacks, whites) = (centres.iter().filter(|c| c.3 == Side::Black).count(), centres.iter().filter(|c| c.3 == Side::White).count());
    if blacks == 0 || whites == 0 {
        return split(n, rng);
    }
    let mut side = vec![Side::Black; (n * n) as usize];
    for r in 0..n {
        for c in 0..n {
            let nearest = centres
                .iter()
                .min_by_key(|&&(x, y, w, _)| ((x - c).pow(2) + (y - r).pow(2)) * w)
                .expect("centres");
            side[(r * n + c) as usize] = nearest.3;
        }
    }
    // Shared points: a border point with both colours beside it, and no shared neighbour.
    let at = |side: &[Side], c: i32, r: i32| (c >= 0 && r >= 0 && c < n && r < n).then(|| side[(r * n + c) as usize]);
    for r in 0..n {
        for c in 0..n {
            let around: Vec<Side> = [(0, -1), (0, 1), (-1, 0), (1, 0)].iter().filter_map(|&(dc, dr)| at(&side, c + dc, r + dr)).collect();
            let both = around.contains(&Side::Black) && around.contains(&Side::White);
            if both && !around.contains(&Side::Shared) && rng.below(6) == 0 {
                side[(r * n + c) as usize] = Side::Shared;
            }
        }
    }
    side
}

/// Empty points whose every neighbour is empty or `owner`'s stone, and that are surrounded
/// by `owner` (inside its territory).
fn inside_points(board: &Board, owner: Color) -> Vec<Point> {
    let count = count_area(board, &DeadStones::default());
    board
        .size()
        .points()
        .filter(|&p| {
            board.get(p).is_none()
                && count.owner_at(p).color() == Some(owner)
                && p.neighbors(board.size()).all(|q| board.get(q) != Some(!owner))
        })
        .collect()
}

/// A few stones of the territory's owner inside it, touching the wall (as in real games).
fn add_inside_stones(board: &mut Board, rng: &mut Rng) {
    for _ in 0..rng.below(4) {
        let color = if rng.below(2) == 0 { Color::Black } else { Color::White };
        let candidates: Vec<Point> = inside_points(board, color)
            .into_iter()
            .filter(|&p| p.neighbors(board.size()).any(|q| board.get(q) == Some(color)))
            .collect();
        if let Some(&p) = pick(&candidates, rng) {
            board.set(p, Some(color));
        }
    }
}

/// One to three connected opponent stones inside a territory, as an invasion ends in a real
/// game: the owner's stones stand around them, one point away, so they have no room to live.
/// The reader confirms that they cannot live even if they move first. A few places are
/// tried; none may fit.
fn add_dead_group(board: &mut Board, dead: &mut DeadStones, rng: &mut Rng) {
    let owner = if rng.below(2) == 0 { Color::Black } else { Color::White };
    let size = board.size();
    let inside = inside_points(board, owner);
    let around = |points: &[Point]| -> Vec<Point> {
        let mut out: Vec<Point> = points.iter().flat_map(|p| p.neighbors(size)).filter(|q| !points.contains(q)).collect();
        weiqi_engine::sort::sort(&mut out);
        out.dedup();
        out
    };
    for _ in 0..12 {
        let Some(&first) = pick(&inside, rng) else { return };
        let mut group = vec![first];
        for _ in 0..rng.below(3) {
            let next: Vec<Point> = around(&group).into_iter().filter(|q| inside.contains(q)).collect();
            match pick(&next, rng) {
                Some(&q) => group.push(q),
                None => break,
            }
        }
        let liberties = around(&group);
        let with_liberties: Vec<Point> = group.iter().chain(&liberties).copied().collect();
        let ring = around(&with_liberties);
        // The ring may use the owner's wall where it runs close by.
        let fits = liberties.iter().all(|q| inside.contains(q))
            && ring.iter().all(|&q| inside.contains(&q) || board.get(q) == Some(owner));
        if !fits {
            continue;
        }
        let changes: Vec<_> = group
            .iter()
            .map(|&p| (p, Some(!owner)))
            .chain(ring.iter().filter(|&&q| board.get(q).is_none()).map(|&p| (p, Some(owner))))
            .collect();
        board.set_many(&changes);
        if cannot_live(board, first, owner) {
            dead.toggle_group(board, first);
            return;
        }
        let undo: Vec<_> = changes.iter().map(|&(p, _)| (p, None)).collect();
        board.set_many(&undo);
    }
}

/// How far the reader looks at an invader: surrounded like this, it dies within a few moves
/// or it is not used.
const READING: Limits = Limits { depth: 10, nodes: 4_000 };

/// Whether the reader finds that `owner` captures the stones on `invader` even when they
/// move first.
fn cannot_live(board: &Board, invader: Point, owner: Color) -> bool {
    let Ok(game) = Game::from_setup(board.clone(), !owner, Ruleset::CHINESE) else { return false };
    solve(&game, Fight { target: invader, attacker: owner }, READING) == Verdict::Captured
}

fn pick<'a, T>(items: &'a [T], rng: &mut Rng) -> Option<&'a T> {
    (!items.is_empty()).then(|| &items[rng.below(items.len() as u32) as usize])
}
