//! Reading SGF text into a [`Collection`] of raw game trees, with a loop and an explicit
//! stack instead of recursion: strictly ([`parse`], [`parse_bytes`]), or leniently, reading
//! past what programs and old formats bend, with warnings ([`read`], [`read_text`]).

use super::charset::decode;
use super::error::SgfError;
use super::parser::Parser;
use super::warning::{push, Lenient, Warning};
use super::{Collection, MAX_INPUT_BYTES};

/// Reads SGF text (FF[1]–FF[4]) into its game trees, strictly: any syntax error refuses
/// the file (see [`read_text`] for the lenient reader).
///
/// A byte-order mark and any text before the first game tree (or between and after game
/// trees) are ignored; a game tree starts at a `(` followed, after optional white space, by
/// `;`. Line breaks may be `\n`, `\r\n` or `\r`. Old-style identifiers with lower-case
/// letters are shortened to their capitals (`AddBlack` → `AB`). Values are kept escaped
/// (see [`PropValue`]).
///
/// # Errors
/// [`SgfError::TooLarge`] over [`MAX_INPUT_BYTES`], [`SgfError::TooManyNodes`] over
/// [`MAX_NODES`], [`SgfError::NoGame`] if there is no game tree, and a syntax error with
/// its line otherwise.
///
/// # Examples
/// ```
/// use weiqi_sgf::parse;
/// let games = parse("\u{feff}(;FF[4]GM[1]SZ[9];B[ee](;W[cc])(;AddWhite[gg]))").unwrap();
/// let tree = &games.trees[0];
/// assert_eq!(tree.len(), 4);
/// let after_b = tree.children(tree.root())[0];
/// assert_eq!(tree.children(after_b).len(), 2);
/// let last = tree.children(after_b)[1];
/// assert_eq!(tree.get(last).unwrap().props[0].ident(), "AW");
/// ```
pub fn parse(text: &str) -> Result<Collection, SgfError> {
    Parser::run(text, false).map(|read| read.value)
}

/// Reads SGF text leniently: whatever holds a game is read, and each thing overlooked is a
/// [`Warning`]. Read past: a game tree never closed with `)` (or a file cut short inside a
/// value, which is left out); text that is not SGF between or inside nodes; empty
/// variations; a node after a closed variation (read as one more variation); property
/// names not in capitals (`AddBlack` → `AB`, `ab` → `AB`); a property name without a value
/// (skipped as stray text); two moves in one node (`B[tt]W[tt]`, or `B[aa][bb]`: split
/// into one node per move, the properties after a move going with it). What is read always
/// writes out as strict SGF that [`parse`] reads back the same.
///
/// # Errors
/// [`SgfError::TooLarge`], [`SgfError::TooManyNodes`], or [`SgfError::NoGame`] when there
/// is no game tree at all.
///
/// # Examples
/// ```
/// use weiqi_sgf::{read_text, write, Warning};
/// let read = read_text("(;gm[1]SZ[9];B[ee] junk ;W[cc]W[dd]").unwrap();
/// assert_eq!(write(&read.value), "(;GM[1]SZ[9]\n;B[ee];W[cc];W[dd])\n");
/// assert!(matches!(
///     &read.warnings[..],
///     [Warning::OldNames { .. }, Warning::StrayText { .. }, Warning::TwoMoves { .. }, Warning::Unclosed { .. }]
/// ));
/// ```
pub fn read_text(text: &str) -> Result<Lenient<Collection>, SgfError> {
    Parser::run(text, true)
}

/// Reads an SGF file's bytes strictly, decoded by their `CA` property (see [`read`] for
/// the character sets; without `CA`, bytes that are not UTF-8 are Latin-1, the SGF
/// default).
///
/// # Errors
/// [`SgfError::NotUtf8`] when `CA` names a character set this app does not know and the
/// bytes are not UTF-8, [`SgfError::BadText`] when bytes are not valid in the character
/// set, then as [`parse`].
///
/// # Examples
/// ```
/// use weiqi_sgf::parse_bytes;
/// let latin1 = b"(;CA[ISO-8859-1]PB[Jos\xe9])";
/// let games = parse_bytes(latin1).unwrap();
/// let pb = games.trees[0].root_data().get("PB").unwrap();
/// assert_eq!(pb.value().text(), "Jos\u{e9}");
/// ```
pub fn parse_bytes(bytes: &[u8]) -> Result<Collection, SgfError> {
    check_size(bytes.len())?;
    let (text, warnings) = decode(bytes);
    for warning in warnings {
        match warning {
            Warning::UnknownCharset { declared, .. } if !bytes.is_ascii() && std::str::from_utf8(bytes).is_err() => {
                return Err(SgfError::NotUtf8 { charset: Some(declared) })
            }
            Warning::BadBytes { charset } => return Err(SgfError::BadText { charset }),
            _ => {}
        }
    }
    parse(&text)
}

