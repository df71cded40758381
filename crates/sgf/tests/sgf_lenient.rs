#![cfg(not(target_arch = "wasm32"))]
//! The records people really have: files in the character sets of Chinese, Korean and
//! Japanese servers, old Latin-1 files, and files that bend the format, read leniently with a
//! typed warning for each thing overlooked. Every file is made by the test; the bytes of the
//! East Asian ones come from `encoding_rs`, the decoder the app uses natively.

use weiqi_sgf::{parse, read, read_text, write, Fallback, GameRecord, Warning};

/// `text` encoded in `charset` (a WHATWG label), checked to be a real encoding of it.
fn encoded(text: &str, charset: &str) -> Vec<u8> {
    let encoding = encoding_rs::Encoding::for_label(charset.as_bytes()).unwrap();
    let (bytes, _, unmappable) = encoding.encode(text);
    assert!(!unmappable, "{text} in {charset}");
    assert!(std::str::from_utf8(&bytes).is_err(), "the {charset} bytes are not UTF-8 by chance");
    bytes.into_owned()
}

fn record(bytes: &[u8]) -> (GameRecord, Vec<Warning>) {
    let read = GameRecord::read(bytes).unwrap_or_else(|e| panic!("{e}"));
    (read.value, read.warnings)
}

#[test]
fn a_gb2312_record_from_a_chinese_server_reads_its_names_and_comments() {
    let text = "(;GM[1]FF[4]CA[gb2312]SZ[19]PB[柯洁]PW[古力]C[中国围棋]GN[名人战];B[pd];W[dp]C[好棋])";
    let bytes = encoded(text, "gb2312");
    let (r, warnings) = record(&bytes);
    assert_eq!(warnings, []);
    assert_eq!(r.info.black.as_deref(), Some("柯洁"));
    assert_eq!(r.info.white.as_deref(), Some("古力"));
    assert_eq!(r.info.game_name.as_deref(), Some("名人战"));
    assert_eq!(r.root().comment.as_deref(), Some("中国围棋"));
    assert_eq!(r.main_line().nth(2).unwrap().comment.as_deref(), Some("好棋"));
    // GBK and GB18030 name the same decoder (GB18030 holds the others).
    for ca in ["GBK", "GB18030", "cp936"] {
        let (again, _) = record(&encoded(&text.replace("gb2312", ca), "gb18030"));
        assert_eq!(again.info.black.as_deref(), Some("柯洁"), "{ca}");
    }
}

#[test]
fn an_euc_kr_record_from_a_korean_server_reads_its_names() {
    for ca in ["euc-kr", "CP949", "KS_C_5601-1987"] {
        let text = format!("(;CA[{ca}]SZ[19]PB[이세돌]PW[박정환]C[바둑];B[pd])");
        let (r, warnings) = record(&encoded(&text, "euc-kr"));
        assert_eq!(warnings, [], "{ca}");
        assert_eq!(r.info.black.as_deref(), Some("이세돌"), "{ca}");
        assert_eq!(r.info.white.as_deref(), Some("박정환"), "{ca}");
        assert_eq!(r.root().comment.as_deref(), Some("바둑"), "{ca}");
    }
}

#[test]
fn a_shift_jis_record_reads_even_where_a_second_byte_is_a_backslash() {
    // "ソ" is 0x83 0x5C in Shift_JIS: its second byte is `\`, which a reader of the raw
    // bytes would take for an escape of the closing bracket.
    let text = "(;CA[Shift_JIS]SZ[19]PB[井山裕太]PW[ソ]C[囲碁の対局];B[pd])";
    let bytes = encoded(text, "shift_jis");
    assert!(bytes.windows(3).any(|w| w == b"\x83\x5c]"));
    let (r, warnings) = record(&bytes);
    assert_eq!(warnings, []);
    assert_eq!(r.info.black.as_deref(), Some("井山裕太"));
    assert_eq!(r.info.white.as_deref(), Some("ソ"));
    assert_eq!(r.root().comment.as_deref(), Some("囲碁の対局"));
    assert_eq!(r.main_moves().len(), 1);
}

