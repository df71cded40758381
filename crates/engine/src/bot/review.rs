//! A finished game's review: from the network's view of every position (the lead and the best
//! move before each move), the biggest mistakes of each side, how many points each cost, the
//! better move with the line after it, and, when the board shows it plainly, why the move was
//! a mistake ([`Reason`]). Data only; the app words it.

use crate::rules::{Board, Color, Game, Group, Move, Point};

use super::ownership::Ownership;
use super::tactics::saving_moves;

/// The network's view of one position of the game.
#[derive(Clone, Debug, PartialEq)]
pub struct PositionView {
    /// How many points Black leads by, and Black's chance of winning.
    pub black_lead: f32,
    pub black_win: f32,
    /// The search's first choice and the line after it (the move first), if it looked at one.
    pub best: Option<(Move, Vec<Move>)>,
    /// Who owns each point, as the search sees it.
    pub ownership: Option<Ownership>,
    /// Visits of the search behind this view (`u32::MAX` when unknown: a record written
    /// without them).
    pub visits: u32,
    /// Black's lead after the search's first choice instead, that position searched as deep:
    /// the better move's own look, made with the review's third look ([`Plan::confirm`]);
    /// `None` where it was not made (a record written without it).
    pub instead: Option<f32>,
}

/// Why a move was a mistake, when the board says so plainly. Each reason is said only when its
/// check on the board holds ([`reason_for`]): captures, ataris and saves by what the moves did,
/// areas by the network's ownership and only where no stone of either side is in danger.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The mover's stones were in atari before the move and still after it, and the opponent
    /// captured them at once. `way_out`: the opponent's stones the better move would have
    /// captured, giving them a second liberty (empty when it saved them otherwise).
    LeftInAtari { stones: Vec<Point>, way_out: Vec<Point> },
    /// The move put the mover's own stones in atari and the opponent captured them at once.
    SelfAtari { stones: Vec<Point> },
    /// The better move captured these stones, and the move played took none.
    MissedCapture { stones: Vec<Point> },
    /// These stones of the mover were in atari and stayed so after the move; the better move
    /// gave them a second liberty.
    MissedSave { stones: Vec<Point> },
    /// The move passed while a move on open ground (a point neither side surely owned) was
    /// still worth this many points.
    PassedEarly { points: u32 },
    /// The move captured these stones, which were already as good as captured (the mover
    /// owned their points surely before, and their owner had no move that got them away): the
    /// better move, elsewhere, gained more.
    TookDeadStones { stones: Vec<Point> },
    /// The stone went inside the opponent's sure area, touching no stone in danger and taking
    /// nothing, and its point stayed the opponent's after it: it could not live.
    IntoTheirArea,
    /// The board was still mostly empty and the move, touching no stone and calm, went on the
    /// first or second line.
    EdgeTooEarly,
    /// The board was still mostly empty, the better move took an empty corner, and the move
    /// played (touching no stone, calm) was not in a corner.
    CornerLeft { corner: Point },
    /// The move was inside an area that was surely the mover's already, next to no stone of the
    /// opponent and no stone of either side in danger, and took nothing: it gained nothing.
    InsideOwnArea,
    /// The better move put these opponent stones in atari (they had two liberties or more),
    /// and the move played did not.
    MissedAtari { stones: Vec<Point> },
    /// These stones of the mover had two liberties; the better move, on one of them, gave them
    /// three or more, and after the move played they still had two or fewer.
    ShortOfLiberties { stones: Vec<Point> },
    /// The better move was calm (no capture, no atari, no stone with fewer than three
    /// liberties next to it), and worth this many points more than the move played.
    Bigger { points: u32 },
    /// The better move was in a fight: next to these stones (of either side), which had this
    /// many liberties (one or two).
    Urgent { stones: Vec<Point>, liberties: u8 },
    /// The better move left these opponent stones next to it with two liberties (they had
    /// more).
    Presses { stones: Vec<Point> },
}

impl Reason {
    /// The reason's kind as a short name, for tools (`left-in-atari`, `bigger`, …).
    pub fn kind(&self) -> &'static str {
        match self {
            Reason::LeftInAtari { .. } => "left-in-atari",
            Reason::SelfAtari { .. } => "self-atari",
            Reason::MissedCapture { .. } => "missed-capture",
            Reason::MissedSave { .. } => "missed-save",
            Reason::PassedEarly { .. } => "passed-early",
            Reason::TookDeadStones { .. } => "took-dead-stones",
            Reason::IntoTheirArea => "into-their-area",
            Reason::EdgeTooEarly => "edge-too-early",
            Reason::CornerLeft { .. } => "corner-left",
            Reason::InsideOwnArea => "inside-own-area",
            Reason::Bigger { .. } => "bigger",
            Reason::MissedAtari { .. } => "missed-atari",
            Reason::ShortOfLiberties { .. } => "short-of-liberties",
            Reason::Urgent { .. } => "urgent",
            Reason::Presses { .. } => "presses",
        }
    }

    /// The stones the reason speaks of (the corner's point for [`Reason::CornerLeft`]).
    pub fn stones(&self) -> &[Point] {
        match self {
            Reason::LeftInAtari { stones, .. }
            | Reason::SelfAtari { stones }
            | Reason::MissedCapture { stones }
            | Reason::MissedSave { stones }
            | Reason::TookDeadStones { stones }
            | Reason::MissedAtari { stones }
            | Reason::ShortOfLiberties { stones }
            | Reason::Urgent { stones, .. }
            | Reason::Presses { stones } => stones,
            Reason::CornerLeft { corner } => std::slice::from_ref(corner),
            _ => &[],
        }
    }
}

/// One mistake: a move, or a run of the same side's moves in a row that each lost points for
/// the same kind of reason (a move that lost stones to a capture, or missed one, a capture,
/// and a move on the run's better point each start a mistake of their own).
#[derive(Clone, Debug, PartialEq)]
pub struct Mistake {
    pub color: Color,
    /// Index of the (first) move in the game's moves.
    pub move_index: usize,
    /// How many of the side's moves in a row it covers.
    pub moves: usize,
    /// Points lost (positive).
    pub loss: f32,
    /// The better move at `move_index` and the line after it.
    pub better: Move,
    pub line: Vec<Move>,
    pub reason: Option<Reason>,
}

/// How many mistakes of each side a review lists.
pub const MISTAKES_PER_SIDE: usize = 4;

/// Moves that lose less than this many points are not mistakes: below it the review's quick
/// looks disagree with KataGo's deeper search as often as not (of six such "mistakes" on the
/// fixed games of `tests/review_claims.rs`, four lost under a point by KataGo at 400 visits).
pub const SMALLEST: f32 = 2.5;

/// In a decided game (the same side nearly sure to win before and after the move) a move must
/// lose at least this many points to be a mistake, unless the board shows what it lost (stones
/// in atari, a capture or a save missed): there the search cares little about points, and its
/// leads wander by a few points from one position to the next (a 13×13 game won by 100 points
/// had runs "losing" 24 and 38 points where KataGo finds under 3).
pub const SMALLEST_WHEN_DECIDED: f32 = 6.0;

/// A drop is named only when the expected area (the network's ownership summed) falls by at
/// least this share of it too: where the network's lead falls by 8 to 14 points while its own
/// map of the board moves by 2, the lead is what is wrong (three claims of the corpus, in won
/// games and after a capture whose stones' fate the network misread, where KataGo finds under
/// a point: 0.14 to 0.22 of the drop); of 76 mistakes KataGo confirmed on the same games, 73
/// kept at least 0.39 of it, three less than a third.
const AREA_SHARE: f32 = 1.0 / 3.0;

/// A side this sure of winning (or losing) has a decided game, for [`SMALLEST_WHEN_DECIDED`].
const DECIDED: f32 = 0.97;

