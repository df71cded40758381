//! JSON with little code: a reader into [`Json`], and the traits [`ToJson`] and [`FromJson`]
//! that the saved records and the worker's messages implement by hand. The text is the one
//! serde's derives write (externally tagged enums, `null` for `None`, a missing optional
//! field read as `None`), so what earlier versions saved reads the same; the tests of the app
//! compare both on every saved type. serde's readers, generated for every type and every
//! format, cost the app's WebAssembly about 140 KB; these cost a few.
//!
//! ```
//! use weiqi_engine::json::{self, FromJson, Json, ToJson};
//!
//! let value = json::parse(r#"{"a": [1, 2.5, "x\n"], "b": null}"#).unwrap();
//! assert_eq!(value.fields().unwrap().get::<Option<u32>>("b").unwrap(), None);
//! assert_eq!(Vec::<u32>::from_json(&json::parse("[3,4]").unwrap()).unwrap(), vec![3, 4]);
//! assert_eq!((7u8, "é\"".to_string()).to_json_text(), r#"[7,"é\""]"#);
//! assert!(json::parse("[1,").is_err());
//! ```

use std::fmt;

use crate::map::{SortedMap, SortedSet};

/// A JSON value. A number keeps its text, so whole numbers of any size read exactly.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`
    Null,
    /// `true` or `false`
    Bool(bool),
    /// A number, as written.
    Number(String),
    /// A string, unescaped.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object, its members in the order written.
    Object(Vec<(String, Json)>),
}

/// Why a text or a value does not read: a technical reason, for logs and tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError(pub String);

impl JsonError {
    fn new(what: &str) -> Self {
        JsonError(what.to_owned())
    }

    /// The field `name` is missing.
    #[inline(never)]
    fn missing(name: &str) -> Self {
        JsonError(format!("missing field {name}"))
    }

    /// A value that names no variant of the enum read.
    pub fn unknown_variant(json: &Json) -> Self {
        JsonError(format!("unknown variant {}", json.to_text()))
    }

    /// The same error, said to be in the field or variant `name`.
    #[must_use]
    #[inline(never)]
    pub fn within(self, name: &str) -> Self {
        JsonError(format!("{name}: {}", self.0))
    }
}

impl fmt::Display for JsonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Arrays and objects nested deeper than this do not read (a hostile text cannot exhaust the
/// stack).
const MAX_DEPTH: usize = 128;

/// Reads a whole text as one JSON value (white space around it allowed).
///
/// # Errors
/// Where and why the text is not JSON.
pub fn parse(text: &str) -> Result<Json, JsonError> {
    let mut reader = Reader { bytes: text.as_bytes(), at: 0 };
    let value = reader.value(0)?;
    reader.skip_space();
    if reader.at != reader.bytes.len() {
        return Err(reader.error("text after the value"));
    }
    Ok(value)
}

/// Reads a whole text as a `T`.
///
/// # Errors
/// Why the text is not JSON, or not a `T`.
pub fn from_text<T: FromJson>(text: &str) -> Result<T, JsonError> {
    T::from_json(&parse(text)?)
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn error(&self, what: &str) -> JsonError {
        JsonError(format!("{what} at byte {}", self.at))
    }

    fn skip_space(&mut self) {
        while matches!(self.bytes.get(self.at), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.skip_space();
        let found = self.bytes.get(self.at) == Some(&byte);
        if found {
            self.at += 1;
        }
        found
    }

    fn literal(&mut self, word: &str, value: Json) -> Result<Json, JsonError> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("unknown word"))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        if depth > MAX_DEPTH {
            return Err(self.error("nested too deep"));
        }
        self.skip_space();
        match self.bytes.get(self.at) {
            None => Err(self.error("end of text")),
            Some(b'n') => self.literal("null", Json::Null),
            Some(b't') => self.literal("true", Json::Bool(true)),
            Some(b'f') => self.literal("false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::String),
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value(depth + 1)?);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err(self.error("expected , or ]"));
                        }
                    }
                }
                Ok(Json::Array(items))
            }
            Some(b'{') => {
                self.at += 1;
                let mut members = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.skip_space();
                        if self.bytes.get(self.at) != Some(&b'"') {
                            return Err(self.error("expected a member's name"));
                        }
                        let name = self.string()?;
                        if !self.eat(b':') {
                            return Err(self.error("expected :"));
                        }
                        members.push((name, self.value(depth + 1)?));
                        if self.eat(b'}') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err(self.error("expected , or }"));
                        }
                    }
                }
                Ok(Json::Object(members))
            }
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => Err(self.error("unexpected character")),
        }
    }

    fn number(&mut self) -> Result<Json, JsonError> {
        let start = self.at;
        let digits = |reader: &mut Self| {
            let from = reader.at;
            while reader.bytes.get(reader.at).is_some_and(u8::is_ascii_digit) {
                reader.at += 1;
            }
            reader.at > from
        };
        if self.bytes[self.at] == b'-' {
            self.at += 1;
        }
        let mut ok = digits(self);
        if ok && self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            ok = digits(self);
        }
        if ok && matches!(self.bytes.get(self.at), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.bytes.get(self.at), Some(b'+' | b'-')) {
                self.at += 1;
            }
            ok = digits(self);
        }
        if !ok {
            return Err(self.error("bad number"));
        }
        // Only ASCII digits, signs, '.' and 'e' were taken.
        let text = String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned();
        Ok(Json::Number(text))
    }

    /// A string from its opening quote; the reader stops after the closing one.
    fn string(&mut self) -> Result<String, JsonError> {
        self.at += 1;
        let mut out = Vec::new();
        loop {
            let Some(&byte) = self.bytes.get(self.at) else {
                return Err(self.error("unterminated string"));
            };
            self.at += 1;
            match byte {
                b'"' => break,
                b'\\' => {
                    let Some(&escape) = self.bytes.get(self.at) else {
                        return Err(self.error("unterminated string"));
                    };
                    self.at += 1;
                    let ch = match escape {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.unicode_escape()?,
                        _ => return Err(self.error("bad escape")),
                    };
                    let mut buffer = [0; 4];
                    out.extend_from_slice(ch.encode_utf8(&mut buffer).as_bytes());
                }
                0..=0x1f => return Err(self.error("control character in a string")),
                _ => out.push(byte),
            }
        }
        // The text was a `str` and escapes add whole characters, so this never fails.
        String::from_utf8(out).map_err(|_| self.error("bad UTF-8"))
    }

    fn hex4(&mut self) -> Result<u32, JsonError> {
        let hex = self.bytes.get(self.at..self.at + 4).ok_or_else(|| self.error("short \\u escape"))?;
        let mut code = 0;
        for &digit in hex {
            let value = char::from(digit).to_digit(16).ok_or_else(|| self.error("bad \\u escape"))?;
            code = code * 16 + value;
        }
        self.at += 4;
        Ok(code)
    }

    fn unicode_escape(&mut self) -> Result<char, JsonError> {
        let first = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&first) {
            // A surrogate pair: the low half must follow as another escape.
            if self.bytes.get(self.at..self.at + 2) != Some(b"\\u") {
                return Err(self.error("lone surrogate"));
            }
            self.at += 2;
            let second = self.hex4()?;
            if !(0xDC00..0xE000).contains(&second) {
                return Err(self.error("lone surrogate"));
            }
            0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
        } else {
            first
        };
        char::from_u32(code).ok_or_else(|| self.error("lone surrogate"))
    }
}

