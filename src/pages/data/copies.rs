//! On the Your data page: the copies set aside when a record could not be read (each can be
//! downloaded, and put back when this version can read it), and deleting everything, after a
//! confirmation.

use yew::prelude::*;

use super::{download, record_name};
use crate::storage::{use_storage, RestoreError, StoreError};
use crate::text::{gap, Msg};

/// Props of [`SetAside`].
#[derive(Properties, PartialEq)]
pub struct SetAsideProps {
    /// Bumped by the page whenever what is kept may have changed.
    pub generation: u32,
    /// Called after a copy was put back.
    pub on_changed: Callback<()>,
}

/// The list of copies set aside (nothing when there are none).
#[component]
pub fn SetAside(props: &SetAsideProps) -> Html {
    let storage = use_storage();
    let message = use_state(|| None::<String>);
    let copies = {
        let storage = storage.clone();
        use_memo(props.generation, move |_| storage.set_aside_copies())
    };
    if copies.is_empty() && message.is_none() {
        return html! {};
    }
    let items = copies.iter().enumerate().map(|(i, copy)| {
        let name = record_name(copy.kind, &copy.of);
        let label_id = format!("data-copy-{i}");
        let on_download = {
            let (storage, key) = (storage.clone(), copy.key.clone());
            Callback::from(move |_: MouseEvent| {
                if let Some(text) = storage.text_of(&key) {
                    let _ = download(&format!("{key}.json"), &text);
                }
            })
        };
        let on_restore = {
            let (storage, key, message, on_changed) =
                (storage.clone(), copy.key.clone(), message.clone(), props.on_changed.clone());
            let name = name.clone();
            Callback::from(move |_: MouseEvent| {
                let sentence = match storage.restore_set_aside(&key) {
                    Ok(None) => Msg::new("two-sentences")
                        .arg("first", Msg::new("data-copies-restored").arg("record", &name).text())
                        .arg("second", Msg::words("data-copies-reload-hint"))
                        .text(),
                    Ok(Some(_)) => Msg::new("two-sentences")
                        .arg("first", Msg::new("data-copies-restored-swapped").arg("record", &name).text())
                        .arg("second", Msg::words("data-copies-reload-hint"))
                        .text(),
                    Err(RestoreError::Unreadable(_) | RestoreError::NoSuchCopy | RestoreError::Store(_)) => {
                        Msg::words("data-copies-restore-failed")
                    }
                };
                message.set(Some(sentence));
                on_changed.emit(());
            })
        };
        let on_delete = {
            let (storage, key, message, on_changed) =
                (storage.clone(), copy.key.clone(), message.clone(), props.on_changed.clone());
            let name = name.clone();
            Callback::from(move |_: MouseEvent| {
                let sentence = match storage.delete_copy(&key) {
                    Ok(()) => Msg::new("data-copies-deleted-one").arg("record", &name),
                    Err(_) => Msg::new("data-copies-delete-one-failed"),
                };
                message.set(Some(sentence.text()));
                on_changed.emit(());
            })
        };
        html! {
            <li key={copy.key.clone()} class="data__copy">
                <span id={label_id.clone()}>
                    { name.clone() }{ gap() }
                    <span class="data__size">{ Msg::new("data-copies-size").arg("n", copy.bytes).text() }</span>
                </span>
                if !copy.readable {
                    <span class="data__note">{ Msg::words("data-copies-unreadable") }</span>
                }
                <span class="data__copy-actions">
                    <button type="button" class="data__button" onclick={on_download}
                        aria-describedby={label_id.clone()}>{ Msg::words("data-copies-download") }</button>
                    if copy.readable {
                        <button type="button" class="data__button" onclick={on_restore}
                            aria-describedby={label_id.clone()}>{ Msg::words("data-copies-restore") }</button>
                    }
                    <button type="button" class="data__button" onclick={on_delete}
                        aria-describedby={label_id}>{ Msg::words("data-copies-delete-one") }</button>
                </span>
            </li>
        }
    });
    html! {
        <>
            <h2>{ Msg::words("data-copies-heading") }</h2>
            if !copies.is_empty() {
                <p>{ Msg::words("data-copies-body") }</p>
                <ul class="data__copies">{ for items }</ul>
            }
            <p aria-live="polite" class="data__result">{ (*message).clone().unwrap_or_default() }</p>
        </>
    }
}

/// Props of [`DeleteAll`].
#[derive(Properties, PartialEq)]
pub struct DeleteAllProps {
    /// Called after everything was deleted.
    pub on_changed: Callback<()>,
}

/// Where the delete section is.
#[derive(Clone, Copy, PartialEq)]
enum Step {
    Offer,
    Confirm,
    Done(Result<(), ()>),
    Kept,
}

/// "Delete my data", with a confirmation and a way back.
#[component]
pub fn DeleteAll(props: &DeleteAllProps) -> Html {
    let storage = use_storage();
    let step = use_state_eq(|| Step::Offer);
    let keep_ref = use_node_ref();
    let offer_ref = use_node_ref();
    {
        // Focus follows the step: the safe answer when asked, the offer again after "keep".
        let (keep_ref, offer_ref) = (keep_ref.clone(), offer_ref.clone());
        use_effect_with(*step, move |step| {
            let target = match step {
                Step::Confirm => keep_ref.cast::<web_sys::HtmlElement>(),
                Step::Kept => offer_ref.cast::<web_sys::HtmlElement>(),
                _ => None,
            };
            if let Some(element) = target {
                let _ = element.focus();
            }
        });
    }
    let set = |next: Step| {
        let step = step.clone();
        Callback::from(move |_: MouseEvent| step.set(next))
    };
    let on_delete = {
        let (step, on_changed) = (step.clone(), props.on_changed.clone());
        Callback::from(move |_: MouseEvent| {
            let result = storage.delete_all().map(|_| ()).map_err(|_: StoreError| ());
            step.set(Step::Done(result));
            on_changed.emit(());
        })
    };
    let status = match *step {
        Step::Done(Ok(())) => Msg::words("data-copies-deleted"),
        Step::Done(Err(())) => Msg::words("data-copies-delete-failed"),
        Step::Kept => Msg::words("data-copies-kept"),
        Step::Offer | Step::Confirm => String::new(),
    };
    html! {
        <>
            <h2>{ Msg::words("data-copies-delete-heading") }</h2>
            <p>{ Msg::words("data-copies-delete-body") }</p>
            if *step == Step::Confirm {
                <div class="data__confirm" role="group" aria-labelledby="data-confirm-question">
                    <p id="data-confirm-question">{ Msg::words("data-copies-confirm-question") }</p>
                    <div class="data__actions">
                        <button type="button" class="data__button data__button--danger" onclick={on_delete}>
                            { Msg::words("data-copies-confirm-delete") }
                        </button>
                        <button type="button" class="data__button" ref={keep_ref} onclick={set(Step::Kept)}>
                            { Msg::words("data-copies-confirm-keep") }
                        </button>
                    </div>
                </div>
            } else {
                <div class="data__actions">
                    <button type="button" class="data__button" ref={offer_ref} onclick={set(Step::Confirm)}>
                        { Msg::words("data-copies-delete-button") }
                    </button>
                </div>
            }
            <p aria-live="polite" class="data__result">{ status }</p>
        </>
    }
}