/// Whether the game is decided before and after move `k`: the same side nearly sure to win.
fn decided(views: &[PositionView], k: usize) -> bool {
    let sure = |v: &PositionView| if v.black_win >= DECIDED { 1 } else if v.black_win <= 1.0 - DECIDED { -1 } else { 0 };
    let before = sure(&views[k]);
    before != 0 && before == sure(&views[k + 1])
}

/// How a review spends its search: a quick look at every position, then a deeper one at both
/// ends of the biggest drops (a quick look is noisy; the deep one decides).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Visits of the first look at each position.
    pub quick: u32,
    /// Visits of the second look.
    pub deep: u32,
    /// At most how many drops get the second look (at both ends: twice as many positions).
    pub drops: usize,
    /// Visits of the third look, at both ends of each drop the review is about to name (the
    /// second look still finds drops of 3 to 13 points where KataGo finds none).
    pub confirm: u32,
}

impl Plan {
    /// The plan for a board of `lines` lines: on 9×9 a 60-move game, on 19×19 a 250-move one,
    /// in well under the review's time in a browser (about 9 ms a visit on 9×9, 32 ms on 19×19).
    pub fn for_lines(lines: u8) -> Plan {
        match lines {
            0..=9 => Plan { quick: 8, deep: 32, drops: 6, confirm: 64 },
            10..=13 => Plan { quick: 8, deep: 32, drops: 8, confirm: 64 },
            _ => Plan { quick: 6, deep: 24, drops: 10, confirm: 32 },
        }
    }

    /// The next position to look at, and with how many visits, given the visits each position
    /// has had so far (`looked[k]`: the position before move `k`, 0 when not yet looked at) and
    /// Black's lead there. `None` when the review is complete. `movers[k]` is the colour of
    /// move `k`; `looked` has one more entry than `movers`.
    pub fn next(&self, movers: &[Color], looked: &[(u32, f32)]) -> Option<(usize, u32)> {
        self.next_with(movers, looked, &[])
    }

    /// [`Plan::next`], with a deeper look also at both ends of the moves `also` (moves a
    /// teaching warning named in the game: the review then weighs them as carefully as its own
    /// biggest drops, and does not leave out a move the warning spoke of for a quick look's
    /// noise).
    pub fn next_with(&self, movers: &[Color], looked: &[(u32, f32)], also: &[usize]) -> Option<(usize, u32)> {
        if let Some(k) = looked.iter().position(|&(visits, _)| visits == 0) {
            return Some((k, self.quick));
        }
        let moves = movers.len().min(looked.len().saturating_sub(1));
        let drop = |k: usize| loss_of(movers[k], looked[k].1, looked[k + 1].1);
        let mut drops: Vec<usize> = (0..moves).filter(|&k| drop(k) >= SMALLEST).collect();
        crate::sort::sort_by(&mut drops, |&a, &b| drop(b).total_cmp(&drop(a)).then(a.cmp(&b)));
        // The biggest drops get the deep look at both ends, biggest first as the deep looks
        // change them, until each side has as many deep-looked drops as the review names
        // (only those are named), or the positions of `drops` drops have had it. Then the
        // third look the same way, at most at both ends of as many drops as the review names
        // (four a side). Positions looked at for a warned move come on top of the budgets.
        let warned_end = |q: usize| also.iter().any(|&k| k == q || k + 1 == q);
        for (visits, budget) in [(self.deep, 2 * self.drops), (self.confirm, 4 * MISTAKES_PER_SIDE)] {
            let seen = |q: usize| looked[q].0 >= visits;
            let used = (0..looked.len()).filter(|&q| seen(q) && !warned_end(q)).count();
            let mut budget = budget.saturating_sub(used);
            let mut named = [0usize; 2];
            let mut wanted = Vec::new();
            for &k in &drops {
                let side = usize::from(movers[k] == Color::White);
                if named[side] >= MISTAKES_PER_SIDE {
                    continue;
                }
                let missing = [k, k + 1].into_iter().filter(|&q| !seen(q)).count();
                if missing > budget {
                    break;
                }
                budget -= missing;
                named[side] += 1;
                wanted.push(k);
            }
            wanted.extend(also.iter().copied().filter(|&k| k < moves));
            if let Some(q) = wanted.into_iter().flat_map(|k| [k, k + 1]).find(|&q| !seen(q)) {
                return Some((q, visits));
            }
        }
        None
    }
}

/// What a move by `mover` lost, in points, by Black's lead before and after it.
fn loss_of(mover: Color, black_lead_before: f32, black_lead_after: f32) -> f32 {
    let sign = if mover == Color::Black { 1.0 } else { -1.0 };
    sign * (black_lead_before - black_lead_after)
}

/// The biggest mistakes of each side (at most `per_side`, biggest first within a side, the two
/// sides' lists one after the other, Black's first). `views[k]` is the view before the game's
/// move `k`, and `views[moves]` after the last one.
pub fn mistakes(game: &Game, views: &[PositionView], per_side: usize) -> Vec<Mistake> {
    mistakes_with(game, views, per_side, &[])
}

/// [`mistakes`], where the moves `warned` (named by a teaching warning during the game) come
/// first among each side's mistakes when the list is cut to `per_side`: the review does not
/// leave out what the learner was told (each still lost at least [`SMALLEST`] by the review's
/// own looks). The list is then biggest first, as [`mistakes`] gives it.
pub fn mistakes_with(game: &Game, views: &[PositionView], per_side: usize, warned: &[usize]) -> Vec<Mistake> {
    let moves = game.moves();
    if views.len() < moves.len() + 1 {
        return Vec::new();
    }
    // Each move's loss, for the side that played it, and whether it is big enough to name.
    let loss = |k: usize| loss_of(moves[k].color, views[k].black_lead, views[k + 1].black_lead);
    // In a decided game a smaller drop is named only when the board shows what it lost
    // (stones left in atari or put there, a capture or a save missed).
    // Only a move with the review's deepest look at both ends is named: a quick look's drop
    // is noise as often as not (on the claims corpus, drops of 3 to 8 points by a quick look
    // where KataGo finds none).
    let deepest = views.iter().map(|v| v.visits).max().unwrap_or(0);
    // Black's expected area by the network's ownership (where the view kept it).
    let area = |k: usize| views[k].ownership.as_ref().map(|o| o.values().iter().sum::<f32>());
    // The better move's own look, where it was made, must find a mistake too: the search
    // before the move values its first choice with the other moves it tried (on the claims
    // corpus, a "bigger" point named at 2.7 points was worth 0.6 by its own look; KataGo: none).
    let instead_lost = |k: usize| views[k].instead.map_or(f32::INFINITY, |instead| loss_of(moves[k].color, instead, views[k + 1].black_lead));
    let named = |k: usize| {
        let lost = loss(k);
        let area_lost = area(k).zip(area(k + 1)).map_or(lost, |(before, after)| loss_of(moves[k].color, before, after));
        views[k].visits >= deepest
            && views[k + 1].visits >= deepest
            && area_lost >= lost * AREA_SHARE
            && lost >= SMALLEST
            && instead_lost(k) >= SMALLEST
            && (lost >= SMALLEST_WHEN_DECIDED || !decided(views, k) || shown_on_board(game, views, k))
    };
    let mut out = Vec::new();
    for color in Color::ALL {
        let mut runs: Vec<Mistake> = Vec::new();
        let mut k = 0;
        while k < moves.len() {
            // A run starts at a move of this side that loses, where the search had another move.
            let starts = moves[k].color == color && named(k);
            let Some((better, line)) = views[k].best.clone().filter(|(b, _)| starts && *b != moves[k].mv) else {
                k += 1;
                continue;
            };
            // This side's next moves that also lose, two plies apart, join it while the lead
            // falls further from the run's first position (what the run lost together is the
            // lead before it against the lead after it: one measurement, not the sum of each
            // move's noise); a move that loses stones to a capture (or misses one) is a
            // mistake of its own.
            let start = k;
            let mut total = loss(k);
            let mut count = 1;
            let reason = reason_for(game, views, start, better);
            // A move joins only when the run's words are true of it as well: it took nothing,
            // it is not the run's better move itself, and its own reason is of the same kind.
            let joins = |k: usize| {
                let own = views[k].best.as_ref().and_then(|(b, _)| reason_for(game, views, k, *b));
                moves[k].captured.is_empty() && moves[k].mv != better && own.as_ref().map(std::mem::discriminant) == reason.as_ref().map(std::mem::discriminant)
            };
            k += 2;
            while k < moves.len() && moves[k].color == color && named(k) && stones_at_stake(game, views, k).is_none() && joins(k) {
                let together = loss_of(color, views[start].black_lead, views[k + 1].black_lead);
                if together <= total {
                    break;
                }
                total = together;
                count += 1;
                k += 2;
            }
            runs.push(Mistake { color, move_index: start, moves: count, loss: total, better, line, reason });
        }
        let was_warned = |m: &Mistake| (0..m.moves).any(|i| warned.contains(&(m.move_index + 2 * i)));
        crate::sort::sort_by(&mut runs, |a, b| was_warned(b).cmp(&was_warned(a)).then(b.loss.total_cmp(&a.loss)));
        runs.truncate(per_side);
        crate::sort::sort_by(&mut runs, |a, b| b.loss.total_cmp(&a.loss));
        out.extend(runs);
    }
    out
}

