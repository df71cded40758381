//! A message catalog: one file per locale in a small subset of Fluent, parsed once
//! (`text::ftl`), and the renderer that fills its named placeholders and picks plural and
//! other variants.
//!
//! The syntax, as a translator writes it (`content/<locale>/messages.ftl`):
//!
//! ```text
//! # A comment.
//! count-right = Right: { $side } has { $count }.
//! marks-right = { $dead ->
//!     [0] Right: there are no dead stones here.
//!     [one] Right: that stone is dead.
//!    *[other] Right: those { $dead } stones are dead.
//! }
//! ```
//!
//! A variant key is an exact number, a plural category (`zero one two few many other`,
//! chosen by the locale's rules) or a word (a colour: `black`, `white`). The starred variant
//! is the default. Text that goes on over several lines is joined with one space. In Korean,
//! a particle written in both forms (`{ $at }이/가`) takes the form the word before it asks
//! for (`text::korean`).

use weiqi_engine::map::SortedMap;

use super::args::Arg;
use super::ftl::{collect_vars, entries, pattern, Piece};
use crate::locale::Locale;

/// A parsed catalog: message patterns by key.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Catalog {
    locale: Locale,
    messages: SortedMap<String, Vec<Piece>>,
}

/// A line of a catalog file that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CatalogError {
    /// 1-based line of the entry.
    pub line: usize,
    /// What is wrong, for the developer.
    pub problem: &'static str,
}

impl Catalog {
    /// Parses a catalog file. Every problem is reported with its line; the entries that
    /// could be read are kept, so a slip in one message never empties the catalog.
    pub fn parse(locale: Locale, source: &str) -> (Catalog, Vec<CatalogError>) {
        let mut catalog = Catalog {
            locale,
            messages: SortedMap::new(),
        };
        let mut errors = Vec::new();
        for (line, key, value) in entries(source) {
            if catalog.messages.contains_key(&key) {
                errors.push(CatalogError {
                    line,
                    problem: "the key is defined twice",
                });
                continue;
            }
            let mut chars = value.chars().peekable();
            match pattern(&mut chars, false) {
                Ok(pieces) if chars.peek().is_none() => {
                    catalog.messages.insert(key, pieces);
                }
                Ok(_) => errors.push(CatalogError {
                    line,
                    problem: "a '}' closes nothing",
                }),
                Err(problem) => errors.push(CatalogError { line, problem }),
            }
        }
        (catalog, errors)
    }

    /// The catalog's locale.
    pub fn locale(&self) -> Locale {
        self.locale
    }

    /// Whether `key` has a message.
    pub fn has(&self, key: &str) -> bool {
        self.messages.contains_key(key)
    }

