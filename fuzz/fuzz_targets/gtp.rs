//! Arbitrary lines through the GTP referee's line handler. Every response must be a
//! well-formed GTP response: `=` or `?`, then text with no blank line, then one blank line.
//! `loadsgf` and `printsgf <file>` touch the file system, so lines naming them are skipped
//! (the SGF target covers what `loadsgf` reads).
#![no_main]

use libfuzzer_sys::fuzz_target;
use weiqi_gtp::{Command, Referee};

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let mut referee = Referee::new();
    for line in text.split('\n').take(300) {
        if let Some(command) = Command::parse(line) {
            let touches_files = command.name == "loadsgf"
                || (command.name == "printsgf" && !command.args.is_empty());
            if touches_files {
                continue;
            }
        }
        let Some(response) = referee.respond(line) else {
            continue;
        };
        assert!(
            response.starts_with('=') || response.starts_with('?'),
            "response starts with = or ?: {response:?}"
        );
        assert!(
            response.ends_with("\n\n"),
            "response ends with a blank line: {response:?}"
        );
        assert!(
            !response[..response.len() - 2].contains("\n\n"),
            "no blank line inside a response: {response:?}"
        );
        if referee.has_quit() {
            break;
        }
    }
});