/// The stones the move `k` lost to a capture, or missed taking or saving, by the search's
/// better move there; with the view after which their fate shows (after the capture, for
/// stones left or put in atari; after the move, for a capture or a save missed).
fn stones_at_stake(game: &Game, views: &[PositionView], k: usize) -> Option<(Vec<Point>, usize)> {
    let (better, _) = views[k].best.as_ref()?;
    if *better == game.moves()[k].mv {
        return None;
    }
    match reason_for(game, views, k, *better)? {
        Reason::LeftInAtari { stones, .. } | Reason::SelfAtari { stones } => Some((stones, k + 2)),
        Reason::MissedCapture { stones } | Reason::MissedSave { stones } => Some((stones, k + 1)),
        _ => None,
    }
}

/// Whether the board shows what the move `k` lost, in a decided game: [`stones_at_stake`]
/// whose points the mover does not keep anyway by the network's ownership after it. Stones
/// dead either way are worth nothing to lose or to take: on the claims corpus a stone left in
/// atari among stones that died anyway, in a game won by 110 points, "lost" 4.4 points where
/// KataGo finds none.
fn shown_on_board(game: &Game, views: &[PositionView], k: usize) -> bool {
    let Some((stones, at)) = stones_at_stake(game, views, k) else { return false };
    let Some(own) = views.get(at).and_then(|v| v.ownership.as_ref()) else { return true };
    let kept: f32 = stones.iter().map(|&q| own.chance(q, game.moves()[k].color)).sum();
    kept < 0.5 * stones.len() as f32
}

/// The smallest difference, in points, a "bigger" reason names (KataGo disagreed with some
/// of two points on the fixed games of `tests/review_claims.rs`).
const BIGGER_SAYING: u32 = 3;

/// How sure ownership must be for a point to count as a side's area in a reason.
const SURE: f32 = 0.85;

/// Why the move `k` of `game` was worse than `better`, if the board says so plainly: the
/// first reason, in this order, whose check holds.
pub fn reason_for(game: &Game, views: &[PositionView], k: usize, better: Move) -> Option<Reason> {
    let moves = game.moves();
    let played = moves.get(k)?;
    let color = played.color;
    let before = game.replayed(k);
    let after = game.replayed(k + 1);
    let reply = moves.get(k + 1);
    let captured_next: Vec<Point> = reply.map(|r| r.captured.clone()).unwrap_or_default();

    // What the better move would have done.
    let with_better = match better {
        Move::Play(b) => {
            let mut g = before.clone();
            let captured = g.play(Move::Play(b)).ok()?.captured.clone();
            Some((b, captured, g))
        }
        Move::Pass => None,
    };
    let missed_capture = with_better.as_ref().filter(|(_, captured, _)| !captured.is_empty() && played.captured.is_empty()).map(|(_, captured, _)| Reason::MissedCapture { stones: captured.clone() });

    // Stones of the mover in atari after the move, taken by the reply. Where the better move
    // captured stones and so gave them a second liberty, the capture was the way out.
    for group in after.board().groups().into_iter().filter(|g| g.color == color && g.liberties.len() == 1) {
        if !group.stones.iter().all(|s| captured_next.contains(s)) {
            continue;
        }
        let was_in_atari = before.board().group(group.stones[0]).is_some_and(|g| g.liberties.len() == 1);
        let stones = group.stones.clone();
        if !was_in_atari {
            return Some(Reason::SelfAtari { stones });
        }
        let freed = |g: &Game| g.board().group(stones[0]).is_some_and(|x| x.color == color && x.liberties.len() >= 2);
        let way_out = with_better.as_ref().filter(|(_, captured, g)| !captured.is_empty() && freed(g)).map(|(_, captured, _)| captured.clone()).unwrap_or_default();
        // A bigger capture elsewhere that the better move made is the lesson: more stones
        // than those left in atari.
        if let Some(Reason::MissedCapture { stones: missed }) = missed_capture.as_ref().filter(|_| way_out.is_empty()) {
            if missed.len() > stones.len() {
                return Some(Reason::MissedCapture { stones: missed.clone() });
            }
        }
        return Some(Reason::LeftInAtari { stones, way_out });
    }
    if let Some(capture) = missed_capture {
        return Some(capture);
    }
    if let Some((_, _, better_game)) = with_better.as_ref() {
        if let Some(stones) = missed_save(&before, &after, better_game, color) {
            return Some(Reason::MissedSave { stones });
        }
    }
    let points = |loss: f32| loss.max(0.0).round().min(999.0) as u32;
    let loss = views.get(k + 1).map_or(0.0, |after_view| loss_of(color, views[k].black_lead, after_view.black_lead));
    let own = views[k].ownership.as_ref();
    let sure = |q: Point, side: Color| own.is_some_and(|o| o.chance(q, side) > SURE);
    let Move::Play(p) = played.mv else {
        // Early only where the better move is on open ground: a point neither side surely owns
        // (near the end a quick look's lead is noisy; an owned point is settled).
        let open = |b: Point| own.is_some() && !sure(b, Color::Black) && !sure(b, Color::White);
        return matches!(better, Move::Play(b) if open(b)).then(|| Reason::PassedEarly { points: points(loss) });
    };
    if !played.captured.is_empty() {
        // Dead already: their points surely the mover's, and no move of their owner would
        // have got them away (a ladder read included), so taking them was no hurry.
        let already = played.captured.iter().all(|&q| sure(q, color) && saving_moves(before.board(), q.index(), 2000).is_empty());
        let better_captures = with_better.as_ref().is_some_and(|(_, c, _)| !c.is_empty());
        if better_captures {
            return None;
        }
        if already {
            return Some(Reason::TookDeadStones { stones: played.captured.clone() });
        }
        // A capture that was worth taking, where something else was bigger or urgent: what
        // the better move does is said below (never "inside its own area": a capture is
        // never calm).
    }

    if let Some((b, _, better_game)) = with_better.as_ref() {
        let b = *b;
        // An atari the better move gave and the move played did not.
        let ataris = |g: &Game| -> Vec<Vec<Point>> {
            g.board()
                .groups()
                .into_iter()
                .filter(|gr| gr.color == !color && gr.liberties.len() == 1 && before.board().group(gr.stones[0]).is_some_and(|o| o.liberties.len() >= 2))
                .map(|gr| gr.stones)
                .collect()
        };
        let played_ataris = ataris(&after);
        if let Some(stones) = ataris(better_game).into_iter().filter(|st| !played_ataris.iter().any(|p| p.contains(&st[0]))).max_by_key(Vec::len) {
            return Some(Reason::MissedAtari { stones });
        }
        // The mover's stones with two liberties next to the better move, which gave them more,
        // and still two or fewer after the move played.
        let short = before.board().groups().into_iter().filter(|g| g.color == color && g.liberties.len() == 2 && g.liberties.contains(&b)).find(|g| {
            better_game.board().group(g.stones[0]).is_some_and(|x| x.liberties.len() >= 3) && after.board().group(g.stones[0]).is_some_and(|x| x.liberties.len() <= 2)
        });
        if let Some(g) = short {
            return Some(Reason::ShortOfLiberties { stones: g.stones });
        }
    }

    let board = before.board();
    let n = board.size().get();
    let line = |q: Point| q.col().min(q.row()).min(n - 1 - q.col()).min(n - 1 - q.row());
    let played_calm = calm(&before, &after, p);
    // The opening's advice is for a move on its own: one touching a stone is a fight's.
    let alone = p.neighbors(board.size()).all(|q| board.get(q).is_none());
    if opening(board) && n >= 9 && played_calm && alone {
        if line(p) < 2 && !matches!(better, Move::Play(b) if line(b) < 2) {
            return Some(Reason::EdgeTooEarly);
        }
        if let Move::Play(b) = better {
            if let Some(corner) = empty_corner_of(board, b) {
                if empty_corner_of(board, p).is_none() && corner_of(board, p).is_none() {
                    return Some(Reason::CornerLeft { corner });
                }
            }
        }
    }
    if played_calm {
        let stays_theirs = views.get(k + 1).and_then(|v| v.ownership.as_ref()).is_some_and(|o| o.chance(p, !color) > SURE);
        if sure(p, !color) && stays_theirs {
            return Some(Reason::IntoTheirArea);
        }
        let touches_opponent = p.neighbors(board.size()).any(|q| board.get(q) == Some(!color));
        if !touches_opponent && !guards_a_cut(board, p, color) && sure(p, color) && p.neighbors(board.size()).all(|q| sure(q, color)) {
            return Some(Reason::InsideOwnArea);
        }
    }
    let Some((b, _, better_game)) = with_better.as_ref() else { return None };
    let b = *b;
    if calm(&before, better_game, b) {
        // A difference this small is within a quick look's noise: no amount is claimed.
        return (points(loss) >= BIGGER_SAYING).then(|| Reason::Bigger { points: points(loss) });
    }
    // The better move pressed the opponent's stones next to it down to two liberties.
    let pressed = b
        .neighbors(board.size())
        .filter_map(|q| better_game.board().group(q))
        .filter(|g| g.color == !color && g.liberties.len() == 2 && before.board().group(g.stones[0]).is_some_and(|o| o.liberties.len() > 2))
        .max_by_key(|g| g.stones.len());
    if let Some(g) = pressed {
        return Some(Reason::Presses { stones: g.stones });
    }
    // The better move is in a fight: the stones next to it with the fewest liberties, if the
    // move played left them so (a move that gave them liberties or took them was in the same
    // fight, and "they had only one liberty" would be half the story).
    let left_short = |g: &Group| after.board().group(g.stones[0]).is_some_and(|a| a.color == g.color && a.liberties.len() <= g.liberties.len());
    let weakest = b
        .neighbors(board.size())
        .filter_map(|q| before.board().group(q))
        .filter(|g| g.liberties.len() <= 2 && left_short(g))
        .min_by_key(|g| (g.liberties.len(), std::cmp::Reverse(g.stones.len())));
    weakest.map(|g| Reason::Urgent { liberties: g.liberties.len() as u8, stones: g.stones })
}

