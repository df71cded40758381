//! The computer opponent: levels 1 to 8, a proper end of game under area scoring, and
//! ownership (dead stones, seki, an estimated result). No I/O and no web dependencies: it runs
//! natively and in WebAssembly.
//!
//! With a neural network ([`Engine::set_network`]) it searches by PUCT ([`puct`]) with the
//! network as its [`Evaluator`]; without one, by Monte Carlo tree search with RAVE and simple
//! Go knowledge ([`tree`]), which needs no weights (the browser before the download).
//!
//! - [`Engine::genmove`]: the move for the side to move, within a [`Budget`].
//! - [`Engine::ownership`]: who owns each point, for the dead stones of a finished game.
//!
//! Whatever the level, the engine never fills its own eye, never puts three or more stones
//! into atari without capturing, always takes five or more stones in atari, and saves its
//! own group of five or more in atari when it can get away ([`safety`]).

mod evaluator;
mod finish;
mod level;
mod ownership;
mod patterns;
mod playout;
mod prior;
mod puct;
pub mod review;
mod safety;
mod tactics;
mod tree;

pub use evaluator::{Evaluator, NetEvaluator, Playouts};
pub use level::{Level, LevelOutOfRange};
pub use ownership::{Ownership, Status};
pub use puct::Candidate;

use std::sync::Arc;

use crate::nn::Network;
use crate::rules::{handicap_compensation, Board, BoardSize, Color, Game, GameEnd, Move, Point, Rng};

use playout::{Sim, PASS};
use tree::{KeySet, Params, RootPosition, Tree};

/// What the engine decides to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum BotMove {
    /// Put a stone on a point.
    Play(Point),
    /// Pass.
    Pass,
    /// Give up the game.
    Resign,
}

/// Why the engine passed or played on at the end, for the learner's side of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum EndReason {
    /// Nothing is left to gain: the game is over.
    Finished,
    /// A shared point is still open; filling it is worth a point's half.
    FillsSharedPoint,
    /// A group is in atari and can still be captured or saved.
    GroupInAtari,
    /// Some points are still unsettled.
    Unsettled,
}

/// How long to think: a number of simulations, and if given, a time limit.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Budget {
    /// Simulations at most, for the Monte Carlo search (with a network, each level searches as
    /// its [`Level`] says, or as [`Engine::set_visits`] says).
    pub playouts: u32,
    /// Milliseconds at most, measured by the caller's clock.
    pub millis: Option<f64>,
}

impl Budget {
    /// A level's budget, with no time limit.
    pub fn of(level: Level) -> Budget {
        Budget { playouts: level.playouts(), millis: None }
    }
}

/// The result of a search.
#[derive(Clone, Debug, PartialEq)]
pub struct Thought {
    /// The move chosen.
    pub mv: BotMove,
    /// The chance of winning for the side that moves, as the search sees it (0 to 1).
    pub win_rate: f32,
    /// Simulations run.
    pub playouts: u32,
    /// Who owns each point.
    pub ownership: Ownership,
    /// When the engine passed, or played on although the opponent passed: why.
    pub end: Option<EndReason>,
    /// How many points the side that moves leads by, as the network sees it (0 without one).
    pub lead: f32,
    /// The moves the network's search looked at, most visited first (empty without one).
    pub candidates: Vec<Candidate>,
}

/// What the network's search says about a position (see [`Engine::analyze`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis {
    /// Whose turn it is.
    pub to_move: Color,
    /// The side to move's chance of winning (0 to 1), and how many points it leads by.
    pub win_rate: f32,
    pub lead: f32,
    /// The moves looked at, most visited first, each with the line the search expects after it
    /// (the move itself first, at most ten moves).
    pub candidates: Vec<(Candidate, Vec<Move>)>,
    /// Who owns each point.
    pub ownership: Ownership,
    /// Visits the search ran.
    pub visits: u32,
}

