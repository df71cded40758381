//! A game: the position, whose turn it is, the moves so far, the positions seen (for ko and
//! superko), passes, resignation, the end, and undo/redo.
//!
//! Whether a move is legal and why not is in [`legality`]; playing a record's moves under
//! the record's own rules in [`recorded`].

use super::history::History;
use super::{
    count_area, zobrist, AreaCount, Board, BoardSize, Color, DeadStones, IllegalMove, KoRule,
    Outcome, Point, Ruleset,
};

mod legality;
mod recorded;

/// What a player does on a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Move {
    /// Put a stone on a point.
    Play(Point),
    /// Give up the turn.
    Pass,
}

crate::json_enum!(Move { Play(_), Pass });

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

crate::json_enum!(GameEnd { BothPassed, Resigned { winner }, TimeOut { winner } });

/// Why an arrangement of stones cannot be played from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// A group has no liberties, which cannot happen in a game.
    NoLiberties { color: Color, group: Vec<Point> },
}

impl std::error::Error for SetupError {}

/// A game in progress, always in a legal position.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{BoardSize, Color, Game, Move, Point, Ruleset};
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
        Game::start_from(Board::new(size), Color::Black, ruleset)
    }

    /// A game from any arrangement of stones.
    ///
    /// # Errors
    /// [`SetupError::NoLiberties`] if a group has no liberties.
    pub fn from_setup(board: Board, to_move: Color, ruleset: Ruleset) -> Result<Game, SetupError> {
        if let Some(group) = board.groups().into_iter().find(|g| g.liberties.is_empty()) {
            return Err(SetupError::NoLiberties { color: group.color, group: group.stones });
        }
        Ok(Game::start_from(board, to_move, ruleset))
    }

    /// A game from `board`, whose every group has a liberty (an empty board, a checked setup).
    fn start_from(board: Board, to_move: Color, ruleset: Ruleset) -> Game {
        let key = position_key(&board, to_move, ruleset.ko);
        Game {
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
        }
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
                crate::sort::sort(&mut captured);
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
