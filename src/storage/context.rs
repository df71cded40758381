//! The app's store in components: [`StorageProvider`] (mounted once by the shell),
//! [`use_storage`] (any component), and [`StorageNotices`], the banner that tells the learner,
//! once each, when progress cannot be kept.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::backup::{self, ImportError, ImportReport};
use super::manage::{self, RestoreError, SetAsideCopy};
use super::browser::BrowserStore;
use super::record::{self, LoadOutcome, Record};
use super::store::{Store, StoreError};

/// Something the learner should know about their saved progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Notice {
    /// A save failed because the browser's storage is full.
    StorageFull,
    /// The browser keeps no data: progress lasts until the page is closed.
    NotKept,
    /// A saved record could not be read and was set aside.
    SetAside,
    /// A save failed for another reason.
    SaveFailed,
}

/// Learner-facing text of the notices.
pub struct NoticeText {
    /// [`Notice::StorageFull`].
    pub storage_full: &'static str,
    /// [`Notice::NotKept`].
    pub not_kept: &'static str,
    /// [`Notice::SetAside`].
    pub set_aside: &'static str,
    /// [`Notice::SaveFailed`].
    pub save_failed: &'static str,
    /// The button that hides a notice.
    pub dismiss: &'static str,
}

/// Every sentence the storage layer shows the learner.
pub const NOTICE_TEXT: NoticeText = NoticeText {
    storage_full: "Progress could not be saved: storage is full.",
    not_kept: "This browser is not keeping data (private window?), so progress will not be kept after you close the page.",
    set_aside: "An old saved record could not be read; it was set aside and the rest loaded.",
    save_failed: "Progress could not be saved just now.",
    dismiss: "Dismiss",
};

impl Notice {
    /// The sentence shown for this notice.
    pub const fn text(self) -> &'static str {
        match self {
            Notice::StorageFull => NOTICE_TEXT.storage_full,
            Notice::NotKept => NOTICE_TEXT.not_kept,
            Notice::SetAside => NOTICE_TEXT.set_aside,
            Notice::SaveFailed => NOTICE_TEXT.save_failed,
        }
    }

    /// The notice for a failed save.
    pub const fn for_error(error: &StoreError) -> Notice {
        match error {
            StoreError::QuotaExceeded => Notice::StorageFull,
            StoreError::Unavailable => Notice::NotKept,
            StoreError::Other(_) => Notice::SaveFailed,
        }
    }
}

/// The notices shown now, and every notice reported so far (each is shown once per visit).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NoticeBoard {
    shown: Vec<Notice>,
    reported: Vec<Notice>,
}

/// A change to the [`NoticeBoard`].
pub enum NoticeAction {
    /// Show this notice unless it was shown before.
    Report(Notice),
    /// Hide this notice.
    Dismiss(Notice),
}

impl Reducible for NoticeBoard {
    type Action = NoticeAction;

    fn reduce(self: Rc<Self>, action: NoticeAction) -> Rc<Self> {
        match action {
            NoticeAction::Report(notice) if !self.reported.contains(&notice) => {
                let mut next = (*self).clone();
                next.shown.push(notice);
                next.reported.push(notice);
                Rc::new(next)
            }
            NoticeAction::Dismiss(notice) if self.shown.contains(&notice) => {
                let mut next = (*self).clone();
                next.shown.retain(|shown| *shown != notice);
                Rc::new(next)
            }
            _ => self,
        }
    }
}

/// The app's store for a component: load and save records; problems are shown to the learner
/// by the banner and need no handling by the page.
#[derive(Clone)]
pub struct StorageHandle {
    store: Rc<RefCell<BrowserStore>>,
    report: Callback<Notice>,
}

impl PartialEq for StorageHandle {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.store, &other.store) && self.report == other.report
    }
}

impl StorageHandle {
    fn new(store: BrowserStore, report: Callback<Notice>) -> StorageHandle {
        StorageHandle {
            store: Rc::new(RefCell::new(store)),
            report,
        }
    }

    /// Runs `f` on the store; `None` only if the store is already in use further up the call
    /// stack (which would be a bug, and is reported instead of panicking).
    fn with_store<R>(&self, f: impl FnOnce(&mut BrowserStore) -> R) -> Option<R> {
        let result = self
            .store
            .try_borrow_mut()
            .ok()
            .map(|mut store| f(&mut store));
        if result.is_none() {
            warn("storage: re-entrant use of the store");
        }
        result
    }

    /// The record `T`, or `None` when there is none (or it was set aside: then the learner is
    /// told once).
    pub fn load<T: Record>(&self) -> Option<T> {
        self.load_outcome::<T>().into_value()
    }

    /// [`record::load`] with the full outcome; a set-aside record is reported to the learner.
    pub fn load_outcome<T: Record>(&self) -> LoadOutcome<T> {
        let outcome = self
            .with_store(|store| record::load::<T>(store))
            .unwrap_or(LoadOutcome::Missing);
        if let LoadOutcome::SetAside { reason } = &outcome {
            warn(&format!("storage: {} set aside: {reason}", T::KEY));
            self.report.emit(Notice::SetAside);
        }
        outcome
    }

    /// Saves `record`. A failure is shown to the learner; the result is for pages that want
    /// to do more.
    ///
    /// # Errors
    /// What the store reported.
    pub fn save<T: Record>(&self, record: &T) -> Result<(), StoreError> {
        let result = self
            .with_store(|store| record::save(store, record))
            .unwrap_or_else(|| Err(StoreError::Other("store busy".to_owned())));
        if let Err(error) = &result {
            self.report.emit(Notice::for_error(error));
        }
        result
    }

