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

/// Black's wall bends: Black 5 stones + 12 points = 17, White 5 + 3 = 8 (half: 12½). With
/// 3¾ stones of komi Black wins by ¾; with 7½ it would not.
const BENT: &str = "
    . . X O .
    . . X O .
    . . X O .
    . . . X O
    . . . X O
";

/// C1 and C2 are shared: Black 5 stones + 8 points + 1 = 14, White 5 + 5 + 1 = 11.
const TWO_SHARED: &str = "
    . . X O .
    . . X O .
    . . X O .
    . X . O .
    . X . O .
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
        said.contains("Black's 15 is more than half the board, but Black also gives komi: compare it with what Black needs with komi. Half the board is 12½; with 3¾ stones of komi Black needs more than 16¼."),
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
         Compare with the board: each of Black's areas shows its size, the stones are numbered at every tenth and at the last, and each shared point shows ½."
    );
    // Nothing simple explains 20: the board shows the true sizes to compare with.
    let mut t = Trainer::with_task(settings, two_dead(), 0.0);
    t.apply(Action::Count("20".into()), 5_000.0);
    assert!(text(&t).ends_with("Compare with the board: each of Black's areas shows its size, the stones are numbered at every tenth and at the last, and each shared point shows ½."), "{}", text(&t));
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

/// The reply to a first wrong "who wins?" on `task`.
fn first_reply(task: Task, chosen: Option<Color>) -> String {
    let mut t = trainer(Mode::WhoWins, task);
    t.apply(Action::Choose(chosen), 1_000.0);
    assert_eq!(t.stage(), Stage::Choose, "a second try");
    text(&t)
}

#[test]
fn a_first_wrong_winner_is_told_one_thing_true_of_the_board() {
    // Komi left out: Black has more than half the board.
    assert_eq!(
        first_reply(on(WALLS, &[], Komi::CHINESE), Some(Color::Black)),
        "Not this time. Black's 15 is more than half the board, but Black also gives komi: compare it with what Black needs with komi. Choose again."
    );
    // Komi in points taken as stones: Black is past 16¼, not past 20.
    let bent = on(BENT, &[], Komi::CHINESE);
    assert_eq!(bent.outcome().winner(), Some(Color::Black));
    assert_eq!(
        first_reply(bent.clone(), Some(Color::White)),
        "Not this time. Komi here is 3¾ stones, that is 7½ points. Taken as 7½ stones, it would make White the winner. Choose again."
    );
    // The shared points counted other than half each: Black 14 against 13¼ (¾ of komi).
    let shared = on(TWO_SHARED, &[], Komi::from_stones(0.75));
    assert_eq!(shared.outcome().winner(), Some(Color::Black));
    assert_eq!(
        first_reply(shared.clone(), Some(Color::White)),
        "Not this time. Each of the 2 shared points counts ½ for Black and ½ for White. Counted whole for one side, or left out, they would make White the winner. Choose again."
    );
    // The dead stones counted as living.
    assert_eq!(
        first_reply(on(DEAD_INVADER, &["B4"], Komi::NONE), Some(Color::White)),
        "Not this time. The stone with a cross is dead: it comes off, and its point counts for the side around it. Counted as living, it would make White the winner. Choose again."
    );
    // Nothing of that: what Black needs here (the closeness or the counts would give it away).
    assert_eq!(
        first_reply(on(CLOSE, &[], Komi::NONE), Some(Color::Black)),
        "Not this time. Black needs more than half the board, 8, to win (no komi here). Choose again."
    );
    // In every language, and on every hand-made position one thing, never the counts.
    for tag in ["zh-Hans", "ko"] {
        set_catalog(Some(catalog(tag)));
        let said = [
            first_reply(bent.clone(), Some(Color::White)),
            first_reply(shared.clone(), Some(Color::White)),
        ];
        set_catalog(None);
        match tag {
            "zh-Hans" => assert_eq!(said, [
                "这次不对。 这里贴3¾子，也就是7½目。当成贴7½子来算，就成了白方胜。 再选一次。",
                "这次不对。 这两个单官，每个黑白双方各算半子。算成一方的整子，或者漏掉不算，就成了白方胜。 再选一次。",
            ]),
            _ => assert_eq!(said, [
                "아닙니다. 덤은 3.75점, 집으로는 7집 반입니다. 덤을 7.5점으로 세면 백이 이기는 것처럼 보입니다. 다시 골라 보세요.",
                "아닙니다. 여기 공배 2개는 각각 흑과 백에게 0.5점씩 들어갑니다. 한쪽에 1점으로 세거나 빠뜨리면 백이 이기는 것처럼 보입니다. 다시 골라 보세요.",
            ]),
        }
    }
    for p in library() {
        let task = Task::from_position(p);
        for answer in [Some(Color::Black), Some(Color::White), None] {
            if answer == task.outcome().winner() {
                continue;
            }
            let mut t = trainer(Mode::WhoWins, task.clone());
            t.apply(Action::Choose(answer), 1_000.0);
            let lines = &t.feedback.as_ref().unwrap().lines;
            assert_eq!(lines.len(), 3, "{}: {lines:?}", p.name);
            assert!(
                !matches!(lines[1], Note::Winner(WinnerHint::Counts { .. } | WinnerHint::Close { .. })),
                "{}: {lines:?}",
                p.name
            );
        }
    }
}

