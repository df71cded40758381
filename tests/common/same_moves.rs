//! The moves the engine plays with the network on a set of positions, for the native and the
//! WebAssembly tests that must agree: levels 1 (sampled with slips) and 8 (a search), a fixed
//! seed and visits, on every eighth oracle position (all three board sizes). Included by path
//! (`#[path = "common/same_moves.rs"] mod same_moves;`), not through `common`.
#![allow(dead_code)]

use std::sync::Arc;

use weiqi::bot::{BotMove, Budget, Engine, Level};
use weiqi::nn::{Model, Network};
use weiqi::rules::{BoardSize, Color, Game, Komi, Move, Point, Ruleset};

pub const SHIPPED: &[u8] = include_bytes!("../../weights/g170-b6c96.wqnn");
pub const ORACLE: &str = include_str!("../../crates/engine/tests/fixtures/oracle-b6c96.json");
/// What both platforms must play, one line a position: `level-1-move level-8-move`.
pub const EXPECTED: &str = include_str!("../fixtures/network-moves.txt");

#[derive(serde::Deserialize)]
pub struct Oracle {
    pub positions: Vec<OraclePosition>,
}

#[derive(serde::Deserialize)]
pub struct OraclePosition {
    pub size: u32,
    pub komi: f32,
    pub moves: Vec<(String, String)>,
    pub policy: Vec<Option<f32>>,
    #[serde(rename = "policyPass")]
    pub policy_pass: f32,
}

pub fn oracle() -> Oracle {
    serde_json::from_str(ORACLE).expect("the oracle fixture reads")
}

/// The game of an oracle position.
pub fn game_of(p: &OraclePosition) -> Game {
    let size = BoardSize::new(p.size).unwrap();
    let mut game = Game::new(size, Ruleset::CHINESE.with_komi(Komi::from_points(p.komi as f64)));
    for (color, vertex) in &p.moves {
        let color = if color == "b" { Color::Black } else { Color::White };
        let mv = if vertex.eq_ignore_ascii_case("pass") { Move::Pass } else { Move::Play(Point::parse_gtp(vertex, size).unwrap()) };
        game.play_as(color, mv).unwrap();
    }
    game
}

/// The network of the shipped weights.
pub fn network() -> Arc<Network> {
    Arc::new(Network::new(&Model::from_compact(SHIPPED).expect("the shipped weights load")))
}

/// The moves of levels 1 and 8 (32 visits), seed 7, on every eighth oracle position.
pub fn moves() -> Vec<String> {
    let network = network();
    positions_played(&oracle()).map(|p| move_line(&network, p)).collect()
}

/// The oracle positions the engine plays on: every eighth.
pub fn positions_played(oracle: &Oracle) -> impl Iterator<Item = &OraclePosition> {
    oracle.positions.iter().step_by(8)
}

/// The moves of levels 1 and 8 (32 visits), seed 7, on `p`, as one line ("D4 C3").
pub fn move_line(network: &Arc<Network>, p: &OraclePosition) -> String {
    let game = game_of(p);
    let line: Vec<String> = [1, 8]
        .into_iter()
        .map(|level| {
            let mut engine = Engine::new(Level::new(level).unwrap(), 7);
            engine.set_network(Some(network.clone()));
            engine.set_visits(Some(32));
            let thought = engine.genmove(&game, Budget { playouts: 32, millis: None }, &|| 0.0);
            match thought.mv {
                BotMove::Play(p) => p.to_gtp(game.size()),
                BotMove::Pass => "pass".to_string(),
                BotMove::Resign => "resign".to_string(),
            }
        })
        .collect();
    line.join(" ")
}
