//! Export and import of everything: the round trip, bad files refused whole with every bad
//! record named, older versions accepted, and the list of records import checks.

use super::*;

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

    // Importing the same file again changes nothing.
    let report = import_json(&mut fresh, &file).unwrap();
    assert_eq!((report.replaced, report.imported.len(), report.set_aside.len()), (0, 0, 0));
    assert_eq!(export_json(&fresh).unwrap(), file);
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
        ("weiqi.practice.progress", r#"{"v":2,"data":{"results":{"capture/1":"perfect"}}}"#),
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
    assert!(matches!(&bad[0].problem, EntryProblem::Unreadable(ReadError::DoesNotFit { version: 2, .. })), "{bad:?}");
    assert_eq!(load::<weiqi::problems::progress::Progress>(&mut store).into_value().unwrap().results.len(), 2);
}

#[test]
fn an_import_names_every_bad_record_and_why() {
    let file = file_of(&[
        ("weiqi.theme", r#"{"v":7,"data":"dark"}"#),
        ("weiqi.lessons.progress", r#"{"v":4,"data":{"done":{"x":[-1]}}}"#),
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
    assert_eq!(report.imported.len(), 2, "the same copy is not written again");
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
