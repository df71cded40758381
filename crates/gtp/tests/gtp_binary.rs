#![cfg(not(target_arch = "wasm32"))]
//! Drives the real `weiqi-gtp` binary through standard input and output.

use std::io::{BufRead, BufReader, Read, Write};
use std::process::{Command, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_weiqi-gtp");

/// Runs the binary on `input` and returns what it printed and whether it exited cleanly.
fn session(input: &[u8]) -> (String, bool) {
    let mut child = Command::new(BIN)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the weiqi-gtp binary starts");
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let writer = std::thread::spawn(move || {
        // The referee may stop reading after `quit`; a broken pipe is fine then.
        let _ = stdin.write_all(&input);
    });
    let mut out = String::new();
    child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
    writer.join().unwrap();
    let status = child.wait().unwrap();
    (out, status.success())
}

#[test]
fn a_short_session() {
    let input = "\
1 protocol_version
2 boardsize 5
# Black takes a stone in the corner.
3 play black B1
4 play white A1
5 play black A2
6 list_stones white
7 captures black
8 play white A1
9 is_legal black A1
10 final_score
11 quit
12 name
";
    let (out, clean) = session(input.as_bytes());
    assert!(clean);
    assert_eq!(
        out,
        "=1 2\n\n=2 \n\n=3 \n\n=4 \n\n=5 \n\n=6 \n\n=7 1\n\n\
         ?8 illegal move: White would have no liberties here and captures nothing, so this \
         point is forbidden for White.\n\n=9 1\n\n=10 B+17.5\n\n=11 \n\n"
    );
}

#[test]
fn responses_come_one_by_one_as_commands_arrive() {
    let mut child = Command::new(BIN).stdin(Stdio::piped()).stdout(Stdio::piped()).spawn().unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut ask = |line: &str| -> String {
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
        let mut response = String::new();
        loop {
            let mut l = String::new();
            assert!(stdout.read_line(&mut l).unwrap() > 0, "the referee closed its output");
            if l == "\n" {
                return response;
            }
            response.push_str(&l);
        }
    };
    assert_eq!(ask("boardsize 9"), "= \n");
    assert_eq!(ask("play b E5"), "= \n");
    assert_eq!(ask("play w E5"), "? illegal move: There is already a black stone on E5. Stones go on empty points.\n");
    assert!(ask("showboard").contains(" 5 . . . .(X). . . . 5\n"));
    assert_eq!(ask("quit"), "= \n");
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

#[test]
fn garbage_and_huge_input_get_errors_and_the_session_goes_on() {
    let mut input = b"\xff\xff\xff\n\x00\x01play\n".to_vec();
    input.extend(std::iter::repeat_n(b'A', 1_000_000));
    input.extend_from_slice(b"\nboardsize 999\nplay b\n5 name\n");
    let (out, clean) = session(&input);
    assert!(clean, "the input ended without quit: a clean exit");
    let replies: Vec<&str> = out.split("\n\n").filter(|s| !s.is_empty()).collect();
    assert_eq!(replies.len(), 6, "{out}");
    assert_eq!(replies[0], "? unknown command");
    assert!(replies[1].starts_with("? syntax error: play takes a colour and a vertex"));
    assert!(replies[2].starts_with("? syntax error: the line is longer than"));
    assert_eq!(replies[3], "? unacceptable size");
    assert!(replies[4].starts_with("? syntax error"));
    assert_eq!(replies[5], "=5 weiqi");
}

#[test]
fn help_lists_the_options_and_bad_options_are_refused() {
    let out = Command::new(BIN).arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    for flag in ["--level", "--seconds", "--seed", "--resign"] {
        assert!(text.contains(flag), "--help names {flag}");
    }
    let out = Command::new(BIN).args(["--level", "9"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8(out.stderr).unwrap().contains("--level takes 1 to 8"));
}

#[test]
fn the_binary_plays_at_a_level_with_a_seed() {
    let run = || {
        let mut child = Command::new(BIN)
            .args(["--level", "2", "--seed", "9"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(b"boardsize 9\ngenmove b\ngenmove w\nquit\n").unwrap();
        let mut out = String::new();
        child.stdout.take().unwrap().read_to_string(&mut out).unwrap();
        assert!(child.wait().unwrap().success());
        out
    };
    let first = run();
    assert_eq!(first.matches("= ").count(), 4, "{first}");
    assert_eq!(first, run(), "the same seed gives the same moves");
}