    /// Forgets the record `T`.
    ///
    /// # Errors
    /// What the store reported.
    pub fn remove<T: Record>(&self) -> Result<(), StoreError> {
        self.with_store(|store| store.remove(T::KEY))
            .unwrap_or_else(|| Err(StoreError::Other("store busy".to_owned())))
    }

    /// Whether what is saved outlives the page.
    pub fn is_persistent(&self) -> bool {
        self.with_store(|store| store.is_persistent())
            .unwrap_or(false)
    }

    /// Every `weiqi.*` value as the text of an export file.
    ///
    /// # Errors
    /// What the store reported.
    pub fn export_json(&self) -> Result<String, StoreError> {
        self.with_store(|store| backup::export_json(store))
            .unwrap_or_else(|| Err(StoreError::Other("store busy".to_owned())))
    }

    /// Imports an export file: all of it or nothing.
    ///
    /// # Errors
    /// Why nothing was imported.
    pub fn import_json(&self, text: &str) -> Result<ImportReport, ImportError> {
        self.with_store(|store| backup::import_json(store, text))
            .unwrap_or_else(|| {
                Err(ImportError::Store(StoreError::Other(
                    "store busy".to_owned(),
                )))
            })
    }

    /// The text kept under `key`, if any (for downloading a set-aside copy).
    pub fn text_of(&self, key: &str) -> Option<String> {
        self.with_store(|store| store.get(key).ok().flatten()).flatten()
    }

    /// Every copy set aside (empty when the store cannot be read).
    pub fn set_aside_copies(&self) -> Vec<SetAsideCopy> {
        self.with_store(|store| manage::set_aside_copies(store).unwrap_or_default())
            .unwrap_or_default()
    }

    /// Puts a set-aside copy back (see [`manage::restore_set_aside`]).
    ///
    /// # Errors
    /// Why nothing changed.
    pub fn restore_set_aside(&self, copy_key: &str) -> Result<Option<String>, RestoreError> {
        self.with_store(|store| manage::restore_set_aside(store, copy_key))
            .unwrap_or_else(|| Err(RestoreError::Store(StoreError::Other("store busy".to_owned()))))
    }

    /// Forgets every `weiqi.*` key; returns how many.
    ///
    /// # Errors
    /// What the store reported.
    pub fn delete_all(&self) -> Result<usize, StoreError> {
        self.with_store(manage::delete_all)
            .unwrap_or_else(|| Err(StoreError::Other("store busy".to_owned())))
    }

    /// Shows `notice` in the banner (once per visit).
    pub fn report(&self, notice: Notice) {
        self.report.emit(notice);
    }
}

fn warn(message: &str) {
    web_sys::console::warn_1(&message.into());
}

/// Props of [`StorageProvider`].
#[derive(Properties, PartialEq)]
pub struct StorageProviderProps {
    /// The part of the app that can use the store.
    #[prop_or_default]
    pub children: Html,
}

/// Opens the browser's store once and shares it with every component below.
#[component]
pub fn StorageProvider(props: &StorageProviderProps) -> Html {
    let board = use_reducer(NoticeBoard::default);
    let handle = {
        let dispatcher = board.dispatcher();
        use_memo((), move |_| {
            let report = Callback::from(move |notice| dispatcher.dispatch(NoticeAction::Report(notice)));
            StorageHandle::new(BrowserStore::open(), report)
        })
    };
    {
        let handle = (*handle).clone();
        use_effect_with((), move |_| {
            let problem = handle
                .with_store(|store| store.startup_problem().cloned())
                .flatten();
            if let Some(problem) = problem {
                handle.report(Notice::for_error(&problem));
            }
        });
    }
    html! {
        <ContextProvider<StorageHandle> context={(*handle).clone()}>
            <ContextProvider<UseReducerHandle<NoticeBoard>> context={board}>
                { props.children.clone() }
            </ContextProvider<UseReducerHandle<NoticeBoard>>>
        </ContextProvider<StorageHandle>>
    }
}

/// The app's store. Below [`StorageProvider`] (the whole app) this is the shared one; a
/// component rendered without it (in a test) gets a store of its own that reports nothing.
#[hook]
pub fn use_storage() -> StorageHandle {
    let shared = use_context::<StorageHandle>();
    let own = use_mut_ref(|| None::<StorageHandle>);
    match shared {
        Some(handle) => handle,
        None => own
            .borrow_mut()
            .get_or_insert_with(|| StorageHandle::new(BrowserStore::open(), Callback::noop()))
            .clone(),
    }
}

/// The banner under the header: each notice with a button to hide it. An empty live region
/// otherwise, so screen readers announce a notice when it appears.
#[component]
pub fn StorageNotices() -> Html {
    let Some(board) = use_context::<UseReducerHandle<NoticeBoard>>() else {
        return html! {};
    };
    html! {
        <div class="notices" role="status">
            { for board.shown.iter().map(|notice| {
                let notice = *notice;
                let onclick = {
                    let board = board.clone();
                    Callback::from(move |_: MouseEvent| board.dispatch(NoticeAction::Dismiss(notice)))
                };
                html! {
                    <div class="notice" key={notice.text()}>
                        <p class="notice__text">{ notice.text() }</p>
                        <button type="button" class="notice__button" {onclick}>{ NOTICE_TEXT.dismiss }</button>
                    </div>
                }
            }) }
        </div>
    }
}