/// The mover's stones in atari before and after the move played, that the better move gave a
/// second liberty (the biggest such group).
fn missed_save(before: &Game, after: &Game, better_game: &Game, color: Color) -> Option<Vec<Point>> {
    before
        .board()
        .groups()
        .into_iter()
        .filter(|g| g.color == color && g.liberties.len() == 1)
        .filter(|g| after.board().group(g.stones[0]).is_some_and(|a| a.color == color && a.liberties.len() == 1))
        .filter(|g| better_game.board().group(g.stones[0]).is_some_and(|b| b.color == color && b.liberties.len() >= 2))
        .max_by_key(|g| g.stones.len())
        .map(|g| g.stones)
}

/// Whether a stone of `color` at `p` joins or guards a cut of that colour's stones: `p`, or an
/// empty point next to it, touches two or more of its groups (a point the opponent could cut
/// at). Such a move keeps an area whole: it never "gained nothing", even where the area looks
/// sure (ownership counts on the move being made).
fn guards_a_cut(board: &Board, p: Point, color: Color) -> bool {
    let size = board.size();
    let groups_around = |q: Point| board.groups_next_to(q, color).len();
    groups_around(p) >= 2 || p.neighbors(size).any(|q| board.get(q).is_none() && groups_around(q) >= 2)
}

/// Whether playing at `p` in `game` is a calm move (see [`calm`]); `false` if it is illegal.
pub fn calm_move(game: &Game, p: Point) -> bool {
    let mut after = game.clone();
    after.play(Move::Play(p)).is_ok() && calm(game, &after, p)
}

/// Whether the move at `p` (from `before` to `after`) was calm: it captured nothing, its own
/// stones have two liberties or more, no group next to it had fewer than three before it, and
/// no opponent group next to it has fewer than three after it.
fn calm(before: &Game, after: &Game, p: Point) -> bool {
    let size = before.size();
    let took = before.board().stone_count(Color::Black) + before.board().stone_count(Color::White)
        >= after.board().stone_count(Color::Black) + after.board().stone_count(Color::White);
    let weak = |game: &Game, q: Point| game.board().group(q).is_some_and(|g| g.liberties.len() < 3);
    // The move's own stones only need two liberties (a stone on the edge has three at most).
    let own_room = after.board().group(p).map_or(0, |g| g.liberties.len());
    !took && own_room >= 2 && p.neighbors(size).all(|q| !weak(before, q) && !(weak(after, q) && after.board().get(q) != after.board().get(p)))
}

/// Whether most of the board is still empty.
fn opening(board: &Board) -> bool {
    let stones = board.stone_count(Color::Black) + board.stone_count(Color::White);
    stones * 5 < board.size().area()
}

/// The corner whose 5×5 (6×6 on 19×19) square holds `p`, as its 4-4 point (3-3 on small
/// boards), if any.
fn corner_of(board: &Board, p: Point) -> Option<Point> {
    let n = board.size().get();
    let reach = if n >= 19 { 6 } else { 5 }.min(n / 2);
    let low = |v: u8| v < reach;
    let high = |v: u8| v >= n - reach;
    let star = if n >= 13 { 3 } else { 2 };
    let pick = |v: u8| if low(v) { Some(star) } else if high(v) { Some(n - 1 - star) } else { None };
    Some(Point::new(pick(p.col())?, pick(p.row())?)?)
}

