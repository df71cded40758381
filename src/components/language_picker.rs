//! The language menu in the header: each language named in itself, so a reader finds their
//! own whatever the page is in. Choosing one downloads its words (once), switches the whole
//! app at once and remembers the pick; if the words cannot be had (offline before their first
//! download), the page stays as it is and says so.

use std::cell::Cell;

use yew::prelude::*;

use crate::storage::use_storage;
use crate::text::{Locale, Msg};

thread_local! {
    /// Set while the app is drawn again in the new language, so the new menu takes the focus
    /// the old one had.
    static JUST_SWITCHED: Cell<bool> = const { Cell::new(false) };
}

#[derive(Properties, PartialEq)]
pub struct LanguagePickerProps {
    /// Called with the new locale once its words are in.
    pub on_switch: Callback<Locale>,
}

#[component]
pub fn LanguagePicker(props: &LanguagePickerProps) -> Html {
    let storage = use_storage();
    let failed = use_state(|| None::<Locale>);
    let select = use_node_ref();
    {
        let select = select.clone();
        use_effect_with((), move |_| {
            if JUST_SWITCHED.with(|j| j.replace(false)) {
                if let Some(select) = select.cast::<web_sys::HtmlElement>() {
                    let _ = select.focus();
                }
            }
        });
    }
    {
        // The note that a language could not be loaded is about this page: another page
        // opens without it.
        let failed = failed.clone();
        let place = crate::route::use_location().map(|l| format!("{}?{}", l.path(), l.query_str()));
        use_effect_with(place, move |_| failed.set(None));
    }
    let current = crate::text::locale();
    let onchange = {
        let on_switch = props.on_switch.clone();
        let failed = failed.clone();
        Callback::from(move |event: Event| {
            let Some(select) = event.target_dyn_into::<web_sys::HtmlSelectElement>() else { return };
            let Some(locale) = Locale::ALL.into_iter().find(|l| l.tag() == select.value()) else { return };
            let (on_switch, failed, storage) = (on_switch.clone(), failed.clone(), storage.clone());
            wasm_bindgen_futures::spawn_local(async move {
                match crate::language::switch_to(locale).await {
                    Ok(()) => {
                        // A failure to save is shown in the storage banner; the language
                        // holds for this visit.
                        let _ = storage.save(&locale);
                        JUST_SWITCHED.with(|j| j.set(true));
                        on_switch.emit(locale);
                    }
                    Err(_) => {
                        select.set_value(crate::text::locale().tag());
                        failed.set(Some(locale));
                    }
                }
            });
        })
    };
    let label = Msg::words("language-label");
    html! {
        <div class="language-picker">
            <label class="language-picker__label">
                <svg class="language-picker__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <circle cx="12" cy="12" r="9" />
                    <path d="M3 12h18M12 3c2.6 2.7 2.6 15.3 0 18M12 3c-2.6 2.7-2.6 15.3 0 18" />
                </svg>
                <span class="visually-hidden">{ label }</span>
                <select class="language-picker__select" ref={select} {onchange}>
                    { for Locale::ALL.into_iter().map(|l| html! {
                        <option value={l.tag()} lang={l.tag()} selected={l == current}>{ l.own_name() }</option>
                    }) }
                </select>
            </label>
            if let Some(locale) = *failed {
                <p class="language-picker__failed" role="status">
                    { Msg::new("language-failed").arg("language", locale.own_name()).text() }{ crate::text::gap() }
                    <button type="button" class="btn btn--quiet" onclick={let failed = failed.clone(); move |_: MouseEvent| failed.set(None)}>
                        { Msg::new("storage-dismiss").text() }
                    </button>
                </p>
            }
        </div>
    }
}
