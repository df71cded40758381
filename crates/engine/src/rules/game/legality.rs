//! Whether a move is legal, and if not why: the point, suicide, and the repetition of an
//! earlier position (ko and superko), found from the position hash after the move.

use super::super::board::EMPTY;
use super::super::{zobrist, Color, IllegalMove, KoRule, Point};
use super::{Game, Move, PlayedMove};

impl Game {
    /// Whether `p` is a legal move for the player to move (the fast check).
    #[inline]
    pub fn is_legal(&self, p: Point) -> bool {
        self.end.is_none() && self.size().contains(p) && self.legal_index(self.to_move, p.index())
    }

    #[inline]
    fn legal_index(&self, color: Color, i: usize) -> bool {
        if self.board.cell(i) != EMPTY {
            return false;
        }
        let suicide = self.board.is_suicide(color, i);
        if suicide && !self.ruleset.suicide_allowed {
            return false;
        }
        self.repetition(color, i, suicide).is_none()
    }

    /// Whether `p` is legal for the player to move, and if not, why.
    pub fn check(&self, p: Point) -> Result<(), IllegalMove> {
        self.check_for(self.to_move, p)
    }

    /// Whether `color` may play on `p` now, and if not, why.
    ///
    /// # Errors
    /// The [`IllegalMove`] with what to show the learner.
    pub fn check_for(&self, color: Color, p: Point) -> Result<(), IllegalMove> {
        if self.end.is_some() {
            return Err(IllegalMove::GameOver);
        }
        if !self.size().contains(p) {
            return Err(IllegalMove::OffBoard { point: p });
        }
        if let Some(by) = self.board.get(p) {
            return Err(IllegalMove::Occupied { point: p, by });
        }
        let i = p.index();
        let suicide = self.board.is_suicide(color, i);
        if suicide && !self.ruleset.suicide_allowed {
            let mut after = self.board.clone();
            let mut removed = Vec::new();
            after.play_at(color, i, Some(&mut removed));
            crate::sort::sort(&mut removed);
            return Err(IllegalMove::Suicide { point: p, color, group: removed });
        }
        match self.repetition(color, i, suicide) {
            None => Ok(()),
            Some(k) => Err(self.repetition_error(color, p, k)),
        }
    }

    /// The move number whose position `color` playing on `i` would repeat, if any.
    #[inline]
    fn repetition(&self, color: Color, i: usize, suicide: bool) -> Option<usize> {
        let key = self.key_after(color, i, suicide);
        match self.ruleset.ko {
            KoRule::Simple => {
                let n = self.history.len();
                (n >= 2 && self.history.get(n - 2) == Some(key)).then(|| n - 2)
            }
            KoRule::PositionalSuperko | KoRule::SituationalSuperko => self.history.find(key),
        }
    }

    /// The history key of the position after `color` plays on the empty point `i`.
    #[inline]
    fn key_after(&self, color: Color, i: usize, suicide: bool) -> u64 {
        let mut hash = if suicide {
            let mut after = self.board.clone();
            after.play_at(color, i, None);
            after.hash()
        } else {
            self.board.hash_after(color, i)
        };
        if self.ruleset.ko == KoRule::SituationalSuperko && !color == Color::White {
            hash ^= zobrist::WHITE_TO_MOVE;
        }
        hash
    }

    fn repetition_error(&self, color: Color, p: Point, k: usize) -> IllegalMove {
        let n = self.history.len();
        if k + 2 == n {
            if let Some(PlayedMove { color: last, mv: Move::Play(q), captured }) = self.played.last() {
                let mut after = self.board.clone();
                let mut removed = Vec::new();
                after.play_at(color, p.index(), Some(&mut removed));
                if *last == !color && captured.len() == 1 && removed == [*q] {
                    return IllegalMove::Ko { point: p, color, ko_stone: *q };
                }
            }
        }
        IllegalMove::Superko { point: p, color, repeats_move: k }
    }
}
