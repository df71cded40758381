//! The English of faults in the counting positions (`content/counting/*.txt`), for authors.

use std::fmt::{self, Display, Formatter};

use crate::counting::{PositionError, PositionFault, Unsettled};
use crate::rules::BoardSize;

impl Display for PositionError {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        let name = &self.position;
        match &self.fault {
            PositionFault::BeforeFirstName { line } => write!(f, "\"{line}\" comes before the first `== name`"),
            PositionFault::DuplicateName => write!(f, "two positions are called {name}"),
            PositionFault::BlackNotACount { value } => write!(f, "{name}: `black: {value}` is not a count"),
            PositionFault::KomiNotStones { value } => write!(f, "{name}: `komi: {value}` is not a number of stones"),
            PositionFault::HandicapTooSmall { value } => write!(f, "{name}: `handicap: {value}` is not 2 or more stones"),
            PositionFault::LevelOutOfRange { value } => write!(f, "{name}: `level: {value}`: the level is 1, 2 or 3"),
            PositionFault::UnknownKey { key } => write!(f, "{name}: unknown key `{key}`"),
            PositionFault::Board(e) => write!(f, "{name}: the board: {e}"),
            PositionFault::NoBlackCount => write!(f, "{name}: no `black:` count"),
            PositionFault::DeadNotAPoint { at, error } => write!(f, "{name}: dead {at}: {error}"),
            PositionFault::DeadOnEmpty { at } => write!(f, "{name}: dead {at} is an empty point"),
        }
    }
}

/// Why a position is not finished, in a sentence for content authors.
pub fn unsettled_sentence(why: &Unsettled, size: BoardSize) -> String {
    match why {
        Unsettled::InAtari { group_at } => format!("the group at {} is in atari", group_at.to_gtp(size)),
        Unsettled::OpenArea { at, points } => {
            format!("the open area at {} ({points} points) is not a row of shared points", at.to_gtp(size))
        }
        Unsettled::DeadMarkOnEmpty { at } => format!("{} is marked dead but holds no stone", at.to_gtp(size)),
    }
}
