//! Export every saved `weiqi.*` value to one versioned JSON file, and import such a file
//! back: first what it would change, then all of it or, if anything is wrong, none of it;
//! progress joined, and whatever is replaced kept as a set-aside copy.

use weiqi_engine::json::{self, write_string, FromJson, Json};
use weiqi_engine::map::SortedMap;
use std::fmt;

use serde::{Deserialize, Serialize};

use super::known::{kind_of, known_record, RecordKind};
use super::merge::{resolve, Change};
use super::record::{parse_envelope, ReadError, KEY_PREFIX, SET_ASIDE_MARKER};
use super::store::{Store, StoreError};

/// The `format` field of an export file.
pub const BACKUP_FORMAT: &str = "weiqi-progress";
/// The export file version this build writes and the newest it reads.
pub const BACKUP_VERSION: u32 = 1;
/// The largest export file import accepts (browser storage holds about 5 MB).
pub const MAX_BACKUP_BYTES: usize = 8 * 1024 * 1024;
/// A suggested file name for the export.
pub const BACKUP_FILE_NAME: &str = "weiqi-progress.json";

/// The export file: every `weiqi.*` key with its stored text, unchanged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Backup {
    /// Always [`BACKUP_FORMAT`].
    pub format: String,
    /// The file version, [`BACKUP_VERSION`] when written by this build.
    pub v: u32,
    /// Stored text by key.
    pub entries: SortedMap<String, String>,
}

weiqi_engine::json_struct!(Backup { format, v, entries });

impl Backup {
    /// The file's text: indented two spaces a level, one entry a line, as people read it.
    pub fn to_pretty_text(&self) -> String {
        let mut out = String::from("{\n  \"format\": ");
        write_string(&mut out, &self.format);
        out.push_str(&format!(",\n  \"v\": {},\n  \"entries\": {{", self.v));
        for (i, (key, text)) in self.entries.iter().enumerate() {
            out.push_str(if i == 0 { "\n    " } else { ",\n    " });
            write_string(&mut out, key);
            out.push_str(": ");
            write_string(&mut out, text);
        }
        out.push_str(if self.entries.is_empty() { "}\n}" } else { "\n  }\n}" });
        out
    }
}

/// What an import did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportReport {
    /// Every key written, sorted.
    pub imported: Vec<String>,
    /// How many of them replaced a value that was there before.
    pub replaced: usize,
    /// The keys under which what was replaced is kept (set-aside copies), sorted.
    pub set_aside: Vec<String>,
}

/// One entry of an export file that cannot be imported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadEntry {
    /// The entry's key.
    pub key: String,
    /// What the entry holds, if it is a record this app knows.
    pub kind: Option<RecordKind>,
    /// What is wrong with it.
    pub problem: EntryProblem,
}

/// What is wrong with one entry of an export file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryProblem {
    /// The key does not start with [`KEY_PREFIX`].
    NotOurKey,
    /// The key is empty after the prefix or holds control characters.
    BadKeyName,
    /// The value does not read as the record (see [`ReadError`]).
    Unreadable(ReadError),
}

impl fmt::Display for EntryProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EntryProblem::NotOurKey => write!(f, "the key does not start with \"{KEY_PREFIX}\""),
            EntryProblem::BadKeyName => f.write_str("the key is not a name this app uses"),
            EntryProblem::Unreadable(error) => write!(f, "{error}"),
        }
    }
}

