//! Saving the learner's progress: a small key-value [`Store`], versioned [`Record`]s that never
//! break the page when what was saved cannot be read, and export/import of everything to one
//! file.
//!
//! # The pieces
//!
//! | item | what it is |
//! |---|---|
//! | [`Store`] | `get`/`set`/`remove`/`keys` over text, every call a `Result<_, StoreError>` |
//! | [`StoreError`] | `Unavailable` (storage disabled), `QuotaExceeded` (full), `Other` |
//! | [`MemoryStore`] | a store in memory, with switches that make it full or unavailable |
//! | `BrowserStore` (browser only) | `window.localStorage`, or memory when the browser refuses it |
//! | [`Record`] | a type saved under one `weiqi.*` key, with a version and a migration hook |
//! | [`save`] / [`load`] | write a record in its envelope `{"v": 1, "data": …}` / read it back |
//! | [`LoadOutcome`] | `Missing`, `Loaded(T)`, `Migrated(T)`, `SetAside { reason }` or `LeftInPlace { reason }` |
//! | [`update`] | change a record as stored now, so two tabs never lose each other's progress |
//! | [`save_unless_changed`] | write a record only if no one else (another tab) wrote it since |
//! | [`export_json`] / [`plan_import`] / [`import_json`] | every `weiqi.*` value to one file; what loading it would change, record by record ([`Change`]); loading it, all or nothing: every entry is checked against [`KNOWN_RECORDS`] before anything is written, progress is joined, and what is replaced is set aside first |
//! | [`check`] | whether a text reads as a record, without touching a store |
//! | [`set_aside_copies`] / [`restore_set_aside`] / [`delete_all`] | the copies set aside, putting one back, forgetting everything |
//! | `use_storage()` (browser only) | the app's store in a component; reports problems to the learner |
//!
//! # Defining a record
//!
//! A type that writes and reads itself as JSON (`crate::json`: `json_struct!` for a struct,
//! `json_enum!` or `json_names!` for an enum) becomes a record with a key and a version. Give
//! it a key under `weiqi.` and start at version 1:
//!
//! ```
//! use weiqi::storage::{load, save, LoadOutcome, MemoryStore, Record};
//!
//! #[derive(Debug, Default, PartialEq)]
//! struct PracticeProgress {
//!     solved: Vec<String>,
//! }
//!
//! weiqi::json_struct!(PracticeProgress { solved });
//!
//! impl Record for PracticeProgress {
//!     const KEY: &'static str = "weiqi.practice";
//!     const VERSION: u32 = 1;
//! }
//!
//! let mut store = MemoryStore::new();
//! assert_eq!(load::<PracticeProgress>(&mut store), LoadOutcome::Missing);
//!
//! let progress = PracticeProgress { solved: vec!["atari-1".into()] };
//! save(&mut store, &progress).unwrap();
//! assert_eq!(load::<PracticeProgress>(&mut store), LoadOutcome::Loaded(progress));
//! ```
//!
//! # Changing what a record holds
//!
//! Raise `VERSION` and implement [`Record::migrate`] for the older versions. `load` migrates,
//! saves the new shape and returns [`LoadOutcome::Migrated`]:
//!
//! ```
//! use weiqi::json::Json;
//! use weiqi::storage::{load, LoadOutcome, MemoryStore, Record, Store};
//!
//! #[derive(Debug, PartialEq)]
//! struct Settings {
//!     board_size: u8,
//!     coordinates: bool, // new in version 2
//! }
//!
//! weiqi::json_struct!(Settings { board_size, coordinates });
//!
//! impl Record for Settings {
//!     const KEY: &'static str = "weiqi.settings";
//!     const VERSION: u32 = 2;
//!
//!     fn migrate(from_version: u32, data: Json) -> Result<Self, String> {
//!         match from_version {
//!             1 => {
//!                 let size = data.get("board_size").and_then(Json::as_u64).ok_or("no board_size")?;
//!                 let board_size = u8::try_from(size).map_err(|e| e.to_string())?;
//!                 Ok(Settings { board_size, coordinates: true })
//!             }
//!             v => Err(format!("unknown version {v}")),
//!         }
//!     }
//! }
//!
//! let mut store = MemoryStore::with_entries([("weiqi.settings", r#"{"v":1,"data":{"board_size":9}}"#)]);
//! let expected = Settings { board_size: 9, coordinates: true };
//! assert_eq!(load::<Settings>(&mut store), LoadOutcome::Migrated(expected));
//! // Saved again at version 2:
//! assert!(store.get("weiqi.settings").unwrap().unwrap().contains(r#""v":2"#));
//! ```
//!
//! # What cannot be read is set aside, never lost
//!
//! Bad JSON, a version newer than this build knows, data of the wrong shape or a failed
//! migration give [`LoadOutcome::SetAside`]: the text moves to `"<key>.corrupt.<n>"` (kept, and
//! exported with everything else), the key is free for a fresh start, and the page tells the
//! learner. When there is no room for the copy, [`LoadOutcome::LeftInPlace`]: the text stays
//! where it is and nothing is saved over it until there is room. Nothing here panics.
//!
//! # Two tabs
//!
//! Each tab keeps its own copy of what it shows, so a tab never writes that copy back whole:
//! progress that only grows (lesson steps, solved problems, counting results) is written with
//! [`update`], which applies the tab's change to what is stored now; the game in progress is
//! written with [`save_unless_changed`], which refuses when another tab wrote the game since,
//! so the page can ask which game to keep. The browser's `storage` event tells a tab at once.
//!
//! # In a component (browser)
//!
//! The shell mounts `StorageProvider`, so every page can call `use_storage()`. Its `load`
//! and `save` do the above on the browser's storage and, when something goes wrong (storage
//! full, storage disabled, a record set aside), show one sentence in the banner under the
//! header; the page just carries on.
//!
//! ```ignore
//! use crate::storage::use_storage;
//!
//! #[component]
//! fn Practice() -> Html {
//!     let storage = use_storage();
//!     let progress = use_state({
//!         let storage = storage.clone();
//!         move || storage.load::<PracticeProgress>().unwrap_or_default()
//!     });
//!     // Save from an effect, never from inside a reducer:
//!     use_effect_with((*progress).clone(), move |progress| {
//!         let _ = storage.save(progress); // a failure is already shown to the learner
//!     });
//!     // …
//! }
//! ```

