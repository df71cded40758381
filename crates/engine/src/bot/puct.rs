//! Tree search guided by an [`Evaluator`], as AlphaZero and KataGo search: each simulation
//! walks down by PUCT (the evaluator's policy as priors, the mean value below each move,
//! exploration that shrinks with visits), evaluates the new position, and adds its value to
//! every node on the way back up.
//!
//! A node's value is a utility for the player who moved into it: win minus loss, plus a small
//! share of the expected lead, so that the search also prefers bigger wins and smaller losses.
//! Nodes live in one arena; a node's children are contiguous. After a move the subtree under
//! it is kept for the next search. Evaluations are cached by position, and the ownership of
//! every evaluated position is averaged (the estimate of who owns what).

use std::collections::{HashMap, VecDeque};

use crate::nn::{ko_point, Evaluation, Situation, Snapshot};
use crate::rules::{count_area, Board, Color, DeadStones, Game, GameEnd, Move, Point};

use super::evaluator::Evaluator;
use super::Candidate;
use super::playout::PASS;
use super::tactics::shape_of_move;

/// Weight of the lead in the utility (the win counts 1).
const LEAD_WEIGHT: f32 = 0.25;

/// A move in the tree and what the simulations through it found.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Node {
    /// The move into this node: a padded index, or [`PASS`].
    pub mv: u16,
    pub n_children: u16,
    pub first_child: u32,
    pub visits: u32,
    pub prior: f32,
    /// Sums over visits, for the player who moved into this node: utility, win minus loss,
    /// and lead in points.
    pub utility: f32,
    pub win_loss: f32,
    pub lead: f32,
}

impl Node {
    fn new(mv: usize, prior: f32) -> Node {
        Node { mv: mv as u16, n_children: 0, first_child: 0, visits: 0, prior, utility: 0.0, win_loss: 0.0, lead: 0.0 }
    }
}

/// The knobs of the search.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Params {
    /// Exploration at the start, and its growth with the parent's visits.
    pub c_puct: f32,
    pub c_puct_log: f32,
    /// How much worse than its parent an unvisited move is assumed to be (scaled by the
    /// square root of the policy already visited); at the root, and below it.
    pub fpu_root: f32,
    pub fpu: f32,
    /// The arena's cap in nodes.
    pub max_nodes: usize,
    /// Evaluations kept in the cache.
    pub cache_entries: usize,
    /// Whether the utility also weighs the lead around the root's own estimate (KataGo's
    /// "dynamic score utility"): in a decided game the win is sure either way, and without it
    /// the search stops caring whether a move keeps 100 points or gives away 40 of them, so
    /// its lead drifts. On for analyses (reviews, hints), off for play.
    pub lead_around_root: bool,
    /// Whether the search leaves out a move that puts three or more of its own stones in
    /// atari without capturing (a rule of sense for play). Analyses search them: a sacrifice
    /// of three stones can be the only good answer, and a search without it takes the
    /// position before as lost (a review once named two "mistakes" of 18 points each where
    /// KataGo, answering with such a sacrifice, finds none).
    pub skips_self_atari: bool,
    /// Whether each position is evaluated turned by one of the eight symmetries of the board,
    /// chosen by the position (KataGo chooses at random): the network misjudges a shape a
    /// little differently in each orientation, and one orientation everywhere repeats the same
    /// misjudgement down every line of a fight. On for analyses, off for play.
    pub turns_board: bool,
}

impl Default for Params {
    fn default() -> Params {
        Params {
            c_puct: 1.1,
            c_puct_log: 0.45,
            fpu_root: 0.1,
            fpu: 0.2,
            max_nodes: 1 << 20,
            cache_entries: 4096,
            lead_around_root: false,
            skips_self_atari: true,
            turns_board: false,
        }
    }
}

