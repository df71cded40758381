//! Versioned records: every saved value is an envelope `{"v": <version>, "data": …}`, so a
//! later version of the app can still read (or migrate) what an earlier one wrote, and a value
//! it cannot read is set aside instead of breaking the page.

use crate::json::{self, Json};

use super::store::{Store, StoreError};

pub use crate::versioned::{no_migration, Record};

/// Every key the app writes starts with this; export and import take exactly these keys.
pub const KEY_PREFIX: &str = "weiqi.";

/// Marker in the key under which an unreadable record is set aside:
/// `"<key>.corrupt.<n>"` with the first free `n` from 1.
pub const SET_ASIDE_MARKER: &str = ".corrupt.";

/// What [`load`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadOutcome<T> {
    /// Nothing saved yet (or the store cannot be read, which the store reports itself).
    Missing,
    /// Read as saved, at the current version.
    Loaded(T),
    /// Read from an older version and saved again at the current one.
    Migrated(T),
    /// The saved value could not be read (bad JSON, a newer version, a failed migration). It
    /// was moved to `"<key>.corrupt.<n>"`, and the caller should start afresh and tell the
    /// learner.
    SetAside {
        /// A technical reason, for logs and tests (not for the learner).
        reason: String,
    },
    /// The saved value could not be read, and there was no room (or no way) to move it aside:
    /// it is left in place, and nothing may be saved over it until there is room to keep it
    /// (the caller tells the learner what to do).
    LeftInPlace {
        /// A technical reason, for logs and tests (not for the learner).
        reason: String,
    },
}

impl<T> LoadOutcome<T> {
    /// The record, if one could be read.
    pub fn into_value(self) -> Option<T> {
        match self {
            LoadOutcome::Loaded(value) | LoadOutcome::Migrated(value) => Some(value),
            LoadOutcome::Missing | LoadOutcome::SetAside { .. } | LoadOutcome::LeftInPlace { .. } => None,
        }
    }

    /// Whether a saved value was set aside (the learner should be told).
    pub fn was_set_aside(&self) -> bool {
        matches!(self, LoadOutcome::SetAside { .. })
    }
}

/// The envelope text of `record`, exactly as [`save`] writes it.
///
/// # Errors
/// None today: every record writes itself (the `Result` keeps the callers' error paths).
pub fn to_envelope<T: Record>(record: &T) -> Result<String, StoreError> {
    Ok(format!("{{\"v\":{},\"data\":{}}}", T::VERSION, record.to_json_text()))
}

/// Splits a stored text into (version, data) if it is an envelope.
///
/// # Errors
/// Why the text is not an envelope.
pub fn parse_envelope(text: &str) -> Result<(u32, Json), String> {
    let mut value = json::parse(text).map_err(|e| format!("not JSON ({e})"))?;
    if !matches!(value, Json::Object(_)) {
        return Err("not a versioned record (not a JSON object)".to_owned());
    }
    let version = value
        .get("v")
        .and_then(Json::as_u64)
        .and_then(|v| u32::try_from(v).ok())
        .ok_or_else(|| "not a versioned record (no version number \"v\")".to_owned())?;
    let data = value.take("data").ok_or_else(|| "not a versioned record (no \"data\")".to_owned())?;
    Ok((version, data))
}

/// Saves `record` under `T::KEY` in its envelope.
///
/// # Errors
/// Whatever the store reports ([`StoreError::QuotaExceeded`] when it is full); the value kept
/// before, if any, is unchanged then.
///
/// # Examples
/// ```
/// use weiqi::storage::{save, MemoryStore, Store};
/// use weiqi::theme::Theme;
///
/// let mut store = MemoryStore::new();
/// save(&mut store, &Theme::Dark).unwrap();
/// assert_eq!(store.get("weiqi.theme").unwrap().as_deref(), Some(r#"{"v":1,"data":"dark"}"#));
/// ```
pub fn save<T: Record>(store: &mut (impl Store + ?Sized), record: &T) -> Result<(), StoreError> {
    let text = to_envelope(record)?;
    store.set(T::KEY, &text)
}

