//! Game records in words: why a record could not be opened ([`SgfError`]), what the reader
//! overlooked in it ([`Warning`]), and set-up stones a game cannot start from.

use super::{say, Msg, Say};
use crate::rules::{Color, SetupError};
use crate::sgf::{group_thousands, megabyte_figure, Fallback, Place, PointUse, SgfError, Unfinished, Warning, MAX_GAME_MOVES, MAX_INPUT_BYTES, MAX_NODES};

/// A node of the record, as a player would look for it; `start` for the form that begins a
/// sentence.
fn place(p: &Place, start: bool) -> String {
    let at = match (p.node, p.move_number) {
        (0, _) => "first",
        (_, 0) => "before",
        _ => "after",
    };
    Msg::new(if start { "sgf-place-start" } else { "sgf-place" })
        .arg("where", at)
        .arg("node", p.node)
        .arg("move", p.move_number)
        .text()
}

impl Say for SgfError {
    fn msg(&self) -> Msg {
        use SgfError::*;
        match self {
            TooLarge { bytes } => Msg::new("sgf-too-large").arg("size", megabyte_figure(*bytes)).arg("limit", MAX_INPUT_BYTES / (1024 * 1024)),
            TooManyNodes => Msg::new("sgf-too-many-nodes").arg("max", group_thousands(MAX_NODES)),
            TooManyMoves { moves } => Msg::new("sgf-too-many-moves").arg("moves", group_thousands(*moves)).arg("max", group_thousands(MAX_GAME_MOVES)),
            NotUtf8 { charset: Some(charset) } => Msg::new("sgf-unknown-charset").arg("charset", charset),
            NotUtf8 { charset: None } => Msg::new("sgf-not-utf8"),
            BadText { charset } => Msg::new("sgf-bad-text").arg("charset", charset),
            NoGame => Msg::new("sgf-no-game"),
            UnexpectedEnd { unfinished: Unfinished::Value, at } => Msg::new("sgf-ends-in-value").arg("line", at.line),
            UnexpectedEnd { unfinished: Unfinished::GameTree, at } => Msg::new("sgf-ends-in-game").arg("line", at.line),
            UnexpectedChar { found, at } => Msg::new("sgf-unexpected-char").arg("found", quoted(&found.to_string(), '\'')).arg("line", at.line),
            EmptyVariation { at } => Msg::new("sgf-empty-variation").arg("line", at.line),
            NodeAfterVariation { at } => Msg::new("sgf-node-after-variation").arg("line", at.line),
            BadIdentifier { ident, at: Some(at) } => Msg::new("sgf-lowercase-name").arg("name", quoted(ident, '"')).arg("line", at.line),
            BadIdentifier { ident, at: None } => Msg::new("sgf-bad-name").arg("name", quoted(ident, '"')),
            MissingValue { ident, at } => Msg::new("sgf-missing-value").arg("name", ident).arg("line", at.line),
            BadRawValue { raw } => Msg::new("sgf-bad-raw-value").arg("raw", quoted(raw, '"')),
            NoValues { ident } => Msg::new("sgf-no-values").arg("name", ident),
            NotGo { game } => Msg::new("sgf-not-go").arg("game", game),
            BadSize { value } => Msg::new("sgf-bad-size").arg("value", value),
            NotSquare { cols, rows } => Msg::new("sgf-not-square").arg("cols", *cols).arg("rows", *rows),
            SizeOutOfRange { lines } => Msg::new("sgf-size-out-of-range").arg("lines", *lines),
            BadKomi { value } => Msg::new("sgf-bad-komi").arg("value", value),
            OddKomi { value } => Msg::new("sgf-odd-komi").arg("value", value),
            BadHandicap { value } => Msg::new("sgf-bad-handicap").arg("value", value),
            BadPlayer { value, place: p } => Msg::new("sgf-bad-player").arg("place", place(p, true)).arg("value", value),
            NotAPoint { ident, value, place: p } => {
                Msg::new("sgf-not-a-point").arg("place", place(p, true)).arg("name", ident).arg("value", value)
            }
            OffBoard { ident, value, used, size, place: p } => match used {
                PointUse::Move => Msg::new("sgf-move-off-board").arg("number", p.move_number),
                PointUse::Setup => Msg::new("sgf-stone-off-board").arg("place", place(p, true)),
                PointUse::Markup => Msg::new("sgf-mark-off-board").arg("place", place(p, true)),
            }
            .arg("name", ident)
            .arg("value", value)
            .arg("size", *size),
            TwoMoves { place: p } => Msg::new("sgf-two-moves").arg("place", place(p, true)),
        }
    }
}