/// A search from one root position, kept between the moves of a game.
pub(crate) struct Puct {
    nodes: Vec<Node>,
    params: Params,
    root: Game,
    /// The boards one and two moves before the root, with their simple-ko points.
    before: Vec<(Board, Option<Point>)>,
    white_komi: f32,
    /// Black's lead by the network at the root, once evaluated, when the utility weighs the
    /// lead around it ([`Params::lead_around_root`]).
    center: Option<f32>,
    /// Ownership summed over the evaluated positions (+1 Black), and how many there were.
    owner_sum: Vec<f32>,
    owner_count: u32,
    cache: Cache,
}

impl Puct {
    /// A new search from `game`'s position, with White's komi `white_komi` (handicap
    /// compensation included).
    pub(crate) fn new(game: &Game, white_komi: f32, params: Params) -> Puct {
        let n = game.size().area() as usize;
        Puct {
            nodes: vec![Node::new(PASS, 1.0)],
            params,
            root: game.clone(),
            before: history_of(game),
            white_komi,
            center: None,
            owner_sum: vec![0.0; n],
            owner_count: 0,
            cache: Cache::new(params.cache_entries),
        }
    }

    /// A new search from `game`'s position that starts with the evaluations of `cache` (from
    /// [`Puct::into_cache`] of an earlier search): the same positions are not evaluated again.
    pub(crate) fn with_cache(game: &Game, white_komi: f32, params: Params, cache: Cache) -> Puct {
        Puct { cache, ..Puct::new(game, white_komi, params) }
    }

    /// The evaluations this search made or was given, for the next one.
    pub(crate) fn into_cache(self) -> Cache {
        self.cache
    }

    /// Moves the root to `game`'s position if it is a later position of the root's game whose
    /// moves the tree has explored; otherwise starts afresh. Keeps the cache either way.
    pub(crate) fn advance(&mut self, game: &Game, white_komi: f32) {
        let (old, new) = (self.root.moves(), game.moves());
        let same_game = game.size() == self.root.size()
            && white_komi == self.white_komi
            && game.ruleset() == self.root.ruleset()
            && new.len() >= old.len()
            && old.iter().zip(new).all(|(a, b)| a.color == b.color && a.mv == b.mv)
            && game.start().0 == self.root.start().0;
        let mut node = 0;
        if same_game {
            for m in &new[old.len()..] {
                match self.child_for(node, index_of(m.mv)) {
                    Some(child) => node = child,
                    None => {
                        node = usize::MAX;
                        break;
                    }
                }
            }
        }
        let kept = (same_game && node != usize::MAX).then(|| subtree(&self.nodes, node));
        let cache = if game.size() == self.root.size() {
            std::mem::replace(&mut self.cache, Cache::new(0))
        } else {
            Cache::new(self.params.cache_entries)
        };
        *self = Puct { cache, ..Puct::new(game, white_komi, self.params) };
        if let Some(nodes) = kept {
            self.nodes = nodes;
        }
    }

    /// Runs simulations until the root has `visits` (those kept from earlier searches count),
    /// at least one, stopping early once `stop()` says so (checked between simulations).
    /// Returns the simulations run.
    pub(crate) fn run(&mut self, eval: &mut dyn Evaluator, visits: u32, stop: &mut dyn FnMut() -> bool) -> u32 {
        let mut done = 0;
        while done == 0 || self.nodes[0].visits < visits {
            if done > 0 && stop() {
                break;
            }
            if !self.simulate(eval) {
                break;
            }
            done += 1;
        }
        done
    }

    /// The root's children as candidates, most visited first.
    pub(crate) fn candidates(&self) -> Vec<Candidate> {
        let mut out: Vec<Candidate> = self
            .children(0)
            .iter()
            .map(|c| {
                let v = c.visits.max(1) as f32;
                Candidate {
                    point: (c.mv as usize != PASS).then(|| Point::from_index(c.mv as usize)),
                    visits: c.visits,
                    prior: c.prior,
                    win_rate: if c.visits == 0 { f32::NAN } else { (c.win_loss / v + 1.0) / 2.0 },
                    lead: if c.visits == 0 { f32::NAN } else { c.lead / v },
                }
            })
            .collect();
        crate::sort::sort_by(&mut out, |a, b| b.visits.cmp(&a.visits).then(b.prior.total_cmp(&a.prior)));
        out
    }

