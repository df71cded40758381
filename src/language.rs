//! The app's language in the browser: the learner's pick (a record) or else the browser's
//! preferred languages; the download of another locale's words (listed by the build in
//! `<meta name="weiqi-locales">`), and `<html lang>`. Until a locale's words are in, and
//! whenever they cannot be had (offline before the first download, a damaged file), the app
//! speaks English. The page's manifest follows the language (`Locale::manifest`).

use crate::text::bundle::{self, BundleError};
use crate::text::Locale;

/// Why another language could not be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// This build has no words for it.
    NotBuilt,
    /// The download failed (offline, say).
    Download,
    /// The file did not read as the locale's words.
    Bundle(BundleError),
}

/// The language to start in: the learner's pick, else the first of the browser's languages
/// the app speaks, else English.
pub fn starting_locale() -> Locale {
    // Read only: an unreadable pick is set aside, and the learner told, by the app's start-up
    // check of every record.
    let store = crate::storage::BrowserStore::open();
    if let Some(picked) = crate::storage::peek::<Locale>(&store) {
        return picked;
    }
    let languages: Vec<String> = web_sys::window()
        .map(|w| w.navigator().languages().iter().filter_map(|l| l.as_string()).collect())
        .unwrap_or_default();
    Locale::preferred(languages.iter().map(String::as_str))
}

/// Downloads (once) and installs the words of `locale`, then marks the page as written in it.
pub async fn switch_to(locale: Locale) -> Result<(), LoadError> {
    if locale == Locale::En {
        bundle::install(Locale::En, None).map_err(LoadError::Bundle)?;
    } else {
        let json = download(locale).await?;
        let words = bundle::parse(&json).map_err(LoadError::Bundle)?;
        bundle::install(locale, Some(&words)).map_err(LoadError::Bundle)?;
    }
    set_page_language(locale);
    Ok(())
}

/// `<html lang>`, which screen readers, fonts and line breaking follow, and the manifest in
/// that language (the installed app's name). The tab's title follows with the page's
/// (`components::page_title`).
fn set_page_language(locale: Locale) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    if let Some(root) = document.document_element() {
        let _ = root.set_attribute("lang", locale.tag());
    }
    if let Ok(Some(link)) = document.query_selector("link[rel='manifest']") {
        let _ = link.set_attribute("href", locale.manifest());
    }
}

/// The address of `locale`'s words in this build.
fn address_of(locale: Locale) -> Option<String> {
    let files: weiqi_engine::map::SortedMap<String, String> = crate::json::from_text(&crate::downloads::listed("weiqi-locales")?).ok()?;
    files.get(locale.tag()).cloned()
}

async fn download(locale: Locale) -> Result<String, LoadError> {
    let address = address_of(locale).ok_or(LoadError::NotBuilt)?;
    crate::downloads::text(&address).await.ok_or(LoadError::Download)
}
