//! Why an answer was wrong, for the questions that had only a verdict: "who wins?" (a draw
//! where none can happen, the dead stones counted as living, komi left out, a close result,
//! else the two counts) and a count against the clock; and the words after right marks,
//! which follow how many stones are dead in every language.

use super::*;
use weiqi::counting::{why_not_winner, Note, WinnerHint};
use weiqi::text::{set_catalog, Catalog, Locale};

/// Black's wall on the C line, White's on the D line: Black 5 stones + 10 points = 15,
/// White 5 + 5 = 10, on a board of 25 (half: 12½).
const WALLS: &str = "
    . . X O .
    . . X O .
    . . X O .
    . . X O .
    . . X O .
";

/// The walls with a dead white stone at B4 inside Black's side: counted as living, it makes
/// Black's side shared (Black 9½, White 15½).
const DEAD_INVADER: &str = "
    . . X O .
    . O X O .
    . . X O .
    . . X O .
    . . X O .
";

/// Black 7½, White 8½ on 16 points (half: 8): the doc example.
const CLOSE: &str = "
    . X O .
    . X O .
    . X O .
    X . O .
";

fn on(ascii: &str, dead: &[&str], komi: Komi) -> Task {
    let board = Board::from_ascii(ascii).unwrap();
    let size = board.size();
    let dead: Vec<Point> = dead.iter().map(|d| pt(d, size)).collect();
    Task::from_board(board, &dead, komi)
}

/// The feedback once "who wins?" on `task` is answered with `chosen`: a wrong first answer
/// gets a second try, so a wrong `chosen` is given twice.
fn chosen(task: Task, chosen: Option<Color>) -> (Tone, String) {
    let mut t = trainer(Mode::WhoWins, task);
    t.apply(Action::Choose(chosen), 1_000.0);
    if t.stage() == Stage::Choose {
        t.apply(Action::Choose(chosen), 2_000.0);
    }
    assert_eq!(t.stage(), Stage::Done);
    (t.feedback.as_ref().unwrap().tone, text(&t))
}

#[test]
fn a_draw_with_a_quarter_in_the_target_cannot_happen() {
    // With 3¾ stones of komi Black needs more than 12½ + 3¾ = 16¼: no count is ever 16¼.
    let (tone, said) = chosen(on(WALLS, &[], Komi::CHINESE), None);
    assert_eq!(tone, Tone::Wrong);
    assert!(
        said.starts_with("Not this time. A draw cannot happen here: Black would need exactly 16¼, and every count is a whole number of stones or a half (a shared point counts ½). Half the board is 12½;"),
        "{said}"
    );
    // Without komi a draw can happen (Black 12½ of 25), so it is not said.
    let hints = why_not_winner(&on(WALLS, &[], Komi::NONE), None);
    assert!(!hints.iter().any(|h| matches!(h, WinnerHint::NoDraw { .. })), "{hints:?}");
}

#[test]
fn black_ahead_on_the_board_but_not_past_komi_is_told_komi_decides() {
    let (tone, said) = chosen(on(WALLS, &[], Komi::CHINESE), Some(Color::Black));
    assert_eq!(tone, Tone::Wrong);
    assert!(
        said.contains("Black's 15 is more than half the board: without komi Black would win. Komi makes the difference. Half the board is 12½; with 3¾ stones of komi Black needs more than 16¼."),
        "{said}"
    );
    // Right answers get no diagnosis.
    let (tone, said) = chosen(on(WALLS, &[], Komi::CHINESE), Some(Color::White));
    assert_eq!(tone, Tone::Right);
    assert!(said.starts_with("Right. Half the board is 12½;"), "{said}");
}

#[test]
fn the_winner_of_the_stones_counted_as_living_is_named() {
    let task = on(DEAD_INVADER, &["B4"], Komi::NONE);
    assert_eq!(task.outcome().winner(), Some(Color::Black));
    let (_, said) = chosen(task.clone(), Some(Color::White));
    assert!(
        said.contains("The stone with a cross is dead: it comes off, and its point counts for the side around it. Counted as living, it would make White the winner."),
        "{said}"
    );
    assert_eq!(
        why_not_winner(&task, Some(Color::White)),
        vec![WinnerHint::DeadCountedAlive { winner: Color::White, dead: 1 }]
    );
}

