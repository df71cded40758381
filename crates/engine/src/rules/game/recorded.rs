//! Playing a game record's moves, whose own rules may allow a repetition or a suicide that
//! this game's rules forbid.

use super::super::{Color, IllegalMove, KoRule, Point, Ruleset};
use super::{Game, Move};

impl Game {
    /// Plays a move from a game record, whose own rules may allow what this game's rules
    /// forbid: a whole-board repetition or a suicide. `record_rules` are the record's ko rule
    /// and suicide switch (its komi is not used). The game stays consistent either way: the
    /// move is played as the record has it, captures and all, and later moves are checked
    /// against every position it has passed through.
    ///
    /// Returns `Ok(None)` when this game's rules allow the move, and `Ok(Some(why))` when
    /// they forbid it (`why` is the [`IllegalMove::Superko`], [`IllegalMove::Ko`] or
    /// [`IllegalMove::Suicide`] that [`Game::play_as`] would give) but `record_rules` allow
    /// it, so it was played all the same.
    ///
    /// # Errors
    /// The [`IllegalMove`] when the move cannot be played under either: a stone on an
    /// occupied point or off the board, a move after the end, or a repetition or suicide
    /// that `record_rules` forbid too. The game is left unchanged.
    ///
    /// # Examples
    /// ```
    /// use weiqi_engine::rules::{Board, BoardSize, Color, Game, IllegalMove, Move, Point, Ruleset};
    /// let size = BoardSize::new(5).unwrap();
    /// let board = Board::from_ascii("
    ///     . O X . .
    ///     O X . . .
    ///     X . . . .
    ///     . . . . .
    ///     . . . . .
    /// ").unwrap();
    /// let mut game = Game::from_setup(board, Color::White, Ruleset::CHINESE).unwrap();
    /// let a5 = Point::parse_gtp("A5", size).unwrap();
    /// // New Zealand rules allow suicide: White's stone on A5 takes its own two stones off.
    /// let nz = Ruleset { suicide_allowed: true, ..Ruleset::SITUATIONAL };
    /// let why = game.play_recorded(Color::White, Move::Play(a5), nz).unwrap();
    /// assert!(matches!(why, Some(IllegalMove::Suicide { .. })));
    /// assert_eq!(game.board().get(a5), None);
    /// assert_eq!(game.captures(Color::Black), 3);
    /// // A stone on an occupied point is refused whatever the rules.
    /// let c5 = Point::parse_gtp("C5", size).unwrap();
    /// assert!(game.play_recorded(Color::White, Move::Play(c5), nz).is_err());
    /// ```
    pub fn play_recorded(
        &mut self,
        color: Color,
        mv: Move,
        record_rules: Ruleset,
    ) -> Result<Option<IllegalMove>, IllegalMove> {
        let Move::Play(p) = mv else {
            self.play_as(color, mv)?;
            return Ok(None);
        };
        if self.end.is_some() {
            return Err(IllegalMove::GameOver);
        }
        match self.check_for(color, p) {
            Ok(()) => {
                self.redo.clear();
                self.apply(color, mv);
                Ok(None)
            }
            Err(why @ (IllegalMove::Ko { .. } | IllegalMove::Superko { .. } | IllegalMove::Suicide { .. })) => {
                if !self.allowed_under(color, p, record_rules) {
                    return Err(why);
                }
                self.redo.clear();
                self.apply(color, mv);
                Ok(Some(why))
            }
            Err(why) => Err(why),
        }
    }

    /// Whether `color` may play on the empty point `p` under `rules` (their ko rule and
    /// suicide switch), judged against every position of this game.
    fn allowed_under(&self, color: Color, p: Point, rules: Ruleset) -> bool {
        let i = p.index();
        if self.board.is_suicide(color, i) && !rules.suicide_allowed {
            return false;
        }
        let mut after = self.board.clone();
        after.play_at(color, i, None);
        let (hash, next) = (after.hash(), !color);
        let seen = self.positions();
        match rules.ko {
            KoRule::Simple => seen.len() < 2 || seen[seen.len() - 2].0 != hash,
            KoRule::PositionalSuperko => seen.iter().all(|&(h, _)| h != hash),
            KoRule::SituationalSuperko => seen.iter().all(|&(h, c)| h != hash || c != next),
        }
    }

    /// The board's hash and the player to move at the start and after each move.
    fn positions(&self) -> Vec<(u64, Color)> {
        let mut board = self.start.clone();
        let mut seen = Vec::with_capacity(self.played.len() + 1);
        seen.push((board.hash(), self.start_to_move));
        for m in &self.played {
            if let Move::Play(p) = m.mv {
                board.play_at(m.color, p.index(), None);
            }
            seen.push((board.hash(), !m.color));
        }
        seen
    }
}
