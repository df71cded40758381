#![cfg(not(target_arch = "wasm32"))]
//! One test per GTP command of the referee, plus malformed input.

use weiqi_engine::bot::Level;
use weiqi_gtp::{PlayerConfig, Referee, COMMANDS};
use weiqi_engine::rules::Ruleset;

/// Sends `line` and returns the response without its `=`/`?` marker and final blank line,
/// as `Ok(text)` or `Err(message)`.
fn send(referee: &mut Referee, line: &str) -> Result<String, String> {
    let full = referee.respond(line).unwrap_or_else(|| panic!("no response to {line:?}"));
    assert!(full.ends_with("\n\n"), "{full:?}");
    assert!(!full[..full.len() - 2].contains("\n\n"), "a blank line inside {full:?}");
    let body = full[1..full.len() - 2].to_string();
    let body = body.strip_prefix(' ').unwrap_or(&body).to_string();
    if full.starts_with('=') { Ok(body) } else { Err(body) }
}

fn ok(referee: &mut Referee, line: &str) -> String {
    send(referee, line).unwrap_or_else(|e| panic!("{line}: {e}"))
}

fn err(referee: &mut Referee, line: &str) -> String {
    send(referee, line).expect_err(line)
}

fn board(n: u32) -> Referee {
    let mut r = Referee::new();
    ok(&mut r, &format!("boardsize {n}"));
    r
}

fn play_all(r: &mut Referee, moves: &str) {
    for mv in moves.split(',') {
        ok(r, &format!("play {}", mv.trim()));
    }
}

#[test]
fn ids_comments_blank_lines_and_control_characters() {
    let mut r = Referee::new();
    assert_eq!(r.respond("42 name").unwrap(), "=42 weiqi\n\n");
    assert_eq!(r.respond("  7\tprotocol_version   # which one?").unwrap(), "=7 2\n\n");
    assert_eq!(r.respond(""), None);
    assert_eq!(r.respond("   \t "), None);
    assert_eq!(r.respond("# just a comment"), None);
    assert_eq!(r.respond("\u{1}\u{7f}\r"), None);
    assert_eq!(r.respond("ver\u{0}sion\r").unwrap(), format!("= {}\n\n", env!("CARGO_PKG_VERSION")));
    assert_eq!(r.respond("3 frobnicate").unwrap(), "?3 unknown command\n\n");
    assert_eq!(r.respond("3").unwrap(), "?3 syntax error: the line has an id but no command\n\n");
    assert_eq!(r.respond("NAME").unwrap(), "? unknown command\n\n");
}

#[test]
fn protocol_version_name_version() {
    let mut r = Referee::new();
    assert_eq!(ok(&mut r, "protocol_version"), "2");
    assert_eq!(ok(&mut r, "name"), "weiqi");
    assert_eq!(ok(&mut r, "version"), env!("CARGO_PKG_VERSION"));
    assert!(err(&mut r, "name please").starts_with("syntax error: name takes no arguments"));
}

#[test]
fn known_command_and_list_commands() {
    let mut r = Referee::new();
    for c in COMMANDS {
        assert_eq!(ok(&mut r, &format!("known_command {c}")), "true");
    }
    assert_eq!(ok(&mut r, "known_command genmove"), "true");
    assert_eq!(ok(&mut r, "known_command reg_genmove"), "false");
    assert_eq!(ok(&mut r, "known_command PLAY"), "false");
    assert!(err(&mut r, "known_command").starts_with("syntax error"));
    let list = ok(&mut r, "list_commands");
    assert_eq!(list.lines().collect::<Vec<_>>(), COMMANDS);
    assert_eq!(COMMANDS.len(), 27);
}

