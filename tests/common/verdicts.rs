//! GNU Go's answers about the course's content, kept in `tests/fixtures/gnugo/<name>.tsv`,
//! so that a test asks GNU Go again only about positions that changed.
//!
//! A test hands its GTP commands to [`Verdicts::ask_all`] as it would to
//! [`Gnugo::ask_all`](super::gnugo::Gnugo::ask_all). The commands are cut into *questions*
//! at each `boardsize` (every test sets a position up from an empty board: `boardsize`,
//! `clear_board`, its stones, then asks), and each question is looked up by a hash of
//! exactly what is asked: GNU Go's version, its command-line options and every command of
//! the question. Found, its answers are used; missing, the questions not found are asked of
//! GNU Go (two processes side by side when there are several), their answers used and
//! written to the file. So the test's assertions see GNU Go's own answers either way, and an
//! answer is recomputed only when its question changes: a position, the side to move, a
//! command, an option or GNU Go's version.
//!
//! Each test has a file of its own. At the end of a run in the test's usual set-up,
//! [`Verdicts::finish`] drops the answers no question used (a position that changed or went
//! away); runs with other settings (`keep_unused`) only add. `WEIQI_GNUGO_REFRESH=1` asks
//! GNU Go every question of the run again and writes its answers over the kept ones. GNU Go
//! is needed only for questions not in the files.
//!
//! The file is sorted by hash, one question a line: the hash, then one field per answer
//! (`=text` or `?text`, with `\\`, `\t`, `\n` and `\r` escaped; a field `N=` stands for `N`
//! empty `=` answers in a row, as the set-up's `play` commands give).

#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use super::gnugo::{Answer, Gnugo};

/// The GNU Go the answers are from (checked whenever GNU Go is asked).
const VERSION: &str = "3.8";

/// GNU Go's answers for one test, from its file or from GNU Go.
pub struct Verdicts {
    path: PathBuf,
    options: Vec<String>,
    entries: BTreeMap<String, Vec<Answer>>,
    used: BTreeSet<String>,
    /// Questions GNU Go answered in this run.
    fresh: BTreeSet<String>,
    /// `WEIQI_GNUGO_REFRESH`: ask GNU Go every question again.
    refresh: bool,
    prune: bool,
    /// Questions answered from the file, and asked of GNU Go.
    pub found: usize,
    pub asked: usize,
}

impl Verdicts {
    /// The answers of `tests/fixtures/gnugo/<name>.tsv`, for GNU Go started with `options`.
    pub fn open(name: &str, options: &[&str]) -> Verdicts {
        let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/gnugo").join(format!("{name}.tsv"));
        let refresh = std::env::var_os("WEIQI_GNUGO_REFRESH").is_some_and(|v| !v.is_empty() && v != "0");
        let entries = match std::fs::read_to_string(&path) {
            Ok(text) => parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display())),
            Err(_) => BTreeMap::new(),
        };
        Verdicts {
            path,
            options: options.iter().map(|o| o.to_string()).collect(),
            entries,
            used: BTreeSet::new(),
            fresh: BTreeSet::new(),
            refresh,
            prune: true,
            found: 0,
            asked: 0,
        }
    }

    /// Keeps the answers this run does not use (a run with other settings than the test's
    /// usual ones asks other questions).
    pub fn keep_unused(mut self) -> Verdicts {
        self.prune = false;
        self
    }

    /// GNU Go's answers to `commands`, in order, as one GNU Go would give them.
    pub fn ask_all(&mut self, commands: &[String]) -> Vec<Answer> {
        let questions = split(commands);
        let keys: Vec<String> = questions.iter().map(|q| key(&self.options, q)).collect();
        let mut missing: Vec<usize> = Vec::new();
        for (i, k) in keys.iter().enumerate() {
            let known = self.fresh.contains(k) || (!self.refresh && self.entries.contains_key(k));
            if !known && !missing.iter().any(|&m| keys[m] == *k) {
                missing.push(i);
            }
        }
        self.found += questions.len() - missing.len();
        self.asked += missing.len();
        if !missing.is_empty() {
            let asked: Vec<&[String]> = missing.iter().map(|&i| questions[i]).collect();
            let answers = ask_gnugo(&self.options, &asked);
            for (&i, a) in missing.iter().zip(answers) {
                assert_eq!(a.len(), questions[i].len(), "one answer per command");
                self.entries.insert(keys[i].clone(), a);
                self.fresh.insert(keys[i].clone());
            }
            self.write(&self.entries);
        }
        self.used.extend(keys.iter().cloned());
        keys.iter().flat_map(|k| self.entries[k].iter().cloned()).collect()
    }

    /// Drops the answers no question of this run used (unless `keep_unused`), and says how
    /// many questions were answered from the file.
    pub fn finish(self) {
        if self.prune {
            let kept: BTreeMap<String, Vec<Answer>> =
                self.entries.iter().filter(|(k, _)| self.used.contains(*k)).map(|(k, v)| (k.clone(), v.clone())).collect();
            if kept.len() != self.entries.len() || self.asked > 0 {
                self.write(&kept);
            }
        }
        eprintln!(
            "GNU Go's answers: {} question(s) found in {}, {} asked of GNU Go",
            self.found,
            self.path.strip_prefix(env!("CARGO_MANIFEST_DIR")).unwrap_or(&self.path).display(),
            self.asked
        );
    }

    /// Writes `entries` (sorted by hash), unless the file already says exactly that.
    fn write(&self, entries: &BTreeMap<String, Vec<Answer>>) {
        let mut text = String::from(
            "# GNU Go's answers to the questions of one test, by a hash of exactly what was asked \
             (tests/common/verdicts.rs writes this file).\n",
        );
        for (k, answers) in entries {
            text.push_str(k);
            let mut run = 0;
            for a in answers {
                if a.as_deref() == Ok("") {
                    run += 1;
                    continue;
                }
                flush_run(&mut text, &mut run);
                text.push('\t');
                let (mark, body) = match a {
                    Ok(t) => ('=', t),
                    Err(t) => ('?', t),
                };
                text.push(mark);
                text.push_str(&escape(body));
            }
            flush_run(&mut text, &mut run);
            text.push('\n');
        }
        if std::fs::read_to_string(&self.path).is_ok_and(|old| old == text) {
            return;
        }
        let dir = self.path.parent().expect("a directory");
        std::fs::create_dir_all(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        // Written beside it, then renamed: a reader never sees half a file.
        let tmp = self.path.with_extension(format!("tsv.{}.tmp", std::process::id()));
        std::fs::write(&tmp, &text).unwrap_or_else(|e| panic!("{}: {e}", tmp.display()));
        std::fs::rename(&tmp, &self.path).unwrap_or_else(|e| panic!("{}: {e}", self.path.display()));
    }
}