impl Analysis {
    /// The position as a review reads it: Black's lead and chance, the first choice and its
    /// line, the ownership.
    pub fn view(&self) -> review::PositionView {
        let black = self.to_move == Color::Black;
        review::PositionView {
            black_lead: if black { self.lead } else { -self.lead },
            black_win: if black { self.win_rate } else { 1.0 - self.win_rate },
            best: self.candidates.first().map(|(c, line)| (c.point.map_or(Move::Pass, Move::Play), line.clone())),
            ownership: Some(self.ownership.clone()),
        }
    }
}

/// The computer player. It keeps its search tree between moves of the same game.
pub struct Engine {
    level: Level,
    rng: Rng,
    params: Params,
    /// Resign when the win rate falls below this (off by default).
    resign_below: Option<f32>,
    /// The last tree and the game moves at its root.
    kept: Option<(Tree, Vec<(Color, Move)>)>,
    sim: Option<Sim>,
    /// The network and its kept search, when weights are loaded.
    net: Option<NetEvaluator>,
    puct: Option<puct::Puct>,
    /// Visits for every level, instead of the level's own (GTP `--visits`).
    visits: Option<u32>,
}

impl Engine {
    /// An engine at `level`; equal seeds give equal games for budgets without a time limit.
    pub fn new(level: Level, seed: u64) -> Engine {
        Engine {
            level,
            rng: Rng::new(seed),
            params: Params::default(),
            resign_below: None,
            kept: None,
            sim: None,
            net: None,
            puct: None,
            visits: None,
        }
    }

    /// Plays with `network` from now on, or with the Monte Carlo search when `None`.
    pub fn set_network(&mut self, network: Option<Arc<Network>>) {
        self.net = network.map(NetEvaluator::new);
        self.puct = None;
    }

    /// Whether a network is loaded.
    pub fn has_network(&self) -> bool {
        self.net.is_some()
    }

    /// The network, on the boards it was trained on (7×7 to 19×19); the Monte Carlo search
    /// plays the others.
    fn net_for(&mut self, size: BoardSize) -> Option<&mut NetEvaluator> {
        self.net.as_mut().filter(|_| (7..=19).contains(&size.get()))
    }

    /// Searches `visits` visits at every level (levels still choose how to pick among the
    /// candidates); `None` for each level's own.
    pub fn set_visits(&mut self, visits: Option<u32>) {
        self.visits = visits.map(|v| v.max(1));
    }

    /// The level.
    pub fn level(&self) -> Level {
        self.level
    }

    /// Changes the level (the tree is kept).
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// Resigns when the chance of winning falls below `threshold` (e.g. 0.05); `None` never.
    pub fn set_resign_threshold(&mut self, threshold: Option<f32>) {
        self.resign_below = threshold;
    }

    /// Caps the tree's memory at about `bytes`.
    pub fn set_memory_limit(&mut self, bytes: usize) {
        self.params.max_nodes = (bytes / std::mem::size_of::<tree::Node>()).max(1024);
    }

    /// The bytes the kept tree (and, with a network, the evaluation cache and buffers) use now.
    pub fn tree_bytes(&self) -> usize {
        self.kept.as_ref().map_or(0, |(t, _)| t.nodes.capacity() * std::mem::size_of::<tree::Node>())
            + self.puct.as_ref().map_or(0, puct::Puct::bytes)
            + self.net.as_ref().map_or(0, NetEvaluator::scratch_bytes)
    }

    /// Forgets the kept tree (a new game, or an undo).
    pub fn clear(&mut self) {
        self.kept = None;
        self.puct = None;
    }

    /// Chooses a move for the side to move in `game`. `now` is a clock in milliseconds, read
    /// only when the budget has a time limit.
    pub fn genmove(&mut self, game: &Game, budget: Budget, now: &dyn Fn() -> f64) -> Thought {
        let mut game = game.clone();
        if game.end() == Some(GameEnd::BothPassed) {
            game.resume();
        }
        if self.net_for(game.size()).is_some() {
            return self.genmove_net(&game, budget, now);
        }
        let mut tree = self.take_tree(&game);
        let (playouts, win_rate) = self.search(&mut tree, budget, now);
        let ownership = Ownership::from_padded(game.size(), &tree.ownership());
        let legal = tree.root_moves.clone();
        let best = best_child(&tree);
        self.kept = Some((tree, game.moves().iter().map(|m| (m.color, m.mv)).collect()));
        let (mv, end) = self.decide(&game, best, &legal, &ownership, win_rate);
        Thought { mv, win_rate, playouts, ownership, end, lead: 0.0, candidates: Vec::new() }
    }