/// Loads the record under `T::KEY`. Never panics and never fails: what cannot be read is set
/// aside under `"<key>.corrupt.<n>"` and reported as [`LoadOutcome::SetAside`].
///
/// # Examples
/// ```
/// use weiqi::storage::{load, LoadOutcome, MemoryStore, Store};
/// use weiqi::theme::Theme;
///
/// let mut store = MemoryStore::with_entries([("weiqi.theme", r#"{"v":1,"data":"dark"}"#)]);
/// assert_eq!(load::<Theme>(&mut store), LoadOutcome::Loaded(Theme::Dark));
///
/// // A value this app cannot read is moved aside, not deleted.
/// store.set("weiqi.theme", "{oops").unwrap();
/// assert!(load::<Theme>(&mut store).was_set_aside());
/// assert_eq!(store.get("weiqi.theme").unwrap(), None);
/// assert_eq!(store.get("weiqi.theme.corrupt.1").unwrap().as_deref(), Some("{oops"));
/// ```
pub fn load<T: Record>(store: &mut (impl Store + ?Sized)) -> LoadOutcome<T> {
    let text = match store.get(T::KEY) {
        Ok(Some(text)) => text,
        Ok(None) | Err(_) => return LoadOutcome::Missing,
    };
    match read::<T>(&text) {
        Ok((value, false)) => LoadOutcome::Loaded(value),
        Ok((value, true)) => {
            // Best effort: if the new shape cannot be written, the old one still migrates
            // next time.
            let _ = save(store, &value);
            LoadOutcome::Migrated(value)
        }
        Err(reason) => match set_aside(store, T::KEY, &text) {
            Ok(kept_under) => LoadOutcome::SetAside { reason: format!("{reason}; kept under {kept_under}") },
            Err(error) => LoadOutcome::LeftInPlace { reason: format!("{reason}; could not be set aside ({error})") },
        },
    }
}

/// The record `T` as stored, without changing anything (no migration saved, nothing set
/// aside): `None` when it is missing or cannot be read.
pub fn peek<T: Record>(store: &(impl Store + ?Sized)) -> Option<T> {
    let text = store.get(T::KEY).ok()??;
    read::<T>(&text).ok().map(|(value, _)| value)
}

/// A stored text read as a `T` (migrated if older): `None` when it does not read.
pub(crate) fn read_value<T: Record>(text: &str) -> Option<T> {
    read::<T>(text).ok().map(|(value, _)| value)
}

/// Why [`update`] changed nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UpdateError {
    /// The stored record cannot be read and could not be set aside: it stays as it is.
    LeftInPlace,
    /// The store refused the write.
    Store(StoreError),
}

/// Applies `change` to the record as stored now (not to a copy read earlier), and saves it
/// when `change` says it changed something: what another tab saved meanwhile is kept. A
/// missing record (or one just set aside) starts from `T::default()`. Returns the record
/// after the change.
///
/// # Errors
/// [`UpdateError::LeftInPlace`] when an unreadable record could not be moved aside (nothing
/// is written over it); [`UpdateError::Store`] when the write failed.
pub fn update<T: Record + Default>(
    store: &mut (impl Store + ?Sized),
    change: impl FnOnce(&mut T) -> bool,
) -> Result<T, UpdateError> {
    let mut value = match load::<T>(store) {
        LoadOutcome::Loaded(value) | LoadOutcome::Migrated(value) => value,
        LoadOutcome::Missing | LoadOutcome::SetAside { .. } => T::default(),
        LoadOutcome::LeftInPlace { .. } => return Err(UpdateError::LeftInPlace),
    };
    if change(&mut value) {
        save(store, &value).map_err(UpdateError::Store)?;
    }
    Ok(value)
}

/// Saves `record` only if what is stored is still `last_seen` (the text this tab last read or
/// wrote; `None`: nothing was stored). Returns the text written, to be the next `last_seen`.
///
/// # Errors
/// [`SaveError::Changed`] with the stored text when something else (another tab) wrote the
/// record meanwhile: nothing is written. [`SaveError::Store`] when the write failed.
pub fn save_unless_changed<T: Record>(
    store: &mut (impl Store + ?Sized),
    record: &T,
    last_seen: Option<&str>,
) -> Result<String, SaveError> {
    let stored = store.get(T::KEY).map_err(SaveError::Store)?;
    if let Some(stored) = stored.filter(|stored| Some(stored.as_str()) != last_seen) {
        return Err(SaveError::Changed(stored));
    }
    let text = to_envelope(record).map_err(SaveError::Store)?;
    store.set(T::KEY, &text).map_err(SaveError::Store)?;
    Ok(text)
}

