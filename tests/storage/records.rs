//! Saving and loading one record: the envelope, bad data set aside, newer versions not
//! misread, older versions migrated.

use super::*;

#[test]
fn save_then_load_gives_the_record_in_an_envelope() {
    let mut store = MemoryStore::new();
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Missing);
    save(&mut store, &sample()).unwrap();
    let text = get(&store, Progress::KEY).unwrap();
    assert!(text.starts_with(r#"{"v":3,"data":"#), "{text}");
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Loaded(sample()));
}

#[test]
fn corrupt_json_is_set_aside_and_the_rest_still_loads() {
    let corrupt = r#"{"v":3,"data":{"finished":["a""#;
    let mut store = MemoryStore::with_entries([
        (Progress::KEY, corrupt.to_owned()),
        (Other::KEY, r#"{"v":1,"data":{"n":7}}"#.to_owned()),
    ]);
    let outcome = load::<Progress>(&mut store);
    let LoadOutcome::SetAside { reason } = &outcome else {
        panic!("expected SetAside, got {outcome:?}");
    };
    assert!(reason.contains("not JSON"), "{reason}");
    assert!(reason.contains("weiqi.test.progress.corrupt.1"), "{reason}");
    assert_eq!(
        get(&store, Progress::KEY),
        None,
        "the key is free for a fresh start"
    );
    assert_eq!(
        get(&store, "weiqi.test.progress.corrupt.1").as_deref(),
        Some(corrupt)
    );
    assert_eq!(
        load::<Other>(&mut store),
        LoadOutcome::Loaded(Other { n: 7 })
    );

    // A second bad value does not overwrite the first one set aside.
    store.set(Progress::KEY, "[1,2").unwrap();
    assert!(load::<Progress>(&mut store).was_set_aside());
    assert_eq!(
        get(&store, "weiqi.test.progress.corrupt.1").as_deref(),
        Some(corrupt)
    );
    assert_eq!(
        get(&store, "weiqi.test.progress.corrupt.2").as_deref(),
        Some("[1,2")
    );

    // A fresh save works afterwards.
    save(&mut store, &sample()).unwrap();
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Loaded(sample()));
}

#[test]
fn values_that_are_json_but_not_records_are_set_aside() {
    for text in [
        "null",
        "42",
        r#""text""#,
        "[]",
        "{}",
        r#"{"v":"3","data":{}}"#,
        r#"{"v":-1,"data":{}}"#,
        r#"{"v":4294967296,"data":{}}"#,
        r#"{"v":3}"#,
        r#"{"v":3,"data":{"finished":"not a list","streak":1}}"#,
        r#"{"v":3,"data":{"finished":[],"streak":-5}}"#,
        "",
        "\u{feff}",
    ] {
        let mut store = MemoryStore::with_entries([(Progress::KEY, text)]);
        let outcome = load::<Progress>(&mut store);
        assert!(outcome.was_set_aside(), "{text:?} gave {outcome:?}");
        assert_eq!(
            get(&store, "weiqi.test.progress.corrupt.1").as_deref(),
            Some(text)
        );
    }
}

#[test]
fn a_record_from_a_newer_version_is_set_aside_not_misread() {
    let newer = r#"{"v":4,"data":{"finished":[],"streak":0,"badges":["x"]}}"#;
    let mut store = MemoryStore::with_entries([(Progress::KEY, newer)]);
    let LoadOutcome::SetAside { reason } = load::<Progress>(&mut store) else {
        panic!("expected SetAside");
    };
    assert!(reason.contains("newer version"), "{reason}");
    assert_eq!(
        get(&store, "weiqi.test.progress.corrupt.1").as_deref(),
        Some(newer)
    );
}

#[test]
fn older_versions_migrate_and_are_saved_at_the_current_version() {
    let mut store = MemoryStore::with_entries([(Progress::KEY, r#"{"v":1,"data":["a","b"]}"#)]);
    let expected = Progress {
        finished: vec!["a".into(), "b".into()],
        streak: 0,
    };
    assert_eq!(
        load::<Progress>(&mut store),
        LoadOutcome::Migrated(expected.clone())
    );
    assert!(get(&store, Progress::KEY)
        .unwrap()
        .starts_with(r#"{"v":3,"#));
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Loaded(expected));

    let mut store =
        MemoryStore::with_entries([(Progress::KEY, r#"{"v":2,"data":{"done":["c"],"streak":9}}"#)]);
    let expected = Progress {
        finished: vec!["c".into()],
        streak: 9,
    };
    assert_eq!(
        load::<Progress>(&mut store),
        LoadOutcome::Migrated(expected)
    );
}

#[test]
fn a_failed_migration_sets_the_record_aside() {
    for text in [
        r#"{"v":2,"data":{"done":"x"}}"#,
        r#"{"v":0,"data":1}"#,
        "plain text",
    ] {
        let mut store = MemoryStore::with_entries([(Progress::KEY, text)]);
        let outcome = load::<Progress>(&mut store);
        assert!(outcome.was_set_aside(), "{text}: {outcome:?}");
        assert_eq!(
            get(&store, "weiqi.test.progress.corrupt.1").as_deref(),
            Some(text)
        );
    }
    // A record without a migration sets every older version aside.
    let mut store = MemoryStore::with_entries([(Other::KEY, r#"{"v":0,"data":{"n":1}}"#)]);
    let LoadOutcome::SetAside { reason } = load::<Other>(&mut store) else {
        panic!("expected SetAside");
    };
    assert!(reason.contains("migration"), "{reason}");
}

#[test]
fn a_migrated_record_still_loads_when_it_cannot_be_saved_again() {
    let mut store = MemoryStore::with_entries([(Progress::KEY, r#"{"v":1,"data":["a"]}"#)]);
    store.quota_exceeded = true;
    let expected = Progress {
        finished: vec!["a".into()],
        streak: 0,
    };
    assert_eq!(
        load::<Progress>(&mut store),
        LoadOutcome::Migrated(expected)
    );
}
