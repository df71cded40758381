//! The message files' syntax (a small subset of Fluent, see `text::catalog`): a file read
//! into its entries, and each entry's value into pieces of text, placeholders and choices.

/// One piece of a message.
#[derive(Clone, Debug, PartialEq)]
pub(super) enum Piece {
    Text(String),
    Var(String),
    Select {
        var: String,
        variants: Vec<(String, Vec<Piece>)>,
        default: usize,
    },
}

pub(super) fn collect_vars(pieces: &[Piece], found: &mut Vec<String>) {
    for piece in pieces {
        let name = match piece {
            Piece::Text(_) => continue,
            Piece::Var(name) => name,
            Piece::Select { var, variants, .. } => {
                for (_, p) in variants {
                    collect_vars(p, found);
                }
                var
            }
        };
        if !found.contains(name) {
            found.push(name.clone());
        }
    }
}

/// The entries of a file: (line, key, value), continuation lines joined with newlines.
pub(super) fn entries(source: &str) -> Vec<(usize, String, String)> {
    let mut out: Vec<(usize, String, String)> = Vec::new();
    for (i, line) in source.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        // Indented lines go on with the entry, and so does a `}` closing a selection.
        let continues = line.starts_with([' ', '\t']) || trimmed.starts_with('}');
        match (continues, out.last_mut()) {
            (true, Some((_, _, value))) => {
                value.push('\n');
                value.push_str(trimmed);
            }
            _ => {
                let (key, value) = trimmed.split_once('=').unwrap_or((trimmed, ""));
                out.push((i + 1, key.trim().to_string(), value.trim().to_string()));
            }
        }
    }
    out
}

type Chars<'a> = std::iter::Peekable<std::str::Chars<'a>>;

/// Reads pieces up to the end, or (inside a variant) up to the next variant or the `}`
/// that ends the selection, which is left unread.
pub(super) fn pattern(chars: &mut Chars, in_variant: bool) -> Result<Vec<Piece>, &'static str> {
    let mut pieces = Vec::new();
    let mut text = String::new();
    while let Some(&c) = chars.peek() {
        match c {
            '{' => {
                chars.next();
                push_text(&mut pieces, &mut text);
                pieces.push(placeable(chars)?);
            }
            '}' if in_variant => break,
            '}' => break,
            '\n' => {
                chars.next();
                let rest: String = chars.clone().collect();
                let next = rest.trim_start();
                if in_variant
                    && (next.starts_with('[') || next.starts_with("*[") || next.starts_with('}'))
                {
                    break;
                }
                if !text.is_empty() || !pieces.is_empty() {
                    text.push(' ');
                }
            }
            _ => {
                chars.next();
                text.push(c);
            }
        }
    }
    push_text(&mut pieces, &mut text);
    if in_variant {
        if let Some(Piece::Text(t)) = pieces.last_mut() {
            let kept = t.trim_end().len();
            t.truncate(kept);
        }
    }
    Ok(pieces)
}

fn push_text(pieces: &mut Vec<Piece>, text: &mut String) {
    if !text.is_empty() {
        pieces.push(Piece::Text(std::mem::take(text)));
    }
}

fn skip_space(chars: &mut Chars) {
    while chars.peek().is_some_and(|c| c.is_whitespace()) {
        chars.next();
    }
}

/// After `{`: `$name }` or `$name -> variants }`.
fn placeable(chars: &mut Chars) -> Result<Piece, &'static str> {
    skip_space(chars);
    if chars.next() != Some('$') {
        return Err("a placeholder must start with '$'");
    }
    let mut name = String::new();
    while let Some(&c) = chars
        .peek()
        .filter(|c| c.is_ascii_alphanumeric() || **c == '_' || **c == '-')
    {
        if c == '-' && chars.clone().nth(1) == Some('>') {
            break;
        }
        name.push(c);
        chars.next();
    }
    if name.is_empty() {
        return Err("a placeholder has no name");
    }
    skip_space(chars);
    match chars.next() {
        Some('}') => Ok(Piece::Var(name)),
        Some('-') if chars.next() == Some('>') => {
            let mut variants = Vec::new();
            let mut default = None;
            loop {
                skip_space(chars);
                match chars.next() {
                    Some('}') => break,
                    Some('*') if chars.next() == Some('[') => default = Some(variants.len()),
                    Some('[') => {}
                    _ => return Err("a variant must start with '[key]' or '*[key]'"),
                }
                let key: String = chars.by_ref().take_while(|&c| c != ']').collect();
                skip_space_on_line(chars);
                variants.push((key.trim().to_string(), pattern(chars, true)?));
            }
            match default {
                Some(d) => Ok(Piece::Select {
                    var: name,
                    variants,
                    default: d,
                }),
                None => Err("a selection needs a default variant, marked with '*'"),
            }
        }
        _ => Err("a placeholder must end with '}'"),
    }
}

fn skip_space_on_line(chars: &mut Chars) {
    while chars.peek().is_some_and(|&c| c == ' ' || c == '\t') {
        chars.next();
    }
}
