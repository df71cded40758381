//! Playing the computer: the messages between the page and the engine's Web Worker (sent as
//! JSON text, `crate::json`), and [`Thinker`], the worker's side, which answers
//! each request with the engine. Pure: the worker binary only passes messages through, so the
//! whole exchange is tested natively.

use serde::{Deserialize, Serialize};

#[cfg(feature = "network")]
use std::sync::Arc;

#[cfg(feature = "network")]
use super::coach::{ChoiceGrade, HintChoice};
use super::coach::{capture_go_first, CaptureGoFirst, HintAnswer, Loss};
use super::review::Look;
use super::state::Estimate;
use super::saved::SavedGame;
use super::settings::Goal;
use crate::bot::{Budget, BotMove, Engine, EndReason, Level};
#[cfg(feature = "network")]
use crate::nn::{Model, Network};
use crate::rules::{Color, Game, Move, Point};

/// What the page asks the engine.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Request {
    /// Matches the reply to the request; the page ignores replies to older requests.
    pub id: u32,
    /// The game so far, as the app saves it.
    pub game: SavedGame,
    /// What to work out.
    pub task: Task,
}

weiqi_engine::json_struct!(Request { id, game, task });

/// What to work out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// The computer's move at a level.
    Move(Level),
    /// A suggested move for the player to move.
    Hint,
    /// The dead stones of the finished game.
    DeadStones,
    /// Who owns each point now, for the "who owns what" shading.
    Ownership,
    /// The network's look at the position before move `at`, with a search of `visits`
    /// visits, for the game's review.
    Analyze { at: u32, visits: u32 },
}

weiqi_engine::json_enum!(Task { Move(_), Hint, DeadStones, Ownership, Analyze { at, visits } });

/// A group the engine counts as dead, and how sure it is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeadGroup {
    /// The stones.
    pub stones: Vec<Point>,
    /// Their colour.
    pub color: Color,
    /// In how many of 100 trial games the opponent ends up owning their points.
    pub percent: u8,
}

weiqi_engine::json_struct!(DeadGroup { stones, color, percent });

/// What the engine answers.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The worker has started and can take requests.
    Ready,
    /// The computer's move; when it passed, or played on after the opponent passed, why.
    /// `memory`: bytes of the worker's WebAssembly memory (filled in by the worker; 0 natively).
    /// `loss`: in teaching mode, with the network, what the learner's last move gave away
    /// when that is a lot.
    Move { id: u32, mv: BotMove, end: Option<EndReason>, playouts: u32, memory: u64, loss: Option<Loss> },
    /// The suggested move, with the network's view of it when there is one.
    Hint { id: u32, answer: HintAnswer },
    /// The dead stones.
    DeadStones { id: u32, groups: Vec<DeadGroup> },
    /// Who owns each point of the request's position.
    Ownership { id: u32, estimate: Estimate },
    /// The look at the position before move `at` (`None` without the network).
    Analysis { id: u32, at: u32, look: Option<Look> },
    /// The request's game could not be rebuilt (a damaged message).
    Unreadable { id: u32 },
    /// The network's weights are on their way: `loaded` of `total` bytes (`total` 0 when the
    /// server does not say).
    WeightsProgress { loaded: u64, total: u64 },
    /// The network is loaded: the computer plays with it from now on.
    WeightsReady,
    /// The weights are kept by the service worker: the network plays offline too (said by the
    /// worker's start script only when the offline cache holds them).
    WeightsKept,
    /// The network could not be loaded; the computer plays without it.
    WeightsFailed { problem: WeightsProblem },
}

weiqi_engine::json_enum!(Reply {
    Ready,
    Move { id, mv, end, playouts, memory, loss },
    Hint { id, answer },
    DeadStones { id, groups },
    Ownership { id, estimate },
    Analysis { id, at, look },
    Unreadable { id },
    WeightsProgress { loaded, total },
    WeightsReady,
    WeightsKept,
    WeightsFailed { problem },
});

