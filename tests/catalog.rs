//! The message catalogs: English reads without errors, every key the code asks for exists,
//! and every other locale has each English key with the same placeholders.

use std::fs;
use std::path::Path;

use weiqi::text::{Catalog, Locale, ENGLISH};

fn english() -> Catalog {
    let (catalog, errors) = Catalog::parse(Locale::En, ENGLISH);
    assert_eq!(errors, vec![], "content/en/messages.ftl has errors");
    catalog
}

/// Every key the code names: `Msg::new("key")` anywhere, and every kebab-case literal in
/// `src/text/` (the bridges pick keys by `match`).
fn keys_in_code() -> Vec<String> {
    let mut keys = Vec::new();
    let mut stack = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                let code = fs::read_to_string(&path).unwrap();
                for part in code.split("Msg::new(\"").skip(1) {
                    keys.push(part.split('"').next().unwrap().to_string());
                }
                if path.parent().is_some_and(|d| d.ends_with("text")) {
                    let kebab = |t: &str| {
                        t.contains('-')
                            && t.chars()
                                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                    };
                    keys.extend(
                        code.split('"')
                            .skip(1)
                            .step_by(2)
                            .filter(|t| kebab(t))
                            .map(String::from),
                    );
                }
            }
        }
    }
    keys.sort();
    keys.dedup();
    keys
}

#[test]
fn every_key_the_code_uses_is_in_english() {
    let english = english();
    let keys = keys_in_code();
    assert!(
        keys.len() > 50,
        "found only {} keys: is the search right?",
        keys.len()
    );
    let missing: Vec<&String> = keys.iter().filter(|k| !english.has(k)).collect();
    assert_eq!(
        missing,
        Vec::<&String>::new(),
        "keys used in src/ but missing from content/en/messages.ftl"
    );
}

#[test]
fn every_locale_has_every_english_key_with_the_same_placeholders() {
    let english = english();
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let mut checked = 0;
    for locale in Locale::ALL.into_iter().filter(|&l| l != Locale::En) {
        let path = content.join(locale.tag()).join("messages.ftl");
        let Ok(source) = fs::read_to_string(&path) else {
            continue;
        };
        let (catalog, errors) = Catalog::parse(locale, &source);
        assert_eq!(errors, vec![], "{} has errors", path.display());
        for key in english.keys() {
            assert!(catalog.has(key), "{} lacks {key}", locale.tag());
            let (mut want, mut got) = (english.placeholders(key), catalog.placeholders(key));
            want.sort();
            got.sort();
            assert_eq!(
                got,
                want,
                "{}: {key} has other placeholders than English",
                locale.tag()
            );
        }
        checked += 1;
    }
    println!("{checked} locales besides English checked");
}

#[test]
fn english_keys_are_all_used() {
    let english = english();
    let used = keys_in_code();
    // Colours are named through `Arg::Color`, not `Msg::new`.
    let unused: Vec<&str> = english
        .keys()
        .filter(|k| !k.starts_with("color-") && !used.iter().any(|u| u == k))
        .collect();
    assert_eq!(
        unused,
        Vec::<&str>::new(),
        "keys in content/en/messages.ftl that nothing uses"
    );
}