impl Say for Warning {
    fn msg(&self) -> Msg {
        use Warning::*;
        // A kind that recurs says once how many more places it was seen in (`more`).
        let (first, more) = match self {
            AssumedLatin1 => (Msg::new("sgf-read-as-latin1"), 0),
            UnknownCharset { declared, read_as } => {
                let read_as = match read_as {
                    Fallback::Utf8 => "UTF-8",
                    Fallback::Latin1 => "Latin-1",
                };
                (Msg::new("sgf-read-unknown-charset").arg("declared", declared).arg("read_as", read_as), 0)
            }
            DeclaredButUtf8 { declared } => (Msg::new("sgf-read-as-utf8").arg("declared", declared), 0),
            BadBytes { charset } => (Msg::new("sgf-read-bad-bytes").arg("charset", charset), 0),
            Unclosed { at } => (Msg::new("sgf-read-unclosed").arg("line", at.line), 0),
            CutShort { ident, at } => {
                let what = match ident.as_str() {
                    "C" => "comment",
                    "B" | "W" => "move",
                    _ => "property",
                };
                (Msg::new("sgf-read-cut-short").arg("what", what).arg("name", ident).arg("line", at.line), 0)
            }
            // Its sentence counts the others itself.
            OldNames { written, read_as, more } => {
                (Msg::new("sgf-read-old-names").arg("written", written).arg("read_as", read_as).arg("more", *more), 0)
            }
            StrayText { text, at, more } => (Msg::new("sgf-read-stray-text").arg("text", text).arg("line", at.line), *more),
            EmptyVariation { at, more } => (Msg::new("sgf-read-empty-variation").arg("line", at.line), *more),
            NodeAfterVariation { at, more } => (Msg::new("sgf-read-node-after-variation").arg("line", at.line), *more),
            TwoMoves { at, more } => (Msg::new("sgf-read-two-moves").arg("line", at.line), *more),
        };
        match more {
            0 => first,
            more => Msg::new("sgf-read-and-more").arg("first", say(&first)).arg("more", more),
        }
    }
}

/// "The stones set up in node 3 (after move 2) cannot be played from: …"
pub fn bad_setup(node: usize, moves_before: usize, error: &SetupError) -> String {
    let SetupError::NoLiberties { color, group } = error;
    let place = place(&Place { node, move_number: moves_before as u32 }, false);
    let key = match color {
        Color::Black => "sgf-setup-black-no-liberties",
        Color::White => "sgf-setup-white-no-liberties",
    };
    Msg::new(key).arg("place", place).arg("stones", group.len()).text()
}

