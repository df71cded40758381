//! The forward pass against KataGo's own outputs for 64 positions (9×9, 13×13 and 19×19, several
//! komi; `tests/fixtures/oracle-b6c96.json`, made with `kata-raw-nn 0`): the same first choice,
//! and policy, value, score lead and ownership within the tolerances.

use serde::Deserialize;
use weiqi_engine::nn::{GameSituation, Model, Network, Scratch};
use weiqi_engine::rules::{BoardSize, Color, Game, Komi, Move, Point, Ruleset};

const WEIGHTS: &[u8] = include_bytes!("../../../weights/g170-b6c96-s175395328-d26788732.bin.gz");
const SHIPPED: &[u8] = include_bytes!("../../../weights/g170-b6c96.wqnn");
const ORACLE: &str = include_str!("fixtures/oracle-b6c96.json");

#[derive(Deserialize)]
struct Oracle {
    positions: Vec<Position>,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Position {
    size: u32,
    komi: f32,
    moves: Vec<(String, String)>,
    white_win: f32,
    white_lead: f32,
    policy: Vec<Option<f32>>,
    policy_pass: f32,
    white_ownership: Vec<f32>,
}

fn game_of(p: &Position) -> Game {
    let size = BoardSize::new(p.size).unwrap();
    let mut game = Game::new(size, Ruleset::CHINESE.with_komi(Komi::from_points(p.komi as f64)));
    for (color, vertex) in &p.moves {
        let color = if color == "b" { Color::Black } else { Color::White };
        let mv = if vertex.eq_ignore_ascii_case("pass") { Move::Pass } else { Move::Play(Point::parse_gtp(vertex, size).unwrap()) };
        game.play_as(color, mv).unwrap_or_else(|e| panic!("{vertex}: {e:?}"));
    }
    game
}

#[test]
fn the_forward_pass_matches_katago_on_every_oracle_position() {
    let oracle: Oracle = serde_json::from_str(ORACLE).unwrap();
    assert_eq!(oracle.positions.len(), 64);
    let network = Network::new(&Model::from_bytes(WEIGHTS).unwrap());
    let mut worst = (0.0f32, 0.0f32, 0.0f32, 0.0f32);
    for (k, p) in oracle.positions.iter().enumerate() {
        let game = game_of(p);
        let n = p.size as usize;
        let mut scratch = Scratch::new(&network, n);
        let inputs = GameSituation::of(&game, p.komi).situation().inputs();
        let eval = network.evaluate(&inputs, game.ruleset().ko, &mut scratch);
        let white = game.to_move() == Color::White;
        for (i, want) in p.policy.iter().enumerate() {
            assert_eq!(want.is_some(), inputs.legal[i], "position {k}: legality of point {i}");
        }
        let ours_best = (0..n * n).max_by(|&a, &b| eval.policy[a].total_cmp(&eval.policy[b])).unwrap();
        let theirs_best = (0..n * n).max_by(|&a, &b| p.policy[a].unwrap_or(-1.0).total_cmp(&p.policy[b].unwrap_or(-1.0))).unwrap();
        let best_is_pass = p.policy_pass > p.policy[theirs_best].unwrap_or(0.0);
        if !best_is_pass {
            assert_eq!(ours_best, theirs_best, "position {k}: the first choice");
        }
        let policy_diff = p
            .policy
            .iter()
            .zip(&eval.policy)
            .map(|(w, g)| (w.unwrap_or(0.0) - g).abs())
            .fold((p.policy_pass - eval.pass).abs(), f32::max);
        let white_win = if white { eval.win } else { eval.loss };
        let white_lead = if white { eval.lead } else { -eval.lead };
        let own_diff = p
            .white_ownership
            .iter()
            .zip(&eval.ownership)
            .map(|(w, g)| (w - if white { *g } else { -g }).abs())
            .fold(0.0, f32::max);
        worst.0 = worst.0.max(policy_diff);
        worst.1 = worst.1.max((white_win - p.white_win).abs());
        worst.2 = worst.2.max((white_lead - p.white_lead).abs());
        worst.3 = worst.3.max(own_diff);
        assert!(policy_diff <= 0.002, "position {k}: policy differs by {policy_diff}");
        assert!((white_win - p.white_win).abs() <= 0.005, "position {k}: white wins {white_win} vs {}", p.white_win);
        assert!((white_lead - p.white_lead).abs() <= 0.2, "position {k}: white leads {white_lead} vs {}", p.white_lead);
        assert!(own_diff <= 0.01, "position {k}: ownership differs by {own_diff}");
    }
    eprintln!(
        "largest differences: policy {:.5}, white win {:.5}, white lead {:.4}, ownership {:.5}",
        worst.0, worst.1, worst.2, worst.3
    );
}

#[test]
fn the_shipped_16_bit_weights_keep_katago_s_first_choice() {
    let oracle: Oracle = serde_json::from_str(ORACLE).unwrap();
    let network = Network::new(&Model::from_bytes(SHIPPED).unwrap());
    let (mut same, mut worst_policy, mut worst_win, mut worst_lead) = (0, 0.0f32, 0.0f32, 0.0f32);
    for p in &oracle.positions {
        let game = game_of(p);
        let n = p.size as usize;
        let mut scratch = Scratch::new(&network, n);
        let inputs = GameSituation::of(&game, p.komi).situation().inputs();
        let eval = network.evaluate(&inputs, game.ruleset().ko, &mut scratch);
        let best = |v: &dyn Fn(usize) -> f32| (0..n * n).max_by(|&a, &b| v(a).total_cmp(&v(b))).unwrap();
        if best(&|i| eval.policy[i]) == best(&|i| p.policy[i].unwrap_or(-1.0)) {
            same += 1;
        }
        let white = game.to_move() == Color::White;
        worst_policy = p.policy.iter().zip(&eval.policy).map(|(w, g)| (w.unwrap_or(0.0) - g).abs()).fold(worst_policy, f32::max);
        worst_win = worst_win.max(((if white { eval.win } else { eval.loss }) - p.white_win).abs());
        worst_lead = worst_lead.max(((if white { eval.lead } else { -eval.lead }) - p.white_lead).abs());
    }
    eprintln!("16-bit weights: first choice as KataGo's on {same} of 64; largest differences: policy {worst_policy:.4}, white win {worst_win:.4}, white lead {worst_lead:.3}");
    assert!(same >= 62, "first choice as KataGo's on only {same} of 64");
}

#[test]
fn a_search_of_one_visit_plays_katago_s_first_choice() {
    use std::sync::Arc;
    use weiqi_engine::bot::{Budget, Engine, Level};
    let oracle: Oracle = serde_json::from_str(ORACLE).unwrap();
    let network = Arc::new(Network::new(&Model::from_bytes(WEIGHTS).unwrap()));
    let mut differ = Vec::new();
    for (k, p) in oracle.positions.iter().enumerate() {
        let game = game_of(p);
        let n = p.size as usize;
        let mut engine = Engine::new(Level::MAX, 1);
        engine.set_network(Some(network.clone()));
        engine.set_visits(Some(1));
        let thought = engine.genmove(&game, Budget { playouts: 1, millis: None }, &|| 0.0);
        let best = (0..n * n).max_by(|&a, &b| p.policy[a].unwrap_or(-1.0).total_cmp(&p.policy[b].unwrap_or(-1.0))).unwrap();
        let theirs = Point::new((best % n) as u8, (best / n) as u8).unwrap();
        if p.policy_pass > p.policy[best].unwrap_or(0.0) {
            continue;
        }
        // The search's first candidate (the level may still play another: a capture of five
        // stones, a rescue, the end of the game).
        let first = thought.candidates.first().and_then(|c| c.point);
        if first != Some(theirs) {
            differ.push(format!("position {k}: {first:?} instead of {}", theirs.to_gtp(game.size())));
        }
    }
    assert!(differ.is_empty(), "{differ:#?}");
}
