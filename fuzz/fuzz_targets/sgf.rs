//! Arbitrary bytes through the whole SGF path: raw parse, write and re-parse (must give the
//! same collection), typed record, replay into a game (bounded), and the record written back.
#![no_main]

use libfuzzer_sys::fuzz_target;
use weiqi::record::load_game_until;
use weiqi::rules::Ruleset;
use weiqi::sgf::{parse, parse_bytes, write, GameRecord};

fuzz_target!(|data: &[u8]| {
    let Ok(collection) = parse_bytes(data) else {
        return;
    };
    // The writer's output must read back as the same trees.
    let written = write(&collection);
    let again = parse(&written).expect("the writer's output parses");
    assert_eq!(again, collection, "write then parse is the identity");

    let Ok(record) = GameRecord::from_collection(&collection) else {
        return;
    };
    let loaded = load_game_until(&record, Ruleset::CHINESE, 400);
    if let Some(stop) = &loaded.stopped {
        let sentence = stop.sentence(record.info.size);
        assert!(!sentence.is_empty());
    }
    // A typed record writes an SGF that reads back as a record.
    let text = record.to_sgf();
    GameRecord::parse(&text).expect("a record's own SGF reads back");
});
