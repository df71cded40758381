//! A GTP v2 referee and player (<https://www.lysator.liu.se/~gunnar/gtp/gtp2-spec-draft2/gtp2-spec.html>):
//! the rules engine behind the Go Text Protocol, so that other programs can check moves,
//! counts and SGF files against it, and the computer opponent ([`weiqi_engine::bot`]) for
//! `genmove`.
//!
//! - [`Referee::respond`] turns one input line into one full response, with no I/O (except
//!   the files named by `loadsgf` and `printsgf`), so every command is unit-tested.
//! - [`run`] reads lines, answers each, and stops after `quit` or at the end of the input;
//!   `src/main.rs` (the `weiqi-gtp` command) runs it on standard input and output.
//!
//! Commands: `protocol_version name version known_command list_commands quit boardsize
//! clear_board komi play is_legal undo showboard final_score list_stones captures loadsgf
//! printsgf genmove final_status_list time_settings time_left`. Malformed input gets a `?` response, never a crash; a line over
//! [`MAX_LINE_BYTES`] is skipped with an error.
//!
//! # Examples
//! ```
//! use weiqi_gtp::{run, Referee};
//! let input = "boardsize 5\nplay b C3\n7 list_stones black\nquit\nplay w A1\n";
//! let mut output = Vec::new();
//! run(&mut Referee::new(), input.as_bytes(), &mut output).unwrap();
//! assert_eq!(String::from_utf8(output).unwrap(), "= \n\n= \n\n=7 C3\n\n= \n\n");
//! ```

mod args;
mod diagram;
mod player;
mod protocol;
mod referee;

use std::io::{self, BufRead, Write};

pub use diagram::diagram;
pub use protocol::{respond, Command, GtpError};
pub use player::PlayerConfig;
pub use referee::{Referee, COMMANDS};

/// The longest input line read: 64 KiB. Longer lines are skipped and answered with an error.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// Answers every line of `input` on `output`, flushing after each response, until `quit`
/// or the end of the input.
///
/// # Errors
/// Only errors reading `input` or writing `output`.
///
/// # Examples
/// ```
/// use weiqi_gtp::{run, Referee};
/// let mut output = Vec::new();
/// run(&mut Referee::new(), "1 name\n\n# comment\n2 version".as_bytes(), &mut output).unwrap();
/// let text = String::from_utf8(output).unwrap();
/// assert!(text.starts_with("=1 weiqi\n\n=2 "));
/// ```
pub fn run(referee: &mut Referee, mut input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut buffer = Vec::new();
    while let Some(line) = read_line(&mut input, &mut buffer)? {
        let response = match line {
            Some(text) => referee.respond(&text),
            None => Some(respond(None, &Err(GtpError::LineTooLong))),
        };
        if let Some(response) = response {
            output.write_all(response.as_bytes())?;
            output.flush()?;
        }
        if referee.has_quit() {
            break;
        }
    }
    Ok(())
}

/// The next line: `Some(Some(text))`, `Some(None)` for a line over [`MAX_LINE_BYTES`]
/// (read to its end and dropped), or `None` at the end of the input. Bytes that are not
/// UTF-8 become U+FFFD.
fn read_line(input: &mut impl BufRead, buffer: &mut Vec<u8>) -> io::Result<Option<Option<String>>> {
    buffer.clear();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let available = match input.fill_buf() {
            Ok(bytes) => bytes,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if available.is_empty() {
            break;
        }
        read_any = true;
        let (take, done) = match available.iter().position(|&b| b == b'\n') {
            Some(i) => (i + 1, true),
            None => (available.len(), false),
        };
        if !too_long {
            if buffer.len() + take > MAX_LINE_BYTES {
                too_long = true;
                buffer.clear();
            } else {
                buffer.extend_from_slice(&available[..take]);
            }
        }
        input.consume(take);
        if done {
            break;
        }
    }
    if !read_any {
        return Ok(None);
    }
    Ok(Some((!too_long).then(|| String::from_utf8_lossy(buffer).into_owned())))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(input: &[u8]) -> String {
        let mut output = Vec::new();
        run(&mut Referee::new(), input, &mut output).unwrap();
        String::from_utf8(output).unwrap()
    }

    #[test]
    fn huge_lines_are_skipped_with_an_error() {
        let mut input = vec![b'x'; 10 * MAX_LINE_BYTES];
        input.extend_from_slice(b"\n1 name\n");
        let out = session(&input);
        assert_eq!(
            out,
            format!(
                "? syntax error: the line is longer than {MAX_LINE_BYTES} bytes and was skipped\n\n=1 weiqi\n\n"
            )
        );
        // A long line without any newline at all, then the end of the input.
        let out = session(&vec![b'9'; 3 * MAX_LINE_BYTES]);
        assert!(out.starts_with("? syntax error: the line is longer"));
    }

    #[test]
    fn bytes_that_are_not_text_get_errors_not_crashes() {
        let out = session(b"\xff\xfe play\n\x00\x01\x02\n2 pl\x07ay b A1\r\n");
        assert_eq!(out, "? unknown command\n\n=2 \n\n");
    }

    #[test]
    fn input_ends_without_quit() {
        assert_eq!(session(b"name"), "= weiqi\n\n");
        assert_eq!(session(b""), "");
    }
}
