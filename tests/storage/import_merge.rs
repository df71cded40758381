//! An import never destroys: what it would change is told first, progress that only grows is
//! joined, an older record in the file leaves the newer one here, and whatever it replaces is
//! kept as a set-aside copy first.

use super::*;
use weiqi::play::{Action, PlayState, SavedGame, Settings};
use weiqi::rules::{BoardSize, Point};
use weiqi::storage::{plan_import, Change};

/// A saved game (default settings) of `moves`, SGF points run together by spaces.
fn game(moves: &str) -> String {
    let mut state = PlayState::new(Settings::default());
    let size = BoardSize::new(u32::from(state.settings().size)).unwrap();
    for name in moves.split_whitespace() {
        state.apply(Action::Play(Point::parse_sgf(name, size).unwrap()));
    }
    weiqi::storage::to_envelope(&SavedGame::of(&state)).unwrap()
}

fn change_of(plan: &[weiqi::storage::PlannedRecord], key: &str) -> Change {
    plan.iter().find(|r| r.key == key).map(|r| r.change).unwrap_or_else(|| panic!("{key} not in the plan"))
}

#[test]
fn the_sample_game_reads() {
    assert_eq!(KNOWN_RECORDS.iter().find(|r| r.key == "weiqi.play.current").map(|r| (r.check)(&game("ee"))), Some(Ok(())));
}

