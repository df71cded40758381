//! The storage layer: versioned records that survive bad data, full and disabled storage, and
//! export/import of everything.
#![cfg(not(target_arch = "wasm32"))]

use serde::{Deserialize, Serialize};
use weiqi::storage::{
    export_json, import_json, load, save, validate, ImportError, LoadOutcome, MemoryStore, Record,
    Store, StoreError,
};

/// A record at version 3 that can read versions 1 and 2.
#[derive(Serialize, Deserialize, Debug, Default, Clone, PartialEq)]
struct Progress {
    finished: Vec<String>,
    streak: u32,
}

impl Record for Progress {
    const KEY: &'static str = "weiqi.test.progress";
    const VERSION: u32 = 3;

    fn migrate(from_version: u32, data: serde_json::Value) -> Result<Self, String> {
        match from_version {
            // v1: a bare list of lesson ids
            1 => {
                let finished = serde_json::from_value(data).map_err(|e| e.to_string())?;
                Ok(Progress {
                    finished,
                    streak: 0,
                })
            }
            // v2: {"done": [...], "streak": n}
            2 => {
                #[derive(Deserialize)]
                struct V2 {
                    done: Vec<String>,
                    streak: u32,
                }
                let v2: V2 = serde_json::from_value(data).map_err(|e| e.to_string())?;
                Ok(Progress {
                    finished: v2.done,
                    streak: v2.streak,
                })
            }
            v => Err(format!("no migration from version {v}")),
        }
    }
}

/// A record that knows no older version.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq)]
struct Other {
    n: i64,
}

impl Record for Other {
    const KEY: &'static str = "weiqi.test.other";
    const VERSION: u32 = 1;
}

fn sample() -> Progress {
    Progress {
        finished: vec!["first-stone".into(), "capture".into()],
        streak: 4,
    }
}

fn get(store: &MemoryStore, key: &str) -> Option<String> {
    store.get(key).unwrap()
}

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

#[test]
fn quota_exceeded_on_save_keeps_the_old_value() {
    let mut store = MemoryStore::new();
    save(&mut store, &sample()).unwrap();
    let before = get(&store, Progress::KEY);
    store.quota_exceeded = true;
    let bigger = Progress {
        finished: vec!["x".repeat(100)],
        streak: 1,
    };
    assert_eq!(save(&mut store, &bigger), Err(StoreError::QuotaExceeded));
    assert_eq!(get(&store, Progress::KEY), before);
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Loaded(sample()));

    // A byte budget behaves the same: small values fit, a large one does not.
    let mut store = MemoryStore::new();
    store.capacity = Some(120);
    save(&mut store, &sample()).unwrap();
    assert_eq!(
        save(&mut store, &bigger).unwrap_err(),
        StoreError::QuotaExceeded
    );
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Loaded(sample()));
}

#[test]
fn a_record_that_cannot_be_set_aside_is_left_in_place() {
    let mut store = MemoryStore::with_entries([(Progress::KEY, "{bad")]);
    store.quota_exceeded = true;
    let LoadOutcome::SetAside { reason } = load::<Progress>(&mut store) else {
        panic!("expected SetAside");
    };
    assert!(reason.contains("left in place"), "{reason}");
    assert_eq!(get(&store, Progress::KEY).as_deref(), Some("{bad"));
}