/// Why an import did nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The file is larger than [`MAX_BACKUP_BYTES`].
    TooLarge,
    /// The file is not JSON, or not an export of this app.
    NotABackup(String),
    /// The file was written by a newer version of the app.
    NewerVersion(u32),
    /// Entries that are not something this app can read (every one found, in key order).
    BadEntries(Vec<BadEntry>),
    /// The file holds nothing to import.
    Empty,
    /// The store refused a write; everything written before it was put back.
    Store(StoreError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::TooLarge => write!(
                f,
                "the file is larger than {} MB, too large to be a progress file",
                MAX_BACKUP_BYTES / (1024 * 1024)
            ),
            ImportError::NotABackup(why) => write!(f, "this is not a Weiqi progress file ({why})"),
            ImportError::NewerVersion(v) => write!(
                f,
                "the file was made by a newer version of Weiqi (file version {v}); update the app first"
            ),
            ImportError::BadEntries(entries) => {
                for (i, entry) in entries.iter().enumerate() {
                    if i > 0 {
                        f.write_str("; ")?;
                    }
                    write!(f, "the entry \u{201c}{}\u{201d} is damaged ({})", entry.key, entry.problem)?;
                }
                Ok(())
            }
            ImportError::Empty => f.write_str("the file holds no progress"),
            ImportError::Store(StoreError::QuotaExceeded) => {
                f.write_str("the browser's storage is full, so nothing was imported")
            }
            ImportError::Store(StoreError::Unavailable) => {
                f.write_str("this browser is not keeping data, so nothing was imported")
            }
            ImportError::Store(error) => write!(f, "{error}; nothing was imported"),
        }
    }
}

impl std::error::Error for ImportError {}

/// Every `weiqi.*` key of `store` (set-aside records included) in one [`Backup`].
///
/// # Errors
/// Whatever the store reports when it cannot be read.
pub fn export(store: &(impl Store + ?Sized)) -> Result<Backup, StoreError> {
    let mut entries = SortedMap::new();
    for key in store.keys()? {
        if key.starts_with(KEY_PREFIX) {
            if let Some(text) = store.get(&key)? {
                entries.insert(key, text);
            }
        }
    }
    Ok(Backup {
        format: BACKUP_FORMAT.to_owned(),
        v: BACKUP_VERSION,
        entries,
    })
}

/// [`export`] as the text of a file (pretty JSON).
///
/// # Errors
/// Whatever the store reports when it cannot be read.
///
/// # Examples
/// ```
/// use weiqi::storage::{export_json, import_json, save, MemoryStore};
/// use weiqi::theme::Theme;
///
/// let mut store = MemoryStore::new();
/// save(&mut store, &Theme::Dark).unwrap();
/// let file = export_json(&store).unwrap();
///
/// let mut elsewhere = MemoryStore::new();
/// let report = import_json(&mut elsewhere, &file).unwrap();
/// assert_eq!(report.imported, vec!["weiqi.theme".to_owned()]);
/// assert_eq!(elsewhere.entries(), store.entries());
///
/// assert!(import_json(&mut elsewhere, "not json").is_err());
/// ```
pub fn export_json(store: &(impl Store + ?Sized)) -> Result<String, StoreError> {
    let backup = export(store)?;
    Ok(backup.to_pretty_text())
}

