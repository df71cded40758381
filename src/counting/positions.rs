//! Hand-made finished positions for the counting trainer, written in a plain text file that
//! anyone can extend (`content/counting/*.txt`):
//!
//! ```text
//! # A comment line.
//! == edge-dame-9
//! black: 43½
//! dead: C3 G7
//! komi: 3¾
//! level: 2
//! note: Two shared points on the border; the dead white stone on C3 counts for Black.
//! . . . X O . . . .
//! . . . X O . . . .
//! (one line per row, X Black, O White, . empty)
//! ```
//!
//! Each position starts with `== name`. `black` is Black's count, with the dead stones taken
//! off (halves as `½` or `.5`). `dead` names one stone of each dead group (the whole group is
//! dead). `komi` (in stones, default 3¾; a handicap game has none: `komi: 0`), `handicap` (the
//! number of handicap stones, for a handicap game: Black gives back half a stone for each),
//! `level` (1 easy to 3 hard, default 1) and `note` (English; the other locales' words are in
//! `content/<tag>/counting.toml` under the position's name) are optional. The rows of the board follow. A test checks every position: it reads, it is
//! finished, and `black` equals the engine's count.
//!
//! A new file is also listed in `src/counting/library.rs`, which embeds it in the app (a test
//! names any file left out).

use crate::rules::{count_area, AsciiError, Board, Color, CoordError, DeadStones, Komi, Point, Quarters};

/// One hand-made position.
#[derive(Clone, Debug)]
pub struct Position {
    /// Its name, unique in the collection.
    pub name: String,
    /// The stones.
    pub board: Board,
    /// The dead stones (whole groups).
    pub dead: DeadStones,
    /// Black's count as written in the file.
    pub black: Quarters,
    /// The komi (none in a handicap game: the handicap's give-back is counted apart).
    pub komi: Komi,
    /// Handicap stones (0 in an even game).
    pub handicap: u8,
    /// 1 (easy) to 3 (hard).
    pub level: u8,
    /// What the position teaches, shown after it is counted.
    pub note: String,
}

impl Position {
    /// Whether the written count is the engine's count.
    pub fn count_is_right(&self) -> bool {
        count_area(&self.board, &self.dead).total(Color::Black) == self.black
    }
}

/// What is wrong in a file of positions, and in which position (empty before the first).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PositionError {
    /// The name after `==`.
    pub position: String,
    /// What is wrong.
    pub fault: PositionFault,
}

/// What can be wrong in a file of positions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionFault {
    /// A line before the first `== name`.
    BeforeFirstName { line: String },
    /// Two positions have this name.
    DuplicateName,
    /// `black:` is not a count.
    BlackNotACount { value: String },
    /// `komi:` is not a number of stones.
    KomiNotStones { value: String },
    /// `handicap:` is not 2 or more.
    HandicapTooSmall { value: String },
    /// `level:` is not 1, 2 or 3.
    LevelOutOfRange { value: String },
    /// A key the format does not have.
    UnknownKey { key: String },
    /// The rows do not read as a board.
    Board(AsciiError),
    /// No `black:` line.
    NoBlackCount,
    /// A dead stone that is not a point on the board.
    DeadNotAPoint { at: String, error: CoordError },
    /// A dead stone on an empty point.
    DeadOnEmpty { at: String },
}

/// Reads a file of positions.
///
/// # Errors
/// The first mistake, with the position it is in.
///
/// # Examples
/// ```
/// use weiqi::counting::parse_positions;
/// let text = "== tiny\nblack: 6\n. X O\n. X O\n. X O\n";
/// let positions = parse_positions(text).unwrap();
/// assert_eq!(positions[0].name, "tiny");
/// assert!(positions[0].count_is_right());
/// ```
pub fn parse_positions(text: &str) -> Result<Vec<Position>, PositionError> {
    let mut out = Vec::new();
    let mut current: Option<Draft> = None;
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if let Some(name) = line.strip_prefix("==") {
            if let Some(draft) = current.take() {
                out.push(draft.finish()?);
            }
            current = Some(Draft::new(name.trim()));
            continue;
        }
        let draft = current.as_mut().ok_or_else(|| PositionError {
            position: String::new(),
            fault: PositionFault::BeforeFirstName { line: line.to_string() },
        })?;
        draft.line(line)?;
    }
    if let Some(draft) = current {
        out.push(draft.finish()?);
    }
    for (i, p) in out.iter().enumerate() {
        if out[..i].iter().any(|q| q.name == p.name) {
            return Err(PositionError { position: p.name.clone(), fault: PositionFault::DuplicateName });
        }
    }
    Ok(out)
}

/// A position being read.
struct Draft {
    name: String,
    black: Option<Quarters>,
    dead: Vec<String>,
    komi: Komi,
    handicap: u8,
    level: u8,
    note: String,
    rows: String,
}