    /// The move after the rules of sense, the end of the game and resigning have had their say
    /// on the search's `chosen` (a padded index or [`PASS`]); and why, at the end. The
    /// network's search is trusted to go on playing while the opponent has not passed, even
    /// where the ownership estimate sees nothing left; the Monte Carlo search is not.
    fn decide(&self, game: &Game, mut chosen: usize, legal: &[usize], ownership: &Ownership, win_rate: f32) -> (BotMove, Option<EndReason>) {
        let color = game.to_move();
        if let Some(m) = safety::override_move(game.board(), color, chosen, legal) {
            chosen = m;
        }
        let opponent_passed = matches!(game.moves().last(), Some(m) if m.mv == Move::Pass);
        let mut end = None;
        let trusted = self.net.is_some() && (7..=19).contains(&game.size().get());
        match finish::assess(game.board(), ownership, color, legal) {
            EndReason::Finished if trusted && chosen != PASS && !opponent_passed => {}
            EndReason::Finished => {
                chosen = PASS;
                end = Some(EndReason::Finished);
            }
            reason => {
                if chosen == PASS {
                    chosen = finish::move_for(game.board(), &ownership, color, legal, reason).unwrap_or(PASS);
                }
                if opponent_passed && chosen != PASS {
                    end = Some(reason);
                }
            }
        }
        let mv = if chosen == PASS { BotMove::Pass } else { BotMove::Play(Point::from_index(chosen)) };
        let resign = self.resign_below.is_some_and(|t| win_rate < t)
            && game.board().stone_count(Color::Black) + game.board().stone_count(Color::White) > game.size().area() / 4;
        (if resign { BotMove::Resign } else { mv }, end)
    }

    /// [`Engine::genmove`] with the network: the level's search and way of choosing.
    fn genmove_net(&mut self, game: &Game, budget: Budget, now: &dyn Fn() -> f64) -> Thought {
        let size = game.size();
        let style = self.level.style(size.get());
        let visits = self.visits.unwrap_or(style.visits);
        let komi = white_komi(game);
        let mut search = match self.puct.take() {
            Some(mut s) => {
                s.advance(game, komi);
                s
            }
            None => puct::Puct::new(game, komi, puct::Params::default()),
        };
        let start = budget.millis.map(|_| now());
        let mut stop = || matches!((budget.millis, start), (Some(limit), Some(t0)) if now() - t0 >= limit);
        let net = self.net.as_mut().expect("genmove_net runs with a network");
        let playouts = search.run(net, visits, &mut stop);
        let candidates = search.candidates();
        let (win_rate, lead) = search.root_value();
        let ownership = search
            .ownership()
            .and_then(|v| Ownership::from_values(size, v))
            .unwrap_or_else(|| Ownership::from_values(size, vec![0.0; size.area() as usize]).expect("one value a point"));
        let legal: Vec<usize> = size
            .points()
            .filter(|&p| game.is_legal(p) && !game.board().is_own_eye(game.to_move(), p.index()))
            .map(Point::index)
            .collect();
        let chosen = self.choose(game, &candidates, style, visits > 1);
        self.puct = Some(search);
        let (mv, end) = self.decide(game, chosen, &legal, &ownership, win_rate);
        Thought { mv, win_rate, playouts, ownership, end, lead, candidates }
    }

