//! The network's inputs for a position, exactly as it was trained on them (KataGo's input
//! version 7): 22 planes over the board and 19 global values, seen from the side to move.
//!
//! Planes: 0 on the board; 1–2 own and opponent stones; 3–5 stones whose chain has 1, 2 or 3
//! liberties; 6 points the side to move may not play for ko or superko; 9–13 the last five
//! moves; 14 stones caught in a ladder, 15–16 the same one and two moves ago; 17 moves that
//! catch an opponent chain with two liberties in a ladder; 18–19 the area of each side (see
//! [`super::area`]). Planes 7, 8, 20 and 21 belong to territory scoring and stay zero.
//!
//! Globals: 0–4 which of the last five moves were passes; 5 komi for the side to move / 20;
//! 6–7 the ko rule; 8 suicide allowed; 14 whether a pass now ends the game; 18 the komi's
//! parity wave. The others belong to rules this app does not play and stay zero.

use super::area::area;
use super::ladder::ladders;
use crate::rules::board::{cell_of, neighbors, EMPTY};
use crate::rules::point::CELLS;
use crate::rules::{Board, Color, Game, GameEnd, IllegalMove, KoRule, Move, Point, Ruleset};

/// Input planes per point.
pub const PLANES: usize = 22;
/// Global input values.
pub const GLOBALS: usize = 19;

/// A board as it was at some moment, with the simple-ko point the move before left (the point
/// nobody may retake at once), which the ladder reader respects.
#[derive(Clone, Copy)]
pub struct Snapshot<'a> {
    pub board: &'a Board,
    pub ko: Option<Point>,
}

/// Everything the network is shown about a position.
#[derive(Clone, Copy)]
pub struct Situation<'a> {
    /// The position now.
    pub now: Snapshot<'a>,
    /// The positions before the last move and before the one before, where the game has them.
    pub before: [Option<Snapshot<'a>>; 2],
    /// Whose turn it is.
    pub to_move: Color,
    /// The moves so far, most recent first (only the first five are read).
    pub recent: &'a [(Color, Move)],
    /// Points where the side to move may not play because the whole board would repeat.
    pub repeats: &'a [Point],
    pub rules: Ruleset,
    /// White's komi in points, handicap compensation included.
    pub white_komi: f32,
    /// Show the network no history (last moves, earlier ladders, whether a pass ends the
    /// game): the game has ended, or this is the position being decided on and the opponent
    /// has just passed, so that the network does not treat one more pass as the end (what
    /// KataGo calls a conservative pass).
    pub hide_history: bool,
}

/// The inputs of one position: planes point by point (row by row from the top left, the 22
/// values of a point together), the global values, and which points are legal moves.
#[derive(Clone, Debug, PartialEq)]
pub struct Inputs {
    pub size: usize,
    pub spatial: Vec<f32>,
    pub global: [f32; GLOBALS],
    pub legal: Vec<bool>,
}

impl Situation<'_> {
    /// The network's inputs for this position.
    pub fn inputs(&self) -> Inputs {
        let board = self.now.board;
        let n = board.size().get() as usize;
        let area_points = n * n;
        let mut x = Inputs { size: n, spatial: vec![0.0; area_points * PLANES], global: [0.0; GLOBALS], legal: vec![false; area_points] };
        let pla = cell_of(self.to_move);
        let opp = cell_of(!self.to_move);
        let plane_of = |p: Point| (p.row() as usize * n + p.col() as usize) * PLANES;
        let at = |i: usize| plane_of(Point::from_index(i));

        let libs = liberty_counts(board);
        for p in board.size().points() {
            let i = p.index();
            let o = plane_of(p);
            x.spatial[o] = 1.0;
            let c = board.cell(i);
            if c == pla {
                x.spatial[o + 1] = 1.0;
            } else if c == opp {
                x.spatial[o + 2] = 1.0;
            }
            if c != EMPTY && (1..=3).contains(&libs[board.head_of(i)]) {
                x.spatial[o + 2 + libs[board.head_of(i)] as usize] = 1.0;
            }
        }
        let suicide_ok = self.rules.suicide_allowed;
        for &p in self.repeats {
            if board.get(p).is_none() && !board.is_suicide(self.to_move, p.index()) {
                x.spatial[plane_of(p) + 6] = 1.0;
            }
        }
        for p in board.size().points() {
            let i = p.index();
            x.legal[p.row() as usize * n + p.col() as usize] = board.cell(i) == EMPTY
                && (suicide_ok || !board.is_suicide(self.to_move, i))
                && !self.repeats.contains(&p);
        }

        // The last moves, as far back as they alternate colours.
        let mut included = 0;
        if !self.hide_history {
            for (k, &(color, mv)) in self.recent.iter().take(5).enumerate() {
                let expected = if k % 2 == 0 { !self.to_move } else { self.to_move };
                if color != expected {
                    break;
                }
                included = k + 1;
                match mv {
                    Move::Pass => x.global[k] = 1.0,
                    Move::Play(p) => x.spatial[plane_of(p) + 9 + k] = 1.0,
                }
            }
        }

        let now = ladders(board, self.now.ko.map(Point::index), opp);
        for &i in &now.caught {
            x.spatial[at(i) + 14] = 1.0;
        }
        for &i in &now.working {
            x.spatial[at(i) + 17] = 1.0;
        }
        let previous = if included >= 1 { self.before[0].unwrap_or(self.now) } else { self.now };
        let before_previous = if included >= 2 { self.before[1].unwrap_or(previous) } else { previous };
        for (snapshot, plane) in [(previous, 15), (before_previous, 16)] {
            for i in ladders(snapshot.board, snapshot.ko.map(Point::index), opp).caught {
                x.spatial[at(i) + plane] = 1.0;
            }
        }

        let owners = area(board, suicide_ok);
        for p in board.size().points() {
            let owner = owners[p.index()];
            if owner == pla {
                x.spatial[plane_of(p) + 18] = 1.0;
            } else if owner == opp {
                x.spatial[plane_of(p) + 19] = 1.0;
            }
        }

        let bound = area_points as f32 + 20.0;
        let self_komi = match self.to_move {
            Color::White => self.white_komi,
            Color::Black => -self.white_komi,
        }
        .clamp(-bound, bound);
        x.global[5] = self_komi / 20.0;
        match self.rules.ko {
            KoRule::Simple => {}
            KoRule::PositionalSuperko => (x.global[6], x.global[7]) = (1.0, 0.5),
            KoRule::SituationalSuperko => (x.global[6], x.global[7]) = (1.0, -0.5),
        }
        if suicide_ok {
            x.global[8] = 1.0;
        }
        let last_was_pass = matches!(self.recent.first(), Some((_, Move::Pass)));
        if !self.hide_history && last_was_pass {
            x.global[14] = 1.0;
        }
        x.global[18] = komi_wave(self_komi, area_points % 2 == 0);
        x
    }
}