#[test]
fn fixed_handicap_places_the_stones_and_white_moves_first() {
    let mut r = Referee::new();
    ok(&mut r, "boardsize 9");
    ok(&mut r, "komi 0.5");
    assert!(err(&mut r, "fixed_handicap 1").starts_with("invalid number of stones"));
    assert!(err(&mut r, "fixed_handicap 10").starts_with("invalid number of stones"));
    assert_eq!(ok(&mut r, "fixed_handicap 2"), "G7 C3");
    let mut black: Vec<String> = ok(&mut r, "list_stones black").split_whitespace().map(String::from).collect();
    black.sort();
    assert_eq!(black, ["C3", "G7"]);
    assert_eq!(r.game().handicap(), 2);
    assert_eq!(r.game().to_move(), weiqi_engine::rules::Color::White, "White moves first after a handicap");
    ok(&mut r, "play white E5");
    assert_eq!(err(&mut r, "fixed_handicap 2"), "board not empty");
    let mut r = board(19);
    assert_eq!(ok(&mut r, "fixed_handicap 3"), "Q16 D4 D16", "GTP's table: the lower right stays open");
    let mut r = board(19);
    assert_eq!(ok(&mut r, "fixed_handicap 5"), "Q16 D4 Q4 D16 K10");
}

#[test]
fn quit_is_answered_then_stops() {
    let mut r = Referee::new();
    assert!(!r.has_quit());
    assert_eq!(r.respond("9 quit").unwrap(), "=9 \n\n");
    assert!(r.has_quit());
}

#[test]
fn boardsize_takes_2_to_25() {
    let mut r = Referee::new();
    assert_eq!(r.game().size().get(), 19);
    for n in [2, 9, 19, 25] {
        ok(&mut r, &format!("boardsize {n}"));
        assert_eq!(r.game().size().get(), n);
    }
    for bad in ["1", "0", "26", "361", "99999999999999999999999999"] {
        assert_eq!(err(&mut r, &format!("boardsize {bad}")), "unacceptable size");
    }
    assert_eq!(r.game().size().get(), 25, "a refused size changes nothing");
    assert_eq!(err(&mut r, "boardsize nine"), "syntax error: \"nine\" is not a board size");
    assert!(err(&mut r, "boardsize -5").starts_with("syntax error"));
    assert!(err(&mut r, "boardsize").starts_with("syntax error: boardsize takes a number of lines"));
    assert!(err(&mut r, "boardsize 9 9").starts_with("syntax error"));
    // A new size clears the board.
    let mut r = board(9);
    ok(&mut r, "play b E5");
    ok(&mut r, "boardsize 9");
    assert_eq!(ok(&mut r, "list_stones black"), "");
}

#[test]
fn clear_board_empties_board_history_and_captures() {
    let mut r = board(5);
    play_all(&mut r, "b A2, w A1, b B1");
    assert_eq!(ok(&mut r, "captures black"), "1");
    ok(&mut r, "clear_board");
    assert_eq!(ok(&mut r, "list_stones black"), "");
    assert_eq!(ok(&mut r, "captures black"), "0");
    assert_eq!(err(&mut r, "undo"), "cannot undo");
    assert_eq!(r.game().size().get(), 5);
}

#[test]
fn komi_is_a_whole_or_half_number() {
    let mut r = board(5);
    assert_eq!(r.komi().points(), 7.5);
    assert_eq!(ok(&mut r, "final_score"), "W+7.5");
    ok(&mut r, "komi 0");
    assert_eq!(ok(&mut r, "final_score"), "0");
    ok(&mut r, "komi -3.5");
    assert_eq!(ok(&mut r, "final_score"), "B+3.5");
    ok(&mut r, "komi 6");
    assert_eq!(r.komi().points(), 6.0);
    for bad in ["7.3", "seven", "nan", "inf", "1e9", ""] {
        assert!(err(&mut r, &format!("komi {bad}")).starts_with("syntax error"), "{bad}");
    }
    assert_eq!(r.komi().points(), 6.0);
}

