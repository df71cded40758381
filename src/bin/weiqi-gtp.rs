//! `weiqi-gtp`: the rules engine as a GTP v2 referee on standard input and output (see
//! [`weiqi::gtp`]). Build it with `cargo build --release --bin weiqi-gtp`.

use std::io::{self, Write};
use std::process::ExitCode;

use weiqi::gtp::{run, Referee};

fn main() -> ExitCode {
    let stdin = io::stdin();
    let stdout = io::stdout();
    match run(&mut Referee::new(), stdin.lock(), stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed output pipe means the controller has gone: nothing more to say.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(io::stderr(), "weiqi-gtp: {e}");
            ExitCode::FAILURE
        }
    }
}
