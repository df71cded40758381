//! The storage layer: versioned records that survive bad data, full and disabled storage, and
//! export/import of everything.
//!
//! The test records and helpers are here; each behaviour has its own module.
#![cfg(not(target_arch = "wasm32"))]

use weiqi::json::{FromJson, Json};
use weiqi::storage::{
    delete_all, export_json, import_json, load, peek, restore_set_aside, save, save_unless_changed, set_aside_copies,
    update, validate, BadEntry, EntryProblem, ImportError, LoadOutcome, MemoryStore, ReadError, Record,
    RecordKind, RestoreError, SaveError, Store, StoreError, UpdateError, KNOWN_RECORDS,
};

/// A record at version 3 that can read versions 1 and 2.
#[derive(Debug, Default, Clone, PartialEq)]
struct Progress {
    finished: Vec<String>,
    streak: u32,
}

weiqi::json_struct!(Progress { finished, streak });

impl Record for Progress {
    const KEY: &'static str = "weiqi.test.progress";
    const VERSION: u32 = 3;

    fn migrate(from_version: u32, data: Json) -> Result<Self, String> {
        match from_version {
            // v1: a bare list of lesson ids
            1 => {
                let finished = Vec::from_json(&data).map_err(|e| e.to_string())?;
                Ok(Progress {
                    finished,
                    streak: 0,
                })
            }
            // v2: {"done": [...], "streak": n}
            2 => {
                struct V2 {
                    done: Vec<String>,
                    streak: u32,
                }
                weiqi::json_struct!(V2 { done, streak });
                let v2 = V2::from_json(&data).map_err(|e| e.to_string())?;
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
#[derive(Debug, Clone, PartialEq)]
struct Other {
    n: i64,
}

weiqi::json_struct!(Other { n });

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

/// An export file holding `entries`.
fn file_of(entries: &[(&str, &str)]) -> String {
    let entries: serde_json::Map<String, serde_json::Value> = entries
        .iter()
        .map(|(k, v)| ((*k).to_owned(), serde_json::Value::String((*v).to_owned())))
        .collect();
    serde_json::json!({"format": "weiqi-progress", "v": 1, "entries": entries}).to_string()
}

mod records;
mod failing_storage;
mod export_import;
mod import_merge;
mod set_aside;
mod two_tabs;
