//! Property values as written between brackets, properties, and nodes of the raw tree.

use std::borrow::Cow;
use std::fmt;

use super::SgfError;

/// One value, exactly as it stands between `[` and `]` in the file, escapes included.
///
/// The raw layer cannot know the type of a property it does not recognise, and the type
/// decides what an escape means: in a text value `\` + newline is a soft line break that
/// disappears, in a composed value `\:` is a colon that does not split the value. Keeping
/// the escaped form makes every value round-trip byte for byte; [`PropValue::text`],
/// [`PropValue::simple_text`] and [`PropValue::split_compose`] decode it for a given type.
///
/// A `PropValue` never holds an unescaped `]` or a final lone `\`, so it can always be
/// written back between brackets.
///
/// # Examples
/// ```
/// use weiqi_sgf::PropValue;
/// let v = PropValue::from_text("see [1] \\o/");
/// assert_eq!(v.raw(), "see [1\\] \\\\o/");
/// assert_eq!(v.text(), "see [1] \\o/");
/// let lb = PropValue::from_raw("dd:a\\:b").unwrap();
/// let (point, label) = lb.split_compose().unwrap();
/// assert_eq!((point.raw(), label.simple_text().as_str()), ("dd", "a:b"));
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct PropValue(String);

impl PropValue {
    /// The empty value `[]` (a pass, for `B` and `W`).
    pub fn empty() -> PropValue {
        PropValue(String::new())
    }

    /// A value from its escaped form, as it would stand between brackets.
    ///
    /// # Errors
    /// [`SgfError::BadRawValue`] if `raw` has an unescaped `]` or ends in a lone `\`.
    pub fn from_raw(raw: &str) -> Result<PropValue, SgfError> {
        let b = raw.as_bytes();
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'\\' if i + 1 < b.len() => i += 2,
                b'\\' | b']' => {
                    return Err(SgfError::BadRawValue {
                        raw: raw.to_string(),
                    })
                }
                _ => i += 1,
            }
        }
        Ok(PropValue(raw.to_string()))
    }

    /// Wraps a slice the parser has already checked.
    pub(crate) fn from_checked(raw: &str) -> PropValue {
        PropValue(raw.to_string())
    }

    /// A text value: `]` and `\` are escaped, everything else is kept.
    pub fn from_text(text: &str) -> PropValue {
        PropValue(escape(text, false))
    }

    /// A composed value `a:b` (such as `dd:label` for `LB`): `]`, `\` and `:` are escaped
    /// in both halves.
    pub fn compose(first: &str, second: &str) -> PropValue {
        PropValue(format!("{}:{}", escape(first, true), escape(second, true)))
    }

    /// The escaped form, as it stands between brackets.
    #[inline]
    pub fn raw(&self) -> &str {
        &self.0
    }

    /// Whether the value is `[]`.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Decoded as SGF Text: escapes resolved, soft line breaks (`\` + newline) removed, line
    /// breaks kept as `\n`, other white space turned into spaces.
    pub fn text(&self) -> String {
        decode(&self.0, false)
    }

    /// Decoded as SGF SimpleText: like [`PropValue::text`], with line breaks turned into
    /// spaces too.
    pub fn simple_text(&self) -> String {
        decode(&self.0, true)
    }

    /// The two halves of a composed value, split at the first unescaped `:`, or `None` if
    /// there is none. Each half stays escaped.
    pub fn split_compose(&self) -> Option<(PropValue, PropValue)> {
        let b = self.0.as_bytes();
        let mut i = 0;
        while i < b.len() {
            match b[i] {
                b'\\' => i += 2,
                b':' => {
                    let (a, rest) = (self.0.get(..i)?, self.0.get(i + 1..)?);
                    return Some((PropValue(a.to_string()), PropValue(rest.to_string())));
                }
                _ => i += 1,
            }
        }
        None
    }
}

impl fmt::Display for PropValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn escape(text: &str, colon: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c == ']' || c == '\\' || (colon && c == ':') {
            out.push('\\');
        }
        out.push(c);
    }
    out
}

fn decode(raw: &str, simple: bool) -> String {
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                // A soft line break: the backslash and the line break vanish.
                Some('\n') => {
                    chars.next_if_eq(&'\r');
                }
                Some('\r') => {
                    chars.next_if_eq(&'\n');
                }
                Some(e) if e.is_whitespace() => out.push(' '),
                Some(e) => out.push(e),
                None => {}
            },
            '\r' | '\n' => {
                let other = if c == '\r' { '\n' } else { '\r' };
                chars.next_if_eq(&other);
                out.push(if simple { ' ' } else { '\n' });
            }
            c if c.is_whitespace() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A property: an identifier of capital letters and one or more values, in file order.
///
/// # Examples
/// ```
/// use weiqi_sgf::{Property, PropValue};
/// let p = Property::new("AB", vec![PropValue::from_text("aa"), PropValue::from_text("bb")]).unwrap();
/// assert_eq!(p.ident(), "AB");
/// assert_eq!(p.values().len(), 2);
/// assert!(Property::new("ab", vec![PropValue::empty()]).is_err());
/// assert!(Property::new("AB", vec![]).is_err());
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Property {
    ident: Cow<'static, str>,
    values: Vec<PropValue>,
}