    /// The line the search expects after the root child `point` (`None`: pass): that move, then
    /// the most visited reply at each step, at most `len` moves, while the moves have visits.
    pub(crate) fn line_after(&self, point: Option<Point>, len: usize) -> Vec<Move> {
        let mv = point.map_or(PASS, Point::index);
        let mut out = Vec::new();
        let mut node = match self.child_for(0, mv) {
            Some(c) => c,
            None => return out,
        };
        loop {
            let m = self.nodes[node].mv as usize;
            out.push(if m == PASS { Move::Pass } else { Move::Play(Point::from_index(m)) });
            if out.len() >= len {
                return out;
            }
            let best = self.children(node).iter().enumerate().filter(|(_, c)| c.visits > 0).max_by_key(|(_, c)| c.visits);
            match best {
                Some((k, _)) => node = self.nodes[node].first_child as usize + k,
                None => return out,
            }
        }
    }

    /// Who owns each point, +1 Black to −1 White, averaged over the positions evaluated (row by
    /// row from the top left); `None` before any evaluation.
    pub(crate) fn ownership(&self) -> Option<Vec<f32>> {
        (self.owner_count > 0).then(|| self.owner_sum.iter().map(|s| s / self.owner_count as f32).collect())
    }

    /// The root position's chance of winning and lead for the side to move there.
    pub(crate) fn root_value(&self) -> (f32, f32) {
        let root = &self.nodes[0];
        let v = root.visits.max(1) as f32;
        // The root's sums are for the player who moved into it: the opponent.
        ((-root.win_loss / v + 1.0) / 2.0, -root.lead / v)
    }

    /// Bytes held by the arena and the cache.
    pub(crate) fn bytes(&self) -> usize {
        self.nodes.capacity() * std::mem::size_of::<Node>() + self.cache.bytes()
    }

    fn children(&self, node: usize) -> &[Node] {
        let n = &self.nodes[node];
        &self.nodes[n.first_child as usize..n.first_child as usize + n.n_children as usize]
    }

    fn child_for(&self, node: usize, mv: usize) -> Option<usize> {
        let n = &self.nodes[node];
        (n.first_child as usize..n.first_child as usize + n.n_children as usize).find(|&c| self.nodes[c].mv as usize == mv)
    }

    /// One simulation. Returns false when the arena is full and nothing more can be learnt.
    fn simulate(&mut self, eval: &mut dyn Evaluator) -> bool {
        let mut game = self.root.clone();
        let mut before: VecDeque<(Board, Option<Point>)> = self.before.iter().cloned().collect();
        let mut path = vec![0usize];
        let mut node = 0;
        let value = loop {
            if game.end() == Some(GameEnd::BothPassed) {
                break self.terminal(&game, &before, eval);
            }
            if self.nodes[node].n_children == 0 {
                if self.nodes.len() + game.size().area() as usize + 1 > self.params.max_nodes {
                    return false;
                }
                break self.expand(node, &game, &before, eval, path.len() == 1);
            }
            let child = self.select(node, node == 0);
            before.push_front((game.board().clone(), ko_point(&game)));
            before.truncate(2);
            let mv = self.nodes[child].mv as usize;
            let played = if mv == PASS { game.pass() } else { game.play(Move::Play(Point::from_index(mv))) };
            if played.is_err() {
                // A move the tree holds but the position forbids (superko by another path):
                // count it as a loss for whoever chose it, and go no further.
                path.push(child);
                break (1.0, 1.0, 0.0);
            }
            path.push(child);
            node = child;
        };
        self.backup(&path, value);
        true
    }

