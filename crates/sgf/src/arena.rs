//! An arena tree: nodes in one `Vec`, linked by index, walked and compared without recursion.

use std::fmt;

/// The index of a node in a [`Tree`]. The first node (the root) is always `NodeId::ROOT`.
///
/// Ids are handed out in creation order, so a parent's id is always smaller than its
/// children's. In a parsed tree that order is the file's.
///
/// # Examples
/// ```
/// use weiqi_sgf::{parse, NodeId};
/// let tree = &parse("(;GM[1];B[aa](;W[bb])(;W[cc]))").unwrap().trees[0];
/// let b = tree.children(NodeId::ROOT)[0];
/// let ids: Vec<usize> = tree.children(b).iter().map(|id| id.index()).collect();
/// assert_eq!(ids, [2, 3]);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct NodeId(u32);

impl NodeId {
    /// The root node of every tree.
    pub const ROOT: NodeId = NodeId(0);

    /// The position of the node in creation (for parsed trees: file) order, from 0.
    #[inline]
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

impl fmt::Display for NodeId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "node {}", self.0)
    }
}

#[derive(Clone, Debug)]
struct Slot<T> {
    data: T,
    parent: Option<NodeId>,
    children: Vec<NodeId>,
}

/// A rooted tree of `T`, stored flat so that building, walking, cloning, comparing and
/// dropping it never recurse, however deep it is.
///
/// Equality is structural: two trees are equal when their roots hold equal data and have
/// equal children in the same order, whatever order their nodes were created in.
///
/// # Examples
/// ```
/// use weiqi_sgf::Tree;
/// let mut t = Tree::new("root");
/// let a = t.add_child(t.root(), "a").unwrap();
/// t.add_child(t.root(), "b").unwrap();
/// t.add_child(a, "a1").unwrap();
/// let main: Vec<_> = t.main_line().map(|id| *t.get(id).unwrap()).collect();
/// assert_eq!(main, ["root", "a", "a1"]);
/// let all: Vec<_> = t.preorder().map(|id| *t.get(id).unwrap()).collect();
/// assert_eq!(all, ["root", "a", "a1", "b"]);
/// ```
#[derive(Clone, Debug)]
pub struct Tree<T> {
    slots: Vec<Slot<T>>,
}

impl<T> Tree<T> {
    /// A tree holding only its root.
    pub fn new(root: T) -> Tree<T> {
        Tree {
            slots: vec![Slot {
                data: root,
                parent: None,
                children: Vec::new(),
            }],
        }
    }

    /// The root's id, [`NodeId::ROOT`].
    #[inline]
    pub fn root(&self) -> NodeId {
        NodeId::ROOT
    }

    /// The number of nodes (at least 1).
    #[inline]
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    /// Always `false`: a tree has at least its root.
    #[inline]
    pub fn is_empty(&self) -> bool {
        false
    }

    /// The data at `id`, or `None` for an id that does not belong to this tree.
    #[inline]
    pub fn get(&self, id: NodeId) -> Option<&T> {
        self.slots.get(id.index()).map(|s| &s.data)
    }

    /// The data at `id`, mutably.
    #[inline]
    pub fn get_mut(&mut self, id: NodeId) -> Option<&mut T> {
        self.slots.get_mut(id.index()).map(|s| &mut s.data)
    }

    /// The root's data.
    pub fn root_data(&self) -> &T {
        &self.slots[0].data
    }

    /// The root's data, mutably.
    pub fn root_data_mut(&mut self) -> &mut T {
        &mut self.slots[0].data
    }

    /// The parent of `id` (`None` for the root and for foreign ids).
    #[inline]
    pub fn parent(&self, id: NodeId) -> Option<NodeId> {
        self.slots.get(id.index()).and_then(|s| s.parent)
    }

    /// The children of `id`, the main line first (empty for leaves and foreign ids).
    #[inline]
    pub fn children(&self, id: NodeId) -> &[NodeId] {
        self.slots.get(id.index()).map_or(&[], |s| &s.children)
    }

