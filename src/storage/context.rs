//! The app's store in components: [`StorageProvider`] (mounted once by the shell),
//! [`use_storage`] (any component), and [`StorageNotices`], the banner that tells the learner,
//! once each, when progress cannot be kept.

use std::cell::RefCell;
use std::rc::Rc;

use yew::prelude::*;

use super::backup::{self, ImportError, ImportReport, PlannedRecord};
use super::manage::{self, RestoreError, SetAsideCopy};
use super::browser::BrowserStore;
use super::record::{self, LoadOutcome, Record, SaveError, UpdateError};
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
    /// A saved record could not be read, and there is no room to set it aside: it is left as
    /// it is, and what is done on its page is not saved until there is room.
    LeftInPlace,
    /// A save failed for another reason.
    SaveFailed,
}

impl Notice {
    /// The notice for a failed save.
    pub const fn for_error(error: &StoreError) -> Notice {
        match error {
            StoreError::QuotaExceeded => Notice::StorageFull,
            StoreError::Unavailable => Notice::NotKept,
            StoreError::Other(_) => Notice::SaveFailed,
        }
    }

    /// Its sentence.
    fn message(self) -> crate::text::Msg {
        use crate::text::Msg;
        match self {
            Notice::StorageFull => Msg::new("storage-full"),
            Notice::NotKept => Msg::new("storage-not-kept"),
            Notice::SetAside => Msg::new("storage-set-aside"),
            Notice::LeftInPlace => Msg::new("storage-left-in-place"),
            Notice::SaveFailed => Msg::new("storage-save-failed"),
        }
    }

    /// Whether the notice points to the Your data page, where room can be made.
    fn needs_room(self) -> bool {
        matches!(self, Notice::StorageFull | Notice::LeftInPlace)
    }
}

/// The notices shown now. A notice reported again while it is shown stays one notice; one
/// reported after it was dismissed is shown again (every failed save is said).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct NoticeBoard {
    shown: Vec<Notice>,
}

/// A change to the [`NoticeBoard`].
pub enum NoticeAction {
    /// Show this notice unless it is showing.
    Report(Notice),
    /// Hide this notice.
    Dismiss(Notice),
}

impl Reducible for NoticeBoard {
    type Action = NoticeAction;

