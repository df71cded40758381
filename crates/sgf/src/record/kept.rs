//! Moves of a record that the Chinese rules forbid but the record's own rules allowed, kept
//! as played, with the sentence that says so.

use super::GameRules;
use weiqi_engine::rules::{BoardSize, Color, Point};

/// A move the Chinese rules forbid, played because the record's own rules allow it (see
/// the [module documentation](self)).
///
/// # Examples
/// ```
/// use weiqi_sgf::record::{load_game, KeptMove};
/// use weiqi_engine::rules::Ruleset;
/// use weiqi_sgf::GameRecord;
/// // Under the New Zealand rules White may take its own stone off the board.
/// let record = GameRecord::parse("(;SZ[5]RU[NZ];B[ad];W[ee];B[be];W[ae];B[cc])").unwrap();
/// let loaded = load_game(&record, Ruleset::CHINESE);
/// assert!(loaded.stopped.is_none());
/// assert_eq!(loaded.game.move_number(), 5);
/// assert!(matches!(loaded.kept[..], [KeptMove::Suicide { move_number: 4, stones: 1, .. }]));
/// assert_eq!(
///     loaded.kept[0].sentence(record.info.size, &loaded.rules),
///     "Move 4 (White A1) takes its own stone off the board (suicide); the Chinese rules \
///      forbid it, the New Zealand rules of this game did not."
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KeptMove {
    /// The move made the whole board as it was after move `repeats_move` (0: at the start).
    Repetition {
        /// The move's number in the record, from 1.
        move_number: usize,
        /// Who played it.
        color: Color,
        /// Where.
        point: Point,
        /// The record's number of the move after which the board was the same.
        repeats_move: usize,
    },
    /// The move left its own group without liberties, and that group came off the board.
    Suicide {
        /// The move's number in the record, from 1.
        move_number: usize,
        /// Who played it.
        color: Color,
        /// Where.
        point: Point,
        /// How many of the mover's stones came off.
        stones: usize,
    },
}

impl KeptMove {
    /// The record's number of the move.
    pub fn move_number(&self) -> usize {
        match *self {
            KeptMove::Repetition { move_number, .. } | KeptMove::Suicide { move_number, .. } => move_number,
        }
    }

    /// One plain sentence, naming points on a board of `size`; `rules` are the record's.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::record::{GameRules, KeptMove};
    /// use weiqi_engine::rules::{BoardSize, Color, Point};
    /// let kept = KeptMove::Repetition {
    ///     move_number: 240, color: Color::Black, point: Point::new(2, 16).unwrap(), repeats_move: 234,
    /// };
    /// assert_eq!(
    ///     kept.sentence(BoardSize::NINETEEN, &GameRules::Japanese),
    ///     "Move 240 (Black C3) repeats the position after move 234; the Chinese rules forbid \
    ///      it, the Japanese rules of this game did not."
    /// );
    /// assert!(kept.sentence(BoardSize::NINETEEN, &GameRules::Unnamed).ends_with(
    ///     "the Chinese rules forbid it; the record does not say which rules the game was played under, so the move is kept as played."
    /// ));
    /// ```
    pub fn sentence(&self, size: BoardSize, rules: &GameRules) -> String {
        let (what, known) = match *self {
            KeptMove::Repetition { move_number, color, point, repeats_move } => (
                match repeats_move {
                    0 => format!("Move {move_number} ({color} {}) makes the board as it was at the start", point.to_gtp(size)),
                    n => format!("Move {move_number} ({color} {}) repeats the position after move {n}", point.to_gtp(size)),
                },
                rules.knows_repetition(),
            ),
            KeptMove::Suicide { move_number, color, point, stones } => (
                format!(
                    "Move {move_number} ({color} {}) takes its own {} off the board (suicide)",
                    point.to_gtp(size),
                    if stones == 1 { "stone".to_string() } else { format!("{stones} stones") }
                ),
                rules.knows_suicide(),
            ),
        };
        match (rules.name(), known) {
            (Some(name), true) => format!("{what}; the Chinese rules forbid it, the {name} rules of this game did not."),
            (Some(name), false) => format!(
                "{what}; the Chinese rules forbid it; this app does not know what the rules of this game ({name}) say, so the move is kept as played."
            ),
            (None, _) => format!(
                "{what}; the Chinese rules forbid it; the record does not say which rules the game was played under, so the move is kept as played."
            ),
        }
    }
}
