//! Arbitrary bytes through the whole SGF path: raw parse, write and re-parse (must give the
//! same collection), typed record, replay into a game (bounded), and the record written back;
//! then the same through the lenient reader the app opens files with.
#![no_main]

use libfuzzer_sys::fuzz_target;
use weiqi_sgf::record::load_game_until;
use weiqi_engine::rules::Ruleset;
use weiqi_sgf::{parse, parse_bytes, read, write, Collection, GameRecord};

/// Write, re-parse, read the record, replay it and write it back.
fn whole_path(collection: &Collection) {
    // The writer's output must read back as the same trees.
    let written = write(collection);
    let again = parse(&written).expect("the writer's output parses");
    assert_eq!(&again, collection, "write then parse is the identity");

    let Ok(record) = GameRecord::from_collection(collection) else {
        return;
    };
    let loaded = load_game_until(&record, Ruleset::CHINESE, 400);
    if let Some(stop) = &loaded.stopped {
        let sentence = stop.sentence(record.info.size);
        assert!(!sentence.is_empty());
    }
    for kept in &loaded.kept {
        assert!(!kept.sentence(record.info.size, &loaded.rules).is_empty());
    }
    // A typed record writes an SGF that reads back as a record.
    let text = record.to_sgf();
    GameRecord::parse(&text).expect("a record's own SGF reads back");
}

fuzz_target!(|data: &[u8]| {
    if let Ok(collection) = parse_bytes(data) {
        whole_path(&collection);
    }
    if let Ok(lenient) = read(data) {
        for warning in &lenient.warnings {
            assert!(!warning.to_string().is_empty());
        }
        whole_path(&lenient.value);
    }
});
