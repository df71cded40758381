#![cfg(not(target_arch = "wasm32"))]
//! The app's modules in layers, without circles: each top-level module of `src/` may use
//! (`crate::…`) only modules of its own layer or below, and no two modules use each other,
//! directly or through others.
//!
//! | layer | modules | what they are |
//! |---|---|---|
//! | 0 | `rules`, `reading`, `bot`, `nn`, `decimal`, `sgf`, `record`, `board_view` | the crates below the app (re-exported) |
//! | 1 | `address`, `locale`, `versioned`, `board_zoom`, `theme`, `lessons`, `problems`, `counting`, `play`, `content_check` | the domain: pure logic |
//! | 2 | `text` | one catalog per language: data to words |
//! | 3 | `storage`, `language`, `downloads`, `sound`, `speech`, `offline`, `worker`, `charsets` | the browser's storage and devices |
//! | 4 | `route`, `components` | addresses and shared views |
//! | 5 | `pages` | the pages: wiring only |
//! | 6 | `app` | the composition root |
//!
//! The crates are layers too (`CRATE_LAYERS`): a crate depends only on crates below it, and
//! each says in its README what it is for and what it may use.
//!
//! A new file goes in the lowest layer whose modules it needs. Test modules (`#[cfg(test)]
//! mod tests` at the end of a file) are not part of the graph: a test may set up what it
//! checks with anything. Doc comments are skipped too.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// The layer of each top-level module of `src/`.
const LAYERS: &[(&str, u8)] = &[
    ("rules", 0),
    ("reading", 0),
    ("bot", 0),
    ("nn", 0),
    ("board_view", 0),
    ("decimal", 0),
    ("sgf", 0),
    ("record", 0),
    ("address", 1),
    ("locale", 1),
    ("versioned", 1),
    ("board_zoom", 1),
    ("theme", 1),
    ("lessons", 1),
    ("problems", 1),
    ("counting", 1),
    ("play", 1),
    ("content_check", 1),
    ("text", 2),
    ("storage", 3),
    ("language", 3),
    ("downloads", 3),
    ("sound", 3),
    ("speech", 3),
    ("offline", 3),
    ("worker", 3),
    ("charsets", 3),
    ("route", 4),
    ("components", 4),
    ("pages", 5),
    ("app", 6),
];

/// The layer of each crate of the workspace: the app (`weiqi`, the root) and the tools sit on
/// the crates they use. Dev-dependencies are not arrows (a test may use anything).
const CRATE_LAYERS: &[(&str, u8)] = &[("weiqi-engine", 0), ("weiqi-sgf", 1), ("weiqi-course", 1), ("weiqi", 2), ("weiqi-gtp", 2)];

/// Arrows that break the rule, each with the reason it is allowed. Empty: none is.
const ALLOWED: &[(&str, &str, &str)] = &[];

fn layer(module: &str) -> Option<u8> {
    LAYERS.iter().find(|(m, _)| *m == module).map(|&(_, l)| l)
}

/// The code of a file without its test module and its comments.
fn code_of(text: &str) -> String {
    let text = text.find("#[cfg(test)]\nmod tests").map_or(text, |end| &text[..end]);
    text.lines().filter(|line| !line.trim_start().starts_with("//")).collect::<Vec<_>>().join("\n")
}

/// The top-level modules a piece of code names through `crate::`, including the groups of
/// `use crate::{a::…, b};`.
fn modules_named(code: &str) -> BTreeSet<String> {
    let mut named = BTreeSet::new();
    let word = |s: &str| s.chars().take_while(|c| c.is_ascii_alphanumeric() || *c == '_').collect::<String>();
    for (i, _) in code.match_indices("crate::") {
        let rest = &code[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // The group's first-level items, up to its own closing brace.
            let mut depth = 0;
            let mut start = true;
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => start = true,
                    c if start && !c.is_whitespace() => {
                        named.insert(word(&group[j..]));
                        start = false;
                    }
                    _ => {}
                }
            }
        } else {
            named.insert(word(rest));
        }
    }
    named.retain(|m| !m.is_empty() && m != "self");
    named
}

/// Every `.rs` file under `dir`.
fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// module → the modules it uses, with a file that does.
fn graph() -> BTreeMap<String, BTreeMap<String, String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut graph: BTreeMap<String, BTreeMap<String, String>> = BTreeMap::new();
    for file in files {
        let relative = file.strip_prefix(&src).unwrap().to_string_lossy().replace('\\', "/");
        let top = relative.split('/').next().unwrap().trim_end_matches(".rs").to_string();
        if ["lib", "main", "bin"].contains(&top.as_str()) {
            continue;
        }
        let used = modules_named(&code_of(&fs::read_to_string(&file).unwrap()));
        let entry = graph.entry(top.clone()).or_default();
        for module in used.into_iter().filter(|m| *m != top) {
            entry.entry(module).or_insert_with(|| relative.clone());
        }
    }
    graph
}

#[test]
fn the_reader_of_crate_paths_finds_groups_and_single_paths() {
    let code = "use crate::rules::{Board, Point};\nuse crate::{lessons::format::Step, storage::{load, save}, text};\nlet x = crate::play::Action::Pass;";
    let named: Vec<String> = modules_named(code).into_iter().collect();
    assert_eq!(named, ["lessons", "play", "rules", "storage", "text"], "the item after a nested group counts too");
    assert_eq!(code_of("use crate::a;\n// crate::b\n#[cfg(test)]\nmod tests {\n    use crate::c;\n}"), "use crate::a;");
}

