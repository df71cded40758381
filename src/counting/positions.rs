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
//! dead). `komi` (in stones, default 3¾; in a handicap game Black's give-back, half a stone
//! per handicap stone), `handicap` (the number of handicap stones, for a handicap game),
//! `level` (1 easy to 3 hard, default 1) and `note` are optional. The rows of the board follow. A test checks every position: it reads, it is
//! finished, and `black` equals the engine's count.
//!
//! A new file is also listed in `src/counting/library.rs`, which embeds it in the app (a test
//! names any file left out).

use crate::rules::{count_area, Board, Color, DeadStones, Komi, Point, Quarters};

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
    /// The komi (in a handicap game: Black's give-back, half a stone per handicap stone).
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

/// Reads a file of positions.
///
/// # Errors
/// A sentence naming the position and what is wrong with it.
///
/// # Examples
/// ```
/// use weiqi::counting::parse_positions;
/// let text = "== tiny\nblack: 6\n. X O\n. X O\n. X O\n";
/// let positions = parse_positions(text).unwrap();
/// assert_eq!(positions[0].name, "tiny");
/// assert!(positions[0].count_is_right());
/// ```
pub fn parse_positions(text: &str) -> Result<Vec<Position>, String> {
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
        let draft = current.as_mut().ok_or_else(|| format!("\"{line}\" comes before the first `== name`"))?;
        draft.line(line)?;
    }
    if let Some(draft) = current {
        out.push(draft.finish()?);
    }
    for (i, p) in out.iter().enumerate() {
        if out[..i].iter().any(|q| q.name == p.name) {
            return Err(format!("two positions are called {}", p.name));
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

    fn line(&mut self, line: &str) -> Result<(), String> {
        let name = &self.name;
        let Some((key, value)) = line.split_once(':') else {
            self.rows.push_str(line);
            self.rows.push('\n');
            return Ok(());
        };
        let value = value.trim();
        match key.trim() {
            "black" => {
                let q = parse_amount(value).ok_or_else(|| format!("{name}: `black: {value}` is not a count"))?;
                self.black = Some(q);
            }
            "dead" => self.dead = value.split_whitespace().map(str::to_string).collect(),
            "komi" => {
                let q = parse_amount(value).ok_or_else(|| format!("{name}: `komi: {value}` is not a number of stones"))?;
                self.komi = Komi(q);
            }
            "handicap" => {
                self.handicap = value.parse().ok().filter(|&h| h >= 2).ok_or_else(|| format!("{name}: `handicap: {value}` is not 2 or more stones"))?;
            }
            "level" => {
                self.level = value.parse().ok().filter(|l| (1..=3).contains(l)).ok_or_else(|| format!("{name}: the level is 1, 2 or 3"))?;
            }
            "note" => self.note = value.to_string(),
            other => return Err(format!("{name}: unknown key `{other}`")),
        }
        Ok(())
    }

    fn finish(self) -> Result<Position, String> {
        let name = self.name;
        let board = Board::from_ascii(&self.rows).map_err(|e| format!("{name}: the board: {e}"))?;
        let black = self.black.ok_or_else(|| format!("{name}: no `black:` count"))?;
        let mut dead = DeadStones::default();
        for at in &self.dead {
            let p = Point::parse_gtp(at, board.size()).map_err(|e| format!("{name}: dead {at}: {e}"))?;
            if board.get(p).is_none() {
                return Err(format!("{name}: dead {at} is an empty point"));
            }
            if !dead.contains(p) {
                dead.toggle_group(&board, p);
            }
        }
        Ok(Position { name, board, dead, black, komi: self.komi, handicap: self.handicap, level: self.level, note: self.note })
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
        assert!(parse_positions("black: 3\n").unwrap_err().contains("before the first"));
        assert!(parse_positions("== a\n. X\nX .\n").unwrap_err().contains("no `black:`"));
        assert!(parse_positions("== a\nblack: 2\ncolour: red\n").unwrap_err().contains("unknown key"));
        assert!(parse_positions("== a\nblack: 2\ndead: A1\n. X\n. .\n").unwrap_err().contains("empty point"));
        let two = "== a\nblack: 2\n. X\nX .\n== a\nblack: 2\n. X\nX .\n";
        assert!(parse_positions(two).unwrap_err().contains("two positions"));
    }
}
