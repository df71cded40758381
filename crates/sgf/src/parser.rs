//! The SGF syntax reader behind [`parse`](super::parse) and
//! [`read_text`](super::read_text): one loop with an explicit stack instead of recursion,
//! strict (the first deviation is an error) or lenient (deviations are read past, each with a
//! [`Warning`]).

use std::borrow::Cow;

use super::error::{Pos, SgfError, Unfinished};
use super::parse::check_size;
use super::value::{intern, Node, PropValue, Property};
use super::warning::{push, Lenient, Warning};
use super::{Collection, GameTree, NodeId, Tree, MAX_NODES};

/// The longest piece of stray text quoted in a warning, in characters.
const QUOTE_CHARS: usize = 24;

pub(super) struct Parser<'a> {
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
    pub(super) fn run(text: &str, lenient: bool) -> Result<Lenient<Collection>, SgfError> {
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
