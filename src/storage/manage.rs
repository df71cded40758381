//! Looking after what is kept: the copies set aside when a record could not be read (listed,
//! put back), and forgetting everything this app saved.

use super::known::{kind_of, known_record, RecordKind};
use super::record::{free_set_aside_key, parse_envelope, ReadError, KEY_PREFIX, SET_ASIDE_MARKER};
use super::store::{Store, StoreError};

/// A copy set aside because it could not be read when it was loaded.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAsideCopy {
    /// Where the copy is kept (`"<key>.corrupt.<n>"`).
    pub key: String,
    /// The key of the record it was set aside from.
    pub of: String,
    /// What it held, if it is a record this build knows.
    pub kind: Option<RecordKind>,
    /// Its length in bytes.
    pub bytes: usize,
    /// Whether this build can read it now (then it can be put back).
    pub readable: bool,
}

/// Every copy set aside, sorted by key.
///
/// # Errors
/// Whatever the store reports when it cannot be read.
///
/// # Examples
/// ```
/// use weiqi::storage::{set_aside_copies, MemoryStore};
///
/// let store = MemoryStore::with_entries([
///     ("weiqi.theme", r#"{"v":1,"data":"dark"}"#),
///     ("weiqi.theme.corrupt.1", r#"{"v":1,"data":"light"}"#),
///     ("weiqi.theme.corrupt.2", "{oops"),
/// ]);
/// let copies = set_aside_copies(&store).unwrap();
/// assert_eq!(copies.len(), 2);
/// assert!(copies[0].readable);
/// assert!(!copies[1].readable);
/// ```
pub fn set_aside_copies(store: &(impl Store + ?Sized)) -> Result<Vec<SetAsideCopy>, StoreError> {
    let mut keys: Vec<String> = store
        .keys()?
        .into_iter()
        .filter(|key| key.starts_with(KEY_PREFIX) && key.contains(SET_ASIDE_MARKER))
        .collect();
    weiqi_engine::sort::sort(&mut keys);
    let mut copies = Vec::with_capacity(keys.len());
    for key in keys {
        let Some(text) = store.get(&key)? else { continue };
        let of = key.split(SET_ASIDE_MARKER).next().unwrap_or(&key).to_owned();
        copies.push(SetAsideCopy {
            readable: readable(&of, &text).is_ok(),
            kind: kind_of(&key),
            bytes: text.len(),
            of,
            key,
        });
    }
    Ok(copies)
}

/// What the start-up check did with a record it could not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Swept {
    /// Moved to a set-aside copy under this key.
    SetAside(String),
    /// Left in place: there was no room (or no way) to copy it. Nothing may be saved over it.
    LeftInPlace,
}

/// Checks every record this app saves, as the app starts: each one that cannot be read is
/// moved aside (or, without room for the copy, left in place), so the learner hears of it on
/// whatever page they opened, and no page starts from it. Returns what it did, record by
/// record.
///
/// # Examples
/// ```
/// use weiqi::storage::{sweep, MemoryStore, Store, Swept};
///
/// let mut store = MemoryStore::with_entries([
///     ("weiqi.theme", r#"{"v":1,"data":"dark"}"#),
///     ("weiqi.language", "{oops"),
/// ]);
/// assert_eq!(sweep(&mut store), vec![("weiqi.language", Swept::SetAside("weiqi.language.corrupt.1".into()))]);
/// assert_eq!(store.get("weiqi.language").unwrap(), None);
/// ```
pub fn sweep(store: &mut (impl Store + ?Sized)) -> Vec<(&'static str, Swept)> {
    super::known::KNOWN_RECORDS
        .iter()
        .filter_map(|record| Some((record.key, sweep_one(store, record.key)?)))
        .collect()
}

/// [`sweep`] for the one record saved under `key`: `None` when it reads, is missing, or is
/// not a record this app saves.
pub fn sweep_one(store: &mut (impl Store + ?Sized), key: &str) -> Option<Swept> {
    let record = known_record(key)?;
    let text = store.get(key).ok()??;
    if (record.check)(&text).is_ok() {
        return None;
    }
    Some(match super::record::set_aside(store, key, &text) {
        Ok(copy) => Swept::SetAside(copy),
        Err(_) => Swept::LeftInPlace,
    })
}