#[test]
fn a_living_group_marked_dead_is_said_alive_and_why_in_every_language() {
    // Black's wall surrounds its side; marking it dead and checking opens the reply on it,
    // alive and why, with no bare "not yet" before it.
    let task = on(DEAD_INVADER, &["B4"], Komi::NONE);
    let said = |tag: Option<&str>| {
        set_catalog(tag.map(catalog));
        let mut t = trainer(Mode::DeadStones, task.clone());
        t.apply(Action::Point(pt("C5", t.task.size())), 0.0);
        t.apply(Action::CheckMarks, 0.0);
        let said = text(&t);
        set_catalog(None);
        said
    };
    assert_eq!(
        said(None),
        "The 5 black stones at C5 are alive: they surround 10 points of their own, room for two eyes. One dead group is not marked yet."
    );
    assert_eq!(said(Some("zh-Hans")), "C5那块黑棋（五颗）是活棋：这块棋围住了自己的十个点，有做两个眼的空间。 还有一块死棋没有标出来。");
    assert_eq!(said(Some("ko")), "C5를 포함한 흑돌 5개는 살아 있습니다: 자기 점 10개를 둘러싸고 있어서, 눈 두 개를 만들 자리가 충분합니다. 아직 표시하지 않은 죽은 말이 하나 있습니다.");
    // A group that lives with its side's other stones: said so, and that it cannot be taken.
    let connected = |tag: &str| {
        set_catalog(Some(catalog(tag)));
        let mut t = trainer(Mode::DeadStones, two_dead());
        t.apply(Action::Point(pt("F9", t.task.size())), 0.0);
        t.apply(Action::CheckMarks, 0.0);
        let first = say(&t.feedback.as_ref().unwrap().lines[0]);
        set_catalog(None);
        first
    };
    assert_eq!(connected("ko"), "F9의 백돌은 살아 있습니다: E8의 살아 있는 돌과 함께 점 35개를 둘러싸고 있어서 흑은 이 돌을 따낼 수 없습니다.");
    assert_eq!(connected("zh-Hans"), "F9的白子是活棋：它和E8的活棋一起围住了35个点，黑方提不掉它。");
}

#[test]
fn the_count_against_the_target_is_a_plain_sentence_in_every_language() {
    let task = on(WALLS, &[], Komi::CHINESE);
    let said = || say(&weiqi::counting::benchmark(&task, Color::Black));
    assert_eq!(said(), "Half the board is 12½; with 3¾ stones of komi Black needs more than 16¼. Black has 15. White wins by 1¼ stones (2½ points).");
    set_catalog(Some(catalog("zh-Hans")));
    let zh = said();
    set_catalog(Some(catalog("ko")));
    let ko = said();
    set_catalog(None);
    assert_eq!(zh, "棋盘的一半是12½子，黑方要多于16¼子才能胜（贴3¾子）。黑方有15子，白胜1¼子（合2½目）。");
    assert_eq!(ko, "판의 절반은 12.5점입니다. 흑은 16.25점보다 많아야 이깁니다(덤 3.75점). 흑의 점수는 15점이므로 백이 1.25점 차로 이깁니다(백 2집 반승).");
    assert!(!zh.contains('→') && !ko.contains('→'));
}

#[test]
fn shared_points_taken_off_the_count_are_told_the_amount_to_add_in_every_language() {
    use weiqi::counting::{check_count, CountHint, Tally};
    // Black 14 with C1 and C2 shared; 12 takes ½ off for each instead of adding it.
    let task = on(TWO_SHARED, &[], Komi::CHINESE);
    let check = check_count(&task, Color::Black, Quarters::stones(12), &Tally::default());
    let hint = check.hints.iter().find(|h| matches!(h, CountHint::SharedTakenOff { shared: 2, .. })).expect("the taken-off hint");
    let said = |tag: &str| {
        set_catalog((tag != "en").then(|| catalog(tag)));
        let words = say(hint);
        set_catalog(None);
        words
    };
    assert_eq!(said("en"), "Did you take the 2 shared points off Black's count? Each one adds ½ to each side: add 1, do not take it away.");
    assert_eq!(said("ko"), "흑의 점수에서 공배 2개를 뺐나요? 공배 하나마다 두 쪽에 0.5점씩 더해집니다. 1점을 빼지 말고 더하세요.");
    assert!(said("zh-Hans").contains("要加上1，不是减去"), "{}", said("zh-Hans"));
}

