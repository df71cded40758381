//! Turning a file's bytes into text by its `CA` (character set) property.
//!
//! SGF FF[4] names the character set in the first node's `CA`, and makes ISO-8859-1 the
//! default. The bytes are decoded before they are parsed: in GBK, Big5 and Shift_JIS the
//! second byte of a character can be `\` or `]`, which would break the syntax if read as
//! ASCII. Latin-1 and UTF-8 are decoded here; other character sets by the platform, with
//! the same (WHATWG) decoders on both: the browser's `TextDecoder` in WebAssembly (installed
//! by the app with [`set_decoders`]), the `encoding_rs` crate natively.

use std::borrow::Cow;

use super::warning::{Fallback, Warning};

/// The text of `bytes` and what was overlooked to get it.
///
/// - A UTF-8 byte-order mark means UTF-8 (a UTF-16 one, UTF-16), whatever `CA` says.
/// - Otherwise the first `CA[...]` decides: UTF-8, Latin-1 (`ISO-8859-1`, `Latin1`,
///   `Windows-1252`, `ASCII`; bytes 0x80–0x9F are read as Windows-1252, as browsers do),
///   GB2312 / GBK / GB18030 / CP936 (as GB18030, which contains the others), EUC-KR / CP949 /
///   UHC / KS_C_5601, Shift_JIS / SJIS / CP932, EUC-JP, ISO-2022-JP, Big5 / CP950, and any
///   other label of the WHATWG Encoding Standard (`windows-1251`, `KOI8-R`, …).
/// - A file that declares Latin-1 but whose bytes are valid UTF-8 beyond ASCII is read as
///   UTF-8 ([`Warning::DeclaredButUtf8`]): Latin-1 letters are practically never valid UTF-8,
///   and editors that re-save a file as UTF-8 keep its old `CA`.
/// - Without `CA`: UTF-8 when the bytes are valid UTF-8, else Latin-1
///   ([`Warning::AssumedLatin1`]).
/// - An unknown `CA`: the same, with [`Warning::UnknownCharset`].
/// - Bytes not valid in the character set used become U+FFFD ([`Warning::BadBytes`]).
pub(crate) fn decode(bytes: &[u8]) -> (Cow<'_, str>, Vec<Warning>) {
    let mut warnings = Vec::new();
    if let Some(rest) = bytes.strip_prefix(b"\xef\xbb\xbf") {
        return (utf8(rest, "UTF-8", &mut warnings), warnings);
    }
    for (bom, label) in [(&b"\xff\xfe"[..], "utf-16le"), (&b"\xfe\xff"[..], "utf-16be")] {
        if bytes.starts_with(bom) {
            if let Some((text, bad)) = platform::decode(label, &bytes[2..]) {
                if bad {
                    warnings.push(Warning::BadBytes { charset: "UTF-16".into() });
                }
                return (Cow::Owned(text), warnings);
            }
        }
    }
    let Some(declared) = declared_charset(bytes) else {
        return (guess(bytes, &mut warnings), warnings);
    };
    let text = match Label::of(&declared) {
        Label::Utf8 => utf8(bytes, &declared, &mut warnings),
        // Latin-1 text is practically never valid UTF-8 once it has letters beyond ASCII,
        // while editors that re-save a file as UTF-8 keep its old CA.
        Label::Latin1 if !bytes.is_ascii() => match std::str::from_utf8(bytes) {
            Ok(text) => {
                warnings.push(Warning::DeclaredButUtf8 { declared: declared.clone() });
                Cow::Borrowed(text)
            }
            Err(_) => Cow::Owned(latin1(bytes)),
        },
        Label::Latin1 => Cow::Owned(latin1(bytes)),
        Label::Decoder(label) => match platform::decode(label, bytes) {
            Some((text, bad)) => {
                if bad {
                    warnings.push(Warning::BadBytes { charset: declared.clone() });
                }
                Cow::Owned(text)
            }
            None => unknown(bytes, declared, &mut warnings),
        },
        Label::Unknown => unknown(bytes, declared, &mut warnings),
    };
    (text, warnings)
}

/// UTF-8 if valid, else Latin-1 with a warning.
fn guess<'a>(bytes: &'a [u8], warnings: &mut Vec<Warning>) -> Cow<'a, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => {
            warnings.push(Warning::AssumedLatin1);
            Cow::Owned(latin1(bytes))
        }
    }
}

