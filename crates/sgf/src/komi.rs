//! Komi: read from the ways files write it, kept as a whole number of half-points.
//!
//! FF[4] writes komi in points (`KM[7.5]`), and so does this module. Files from some
//! servers write other things, read by these rules, in order:
//!
//! 1. **Hundredths.** A whole number of 100 or more is read as hundredths: `KM[650]` is
//!    6.50, `KM[375]` is 3.75. No game gives 100 points of komi, so nothing is lost: komi
//!    is limited to less than 100 points either way.
//! 2. **Stones.** A komi whose fraction is a quarter (`.25` or `.75`) is in *stones*, as
//!    Chinese servers write it: one stone is two points, so 3.75 stones is 7.5 points and
//!    2.75 stones is 5.5 points.
//! 3. Otherwise the number is in points and must be whole or a half.
//!
//! A comma is accepted as the decimal mark. The result is `points × 2`, so 7.5 points is
//! `15` and no floating point is involved.

use super::SgfError;
use weiqi_engine::decimal::Digits;

/// The largest komi accepted, in half-points either way (99.5 points).
const MAX_KOMI_HALF_POINTS: i64 = 199;

/// Reads a `KM` value into half-points (see the module text for the rules).
///
/// # Errors
/// [`SgfError::BadKomi`] if it is not a number, [`SgfError::OddKomi`] if it is not a whole
/// or half number of points, or is 100 points or more.
///
/// # Examples
/// ```
/// use weiqi_sgf::parse_komi;
/// assert_eq!(parse_komi("7.5"), Ok(15));
/// assert_eq!(parse_komi("375"), Ok(15)); // 3.75 stones
/// assert_eq!(parse_komi("3.75"), Ok(15));
/// assert_eq!(parse_komi("650"), Ok(13));
/// assert_eq!(parse_komi("-0.5"), Ok(-1));
/// assert!(parse_komi("6.3").is_err());
/// assert!(parse_komi("seven").is_err());
/// ```
pub fn parse_komi(text: &str) -> Result<i32, SgfError> {
    let t = text.trim();
    let bad = || SgfError::BadKomi {
        value: t.to_string(),
    };
    let odd = || SgfError::OddKomi {
        value: t.to_string(),
    };
    let Digits { negative, whole, fraction } = Digits::of(t).ok_or_else(bad)?;
    let fraction = fraction.trim_end_matches('0');
    let whole = whole.trim_start_matches('0');
    if whole.len() > 8 || fraction.len() > 8 {
        return Err(odd());
    }
    // The value is `numerator / 10^scale`.
    let mut numerator: i64 = format!("{whole}{fraction}0")
        .parse::<i64>()
        .map_err(|_| bad())?
        / 10;
    let mut scale = fraction.len() as u32;
    if scale == 0 && numerator >= 100 {
        scale = 2;
    }
    if negative {
        numerator = -numerator;
    }
    // Quarters of the value; it must be a whole number of them.
    let denominator = 10i64.pow(scale);
    if (numerator * 4) % denominator != 0 {
        return Err(odd());
    }
    let quarters = numerator * 4 / denominator;
    let half_points = if quarters % 2 != 0 {
        quarters
    } else {
        quarters / 2
    };
    if half_points.abs() > MAX_KOMI_HALF_POINTS {
        return Err(odd());
    }
    Ok(half_points as i32)
}

/// Writes half-points as an FF[4] komi in points: `15` → `"7.5"`, `-1` → `"-0.5"`,
/// `12` → `"6"`.
///
/// # Examples
/// ```
/// use weiqi_sgf::format_komi;
/// assert_eq!(format_komi(15), "7.5");
/// assert_eq!(format_komi(-1), "-0.5");
/// assert_eq!(format_komi(0), "0");
/// ```
pub fn format_komi(half_points: i32) -> String {
    weiqi_engine::decimal::write_halves(half_points)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_written_form_is_read() {
        let cases = [
            ("7.5", 15),
            ("6.5", 13),
            ("0", 0),
            ("", -999),
            ("5.50", 11),
            ("0.5", 1),
            (".5", 1),
            ("7,5", 15),
            ("2.75", 11),
            ("550", 11),
            ("700", 14),
            ("100", 2),
            ("-7.5", -15),
            ("-375", -15),
            ("+6", 12),
            ("64", 128),
            ("1000", 20),
            ("1.25", 5),
            ("99.5", 199),
            ("9950", 199),
        ];
        for (text, want) in cases {
            match parse_komi(text) {
                Ok(h) => assert_eq!(h, want, "{text}"),
                Err(_) => assert_eq!(want, -999, "{text}"),
            }
        }
        for bad in [
            "-",
            ".",
            "7.5.5",
            "1e3",
            "7.1",
            "123",
            "99999999999999999999",
            "100.5",
            "x7",
        ] {
            assert!(parse_komi(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn written_komi_reads_back() {
        for h in -199..=199 {
            assert_eq!(parse_komi(&format_komi(h)), Ok(h));
        }
    }
}
