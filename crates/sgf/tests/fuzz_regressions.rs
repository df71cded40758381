//! Inputs the fuzz targets in fuzz/ found to crash, kept so the bugs stay fixed. Each runs
//! the same steps as its target (see fuzz/fuzz_targets/).
#![cfg(not(target_arch = "wasm32"))]

use weiqi_sgf::record::{load_game_until, LoadStop};
use weiqi_engine::rules::Ruleset;
use weiqi_sgf::{parse, write, GameRecord};

/// The `sgf` target's steps, returning the replay's stop.
fn sgf_target(text: &str) -> Option<LoadStop> {
    let collection = parse(text).ok()?;
    assert_eq!(parse(&write(&collection)).unwrap(), collection);
    let record = GameRecord::from_collection(&collection).ok()?;
    let loaded = load_game_until(&record, Ruleset::CHINESE, 400);
    GameRecord::parse(&record.to_sgf()).expect("a record's own SGF reads back");
    loaded.stopped
}

/// Found by the `sgf` target after about 990,000 runs: handicap stones filling the whole
/// board have no liberty, and the handicap start panicked ("stones alone have liberties").
#[test]
fn handicap_stones_filling_the_board_are_a_bad_setup_not_a_panic() {
    let stop = sgf_target("(;SZ[2]AB[aa:bb]HA[2])");
    assert!(
        matches!(stop, Some(LoadStop::BadSetup { node: 0, .. })),
        "{stop:?}"
    );
    // The original, unminimised input.
    let stop =
        sgf_target("(;SZ[2]AB[aa:bb]ATR[W[c[kkkkkkkk4]SZ[8]KM[75.]HA[2]kkkkE[aa]TB[B])kk[2]kkkk");
    assert!(
        stop.is_none() || matches!(stop, Some(LoadStop::BadSetup { .. })),
        "{stop:?}"
    );
}
