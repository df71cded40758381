//! A finished game's review: from the network's view of every position (the lead and the best
//! move before each move), the biggest mistakes of each side, how many points each cost, the
//! better move with the line after it, and, when the board shows it plainly, why the move was
//! a mistake ([`Reason`]). Data only; the app words it.

use crate::rules::{Board, Color, Game, Move, Point};

use super::ownership::Ownership;

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
}

/// Why a move was a mistake, when the board says so plainly.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The mover's stones were in atari before the move and still after it, and the opponent
    /// captured them at once.
    LeftInAtari { stones: Vec<Point> },
    /// The move put the mover's own stones in atari and the opponent captured them at once.
    SelfAtari { stones: Vec<Point> },
    /// The better move captured these stones, and the move played took none.
    MissedCapture { stones: Vec<Point> },
    /// The board was still mostly empty and the move went on the first or second line.
    EdgeTooEarly,
    /// The board was still mostly empty, the better move took an empty corner, and the move
    /// played was not in a corner.
    CornerLeft { corner: Point },
    /// The move was inside an area that was already the mover's: it gained nothing.
    InsideOwnArea,
}

/// One mistake: a move, or a run of the same side's moves in a row that each lost points (a
/// move that lost stones to a capture, or missed one, starts a mistake of its own).
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

/// Moves that lose less than this many points are not mistakes.
pub const SMALLEST: f32 = 1.5;

/// How a review spends its search: a quick look at every position, then a deeper one at both
/// ends of the biggest drops (a quick look is noisy; the deep one decides).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Plan {
    /// Visits of the first look at each position.
    pub quick: u32,
    /// Visits of the second look.
    pub deep: u32,
    /// How many of the biggest drops get the second look.
    pub drops: usize,
}

impl Plan {
    /// The plan for a board of `lines` lines: on 9×9 a 60-move game, on 19×19 a 250-move one,
    /// in well under the review's time in a browser (about 9 ms a visit on 9×9, 32 ms on 19×19).
    pub fn for_lines(lines: u8) -> Plan {
        match lines {
            0..=9 => Plan { quick: 8, deep: 32, drops: 6 },
            10..=13 => Plan { quick: 8, deep: 32, drops: 8 },
            _ => Plan { quick: 6, deep: 24, drops: 10 },
        }
    }

    /// The next position to look at, and with how many visits, given the visits each position
    /// has had so far (`looked[k]`: the position before move `k`, 0 when not yet looked at) and
    /// Black's lead there. `None` when the review is complete. `movers[k]` is the colour of
    /// move `k`; `looked` has one more entry than `movers`.
    pub fn next(&self, movers: &[Color], looked: &[(u32, f32)]) -> Option<(usize, u32)> {
        if let Some(k) = looked.iter().position(|&(visits, _)| visits == 0) {
            return Some((k, self.quick));
        }
        let drop = |k: usize| loss_of(movers[k], looked[k].1, looked[k + 1].1);
        let mut drops: Vec<usize> = (0..movers.len().min(looked.len().saturating_sub(1))).filter(|&k| drop(k) >= SMALLEST).collect();
        crate::sort::sort_by(&mut drops, |&a, &b| drop(b).total_cmp(&drop(a)).then(a.cmp(&b)));
        drops.into_iter().take(self.drops).flat_map(|k| [k, k + 1]).find(|&k| looked[k].0 < self.deep).map(|k| (k, self.deep))
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
    let moves = game.moves();
    if views.len() < moves.len() + 1 {
        return Vec::new();
    }
    // Each move's loss, for the side that played it.
    let loss = |k: usize| loss_of(moves[k].color, views[k].black_lead, views[k + 1].black_lead);
    let mut out = Vec::new();
    for color in Color::ALL {
        let mut runs: Vec<Mistake> = Vec::new();
        let mut k = 0;
        while k < moves.len() {
            // A run starts at a move of this side that loses, where the search had another move.
            let starts = moves[k].color == color && loss(k) >= SMALLEST;
            let Some((better, line)) = views[k].best.clone().filter(|(b, _)| starts && *b != moves[k].mv) else {
                k += 1;
                continue;
            };
            // This side's next moves that also lose, two plies apart, join it; a move that loses
            // stones to a capture (or misses one) is a mistake of its own.
            let start = k;
            let mut total = loss(k);
            let mut count = 1;
            k += 2;
            while k < moves.len() && moves[k].color == color && loss(k) >= SMALLEST && !tactical(game, views, k) {
                total += loss(k);
                count += 1;
                k += 2;
            }
            let reason = reason_for(game, views, start, better);
            runs.push(Mistake { color, move_index: start, moves: count, loss: total, better, line, reason });
        }
        crate::sort::sort_by(&mut runs, |a, b| b.loss.total_cmp(&a.loss));
        runs.truncate(per_side);
        out.extend(runs);
    }
    out
}

/// Whether the move `k` lost stones to a capture or missed one, by the search's better move
/// there.
fn tactical(game: &Game, views: &[PositionView], k: usize) -> bool {
    let Some((better, _)) = views[k].best.as_ref() else { return false };
    *better != game.moves()[k].mv
        && matches!(
            reason_for(game, views, k, *better),
            Some(Reason::LeftInAtari { .. } | Reason::SelfAtari { .. } | Reason::MissedCapture { .. })
        )
}

/// Why the move `k` of `game` was worse than `better`, if the board says so plainly.
pub fn reason_for(game: &Game, views: &[PositionView], k: usize, better: Move) -> Option<Reason> {
    let moves = game.moves();
    let played = moves.get(k)?;
    let color = played.color;
    let before = game.replayed(k);
    let after = game.replayed(k + 1);
    let reply = moves.get(k + 1);
    let captured_next: Vec<Point> = reply.map(|r| r.captured.clone()).unwrap_or_default();

    // Stones of the mover in atari after the move, taken by the reply.
    for group in after.board().groups().into_iter().filter(|g| g.color == color && g.liberties.len() == 1) {
        if !group.stones.iter().all(|s| captured_next.contains(s)) {
            continue;
        }
        let was_in_atari = before.board().group(group.stones[0]).is_some_and(|g| g.liberties.len() == 1);
        let stones = group.stones.clone();
        return Some(if was_in_atari { Reason::LeftInAtari { stones } } else { Reason::SelfAtari { stones } });
    }

    // A capture the better move had and the move played did not.
    if let Move::Play(b) = better {
        let mut try_better = before.clone();
        if let Ok(m) = try_better.play(Move::Play(b)) {
            if !m.captured.is_empty() && played.captured.is_empty() {
                return Some(Reason::MissedCapture { stones: m.captured.clone() });
            }
        }
    }

    let Move::Play(p) = played.mv else { return None };
    let board = before.board();
    let n = board.size().get();
    let line = |q: Point| q.col().min(q.row()).min(n - 1 - q.col()).min(n - 1 - q.row());
    if opening(board) && n >= 9 {
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
    if let Some(own) = views[k].ownership.as_ref() {
        let mine = |q: Point| own.chance(q, color) > 0.85;
        if mine(p) && p.neighbors(board.size()).all(|q| mine(q)) && board.get(p).is_none() && played.captured.is_empty() {
            return Some(Reason::InsideOwnArea);
        }
    }
    None
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
        }
    }

