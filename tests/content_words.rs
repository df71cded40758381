//! The content's words per locale (`content/<tag>/{lessons,problems}/*.toml`,
//! `content/<tag>/glossary.toml`): every locale that has words has every English file, with
//! the same keys and the same glossary links; its lessons pass the content check; and the
//! app's code puts every one of those words in place (`lessons::translated`), so no English
//! is left where a locale has its own.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use serde_json::Value;
use weiqi::content_check::check_lesson;
use weiqi::lessons::prose::PROSE_KEYS;
use weiqi::lessons::translated::{GlossaryWords, LessonWords};
use weiqi::text::bundle::{install, Bundle};
use weiqi::text::Locale;

fn content() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("content")
}

fn read(path: &Path) -> Value {
    let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let table: toml::Table = text.parse().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::to_value(table).unwrap()
}

/// Every words file of English, relative to `content/en`.
fn english_files() -> Vec<PathBuf> {
    let en = content().join("en");
    let mut files = vec![PathBuf::from("glossary.toml")];
    for dir in ["lessons", "problems"] {
        let mut names: Vec<PathBuf> = fs::read_dir(en.join(dir)).unwrap().flatten().map(|e| Path::new(dir).join(e.file_name())).collect();
        names.sort();
        files.extend(names);
    }
    files
}

/// The locales other than English that have words (a folder with a catalog).
fn other_locales() -> Vec<Locale> {
    Locale::ALL.into_iter().filter(|&l| l != Locale::En && content().join(l.tag()).join("messages.ftl").exists()).collect()
}

/// Every text in a words file, by its path (`step.corner.wrong[2].why`).
fn texts(value: &Value, path: &str, out: &mut BTreeMap<String, String>) {
    match value {
        Value::Object(t) => t.iter().for_each(|(k, v)| texts(v, &if path.is_empty() { k.clone() } else { format!("{path}.{k}") }, out)),
        Value::Array(a) => a.iter().enumerate().for_each(|(i, v)| texts(v, &format!("{path}[{}]", i + 1), out)),
        Value::String(s) => {
            out.insert(path.to_string(), s.clone());
        }
        other => panic!("{path}: {other} is not words"),
    }
}

fn links(text: &str) -> Vec<&str> {
    let mut out: Vec<&str> = text.split("(glossary:").skip(1).map(|rest| rest.split(')').next().unwrap_or_default()).collect();
    out.sort();
    out
}

#[test]
fn every_locale_has_every_english_words_file_with_the_same_keys_and_links() {
    let locales = other_locales();
    assert!(!locales.is_empty(), "no locale besides English has words yet");
    for locale in locales {
        for file in english_files() {
            let theirs_path = content().join(locale.tag()).join(&file);
            assert!(theirs_path.exists(), "{} is missing", theirs_path.display());
            let (mut english, mut theirs) = (BTreeMap::new(), BTreeMap::new());
            texts(&read(&content().join("en").join(&file)), "", &mut english);
            texts(&read(&theirs_path), "", &mut theirs);
            let missing: Vec<&String> = english.keys().filter(|k| !theirs.contains_key(*k)).collect();
            let extra: Vec<&String> = theirs.keys().filter(|k| !english.contains_key(*k)).collect();
            assert!(missing.is_empty() && extra.is_empty(), "{}: missing {missing:?}, not in English {extra:?}", theirs_path.display());
            for (key, text) in &english {
                assert_eq!(links(&theirs[key]), links(text), "{}: `{key}` links to other glossary terms", theirs_path.display());
                assert!(!theirs[key].trim().is_empty(), "{}: `{key}` is empty", theirs_path.display());
            }
        }
    }
}

/// The bundle the build makes for `locale` (scripts/locales.mjs), read from the same files.
fn bundle_of(locale: Locale) -> Bundle {
    let dir = content().join(locale.tag());
    let files = |sub: &str| -> weiqi_engine::map::SortedMap<String, LessonWords> {
        english_files()
            .iter()
            .filter(|f| f.starts_with(sub))
            .map(|f| (f.file_stem().unwrap().to_string_lossy().into_owned(), serde_json::from_value(read(&dir.join(f))).unwrap()))
            .collect()
    };
    Bundle {
        messages: fs::read_to_string(dir.join("messages.ftl")).unwrap(),
        lessons: files("lessons"),
        problems: files("problems"),
        glossary: serde_json::from_value::<GlossaryWords>(read(&dir.join("glossary.toml"))).unwrap(),
    }
}