    /// The network's evaluation of `game`'s position (kept in the cache by its situation);
    /// `hide_history`: the root after a pass, judged as if the pass were not there.
    fn evaluation(
        &mut self,
        game: &Game,
        before: &VecDeque<(Board, Option<Point>)>,
        eval: &mut dyn Evaluator,
        hide_history: bool,
    ) -> std::sync::Arc<Evaluation> {
        let to_move = game.to_move();
        let board = game.board();
        let recent: Vec<(Color, Move)> = game.moves().iter().rev().take(5).map(|m| (m.color, m.mv)).collect();
        let repeats: Vec<Point> = board
            .size()
            .points()
            .filter(|&p| board.get(p).is_none() && !board.is_suicide(to_move, p.index()) && !game.is_legal(p))
            .collect();
        let snapshot = |k: usize| before.get(k).map(|(b, ko)| Snapshot { board: b, ko: *ko });
        let situation = Situation {
            now: Snapshot { board, ko: ko_point(game) },
            before: [snapshot(0), snapshot(1)],
            to_move,
            recent: &recent,
            repeats: &repeats,
            rules: game.ruleset(),
            white_komi: self.white_komi,
            hide_history,
        };
        let key = cache_key(&situation);
        match self.cache.get(key).filter(|e| e.size == board.size().get() as usize) {
            Some(e) => e,
            None => {
                let turn = if self.params.turns_board { (key >> 61) as u8 } else { 0 };
                let e = std::sync::Arc::new(eval.evaluate(&situation, turn));
                self.cache.put(key, e.clone());
                e
            }
        }
    }

    /// The value of a game both sides passed, for the side to move: the count with the stones
    /// the network sees as dead taken off, as players agree on them under the Chinese rules
    /// (counting every stone alive would make a pass look like a gift of the opponent's dead
    /// stones).
    fn terminal(&mut self, game: &Game, before: &VecDeque<(Board, Option<Point>)>, eval: &mut dyn Evaluator) -> (f32, f32, f32) {
        // Judged as if play went on (the passes hidden): who would own what in the end.
        let evaluation = self.evaluation(game, before, eval, true);
        let board = game.board();
        let sign = if game.to_move() == Color::Black { 1.0 } else { -1.0 };
        let mut dead = DeadStones::default();
        for group in board.groups() {
            let owned: f32 = group.stones.iter().map(|p| sign * evaluation.ownership[p.row() as usize * board.size().get() as usize + p.col() as usize]).sum::<f32>() / group.stones.len() as f32;
            let theirs = if group.color == Color::Black { -owned } else { owned };
            if theirs > DEAD_AT_THE_END {
                dead.toggle_group(board, group.stones[0]);
            }
        }
        let (wl, lead) = terminal_value(game, &dead, self.white_komi);
        (self.utility(wl, lead, game.to_move(), board.size().get() as usize), wl, lead)
    }

    /// The utility of win minus loss `wl` and `lead` for `to_move`, on a board of `n` lines:
    /// [`utility`], and with [`Params::lead_around_root`] the lead's distance from the root's.
    fn utility(&self, wl: f32, lead: f32, to_move: Color, n: usize) -> f32 {
        let around_root = self.center.map_or(0.0, |black_lead| {
            let center = if to_move == Color::Black { black_lead } else { -black_lead };
            LEAD_AROUND_ROOT_WEIGHT * std::f32::consts::FRAC_2_PI * ((lead - center) / n as f32).atan()
        });
        utility(wl, lead, n) + around_root
    }

