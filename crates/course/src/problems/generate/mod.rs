//! A deterministic generator of practice problems: [`generate`] makes one problem of a
//! [`Kind`] from a seed, or `None` when the seed's position does not make a good one.
//!
//! Each kind has a module that sketches a position from the seed (a shape of its kind, turned
//! by one of the board's eight symmetries, near a corner or a side, with a few extra stones
//! for variety) and says what its answer must look like. The reading here is shared: the
//! reader ([`crate::reading`]) finds the winning first moves (Black always plays; the
//! quickest captures, or the saving moves, up to the kind's number of answers, each with a
//! correct line from [`principal_line`]), reads every other candidate move as deep as the
//! proof will (they must fail), finds White's answer to each plausible wrong first move
//! ([`best_move`]), and reads a defence deeper still. The problem is kept only when [`prove`]
//! proves it, the same proof as the handwritten problems. Two problems that are one turned
//! or mirrored are the same ([`symmetry_key`]): the example that writes the file keeps the
//! first.
//!
//! The rating, in kyu, from the kind, the reading depth and the plausible wrong moves:
//!
//! ```text
//! kyu = 30 − base(kind) − 1.5 × (Black's moves in the main line − 1) − wrong first moves
//! ```
//!
//! rounded and kept within 10..=30. `base` is 0 for capture-now, 3 for atari, 2 for escape,
//! 5 for ladder and cutting-stones, 7 for snapback, 8 for net, 9 for capturing-race and 10
//! for life-and-death ([`base`]); the wrong first moves count at most three.

mod capture_now;
mod chase;
mod cutting;
mod escape;
mod life;
mod race;
mod sketch;
mod snapback;

use crate::content_check::prove;
use crate::lessons::format::{Task, WrongMove};
use crate::lessons::setup;
use crate::problems::fight::{capture_depth, fight, limits_for, wins};
use crate::problems::generated::{step, GeneratedProblem, Kind};
use crate::reading::{best_move, candidate_moves, solve_after, Fight, Limits};
use crate::rules::{BoardSize, Color, Game, Move, Point, Rng};

pub use crate::problems::fight::principal_line;
pub use sketch::Sketch;

/// A generated problem.
pub type Generated = GeneratedProblem;

/// How wide the generator reads: a position that needs more is given up (the proof allows
/// more, so what is read here is proven quickly).
const NODES: usize = 300_000;

/// How deep a defence is read before it is believed.
const DEEP: u32 = 18;

/// How wide the quick look for the answers reads.
const QUICK_NODES: usize = 20_000;

/// How deep the generator reads, unless a kind asks for more: as deep as the proof reads a
/// short line.
pub const DEPTH: u32 = 14;

/// The most plausible wrong first moves a problem names.
const MAX_WRONG: usize = 3;

/// One problem of `kind` made from `seed`, proven; `None` when this seed makes none.
pub fn generate(kind: Kind, seed: u64) -> Option<Generated> {
    let mut rng = Rng::new(seed.wrapping_mul(0x9E37_79B9).wrapping_add(kind as u64 * 7919 + 1));
    let plan = match kind {
        Kind::CaptureNow => capture_now::plan(&mut rng),
        Kind::Atari => chase::atari(&mut rng),
        Kind::Ladder => chase::ladder(&mut rng),
        Kind::Net => chase::net(&mut rng),
        Kind::Snapback => snapback::plan(&mut rng),
        Kind::CuttingStones => cutting::plan(&mut rng),
        Kind::Escape => escape::plan(&mut rng),
        Kind::CapturingRace => race::plan(&mut rng),
        Kind::LifeAndDeath => life::plan(&mut rng),
    }?;
    finish(kind, seed, plan)
}

/// What a kind's module hands over: the position, the task and what its answer must be.
pub struct Plan {
    pub size: BoardSize,
    pub black: Vec<Point>,
    pub white: Vec<Point>,
    pub target: Point,
    /// `'c'` capture, `'s'` save, `'p'` play.
    pub task: char,
    /// The most first moves that may win (all of them become lines).
    pub answers: usize,
    /// Whether the read-out answer is of the kind.
    pub fits: fn(&Reading) -> bool,
    /// How deep to read (a ladder needs more than [`DEPTH`]).
    pub depth: u32,
}