/// The fallback for a `CA` this app cannot read.
fn unknown<'a>(bytes: &'a [u8], declared: String, warnings: &mut Vec<Warning>) -> Cow<'a, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => {
            if !bytes.is_ascii() {
                warnings.push(Warning::UnknownCharset { declared, read_as: Fallback::Utf8 });
            }
            Cow::Borrowed(text)
        }
        Err(_) => {
            warnings.push(Warning::UnknownCharset { declared, read_as: Fallback::Latin1 });
            Cow::Owned(latin1(bytes))
        }
    }
}

fn utf8<'a>(bytes: &'a [u8], name: &str, warnings: &mut Vec<Warning>) -> Cow<'a, str> {
    let text = String::from_utf8_lossy(bytes);
    if matches!(text, Cow::Owned(_)) {
        warnings.push(Warning::BadBytes { charset: name.to_string() });
    }
    text
}

/// The characters Windows-1252 puts at 0x80–0x9F (the WHATWG table; the five it leaves
/// undefined stay control characters).
const CP1252_HIGH: [char; 32] = [
    '\u{20ac}', '\u{81}', '\u{201a}', '\u{192}', '\u{201e}', '\u{2026}', '\u{2020}', '\u{2021}',
    '\u{2c6}', '\u{2030}', '\u{160}', '\u{2039}', '\u{152}', '\u{8d}', '\u{17d}', '\u{8f}',
    '\u{90}', '\u{2018}', '\u{2019}', '\u{201c}', '\u{201d}', '\u{2022}', '\u{2013}', '\u{2014}',
    '\u{2dc}', '\u{2122}', '\u{161}', '\u{203a}', '\u{153}', '\u{9d}', '\u{17e}', '\u{178}',
];

/// Latin-1, with Windows-1252's characters for 0x80–0x9F.
fn latin1(bytes: &[u8]) -> String {
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9f => CP1252_HIGH[usize::from(b - 0x80)],
            _ => char::from(b),
        })
        .collect()
}

/// How a `CA` value is decoded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Label {
    Utf8,
    Latin1,
    /// A WHATWG label for the platform's decoder.
    Decoder(&'static str),
    Unknown,
}

impl Label {
    fn of(declared: &str) -> Label {
        let name = declared.trim().to_ascii_lowercase();
        match name.as_str() {
            "utf-8" | "utf8" | "utf_8" | "unicode-1-1-utf-8" => Label::Utf8,
            "iso-8859-1" | "iso8859-1" | "iso_8859-1" | "iso88591" | "latin1" | "latin-1" | "l1"
            | "windows-1252" | "cp1252" | "us-ascii" | "ascii" | "cp819" | "ibm819" => Label::Latin1,
            "gb2312" | "gb_2312" | "gb_2312-80" | "gbk" | "gb18030" | "cp936" | "euc-cn" | "euccn"
            | "x-gbk" | "x-euc-cn" | "chinese" | "csgb2312" | "ms936" | "windows-936" => Label::Decoder("gb18030"),
            "euc-kr" | "euckr" | "cp949" | "uhc" | "ks_c_5601-1987" | "ks_c_5601" | "ksc5601"
            | "ksc_5601" | "windows-949" | "korean" | "ms949" | "x-windows-949" => Label::Decoder("euc-kr"),
            "shift_jis" | "shift-jis" | "sjis" | "s-jis" | "cp932" | "ms932" | "windows-31j"
            | "x-sjis" | "ms_kanji" | "csshiftjis" | "windows-932" => Label::Decoder("shift_jis"),
            "big5" | "big-5" | "big5-hkscs" | "cp950" | "ms950" | "x-x-big5" | "cn-big5" => Label::Decoder("big5"),
            "euc-jp" | "eucjp" | "x-euc-jp" => Label::Decoder("euc-jp"),
            // Decoding ASCII-looking bytes as UTF-16 (or into the WHATWG "replacement"
            // encoding) would only make nonsense.
            n if n.starts_with("utf-16") || n.starts_with("ucs-2") || n.starts_with("utf-32") => Label::Unknown,
            _ if !name.is_empty() && name.bytes().all(|b| b.is_ascii_graphic()) => {
                platform::label(&name).map_or(Label::Unknown, Label::Decoder)
            }
            _ => Label::Unknown,
        }
    }
}

/// The value of the first `CA[...]` property in the file, if any (ASCII only).
pub(crate) fn declared_charset(bytes: &[u8]) -> Option<String> {
    let mut from = 0;
    while let Some(i) = bytes[from..].windows(3).position(|w| w == b"CA[") {
        let at = from + i;
        from = at + 3;
        // `CA` itself, not the end of a longer name.
        if at > 0 && bytes[at - 1].is_ascii_alphabetic() {
            continue;
        }
        let rest = &bytes[at + 3..];
        let end = rest.iter().take(41).position(|&b| b == b']')?;
        let value = &rest[..end];
        return value.is_ascii().then(|| String::from_utf8_lossy(value).trim().to_string());
    }
    None
}

