//! Moves on the board: captures, saves, lines with the opponent's answers, passes.

use super::*;

#[test]
fn capture_right_first_time() {
    let s = click(&step(CAPTURE), "D3");
    assert_eq!(s.phase, Phase::Solved);
    assert_eq!(s.game.board().get(pt(&s, "C3")), None, "the stone is off the board");
    assert_eq!(s.feedback.as_ref().unwrap().tone, Tone::Right);
    // The move, then the step's own words: the capture is said once, by them.
    assert_eq!(said(&s), "Black D3. Its last liberty is gone.");
    // Done means done: more clicks change nothing but say so.
    let again = click(&s, "A1");
    assert_eq!(again.phase, Phase::Solved);
    assert_eq!(again.game.board(), s.game.board());
}

#[test]
fn wrong_moves_get_reasons_then_a_hint_then_show_me() {
    let s0 = step(CAPTURE);
    // A named wrong move: its reason, on the board.
    let s1 = click(&s0, "B4");
    assert_eq!((s1.phase, s1.misses), (Phase::Wrong, 1));
    assert_eq!(said(&s1), "That touches the stone only diagonally.");
    assert!(s1.marks.contains(&(pt(&s1, "B4"), Highlight::Problem)));
    assert!(!s1.hint && !s1.can_show());
    // Another wrong move leaves the stone in atari. Running out at D3 would not save it on
    // this small board (GNU Go: `attack C3` = 1 D2), so it is not said to get away: the
    // reply speaks of the stone as it stands, and marks its last liberty.
    let s2 = click(&s1, "E5");
    assert_eq!(s2.misses, 2);
    assert_eq!(s2.game.board().get(pt(&s2, "B4")), None, "the earlier wrong stone was taken back");
    assert_eq!(said(&s2), "The white stone still has 1 liberty (marked), so it stays on the board.");
    assert_eq!(s2.game.board().get(pt(&s2, "D3")), None);
    assert!(s2.marks.contains(&(pt(&s2, "D3"), Highlight::Liberty)));
    assert!(s2.hint, "the hint comes after two misses");
    // An illegal move: the rule's reason, and the board stays as it was.
    let s3 = click(&s2, "C2");
    assert_eq!(s3.misses, 3);
    assert!(said(&s3).starts_with("There is already a black stone on C2"));
    assert!(s3.can_show());
    let shown = reduce(&s3, Action::ShowMe);
    let view = board_view(&shown);
    assert!(view.highlights.contains(&(pt(&shown, "D3"), Highlight::Hint)), "show me marks D3");
    assert!(said(&shown).contains("D3"));
    assert_eq!(click(&shown, "D3").phase, Phase::Solved);
}

#[test]
fn retry_puts_the_start_back() {
    let s = click(&step(CAPTURE), "E5");
    assert_eq!(s.game.move_number(), 1, "the wrong move (White does not run out: it would still be caught)");
    let back = reduce(&s, Action::Retry);
    assert_eq!(back.game.move_number(), 0);
    assert_eq!(back.phase, Phase::Trying);
    assert_eq!(back.misses, 1, "misses are kept");
}

#[test]
fn saving_badly_is_punished_by_the_capture() {
    let s = step(
        r#"
text = "Save the black stone."
board = """
. . . . .
. . O . .
. O X . .
. . O . .
. . . . .
"""
task = "save"
target = "C3"
right = "Now it has three liberties."
"#,
    );
    let wrong = click(&s, "A1");
    assert_eq!(wrong.phase, Phase::Wrong);
    assert_eq!(wrong.game.board().get(pt(&wrong, "C3")), None, "White captured it");
    assert_eq!(said(&wrong), "Your stone on C3 still had only one liberty, D3: White played there and captured it.");
    assert!(wrong.marks.contains(&(pt(&wrong, "D3"), Highlight::Hint)), "the capturing move is marked");
    assert!(!wrong.marks.iter().any(|&(_, h)| h == Highlight::Liberty), "no liberty is marked on a stone");
    let right = click(&wrong, "D3");
    assert_eq!(right.phase, Phase::Solved);
    assert_eq!(right.game.board().liberty_count(pt(&right, "C3")), 3);
}