    /// The level's pick among the search's candidates (a padded index or [`PASS`]).
    fn choose(&mut self, game: &Game, candidates: &[Candidate], style: level::Style, searched: bool) -> usize {
        let index = |c: &Candidate| c.point.map_or(PASS, Point::index);
        if style.slip > 0.0 && self.rng.below(1000) < (style.slip * 1000.0) as u32 {
            if let Some(slip) = slip_move(game, &mut self.rng) {
                return slip;
            }
        }
        let mut ranked: Vec<&Candidate> = candidates.iter().collect();
        if !searched {
            ranked.sort_by(|a, b| b.prior.total_cmp(&a.prior));
        }
        let Some(best) = ranked.first() else { return PASS };
        if style.temperature <= 0.0 || ranked.len() == 1 {
            return index(best);
        }
        let top = &ranked[..style.top.min(ranked.len())];
        let weight = |c: &Candidate| {
            let w = if searched { c.visits as f32 } else { c.prior };
            w.max(1e-9).powf(1.0 / style.temperature)
        };
        let total: f32 = top.iter().map(|c| weight(c)).sum();
        let mut r = self.rng.below(1 << 24) as f32 / (1 << 24) as f32 * total;
        for c in top {
            r -= weight(c);
            if r <= 0.0 {
                return index(c);
            }
        }
        index(best)
    }

    /// The network's search of `visits` visits from `game`'s position, for hints, warnings and
    /// reviews; `None` without a network (or on a board it does not play). The kept tree is not
    /// touched.
    pub fn analyze(&mut self, game: &Game, visits: u32) -> Option<Analysis> {
        let mut game = game.clone();
        if game.end() == Some(GameEnd::BothPassed) {
            game.resume();
        }
        let net = self.net_for(game.size())?;
        let mut search = puct::Puct::new(&game, white_komi(&game), puct::Params::default());
        let visits = search.run(net, visits.max(1), &mut || false);
        let (win_rate, lead) = search.root_value();
        let size = game.size();
        let ownership = search
            .ownership()
            .and_then(|v| Ownership::from_values(size, v))
            .unwrap_or_else(|| Ownership::from_values(size, vec![0.0; size.area() as usize]).expect("one value a point"));
        let candidates = search.candidates().into_iter().map(|c| (c, search.line_after(c.point, 10))).collect();
        Some(Analysis { to_move: game.to_move(), win_rate, lead, candidates, ownership, visits })
    }

    /// Who owns each point of `game` after a search of `playouts` simulations from it (with a
    /// network: its evaluation of the position and a few positions below).
    pub fn ownership(&mut self, game: &Game, playouts: u32) -> Ownership {
        let mut game = game.clone();
        if game.end() == Some(GameEnd::BothPassed) {
            game.resume();
        }
        if let Some(net) = self.net_for(game.size()) {
            return net_ownership(net, &game);
        }
        let mut tree = Tree::new(root_position(&game), self.params);
        let budget = Budget { playouts, millis: None };
        self.search(&mut tree, budget, &|| 0.0);
        Ownership::from_padded(game.size(), &tree.ownership())
    }

    /// Who owns each point of a finished game: two searches of `playouts` simulations, one
    /// with each side moving first, averaged, so that neither side's extra move decides. This
    /// is what the dead stones after two passes are judged by.
    pub fn final_ownership(&mut self, game: &Game, playouts: u32) -> Ownership {
        let board = game.board();
        if let Some(net) = self.net_for(game.size()) {
            let size = game.size();
            let mut sum = vec![0f32; size.area() as usize];
            for first in Color::ALL {
                let Ok(position) = Game::from_setup(board.clone(), first, game.ruleset()) else { continue };
                for (s, o) in sum.iter_mut().zip(net_ownership(net, &position).values()) {
                    *s += o / 2.0;
                }
            }
            return Ownership::from_values(size, sum).expect("one value a point");
        }
        let mut sum = vec![0f32; crate::rules::point::CELLS];
        for first in Color::ALL {
            let Ok(position) = Game::from_setup(board.clone(), first, game.ruleset()) else { continue };
            let mut tree = Tree::new(root_position(&position), self.params);
            self.search(&mut tree, Budget { playouts, millis: None }, &|| 0.0);
            for (s, o) in sum.iter_mut().zip(tree.ownership()) {
                *s += o / 2.0;
            }
        }
        Ownership::from_padded(game.size(), &sum)
    }