/// Why the network's weights could not be loaded.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum WeightsProblem {
    /// The file could not be fetched (offline before it was ever kept, or the server failed).
    Download,
    /// The file arrived but is not a network the app can run (damaged or cut short).
    Damaged,
}

weiqi_engine::json_names!(WeightsProblem { Download = "Download", Damaged = "Damaged" });

/// The network's weights file, next to the app's other files (`index.html` copies it there;
/// `weights/README.md` says what it is).
pub const WEIGHTS_FILE: &str = "g170-b6c96.wqnn";

/// The worker's bundle with the network (its script and WebAssembly, built from
/// src/bin/weiqi-network.rs), fetched with the weights.
pub const NETWORK_FILES: [&str; 2] = ["weiqi-network.js", "weiqi-network_bg.wasm"];

/// Longest a move may take, in milliseconds (the level's simulations usually end sooner).
pub const MOVE_MILLIS: f64 = 8000.0;

/// Longest the search of a move with the network may take on a board of `lines` lines, in
/// milliseconds: with what follows the search (the end-of-game check, the message), the
/// strongest level answers within a second on 9×9 and three seconds on 19×19 whatever the
/// device (on a slower one it searches less).
pub fn network_move_millis(lines: u8) -> f64 {
    match lines {
        0..=9 => 850.0,
        10..=13 => 1700.0,
        _ => 2500.0,
    }
}

pub use crate::bot::hint::hint_visits;

/// Visits of each of the two searches that judge a learner's move in teaching mode.
pub const LOSS_VISITS: u32 = 8;

/// Playouts of the Monte Carlo ownership estimate (without the network).
pub const OWNERSHIP_PLAYOUTS: u32 = 400;

/// The level whose reading gives hints.
pub const HINT_LEVEL: u8 = 5;
/// The tree's memory at most, in bytes, so the worker stays well under 128 MB (the kept
/// tree and its copy after a move live at once).
pub const TREE_BYTES: usize = 16 << 20;

/// Simulations for the dead stones of a finished game on a board of `size` lines (two
/// searches of this many, one with each side first).
pub fn dead_stone_playouts(size: u8) -> u32 {
    if size <= 9 { 2000 } else if size <= 13 { 1500 } else { 1000 }
}

/// The worker's side: an engine for the game's moves, another for hints.
pub struct Thinker {
    player: Engine,
    helper: Engine,
}

impl Thinker {
    /// A thinker whose engines start from `seed`.
    pub fn new(seed: u64) -> Thinker {
        let mut player = Engine::new(Level::MIN, seed);
        player.set_memory_limit(TREE_BYTES);
        let mut helper = Engine::new(Level::new(HINT_LEVEL).unwrap_or(Level::MAX), seed ^ 0x9e37_79b9_7f4a_7c15);
        helper.set_memory_limit(TREE_BYTES / 4);
        Thinker { player, helper }
    }