impl Draft {
    fn new(name: &str) -> Draft {
        Draft {
            name: name.to_string(),
            black: None,
            dead: Vec::new(),
            komi: Komi::CHINESE,
            handicap: 0,
            level: 1,
            note: String::new(),
            rows: String::new(),
        }
    }

    fn fault(&self, fault: PositionFault) -> PositionError {
        PositionError { position: self.name.clone(), fault }
    }

    fn line(&mut self, line: &str) -> Result<(), PositionError> {
        let Some((key, value)) = line.split_once(':') else {
            self.rows.push_str(line);
            self.rows.push('\n');
            return Ok(());
        };
        let value = value.trim();
        match key.trim() {
            "black" => {
                let q = parse_amount(value).ok_or_else(|| self.fault(PositionFault::BlackNotACount { value: value.to_string() }))?;
                self.black = Some(q);
            }
            "dead" => self.dead = value.split_whitespace().map(str::to_string).collect(),
            "komi" => {
                let q = parse_amount(value).ok_or_else(|| self.fault(PositionFault::KomiNotStones { value: value.to_string() }))?;
                self.komi = Komi(q);
            }
            "handicap" => {
                self.handicap = value.parse().ok().filter(|&h| h >= 2).ok_or_else(|| self.fault(PositionFault::HandicapTooSmall { value: value.to_string() }))?;
            }
            "level" => {
                self.level = value.parse().ok().filter(|l| (1..=3).contains(l)).ok_or_else(|| self.fault(PositionFault::LevelOutOfRange { value: value.to_string() }))?;
            }
            "note" => self.note = value.to_string(),
            other => return Err(self.fault(PositionFault::UnknownKey { key: other.to_string() })),
        }
        Ok(())
    }

    fn finish(self) -> Result<Position, PositionError> {
        let board = Board::from_ascii(&self.rows).map_err(|e| self.fault(PositionFault::Board(e)))?;
        let black = self.black.ok_or_else(|| self.fault(PositionFault::NoBlackCount))?;
        let mut dead = DeadStones::default();
        for at in &self.dead {
            let p = Point::parse_gtp(at, board.size())
                .map_err(|error| self.fault(PositionFault::DeadNotAPoint { at: at.clone(), error }))?;
            if board.get(p).is_none() {
                return Err(self.fault(PositionFault::DeadOnEmpty { at: at.clone() }));
            }
            if !dead.contains(p) {
                dead.toggle_group(&board, p);
            }
        }
        Ok(Position { name: self.name, board, dead, black, komi: self.komi, handicap: self.handicap, level: self.level, note: self.note })
    }
}

/// `43½`, `43.5`, `3¾`, `3.75`, `40` → quarter stones.
pub(crate) fn parse_amount(text: &str) -> Option<Quarters> {
    let t = text.trim();
    let (whole, quarters) = if let Some(w) = t.strip_suffix('¼') {
        (w, 1)
    } else if let Some(w) = t.strip_suffix('½') {
        (w, 2)
    } else if let Some(w) = t.strip_suffix('¾') {
        (w, 3)
    } else if let Some((w, f)) = t.split_once('.') {
        let q = match f {
            "25" => 1,
            "5" | "50" => 2,
            "75" => 3,
            "0" | "00" => 0,
            _ => return None,
        };
        (w, q)
    } else {
        (t, 0)
    };
    let whole: i32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    (whole >= 0).then_some(Quarters(4 * whole + quarters))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_read_in_every_spelling() {
        assert_eq!(parse_amount("43½"), Some(Quarters(174)));
        assert_eq!(parse_amount("43.5"), Some(Quarters(174)));
        assert_eq!(parse_amount("3¾"), Some(Quarters(15)));
        assert_eq!(parse_amount("¼"), Some(Quarters(1)));
        assert_eq!(parse_amount("40"), Some(Quarters(160)));
        assert_eq!(parse_amount("4.3"), None);
        assert_eq!(parse_amount("x"), None);
    }

    #[test]
    fn mistakes_are_named() {
        let fault = |text: &str| parse_positions(text).unwrap_err();
        assert_eq!(fault("black: 3\n").fault, PositionFault::BeforeFirstName { line: "black: 3".into() });
        assert_eq!(fault("== a\n. X\nX .\n").fault, PositionFault::NoBlackCount);
        assert_eq!(fault("== a\nblack: 2\ncolour: red\n").fault, PositionFault::UnknownKey { key: "colour".into() });
        assert_eq!(fault("== a\nblack: 2\nlevel: 4\n. X\nX .\n").fault, PositionFault::LevelOutOfRange { value: "4".into() });
        let empty = fault("== a\nblack: 2\ndead: A1\n. X\n. .\n");
        assert_eq!((empty.position.as_str(), empty.fault), ("a", PositionFault::DeadOnEmpty { at: "A1".into() }));
        let two = "== a\nblack: 2\n. X\nX .\n== a\nblack: 2\n. X\nX .\n";
        assert_eq!(fault(two).fault, PositionFault::DuplicateName);
    }
}