    /// Runs the search; returns the simulations run and the root's win rate for its mover.
    fn search(&mut self, tree: &mut Tree, budget: Budget, now: &dyn Fn() -> f64) -> (u32, f32) {
        let mut sim = self.sim.take().unwrap_or_else(|| Sim::new(tree.board.clone(), tree.to_move, 0, PASS));
        let mut path = Vec::with_capacity(64);
        let mut hashes = Vec::with_capacity(64);
        let started = budget.millis.map(|_| now());
        let mut done = 0;
        while done < budget.playouts {
            let batch = (budget.playouts - done).min(32);
            tree.run(batch, &mut self.rng, &mut sim, &mut path, &mut hashes);
            done += batch;
            if let (Some(limit), Some(start)) = (budget.millis, started) {
                if now() - start >= limit {
                    break;
                }
            }
        }
        self.sim = Some(sim);
        let root_children = tree.root_children();
        let best = root_children.iter().max_by_key(|c| c.visits);
        let win_rate = best.map_or(0.5, |c| c.w / c.n);
        (done, win_rate)
    }

    /// The kept tree moved on to `game`'s position if it is a later position of the same
    /// game, or a new tree.
    fn take_tree(&mut self, game: &Game) -> Tree {
        let root = root_position(game);
        let moves: Vec<(Color, Move)> = game.moves().iter().map(|m| (m.color, m.mv)).collect();
        if let Some((mut tree, at)) = self.kept.take() {
            if moves.len() >= at.len() && moves[..at.len()] == at[..] && tree.board.size() == game.size() {
                let mut reusable = true;
                for &(_, mv) in &moves[at.len()..] {
                    let index = match mv {
                        Move::Play(p) => p.index(),
                        Move::Pass => PASS,
                    };
                    match tree.child_for(index) {
                        Some(child) => tree.nodes = tree.subtree(child),
                        None => {
                            reusable = false;
                            break;
                        }
                    }
                }
                if reusable && tree.nodes[0].n_children > 0 {
                    tree.reset_root(root);
                    return tree;
                }
            }
        }
        Tree::new(root, self.params)
    }
}

/// Visits of the network's search behind an ownership estimate.
const OWNERSHIP_VISITS: u32 = 8;

/// Who owns each point of `game` by the network: its ownership averaged over a small search.
fn net_ownership(net: &mut NetEvaluator, game: &Game) -> Ownership {
    let mut search = puct::Puct::new(game, white_komi(game), puct::Params::default());
    search.run(net, OWNERSHIP_VISITS, &mut || false);
    let size = game.size();
    let values = search.ownership().unwrap_or_else(|| vec![0.0; size.area() as usize]);
    Ownership::from_values(size, values).expect("one value a point")
}

/// White's komi in points, with the handicap's compensation.
fn white_komi(game: &Game) -> f32 {
    (game.ruleset().komi.quarters().points() + handicap_compensation(game.handicap()).points()) as f32
}

/// A slip: a plain move near the last ones (within two lines of either side's last stone),
/// legal and not absurd, and off the first two lines while the board is mostly empty.
fn slip_move(game: &Game, rng: &mut Rng) -> Option<usize> {
    let board = game.board();
    let color = game.to_move();
    let n = game.size().get();
    let recent: Vec<Point> = game.moves().iter().rev().take(2).filter_map(|m| match m.mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    }).collect();
    let opening = prior::is_opening(board);
    let near = |p: Point| recent.iter().any(|q| p.col().abs_diff(q.col()) <= 2 && p.row().abs_diff(q.row()) <= 2);
    let edge = |p: Point| p.col().min(p.row()).min(n - 1 - p.col()).min(n - 1 - p.row()) < 2;
    let moves: Vec<usize> = game
        .size()
        .points()
        .filter(|&p| near(p) && !(opening && edge(p)) && game.is_legal(p))
        .map(Point::index)
        .filter(|&i| !board.is_own_eye(color, i) && !tactics::shape_of_move(board, color, i).is_self_atari())
        .collect();
    (!moves.is_empty()).then(|| moves[rng.below(moves.len() as u32) as usize])
}