    /// Adds `data` as the last child of `parent` and returns its id, or `None` if `parent`
    /// is not in this tree (or the tree already holds `u32::MAX` nodes).
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::Tree;
    /// let mut t = Tree::new('r');
    /// let a = t.add_child(t.root(), 'a').unwrap();
    /// let b = t.add_child(a, 'b').unwrap();
    /// assert_eq!(t.parent(b), Some(a));
    /// assert_eq!(t.path_to(b), [t.root(), a, b]);
    /// ```
    pub fn add_child(&mut self, parent: NodeId, data: T) -> Option<NodeId> {
        if parent.index() >= self.slots.len() || self.slots.len() >= u32::MAX as usize {
            return None;
        }
        let id = NodeId(self.slots.len() as u32);
        self.slots.push(Slot {
            data,
            parent: Some(parent),
            children: Vec::new(),
        });
        self.slots[parent.index()].children.push(id);
        Some(id)
    }

    /// Makes `id` the first child of its parent (the main line there), the others following
    /// in their order. Nothing happens for the root or a foreign id.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::Tree;
    /// let mut t = Tree::new('r');
    /// t.add_child(t.root(), 'a').unwrap();
    /// let b = t.add_child(t.root(), 'b').unwrap();
    /// t.make_first(b);
    /// let main: Vec<_> = t.main_line().map(|id| *t.get(id).unwrap()).collect();
    /// assert_eq!(main, ['r', 'b']);
    /// ```
    pub fn make_first(&mut self, id: NodeId) {
        let Some(parent) = self.parent(id) else { return };
        let children = &mut self.slots[parent.index()].children;
        if let Some(at) = children.iter().position(|&child| child == id) {
            children[..=at].rotate_right(1);
        }
    }

    /// Every id with its data, in creation order (parents before children).
    pub fn iter(&self) -> impl DoubleEndedIterator<Item = (NodeId, &T)> + ExactSizeIterator {
        self.slots
            .iter()
            .enumerate()
            .map(|(i, s)| (NodeId(i as u32), &s.data))
    }

    /// The main line: the root, then the first child each time, down to a leaf.
    pub fn main_line(&self) -> MainLine<'_, T> {
        MainLine {
            tree: self,
            next: Some(NodeId::ROOT),
        }
    }

    /// Every node, depth first, each node before its children and children in order (the
    /// order an SGF file lists them in).
    pub fn preorder(&self) -> Preorder<'_, T> {
        Preorder {
            tree: self,
            stack: vec![NodeId::ROOT],
        }
    }

    /// The ids from the root down to `id`, both included (empty for a foreign id).
    pub fn path_to(&self, id: NodeId) -> Vec<NodeId> {
        let mut path = Vec::new();
        if id.index() >= self.slots.len() {
            return path;
        }
        let mut at = Some(id);
        while let Some(n) = at {
            path.push(n);
            at = self.parent(n);
        }
        path.reverse();
        path
    }

    /// The same shape with each node's data transformed; ids are kept.
    pub fn map<U>(&self, mut f: impl FnMut(NodeId, &T) -> U) -> Tree<U> {
        let slots = self
            .slots
            .iter()
            .enumerate()
            .map(|(i, s)| Slot {
                data: f(NodeId(i as u32), &s.data),
                parent: s.parent,
                children: s.children.clone(),
            })
            .collect();
        Tree { slots }
    }

    /// Like [`Tree::map`], stopping at the first error. Nodes are visited in creation order,
    /// so a node's parent has always been visited before it.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::Tree;
    /// let mut t = Tree::new("1");
    /// t.add_child(t.root(), "2");
    /// let numbers = t.try_map(|_, s| s.parse::<u8>()).unwrap();
    /// assert_eq!(numbers.get(numbers.root()), Some(&1));
    /// t.add_child(t.root(), "x");
    /// assert!(t.try_map(|_, s| s.parse::<u8>()).is_err());
    /// ```
    pub fn try_map<U, E>(
        &self,
        mut f: impl FnMut(NodeId, &T) -> Result<U, E>,
    ) -> Result<Tree<U>, E> {
        let mut slots = Vec::with_capacity(self.slots.len());
        for (i, s) in self.slots.iter().enumerate() {
            slots.push(Slot {
                data: f(NodeId(i as u32), &s.data)?,
                parent: s.parent,
                children: s.children.clone(),
            });
        }
        Ok(Tree { slots })
    }
}

