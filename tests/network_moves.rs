//! The engine with the network plays the moves of `tests/fixtures/network-moves.txt` natively;
//! `tests/wasm_network.rs` checks that the browser's WebAssembly plays the same.
#![cfg(all(not(target_arch = "wasm32"), feature = "network"))]

#[path = "common/same_moves.rs"]
mod same_moves;

#[test]
fn the_native_engine_plays_the_fixtures_moves() {
    let moves = same_moves::moves();
    let expected: Vec<&str> = same_moves::EXPECTED.lines().collect();
    assert_eq!(moves, expected, "as the fixture has it (to renew it: the moves above, one line a position)");
}
