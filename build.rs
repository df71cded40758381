//! Reads the course content (`content/lessons/*.toml`, `content/glossary.toml`) and the
//! problem sets (`content/problems/*.toml`, lesson steps too), checks them with the real
//! rules engine and lesson player, and writes them packed (`weiqi_course::packed`) into `OUT_DIR` for
//! `src/lessons/mod.rs` and `src/problems/mod.rs` to embed. The app itself carries no TOML
//! parser. The checks are the course crate's, the same code the app and the tests use.
//!
//! The generated problems (`content/problems/generated.txt`) are only read here (they are
//! proven when they are made, and by `scripts/prove-problems`): a line that does not read
//! stops the build too.
//!
//! Any mistake in the content stops the build with a message naming the file and the step.

use std::fs;
use std::path::{Path, PathBuf};

use weiqi_course::{content_check, lessons, packed, problems};

use lessons::format::{Glossary, Lesson, Step, Term};
use problems::format::ProblemSet;

const LESSON_DIR: &str = "content/lessons";
const GLOSSARY_FILE: &str = "content/glossary.toml";
const PROBLEM_DIR: &str = "content/problems";
const GENERATED_FILE: &str = "content/problems/generated.txt";
/// The English words of the content, in files that mirror the structure files.
const ENGLISH_DIR: &str = "content/en";

fn main() {
    for watched in [LESSON_DIR, GLOSSARY_FILE, PROBLEM_DIR, GENERATED_FILE, ENGLISH_DIR] {
        println!("cargo:rerun-if-changed={watched}");
    }
    let mut errors = Vec::new();

    let glossary = read_glossary(&mut errors);
    errors.extend(content_check::check_glossary(&glossary).into_iter().map(|e| format!("{GLOSSARY_FILE}, {e}")));

    let mut course = Vec::new();
    for path in numbered_files(LESSON_DIR, &mut errors) {
        let file = path.display().to_string();
        if let Some(mut lesson) = read_lesson(&path, &mut errors) {
            lesson.id = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
            errors.extend(content_check::check_lesson(&lesson, &glossary).into_iter().map(|e| format!("{file}, {e}")));
            errors.extend(content_check::check_course_fields(&lesson).into_iter().map(|e| format!("{file}, {e}")));
            course.push(lesson);
        }
    }

    let mut sets = Vec::new();
    for path in numbered_files(PROBLEM_DIR, &mut errors) {
        let file = path.display().to_string();
        if let Some(mut set) = read_problem_set(&path, &mut errors) {
            set.id = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_string();
            errors.extend(content_check::check_lesson(&set.as_lesson(), &glossary).into_iter().map(|e| format!("{file}, {e}")));
            sets.push(set);
        }
    }

    match fs::read_to_string(GENERATED_FILE) {
        Ok(text) => {
            if let Err(e) = problems::generated::parse(&text) {
                errors.push(format!("{GENERATED_FILE}, {e}"));
            }
        }
        Err(e) => errors.push(format!("{GENERATED_FILE}: {e}")),
    }

    if !errors.is_empty() {
        eprintln!("\nThe course content has {} problem(s):\n", errors.len());
        for e in &errors {
            eprintln!("  - {e}");
        }
        eprintln!();
        std::process::exit(1);
    }

    let out = PathBuf::from(std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"));
    for lesson in &mut course {
        for step in &mut lesson.steps {
            compact_step(step);
        }
    }
    let mut glossary = glossary;
    for term in &mut glossary.terms {
        term.board = compact(&term.board);
    }
    for set in &mut sets {
        for step in &mut set.problems {
            compact_step(step);
        }
    }
    // Packed (`weiqi_course::packed`): the app reads it with a few lines, not serde's readers.
    // Each is read back here, so the app cannot meet a text it does not read.
    write(&out.join("lessons.packed"), &packed_and_checked(&course));
    write(&out.join("problems.packed"), &packed_and_checked(&sets));
    write(&out.join("glossary.packed"), &packed_and_checked(&glossary));
    // The English words built into the app, without the notes for translators (a line that
    // starts with `#` is a comment; a value's own lines are indented).
    let english = std::fs::read_to_string(Path::new(ENGLISH_DIR).join("messages.ftl")).expect("content/en/messages.ftl");
    let words: String = english.lines().filter(|line| !line.starts_with('#')).map(|line| format!("{line}\n")).collect();
    write(&out.join("messages-en.ftl"), &words);
}

/// `value` packed, after checking that it reads back the same.
fn packed_and_checked<T: packed::Packed + PartialEq>(value: &T) -> String {
    let text = packed::pack(value);
    assert!(packed::unpack::<T>(&text).as_ref() == Some(value), "the packed course content does not read back as written");
    text
}

fn write(path: &Path, text: &str) {
    if fs::read_to_string(path).ok().as_deref() != Some(text) {
        fs::write(path, text).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
    }
}

/// The content files of `dir`, in order: `NN-name.toml`, numbered as learners see them (a
/// lesson file by its chapter), then the appendix's `appendix-name.toml` (chapters for later).
fn numbered_files(dir: &str, errors: &mut Vec<String>) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = match fs::read_dir(dir) {
        Ok(dir) => dir.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(e) => {
            errors.push(format!("{dir}: {e}"));
            return Vec::new();
        }
    };
    files.retain(|p| p.extension().is_some_and(|x| x == "toml"));
    // Digits sort before letters: the appendix comes after the numbered files.
    files.sort();
    let mut expected = 1;
    for p in &files {
        let stem = p.file_stem().and_then(|s| s.to_str()).unwrap_or_default();
        let name_ok = |name: &str| !name.is_empty() && name.bytes().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == b'-');
        let numbered = stem.get(..2).and_then(|n| n.parse::<u32>().ok()).filter(|_| stem.as_bytes().get(2) == Some(&b'-'));
        match (numbered, stem.strip_prefix("appendix-")) {
            (Some(n), _) if name_ok(&stem[3..]) => {
                if n != expected {
                    errors.push(format!("{}: expected number {expected:02} here (files are numbered 01, 02, … without gaps)", p.display()));
                }
                expected = n + 1;
            }
            (None, Some(name)) if name_ok(name) => {}
            _ => errors.push(format!("{}: content files are named like 02-liberties.toml (or appendix-name.toml)", p.display())),
        }
    }
    files
}

