//! Speaking short texts aloud with the Web Speech API (the referee's calls). Where the
//! browser has no speech synthesis, or it fails, nothing happens.

use wasm_bindgen::JsValue;
use web_sys::SpeechSynthesisUtterance;

/// Says `text`, cutting short anything still being said (calls must keep up with the clock).
pub fn speak(text: &str) {
    let Some(window) = web_sys::window() else { return };
    // Older browsers have no `speechSynthesis`: calling into it would throw.
    let has = js_sys::Reflect::has(&window, &JsValue::from_str("speechSynthesis")).unwrap_or(false);
    if !has {
        return;
    }
    let Ok(synth) = window.speech_synthesis() else { return };
    let Ok(utterance) = SpeechSynthesisUtterance::new_with_text(text) else { return };
    // A voice of the page's language, where the browser has one.
    utterance.set_lang(match crate::text::locale() {
        crate::text::Locale::En => "en",
        crate::text::Locale::ZhHans => "zh-CN",
        crate::text::Locale::Ko => "ko-KR",
    });
    synth.cancel();
    synth.speak(&utterance);
}

/// Stops anything being said.
pub fn hush() {
    let Some(window) = web_sys::window() else { return };
    if js_sys::Reflect::has(&window, &JsValue::from_str("speechSynthesis")).unwrap_or(false) {
        if let Ok(synth) = window.speech_synthesis() {
            synth.cancel();
        }
    }
}
