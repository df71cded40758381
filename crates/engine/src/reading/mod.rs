//! A small tactical reader for problems: can the attacker capture the group on a target
//! stone, with the defender answering as well as possible? It proves every problem's answer
//! in the content check and, in the app, finds the punishing answer to a wrong move, the
//! lesson player's and the problems' alike ([`benson`]: the life it stops at).
//!
//! The search is an AND-OR search over the moves near the fight (the empty points within
//! two steps of the target group, the liberties of the groups touching it, and the captures
//! that save one of those from atari), with the whole-board rule (positional superko) along
//! the path. The attacker wins when the target group is taken off the board; the defender
//! wins when it is alive for sure (Benson's unconditional life), when it has run out into
//! open space with four liberties or more, or when the attacker cannot fill its liberties in
//! the moves left. The defender may pass, so a defence never depends on playing a bad move.

use std::collections::HashMap;

use crate::rules::{Board, Color, Game, Move, Point};

pub mod benson;

use benson::unconditionally_alive;

/// Who a search result favours, or that the search ran out of nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The attacker captures the target group.
    Captured,
    /// The target group survives (within the search horizon, or for sure).
    Survives,
    /// The node budget ran out before an answer.
    Unknown,
}

/// What a problem's goal is about: the group on `target`, attacked by `attacker`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fight {
    /// A stone of the group the fight is about.
    pub target: Point,
    /// The side that wants it captured.
    pub attacker: Color,
}

/// Limits of one search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Moves (of both sides) the search looks ahead.
    pub depth: u32,
    /// Positions it may visit before giving up with [`Verdict::Unknown`].
    pub nodes: usize,
}

impl Limits {
    /// Deep enough for the problems, small enough for a browser.
    pub const APP: Limits = Limits { depth: 16, nodes: 60_000 };
}

/// Whether `game`'s player to move can win `fight`: the attacker captures, or the
/// defender survives.
pub fn solve(game: &Game, fight: Fight, limits: Limits) -> Verdict {
    let mut s = Search::new(game, fight, limits);
    let board = game.board().clone();
    let r = s.search(&board, game.to_move(), limits.depth, 0);
    to_verdict(r)
}

/// The verdict after `mv` is played in `game` (the other side then moves).
pub fn solve_after(game: &Game, mv: Move, fight: Fight, limits: Limits) -> Verdict {
    let mut g = game.clone();
    if g.play(mv).is_err() {
        return Verdict::Unknown;
    }
    solve(&g, fight, limits)
}

/// The best answer for the player to move in `game`: a move that wins the fight for them
/// (captures, or saves), if there is one, found within `limits`.
pub fn best_move(game: &Game, fight: Fight, limits: Limits) -> Option<Move> {
    let mover = game.to_move();
    let want = if mover == fight.attacker { Verdict::Captured } else { Verdict::Survives };
    let mut s = Search::new(game, fight, limits);
    let board = game.board().clone();
    for mv in s.candidates(&board, mover) {
        let (child, key, took_ko) = match mv {
            Move::Pass => (board.clone(), board.hash(), false),
            Move::Play(_) => match s.play(&board, mover, mv) {
                Some(c) => c,
                None => continue,
            },
        };
        let ko = if took_ko { board.hash() } else { 0 };
        s.path.push(key);
        let r = s.search(&child, !mover, limits.depth.saturating_sub(1), ko);
        s.path.pop();
        if to_verdict(r) == want {
            return Some(mv);
        }
    }
    None
}

/// The defender's move that keeps the target group the most liberties (the first such
/// among the reader's candidates): the answer that makes the learner finish the capture.
pub fn longest_resistance(game: &Game, f: Fight) -> Option<Move> {
    let mut best: Option<(usize, Move)> = None;
    for mv in candidate_moves(game, f) {
        let mut g = game.clone();
        if mv == Move::Pass || g.play(mv).is_err() {
            continue;
        }
        let libs = g.board().liberty_count(f.target);
        if best.is_none_or(|b| libs > b.0) {
            best = Some((libs, mv));
        }
    }
    best.map(|b| b.1)
}

/// The moves the reader considers for the player to move in `game` (empty once the target
/// group is gone), best first.
pub fn candidate_moves(game: &Game, fight: Fight) -> Vec<Move> {
    let s = Search::new(game, fight, Limits { depth: 0, nodes: 0 });
    let board = game.board();
    if board.get(fight.target).is_none_or(|c| c == fight.attacker) {
        return Vec::new();
    }
    s.candidates(board, game.to_move())
        .into_iter()
        .filter(|&m| m == Move::Pass || s.play(board, game.to_move(), m).is_some())
        .collect()
}

