//! Monte Carlo tree search: UCT with RAVE (all-moves-as-first) statistics, move priors from
//! simple Go knowledge, the playout policy of [`super::playout`] below the tree, and the
//! ownership of every point gathered from the playouts.
//!
//! Nodes live in one arena (`Vec<Node>`); a node's children are contiguous. The arena has a
//! fixed cap, so memory is bounded: once it is full, leaves are no longer expanded and the
//! search goes on with playouts from them. Moving the root to a child after a move keeps
//! that child's subtree and drops the rest.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

use crate::rules::board::cell_of;
use crate::rules::point::CELLS;
use crate::rules::{Board, Color, Rng};

use super::playout::{area_score, Sim, PASS};
use super::prior;

/// One position in the tree, reached by `mv`. Statistics are from the side that played `mv`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    pub mv: u16,
    pub n_children: u16,
    pub first_child: u32,
    /// Real visits (playouts through this node).
    pub visits: u32,
    /// Visits and wins including the prior's virtual ones.
    pub n: f32,
    pub w: f32,
    /// All-moves-as-first visits and wins.
    pub rn: f32,
    pub rw: f32,
}

impl Node {
    fn new(mv: usize, prior_n: f32, prior_w: f32) -> Node {
        Node { mv: mv as u16, n_children: 0, first_child: 0, visits: 0, n: prior_n, w: prior_w, rn: 0.0, rw: 0.0 }
    }
}

/// The knobs of the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    /// Expand a leaf once it has this many real visits (plus one per 8 lines of board).
    pub expand_after: u32,
    /// RAVE equivalence: AMAF weight falls to ½ at about this many visits.
    pub rave_equiv: f32,
    /// UCB exploration constant.
    pub explore: f32,
    /// The arena's cap in nodes.
    pub max_nodes: usize,
    /// Weight of the score (against the plain win) in a playout's value.
    pub score_weight: f32,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            expand_after: 1,
            rave_equiv: 3000.0,
            explore: 0.2,
            // 32 MB: with the copy made when the root moves on, never more than 64 MB at once.
            max_nodes: 32 * 1024 * 1024 / std::mem::size_of::<Node>(),
            score_weight: 0.05,
        }
    }
}

/// An identity hasher for Zobrist keys, which are already random.
#[derive(Default)]
pub(crate) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 << 8) | b as u64;
        }
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

pub(crate) type KeySet = HashSet<u64, BuildHasherDefault<KeyHasher>>;

/// The search from one root position.
pub(crate) struct Tree {
    pub nodes: Vec<Node>,
    pub params: Params,
    /// The root position.
    pub board: Board,
    pub to_move: Color,
    pub ko: usize,
    pub last: usize,
    /// Komi plus handicap compensation, in points.
    pub komi: f32,
    /// Every position of the game so far (positional superko).
    pub seen: KeySet,
    /// The root's legal moves under the game's own rules (exact).
    pub root_moves: Vec<usize>,
    /// Sum over playouts of each point's owner (+1 Black, −1 White), by padded index.
    pub owner_sum: Vec<i32>,
    pub owner_playouts: u32,
}

impl Tree {
    pub(crate) fn new(root: RootPosition, params: Params) -> Tree {
        let mut tree = Tree {
            nodes: Vec::with_capacity((1 << 14).min(params.max_nodes)),
            params,
            board: root.board,
            to_move: root.to_move,
            ko: root.ko,
            last: root.last,
            komi: root.komi,
            seen: root.seen,
            root_moves: root.legal,
            owner_sum: vec![0; CELLS],
            owner_playouts: 0,
        };
        tree.nodes.push(Node::new(PASS, 0.0, 0.0));
        tree
    }

    /// The root's children.
    pub(crate) fn root_children(&self) -> &[Node] {
        self.children(0)
    }

    fn children(&self, node: usize) -> &[Node] {
        let n = &self.nodes[node];
        let start = n.first_child as usize;
        &self.nodes[start..start + n.n_children as usize]
    }

    /// Runs `count` simulations.
    pub(crate) fn run(&mut self, count: u32, rng: &mut Rng, sim: &mut Sim, path: &mut Vec<usize>, hashes: &mut Vec<u64>) {
        for _ in 0..count {
            self.simulate(rng, sim, path, hashes);
        }
    }

