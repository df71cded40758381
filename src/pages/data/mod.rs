//! "Your data": what this browser keeps, saving all of it to one file, loading such a file
//! back (all of it or nothing; see `crate::storage`), the copies set aside and deleting
//! everything (`copies`).

mod copies;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlInputElement, Url};
use yew::prelude::*;

use crate::components::page_title::use_page_title;
use crate::storage::{
    use_storage, Change, EntryProblem, ImportError, ReadError, RecordKind, StorageHandle,
    BACKUP_FILE_NAME, KEY_PREFIX, MAX_BACKUP_BYTES,
};
use crate::text::{gap, Msg};

/// The outcome of the last export or import, shown under the buttons.
#[derive(Clone, PartialEq)]
enum Outcome {
    Done { message: String, reload: bool },
    Failed(String),
    /// An import refused for these entries (one sentence each).
    Refused { message: String, entries: Vec<String> },
    /// What loading a file would change (one sentence per record), asked before loading it.
    Ask { name: String, text: String, question: String, entries: Vec<String> },
}

/// What loading a file does to one record, in words that follow "<record>: ".
fn change_words(change: Change) -> Option<Msg> {
    Some(match change {
        Change::Same => return None,
        Change::OnlyHere => Msg::new("data-change-only-here"),
        Change::OnlyInFile => Msg::new("data-change-only-in-file"),
        Change::NewerHere => Msg::new("data-change-newer-here"),
        Change::NewerInFile => Msg::new("data-change-newer-in-file"),
        Change::Joined => Msg::new("data-change-joined"),
        Change::Different => Msg::new("data-change-different"),
    })
}

/// What a record holds, in words that fit "…: it is damaged" (capitalised).
pub(crate) fn kind_name(kind: RecordKind) -> Msg {
    match kind {
        RecordKind::LessonProgress => Msg::new("data-record-lesson-progress"),
        RecordKind::PracticeProgress => Msg::new("data-record-practice-progress"),
        RecordKind::CountingResults => Msg::new("data-record-counting-results"),
        RecordKind::CountingSettings => Msg::new("data-record-counting-settings"),
        RecordKind::GameInProgress => Msg::new("data-record-game-in-progress"),
        RecordKind::KeptGame => Msg::new("data-record-kept-game"),
        RecordKind::PlaySettings => Msg::new("data-record-play-settings"),
        RecordKind::LevelResults => Msg::new("data-record-level-results"),
        RecordKind::GameToCount => Msg::new("data-record-game-to-count"),
        RecordKind::LessonGames => Msg::new("data-record-lesson-games"),
        RecordKind::Theme => Msg::new("data-record-theme"),
        RecordKind::Language => Msg::new("data-record-language"),
    }
}

/// The name of what is kept under `key` (for a key this build does not know, the key).
pub(crate) fn record_name(kind: Option<RecordKind>, key: &str) -> String {
    match kind {
        Some(kind) => kind_name(kind).text(),
        None => Msg::new("data-other-record").arg("key", key).text(),
    }
}

/// Why an entry was refused, in plain words.
fn why(problem: &EntryProblem) -> String {
    match problem {
        EntryProblem::NotOurKey | EntryProblem::BadKeyName => Msg::words("data-not-ours"),
        EntryProblem::Unreadable(ReadError::NotARecord(_)) => Msg::words("data-damaged"),
        EntryProblem::Unreadable(ReadError::Newer { .. }) => Msg::words("data-newer"),
        EntryProblem::Unreadable(ReadError::DoesNotFit { .. } | ReadError::MigrationFailed { .. }) => {
            Msg::words("data-not-what-weiqi-saves")
        }
    }
}

/// Every `weiqi.*` key with the length of its value, sorted.
fn saved_records(storage: &StorageHandle) -> Vec<(String, usize)> {
    let Ok(text) = storage.export_json() else {
        return Vec::new();
    };
    crate::json::from_text::<crate::storage::Backup>(&text)
        .map(|backup| {
            backup
                .entries
                .into_iter()
                .map(|(k, v)| (k, v.len()))
                .collect()
        })
        .unwrap_or_default()
}

fn count_sentence(n: usize) -> String {
    Msg::new("data-saved").arg("n", n).text()
}

/// Offers `text` as a download named `name`.
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let document = web_sys::window()
        .and_then(|window| window.document())
        .ok_or_else(|| JsValue::from_str("no document"))?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = BlobPropertyBag::new();
    options.set_type("application/json");
    let blob = Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = Url::create_object_url_with_blob(&blob)?;
    let link: HtmlAnchorElement = document.create_element("a")?.unchecked_into();
    link.set_href(&url);
    link.set_download(name);
    link.click();
    // Let the download start before the address is released.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Reads the chosen file and imports it.
