//! Game records and games: replays the main line of an SGF [`GameRecord`] into a rules
//! [`Game`] ([`load_game`]), and writes a [`Game`] back as a record ([`save_game`]).
//!
//! # Loading
//!
//! - The first node's setup (`AB`, `AW`, `AE`) is the starting position. With `HA` of 2 or
//!   more and only black stones set up, the game is a handicap game: White moves first and
//!   the count gives White the Chinese compensation (RULES §9.7). Otherwise the player to
//!   move is `PL`, else the colour of the first move, else Black.
//! - `KM` sets the komi; without it the ruleset's komi is kept.
//! - Each move is played for the colour the record gives it (two moves of one colour in a
//!   row are allowed, as in the record). Play after two passes simply continues.
//! - A setup node later in the game (`AB`/`AW`/`AE` after moves) is applied to the board as
//!   it stands, and the game starts afresh from there, with `PL` (or the same player) to
//!   move. **Limitation:** the new game does not know the positions before that node, so
//!   ko and superko only look back as far as the setup, the earlier moves are no longer in
//!   [`Game::moves`] ([`LoadedGame::moves_before_start`] counts them), and a handicap
//!   game's compensation is dropped.
//! - `PL` in a node without setup stones is ignored: every move names its colour.
//! - A record is what happened. A move that repeats a whole-board position, or a suicide,
//!   which the Chinese rules forbid but the record's own rules (`RU`, read as
//!   [`GameRules`]) allow, is played as the record has it and listed in
//!   [`LoadedGame::kept`]. A record without `RU`, or with rules this app does not know, is
//!   taken on trust the same way. Under `RU[Chinese]` such a move stops the load. New moves
//!   played from the loaded position follow the game's own rules.
//! - Loading stops at the first move that cannot be played at all (a stone on an occupied
//!   point, an immediate ko retake, which every rule set forbids, or a repetition or suicide
//!   the record's own rules forbid too), and [`LoadedGame::stopped`] says which move and why;
//!   the game holds everything before it.

use weiqi_engine::rules::{
    Board, BoardSize, Color, DeadStones, Game, GameEnd, IllegalMove, Komi, Move, Point, Quarters,
    Ruleset, SetupError,
};
use crate::{GameInfo, GameNode, GameRecord, NodeId, Place, RecordBuilder, Setup, Tree};

mod finish;
mod graft;
mod kept;
mod rules;

pub use finish::{dead_stones_of, recorded_end, write_dead_stones, RecordedEnd};
pub use graft::graft;
pub use kept::KeptMove;
pub use rules::{GameRules, Scoring};

/// Why loading a record stopped before its end.
///
/// # Examples
/// ```
/// use weiqi_sgf::record::{load_game, LoadStop};
/// use weiqi_engine::rules::{IllegalMove, Ruleset};
/// use weiqi_sgf::GameRecord;
/// // White's stone on A1 would have no liberties, and the record's rules are Chinese.
/// let record = GameRecord::parse("(;SZ[5]RU[Chinese];B[ad];W[ee];B[be];W[ae])").unwrap();
/// let stop = load_game(&record, Ruleset::CHINESE).stopped.unwrap();
/// assert_eq!(stop.move_number(), 4);
/// assert!(matches!(stop, LoadStop::IllegalMove { reason: IllegalMove::Suicide { .. }, .. }));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadStop {
    /// A move the rules do not allow.
    IllegalMove {
        /// The move's number in the record, from 1.
        move_number: usize,
        /// Who played it.
        color: Color,
        /// Where (`None` for a pass, refused only if the game was over).
        point: Option<Point>,
        /// Why it is not allowed.
        reason: IllegalMove,
    },
    /// Setup stones that leave a group with no liberties.
    BadSetup {
        /// The node's index in the record (0 for the first node).
        node: usize,
        /// Moves played before that node.
        moves_before: usize,
        /// The group without liberties.
        error: SetupError,
    },
}

impl LoadStop {
    /// The record's number of the move refused, or of the last move played before a bad setup.
    pub fn move_number(&self) -> usize {
        match *self {
            LoadStop::IllegalMove { move_number, .. } => move_number,
            LoadStop::BadSetup { moves_before, .. } => moves_before,
        }
    }

