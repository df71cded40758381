//! GNU Go 3.8 (`/usr/games/gnugo`) in GTP mode, for tests that compare our answers with
//! its own: commands go in batches (GTP answers them in order), with a thread writing
//! GNU Go's input and one reading its answers, so a large batch never blocks.
//!
//! GNU Go must be installed (`scripts/setup test` does it); when it is missing the test
//! that starts it fails and says so.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{channel, Receiver, Sender};
use std::thread::JoinHandle;

pub const GNUGO: &str = "/usr/games/gnugo";

/// A GTP answer: `Ok` with the text after `=`, `Err` with the text after `?`.
pub type Answer = Result<String, String>;

/// GNU Go in GTP mode, with a thread writing its input and one reading its answers, so
/// that large batches never block and GNU Go works while the next batch is made.
pub struct Gnugo {
    child: Child,
    input: Option<Sender<String>>,
    answers: Receiver<Answer>,
    threads: Vec<JoinHandle<()>>,
}

impl Gnugo {
    /// Starts `gnugo --mode gtp` with `options` (rules, level, …).
    pub fn start(options: &[&str]) -> Gnugo {
        assert!(
            std::path::Path::new(GNUGO).exists(),
            "GNU Go is not installed at {GNUGO}. This test needs it: run `scripts/setup test` \
             or `apt-get install gnugo`."
        );
        let mut child = Command::new(GNUGO)
            .args(["--mode", "gtp"])
            .args(options)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("{GNUGO} did not start: {e}"));
        let mut stdin = child.stdin.take().unwrap();
        let mut output = BufReader::new(child.stdout.take().unwrap());
        let (input, batches) = channel::<String>();
        let writer = std::thread::spawn(move || {
            for batch in batches {
                if stdin.write_all(batch.as_bytes()).and_then(|_| stdin.flush()).is_err() {
                    return;
                }
            }
        });
        let (answer, answers) = channel::<Answer>();
        let reader = std::thread::spawn(move || {
            let mut response = String::new();
            let mut line = String::new();
            while output.read_line(&mut line).is_ok_and(|n| n > 0) {
                if line == "\n" {
                    if answer.send(parse_response(&response)).is_err() {
                        return;
                    }
                    response.clear();
                } else {
                    response.push_str(&line);
                }
                line.clear();
            }
        });
        Gnugo { child, input: Some(input), answers, threads: vec![writer, reader] }
    }

    /// Sends `commands` at once (GTP answers them in order).
    pub fn send(&mut self, commands: &[String]) {
        let batch: String = commands.iter().map(|c| format!("{c}\n")).collect();
        self.input.as_ref().unwrap().send(batch).unwrap();
    }

    /// The answers to the next `n` commands sent.
    pub fn receive(&mut self, n: usize) -> Vec<Answer> {
        (0..n).map(|_| self.answers.recv().expect("GNU Go stopped answering")).collect()
    }

    /// Sends `commands` and waits for all their answers.
    pub fn ask_all(&mut self, commands: &[String]) -> Vec<Answer> {
        self.send(commands);
        self.receive(commands.len())
    }

    /// GNU Go's `version`; panics unless it is 3.8.
    pub fn expect_version_3_8(&mut self) {
        self.expect_version("3.8");
    }

    /// GNU Go's `version`; panics unless it starts with `expected`.
    pub fn expect_version(&mut self, expected: &str) {
        let version = self.ask_all(&["version".to_string()]).remove(0);
        assert!(version.as_deref().is_ok_and(|v| v.starts_with(expected)), "GNU Go {expected} expected: {version:?}");
    }
}

impl Drop for Gnugo {
    fn drop(&mut self) {
        if let Some(input) = self.input.take() {
            let _ = input.send("quit\n".into());
        }
        let _ = self.child.wait();
        for thread in self.threads.drain(..) {
            let _ = thread.join();
        }
    }
}

/// One GTP response (`= …` or `? …`, without the blank line that ends it).
pub fn parse_response(full: &str) -> Answer {
    let body = full.get(1..).unwrap_or_default().trim().to_string();
    if full.starts_with('=') { Ok(body) } else { Err(body) }
}
