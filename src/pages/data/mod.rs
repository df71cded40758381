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
    use_storage, EntryProblem, ImportError, ReadError, RecordKind, StorageHandle,
    BACKUP_FILE_NAME, KEY_PREFIX, MAX_BACKUP_BYTES,
};

/// Learner-facing text of the page.
struct DataText {
    title: &'static str,
    heading: &'static str,
    lead: &'static str,
    kept: &'static str,
    not_kept: &'static str,
    nothing_saved: &'static str,
    saved_one: &'static str,
    saved_many: &'static str,
    records_summary: &'static str,
    export_heading: &'static str,
    export_body: &'static str,
    export_button: &'static str,
    exporting: &'static str,
    export_failed: &'static str,
    import_heading: &'static str,
    import_body: &'static str,
    import_button: &'static str,
    imported: &'static str,
    replaced: &'static str,
    import_failed: &'static str,
    import_bad: &'static str,
    bad_entry: &'static str,
    damaged: &'static str,
    not_what_weiqi_saves: &'static str,
    newer: &'static str,
    not_ours: &'static str,
    other_record: &'static str,
    unreadable_file: &'static str,
    reload_hint: &'static str,
    reload: &'static str,
}

const TEXT: DataText = DataText {
    title: "Your data",
    heading: "Your data",
    lead: "Your progress and settings are kept in this browser only: there is no account, and nothing is sent anywhere.",
    kept: "This browser keeps your progress between visits.",
    not_kept: "This browser is not keeping data (private window?), so progress will not be kept after you close the page. Save it to a file to keep it.",
    nothing_saved: "Nothing is saved yet.",
    saved_one: "1 saved record.",
    saved_many: "{n} saved records.",
    records_summary: "What is saved",
    export_heading: "Save a copy",
    export_body: "Download everything as one file, to keep a copy or to move your progress to another browser.",
    export_button: "Save progress to a file",
    exporting: "Downloading {file} ({n} saved records).",
    export_failed: "Your progress could not be read from this browser's storage.",
    import_heading: "Load a copy",
    import_body: "Load a file saved here before. Its records replace the same records in this browser and everything else stays. If anything in the file is wrong, nothing is loaded.",
    import_button: "Load progress from a file",
    imported: "Loaded {n} saved records from {file}.",
    replaced: "{n} of them replaced what was here.",
    import_failed: "Nothing was loaded from {file}: {reason}.",
    import_bad: "Nothing was loaded from {file}, and everything here is as it was. In the file:",
    bad_entry: "{record}: {why}.",
    damaged: "it is damaged",
    not_what_weiqi_saves: "it does not hold what Weiqi keeps there (damaged, or edited by hand)",
    newer: "it was saved by a newer version of Weiqi; update the app first",
    not_ours: "this is not something Weiqi saves",
    other_record: "the record \u{201c}{key}\u{201d}",
    unreadable_file: "the file could not be read",
    reload_hint: "Reload the page so that every section uses them.",
    reload: "Reload now",
};

/// The outcome of the last export or import, shown under the buttons.
#[derive(Clone, PartialEq)]
enum Outcome {
    Done { message: String, reload: bool },
    Failed(String),
    /// An import refused for these entries (one sentence each).
    Refused { message: String, entries: Vec<String> },
}

/// What a record holds, in words that fit "…: it is damaged" (capitalised).
pub(crate) fn kind_name(kind: RecordKind) -> &'static str {
    match kind {
        RecordKind::LessonProgress => "Your lesson progress",
        RecordKind::PracticeProgress => "Your practice progress",
        RecordKind::CountingResults => "Your counting results",
        RecordKind::CountingSettings => "Your counting trainer choices",
        RecordKind::GameInProgress => "The game in progress",
        RecordKind::KeptGame => "The game kept aside on the Play page",
        RecordKind::PlaySettings => "Your Play page settings",
        RecordKind::LevelResults => "Your results against the computer",
        RecordKind::GameToCount => "The game handed to the counting trainer",
        RecordKind::LessonGames => "Lesson games you finished on the Play page",
        RecordKind::Theme => "Your light or dark choice",
    }
}

/// The name of what is kept under `key` (for a key this build does not know, the key).
pub(crate) fn record_name(kind: Option<RecordKind>, key: &str) -> String {
    match kind {
        Some(kind) => kind_name(kind).to_owned(),
        None => {
            let mut name = TEXT.other_record.replace("{key}", key);
            if let Some(first) = name.get(..1) {
                name = first.to_uppercase() + &name[1..];
            }
            name
        }
    }
}