    /// Evaluates the position at `node`, adds its children, and returns the (utility, win
    /// minus loss, lead) for the side to move there.
    fn expand(
        &mut self,
        node: usize,
        game: &Game,
        before: &VecDeque<(Board, Option<Point>)>,
        eval: &mut dyn Evaluator,
        is_root: bool,
    ) -> (f32, f32, f32) {
        let to_move = game.to_move();
        let board = game.board();
        let last_was_pass = matches!(game.moves().last(), Some(m) if m.mv == Move::Pass);
        let evaluation = self.evaluation(game, before, eval, is_root && last_was_pass);
        let n = board.size().get() as usize;
        let sign = if to_move == Color::Black { 1.0 } else { -1.0 };
        for (sum, own) in self.owner_sum.iter_mut().zip(&evaluation.ownership) {
            *sum += sign * own;
        }
        self.owner_count += 1;


        let first = self.nodes.len();
        let mut total = 0.0;
        for p in board.size().points() {
            let k = p.row() as usize * n + p.col() as usize;
            let prior = evaluation.policy[k];
            if prior > 0.0 && game.is_legal(p) && sensible(board, to_move, p.index(), self.params.skips_self_atari) {
                self.nodes.push(Node::new(p.index(), prior));
                total += prior;
            }
        }
        self.nodes.push(Node::new(PASS, evaluation.pass));
        total += evaluation.pass;
        if total > 0.0 {
            for child in &mut self.nodes[first..] {
                child.prior /= total;
            }
        }
        self.nodes[node].first_child = first as u32;
        self.nodes[node].n_children = (self.nodes.len() - first) as u16;
        let wl = evaluation.win - evaluation.loss;
        if is_root && self.params.lead_around_root && self.center.is_none() {
            self.center = Some(sign * evaluation.lead);
        }
        (self.utility(wl, evaluation.lead, to_move, n), wl, evaluation.lead)
    }

    /// The child of `node` with the highest PUCT score.
    fn select(&self, node: usize, is_root: bool) -> usize {
        let parent = &self.nodes[node];
        let n = parent.visits as f32;
        let c = self.params.c_puct + self.params.c_puct_log * ((n + 500.0) / 500.0).ln();
        let explore = c * n.max(1.0).sqrt();
        // The parent's mean utility for the player to move there (its sums are for the other).
        let parent_q = if parent.visits > 0 { -parent.utility / n } else { 0.0 };
        let start = parent.first_child as usize;
        let end = start + parent.n_children as usize;
        let visited_policy: f32 = self.nodes[start..end].iter().filter(|c| c.visits > 0).map(|c| c.prior).sum();
        let reduction = if is_root { self.params.fpu_root } else { self.params.fpu };
        let fpu = parent_q - reduction * visited_policy.sqrt();
        let mut best = start;
        let mut best_score = f32::NEG_INFINITY;
        for (k, child) in self.nodes[start..end].iter().enumerate() {
            let q = if child.visits > 0 { child.utility / child.visits as f32 } else { fpu };
            let score = q + explore * child.prior / (1.0 + child.visits as f32);
            if score > best_score {
                best_score = score;
                best = start + k;
            }
        }
        best
    }

    /// Adds `value` (for the side to move at the end of `path`) to every node on the path.
    fn backup(&mut self, path: &[usize], value: (f32, f32, f32)) {
        let (mut u, mut wl, mut lead) = value;
        for &node in path.iter().rev() {
            // The node's sums are for the player who moved into it: the other side.
            u = -u;
            wl = -wl;
            lead = -lead;
            let n = &mut self.nodes[node];
            n.visits += 1;
            n.utility += u;
            n.win_loss += wl;
            n.lead += lead;
        }
    }
}

/// The subtree of `nodes` under `root`, renumbered so that `root` is node 0.
fn subtree(nodes: &[Node], root: usize) -> Vec<Node> {
    let mut out = vec![nodes[root]];
    let mut k = 0;
    while k < out.len() {
        let n = out[k];
        if n.n_children > 0 {
            let first = out.len();
            out.extend_from_slice(&nodes[n.first_child as usize..n.first_child as usize + n.n_children as usize]);
            out[k].first_child = first as u32;
        }
        k += 1;
    }
    out
}

/// A utility from win minus loss and a lead in points, on a board of `n` lines.
fn utility(win_loss: f32, lead: f32, n: usize) -> f32 {
    win_loss + LEAD_WEIGHT * std::f32::consts::FRAC_2_PI * (lead / n as f32).atan()
}

