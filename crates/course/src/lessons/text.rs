//! The little markup of lesson text: paragraphs separated by a blank line, `**bold**`, and
//! glossary links `[liberties](glossary:liberty)`. Parsed into plain segments for the page;
//! nothing here knows about the browser.

/// A piece of a paragraph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// Plain words.
    Plain(String),
    /// Words in bold.
    Strong(String),
    /// A glossary term: the words shown and the term id.
    Term { label: String, term: String },
}

/// The link prefix of a glossary term.
pub const GLOSSARY_SCHEME: &str = "glossary:";

/// Splits `text` into paragraphs of segments. Unknown or broken markup stays as plain text.
///
/// # Examples
/// ```
/// use weiqi_course::lessons::text::{paragraphs, Segment};
/// let p = paragraphs("A stone has **four** [liberties](glossary:liberty).");
/// assert_eq!(p[0][1], Segment::Strong("four".into()));
/// assert_eq!(p[0][3], Segment::Term { label: "liberties".into(), term: "liberty".into() });
/// ```
pub fn paragraphs(text: &str) -> Vec<Vec<Segment>> {
    let mut out = Vec::new();
    let mut current = String::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            if !current.trim().is_empty() {
                out.push(segments(current.trim()));
            }
            current.clear();
        } else {
            if !current.is_empty() {
                current.push(' ');
            }
            current.push_str(line.trim());
        }
    }
    if !current.trim().is_empty() {
        out.push(segments(current.trim()));
    }
    out
}

/// The glossary ids linked from `text`, in order.
pub fn term_links(text: &str) -> Vec<String> {
    paragraphs(text)
        .into_iter()
        .flatten()
        .filter_map(|s| match s {
            Segment::Term { term, .. } => Some(term),
            _ => None,
        })
        .collect()
}

/// `text` without markup, as a screen reader or a length check sees it.
pub fn plain(text: &str) -> String {
    paragraphs(text)
        .iter()
        .map(|p| {
            p.iter()
                .map(|s| match s {
                    Segment::Plain(t) | Segment::Strong(t) => t.as_str(),
                    Segment::Term { label, .. } => label.as_str(),
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

fn segments(text: &str) -> Vec<Segment> {
    let mut out = Vec::new();
    let mut plain = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        if let Some((seg, after)) = strong(rest).or_else(|| link(rest)) {
            if !plain.is_empty() {
                out.push(Segment::Plain(std::mem::take(&mut plain)));
            }
            out.push(seg);
            rest = after;
        } else {
            let ch = rest.chars().next().expect("rest is not empty");
            plain.push(ch);
            rest = &rest[ch.len_utf8()..];
        }
    }
    if !plain.is_empty() {
        out.push(Segment::Plain(plain));
    }
    out
}

fn strong(text: &str) -> Option<(Segment, &str)> {
    let inner = text.strip_prefix("**")?;
    let end = inner.find("**")?;
    (end > 0).then(|| (Segment::Strong(inner[..end].to_string()), &inner[end + 2..]))
}

fn link(text: &str) -> Option<(Segment, &str)> {
    let inner = text.strip_prefix('[')?;
    let close = inner.find("](")?;
    let label = &inner[..close];
    let after = &inner[close + 2..];
    let end = after.find(')')?;
    let term = after[..end].strip_prefix(GLOSSARY_SCHEME)?;
    if label.is_empty() || term.is_empty() || label.contains('[') {
        return None;
    }
    Some((
        Segment::Term { label: label.to_string(), term: term.to_string() },
        &after[end + 1..],
    ))
}

/// The punctuation at the start of `text` that belongs to the word before it (`。`, `，`, `.`,
/// `)` …), and the rest: a page keeps that punctuation on the line of a glossary term, so a
/// line never starts with it.
pub fn leading_punctuation(text: &str) -> (&str, &str) {
    const CLOSING: &[char] = &['.', ',', ';', ':', '!', '?', ')', '\'', '"', '。', '，', '、', '；', '：', '！', '？', '）', '」', '』', '”', '’'];
    let end = text.find(|c: char| !CLOSING.contains(&c)).unwrap_or(text.len());
    text.split_at(end)
}

/// Whether `text` names the point `name` (`E4`) as a point: not inside a longer name (`E14`,
/// `DE4`) or word.
pub fn names_point(text: &str, name: &str) -> bool {
    let bytes = text.as_bytes();
    text.match_indices(name).any(|(i, found)| {
        let before_ok = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        let after_ok = bytes.get(i + found.len()).is_none_or(|b| !b.is_ascii_alphanumeric());
        before_ok && after_ok
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn punctuation_after_a_term_stays_with_it() {
        assert_eq!(leading_punctuation("。这叫劫材"), ("。", "这叫劫材"));
        assert_eq!(leading_punctuation("），然后"), ("），", "然后"));
        assert_eq!(leading_punctuation(". Then"), (".", " Then"));
        assert_eq!(leading_punctuation(" and more"), ("", " and more"));
        assert_eq!(leading_punctuation("。"), ("。", ""));
    }

    #[test]
    fn paragraphs_and_markup() {
        let p = paragraphs("One [stone](glossary:stone) here.\n\nSecond **bold** line\ncontinues.");
        assert_eq!(p.len(), 2);
        assert_eq!(
            p[0],
            vec![
                Segment::Plain("One ".into()),
                Segment::Term { label: "stone".into(), term: "stone".into() },
                Segment::Plain(" here.".into()),
            ]
        );
        assert_eq!(p[1][2], Segment::Plain(" line continues.".into()));
        assert_eq!(plain("a **b** [c](glossary:d)"), "a b c");
        assert_eq!(term_links("[x](glossary:ko) and [y](glossary:eye)"), ["ko", "eye"]);
    }

    #[test]
    fn broken_markup_stays_plain() {
        assert_eq!(plain("**open and [x](http://e) ½"), "**open and [x](http://e) ½");
        assert!(term_links("[x](glossary:)").is_empty());
    }

    #[test]
    fn a_point_is_named_only_as_a_whole_name() {
        assert!(names_point("White runs out to D6 and gets two liberties.", "D6"));
        assert!(names_point("E5的白子原来只剩E4一口气", "E4"));
        assert!(names_point("활로가 E4 하나뿐", "E4"));
        assert!(!names_point("the stones on E14", "E1"));
        assert!(!names_point("DE4", "E4"));
        assert!(!names_point("No point here.", "A1"));
    }
}