#[test]
fn a_locales_lessons_pass_the_content_check_and_carry_its_words() {
    for locale in other_locales() {
        let bundle = bundle_of(locale);
        install(locale, Some(&bundle)).unwrap();
        assert_eq!(weiqi::text::locale(), locale);
        let glossary = weiqi::lessons::glossary(locale);
        for lesson in weiqi::lessons::lessons(locale) {
            assert_eq!(check_lesson(lesson, glossary), Vec::<String>::new(), "{} in {}", lesson.id, locale.tag());
            assert_eq!(Some(&lesson.title), bundle.lessons[&lesson.id].title.as_ref());
        }
        for set in weiqi::problems::handwritten_sets(locale) {
            assert_eq!(check_lesson(&set.as_lesson(), glossary), Vec::<String>::new(), "{} in {}", set.id, locale.tag());
            assert_eq!(Some(&set.summary), bundle.problems[&set.id].summary.as_ref());
        }
        install(Locale::En, None).unwrap();
        assert_eq!(weiqi::text::locale(), Locale::En);
        assert_eq!(weiqi::lessons::lessons(Locale::En)[0].title, "The board and the stones", "English is still there");
    }
}

/// Every text of `value` under a key the words files hold.
fn prose_in(value: &Value, out: &mut Vec<String>) {
    match value {
        Value::Object(t) => {
            for (k, v) in t {
                match v {
                    Value::String(s) if PROSE_KEYS.contains(&k.as_str()) => out.push(s.clone()),
                    _ => prose_in(v, out),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|v| prose_in(v, out)),
        _ => {}
    }
}

/// A words file with every text replaced by a mark of its own.
fn marked(value: &Value) -> Value {
    match value {
        Value::Object(t) => Value::Object(t.iter().map(|(k, v)| (k.clone(), marked(v))).collect()),
        Value::Array(a) => Value::Array(a.iter().map(marked).collect()),
        Value::String(_) => Value::String("«marked»".into()),
        other => other.clone(),
    }
}

#[test]
fn the_app_puts_every_word_of_a_words_file_in_its_place() {
    let en = content().join("en");
    let lessons = weiqi::lessons::lessons(Locale::En);
    let sets = weiqi::problems::handwritten_sets(Locale::En);
    let mut left = Vec::new();
    for file in english_files() {
        let words = marked(&read(&en.join(&file)));
        let id = file.file_stem().unwrap().to_string_lossy().into_owned();
        let result = if file.starts_with("lessons") {
            let lesson = lessons.iter().find(|l| l.id == id).unwrap();
            serde_json::to_value(serde_json::from_value::<LessonWords>(words).unwrap().apply(lesson, false)).unwrap()
        } else if file.starts_with("problems") {
            let set = sets.iter().find(|s| s.id == id).unwrap();
            serde_json::to_value(serde_json::from_value::<LessonWords>(words).unwrap().apply(&set.as_lesson(), true)).unwrap()
        } else {
            serde_json::to_value(serde_json::from_value::<GlossaryWords>(words).unwrap().apply(weiqi::lessons::glossary(Locale::En))).unwrap()
        };
        let mut prose = Vec::new();
        prose_in(&result, &mut prose);
        assert!(prose.len() > 10, "{}: found only {} texts", file.display(), prose.len());
        left.extend(prose.into_iter().filter(|p| p != "«marked»").map(|p| format!("{}: {p}", file.display())));
    }
    assert_eq!(left, Vec::<String>::new(), "English left where the words file has its own");
}

#[test]
fn the_browsers_languages_pick_the_first_the_app_speaks() {
    assert_eq!(Locale::preferred(["zh-CN", "en-US"]), Locale::ZhHans);
    assert_eq!(Locale::preferred(["zh-TW"]), Locale::ZhHans);
    assert_eq!(Locale::preferred(["fr-FR", "ko-KR", "en"]), Locale::Ko);
    assert_eq!(Locale::preferred(["en-GB", "zh-CN"]), Locale::En);
    assert_eq!(Locale::preferred(["fr", "de"]), Locale::En);
    assert_eq!(Locale::preferred([]), Locale::En);
}
