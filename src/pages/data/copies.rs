//! On the Your data page: the copies set aside when a record could not be read (each can be
//! downloaded, and put back when this version can read it), and deleting everything, after a
//! confirmation.

use yew::prelude::*;

use super::{download, record_name};
use crate::storage::{use_storage, RestoreError, StoreError};

/// Learner-facing text of these sections.
struct CopiesText {
    heading: &'static str,
    body: &'static str,
    size: &'static str,
    unreadable: &'static str,
    download: &'static str,
    restore: &'static str,
    restored: &'static str,
    restored_swapped: &'static str,
    restore_failed: &'static str,
    reload_hint: &'static str,
    delete_heading: &'static str,
    delete_body: &'static str,
    delete_button: &'static str,
    confirm_question: &'static str,
    confirm_delete: &'static str,
    confirm_keep: &'static str,
    deleted: &'static str,
    delete_failed: &'static str,
    kept: &'static str,
}

const TEXT: CopiesText = CopiesText {
    heading: "Copies set aside",
    body: "When a saved record could not be read, it was kept here instead of being thrown away. Download a copy to keep it, or put it back.",
    size: "{n} B",
    unreadable: "This version of Weiqi cannot read it.",
    download: "Download",
    restore: "Put back",
    restored: "{record} was put back.",
    restored_swapped: "{record} was put back; what was there is now a copy set aside.",
    restore_failed: "It could not be put back; nothing changed.",
    reload_hint: "Reload the page so that every section uses it.",
    delete_heading: "Delete my data",
    delete_body: "Forget everything Weiqi keeps in this browser: your progress, your settings, the game in progress and the copies set aside.",
    delete_button: "Delete my data\u{2026}",
    confirm_question: "Delete all your Weiqi data from this browser? This cannot be undone. Save a copy to a file first if you may want it back.",
    confirm_delete: "Delete everything",
    confirm_keep: "Keep my data",
    deleted: "Your data was deleted from this browser. Reload the page to start afresh.",
    delete_failed: "Your data could not be deleted: this browser's storage refused.",
    kept: "Nothing was deleted.",
};

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
                    Ok(None) => format!("{} {}", TEXT.restored.replace("{record}", &name), TEXT.reload_hint),
                    Ok(Some(_)) => format!(
                        "{} {}",
                        TEXT.restored_swapped.replace("{record}", &name),
                        TEXT.reload_hint
                    ),
                    Err(RestoreError::Unreadable(_) | RestoreError::NoSuchCopy | RestoreError::Store(_)) => {
                        TEXT.restore_failed.to_owned()
                    }
                };
                message.set(Some(sentence));
                on_changed.emit(());
            })
        };
        html! {
            <li key={copy.key.clone()} class="data__copy">
                <span id={label_id.clone()}>
                    { name.clone() }{ " " }
                    <span class="data__size">{ format!("({})", TEXT.size.replace("{n}", &copy.bytes.to_string())) }</span>
                </span>
                if !copy.readable {
                    <span class="data__note">{ TEXT.unreadable }</span>
                }
                <span class="data__copy-actions">
                    <button type="button" class="data__button" onclick={on_download}
                        aria-describedby={label_id.clone()}>{ TEXT.download }</button>
                    if copy.readable {
                        <button type="button" class="data__button" onclick={on_restore}
                            aria-describedby={label_id}>{ TEXT.restore }</button>
                    }
                </span>
            </li>
        }
    });
    html! {
        <>
            <h2>{ TEXT.heading }</h2>
            if !copies.is_empty() {
                <p>{ TEXT.body }</p>
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
        Step::Done(Ok(())) => TEXT.deleted,
        Step::Done(Err(())) => TEXT.delete_failed,
        Step::Kept => TEXT.kept,
        Step::Offer | Step::Confirm => "",
    };
    html! {
        <>
            <h2>{ TEXT.delete_heading }</h2>
            <p>{ TEXT.delete_body }</p>
            if *step == Step::Confirm {
                <div class="data__confirm" role="group" aria-labelledby="data-confirm-question">
                    <p id="data-confirm-question">{ TEXT.confirm_question }</p>
                    <div class="data__actions">
                        <button type="button" class="data__button data__button--danger" onclick={on_delete}>
                            { TEXT.confirm_delete }
                        </button>
                        <button type="button" class="data__button" ref={keep_ref} onclick={set(Step::Kept)}>
                            { TEXT.confirm_keep }
                        </button>
                    </div>
                </div>
            } else {
                <div class="data__actions">
                    <button type="button" class="data__button" ref={offer_ref} onclick={set(Step::Confirm)}>
                        { TEXT.delete_button }
                    </button>
                </div>
            }
            <p aria-live="polite" class="data__result">{ status }</p>
        </>
    }
}