/// Whether `text` reads as the record under `key` (for a key this build does not know: whether
/// it is a versioned envelope at all).
fn readable(key: &str, text: &str) -> Result<(), ReadError> {
    match known_record(key) {
        Some(record) => (record.check)(text),
        None => parse_envelope(text).map(|_| ()).map_err(ReadError::NotARecord),
    }
}

/// Why a set-aside copy was not put back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RestoreError {
    /// There is no set-aside copy under that key.
    NoSuchCopy,
    /// This build still cannot read it.
    Unreadable(ReadError),
    /// The store refused; nothing changed.
    Store(StoreError),
}

/// Puts the set-aside copy under `copy_key` back in place of its record. What is saved there
/// now is set aside in its turn (nothing is lost), and its new key returned.
///
/// # Errors
/// [`RestoreError`]; nothing changed then.
///
/// # Examples
/// ```
/// use weiqi::storage::{restore_set_aside, MemoryStore, Store};
///
/// let mut store = MemoryStore::with_entries([
///     ("weiqi.theme", r#"{"v":1,"data":"light"}"#),
///     ("weiqi.theme.corrupt.1", r#"{"v":1,"data":"dark"}"#),
/// ]);
/// let moved = restore_set_aside(&mut store, "weiqi.theme.corrupt.1").unwrap();
/// assert_eq!(moved.as_deref(), Some("weiqi.theme.corrupt.2"));
/// assert_eq!(store.get("weiqi.theme").unwrap().as_deref(), Some(r#"{"v":1,"data":"dark"}"#));
/// assert_eq!(store.get("weiqi.theme.corrupt.1").unwrap(), None);
/// ```
pub fn restore_set_aside(
    store: &mut (impl Store + ?Sized),
    copy_key: &str,
) -> Result<Option<String>, RestoreError> {
    let Some((of, _)) = copy_key.split_once(SET_ASIDE_MARKER) else {
        return Err(RestoreError::NoSuchCopy);
    };
    let of = of.to_owned();
    let copy = store
        .get(copy_key)
        .map_err(RestoreError::Store)?
        .ok_or(RestoreError::NoSuchCopy)?;
    readable(&of, &copy).map_err(RestoreError::Unreadable)?;
    let current = store.get(&of).map_err(RestoreError::Store)?;
    let moved = match current {
        Some(current) => {
            let target = free_set_aside_key(store, &of).map_err(RestoreError::Store)?;
            store.set(&target, &current).map_err(RestoreError::Store)?;
            Some(target)
        }
        None => None,
    };
    if let Err(error) = store.set(&of, &copy) {
        if let Some(target) = &moved {
            let _ = store.remove(target);
        }
        return Err(RestoreError::Store(error));
    }
    // The copy is in place; if it cannot be removed it is merely kept twice.
    let _ = store.remove(copy_key);
    Ok(moved)
}

/// Forgets every `weiqi.*` key (set-aside copies included); other sites' and apps' keys stay.
/// Returns how many were removed.
///
/// # Errors
/// Whatever the store reports; keys removed before the error stay removed.
///
/// # Examples
/// ```
/// use weiqi::storage::{delete_all, MemoryStore, Store};
///
/// let mut store = MemoryStore::with_entries([
///     ("weiqi.theme", "x"),
///     ("weiqi.theme.corrupt.1", "y"),
///     ("someone.else", "z"),
/// ]);
/// assert_eq!(delete_all(&mut store), Ok(2));
/// assert_eq!(store.keys().unwrap(), vec!["someone.else".to_owned()]);
/// ```
pub fn delete_all(store: &mut (impl Store + ?Sized)) -> Result<usize, StoreError> {
    let keys: Vec<String> = store.keys()?.into_iter().filter(|k| k.starts_with(KEY_PREFIX)).collect();
    for key in &keys {
        store.remove(key)?;
    }
    Ok(keys.len())
}