#[test]
fn play_checks_every_rule_and_explains_refusals() {
    let mut r = board(5);
    ok(&mut r, "play black C3");
    assert_eq!(
        err(&mut r, "play white c3"),
        "illegal move: There is already a black stone on C3. Stones go on empty points."
    );
    // Suicide: White A1 inside Black's corner.
    play_all(&mut r, "b A2, b B1");
    assert_eq!(
        err(&mut r, "play w A1"),
        "illegal move: White would have no liberties here and captures nothing, so this point is forbidden for White."
    );
    // A ko: White B4 takes C4; Black may not take back at once.
    //   . X O . .      row 5: B5 black, C5 white
    //   X . X O .      row 4: A4 black, C4 black, D4 white
    //   . X O . .      row 3: B3 black, C3 white
    let mut r = board(5);
    play_all(&mut r, "b B5, w C5, b A4, w D4, b C4, w C3, b B3");
    ok(&mut r, "play w B4");
    assert_eq!(ok(&mut r, "captures white"), "1");
    let why = err(&mut r, "play b C4");
    assert!(why.starts_with("illegal move: This is a ko."), "{why}");
    assert_eq!(ok(&mut r, "is_legal b C4"), "0");
    play_all(&mut r, "b E1, w E2");
    ok(&mut r, "play b C4");
    // Bad arguments.
    assert_eq!(err(&mut r, "play b I1"), "syntax error: \"I1\" is not a vertex; say a point such as D4, or pass");
    assert_eq!(err(&mut r, "play b F1"), "syntax error: F1 is not on the 5x5 board");
    assert_eq!(err(&mut r, "play red A1"), "syntax error: \"red\" is not a colour; say black or white");
    assert!(err(&mut r, "play b").starts_with("syntax error: play takes a colour and a vertex"));
    assert!(err(&mut r, "play").starts_with("syntax error"));
    assert!(err(&mut r, "play b A1 A2").starts_with("syntax error"));
}

#[test]
fn play_goes_on_after_two_passes_and_either_colour_may_move() {
    let mut r = board(5);
    play_all(&mut r, "b pass, w PASS, b C3, b D3");
    assert_eq!(ok(&mut r, "list_stones black"), "C3 D3");
    play_all(&mut r, "w pass, b pass");
    assert_eq!(ok(&mut r, "is_legal w A1"), "1");
    ok(&mut r, "play w A1");
}

#[test]
fn is_legal_answers_1_or_0_and_changes_nothing() {
    let mut r = board(5);
    play_all(&mut r, "b A2, w E5, b B1");
    assert_eq!(ok(&mut r, "is_legal w A1"), "0");
    assert_eq!(ok(&mut r, "is_legal b A1"), "1");
    assert_eq!(ok(&mut r, "is_legal w B1"), "0");
    assert_eq!(ok(&mut r, "is_legal white pass"), "1");
    assert_eq!(r.game().move_number(), 3);
    assert!(err(&mut r, "is_legal w").starts_with("syntax error"));
    assert!(err(&mut r, "is_legal w Q9").starts_with("syntax error"));
}

#[test]
fn undo_takes_back_one_move_at_a_time() {
    let mut r = board(5);
    assert_eq!(err(&mut r, "undo"), "cannot undo");
    play_all(&mut r, "b A2, w A1, b B1");
    assert_eq!(ok(&mut r, "list_stones white"), "");
    ok(&mut r, "undo");
    assert_eq!(ok(&mut r, "list_stones white"), "A1");
    assert_eq!(ok(&mut r, "captures black"), "0");
    ok(&mut r, "undo");
    ok(&mut r, "undo");
    assert_eq!(err(&mut r, "undo"), "cannot undo");
    assert!(err(&mut r, "undo 2").starts_with("syntax error"));
}

#[test]
fn showboard_draws_the_position() {
    let mut r = board(5);
    play_all(&mut r, "b C3, w D4");
    let text = ok(&mut r, "showboard");
    assert_eq!(
        text,
        "\n   A B C D E\n 5 . . . . . 5\n 4 . . .(O). 4\n 3 . . X . . 3\n 2 . . . . . 2\n 1 . . . . . 1\n   A B C D E\n\
         Black (X) has captured 0 stones\nWhite (O) has captured 0 stones\nBlack to move"
    );
    let mut r = board(19);
    let text = ok(&mut r, "showboard");
    assert!(text.contains("\n19 . . . . . . . . . . . . . . . . . . . 19\n"));
    assert!(text.contains("\n16 . . . + . . . . . + . . . . . + . . . 16\n"));
    assert!(text.contains("\n   A B C D E F G H J K L M N O P Q R S T\n"));
}