#[test]
fn an_older_file_over_newer_progress_loses_nothing_and_says_so_first() {
    let mut store = MemoryStore::with_entries([
        ("weiqi.lessons.progress", r#"{"v":4,"data":{"done":{"01-board":["a","b","c"]},"last":["01-board","c"]}}"#),
        ("weiqi.theme", r#"{"v":1,"data":"dark"}"#),
        ("weiqi.play.current", &*game("ee cc gg")),
        ("weiqi.play.prefs", r#"{"v":1,"data":{"muted":true,"tap_to_confirm":null,"last_settings":null}}"#),
    ]);
    let file = file_of(&[
        ("weiqi.lessons.progress", r#"{"v":4,"data":{"done":{"01-board":["a"],"02-capture":["x"]},"last":null}}"#),
        ("weiqi.theme", r#"{"v":1,"data":"light"}"#),
        ("weiqi.play.current", &game("ee")),
        ("weiqi.counting.settings.corrupt.1", "old copy"),
    ]);
    let before = store.clone();
    let plan = plan_import(&store, &file).unwrap();
    assert_eq!(store, before, "asking changes nothing");
    assert_eq!(change_of(&plan, "weiqi.lessons.progress"), Change::Joined);
    assert_eq!(change_of(&plan, "weiqi.theme"), Change::Different);
    assert_eq!(change_of(&plan, "weiqi.play.current"), Change::NewerHere);
    assert_eq!(change_of(&plan, "weiqi.play.prefs"), Change::OnlyHere);
    assert_eq!(change_of(&plan, "weiqi.counting.settings.corrupt.1"), Change::OnlyInFile);

    let report = import_json(&mut store, &file).unwrap();
    // Lesson steps: both sides' steps, the place last visited this browser's.
    let lessons: weiqi::lessons::progress::Progress = peek(&store).unwrap();
    assert_eq!(lessons.done["01-board"].len(), 3);
    assert_eq!(lessons.done["02-capture"].len(), 1);
    assert_eq!(lessons.last, Some(("01-board".to_owned(), "c".to_owned())));
    // The game here is the file's played on: it stays.
    assert_eq!(get(&store, "weiqi.play.current"), Some(game("ee cc gg")));
    // The theme is the file's, and "dark" is kept as a copy.
    assert_eq!(get(&store, "weiqi.theme").as_deref(), Some(r#"{"v":1,"data":"light"}"#));
    assert_eq!(report.set_aside, vec!["weiqi.theme.corrupt.1".to_owned()]);
    assert_eq!(get(&store, "weiqi.theme.corrupt.1").as_deref(), Some(r#"{"v":1,"data":"dark"}"#));
    assert_eq!(get(&store, "weiqi.play.prefs"), get(&before, "weiqi.play.prefs"));
    assert_eq!(get(&store, "weiqi.counting.settings.corrupt.1").as_deref(), Some("old copy"));
    // Loading the same file again changes nothing more.
    let again = store.clone();
    let plan = plan_import(&store, &file).unwrap();
    assert!(plan.iter().all(|r| matches!(r.change, Change::Same | Change::NewerHere | Change::OnlyHere)), "{plan:?}");
    import_json(&mut store, &file).unwrap();
    assert_eq!(store, again);
}

#[test]
fn a_different_game_in_the_file_sets_the_one_here_aside_and_a_longer_one_replaces_it() {
    let mut store = MemoryStore::with_entries([("weiqi.play.current", &*game("ee cc"))]);
    let longer = file_of(&[("weiqi.play.current", &game("ee cc gg"))]);
    assert_eq!(change_of(&plan_import(&store, &longer).unwrap(), "weiqi.play.current"), Change::NewerInFile);
    let report = import_json(&mut store, &longer).unwrap();
    assert!(report.set_aside.is_empty(), "the file's game holds every move of this one");
    assert_eq!(get(&store, "weiqi.play.current"), Some(game("ee cc gg")));

    let other = file_of(&[("weiqi.play.current", &game("aa"))]);
    assert_eq!(change_of(&plan_import(&store, &other).unwrap(), "weiqi.play.current"), Change::Different);
    let report = import_json(&mut store, &other).unwrap();
    assert_eq!(report.set_aside, vec!["weiqi.play.current.corrupt.1".to_owned()]);
    assert_eq!(get(&store, "weiqi.play.current.corrupt.1"), Some(game("ee cc gg")));
    assert_eq!(get(&store, "weiqi.play.current"), Some(game("aa")));
}

#[test]
fn practice_and_counting_are_joined_and_the_one_here_kept_as_a_copy() {
    let mut store = MemoryStore::with_entries([
        ("weiqi.practice.progress", r#"{"v":1,"data":{"results":{"capture/1":"FirstTry"}}}"#),
        ("weiqi.counting.stats", r#"{"v":1,"data":{"totals":[{"mode":"Count","size":9,"done":5,"right":4,"ms":1000}],"recent":[]}}"#),
    ]);
    let file = file_of(&[
        ("weiqi.practice.progress", r#"{"v":1,"data":{"results":{"capture/2":"Solved"}}}"#),
        ("weiqi.counting.stats", r#"{"v":1,"data":{"totals":[{"mode":"Count","size":9,"done":2,"right":1,"ms":500},{"mode":"Count","size":13,"done":1,"right":1,"ms":90}],"recent":[]}}"#),
    ]);
    let plan = plan_import(&store, &file).unwrap();
    assert_eq!(change_of(&plan, "weiqi.practice.progress"), Change::Joined);
    assert_eq!(change_of(&plan, "weiqi.counting.stats"), Change::Joined);
    let report = import_json(&mut store, &file).unwrap();
    let practice: weiqi::problems::progress::Progress = peek(&store).unwrap();
    assert_eq!(practice.results.len(), 2);
    let stats: weiqi::counting::Stats = peek(&store).unwrap();
    assert_eq!(stats.done(), 6, "9×9: this browser's 5; 13×13: the file's 1");
    assert_eq!(report.set_aside.len(), 2, "{report:?}");
}

#[test]
fn an_import_that_runs_out_of_space_for_the_copies_changes_nothing() {
    let mut store = MemoryStore::with_entries([("weiqi.theme", r#"{"v":1,"data":"dark"}"#)]);
    let before = store.clone();
    store.capacity = Some(60);
    let file = file_of(&[("weiqi.theme", r#"{"v":1,"data":"light"}"#)]);
    assert_eq!(import_json(&mut store, &file), Err(ImportError::Store(StoreError::QuotaExceeded)));
    assert_eq!(store.entries(), before.entries(), "no copy, no half-applied import");
}

#[test]
fn a_saved_game_that_does_not_replay_is_set_aside_as_the_app_starts() {
    let good = game("ee cc gg");
    for bad in [
        good.replace("Bee Wcc Bgg", "Bee Wcc Bee"),           // a stone on an occupied point
        good.replace("Bee Wcc Bgg", "Bee Wcc Bzz"),           // off the board
        good.replace(r#""size":9"#, r#""size":52"#),          // a size the app does not play
    ] {
        for key in ["weiqi.play.current", "weiqi.play.kept"] {
            let mut store = MemoryStore::with_entries([(key, bad.as_str())]);
            assert_eq!(weiqi::storage::sweep(&mut store), vec![(key, weiqi::storage::Swept::SetAside(format!("{key}.corrupt.1")))], "{bad}");
            assert_eq!(get(&store, key), None);
            assert_eq!(get(&store, &format!("{key}.corrupt.1")), Some(bad.clone()), "kept, not dropped");
        }
    }
    let mut store = MemoryStore::with_entries([("weiqi.play.current", good.as_str())]);
    assert_eq!(weiqi::storage::sweep(&mut store), vec![]);
}

#[test]
fn the_games_put_aside_here_and_in_the_file_are_all_kept() {
    let entry = |moves: &str, at: u64| {
        let text = game(moves);
        let saved: weiqi::play::SavedGame = serde_json::from_str::<serde_json::Value>(&text).ok().and_then(|v| serde_json::from_value(v["data"].clone()).ok()).unwrap();
        format!(r#"{{"game":{},"at":{at}}}"#, serde_json::to_string(&saved).unwrap())
    };
    let list = |entries: &[String]| format!(r#"{{"v":2,"data":[{}]}}"#, entries.join(","));
    let mut store = MemoryStore::with_entries([("weiqi.play.kept", list(&[entry("ee", 30), entry("cc", 10)]))]);
    let file = file_of(&[("weiqi.play.kept", &list(&[entry("gg", 20), entry("cc", 10)]))]);
    assert_eq!(change_of(&plan_import(&store, &file).unwrap(), "weiqi.play.kept"), Change::Joined);
    let report = import_json(&mut store, &file).unwrap();
    assert!(report.set_aside.is_empty(), "the list joined holds every game here");
    let kept: weiqi::play::kept::KeptGames = peek(&store).unwrap();
    let moves: Vec<&str> = kept.0.iter().map(|entry| entry.game.moves.as_str()).collect();
    assert_eq!(moves, ["Bee", "Bgg", "Bcc"], "every game once, newest first");
}