fn read_table(path: &Path, errors: &mut Vec<String>) -> Option<serde_json::Value> {
    let file = path.display();
    let text = match fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            errors.push(format!("{file}: {e}"));
            return None;
        }
    };
    match text.parse::<toml::Table>() {
        Ok(t) => Some(serde_json::to_value(t).expect("TOML is plain data")),
        Err(e) => {
            errors.push(format!("{file}: {e}"));
            None
        }
    }
}

/// A structure file with its English words put in (`content/en/<dir>/<name>`, or for the
/// glossary `content/en/glossary.toml`).
fn read_with_words(path: &Path, items: &str, key: lessons::prose::ItemKey, errors: &mut Vec<String>) -> Option<serde_json::Map<String, serde_json::Value>> {
    let mut structure = read_table(path, errors)?;
    let words_path = Path::new(ENGLISH_DIR).join(path.strip_prefix("content").unwrap_or(path));
    let words = read_table(&words_path, errors)?;
    let file = path.display();
    let words_file = words_path.display();
    for e in lessons::prose::merge(&mut structure, &words, items, key) {
        errors.push(format!("{file} with {words_file}: {e}"));
    }
    match structure {
        serde_json::Value::Object(table) => Some(table),
        _ => None,
    }
}

fn read_lesson(path: &Path, errors: &mut Vec<String>) -> Option<Lesson> {
    let table = read_with_words(path, "step", lessons::prose::ItemKey::Id, errors)?;
    lesson_from_table(&path.display().to_string(), table, "a lesson has title, summary and [[step]] blocks", errors)
}

/// A problem set: a lesson's keys and `level`.
fn read_problem_set(path: &Path, errors: &mut Vec<String>) -> Option<ProblemSet> {
    let file = path.display().to_string();
    let mut table = read_with_words(path, "step", lessons::prose::ItemKey::Number, errors)?;
    let level = match table.remove("level").and_then(|v| v.as_i64()) {
        Some(n @ 1..=9) => n as u8,
        _ => {
            errors.push(format!("{file}: needs `level = N`, a whole number from 1 (easiest) to 9"));
            1
        }
    };
    let lesson = lesson_from_table(&file, table, "a problem set has title, summary, level and [[step]] blocks", errors)?;
    Some(ProblemSet { id: String::new(), title: lesson.title, summary: lesson.summary, level, problems: lesson.steps, kyu: Vec::new() })
}