    /// The answer to `request`; `now` is a clock in milliseconds.
    pub fn answer(&mut self, request: Request, now: &dyn Fn() -> f64) -> Reply {
        let id = request.id;
        let Some(state) = request.game.restore() else { return Reply::Unreadable { id } };
        let game = state.game();
        let capture_go = state.settings().goal == Goal::FirstCapture;
        match request.task {
            Task::Move(level) => {
                if self.player.level() != level {
                    self.player.set_level(level);
                }
                if let Some(p) = capture_go.then(|| first_capture_move(game)).flatten() {
                    return Reply::Move { id, mv: BotMove::Play(p), end: None, playouts: 0, memory: 0, loss: None };
                }
                let loss = if state.settings().teaching && !capture_go { self.learner_loss(game) } else { None };
                let budget = Budget { playouts: level.playouts(), millis: Some(self.move_millis(game)) };
                let thought = self.player.genmove(game, budget, now);
                match capture_go.then(|| keep_playing(game, thought.mv)).flatten() {
                    Some(p) => Reply::Move { id, mv: BotMove::Play(p), end: None, playouts: thought.playouts, memory: 0, loss },
                    None => Reply::Move { id, mv: thought.mv, end: thought.end, playouts: thought.playouts, memory: 0, loss },
                }
            }
            Task::Hint => {
                if let Some(p) = capture_go.then(|| first_capture_move(game)).flatten() {
                    return Reply::Hint { id, answer: HintAnswer::only(BotMove::Play(p)) };
                }
                #[cfg(feature = "network")]
                if !capture_go {
                    if let Some(answer) = self.network_hint(game) {
                        return Reply::Hint { id, answer };
                    }
                }
                let level = self.helper.level();
                let thought = self.helper.genmove(game, Budget { playouts: level.playouts(), millis: Some(self.move_millis(game)) }, now);
                let mv = match capture_go.then(|| keep_playing(game, thought.mv)).flatten() {
                    Some(p) => BotMove::Play(p),
                    None if thought.mv == BotMove::Resign => BotMove::Pass,
                    None => thought.mv,
                };
                Reply::Hint { id, answer: HintAnswer::only(mv) }
            }
            Task::Ownership => Reply::Ownership { id, estimate: self.estimate(game) },
            Task::Analyze { at, visits } => Reply::Analysis { id, at, look: self.look(game, at as usize, visits) },
            Task::DeadStones => {
                let ownership = self.player.final_ownership(game, dead_stone_playouts(game.size().get() as u8));
                let board = game.board();
                let dead = ownership.dead_stones(board);
                let mut groups: Vec<DeadGroup> = board
                    .groups()
                    .into_iter()
                    .filter(|g| dead.contains(g.stones[0]))
                    .map(|g| {
                        let own: f32 = g.stones.iter().map(|&p| ownership.chance(p, !g.color)).sum::<f32>() / g.stones.len() as f32;
                        DeadGroup { percent: (own * 100.0).round().clamp(0.0, 100.0) as u8, color: g.color, stones: g.stones }
                    })
                    .collect();
                weiqi_engine::sort::sort_by_key(&mut groups, |g| g.stones[0]);
                Reply::DeadStones { id, groups }
            }
        }
    }

    /// Teaching mode: what the learner's last move (the one before the computer's turn in
    /// `game`) gave away, when that is a lot, by two short searches of the network (before and
    /// after it). `None` without a network, after a pass, or when the loss is small.
    fn learner_loss(&mut self, game: &Game) -> Option<Loss> {
        #[cfg(feature = "network")]
        {
            let last = game.moves().last()?;
            let Move::Play(played) = last.mv else { return None };
            let before = game.replayed(game.move_number() - 1);
            let reading_before = self.helper.analyze(&before, LOSS_VISITS)?;
            let reading_after = self.helper.analyze(game, LOSS_VISITS)?;
            let better = reading_before.candidates.first().and_then(|(c, _)| c.point).filter(|&p| p != played);
            super::coach::loss_of(reading_before.lead, reading_after.lead, better)
        }
        #[cfg(not(feature = "network"))]
        {
            let _ = game;
            None
        }
    }

    /// The network's look at the position before move `at` of `game`; `None` without a
    /// network (or past the game's end).
    fn look(&mut self, game: &Game, at: usize, visits: u32) -> Option<Look> {
        #[cfg(feature = "network")]
        {
            if at > game.move_number() {
                return None;
            }
            let plan = crate::bot::review::Plan::for_lines(game.size().get());
            let view = self.helper.review_look(&game.replayed(at), visits, plan)?;
            // The visits asked for, which the review's plan counts (a search may run a few more).
            Some(Look::of(&view, visits))
        }
        #[cfg(not(feature = "network"))]
        {
            let _ = (game, at, visits);
            None
        }
    }