#[test]
fn a_line_with_the_opponent_answering() {
    let s = step(
        r#"
text = "Play 1, then 2."
board = """
. . . . .
. . . . .
. . . . .
. . . . .
. . . . .
"""
task = "play"
lines = ["B2 D4 B4", "B2 D4 C4"]
wrong = [{ at = "D4", why = "Start with 1.", reply = "B2" }]
right = "Good."
"#,
    );
    let s1 = click(&s, "B2");
    assert_eq!(s1.phase, Phase::Trying);
    assert_eq!(s1.game.board().get(pt(&s1, "D4")), Some(Color::White), "White answered from the line");
    assert!(said(&s1).contains("White answers at D4"));
    let view = board_view(&s1);
    assert_eq!(view.last_move, Some(pt(&s1, "D4")));
    assert_eq!(view.ghost, Some(Color::Black));
    let s2 = click(&s1, "C4");
    assert_eq!(s2.phase, Phase::Solved, "the second line is right too");
    assert_eq!(board_view(&s2).ghost, None);

    let w = click(&s, "D4");
    assert_eq!(w.phase, Phase::Wrong);
    assert_eq!(w.game.move_number(), 2, "the wrong move and its answer are shown");
    // What the answer did first, then the reason (which ends on what to play instead).
    assert_eq!(said(&w), "White answers at B2. Start with 1.");
}

#[test]
fn pass_is_a_move_of_a_line() {
    let s = step(
        r#"
text = "Pass."
board = """
. X O . .
. X O . .
. X O . .
. X O . .
. X O . .
"""
task = "play"
lines = ["pass"]
right = "Over."
"#,
    );
    assert!(s.offers_pass());
    assert_eq!(reduce(&s, Action::Pass).phase, Phase::Solved);
    assert_eq!(click(&s, "A1").phase, Phase::Wrong);
}

#[test]
fn a_capture_is_said_once_by_the_steps_own_words_or_else_by_the_engine() {
    let notes = |s: &StepState| s.feedback.as_ref().map(|f| f.notes.clone()).unwrap_or_default();
    // The step's right words speak of the capture: the move is named, the capture is not
    // said again (chapter 5, step 1 read "Black C4. Captures 1 stone. You took one stone.").
    let s = click(&step(CAPTURE), "D3");
    assert_eq!(
        notes(&s),
        [Note::Played { color: Color::Black, at: "D3".into(), captured: 0 }, Note::File("Its last liberty is gone.".into())]
    );
    // Without them, the engine says what was taken.
    let plain = click(&step(&CAPTURE.replace("right = \"Its last liberty is gone.\"\n", "")), "D3");
    assert_eq!(notes(&plain), [Note::Played { color: Color::Black, at: "D3".into(), captured: 1 }, Note::WellDone]);
    assert_eq!(said(&plain), "Black D3. Captures 1 stone. Well done.");
    // The course's step itself.
    let l = weiqi::lessons::lesson(weiqi::locale::Locale::En, "05-ko").unwrap();
    let st = l.steps.iter().find(|s| s.id == "capture-one").unwrap();
    let done = click(&StepState::new(Rc::new(st.clone())), "C4");
    assert_eq!(done.phase, Phase::Solved);
    let n = notes(&done);
    assert_eq!(n.len(), 2, "{n:?}");
    assert_eq!(n[0], Note::Played { color: Color::Black, at: "C4".into(), captured: 0 });
    assert!(matches!(&n[1], Note::File(_)), "{n:?}");
}