    /// One plain sentence, naming points on a board of `size`.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::record::load_game;
    /// use weiqi_engine::rules::Ruleset;
    /// use weiqi_sgf::GameRecord;
    /// let record = GameRecord::parse("(;SZ[9];B[ee];W[ee])").unwrap();
    /// let loaded = load_game(&record, Ruleset::CHINESE);
    /// assert_eq!(
    ///     loaded.stopped.unwrap().sentence(record.info.size),
    ///     "Move 2 (White E5) is not allowed: There is already a black stone on E5. Stones go on empty points."
    /// );
    /// ```
    pub fn sentence(&self, size: BoardSize) -> String {
        match self {
            LoadStop::IllegalMove { move_number, color, point, reason } => format!(
                "Move {move_number} ({color} {}) is not allowed: {}",
                point.map_or("pass".to_string(), |p| p.to_gtp(size)),
                reason.sentence(size)
            ),
            LoadStop::BadSetup { node, moves_before, error } => {
                let place = Place { node: *node, move_number: *moves_before as u32 };
                format!("The stones set up in {place} cannot be played from: {error}.")
            }
        }
    }
}

/// A record replayed into a game, as far as the rules allow.
///
/// # Examples
/// ```
/// use weiqi_sgf::record::load_game;
/// use weiqi_engine::rules::Ruleset;
/// use weiqi_sgf::GameRecord;
/// // A problem position set up after two moves: the game starts afresh there.
/// let record = GameRecord::parse("(;SZ[9];B[ee];W[cc];AB[gg];W[dd])").unwrap();
/// let loaded = load_game(&record, Ruleset::CHINESE);
/// assert_eq!((loaded.moves_before_start, loaded.game.move_number()), (2, 1));
/// assert_eq!(loaded.moves_loaded(), 3);
/// ```
#[derive(Clone, Debug)]
pub struct LoadedGame {
    /// The game after the last move loaded.
    pub game: Game,
    /// Why loading stopped early, if it did.
    pub stopped: Option<LoadStop>,
    /// Record moves played before the game last started afresh at a setup node (0 when it
    /// never did): the record's number of `game.moves()[i]` is `moves_before_start + i + 1`.
    pub moves_before_start: usize,
    /// The rules the record names (`RU`).
    pub rules: GameRules,
    /// Moves the Chinese rules forbid that were played because the record's rules allow
    /// them, in order.
    pub kept: Vec<KeptMove>,
}

impl LoadedGame {
    /// How many of the record's moves were played.
    pub fn moves_loaded(&self) -> usize {
        self.moves_before_start + self.game.move_number()
    }
}

/// Replays the main line of `record` under `ruleset` (its komi replaced by `KM` when the
/// record has one). See the [module documentation](self) for the details.
///
/// # Examples
/// ```
/// use weiqi_sgf::record::load_game;
/// use weiqi_engine::rules::{Color, Point, Ruleset};
/// use weiqi_sgf::GameRecord;
/// let record = GameRecord::parse("(;SZ[9]KM[5.5]HA[2]AB[cg][gc];W[ee];B[tt])").unwrap();
/// let loaded = load_game(&record, Ruleset::CHINESE);
/// assert!(loaded.stopped.is_none());
/// let game = loaded.game;
/// assert_eq!(game.handicap(), 2);
/// assert_eq!(game.ruleset().komi.points(), 5.5);
/// assert_eq!(game.move_number(), 2);
/// assert_eq!(game.board().get(Point::new(4, 4).unwrap()), Some(Color::White));
/// ```
pub fn load_game(record: &GameRecord, ruleset: Ruleset) -> LoadedGame {
    load_game_until(record, ruleset, usize::MAX)
}