fn to_verdict(r: Option<bool>) -> Verdict {
    match r {
        Some(true) => Verdict::Captured,
        Some(false) => Verdict::Survives,
        None => Verdict::Unknown,
    }
}

/// Whether the group on `p` is shut in: fewer than [`OPEN_ROOM`] empty points are reachable
/// from its liberties (an eye space or a capturing race, read out to the end), not out in
/// the open. `false` for an empty point.
pub fn is_shut_in(board: &Board, p: Point) -> bool {
    board.group(p).is_some_and(|g| !open_room(board, &g.liberties))
}

/// Whether at least [`OPEN_ROOM`] empty points are reachable from `liberties`: the group is
/// out in the open (with four liberties there it has escaped), not shut in with an eye
/// space or in a capturing race (where it must be read out).
fn open_room(board: &Board, liberties: &[Point]) -> bool {
    reachable(board, liberties).len() >= OPEN_ROOM
}

/// The empty points reachable from `liberties` through empty points, stopping at
/// [`OPEN_ROOM`].
fn reachable(board: &Board, liberties: &[Point]) -> Vec<Point> {
    let size = board.size();
    let mut seen: Vec<Point> = liberties.to_vec();
    let mut k = 0;
    while k < seen.len() && seen.len() < OPEN_ROOM {
        let p = seen[k];
        k += 1;
        for nb in p.neighbors(size) {
            if board.get(nb).is_none() && !seen.contains(&nb) {
                seen.push(nb);
            }
        }
    }
    seen
}

/// Empty points reachable from a group's liberties that count as open space.
pub const OPEN_ROOM: usize = 16;

/// One search: the fight, the positions on the path (for the whole-board rule), a table of
/// positions already decided, and the node count.
struct Search {
    fight: Fight,
    defender: Color,
    path: Vec<u64>,
    table: HashMap<(u64, Color), Entry>,
    nodes: usize,
    budget: usize,
}

/// A decided position: captured within `depth` (true also for more depth), or not within
/// `depth` (true also for less).
#[derive(Clone, Copy)]
enum Entry {
    Captured(u32),
    Survives(u32),
}

impl Search {
    fn new(game: &Game, fight: Fight, limits: Limits) -> Search {
        // The positions of the game so far count for the whole-board rule.
        let mut path = Vec::new();
        let mut replay = game.replayed(0);
        path.push(replay.board().hash());
        for m in game.moves() {
            if replay.play(m.mv).is_err() {
                break;
            }
            path.push(replay.board().hash());
        }
        Search { fight, defender: !fight.attacker, path, table: HashMap::new(), nodes: 0, budget: limits.nodes }
    }

