//! What the lenient reader had to overlook in a file it could still read, as typed warnings
//! with plain sentences.

use std::fmt;

use super::error::Pos;

/// Something read leniently, with what had to be overlooked to read it.
///
/// # Examples
/// ```
/// use weiqi_sgf::{read_text, Warning};
/// let read = read_text("(;SZ[9];B[ee];W[cc]").unwrap();
/// assert_eq!(read.value.trees[0].len(), 3);
/// assert!(matches!(read.warnings[..], [Warning::Unclosed { .. }]));
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lenient<T> {
    /// What was read.
    pub value: T,
    /// What was overlooked, in the order met (each kind once, with how often it recurred).
    pub warnings: Vec<Warning>,
}

/// A character set the reader fell back to.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Fallback {
    /// UTF-8.
    Utf8,
    /// Latin-1 (ISO-8859-1), the SGF default.
    Latin1,
}

impl fmt::Display for Fallback {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Fallback::Utf8 => "UTF-8",
            Fallback::Latin1 => "Latin-1",
        })
    }
}

/// A deviation from SGF that the lenient reader ([`read`](super::read),
/// [`read_text`](super::read_text), [`GameRecord::read`](super::GameRecord::read)) read
/// past. Its `Display` is a plain English sentence (the app words it in the learner's language,
/// `text::sgf`). A kind that recurs is reported
/// once, at its first place, with `more` counting the other places.
///
/// # Examples
/// ```
/// use weiqi_sgf::read_text;
/// let read = read_text("(;SZ[9];B[ee]W[cc])").unwrap();
/// assert_eq!(
///     read.warnings[0].to_string(),
///     "A node on line 1 has two moves in it (the way old servers wrote them); they were read as one move after the other."
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Warning {
    /// No `CA`, and the bytes are not UTF-8: read as Latin-1, the SGF default.
    AssumedLatin1,
    /// `CA` names a character set this app cannot read: read as `read_as` instead.
    UnknownCharset { declared: String, read_as: Fallback },
    /// `CA` says Latin-1 (`declared`), but the text is UTF-8: read as UTF-8.
    DeclaredButUtf8 { declared: String },
    /// Some bytes are not valid in `charset` (as declared, or UTF-8): shown as "�".
    BadBytes { charset: String },
    /// The record ends before the game tree that starts at `at` is closed with `)`.
    Unclosed { at: Pos },
    /// The record ends inside a value of `ident` that starts at `at`: the value is left out.
    CutShort { ident: String, at: Pos },
    /// Text that is not SGF (it starts with `text`), skipped.
    StrayText { text: String, at: Pos, more: usize },
    /// An empty variation `()`, or a `(` with no node after it, skipped.
    EmptyVariation { at: Pos, more: usize },
    /// A node after a closed variation, as in `(;B[aa](;W[bb]);W[cc])`: read as one more
    /// variation.
    NodeAfterVariation { at: Pos, more: usize },
    /// A property name that is not all capitals (FF[3]'s `AddBlack`, or `ab`), read as
    /// `read_as`.
    OldNames { written: String, read_as: String, more: usize },
    /// A node with more than one move (`B[tt]W[tt]`): read as moves one after the other.
    TwoMoves { at: Pos, more: usize },
}

impl Warning {
    /// Counts `other` into `self` when both are the same recurring kind; returns whether it
    /// did.
    pub(crate) fn absorb(&mut self, other: &Warning) -> bool {
        use Warning::*;
        let (mine, theirs) = match (self, other) {
            (StrayText { more, .. }, StrayText { more: m, .. })
            | (EmptyVariation { more, .. }, EmptyVariation { more: m, .. })
            | (NodeAfterVariation { more, .. }, NodeAfterVariation { more: m, .. })
            | (OldNames { more, .. }, OldNames { more: m, .. })
            | (TwoMoves { more, .. }, TwoMoves { more: m, .. }) => (more, *m),
            _ => return false,
        };
        *mine = mine.saturating_add(1).saturating_add(theirs);
        true
    }
}

/// Adds `warning` to `list`, counted into an earlier one of the same kind if there is one.
pub(crate) fn push(list: &mut Vec<Warning>, warning: Warning) {
    if !list.iter_mut().any(|w| w.absorb(&warning)) {
        list.push(warning);
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Warning::*;
        match self {
            AssumedLatin1 => f.write_str(
                "The file does not say which character set it is written in and is not UTF-8, so it was read as Latin-1, the SGF default. If names or comments look wrong, it was written in another character set.",
            ),
            UnknownCharset { declared, read_as } => write!(
                f,
                "The file says it is written in the character set \u{201c}{declared}\u{201d}, which this app does not know; it was read as {read_as}, so some letters may look wrong."
            ),
            DeclaredButUtf8 { declared } => write!(
                f,
                "The file says it is written in {declared}, but its text is UTF-8, so it was read as UTF-8."
            ),
            BadBytes { charset } => write!(
                f,
                "Some of the file's bytes are not {charset} text; they are shown as \u{201c}\u{fffd}\u{201d}."
            ),
            Unclosed { at } => write!(
                f,
                "The record ends before the game that starts on line {} is closed with ')'; everything up to the end was read.",
                at.line
            ),
            CutShort { ident, at } => {
                let what = match ident.as_str() {
                    "C" => "a comment".to_string(),
                    "B" | "W" => "a move".to_string(),
                    _ => format!("the {ident} property"),
                };
                write!(
                    f,
                    "The file stops in the middle of {what} on line {}, as if it was cut short; that part was left out and everything before it was read.",
                    at.line
                )
            }
            StrayText { text, at, more } => {
                write!(f, "Line {} has text that is not part of a game record (\u{201c}{text}\u{201d}); it was skipped.", at.line)?;
                again(f, *more)
            }
            EmptyVariation { at, more } => {
                write!(f, "A variation on line {} has no moves in it; it was skipped.", at.line)?;
                again(f, *more)
            }
            NodeAfterVariation { at, more } => {
                write!(
                    f,
                    "A node on line {} comes after a variation has been closed; it was read as one more variation.",
                    at.line
                )?;
                again(f, *more)
            }
            OldNames { written, read_as, more } => {
                write!(f, "Property names in the old style, not in capitals, were read by their capitals ({written} as {read_as}")?;
                match more {
                    0 => f.write_str(")."),
                    1 => f.write_str(", and one more)."),
                    n => write!(f, ", and {n} more)."),
                }
            }
            TwoMoves { at, more } => {
                write!(
                    f,
                    "A node on line {} has two moves in it (the way old servers wrote them); they were read as one move after the other.",
                    at.line
                )?;
                again(f, *more)
            }
        }
    }
}

/// " The same in N more places." when `more` is not 0.
fn again(f: &mut fmt::Formatter<'_>, more: usize) -> fmt::Result {
    match more {
        0 => Ok(()),
        1 => f.write_str(" The same happens in one more place."),
        n => write!(f, " The same happens in {n} more places."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recurring_kinds_are_counted_once() {
        let at = Pos { offset: 0, line: 3 };
        let mut list = Vec::new();
        for _ in 0..3 {
            push(&mut list, Warning::TwoMoves { at, more: 0 });
        }
        push(&mut list, Warning::Unclosed { at });
        push(&mut list, Warning::Unclosed { at });
        assert_eq!(list.len(), 3);
        assert_eq!(list[0], Warning::TwoMoves { at, more: 2 });
        assert!(list[0].to_string().ends_with("The same happens in 2 more places."));
    }
}
