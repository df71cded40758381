//! The browser's `window.localStorage` as a [`Store`], with a fall-back to memory when the
//! browser refuses it (private windows, blocked site data, sandboxed frames).

use wasm_bindgen::JsValue;

use super::store::{MemoryStore, Store, StoreError};

/// A key written and removed once at start-up to learn whether writes work. Outside the
/// `weiqi.` keys so it is never exported.
const PROBE_KEY: &str = "__weiqi_probe__";

/// `window.localStorage`, or memory when the browser does not keep data.
#[derive(Debug)]
pub struct BrowserStore {
    local: Option<web_sys::Storage>,
    memory: MemoryStore,
    startup_problem: Option<StoreError>,
}

impl BrowserStore {
    /// Opens the browser's storage and tries one write. When the storage cannot be reached
    /// at all, the store keeps data in memory until the page closes; when the write is
    /// refused for lack of space, reads still come from the browser's storage.
    pub fn open() -> BrowserStore {
        let local = match web_sys::window().map(|window| window.local_storage()) {
            Some(Ok(Some(storage))) => Ok(storage),
            Some(Ok(None)) | None => Err(StoreError::Unavailable),
            Some(Err(error)) => Err(map_error(&error)),
        };
        let local = local.and_then(|storage| match storage.set_item(PROBE_KEY, "1") {
            Ok(()) => {
                let _ = storage.remove_item(PROBE_KEY);
                Ok((storage, None))
            }
            Err(error) => match map_error(&error) {
                StoreError::QuotaExceeded => Ok((storage, Some(StoreError::QuotaExceeded))),
                other => Err(other),
            },
        });
        match local {
            Ok((storage, startup_problem)) => BrowserStore {
                local: Some(storage),
                memory: MemoryStore::new(),
                startup_problem,
            },
            Err(_) => BrowserStore::in_memory(),
        }
    }

    /// A store that keeps data in memory only, as when the browser refuses its storage.
    pub fn in_memory() -> BrowserStore {
        BrowserStore {
            local: None,
            memory: MemoryStore::new(),
            startup_problem: Some(StoreError::Unavailable),
        }
    }

    /// Whether what is saved outlives the page (`false` when working in memory).
    pub fn is_persistent(&self) -> bool {
        self.local.is_some()
    }

    /// What went wrong when the store was opened: `Unavailable` when it works in memory,
    /// `QuotaExceeded` when the browser's storage is there but full.
    pub fn startup_problem(&self) -> Option<&StoreError> {
        self.startup_problem.as_ref()
    }
}

impl Store for BrowserStore {
    fn get(&self, key: &str) -> Result<Option<String>, StoreError> {
        match &self.local {
            Some(storage) => storage.get_item(key).map_err(|e| map_error(&e)),
            None => self.memory.get(key),
        }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), StoreError> {
        match &self.local {
            Some(storage) => storage.set_item(key, value).map_err(|e| map_error(&e)),
            None => self.memory.set(key, value),
        }
    }

    fn remove(&mut self, key: &str) -> Result<(), StoreError> {
        match &self.local {
            Some(storage) => storage.remove_item(key).map_err(|e| map_error(&e)),
            None => self.memory.remove(key),
        }
    }

    fn keys(&self) -> Result<Vec<String>, StoreError> {
        let Some(storage) = &self.local else {
            return self.memory.keys();
        };
        let length = storage.length().map_err(|e| map_error(&e))?;
        let mut keys = Vec::with_capacity(length as usize);
        for index in 0..length {
            if let Some(key) = storage.key(index).map_err(|e| map_error(&e))? {
                keys.push(key);
            }
        }
        Ok(keys)
    }
}

/// Turns what the browser threw into a [`StoreError`] by the exception's `name` (and the
/// legacy `code` 22 some browsers still use for a full storage).
fn map_error(error: &JsValue) -> StoreError {
    let field = |name: &str| {
        if error.is_object() {
            js_sys::Reflect::get(error, &JsValue::from_str(name)).ok()
        } else {
            None
        }
    };
    let name = field("name")
        .and_then(|v| v.as_string())
        .unwrap_or_default();
    let code = field("code").and_then(|v| v.as_f64());
    match name.as_str() {
        "QuotaExceededError" | "NS_ERROR_DOM_QUOTA_REACHED" => StoreError::QuotaExceeded,
        "SecurityError" | "InvalidAccessError" => StoreError::Unavailable,
        _ if code == Some(22.0) => StoreError::QuotaExceeded,
        _ => {
            let message = field("message")
                .and_then(|v| v.as_string())
                .or_else(|| error.as_string())
                .unwrap_or_else(|| "unknown error".to_owned());
            StoreError::Other(if name.is_empty() {
                message
            } else {
                format!("{name}: {message}")
            })
        }
    }
}