    /// One simulation: down the tree, a playout, and the result back up.
    fn simulate(&mut self, rng: &mut Rng, sim: &mut Sim, path: &mut Vec<usize>, hashes: &mut Vec<u64>) {
        sim.board.copy_from(&self.board);
        sim.to_move = self.to_move;
        sim.ko = self.ko;
        sim.last = self.last;
        sim.passes = 0;
        sim.moves.clear();
        path.clear();
        hashes.clear();
        path.push(0);
        let mut node = 0;
        loop {
            let expanded = self.nodes[node].n_children > 0;
            if !expanded {
                // Bigger boards have more children per node: expand a little later.
                let after = self.params.expand_after + self.board.size().get() as u32 / 8;
                let ready = node == 0 || self.nodes[node].visits >= after;
                if !ready || !self.expand(node, sim, hashes) {
                    break;
                }
            }
            let child = self.select(node);
            let mv = self.nodes[child].mv as usize;
            sim.play(mv);
            hashes.push(sim.board.hash());
            path.push(child);
            node = child;
        }
        if sim.passes >= 2 {
            sim.passes = 0;
        }
        let area = self.board.size().area();
        sim.play_out(rng, 3 * area);
        let mut owner = [0i8; CELLS];
        let black_area = area_score(&sim.board, Some(&mut owner));
        let margin = black_area as f32 - self.komi;
        let win = if margin > 0.0 { 1.0 } else if margin < 0.0 { 0.0 } else { 0.5 };
        let scale = area as f32 / 8.0;
        let sw = self.params.score_weight;
        let black_value = (1.0 - sw) * win + sw * (0.5 + 0.5 * (margin / scale).tanh());
        for p in self.board.size().points() {
            self.owner_sum[p.index()] += owner[p.index()] as i32;
        }
        self.owner_playouts += 1;
        self.backup(path, sim, black_value);
    }

    /// Adds the children of `node` (whose position is `sim`) with their priors. Returns false
    /// if the arena is full.
    fn expand(&mut self, node: usize, sim: &Sim, hashes: &[u64]) -> bool {
        let board = &sim.board;
        let color = sim.to_move;
        let area = board.size().area() as usize;
        let needed = self.nodes.len() + area + 1;
        if needed > self.params.max_nodes {
            return false;
        }
        if needed > self.nodes.capacity() {
            // Grow by doubling, but never past the cap.
            let target = (self.nodes.capacity() * 2).clamp(needed, self.params.max_nodes);
            self.nodes.reserve_exact(target - self.nodes.len());
        }
        let start = self.nodes.len();
        let candidates: Vec<usize> = if node == 0 {
            self.root_moves.clone()
        } else {
            board
                .empty_indices()
                .iter()
                .map(|&i| i as usize)
                .filter(|&i| i != sim.ko && !board.is_suicide(color, i) && !board.is_own_eye(color, i))
                .filter(|&i| {
                    let h = board.hash_after(color, i);
                    !self.seen.contains(&h) && !hashes.contains(&h)
                })
                .collect()
        };
        self.push_children(board, color, sim.last, &candidates, &[]);
        let count = self.nodes.len() - start;
        self.nodes[node].first_child = start as u32;
        self.nodes[node].n_children = count as u16;
        true
    }

    /// Appends a child for each of `candidates` and one for passing, each with its prior, or
    /// with its statistics when `searched` already holds it. A self-atari of three or more
    /// stones gets no child.
    fn push_children(&mut self, board: &Board, color: Color, last: usize, candidates: &[usize], searched: &[Node]) {
        let opening = prior::is_opening(board);
        let known = |i: usize| searched.iter().find(|c| c.mv as usize == i).copied();
        for &i in candidates {
            if let Some(c) = known(i) {
                self.nodes.push(c);
            } else if let Some((n, w)) = prior::of_move(board, color, i, last, opening) {
                self.nodes.push(Node::new(i, n, w));
            }
        }
        let (n, w) = prior::of_pass(board);
        self.nodes.push(known(PASS).unwrap_or_else(|| Node::new(PASS, n, w)));
    }

    /// The child of `node` with the best RAVE-blended value plus exploration.
    fn select(&self, node: usize) -> usize {
        let parent = &self.nodes[node];
        let start = parent.first_child as usize;
        let explore = self.params.explore * (parent.visits.max(1) as f32).ln().sqrt();
        let mut best = start;
        let mut best_score = f32::MIN;
        for (k, c) in self.nodes[start..start + parent.n_children as usize].iter().enumerate() {
            let q = c.w / c.n;
            let value = if c.rn > 0.0 {
                let beta = c.rn / (c.rn + c.n + c.rn * c.n / self.params.rave_equiv);
                (1.0 - beta) * q + beta * (c.rw / c.rn)
            } else {
                q
            };
            let score = value + explore / c.n.sqrt();
            if score > best_score {
                best_score = score;
                best = start + k;
            }
        }
        best
    }

