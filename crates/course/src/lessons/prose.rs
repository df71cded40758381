//! Content in two parts: the structure (boards, answers, checks) in `content/lessons`,
//! `content/problems` and `content/glossary.toml`, and the words a learner reads in one file
//! per locale that mirrors it (`content/<locale>/…`), keyed by step id, problem number or term
//! id. [`merge`] puts a locale's words into the structure; the build does it for English, and
//! the same rule serves any other locale.

use serde_json::{Map, Value};

/// The keys whose text a learner reads, wherever they appear. A structure file has none of
/// them; a words file has nothing else.
pub const PROSE_KEYS: [&str; 10] = ["title", "summary", "text", "hint", "right", "question", "other", "why", "name", "also"];

/// What is wrong with a pair of files, with the path of the key (`step.corner.wrong[2].why`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProseError {
    /// A structure file holds a learner's sentence.
    WordsInStructure(String),
    /// A words file holds something that is not a sentence.
    NotWords(String),
    /// Words for an item or key the structure does not have.
    NoSuchItem(String),
    /// A list of words whose length differs from the structure's list.
    Length { path: String, words: usize, structure: usize },
}

/// How the items of a file are keyed in its words file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ItemKey {
    /// By their `id` (lesson steps, glossary terms).
    Id,
    /// By their number in the file, from 1 (problems).
    Number,
}

/// Puts the words of `words` into `structure`, a whole file each: the top-level words
/// (title, summary) and, for each item of the list `items` (`step` or `term`), the words
/// file's table `[items.<key>]`.
pub fn merge(structure: &mut Value, words: &Value, items: &str, key: ItemKey) -> Vec<ProseError> {
    let mut errors = Vec::new();
    words_in_structure(structure, "", &mut errors);
    not_words(words, "", &mut errors);
    let (Value::Object(structure), Value::Object(words)) = (structure, words) else {
        errors.push(ProseError::NoSuchItem(String::new()));
        return errors;
    };
    let mut item_words = Map::new();
    for (k, v) in words {
        match (k == items, v) {
            (true, Value::Object(table)) => item_words = table.clone(),
            (true, _) => errors.push(ProseError::NoSuchItem(k.clone())),
            (false, _) => put(structure, k, v, k, &mut errors),
        }
    }
    if let Some(Value::Array(list)) = structure.get_mut(items) {
        for (i, item) in list.iter_mut().enumerate() {
            let name = match key {
                ItemKey::Id => item.get("id").and_then(Value::as_str).unwrap_or_default().to_string(),
                ItemKey::Number => (i + 1).to_string(),
            };
            if let Some(w) = item_words.remove(&name) {
                merge_value(item, &w, &format!("{items}.{name}"), &mut errors);
            }
        }
    }
    errors.extend(item_words.keys().map(|k| ProseError::NoSuchItem(format!("{items}.{k}"))));
    errors
}

fn put(table: &mut Map<String, Value>, key: &str, words: &Value, path: &str, errors: &mut Vec<ProseError>) {
    match table.get_mut(key) {
        Some(existing) => merge_value(existing, words, path, errors),
        None if words.is_string() => {
            table.insert(key.to_string(), words.clone());
        }
        None => errors.push(ProseError::NoSuchItem(path.to_string())),
    }
}

fn merge_value(structure: &mut Value, words: &Value, path: &str, errors: &mut Vec<ProseError>) {
    match (structure, words) {
        (Value::Object(s), Value::Object(w)) => {
            for (k, v) in w {
                put(s, k, v, &format!("{path}.{k}"), errors);
            }
        }
        (Value::Array(s), Value::Array(w)) if s.len() == w.len() => {
            for (i, (s, w)) in s.iter_mut().zip(w).enumerate() {
                merge_value(s, w, &format!("{path}[{}]", i + 1), errors);
            }
        }
        (Value::Array(s), Value::Array(w)) => errors.push(ProseError::Length { path: path.to_string(), words: w.len(), structure: s.len() }),
        _ => errors.push(ProseError::NoSuchItem(path.to_string())),
    }
}

fn join(path: &str, key: &str) -> String {
    if path.is_empty() { key.to_string() } else { format!("{path}.{key}") }
}

fn words_in_structure(value: &Value, path: &str, errors: &mut Vec<ProseError>) {
    match value {
        Value::Object(t) => {
            for (k, v) in t {
                if v.is_string() && PROSE_KEYS.contains(&k.as_str()) {
                    errors.push(ProseError::WordsInStructure(join(path, k)));
                }
                words_in_structure(v, &join(path, k), errors);
            }
        }
        Value::Array(a) => {
            for (i, v) in a.iter().enumerate() {
                words_in_structure(v, &format!("{path}[{}]", i + 1), errors);
            }
        }
        _ => {}
    }
}

fn not_words(value: &Value, path: &str, errors: &mut Vec<ProseError>) {
    match value {
        Value::Object(t) => {
            for (k, v) in t {
                if !v.is_object() && !v.is_array() && !(v.is_string() && PROSE_KEYS.contains(&k.as_str())) {
                    errors.push(ProseError::NotWords(join(path, k)));
                }
                not_words(v, &join(path, k), errors);
            }
        }
        Value::Array(a) => {
            for (i, v) in a.iter().enumerate() {
                if !v.is_object() {
                    errors.push(ProseError::NotWords(format!("{path}[{}]", i + 1)));
                }
                not_words(v, &format!("{path}[{}]", i + 1), errors);
            }
        }
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn the_words_go_into_each_step_by_id_and_into_lists_by_position() {
        let mut structure = json!({ "step": [
            { "id": "corner", "board": "X..", "wrong": [{ "answer": 4 }, { "answer": 3 }] },
            { "id": "edge", "board": "..X" },
        ]});
        let words = json!({ "title": "Liberties", "step": {
            "corner": { "text": "How many?", "wrong": [{ "why": "Off the board is nothing." }, { "why": "Diagonals do not count." }] },
            "edge": { "text": "On the edge." },
        }});
        assert_eq!(merge(&mut structure, &words, "step", ItemKey::Id), vec![]);
        assert_eq!(structure, json!({ "title": "Liberties", "step": [
            { "id": "corner", "board": "X..", "text": "How many?", "wrong": [{ "answer": 4, "why": "Off the board is nothing." }, { "answer": 3, "why": "Diagonals do not count." }] },
            { "id": "edge", "board": "..X", "text": "On the edge." },
        ]}));
    }

    #[test]
    fn problems_are_keyed_by_their_number_from_one() {
        let mut structure = json!({ "level": 1, "step": [{ "board": "X" }, { "board": "O" }] });
        let words = json!({ "step": { "2": { "text": "White's turn." } } });
        assert_eq!(merge(&mut structure, &words, "step", ItemKey::Number), vec![]);
        assert_eq!(structure["step"][1]["text"], "White's turn.");
        assert_eq!(structure["step"][0].get("text"), None);
    }

    #[test]
    fn each_mismatch_is_named_by_its_path() {
        let mut structure = json!({ "hint": "a sentence", "step": [{ "id": "a", "wrong": [{ "at": "C3" }] }] });
        let words = json!({ "board": "X", "step": {
            "a": { "wrong": [{ "why": "one" }, { "why": "two" }] },
            "b": { "text": "no such step" },
        }});
        assert_eq!(merge(&mut structure, &words, "step", ItemKey::Id), vec![
            ProseError::WordsInStructure("hint".into()),
            ProseError::NotWords("board".into()),
            ProseError::Length { path: "step.a.wrong".into(), words: 2, structure: 1 },
            ProseError::NoSuchItem("step.b".into()),
        ]);
    }
}
