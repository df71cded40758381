//! Where saved values live: the [`Store`] trait, its errors, and the in-memory [`MemoryStore`]
//! that tests (and the browser, when local storage is refused) use.

use weiqi_engine::map::SortedMap;
use std::fmt;

/// Why a store could not do what was asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StoreError {
    /// The browser keeps no data here (storage disabled, private window, blocked by policy).
    Unavailable,
    /// The browser refused to keep more data.
    QuotaExceeded,
    /// Anything else, with the browser's own words.
    Other(String),
}

impl fmt::Display for StoreError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StoreError::Unavailable => f.write_str("storage is not available"),
            StoreError::QuotaExceeded => f.write_str("storage is full"),
            StoreError::Other(message) => write!(f, "storage failed: {message}"),
        }
    }
}

impl std::error::Error for StoreError {}

/// A place that keeps text under string keys, like the browser's `localStorage`.
///
/// Every method can fail; none may panic.
pub trait Store {
    /// The value under `key`, or `None` when nothing is kept there.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when the store cannot be read at all.
    fn get(&self, key: &str) -> Result<Option<String>, StoreError>;

    /// Keeps `value` under `key`, replacing what was there.
    ///
    /// # Errors
    /// [`StoreError::QuotaExceeded`] when the store is full, [`StoreError::Unavailable`] when it
    /// cannot be written at all.
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError>;

    /// Forgets `key` (nothing happens when it is not there).
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when the store cannot be written.
    fn remove(&mut self, key: &str) -> Result<(), StoreError>;

    /// Every key kept, in no particular order.
    ///
    /// # Errors
    /// [`StoreError::Unavailable`] when the store cannot be read.
    fn keys(&self) -> Result<Vec<String>, StoreError>;
}

impl<S: Store + ?Sized> Store for Box<S> {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        (**self).get(key)
    }
    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        (**self).set(key, value)
    }
    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        (**self).remove(key)
    }
    fn keys(&self) -> Result<Vec<String>, StoreError> {
        (**self).keys()
    }
}

/// A store in memory: gone when the page closes. Its switches make it behave like a full or a
/// disabled browser storage, for tests.
///
/// # Examples
/// ```
/// use weiqi::storage::{MemoryStore, Store, StoreError};
///
/// let mut store = MemoryStore::new();
/// store.set("weiqi.theme", "dark").unwrap();
/// assert_eq!(store.get("weiqi.theme").unwrap().as_deref(), Some("dark"));
///
/// store.quota_exceeded = true; // writes now fail as in a full browser storage
/// assert_eq!(store.set("weiqi.theme", "light"), Err(StoreError::QuotaExceeded));
/// assert_eq!(store.get("weiqi.theme").unwrap().as_deref(), Some("dark"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MemoryStore {
    entries: SortedMap<String, String>,
    /// When set, every [`Store::set`] fails with [`StoreError::QuotaExceeded`].
    pub quota_exceeded: bool,
    /// When set, every method fails with [`StoreError::Unavailable`].
    pub unavailable: bool,
    /// When set, a [`Store::set`] fails with [`StoreError::QuotaExceeded`] once the total
    /// length of keys and values (in bytes) would pass this many.
    pub capacity: Option<usize>,
}

impl MemoryStore {
    /// An empty store that accepts everything.
    pub fn new() -> MemoryStore {
        MemoryStore::default()
    }

    /// A store holding `entries`.
    pub fn with_entries<K: Into<String>, V: Into<String>>(
        entries: impl IntoIterator<Item = (K, V)>,
    ) -> MemoryStore {
        MemoryStore {
            entries: entries
                .into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
            ..MemoryStore::default()
        }
    }

    /// All entries, sorted by key (for tests and for copying into another store).
    pub fn entries(&self) -> &SortedMap<String, String> {
        &self.entries
    }

    fn used_bytes(&self) -> usize {
        self.entries.iter().map(|(k, v)| k.len() + v.len()).sum()
    }
}

impl Store for MemoryStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        if self.unavailable {
            return Err(StoreError::Unavailable);
        }
        Ok(self.entries.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        if self.unavailable {
            return Err(StoreError::Unavailable);
        }
        if self.quota_exceeded {
            return Err(StoreError::QuotaExceeded);
        }
        if let Some(capacity) = self.capacity {
            let freed = self.entries.get(key).map_or(0, |old| key.len() + old.len());
            if self.used_bytes() - freed + key.len() + value.len() > capacity {
                return Err(StoreError::QuotaExceeded);
            }
        }
        self.entries.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        if self.unavailable {
            return Err(StoreError::Unavailable);
        }
        self.entries.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        if self.unavailable {
            return Err(StoreError::Unavailable);
        }
        Ok(self.entries.keys().cloned().collect())
    }
}