#[test]
fn unavailable_storage_reads_as_missing_and_refuses_writes() {
    let mut store = MemoryStore::with_entries([(Progress::KEY, r#"{"v":3,"data":{}}"#)]);
    store.unavailable = true;
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Missing);
    assert_eq!(save(&mut store, &sample()), Err(StoreError::Unavailable));
    assert_eq!(store.keys(), Err(StoreError::Unavailable));
    assert_eq!(export_json(&store), Err(StoreError::Unavailable));
    let file = r#"{"format":"weiqi-progress","v":1,"entries":{"weiqi.a":"{\"v\":1,\"data\":1}"}}"#;
    assert_eq!(
        import_json(&mut store, file),
        Err(ImportError::Store(StoreError::Unavailable))
    );
}

#[test]
fn export_then_import_is_the_identity_on_weiqi_keys() {
    let mut store = MemoryStore::with_entries([
        ("weiqi.test.other", r#"{"v":1,"data":{"n":-3}}"#),
        ("weiqi.theme", "dark"), // plain text from before envelopes: kept as is
        (
            "weiqi.test.progress.corrupt.1",
            "{broken \u{1F4A5} \"quotes\" \\ \n",
        ),
        ("someone.else", "not ours"),
    ]);
    save(&mut store, &sample()).unwrap();
    store
        .set("weiqi.theme", r#"{"v":1,"data":"dark"}"#)
        .unwrap();
    let file = export_json(&store).unwrap();
    assert!(
        !file.contains("someone.else"),
        "only weiqi.* keys are exported"
    );

    let mut fresh = MemoryStore::with_entries([("someone.else", "other data")]);
    let report = import_json(&mut fresh, &file).unwrap();
    assert_eq!(report.imported.len(), 4);
    assert_eq!(report.replaced, 0);
    for key in store
        .keys()
        .unwrap()
        .iter()
        .filter(|k| k.starts_with("weiqi."))
    {
        assert_eq!(get(&fresh, key), get(&store, key), "{key}");
    }
    assert_eq!(get(&fresh, "someone.else").as_deref(), Some("other data"));
    assert_eq!(load::<Progress>(&mut fresh), LoadOutcome::Loaded(sample()));
    assert_eq!(
        export_json(&fresh).unwrap(),
        file,
        "exporting again gives the same file"
    );

    // Importing over existing data replaces those keys and reports it.
    let report = import_json(&mut fresh, &file).unwrap();
    assert_eq!(report.replaced, 4);
}

#[test]
fn import_rejects_bad_files_and_changes_nothing() {
    let good_entry = r#""weiqi.a":"{\"v\":1,\"data\":1}""#;
    let cases: Vec<(String, &str)> = vec![
        ("not json".into(), "NotABackup"),
        ("[]".into(), "NotABackup"),
        (
            r#"{"format":"something else","v":1,"entries":{}}"#.into(),
            "NotABackup",
        ),
        (
            r#"{"format":"weiqi-progress","entries":{}}"#.into(),
            "NotABackup",
        ),
        (
            r#"{"format":"weiqi-progress","v":2,"entries":{}}"#.into(),
            "NewerVersion",
        ),
        (
            r#"{"format":"weiqi-progress","v":1,"entries":[]}"#.into(),
            "NotABackup",
        ),
        (
            r#"{"format":"weiqi-progress","v":1,"entries":{"weiqi.a":5}}"#.into(),
            "NotABackup",
        ),
        (
            r#"{"format":"weiqi-progress","v":1,"entries":{}}"#.into(),
            "Empty",
        ),
        (
            format!(
                r#"{{"format":"weiqi-progress","v":1,"entries":{{{good_entry},"other.key":"{{}}"}}}}"#
            ),
            "BadEntry",
        ),
        (
            format!(
                r#"{{"format":"weiqi-progress","v":1,"entries":{{{good_entry},"weiqi.b":"{{oops"}}}}"#
            ),
            "BadEntry",
        ),
        (
            format!(
                r#"{{"format":"weiqi-progress","v":1,"entries":{{{good_entry},"weiqi.":"{{}}"}}}}"#
            ),
            "BadEntry",
        ),
        ("x".repeat(9 * 1024 * 1024), "TooLarge"),
    ];
    for (file, kind) in cases {
        let mut store = MemoryStore::with_entries([("weiqi.a", "old")]);
        let before = store.clone();
        let error = import_json(&mut store, &file).unwrap_err();
        assert!(
            format!("{error:?}").starts_with(kind),
            "{error:?} for {:.80}",
            file
        );
        assert!(!error.to_string().is_empty());
        assert_eq!(store, before, "nothing changed for {:.80}", file);
    }
    // A byte-order mark at the start (some editors add one) is fine.
    let file =
        format!("\u{feff}{{\"format\":\"weiqi-progress\",\"v\":1,\"entries\":{{{good_entry}}}}}");
    assert!(validate(&file).is_ok());
}

#[test]
fn an_import_that_runs_out_of_space_puts_everything_back() {
    let old_a = r#"{"v":1,"data":"old"}"#;
    let mut store = MemoryStore::with_entries([("weiqi.a", old_a)]);
    store.capacity = Some(120);
    let file = r#"{"format":"weiqi-progress","v":1,"entries":{
        "weiqi.a":"{\"v\":1,\"data\":\"new\"}",
        "weiqi.b":"{\"v\":1,\"data\":\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\"}"}}"#;
    let before = store.clone();
    assert_eq!(
        import_json(&mut store, file),
        Err(ImportError::Store(StoreError::QuotaExceeded))
    );
    assert_eq!(store, before, "no half-applied import");
}

#[test]
fn nothing_panics_on_arbitrary_stored_text() {
    use proptest::prelude::*;
    proptest!(ProptestConfig::with_cases(512), |(text in any::<String>(), v in 0u32..6)| {
        let mut store = MemoryStore::with_entries([(Progress::KEY, text.clone())]);
        let _ = load::<Progress>(&mut store);
        let envelope = format!(r#"{{"v":{v},"data":{text}}}"#);
        let mut store = MemoryStore::with_entries([(Progress::KEY, envelope)]);
        let _ = load::<Progress>(&mut store);
        let _ = import_json(&mut store, &text);
    });
}