impl Json {
    /// The members of an object, to read fields from.
    ///
    /// # Errors
    /// When the value is not an object.
    pub fn fields(&self) -> Result<Fields<'_>, JsonError> {
        match self {
            Json::Object(members) => Ok(Fields(members)),
            _ => Err(JsonError::new("expected an object")),
        }
    }

    /// The member `name` of an object (`None` for a missing member or another value).
    pub fn get(&self, name: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(key, _)| key == name).map(|(_, value)| value),
            _ => None,
        }
    }

    /// Takes the member `name` out of an object.
    pub fn take(&mut self, name: &str) -> Option<Json> {
        match self {
            Json::Object(members) => {
                let index = members.iter().position(|(key, _)| key == name)?;
                Some(members.remove(index).1)
            }
            _ => None,
        }
    }

    /// The items of an array.
    ///
    /// # Errors
    /// When the value is not an array.
    pub fn items(&self) -> Result<&[Json], JsonError> {
        match self {
            Json::Array(items) => Ok(items),
            _ => Err(JsonError::new("expected an array")),
        }
    }

    /// The text of a string value.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(text) => Some(text),
            _ => None,
        }
    }

    /// A whole number that is not negative.
    pub fn as_u64(&self) -> Option<u64> {
        match self {
            Json::Number(text) => text.parse().ok(),
            _ => None,
        }
    }

    /// An enum as serde writes it: a unit variant is its name as a string, any other an
    /// object of one member, the name and what the variant holds.
    ///
    /// # Errors
    /// When the value is neither.
    pub fn variant(&self) -> Result<(&str, Option<&Json>), JsonError> {
        match self {
            Json::String(name) => Ok((name, None)),
            Json::Object(members) if members.len() == 1 => Ok((&members[0].0, Some(&members[0].1))),
            _ => Err(JsonError::new("expected a variant")),
        }
    }

    /// The value as JSON text, without spaces.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        self.write_json(&mut out);
        out
    }
}

/// The members of an object, read by name.
#[derive(Clone, Copy, Debug)]
pub struct Fields<'a>(&'a [(String, Json)]);

impl<'a> Fields<'a> {
    /// The member `name`, if there is one.
    pub fn raw(self, name: &str) -> Option<&'a Json> {
        self.0.iter().find(|(key, _)| key == name).map(|(_, value)| value)
    }

    /// The field `name` as a `T`; a missing field reads as [`FromJson::missing`] (`None` for
    /// an `Option`), or fails.
    ///
    /// # Errors
    /// When the field is missing and required, or does not read as a `T`.
    #[inline(never)]
    pub fn get<T: FromJson>(self, name: &str) -> Result<T, JsonError> {
        match self.raw(name) {
            Some(value) => T::from_json(value).map_err(|e| e.within(name)),
            None => T::missing().ok_or_else(|| JsonError::missing(name)),
        }
    }

    /// The field `name` as a `T`, or `T::default()` when it is missing (serde's
    /// `#[serde(default)]`).
    ///
    /// # Errors
    /// When the field is there and does not read as a `T`.
    #[inline(never)]
    pub fn get_or_default<T: FromJson + Default>(self, name: &str) -> Result<T, JsonError> {
        match self.raw(name) {
            Some(value) => T::from_json(value).map_err(|e| e.within(name)),
            None => Ok(T::default()),
        }
    }
}

/// A value that writes itself as JSON text.
pub trait ToJson {
    /// Appends the value's JSON text to `out`.
    fn write_json(&self, out: &mut String);

    /// The value's JSON text.
    fn to_json_text(&self) -> String {
        let mut out = String::new();
        self.write_json(&mut out);
        out
    }
}