    /// `Some(true)`: the attacker captures; `Some(false)`: the group survives; `None`: out
    /// of nodes.
    fn search(&mut self, board: &Board, to_move: Color, depth: u32, ko: u64) -> Option<bool> {
        let target = self.fight.target;
        if board.get(target) != Some(self.defender) {
            return Some(true);
        }
        self.nodes += 1;
        if self.nodes > self.budget {
            return None;
        }
        let group = board.group(target)?;
        let libs = group.liberties.len() as u32;
        let attacking = to_move == self.fight.attacker;
        if attacking && libs == 1 && self.play(board, to_move, Move::Play(group.liberties[0])).is_some() {
            return Some(true);
        }
        // The defender can always pass, so the attacker needs one move per liberty.
        let attacker_moves = if attacking { depth.div_ceil(2) } else { depth / 2 };
        if depth == 0 || libs > attacker_moves {
            return Some(false);
        }
        // After a ko capture the position before it matters (the retake is not allowed).
        let key = (board.hash() ^ ko.rotate_left(17), to_move);
        match self.table.get(&key) {
            Some(Entry::Captured(d)) if *d <= depth => return Some(true),
            Some(Entry::Survives(d)) if *d >= depth => return Some(false),
            _ => {}
        }
        // Out in the open with four liberties it has escaped; shut in, it may have two eyes.
        let open = open_room(board, &group.liberties);
        if (open && libs >= 4) || (!open && unconditionally_alive(board, target)) {
            return Some(false);
        }
        let mut unknown = false;
        let mut result = !attacking;
        for mv in self.candidates(board, to_move) {
            let child = match mv {
                Move::Pass => None,
                Move::Play(_) => match self.play(board, to_move, mv) {
                    Some(c) => Some(c),
                    None => continue,
                },
            };
            let r = match child {
                None => self.search(board, !to_move, depth - 1, ko),
                Some((child, hash, took_ko)) => {
                    let ko = if took_ko { board.hash() } else { 0 };
                    self.path.push(hash);
                    let r = self.search(&child, !to_move, depth - 1, ko);
                    self.path.pop();
                    r
                }
            };
            match r {
                None => unknown = true,
                Some(captured) if captured == attacking => {
                    result = attacking;
                    unknown = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if unknown {
            return None;
        }
        self.table.insert(key, if result { Entry::Captured(depth) } else { Entry::Survives(depth) });
        Some(result)
    }

    /// `mv` played by `color` on a copy of `board`, with the new position's hash and
    /// whether it took a ko (one stone, by a lone stone left with one liberty); `None` if
    /// the move is not allowed (occupied, suicide, or a repeated position).
    fn play(&self, board: &Board, color: Color, mv: Move) -> Option<(Board, u64, bool)> {
        let Move::Play(p) = mv else { return None };
        if board.get(p).is_some() || board.is_suicide(color, p.index()) {
            return None;
        }
        let mut child = board.clone();
        let taken = child.play_at(color, p.index(), None);
        let hash = child.hash();
        if self.path.contains(&hash) {
            return None;
        }
        let ko = taken == 1 && child.group(p).is_some_and(|g| g.stones.len() == 1 && g.liberties.len() == 1);
        Some((child, hash, ko))
    }

    /// The moves worth trying for `color`, best first.
    fn candidates(&self, board: &Board, color: Color) -> Vec<Move> {
        let size = board.size();
        let Some(group) = board.group(self.fight.target) else { return Vec::new() };
        let attacking = color == self.fight.attacker;
        let enemy_groups: Vec<_> = {
            let mut seen: Vec<Point> = Vec::new();
            let mut out = Vec::new();
            for &s in &group.stones {
                for nb in s.neighbors(size) {
                    if board.get(nb) == Some(self.fight.attacker) && !seen.contains(&nb) {
                        if let Some(g) = board.group(nb) {
                            seen.extend(g.stones.iter().copied());
                            out.push(g);
                        }
                    }
                }
            }
            out
        };
        // In atari, the defender can only take the liberty or capture around it.
        if !attacking && group.liberties.len() == 1 {
            let mut moves = vec![Move::Play(group.liberties[0])];
            for g in &enemy_groups {
                if let [last] = g.liberties[..] {
                    if !moves.contains(&Move::Play(last)) {
                        moves.push(Move::Play(last));
                    }
                }
            }
            return moves;
        }
        let mut points: Vec<Point> = Vec::new();
        let add = |q: Point, points: &mut Vec<Point>| {
            if board.get(q).is_none() && !points.contains(&q) {
                points.push(q);
            }
        };
        for &l in &group.liberties {
            add(l, &mut points);
        }
        // The liberties of the groups around it, when they are short enough of liberties
        // for a race (a wall with many liberties is no one's target).
        let short = group.liberties.len().max(2) + 1;
        for g in enemy_groups.iter().filter(|g| g.liberties.len() <= short) {
            for &l in &g.liberties {
                add(l, &mut points);
            }
        }
        // A group around it in atari can also be saved by taking a stone that has one
        // liberty left next to it (in a capturing race, the atari on the racing stones).
        for g in enemy_groups.iter().filter(|g| g.liberties.len() == 1) {
            for &s in &g.stones {
                for nb in s.neighbors(size) {
                    if board.get(nb) == Some(self.defender) {
                        if let Some(h) = board.group(nb).filter(|h| h.liberties.len() == 1) {
                            add(h.liberties[0], &mut points);
                        }
                    }
                }
            }
        }
        // Shut in, the fight is about the space inside: every empty point of it.
        // In the open, a group with three liberties is chased (and runs) on its liberties;
        // nets and shapes further away matter when it has two.
        let area = reachable(board, &group.liberties);
        let open = area.len() >= OPEN_ROOM;
        if !open {
            for &q in &area {
                add(q, &mut points);
            }
        } else if group.liberties.len() < 3 {
            for q in size.points() {
                if board.get(q).is_none()
                    && group.stones.iter().any(|s| s.col().abs_diff(q.col()) as u32 + s.row().abs_diff(q.row()) as u32 <= 2)
                {
                    add(q, &mut points);
                }
            }
        }
        // Order: moves on the target's liberties first, then by room around the point.
        let score = |q: Point| -> i32 {
            let on_liberty = i32::from(group.liberties.contains(&q)) * 100;
            let room = q.neighbors(size).filter(|&nb| board.get(nb).is_none()).count() as i32;
            on_liberty + room
        };
        let mut scored: Vec<(i32, Point)> = points.into_iter().map(|q| (score(q), q)).collect();
        crate::sort::sort_by(&mut scored, |a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
        let mut moves: Vec<Move> = scored.into_iter().map(|(_, q)| Move::Play(q)).collect();
        if !attacking {
            moves.push(Move::Pass);
        }
        moves
    }
}

#[cfg(test)]
mod tests;
