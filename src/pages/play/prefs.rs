//! The learner's preferences on the Play page (sound, tap to confirm, the last game's
//! settings): the page keeps and saves them and gives them to everything drawn inside it as a
//! context, as the app shares its store (`crate::storage::use_storage`), so the components
//! that show or change them read them with [`use_prefs`] and no component passes them on.

use std::ops::Deref;
use std::rc::Rc;

use yew::prelude::*;

use crate::play::saved::PlayPrefs;

/// The preferences, and how to change them.
#[derive(Clone)]
pub(super) struct Prefs {
    value: Rc<PlayPrefs>,
    set: Callback<PlayPrefs>,
}

impl PartialEq for Prefs {
    /// The same preferences. The setter is left out: the page's is the same in effect on
    /// every render, and comparing it would redraw every reader each time the page draws.
    fn eq(&self, other: &Self) -> bool {
        self.value == other.value
    }
}

impl Deref for Prefs {
    type Target = PlayPrefs;

    fn deref(&self) -> &PlayPrefs {
        &self.value
    }
}

impl Prefs {
    /// `value`, changed through `set` (which saves it).
    pub(super) fn new(value: PlayPrefs, set: Callback<PlayPrefs>) -> Prefs {
        Prefs { value: Rc::new(value), set }
    }

    /// The preferences with `change` made, saved.
    pub(super) fn change(&self, change: impl FnOnce(&mut PlayPrefs)) {
        let mut next = (*self.value).clone();
        change(&mut next);
        self.set.emit(next);
    }

    /// Whether a tap on the board previews a stone and a second tap plays it (see
    /// [`super::browser::tap_to_confirm`]).
    pub(super) fn tap_to_confirm(&self) -> bool {
        super::browser::tap_to_confirm(&self.value)
    }
}

/// The preferences the Play page gives. A component drawn without the page (in a test) gets
/// the defaults, and its changes go nowhere.
#[hook]
pub(super) fn use_prefs() -> Prefs {
    use_context::<Prefs>().unwrap_or_else(|| Prefs::new(PlayPrefs::default(), Callback::noop()))
}