/// Why [`save_unless_changed`] wrote nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveError {
    /// Another writer changed the record since it was last seen: its text now.
    Changed(String),
    /// The store refused.
    Store(StoreError),
}

/// Why a stored text does not read as a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReadError {
    /// Not a versioned envelope (not JSON, or JSON of another shape), with the technical reason.
    NotARecord(String),
    /// Saved by a newer version of the app.
    Newer {
        /// The version in the envelope.
        version: u32,
        /// The newest version this build reads.
        reads_up_to: u32,
    },
    /// The envelope is right but what is inside it is not the record's shape.
    DoesNotFit {
        /// The version in the envelope.
        version: u32,
        /// The technical reason.
        detail: String,
    },
    /// An older version whose migration failed.
    MigrationFailed {
        /// The version in the envelope.
        version: u32,
        /// The technical reason.
        detail: String,
    },
}

impl std::fmt::Display for ReadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReadError::NotARecord(why) => f.write_str(why),
            ReadError::Newer { version, reads_up_to } => write!(
                f,
                "saved by a newer version of the app (version {version}, this one reads up to {reads_up_to})"
            ),
            ReadError::DoesNotFit { version, detail } => {
                write!(f, "version {version} data does not fit ({detail})")
            }
            ReadError::MigrationFailed { version, detail } => {
                write!(f, "migration from version {version} failed ({detail})")
            }
        }
    }
}

/// Whether `text` reads as a `T` (migrating an older version if need be), without touching
/// any store: what [`load`] would find, minus the setting aside.
///
/// # Errors
/// Why [`load`] would set the text aside.
///
/// # Examples
/// ```
/// use weiqi::storage::{check, ReadError};
/// use weiqi::theme::Theme;
///
/// assert_eq!(check::<Theme>(r#"{"v":1,"data":"dark"}"#), Ok(()));
/// assert!(matches!(check::<Theme>(r#"{"v":1,"data":"purple"}"#), Err(ReadError::DoesNotFit { .. })));
/// assert!(matches!(check::<Theme>(r#"{"v":9,"data":"dark"}"#), Err(ReadError::Newer { version: 9, .. })));
/// ```
pub fn check<T: Record>(text: &str) -> Result<(), ReadError> {
    read::<T>(text).map(|_| ())
}

/// Reads a stored text as a `T`: `(value, migrated)`.
fn read<T: Record>(text: &str) -> Result<(T, bool), ReadError> {
    let (version, data) = match parse_envelope(text) {
        Ok(parts) => parts,
        Err(why_not) => {
            // Perhaps plain text from before envelopes: version 0.
            return T::migrate(0, Json::String(text.to_owned()))
                .map(|value| (value, true))
                .map_err(|_| ReadError::NotARecord(why_not));
        }
    };
    if version == T::VERSION {
        T::from_json(&data)
            .map(|value| (value, false))
            .map_err(|e| ReadError::DoesNotFit { version, detail: e.to_string() })
    } else if version > T::VERSION {
        Err(ReadError::Newer { version, reads_up_to: T::VERSION })
    } else {
        T::migrate(version, data)
            .map(|value| (value, true))
            .map_err(|detail| ReadError::MigrationFailed { version, detail })
    }
}

/// Moves `text` (the value under `key`) to the first free `"<key>.corrupt.<n>"` and removes
/// `key`. Returns the key it now lives under.
pub(crate) fn set_aside(
    store: &mut (impl Store + ?Sized),
    key: &str,
    text: &str,
) -> Result<String, StoreError> {
    let target = free_set_aside_key(store, key)?;
    store.set(&target, text)?;
    store.remove(key)?;
    Ok(target)
}

/// The first free `"<key>.corrupt.<n>"`, `n` from 1.
///
/// # Errors
/// Whatever the store reports when it cannot be read.
pub(crate) fn free_set_aside_key(
    store: &(impl Store + ?Sized),
    key: &str,
) -> Result<String, StoreError> {
    let mut n: u32 = 1;
    loop {
        let candidate = format!("{key}{SET_ASIDE_MARKER}{n}");
        if store.get(&candidate)?.is_none() || n == u32::MAX {
            return Ok(candidate);
        }
        n += 1;
    }
}
