//! Decimal numbers as people and game records write them (`7.5`, `-0,5`, `.25`), read without
//! the standard library's general float parser, whose tables would add 12 KB of incompressible
//! bytes to every download of the app for numbers that never need more than a few digits; and
//! half points written in points without its float formatting.

/// Digits kept: as many as a `u64` holds. Fraction digits beyond them are dropped; they cannot
/// change a komi, a count or a time.
const MAX_DIGITS: usize = 19;

/// A decimal number's parts as written: an optional sign, digits, and an optional `.` or `,`
/// with more digits (at least one digit in all).
pub struct Digits<'a> {
    pub negative: bool,
    pub whole: &'a str,
    pub fraction: &'a str,
}

impl<'a> Digits<'a> {
    /// The parts of `text`, if it is written that way.
    pub fn of(text: &'a str) -> Option<Digits<'a>> {
        let (negative, unsigned) = match text.as_bytes().first() {
            Some(b'-') => (true, &text[1..]),
            Some(b'+') => (false, &text[1..]),
            _ => (false, text),
        };
        let (whole, fraction) = match unsigned.find(['.', ',']) {
            Some(i) => (&unsigned[..i], &unsigned[i + 1..]),
            None => (unsigned, ""),
        };
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        let written = !(whole.is_empty() && fraction.is_empty()) && all_digits(whole) && all_digits(fraction);
        written.then_some(Digits { negative, whole, fraction })
    }
}

/// `text` with every decimal digit written in another script (full-width ０–９, Arabic-Indic,
/// Devanagari, …) and the full-width `．，－＋／` turned into ASCII, so a learner's "４５"
/// reads as 45 whatever their keyboard writes.
///
/// ```
/// use weiqi_engine::decimal::ascii_digits;
/// assert_eq!(ascii_digits("４５．５"), "45.5");
/// assert_eq!(ascii_digits("٣"), "3");
/// assert_eq!(ascii_digits("7½"), "7½");
/// ```
pub fn ascii_digits(text: &str) -> String {
    /// The first code point (the zero) of each run of ten digits the app reads.
    const ZEROS: [u32; 10] = [0x0660, 0x06F0, 0x07C0, 0x0966, 0x09E6, 0x0E50, 0x0ED0, 0x1040, 0x17E0, 0xFF10];
    text.chars()
        .map(|c| {
            let code = c as u32;
            match ZEROS.iter().find(|&&zero| (zero..zero + 10).contains(&code)) {
                Some(zero) => char::from(b'0' + (code - zero) as u8),
                None => match c {
                    '．' | '。' => '.',
                    '，' => ',',
                    '－' | '−' => '-',
                    '＋' => '+',
                    '／' => '/',
                    '　' => ' ',
                    c => c,
                },
            }
        })
        .collect()
}

/// Reads a [`Digits`] number as an `f64`. Exact for up to 15 significant digits; longer numbers are close.
///
/// # Examples
/// ```
/// use weiqi_engine::decimal::parse_decimal;
/// assert_eq!(parse_decimal("7.5"), Some(7.5));
/// assert_eq!(parse_decimal("-0,25"), Some(-0.25));
/// assert_eq!(parse_decimal(".5"), Some(0.5));
/// assert_eq!(parse_decimal("+12."), Some(12.0));
/// assert_eq!(parse_decimal("1e3"), None);
/// assert_eq!(parse_decimal("."), None);
/// ```
pub fn parse_decimal(text: &str) -> Option<f64> {
    let Digits { negative, whole, fraction } = Digits::of(text)?;
    // The digits are read as one whole number `mantissa / 10^scale`, rounded once.
    let whole = whole.trim_start_matches('0');
    let scale = fraction.len().min(MAX_DIGITS.saturating_sub(whole.len()));
    let digits = whole.bytes().chain(fraction[..scale].bytes());
    let mantissa = if whole.len() <= MAX_DIGITS {
        digits.fold(0u64, |n, b| n * 10 + u64::from(b - b'0')) as f64
    } else {
        digits.fold(0.0, |n, b| n * 10.0 + f64::from(b - b'0'))
    };
    let value = mantissa / 10f64.powi(scale as i32);
    Some(if negative { -value } else { value })
}

/// Writes a number of half points in points, as game records do: `15` → `"7.5"`,
/// `-1` → `"-0.5"`, `12` → `"6"`.
///
/// ```
/// use weiqi_engine::decimal::write_halves;
/// assert_eq!(write_halves(15), "7.5");
/// assert_eq!(write_halves(-1), "-0.5");
/// assert_eq!(write_halves(0), "0");
/// ```
pub fn write_halves(half_points: i32) -> String {
    let sign = if half_points < 0 { "-" } else { "" };
    let abs = half_points.unsigned_abs();
    let half = if abs % 2 == 1 { ".5" } else { "" };
    format!("{sign}{}{half}", abs / 2)
}

#[cfg(test)]
mod tests {
    use super::parse_decimal;

    #[test]
    fn reads_the_numbers_the_app_meets() {
        for (text, value) in [("0", 0.0), ("3.75", 3.75), ("40,5", 40.5), ("6.50", 6.5), ("-3.5", -3.5), ("007", 7.0), ("86400", 86400.0)] {
            assert_eq!(parse_decimal(text), Some(value), "{text}");
        }
    }

    #[test]
    fn agrees_with_the_standard_parser_on_short_decimals() {
        for whole in [0u32, 1, 7, 42, 361, 99_999] {
            for fraction in ["", "0", "05", "25", "5", "75", "125", "333", "9999"] {
                let text = if fraction.is_empty() { whole.to_string() } else { format!("{whole}.{fraction}") };
                assert_eq!(parse_decimal(&text), text.parse::<f64>().ok(), "{text}");
            }
        }
    }

    #[test]
    fn refuses_what_is_not_a_plain_decimal() {
        for text in ["", "-", "+", ".", ",", "1.2.3", "1,2.3", "seven", "1e3", "inf", "NaN", " 7", "7 ", "½", "--1"] {
            assert_eq!(parse_decimal(text), None, "{text:?}");
        }
    }

    #[test]
    fn a_very_long_fraction_is_read_to_its_first_digits() {
        let long = format!("0.{}", "3".repeat(40));
        assert!((parse_decimal(&long).unwrap() - 1.0 / 3.0).abs() < 1e-15);
    }
}