#[test]
fn a_latin1_file_without_ca_reads_as_latin1_the_sgf_default() {
    // "20°" and "3×3" in Latin-1: 0xB0 and 0xD7, not UTF-8.
    let bytes = b"(;FF[3]SZ[9]PB[Ren\xe9]C[Komi at 20\xb0C, a 3\xd73 corner];B[ee])";
    let (r, warnings) = record(bytes);
    assert_eq!(r.info.black.as_deref(), Some("René"));
    assert_eq!(r.root().comment.as_deref(), Some("Komi at 20°C, a 3×3 corner"));
    assert_eq!(warnings, [Warning::AssumedLatin1]);
    // Declared, it is read the same and nothing needs saying.
    let declared = b"(;CA[ISO-8859-1]SZ[9]C[20\xb0 3\xd73])";
    let (r, warnings) = record(declared);
    assert_eq!(r.root().comment.as_deref(), Some("20° 3×3"));
    assert_eq!(warnings, []);
    // A file re-saved as UTF-8 that kept its old CA reads as UTF-8, and says so.
    let (r, warnings) = record("(;CA[ISO-8859-1]SZ[9]C[20° 3×3])".as_bytes());
    assert_eq!(r.root().comment.as_deref(), Some("20° 3×3"));
    assert_eq!(warnings, [Warning::DeclaredButUtf8 { declared: "ISO-8859-1".into() }]);
}

#[test]
fn an_unknown_character_set_falls_back_and_says_so() {
    let (r, warnings) = record(b"(;CA[Klingon]PB[Kor\xe9])");
    assert_eq!(r.info.black.as_deref(), Some("Koré"));
    assert_eq!(warnings, [Warning::UnknownCharset { declared: "Klingon".into(), read_as: Fallback::Latin1 }]);
    let (r, warnings) = record("(;CA[Klingon]PB[Koré])".as_bytes());
    assert_eq!(r.info.black.as_deref(), Some("Koré"));
    assert_eq!(warnings, [Warning::UnknownCharset { declared: "Klingon".into(), read_as: Fallback::Utf8 }]);
    assert_eq!(
        warnings[0].to_string(),
        "The file says it is written in the character set \u{201c}Klingon\u{201d}, which this app does not know; it was read as UTF-8, so some letters may look wrong."
    );
    // Bytes that are not valid in the declared set are marked, never refused.
    let (r, warnings) = record(b"(;CA[UTF-8]PB[Jo\xffe])");
    assert_eq!(r.info.black.as_deref(), Some("Jo\u{fffd}e"));
    assert_eq!(warnings, [Warning::BadBytes { charset: "UTF-8".into() }]);
}

#[test]
fn a_record_whose_last_bracket_is_missing_loads_what_is_there() {
    let (r, warnings) = record(b"(;GM[1]SZ[9]\n;B[ee]\n;W[cc]\n;B[gg]");
    assert_eq!(r.main_moves().len(), 3);
    assert!(matches!(warnings[..], [Warning::Unclosed { at }] if at.line == 1), "{warnings:?}");
    assert_eq!(
        warnings[0].to_string(),
        "The record ends before the game that starts on line 1 is closed with ')'; everything up to the end was read."
    );
    // Cut short inside a value: that value is left out, the moves before it are kept.
    let (r, warnings) = record(b"(;SZ[9];B[ee];W[cc]C[a long comm");
    assert_eq!(r.main_moves().len(), 2);
    assert!(r.main_line().all(|n| n.comment.is_none()));
    assert!(matches!(&warnings[..], [Warning::CutShort { ident, .. }] if ident == "C"), "{warnings:?}");
}