/// Weight of the lead measured from the root's estimate ([`Params::lead_around_root`]).
const LEAD_AROUND_ROOT_WEIGHT: f32 = 0.3;

/// How surely the opponent must own a group's points (their mean ownership, -1 to 1) for the
/// group to be dead when both sides passed.
const DEAD_AT_THE_END: f32 = 0.5;

/// The result of a game both sides passed, by area with `dead` stones off, for the side to
/// move: win minus loss, and the lead.
fn terminal_value(game: &Game, dead: &DeadStones, white_komi: f32) -> (f32, f32) {
    let count = count_area(game.board(), dead);
    // Each side's area in points of the board (a stone or a point of territory is one; a
    // shared point half), so that the lead is in the network's units: Black's area minus
    // White's, minus komi.
    let black = count.side(Color::Black).total().as_stones() as f32;
    let white = count.side(Color::White).total().as_stones() as f32;
    let margin = black - white - white_komi;
    let lead = if game.to_move() == Color::Black { margin } else { -margin };
    (lead.signum(), lead)
}

/// Moves the search never considers: filling an own eye, and (with `skips_self_atari`)
/// putting three or more own stones into atari without capturing.
fn sensible(board: &Board, color: Color, i: usize, skips_self_atari: bool) -> bool {
    if board.is_own_eye(color, i) {
        return false;
    }
    if !skips_self_atari {
        return true;
    }
    let shape = shape_of_move(board, color, i);
    !(shape.is_self_atari() && shape.chain_size >= 3)
}

fn index_of(mv: Move) -> usize {
    match mv {
        Move::Play(p) => p.index(),
        Move::Pass => PASS,
    }
}

/// The boards one and two moves before `game`'s position, with their simple-ko points.
fn history_of(game: &Game) -> Vec<(Board, Option<Point>)> {
    let n = game.moves().len();
    (1..=2.min(n))
        .map(|back| {
            let earlier = game.replayed(n - back);
            let ko = ko_point(&earlier);
            (earlier.board().clone(), ko)
        })
        .collect()
}

/// A key for everything the evaluator sees of a position.
fn cache_key(s: &Situation) -> u64 {
    let mut h = s.now.board.hash() ^ mix(s.to_move as u64 + 1) ^ mix((s.now.board.size().get() as u64) << 52);
    for (k, &(color, mv)) in s.recent.iter().take(5).enumerate() {
        h ^= mix(((k as u64 + 1) << 40) ^ ((color as u64) << 32) ^ index_of(mv) as u64);
    }
    for p in s.repeats {
        h ^= mix((7 << 48) ^ p.index() as u64);
    }
    if s.hide_history {
        h ^= mix(0xdead_beef);
    }
    h ^ mix(s.white_komi.to_bits() as u64 ^ (1 << 60))
}

fn mix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Evaluations by position, the oldest dropped first.
pub(crate) struct Cache {
    map: HashMap<u64, std::sync::Arc<Evaluation>>,
    order: VecDeque<u64>,
    cap: usize,
}

impl Cache {
    pub(crate) fn new(cap: usize) -> Cache {
        Cache { map: HashMap::new(), order: VecDeque::new(), cap }
    }

    fn get(&self, key: u64) -> Option<std::sync::Arc<Evaluation>> {
        self.map.get(&key).cloned()
    }

    fn put(&mut self, key: u64, e: std::sync::Arc<Evaluation>) {
        if self.cap == 0 {
            return;
        }
        if self.map.insert(key, e).is_none() {
            self.order.push_back(key);
        }
        while self.order.len() > self.cap {
            if let Some(old) = self.order.pop_front() {
                self.map.remove(&old);
            }
        }
    }