    #[test]
    fn the_biggest_drops_are_the_mistakes_and_a_run_of_them_is_one() {
        let size = BoardSize::NINE;
        let mut game = Game::new(size, Ruleset::CHINESE);
        play(&mut game, &["E5", "C3", "G7", "C7", "A1", "G3", "B1"]);
        // Black's lead before each move: Black's A1 loses 6, its B1 right after loses 4 more
        // (one run of two moves, 10 points); White's G3 loses 3.
        let leads = [5.0, 5.0, 5.0, 5.0, 5.0, -1.0, 2.0, -2.0];
        let views: Vec<PositionView> = leads.iter().map(|&l| view(l, Some("D4"), size)).collect();
        let found = mistakes(&game, &views, 3);
        assert_eq!(found.len(), 2);
        assert_eq!((found[0].color, found[0].move_index, found[0].moves), (Color::Black, 4, 2));
        assert!((found[0].loss - 10.0).abs() < 1e-5);
        assert_eq!((found[1].color, found[1].move_index), (Color::White, 5));
        assert_eq!(found[1].better, Move::Play(at("D4", size)));
    }

    #[test]
    fn a_plan_looks_at_every_position_then_again_at_both_ends_of_the_biggest_drops() {
        use Color::{Black, White};
        let plan = Plan { quick: 4, deep: 16, drops: 1 };
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
        assert_eq!(reason_for(&game, &views, 1, Move::Play(at("E4", size))), Some(Reason::LeftInAtari { stones: vec![e5] }));
        // Black extends to E4 instead; White's atari at E6 takes nothing: no reason is given.
        let mut game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
        play(&mut game, &["E4", "E6"]);
        assert_eq!(reason_for(&game, &views, 0, Move::Play(at("E3", size))), None);
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
        // Black's C3 loses 2 points (no plain reason); its E5 next walks into atari and White
        // takes it (8 more). Two mistakes, not one run of two moves with C3's reason.
        let mut game = three_around_e5();
        play(&mut game, &["C3", "G7", "E5", "E4"]);
        let leads = [0.0, -2.0, -2.0, -10.0, -10.0];
        let views: Vec<PositionView> = leads.iter().map(|&l| view(l, Some("G3"), size)).collect();
        let found = mistakes(&game, &views, 3);
        let summary: Vec<(usize, usize, Option<Reason>)> = found.iter().map(|m| (m.move_index, m.moves, m.reason.clone())).collect();
        assert_eq!(summary, vec![(2, 1, Some(Reason::SelfAtari { stones: vec![at("E5", size)] })), (0, 1, None)]);
        assert!((found[0].loss - 8.0).abs() < 1e-5 && (found[1].loss - 2.0).abs() < 1e-5);
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
}