#[test]
fn a_hand_made_positions_note_says_the_count_against_the_target_once() {
    use weiqi::counting::library;
    let position = library().iter().find(|p| p.name == "nine-no-shared").expect("the position");
    let task = Task::from_position(position);
    assert!(!task.note.is_empty());
    let black = task.outcome().winner();
    let mut t = trainer(Mode::WhoWins, task);
    t.apply(Action::Choose(black), 1_000.0);
    assert_eq!(t.stage(), Stage::Done);
    // The reply is the verdict; the note under it (19 stones + 26 points = 45 …) says the rest.
    assert_eq!(text(&t), "Right.");
    // A generated position has no note: the reply carries the count against the target.
    let (_, plain) = chosen(on(WALLS, &[], Komi::CHINESE), Some(Color::Black));
    assert!(plain.contains("needs more than"), "{plain}");
}

#[test]
fn a_group_alive_with_its_sides_area_is_named_beside_the_stones_nearest_it() {
    use weiqi::counting::{why_alive, Life};
    // A3 stands in Black's area left of the wall C1–C5: the wall is named by C3, beside it,
    // not by C5 at the top.
    let task = on(
        "
        . . X O .
        . . X O .
        X . X O .
        . . X O .
        . . X O .
    ",
        &[],
        Komi::CHINESE,
    );
    let size = task.size();
    match why_alive(&task, pt("A3", size)) {
        Life::Connected { with, points } => {
            assert_eq!(with, pt("C3", size));
            assert_eq!(points, 9);
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_seki_eye_left_out_is_named_as_such() {
    // The 13×13 seki in the corner: Black's eye D1 and White's eye A1 are each side's own;
    // D3 is shared. A count one point short is the eye left out, not a shared point taken off.
    let position = weiqi::counting::library().iter().find(|p| p.name == "thirteen-seki-in-the-corner").unwrap();
    let task = Task::from_position(position);
    let size = task.size();
    assert_eq!(weiqi::counting::seki_eyes(&task.board, &task.dead, Color::Black), [pt("D1", size)]);
    assert_eq!(weiqi::counting::seki_eyes(&task.board, &task.dead, Color::White), [pt("A1", size)]);
    let truth = task.count.total(Color::Black);
    let check = check_count(&task, Color::Black, Quarters(truth.0 - 4), &Tally::default());
    assert_eq!(check.hints[0], weiqi::counting::CountHint::SekiEyesLeftOut { side: Color::Black, eyes: 1 });
    assert!(weiqi::text::say(&check.hints[0]).starts_with("Did you leave out Black's eye in the seki?"), "{}", weiqi::text::say(&check.hints[0]));
    // With the eye's area in the learner's own tally, the eye was not left out: the reply
    // reads the same amount through the shared points D3 and F13.
    let mut tally = Tally::default();
    tally.enter(pt("D1", size), 1);
    let check = check_count(&task, Color::Black, Quarters(truth.0 - 4), &tally);
    assert!(matches!(check.hints[0], weiqi::counting::CountHint::SharedLeftOut { shared: 2, .. }), "{:?}", check.hints);
    // A board without a seki has no seki eyes.
    assert!(weiqi::counting::seki_eyes(&two_dead().board, &two_dead().dead, Color::Black).is_empty());
}

#[test]
fn an_older_komi_is_named_as_such() {
    use weiqi::counting::KomiNote;
    assert_eq!(weiqi::text::say(&KomiNote::of(Komi::OLD_CHINESE)), "2¾ stones of komi, the older Chinese komi (today it is 3¾)");
    assert_eq!(weiqi::text::say(&KomiNote::of(Komi::CHINESE)), "3¾ stones of komi");
}

#[test]
fn a_count_on_a_board_with_a_seki_says_its_shared_points_include_the_sekis() {
    // Every hand-made seki position: a count with its shared points counted whole is read as
    // that, with the seki said (Chinese names a seki's shared liberties 公气, not 单官).
    let mut seen = 0;
    for position in library() {
        let task = Task::from_position(position);
        let shared = task.count.side(Color::Black).shared as i32;
        if !task.has_seki() || shared == 0 {
            continue;
        }
        let whole = Quarters(task.count.total(Color::Black).0 + 2 * shared);
        let check = check_count(&task, Color::Black, whole, &Tally::default());
        assert!(
            check.hints.iter().any(|h| matches!(h, weiqi::counting::CountHint::SharedWhole { seki, .. } if *seki == task.seki_share() && *seki != weiqi::counting::SekiShare::None)),
            "{}: {:?}",
            position.name,
            check.hints
        );
        seen += 1;
    }
    assert!(seen >= 2, "seki positions with shared points: {seen}");
    // "nine-seki-edge": its two shared points, A1 and E1, are both the seki's.
    let edge = library()
        .iter()
        .find(|p| p.name == "nine-seki-edge")
        .unwrap();
    assert_eq!(
        Task::from_position(edge).seki_share(),
        weiqi::counting::SekiShare::All
    );
    // A board without a seki: its shared points are plain.
    let plain = library()
        .iter()
        .find(|p| p.name == "nine-three-shared")
        .unwrap();
    assert_eq!(
        Task::from_position(plain).seki_share(),
        weiqi::counting::SekiShare::None
    );
}

