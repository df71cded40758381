//! The computer opponent: levels 1 to 8, a proper end of game under area scoring, and
//! ownership (dead stones, seki, an estimated result). No I/O and no web dependencies: it runs
//! natively and in WebAssembly.
//!
//! With a neural network (`Engine::set_network`, in builds with the `network` feature) it
//! searches by PUCT (`puct`) with the network as its `Evaluator`; without one, by Monte Carlo
//! tree search with RAVE and simple Go knowledge ([`tree`]), which needs no weights (the
//! browser before the download).
//!
//! - [`Engine::genmove`]: the move for the side to move, within a [`Budget`].
//! - [`Engine::ownership`]: who owns each point, for the dead stones of a finished game.
//!
//! Whatever the level, the engine never fills its own eye, never puts three or more stones
//! into atari without capturing, always takes five or more stones in atari, and saves its
//! own group of five or more in atari when it can get away ([`safety`]).

#[cfg(feature = "network")]
mod evaluator;
mod finish;
pub mod hint;
mod level;
#[cfg(feature = "network")]
mod network;
mod ownership;
mod patterns;
mod playout;
mod prior;
pub mod rank;
#[cfg(feature = "network")]
mod puct;
pub mod review;
mod safety;
mod tactics;
mod tree;

#[cfg(feature = "network")]
pub use evaluator::{Evaluator, NetEvaluator, Playouts};
pub use level::{Level, LevelOutOfRange};
#[cfg(feature = "network")]
pub use network::{Analysis, WORTH_VISITS};
pub use ownership::{Ownership, Status};

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

crate::json_enum!(BotMove { Play(_), Pass, Resign });

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

crate::json_names!(EndReason { Finished = "Finished", FillsSharedPoint = "FillsSharedPoint", GroupInAtari = "GroupInAtari", Unsettled = "Unsettled" });

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

/// The statistics of one candidate move of the network's search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Candidate {
    /// The move: a point, or `None` to pass.
    pub point: Option<Point>,
    pub visits: u32,
    /// The network's (or the playouts') prior for it.
    pub prior: f32,
    /// The chance of winning after it, for the side that plays it (0 to 1).
    pub win_rate: f32,
    /// The lead after it, in points, for the side that plays it.
    pub lead: f32,
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
    /// The network, its kept search and its visits, when weights are loaded.
    #[cfg(feature = "network")]
    net: network::Net,
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
            #[cfg(feature = "network")]
            net: network::Net::default(),
        }
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
        let tree = self.kept.as_ref().map_or(0, |(t, _)| t.nodes.capacity() * std::mem::size_of::<tree::Node>());
        #[cfg(feature = "network")]
        let tree = tree + self.net.bytes();
        tree
    }

    /// Forgets the kept tree (a new game, or an undo).
    pub fn clear(&mut self) {
        self.kept = None;
        #[cfg(feature = "network")]
        self.net.forget_search();
    }

    /// Whether the network plays a game on `size` (loaded, and a size it was trained on).
    #[cfg(feature = "network")]
    fn plays_with_network(&self, size: BoardSize) -> bool {
        self.net.plays(size)
    }

    /// Whether the network plays a game on `size`: never, in a build without it.
    #[cfg(not(feature = "network"))]
    fn plays_with_network(&self, _size: BoardSize) -> bool {
        false
    }

    /// Chooses a move for the side to move in `game`. `now` is a clock in milliseconds, read
    /// only when the budget has a time limit.
    pub fn genmove(&mut self, game: &Game, budget: Budget, now: &dyn Fn() -> f64) -> Thought {
        let mut game = game.clone();
        if game.end() == Some(GameEnd::BothPassed) {
            game.resume();
        }
        #[cfg(feature = "network")]
        if self.plays_with_network(game.size()) {
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
        let trusted = self.plays_with_network(game.size());
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

    /// Who owns each point of `game` after a search of `playouts` simulations from it (with a
    /// network: its evaluation of the position and a few positions below).
    pub fn ownership(&mut self, game: &Game, playouts: u32) -> Ownership {
        let mut game = game.clone();
        if game.end() == Some(GameEnd::BothPassed) {
            game.resume();
        }
        #[cfg(feature = "network")]
        if self.plays_with_network(game.size()) {
            return self.net_ownership(&game);
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
        #[cfg(feature = "network")]
        if self.plays_with_network(game.size()) {
            return self.net_final_ownership(game);
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