async fn import_file(storage: StorageHandle, file: web_sys::File) -> Outcome {
    let name = file.name();
    let failed = |reason: String| {
        Outcome::Failed(
            Msg::new("data-import-failed").arg("file", &name).arg("reason", &reason).text(),
        )
    };
    if file.size() > MAX_BACKUP_BYTES as f64 {
        return failed(ImportError::TooLarge.to_string());
    }
    let Ok(text) = JsFuture::from(file.text()).await else {
        return failed(Msg::words("data-unreadable-file"));
    };
    let text = text.as_string().unwrap_or_default();
    let plan = match storage.plan_import(&text) {
        Ok(plan) => plan,
        Err(error) => return refused(&name, error),
    };
    let entries: Vec<String> = plan
        .iter()
        .filter_map(|record| {
            let change = change_words(record.change)?;
            Some(Msg::new("data-plan-entry").arg("record", &record_name(record.kind, &record.key)).arg("change", change.text()).text())
        })
        .collect();
    if !plan.iter().any(|record| matches!(record.change, Change::OnlyInFile | Change::NewerInFile | Change::Joined | Change::Different)) {
        return Outcome::Done { message: Msg::new("data-plan-nothing").arg("file", &name).text(), reload: false };
    }
    Outcome::Ask { question: Msg::new("data-plan-question").arg("file", &name).text(), name, text, entries }
}

/// Loads a file the learner said yes to (what is here may have changed since: it is worked
/// out again).
fn load_file(storage: &StorageHandle, name: &str, text: &str) -> Outcome {
    match storage.import_json(text) {
        Ok(report) => {
            let mut message = Msg::new("data-imported").arg("n", report.imported.len()).arg("file", name).text();
            if !report.set_aside.is_empty() {
                let kept = Msg::new("data-import-kept").arg("n", report.set_aside.len()).text();
                message = Msg::new("two-sentences").arg("first", message).arg("second", kept).text();
            }
            Outcome::Done { message, reload: true }
        }
        Err(error) => refused(name, error),
    }
}

/// Why a file was not loaded.
fn refused(name: &str, error: ImportError) -> Outcome {
    let failed = |reason: String| {
        Outcome::Failed(Msg::new("data-import-failed").arg("file", name).arg("reason", &reason).text())
    };
    match error {
        ImportError::BadEntries(bad) => {
            for entry in &bad {
                web_sys::console::warn_1(&format!("import: {}: {}", entry.key, entry.problem).into());
            }
            Outcome::Refused {
                message: Msg::new("data-import-bad").arg("file", name).text(),
                entries: bad
                    .iter()
                    .map(|entry| {
                        Msg::new("data-bad-entry").arg("record", &record_name(entry.kind, &entry.key)).arg("why", why(&entry.problem)).text()
                    })
                    .collect(),
            }
        }
        error => failed(error.to_string()),
    }
}