    pub(crate) fn bytes(&self) -> usize {
        self.map.values().map(|e| 4 * (e.policy.len() + e.ownership.len()) + 96).sum()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Ruleset;

    #[test]
    fn play_leaves_out_a_sacrifice_of_three_stones_and_an_analysis_searches_it() {
        // Black at A8 puts A8, B8 and B7 in atari and captures nothing: play never tries it,
        // an analysis does (such a sacrifice can be the only good answer).
        let board = Board::from_ascii(
            "
            . O . O . . . . .
            . X O . . . . . .
            O X O . . . . . .
            . O . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        let a8 = Point::parse_gtp("A8", board.size()).unwrap().index();
        let e5 = Point::parse_gtp("E5", board.size()).unwrap().index();
        assert!(!sensible(&board, Color::Black, a8, Params::default().skips_self_atari));
        assert!(sensible(&board, Color::Black, a8, false));
        assert!(sensible(&board, Color::Black, e5, true));
    }

    #[test]
    fn a_finished_game_is_valued_by_area_minus_komi_in_points_of_the_board() {
        // Black's area: 5 columns of 9 (45 points); White's: 4 columns (36). With 7½ komi
        // Black wins by 1½ points; a count in stones doubled would make it 10½.
        let board = Board::from_ascii(
            "
            . . . . X O . . .
            . . . . X O . . .
            . . . . X O . . .
            . . . . X O . . .
            . . . . X O . . .
            . . . . X O . . .
            . . . . X O . . .
            . . . . X O . . .
            . . . . X O . . .
            ",
        )
        .expect("a board");
        let game = Game::from_setup(board.clone(), Color::Black, Ruleset::CHINESE).expect("a position");
        assert_eq!(terminal_value(&game, &DeadStones::default(), 7.5), (1.0, 1.5));
        // The same count for White to move: White's lead, −1½.
        let game = Game::from_setup(board, Color::White, Ruleset::CHINESE).expect("a position");
        assert_eq!(terminal_value(&game, &DeadStones::default(), 7.5), (-1.0, -1.5));
        // One column more for White (Black 36, White 45): White by 16½.
        let board = Board::from_ascii(
            "
            . . . X O . . . .
            . . . X O . . . .
            . . . X O . . . .
            . . . X O . . . .
            . . . X O . . . .
            . . . X O . . . .
            . . . X O . . . .
            . . . X O . . . .
            . . . X O . . . .
            ",
        )
        .expect("a board");
        let game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).expect("a position");
        assert_eq!(terminal_value(&game, &DeadStones::default(), 7.5), (-1.0, -16.5));
    }

    /// An evaluator that counts what it is asked.
    struct Counting(super::super::evaluator::Playouts, u32);

    impl Evaluator for Counting {
        fn evaluate(&mut self, situation: &Situation, turn: u8) -> Evaluation {
            self.1 += 1;
            self.0.evaluate(situation, turn)
        }
    }

    #[test]
    fn a_first_look_at_a_position_a_search_evaluated_costs_no_new_evaluation() {
        // The hint's worth looks again at the position after its move and after a pass, each
        // with one visit, after the searches of both: the cache answers.
        let game = Game::new(crate::rules::BoardSize::NINE, Ruleset::CHINESE);
        let params = Params { lead_around_root: true, ..Params::default() };
        let mut eval = Counting(super::super::evaluator::Playouts::new(1, 4), 0);
        let mut search = Puct::new(&game, 7.5, params);
        search.run(&mut eval, 48, &mut || false);
        let best = search.candidates()[0].point.expect("a move");
        let mut cache = search.into_cache();
        let mut passed = game.clone();
        passed.play(Move::Pass).expect("a pass");
        let mut after_pass = Puct::with_cache(&passed, 7.5, params, cache);
        after_pass.run(&mut eval, 32, &mut || false);
        cache = after_pass.into_cache();
        let searched = eval.1;
        let mut moved = game.clone();
        moved.play(Move::Play(best)).expect("a legal move");
        for position in [&moved, &passed] {
            let mut look = Puct::with_cache(position, 7.5, params, cache);
            look.run(&mut eval, 1, &mut || false);
            cache = look.into_cache();
        }
        assert_eq!(eval.1, searched, "both first looks came from the cache");
    }
}