#[test]
fn every_module_of_src_has_a_layer() {
    let unknown: Vec<String> = graph().into_keys().filter(|m| layer(m).is_none()).collect();
    assert!(unknown.is_empty(), "give these modules a layer in LAYERS: {unknown:?}");
}

#[test]
fn no_module_uses_a_module_above_it() {
    let mut wrong = Vec::new();
    for (from, uses) in graph() {
        for (to, file) in uses {
            let (Some(a), Some(b)) = (layer(&from), layer(&to)) else { continue };
            if b > a && !ALLOWED.iter().any(|&(f, t, _)| f == from && t == to) {
                wrong.push(format!("{from} (layer {a}) -> {to} (layer {b}), in src/{file}"));
            }
        }
    }
    assert!(wrong.is_empty(), "arrows that run back up:\n{}", wrong.join("\n"));
}

#[test]
fn no_two_modules_use_each_other_even_through_others() {
    let graph = graph();
    // Depth-first search for a cycle, reporting the first one found as a path.
    fn visit<'a>(
        node: &'a str,
        graph: &'a BTreeMap<String, BTreeMap<String, String>>,
        path: &mut Vec<&'a str>,
        done: &mut BTreeSet<&'a str>,
    ) -> Option<Vec<String>> {
        if let Some(at) = path.iter().position(|n| *n == node) {
            let mut cycle: Vec<String> = path[at..].iter().map(|s| s.to_string()).collect();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if !done.insert(node) {
            return None;
        }
        path.push(node);
        for next in graph.get(node).into_iter().flat_map(|m| m.keys()) {
            if let Some(cycle) = visit(next, graph, path, done) {
                return Some(cycle);
            }
        }
        path.pop();
        None
    }
    let mut done = BTreeSet::new();
    for start in graph.keys() {
        if let Some(cycle) = visit(start, &graph, &mut Vec::new(), &mut done) {
            panic!("modules in a circle: {}", cycle.join(" -> "));
        }
    }
}

/// Each crate's manifest: its name, and the workspace crates among its dependencies and
/// build-dependencies (for every target).
fn crate_arrows() -> Vec<(String, Vec<String>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut manifests = vec![root.join("Cargo.toml")];
    for entry in fs::read_dir(root.join("crates")).unwrap().flatten() {
        manifests.push(entry.path().join("Cargo.toml"));
    }
    let ours = |table: Option<&toml::Value>| -> Vec<String> {
        table
            .and_then(toml::Value::as_table)
            .map(|t| t.keys().filter(|k| k.starts_with("weiqi")).cloned().collect())
            .unwrap_or_default()
    };
    manifests
        .iter()
        .map(|path| {
            let text = fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let manifest: toml::Table = text.parse().unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let name = manifest["package"]["name"].as_str().unwrap().to_string();
            let mut uses = ours(manifest.get("dependencies"));
            uses.extend(ours(manifest.get("build-dependencies")));
            for target in manifest.get("target").and_then(toml::Value::as_table).into_iter().flat_map(|t| t.values()) {
                uses.extend(ours(target.get("dependencies")));
                uses.extend(ours(target.get("build-dependencies")));
            }
            (name, uses)
        })
        .collect()
}

fn crate_layer(name: &str) -> Option<u8> {
    CRATE_LAYERS.iter().find(|(c, _)| *c == name).map(|&(_, l)| l)
}

#[test]
fn every_crate_depends_only_on_crates_below_it() {
    let arrows = crate_arrows();
    assert!(arrows.len() >= CRATE_LAYERS.len(), "every crate of CRATE_LAYERS has a manifest: {arrows:?}");
    let mut wrong = Vec::new();
    for (from, uses) in &arrows {
        let Some(a) = crate_layer(from) else {
            wrong.push(format!("give the crate {from} a layer in CRATE_LAYERS"));
            continue;
        };
        for to in uses {
            match crate_layer(to) {
                Some(b) if b < a => {}
                Some(b) => wrong.push(format!("{from} (layer {a}) -> {to} (layer {b})")),
                None => wrong.push(format!("give the crate {to} a layer in CRATE_LAYERS")),
            }
        }
    }
    assert!(wrong.is_empty(), "crate arrows that do not point down:\n{}", wrong.join("\n"));
}

#[test]
fn every_crate_says_what_it_is_for_and_what_it_may_use() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    for entry in fs::read_dir(root.join("crates")).unwrap().flatten() {
        let readme = entry.path().join("README.md");
        let text = fs::read_to_string(&readme).unwrap_or_else(|e| panic!("{}: {e}", readme.display()));
        assert!(text.contains("May use:"), "{} says what the crate may use (\"May use: …\")", readme.display());
    }
}

#[test]
fn no_default_member_gives_the_network_to_the_app() {
    // Trunk builds the app's main bundle from the default members without default features;
    // cargo unifies features across them, so one member that takes the engine with its
    // defaults would put the network (and its weights' reader) into every first visit.
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let workspace: toml::Table = fs::read_to_string(root.join("Cargo.toml")).unwrap().parse().unwrap();
    let members = workspace["workspace"]["default-members"].as_array().unwrap();
    for member in members.iter().filter_map(toml::Value::as_str) {
        let path = root.join(member).join("Cargo.toml");
        let manifest: toml::Table = fs::read_to_string(&path).unwrap().parse().unwrap();
        if manifest["package"]["name"].as_str() == Some("weiqi-engine") {
            continue;
        }
        if let Some(engine) = manifest.get("dependencies").and_then(|d| d.get("weiqi-engine")) {
            assert_eq!(
                engine.get("default-features").and_then(toml::Value::as_bool),
                Some(false),
                "{}: weiqi-engine without its default features (the network)",
                path.display()
            );
        }
    }
}
