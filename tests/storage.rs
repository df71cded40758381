//! The storage layer: versioned records that survive bad data, full and disabled storage, and
//! export/import of everything.
#![cfg(not(target_arch = "wasm32"))]

use serde::{Deserialize, Serialize};
use weiqi::storage::{
    delete_all, export_json, import_json, load, restore_set_aside, save, set_aside_copies,
    validate, BadEntry, EntryProblem, ImportError, LoadOutcome, MemoryStore, ReadError, Record,
    RecordKind, RestoreError, Store, StoreError, KNOWN_RECORDS,
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
            "BadEntries",
        ),
        (
            format!(
                r#"{{"format":"weiqi-progress","v":1,"entries":{{{good_entry},"weiqi.b":"{{oops"}}}}"#
            ),
            "BadEntries",
        ),
        (
            format!(
                r#"{{"format":"weiqi-progress","v":1,"entries":{{{good_entry},"weiqi.":"{{}}"}}}}"#
            ),
            "BadEntries",
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

/// A store as a learner has it: practice progress, lesson progress, a theme and Play settings.
fn learners_store() -> MemoryStore {
    MemoryStore::with_entries([
        (
            "weiqi.practice.progress",
            r#"{"v":1,"data":{"results":{"capture/1":"FirstTry","capture/2":"Solved"}}}"#,
        ),
        (
            "weiqi.lessons.progress",
            r#"{"v":1,"data":{"done":{"01-board":[0,1]},"last":["01-board",2]}}"#,
        ),
        ("weiqi.theme", r#"{"v":1,"data":"dark"}"#),
        ("weiqi.play.prefs", r#"{"v":1,"data":{"muted":true,"tap_to_confirm":null,"last_settings":null}}"#),
    ])
}

fn file_of(entries: &[(&str, &str)]) -> String {
    let entries: serde_json::Map<String, serde_json::Value> = entries
        .iter()
        .map(|(k, v)| ((*k).to_owned(), serde_json::Value::String((*v).to_owned())))
        .collect();
    serde_json::json!({"format": "weiqi-progress", "v": 1, "entries": entries}).to_string()
}

#[test]
fn every_record_the_app_saves_is_known_and_its_own_saved_form_passes_the_check() {
    let mut keys: Vec<&str> = KNOWN_RECORDS.iter().map(|r| r.key).collect();
    keys.sort_unstable();
    keys.dedup();
    assert_eq!(keys.len(), KNOWN_RECORDS.len(), "each key once");
    assert!(keys.iter().all(|k| k.starts_with("weiqi.")));
    for (key, text) in learners_store().entries() {
        let record = KNOWN_RECORDS.iter().find(|r| r.key == key).unwrap();
        assert_eq!((record.check)(text), Ok(()), "{key}");
    }
}

#[test]
fn an_import_with_one_bad_value_changes_nothing_and_names_the_record() {
    // The envelope is fine, but the practice results are not results: before, this replaced
    // every record of the file and the practice progress was set aside at the next visit.
    let file = file_of(&[
        ("weiqi.practice.progress", r#"{"v":1,"data":{"results":{"capture/1":"perfect"}}}"#),
        ("weiqi.lessons.progress", r#"{"v":1,"data":{"done":{}}}"#),
        ("weiqi.theme", r#"{"v":1,"data":"light"}"#),
        ("weiqi.play.prefs", r#"{"v":1,"data":{"muted":false,"tap_to_confirm":true,"last_settings":null}}"#),
    ]);
    let mut store = learners_store();
    let before = store.clone();
    let error = import_json(&mut store, &file).unwrap_err();
    assert_eq!(store, before, "nothing replaced");
    let ImportError::BadEntries(bad) = &error else { panic!("{error:?}") };
    assert_eq!(bad.len(), 1, "{bad:?}");
    assert_eq!(bad[0].key, "weiqi.practice.progress");
    assert_eq!(bad[0].kind, Some(RecordKind::PracticeProgress));
    assert!(matches!(&bad[0].problem, EntryProblem::Unreadable(ReadError::DoesNotFit { version: 1, .. })), "{bad:?}");
    assert_eq!(load::<weiqi::problems::progress::Progress>(&mut store).into_value().unwrap().results.len(), 2);
}

#[test]
fn an_import_names_every_bad_record_and_why() {
    let file = file_of(&[
        ("weiqi.theme", r#"{"v":7,"data":"dark"}"#),
        ("weiqi.lessons.progress", r#"{"v":2,"data":{"done":{"x":[-1]}}}"#),
        ("weiqi.counting.stats", "{not json"),
        ("weiqi.play.prefs", r#"{"v":1,"data":{"muted":false,"tap_to_confirm":null,"last_settings":null}}"#),
    ]);
    let mut store = learners_store();
    let before = store.clone();
    let Err(ImportError::BadEntries(bad)) = import_json(&mut store, &file) else { panic!() };
    assert_eq!(store, before);
    let summary: Vec<(&str, Option<RecordKind>)> = bad.iter().map(|b| (b.key.as_str(), b.kind)).collect();
    assert_eq!(
        summary,
        vec![
            ("weiqi.counting.stats", Some(RecordKind::CountingResults)),
            ("weiqi.lessons.progress", Some(RecordKind::LessonProgress)),
            ("weiqi.theme", Some(RecordKind::Theme)),
        ]
    );
    assert!(matches!(bad[0].problem, EntryProblem::Unreadable(ReadError::NotARecord(_))));
    assert!(matches!(bad[1].problem, EntryProblem::Unreadable(ReadError::DoesNotFit { .. })));
    assert_eq!(bad[2].problem, EntryProblem::Unreadable(ReadError::Newer { version: 7, reads_up_to: 1 }));
    let BadEntry { .. } = &bad[0];
}

#[test]
fn an_import_accepts_older_versions_the_app_migrates() {
    // The plain-text theme of early builds migrates, so it is accepted.
    let file = file_of(&[("weiqi.theme", "dark")]);
    let mut store = MemoryStore::new();
    import_json(&mut store, &file).unwrap();
    assert_eq!(load::<weiqi::theme::Theme>(&mut store), LoadOutcome::Migrated(weiqi::theme::Theme::Dark));
}

#[test]
fn an_import_never_overwrites_a_copy_set_aside_here() {
    let mut store = MemoryStore::with_entries([
        ("weiqi.theme.corrupt.1", "mine"),
        ("weiqi.theme.corrupt.2", "same"),
    ]);
    let file = file_of(&[
        ("weiqi.theme.corrupt.1", "theirs"),
        ("weiqi.theme.corrupt.2", "same"),
        ("weiqi.theme.corrupt.3", "third"),
    ]);
    let report = import_json(&mut store, &file).unwrap();
    assert_eq!(store.get("weiqi.theme.corrupt.1").unwrap().as_deref(), Some("mine"));
    assert_eq!(store.get("weiqi.theme.corrupt.2").unwrap().as_deref(), Some("same"));
    assert_eq!(store.get("weiqi.theme.corrupt.3").unwrap().as_deref(), Some("third"));
    assert_eq!(store.get("weiqi.theme.corrupt.4").unwrap().as_deref(), Some("theirs"));
    assert_eq!(report.imported.len(), 3);
}

#[test]
fn set_aside_copies_are_listed_and_a_readable_one_can_be_put_back() {
    let mut store = MemoryStore::with_entries([
        ("weiqi.theme", r#"{"v":1,"data":"light"}"#),
        ("weiqi.theme.corrupt.1", r#"{"v":1,"data":"dark"}"#),
        ("weiqi.practice.progress.corrupt.1", r#"{"v":1,"data":{"results":{"a/1":"nope"}}}"#),
        ("weiqi.practice.progress", r#"{"v":1,"data":{"results":{}}}"#),
        ("other.app.corrupt.1", "not ours"),
    ]);
    let copies = set_aside_copies(&store).unwrap();
    let listed: Vec<(&str, Option<RecordKind>, bool)> =
        copies.iter().map(|c| (c.key.as_str(), c.kind, c.readable)).collect();
    assert_eq!(
        listed,
        vec![
            ("weiqi.practice.progress.corrupt.1", Some(RecordKind::PracticeProgress), false),
            ("weiqi.theme.corrupt.1", Some(RecordKind::Theme), true),
        ]
    );

    // A copy this build cannot read stays where it is.
    let before = store.clone();
    assert!(matches!(
        restore_set_aside(&mut store, "weiqi.practice.progress.corrupt.1"),
        Err(RestoreError::Unreadable(_))
    ));
    assert_eq!(store, before);
    assert_eq!(restore_set_aside(&mut store, "weiqi.theme"), Err(RestoreError::NoSuchCopy));
    assert_eq!(restore_set_aside(&mut store, "weiqi.theme.corrupt.9"), Err(RestoreError::NoSuchCopy));

    // A readable one goes back; what was there is set aside in its turn.
    assert_eq!(restore_set_aside(&mut store, "weiqi.theme.corrupt.1").unwrap().as_deref(), Some("weiqi.theme.corrupt.2"));
    assert_eq!(load::<weiqi::theme::Theme>(&mut store), LoadOutcome::Loaded(weiqi::theme::Theme::Dark));
    assert_eq!(store.get("weiqi.theme.corrupt.2").unwrap().as_deref(), Some(r#"{"v":1,"data":"light"}"#));
    assert_eq!(store.get("weiqi.theme.corrupt.1").unwrap(), None);

    // A full store refuses and nothing changes.
    let mut full = store.clone();
    full.quota_exceeded = true;
    let before = full.clone();
    assert_eq!(
        restore_set_aside(&mut full, "weiqi.theme.corrupt.2"),
        Err(RestoreError::Store(StoreError::QuotaExceeded))
    );
    assert_eq!(full, before);
}

#[test]
fn delete_all_forgets_every_weiqi_key_and_nothing_else() {
    let mut store = learners_store();
    store.set("weiqi.theme.corrupt.1", "{old").unwrap();
    store.set("someone.else", "theirs").unwrap();
    assert_eq!(delete_all(&mut store), Ok(5));
    assert_eq!(store.keys().unwrap(), vec!["someone.else".to_owned()]);
    store.unavailable = true;
    assert_eq!(delete_all(&mut store), Err(StoreError::Unavailable));
}

#[test]
fn every_record_type_in_the_source_is_in_the_list_import_checks() {
    // A record left out of KNOWN_RECORDS would be imported with only its envelope checked.
    fn walk(dir: &std::path::Path, found: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for line in text.lines() {
                    let line = line.trim();
                    if line.starts_with("impl") && (line.contains(" Record for ") || line.contains("::Record for ")) {
                        found.push(format!("{}: {line}", path.display()));
                    }
                }
            }
        }
    }
    let mut found = Vec::new();
    walk(std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")), &mut found);
    // Doc examples in src/storage define records of their own; they start with `//!` or `///`.
    assert_eq!(found.len(), KNOWN_RECORDS.len(), "{found:#?}");
}