/// Like [`load_game`], playing at most `max_moves` of the record's moves: the position
/// before move `max_moves + 1`, with any setup nodes before that move's node applied.
///
/// # Examples
/// ```
/// use weiqi_sgf::record::load_game_until;
/// use weiqi_engine::rules::Ruleset;
/// use weiqi_sgf::GameRecord;
/// let record = GameRecord::parse("(;SZ[9];B[ee];W[cc];B[gg])").unwrap();
/// assert_eq!(load_game_until(&record, Ruleset::CHINESE, 2).game.move_number(), 2);
/// ```
pub fn load_game_until(record: &GameRecord, ruleset: Ruleset, max_moves: usize) -> LoadedGame {
    let size = record.info.size;
    let ruleset = match record.info.komi_half_points {
        Some(half_points) => ruleset.with_komi(Komi(Quarters(half_points))),
        None => ruleset,
    };
    let rules = GameRules::from_ru(record.info.rules.as_deref());
    let allowed = rules.allowed();
    let (game, stopped) = match start_game(record, ruleset) {
        Ok(game) => (game, None),
        Err(error) => (Game::new(size, ruleset), Some(LoadStop::BadSetup { node: 0, moves_before: 0, error })),
    };
    let failed = stopped.is_some();
    let mut loaded = LoadedGame { game, stopped, moves_before_start: 0, rules, kept: Vec::new() };
    if failed {
        return loaded;
    }
    for id in record.tree.main_line() {
        let Some(node) = record.tree.get(id) else { continue };
        if node.play.is_some() && loaded.moves_loaded() >= max_moves {
            break;
        }
        if id != NodeId::ROOT && !node.setup.is_empty() {
            match restart(&loaded.game, &node.setup, node.to_play) {
                Ok(game) => {
                    loaded.moves_before_start = loaded.moves_loaded();
                    loaded.game = game;
                }
                Err(error) => {
                    let moves_before = loaded.moves_loaded();
                    loaded.stopped = Some(LoadStop::BadSetup { node: id.index(), moves_before, error });
                    break;
                }
            }
        }
        let Some(mv) = node.play else { continue };
        if loaded.game.end() == Some(GameEnd::BothPassed) {
            loaded.game.resume();
        }
        let move_number = loaded.moves_loaded() + 1;
        let before = loaded.game.move_number();
        let played = match mv.point {
            None => loaded.game.play_as(mv.color, Move::Pass).map(|_| None),
            Some(p) => loaded.game.play_recorded(mv.color, Move::Play(p), allowed),
        };
        match played {
            Ok(None) => {}
            Ok(Some(broke)) => {
                if let Some(kept) = kept_move(&broke, move_number, before, &loaded) {
                    loaded.kept.push(kept);
                }
            }
            Err(reason) => {
                loaded.stopped = Some(LoadStop::IllegalMove { move_number, color: mv.color, point: mv.point, reason });
                break;
            }
        }
    }
    loaded
}

/// What a move the game's rules forbid but the record's allow is kept as. `before` is the
/// game's move number before it; the game has just played it.
fn kept_move(broke: &IllegalMove, move_number: usize, before: usize, loaded: &LoadedGame) -> Option<KeptMove> {
    let offset = loaded.moves_before_start;
    match *broke {
        IllegalMove::Superko { point, color, repeats_move } => {
            Some(KeptMove::Repetition { move_number, color, point, repeats_move: offset + repeats_move })
        }
        IllegalMove::Ko { point, color, .. } => Some(KeptMove::Repetition {
            move_number,
            color,
            point,
            repeats_move: (offset + before).saturating_sub(1),
        }),
        IllegalMove::Suicide { point, color, ref group } => {
            Some(KeptMove::Suicide { move_number, color, point, stones: group.len() })
        }
        _ => None,
    }
}

/// The game at the first node: a handicap game, or a game from the set-up stones.
fn start_game(record: &GameRecord, ruleset: Ruleset) -> Result<Game, SetupError> {
    let size = record.info.size;
    let root = record.root();
    let setup = &root.setup;
    // (At most 255 stones: the engine counts handicap stones in a byte.)
    let only_black = (1..=255).contains(&setup.black.len()) && setup.white.is_empty() && setup.empty.is_empty();
    if record.info.handicap >= 2 && only_black && root.to_play != Some(Color::Black) {
        return Game::with_handicap(size, ruleset, &setup.black);
    }
    let mut board = Board::new(size);
    apply_setup(&mut board, setup);
    let first_mover = record.main_moves().first().map(|m| m.color);
    let to_move = root.to_play.or(first_mover).unwrap_or(Color::Black);
    Game::from_setup(board, to_move, ruleset)
}

/// A new game from `game`'s position with `setup` applied (see the module documentation).
fn restart(game: &Game, setup: &Setup, to_play: Option<Color>) -> Result<Game, SetupError> {
    let mut board = game.board().clone();
    apply_setup(&mut board, setup);
    Game::from_setup(board, to_play.unwrap_or(game.to_move()), game.ruleset())
}

/// Empties the `AE` points, then adds the `AB` and `AW` stones.
fn apply_setup(board: &mut Board, setup: &Setup) {
    let changes: Vec<(Point, Option<Color>)> = setup
        .empty
        .iter()
        .map(|&p| (p, None))
        .chain(setup.black.iter().map(|&p| (p, Some(Color::Black))))
        .chain(setup.white.iter().map(|&p| (p, Some(Color::White))))
        .collect();
    board.set_many(&changes);
}

