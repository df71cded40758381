#![cfg(not(target_arch = "wasm32"))]
//! The typed SGF layer: game information, moves, setups, marks, errors, and the builder.

use weiqi_engine::rules::{BoardSize, Color, Point};
use weiqi_sgf::{
    parse, write_tree, Collection, GameRecord, Move, PointUse, SgfError, Step, APPLICATION,
};

const NINE: &str = include_str!("sgf_fixtures/nine_by_nine.sgf");

fn record(text: &str) -> GameRecord {
    GameRecord::parse(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn err(text: &str) -> SgfError {
    GameRecord::parse(text).unwrap_err()
}

fn pt(sgf: &str) -> Point {
    Point::parse_sgf(sgf, BoardSize::new(25).unwrap()).unwrap()
}

#[test]
fn the_club_game_reads_fully() {
    let r = record(NINE);
    let i = &r.info;
    assert_eq!(i.size, BoardSize::NINE);
    assert_eq!(i.komi_half_points, Some(15));
    assert_eq!(i.handicap, 0);
    assert_eq!(i.rules.as_deref(), Some("Chinese"));
    assert_eq!(
        (i.black.as_deref(), i.white.as_deref()),
        (Some("Li Wei"), Some("Anna Schmidt"))
    );
    assert_eq!(
        (i.black_rank.as_deref(), i.white_rank.as_deref()),
        (Some("3k"), Some("2k"))
    );
    assert_eq!(i.result.as_deref(), Some("B+3.5"));
    assert_eq!(i.date.as_deref(), Some("2024-05-14"));
    assert_eq!(i.game_name.as_deref(), Some("Club game, round 3"));
    assert_eq!(i.application.as_deref(), Some("GoBoardNotes:2.3"));
    assert_eq!(r.more_games, 0);

    let moves = r.main_moves();
    assert_eq!(moves.len(), 31);
    assert_eq!(moves[0], Move::play(Color::Black, pt("ee")));
    assert_eq!(
        &moves[29..],
        [Move::pass(Color::White), Move::pass(Color::Black)]
    );
    assert!(moves.iter().enumerate().all(|(n, m)| m.color
        == if n % 2 == 0 {
            Color::Black
        } else {
            Color::White
        }));

    let root = r.root();
    assert!(root
        .comment
        .as_deref()
        .unwrap()
        .starts_with("A teaching game"));
    let kept: Vec<&str> = root.extra.iter().map(|p| p.ident()).collect();
    assert_eq!(kept, ["ST", "EV", "PC", "TM", "OT"]);

    let main: Vec<_> = r.main_line().collect();
    assert_eq!(
        main[15].comment.as_deref(),
        Some("Black's group [dg] is safe now.")
    );
    let last = main.last().unwrap();
    assert_eq!(
        last.comment.as_deref(),
        Some("Both pass. The game is over.")
    );
    assert_eq!(
        last.extra[0].value().text(),
        "Scored with area counting\\Chinese rules."
    );
    let labels = &main[7].markup.labels;
    assert_eq!((labels[0].point, labels[0].text.as_str()), (pt("df"), "a"));
    assert_eq!(main[25].markup.circles, [pt("di")]);
}

#[test]
fn variations_keep_their_shape_and_setups() {
    let r = record(NINE);
    let t = &r.tree;
    assert_eq!(t.len(), parse(NINE).unwrap().trees[0].len());
    let after_first = t.children(t.root())[0];
    assert_eq!(t.children(after_first).len(), 2);
    let setup_node = t
        .iter()
        .find(|(_, n)| !n.setup.is_empty())
        .map(|(_, n)| n)
        .unwrap();
    assert_eq!(setup_node.setup.black, [pt("hd"), pt("ic")]);
    assert_eq!(setup_node.setup.empty, [pt("ia")]);
    assert_eq!(setup_node.to_play, Some(Color::White));
    assert_eq!(setup_node.markup.squares.len(), 2);
    assert_eq!(setup_node.markup.crosses, [pt("ib")]);
    assert_eq!(
        setup_node.comment.as_deref(),
        Some("A study position: what if\nBlack had played here earlier?")
    );
    let greedy = t
        .iter()
        .find(|(_, n)| n.play == Some(Move::play(Color::Black, pt("ff"))))
        .unwrap()
        .0;
    let cut = t.get(t.children(greedy)[0]).unwrap();
    assert_eq!(cut.markup.triangles, [pt("de"), pt("cf"), pt("dg")]);
}

#[test]
fn records_round_trip_through_text() {
    let r = record(NINE);
    let text = r.to_sgf();
    assert!(text.starts_with("(;GM[1]FF[4]CA[UTF-8]AP[GoBoardNotes:2.3]SZ[9]KM[7.5]"));
    let again = record(&text);
    assert_eq!(again, r);
    assert_eq!(again.to_sgf(), text);
    assert_eq!(parse(&text).unwrap().trees[0], r.to_tree());
}

#[test]
fn board_size_is_checked() {
    assert_eq!(record("(;GM[1])").info.size, BoardSize::NINETEEN);
    assert_eq!(record("(;SZ[ 13 ])").info.size, BoardSize::THIRTEEN);
    assert_eq!(record("(;SZ[25])").info.size.get(), 25);
    assert_eq!(record("(;SZ[2])").info.size.get(), 2);
    assert_eq!(err("(;SZ[0])"), SgfError::SizeOutOfRange { lines: 0 });
    assert_eq!(err("(;SZ[1])"), SgfError::SizeOutOfRange { lines: 1 });
    assert_eq!(err("(;SZ[26])"), SgfError::SizeOutOfRange { lines: 26 });
    assert_eq!(
        err("(;SZ[52])").to_string(),
        "This app plays on boards from 2\u{d7}2 to 25\u{d7}25; this record is 52\u{d7}52."
    );
    assert_eq!(
        err("(;SZ[19:13])"),
        SgfError::NotSquare { cols: 19, rows: 13 }
    );
    assert_eq!(
        err("(;SZ[nine])"),
        SgfError::BadSize {
            value: "nine".into()
        }
    );
}

#[test]
fn komi_is_read_in_half_points() {
    let komi = |v: &str| record(&format!("(;KM[{v}])")).info.komi_half_points;
    assert_eq!(komi("7.5"), Some(15));
    assert_eq!(komi("6.5"), Some(13));
    assert_eq!(komi("375"), Some(15));
    assert_eq!(komi("3.75"), Some(15));
    assert_eq!(komi("2.75"), Some(11));
    assert_eq!(komi("650"), Some(13));
    assert_eq!(komi("0"), Some(0));
    assert_eq!(komi("-3.5"), Some(-7));
    assert_eq!(komi(""), None);
    assert_eq!(record("(;GM[1])").info.komi_half_points, None);
    assert!(matches!(err("(;KM[lots])"), SgfError::BadKomi { .. }));
    assert!(matches!(err("(;KM[6.1])"), SgfError::OddKomi { .. }));
    assert!(record("(;KM[375])").to_sgf().contains("KM[7.5]"));
}

#[test]
fn handicap_and_other_information() {
    let r =
        record("(;SZ[19]HA[4]AB[dd][pd][dp][pp]RU[Chinese]GN[Te\\]st]DT[2024-01-02]RE[W+R]PL[W])");
    assert_eq!(r.info.handicap, 4);
    assert_eq!(r.root().setup.black.len(), 4);
    assert_eq!(r.root().to_play, Some(Color::White));
    assert_eq!(r.info.game_name.as_deref(), Some("Te]st"));
    assert_eq!(r.info.result.as_deref(), Some("W+R"));
    assert!(matches!(
        err("(;SZ[9]HA[82])"),
        SgfError::BadHandicap { .. }
    ));
    assert!(matches!(err("(;HA[-1])"), SgfError::BadHandicap { .. }));
    assert!(matches!(err("(;GM[3])"), SgfError::NotGo { .. }));
}

#[test]
fn moves_and_passes() {
    let r = record("(;SZ[19];B[pd];W[];B[tt];W[aa];B[ss])");
    let moves = r.main_moves();
    assert_eq!(moves[0], Move::play(Color::Black, pt("pd")));
    assert!(moves[1].is_pass() && moves[2].is_pass());
    assert_eq!(moves[4].point, Some(pt("ss")));
    // On boards larger than 19x19, tt is a real point.
    let big = record("(;SZ[21];B[tt])");
    assert_eq!(big.main_moves()[0].point, Some(pt("tt")));
    assert!(record("(;SZ[9];B[tt])").main_moves()[0].is_pass());
    assert!(matches!(
        err("(;SZ[9];B[jj])"),
        SgfError::OffBoard {
            used: PointUse::Move,
            ..
        }
    ));
}

#[test]
fn setups_and_marks_anywhere() {
    let r = record(
        "(;SZ[9]AB[aa:bb];B[ee];AW[cc:dc]AE[aa]TR[ab]SQ[ba]CR[bb]MA[ac:bc]LB[ee:1][ff:two\\:x])",
    );
    assert_eq!(
        r.root().setup.black,
        [pt("aa"), pt("ba"), pt("ab"), pt("bb")]
    );
    let n = r.main_line().nth(2).unwrap();
    assert_eq!(n.setup.white, [pt("cc"), pt("dc")]);
    assert_eq!(n.setup.empty, [pt("aa")]);
    assert_eq!(n.markup.crosses, [pt("ac"), pt("bc")]);
    assert_eq!(n.markup.labels[1].text, "two:x");
    assert!(n.play.is_none());
    let written = r.to_sgf();
    assert!(written.contains("LB[ee:1][ff:two\\:x]"), "{written}");
    assert_eq!(record(&written), r);
}

#[test]
fn points_off_the_board_name_the_move_or_node() {
    let moves = "(;SZ[9];B[ee];W[cc];B[gc];W[zz])";
    assert_eq!(
        err(moves).to_string(),
        "Move 4 (W[zz]) is off the 9\u{d7}9 board."
    );
    let setup = "(;SZ[9];B[ee];W[cc];AB[aa][ja])";
    assert_eq!(
        err(setup).to_string(),
        "Node 3 (after move 2) puts a stone at ja (AB), which is off the 9\u{d7}9 board."
    );
    let range = "(;SZ[9]AW[aa:jj])";
    assert!(matches!(
        err(range),
        SgfError::OffBoard {
            used: PointUse::Setup,
            ..
        }
    ));
    let mark = "(;SZ[9];B[ee]SQ[ak])";
    assert!(matches!(
        err(mark),
        SgfError::OffBoard {
            used: PointUse::Markup,
            ..
        }
    ));
    assert!(matches!(err("(;SZ[9];B[e])"), SgfError::NotAPoint { .. }));
    assert!(matches!(err("(;SZ[9];LB[ee])"), SgfError::NotAPoint { .. }));
    // In a variation the move number counts along that variation.
    let varied = "(;SZ[9];B[ee](;W[cc];B[gg])(;W[cg];B[zz]))";
    assert_eq!(
        err(varied).to_string(),
        "Move 3 (B[zz]) is off the 9\u{d7}9 board."
    );
}

#[test]
fn unknown_properties_are_kept_on_their_nodes() {
    let text = "(;GM[1]SZ[9]XA[1:2]EV[Cup];B[ee]BM[1]N[Why\\]]MN[1])";
    let r = record(text);
    let node = r.main_line().nth(1).unwrap();
    let kept: Vec<(&str, &str)> = node
        .extra
        .iter()
        .map(|p| (p.ident(), p.value().raw()))
        .collect();
    assert_eq!(kept, [("BM", "1"), ("N", "Why\\]"), ("MN", "1")]);
    assert_eq!(
        write_tree(&r.to_tree()),
        "(;GM[1]FF[4]CA[UTF-8]SZ[9]XA[1:2]EV[Cup]\n;B[ee]BM[1]N[Why\\]]MN[1])\n"
    );
}

#[test]
fn more_games_are_counted_and_none_is_an_error() {
    let r = record("(;GN[one];B[aa])(;GN[two])(;GN[three])");
    assert_eq!(r.info.game_name.as_deref(), Some("one"));
    assert_eq!(r.more_games, 2);
    assert_eq!(
        GameRecord::from_collection(&Collection::default()),
        Err(SgfError::NoGame)
    );
    assert_eq!(err("").to_string(), "This record has no game in it.");
    assert_eq!(
        err("just some words").to_string(),
        "This record has no game in it."
    );
}

#[test]
fn utf8_without_a_charset_is_fine() {
    let r = record("(;PB[\u{674e}\u{4e16}\u{77f3}]PW[J\u{f6}rg]C[\u{597d}\u{68cb}!])");
    assert_eq!(r.info.black.as_deref(), Some("\u{674e}\u{4e16}\u{77f3}"));
    assert_eq!(r.root().comment.as_deref(), Some("\u{597d}\u{68cb}!"));
    assert!(r.to_sgf().contains("CA[UTF-8]"));
}

#[test]
fn two_moves_in_one_node_are_refused() {
    assert!(matches!(err("(;B[aa]W[bb])"), SgfError::TwoMoves { .. }));
    assert!(matches!(err("(;;B[aa][bb])"), SgfError::TwoMoves { .. }));
}

#[test]
fn the_builder_writes_a_valid_finished_game() {
    let size = BoardSize::NINE;
    let p = |s: &str| Point::parse_gtp(s, size).unwrap();
    let r = GameRecord::builder(size)
        .komi_half_points(15)
        .handicap(2)
        .rules("Chinese")
        .players("Learner", "Computer")
        .result("W+4.5")
        .date("2025-03-01")
        .game_name("Practice")
        .setup(Color::Black, &[p("C3"), p("G7")])
        .comment("Two handicap stones.")
        .play(Move::pass(Color::Black))
        .play(Move::play(Color::White, p("E5")))
        .comment("Centre.")
        .setup(Color::White, &[p("A1")])
        .play(Move::play(Color::Black, p("D4")))
        .build()
        .unwrap();
    let text = r.to_sgf();
    assert!(
        text.starts_with(&format!(
            "(;GM[1]FF[4]CA[UTF-8]AP[{APPLICATION}]SZ[9]KM[7.5]HA[2]"
        )),
        "{text}"
    );
    assert!(text.contains("AB[cg][gc]"), "{text}");
    assert!(
        text.contains(";B[];W[ee]C[Centre.];AW[ai];B[df])"),
        "{text}"
    );
    assert_eq!(record(&text), r);
    assert_eq!(r.main_moves().len(), 3);

    let off = GameRecord::builder(size)
        .play(Move::play(Color::Black, pt("tt")))
        .build();
    assert_eq!(
        off.unwrap_err().to_string(),
        "Move 1 (B[tt]) is off the 9\u{d7}9 board."
    );
    let steps = vec![Step::Setup {
        color: Color::White,
        points: vec![pt("yy")],
    }];
    assert!(GameRecord::builder(size).steps(steps).build().is_err());
}
