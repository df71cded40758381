//! Points to find: liberties, forbidden points, empty points, dead stones.

use super::*;

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
    assert!(said(&far).contains("E1 is not right next to the stone"), "{}", said(&far));
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
    assert_eq!(on_stone, "B4 has a stone on it. The points to find are empty points that touch both Black and White.");
    assert!(!on_stone.contains("Liberties"), "the task speaks of shared points, not liberties");
}

/// A dead-stones step: one white group of two stones inside Black's wall.
const DEAD_TWO_STONES: &str = r#"
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
"#;

#[test]
fn dead_stones_are_marked_a_group_at_a_time() {
    let s = step(DEAD_TWO_STONES);
    let s1 = click(&s, "C2");
    assert_eq!(s1.phase, Phase::Solved, "one click marks both stones of the group");
    let view = board_view(&s1);
    assert!(view.is_dimmed(pt(&s1, "C3")) && view.is_dimmed(pt(&s1, "C2")));
    // Black's stones are not what is asked for: all the dead stones here are White's.
    let w = click(&s, "B2");
    assert_eq!(said(&w), "B2 is a black stone. The stones to choose are white.");
}

#[test]
fn a_wrong_point_in_a_dead_stones_task_gets_one_reason_that_is_true_of_it() {
    // As chapter 9's first step: the file's other reason speaks of living stones.
    let text = DEAD_TWO_STONES.replace("right = ", "other = \"OTHER\"\nright = ");
    let notes = |s: &StepState| s.feedback.as_ref().map(|f| f.notes.clone()).unwrap_or_default();
    let with_other = step(&text.replace("OTHER", "These stones are safely connected to their friends."));
    // An empty point: there is no stone, and that alone is said.
    assert_eq!(notes(&click(&with_other, "A1")), [Note::NoStoneHere]);
    // A living stone of the other colour than every stone asked for: that alone is said.
    let other_colour = Note::OtherColor { at: "B2".into(), color: Color::Black, wanted: Color::White };
    assert_eq!(notes(&click(&with_other, "B2")), [other_colour.clone()]);
    let plain = step(&text.replace("other = \"OTHER\"\n", ""));
    assert_eq!(notes(&click(&plain, "B2")), [other_colour]);
    // A living stone of the colour asked for: the file's own words, not the engine's as well;
    // without them, the engine's.
    let alive_white = |t: &str| t.replace(". . . . .\n. X X X .", ". . . O .\n. X X X .");
    let with_other = step(&alive_white(&text.replace("OTHER", "These stones are safely connected to their friends.")));
    assert_eq!(notes(&click(&with_other, "D5")), [Note::File("These stones are safely connected to their friends.".into())]);
    let plain = step(&alive_white(&text.replace("other = \"OTHER\"\n", "")));
    assert_eq!(notes(&click(&plain, "D5")), [Note::NotDead]);
    assert_eq!(notes(&click(&plain, "A1")), [Note::NoStoneHere]);
}

#[test]
fn the_courses_dead_stones_step_says_one_thing_of_an_empty_point() {
    // Chapter 9, step 1, where the reply joined "There is no stone on that point" to the
    // file's words about connected stones.
    let l = weiqi::lessons::lesson(weiqi::locale::Locale::En, "09-counting").unwrap();
    let st = l.steps.iter().find(|s| s.id == "mark-dead").unwrap();
    let s = StepState::new(Rc::new(st.clone()));
    let empty = s.game.size().points().find(|&p| s.game.board().get(p).is_none()).unwrap();
    let w = reduce(&s, Action::Click(empty));
    assert_eq!(w.feedback.as_ref().map(|f| f.notes.clone()), Some(vec![Note::NoStoneHere]));
}

#[test]
fn a_stone_of_the_other_colour_in_a_dead_stones_task_is_named_as_such() {
    // The lost stones are Black's A5 and B4, inside White's corner.
    let s = step(
        r#"
text = "Choose the lost black stones."
board = """
X . O X .
. X O X .
O O O X .
. . O X .
. . O X .
"""
task = "points"
find = "dead"
answer = ["A5", "B4"]
other = "Those stones are not lost."
"#,
    );
    let white = click(&s, "C5");
    assert_eq!(said(&white), "C5 is a white stone. The stones to choose are black.");
    // A living black group gets the step's own words.
    assert_eq!(said(&click(&s, "D5")), "Those stones are not lost.");
}

#[test]
fn a_stone_marked_with_its_group_is_said_to_be_so() {
    // Two dead white groups: C3–C2 inside the wall, and A5 in the corner.
    let s = step(&DEAD_TWO_STONES.replacen(". . . . .", "O . . . .", 1).replace("answer = [\"C3\"]", "answer = [\"C3\", \"A5\"]"));
    let s1 = click(&s, "C3");
    assert_ne!(s1.phase, Phase::Solved, "one group of two is left");
    assert_eq!(said(&click(&s1, "C2")), "C2 is already marked, with the rest of its group: one tap marks a whole group.");
    assert_eq!(said(&click(&s1, "C3")), "C3 is already marked, with the rest of its group: one tap marks a whole group.");
}
