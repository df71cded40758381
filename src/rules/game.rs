//! A game: the position, whose turn it is, the moves so far, the positions seen (for ko and
//! superko), passes, resignation, the end, and undo/redo.

use super::board::EMPTY;
use super::history::History;
use super::{
    count_area, zobrist, AreaCount, Board, BoardSize, Color, DeadStones, IllegalMove, KoRule,
    Outcome, Point, Ruleset,
};

/// What a player does on a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Move {
    /// Put a stone on a point.
    Play(Point),
    /// Give up the turn.
    Pass,
}

/// A move that was played, with the stones it captured.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct PlayedMove {
    /// Who played it.
    pub color: Color,
    /// The move.
    pub mv: Move,
    /// The opponent's stones it took off the board, in board order.
    pub captured: Vec<Point>,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum GameEnd {
    /// Two passes in a row: next, the players agree on dead stones and count.
    BothPassed,
    /// One side resigned.
    Resigned { winner: Color },
    /// One side ran out of time.
    TimeOut { winner: Color },
}

/// Why an arrangement of stones cannot be played from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A group has no liberties, which cannot happen in a game.
    NoLiberties { color: Color, group: Vec<Point> },
}

impl std::fmt::Display for SetupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            SetupError::NoLiberties { color, group } => write!(
                f,
                "a {} group of {} stone(s) has no liberties",
                color.name().to_lowercase(),
                group.len()
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// A game in progress, always in a legal position.
///
/// # Examples
/// ```
/// use weiqi::rules::{BoardSize, Color, Game, Move, Point, Ruleset};
/// let size = BoardSize::NINE;
/// let mut game = Game::new(size, Ruleset::CHINESE);
/// let e5 = Point::parse_gtp("E5", size).unwrap();
/// game.play(Move::Play(e5)).unwrap();
/// assert_eq!(game.board().get(e5), Some(Color::Black));
/// assert_eq!(game.to_move(), Color::White);
/// // The point is taken: the error says so, and the game is unchanged.
/// let err = game.play(Move::Play(e5)).unwrap_err();
/// assert_eq!(err.sentence(size), "There is already a black stone on E5. Stones go on empty points.");
/// assert_eq!(game.move_number(), 1);
/// ```
#[derive(Clone, Debug)]
pub struct Game {
    ruleset: Ruleset,
    start: Board,
    start_to_move: Color,
    handicap: u8,
    board: Board,
    to_move: Color,
    played: Vec<PlayedMove>,
    redo: Vec<(Color, Move)>,
    history: History,
    captures: [u32; 2],
    passes_in_a_row: u32,
    end: Option<GameEnd>,
    /// Move numbers at which play resumed after two passes, so undo can replay them.
    resumed_at: Vec<usize>,
}

impl Game {
    /// A new game on an empty board, Black to move.
    pub fn new(size: BoardSize, ruleset: Ruleset) -> Game {
        Game::from_setup(Board::new(size), Color::Black, ruleset).expect("an empty board is legal")
    }

    /// A game from any arrangement of stones.
    ///
    /// # Errors
    /// [`SetupError::NoLiberties`] if a group has no liberties.
    pub fn from_setup(board: Board, to_move: Color, ruleset: Ruleset) -> Result<Game, SetupError> {
        if let Some(group) = board.groups().into_iter().find(|g| g.liberties.is_empty()) {
            return Err(SetupError::NoLiberties { color: group.color, group: group.stones });
        }
        let key = position_key(&board, to_move, ruleset.ko);
        Ok(Game {
            ruleset,
            start: board.clone(),
            start_to_move: to_move,
            handicap: 0,
            board,
            to_move,
            played: Vec::new(),
            redo: Vec::new(),
            history: History::new(key),
            captures: [0; 2],
            passes_in_a_row: 0,
            end: None,
            resumed_at: Vec::new(),
        })
    }

    /// A handicap game: Black's `stones` are on the board and White moves first. The count
    /// gives White the Chinese compensation of half a stone per handicap stone.
    ///
    /// # Errors
    /// [`SetupError::NoLiberties`] if the stones fill the whole board.
    pub fn with_handicap(size: BoardSize, ruleset: Ruleset, stones: &[Point]) -> Result<Game, SetupError> {
        let mut board = Board::new(size);
        let changes: Vec<_> = stones.iter().map(|&p| (p, Some(Color::Black))).collect();
        board.set_many(&changes);
        let handicap = u8::try_from(board.stone_count(Color::Black)).unwrap_or(u8::MAX);
        let to_move = if handicap >= 1 { Color::White } else { Color::Black };
        let mut game = Game::from_setup(board, to_move, ruleset)?;
        game.handicap = if handicap >= 2 { handicap } else { 0 };
        Ok(game)
    }

    /// The current position.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.board.size()
    }

    /// Whose turn it is.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// The rules in force.
    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    /// The number of handicap stones (0 for an even game).
    pub fn handicap(&self) -> u8 {
        self.handicap
    }

    /// The position the game started from and who moved first.
    pub fn start(&self) -> (&Board, Color) {
        (&self.start, self.start_to_move)
    }

    /// The moves played so far.
    pub fn moves(&self) -> &[PlayedMove] {
        &self.played
    }

    /// How many moves (passes included) have been played.
    pub fn move_number(&self) -> usize {
        self.played.len()
    }

    /// Stones captured *by* `color` so far.
    pub fn captures(&self, color: Color) -> u32 {
        self.captures[color.index()]
    }

    /// How the game ended, if it has.
    pub fn end(&self) -> Option<GameEnd> {
        self.end
    }

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
            removed.sort();
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
            let enemy = super::board::cell_of(!color);
            let mut hash = self.board.hash() ^ zobrist::key(color, i);
            let mut captured = [usize::MAX; 4];
            for (k, n) in super::board::neighbors(i).into_iter().enumerate() {
                if self.board.cell(n) == enemy {
                    let h = self.board.head_of(n);
                    if self.board.atari_liberty(h).is_some() && !captured[..k].contains(&h) {
                        captured[k] = h;
                        hash ^= self.board.chain_hash(h);
                    }
                }
            }
            hash
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

    /// Plays `mv` for the player to move.
    ///
    /// # Errors
    /// The [`IllegalMove`]; the game is left unchanged.
    pub fn play(&mut self, mv: Move) -> Result<&PlayedMove, IllegalMove> {
        self.play_as(self.to_move, mv)
    }

    /// Plays `mv` for `color`, whoever's turn it is (for referees and game records).
    ///
    /// # Errors
    /// The [`IllegalMove`]; the game is left unchanged.
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<&PlayedMove, IllegalMove> {
        if self.end.is_some() {
            return Err(IllegalMove::GameOver);
        }
        if let Move::Play(p) = mv {
            self.check_for(color, p)?;
        }
        self.redo.clear();
        Ok(self.apply(color, mv))
    }

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
    /// use weiqi::rules::{Board, BoardSize, Color, Game, IllegalMove, Move, Point, Ruleset};
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

    /// Plays a move already known to be legal.
    fn apply(&mut self, color: Color, mv: Move) -> &PlayedMove {
        let mut captured = Vec::new();
        match mv {
            Move::Play(p) => {
                self.board.play_at(color, p.index(), Some(&mut captured));
                // With suicide allowed, the removed stones may be the mover's own.
                if self.board.get(p).is_none() {
                    self.captures[(!color).index()] += captured.len() as u32;
                    captured.clear();
                } else {
                    self.captures[color.index()] += captured.len() as u32;
                }
                captured.sort();
                self.passes_in_a_row = 0;
            }
            Move::Pass => {
                self.passes_in_a_row += 1;
                if self.passes_in_a_row >= 2 {
                    self.end = Some(GameEnd::BothPassed);
                }
            }
        }
        self.to_move = !color;
        self.history.push(position_key(&self.board, self.to_move, self.ruleset.ko));
        self.played.push(PlayedMove { color, mv, captured });
        self.played.last().expect("just pushed")
    }

    /// The player to move passes. Two passes in a row end the game.
    pub fn pass(&mut self) -> Result<&PlayedMove, IllegalMove> {
        self.play(Move::Pass)
    }

    /// `color` resigns; the other side wins.
    pub fn resign(&mut self, color: Color) {
        self.end = Some(GameEnd::Resigned { winner: !color });
    }

    /// `color` ran out of time; the other side wins.
    pub fn time_out(&mut self, color: Color) {
        self.end = Some(GameEnd::TimeOut { winner: !color });
    }

    /// Continues a game that ended by two passes (a dispute about dead stones is settled by
    /// playing on). The player to move stays the same.
    pub fn resume(&mut self) {
        if self.end == Some(GameEnd::BothPassed) {
            self.end = None;
            self.passes_in_a_row = 0;
            self.resumed_at.push(self.played.len());
        }
    }

    /// Takes back the last move (or a resignation or time-out). Returns whether anything
    /// was undone.
    pub fn undo(&mut self) -> bool {
        if matches!(self.end, Some(GameEnd::Resigned { .. } | GameEnd::TimeOut { .. })) {
            self.end = None;
            return true;
        }
        let Some(last) = self.played.last() else { return false };
        let undone = (last.color, last.mv);
        let redo = std::mem::take(&mut self.redo);
        *self = self.replayed(self.played.len() - 1);
        self.redo = redo;
        self.redo.push(undone);
        true
    }

    /// Plays again the last move taken back. Returns whether there was one.
    pub fn redo(&mut self) -> bool {
        let Some((color, mv)) = self.redo.pop() else { return false };
        let redo = std::mem::take(&mut self.redo);
        let ok = self.play_as(color, mv).is_ok();
        self.redo = redo;
        ok
    }

    /// Whether [`Game::redo`] has a move to play.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// The game as it was after the first `n` moves (for reviewing; `self` is untouched).
    pub fn replayed(&self, n: usize) -> Game {
        let mut game = Game::from_setup(self.start.clone(), self.start_to_move, self.ruleset)
            .expect("the start position was validated");
        game.handicap = self.handicap;
        for m in self.played.iter().take(n) {
            game.apply(m.color, m.mv);
            if self.resumed_at.contains(&game.played.len()) {
                game.resume();
            }
        }
        game
    }

    /// The area count of the current position with `dead` stones taken off.
    pub fn count(&self, dead: &DeadStones) -> AreaCount {
        count_area(&self.board, dead)
    }

    /// The result of the count, with this game's komi and handicap compensation.
    pub fn outcome(&self, dead: &DeadStones) -> Outcome {
        self.count(dead).outcome(self.ruleset.komi, self.handicap)
    }
}

/// The history key of a position: the stones, plus whose turn it is under situational superko.
fn position_key(board: &Board, to_move: Color, ko: KoRule) -> u64 {
    match (ko, to_move) {
        (KoRule::SituationalSuperko, Color::White) => board.hash() ^ zobrist::WHITE_TO_MOVE,
        _ => board.hash(),
    }
}