/// Why an entry was refused, in plain words.
fn why(problem: &EntryProblem) -> &'static str {
    match problem {
        EntryProblem::NotOurKey | EntryProblem::BadKeyName => TEXT.not_ours,
        EntryProblem::Unreadable(ReadError::NotARecord(_)) => TEXT.damaged,
        EntryProblem::Unreadable(ReadError::Newer { .. }) => TEXT.newer,
        EntryProblem::Unreadable(ReadError::DoesNotFit { .. } | ReadError::MigrationFailed { .. }) => {
            TEXT.not_what_weiqi_saves
        }
    }
}

/// Every `weiqi.*` key with the length of its value, sorted.
fn saved_records(storage: &StorageHandle) -> Vec<(String, usize)> {
    let Ok(text) = storage.export_json() else {
        return Vec::new();
    };
    serde_json::from_str::<crate::storage::Backup>(&text)
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
    match n {
        0 => TEXT.nothing_saved.to_owned(),
        1 => TEXT.saved_one.to_owned(),
        n => TEXT.saved_many.replace("{n}", &n.to_string()),
    }
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
            TEXT.import_failed
                .replace("{file}", &name)
                .replace("{reason}", &reason),
        )
    };
    if file.size() > MAX_BACKUP_BYTES as f64 {
        return failed(ImportError::TooLarge.to_string());
    }
    let Ok(text) = JsFuture::from(file.text()).await else {
        return failed(TEXT.unreadable_file.to_owned());
    };
    let text = text.as_string().unwrap_or_default();
    match storage.import_json(&text) {
        Ok(report) => {
            let mut message = TEXT
                .imported
                .replace("{n}", &report.imported.len().to_string())
                .replace("{file}", &name);
            if report.replaced > 0 {
                message.push(' ');
                message.push_str(&TEXT.replaced.replace("{n}", &report.replaced.to_string()));
            }
            Outcome::Done {
                message,
                reload: true,
            }
        }
        Err(ImportError::BadEntries(bad)) => {
            for entry in &bad {
                web_sys::console::warn_1(&format!("import: {}: {}", entry.key, entry.problem).into());
            }
            Outcome::Refused {
                message: TEXT.import_bad.replace("{file}", &name),
                entries: bad
                    .iter()
                    .map(|entry| {
                        TEXT.bad_entry
                            .replace("{record}", &record_name(entry.kind, &entry.key))
                            .replace("{why}", why(&entry.problem))
                    })
                    .collect(),
            }
        }
        Err(error) => failed(error.to_string()),
    }
}

/// The "Your data" page.
#[component]
pub fn Data() -> Html {
    use_page_title(TEXT.title.into());
    let storage = use_storage();
    let outcome = use_state(|| None::<Outcome>);
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
                    TEXT.exporting
                        .replace("{file}", BACKUP_FILE_NAME)
                        .replace("{n}", &n.to_string()),
                )
            });
            outcome.set(Some(match result {
                Some(message) => Outcome::Done {
                    message,
                    reload: false,
                },
                None => Outcome::Failed(TEXT.export_failed.to_owned()),
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

    let result = (*outcome).clone().map(|outcome| match outcome {
        Outcome::Done { message, reload } => html! {
            <div class="data__result">
                <p>{ message }</p>
                if reload {
                    <p>
                        { TEXT.reload_hint }{ " " }
                        <button type="button" class="data__button" onclick={on_reload}>{ TEXT.reload }</button>
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
            <h1 id="data-heading">{ TEXT.heading }</h1>
            <p class="page__lead">{ TEXT.lead }</p>
            <p class="data__status">
                { if storage.is_persistent() { TEXT.kept } else { TEXT.not_kept } }
                { " " }{ count_sentence(records.len()) }
            </p>
            if !records.is_empty() {
                <details class="data__details">
                    <summary>{ TEXT.records_summary }</summary>
                    <ul class="data__keys">
                        { for records.iter().map(|(key, len)| html! {
                            <li key={key.clone()}>
                                { key.strip_prefix(KEY_PREFIX).unwrap_or(key) }{ format!(" ({len} B)") }
                            </li>
                        }) }
                    </ul>
                </details>
            }

            <h2>{ TEXT.export_heading }</h2>
            <p>{ TEXT.export_body }</p>
            <div class="data__actions">
                <button type="button" class="data__button data__button--primary" onclick={on_export}>
                    { TEXT.export_button }
                </button>
            </div>

            <h2>{ TEXT.import_heading }</h2>
            <p>{ TEXT.import_body }</p>
            <div class="data__actions">
                <input id="data-import" class="data__file" type="file" accept=".json,application/json" onchange={on_import} />
                <label for="data-import" class="data__button">{ TEXT.import_button }</label>
            </div>
            <div aria-live="polite">{ for result }</div>

            <copies::SetAside generation={*generation} on_changed={on_changed.clone()} />
            <copies::DeleteAll {on_changed} />
        </section>
    }
}
