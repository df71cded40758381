//! Long records: opening or restoring a game is linear in its length, and a record longer than
//! the documented limit (`MAX_GAME_MOVES`) is refused with its reason, before it is played out.
#![cfg(not(target_arch = "wasm32"))]

use std::time::Instant;

use weiqi::play::open::open_record;
use weiqi::play::{SavedGame, Settings};
use weiqi::sgf::{SgfError, MAX_GAME_MOVES};
use weiqi::storage::{sweep, to_envelope, MemoryStore, Swept};
use weiqi::text::say;

/// A 19×19 record of `n` passes.
fn passes(n: usize) -> String {
    let mut sgf = String::from("(;GM[1]FF[4]SZ[19]");
    for i in 0..n {
        sgf.push_str(if i % 2 == 0 { ";B[]" } else { ";W[]" });
    }
    sgf.push(')');
    sgf
}

#[test]
fn a_record_at_the_limit_opens_and_a_longer_one_is_refused_at_once_with_its_reason() {
    let (state, _) = open_record(&passes(MAX_GAME_MOVES), &Settings::default()).unwrap();
    assert_eq!(state.game().moves().len(), MAX_GAME_MOVES);
    let started = Instant::now();
    let refused = open_record(&passes(100_000), &Settings::default()).unwrap_err();
    assert_eq!(refused, SgfError::TooManyMoves { moves: 100_000 });
    assert!(started.elapsed().as_millis() < 1_000, "refused before it is played out");
    assert_eq!(say(&refused), "This game has 100,000 moves; this app opens games of up to 2,000 moves.");
}

#[test]
fn restoring_is_linear_in_the_length() {
    let time = |n: usize| {
        let (state, _) = open_record(&passes(n), &Settings::default()).unwrap();
        let saved = SavedGame::of(&state);
        let started = Instant::now();
        for _ in 0..5 {
            assert!(saved.restore().is_some());
        }
        started.elapsed().as_secs_f64()
    };
    let (short, long) = (time(MAX_GAME_MOVES / 10), time(MAX_GAME_MOVES));
    assert!(long < short * 30.0 + 0.05, "ten times the moves: {short:.4} s, then {long:.4} s");
}

#[test]
fn a_saved_game_longer_than_a_record_may_be_is_set_aside_as_the_app_starts() {
    let (state, _) = open_record(&passes(MAX_GAME_MOVES), &Settings::default()).unwrap();
    let mut saved = SavedGame::of(&state);
    let fits = to_envelope(&saved).unwrap();
    let mut store = MemoryStore::with_entries([("weiqi.play.current", fits.as_str())]);
    assert_eq!(sweep(&mut store), vec![]);
    saved.moves.push_str(" B W");
    let long = to_envelope(&saved).unwrap();
    let mut store = MemoryStore::with_entries([("weiqi.play.current", long.as_str())]);
    assert_eq!(sweep(&mut store), vec![("weiqi.play.current", Swept::SetAside("weiqi.play.current.corrupt.1".into()))]);
}
