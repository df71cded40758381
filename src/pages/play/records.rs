//! Game records on the Play page: download the game as an SGF file, open one from a file (its
//! bytes, decoded by the record's `CA`) or from pasted text. Names and comments in a record
//! are shown as plain text.

use wasm_bindgen::{JsCast, JsValue};
use yew::prelude::*;

use super::game::StateRef;
use crate::rules::Color;
use crate::play::session::Msg;
use crate::play::open::{open_record, open_record_bytes, OpenReport};
use crate::play::PlayState;
use crate::record::{save_game, SaveInfo};
use crate::sgf::SgfError;
use crate::text;

/// Props of [`Records`].
#[derive(Properties, PartialEq)]
pub struct RecordsProps {
    pub state: StateRef,
    pub dispatch: Callback<Msg>,
}

/// Saves `text` as a file called `name` through a temporary link.
fn download(name: &str, text: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or(JsValue::NULL)?;
    let document = window.document().ok_or(JsValue::NULL)?;
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/x-go-sgf");
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(name);
    link.set_hidden(true);
    let body = document.body().ok_or(JsValue::NULL)?;
    body.append_child(&link)?;
    link.click();
    let _ = body.remove_child(&link);
    // Let the download start before the address is given up.
    gloo_timers::callback::Timeout::new(10_000, move || {
        let _ = web_sys::Url::revoke_object_url(&url);
    })
    .forget();
    Ok(())
}

/// Today's date as `YYYY-MM-DD`.
fn today() -> String {
    let now = js_sys::Date::new_0();
    format!("{:04}-{:02}-{:02}", now.get_full_year(), now.get_month() + 1, now.get_date())
}

/// Download, open from a file, open from pasted text.
#[component]
pub fn Records(props: &RecordsProps) -> Html {
    let problem = use_state_eq(|| None::<String>);
    let pasted = use_state(String::new);
    let state = props.state.0.clone();
    let base = state.settings().clone();

    let on_download = {
        let (state, problem) = (state.clone(), problem.clone());
        Callback::from(move |_: MouseEvent| {
            let info = SaveInfo {
                black: state.settings().name(Color::Black).map(str::to_string),
                white: state.settings().name(Color::White).map(str::to_string),
                date: Some(today()),
                dead: state.dead().clone(),
                ..SaveInfo::default()
            };
            let mut record = save_game(state.game(), &info);
            crate::play::open::write_clock(&mut record, state.settings().time);
            if let Some(review) = state.analysis() {
                crate::play::review_record::write_review(&mut record, state.game(), review, |m| super::review::record_comment(m, state.game()));
            }
            // A record opened here keeps what it had (its information, comments, marks and
            // variations), with the moves played since.
            let record = match state.source() {
                Some(source) => crate::record::graft(source, &record),
                None => record,
            };
            let text = record.to_sgf();
            let name = format!("weiqi-{}-{}.sgf", today(), state.game().size().get());
            problem.set(download(&name, &text).err().map(|_| text::Msg::words("play-records-download-failed").to_string()));
        })
    };
    let opened = {
        let (dispatch, problem) = (props.dispatch.clone(), problem.clone());
        Callback::from(move |result: Result<(PlayState, OpenReport), SgfError>| match result {
            Ok((state, report)) => {
                problem.set(None);
                dispatch.emit(Msg::Open(Box::new(state), std::rc::Rc::new(report)));
            }
            Err(error) => problem.set(Some(text::say(&error))),
        })
    };
    let open_text = {
        let (opened, base) = (opened.clone(), base.clone());
        Callback::from(move |text: String| opened.emit(open_record(&text, &base)))
    };
    let on_file = {
        let (opened, problem, base) = (opened.clone(), problem.clone(), base.clone());
        Callback::from(move |e: Event| {
            let Some(input) = e.target_dyn_into::<web_sys::HtmlInputElement>() else { return };
            let Some(file) = input.files().and_then(|files| files.get(0)) else { return };
            input.set_value("");
            let (opened, problem, base) = (opened.clone(), problem.clone(), base.clone());
            // The bytes, not `file.text()`: the record's CA says how to decode them.
            wasm_bindgen_futures::spawn_local(async move {
                match wasm_bindgen_futures::JsFuture::from(file.array_buffer()).await {
                    Ok(buffer) => {
                        let bytes = js_sys::Uint8Array::new(&buffer).to_vec();
                        opened.emit(open_record_bytes(&bytes, &base));
                    }
                    Err(_) => problem.set(Some(text::Msg::words("play-records-read-failed").to_string())),
                }
            });
        })
    };
    let on_paste_input = {
        let pasted = pasted.clone();
        Callback::from(move |e: InputEvent| {
            if let Some(area) = e.target_dyn_into::<web_sys::HtmlTextAreaElement>() {
                pasted.set(area.value());
            }
        })
    };
    let on_paste_open = {
        let (pasted, open_text) = (pasted.clone(), open_text.clone());
        Callback::from(move |_: MouseEvent| open_text.emit((*pasted).clone()))
    };

    html! {
        <section class="play__records" aria-labelledby="play-records">
            <h2 id="play-records">{ text::Msg::words("play-records-heading") }</h2>
            <div class="play__row">
                <button type="button" class="btn" onclick={on_download}>{ text::Msg::words("play-records-download") }</button>
                <label class="btn file-button">
                    { text::Msg::words("play-records-open-file") }
                    <input type="file" accept=".sgf,application/x-go-sgf,text/plain" class="visually-hidden"
                        onchange={on_file} />
                </label>
            </div>
            <label class="field">
                <span class="field__label">{ text::Msg::words("play-records-paste-label") }</span>
                <textarea rows="3" spellcheck="false" value={(*pasted).clone()} oninput={on_paste_input}
                    placeholder="(;GM[1]FF[4]SZ[9];B[ee];W[gc])" />
            </label>
            <button type="button" class="btn" disabled={pasted.trim().is_empty()} onclick={on_paste_open}>
                { text::Msg::words("play-records-paste-open") }
            </button>
            if let Some(problem) = (*problem).clone() {
                <p class="play__problem" role="alert">{ problem }</p>
            }
        </section>
    }
}