/// A value read from JSON.
pub trait FromJson: Sized {
    /// Reads the value.
    ///
    /// # Errors
    /// Why `json` is not such a value.
    fn from_json(json: &Json) -> Result<Self, JsonError>;

    /// The value of a field that is missing: `None` makes the field required.
    fn missing() -> Option<Self> {
        None
    }
}

/// Writes an object's members in turn: `{"a":1,"b":2}`.
pub struct ObjectWriter<'a> {
    out: &'a mut String,
    first: bool,
}

impl<'a> ObjectWriter<'a> {
    /// Opens an object in `out`; [`ObjectWriter::end`] closes it.
    pub fn new(out: &'a mut String) -> Self {
        out.push('{');
        ObjectWriter { out, first: true }
    }

    /// Writes the member `name`.
    pub fn field(&mut self, name: &str, value: &(impl ToJson + ?Sized)) -> &mut Self {
        self.key(name);
        value.write_json(self.out);
        self
    }

    /// Writes the name of the next member, after a comma if it is not the first.
    #[inline(never)]
    fn key(&mut self, name: &str) {
        if !self.first {
            self.out.push(',');
        }
        self.first = false;
        write_string(self.out, name);
        self.out.push(':');
    }

    /// Closes the object.
    pub fn end(&mut self) {
        self.out.push('}');
    }
}

/// Writes a unit variant: its name as a string.
pub fn write_unit_variant(out: &mut String, name: &str) {
    write_string(out, name);
}

/// Writes a variant that holds something: `{"Name":…}`, the rest written by `inner`.
pub fn write_variant(out: &mut String, name: &str, inner: impl FnOnce(&mut String)) {
    out.push('{');
    write_string(out, name);
    out.push(':');
    inner(out);
    out.push('}');
}

/// Writes `text` as a JSON string, escaped as serde_json escapes it.
pub fn write_string(out: &mut String, text: &str) {
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            '\u{8}' => out.push_str("\\b"),
            '\u{c}' => out.push_str("\\f"),
            '\0'..='\u{1f}' => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                let code = ch as usize;
                out.push_str("\\u00");
                out.push(char::from(HEX[code >> 4]));
                out.push(char::from(HEX[code & 0xf]));
            }
            _ => out.push(ch),
        }
    }
    out.push('"');
}

impl ToJson for Json {
    fn write_json(&self, out: &mut String) {
        match self {
            Json::Null => out.push_str("null"),
            Json::Bool(value) => value.write_json(out),
            Json::Number(text) => out.push_str(text),
            Json::String(text) => write_string(out, text),
            Json::Array(items) => items.as_slice().write_json(out),
            Json::Object(members) => {
                let mut object = ObjectWriter::new(out);
                for (name, value) in members {
                    object.field(name, value);
                }
                object.end();
            }
        }
    }
}

impl FromJson for Json {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        Ok(json.clone())
    }
}

impl ToJson for bool {
    fn write_json(&self, out: &mut String) {
        out.push_str(if *self { "true" } else { "false" });
    }
}

impl FromJson for bool {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        match json {
            Json::Bool(value) => Ok(*value),
            _ => Err(JsonError::new("expected true or false")),
        }
    }
}

/// Whole numbers: written in decimal, read from a number without a fraction or exponent that
/// fits the type.
macro_rules! whole_numbers {
    ($($t:ty),*) => {$(
        impl ToJson for $t {
            fn write_json(&self, out: &mut String) {
                out.push_str(&self.to_string());
            }
        }

        impl FromJson for $t {
            fn from_json(json: &Json) -> Result<Self, JsonError> {
                match json {
                    Json::Number(text) => text.parse().map_err(|_| JsonError(format!("expected a whole number, found {text}"))),
                    _ => Err(JsonError::new("expected a number")),
                }
            }
        }
    )*};
}

whole_numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl ToJson for f64 {
    /// As serde_json writes the numbers the app keeps: `1500.0`, `0.06`, `-3.5`, `1e-7`: the
    /// shortest digits that read back to the same `f64`, laid out as Rust's `{:?}` lays them
    /// out. Written here without the standard library's float formatting, which would add 9 KB
    /// gzip to every download of the app.
    fn write_json(&self, out: &mut String) {
        if !self.is_finite() {
            return out.push_str("null");
        }
        if self.is_sign_negative() {
            out.push('-');
        }
        let x = self.abs();
        if x == 0.0 {
            return out.push_str("0.0");
        }
        let (digits, exponent) = shortest_digits(x);
        let digits = digits.to_string();
        // How many of the digits come before the point (none or fewer than none for 0.06).
        let point = digits.len() as i32 + exponent;
        if !(1e-4..1e16).contains(&x) {
            out.push_str(&digits[..1]);
            if digits.len() > 1 {
                out.push('.');
                out.push_str(&digits[1..]);
            }
            out.push('e');
            out.push_str(&(point - 1).to_string());
        } else if point <= 0 {
            out.push_str("0.");
            out.extend(std::iter::repeat_n('0', point.unsigned_abs() as usize));
            out.push_str(&digits);
        } else if point as usize >= digits.len() {
            out.push_str(&digits);
            out.extend(std::iter::repeat_n('0', point as usize - digits.len()));
            out.push_str(".0");
        } else {
            out.push_str(&digits[..point as usize]);
            out.push('.');
            out.push_str(&digits[point as usize..]);
        }
    }
}