/// Checks an export file without touching any store: its format, and every entry, each
/// record this build knows read exactly as the page would read it.
///
/// # Errors
/// The first thing wrong with the file as a whole, or every entry that is wrong.
pub fn validate(text: &str) -> Result<Backup, ImportError> {
    if text.len() > MAX_BACKUP_BYTES {
        return Err(ImportError::TooLarge);
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let value = json::parse(text).map_err(|e| ImportError::NotABackup(format!("not JSON: {e}")))?;
    if value.get("format").and_then(Json::as_str) != Some(BACKUP_FORMAT) {
        return Err(ImportError::NotABackup(format!(
            "no \"format\": \"{BACKUP_FORMAT}\""
        )));
    }
    match value.get("v").and_then(Json::as_u64) {
        Some(v) if v > u64::from(BACKUP_VERSION) => {
            return Err(ImportError::NewerVersion(
                u32::try_from(v).unwrap_or(u32::MAX),
            ))
        }
        Some(_) => {}
        None => {
            return Err(ImportError::NotABackup(
                "no version number \"v\"".to_owned(),
            ))
        }
    }
    let backup = Backup::from_json(&value)
        .map_err(|e| ImportError::NotABackup(format!("unexpected shape: {e}")))?;
    if backup.entries.is_empty() {
        return Err(ImportError::Empty);
    }
    let bad: Vec<BadEntry> = backup
        .entries
        .iter()
        .filter_map(|(key, text)| {
            check_entry(key, text).err().map(|problem| BadEntry {
                key: key.clone(),
                kind: kind_of(key),
                problem,
            })
        })
        .collect();
    if !bad.is_empty() {
        return Err(ImportError::BadEntries(bad));
    }
    Ok(backup)
}

/// Checks one entry: a key of this app, and a value that reads as its record (a record this
/// build knows is read exactly as the page would read it; any other `weiqi.*` key, perhaps
/// from a newer build, must at least be a versioned envelope).
fn check_entry(key: &str, text: &str) -> Result<(), EntryProblem> {
    let Some(name) = key.strip_prefix(KEY_PREFIX) else {
        return Err(EntryProblem::NotOurKey);
    };
    if name.is_empty() || name.chars().any(char::is_control) {
        return Err(EntryProblem::BadKeyName);
    }
    if key.contains(SET_ASIDE_MARKER) {
        return Ok(()); // a set-aside record is kept exactly as it was, readable or not
    }
    match known_record(key) {
        Some(record) => (record.check)(text).map_err(EntryProblem::Unreadable),
        None => parse_envelope(text)
            .map(|_| ())
            .map_err(|why| EntryProblem::Unreadable(ReadError::NotARecord(why))),
    }
}

/// One record in what a load would change (see [`plan_import`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlannedRecord {
    /// The record's key.
    pub key: String,
    /// What it holds, if it is a record this app knows.
    pub kind: Option<RecordKind>,
    /// What the load does to it.
    pub change: Change,
}

/// Everything a load would do, worked out first: per key, what is written, and which values
/// here are kept as set-aside copies before they are replaced.
struct Work {
    records: Vec<PlannedRecord>,
    /// Copies of what is here, written first: (copy key, text).
    copies: Vec<(String, String)>,
    /// Then the values: (key, text).
    writes: Vec<(String, String)>,
}

/// The first `"<base>.corrupt.<n>"` free here, in the file and among `taken`.
fn free_copy_key(
    store: &(impl Store + ?Sized),
    backup: &Backup,
    base: &str,
    taken: &[&str],
) -> Result<String, StoreError> {
    let mut n: u32 = 1;
    loop {
        let candidate = format!("{base}{SET_ASIDE_MARKER}{n}");
        let free = store.get(&candidate)?.is_none()
            && !backup.entries.contains_key(&candidate)
            && !taken.contains(&candidate.as_str());
        if free || n == u32::MAX {
            return Ok(candidate);
        }
        n += 1;
    }
}

/// Works out what loading `backup` into `store` does. A set-aside copy in the file whose key
/// already holds a different copy here goes to the next number free both here and in the file
/// (no copy kept here is ever overwritten).
fn work(store: &(impl Store + ?Sized), backup: &Backup) -> Result<Work, StoreError> {
    let mut work = Work { records: Vec::new(), copies: Vec::new(), writes: Vec::new() };
    for (key, value) in &backup.entries {
        let here = store.get(key)?;
        let resolution = if let Some((base, _)) = key.split_once(SET_ASIDE_MARKER) {
            match &here {
                Some(here) if here == value => resolve(key, Some(here), value),
                Some(_) => {
                    let taken = taken(&work);
                    let target = free_copy_key(store, backup, base, &taken)?;
                    work.writes.push((target, value.clone()));
                    work.records.push(PlannedRecord { key: key.clone(), kind: kind_of(key), change: Change::OnlyInFile });
                    continue;
                }
                None => resolve(key, None, value),
            }
        } else {
            resolve(key, here.as_deref(), value)
        };
        if resolution.keep_copy {
            if let Some(here) = here {
                let taken = taken(&work);
                let target = free_copy_key(store, backup, key, &taken)?;
                work.copies.push((target, here));
            }
        }
        if let Some(text) = resolution.write {
            work.writes.push((key.clone(), text));
        }
        work.records.push(PlannedRecord { key: key.clone(), kind: kind_of(key), change: resolution.change });
    }
    // The file's records are in key order; the ones only here go in their places.
    for key in store.keys()? {
        if key.starts_with(KEY_PREFIX) && !backup.entries.contains_key(&key) {
            let at = work.records.partition_point(|record| record.key < key);
            work.records.insert(at, PlannedRecord { kind: kind_of(&key), key, change: Change::OnlyHere });
        }
    }
    Ok(work)
}

