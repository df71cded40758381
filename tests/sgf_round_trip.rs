//! A record opened on the Play page and saved again keeps what it had: game information,
//! comments, marks, other properties and variations, with the moves played since added. GNU
//! Go's regression records are not on this machine (Debian's `gnugo` package does not ship
//! them), so the records here are the SGF crate's fixture and records written for the test.
#![cfg(not(target_arch = "wasm32"))]

use weiqi::play::open::open_record;
use weiqi::play::{Action, PlayState, Settings};
use weiqi::record::{graft, save_game, SaveInfo};
use weiqi::rules::Point;
use weiqi::sgf::GameRecord;

const FIXTURE: &str = include_str!("../crates/sgf/tests/sgf_fixtures/nine_by_nine.sgf");

const RICH: &[&str] = &[
    "(;GM[1]FF[4]SZ[9]GN[Marks]PB[Ann]PW[Bo]C[The start]AB[cc][gg]AW[cg]PL[W];W[ee]TR[cc]SQ[gg]CR[cg]MA[ee]LB[dd:x][ff:y];B[dc]C[Two]N[Named]XX[own property](;W[cd];B[ce])(;W[fc]C[A variation];B[fd]))",
    "(;GM[1]FF[4]SZ[13]KM[6.5]RU[Japanese]GN[Japanese rules]DT[2020-01-01];B[dd];W[jj];B[jd](;W[dj]C[Main])(;W[gg]C[Second](;B[gh])(;B[hg]))(;W[dc]))",
    "(;GM[1]FF[4]SZ[19]HA[2]AB[dp][pd]GN[Handicap]C[Two stones];W[dd]C[Approach];B[pp];W[];B[])",
];

/// The record the Play page downloads for `state` (as `pages/play/records.rs` builds it).
fn saved_again(state: &PlayState) -> GameRecord {
    let info = SaveInfo { black: Some(state.settings().black.clone()), white: Some(state.settings().white.clone()), ..SaveInfo::default() };
    let record = save_game(state.game(), &info);
    match state.source() {
        Some(source) => graft(source, &record),
        None => record,
    }
}

fn open(text: &str) -> (GameRecord, PlayState) {
    let (state, _) = open_record(text, &Settings::default()).unwrap();
    (GameRecord::parse(text).unwrap(), state)
}

#[test]
fn read_written_and_read_again_gives_the_same_tree() {
    for text in std::iter::once(FIXTURE).chain(RICH.iter().copied()) {
        let (original, state) = open(text);
        let again = GameRecord::parse(&saved_again(&state).to_sgf()).unwrap();
        assert_eq!(again.tree, original.tree, "{text}");
        let mut info = again.info.clone();
        info.result.clone_from(&original.info.result);
        assert_eq!(info, original.info, "{text}");
    }
}

#[test]
fn moves_played_after_opening_are_added_and_the_record_keeps_the_rest() {
    let (original, mut state) = open(RICH[0]);
    let size = state.game().size();
    // The record's main line ends with Black C5 (ce); White plays on.
    state.apply(Action::Play(Point::parse_gtp("H8", size).unwrap()));
    let text = saved_again(&state).to_sgf();
    let again = GameRecord::parse(&text).unwrap();
    assert_eq!(again.main_moves().len(), original.main_moves().len() + 1, "{text}");
    for part in ["GN[Marks]", "C[The start]", "TR[cc]", "SQ[gg]", "CR[cg]", "MA[ee]", "LB[dd:x][ff:y]", "XX[own property]", "C[A variation]", "N[Named]"] {
        assert!(text.contains(part), "{part} in {text}");
    }
    // Away from the main line: the new moves are the main line, the record's stays beside.
    let (_, mut state) = open(RICH[1]);
    for _ in 0..2 {
        state.apply(Action::Undo);
    }
    let before = state.game().move_number();
    state.apply(Action::Play(Point::parse_gtp("B2", state.game().size()).unwrap()));
    let again = GameRecord::parse(&saved_again(&state).to_sgf()).unwrap();
    assert_eq!(again.main_moves().len(), before + 1);
    let text = again.to_sgf();
    for part in ["C[Main]", "C[Second]", "B[gh]", "B[hg]", "W[dc]", "RU[Japanese]", "GN[Japanese rules]"] {
        assert!(text.contains(part), "{part} in {text}");
    }
}