/// The identifiers of FF[1]-FF[4], the most common first, so that they cost no allocation.
const KNOWN: [&str; 79] = [
    "B", "W", "C", "AB", "AW", "AE", "LB", "TR", "SQ", "CR", "MA", "PL", "N", "BM", "TE", "DO",
    "IT", "GB", "GW", "DM", "UC", "HO", "V", "MN", "KO", "BL", "WL", "OB", "OW", "GM", "FF", "CA",
    "AP", "SZ", "KM", "HA", "RU", "RE", "PB", "PW", "BR", "WR", "BT", "WT", "DT", "GN", "GC", "EV",
    "RO", "PC", "SO", "US", "AN", "CP", "ON", "OT", "TM", "ST", "TB", "TW", "DD", "VW", "AR", "LN",
    "FG", "PM", "SL", "AS", "IP", "IY", "SE", "SU", "EL", "EX", "ID", "L", "M", "OM", "OP",
];

/// `ident` as a shared static string when it is a known identifier.
pub(crate) fn intern(ident: &str) -> Cow<'static, str> {
    match KNOWN.iter().find(|k| **k == ident) {
        Some(k) => Cow::Borrowed(k),
        None => Cow::Owned(ident.to_string()),
    }
}

impl Property {
    /// A property from an identifier (`A`–`Z` only) and at least one value.
    ///
    /// # Errors
    /// [`SgfError::BadIdentifier`] or [`SgfError::NoValues`].
    pub fn new(ident: &str, values: Vec<PropValue>) -> Result<Property, SgfError> {
        if ident.is_empty() || !ident.bytes().all(|b| b.is_ascii_uppercase()) {
            return Err(SgfError::BadIdentifier {
                ident: ident.to_string(),
                at: None,
            });
        }
        if values.is_empty() {
            return Err(SgfError::NoValues {
                ident: ident.to_string(),
            });
        }
        Ok(Property {
            ident: intern(ident),
            values,
        })
    }

    /// A property with one text value (escaped as needed).
    ///
    /// # Errors
    /// [`SgfError::BadIdentifier`] if `ident` is not capital letters only.
    pub fn text(ident: &str, text: &str) -> Result<Property, SgfError> {
        Property::new(ident, vec![PropValue::from_text(text)])
    }

    /// Built by the parser, which has checked both parts.
    pub(crate) fn from_parts(ident: Cow<'static, str>, values: Vec<PropValue>) -> Property {
        Property { ident, values }
    }

    /// The identifier, such as `B` or `AB`.
    #[inline]
    pub fn ident(&self) -> &str {
        &self.ident
    }

    /// The values, at least one.
    #[inline]
    pub fn values(&self) -> &[PropValue] {
        &self.values
    }

    /// The first value.
    #[inline]
    pub fn value(&self) -> &PropValue {
        &self.values[0]
    }
}

/// A node of the raw tree: its properties, in file order.
///
/// # Examples
/// ```
/// use weiqi_sgf::parse;
/// let games = parse("(;B[dd]C[hello])").unwrap();
/// let node = games.trees[0].root_data();
/// assert_eq!(node.get("C").unwrap().value().text(), "hello");
/// assert!(node.get("W").is_none());
/// ```
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Node {
    /// The properties, in file order.
    pub props: Vec<Property>,
}

impl Node {
    /// A node holding `props`.
    pub fn new(props: Vec<Property>) -> Node {
        Node { props }
    }

    /// The first property named `ident`.
    pub fn get(&self, ident: &str) -> Option<&Property> {
        self.props.iter().find(|p| p.ident.as_ref() == ident)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_decoding_follows_ff4() {
        let v = PropValue::from_raw("a\\\nb\r\nc\td\\]e\\:f\\\r\ng").unwrap();
        assert_eq!(v.text(), "ab\nc d]e:fg");
        assert_eq!(v.simple_text(), "ab c d]e:fg");
        assert_eq!(PropValue::from_raw("x\n\ry").unwrap().text(), "x\ny");
    }

    #[test]
    fn raw_values_are_checked() {
        for bad in ["]", "a\\", "a]b", "\\\\]"] {
            assert!(PropValue::from_raw(bad).is_err(), "{bad}");
        }
        for good in ["", "\\]", "\\\\", "a\\b", "\u{00e9}\\\u{00e9}"] {
            assert!(PropValue::from_raw(good).is_ok(), "{good}");
        }
    }

    #[test]
    fn compose_escapes_colons() {
        let v = PropValue::compose("a:b", "c]d");
        assert_eq!(v.raw(), "a\\:b:c\\]d");
        let (a, b) = v.split_compose().unwrap();
        assert_eq!(
            (a.simple_text(), b.simple_text()),
            ("a:b".into(), "c]d".into())
        );
        assert!(PropValue::from_text("abc").split_compose().is_none());
    }
}
