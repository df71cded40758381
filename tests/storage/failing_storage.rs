//! Storage that is full, refuses writes or holds anything at all: nothing is lost and
//! nothing panics.

use super::*;

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
    let LoadOutcome::LeftInPlace { reason } = load::<Progress>(&mut store) else {
        panic!("expected LeftInPlace");
    };
    assert!(reason.contains("could not be set aside"), "{reason}");
    assert_eq!(get(&store, Progress::KEY).as_deref(), Some("{bad"));
    assert_eq!(set_aside_copies(&store).unwrap(), vec![], "no copy is claimed");
    // Nothing is written over it, even once there is room again, until it has been moved aside.
    assert_eq!(update::<Progress>(&mut store, |p| { p.streak = 1; true }), Err(UpdateError::LeftInPlace));
    assert_eq!(get(&store, Progress::KEY).as_deref(), Some("{bad"));
    store.quota_exceeded = false;
    let after = update::<Progress>(&mut store, |p| { p.streak = 1; true }).unwrap();
    assert_eq!(after.streak, 1);
    assert_eq!(set_aside_copies(&store).unwrap().len(), 1, "moved aside first, then written");
}

#[test]
fn a_large_unreadable_record_with_no_room_for_its_copy_stays_whole() {
    let big = format!("{{bad{}", "x".repeat(3_000_000));
    let mut store = MemoryStore::with_entries([(Progress::KEY, big.as_str())]);
    store.capacity = Some(big.len() + 1000);
    assert!(matches!(load::<Progress>(&mut store), LoadOutcome::LeftInPlace { .. }));
    assert_eq!(get(&store, Progress::KEY).map(|t| t.len()), Some(big.len()));
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
