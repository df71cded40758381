//! The browser's character-set decoders (`TextDecoder`) for the SGF reader, so game records in
//! GB2312, EUC-KR, Shift_JIS, Big5 and the other WHATWG sets open as they do natively, and the
//! download carries no decoder tables of its own.

use web_sys::{TextDecoder, TextDecoderOptions};

/// The WHATWG decoders built into the browser.
struct BrowserDecoders;

fn decoder(label: &str, fatal: bool) -> Option<TextDecoder> {
    let options = TextDecoderOptions::new();
    options.set_fatal(fatal);
    TextDecoder::new_with_label_and_options(label, &options).ok()
}

impl crate::sgf::Decoders for BrowserDecoders {
    fn label(&self, label: &str) -> Option<&'static str> {
        let name = decoder(label, false)?.encoding();
        // The names the browser can give for the labels the reader does not list itself.
        const NAMES: [&str; 36] = [
            "ibm866", "iso-8859-2", "iso-8859-3", "iso-8859-4", "iso-8859-5", "iso-8859-6",
            "iso-8859-7", "iso-8859-8", "iso-8859-8-i", "iso-8859-10", "iso-8859-13",
            "iso-8859-14", "iso-8859-15", "iso-8859-16", "koi8-r", "koi8-u", "macintosh",
            "windows-874", "windows-1250", "windows-1251", "windows-1252", "windows-1253",
            "windows-1254", "windows-1255", "windows-1256", "windows-1257", "windows-1258",
            "x-mac-cyrillic", "gbk", "gb18030", "big5", "euc-jp", "iso-2022-jp", "shift_jis",
            "euc-kr", "utf-8",
        ];
        NAMES.iter().copied().find(|n| *n == name)
    }

    fn decode(&self, label: &str, bytes: &[u8]) -> Option<(String, bool)> {
        if let Ok(text) = decoder(label, true)?.decode_with_u8_array(bytes) {
            return Some((text, false));
        }
        let text = decoder(label, false)?.decode_with_u8_array(bytes).ok()?;
        Some((text, true))
    }
}

/// Hands the browser's decoders to the SGF reader (once, when the app starts).
pub fn install() {
    crate::sgf::set_decoders(&BrowserDecoders);
}