/// A net step of the course (chapter 6): its named wrong moves, its reason for other moves
/// and its hint speak of the first board.
const NET: &str = r#"
text = "Catch the white stone on C4 in a net."
board = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . O . . .
. X O . . . . . .
. X X X . . . . .
. . . . . . . . .
. . . . . . . . .
"""
task = "capture"
target = "C4"
chase = "net"
lines = ["D5 C5 C6 D4 E4 B5 B6 A5 A6 A4 A3"]
wrong = [{ at = "D4", why = "That is atari, and after C5 the white stones have three liberties.", reply = "C5" }]
other = "Play one step away from the white stone."
hint = "The net stone goes on the diagonal between C5 and D4."
right = "Caught."
"#;

#[test]
fn the_steps_own_words_speak_of_the_first_board_only() {
    let s = step(NET);
    // On the first board: the named wrong move gets its reason and its answer.
    let w = click(&s, "D4");
    assert!(said(&w).starts_with("That is atari, and after C5"), "{}", said(&w));
    assert!(matches!(w.hint(), Some(Note::File(_))));

    // D5 (the net), White runs to C5: now the board is another one.
    let s1 = click(&s, "D5");
    assert_eq!(s1.game.board().get(pt(&s1, "C5")), Some(Color::White));
    assert!(!s1.advice_holds());
    // D4 now leaves White's stones (C4, C5) two liberties, B5 and C6: the reply is judged
    // from this board, not the first board's "after C5" (C5 is White's already).
    let w1 = click(&s1, "D4");
    assert_eq!(w1.phase, Phase::Wrong);
    let words = said(&w1);
    assert!(!words.contains("after C5") && !words.contains("one step away"), "{words}");
    assert!(!matches!(w1.hint(), Some(Note::File(_))), "the step's hint names the first board's liberties");
}

#[test]
fn advice_for_every_move_stays() {
    let text = NET.replace("chase = \"net\"", "chase = \"net\"\nadvice = \"throughout\"");
    let s1 = click(&step(&text), "D5");
    assert!(s1.advice_holds());
    assert!(matches!(s1.hint(), Some(Note::File(_))));
    let w1 = click(&s1, "A1");
    assert!(said(&w1).ends_with("Play one step away from the white stone."), "{}", said(&w1));
}

#[test]
fn a_wrong_move_in_the_middle_of_a_chase_shows_how_the_stones_get_away() {
    // D5 (the net), White runs to C5; then a move far away: the white stones (B5, C6 and D4
    // free) run out on the board, and the reply says where.
    let s1 = click(&step(NET), "D5");
    let w = click(&s1, "J9");
    assert_eq!(w.phase, Phase::Wrong);
    let words = said(&w);
    assert!(words.contains("runs out at"), "{words}");
    assert_eq!(w.game.move_number(), s1.game.move_number() + 2, "the wrong move and White's run are on the board");
    // Try again: both go.
    let back = reduce(&w, Action::Retry);
    assert_eq!(back.game.move_number(), s1.game.move_number());
}

#[test]
fn an_answer_that_takes_stones_says_so() {
    // A snapback: B5 is given away, White takes it at A5, and Black takes back three.
    //   5 . . O O .
    //   4 O O X O .
    //   3 X X X . .
    let s = step(
        r#"
text = "Capture with a snapback."
board = """
. . O O .
O O X O .
X X X . .
. . . . .
. . . . .
"""
task = "capture"
target = "A4"
lines = ["B5 A5 B5"]
right = "Snapback."
"#,
    );
    let s1 = click(&s, "B5");
    assert_eq!(s1.phase, Phase::Trying);
    assert!(said(&s1).starts_with("Good. White plays A5 and takes your stone."), "{}", said(&s1));
    assert_eq!(click(&s1, "B5").phase, Phase::Solved);
}

#[test]
fn a_point_inside_one_sides_area_on_a_finished_board_is_named_as_that_sides() {
    // Every border closed but the open points C5, C4 and C2 (each touches both colours).
    let finished = r#"
text = "Take the open point."
idea = "pass"
board = """
. X . O .
. X . O .
. X X O .
. X . O .
. X X O .
"""
task = "play"
lines = ["C4"]
other = "Play on an open point."
"#;
    let s = step(finished);
    let inside_white = click(&s, "E3");
    assert_eq!(inside_white.phase, Phase::Wrong);
    assert_eq!(said(&inside_white), "The empty area around E3 touches only White's stones, so it belongs to White. Play on an open point.");
    let inside_black = click(&s, "A1");
    assert_eq!(said(&inside_black), "The empty area around A1 touches only Black's stones, so it belongs to Black. Play on an open point.");
    assert_eq!(click(&s, "C4").phase, Phase::Solved);
    // On an open board the same kind of point is nobody's yet: the file's words alone.
    let open = step(&finished.replace(". X . O .\n. X . O .\n. X X O .", ". X . . .\n. X . . .\n. X X O ."));
    assert_eq!(said(&click(&open, "E3")), "Play on an open point.");
    // The same board in a step that is not about the end of a game (a fight in a corner):
    // closed borders do not make it finished.
    let fight = step(&finished.replace("idea = \"pass\"\n", ""));
    assert_eq!(said(&click(&fight, "E3")), "Play on an open point.");
}

#[test]
fn a_stone_that_gets_away_by_connecting_is_said_to_connect_not_to_run() {
    // White's C3 has one liberty, C4; White's two stones above it have room.
    let s = step(
        r#"
text = "Capture the white stone on C3."
board = """
. . . . . . .
. . . . . . .
. . O O . . .
. X . X . . .
. X O X . . .
. . X . . . .
. . . . . . .
"""
task = "capture"
target = "C3"
lines = ["C4"]
"#,
    );
    let missed = click(&s, "G1");
    assert_eq!(missed.game.board().get(pt(&missed, "C4")), Some(Color::White), "White connects");
    assert!(said(&missed).starts_with("White connects at C4 to its other stones: now they have"), "{}", said(&missed));
}

#[test]
fn stones_that_share_their_last_liberty_are_spoken_of_together() {
    // Two single black stones, B5 and A4, share one liberty, A5 (chapter 4's capture that
    // looks forbidden). A miss elsewhere speaks of both, not of "the black stone", and does
    // not call them joined: they touch only at a corner.
    let s = step(
        r#"
text = "Capture the black stones on B5 and A4."
board = """
. X O . .
X O . . .
O . . . .
. . . . .
. . . . .
"""
turn = "white"
task = "capture"
target = "B5"
"#,
    );
    let missed = click(&s, "D5");
    assert_eq!(said(&missed), "The 2 black stones are not joined, but each has the same liberty (marked), so they stay on the board.");
    assert!(missed.marks.contains(&(pt(&missed, "A5"), Highlight::Liberty)));
    assert_eq!(click(&s, "A5").phase, Phase::Solved);
}

/// Chapter 5's whole ko fight: take the ko, answer White's threat, threaten, take back.
const KO_FIGHT: &str = r#"
text = "A ko fight."
board = """
. . O X . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . X O . .
. . X O . O .
"""
task = "play"
advice = "throughout"
lines = ["E1 E7 D6 D1 B7 C6 E1", "E1 E7 D6 D1 C6 B7 E1"]
other = "Take the ko, answer the threat, threaten before you take back."
right = "Threat, answer, take back."
"#;

#[test]
fn a_threat_left_unanswered_is_carried_out() {
    // After E1 White's E7 puts D7 in atari; a move elsewhere lets White take it on D6.
    let s = click(&click(&step(KO_FIGHT), "E1"), "A4");
    assert_eq!(s.phase, Phase::Wrong);
    assert_eq!(said(&s), "Your stone on D7 still had only one liberty, D6: White played there and captured it.");
    assert_eq!(s.game.board().get(pt(&s, "D7")), None, "the threat is carried out on the board");
}

#[test]
fn a_move_that_threatens_nothing_while_the_ko_is_held_is_no_threat() {
    // White has taken back on D1: Black may not retake at once, and A4 puts nothing in atari.
    let s = ["E1", "D6", "A4"].iter().fold(step(KO_FIGHT), |s, p| click(&s, p));
    assert_eq!(s.phase, Phase::Wrong);
    assert_eq!(
        said(&s),
        "A4 puts no white stone in atari, so it is no threat: White need not answer it and can fill the point where you would take back, and then you never can. Before you take back, play a threat: put a white stone in atari."
    );
    // A threat of the line is answered, and the take-back wins.
    let right = ["E1", "D6", "B7", "E1"].iter().fold(step(KO_FIGHT), |s, p| click(&s, p));
    assert_eq!(right.phase, Phase::Solved);
}

#[test]
fn a_ko_taken_in_turn_is_not_a_threat_so_a_miss_there_is_not_called_no_threat() {
    // The appendix's triple ko: every move of the line takes a ko. After C8 (H8) and C4 (B8),
    // B4 takes nothing; the line's next move G8 takes a stone, it does not threaten one.
    let s = step(
        r#"
text = "Take a ko on every turn."
board = """
. X O . . . O X .
X O . O . O X . X
. X O . . . O X .
. . . . . . . . .
. X O . . . . . .
X O . O . . . . .
. X O . . . . . .
. . . . . . . . .
. . . . . . . . .
"""
task = "play"
advice = "throughout"
lines = ["C8 H8 C4 B8 G8 E5", "C4 H8 C8 B4 G8 E5"]
other = "Take a ko: capture a white stone that has only one liberty."
right = "Done."
"#,
    );
    let missed = ["C8", "C4", "B4"].iter().fold(s, |s, p| click(&s, p));
    assert_eq!(missed.phase, Phase::Wrong);
    assert_eq!(said(&missed), "Take a ko: capture a white stone that has only one liberty.");
}

#[test]
fn the_general_hint_counts_the_stones_it_speaks_of() {
    // A target in atari: the hint says so, and leaves the point to the learner.
    let capture = step(&CAPTURE.replace("wrong = [{ at = \"B4\", why = \"That touches the stone only diagonally.\" }]\n", ""));
    let hint = weiqi::text::feedback(&[capture.hint().unwrap()]);
    assert_eq!(hint, "The white stone you are after has only one liberty left: find it, and play there.");
    assert!(!hint.contains("D3"));
    // One stone to save is "it", not "them".
    let save = step(
        r#"
text = "Save your stone."
board = """
. . . . .
. . O . .
. O X O .
. . . . .
. . . . .
"""
task = "save"
target = "C3"
right = "Saved."
"#,
    );
    assert_eq!(weiqi::text::feedback(&[save.hint().unwrap()]), "The stone you must save has only one liberty, marked. Give it more liberties.");
}
