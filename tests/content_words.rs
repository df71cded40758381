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
        counting: counting_notes(locale).into_iter().collect(),
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

/// The hand-made counting positions' notes in English, by position name.
fn english_counting_notes() -> BTreeMap<String, String> {
    weiqi::counting::FILES
        .iter()
        .flat_map(|(_, text)| weiqi::counting::parse_positions(text).unwrap())
        .filter(|p| !p.note.is_empty())
        .map(|p| (p.name, p.note))
        .collect()
}

/// A locale's notes for the counting trainer (`content/<tag>/counting.toml`).
fn counting_notes(locale: Locale) -> BTreeMap<String, String> {
    let path = content().join(locale.tag()).join("counting.toml");
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

#[test]
fn every_locale_has_a_note_for_every_counting_position_that_has_one() {
    let english = english_counting_notes();
    assert!(english.len() > 30, "found only {} notes", english.len());
    for locale in other_locales() {
        let theirs = counting_notes(locale);
        let missing: Vec<&String> = english.keys().filter(|k| !theirs.contains_key(*k)).collect();
        let extra: Vec<&String> = theirs.keys().filter(|k| !english.contains_key(*k)).collect();
        assert!(missing.is_empty() && extra.is_empty(), "{}: missing {missing:?}, no such position {extra:?}", locale.tag());
        assert!(theirs.values().all(|n| !n.trim().is_empty()), "{}: an empty note", locale.tag());
        // The app shows them once the locale's words are in.
        install(locale, Some(&bundle_of(locale))).unwrap();
        for position in weiqi::counting::library().iter().filter(|p| !p.note.is_empty()) {
            let task = weiqi::counting::Task::from_position(position);
            assert_eq!(weiqi::text::position_note(&task), theirs[&position.name], "{} in {}", position.name, locale.tag());
        }
        install(Locale::En, None).unwrap();
        let first = weiqi::counting::library().iter().find(|p| !p.note.is_empty()).unwrap();
        assert_eq!(weiqi::text::position_note(&weiqi::counting::Task::from_position(first)), first.note);
    }
}

/// Latin words a Chinese or Korean text may hold: names of formats and of the fields of a
/// game record, which are the same in every language.
const LATIN_ALLOWED: &[&str] = &["SGF", "UTF", "MB", "KB", "GM", "FF", "SZ", "KM", "HA", "PL", "RU", "GNU", "Go", "Latin", "GB", "EUC", "KR", "JIS"];

/// The Latin words of `text` that are no coordinate (A1–T19), no glossary link and not allowed.
fn english_words(text: &str) -> Vec<String> {
    let mut text = text.to_string();
    while let Some(start) = text.find("(glossary:") {
        let end = text[start..].find(')').map_or(text.len(), |e| start + e + 1);
        text.replace_range(start..end, "");
    }
    text.split(|c: char| !c.is_ascii_alphabetic() && c != '\'')
        .filter(|w| w.chars().filter(char::is_ascii_alphabetic).count() >= 2 && !LATIN_ALLOWED.contains(w))
        .map(String::from)
        .collect()
}

#[test]
fn no_english_word_in_any_chinese_or_korean_text_a_learner_sees() {
    let mut found = Vec::new();
    for locale in other_locales() {
        let tag = locale.tag();
        let path = content().join(tag).join("messages.ftl");
        let (catalog, errors) = weiqi::text::Catalog::parse(locale, &fs::read_to_string(&path).unwrap());
        assert!(errors.is_empty(), "{}: {errors:?}", path.display());
        for key in catalog.keys() {
            for text in catalog.literals(key) {
                found.extend(english_words(&text).into_iter().map(|w| format!("{tag} {key}: {w} in «{text}»")));
            }
        }
        for file in english_files() {
            let mut words = BTreeMap::new();
            texts(&read(&content().join(tag).join(&file)), "", &mut words);
            for (key, text) in words {
                found.extend(english_words(&text).into_iter().map(|w| format!("{tag} {}: {key}: {w} in «{text}»", file.display())));
            }
        }
        for (name, text) in counting_notes(locale) {
            found.extend(english_words(&text).into_iter().map(|w| format!("{tag} counting {name}: {w} in «{text}»")));
        }
    }
    assert!(found.is_empty(), "English in Chinese or Korean text:\n{}", found.join("\n"));
}

#[test]
fn a_downloaded_bundle_carries_the_counting_notes() {
    // The shape scripts/locales.mjs writes: the notes under `counting`, by position name.
    let json = serde_json::json!({ "messages": "", "lessons": {}, "problems": {}, "glossary": {}, "counting": { "nine-wall-dame": "11颗子" } });
    let bundle = weiqi::text::bundle::parse(&json.to_string()).unwrap();
    assert_eq!(bundle.counting.get("nine-wall-dame").map(String::as_str), Some("11颗子"));
    // A bundle of an older build, without notes, still reads.
    let older = serde_json::json!({ "messages": "" });
    assert!(weiqi::text::bundle::parse(&older.to_string()).unwrap().counting.is_empty());
}

/// Words a locale's terms replaced (content/<tag>/terms.toml): one word for one thing.
fn avoided(locale: Locale) -> &'static [(&'static str, &'static str)] {
    match locale {
        // A group is 말 (무리 reads as 무리수, an overplay); life and death is 사활.
        Locale::Ko => &[("무리", "말"), ("삶과 죽음", "사활")],
        // Eyes are counted with 个 (两个眼); a pass is 停一手, as on the button.
        Locale::ZhHans => &[("只眼", "个眼"), ("虚着一次", "停了一手")],
        Locale::En => &[],
    }
}

#[test]
fn chinese_and_korean_keep_one_word_for_one_thing() {
    let mut found = Vec::new();
    for locale in other_locales() {
        let tag = locale.tag();
        let mut all: Vec<(String, String)> = Vec::new();
        let catalog = fs::read_to_string(content().join(tag).join("messages.ftl")).unwrap();
        all.extend(catalog.lines().filter(|l| !l.trim_start().starts_with('#')).map(|l| ("messages.ftl".to_string(), l.to_string())));
        for file in english_files() {
            let mut words = BTreeMap::new();
            texts(&read(&content().join(tag).join(&file)), "", &mut words);
            all.extend(words.into_iter().map(|(k, t)| (format!("{}: {k}", file.display()), t)));
        }
        all.extend(counting_notes(locale).into_iter().map(|(k, t)| (format!("counting.toml: {k}"), t)));
        for (place, text) in &all {
            for (word, instead) in avoided(locale) {
                if text.contains(word) {
                    found.push(format!("{tag} {place}: “{word}” (say “{instead}”) in «{text}»"));
                }
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
