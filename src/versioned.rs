//! What a saved value is: a type under one key, with a version and a way to read what older
//! versions wrote. The types that are saved implement [`Record`] where they are defined;
//! `crate::storage` writes and reads them in their envelopes.

use weiqi_engine::json::{FromJson, Json, ToJson};

/// Something the app saves under one key, in a versioned envelope.
///
/// `KEY` starts with `crate::storage::KEY_PREFIX` (`"weiqi."`) so that export and import find it. Raise
/// `VERSION` whenever the saved shape changes, and teach [`Record::migrate`] to read the older
/// shapes. A value that was stored as plain text before envelopes existed reaches `migrate`
/// as version 0 with the text as a JSON string.
///
/// # Examples
/// ```
/// use weiqi::json::{FromJson, Json, JsonError, ObjectWriter, ToJson};
/// use weiqi::storage::Record;
///
/// #[derive(Debug, PartialEq)]
/// struct LessonProgress {
///     finished: Vec<String>,
/// }
///
/// impl ToJson for LessonProgress {
///     fn write_json(&self, out: &mut String) {
///         ObjectWriter::new(out).field("finished", &self.finished).end();
///     }
/// }
///
/// impl FromJson for LessonProgress {
///     fn from_json(json: &Json) -> Result<Self, JsonError> {
///         Ok(LessonProgress { finished: json.fields()?.get("finished")? })
///     }
/// }
///
/// impl Record for LessonProgress {
///     const KEY: &'static str = "weiqi.lessons";
///     const VERSION: u32 = 2;
///
///     // Version 1 kept a count only; the lessons themselves are unknown, so start afresh.
///     fn migrate(from_version: u32, _data: Json) -> Result<Self, String> {
///         match from_version {
///             1 => Ok(LessonProgress { finished: Vec::new() }),
///             v => Err(format!("no migration from version {v}")),
///         }
///     }
/// }
/// ```
pub trait Record: ToJson + FromJson {
    /// The storage key, e.g. `"weiqi.lessons"`.
    const KEY: &'static str;
    /// The version written by this build of the app (1 for a new record).
    const VERSION: u32;

    /// Reads data saved by an older version (`from_version < VERSION`). The default knows no
    /// older version, so such a record is set aside.
    ///
    /// # Errors
    /// A short technical reason when the old data cannot be turned into `Self`.
    fn migrate(from_version: u32, data: Json) -> Result<Self, String> {
        let _ = data;
        Err(no_migration::<Self>(from_version))
    }
}

/// The reason a record of `T` saved at `from_version` cannot be read: no migration knows it.
pub fn no_migration<T: Record>(from_version: u32) -> String {
    format!("no migration from version {from_version} to version {}", T::VERSION)
}