    /// Every key, in order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.messages.keys().map(String::as_str)
    }

    /// The placeholders message `key` uses, in order, each once.
    pub fn placeholders(&self, key: &str) -> Vec<String> {
        let mut found = Vec::new();
        if let Some(pieces) = self.messages.get(key) {
            collect_vars(pieces, &mut found);
        }
        found
    }

    /// Every text message `key` writes itself, in every variant (its placeholders left out).
    pub fn literals(&self, key: &str) -> Vec<String> {
        fn walk(pieces: &[Piece], out: &mut Vec<String>) {
            for piece in pieces {
                match piece {
                    Piece::Text(t) => out.push(t.clone()),
                    Piece::Var(_) => {}
                    Piece::Select { variants, .. } => variants.iter().for_each(|(_, p)| walk(p, out)),
                }
            }
        }
        let mut out = Vec::new();
        if let Some(pieces) = self.messages.get(key) {
            walk(pieces, &mut out);
        }
        out
    }

    /// Message `key` with `args` filled in; `None` when the catalog has no such key.
    /// A placeholder without an argument shows as `{$name}`, so nothing panics.
    pub fn render(&self, key: &str, args: &[(&str, Arg)]) -> Option<String> {
        let pieces = self.messages.get(key)?;
        let mut out = String::new();
        // Chinese counts in its own numerals, except in a sum and beside a count above ten.
        let counts_in_words = self.locale == Locale::ZhHans && !super::chinese::is_sum(&self.literals(key)) && {
            let used = self.placeholders(key);
            args.iter().all(|(name, a)| !used.iter().any(|u| u == name) || !matches!(a, Arg::Int(n) if *n > 10))
        };
        self.write(pieces, args, counts_in_words, "", &mut out);
        Some(out)
    }

    /// Writes `pieces`; `then` is the text that follows them in the message (a select's
    /// variant is followed by what comes after the select), so that a count at the end of a
    /// variant (`{ $n -> [1] 一 *[other] { $n } }个`) still sees its measure word.
    fn write(&self, pieces: &[Piece], args: &[(&str, Arg)], counts_in_words: bool, then: &str, out: &mut String) {
        let arg = |name: &str| args.iter().find(|(n, _)| *n == name).map(|(_, a)| a);
        let after = |i: usize| match pieces.get(i + 1) {
            Some(Piece::Text(t)) => t.as_str(),
            Some(_) => "",
            None => then,
        };
        for (i, piece) in pieces.iter().enumerate() {
            match piece {
                Piece::Text(t) if self.locale == Locale::Ko => {
                    let resolved = super::korean::resolve_particles(out, t);
                    out.push_str(&resolved);
                }
                Piece::Text(t) => out.push_str(t),
                Piece::Var(name) => match arg(name) {
                    Some(Arg::Int(n)) if counts_in_words => {
                        match super::chinese::small_count(*n, out, after(i)) {
                            Some(numeral) => out.push_str(numeral),
                            None => out.push_str(&n.to_string()),
                        }
                    }
                    Some(a) => out.push_str(&self.format(a)),
                    None => out.push_str(&format!("{{${name}}}")),
                },
                Piece::Select {
                    var,
                    variants,
                    default,
                } => {
                    let chosen = arg(var)
                        .and_then(|a| self.choose(a, variants))
                        .unwrap_or(*default);
                    self.write(&variants[chosen].1, args, counts_in_words, after(i), out);
                }
            }
        }
    }

    /// An argument as text in this locale.
    fn format(&self, arg: &Arg) -> String {
        match arg {
            Arg::Int(n) => n.to_string(),
            Arg::Text(t) => t.clone(),
            Arg::Stones(q) if self.locale.decimal_amounts() => decimal(q.0),
            // Korean says a margin in 집 its own way (반집, 1집 반).
            Arg::Points(q) if self.locale == Locale::Ko => super::korean::jip(q.0),
            Arg::Stones(q) => q.stones_text(),
            Arg::Points(q) => q.points_text(),
            Arg::Color(c) => {
                let key = format!("color-{}", c.name().to_ascii_lowercase());
                self.render(&key, &[])
                    .unwrap_or_else(|| c.name().to_string())
            }
        }
    }

    /// Which variant `arg` selects: an exact number first, then its plural category or word.
    fn choose(&self, arg: &Arg, variants: &[(String, Vec<Piece>)]) -> Option<usize> {
        let find = |key: &str| variants.iter().position(|(k, _)| k == key);
        match arg {
            Arg::Int(n) => find(&n.to_string()).or_else(|| find(self.locale.plural(*n))),
            Arg::Stones(q) => find(self.locale.amount_plural(q.0, 4)),
            Arg::Points(q) => find(self.locale.amount_plural(q.0, 2)),
            Arg::Color(c) => find(&c.name().to_ascii_lowercase()),
            Arg::Text(t) => find(t),
        }
    }
}