/// Reads an SGF file's bytes leniently: decoded by their `CA` property, then read as
/// [`read_text`] does.
///
/// The character sets: UTF-8; Latin-1 (`ISO-8859-1`, also the default when there is no
/// `CA` and the bytes are not UTF-8); GB2312, GBK and GB18030; EUC-KR and CP949; Shift_JIS;
/// EUC-JP; Big5; and the other labels of the WHATWG Encoding Standard. A byte-order mark
/// wins over `CA`. An unknown `CA` is read as UTF-8 when the bytes are valid UTF-8, else as
/// Latin-1, with a warning; bytes not valid in the character set become U+FFFD, with a
/// warning.
///
/// # Errors
/// As [`read_text`].
///
/// # Examples
/// ```
/// use weiqi_sgf::{read, Warning};
/// // "李" and "박" in GB2312 and EUC-KR.
/// let gb = read(b"(;CA[gb2312]PB[\xc0\xee])").unwrap();
/// assert_eq!(gb.value.trees[0].root_data().get("PB").unwrap().value().text(), "\u{674e}");
/// let kr = read(b"(;CA[euc-kr]PW[\xb9\xda])").unwrap();
/// assert_eq!(kr.value.trees[0].root_data().get("PW").unwrap().value().text(), "\u{bc15}");
/// // No CA and not UTF-8: Latin-1, the SGF default, with a warning.
/// let old = read(b"(;C[20\xb0 \xd7 3])").unwrap();
/// assert_eq!(old.value.trees[0].root_data().get("C").unwrap().value().text(), "20\u{b0} \u{d7} 3");
/// assert_eq!(old.warnings, [Warning::AssumedLatin1]);
/// ```
pub fn read(bytes: &[u8]) -> Result<Lenient<Collection>, SgfError> {
    check_size(bytes.len())?;
    let (text, mut warnings) = decode(bytes);
    let read = read_text(&text)?;
    for w in read.warnings {
        push(&mut warnings, w);
    }
    Ok(Lenient { value: read.value, warnings })
}

pub(super) fn check_size(bytes: usize) -> Result<(), SgfError> {
    if bytes > MAX_INPUT_BYTES {
        Err(SgfError::TooLarge { bytes })
    } else {
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    #[test]
    fn syntax_errors_say_where() {
        assert_eq!(err("(;B[aa]\n(;W[bb])\n;B[cc])"), "A node on line 3 comes after a variation has been closed; only another variation may follow.");
        assert_eq!(
            err("(;B[aa]()"),
            "A variation on line 1 has no moves in it."
        );
        assert_eq!(
            err("(;B[aa]\n\n"),
            "The record ends before the game that starts on line 1 is closed with ')'."
        );
        assert_eq!(
            err("(;\nB[aa]5)"),
            "The record has an unexpected '5' on line 2."
        );
        assert_eq!(
            err("(;B\n)"),
            "The property B on line 1 has no value in brackets after it."
        );
        assert_eq!(
            err("(;\n\nadd[aa])"),
            "The property name \"add\" on line 3 has no capital letters."
        );
        assert_eq!(err("no game here (at all)"), "This record has no game in it.");
        assert_eq!(
            err("(;B[aa](;W[bb]"),
            "The record ends before the game that starts on line 1 is closed with ')'."
        );
    }

    #[test]
    fn character_sets_follow_ca() {
        // "李" in GB2312: read strictly and leniently, by CA.
        let gb = b"(;CA[GB2312]PB[\xc0\xee])";
        let pb = |c: &Collection| c.trees[0].root_data().get("PB").unwrap().value().text();
        assert_eq!(pb(&parse_bytes(gb).unwrap()), "\u{674e}");
        let lenient = read(gb).unwrap();
        assert_eq!(pb(&lenient.value), "\u{674e}");
        assert!(lenient.warnings.is_empty());
        // Without CA, bytes that are not UTF-8 are Latin-1, the SGF default.
        assert_eq!(parse_bytes(b"(;PB[\xff])").map(|c| pb(&c)).unwrap(), "\u{ff}");
        // A character set this app does not know is refused strictly, read leniently.
        let odd = b"(;CA[klingon]PB[\xc0\xee])";
        assert_eq!(
            parse_bytes(odd).unwrap_err().to_string(),
            "This record is written in the character set \u{201c}klingon\u{201d}, which this app does not know."
        );
        let lenient = read(odd).unwrap();
        assert_eq!(pb(&lenient.value), "\u{c0}\u{ee}");
        assert_eq!(
            lenient.warnings,
            [Warning::UnknownCharset { declared: "klingon".into(), read_as: super::super::Fallback::Latin1 }]
        );
        // Bytes not valid in the declared set.
        assert_eq!(
            parse_bytes(b"(;CA[UTF-8]C[\xff])").unwrap_err(),
            SgfError::BadText { charset: "UTF-8".into() }
        );
    }

    #[test]
    fn lenient_reading_writes_back_as_strict_sgf() {
        for text in [
            "(;B[aa](;W[bb]);W[cc])",
            "(;B[aa]()(;W[bb]))",
            "(;B[aa]((;W[bb])))",
            "(;B[aa] 5 W[bb];C[x",
            "(;add[aa]b[cc]hello)",
            "(;B[aa][bb]C[two]W[cc])",
        ] {
            let read = read_text(text).unwrap();
            assert!(!read.warnings.is_empty(), "{text}");
            let written = crate::write(&read.value);
            assert_eq!(parse(&written).unwrap(), read.value, "{text}");
        }
        let split = read_text("(;B[aa][bb]C[two]W[cc])").unwrap();
        assert_eq!(crate::write(&split.value), "(;B[aa]\n;B[bb]C[two];W[cc])\n");
    }
}
