//! Reading SGF text into a [`Collection`] of raw game trees, with a loop and an explicit
//! stack instead of recursion: strictly ([`parse`], [`parse_bytes`]), or leniently, reading
//! past what programs and old formats bend, with warnings ([`read`], [`read_text`]).

use std::borrow::Cow;

use super::charset::decode;
use super::error::{Pos, SgfError, Unfinished};
use super::value::{intern, Node, PropValue, Property};
use super::warning::{push, Lenient, Warning};
use super::{Collection, GameTree, NodeId, Tree, MAX_INPUT_BYTES, MAX_NODES};

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
/// use weiqi::sgf::parse;
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
/// use weiqi::sgf::{read_text, write, Warning};
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
/// use weiqi::sgf::parse_bytes;
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
/// use weiqi::sgf::{read, Warning};
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

fn check_size(bytes: usize) -> Result<(), SgfError> {
    if bytes > MAX_INPUT_BYTES {
        Err(SgfError::TooLarge { bytes })
    } else {
        Ok(())
    }
}

/// The longest piece of stray text quoted in a warning, in characters.
const QUOTE_CHARS: usize = 24;

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    nodes: usize,
    /// Where the game tree being read starts.
    tree_start: usize,
    /// Read past deviations (with warnings) instead of refusing them.
    lenient: bool,
    warnings: Vec<Warning>,
    /// The text ended inside a value (lenient mode).
    cut: bool,
}