#[test]
fn final_score_counts_every_stone_as_alive() {
    let mut r = board(5);
    // Black owns columns A-B, White D-E; column C is shared.
    play_all(&mut r, "b B1, w D1, b B2, w D2, b B3, w D3, b B4, w D4, b B5, w D5");
    assert_eq!(ok(&mut r, "final_score"), "W+7.5");
    ok(&mut r, "komi 0");
    assert_eq!(ok(&mut r, "final_score"), "0");
    ok(&mut r, "play b C3");
    // Black: 11 stones and territory + 4 shared halves = 13; White 12: Black by 1 point.
    assert_eq!(ok(&mut r, "final_score"), "B+1");
    ok(&mut r, "komi 0.5");
    assert_eq!(ok(&mut r, "final_score"), "B+0.5");
    assert!(err(&mut r, "final_score now").starts_with("syntax error"));
}

#[test]
fn list_stones_and_captures_by_colour() {
    let mut r = board(5);
    play_all(&mut r, "b A2, w A1, b B1, w E5, w D5");
    assert_eq!(ok(&mut r, "list_stones black"), "A2 B1");
    assert_eq!(ok(&mut r, "list_stones w"), "D5 E5");
    assert_eq!(ok(&mut r, "captures b"), "1");
    assert_eq!(ok(&mut r, "captures WHITE"), "0");
    assert!(err(&mut r, "captures").starts_with("syntax error"));
    assert!(err(&mut r, "list_stones green").starts_with("syntax error"));
}