/// The corner of `p` if that corner's square is empty.
fn empty_corner_of(board: &Board, p: Point) -> Option<Point> {
    let corner = corner_of(board, p)?;
    let empty = board.size().points().filter(|&q| corner_of(board, q) == Some(corner)).all(|q| board.get(q).is_none());
    empty.then_some(corner)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, Ruleset};

    fn at(text: &str, size: BoardSize) -> Point {
        Point::parse_gtp(text, size).unwrap()
    }

    fn play(game: &mut Game, moves: &[&str]) {
        for m in moves {
            let mv = if *m == "pass" { Move::Pass } else { Move::Play(at(m, game.size())) };
            game.play(mv).unwrap();
        }
    }

    fn view(black_lead: f32, best: Option<&str>, size: BoardSize) -> PositionView {
        PositionView {
            black_lead,
            black_win: 0.5,
            best: best.map(|b| (Move::Play(at(b, size)), vec![Move::Play(at(b, size))])),
            ownership: None,
            visits: u32::MAX,
            instead: None,
        }
    }

    #[test]
    fn the_biggest_drops_are_the_mistakes_and_a_run_of_them_is_one() {
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "A1", "G3", "J1"]);
        // Black's lead before each move: Black's A1 loses 6, its J1 right after loses 4 more,
        // both first-line moves in an empty board (one run of two moves); White's G3 between
        // them loses 3. The run lost 7 together: the lead before A1 against after J1, not
        // 6 + 4.
        let leads = [5.0, 5.0, 5.0, 5.0, 5.0, -1.0, 2.0, -2.0];
        let views: Vec<PositionView> = leads.iter().map(|&l| view(l, Some("D4"), size)).collect();
        let found = mistakes(&game, &views, 3);
        assert_eq!(found.len(), 2);
        assert_eq!((found[0].color, found[0].move_index, found[0].moves), (Color::Black, 4, 2));
        assert_eq!(found[0].reason, Some(Reason::EdgeTooEarly));
        assert!((found[0].loss - 7.0).abs() < 1e-5);
        assert_eq!((found[1].color, found[1].move_index), (Color::White, 5));
        assert_eq!(found[1].better, Move::Play(at("D4", size)));
    }

    #[test]
    fn a_move_a_warning_named_is_listed_before_bigger_ones_when_the_list_is_cut() {
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["A1", "E5", "J1", "C3", "A9", "G7", "J9"]);
        // Black's four first-line moves lose 3, 8, 6 and 5 points (White's moves give points
        // back between them, so each is a mistake of its own); with room for two, the biggest
        // two are listed, unless a warning named the smallest (move 0): then it is listed,
        // with the biggest, and the list stays biggest first.
        let leads = [10.0, 7.0, 15.0, 7.0, 13.0, 7.0, 12.0, 7.0];
        let views: Vec<PositionView> = leads.iter().map(|&l| view(l, Some("D4"), size)).collect();
        let black = |warned: &[usize]| -> Vec<usize> { mistakes_with(&game, &views, 2, warned).iter().filter(|m| m.color == Color::Black).map(|m| m.move_index).collect() };
        assert_eq!(black(&[]), [2, 4]);
        assert_eq!(black(&[0]), [2, 0]);
    }

    #[test]
    fn a_run_takes_only_moves_its_words_are_true_of() {
        let size = BoardSize::NINE;
        let leads = [5.0, 5.0, 5.0, 5.0, 5.0, -1.0, 2.0, -2.0];
        let views: Vec<PositionView> = leads.iter().map(|&l| view(l, Some("D4"), size)).collect();
        let black = |game: &Game| -> Vec<(usize, usize)> { mistakes(game, &views, 3).iter().filter(|m| m.color == Color::Black).map(|m| (m.move_index, m.moves)).collect() };
        // B1 touches A1: not "the first line in an empty board" but a point smaller than D4.
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "A1", "G3", "B1"]);
        assert_eq!(reason_for(&game, &views, 6, Move::Play(at("D4", size))), Some(Reason::Bigger { points: 4 }));
        assert_eq!(black(&game), [(4, 1), (6, 1)]);
        // Black's second move is D4 itself, the run's better move: it does not join the run
        // (whose "D4 was better" would be false of it).
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "A1", "G3", "D4"]);
        assert_eq!(black(&game), [(4, 1)]);
    }

    #[test]
    fn a_run_ends_when_the_lead_stops_falling_from_its_start() {
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "A1", "G3", "J1"]);
        // A1 loses 6, White's G3 gives back 5, J1 loses 3: from before A1 to after J1 Black
        // lost 4, less than A1 alone, so J1 is a mistake of its own.
        let leads = [5.0, 5.0, 5.0, 5.0, 5.0, -1.0, 4.0, 1.0];
        let views: Vec<PositionView> = leads.iter().map(|&l| view(l, Some("D4"), size)).collect();
        let black: Vec<(usize, usize)> = mistakes(&game, &views, 3).iter().filter(|m| m.color == Color::Black).map(|m| (m.move_index, m.moves)).collect();
        assert_eq!(black, [(4, 1), (6, 1)]);
    }

    #[test]
    fn a_drop_of_the_lead_the_area_does_not_show_is_not_named() {
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "A1"]);
        // Black's A1 drops Black's lead by 9 points; Black's expected area (every point's
        // ownership summed) falls by `fall` with it.
        let views = |fall: f32| -> Vec<PositionView> {
            let leads = [5.0, 5.0, 5.0, 5.0, 5.0, -4.0];
            let owned = |k: usize| if k < 5 { 0.2 } else { 0.2 - fall / 81.0 };
            let ownership = |k: usize| Ownership::from_values(size, vec![owned(k); 81]);
            leads.iter().enumerate().map(|(k, &l)| PositionView { ownership: ownership(k), ..view(l, Some("D4"), size) }).collect()
        };
        let named = |fall: f32| mistakes(&game, &views(fall), 3).iter().map(|m| m.move_index).collect::<Vec<_>>();
        assert_eq!(named(8.0), [4], "the area falls with the lead");
        assert_eq!(named(3.5), [4], "by more than a third of it");
        assert_eq!(named(2.0), Vec::<usize>::new(), "the lead fell by 9, the area by 2: the lead is what is wrong");
    }

    #[test]
    fn a_drop_the_better_moves_own_look_does_not_find_is_not_named() {
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "A1"]);
        // Black's A1 drops Black's lead from 5 to 2, and the search before it preferred D4;
        // D4's own look gives Black `instead` after it.
        let views = |instead: Option<f32>| -> Vec<PositionView> {
            let leads = [5.0, 5.0, 5.0, 5.0, 5.0, 2.0];
            leads.iter().enumerate().map(|(k, &l)| PositionView { instead: instead.filter(|_| k == 4), ..view(l, Some("D4"), size) }).collect()
        };
        let named = |instead: Option<f32>| mistakes(&game, &views(instead), 3).iter().map(|m| m.move_index).collect::<Vec<_>>();
        assert_eq!(named(Some(5.5)), [4], "D4 is 3.5 points better by its own look");
        assert_eq!(named(None), [4], "a look not made checks nothing");
        assert_eq!(named(Some(3.0)), Vec::<usize>::new(), "by its own look D4 is a point better: not a mistake");
    }

    #[test]
    fn in_a_decided_game_a_small_drop_is_not_named() {
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "A1", "G3"]);
        // Black far ahead throughout: A1 drops 4 (under the floor of a decided game, and the
        // board shows no stones lost or missed), White's G3 drops 7 (over it).
        let leads = [60.0, 60.0, 60.0, 60.0, 60.0, 56.0, 63.0];
        let views: Vec<PositionView> = leads.iter().map(|&l| PositionView { black_win: 0.999, ..view(l, Some("D4"), size) }).collect();
        let found: Vec<(Color, usize)> = mistakes(&game, &views, 3).iter().map(|m| (m.color, m.move_index)).collect();
        assert_eq!(found, [(Color::White, 5)]);
        // The same drops in a close game are both mistakes.
        let views: Vec<PositionView> = leads.iter().map(|&l| view(l - 60.0, Some("D4"), size)).collect();
        assert_eq!(mistakes(&game, &views, 3).len(), 2);
    }

    #[test]
    fn a_plan_looks_at_every_position_then_again_at_both_ends_of_the_biggest_drops() {
        use Color::{Black, White};
        let plan = Plan { quick: 4, deep: 16, drops: 1, confirm: 16 };
        let movers = [Black, White, Black];
        assert_eq!(plan.next(&movers, &[(4, 0.0), (0, 0.0), (0, 0.0), (0, 0.0)]), Some((1, 4)));
        // White's move 1 drops White's lead by 6 (Black's lead goes from 0 to 6), Black's move
        // 2 drops Black's by 2: the bigger one is looked at again, before and after.
        let mut looked = [(4, 0.0), (4, 0.0), (4, 6.0), (4, 4.0)];
        assert_eq!(plan.next(&movers, &looked), Some((1, 16)));
        looked[1].0 = 16;
        assert_eq!(plan.next(&movers, &looked), Some((2, 16)));
        looked[2].0 = 16;
        assert_eq!(plan.next(&movers, &looked), None, "one drop only in this plan");
        // A move a warning named gets its deeper look too, even where the quick look saw no
        // drop (move 2: 1 point by the quick looks).
        assert_eq!(plan.next_with(&movers, &looked, &[2]), Some((3, 16)));
        looked[3].0 = 16;
        assert_eq!(plan.next_with(&movers, &looked, &[2, 7]), None, "a warned move past the game's end is left out");
        // A warned move's deeper looks come on top: the one drop still gets its own.
        let mut looked = [(4, 0.0), (4, 0.0), (4, 6.0), (16, 4.0), (16, 4.0)];
        let movers = [Black, White, Black, White];
        assert_eq!(plan.next_with(&movers, &looked, &[3]), Some((1, 16)));
        looked[1].0 = 16;
        assert_eq!(plan.next_with(&movers, &looked, &[3]), Some((2, 16)));
        looked[2].0 = 16;
        assert_eq!(plan.next_with(&movers, &looked, &[3]), None);
    }

    #[test]
    fn a_drop_the_deep_look_undoes_hands_the_deep_look_on_and_only_deep_drops_are_named() {
        use Color::{Black, White};
        let plan = Plan { quick: 4, deep: 16, drops: 2, confirm: 16 };
        let movers = [Black, White, Black, White];
        // By the quick looks Black's move 0 lost 5 points and move 2 lost 3.
        let mut looked = [(4, 0.0), (4, -5.0), (4, -5.0), (4, -8.0), (4, -8.0)];
        assert_eq!(plan.next(&movers, &looked), Some((0, 16)));
        looked[0].0 = 16;
        assert_eq!(plan.next(&movers, &looked), Some((1, 16)));
        // The deep look after move 0 finds it lost nothing: move 2 gets the deep look next.
        looked[1] = (16, 0.0);
        looked[2] = (4, 0.0);
        looked[3] = (4, -3.0);
        assert_eq!(plan.next(&movers, &looked), Some((2, 16)));
        looked[2].0 = 16;
        assert_eq!(plan.next(&movers, &looked), Some((3, 16)));
        looked[3].0 = 16;
        assert_eq!(plan.next(&movers, &looked), None, "two drops' positions in this plan");

        // Only a drop with the deep look at both ends is named: move 0's 5 points rest on a
        // quick look after it.
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["C3", "G7", "C7", "G3"]);
        let visits = [16, 4, 16, 16, 16];
        let leads = [0.0, -5.0, -5.0, -8.0, -8.0];
        let views: Vec<PositionView> = leads.iter().zip(visits).map(|(&l, visits)| PositionView { visits, ..view(l, Some("E5"), size) }).collect();
        let named: Vec<usize> = mistakes(&game, &views, MISTAKES_PER_SIDE).iter().map(|m| m.move_index).collect();
        assert_eq!(named, vec![2]);
    }

    #[test]
    fn the_drops_about_to_be_named_get_a_third_look_and_one_it_undoes_hands_it_on() {
        use Color::{Black, White};
        let plan = Plan { quick: 4, deep: 16, drops: 2, confirm: 64 };
        let movers = [Black, White, Black, White];
        // Deep looks at both ends of Black's drops: move 0 lost 5 points, move 2 lost 3.
        let mut looked = [(16, 0.0), (16, -5.0), (16, -5.0), (16, -8.0), (4, -8.0)];
        assert_eq!(plan.next(&movers, &looked), Some((0, 64)), "the biggest drop first");
        looked[0].0 = 64;
        assert_eq!(plan.next(&movers, &looked), Some((1, 64)));
        // The third look after move 0 finds it lost nothing: move 2 is looked at next.
        looked[1] = (64, 0.0);
        assert_eq!(plan.next(&movers, &looked), Some((2, 64)));
        looked[2] = (64, 0.0);
        assert_eq!(plan.next(&movers, &looked), Some((3, 64)));
        looked[3] = (64, -3.0);
        assert_eq!(plan.next(&movers, &looked), None);
        // A plan whose third look is no deeper than its second makes none.
        let same = Plan { confirm: 16, ..plan };
        assert_eq!(same.next(&movers, &[(16, 0.0), (16, -5.0), (16, -5.0), (16, -8.0), (4, -8.0)]), None);
    }

    #[test]
    fn stones_left_in_atari_and_taken_are_the_reason() {
        let size = BoardSize::NINE;
        let board = Board::from_ascii(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . O X O . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        // White E6 puts the black stone in atari; Black plays B8; White takes it at E4.
        let mut game = Game::from_setup(board.clone(), Color::White, Ruleset::CHINESE).unwrap();
        play(&mut game, &["E6", "B8", "E4"]);
        let views = vec![view(0.0, Some("E4"), size); 4];
        let e5 = at("E5", size);
        assert_eq!(reason_for(&game, &views, 1, Move::Play(at("E4", size))), Some(Reason::LeftInAtari { stones: vec![e5], way_out: vec![] }));
        // Black extends to E4 instead; White's atari at E6 takes nothing: no reason is given.
        let mut game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
        play(&mut game, &["E4", "E6"]);
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E3", size))), None);
    }

    #[test]
    fn stones_in_atari_that_a_capture_would_have_saved_name_the_capture_as_the_way_out() {
        let size = BoardSize::NINE;
        // Black's E5 is in atari (its last liberty E4); White's F5 has one liberty too, at G5.
        // Black plays B8, White takes E5 at E4. G5 took F5 and gave E5 a second liberty.
        let board = Board::from_ascii(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . O X . . .
            . . . O X O . . .
            . . . . . X . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        let mut game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
        play(&mut game, &["B8", "E4"]);
        let views = vec![view(0.0, Some("G5"), size); 3];
        let reason = reason_for(&game, &views, 0, Move::Play(at("G5", size)));
        assert_eq!(reason, Some(Reason::LeftInAtari { stones: vec![at("E5", size)], way_out: vec![at("F5", size)] }));
    }

    #[test]
    fn a_bigger_capture_missed_is_the_lesson_before_a_smaller_group_left_in_atari() {
        let size = BoardSize::NINE;
        // Black's E5 is in atari (its last liberty E4), and so are White's A9 and A8 (their
        // last liberty A7). Black plays B2, White takes E5 at E4. A7 took two stones: more
        // than the one left in atari, and the lesson.
        let board = Board::from_ascii(
            "
            O X . . . . . . .
            O X . . . . . . .
            . . . . . . . . .
            . . . . O . . . .
            . . . O X O . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        let mut game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
        play(&mut game, &["B2", "E4"]);
        let views = vec![view(0.0, Some("A7"), size); 3];
        let reason = reason_for(&game, &views, 0, Move::Play(at("A7", size)));
        assert!(matches!(&reason, Some(Reason::MissedCapture { stones }) if stones.len() == 2), "{reason:?}");
    }

    #[test]
    fn stones_short_of_liberties_make_the_better_move_urgent_only_if_the_move_played_left_them_so() {
        let size = BoardSize::NINE;
        // Black's E5 has two liberties, E6 and F5; E6 would not give it a third. White's E4 has
        // one liberty, E3.
        let board = Board::from_ascii(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . O . . . .
            . . . O . . . . .
            . . . O X . . . .
            . . . X O X . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        let e6 = Move::Play(at("E6", size));
        let views = vec![view(0.0, Some("E6"), size); 3];
        // Black plays G7, away from the fight: E6 was urgent.
        let mut elsewhere = Game::from_setup(board.clone(), Color::Black, Ruleset::CHINESE).unwrap();
        play(&mut elsewhere, &["G7", "J9"]);
        assert_eq!(reason_for(&elsewhere, &views, 0, e6), Some(Reason::Urgent { stones: vec![at("E5", size)], liberties: 2 }));
        // Black takes E4 at E3, which gives E5 a third liberty: not "E5 had only two".
        let mut captured = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
        play(&mut captured, &["E3", "J9"]);
        assert_eq!(reason_for(&captured, &views, 0, e6), None);
    }

    /// A 9×9 board where three white stones surround E5 on three sides: a black stone there
    /// is in atari at once. Black to play.
    fn three_around_e5() -> Game {
        let board = Board::from_ascii(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . O . . . .
            . . . O . O . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap()
    }

    #[test]
    fn a_move_into_atari_that_is_taken_at_once_is_the_reason() {
        let size = BoardSize::NINE;
        let mut game = three_around_e5();
        play(&mut game, &["E5", "E4"]);
        let views = vec![view(0.0, Some("C3"), size); 3];
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("C3", size))), Some(Reason::SelfAtari { stones: vec![at("E5", size)] }));
    }

    #[test]
    fn the_first_line_in_an_empty_board_is_too_early() {
        let size = BoardSize::NINETEEN;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["Q16", "B2"]);
        let views = vec![view(0.0, Some("D4"), size); 3];
        assert_eq!(reason_for(&game, &views, 1, Move::Play(at("D4", size))), Some(Reason::EdgeTooEarly));
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["Q16", "K10"]);
        assert_eq!(
            reason_for(&game, &views, 1, Move::Play(at("D4", size))),
            Some(Reason::CornerLeft { corner: at("D4", size) }),
            "the centre instead of an empty corner"
        );
    }

    #[test]
    fn a_move_walked_into_atari_after_a_losing_move_is_a_mistake_of_its_own() {
        let size = BoardSize::NINE;
        // Black's C3 loses 3 points (a calm move, smaller than G3); its E5 next walks into atari
        // and White takes it (8 more). Two mistakes, not one run of two moves with C3's reason.
        let mut game = three_around_e5();
        play(&mut game, &["C3", "G7", "E5", "E4"]);
        let leads = [0.0, -3.0, -3.0, -11.0, -11.0];
        let views: Vec<PositionView> = leads.iter().map(|&l| view(l, Some("G3"), size)).collect();
        let found = mistakes(&game, &views, 3);
        let summary: Vec<(usize, usize, Option<Reason>)> = found.iter().map(|m| (m.move_index, m.moves, m.reason.clone())).collect();
        assert_eq!(summary, vec![(2, 1, Some(Reason::SelfAtari { stones: vec![at("E5", size)] })), (0, 1, Some(Reason::Bigger { points: 3 }))]);
        assert!((found[0].loss - 8.0).abs() < 1e-5 && (found[1].loss - 3.0).abs() < 1e-5);
    }

    #[test]
    fn a_losing_move_the_search_chose_itself_does_not_hide_the_next_one() {
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "G3", "D7", "J1"]);
        // Black's G3 "loses" 2 points, but it was the search's own first choice there (noise);
        // its J1 right after loses 6 more: the mistake is J1, on the edge too early.
        let leads = [0.0, 0.0, 0.0, 0.0, 0.0, -2.0, -2.0, -8.0];
        let mut views: Vec<PositionView> = leads.iter().map(|&l| view(l, Some("D4"), size)).collect();
        views[4] = view(0.0, Some("G3"), size);
        let found = mistakes(&game, &views, 3);
        assert_eq!(found.len(), 1);
        assert_eq!((found[0].color, found[0].move_index, found[0].moves, found[0].reason.clone()), (Color::Black, 6, 1, Some(Reason::EdgeTooEarly)));
        assert!((found[0].loss - 6.0).abs() < 1e-5);
    }

    /// A view whose ownership gives each point to the side its letter in `owners` names (`X`
    /// Black's, `O` White's, 95 % sure; `.` nobody's).
    fn owned(black_lead: f32, best: &str, owners: &str, size: BoardSize) -> PositionView {
        let values: Vec<f32> = owners
            .split_whitespace()
            .map(|c| match c {
                "X" => 0.9,
                "O" => -0.9,
                _ => 0.0,
            })
            .collect();
        PositionView { ownership: Ownership::from_values(size, values), ..view(black_lead, Some(best), size) }
    }

    /// Black's area is the left side (columns A–D), White's the right (F–J), E is nobody's.
    const HALVES: &str = "
        X X X X . O O O O
        X X X X . O O O O
        X X X X . O O O O
        X X X X . O O O O
        X X X X . O O O O
        X X X X . O O O O
        X X X X . O O O O
        X X X X . O O O O
        X X X X . O O O O";

    /// Walls down the middle: Black on D, White on F, with a white stone at B2 inside Black's
    /// side in atari (Black's B3, A2 and B1 round it) and a black stone at H8 inside White's.
    fn walls(to_move: Color) -> Game {
        let board = Board::from_ascii(
            "
            . . . X . O . . .
            . . . X . O . X .
            . . . X . O . . .
            . . . X . O . . .
            . . . X . O . . .
            . . . X . O . . .
            . X . X . O . . .
            X O . X . O . . .
            . X . X . O . . .
            ",
        )
        .unwrap();
        Game::from_setup(board, to_move, Ruleset::CHINESE).unwrap()
    }

    #[test]
    fn in_a_decided_game_stones_left_in_atari_are_named_only_if_their_points_change_hands() {
        let size = BoardSize::NINE;
        // White's B2 is in atari; White plays G5 and Black takes it at C2. Black is far ahead
        // and White's move lost 4 points by the search: under the floor of a decided game.
        let mut game = walls(Color::White);
        play(&mut game, &["G5", "C2"]);
        assert_eq!(reason_for(&game, &[owned(60.0, "C2", HALVES, size)], 0, Move::Play(at("C2", size))), Some(Reason::LeftInAtari { stones: vec![at("B2", size)], way_out: vec![] }));
        let named = |after_capture: &str| -> Vec<usize> {
            // Before White's move B2 and C2 are nobody's; after it, Black's.
            let before = "
                X X X X . O O O O
                X X X X . O O O O
                X X X X . O O O O
                X X X X . O O O O
                X X X X . O O O O
                X X X X . O O O O
                X X X X . O O O O
                X . . X . O O O O
                X X X X . O O O O";
            let views = [owned(60.0, "C2", before, size), owned(64.0, "C3", HALVES, size), owned(64.0, "D4", after_capture, size)];
            let views: Vec<PositionView> = views.into_iter().map(|v| PositionView { black_win: 0.999, ..v }).collect();
            mistakes(&game, &views, 3).iter().map(|m| m.move_index).collect()
        };
        // B2's point is Black's after the capture: the board shows what White lost.
        assert_eq!(named(HALVES), [0]);
        // B2's point stays White's after the capture (the stones round it die anyway): the
        // stone was worth nothing to lose, and the search's 4 points are not said.
        let left_white = HALVES.replace('X', "O");
        assert_eq!(named(&left_white), Vec::<usize>::new());
    }

    #[test]
    fn a_capture_is_never_inside_its_own_area_and_taking_dead_stones_says_so() {
        let size = BoardSize::NINE;
        // Black takes the white stone at B2 (it could not escape: its point is Black's), while
        // the better move was E5, in the open middle.
        let mut game = walls(Color::Black);
        play(&mut game, &["C2", "E5"]);
        let views = vec![owned(0.0, "E5", HALVES, size), owned(-4.0, "E5", HALVES, size), owned(-4.0, "E4", HALVES, size)];
        let reason = reason_for(&game, &views, 0, Move::Play(at("E5", size)));
        assert_eq!(reason, Some(Reason::TookDeadStones { stones: vec![at("B2", size)] }));
        // The same capture of a stone that was not surely dead (nobody's area): worth taking,
        // but E5, in the open, was bigger. Never "inside its own area".
        let unsure = vec![view(0.0, Some("E5"), size), view(-4.0, Some("E5"), size), view(-4.0, Some("E4"), size)];
        assert_eq!(reason_for(&game, &unsure, 0, Move::Play(at("E5", size))), Some(Reason::Bigger { points: 4 }));
    }

    #[test]
    fn stones_that_could_still_run_are_not_dead_however_sure_the_area_looks() {
        let size = BoardSize::NINE;
        // The white stone at B5 is in atari inside Black's side, but White at B4 would have
        // three liberties (A4, C4, B3): taking it was no capture of dead stones, though the
        // area around it is Black's.
        let board = Board::from_ascii(
            "
            . . . X . O . . .
            . . . X . O . . .
            . . . X . O . . .
            . X . X . O . . .
            X O X X . O . . .
            . . . X . O . . .
            . . . X . O . . .
            . . . X . O . . .
            . . . X . O . . .
            ",
        )
        .unwrap();
        let mut game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
        play(&mut game, &["B4", "E5"]);
        let views = vec![owned(0.0, "E5", HALVES, size), owned(-4.0, "E5", HALVES, size), owned(-4.0, "E4", HALVES, size)];
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E5", size))), Some(Reason::Bigger { points: 4 }));
    }

    #[test]
    fn a_move_that_joins_or_guards_a_cut_never_gained_nothing() {
        // Black's C6-C5 and D4-D3 touch diagonally at C5 and D4: White could cut at C4 or D5.
        let board = Board::from_ascii(
            "
            . . . . . . .
            . . X . . . .
            . . X . . . .
            . . . X . . .
            . . . X . . .
            . . . . . . .
            . . . . . . .
            ",
        )
        .unwrap();
        let at = |s: &str| Point::parse_gtp(s, board.size()).unwrap();
        assert!(guards_a_cut(&board, at("C4"), Color::Black), "C4 joins the two groups");
        assert!(guards_a_cut(&board, at("D5"), Color::Black), "D5 joins them too");
        assert!(guards_a_cut(&board, at("B4"), Color::Black), "B4 is next to the cutting point C4: a White stone there would have one liberty");
        assert!(!guards_a_cut(&board, at("F6"), Color::Black), "F6 is far from any cut");
        assert!(!guards_a_cut(&board, at("C4"), Color::White), "White has no stones to join");
    }

    #[test]
    fn a_move_deep_in_its_own_area_gained_nothing_but_not_one_next_to_the_opponent() {
        let size = BoardSize::NINE;
        let views = vec![owned(0.0, "E5", HALVES, size), owned(-4.0, "E5", HALVES, size), owned(-4.0, "E4", HALVES, size)];
        let mut game = walls(Color::Black);
        play(&mut game, &["B6", "E5"]);
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E5", size))), Some(Reason::InsideOwnArea));
        // A1 joins Black's A2 and B1, which are left with two liberties: not a calm move, so
        // not "inside its own area" either.
        let mut game = walls(Color::Black);
        play(&mut game, &["A1", "E5"]);
        assert_ne!(reason_for(&game, &views, 0, Move::Play(at("E5", size))), Some(Reason::InsideOwnArea));
    }

    #[test]
    fn a_stone_in_the_opponents_sure_area_could_not_live() {
        let size = BoardSize::NINE;
        let mut game = walls(Color::Black);
        play(&mut game, &["H3", "E5"]);
        let views = vec![owned(0.0, "E5", HALVES, size), owned(-4.0, "E5", HALVES, size), owned(-4.0, "E4", HALVES, size)];
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E5", size))), Some(Reason::IntoTheirArea));
    }

    #[test]
    fn stones_left_in_atari_that_the_better_move_saves_are_a_missed_save() {
        let size = BoardSize::NINE;
        // White's B2 is in atari; White plays J9 instead of C2 (which gives it liberties at
        // C1 and C3), and Black does not take it at once.
        let mut game = walls(Color::White);
        play(&mut game, &["J9", "E5"]);
        let views = vec![view(0.0, Some("C2"), size); 3];
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("C2", size))), Some(Reason::MissedSave { stones: vec![at("B2", size)] }));
    }

    #[test]
    fn a_pass_while_points_were_left_and_a_calm_move_smaller_than_another() {
        let size = BoardSize::NINE;
        let mut game = walls(Color::Black);
        play(&mut game, &["pass", "E5"]);
        // E5 is open ground (nobody's in the ownership): passing was early.
        let owned_views = vec![owned(0.0, "E5", HALVES, size), owned(-5.0, "E5", HALVES, size), owned(-5.0, "E4", HALVES, size)];
        assert_eq!(reason_for(&game, &owned_views, 0, Move::Play(at("E5", size))), Some(Reason::PassedEarly { points: 5 }));
        // A better move on a point Black surely owns is the network's noise, not open ground.
        assert_eq!(reason_for(&game, &owned_views, 0, Move::Play(at("B5", size))), None);
        let views = vec![view(0.0, Some("E5"), size), view(-5.0, Some("E5"), size), view(-5.0, Some("E4"), size)];
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E5", size))), None, "no ownership: nothing to say");
        let mut game = walls(Color::Black);
        play(&mut game, &["E9", "E5"]);
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E5", size))), Some(Reason::Bigger { points: 5 }));
        // C1 next to Black's B1 is no calm move, but E5 is: E5 was bigger all the same.
        let mut game = walls(Color::Black);
        play(&mut game, &["C1", "E5"]);
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E5", size))), Some(Reason::Bigger { points: 5 }));
    }

    /// Black's E5 between White's D5 and F5: two liberties, E6 and E4; Black to play.
    fn between() -> Game {
        let board = Board::from_ascii(
            "
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . O X O . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ",
        )
        .unwrap();
        Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap()
    }

    #[test]
    fn an_atari_missed_and_stones_left_short_of_liberties() {
        let size = BoardSize::NINE;
        let views = vec![view(0.0, Some("E4"), size), view(-5.0, Some("E4"), size), view(-5.0, Some("A9"), size)];
        // Black's E5 has two liberties, E6 and E4: E4 gives it more, A1 far away leaves it short.
        let mut game = between();
        play(&mut game, &["A1", "A9"]);
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E4", size))), Some(Reason::ShortOfLiberties { stones: vec![at("E5", size)] }));
        // After Black's C5, White's D5 has two liberties: D6 would put it in atari, A1 did not.
        let mut game = between();
        play(&mut game, &["C5", "A9", "A1", "A8"]);
        let views = vec![view(0.0, Some("D6"), size); 5];
        assert_eq!(reason_for(&game, &views, 2, Move::Play(at("D6", size))), Some(Reason::MissedAtari { stones: vec![at("D5", size)] }));
    }
}