    /// Adds the result to every node on `path`, and the AMAF results to their siblings.
    fn backup(&mut self, path: &[usize], sim: &Sim, black_value: f32) {
        // For each point, the colour of its first play from the current depth on
        // (0 = none, 1 = Black, 2 = White), filled in from the end backwards.
        let mut first = [0u8; CELLS];
        let moves = &sim.moves;
        let mut k = moves.len();
        for depth in (0..path.len()).rev() {
            // Moves from `depth` on: extend `first` down to index `depth`.
            while k > depth {
                k -= 1;
                let (i, c) = moves[k];
                if i as usize != PASS {
                    first[i as usize] = cell_of(c);
                }
            }
            let node = path[depth];
            // The node's own statistics: from the side that moved into it.
            if depth > 0 {
                let (_, mover) = moves[depth - 1];
                let value = if mover == Color::Black { black_value } else { 1.0 - black_value };
                let n = &mut self.nodes[node];
                n.visits += 1;
                n.n += 1.0;
                n.w += value;
            } else {
                self.nodes[node].visits += 1;
            }
            // AMAF for the children: the side to move here.
            let parent = self.nodes[node];
            if parent.n_children == 0 {
                continue;
            }
            let to_move = if depth < moves.len() { moves[depth].1 } else { continue };
            let own = cell_of(to_move);
            let value = if to_move == Color::Black { black_value } else { 1.0 - black_value };
            let start = parent.first_child as usize;
            for c in &mut self.nodes[start..start + parent.n_children as usize] {
                let i = c.mv as usize;
                if i != PASS && first[i] == own {
                    c.rn += 1.0;
                    c.rw += value;
                }
            }
        }
    }

    /// Puts the root at `root` (a later position of the same game, whose subtree this arena
    /// now holds): the root's children are made again from the exact legal moves, keeping
    /// the statistics of those already searched, and the ownership starts afresh.
    pub(crate) fn reset_root(&mut self, root: RootPosition) {
        self.board = root.board;
        self.to_move = root.to_move;
        self.ko = root.ko;
        self.last = root.last;
        self.komi = root.komi;
        self.seen = root.seen;
        self.root_moves = root.legal;
        self.owner_sum.iter_mut().for_each(|s| *s = 0);
        self.owner_playouts = 0;
        let searched: Vec<Node> = self.root_children().to_vec();
        let start = self.nodes.len();
        let (board, moves) = (self.board.clone(), self.root_moves.clone());
        self.push_children(&board, self.to_move, self.last, &moves, &searched);
        self.nodes[0].first_child = start as u32;
        self.nodes[0].n_children = (self.nodes.len() - start) as u16;
    }

    /// Each point's owner from the playouts: from +1 (always Black) to −1 (always White).
    pub(crate) fn ownership(&self) -> Vec<f32> {
        let n = self.owner_playouts.max(1) as f32;
        self.owner_sum.iter().map(|&s| s as f32 / n).collect()
    }

    /// The root's child reached by `mv` (a padded index or [`PASS`]), if it is in the tree.
    pub(crate) fn child_for(&self, mv: usize) -> Option<usize> {
        let root = &self.nodes[0];
        let start = root.first_child as usize;
        (start..start + root.n_children as usize).find(|&c| self.nodes[c].mv as usize == mv)
    }

    /// A new arena holding the subtree of `child` as its root.
    pub(crate) fn subtree(&self, child: usize) -> Vec<Node> {
        // The subtree is never larger than the arena it comes from, so this stays under the cap.
        let mut out = Vec::with_capacity(self.nodes.len());
        let mut root = self.nodes[child];
        root.mv = PASS as u16;
        out.push(root);
        // Breadth first: copy each node's children as a block, then fix their links.
        let mut queue = vec![(child, 0usize)];
        let mut q = 0;
        while q < queue.len() {
            let (old, new) = queue[q];
            q += 1;
            let n = self.nodes[old];
            if n.n_children == 0 {
                continue;
            }
            let start = out.len();
            for k in 0..n.n_children as usize {
                let c = self.nodes[n.first_child as usize + k];
                out.push(c);
                queue.push((n.first_child as usize + k, start + k));
            }
            out[new].first_child = start as u32;
        }
        out
    }
}

/// What a tree starts from.
pub(crate) struct RootPosition {
    pub board: Board,
    pub to_move: Color,
    pub ko: usize,
    pub last: usize,
    pub komi: f32,
    pub seen: KeySet,
    pub legal: Vec<usize>,
}