/// The root child with the most visits, as a padded index or [`PASS`].
fn best_child(tree: &Tree) -> usize {
    tree.root_children().iter().max_by_key(|c| c.visits).map_or(PASS, |c| c.mv as usize)
}

/// The search's view of `game`'s position: the board, the positions seen (superko), the
/// simple-ko point, komi in points and the exact legal moves (own eyes left out).
fn root_position(game: &Game) -> RootPosition {
    let board = game.board().clone();
    let to_move = game.to_move();
    let mut seen = KeySet::default();
    let (start, _) = game.start();
    let mut replay = start.clone();
    seen.insert(replay.hash());
    for m in game.moves() {
        if let Move::Play(p) = m.mv {
            replay.play_at(m.color, p.index(), None);
        }
        seen.insert(replay.hash());
    }
    let ko = simple_ko(game);
    let last = match game.moves().last() {
        Some(m) => match m.mv {
            Move::Play(p) => p.index(),
            Move::Pass => PASS,
        },
        None => PASS,
    };
    let rules = game.ruleset();
    let komi = (rules.komi.quarters().points() + handicap_compensation(game.handicap()).points()) as f32;
    let legal = game
        .size()
        .points()
        .filter(|&p| game.check_for(to_move, p).is_ok() && !board.is_own_eye(to_move, p.index()))
        .map(|p| p.index())
        .collect();
    RootPosition { board, to_move, ko, last, komi, seen, legal }
}

/// The point the side to move may not retake at once (after a single-stone capture by a
/// single stone left in atari), or 0.
fn simple_ko(game: &Game) -> usize {
    let Some(last) = game.moves().last() else { return 0 };
    let Move::Play(p) = last.mv else { return 0 };
    let board: &Board = game.board();
    let i = p.index();
    if last.captured.len() == 1 && board.chain_len(board.head_of(i)) == 1 && board.atari_liberty(board.head_of(i)).is_some() {
        last.captured[0].index()
    } else {
        0
    }
}

/// One playout with the engine's policy from `board`, `to_move` first, until both sides
/// pass; returns Black's area at the end (stones plus the empty points only Black touches).
/// For benchmarks and tests.
///
/// # Examples
/// ```
/// use weiqi_engine::bot::policy_playout;
/// use weiqi_engine::rules::{Board, BoardSize, Color, Rng};
/// let area = policy_playout(&Board::new(BoardSize::NINE), Color::Black, &mut Rng::new(1));
/// assert!((0..=81).contains(&area));
/// ```
pub fn policy_playout(board: &Board, to_move: Color, rng: &mut Rng) -> i32 {
    let mut sim = Sim::new(board.clone(), to_move, 0, PASS);
    sim.play_out(rng, 3 * board.size().area());
    let mut owner = [0i8; crate::rules::point::CELLS];
    playout::area_score(&sim.board, Some(&mut owner));
    board.size().points().filter(|p| owner[p.index()] > 0).count() as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, Ruleset};

    #[test]
    fn the_tree_is_kept_for_the_next_move_of_the_same_game() {
        let mut game = Game::new(BoardSize::NINE, Ruleset::CHINESE);
        let level = Level::new(4).unwrap();
        let mut engine = Engine::new(level, 1);
        let thought = engine.genmove(&game, Budget::of(level), &|| 0.0);
        let BotMove::Play(ours) = thought.mv else { panic!("a move on an empty board") };
        game.play(Move::Play(ours)).unwrap();
        // The reply the search looked at most.
        let (tree, _) = engine.kept.as_ref().unwrap();
        let child = tree.child_for(ours.index()).unwrap();
        let grandchildren = {
            let n = &tree.nodes[child];
            &tree.nodes[n.first_child as usize..n.first_child as usize + n.n_children as usize]
        };
        let reply = grandchildren.iter().filter(|c| c.mv as usize != PASS).max_by_key(|c| c.visits).unwrap();
        let visits = reply.visits;
        game.play(Move::Play(Point::from_index(reply.mv as usize))).unwrap();
        let tree = engine.take_tree(&game);
        assert_eq!(tree.nodes[0].visits, visits, "the subtree after the two moves is the new root");
        assert!(visits > 0);
    }
}