mod backup;
mod known;
mod manage;
mod merge;
mod record;
mod store;

#[cfg(target_arch = "wasm32")]
mod browser;
#[cfg(target_arch = "wasm32")]
mod context;
#[cfg(target_arch = "wasm32")]
mod elsewhere;
#[cfg(target_arch = "wasm32")]
mod lesson_progress;

pub use backup::{
    export, export_json, import_json, plan_import, validate, Backup, BadEntry, EntryProblem, ImportError,
    ImportReport, PlannedRecord, BACKUP_FILE_NAME, BACKUP_FORMAT, BACKUP_VERSION, MAX_BACKUP_BYTES,
};
pub use known::{kind_of, known_record, KnownRecord, RecordKind, KNOWN_RECORDS};
pub use merge::Change;
pub use manage::{delete_all, restore_set_aside, set_aside_copies, sweep, RestoreError, SetAsideCopy, Swept};
pub use record::{
    check, load, no_migration, parse_envelope, peek, save, save_unless_changed, to_envelope, update, LoadOutcome,
    ReadError, Record, SaveError, UpdateError, KEY_PREFIX, SET_ASIDE_MARKER,
};
pub use store::{MemoryStore, Store, StoreError};

#[cfg(target_arch = "wasm32")]
pub use browser::BrowserStore;
#[cfg(target_arch = "wasm32")]
pub use elsewhere::use_saved_elsewhere;
#[cfg(target_arch = "wasm32")]
pub use context::{
    use_storage, Notice, StorageHandle, StorageNotices, StorageProvider,
};