/// Every key a load writes so far.
fn taken(work: &Work) -> Vec<&str> {
    work.copies.iter().chain(&work.writes).map(|(key, _)| key.as_str()).collect()
}

/// What loading the export file `text` into `store` would do, record by record, without
/// changing anything: asked before [`import_json`].
///
/// # Errors
/// What is wrong with the file (see [`validate`]), or the store's refusal to be read.
///
/// # Examples
/// ```
/// use weiqi::storage::{export_json, plan_import, Change, MemoryStore, Store};
///
/// let file = export_json(&MemoryStore::with_entries([("weiqi.theme", r#"{"v":1,"data":"dark"}"#)])).unwrap();
/// let here = MemoryStore::with_entries([("weiqi.theme", r#"{"v":1,"data":"light"}"#)]);
/// let plan = plan_import(&here, &file).unwrap();
/// assert_eq!(plan[0].change, Change::Different); // loaded, and "light" kept as a copy
/// ```
pub fn plan_import(store: &(impl Store + ?Sized), text: &str) -> Result<Vec<PlannedRecord>, ImportError> {
    let backup = validate(text)?;
    work(store, &backup).map(|work| work.records).map_err(ImportError::Store)
}

/// Loads an export file into `store`: every change or none. Every entry is checked first
/// (see [`validate`]); progress that only grows is joined with what is here, a record the
/// file holds in an older state than here is left as it is, keys not in the file are left
/// alone, and whatever the file replaces is first kept as a set-aside copy (never lost). A
/// set-aside copy kept here is never overwritten (the file's copy goes to the next free number).
///
/// # Errors
/// What is wrong with the file (then the store is untouched), or the store's refusal (then
/// every value written so far is put back as it was).
pub fn import_json(
    store: &mut (impl Store + ?Sized),
    text: &str,
) -> Result<ImportReport, ImportError> {
    let backup = validate(text)?;
    let Work { copies, writes, .. } = work(store, &backup).map_err(ImportError::Store)?;
    let all: Vec<&(String, String)> = copies.iter().chain(&writes).collect();
    let mut before: Vec<(String, Option<String>)> = Vec::with_capacity(all.len());
    for (key, _) in &all {
        let old = store.get(key).map_err(ImportError::Store)?;
        before.push((key.clone(), old));
    }
    for (key, value) in &all {
        if let Err(error) = store.set(key, value) {
            // Put back what was there: first free the space of new keys, then restore the
            // old values (never larger than what the store held before).
            for (key, _) in before.iter().filter(|(_, old)| old.is_none()) {
                let _ = store.remove(key);
            }
            for (key, old) in &before {
                if let Some(old) = old {
                    let _ = store.set(key, old);
                }
            }
            return Err(ImportError::Store(error));
        }
    }
    let replaced = before[copies.len()..].iter().filter(|(_, old)| old.is_some()).count();
    let mut imported: Vec<String> = writes.into_iter().map(|(key, _)| key).collect();
    weiqi_engine::sort::sort(&mut imported);
    Ok(ImportReport {
        imported,
        replaced,
        set_aside: copies.into_iter().map(|(key, _)| key).collect(),
    })
}