#[test]
fn a_close_result_and_a_plain_one_say_what_there_is_to_see() {
    // Half a stone between them, and no komi: nothing but the closeness to blame.
    let (_, said) = chosen(on(CLOSE, &[], Komi::NONE), Some(Color::Black));
    assert!(
        said.contains("Only ½ stone decides it: too close to judge by eye. Count one side exactly and compare it with what it needs."),
        "{said}"
    );
    // Black by 2½ without komi: the two counts.
    let (_, said) = chosen(on(WALLS, &[], Komi::NONE), Some(Color::White));
    assert!(
        said.contains("Black has 15 and White 10: together the 25 points of the board."),
        "{said}"
    );
    // Every wrong answer on every hand-made position gets one reason at least.
    for p in library() {
        let task = Task::from_position(p);
        let truth = task.outcome().winner();
        for answer in [Some(Color::Black), Some(Color::White), None] {
            let hints = why_not_winner(&task, answer);
            assert_eq!(hints.is_empty(), answer == truth, "{} answered {answer:?}", p.name);
        }
    }
}

#[test]
fn a_wrong_count_against_the_clock_says_what_went_wrong() {
    let settings = Settings {
        mode: Mode::Timed,
        level: Level::default(),
        side: CountSide::Black,
    };
    let mut t = Trainer::with_task(settings, two_dead(), 0.0);
    assert_eq!(t.stage(), Stage::Count);
    // 34 forgets the half of the shared point E9.
    t.apply(Action::Count("34".into()), 5_000.0);
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Wrong);
    assert_eq!(
        text(&t),
        "Not 34: that is ½ too few. Black has 34½. Did you leave out the 1 shared point? Each counts half for Black. \
         Compare with the board: each of Black's areas shows its size, the stones are numbered in tens, and each shared point shows ½."
    );
    // Nothing simple explains 20: the board shows the true sizes to compare with.
    let mut t = Trainer::with_task(settings, two_dead(), 0.0);
    t.apply(Action::Count("20".into()), 5_000.0);
    assert!(text(&t).ends_with("Compare with the board: each of Black's areas shows its size, the stones are numbered in tens, and each shared point shows ½."), "{}", text(&t));
}

fn catalog(tag: &str) -> Catalog {
    let locale = Locale::ALL.into_iter().find(|l| l.tag() == tag).unwrap();
    let path = format!("{}/content/{tag}/messages.ftl", env!("CARGO_MANIFEST_DIR"));
    Catalog::parse(locale, &std::fs::read_to_string(path).unwrap()).0
}

/// What is said after right marks with `dead` stones dead, in the current language.
fn marks_then_count(dead: usize) -> String {
    [
        Note::MarksRight { shown: false, dead },
        Note::NowCount { side: Color::Black, dead },
    ]
    .iter()
    .map(|n| say(n))
    .collect::<Vec<_>>()
    .join(" ")
}

#[test]
fn after_the_marks_the_count_names_the_dead_stones_as_many_as_there_are() {
    assert_eq!(marks_then_count(0), "Right: there are no dead stones here; every group is alive. Now count Black's area.");
    assert_eq!(marks_then_count(1), "Right: that stone is dead. Now count Black's area with it off.");
    assert_eq!(marks_then_count(3), "Right: those are the dead stones. Now count Black's area with them off.");

    set_catalog(Some(catalog("zh-Hans")));
    let zh = [marks_then_count(0), marks_then_count(1), marks_then_count(3)];
    set_catalog(Some(catalog("ko")));
    let ko = [marks_then_count(0), marks_then_count(1), marks_then_count(3)];
    set_catalog(None);
    assert_eq!(zh[0], "对：这里没有死子，每块棋都活着。 现在数一数黑方的子数。");
    assert_eq!(zh[1], "对：这颗子是死子。 现在把它拿掉，数一数黑方的子数。");
    assert_eq!(zh[2], "对：这些就是死子。 现在把它们拿掉，数一数黑方的子数。");
    assert_eq!(ko[0], "맞습니다: 여기에는 죽은 돌이 없습니다. 모든 말이 살아 있습니다. 이제 흑의 영역을 세어 보세요.");
    assert!(ko[1].starts_with("맞습니다: 그 돌은 죽었습니다. 이제 죽은 돌을 들어낸"), "{}", ko[1]);

    // In the trainer: one dead stone, then none on a level that asks for marks.
    let task = on(DEAD_INVADER, &["B4"], Komi::NONE);
    let mut t = trainer(Mode::Count, task);
    t.apply(Action::Point(pt("B4", t.task.size())), 0.0);
    t.apply(Action::CheckMarks, 0.0);
    assert_eq!(text(&t), "Right: that stone is dead. Now count Black's area with it off.");
    let settings = Settings {
        mode: Mode::Count,
        level: Level { size: 5, dead: true, seki: false },
        side: CountSide::Black,
    };
    let mut t = Trainer::with_task(settings, on(WALLS, &[], Komi::NONE), 0.0);
    assert_eq!(t.stage(), Stage::Mark);
    t.apply(Action::CheckMarks, 0.0);
    assert_eq!(text(&t), "Right: there are no dead stones here; every group is alive. Now count Black's area.");
}