fn temp_file(name: &str, text: &[u8]) -> String {
    let dir = std::env::temp_dir().join(format!("weiqi-gtp-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn loadsgf_loads_the_position_size_komi_and_stops_at_illegal_moves() {
    let file = temp_file("game.sgf", b"(;GM[1]SZ[7]KM[5.5];B[dd];W[cc];B[tt];W[ee];B[cc])");
    let mut r = Referee::new();
    let said = ok(&mut r, &format!("loadsgf {file}"));
    assert_eq!(
        said,
        "Move 5 (Black C5) is not allowed: There is already a white stone on C5. Stones go on \
         empty points. The game is loaded up to the move before."
    );
    assert_eq!(r.game().size().get(), 7);
    assert_eq!(r.komi().points(), 5.5);
    assert_eq!(ok(&mut r, "list_stones white"), "C5 E3");
    // Up to (not including) move 3.
    assert_eq!(ok(&mut r, &format!("loadsgf {file} 3")), "");
    assert_eq!(ok(&mut r, "list_stones black"), "D4");
    assert_eq!(ok(&mut r, "list_stones white"), "C5");
    assert_eq!(ok(&mut r, &format!("loadsgf {file} 1")), "");
    assert_eq!(ok(&mut r, "list_stones black"), "");
    assert!(err(&mut r, &format!("loadsgf {file} 0")).starts_with("syntax error"));
    assert!(err(&mut r, &format!("loadsgf {file} x")).starts_with("syntax error"));
    assert!(err(&mut r, "loadsgf").starts_with("syntax error"));
}

#[test]
fn loadsgf_refuses_bad_files_with_the_reason() {
    let mut r = board(9);
    ok(&mut r, "play b E5");
    let missing = temp_file("x.sgf", b"") + ".missing";
    assert_eq!(err(&mut r, &format!("loadsgf {missing}")), format!("cannot load file: {missing}: there is no such file"));
    let broken = temp_file("broken.sgf", b"no (game) in here");
    assert_eq!(err(&mut r, &format!("loadsgf {broken}")), "cannot load file: This record has no game in it.");
    let big = temp_file("big.sgf", b"(;SZ[52])");
    assert_eq!(
        err(&mut r, &format!("loadsgf {big}")),
        "cannot load file: This app plays on boards from 2x2 to 25x25; this record is 52x52."
    );
    let dir = std::env::temp_dir();
    assert!(err(&mut r, &format!("loadsgf {}", dir.display())).starts_with("cannot load file"));
    // Nothing changed.
    assert_eq!(ok(&mut r, "list_stones black"), "E5");
}

#[test]
fn loadsgf_reads_records_as_the_app_does_and_says_what_it_overlooked() {
    // An old server's file: Latin-1 without CA, two passes in one node, no final ')', and a
    // file cut short in the middle of a comment.
    let old = temp_file("old.sgf", b"(;SZ[9]PB[Ren\xe9];B[ee];W[cc];B[tt]W[tt];B[gg]C[cut sho");
    let mut r = Referee::new();
    let said = ok(&mut r, &format!("loadsgf {old}"));
    assert_eq!(
        said.lines().collect::<Vec<_>>(),
        [
            "The file does not say which character set it is written in and is not UTF-8, so it was read as Latin-1, the SGF default. If names or comments look wrong, it was written in another character set.",
            "A node on line 1 has two moves in it (the way old servers wrote them); they were read as one move after the other.",
            "The file stops in the middle of a comment on line 1, as if it was cut short; that part was left out and everything before it was read.",
        ]
    );
    assert_eq!(ok(&mut r, "list_stones black"), "E5 G3");
    assert_eq!(ok(&mut r, "list_stones white"), "C7");

    // A GB2312 record ("李", "王") reads like any other.
    let gb = temp_file("gb.sgf", b"(;CA[gb2312]SZ[9]PB[\xc0\xee]PW[\xcd\xf5];B[ee])");
    assert_eq!(ok(&mut r, &format!("loadsgf {gb}")), "");
    assert_eq!(ok(&mut r, "list_stones black"), "E5");
}

/// A 5×5 record in which Black's retake at C4, after two passes, brings back the position
/// after move 2: positional superko forbids it, a ko rule without superko does not.
///   . X O . .
///   X . X O .
///   . X O . .
const SUPERKO: &str = "(;SZ[5]RU[RULES]AB[ba][ab][bc][cb]AW[ca][db][cc];W[ee];B[ae];W[bb];B[];W[];B[cb])";

#[test]
fn loadsgf_keeps_a_repetition_the_records_rules_allow() {
    let japanese = temp_file("japanese.sgf", SUPERKO.replace("RULES", "Japanese").as_bytes());
    let mut r = Referee::new();
    assert_eq!(
        ok(&mut r, &format!("loadsgf {japanese}")),
        "Move 6 (Black C4) repeats the position after move 2; the Chinese rules forbid it, the Japanese rules of this game did not."
    );
    assert_eq!(r.game().move_number(), 6);
    assert_eq!(ok(&mut r, "list_stones white"), "C5 D4 C3 E1");
    // New moves follow the referee's rules: White may not retake the ko at once.
    assert!(err(&mut r, "play white B4").starts_with("illegal move: This is a ko."));

    let chinese = temp_file("chinese.sgf", SUPERKO.replace("RULES", "Chinese").as_bytes());
    assert_eq!(
        ok(&mut r, &format!("loadsgf {chinese}")),
        "Move 6 (Black C4) is not allowed: This move would make the whole board exactly as it was after move 2, and no position may repeat. The game is loaded up to the move before."
    );
    assert_eq!(r.game().move_number(), 5);
}

#[test]
fn printsgf_writes_the_game_and_loadsgf_reads_it_back() {
    let mut r = board(7);
    ok(&mut r, "komi 6.5");
    play_all(&mut r, "b D4, w C5, b pass, w E3");
    let text = ok(&mut r, "printsgf");
    assert!(text.starts_with("(;GM[1]FF[4]CA[UTF-8]AP[weiqi:"), "{text}");
    for part in ["SZ[7]", "KM[6.5]", "RU[Chinese]", ";B[dd];W[cc];B[];W[ee])"] {
        assert!(text.contains(part), "{part} in {text}");
    }
    assert!(!text.contains("RE["));
    play_all(&mut r, "b pass, w pass");
    assert!(ok(&mut r, "printsgf").contains("RE[W+"));
    let file = temp_file("printed.sgf", b"");
    assert_eq!(ok(&mut r, &format!("printsgf {file}")), "");
    let mut again = Referee::new();
    ok(&mut again, &format!("loadsgf {file}"));
    assert_eq!(ok(&mut again, "list_stones black"), "D4");
    assert_eq!(ok(&mut again, "list_stones white"), "C5 E3");
    assert_eq!(again.komi().points(), 6.5);
    assert_eq!(again.game().moves(), r.game().moves());
    let bad = std::env::temp_dir().join("no-such-folder-weiqi").join("x.sgf");
    assert!(err(&mut r, &format!("printsgf {}", bad.display())).starts_with("cannot save file"));
}

#[test]
fn nonsense_never_crashes() {
    let mut r = board(9);
    let long = "x".repeat(100_000);
    for line in [
        "play", "play b", "play b pass pass", "play 3 D4", "play b 4D", "play b D99999999999",
        "boardsize 2.5", "komi 1e400", "komi -0", "is_legal", "list_stones", "loadsgf a b c",
        "printsgf a b", "known_command a b", "\u{202e}play b D4", "play b Ｄ４", &long,
        "99999999999999999999999999999999 name",
    ] {
        let reply = r.respond(line);
        assert!(reply.is_some(), "{line}");
    }
    assert_eq!(ok(&mut r, "list_stones black"), "");
}

fn player(level: u8) -> Referee {
    let config = PlayerConfig { level: Level::new(level).unwrap(), ..PlayerConfig::default() };
    Referee::with_player(Ruleset::CHINESE, config)
}

#[test]
fn genmove_plays_a_legal_move_for_either_colour_and_records_it() {
    let mut r = player(2);
    ok(&mut r, "boardsize 9");
    ok(&mut r, "komi 7.5");
    let first = ok(&mut r, "genmove black");
    assert_eq!(ok(&mut r, "list_stones black"), first, "the move is on the board");
    // White's turn, but GTP may ask for either colour.
    let second = ok(&mut r, "genmove b");
    assert_ne!(second, first);
    assert_eq!(ok(&mut r, "list_stones white"), "");
    assert!(err(&mut r, "genmove").starts_with("syntax error"));
    assert!(err(&mut r, "genmove purple").starts_with("syntax error"));
}

#[test]
fn final_status_list_names_the_dead_stones_after_two_passes() {
    let mut r = player(4);
    ok(&mut r, "boardsize 5");
    // Black's wall on the third line, White's on the second; a white stone on C4 inside
    // Black's area cannot live.
    play_all(
        &mut r,
        "b A3, w A2, b B3, w B2, b C3, w C2, b D3, w D2, b E3, w E2, b B5, w C4, b D5, w pass, b A4, w pass, b E4",
    );
    let mv = ok(&mut r, "genmove white");
    assert!(mv == "pass" || ok(&mut r, "list_stones white").contains(&mv), "{mv}");
    ok(&mut r, "play black pass");
    if mv != "pass" {
        ok(&mut r, "play white pass");
    }
    let dead = ok(&mut r, "final_status_list dead");
    let dead: Vec<&str> = dead.split_whitespace().collect();
    assert!(dead.contains(&"C4"), "{dead:?}");
    assert!(dead.iter().all(|v| v.ends_with('4') || v.ends_with('5')), "only White's stones in Black's area: {dead:?}");
    let alive = ok(&mut r, "final_status_list alive");
    assert!(alive.contains("A3") && alive.contains("A2"), "{alive}");
    assert_eq!(ok(&mut r, "final_status_list seki"), "");
    assert!(err(&mut r, "final_status_list maybe").starts_with("syntax error"));
}

#[test]
fn time_settings_and_time_left() {
    let mut r = player(1);
    ok(&mut r, "boardsize 9");
    ok(&mut r, "time_settings 300 30 5");
    ok(&mut r, "time_left black 12.5 3");
    ok(&mut r, "time_settings 0 0 0");
    assert!(err(&mut r, "time_settings 300 30").starts_with("syntax error"));
    assert!(err(&mut r, "time_left black -1 0").starts_with("syntax error"));
    assert!(err(&mut r, "time_left green 10 0").starts_with("syntax error"));
    assert_ne!(ok(&mut r, "genmove black"), "");
}

/// A referee that plays and reviews with the app's network.
fn with_network(n: u32) -> Referee {
    use std::sync::{Arc, OnceLock};
    use weiqi_engine::nn::{Model, Network};
    static NETWORK: OnceLock<Arc<Network>> = OnceLock::new();
    let network = NETWORK.get_or_init(|| Arc::new(Network::new(&Model::from_bytes(include_bytes!("../../../weights/g170-b6c96.wqnn")).unwrap())));
    let mut r = Referee::with_player(Ruleset::CHINESE, PlayerConfig { network: Some(network.clone()), ..PlayerConfig::default() });
    ok(&mut r, &format!("boardsize {n}"));
    r
}

#[test]
fn weiqi_hint_never_leaves_stones_in_atari_without_saying_why() {
    // Black's B2 is in atari (its last liberty C2), Black to play.
    let mut r = with_network(9);
    play_all(&mut r, "b B2, w A2, w B3, w B1");
    let hint = ok(&mut r, "weiqi-hint");
    let words: Vec<&str> = hint.split(' ').collect();
    let (point, kind) = (words[0], words[1]);
    let told = (point == "C2" && kind == "saves") || (kind == "saving-is-smaller" && words.get(2) == Some(&"B2"));
    assert!(told, "the hint {hint:?} saves B2 or says why not");
    // Then the stones it speaks of, and the worth in points when the search and the network's
    // first look agree on it (`WorthReading::settled`).
    let rest: Vec<&str> = words[2..].iter().copied().skip_while(|w| w.parse::<u32>().is_err()).collect();
    assert!(rest.len() <= 1 && words.len() - rest.len() <= 3, "POINT REASON [STONES] [WORTH]: {hint:?}");
    assert!(!err(&mut r, "weiqi-hint 5").is_empty(), "no arguments");
}

#[test]
fn weiqi_review_names_mistakes_in_its_format_and_ends_with_the_count() {
    // Two walls on 7×7, Black's on C and White's on E, then both pass: nothing is dead, so
    // the count is the static one, 21 each and the D line shared: White wins by komi.
    let mut r = with_network(7);
    let moves: Vec<String> = (1..=7).flat_map(|row| [format!("b C{row}"), format!("w E{row}")]).collect();
    play_all(&mut r, &moves.join(","));
    play_all(&mut r, "b pass, w pass");
    let review = ok(&mut r, "weiqi-review");
    let lines: Vec<&str> = review.lines().collect();
    assert_eq!(lines.last(), Some(&"end W+7.5"), "{review}");
    assert_eq!(ok(&mut r, "final_score"), "W+7.5");
    let kinds = ["left-in-atari", "self-atari", "missed-capture", "missed-save", "passed-early", "took-dead-stones", "into-their-area", "edge-too-early", "corner-left", "inside-own-area", "bigger", "missed-atari", "short-of-liberties", "urgent", "presses", "reading"];
    for line in &lines[..lines.len() - 1] {
        let words: Vec<&str> = line.split(' ').collect();
        let number: usize = words[0].parse().unwrap_or_else(|_| panic!("a move number: {line}"));
        assert!((1..=16).contains(&number), "{line}");
        assert!(["B", "W"].contains(&words[1]), "{line}");
        assert!(words[2].parse::<f32>().is_ok_and(|loss| loss >= 1.5), "{line}");
        assert!(kinds.contains(&words[4]), "{line}");
    }
    assert!(err(&mut r, "weiqi-review many").contains("visits"));
}

#[test]
fn weiqi_rank_prints_each_levels_rank_stronger_level_by_level() {
    let mut r = Referee::new();
    ok(&mut r, "boardsize 9");
    let ranks = |r: &mut Referee, line: &str| -> Vec<(u8, f64)> {
        ok(r, line)
            .lines()
            .map(|l| {
                let (level, kyu) = l.split_once(' ').expect("LEVEL KYU");
                (level.parse().unwrap(), kyu.parse().unwrap())
            })
            .collect()
    };
    let nine = ranks(&mut r, "weiqi-rank");
    assert_eq!(nine.iter().map(|(l, _)| *l).collect::<Vec<_>>(), (1..=8).collect::<Vec<u8>>());
    assert!(nine.windows(2).all(|w| w[1].1 < w[0].1), "each level stronger than the one below: {nine:?}");
    assert_eq!(nine, ranks(&mut r, "weiqi-rank 9"), "the board's own size by default");
    assert_eq!(ranks(&mut r, "weiqi-rank 19").len(), 8);
    assert!(!err(&mut r, "weiqi-rank nine").is_empty());
    assert!(!err(&mut r, "weiqi-rank 9 13").is_empty());
}