fn flush_run(text: &mut String, run: &mut usize) {
    match *run {
        0 => {}
        1 => text.push_str("\t="),
        n => text.push_str(&format!("\t{n}=")),
    }
    *run = 0;
}

/// The commands cut before each `boardsize`: one question each (anything before the first
/// `boardsize` is a question of its own).
pub fn split(commands: &[String]) -> Vec<&[String]> {
    let mut out = Vec::new();
    let mut start = 0;
    for (i, c) in commands.iter().enumerate() {
        if i > start && c.starts_with("boardsize ") {
            out.push(&commands[start..i]);
            start = i;
        }
    }
    if start < commands.len() {
        out.push(&commands[start..]);
    }
    out
}

/// The hash of a question: GNU Go's version, its options and the commands.
pub fn key(options: &[String], commands: &[String]) -> String {
    let mut text = format!("gnugo {VERSION}\n{}\n", options.join(" "));
    for c in commands {
        text.push_str(c);
        text.push('\n');
    }
    format!("{:032x}", fnv1a_128(text.as_bytes()))
}

/// FNV-1a, 128 bits: stable across Rust versions and machines (unlike `DefaultHasher`).
fn fnv1a_128(bytes: &[u8]) -> u128 {
    const OFFSET: u128 = 0x6c62272e07bb014262b821756295c58d;
    const PRIME: u128 = 0x0000000001000000000000000000013b;
    bytes.iter().fold(OFFSET, |h, &b| (h ^ b as u128).wrapping_mul(PRIME))
}

/// Asks GNU Go `questions` (each from an empty board, so in any order and in any process),
/// two processes side by side when there are several; the answers in the same order.
fn ask_gnugo(options: &[String], questions: &[&[String]]) -> Vec<Vec<Answer>> {
    let options: Vec<&str> = options.iter().map(String::as_str).collect();
    // `WEIQI_GNUGO_PROCESSES=1` asks everything of one GNU Go, in order (the answers are the
    // same: each question starts from an empty board).
    let processes = std::env::var("WEIQI_GNUGO_PROCESSES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| std::thread::available_parallelism().map_or(1, |n| n.get()).clamp(1, 2))
        .clamp(1, questions.len().max(1));
    let share = questions.len().div_ceil(processes.max(1));
    std::thread::scope(|scope| {
        let workers: Vec<_> = questions
            .chunks(share.max(1))
            .map(|chunk| {
                let options = &options;
                scope.spawn(move || {
                    let mut gnugo = Gnugo::start(options);
                    gnugo.expect_version(VERSION);
                    let flat: Vec<String> = chunk.iter().flat_map(|q| q.iter().cloned()).collect();
                    let mut answers = gnugo.ask_all(&flat).into_iter();
                    chunk.iter().map(|q| answers.by_ref().take(q.len()).collect::<Vec<_>>()).collect::<Vec<_>>()
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().unwrap_or_else(|e| std::panic::resume_unwind(e))).collect()
    })
}

fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '\t' => out.push_str("\\t"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            c => out.push(c),
        }
    }
    out
}

fn unescape(s: &str) -> Result<String, String> {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        out.push(match chars.next() {
            Some('\\') => '\\',
            Some('t') => '\t',
            Some('n') => '\n',
            Some('r') => '\r',
            other => return Err(format!("bad escape \\{other:?} in {s:?}")),
        });
    }
    Ok(out)
}

fn parse(text: &str) -> Result<BTreeMap<String, Vec<Answer>>, String> {
    let mut entries = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let mut fields = line.split('\t');
        let k = fields.next().unwrap_or_default().to_string();
        let mut answers = Vec::new();
        for f in fields {
            let answer = match f.chars().next() {
                Some('=') => Ok(unescape(&f[1..])?),
                Some('?') => Err(unescape(&f[1..])?),
                _ => {
                    let n: usize = f.strip_suffix('=').and_then(|n| n.parse().ok()).ok_or_else(|| format!("line {}: bad field {f:?}", n + 1))?;
                    answers.extend(std::iter::repeat_n(Ok(String::new()), n));
                    continue;
                }
            };
            answers.push(answer);
        }
        entries.insert(k, answers);
    }
    Ok(entries)
}
