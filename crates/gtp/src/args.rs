//! Reading GTP arguments: colours, vertices, numbers, with a syntax error in plain words
//! for anything else.

use weiqi_engine::rules::{BoardSize, Color, CoordError, Move, Point};

use super::GtpError;

/// The arguments of one command, read in order.
pub(crate) struct Args<'a> {
    command: &'a str,
    args: &'a [String],
}

impl<'a> Args<'a> {
    pub(crate) fn new(command: &'a str, args: &'a [String]) -> Args<'a> {
        Args { command, args }
    }

    /// Fails unless there are between `min` and `max` arguments; `usage` names them.
    pub(crate) fn expect(&self, min: usize, max: usize, usage: &str) -> Result<(), GtpError> {
        let n = self.args.len();
        if (min..=max).contains(&n) {
            return Ok(());
        }
        let usage = if usage.is_empty() { "no arguments".to_string() } else { usage.to_string() };
        Err(GtpError::Syntax(format!("{} takes {usage}, and {n} were given", self.command)))
    }

    /// The `i`-th argument, if given.
    pub(crate) fn get(&self, i: usize) -> Option<&'a str> {
        self.args.get(i).map(String::as_str)
    }

    /// The `i`-th argument as a colour.
    pub(crate) fn color(&self, i: usize) -> Result<Color, GtpError> {
        parse_color(self.get(i).unwrap_or_default())
    }

    /// The `i`-th argument as a move (a vertex or `pass`) on a board of `size`.
    pub(crate) fn vertex(&self, i: usize, size: BoardSize) -> Result<Move, GtpError> {
        parse_vertex(self.get(i).unwrap_or_default(), size)
    }
}

/// `b`, `black`, `w` or `white`, in any case.
///
/// # Errors
/// A syntax error naming the word.
pub(crate) fn parse_color(word: &str) -> Result<Color, GtpError> {
    match word.to_ascii_lowercase().as_str() {
        "b" | "black" => Ok(Color::Black),
        "w" | "white" => Ok(Color::White),
        _ => Err(GtpError::Syntax(format!("\"{}\" is not a colour; say black or white", shorten(word)))),
    }
}

/// `pass` or a point such as `D4`, in any case.
///
/// # Errors
/// A syntax error saying what is wrong with the vertex.
pub(crate) fn parse_vertex(word: &str, size: BoardSize) -> Result<Move, GtpError> {
    if word.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    match Point::parse_gtp(word, size) {
        Ok(p) => Ok(Move::Play(p)),
        Err(CoordError::OffBoard { text, size }) => {
            Err(GtpError::Syntax(format!("{text} is not on the {size}x{size} board")))
        }
        Err(_) => Err(GtpError::Syntax(format!(
            "\"{}\" is not a vertex; say a point such as D4, or pass",
            shorten(word)
        ))),
    }
}

/// A whole number, for board sizes and move numbers: `None` if `word` is not digits, and
/// `u64::MAX` for numbers too large to hold.
pub(crate) fn parse_count(word: &str) -> Option<u64> {
    let digits = word.strip_prefix('+').unwrap_or(word);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some(digits.parse().unwrap_or(u64::MAX))
}

/// At most 40 characters of `word`, for echoing bad input in a message.
pub(crate) fn shorten(word: &str) -> String {
    if word.chars().count() <= 40 {
        word.to_string()
    } else {
        word.chars().take(40).chain("...".chars()).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn colours_and_vertices_in_any_case() {
        for w in ["b", "B", "black", "BLACK", "Black"] {
            assert_eq!(parse_color(w), Ok(Color::Black));
        }
        assert_eq!(parse_color("White"), Ok(Color::White));
        assert!(parse_color("red").is_err());
        assert!(parse_color("").is_err());
        let nine = BoardSize::NINE;
        assert_eq!(parse_vertex("PASS", nine), Ok(Move::Pass));
        assert_eq!(parse_vertex("d4", nine), Ok(Move::Play(Point::parse_gtp("D4", nine).unwrap())));
        assert_eq!(
            parse_vertex("K1", nine),
            Err(GtpError::Syntax("K1 is not on the 9x9 board".into()))
        );
        assert!(parse_vertex("I5", nine).is_err());
        assert!(parse_vertex("", nine).is_err());
        let long = "x".repeat(1000);
        let message = parse_vertex(&long, nine).unwrap_err().to_string();
        assert!(message.len() < 120, "{message}");
    }

    #[test]
    fn counts_are_digits_only() {
        assert_eq!(parse_count("19"), Some(19));
        assert_eq!(parse_count("+9"), Some(9));
        assert_eq!(parse_count("99999999999999999999999"), Some(u64::MAX));
        for bad in ["", "-3", "9.0", "nine", "+"] {
            assert_eq!(parse_count(bad), None, "{bad}");
        }
    }
}
