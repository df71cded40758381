//! Colour theme preference: the pure rules behind the theme toggle.
//!
//! The page follows the system colour scheme until the learner picks a theme; the pick is
//! remembered in the browser's local storage under [`STORAGE_KEY`]. Everything here is plain
//! data so it can be tested natively; the browser side lives in `components::theme_toggle`.

use crate::versioned::Record;

/// Local-storage key under which the learner's theme pick is kept (a [`Record`] of
/// [`Theme`]: `{"v":1,"data":"dark"}`; before version 1 it was the plain text `dark`).
pub const STORAGE_KEY: &str = "weiqi.theme";

/// Attribute set on `<html>` when the learner has picked a theme; the CSS reads it.
pub const ROOT_ATTRIBUTE: &str = "data-theme";

/// A colour theme the page can be drawn in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Dark text on a light background.
    Light,
    /// Light text on a dark background.
    Dark,
}

weiqi_engine::json_names!(Theme { Light = "light", Dark = "dark" });

impl Theme {
    /// The value written to storage and to the `data-theme` attribute.
    pub const fn as_str(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// Reads a stored value; anything unexpected gives `None`.
    ///
    /// # Examples
    /// ```
    /// use weiqi::theme::Theme;
    /// assert_eq!(Theme::parse("dark"), Some(Theme::Dark));
    /// assert_eq!(Theme::parse("sepia"), None);
    /// ```
    pub fn parse(value: &str) -> Option<Theme> {
        match value.trim() {
            "light" => Some(Theme::Light),
            "dark" => Some(Theme::Dark),
            _ => None,
        }
    }

    /// The other theme: what the toggle switches to.
    pub const fn other(self) -> Theme {
        match self {
            Theme::Light => Theme::Dark,
            Theme::Dark => Theme::Light,
        }
    }
}

/// The learner's pick is saved as a record; the plain text of earlier builds migrates.
impl Record for Theme {
    const KEY: &'static str = STORAGE_KEY;
    const VERSION: u32 = 1;

    fn migrate(from_version: u32, data: weiqi_engine::json::Json) -> Result<Self, String> {
        match (from_version, data.as_str()) {
            (0, Some(text)) => Theme::parse(text).ok_or_else(|| format!("unknown theme \"{text}\"")),
            _ => Err(crate::versioned::no_migration::<Self>(from_version)),
        }
    }
}

/// What the learner asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum ThemeChoice {
    /// No pick yet: follow the system's light/dark setting.
    #[default]
    System,
    /// The learner picked this theme.
    Fixed(Theme),
}

impl ThemeChoice {
    /// The choice recorded in storage. A missing, unreadable or unknown value means
    /// "follow the system".
    ///
    /// # Examples
    /// ```
    /// use weiqi::theme::{Theme, ThemeChoice};
    /// assert_eq!(ThemeChoice::from_stored(Some("light")), ThemeChoice::Fixed(Theme::Light));
    /// assert_eq!(ThemeChoice::from_stored(None), ThemeChoice::System);
    /// ```
    pub fn from_stored(value: Option<&str>) -> ThemeChoice {
        value
            .and_then(Theme::parse)
            .map_or(ThemeChoice::System, ThemeChoice::Fixed)
    }

    /// The theme actually shown, given whether the system prefers dark.
    pub const fn effective(self, system_prefers_dark: bool) -> Theme {
        match self {
            ThemeChoice::Fixed(theme) => theme,
            ThemeChoice::System if system_prefers_dark => Theme::Dark,
            ThemeChoice::System => Theme::Light,
        }
    }

    /// The choice after the learner presses the toggle: the opposite of what is shown.
    pub const fn toggled(self, system_prefers_dark: bool) -> ThemeChoice {
        ThemeChoice::Fixed(self.effective(system_prefers_dark).other())
    }

    /// The choice a loaded record gives: no record means "follow the system".
    pub fn from_record(theme: Option<Theme>) -> ThemeChoice {
        theme.map_or(ThemeChoice::System, ThemeChoice::Fixed)
    }

    /// The value to store and to put on `<html data-theme>`, or `None` to leave both unset.
    pub const fn stored_value(self) -> Option<&'static str> {
        match self {
            ThemeChoice::System => None,
            ThemeChoice::Fixed(theme) => Some(theme.as_str()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_values_round_trip() {
        for theme in [Theme::Light, Theme::Dark] {
            let choice = ThemeChoice::Fixed(theme);
            assert_eq!(ThemeChoice::from_stored(choice.stored_value()), choice);
        }
        assert_eq!(ThemeChoice::System.stored_value(), None);
    }

    #[test]
    fn unknown_or_missing_values_follow_the_system() {
        for value in [None, Some(""), Some("Dark mode"), Some("{}"), Some("null")] {
            assert_eq!(ThemeChoice::from_stored(value), ThemeChoice::System);
        }
    }

    #[test]
    fn the_pick_is_a_versioned_record_and_old_plain_text_migrates() {
        use crate::storage::{load, save, LoadOutcome, MemoryStore, Store};
        let mut store = MemoryStore::new();
        save(&mut store, &Theme::Dark).unwrap();
        assert_eq!(
            store.get(STORAGE_KEY).unwrap().as_deref(),
            Some(r#"{"v":1,"data":"dark"}"#)
        );
        assert_eq!(load::<Theme>(&mut store), LoadOutcome::Loaded(Theme::Dark));

        let mut old = MemoryStore::with_entries([(STORAGE_KEY, "light")]);
        assert_eq!(load::<Theme>(&mut old), LoadOutcome::Migrated(Theme::Light));
        assert_eq!(
            old.get(STORAGE_KEY).unwrap().as_deref(),
            Some(r#"{"v":1,"data":"light"}"#)
        );

        let mut odd = MemoryStore::with_entries([(STORAGE_KEY, "sepia")]);
        assert!(load::<Theme>(&mut odd).was_set_aside());
        assert_eq!(ThemeChoice::from_record(None), ThemeChoice::System);
    }

    #[test]
    fn system_choice_follows_the_system() {
        assert_eq!(ThemeChoice::System.effective(true), Theme::Dark);
        assert_eq!(ThemeChoice::System.effective(false), Theme::Light);
    }

    #[test]
    fn a_fixed_choice_ignores_the_system() {
        for system_dark in [false, true] {
            assert_eq!(
                ThemeChoice::Fixed(Theme::Light).effective(system_dark),
                Theme::Light
            );
            assert_eq!(
                ThemeChoice::Fixed(Theme::Dark).effective(system_dark),
                Theme::Dark
            );
        }
    }

    #[test]
    fn toggling_flips_what_is_shown_and_twice_returns() {
        for system_dark in [false, true] {
            for start in [
                ThemeChoice::System,
                ThemeChoice::Fixed(Theme::Light),
                ThemeChoice::Fixed(Theme::Dark),
            ] {
                let once = start.toggled(system_dark);
                assert_ne!(once.effective(system_dark), start.effective(system_dark));
                assert_eq!(
                    once.toggled(system_dark).effective(system_dark),
                    start.effective(system_dark)
                );
            }
        }
    }
}