/// A game's position with the history the network is shown, owned (see [`Situation`]).
pub struct GameSituation {
    now: Board,
    ko: Option<Point>,
    before: Vec<(Board, Option<Point>)>,
    to_move: Color,
    recent: Vec<(Color, Move)>,
    repeats: Vec<Point>,
    rules: Ruleset,
    white_komi: f32,
    hide_history: bool,
}

impl GameSituation {
    /// The position of `game` now, to decide the next move on, with White's komi `white_komi`
    /// (handicap compensation included). History is hidden after a pass or at the end.
    pub fn of(game: &Game, white_komi: f32) -> GameSituation {
        let moves = game.moves();
        let n = moves.len();
        let before = (1..=2.min(n))
            .map(|back| {
                let earlier = game.replayed(n - back);
                let ko = ko_point(&earlier);
                (earlier.board().clone(), ko)
            })
            .collect();
        let to_move = game.to_move();
        let mut open = game.clone();
        if open.end() == Some(GameEnd::BothPassed) {
            open.resume();
        }
        let repeats = game
            .size()
            .points()
            .filter(|&p| matches!(open.check_for(to_move, p), Err(IllegalMove::Ko { .. } | IllegalMove::Superko { .. })))
            .collect();
        GameSituation {
            now: game.board().clone(),
            ko: ko_point(game),
            before,
            to_move,
            recent: moves.iter().rev().take(5).map(|m| (m.color, m.mv)).collect(),
            repeats,
            rules: game.ruleset(),
            white_komi,
            hide_history: game.end() == Some(GameEnd::BothPassed) || matches!(moves.last(), Some(m) if m.mv == Move::Pass),
        }
    }

    /// The borrowed view the network reads.
    pub fn situation(&self) -> Situation<'_> {
        let snapshot = |k: usize| self.before.get(k).map(|(board, ko)| Snapshot { board, ko: *ko });
        Situation {
            now: Snapshot { board: &self.now, ko: self.ko },
            before: [snapshot(0), snapshot(1)],
            to_move: self.to_move,
            recent: &self.recent,
            repeats: &self.repeats,
            rules: self.rules,
            white_komi: self.white_komi,
            hide_history: self.hide_history,
        }
    }
}

/// KataGo's simple-ko point after `game`'s last move: the lone stone it captured, when the
/// capturing stone stands alone with one liberty.
pub fn ko_point(game: &Game) -> Option<Point> {
    let last = game.moves().last()?;
    let Move::Play(p) = last.mv else { return None };
    let board = game.board();
    let head = board.head_of(p.index());
    (last.captured.len() == 1 && board.chain_len(head) == 1 && board.atari_liberty(head).is_some())
        .then(|| last.captured[0])
}

/// The number of liberties of each chain, at its head's padded index.
fn liberty_counts(board: &Board) -> Vec<u16> {
    let mut counts = vec![0u16; CELLS];
    let mut seen = vec![usize::MAX; CELLS];
    for p in board.size().points() {
        let i = p.index();
        if board.cell(i) == EMPTY || board.head_of(i) != i {
            continue;
        }
        let mut libs = 0;
        for s in board.chain_indices(i) {
            for l in neighbors(s) {
                if board.cell(l) == EMPTY && seen[l] != i {
                    seen[l] = i;
                    libs += 1;
                }
            }
        }
        counts[i] = libs;
    }
    counts
}

