//! The other answers: numbers, choices, step-through pictures and game steps.

use super::*;

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
    assert_eq!(said(&w), "Black's count is not 9. Half of the shared point counts too.");
    let w2 = reduce(&w, Action::Answer("11".into()));
    assert_eq!(said(&w2), "Black's count is not 11. Add the living stones, the empty points they surround, and half of the shared points.");
    for text in ["9½", "9.5", "9,5", "9 1/2"] {
        assert_eq!(reduce(&s, Action::Answer(text.into())).phase, Phase::Solved, "{text}");
    }
    let shown = reduce(&w2, Action::ShowMe);
    assert!(said(&shown).contains("9½"));
    assert!(board_view(&shown).owners.is_some(), "show me shades the count");
}

#[test]
fn a_wrong_number_says_what_is_counted() {
    let text = r#"
text = "Count."
board = """
. . . . .
. . . . .
. . X X .
. . . . .
. . . . .
"""
task = "number"
question = "How many liberties does the black group have?"
count = "liberties"
target = "C3"
right = "Six."
"#;
    let liberties = step(text);
    let notes = |s: &StepState| s.feedback.as_ref().map(|f| f.notes.clone()).unwrap_or_default();
    let w = reduce(&liberties, Action::Answer("4".into()));
    assert_eq!(notes(&w)[0], Note::NotThatNumber { given: Quarters(16), counted: Counted::Liberties });
    assert_eq!(said(&w), "Not 4 liberties. Count again, slowly, one by one.");
    assert!(said(&reduce(&liberties, Action::Answer("1".into()))).starts_with("Not 1 liberty."));
    assert!(said(&reduce(&liberties, Action::Answer("0".into()))).starts_with("Not 0 liberties."));
    assert!(said(&reduce(&liberties, Action::Answer("2.5".into()))).starts_with("Not 2½ liberties."));
    let stones = step(&text.replace("count = \"liberties\"", "count = \"group\""));
    assert_eq!(notes(&reduce(&stones, Action::Answer("3".into())))[0], Note::NotThatNumber { given: Quarters(12), counted: Counted::Stones });
    let points = step(&text.replace("count = \"liberties\"\ntarget = \"C3\"", "count = \"points\""));
    assert_eq!(said(&reduce(&points, Action::Answer("20".into()))), "Not 20 points. Count again, slowly, one by one.");
    // A number the file gives: a clock step's is in minutes, another has no unit said.
    let given = |idea: &str| step(&format!("idea = \"{idea}\"\n{}", text.replace("count = \"liberties\"\ntarget = \"C3\"", "count = \"given\"\nanswer = 4")));
    assert_eq!(notes(&reduce(&given("clock"), Action::Answer("5".into())))[0], Note::NotThatNumber { given: Quarters(20), counted: Counted::Minutes });
    assert!(said(&reduce(&given("clock"), Action::Answer("5".into()))).starts_with("Not 5 minutes."));
    assert!(said(&reduce(&given("winner"), Action::Answer("5".into()))).starts_with("Not 5."));
}

#[test]
fn every_clock_number_question_of_the_course_asks_for_minutes() {
    // The wrong-number reply of a clock step says "minutes" (the step's idea is all it has).
    for l in weiqi::lessons::lessons(weiqi::locale::Locale::En) {
        for st in &l.steps {
            if let (Some("clock"), weiqi::lessons::format::Task::Number(t)) = (st.idea.as_deref(), &st.task) {
                if t.count == weiqi::lessons::format::CountKind::Given {
                    assert!(t.question.contains("minutes"), "{} {}: {}", l.id, st.id, t.question);
                }
            }
        }
    }
}

/// A choice step asking whether White may play on A5 (it may not), its answers' reasons
/// `yes_why` and `no_why` (empty: no reason of its own).
fn may_white_play_a5(yes_why: &str, no_why: &str) -> StepState {
    let text = r#"
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
  { text = "Yes", means = "yes", why = "YES_WHY" },
  { text = "No", means = "no", why = "NO_WHY" },
]
right = "It is a forbidden point."
"#;
    step(&text.replace("YES_WHY", yes_why).replace("NO_WHY", no_why))
}

#[test]
fn the_engine_decides_legal_choices() {
    let s = may_white_play_a5("No: it would have no liberties.", "Right: a stone there would have no liberties and capture nothing.");
    let w = reduce(&s, Action::Choose(0));
    assert_eq!((w.phase, w.misses, w.chosen), (Phase::Trying, 1, Some(0)));
    assert!(w.marks.contains(&(pt(&w, "A5"), Highlight::Problem)));
    let r = reduce(&w, Action::Choose(1));
    assert_eq!(r.phase, Phase::Solved);
    // One reply: the answer's own reason, not the step's closing words after it.
    assert_eq!(said(&r), "Right: a stone there would have no liberties and capture nothing.");
    // An answer with no reason of its own gets the step's closing words.
    let plain = may_white_play_a5("", "");
    assert_eq!(said(&reduce(&plain, Action::Choose(1))), "It is a forbidden point.");
    assert_eq!(reduce(&s, Action::Choose(7)).misses, 0, "a choice that does not exist is ignored");
    // Once solved, another choice is told only the way on, not "Right" again.
    let again = reduce(&r, Action::Choose(0));
    assert_eq!((again.phase, said(&again)), (Phase::Solved, "You have done this step already: go on with the button below.".to_string()));
    assert_eq!(again.feedback.as_ref().map(|f| f.tone), Some(Tone::Info));
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

#[test]
fn the_room_kept_for_a_reply_covers_every_reply_the_step_can_give() {
    use weiqi::lessons::player::reply_texts;
    let choice = step(
        r#"
text = "Who wins?"
board = """
. X O
. X O
. X O
"""
task = "choice"
question = "Who wins?"
choices = [
  { text = "Black", why = "Right: Black has more.", correct = true },
  { text = "White", why = "No: count again, column by column." },
]
right = "Black wins."
"#,
    );
    assert_eq!(reply_texts(&choice.step), ["Right: Black has more.", "No: count again, column by column.", "Black wins."]);
    // A picture step's last reply is its last caption with the closing words.
    let watch = step(
        r#"
text = "Watch."
board = """
. . .
. X .
. . .
"""
task = "watch"
frames = [{ play = "B3", text = "White comes." }, { play = "A2", text = "Black answers." }]
right = "That is all."
"#,
    );
    assert_eq!(reply_texts(&watch.step), ["White comes.", "Black answers.", "Black answers. That is all."]);
}

#[test]
fn a_dead_stone_of_a_steps_board_is_faded_and_crossed() {
    let s = step(
        r#"
text = "A finished game."
question = "Is B1 dead?"
board = """
. X O . .
. X O . .
. X O O .
X X . O .
. O X O .
"""
dead = ["B1"]
task = "choice"
choices = [{ text = "Yes", why = "Right.", correct = true }, { text = "No", why = "No." }]
"#,
    );
    let view = board_view(&s);
    let b1 = pt(&s, "B1");
    assert!(view.is_dimmed(b1));
    assert!(view.markers.contains(&(b1, weiqi::board_view::Marker::Cross)), "{:?}", view.markers);
    assert_eq!(view.markers.len(), 1, "only the dead stone is crossed");
}