/// `text` between two `mark`s, as a record's own characters are quoted in a reason: a control
/// character (a line break, a tab) written as its code, `U+000A`, so that it can be seen.
fn quoted(text: &str, mark: char) -> String {
    let mut out = String::from(mark);
    for c in text.chars() {
        if c.is_control() {
            out.push_str(&format!("U+{:04X}", c as u32));
        } else {
            out.push(c);
        }
    }
    out.push(mark);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_record_s_characters_are_quoted_with_control_characters_shown() {
        assert_eq!(super::quoted("ab", '"'), "\"ab\"");
        assert_eq!(super::quoted("x", '\''), "'x'");
        assert_eq!(super::quoted("a\nb\t", '"'), "\"aU+000AbU+0009\"");
    }

    use super::*;
    use crate::rules::Point;
    use crate::sgf::Pos;

    fn every_error() -> Vec<SgfError> {
        use SgfError::*;
        let at = Pos { offset: 12, line: 3 };
        let s = |t: &str| t.to_string();
        let places = [Place { node: 0, move_number: 0 }, Place { node: 4, move_number: 0 }, Place { node: 7, move_number: 5 }];
        let mut errors = vec![
            TooLarge { bytes: 5_242_880 },
            TooManyNodes,
            TooManyMoves { moves: 100_000 },
            NotUtf8 { charset: Some(s("EBCDIC")) },
            NotUtf8 { charset: None },
            BadText { charset: s("GB18030") },
            NoGame,
            UnexpectedEnd { unfinished: Unfinished::Value, at },
            UnexpectedEnd { unfinished: Unfinished::GameTree, at },
            UnexpectedChar { found: '%', at },
            EmptyVariation { at },
            NodeAfterVariation { at },
            BadIdentifier { ident: s("ab"), at: Some(at) },
            BadIdentifier { ident: s("a1"), at: None },
            MissingValue { ident: s("KM"), at },
            BadRawValue { raw: s("a]b") },
            NoValues { ident: s("AB") },
            NotGo { game: s("3") },
            BadSize { value: s("big") },
            NotSquare { cols: 9, rows: 13 },
            SizeOutOfRange { lines: 37 },
            BadKomi { value: s("seven") },
            OddKomi { value: s("6.3") },
            BadHandicap { value: s("400") },
        ];
        for place in places {
            errors.push(BadPlayer { value: s("X"), place });
            errors.push(NotAPoint { ident: s("AB"), value: s("z9"), place });
            errors.push(TwoMoves { place });
            for used in [PointUse::Move, PointUse::Setup, PointUse::Markup] {
                errors.push(OffBoard { ident: s("B"), value: s("ss"), used, size: 9, place });
            }
        }
        errors
    }

    fn every_warning() -> Vec<Warning> {
        use Warning::*;
        let at = Pos { offset: 12, line: 3 };
        let s = |t: &str| t.to_string();
        let mut warnings = vec![
            AssumedLatin1,
            UnknownCharset { declared: s("EBCDIC"), read_as: Fallback::Latin1 },
            UnknownCharset { declared: s("EBCDIC"), read_as: Fallback::Utf8 },
            DeclaredButUtf8 { declared: s("ISO-8859-1") },
            BadBytes { charset: s("UTF-8") },
            Unclosed { at },
        ];
        for ident in ["C", "B", "GN"] {
            warnings.push(CutShort { ident: s(ident), at });
        }
        for more in [0, 1, 4] {
            warnings.push(StrayText { text: s("hello"), at, more });
            warnings.push(EmptyVariation { at, more });
            warnings.push(NodeAfterVariation { at, more });
            warnings.push(OldNames { written: s("AddBlack"), read_as: s("AB"), more });
            warnings.push(TwoMoves { at, more });
        }
        warnings
    }

    #[test]
    fn english_words_every_error_and_warning_as_the_reader_does() {
        for error in every_error() {
            assert_eq!(say(&error), error.to_string(), "{error:?}");
        }
        for warning in every_warning() {
            assert_eq!(say(&warning), warning.to_string(), "{warning:?}");
        }
    }

    #[test]
    fn set_up_stones_without_liberties_are_counted_in_words() {
        let error = |n: usize| SetupError::NoLiberties { color: Color::White, group: vec![Point::new(0, 0).unwrap(); n] };
        assert_eq!(
            bad_setup(0, 0, &error(1)),
            "The stones set up in the first node cannot be played from: a white group of one stone has no liberties."
        );
        assert_eq!(
            bad_setup(3, 2, &error(2)),
            "The stones set up in node 3 (after move 2) cannot be played from: a white group of 2 stones has no liberties."
        );
    }

    #[test]
    fn chinese_and_korean_name_the_node_in_their_own_words() {
        use crate::text::{set_catalog, Catalog, Locale};
        let error = SgfError::BadPlayer { value: "X".into(), place: Place { node: 7, move_number: 5 } };
        let warning = Warning::EmptyVariation { at: Pos { offset: 0, line: 3 }, more: 2 };
        for (locale, source, said_error, said_warning) in [
            (
                Locale::ZhHans,
                include_str!("../../content/zh-Hans/messages.ftl"),
                "第7个节点（第5手之后）写着轮到 PL[X] 下；应该是 B 或 W。",
                "第 3 行的一个变化里没有着手，已跳过。另有 2 处也是这样。",
            ),
            (
                Locale::Ko,
                include_str!("../../content/ko/messages.ftl"),
                "7번 노드(5수 뒤)에 둘 차례가 PL[X]로 적혀 있습니다. B나 W여야 합니다.",
                "3번째 줄의 변화에 수가 하나도 없어 건너뛰었습니다. 같은 일이 2곳 더 있습니다.",
            ),
        ] {
            set_catalog(Some(Catalog::parse(locale, source).0));
            assert_eq!((say(&error), say(&warning)), (said_error.to_string(), said_warning.to_string()));
        }
        set_catalog(None);
    }
}