/// A triangle wave of the komi with a period of two points, peaking half a point above the
/// komis that allow a draw: it tells the network how much the last half point of komi is worth.
fn komi_wave(self_komi: f32, even_area: bool) -> f32 {
    let floor = if even_area {
        (self_komi / 2.0).floor() * 2.0
    } else {
        ((self_komi - 1.0) / 2.0).floor() * 2.0 + 1.0
    };
    let delta = (self_komi - floor).clamp(0.0, 2.0);
    if delta < 0.5 {
        delta
    } else if delta < 1.5 {
        1.0 - delta
    } else {
        delta - 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::BoardSize;

    fn plane(x: &Inputs, p: &str, k: usize) -> f32 {
        let p = Point::parse_gtp(p, BoardSize::new(x.size as u32).unwrap()).unwrap();
        x.spatial[(p.row() as usize * x.size + p.col() as usize) * PLANES + k]
    }

    fn situation_of<'a>(game: &'a Game, recent: &'a [(Color, Move)], repeats: &'a [Point]) -> Situation<'a> {
        Situation {
            now: Snapshot { board: game.board(), ko: None },
            before: [None, None],
            to_move: game.to_move(),
            recent,
            repeats,
            rules: game.ruleset(),
            white_komi: 7.5,
            hide_history: false,
        }
    }

    #[test]
    fn stones_and_liberties_are_seen_from_the_side_to_move() {
        let board = Board::from_ascii(
            "
            . X O . .
            X O . . .
            . . . . .
            . . . . .
            . . . . .
            ",
        )
        .unwrap();
        let game = Game::from_setup(board, Color::White, Ruleset::CHINESE).unwrap();
        let x = situation_of(&game, &[], &[]).inputs();
        assert_eq!(plane(&x, "C5", 1), 1.0, "White moves: its stones are 'own'");
        assert_eq!(plane(&x, "B5", 2), 1.0);
        assert_eq!(plane(&x, "B5", 3), 1.0, "B5 has one liberty (A5)... ");
        assert_eq!(plane(&x, "B4", 4), 1.0, "B4 has two (C4, B3)");
        assert_eq!(plane(&x, "C5", 4), 1.0, "C5 has two (D5, C4)");
        assert_eq!(plane(&x, "A4", 4), 1.0, "A4 has two (A5, A3)");
        assert_eq!(plane(&x, "E1", 0), 1.0);
        assert_eq!(x.global[5], 7.5 / 20.0, "komi is White's, seen by White");
        assert_eq!((x.global[6], x.global[7]), (1.0, 0.5), "positional superko");
    }

    #[test]
    fn the_last_moves_alternate_and_a_pass_is_a_global_value() {
        let size = BoardSize::NINE;
        let e5 = Point::parse_gtp("E5", size).unwrap();
        let c3 = Point::parse_gtp("C3", size).unwrap();
        let mut game = Game::new(size, Ruleset::CHINESE);
        game.play(Move::Play(c3)).unwrap();
        game.play(Move::Play(e5)).unwrap();
        game.play(Move::Pass).unwrap();
        let recent = [(Color::Black, Move::Pass), (Color::White, Move::Play(e5)), (Color::Black, Move::Play(c3))];
        let x = situation_of(&game, &recent, &[]).inputs();
        assert_eq!(x.global[0], 1.0, "the opponent's last move was a pass");
        assert_eq!(plane(&x, "E5", 10), 1.0, "our own last move");
        assert_eq!(plane(&x, "C3", 11), 1.0);
        assert_eq!(x.global[14], 1.0, "a pass now would end the game");
    }

    #[test]
    fn a_ko_point_is_marked_and_is_not_legal() {
        let board = Board::from_ascii(
            "
            . X O . .
            X . X O .
            . X O . .
            . . . . .
            . . . . .
            ",
        )
        .unwrap();
        let game = Game::from_setup(board, Color::White, Ruleset::CHINESE).unwrap();
        let b4 = Point::parse_gtp("B4", BoardSize::new(5).unwrap()).unwrap();
        let x = situation_of(&game, &[], &[b4]).inputs();
        assert_eq!(plane(&x, "B4", 6), 1.0);
        assert!(!x.legal[1 * 5 + 1]);
        assert!(x.legal[4 * 5 + 4]);
    }

    #[test]
    fn the_komi_wave_rises_to_the_half_point_after_a_drawable_komi() {
        assert_eq!(komi_wave(7.0, false), 0.0, "odd board, komi 7 can draw");
        assert_eq!(komi_wave(7.5, false), 0.5);
        assert_eq!(komi_wave(8.0, false), 0.0);
        assert_eq!(komi_wave(8.5, false), -0.5);
        assert_eq!(komi_wave(-7.5, false), -0.5);
    }
}