/// The "Your data" page.
#[component]
pub fn Data() -> Html {
    use_page_title(Msg::words("data-title"));
    let storage = use_storage();
    let outcome = use_state(|| None::<Outcome>);
    let load_ref = use_node_ref();
    let generation = use_state(|| 0_u32); // bumped after an import to re-read the records
    let records = {
        let storage = storage.clone();
        use_memo(*generation, move |_| saved_records(&storage))
    };

    let on_export = {
        let storage = storage.clone();
        let outcome = outcome.clone();
        Callback::from(move |_: MouseEvent| {
            let result = storage.export_json().ok().and_then(|text| {
                download(BACKUP_FILE_NAME, &text).ok()?;
                let n = saved_records(&storage).len();
                Some(
                    Msg::new("data-exporting").arg("file", BACKUP_FILE_NAME).arg("n", n).text(),
                )
            });
            outcome.set(Some(match result {
                Some(message) => Outcome::Done {
                    message,
                    reload: false,
                },
                None => Outcome::Failed(Msg::words("data-export-failed")),
            }));
        })
    };

    let on_import = {
        let storage = storage.clone();
        let outcome = outcome.clone();
        let generation = generation.clone();
        Callback::from(move |event: Event| {
            let Some(input) = event
                .target()
                .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
            else {
                return;
            };
            let Some(file) = input.files().and_then(|files| files.get(0)) else {
                return;
            };
            input.set_value(""); // choosing the same file again fires `change` again
            let storage = storage.clone();
            let outcome = outcome.clone();
            let generation = generation.clone();
            wasm_bindgen_futures::spawn_local(async move {
                outcome.set(Some(import_file(storage, file).await));
                generation.set(*generation + 1);
            });
        })
    };

    let on_reload = Callback::from(|_: MouseEvent| {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    });

    let on_load = {
        let (storage, outcome, generation) = (storage.clone(), outcome.clone(), generation.clone());
        Callback::from(move |_: MouseEvent| {
            if let Some(Outcome::Ask { name, text, .. }) = (*outcome).clone() {
                outcome.set(Some(load_file(&storage, &name, &text)));
                generation.set(*generation + 1);
            }
        })
    };
    let on_cancel = {
        let outcome = outcome.clone();
        Callback::from(move |_: MouseEvent| {
            outcome.set(Some(Outcome::Done { message: Msg::new("data-plan-cancelled").text(), reload: false }));
        })
    };
    {
        // The question is shown whole below the header, and takes the focus on its first
        // answer (loading never destroys).
        let load_ref = load_ref.clone();
        let asking = matches!(*outcome, Some(Outcome::Ask { .. }));
        use_effect_with(asking, move |asking| {
            if let Some(button) = load_ref.cast::<web_sys::HtmlElement>().filter(|_| *asking) {
                if let Some(question) = button.closest(".data__ask").ok().flatten() {
                    question.scroll_into_view();
                }
                let options = web_sys::FocusOptions::new();
                options.set_prevent_scroll(true);
                let _ = button.focus_with_options(&options);
            }
        });
    }

    let result = (*outcome).clone().map(|outcome| match outcome {
        Outcome::Ask { question, entries, .. } => html! {
            <div class="data__confirm data__ask" role="group" aria-labelledby="data-plan-question">
                <p id="data-plan-question">{ question }</p>
                <ul class="data__problems">
                    { for entries.iter().map(|entry| html! { <li>{ entry.clone() }</li> }) }
                </ul>
                <div class="data__actions">
                    <button type="button" class="data__button data__button--primary" ref={load_ref.clone()} onclick={on_load}>
                        { Msg::new("data-plan-load").text() }
                    </button>
                    <button type="button" class="data__button" onclick={on_cancel}>{ Msg::new("data-plan-cancel").text() }</button>
                </div>
            </div>
        },
        Outcome::Done { message, reload } => html! {
            <div class="data__result">
                <p>{ message }</p>
                if reload {
                    <p>
                        { Msg::words("data-reload-hint") }{ gap() }
                        <button type="button" class="data__button" onclick={on_reload}>{ Msg::words("data-reload") }</button>
                    </p>
                }
            </div>
        },
        Outcome::Failed(message) => html! {
            <p class="data__result data__result--error">{ message }</p>
        },
        Outcome::Refused { message, entries } => html! {
            <div class="data__result data__result--error">
                <p>{ message }</p>
                <ul class="data__problems">
                    { for entries.iter().map(|entry| html! { <li>{ entry.clone() }</li> }) }
                </ul>
            </div>
        },
    });
    let on_changed = {
        let generation = generation.clone();
        Callback::from(move |()| generation.set(*generation + 1))
    };

    html! {
        <section class="page page--narrow data" aria-labelledby="data-heading">
            <h1 id="data-heading">{ Msg::words("data-heading") }</h1>
            <p class="page__lead">{ Msg::words("data-lead") }</p>
            <p class="data__status">
                { if storage.is_persistent() { Msg::words("data-kept") } else { Msg::words("data-not-kept") } }
                { gap() }{ count_sentence(records.len()) }
            </p>
            if !records.is_empty() {
                <details class="data__details">
                    <summary>{ Msg::words("data-records-summary") }</summary>
                    <ul class="data__keys">
                        { for records.iter().map(|(key, len)| html! {
                            <li key={key.clone()}>
                                { key.strip_prefix(KEY_PREFIX).unwrap_or(key) }{ format!(" ({len} B)") }
                            </li>
                        }) }
                    </ul>
                </details>
            }

            <h2>{ Msg::words("data-export-heading") }</h2>
            <p>{ Msg::words("data-export-body") }</p>
            <div class="data__actions">
                <button type="button" class="data__button data__button--primary" onclick={on_export}>
                    { Msg::words("data-export-button") }
                </button>
            </div>

            <h2>{ Msg::words("data-import-heading") }</h2>
            <p>{ Msg::words("data-import-body") }</p>
            <div class="data__actions">
                <input id="data-import" class="data__file" type="file" accept=".json,application/json" onchange={on_import} />
                <label for="data-import" class="data__button">{ Msg::words("data-import-button") }</label>
            </div>
            <div aria-live="polite">{ for result }</div>

            <copies::SetAside generation={*generation} on_changed={on_changed.clone()} />
            <copies::DeleteAll {on_changed} />
        </section>
    }
}