impl<T: Default> Default for Tree<T> {
    fn default() -> Self {
        Tree::new(T::default())
    }
}

impl<T: PartialEq> PartialEq for Tree<T> {
    fn eq(&self, other: &Self) -> bool {
        if self.len() != other.len() {
            return false;
        }
        let mut stack = vec![(NodeId::ROOT, NodeId::ROOT)];
        while let Some((a, b)) = stack.pop() {
            let (sa, sb) = (&self.slots[a.index()], &other.slots[b.index()]);
            if sa.data != sb.data || sa.children.len() != sb.children.len() {
                return false;
            }
            stack.extend(sa.children.iter().copied().zip(sb.children.iter().copied()));
        }
        true
    }
}

impl<T: Eq> Eq for Tree<T> {}

/// The iterator returned by [`Tree::main_line`]: the root, then each first child.
///
/// # Examples
/// ```
/// use weiqi_sgf::parse;
/// let tree = &parse("(;B[aa](;W[bb];B[cc])(;W[dd]))").unwrap().trees[0];
/// assert_eq!(tree.main_line().count(), 3);
/// ```
pub struct MainLine<'a, T> {
    tree: &'a Tree<T>,
    next: Option<NodeId>,
}

impl<T> Iterator for MainLine<'_, T> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let at = self.next?;
        self.next = self.tree.children(at).first().copied();
        Some(at)
    }
}

/// The iterator returned by [`Tree::preorder`]: every node in file order.
///
/// # Examples
/// ```
/// use weiqi_sgf::parse;
/// let tree = &parse("(;B[aa](;W[bb];B[cc])(;W[dd]))").unwrap().trees[0];
/// let order: Vec<usize> = tree.preorder().map(|id| id.index()).collect();
/// assert_eq!(order, [0, 1, 2, 3]);
/// ```
pub struct Preorder<'a, T> {
    tree: &'a Tree<T>,
    stack: Vec<NodeId>,
}

impl<T> Iterator for Preorder<'_, T> {
    type Item = NodeId;
    fn next(&mut self) -> Option<NodeId> {
        let at = self.stack.pop()?;
        self.stack
            .extend(self.tree.children(at).iter().rev().copied());
        Some(at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equality_ignores_creation_order() {
        let mut a = Tree::new(0);
        let a1 = a.add_child(a.root(), 1).unwrap();
        a.add_child(a.root(), 2).unwrap();
        a.add_child(a1, 3).unwrap();
        let mut b = Tree::new(0);
        let b1 = b.add_child(b.root(), 1).unwrap();
        b.add_child(b1, 3).unwrap();
        b.add_child(b.root(), 2).unwrap();
        assert_eq!(a, b);
        b.add_child(b1, 4).unwrap();
        assert_ne!(a, b);
    }

    #[test]
    fn foreign_ids_are_refused_quietly() {
        let mut t = Tree::new(());
        let far = NodeId(9);
        assert_eq!(t.get(far), None);
        assert_eq!(t.add_child(far, ()), None);
        assert!(t.children(far).is_empty());
        assert!(t.path_to(far).is_empty());
    }

    #[test]
    fn deep_chains_walk_and_drop_without_recursion() {
        let mut t = Tree::new(0u32);
        let mut at = t.root();
        for i in 1..200_000 {
            at = t.add_child(at, i).unwrap();
        }
        assert_eq!(t.main_line().count(), 200_000);
        assert_eq!(t.preorder().count(), 200_000);
        assert_eq!(t.path_to(at).len(), 200_000);
        assert_eq!(t.clone(), t);
        drop(t);
    }
}