impl Parser<'_> {
    fn run(text: &str, lenient: bool) -> Result<Lenient<Collection>, SgfError> {
        check_size(text.len())?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut parser = Parser {
            text,
            bytes: text.as_bytes(),
            pos: 0,
            nodes: 0,
            tree_start: 0,
            lenient,
            warnings: Vec::new(),
            cut: false,
        };
        let mut trees = Vec::new();
        while parser.skip_to_game_tree() {
            trees.push(parser.game_tree()?);
        }
        if trees.is_empty() {
            return Err(SgfError::NoGame);
        }
        Ok(Lenient { value: Collection { trees }, warnings: parser.warnings })
    }

    fn at(&self, offset: usize) -> Pos {
        Pos::locate(self.text, offset)
    }

    fn warn(&mut self, warning: Warning) {
        push(&mut self.warnings, warning);
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn skip_space(&mut self) {
        while self
            .peek()
            .is_some_and(|b| b.is_ascii_whitespace() || b == 0x0b)
        {
            self.pos += 1;
        }
    }

    /// Moves to the next `(` that starts a game tree; `false` at the end of the text.
    fn skip_to_game_tree(&mut self) -> bool {
        while let Some(i) = self.bytes[self.pos..].iter().position(|&b| b == b'(') {
            self.pos += i;
            let after = self.pos + 1;
            let next = self.bytes[after..]
                .iter()
                .find(|b| !b.is_ascii_whitespace());
            if next == Some(&b';') {
                return true;
            }
            self.pos = after;
        }
        self.pos = self.bytes.len();
        false
    }

    /// Skips text that is not SGF (lenient mode) up to the next `;`, `(` or `)` (or, inside
    /// a node, the next letter, which may start a property), a bracketed value at a time,
    /// and warns about it. Always moves on at least one byte.
    fn skip_stray(&mut self, in_node: bool) {
        let start = self.pos;
        while let Some(b) = self.peek() {
            match b {
                b';' | b'(' | b')' if self.pos > start => break,
                b if in_node && b.is_ascii_alphabetic() && self.pos > start => break,
                b'[' => {
                    self.pos += 1;
                    while let Some(c) = self.peek() {
                        self.pos += if c == b'\\' { 2 } else { 1 };
                        if c == b']' {
                            break;
                        }
                    }
                    self.pos = self.pos.min(self.bytes.len());
                }
                _ => self.pos += 1,
            }
        }
        // Only ASCII bytes stop the loop, so both ends are character boundaries.
        let skipped = self.text.get(start..self.pos).unwrap_or_default();
        self.stray(skipped, start);
    }

    /// Warns about the stray text `skipped`, found at `start`.
    fn stray(&mut self, skipped: &str, start: usize) {
        let trimmed = skipped.trim();
        let mut text: String = trimmed.chars().take(QUOTE_CHARS).collect();
        if trimmed.chars().count() > QUOTE_CHARS {
            text.push('\u{2026}');
        }
        let at = self.at(start);
        self.warn(Warning::StrayText { text, at, more: 0 });
    }

    /// Reads one game tree starting at its `(`.
    fn game_tree(&mut self) -> Result<GameTree, SgfError> {
        let start = self.pos;
        self.tree_start = start;
        self.pos += 1;
        // For each open `(`, the node its first node hangs from (`None` for the root).
        let mut open: Vec<Option<NodeId>> = vec![None];
        let mut tree: Option<GameTree> = None;
        let mut current: Option<NodeId> = None;
        let mut expect_node = true;
        let mut after_variation = false;
        loop {
            self.skip_space();
            let here = self.pos;
            let Some(b) = self.peek() else {
                if let (true, Some(tree)) = (self.lenient, tree.take()) {
                    if !self.cut {
                        let at = self.at(start);
                        self.warn(Warning::Unclosed { at });
                    }
                    return Ok(tree);
                }
                return Err(SgfError::UnexpectedEnd {
                    unfinished: Unfinished::GameTree,
                    at: self.at(start),
                });
            };
            match b {
                b';' => {
                    if after_variation {
                        if !self.lenient {
                            return Err(SgfError::NodeAfterVariation { at: self.at(here) });
                        }
                        let at = self.at(here);
                        self.warn(Warning::NodeAfterVariation { at, more: 0 });
                    }
                    self.pos += 1;
                    for node in self.node()? {
                        self.nodes += 1;
                        if self.nodes > MAX_NODES {
                            return Err(SgfError::TooManyNodes);
                        }
                        current = match (&mut tree, current) {
                            (Some(t), Some(parent)) => t.add_child(parent, node),
                            _ => {
                                tree = Some(Tree::new(node));
                                Some(NodeId::ROOT)
                            }
                        };
                    }
                    expect_node = false;
                    after_variation = false;
                }
                b'(' => {
                    if expect_node {
                        if !self.lenient {
                            return Err(SgfError::EmptyVariation { at: self.at(here) });
                        }
                        self.pos += 1;
                        self.stray("(", here);
                        continue;
                    }
                    self.pos += 1;
                    open.push(current);
                    expect_node = true;
                    after_variation = false;
                }
                b')' => {
                    if expect_node {
                        if !self.lenient || open.len() < 2 {
                            return Err(SgfError::EmptyVariation { at: self.at(here) });
                        }
                        let at = self.at(here);
                        self.warn(Warning::EmptyVariation { at, more: 0 });
                        self.pos += 1;
                        current = open.pop().flatten();
                        expect_node = false;
                        continue;
                    }
                    self.pos += 1;
                    let attach = open.pop().flatten();
                    if open.is_empty() {
                        return tree.ok_or(SgfError::EmptyVariation { at: self.at(start) });
                    }
                    current = attach;
                    after_variation = true;
                }
                _ if self.lenient => self.skip_stray(false),
                _ => return Err(self.unexpected(here)),
            }
        }
    }

    /// Reads the properties of a node; the `;` has been consumed. Strictly, one node; in
    /// lenient mode a node with several moves comes back as one node per move.
    fn node(&mut self) -> Result<Vec<Node>, SgfError> {
        let start = self.pos.saturating_sub(1);
        let mut props = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some(b) if b.is_ascii_alphabetic() => {
                    if let Some(prop) = self.property()? {
                        props.push(prop);
                    }
                }
                Some(b';' | b'(' | b')') | None => break,
                Some(_) if self.lenient => self.skip_stray(true),
                Some(_) => break,
            }
        }
        if !self.lenient {
            return Ok(vec![Node { props }]);
        }
        Ok(self.split_moves(props, start))
    }

    /// One node per move: the properties before the second move stay in the first node,
    /// each later move starts a node of its own with the properties after it.
    fn split_moves(&mut self, props: Vec<Property>, start: usize) -> Vec<Node> {
        let is_move = |p: &Property| matches!(p.ident(), "B" | "W");
        let moves: usize = props.iter().filter(|p| is_move(p)).map(|p| p.values().len()).sum();
        if moves <= 1 {
            return vec![Node { props }];
        }
        let at = self.at(start);
        self.warn(Warning::TwoMoves { at, more: 0 });
        let mut nodes = vec![Vec::new()];
        let mut has_move = false;
        for prop in props {
            if !is_move(&prop) {
                nodes.last_mut().expect("never empty").push(prop);
                continue;
            }
            for value in prop.values() {
                if has_move {
                    nodes.push(Vec::new());
                }
                let single = Property::from_parts(intern(prop.ident()), vec![value.clone()]);
                nodes.last_mut().expect("never empty").push(single);
                has_move = true;
            }
        }
        nodes.into_iter().map(|props| Node { props }).collect()
    }

    /// Reads a property (in lenient mode, `None` for a word without a value, which is
    /// stray text, or a property whose only value the text cuts short).
    fn property(&mut self) -> Result<Option<Property>, SgfError> {
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            self.pos += 1;
        }
        let written = &self.text[start..self.pos];
        let ident: Cow<'static, str> = if written.bytes().all(|b| b.is_ascii_uppercase()) {
            intern(written)
        } else {
            let capitals: String = written.chars().filter(char::is_ascii_uppercase).collect();
            if !capitals.is_empty() {
                intern(&capitals)
            } else if self.lenient {
                intern(&written.to_ascii_uppercase())
            } else {
                return Err(SgfError::BadIdentifier {
                    ident: written.to_string(),
                    at: Some(self.at(start)),
                });
            }
        };
        let mut values = Vec::new();
        loop {
            self.skip_space();
            if self.peek() != Some(b'[') {
                break;
            }
            match self.value(&ident)? {
                Some(value) => values.push(value),
                None => break,
            }
        }
        if values.is_empty() {
            if self.lenient {
                if !self.cut {
                    self.stray(written, start);
                }
                return Ok(None);
            }
            if self.peek().is_none() {
                return Err(SgfError::UnexpectedEnd {
                    unfinished: Unfinished::GameTree,
                    at: self.at(self.tree_start),
                });
            }
            return Err(SgfError::MissingValue {
                ident: ident.into_owned(),
                at: self.at(start),
            });
        }
        if self.lenient && written != ident {
            let (written, read_as) = (written.to_string(), ident.to_string());
            self.warn(Warning::OldNames { written, read_as, more: 0 });
        }
        Ok(Some(Property::from_parts(ident, values)))
    }

    /// Reads `[...]`, keeping escapes; the `[` is at `self.pos`. In lenient mode a value the
    /// text cuts short is `None`, with a warning.
    fn value(&mut self, ident: &str) -> Result<Option<PropValue>, SgfError> {
        let open = self.pos;
        let start = open + 1;
        let mut i = start;
        loop {
            match self.bytes.get(i) {
                Some(b']') => break,
                Some(b'\\') => i += 2,
                Some(_) => i += 1,
                None if self.lenient => {
                    self.pos = self.bytes.len();
                    self.cut = true;
                    let at = self.at(open);
                    self.warn(Warning::CutShort { ident: ident.to_string(), at });
                    return Ok(None);
                }
                None => {
                    return Err(SgfError::UnexpectedEnd {
                        unfinished: Unfinished::Value,
                        at: self.at(open),
                    })
                }
            }
        }
        self.pos = i + 1;
        // `start` follows `[` and `i` is at `]`: both are character boundaries.
        let raw = self
            .text
            .get(start..i)
            .ok_or_else(|| self.unexpected(start))?;
        Ok(Some(PropValue::from_checked(raw)))
    }

    fn unexpected(&self, offset: usize) -> SgfError {
        let found = self
            .text
            .get(offset..)
            .and_then(|s| s.chars().next())
            .unwrap_or('?');
        SgfError::UnexpectedChar {
            found,
            at: self.at(offset),
        }
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
            "The file ends before the game that starts on line 1 is closed with ')'."
        );
        assert_eq!(
            err("(;\nB[aa]5)"),
            "The file has an unexpected '5' on line 2."
        );
        assert_eq!(
            err("(;B\n)"),
            "The property B on line 1 has no value in brackets after it."
        );
        assert_eq!(
            err("(;\n\nadd[aa])"),
            "The property name \"add\" on line 3 has no capital letters."
        );
        assert_eq!(err("no game here (at all)"), "This file has no game in it.");
        assert_eq!(
            err("(;B[aa](;W[bb]"),
            "The file ends before the game that starts on line 1 is closed with ')'."
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
            "This file is written in the character set \u{201c}klingon\u{201d}, which this app does not know."
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
            let written = crate::sgf::write(&read.value);
            assert_eq!(parse(&written).unwrap(), read.value, "{text}");
        }
        let split = read_text("(;B[aa][bb]C[two]W[cc])").unwrap();
        assert_eq!(crate::sgf::write(&split.value), "(;B[aa]\n;B[bb]C[two];W[cc])\n");
    }
}