/// What to write about a game besides its moves.
///
/// # Examples
/// ```
/// use weiqi_sgf::record::SaveInfo;
/// let info = SaveInfo { black: Some("Ann".into()), ..SaveInfo::default() };
/// assert!(info.result.is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SaveInfo {
    /// `PB`: Black's name.
    pub black: Option<String>,
    /// `PW`: White's name.
    pub white: Option<String>,
    /// `DT`: the date, `YYYY-MM-DD`.
    pub date: Option<String>,
    /// `GN`: the game's name.
    pub game_name: Option<String>,
    /// The stones agreed dead, for the count when the game ended by two passes.
    pub dead: DeadStones,
    /// `RE` as written, instead of the result worked out from the game.
    pub result: Option<String>,
}

/// The record of `game`: `RU[Chinese]`, `KM` in points, `HA`, the starting stones (`AB`,
/// `AW`, and `PL` when the start is not an empty board with Black to move), the moves, and
/// `RE` worked out from how the game ended: `B+R` / `W+R` for a resignation, `B+T` / `W+T`
/// for a time-out, the count with `info.dead` taken off (`B+3.5`, `W+0.5`, `0`) after two
/// passes, and none while the game goes on. A komi of 100 points or more is left out
/// (readers take such numbers as hundredths).
///
/// # Examples
/// ```
/// use weiqi_sgf::record::{load_game, save_game, SaveInfo};
/// use weiqi_engine::rules::{BoardSize, Game, Move, Point, Ruleset};
/// use weiqi_sgf::GameRecord;
/// let size = BoardSize::new(5).unwrap();
/// let mut game = Game::new(size, Ruleset::CHINESE);
/// game.play(Move::Play(Point::parse_gtp("C3", size).unwrap())).unwrap();
/// game.pass().unwrap();
/// game.pass().unwrap();
/// let record = save_game(&game, &SaveInfo::default());
/// let text = record.to_sgf();
/// assert!(text.contains("RU[Chinese]") && text.contains("KM[7.5]"));
/// assert!(text.contains("RE[B+17.5]"));
/// assert!(text.ends_with(";B[cc];W[];B[])\n"));
/// let again = load_game(&GameRecord::parse(&text).unwrap(), Ruleset::CHINESE).game;
/// assert_eq!(again.board(), game.board());
/// ```
pub fn save_game(game: &Game, info: &SaveInfo) -> GameRecord {
    let size = game.size();
    let (start, start_to_move) = game.start();
    let mut builder = RecordBuilder::new(size).rules("Chinese").handicap(u16::from(game.handicap()));
    let komi = game.ruleset().komi.quarters().0;
    if komi.abs() < 200 {
        builder = builder.komi_half_points(komi);
    }
    if let Some(date) = &info.date {
        builder = builder.date(date);
    }
    if let Some(name) = &info.game_name {
        builder = builder.game_name(name);
    }
    if let Some(result) = info.result.clone().or_else(|| result_of(game, &info.dead)) {
        builder = builder.result(&result);
    }
    for color in Color::ALL {
        let stones: Vec<Point> = start.stones(color).collect();
        if !stones.is_empty() {
            builder = builder.setup(color, &stones);
        }
    }
    for played in game.moves() {
        let point = match played.mv {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        };
        builder = builder.play(crate::Move { color: played.color, point });
    }
    let mut record = builder.build().unwrap_or_else(|_| {
        // Unreachable: every point of a game is on its board and the komi is in range.
        GameRecord { info: GameInfo::new(size), tree: Tree::new(GameNode::default()), more_games: 0 }
    });
    if matches!(game.end(), Some(GameEnd::BothPassed)) && !info.dead.is_empty() {
        write_dead_stones(&mut record, game.board(), &info.dead);
    }
    // The builder sets both names together; each is kept only when given.
    record.info.black = info.black.clone();
    record.info.white = info.white.clone();
    let starts_plain = start.stone_count(Color::Black) + start.stone_count(Color::White) == 0
        && start_to_move == Color::Black;
    if !starts_plain {
        record.tree.root_data_mut().to_play = Some(start_to_move);
    }
    record
}

/// `RE` for how `game` ended, if it has.
fn result_of(game: &Game, dead: &DeadStones) -> Option<String> {
    match game.end()? {
        GameEnd::BothPassed => Some(game.outcome(dead).sgf_result()),
        GameEnd::Resigned { winner } => Some(format!("{}+R", winner.letter())),
        GameEnd::TimeOut { winner } => Some(format!("{}+T", winner.letter())),
    }
}
