//! Help while playing the computer, as data for the page's sentences: why a suggested move is
//! good when the tactical reader can tell ([`hint_reason`]), and the teaching mode's warning
//! when a move leaves the player's own stones to be captured at once ([`danger_after`]).

use serde::{Deserialize, Serialize};

use crate::rules::{Game, Move, Point};

/// What a suggested move does, when it does something plain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HintReason {
    /// It captures this many stones.
    Captures(usize),
    /// It saves this many of your stones that are in atari (one liberty).
    Saves(usize),
    /// It puts this many of the opponent's stones in atari.
    Ataris(usize),
}

/// What the move at `p` by the player to move in `game` does, if the tactical reading finds
/// something to say: a capture first, then saving stones in atari, then an atari that the
/// opponent cannot simply escape.
pub fn hint_reason(game: &Game, p: Point) -> Option<HintReason> {
    let color = game.to_move();
    let mut after = game.clone();
    let played = after.play(Move::Play(p)).ok()?.clone();
    if !played.captured.is_empty() {
        return Some(HintReason::Captures(played.captured.len()));
    }
    let board = game.board();
    let saved: usize = board
        .groups()
        .into_iter()
        .filter(|g| g.color == color && g.liberties == [p])
        .map(|g| g.stones.len())
        .sum();
    let own_after = after.board().group(p).map_or(0, |g| g.liberties.len());
    if saved > 0 && own_after >= 2 {
        return Some(HintReason::Saves(saved));
    }
    let ataris: usize = after
        .board()
        .groups()
        .into_iter()
        .filter(|g| g.color == !color && g.liberties.len() == 1 && board.group(g.stones[0]).is_some_and(|b| b.liberties.len() > 1))
        .map(|g| g.stones.len())
        .sum();
    (ataris > 0 && own_after >= 2).then_some(HintReason::Ataris(ataris))
}

/// The teaching mode's warning: after a move, a group of the mover has one liberty left that
/// it did not have before.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Danger {
    /// The stones in danger.
    pub stones: Vec<Point>,
    /// Their last liberty.
    pub liberty: Point,
    /// Whether the opponent may capture them there on the next move.
    pub capturable: bool,
}

/// The warning for the last move of `game`, if that move left one of its player's groups
/// with a single liberty (the biggest such group).
pub fn danger_after(game: &Game) -> Option<Danger> {
    let last = game.moves().last()?;
    let Move::Play(_) = last.mv else { return None };
    let mover = last.color;
    let before = game.replayed(game.move_number() - 1);
    game.board()
        .groups()
        .into_iter()
        .filter(|g| g.color == mover && g.liberties.len() == 1)
        .filter(|g| g.stones.iter().any(|&s| before.board().group(s).is_none_or(|b| b.liberties.len() > 1)))
        .max_by_key(|g| g.stones.len())
        .map(|g| Danger {
            liberty: g.liberties[0],
            capturable: game.check_for(!mover, g.liberties[0]).is_ok(),
            stones: g.stones,
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Board, Color, Ruleset};

    fn game(rows: &str, to_move: Color) -> Game {
        Game::from_setup(Board::from_ascii(rows).unwrap(), to_move, Ruleset::CHINESE).unwrap()
    }

    fn at(game: &Game, gtp: &str) -> Point {
        Point::parse_gtp(gtp, game.size()).unwrap()
    }

    #[test]
    fn a_hint_names_a_capture_a_rescue_or_an_atari() {
        let g = game(
            "
            . X . . .
            X O X . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "B3")), Some(HintReason::Captures(1)));
        assert_eq!(hint_reason(&g, at(&g, "E1")), None, "a move far away has no plain reason");
        let g = game(
            "
            . O . . .
            O X O . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "B3")), Some(HintReason::Saves(1)));
        let g = game(
            "
            . X O . .
            . . . . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "D5")), Some(HintReason::Ataris(1)));
    }

    #[test]
    fn teaching_mode_warns_of_a_move_into_atari_but_not_of_a_safe_one() {
        let mut g = game(
            "
            . O . . .
            O . O . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        let mut safe = g.clone();
        safe.play(Move::Play(at(&g, "D2"))).unwrap();
        assert_eq!(danger_after(&safe), None);
        g.play(Move::Play(at(&g, "B4"))).unwrap();
        let b4 = at(&g, "B4");
        assert_eq!(danger_after(&g), Some(Danger { stones: vec![b4], liberty: at(&g, "B3"), capturable: true }));
    }
}
