#![cfg(not(target_arch = "wasm32"))]
//! The lesson player's reducer and view model, step by step, on small hand-made steps.

use std::rc::Rc;

use weiqi::board_view::Highlight;
use weiqi::lessons::format::Step;
use weiqi::lessons::player::{reduce, Action, Phase, StepState, Tone};
use weiqi::lessons::view::board_view;
use weiqi::rules::{BoardSize, Color, Point};

/// A step from TOML text, as a lesson file would have it.
fn step(toml_text: &str) -> StepState {
    let step: Step = toml::from_str(toml_text).expect("the test step reads");
    StepState::new(Rc::new(step))
}

fn pt(s: &StepState, name: &str) -> Point {
    Point::parse_gtp(name, s.game.size()).unwrap()
}

fn click(s: &StepState, name: &str) -> StepState {
    reduce(s, Action::Click(pt(s, name)))
}

fn said(s: &StepState) -> String {
    s.feedback.as_ref().map(|f| weiqi::text::feedback(&f.notes)).unwrap_or_default()
}

const CAPTURE: &str = r#"
text = "Capture the white stone."
board = """
. . . . .
. . X . .
. X O . .
. . X . .
. . . . .
"""
task = "capture"
target = "C3"
wrong = [{ at = "B4", why = "That touches the stone only diagonally." }]
right = "Its last liberty is gone."
"#;