/// The title, summary and steps of a lesson (or problem set) file already read.
fn lesson_from_table(file: &str, mut table: serde_json::Map<String, serde_json::Value>, keys: &str, errors: &mut Vec<String>) -> Option<Lesson> {
    for key in table.keys() {
        if !["title", "summary", "step"].contains(&key.as_str()) {
            errors.push(format!("{file}: unknown key `{key}` ({keys})"));
        }
    }
    let text = |table: &serde_json::Map<String, serde_json::Value>, key: &str, errors: &mut Vec<String>| match table.get(key).and_then(|v| v.as_str()) {
        Some(s) => s.to_string(),
        None => {
            errors.push(format!("{file}: needs `{key} = \"…\"`"));
            String::new()
        }
    };
    let title = text(&table, "title", errors);
    let summary = text(&table, "summary", errors);
    let raw_steps = match table.remove("step") {
        Some(serde_json::Value::Array(a)) => a,
        _ => {
            errors.push(format!("{file}: needs [[step]] blocks"));
            Vec::new()
        }
    };
    let mut steps = Vec::new();
    for (i, raw) in raw_steps.into_iter().enumerate() {
        let here = format!("{file}, step {}", i + 1);
        match serde_json::from_value::<Step>(raw.clone()) {
            Ok(step) => {
                let back = serde_json::to_value(&step).expect("plain data");
                for key in unknown_keys(&raw, &back, "") {
                    errors.push(format!("{here}: unknown key `{key}` (a typo?)"));
                }
                steps.push(step);
            }
            Err(e) => errors.push(format!("{here}: {}", e.to_string().trim())),
        }
    }
    Some(Lesson { id: String::new(), title, summary, steps })
}

fn read_glossary(errors: &mut Vec<String>) -> Glossary {
    let mut terms = Vec::new();
    if let Some(mut table) = read_with_words(Path::new(GLOSSARY_FILE), "term", lessons::prose::ItemKey::Id, errors) {
        let raw_terms = match table.remove("term") {
            Some(serde_json::Value::Array(a)) => a,
            _ => {
                errors.push(format!("{GLOSSARY_FILE}: needs [[term]] blocks"));
                Vec::new()
            }
        };
        for (i, raw) in raw_terms.into_iter().enumerate() {
            match serde_json::from_value::<Term>(raw.clone()) {
                Ok(term) => {
                    let back = serde_json::to_value(&term).expect("plain data");
                    for key in unknown_keys(&raw, &back, "") {
                        errors.push(format!("{GLOSSARY_FILE}, term {}: unknown key `{key}`", i + 1));
                    }
                    terms.push(term);
                }
                Err(e) => errors.push(format!("{GLOSSARY_FILE}, term {}: {}", i + 1, e.to_string().trim())),
            }
        }
    }
    Glossary { terms }
}

/// Keys written in the file that the parsed data does not have: typos, or keys of another
/// task kind.
fn unknown_keys(raw: &serde_json::Value, parsed: &serde_json::Value, prefix: &str) -> Vec<String> {
    let mut out = Vec::new();
    match (raw, parsed) {
        (serde_json::Value::Object(t), serde_json::Value::Object(o)) => {
            for (k, v) in t {
                let path = if prefix.is_empty() { k.clone() } else { format!("{prefix}.{k}") };
                match o.get(k) {
                    None => out.push(path),
                    Some(p) => out.extend(unknown_keys(v, p, &path)),
                }
            }
        }
        (serde_json::Value::Array(a), serde_json::Value::Array(b)) => {
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                out.extend(unknown_keys(x, y, &format!("{prefix}[{}]", i + 1)));
            }
        }
        _ => {}
    }
    out
}

/// A diagram without the spaces that make it readable in the file.
fn compact(diagram: &str) -> String {
    diagram
        .lines()
        .map(|l| l.split_whitespace().collect::<String>())
        .filter(|l| !l.is_empty())
        .collect::<Vec<_>>()
        .join("\n")
}

fn compact_step(step: &mut Step) {
    step.board = compact(&step.board);
    if let lessons::format::Task::Watch(w) = &mut step.task {
        for f in &mut w.frames {
            if let Some(b) = &mut f.board {
                *b = compact(b);
            }
        }
    }
}