    fn reduce(self: Rc<Self>, action: NoticeAction) -> Rc<Self> {
        match action {
            NoticeAction::Report(notice) if !self.shown.contains(&notice) => {
                let mut next = (*self).clone();
                next.shown.push(notice);
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
    /// Keys whose unreadable record could not be moved aside: nothing is written there.
    blocked: Rc<RefCell<Vec<&'static str>>>,
    /// The text this tab last read or wrote under a key, for [`StorageHandle::save_unless_changed`].
    seen: Rc<RefCell<Vec<(&'static str, Option<String>)>>>,
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
            blocked: Rc::default(),
            seen: Rc::default(),
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

    /// The record `T`, or `None` when there is none (or it could not be read: then the
    /// learner is told).
    pub fn load<T: Record>(&self) -> Option<T> {
        self.load_outcome::<T>().into_value()
    }

    /// [`record::load`] with the full outcome; a record set aside or left in place is
    /// reported to the learner.
    pub fn load_outcome<T: Record>(&self) -> LoadOutcome<T> {
        let outcome = self
            .with_store(|store| record::load::<T>(store))
            .unwrap_or(LoadOutcome::Missing);
        match &outcome {
            LoadOutcome::SetAside { reason } => {
                warn(&format!("storage: {} set aside: {reason}", T::KEY));
                self.report.emit(Notice::SetAside);
            }
            LoadOutcome::LeftInPlace { reason } => {
                warn(&format!("storage: {} left in place: {reason}", T::KEY));
                self.block(T::KEY);
                self.report.emit(Notice::LeftInPlace);
            }
            LoadOutcome::Loaded(_) | LoadOutcome::Migrated(_) | LoadOutcome::Missing => self.note_seen(T::KEY),
        }
        outcome
    }

    fn block(&self, key: &'static str) {
        let mut blocked = self.blocked.borrow_mut();
        if !blocked.contains(&key) {
            blocked.push(key);
        }
    }

    /// Whether the record under `key` may be written: not while an unreadable record is left
    /// there. A blocked key first tries again to move that record aside (room may have been
    /// made since).
    fn writable(&self, key: &'static str) -> bool {
        if !self.blocked.borrow().contains(&key) {
            return true;
        }
        match self.with_store(|store| manage::sweep_one(store, key)) {
            Some(Some(manage::Swept::LeftInPlace)) | None => {
                self.report.emit(Notice::LeftInPlace);
                false
            }
            Some(moved) => {
                self.blocked.borrow_mut().retain(|blocked| *blocked != key);
                if moved.is_some() {
                    self.report.emit(Notice::SetAside);
                }
                true
            }
        }
    }

    /// Remembers the text stored under `key` now as the one this tab has seen.
    fn note_seen(&self, key: &'static str) {
        let text = self.with_store(|store| store.get(key).ok().flatten()).flatten();
        let mut seen = self.seen.borrow_mut();
        match seen.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = text,
            None => seen.push((key, text)),
        }
    }

    fn seen_text(&self, key: &str) -> Option<String> {
        self.seen.borrow().iter().find(|(k, _)| *k == key).and_then(|(_, text)| text.clone())
    }

    /// Saves `record`. A failure is shown to the learner; the result is for pages that want
    /// to do more.
    ///
    /// # Errors
    /// What the store reported (`QuotaExceeded` also when an unreadable record is kept under
    /// the key for want of room).
    pub fn save<T: Record>(&self, record: &T) -> Result<(), StoreError> {
        if !self.writable(T::KEY) {
            return Err(StoreError::QuotaExceeded);
        }
        let result = self
            .with_store(|store| record::save(store, record))
            .unwrap_or_else(|| Err(StoreError::Other("store busy".to_owned())));
        match &result {
            Ok(()) => self.note_seen(T::KEY),
            Err(error) => self.report.emit(Notice::for_error(error)),
        }
        result
    }

    /// Applies `change` to the record as stored now, so that what another tab saved meanwhile
    /// is kept (see [`record::update`]), and returns the record after it. When it cannot be
    /// saved (the learner is told), `change` is applied to `mine`, this tab's copy, instead.
    pub fn update<T: Record + Default + Clone>(&self, mine: &T, change: impl Fn(&mut T) -> bool) -> T {
        if self.writable(T::KEY) {
            match self.with_store(|store| record::update::<T>(store, &change)) {
                Some(Ok(value)) => return value,
                Some(Err(UpdateError::LeftInPlace)) => {
                    self.block(T::KEY);
                    self.report.emit(Notice::LeftInPlace);
                }
                Some(Err(UpdateError::Store(error))) => self.report.emit(Notice::for_error(&error)),
                None => {}
            }
        }
        let mut value = mine.clone();
        change(&mut value);
        value
    }

    /// Saves `record` unless another tab wrote `T` since this tab last read or wrote it.
    ///
    /// # Errors
    /// `Err(Some(text))`: another tab's record, left as it is; `Err(None)`: the save failed
    /// (the learner is told).
    pub fn save_unless_changed<T: Record>(&self, record: &T) -> Result<(), Option<String>> {
        if !self.writable(T::KEY) {
            return Err(None);
        }
        let seen = self.seen_text(T::KEY);
        match self.with_store(|store| record::save_unless_changed(store, record, seen.as_deref())) {
            Some(Ok(_)) => {
                self.note_seen(T::KEY);
                Ok(())
            }
            Some(Err(SaveError::Changed(text))) => Err(Some(text)),
            Some(Err(SaveError::Store(error))) => {
                self.report.emit(Notice::for_error(&error));
                Err(None)
            }
            None => Err(None),
        }
    }

    /// The record `T` as stored now, changing nothing (not even what this tab has seen).
    pub fn peek<T: Record>(&self) -> Option<T> {
        self.with_store(|store| record::peek::<T>(store)).flatten()
    }

    /// Takes what is stored under `T`'s key now as seen by this tab (the learner chose, after
    /// another tab changed it).
    pub fn take_as_seen<T: Record>(&self) {
        self.note_seen(T::KEY);
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

    /// What importing an export file would change, record by record (nothing is written).
    ///
    /// # Errors
    /// Why the file cannot be imported.
    pub fn plan_import(&self, text: &str) -> Result<Vec<PlannedRecord>, ImportError> {
        self.with_store(|store| backup::plan_import(store, text))
            .unwrap_or_else(|| Err(ImportError::Store(StoreError::Other("store busy".to_owned()))))
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

    /// Deletes a set-aside copy (to make room); nothing else can be deleted this way.
    ///
    /// # Errors
    /// What the store reported.
    pub fn delete_copy(&self, copy_key: &str) -> Result<(), StoreError> {
        if !copy_key.starts_with(super::record::KEY_PREFIX) || !copy_key.contains(super::record::SET_ASIDE_MARKER) {
            return Err(StoreError::Other("not a set-aside copy".to_owned()));
        }
        self.with_store(|store| store.remove(copy_key))
            .unwrap_or_else(|| Err(StoreError::Other("store busy".to_owned())))
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

/// Opens the browser's store once and shares it with every component below. As the app
/// starts, every record is checked: one that cannot be read is set aside (or left in place
/// without room for the copy) and the learner told, whatever page was opened.
#[component]
pub fn StorageProvider(props: &StorageProviderProps) -> Html {
    let board = use_reducer(NoticeBoard::default);
    let handle = {
        let dispatcher = board.dispatcher();
        use_memo((), move |_| {
            let report = Callback::from(move |notice| dispatcher.dispatch(NoticeAction::Report(notice)));
            let handle = StorageHandle::new(BrowserStore::open(), report);
            // Before any page reads its record.
            let swept = handle.with_store(|store| manage::sweep(store)).unwrap_or_default();
            for (key, outcome) in &swept {
                warn(&format!("storage: {key} could not be read"));
                if *outcome == manage::Swept::LeftInPlace {
                    handle.block(key);
                }
            }
            (handle, swept)
        })
    };
    {
        let (handle, swept) = (handle.0.clone(), handle.1.clone());
        use_effect_with((), move |_| {
            // Reported once the banner is drawn.
            let problem = handle
                .with_store(|store| store.startup_problem().cloned())
                .flatten();
            if let Some(problem) = problem {
                handle.report(Notice::for_error(&problem));
            }
            for (_, outcome) in swept {
                handle.report(match outcome {
                    manage::Swept::SetAside(_) => Notice::SetAside,
                    manage::Swept::LeftInPlace => Notice::LeftInPlace,
                });
            }
        });
    }
    html! {
        <ContextProvider<StorageHandle> context={handle.0.clone()}>
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

/// The banner under the header: each notice with a button to hide it; when storage is full,
/// what takes room and where to make some. An empty live region otherwise, so screen readers
/// announce a notice when it appears.
#[component]
pub fn StorageNotices() -> Html {
    use crate::text::Msg;
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
                let room = notice.needs_room().then(|| html! {
                    <>
                        { crate::text::gap() }{ Msg::words("storage-room") }{ crate::text::gap() }
                        <a href="#/data">{ Msg::words("storage-room-link") }</a>
                    </>
                });
                html! {
                    <div class="notice" key={notice as u8}>
                        <p class="notice__text">{ notice.message().text() }{ for room }</p>
                        <button type="button" class="notice__button" {onclick}>{ Msg::words("storage-dismiss") }</button>
                    </div>
                }
            }) }
        </div>
    }
}
