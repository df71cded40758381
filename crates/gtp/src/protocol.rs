//! The GTP v2 framing: cleaning an input line, splitting it into id, command and
//! arguments, and writing `=`/`?` responses ended by a blank line.

use std::fmt;

/// Why a command failed. `Display` is the GTP error message: the standard phrase (such as
/// `illegal move`), then, for a person reading the session, a colon and a plain sentence.
///
/// # Examples
/// ```
/// use weiqi_gtp::GtpError;
/// assert_eq!(GtpError::UnacceptableSize.to_string(), "unacceptable size");
/// assert_eq!(
///     GtpError::Syntax("boardsize needs a number".into()).to_string(),
///     "syntax error: boardsize needs a number"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GtpError {
    /// A command this referee does not know.
    UnknownCommand,
    /// A line with an id but no command.
    MissingCommand,
    /// Missing or malformed arguments.
    Syntax(String),
    /// `boardsize` outside 2..=25.
    UnacceptableSize,
    /// A move the rules forbid, with the reason.
    IllegalMove(String),
    /// `undo` with no move to take back.
    CannotUndo,
    /// `loadsgf` could not read the file, with the reason.
    CannotLoad(String),
    /// `printsgf` could not write the file, with the reason.
    CannotSave(String),
    /// An input line over [`MAX_LINE_BYTES`](super::MAX_LINE_BYTES).
    LineTooLong,
    /// A command the position does not allow, with GTP's words for it (`board not empty`).
    Refused(String),
}

impl fmt::Display for GtpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GtpError::UnknownCommand => f.write_str("unknown command"),
            GtpError::MissingCommand => f.write_str("syntax error: the line has an id but no command"),
            GtpError::Syntax(why) => write!(f, "syntax error: {why}"),
            GtpError::UnacceptableSize => f.write_str("unacceptable size"),
            GtpError::IllegalMove(why) => write!(f, "illegal move: {why}"),
            GtpError::CannotUndo => f.write_str("cannot undo"),
            GtpError::CannotLoad(why) => write!(f, "cannot load file: {why}"),
            GtpError::CannotSave(why) => write!(f, "cannot save file: {why}"),
            GtpError::LineTooLong => write!(
                f,
                "syntax error: the line is longer than {} bytes and was skipped",
                super::MAX_LINE_BYTES
            ),
            GtpError::Refused(why) => f.write_str(why),
        }
    }
}

impl std::error::Error for GtpError {}

/// One command line, split.
///
/// # Examples
/// ```
/// use weiqi_gtp::Command;
/// let c = Command::parse("12 play\tblack D4 # a comment\r").unwrap();
/// assert_eq!(c.id.as_deref(), Some("12"));
/// assert_eq!(c.name, "play");
/// assert_eq!(c.args, ["black", "D4"]);
/// assert!(Command::parse("  # only a comment").is_none());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Command {
    /// The id (digits), echoed in the response.
    pub id: Option<String>,
    /// The command name; empty when the line held only an id.
    pub name: String,
    /// The arguments.
    pub args: Vec<String>,
}

impl Command {
    /// Cleans a line as GTP says (control characters other than tab and newline removed,
    /// everything from `#` dropped, tabs read as spaces) and splits it. `None` for a line
    /// left empty, which gets no response.
    pub fn parse(line: &str) -> Option<Command> {
        let cleaned: String = line
            .chars()
            .take_while(|&c| c != '#')
            .filter(|&c| c == '\t' || c == '\n' || !c.is_control())
            .map(|c| if c == '\t' || c == '\n' { ' ' } else { c })
            .collect();
        let mut words = cleaned.split_whitespace();
        let first = words.next()?;
        let (id, name) = if first.bytes().all(|b| b.is_ascii_digit()) {
            (Some(first.to_string()), words.next().unwrap_or_default())
        } else {
            (None, first)
        };
        Some(Command { id, name: name.to_string(), args: words.map(str::to_string).collect() })
    }
}

/// A full response: `=id text` or `?id message`, ended by a blank line.
///
/// The text is made safe for the protocol: lines after the first that are empty are
/// dropped (an empty line would end the response early), trailing spaces and newlines are
/// cut, and `×` is written `x` so that board sizes stay ASCII.
///
/// # Examples
/// ```
/// use weiqi_gtp::{respond, GtpError};
/// assert_eq!(respond(Some("3"), &Ok("2".into())), "=3 2\n\n");
/// assert_eq!(respond(None, &Ok(String::new())), "= \n\n");
/// assert_eq!(respond(None, &Err(GtpError::CannotUndo)), "? cannot undo\n\n");
/// assert_eq!(respond(None, &Ok("a\n\nb\n".into())), "= a\nb\n\n");
/// ```
pub fn respond(id: Option<&str>, result: &Result<String, GtpError>) -> String {
    let (marker, text) = match result {
        Ok(text) => ('=', text.clone()),
        Err(e) => ('?', e.to_string()),
    };
    let mut out = String::with_capacity(text.len() + 8);
    out.push(marker);
    out.push_str(id.unwrap_or(""));
    out.push(' ');
    for (i, line) in text.replace('×', "x").lines().enumerate() {
        let line = line.trim_end();
        if i > 0 {
            if line.is_empty() {
                continue;
            }
            out.push('\n');
        }
        out.push_str(line);
    }
    out.push_str("\n\n");
    out
}