/// The fewest decimal digits that read back as `x` (finite, above 0): `(digits, exponent)`
/// with `x` the nearest `f64` to `digits × 10^exponent` and `digits` without trailing zeros
/// (`0.06` → `(6, -2)`). Each length is tried from one digit up, `x` rounded to it once, with
/// its neighbours where the shorter side of a power of two leaves the nearest one out; 17
/// significant digits always read back.
fn shortest_digits(x: f64) -> (u64, i32) {
    let bits = x.to_bits();
    let (mantissa, binary_exponent) = match ((bits >> 52) & 0x7ff) as i32 {
        0 => (bits & ((1 << 52) - 1), -1074),
        e => ((bits & ((1 << 52) - 1)) | (1 << 52), e - 1075),
    };
    // 10^power ≤ x < 10^(power + 1), guessed from the binary exponent (log10 2 ≈ 78913 / 2^18),
    // then corrected by rounding x to 17 digits.
    const LOWEST: u64 = 10_000_000_000_000_000;
    let log2 = binary_exponent + 63 - mantissa.leading_zeros() as i32;
    let mut power = (log2 * 78913) >> 18;
    for _ in 0..8 {
        match scaled(x, mantissa, binary_exponent, 16 - power) {
            d if d >= 10 * LOWEST => power += 1,
            d if d < LOWEST => power -= 1,
            _ => break,
        }
    }
    let (mut digits, mut exponent) = (1..=17)
        .find_map(|kept| {
            let exponent = power + 1 - kept;
            let nearest = scaled(x, mantissa, binary_exponent, -exponent);
            [nearest, nearest.saturating_sub(1), nearest.saturating_add(1)]
                .into_iter()
                .find(|&d| d > 0 && decimal_to_f64(d, exponent) == x)
                .map(|d| (d, exponent))
        })
        .unwrap_or_else(|| (scaled(x, mantissa, binary_exponent, 16 - power).clamp(1, 10 * LOWEST), power - 16));
    while digits % 10 == 0 {
        digits /= 10;
        exponent += 1;
    }
    (digits, exponent)
}

/// `x = mantissa × 2^binary_exponent` times 10^power, rounded to a whole number (half up), in
/// 128-bit integers where they hold it exactly; further out, by `f64` arithmetic.
fn scaled(x: f64, mantissa: u64, binary_exponent: i32, power: i32) -> u64 {
    let mantissa = u128::from(mantissa);
    let ten_to = 10u128.checked_pow(power.unsigned_abs());
    let rounded_division = |dividend: u128, divisor: u128| {
        let (quotient, remainder) = long_division(dividend, divisor);
        quotient + u128::from(remainder >= divisor - remainder)
    };
    let exact = match (power >= 0, binary_exponent >= 0) {
        (true, _) => ten_to.and_then(|t| mantissa.checked_mul(t)).and_then(|value| match binary_exponent {
            0.. => value.checked_shl(binary_exponent as u32).filter(|v| v >> binary_exponent == value),
            ..-127 => Some(0),
            _ => {
                let shift = binary_exponent.unsigned_abs();
                Some((value >> shift) + ((value >> (shift - 1)) & 1))
            }
        }),
        (false, true) => ten_to.filter(|_| (binary_exponent as u32) < mantissa.leading_zeros()).map(|t| rounded_division(mantissa << binary_exponent, t)),
        (false, false) => ten_to.filter(|t| binary_exponent.unsigned_abs() < t.leading_zeros()).map(|t| rounded_division(mantissa, t << binary_exponent.unsigned_abs())),
    };
    match exact {
        Some(value) => u64::try_from(value).unwrap_or(u64::MAX / 2),
        None => (x * 10f64.powi(power / 2) * 10f64.powi(power - power / 2)).round() as u64,
    }
}

impl FromJson for f64 {
    /// Any JSON number, rounded once to the nearest `f64` (as `str::parse` does, without its
    /// tables) for up to 19 significant digits and exponents from -21 to 19; further out, within
    /// a unit of the last place.
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        let Json::Number(text) = json else {
            return Err(JsonError::new("expected a number"));
        };
        let (negative, text) = match text.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, text.as_str()),
        };
        let (digits, exponent) = match text.find(['e', 'E']) {
            Some(at) => (&text[..at], text[at + 1..].trim_start_matches('+').parse::<i32>().unwrap_or(0)),
            None => (text, 0),
        };
        let (whole, fraction) = digits.split_once('.').unwrap_or((digits, ""));
        let mut mantissa: u64 = 0;
        let mut scale = exponent;
        let mut kept = 0;
        for (i, byte) in whole.bytes().chain(fraction.bytes()).enumerate() {
            let is_fraction = i >= whole.len();
            if kept < 19 {
                mantissa = mantissa * 10 + u64::from(byte - b'0');
                if mantissa > 0 {
                    kept += 1;
                }
                if is_fraction {
                    scale = scale.saturating_sub(1);
                }
            } else if !is_fraction {
                scale = scale.saturating_add(1);
            }
        }
        let value = decimal_to_f64(mantissa, scale);
        Ok(if negative { -value } else { value })
    }
}

/// `mantissa × 10^exponent` as the nearest `f64` (ties to even), with 128-bit integers where
/// they hold the value's digits exactly.
fn decimal_to_f64(mantissa: u64, exponent: i32) -> f64 {
    if mantissa == 0 {
        return 0.0;
    }
    let mantissa = u128::from(mantissa);
    if (0..=19).contains(&exponent) {
        // Exact: at most 20 + 19 digits, under 2^128.
        return round_to_f64(mantissa * 10u128.pow(exponent as u32), false, 0);
    }
    if (-21..0).contains(&exponent) {
        // mantissa / 10^d: shifted left as far as 128 bits allow, the quotient keeps 55 bits
        // or more, and a remainder says whether anything was cut off below them.
        let divisor = 10u128.pow(exponent.unsigned_abs());
        let shift = mantissa.leading_zeros() - 1;
        let (quotient, remainder) = long_division(mantissa << shift, divisor);
        if 128 - quotient.leading_zeros() >= 55 {
            return round_to_f64(quotient, remainder != 0, -(shift as i32));
        }
    }
    // Two steps, so that 10^exponent itself stays within an f64 where the value does.
    mantissa as f64 * 10f64.powi(exponent / 2) * 10f64.powi(exponent - exponent / 2)
}