/// Decoders for the character sets beyond UTF-8 and Latin-1, by their WHATWG labels. Natively
/// the crate has its own (`encoding_rs`); a platform with decoders of its own (the browser's
/// `TextDecoder`) installs them with [`set_decoders`], so the crate needs no web dependency.
pub trait Decoders: Sync {
    /// The canonical name for `label`, if the decoder knows it.
    fn label(&self, label: &str) -> Option<&'static str>;
    /// `bytes` decoded from the character set `label`, and whether some were not valid.
    fn decode(&self, label: &str, bytes: &[u8]) -> Option<(String, bool)>;
}

static INSTALLED: std::sync::OnceLock<&'static dyn Decoders> = std::sync::OnceLock::new();

/// Reads other character sets with `decoders` from now on (once; later calls are ignored).
/// Without it, natively, `encoding_rs` decodes them; in WebAssembly they are read as unknown.
pub fn set_decoders(decoders: &'static dyn Decoders) {
    let _ = INSTALLED.set(decoders);
}

mod platform {
    use super::{Decoders, INSTALLED};

    fn decoders() -> Option<&'static dyn Decoders> {
        #[cfg(not(target_arch = "wasm32"))]
        return Some(*INSTALLED.get_or_init(|| &native::EncodingRs));
        #[cfg(target_arch = "wasm32")]
        return INSTALLED.get().copied();
    }

    pub(super) fn label(label: &str) -> Option<&'static str> {
        decoders()?.label(label)
    }

    pub(super) fn decode(label: &str, bytes: &[u8]) -> Option<(String, bool)> {
        decoders()?.decode(label, bytes)
    }

    #[cfg(not(target_arch = "wasm32"))]
    mod native {
        use encoding_rs::Encoding;

        /// The WHATWG decoders of the `encoding_rs` crate.
        pub(super) struct EncodingRs;

        impl super::Decoders for EncodingRs {
            fn label(&self, label: &str) -> Option<&'static str> {
                let encoding = Encoding::for_label(label.as_bytes())?;
                (encoding != encoding_rs::REPLACEMENT && encoding != encoding_rs::UTF_16LE && encoding != encoding_rs::UTF_16BE)
                    .then(|| encoding.name())
            }

            fn decode(&self, label: &str, bytes: &[u8]) -> Option<(String, bool)> {
                let encoding = Encoding::for_label(label.as_bytes())?;
                let (text, bad) = encoding.decode_without_bom_handling(bytes);
                Some((text.into_owned(), bad))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_servers_write_are_known() {
        for ca in ["GB2312", "gbk", "GB18030", "cp936"] {
            assert_eq!(Label::of(ca), Label::Decoder("gb18030"), "{ca}");
        }
        for ca in ["EUC-KR", "cp949", "KS_C_5601-1987"] {
            assert_eq!(Label::of(ca), Label::Decoder("euc-kr"), "{ca}");
        }
        assert_eq!(Label::of("SJIS"), Label::Decoder("shift_jis"));
        assert_eq!(Label::of(" UTF-8 "), Label::Utf8);
        assert_eq!(Label::of("Latin1"), Label::Latin1);
        assert_eq!(Label::of("UTF-16"), Label::Unknown);
        assert_eq!(Label::of("klingon"), Label::Unknown);
        assert_eq!(Label::of("iso-2022-kr"), Label::Unknown);
        assert!(matches!(Label::of("windows-1251"), Label::Decoder(_)));
    }

    #[test]
    fn the_declared_charset_is_the_ca_property() {
        assert_eq!(declared_charset(b"(;FF[4]CA[ gb2312 ]SZ[19])").as_deref(), Some("gb2312"));
        assert_eq!(declared_charset(b"(;XCA[nope]CA[UTF-8])").as_deref(), Some("UTF-8"));
        assert_eq!(declared_charset(b"(;C[no charset])"), None);
        assert_eq!(declared_charset(b"(;CA[\xc0\xee])"), None);
    }

    #[test]
    fn latin1_bytes_over_0x7f_read_as_windows_1252() {
        assert_eq!(latin1(b"\xb0 \xd7 \x80 \x93x\x94"), "\u{b0} \u{d7} \u{20ac} \u{201c}x\u{201d}");
    }
}
