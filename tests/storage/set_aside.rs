//! The copies set aside: listed, a readable one put back; and deleting every weiqi key.

use super::*;

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