/// `dividend / divisor` and the remainder, a bit at a time: a few instructions, where `/` on
/// 128 bits brings in a division routine of its own.
fn long_division(dividend: u128, divisor: u128) -> (u128, u128) {
    let (mut quotient, mut remainder) = (0u128, 0u128);
    for bit in (0..128).rev() {
        remainder = (remainder << 1) | ((dividend >> bit) & 1);
        if remainder >= divisor {
            remainder -= divisor;
            quotient |= 1 << bit;
        }
    }
    (quotient, remainder)
}

/// `value × 2^binary_exponent` rounded to 53 bits; `below` says the true value is a little
/// more than `value`.
fn round_to_f64(value: u128, below: bool, binary_exponent: i32) -> f64 {
    let bits = 128 - value.leading_zeros() as i32;
    let drop = (bits - 53).max(0);
    let mut kept = value >> drop;
    if drop > 0 {
        let rest = value & ((1u128 << drop) - 1);
        let half = 1u128 << (drop - 1);
        if rest > half || (rest == half && (below || kept & 1 == 1)) {
            kept += 1;
        }
    }
    // `kept` has at most 54 bits, so it converts exactly; a power of two scales exactly.
    kept as f64 * 2f64.powi(drop + binary_exponent)
}

impl ToJson for str {
    fn write_json(&self, out: &mut String) {
        write_string(out, self);
    }
}

impl ToJson for String {
    fn write_json(&self, out: &mut String) {
        write_string(out, self);
    }
}

impl FromJson for String {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        json.as_str().map(str::to_owned).ok_or_else(|| JsonError::new("expected a string"))
    }
}

impl<T: ToJson + ?Sized> ToJson for &T {
    fn write_json(&self, out: &mut String) {
        (**self).write_json(out);
    }
}

impl<T: ToJson + ?Sized> ToJson for Box<T> {
    fn write_json(&self, out: &mut String) {
        (**self).write_json(out);
    }
}

impl<T: FromJson> FromJson for Box<T> {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        T::from_json(json).map(Box::new)
    }
}

impl<T: ToJson> ToJson for Option<T> {
    fn write_json(&self, out: &mut String) {
        match self {
            Some(value) => value.write_json(out),
            None => out.push_str("null"),
        }
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        match json {
            Json::Null => Ok(None),
            _ => T::from_json(json).map(Some),
        }
    }

    fn missing() -> Option<Self> {
        Some(None)
    }
}

impl<T: ToJson> ToJson for [T] {
    fn write_json(&self, out: &mut String) {
        out.push('[');
        for (i, item) in self.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            item.write_json(out);
        }
        out.push(']');
    }
}

impl<T: ToJson> ToJson for Vec<T> {
    fn write_json(&self, out: &mut String) {
        self.as_slice().write_json(out);
    }
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        let items = json.items()?;
        let mut out = Vec::with_capacity(items.len());
        for item in items {
            out.push(T::from_json(item)?);
        }
        Ok(out)
    }
}

impl<T: ToJson, const N: usize> ToJson for [T; N] {
    fn write_json(&self, out: &mut String) {
        self.as_slice().write_json(out);
    }
}

impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        let items = Vec::<T>::from_json(json)?;
        items.try_into().map_err(|_| JsonError(format!("expected {N} items")))
    }
}

impl<A: ToJson, B: ToJson> ToJson for (A, B) {
    fn write_json(&self, out: &mut String) {
        out.push('[');
        self.0.write_json(out);
        out.push(',');
        self.1.write_json(out);
        out.push(']');
    }
}

impl<A: FromJson, B: FromJson> FromJson for (A, B) {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        match json.items()? {
            [a, b] => Ok((A::from_json(a)?, B::from_json(b)?)),
            _ => Err(JsonError::new("expected a pair")),
        }
    }
}

/// A map's key: JSON writes every key as a string (a number's too, as serde_json does).
pub trait JsonKey: Sized {
    /// The key's text.
    fn key_text(&self) -> String;
    /// The key from its text.
    fn from_key_text(text: &str) -> Option<Self>;
}

impl JsonKey for String {
    fn key_text(&self) -> String {
        self.clone()
    }

    fn from_key_text(text: &str) -> Option<Self> {
        Some(text.to_owned())
    }
}

macro_rules! whole_number_keys {
    ($($t:ty),*) => {$(
        impl JsonKey for $t {
            fn key_text(&self) -> String {
                self.to_string()
            }

            fn from_key_text(text: &str) -> Option<Self> {
                text.parse().ok()
            }
        }
    )*};
}

whole_number_keys!(u8, u16, u32, u64, usize);

impl<K: JsonKey, V: ToJson> ToJson for SortedMap<K, V> {
    fn write_json(&self, out: &mut String) {
        let mut object = ObjectWriter::new(out);
        for (key, value) in self.iter() {
            object.field(&key.key_text(), value);
        }
        object.end();
    }
}