/// The reader's view of a sketched problem, for [`Plan::fits`].
pub struct Reading {
    pub game: Game,
    pub fight: Fight,
    /// The winning first moves.
    pub answers: Vec<Move>,
    /// The main line (the first answer's).
    pub line: Vec<Move>,
}

impl Reading {
    /// The target's liberties in `game`.
    pub fn liberties(&self) -> usize {
        self.game.board().liberty_count(self.fight.target)
    }

    /// The target's liberties after the first `n` moves of the main line.
    pub fn liberties_after(&self, n: usize) -> usize {
        let mut g = self.game.clone();
        for &m in &self.line[..n.min(self.line.len())] {
            if g.play(m).is_err() {
                return 0;
            }
        }
        g.board().liberty_count(self.fight.target)
    }

    /// Whether every Black move of the main line (but the capture) leaves the target in atari.
    pub fn all_ataris(&self) -> bool {
        (1..self.line.len()).step_by(2).all(|n| self.liberties_after(n) == 1)
    }

    /// Black's moves in the main line.
    pub fn black_moves(&self) -> usize {
        self.line.len().div_ceil(2)
    }
}

/// The base of the rating: how hard the kind's idea is.
pub fn base(kind: Kind) -> f64 {
    match kind {
        Kind::CaptureNow => 0.0,
        Kind::Escape => 2.0,
        Kind::Atari => 3.0,
        Kind::Ladder | Kind::CuttingStones => 5.0,
        Kind::Snapback => 7.0,
        Kind::Net => 8.0,
        Kind::CapturingRace => 9.0,
        Kind::LifeAndDeath => 10.0,
    }
}

/// The rating in kyu (see the module documentation).
pub fn rating(kind: Kind, black_moves: usize, wrong: usize) -> u8 {
    let kyu = 30.0 - base(kind) - 1.5 * (black_moves.max(1) - 1) as f64 - wrong.min(MAX_WRONG) as f64;
    kyu.round().clamp(10.0, 30.0) as u8
}

fn point_of(mv: Move) -> Option<Point> {
    match mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    }
}

fn gtp(moves: &[Move], size: BoardSize) -> String {
    moves.iter().filter_map(|&m| point_of(m)).map(|p| p.to_gtp(size)).collect::<Vec<_>>().join(" ")
}

/// Reads the plan out, builds the step and proves it.
fn finish(kind: Kind, seed: u64, plan: Plan) -> Option<Generated> {
    let size = plan.size;
    let bare = step(size, &plan.black, &plan.white, plan.task, plan.target, Vec::new(), Vec::new())?;
    let (game, _) = setup::start(&bare).ok()?;
    let fight = fight(&bare, &game)?;
    let learner_attacks = fight.attacker == Color::Black;
    // No group but the target may start in atari: the problem is about the target.
    let board = game.board();
    if board.groups().iter().any(|g| g.liberties.len() < 2 && !g.stones.contains(&plan.target)) {
        return None;
    }
    let at_once = plan.task == 'c' && board.liberty_count(plan.target) == 1;
    let candidates: Vec<Move> = candidate_moves(&game, fight).into_iter().filter(|&m| m != Move::Pass).collect();
    // A quick look for the answers, then their lines.
    let quick = Limits { depth: plan.depth, nodes: QUICK_NODES };
    let winners: Vec<Move> = candidates
        .iter()
        .copied()
        .filter(|&mv| wins(fight, Color::Black, solve_after(&game, mv, fight, quick)) == Some(true))
        .collect();
    // For a capture, the quickest captures are the answers (a slower one is no miss).
    let answers: Vec<Move> = if learner_attacks {
        let depths: Vec<u32> = winners.iter().map(|&mv| capture_depth(&game, mv, fight, quick).unwrap_or(u32::MAX)).collect();
        let fastest = depths.iter().copied().min().unwrap_or(u32::MAX);
        winners.iter().zip(&depths).filter(|(_, &d)| d == fastest).map(|(&m, _)| m).collect()
    } else {
        winners.clone()
    };
    if answers.is_empty() || answers.len() > plan.answers {
        return None;
    }
    let mut lines: Vec<Vec<Move>> = Vec::new();
    for &first in &answers {
        let mut line = vec![first];
        if learner_attacks && !at_once {
            let mut g = game.clone();
            g.play(first).ok()?;
            line.extend(principal_line(&g, fight, Limits { depth: plan.depth, nodes: NODES }, 24));
            // White has nothing better than to pass: the line ends before it.
            if let Some(pass) = line.iter().position(|&m| m == Move::Pass) {
                line.truncate(pass);
            }
            if line.len() % 2 == 0 {
                return None;
            }
        }
        lines.push(line);
    }
    // A defence must hold deeper than the proof reads: the reader calls a group safe when it
    // sees no capture within its depth, and a long ladder could be beyond it.
    let deep = Limits { depth: DEEP, nodes: NODES };
    if !learner_attacks && answers.iter().any(|&mv| solve_after(&game, mv, fight, deep) != crate::reading::Verdict::Survives) {
        return None;
    }
    let reading = Reading { game: game.clone(), fight, answers: answers.clone(), line: lines[0].clone() };
    if !(plan.fits)(&reading) {
        return None;
    }
    // Then every candidate (and a pass) as deep as the proof will read: the answers must be
    // the only winning moves.
    let line_texts: Vec<String> = if at_once { Vec::new() } else { lines.iter().map(|l| gtp(l, size)).collect() };
    let with_lines = step(size, &plan.black, &plan.white, plan.task, plan.target, line_texts.clone(), Vec::new())?;
    let read = Limits { nodes: NODES, ..limits_for(&with_lines) };
    let wins_after = |mv: Move| wins(fight, Color::Black, solve_after(&game, mv, fight, read));
    if wins_after(Move::Pass)? {
        return None;
    }
    let mut failing = Vec::new();
    for &mv in &candidates {
        if wins_after(mv)? != winners.contains(&mv) {
            return None;
        }
        if !winners.contains(&mv) {
            failing.push(mv);
        }
    }
    let wrong = wrong_moves(&game, fight, &failing, plan.task, read)?;
    let step = step(size, &plan.black, &plan.white, plan.task, plan.target, line_texts, wrong)?;
    if !prove(&step).is_empty() {
        return None;
    }
    let wrong_count = match &step.task {
        Task::Capture(t) | Task::Save(t) | Task::Play(t) => t.wrong.len(),
        _ => 0,
    };
    let kyu = rating(kind, reading.black_moves(), wrong_count);
    Some(GeneratedProblem { id: format!("{}-{seed}", kind.name()), kind, kyu, step })
}

