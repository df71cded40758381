#![cfg(not(target_arch = "wasm32"))]
//! Every hand-made counting position reads, is finished, and has its written count right.

use weiqi::counting::{parse_positions, unsettled_reason, Position};
use weiqi::rules::{count_area, Color};

fn all_positions() -> Vec<(String, Position)> {
    let mut out = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir("content/counting")
        .expect("content/counting exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    for file in files {
        let text = std::fs::read_to_string(&file).unwrap();
        let name = file.display().to_string();
        for p in parse_positions(&text).unwrap_or_else(|e| panic!("{name}: {e}")) {
            out.push((name.clone(), p));
        }
    }
    out
}

#[test]
fn every_position_is_finished_and_counted_right() {
    let positions = all_positions();
    for (file, p) in &positions {
        let size = p.board.size();
        if let Some(why) = unsettled_reason(&p.board, &p.dead) {
            panic!("{file}, {}: not finished: {}", p.name, weiqi::content_check::unsettled_sentence(&why, size));
        }
        let engine = count_area(&p.board, &p.dead).total(Color::Black);
        assert_eq!(
            p.black, engine,
            "{file}, {}: the file says Black has {}, the count is {}",
            p.name,
            p.black.stones_text(),
            engine.stones_text()
        );
    }
    let names: std::collections::HashSet<_> = positions.iter().map(|(_, p)| p.name.clone()).collect();
    assert_eq!(names.len(), positions.len(), "position names are unique across files");
}
