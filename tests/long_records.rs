//! Long records: opening or restoring one is linear in its length, and a record longer than
//! the documented limit is refused with a reason instead of freezing the page.
#![cfg(not(target_arch = "wasm32"))]

use std::time::Instant;

use weiqi::play::open::open_record;
use weiqi::play::{SavedGame, Settings};

fn passes(n: usize) -> String {
    let mut sgf = String::from("(;GM[1]FF[4]SZ[19]");
    for i in 0..n {
        sgf.push_str(if i % 2 == 0 { ";B[]" } else { ";W[]" });
    }
    sgf.push(')');
    sgf
}

#[test]
fn timing() {
    for n in [1_000, 10_000, 100_000] {
        let text = passes(n);
        let t = Instant::now();
        let opened = open_record(&text, &Settings::default(), ["B", "W"]);
        let open_ms = t.elapsed().as_millis();
        let Ok((state, _)) = opened else { eprintln!("{n}: refused"); continue };
        let saved = SavedGame::of(&state);
        let t = Instant::now();
        let restored = saved.restore();
        eprintln!("{n}: open {open_ms} ms, restore {} ms, {}", t.elapsed().as_millis(), restored.is_some());
    }
}