/// An amount of `quarters` of a stone in decimals, as Korean writes komi and margins (`3.75`,
/// `7.5`, `40`): whole numbers and quarters only, so no floating point is formatted.
fn decimal(quarters: i32) -> String {
    let sign = if quarters < 0 { "-" } else { "" };
    let q = quarters.unsigned_abs();
    let fraction = ["", ".25", ".5", ".75"][(q % 4) as usize];
    format!("{sign}{}{fraction}", q / 4)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Quarters};

    #[test]
    fn decimal_amounts_are_written_from_quarters() {
        let cases = [(15, "3.75"), (30, "7.5"), (160, "40"), (2, "0.5"), (1, "0.25"), (0, "0"), (-1, "-0.25"), (-30, "-7.5")];
        for (quarters, text) in cases {
            assert_eq!(decimal(quarters), text, "{quarters} quarters");
        }
    }

    fn en(source: &str) -> Catalog {
        let (catalog, errors) = Catalog::parse(Locale::En, source);
        assert_eq!(errors, vec![]);
        catalog
    }

    #[test]
    fn fills_named_placeholders_in_any_order() {
        let c = en("a = { $side } has { $count }.\ncolor-black = Black\n");
        let args = [
            ("count", Arg::Stones(Quarters(174))),
            ("side", Arg::Color(Color::Black)),
        ];
        assert_eq!(c.render("a", &args).as_deref(), Some("Black has 43½."));
        assert_eq!(c.placeholders("a"), vec!["side", "count"]);
    }

    #[test]
    fn picks_exact_numbers_then_plural_categories() {
        let c =
            en("n = { $n ->\n    [0] none\n    [one] one stone\n   *[other] { $n } stones\n}\n");
        let say = |n| c.render("n", &[("n", Arg::Int(n))]).unwrap();
        assert_eq!(
            (say(0), say(1), say(5)),
            ("none".into(), "one stone".into(), "5 stones".into())
        );
        let (zh, _) = Catalog::parse(
            Locale::ZhHans,
            "n = { $n ->\n    [one] x\n   *[other] { $n } 子\n}\n",
        );
        assert_eq!(
            zh.render("n", &[("n", Arg::Int(1))]).as_deref(),
            Some("1 子"),
            "Chinese has no 'one' category"
        );
    }

    #[test]
    fn korean_writes_amounts_in_decimals() {
        let (c, errors) = Catalog::parse(Locale::Ko, "m = { $m }점 ({ $p }승)\n");
        assert_eq!(errors, vec![]);
        let say = |q: i32| c.render("m", &[("m", Arg::Stones(Quarters(q))), ("p", Arg::Points(Quarters(q)))]);
        assert_eq!(say(15).as_deref(), Some("3.75점 (7집 반승)"));
        assert_eq!(say(160).as_deref(), Some("40점 (80집승)"));
        assert_eq!(say(1).as_deref(), Some("0.25점 (반집승)"));
        assert_eq!(say(2).as_deref(), Some("0.5점 (1집승)"));
    }

    #[test]
    fn amounts_of_one_stone_or_less_are_singular_in_english() {
        let c = en("m = by { $m } { $m ->\n    [one] stone\n   *[other] stones\n}\n");
        assert_eq!(
            c.render("m", &[("m", Arg::Stones(Quarters(3)))]).as_deref(),
            Some("by ¾ stone")
        );
        assert_eq!(
            c.render("m", &[("m", Arg::Stones(Quarters(5)))]).as_deref(),
            Some("by 1¼ stones")
        );
    }

    #[test]
    fn selects_on_words_and_nests_placeholders_in_variants() {
        let c = en("s = the { $c ->\n    [black] black\n   *[white] white\n} stone at { $at }\n");
        let args = [
            ("c", Arg::Color(Color::Black)),
            ("at", Arg::Text("D4".into())),
        ];
        assert_eq!(
            c.render("s", &args).as_deref(),
            Some("the black stone at D4")
        );
    }

    #[test]
    fn continuation_lines_join_with_a_space_and_comments_are_skipped() {
        let c = en("# about\nlong = First line,\n    second line.\n");
        assert_eq!(
            c.render("long", &[]).as_deref(),
            Some("First line, second line.")
        );
    }

    #[test]
    fn bad_entries_are_reported_and_the_rest_is_kept() {
        let (c, errors) = Catalog::parse(
            Locale::En,
            "good = fine\nbad = { n }\nnodefault = { $n ->\n  [one] x\n}\ngood = again\n",
        );
        assert_eq!(
            errors.iter().map(|e| e.line).collect::<Vec<_>>(),
            vec![2, 3, 6]
        );
        assert_eq!(c.render("good", &[]).as_deref(), Some("fine"));
        assert_eq!(c.render("missing", &[]), None);
    }

    #[test]
    fn a_missing_argument_shows_its_name_instead_of_panicking() {
        let c = en("a = { $x } and { $y ->\n   *[other] y\n}\n");
        assert_eq!(c.render("a", &[]).as_deref(), Some("{$x} and y"));
    }

    #[test]
    fn an_empty_variant_says_nothing() {
        let c = en("m = Move { $n }{ $captures ->\n    [0]\n    [one] , captures 1 stone\n   *[other] , captures { $captures } stones\n}\n");
        let say = |captures| c.render("m", &[("n", Arg::Int(3)), ("captures", Arg::Int(captures))]).unwrap();
        assert_eq!(say(0), "Move 3");
        assert_eq!(say(1), "Move 3, captures 1 stone");
        assert_eq!(say(4), "Move 3, captures 4 stones");
    }
}
