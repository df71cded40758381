//! Character sets in a real browser: there the SGF reader decodes with the built-in
//! `TextDecoder` (installed by `weiqi::charsets`, as the app does when it starts) (natively, `encoding_rs`; `tests/sgf_lenient.rs`), and it must read the same
//! text and give the same warnings. Run by `scripts/test` with wasm-bindgen-test-runner in
//! headless Chromium. The bytes are those Python's `"…".encode(charset)` gives.
#![cfg(target_arch = "wasm32")]

use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use weiqi::sgf::{Fallback, GameRecord, Warning};

wasm_bindgen_test_configure!(run_in_browser);

fn names(bytes: &[u8]) -> (Option<String>, Option<String>, Vec<Warning>) {
    weiqi::charsets::install();
    let read = GameRecord::read(bytes).unwrap();
    (read.value.info.black, read.value.info.white, read.warnings)
}

#[wasm_bindgen_test]
fn east_asian_records_read_their_names() {
    // "柯洁" in GB2312, "이세돌"/"박정환" in EUC-KR, "周俊勳" in Big5.
    let gb = names(b"(;CA[gb2312]PB[\xbf\xc2\xbd\xe0];B[pd])");
    assert_eq!(gb, (Some("柯洁".into()), None, vec![]));
    let kr = names(b"(;CA[CP949]PB[\xc0\xcc\xbc\xbc\xb5\xb9]PW[\xb9\xda\xc1\xa4\xc8\xaf])");
    assert_eq!(kr, (Some("이세돌".into()), Some("박정환".into()), vec![]));
    let tw = names(b"(;CA[Big5]PB[\xa9\x50\xab\x54\xbe\xb1])");
    assert_eq!(tw.0.as_deref(), Some("周俊勳"));
}

#[wasm_bindgen_test]
fn shift_jis_reads_even_where_a_second_byte_is_a_backslash() {
    // "井山裕太" and "ソ" (0x83 0x5C) in Shift_JIS.
    let jp = names(b"(;CA[SJIS]PB[\x88\xe4\x8e\x52\x97\x54\x91\xbe]PW[\x83\x5c];B[pd])");
    assert_eq!(jp, (Some("井山裕太".into()), Some("ソ".into()), vec![]));
}

#[wasm_bindgen_test]
fn other_whatwg_labels_latin1_and_fallbacks_work_as_natively() {
    let ru = names(b"(;CA[windows-1251]PB[\xcf\xf0\xe8\xe2\xe5\xf2])");
    assert_eq!(ru.0.as_deref(), Some("Привет"));
    let old = names(b"(;PB[Ren\xe9]C[20\xb0])");
    assert_eq!(old, (Some("René".into()), None, vec![Warning::AssumedLatin1]));
    let odd = names(b"(;CA[Klingon]PB[Kor\xe9])");
    assert_eq!(odd.2, [Warning::UnknownCharset { declared: "Klingon".into(), read_as: Fallback::Latin1 }]);
    // Bytes not valid in the declared set: the fatal decoder refuses, the lenient one marks.
    let bad = names(b"(;CA[EUC-KR]PB[\xc0\xcc\xff])");
    assert_eq!(bad.2, [Warning::BadBytes { charset: "EUC-KR".into() }]);
    assert!(bad.0.unwrap().starts_with('이'));
}