impl<K: JsonKey + Ord, V: FromJson> FromJson for SortedMap<K, V> {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        let Json::Object(members) = json else {
            return Err(JsonError::new("expected an object"));
        };
        let mut map = SortedMap::default();
        for (name, value) in members {
            let key = K::from_key_text(name).ok_or_else(|| JsonError(format!("bad key {name}")))?;
            map.insert(key, V::from_json(value).map_err(|e| e.within(name))?);
        }
        Ok(map)
    }
}

impl<T: ToJson> ToJson for SortedSet<T> {
    fn write_json(&self, out: &mut String) {
        self.iter().as_slice().write_json(out);
    }
}

impl<T: FromJson + Ord> FromJson for SortedSet<T> {
    fn from_json(json: &Json) -> Result<Self, JsonError> {
        let mut set = SortedSet::default();
        for item in json.items()? {
            set.insert(T::from_json(item)?);
        }
        Ok(set)
    }
}

/// `ToJson` and `FromJson` for a struct with named fields, as serde's derive writes it: every
/// field listed, in order; `name: default` reads a missing field as its `Default`
/// (`#[serde(default)]`), `name: skip_none` also leaves a `None` out of the text
/// (`skip_serializing_if = "Option::is_none"`). A missing `Option` field reads as `None`.
///
/// ```
/// use weiqi_engine::json::{from_text, ToJson};
///
/// #[derive(Debug, PartialEq)]
/// struct Clock { main: u32, periods: u8, note: Option<String> }
/// weiqi_engine::json_struct!(Clock { main, periods: default, note: skip_none });
///
/// let clock = Clock { main: 60, periods: 0, note: None };
/// assert_eq!(clock.to_json_text(), r#"{"main":60,"periods":0}"#);
/// assert_eq!(from_text::<Clock>(r#"{"main":60}"#), Ok(clock));
/// assert!(from_text::<Clock>(r#"{"periods":1}"#).is_err());
/// ```
#[macro_export]
macro_rules! json_struct {
    ($ty:ident { $($field:ident $(: $mode:ident)?),* $(,)? }) => {
        impl $crate::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                let mut object = $crate::json::ObjectWriter::new(out);
                $( $crate::json_struct!(@put object self $field $($mode)?); )*
                object.end();
            }
        }

        impl $crate::json::FromJson for $ty {
            fn from_json(json: &$crate::json::Json) -> Result<Self, $crate::json::JsonError> {
                let fields = json.fields()?;
                Ok($ty { $( $field: $crate::json_struct!(@get fields $field $($mode)?), )* })
            }
        }
    };
    (@put $object:ident $self:ident $field:ident) => { $object.field(stringify!($field), &$self.$field) };
    (@put $object:ident $self:ident $field:ident default) => { $object.field(stringify!($field), &$self.$field) };
    (@put $object:ident $self:ident $field:ident skip_none) => {
        if $self.$field.is_some() {
            $object.field(stringify!($field), &$self.$field);
        }
    };
    (@get $fields:ident $field:ident) => { $fields.get(stringify!($field))? };
    (@get $fields:ident $field:ident default) => { $fields.get_or_default(stringify!($field))? };
    (@get $fields:ident $field:ident skip_none) => { $fields.get(stringify!($field))? };
}

/// `ToJson` and `FromJson` for an enum of unit variants, each written as its name.
///
/// ```
/// use weiqi_engine::json::{from_text, ToJson};
///
/// #[derive(Debug, PartialEq)]
/// enum Theme { Light, Dark }
/// weiqi_engine::json_names!(Theme { Light = "light", Dark = "dark" });
///
/// assert_eq!(Theme::Dark.to_json_text(), r#""dark""#);
/// assert_eq!(from_text::<Theme>(r#""light""#), Ok(Theme::Light));
/// assert!(from_text::<Theme>(r#""sepia""#).is_err());
/// ```
#[macro_export]
macro_rules! json_names {
    ($ty:ident { $($variant:ident = $name:literal),* $(,)? }) => {
        impl $crate::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                $crate::json::write_string(out, match self { $( $ty::$variant => $name, )* });
            }
        }

        impl $crate::json::FromJson for $ty {
            fn from_json(json: &$crate::json::Json) -> Result<Self, $crate::json::JsonError> {
                match json.as_str() {
                    $( Some($name) => Ok($ty::$variant), )*
                    _ => Err($crate::json::JsonError::unknown_variant(json)),
                }
            }
        }
    };
}