    /// Who owns each point of `game`: the network's ownership averaged over a few visits, or
    /// without it a short run of playouts.
    fn estimate(&mut self, game: &Game) -> Estimate {
        let ownership = self.helper.ownership(game, OWNERSHIP_PLAYOUTS);
        let black = game.size().points().map(|p| (ownership.at(p) * 100.0).round().clamp(-100.0, 100.0) as i8).collect();
        Estimate { position: Estimate::key_of(game), black }
    }

    /// Loads the network from the bytes of its weights file: both engines play with it from
    /// now on. A file that is not a network the app can run leaves them as they were.
    #[cfg(feature = "network")]
    pub fn load_weights(&mut self, bytes: &[u8]) -> Reply {
        match Model::from_compact(bytes) {
            Ok(model) => {
                let network = Arc::new(Network::new(&model));
                self.player.set_network(Some(network.clone()));
                self.helper.set_network(Some(network));
                Reply::WeightsReady
            }
            Err(_) => Reply::WeightsFailed { problem: WeightsProblem::Damaged },
        }
    }

    /// The network's hint: its search's first choice, what playing there rather than
    /// elsewhere is worth (the lead after it against the lead after a pass, each by a small
    /// search, when the network's first look agrees: `Engine::worth_of`), and up to two other
    /// moves it looked at closely. `None` without a network.
    #[cfg(feature = "network")]
    fn network_hint(&mut self, game: &Game) -> Option<HintAnswer> {
        let analysis = self.helper.analyze(game, hint_visits(game.size().get()))?;
        let (best, _) = analysis.candidates.first()?;
        let Some(point) = best.point else { return Some(HintAnswer::only(BotMove::Pass)) };
        let worth = self.helper.worth_of(game, best);
        let enough = (best.visits / 8).max(2);
        let others = analysis
            .candidates
            .iter()
            .skip(1)
            .filter(|(c, _)| c.visits >= enough)
            .filter_map(|(c, _)| Some(HintChoice { point: c.point?, grade: ChoiceGrade::of(best.lead - c.lead) }))
            .take(2)
            .collect();
        Some(HintAnswer { mv: BotMove::Play(point), worth, others })
    }

    /// The time a move may take in `game`: shorter with the network, which is stronger per
    /// second of thinking.
    fn move_millis(&self, game: &Game) -> f64 {
        #[cfg(feature = "network")]
        if self.player.has_network() && (7..=19).contains(&game.size().get()) {
            return network_move_millis(game.size().get());
        }
        let _ = game;
        MOVE_MILLIS
    }

    /// Forgets the kept search trees (after an undo or for a new game).
    pub fn clear(&mut self) {
        self.player.clear();
        self.helper.clear();
    }
}

/// In Capture Go, the move that wins at once or stops the opponent from winning: take a
/// group in atari, or else save one's own ([`capture_go_first`]).
pub fn first_capture_move(game: &Game) -> Option<Point> {
    capture_go_first(game).and_then(CaptureGoFirst::point)
}

/// In Capture Go the game goes on until someone captures, so when the engine would pass or
/// resign, the computer and the hint play on: the move that hands the opponent the fewest
/// stones to take (none, while a safe move is left), then the one whose own group has the
/// most liberties. `None` when the engine's move is a play already or no move is legal.
fn keep_playing(game: &Game, engine_move: BotMove) -> Option<Point> {
    if matches!(engine_move, BotMove::Play(_)) {
        return None;
    }
    let color = game.to_move();
    game.size()
        .points()
        .filter_map(|p| {
            let mut after = game.clone();
            after.play(Move::Play(p)).ok()?;
            let board = after.board();
            let given: usize = board
                .groups()
                .into_iter()
                .filter(|g| g.color == color && g.liberties.len() == 1 && after.check_for(!color, g.liberties[0]).is_ok())
                .map(|g| g.stones.len())
                .sum();
            let liberties = board.group(p).map_or(0, |g| g.liberties.len());
            Some((given, std::cmp::Reverse(liberties), p))
        })
        .min()
        .map(|(_, _, p)| p)
}
