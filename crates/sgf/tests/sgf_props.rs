#![cfg(not(target_arch = "wasm32"))]
//! Properties of the SGF reader and writer: nothing panics, and writing then reading gives
//! back the same tree.

use proptest::prelude::*;
use weiqi_engine::rules::{BoardSize, Color, Point};
use weiqi_sgf::record::load_game_until;
use weiqi_engine::rules::Ruleset;
use weiqi_sgf::{
    parse, parse_bytes, read, read_text, write, Collection, GameRecord, GameTree, Lenient, Move,
    Node, PropValue, Property, Step,
};

/// Reads `text` every way there is, checking that nothing panics and that whatever parses
/// writes back to an equal collection.
fn read_every_way(games: Result<Collection, weiqi_sgf::SgfError>) {
    match games {
        Ok(games) => {
            let text = write(&games);
            assert_eq!(parse(&text).as_ref(), Ok(&games), "{text}");
            for tree in &games.trees {
                if let Ok(record) = GameRecord::from_tree(tree) {
                    let again = GameRecord::parse(&record.to_sgf());
                    assert_eq!(again.map(|r| r.tree), Ok(record.tree));
                }
            }
        }
        Err(e) => assert!(e.to_string().ends_with('.')),
    }
}

/// Reads leniently what [`read`] or [`read_text`] gave: every warning is a sentence, what
/// was read writes back as strict SGF, and its first game replays (up to 400 moves) without
/// a panic, whatever its rules say.
fn read_leniently(games: Result<Lenient<Collection>, weiqi_sgf::SgfError>) {
    if let Ok(read) = &games {
        assert!(read.warnings.iter().all(|w| w.to_string().ends_with('.')), "{:?}", read.warnings);
        if let Ok(record) = GameRecord::from_collection(&read.value) {
            let loaded = load_game_until(&record, Ruleset::CHINESE, 400);
            for kept in &loaded.kept {
                assert!(kept.sentence(record.info.size, &loaded.rules).ends_with('.'));
            }
        }
    }
    read_every_way(games.map(|read| read.value));
}

/// Pieces that SGF is made of, so random text often gets deep into the reader.
const TOKENS: &[&str] = &[
    "(", ")", ";", "[", "]", "\\", ":", " ", "\n", "\r\n", "B", "W", "AB", "AW", "AE", "C", "LB",
    "TR", "PL", "SZ", "KM", "HA", "GM", "Add", "aa", "tt", "ss", "zz", "cc:ee", "9", "19", "375",
    "7.5", "[]", "[aa]", "[B]", "\u{e9}", "\u{4e2d}", "\u{feff}", "x", "ab", "w", "RU[Japanese]",
    "RU[NZ]", "CA[gbk]", "\u{b0}",
];

fn sgf_like() -> impl Strategy<Value = String> {
    prop::collection::vec(prop::sample::select(TOKENS), 0..120).prop_map(|t| t.concat())
}

/// Values with everything that needs care: brackets, backslashes, colons, line breaks and
/// characters beyond ASCII.
fn text_value() -> impl Strategy<Value = String> {
    "[a-z \\]\\[\\\\:\n\u{e9}\u{4e2d}\u{1f600}]{0,12}"
}

fn property() -> impl Strategy<Value = Property> {
    let ident = prop_oneof![
        prop::sample::select(vec!["B", "W", "C", "AB", "LB", "N", "GN", "XX"])
            .prop_map(String::from),
        "[A-Z]{1,5}",
    ];
    let value = prop_oneof![
        text_value().prop_map(|t| PropValue::from_text(&t)),
        (text_value(), text_value()).prop_map(|(a, b)| PropValue::compose(&a, &b)),
    ];
    (ident, prop::collection::vec(value, 1..4))
        .prop_map(|(ident, values)| Property::new(&ident, values).unwrap())
}

/// A random tree: node `i` hangs from one of the nodes before it.
fn game_tree() -> impl Strategy<Value = GameTree> {
    let node = || prop::collection::vec(property(), 0..4).prop_map(Node::new);
    (
        node(),
        prop::collection::vec((any::<usize>(), node()), 0..40),
    )
        .prop_map(|(root, rest)| {
            let mut tree = GameTree::new(root);
            for (pick, node) in rest {
                let parent = tree.iter().nth(pick % tree.len()).unwrap().0;
                tree.add_child(parent, node).unwrap();
            }
            tree
        })
}

fn step(n: u8) -> impl Strategy<Value = Step> {
    let color = prop_oneof![Just(Color::Black), Just(Color::White)];
    let point = (0..n, 0..n).prop_map(|(c, r)| Point::new(c, r).unwrap());
    prop_oneof![
        4 => (color.clone(), prop::option::of(point.clone())).prop_map(|(color, point)| Step::Play(Move { color, point })),
        1 => (color, prop::collection::vec(point, 1..4)).prop_map(|(color, points)| Step::Setup { color, points }),
        1 => text_value().prop_map(Step::Comment),
    ]
}

fn finished_game() -> impl Strategy<Value = (u8, i32, Vec<Step>)> {
    (2u8..=25).prop_flat_map(|n| {
        (
            Just(n),
            -199i32..=199,
            prop::collection::vec(step(n), 0..30),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        read_every_way(parse_bytes(&bytes));
        read_leniently(read(&bytes));
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,300}") {
        read_every_way(parse(&text));
        read_leniently(read_text(&text));
    }

    #[test]
    fn sgf_like_text_never_panics(text in sgf_like()) {
        read_every_way(parse(&text));
        read_every_way(parse(&format!("(;{text})")));
        read_every_way(parse(&format!("(;SZ[9];B[aa]{text}")));
        read_leniently(read_text(&text));
        read_leniently(read_text(&format!("(;SZ[5]{text}")));
        read_leniently(read(format!("(;CA[gb2312]SZ[9];B[aa]{text}").as_bytes()));
    }

    #[test]
    fn text_values_decode_to_what_was_encoded(text in text_value()) {
        prop_assert_eq!(PropValue::from_text(&text).text(), text.clone());
        let (a, b) = PropValue::compose(&text, &text).split_compose().unwrap();
        prop_assert_eq!((a.text(), b.text()), (text.clone(), text));
    }

    #[test]
    fn built_records_read_back_the_same((n, komi, steps) in finished_game()) {
        let size = BoardSize::new(u32::from(n)).unwrap();
        let record = GameRecord::builder(size)
            .komi_half_points(komi)
            .players("Black ]\\ player", "White")
            .steps(steps)
            .build()
            .unwrap();
        let text = record.to_sgf();
        prop_assert_eq!(GameRecord::parse(&text), Ok(record));
    }
}

proptest! {
    // Each case builds up to 80 nodes of random values: fewer cases keep the run short.
    #![proptest_config(ProptestConfig::with_cases(160))]

    #[test]
    fn written_trees_read_back_the_same(trees in prop::collection::vec(game_tree(), 1..3)) {
        let games = Collection { trees };
        let text = write(&games);
        prop_assert_eq!(parse(&text), Ok(games));
    }
}
