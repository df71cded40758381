//! The network in the browser's WebAssembly (SIMD128): the worker's loader takes the shipped
//! weights and refuses a damaged file with its reason; the network's first choice is KataGo's
//! on the oracle positions; and the engine plays the same moves as natively for the same
//! seed and visits (`tests/fixtures/network-moves.txt`, checked natively by network_moves.rs).
#![cfg(all(target_arch = "wasm32", feature = "network"))]

#[path = "common/same_moves.rs"]
mod same_moves;

use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use weiqi::nn::{GameSituation, Scratch};
use weiqi::play::computer::{Reply, WeightsProblem};
use weiqi::worker::engine_load_weights;

wasm_bindgen_test_configure!(run_in_browser);

/// Lets the page handle its messages (a timer's turn of the event loop) between two long
/// computations: a page busy for over 30 s at a stretch is taken for hung by the test driver.
async fn breathe() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window().expect("a page").set_timeout_with_callback(&resolve);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}

fn reply(value: wasm_bindgen::JsValue) -> Reply {
    weiqi::json::from_text(&value.as_string().expect("a reply is JSON text")).expect("a reply the page reads")
}

#[wasm_bindgen_test]
fn the_worker_loads_the_weights_and_refuses_a_damaged_file() {
    let cut = &same_moves::SHIPPED[..same_moves::SHIPPED.len() / 3];
    assert_eq!(reply(engine_load_weights(cut)), Reply::WeightsFailed { problem: WeightsProblem::Damaged });
    assert_eq!(reply(engine_load_weights(b"not a network at all")), Reply::WeightsFailed { problem: WeightsProblem::Damaged });
    assert_eq!(reply(engine_load_weights(same_moves::SHIPPED)), Reply::WeightsReady);
}

#[wasm_bindgen_test]
async fn the_network_picks_katagos_first_choice_on_the_oracle_positions() {
    let network = same_moves::network();
    let mut checked = 0;
    for (k, p) in same_moves::oracle().positions.iter().enumerate() {
        breathe().await;
        let game = same_moves::game_of(p);
        let n = p.size as usize;
        let mut scratch = Scratch::new(&network, n);
        let inputs = GameSituation::of(&game, p.komi).situation().inputs();
        let eval = network.evaluate(&inputs, game.ruleset().ko, &mut scratch);
        let ours = (0..n * n).max_by(|&a, &b| eval.policy[a].total_cmp(&eval.policy[b])).unwrap();
        let theirs = (0..n * n).max_by(|&a, &b| p.policy[a].unwrap_or(-1.0).total_cmp(&p.policy[b].unwrap_or(-1.0))).unwrap();
        if p.policy_pass < p.policy[theirs].unwrap_or(0.0) {
            assert_eq!(ours, theirs, "position {k}: the first choice");
            checked += 1;
        }
    }
    assert!(checked >= 60, "{checked} positions compared");
}

#[wasm_bindgen_test]
async fn the_browser_engine_plays_the_native_engines_moves() {
    let expected: Vec<&str> = same_moves::EXPECTED.lines().collect();
    let (network, oracle) = (same_moves::network(), same_moves::oracle());
    let mut moves = Vec::new();
    for p in same_moves::positions_played(&oracle) {
        breathe().await;
        moves.push(same_moves::move_line(&network, p));
    }
    assert_eq!(moves, expected);
}

#[wasm_bindgen_test]
async fn every_answer_of_the_worker_reaches_the_page() {
    use weiqi::play::computer::{Request, Task};
    use weiqi::play::{PlayState, SavedGame, Settings};
    assert_eq!(reply(engine_load_weights(same_moves::SHIPPED)), Reply::WeightsReady);
    let mut state = PlayState::new(Settings::default());
    state.apply(weiqi::play::Action::Play(weiqi::rules::Point::new(4, 4).unwrap()));
    for (id, task) in [(1, Task::Hint), (2, Task::Ownership), (3, Task::Move(weiqi::bot::Level::MAX)), (4, Task::DeadStones)] {
        breathe().await;
        let request = Request { id, game: SavedGame::of(&state), task };
        let answer = reply(weiqi::worker::engine_answer(wasm_bindgen::JsValue::from_str(&weiqi::json::ToJson::to_json_text(&request))));
        let answered = match answer {
            Reply::Hint { id, .. } | Reply::Ownership { id, .. } | Reply::Move { id, .. } | Reply::DeadStones { id, .. } => id,
            other => panic!("{task:?}: {other:?}"),
        };
        assert_eq!(answered, id, "{task:?}");
    }
}