/// The plausible wrong first moves, each with White's answer: the failing moves on the
/// target's liberties and next to them (for a save, every failing move that gives the target
/// two liberties, which the player would otherwise accept). `None` when one has no answer.
fn wrong_moves(game: &Game, fight: Fight, failing: &[Move], task: char, read: Limits) -> Option<Vec<WrongMove>> {
    let size = game.size();
    let board = game.board();
    let group = board.group(fight.target)?;
    let near_liberty = |p: Point| group.liberties.iter().any(|&l| l.neighbors(size).any(|n| n == p));
    let mut out = Vec::new();
    for &mv in failing {
        let p = point_of(mv)?;
        let mut after = game.clone();
        after.play(mv).ok()?;
        let must = task == 's' && after.board().liberty_count(fight.target) >= 2;
        let plausible = group.liberties.contains(&p) || (near_liberty(p) && out.len() < MAX_WRONG);
        if !must && (!plausible || out.len() >= MAX_WRONG) {
            continue;
        }
        let reply = best_move(&after, fight, read).and_then(point_of);
        match reply {
            Some(r) => out.push(WrongMove { at: p.to_gtp(size), why: String::new(), reply: Some(r.to_gtp(size)) }),
            None if must => return None,
            None => {}
        }
    }
    if out.len() > MAX_WRONG + 2 {
        return None;
    }
    Some(out)
}

/// Two problems are the same when one is the other turned or mirrored: the key of a
/// problem's stones, the same for all eight symmetries.
pub fn symmetry_key(problem: &GeneratedProblem) -> String {
    let Ok((game, _)) = setup::start(&problem.step) else { return problem.id.clone() };
    let board = game.board();
    let size = board.size();
    (0..8u8)
        .map(|which| {
            let mut stones: Vec<(Point, char)> = size
                .points()
                .filter_map(|p| board.get(p).map(|c| (p.symmetry(size, which), if c == Color::Black { 'X' } else { 'O' })))
                .collect();
            weiqi_engine::sort::sort(&mut stones);
            stones.iter().map(|(p, c)| format!("{}{c}", p.to_sgf())).collect::<String>()
        })
        .min()
        .unwrap_or_default()
}