#[test]
fn capture_right_first_time() {
    let s = click(&step(CAPTURE), "D3");
    assert_eq!(s.phase, Phase::Solved);
    assert_eq!(s.game.board().get(pt(&s, "C3")), None, "the stone is off the board");
    assert_eq!(s.feedback.as_ref().unwrap().tone, Tone::Right);
    assert!(said(&s).contains("Captures 1 stone") && said(&s).contains("last liberty"), "{}", said(&s));
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
    // Another wrong move leaves the stone in atari: it runs out, and the board shows it.
    let s2 = click(&s1, "E5");
    assert_eq!(s2.misses, 2);
    assert_eq!(s2.game.board().get(pt(&s2, "B4")), None, "the earlier wrong stone was taken back");
    assert_eq!(said(&s2), "White runs out at D3: now the stones have 3 liberties and get away.");
    assert_eq!(s2.game.board().get(pt(&s2, "D3")), Some(Color::White));
    assert!(s2.marks.contains(&(pt(&s2, "D3"), Highlight::Hint)));
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
    assert_eq!(s.game.move_number(), 2, "the wrong move and White running out");
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
    assert_eq!(said(&wrong), "Your stone still had only one liberty, D3: White played there and captured it.");
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
    assert!(said(&w).starts_with("Start with 1. White answers at B2"), "{}", said(&w));
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
fn liberties_are_found_one_by_one_and_diagonals_are_explained() {
    let s = step(
        r#"
text = "Click the liberties."
board = """
. . . . .
. . O . .
. . X . .
. . . . .
. . . . .
"""
task = "points"
find = "liberties"
target = "C3"
right = "Three."
"#,
    );
    let d = click(&s, "D4");
    assert_eq!(d.misses, 1);
    assert!(said(&d).contains("diagonally"), "{}", said(&d));
    let o = click(&s, "C4");
    assert!(said(&o).contains("has a stone on it"));
    let far = click(&s, "E1");
    assert!(said(&far).contains("does not touch"));
    let s1 = click(&s, "B3");
    assert_eq!(said(&s1), "Yes, B3. 2 more to find.");
    assert_eq!(click(&s1, "B3").misses, 0, "a second click on a found point is not a miss");
    let s2 = click(&click(&s1, "D3"), "C2");
    assert_eq!(s2.phase, Phase::Solved);
    assert_eq!(board_view(&s2).highlight(pt(&s2, "C2")), Some(Highlight::Good));
}

/// White may not play on A5 (no liberty, nothing captured); everywhere else is allowed.
const WHITE_MAY_NOT_PLAY_A5: &str = r#"
text = "Where may White not play?"
board = """
. X . . .
X . . . .
. . . . .
. . . . .
. . . . .
"""
turn = "white"
task = "points"
find = "forbidden"
right = "Only A5."
"#;

#[test]
fn forbidden_points_are_worked_out_by_the_engine() {
    let s = step(WHITE_MAY_NOT_PLAY_A5);
    let wrong = click(&s, "B4");
    assert!(said(&wrong).contains("White may play on B4"), "{}", said(&wrong));
    assert_eq!(click(&s, "A5").phase, Phase::Solved);
}

#[test]
fn an_allowed_point_next_to_a_group_speaks_of_the_group_s_liberties_not_the_stone_s() {
    let s = step(
        r#"
text = "Where may White not play?"
board = """
. X . X O
X X X X O
O O O O O
. . . . .
. . . . .
"""
turn = "white"
task = "points"
find = "forbidden"
"#,
    );
    // C2 joins the seven white stones above it: eight stones, with A2, B2, D2, E2 and C1.
    assert_eq!(
        said(&click(&s, "C2")),
        "White may play on C2: the stone would join its neighbours, and the 8 stones together would have 5 liberties."
    );
    // A stone on its own speaks of its own liberties.
    assert_eq!(said(&click(&s, "C1")), "White may play on C1: the stone would have 3 liberties.");
}

#[test]
fn a_stone_clicked_in_a_search_for_empty_points_is_explained_in_the_task_s_own_terms() {
    let forbidden = step(WHITE_MAY_NOT_PLAY_A5);
    let on_stone = said(&click(&forbidden, "B5"));
    assert_eq!(on_stone, "B5 has a stone on it. A forbidden point is an empty point where a stone may not go.");
    // Seki: the shared points between the two groups.
    let shared = step(
        r#"
text = "Click the shared points."
board = """
. X O . .
X X O . .
O O O . .
. . . . .
. . . . .
"""
task = "points"
find = "shared"
dead = []
right = "Done."
"#,
    );
    let on_stone = said(&click(&shared, "B4"));
    assert_eq!(on_stone, "B4 has a stone on it. Shared points are empty points between Black and White.");
    assert!(!on_stone.contains("Liberties"), "the task speaks of shared points, not liberties");
}

#[test]
fn dead_stones_are_marked_a_group_at_a_time() {
    let s = step(
        r#"
text = "Mark the dead stones."
board = """
. . . . .
. X X X .
. X O X .
. X O X .
. X . X .
"""
task = "points"
find = "dead"
answer = ["C3"]
right = "They cannot escape."
"#,
    );
    let s1 = click(&s, "C2");
    assert_eq!(s1.phase, Phase::Solved, "one click marks both stones of the group");
    let view = board_view(&s1);
    assert!(view.is_dimmed(pt(&s1, "C3")) && view.is_dimmed(pt(&s1, "C2")));
    let w = click(&s, "B2");
    assert!(said(&w).contains("not dead"));
}

#[test]
fn numbers_accept_halves_and_explain_wrong_ones() {
    let s = step(
        r#"
text = "Count."
board = """
. X O . .
. X O . .
X . O . .
. X O . .
. X O . .
"""
task = "number"
question = "What is Black's count?"
count = "area"
color = "black"
wrong = [{ answer = 9, why = "Half of the shared point counts too." }]
right = "Nine and a half."
"#,
    );
    assert_eq!(said(&reduce(&s, Action::Answer("ten".into()))), "Please type a number, for example 4.");
    assert_eq!(reduce(&s, Action::Answer("ten".into())).misses, 0);
    let w = reduce(&s, Action::Answer("9".into()));
    assert_eq!(said(&w), "Not 9. Half of the shared point counts too.");
    let w2 = reduce(&w, Action::Answer("11".into()));
    assert_eq!(said(&w2), "Not 11. Add the living stones, the empty points they surround, and half of the shared points.");
    for text in ["9½", "9.5", "9,5", "9 1/2"] {
        assert_eq!(reduce(&s, Action::Answer(text.into())).phase, Phase::Solved, "{text}");
    }
    let shown = reduce(&w2, Action::ShowMe);
    assert!(said(&shown).contains("9½"));
    assert!(board_view(&shown).owners.is_some(), "show me shades the count");
}

/// A choice step whose answers give no reason of their own (an empty `why`).
const STEP_WITHOUT_REASONS: &str = r#"
text = "A question."
board = """
. X . . .
X . . . .
. . . . .
. . . . .
. . . . .
"""
turn = "white"
task = "choice"
question = "May White play on A5?"
check = "legal"
at = "A5"
choices = [
  { text = "Yes", means = "yes", why = "" },
  { text = "No", means = "no", why = "" },
]
right = "It is a forbidden point."
"#;

#[test]
fn the_engine_decides_legal_choices() {
    let s = step(
        r#"
text = "A question."
board = """
. X . . .
X . . . .
. . . . .
. . . . .
. . . . .
"""
turn = "white"
task = "choice"
question = "May White play on A5?"
check = "legal"
at = "A5"
choices = [
  { text = "Yes", means = "yes", why = "No: it would have no liberties." },
  { text = "No", means = "no", why = "Right: a stone there would have no liberties and capture nothing." },
]
right = "It is a forbidden point."
"#,
    );
    let w = reduce(&s, Action::Choose(0));
    assert_eq!((w.phase, w.misses, w.chosen), (Phase::Trying, 1, Some(0)));
    assert!(w.marks.contains(&(pt(&w, "A5"), Highlight::Problem)));
    let r = reduce(&w, Action::Choose(1));
    assert_eq!(r.phase, Phase::Solved);
    // One reply: the answer's own reason, not the step's closing words after it.
    assert_eq!(said(&r), "Right: a stone there would have no liberties and capture nothing.");
    // An answer with no reason of its own gets the step's closing words.
    let plain = step(STEP_WITHOUT_REASONS);
    assert_eq!(said(&reduce(&plain, Action::Choose(1))), "It is a forbidden point.");
    assert_eq!(reduce(&s, Action::Choose(7)).misses, 0, "a choice that does not exist is ignored");
}

#[test]
fn watch_frames_step_and_play() {
    let s = step(
        r#"
text = "Watch."
board = """
. . . . .
. . . . .
. . . . .
. . . . .
. . . . .
"""
task = "watch"
frames = [
  { play = "C3", text = "Black plays in the middle." },
  { play = "D3 B3", text = "White, then Black." },
  { board = """
X X . . .
. . . . .
. . . . .
. . . . .
. . . . O
""", text = "A new picture.", circle = ["A5"] },
]
"#,
    );
    let f1 = reduce(&s, Action::Frame(1));
    assert_eq!(said(&f1), "Black plays in the middle.");
    assert_eq!(f1.game.board().stone_count(Color::Black), 1);
    let playing = reduce(&f1, Action::Play);
    let f2 = reduce(&playing, Action::Tick);
    assert_eq!(f2.frame, 2);
    assert_eq!(f2.game.move_number(), 3);
    let f3 = reduce(&f2, Action::Tick);
    assert_eq!(f3.phase, Phase::Solved);
    assert!(!f3.playing, "playing stops at the end");
    assert_eq!(board_view(&f3).marker(pt(&f3, "A5")), Some(weiqi::board_view::Marker::Circle));
    assert_eq!(f3.game.board().stone_count(Color::White), 1);
    let back = reduce(&f3, Action::Frame(0));
    assert_eq!((back.frame, back.phase), (0, Phase::Solved), "going back keeps it done");
    assert_eq!(reduce(&s, Action::Frame(99)).frame, 3);
    assert_eq!(s.game.size(), BoardSize::new(5).unwrap());
}

const GAME: &str = r#"
text = "Play Capture Go."
board = """
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
. . . . . . .
"""
task = "game"
game = "capture"
right = "Well played!"
"#;

#[test]
fn a_game_step_is_done_only_when_its_game_was_played() {
    let s = step(GAME);
    assert!(!s.can_show(), "nothing to show: the game is played on the Play page");
    // Clicks, passes and answers on the lesson board do nothing in a game step.
    for action in [Action::Click(pt(&s, "D4")), Action::Pass, Action::Answer("3".into()), Action::Choose(0)] {
        let after = reduce(&s, action);
        assert_eq!(after.phase, Phase::Trying);
        assert_eq!(after.game.move_number(), 0);
    }
    let done = reduce(&s, Action::GameDone);
    assert_eq!(done.phase, Phase::Solved);
    assert_eq!((said(&done), done.feedback.as_ref().map(|f| f.tone)), ("Well played!".to_string(), Some(Tone::Right)));
    assert_eq!(reduce(&done, Action::GameDone).feedback, done.feedback, "done twice says it once");
}

#[test]
fn game_done_means_nothing_in_other_steps() {
    let s = step(CAPTURE);
    assert_eq!(reduce(&s, Action::GameDone).phase, Phase::Trying);
}

#[test]
fn the_content_check_wants_the_games_own_empty_board_and_a_known_game() {
    use weiqi::content_check::check_lesson;
    use weiqi::lessons::format::{Glossary, Lesson};
    let lesson_of = |text: &str| Lesson {
        id: "99-test".into(),
        title: "T".into(),
        summary: "S".into(),
        steps: vec![toml::from_str(text).expect("reads")],
    };
    let glossary = Glossary { terms: Vec::new() };
    assert_eq!(check_lesson(&lesson_of(GAME), &glossary), Vec::<String>::new());
    let nine = GAME.replace("game = \"capture\"", "game = \"first\"");
    assert_eq!(
        check_lesson(&lesson_of(&nine), &glossary),
        vec!["step 1: the game `first` is played on 9×9: draw that board".to_string()]
    );
    let stone = GAME.replacen(". . . . . . .", ". . . X . . .", 1);
    assert_eq!(
        check_lesson(&lesson_of(&stone), &glossary),
        vec!["step 1: a game starts on an empty board: draw it without stones".to_string()]
    );
    let unknown = GAME.replace("game = \"capture\"", "game = \"chess\"");
    let err = toml::from_str::<Step>(&unknown).unwrap_err().to_string();
    assert!(err.contains("chess") && err.contains("capture") && err.contains("first"), "{err}");
}
