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
                for opening in ["Msg::new(\"", "Msg::words(\""] {
                    for part in code.split(opening).skip(1) {
                        keys.push(part.split('"').next().unwrap().to_string());
                    }
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

/// The Korean catalog, parsed.
fn korean() -> Catalog {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/ko/messages.ftl");
    let (catalog, errors) = Catalog::parse(Locale::Ko, &fs::read_to_string(&path).unwrap());
    assert_eq!(errors, vec![], "{} has errors", path.display());
    catalog
}

#[test]
fn korean_particles_follow_every_coordinate_as_it_is_read() {
    use weiqi::text::Arg;
    let ko = korean();
    // 일 이 삼 사 오 육 칠 팔 구 십 십일 … 십구: the particle after the row's last sound.
    let subject = |row: u32| match row % 10 {
        0 | 1 | 3 | 6 | 7 | 8 => "이",
        _ => "가",
    };
    for column in "ABCDEFGHJKLMNOPQRST".chars() {
        for row in 1..=19u32 {
            let point = format!("{column}{row}");
            let said = ko
                .render("play-coach-lost-better", &[("stones", Arg::Int(3)), ("points", Arg::Int(6)), ("better", Arg::Text(point.clone()))])
                .unwrap();
            let want = format!("{point}{} 더 좋았습니다", subject(row));
            assert!(said.contains(&want), "{point}: {said}");
            let at = ko.render("step-found", &[("left", Arg::Int(0)), ("at", Arg::Text(point.clone()))]).unwrap();
            assert!(!at.contains('/'), "{at}");
        }
    }
}

#[test]
fn no_korean_message_leaves_a_particle_pair_unresolved() {
    use weiqi::text::Arg;
    let ko = korean();
    // Every placeholder filled with a word of each ending: no `이/가` may be left.
    for value in ["흑", "바둑", "D8", "D9", "L", "3.5"] {
        for key in ko.keys() {
            let args: Vec<(String, Arg)> = ko.placeholders(key).into_iter().map(|p| (p, Arg::Text(value.to_string()))).collect();
            let args: Vec<(&str, Arg)> = args.iter().map(|(p, a)| (p.as_str(), a.clone())).collect();
            let said = ko.render(key, &args).unwrap();
            for pair in ["이/가", "을/를", "은/는", "과/와", "으로/로"] {
                assert!(!said.contains(pair), "{key} with {value}: {said}");
            }
        }
    }
}
