//! Writing raw game trees back to canonical FF[4] text, with a loop and an explicit stack.

use super::value::Node;
use super::{Collection, GameTree, NodeId};

/// Lines are broken before a node, property or value that would start past this column.
const LINE_WIDTH: usize = 72;

/// Writes a collection as SGF text: one game tree after another, each ending in a newline.
///
/// Each node starts with `;`; a node with several children opens each variation on a new
/// line; values are written exactly as stored (they are always escaped, see
/// [`PropValue`](super::PropValue)). [`parse`](super::parse) reads the result back into an
/// equal collection.
///
/// # Examples
/// ```
/// use weiqi_sgf::{parse, write};
/// let games = parse("(;GM[1] ;B[ee] (;W[cc]C[a \\] b]) (;W[gg]))").unwrap();
/// let text = write(&games);
/// assert_eq!(text, "(;GM[1]\n;B[ee]\n(;W[cc]C[a \\] b])\n(;W[gg]))\n");
/// assert_eq!(parse(&text).unwrap(), games);
/// ```
pub fn write(collection: &Collection) -> String {
    let mut out = String::new();
    for tree in &collection.trees {
        write_tree_into(tree, &mut out);
    }
    out
}

/// Writes a single game tree, ending in a newline.
///
/// # Examples
/// ```
/// use weiqi_sgf::{write_tree, GameTree, Node, Property};
/// let mut tree = GameTree::new(Node::new(vec![Property::text("GM", "1").unwrap()]));
/// tree.add_child(tree.root(), Node::new(vec![Property::text("B", "dd").unwrap()]));
/// assert_eq!(write_tree(&tree), "(;GM[1]\n;B[dd])\n");
/// ```
pub fn write_tree(tree: &GameTree) -> String {
    let mut out = String::new();
    write_tree_into(tree, &mut out);
    out
}

enum Task {
    /// Write this node, then what follows it.
    Node(NodeId),
    /// Start a variation on a new line, then write its first node.
    Open(NodeId),
    /// Close a variation.
    Close,
}

fn write_tree_into(tree: &GameTree, out: &mut String) {
    let line_start = out.len();
    let mut w = Writer { out, line_start };
    w.out.push('(');
    let mut stack = vec![Task::Close, Task::Node(tree.root())];
    while let Some(task) = stack.pop() {
        match task {
            Task::Close => w.out.push(')'),
            Task::Open(id) => {
                w.newline();
                w.out.push('(');
                stack.push(Task::Node(id));
            }
            Task::Node(id) => {
                if let Some(node) = tree.get(id) {
                    w.node(node);
                }
                match tree.children(id) {
                    [] => {}
                    [only] => {
                        if id == tree.root() {
                            // The game information gets a line of its own.
                            w.newline();
                        }
                        stack.push(Task::Node(*only));
                    }
                    many => {
                        for &child in many.iter().rev() {
                            stack.push(Task::Close);
                            stack.push(Task::Open(child));
                        }
                    }
                }
            }
        }
    }
    w.out.push('\n');
}

struct Writer<'a> {
    out: &'a mut String,
    /// Byte offset where the current line starts.
    line_start: usize,
}

impl Writer<'_> {
    fn newline(&mut self) {
        self.out.push('\n');
        self.line_start = self.out.len();
    }

    /// Breaks the line if it is already long.
    fn wrap(&mut self) {
        if self.out.len() - self.line_start >= LINE_WIDTH {
            self.newline();
        }
    }

    fn node(&mut self, node: &Node) {
        if !self.out.ends_with('(') {
            self.wrap();
        }
        self.out.push(';');
        for prop in &node.props {
            self.wrap();
            self.out.push_str(prop.ident());
            for value in prop.values() {
                self.wrap();
                self.out.push('[');
                self.out.push_str(value.raw());
                self.out.push(']');
                if let Some(i) = value.raw().rfind(['\n', '\r']) {
                    // A value with a line break in it: the line now starts after that break.
                    self.line_start = self.out.len() - (value.raw().len() - i - 1) - 1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::parse;

    use super::*;

    #[test]
    fn long_main_lines_wrap() {
        let mut text = String::from("(;SZ[19]");
        for i in 0..40 {
            let c = (b'a' + (i % 19) as u8) as char;
            text.push_str(&format!(";{}[{c}{c}]", if i % 2 == 0 { 'B' } else { 'W' }));
        }
        text.push(')');
        let games = parse(&text).unwrap();
        let out = write(&games);
        assert!(out.lines().all(|l| l.len() <= LINE_WIDTH + 8), "{out}");
        assert!(out.starts_with("(;SZ[19]\n;B[aa];W[bb]"));
        assert_eq!(parse(&out).unwrap(), games);
    }
}