#[test]
fn two_moves_in_one_node_are_read_one_after_the_other() {
    let (r, warnings) = record(b"(;SZ[19];B[pd];W[dp]\n;B[tt]W[tt])");
    let moves = r.main_moves();
    assert_eq!(moves.len(), 4);
    assert!(moves[2].is_pass() && moves[3].is_pass());
    assert_eq!(r.main_line().count(), 5);
    assert!(matches!(warnings[..], [Warning::TwoMoves { at, more: 0 }] if at.line == 2), "{warnings:?}");
    // Each later move takes the properties written after it.
    let (r, _) = record(b"(;SZ[9];B[ee]C[first]W[cc]C[second])");
    let comments: Vec<_> = r.main_line().map(|n| n.comment.clone()).collect();
    assert_eq!(comments, [None, Some("first".into()), Some("second".into())]);
    // The strict reader still refuses the file.
    assert!(GameRecord::parse("(;SZ[19];B[tt]W[tt])").is_err());
}

#[test]
fn stray_text_between_nodes_is_skipped_with_a_warning() {
    let text = "(;SZ[9];B[ee] 12. ;W[cc] (see diagram) ;B[gg]) trailing words";
    let read = read_text(text).unwrap();
    let r = GameRecord::from_collection(&read.value).unwrap();
    assert_eq!(r.main_moves().len(), 3);
    // "(see diagram)" opens a variation with no node in it: its words are stray text, and
    // the variation is empty. Text after the last game tree is not part of any game.
    assert_eq!(
        read.warnings,
        [
            Warning::StrayText { text: "12.".into(), at: read_at(text, "12."), more: 1 },
            Warning::EmptyVariation { at: read_at(text, ") ;B"), more: 0 },
        ]
    );
    assert!(read.warnings[0].to_string().starts_with("Line 1 has text that is not part of a game record (\u{201c}12.\u{201d}); it was skipped."));
}

fn read_at(text: &str, part: &str) -> weiqi_sgf::Pos {
    weiqi_sgf::Pos { offset: text.find(part).unwrap(), line: 1 }
}

#[test]
fn lower_case_property_names_from_ff3_are_read_by_their_capitals() {
    // FF[3] ignores lower-case letters (`AddBlack` is `AB`, `aB` is `B`); a name with no
    // capital at all (`ab`, `w`) is read in capitals.
    let text = "(;FF[3]GaMe[1]SZ[9]AddBlack[cc][gc]ab[ee];Black[dd];w[ff];aB[gg])";
    let read = read_text(text).unwrap();
    let r = GameRecord::from_collection(&read.value).unwrap();
    assert_eq!(r.root().setup.black.len(), 3);
    let moves: Vec<String> = r.main_moves().iter().map(|m| format!("{:?}", m.color)).collect();
    assert_eq!(moves, ["Black", "White", "Black"]);
    assert!(matches!(&read.warnings[..], [Warning::OldNames { written, read_as, more: 5 }]
        if written == "GaMe" && read_as == "GM"), "{:?}", read.warnings);
    assert_eq!(
        read.warnings[0].to_string(),
        "Property names in the old style, not in capitals, were read by their capitals (GaMe as GM, and 5 more)."
    );
}

#[test]
fn what_the_lenient_reader_reads_writes_back_as_strict_sgf() {
    let bytes = encoded("(;CA[gbk]PB[柯洁]ab[aa];B[bb]W[cc] x ;W[dd]()", "gbk");
    let read = read(&bytes).unwrap();
    let again = parse(&write(&read.value)).unwrap();
    assert_eq!(again, read.value);
    assert_eq!(again.trees[0].root_data().get("PB").unwrap().value().text(), "柯洁");
}

#[test]
fn other_character_sets_read_the_same_as_in_the_browser() {
    // The cases of tests/wasm_sgf_charsets.rs, decoded here by encoding_rs.
    let big5 = record(b"(;CA[Big5]PB[\xa9\x50\xab\x54\xbe\xb1])").0;
    assert_eq!(big5.info.black.as_deref(), Some("周俊勳"));
    let cyrillic = record(b"(;CA[windows-1251]PB[\xcf\xf0\xe8\xe2\xe5\xf2])").0;
    assert_eq!(cyrillic.info.black.as_deref(), Some("Привет"));
    let (bad, warnings) = record(b"(;CA[EUC-KR]PB[\xc0\xcc\xff])");
    assert_eq!(warnings, [Warning::BadBytes { charset: "EUC-KR".into() }]);
    assert!(bad.info.black.unwrap().starts_with('이'));
}