/// `ToJson` and `FromJson` for an enum as serde's derive writes it (externally tagged): a unit
/// variant as its name, `Name(_)` as `{"Name":value}`, `Name { a, b }` as
/// `{"Name":{"a":…,"b":…}}`. Every variant listed.
///
/// ```
/// use weiqi_engine::json::{from_text, ToJson};
///
/// #[derive(Debug, PartialEq)]
/// enum Time { None, Sudden(u32), Countdown { main: u32, minutes: u8 } }
/// weiqi_engine::json_enum!(Time { None, Sudden(_), Countdown { main, minutes } });
///
/// for (time, text) in [
///     (Time::None, r#""None""#),
///     (Time::Sudden(60), r#"{"Sudden":60}"#),
///     (Time::Countdown { main: 5, minutes: 3 }, r#"{"Countdown":{"main":5,"minutes":3}}"#),
/// ] {
///     assert_eq!(time.to_json_text(), text);
///     assert_eq!(from_text::<Time>(text), Ok(time));
/// }
/// assert!(from_text::<Time>(r#""Slow""#).is_err());
/// assert!(from_text::<Time>(r#"{"Countdown":{"main":5}}"#).is_err());
/// ```
#[macro_export]
macro_rules! json_enum {
    ($ty:ident { $($variant:ident $({ $($field:ident),* $(,)? })? $(($held:tt))?),* $(,)? }) => {
        impl $crate::json::ToJson for $ty {
            fn write_json(&self, out: &mut String) {
                $( $crate::json_enum!(@write self out $ty $variant $({ $($field),* })? $(($held))?); )*
            }
        }

        impl $crate::json::FromJson for $ty {
            fn from_json(json: &$crate::json::Json) -> Result<Self, $crate::json::JsonError> {
                let (name, inner) = json.variant()?;
                $( $crate::json_enum!(@read name inner $ty $variant $({ $($field),* })? $(($held))?); )*
                Err($crate::json::JsonError::unknown_variant(json))
            }
        }
    };
    (@write $self:ident $out:ident $ty:ident $variant:ident) => {
        if let $ty::$variant = $self {
            $crate::json::write_unit_variant($out, stringify!($variant));
        }
    };
    (@write $self:ident $out:ident $ty:ident $variant:ident ($held:tt)) => {
        if let $ty::$variant(value) = $self {
            $crate::json::write_variant($out, stringify!($variant), |out| $crate::json::ToJson::write_json(value, out));
        }
    };
    (@write $self:ident $out:ident $ty:ident $variant:ident { $($field:ident),* }) => {
        if let $ty::$variant { $($field),* } = $self {
            $crate::json::write_variant($out, stringify!($variant), |out| {
                let mut object = $crate::json::ObjectWriter::new(out);
                $( object.field(stringify!($field), $field); )*
                object.end();
            });
        }
    };
    (@read $name:ident $inner:ident $ty:ident $variant:ident) => {
        if $name == stringify!($variant) {
            return Ok($ty::$variant);
        }
    };
    (@read $name:ident $inner:ident $ty:ident $variant:ident ($held:tt)) => {
        if $name == stringify!($variant) {
            let inner = $inner.ok_or_else(|| $crate::json::JsonError(format!("{} holds a value", $name)))?;
            return $crate::json::FromJson::from_json(inner).map($ty::$variant).map_err(|e| e.within($name));
        }
    };
    (@read $name:ident $inner:ident $ty:ident $variant:ident { $($field:ident),* }) => {
        if $name == stringify!($variant) {
            let fields = $inner
                .ok_or_else(|| $crate::json::JsonError(format!("{} holds fields", $name)))?
                .fields()
                .map_err(|e| e.within($name))?;
            return Ok($ty::$variant { $( $field: fields.get(stringify!($field)).map_err(|e| e.within($name))?, )* });
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_and_writes_what_serde_json_does() {
        let text = r#"{"f":false,"n":[1,-2,3.25,1e-7,12345678901234567890],"name":"a\"b\\c\n\u0001é","o":{},"t":true,"z":null}"#;
        let value = parse(text).unwrap();
        assert_eq!(value.to_text(), text);
        let serde: serde_json::Value = serde_json::from_str(text).unwrap();
        assert_eq!(serde_json::to_string(&serde).unwrap(), value.to_text());
    }

    #[test]
    fn escapes_and_surrogates_read() {
        assert_eq!(parse(r#""\ud83d\ude00 \/ \u00e9""#).unwrap(), Json::String("😀 / é".into()));
        for bad in [r#""\ud83d""#, r#""\x""#, "\"a", "\"\u{1}\"", r#""\u12""#] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn refuses_what_is_not_json() {
        for bad in ["", "[", "[1,]", "{\"a\"}", "{\"a\":1,}", "01x", "-", "1.", "1e", "tru", "[1] 2", "{a:1}", "NaN"] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
        assert!(parse(&"[".repeat(200)).is_err());
        assert!(parse(&format!("{}{}", "[".repeat(100), "]".repeat(100))).is_ok());
    }

    #[test]
    fn no_text_makes_it_panic() {
        // Texts a saved record might become when damaged: a record's text with up to three
        // characters changed, dropped or added. Each reads or is refused, never a panic; one
        // that reads writes a text that reads the same.
        let record = r#"{"v":2,"data":{"results":{"01/1":"FirstTry"},"learner":{"rating":601.16,"deviation":2e2},"last":["a\u00e9\n",-3,null,true,false,[]]}}"#;
        let alphabet: Vec<char> = "{}[]:,\"\\ -+.eE019tfnul\u{e9}".chars().collect();
        let mut seed: u64 = 7;
        let mut next = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        let (mut read, mut refused) = (0, 0);
        for _ in 0..20_000 {
            let mut text: Vec<char> = record.chars().collect();
            for _ in 0..next(4) {
                let at = next(text.len());
                match next(3) {
                    0 => text[at] = alphabet[next(alphabet.len())],
                    1 => drop(text.remove(at)),
                    _ => text.insert(at, alphabet[next(alphabet.len())]),
                }
            }
            let text: String = text.into_iter().collect();
            match parse(&text) {
                Ok(value) => {
                    read += 1;
                    assert_eq!(parse(&value.to_text()).as_ref(), Ok(&value), "{text}");
                    let _ = f64::from_json(&value);
                    let _ = Vec::<(u8, String)>::from_json(&value);
                }
                Err(_) => refused += 1,
            }
        }
        assert!(read > 1_000 && refused > 1_000, "{read} read, {refused} refused");
    }

    #[test]
    fn numbers_read_as_their_type() {
        let read = |text: &str| parse(text).unwrap();
        assert_eq!(u8::from_json(&read("255")), Ok(255));
        assert!(u8::from_json(&read("256")).is_err());
        assert!(u32::from_json(&read("-1")).is_err());
        assert!(u32::from_json(&read("1.5")).is_err());
        assert_eq!(i64::from_json(&read("-9007199254740993")), Ok(-9_007_199_254_740_993));
        for x in [0.0, 1500.0, -3.5, 0.06, 347.25, 1e-7, 123.456, 0.1 + 0.2, 98.48986173035563, 0.060003445722071495] {
            let text = x.to_json_text();
            assert_eq!(text, serde_json::to_string(&x).unwrap(), "{x}");
            assert_eq!(f64::from_json(&read(&text)), Ok(x), "{text}");
        }
        assert_eq!(f64::from_json(&read("1E+2")), Ok(100.0));
        // Out of range: a number, never a panic.
        for text in ["1e2147483647", "123456789012345678901234567890e2147483647", "1e-2147483648", "0.0000e-99999999999"] {
            assert!(f64::from_json(&read(text)).is_ok(), "{text}");
        }
        assert_eq!(f64::from_json(&read("2.5e+20")), Ok(2.5e20));
        assert_eq!(f64::from_json(&read("7")), Ok(7.0));
    }

    #[test]
    fn numbers_are_written_as_the_standard_formatting_writes_them() {
        let mut seed: u64 = 0x2545_F491_4F6C_DD1D;
        let mut next = || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut written = 0;
        for _ in 0..40_000 {
            let r = next();
            let unit = (r >> 11) as f64 / (1u64 << 53) as f64;
            // Ratings, kyu, seconds and times as the app keeps them, short decimals, whole
            // numbers, and any bit pattern from 10^-4 to 10^21, where the reader is exact.
            let x = match r % 5 {
                0 => unit * [1.0, 1000.0, 0.1, 3.0e6, 1.8e12][(r >> 3) as usize % 5],
                1 => (unit * 100_000.0).round() / [1.0, 10.0, 100.0, 4.0, 1000.0][(r >> 3) as usize % 5],
                2 => (unit * 1e15).round(),
                3 => -unit * 40.0,
                _ => f64::from_bits(0x3F20_0000_0000_0000 + next() % (0x4480_0000_0000_0000 - 0x3F20_0000_0000_0000)),
            };
            let text = x.to_json_text();
            assert_eq!(text, format!("{x:?}"));
            assert_eq!(f64::from_json(&parse(&text).unwrap()), Ok(x), "{text}");
            written += 1;
        }
        assert_eq!(written, 40_000);
        // Far out of the app's numbers: close, and never a panic.
        for x in [1e-7, 1e-300, 1e300, f64::MAX, 9007199254740993.0, 1e16, 9999999999999998.0, 0.0001, -0.0, 5e-324, f64::MIN_POSITIVE] {
            let text = x.to_json_text();
            let read = f64::from_json(&parse(&text).unwrap()).unwrap();
            assert!((read - x).abs() <= x.abs() * 1e-14, "{x:?} written {text}, read {read:?}");
        }
        assert_eq!([f64::NAN.to_json_text(), f64::INFINITY.to_json_text()], ["null", "null"]);
    }

    #[test]
    fn decimals_round_as_the_standard_parser_does() {
        // Numbers as the ratings are kept: a few hundred, about 0.06, 16 to 17 digits.
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        for _ in 0..20_000 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            let x = (seed >> 11) as f64 / (1u64 << 53) as f64 * [1.0, 1000.0, 0.1, 3.0e6][(seed & 3) as usize];
            let text = format!("{x:?}");
            assert_eq!(f64::from_json(&Json::Number(text.clone())), Ok(text.parse::<f64>().unwrap()), "{text}");
        }
        for text in ["0.1", "0.3", "9007199254740993", "1e-21", "123456789012345678", "0.000000000000000000001", "2.5e-300", "1.7e308"] {
            let read = f64::from_json(&Json::Number(text.into())).unwrap();
            let exact = text.parse::<f64>().unwrap();
            assert!((read - exact).abs() <= exact.abs() * 4.0 * f64::EPSILON, "{text}: {read} {exact}");
        }
    }

    #[test]
    fn containers_read_as_serde_writes_them() {
        let mut map = SortedMap::default();
        map.insert(3u32, vec![Some(1u8), None]);
        map.insert(10u32, vec![]);
        let text = map.to_json_text();
        assert_eq!(text, serde_json::to_string(&map).unwrap());
        assert_eq!(from_text::<SortedMap<u32, Vec<Option<u8>>>>(&text), Ok(map));
        let pair = ("x".to_string(), 4usize);
        assert_eq!(from_text::<(String, usize)>(&pair.to_json_text()), Ok(pair));
    }

    #[test]
    fn a_missing_option_is_none_and_a_missing_value_an_error() {
        let value = parse(r#"{"a":1}"#).unwrap();
        let fields = value.fields().unwrap();
        assert_eq!(fields.get::<Option<u8>>("b"), Ok(None));
        assert_eq!(fields.get_or_default::<u8>("b"), Ok(0));
        assert!(fields.get::<u8>("b").is_err());
        assert_eq!(fields.get::<u8>("a"), Ok(1));
        assert!(fields.get::<String>("a").unwrap_err().0.starts_with("a: "));
    }

    #[test]
    fn variants_are_strings_or_single_members() {
        assert_eq!(parse(r#""Hint""#).unwrap().variant().unwrap(), ("Hint", None));
        let held = parse(r#"{"Move":3}"#).unwrap();
        assert_eq!(held.variant().unwrap(), ("Move", Some(&Json::Number("3".into()))));
        assert!(parse(r#"{"a":1,"b":2}"#).unwrap().variant().is_err());
    }
}
