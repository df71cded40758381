//! Reading SGF text into a [`Collection`] of raw game trees, with a loop and an explicit
//! stack instead of recursion.

use super::error::{Pos, SgfError, Unfinished};
use super::value::{intern, Node, PropValue, Property};
use super::{Collection, GameTree, NodeId, Tree, MAX_INPUT_BYTES, MAX_NODES};

/// Reads SGF text (FF[1]–FF[4]) into its game trees.
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
    check_size(text.len())?;
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut parser = Parser {
        text,
        bytes: text.as_bytes(),
        pos: 0,
        nodes: 0,
        tree_start: 0,
    };
    let mut trees = Vec::new();
    while parser.skip_to_game_tree() {
        trees.push(parser.game_tree()?);
    }
    if trees.is_empty() {
        return Err(SgfError::NoGame);
    }
    Ok(Collection { trees })
}

/// Reads an SGF file's bytes: UTF-8 (with or without a byte-order mark), or Latin-1 when
/// the file is not valid UTF-8 and declares `CA[ISO-8859-1]` (or `Latin1`, `Windows-1252`).
///
/// # Errors
/// [`SgfError::NotUtf8`] for other encodings, then as [`parse`].
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
    match std::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        Err(_) => {
            let charset = declared_charset(bytes);
            let latin = charset
                .as_deref()
                .map(str::to_ascii_lowercase)
                .is_some_and(|c| {
                    let c = c.replace(['-', '_', ' '], "");
                    matches!(
                        c.as_str(),
                        "iso88591" | "latin1" | "windows1252" | "cp1252" | "l1"
                    )
                });
            if latin {
                let text: String = bytes.iter().map(|&b| b as char).collect();
                parse(&text)
            } else {
                Err(SgfError::NotUtf8 { charset })
            }
        }
    }
}

fn check_size(bytes: usize) -> Result<(), SgfError> {
    if bytes > MAX_INPUT_BYTES {
        Err(SgfError::TooLarge { bytes })
    } else {
        Ok(())
    }
}

/// The value of the first `CA[...]` in the file, if any (ASCII only).
fn declared_charset(bytes: &[u8]) -> Option<String> {
    let at = bytes.windows(3).position(|w| w == b"CA[")?;
    let rest = &bytes[at + 3..];
    let end = rest.iter().position(|&b| b == b']')?;
    let value = &rest[..end.min(40)];
    value
        .is_ascii()
        .then(|| String::from_utf8_lossy(value).trim().to_string())
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    pos: usize,
    nodes: usize,
    /// Where the game tree being read starts.
    tree_start: usize,
}

impl Parser<'_> {
    fn at(&self, offset: usize) -> Pos {
        Pos::locate(self.text, offset)
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
                return Err(SgfError::UnexpectedEnd {
                    unfinished: Unfinished::GameTree,
                    at: self.at(start),
                });
            };
            match b {
                b';' => {
                    if after_variation {
                        return Err(SgfError::NodeAfterVariation { at: self.at(here) });
                    }
                    self.nodes += 1;
                    if self.nodes > MAX_NODES {
                        return Err(SgfError::TooManyNodes);
                    }
                    self.pos += 1;
                    let node = self.node()?;
                    current = match (&mut tree, current) {
                        (Some(t), Some(parent)) => t.add_child(parent, node),
                        _ => {
                            tree = Some(Tree::new(node));
                            Some(NodeId::ROOT)
                        }
                    };
                    expect_node = false;
                }
                b'(' => {
                    if expect_node {
                        return Err(SgfError::EmptyVariation { at: self.at(here) });
                    }
                    self.pos += 1;
                    open.push(current);
                    expect_node = true;
                    after_variation = false;
                }
                b')' => {
                    if expect_node {
                        return Err(SgfError::EmptyVariation { at: self.at(here) });
                    }
                    self.pos += 1;
                    let attach = open.pop().flatten();
                    if open.is_empty() {
                        return tree.ok_or(SgfError::EmptyVariation { at: self.at(start) });
                    }
                    current = attach;
                    after_variation = true;
                }
                _ => return Err(self.unexpected(here)),
            }
        }
    }

    /// Reads the properties of a node; the `;` has been consumed.
    fn node(&mut self) -> Result<Node, SgfError> {
        let mut props = Vec::new();
        loop {
            self.skip_space();
            match self.peek() {
                Some(b) if b.is_ascii_alphabetic() => props.push(self.property()?),
                _ => return Ok(Node { props }),
            }
        }
    }

    fn property(&mut self) -> Result<Property, SgfError> {
        let start = self.pos;
        while self.peek().is_some_and(|b| b.is_ascii_alphabetic()) {
            self.pos += 1;
        }
        let written = &self.text[start..self.pos];
        let ident = if written.bytes().all(|b| b.is_ascii_uppercase()) {
            intern(written)
        } else {
            intern(
                &written
                    .chars()
                    .filter(char::is_ascii_uppercase)
                    .collect::<String>(),
            )
        };
        if ident.is_empty() {
            return Err(SgfError::BadIdentifier {
                ident: written.to_string(),
                at: Some(self.at(start)),
            });
        }
        let mut values = Vec::new();
        loop {
            self.skip_space();
            if self.peek() != Some(b'[') {
                break;
            }
            values.push(self.value()?);
        }
        if values.is_empty() && self.peek().is_none() {
            return Err(SgfError::UnexpectedEnd {
                unfinished: Unfinished::GameTree,
                at: self.at(self.tree_start),
            });
        }
        if values.is_empty() {
            return Err(SgfError::MissingValue {
                ident: ident.into_owned(),
                at: self.at(start),
            });
        }
        Ok(Property::from_parts(ident, values))
    }

    /// Reads `[...]`, keeping escapes; the `[` is at `self.pos`.
    fn value(&mut self) -> Result<PropValue, SgfError> {
        let open = self.pos;
        let start = open + 1;
        let mut i = start;
        loop {
            match self.bytes.get(i) {
                Some(b']') => break,
                Some(b'\\') => i += 2,
                Some(_) => i += 1,
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
        Ok(PropValue::from_checked(raw))
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
    fn other_encodings_are_named() {
        let gb = b"(;CA[GB2312]PB[\xc0\xee])";
        assert_eq!(
            parse_bytes(gb).unwrap_err().to_string(),
            "This file is written in the GB2312 character set; this app reads only UTF-8 (or Latin-1) files."
        );
        assert_eq!(
            parse_bytes(b"(;C[\xff])").unwrap_err(),
            SgfError::NotUtf8 { charset: None }
        );
    }
}
