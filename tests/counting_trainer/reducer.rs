//! The trainer's reducer in every mode: who wins, the exact count, the dead-stone drill, the
//! round against the clock, and the step-by-step count's pictures.

use super::*;

#[test]
fn who_wins_is_answered_once() {
    let mut t = trainer(Mode::WhoWins, two_dead());
    assert_eq!(t.stage(), Stage::Choose);
    assert_eq!(*t.marks(), t.task.dead, "the dead stones are shown marked");
    t.apply(Action::Choose(Some(Color::White)), 7_000.0);
    assert_eq!(t.stage(), Stage::Done);
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Right);
    let view = board_view(&t);
    assert!(view.owners.is_some(), "the areas are shaded");
    assert_eq!(view.labels, vec![], "no area sizes without a label saying what they are");
    assert_eq!(
        t.finished,
        Some(Attempt {
            mode: Mode::WhoWins,
            size: 9,
            right: true,
            ms: 7_000
        })
    );
    assert_eq!(t.serial, 1);
    t.apply(Action::Choose(Some(Color::Black)), 8_000.0);
    assert_eq!(t.serial, 1, "a second answer changes nothing");
    assert!(t.can_explain());

    let mut wrong = trainer(Mode::WhoWins, two_dead());
    wrong.apply(Action::Choose(None), 1.0);
    wrong.apply(Action::Choose(Some(Color::Black)), 2.0);
    assert_eq!(wrong.stage(), Stage::Done, "two answers at most");
    assert_eq!(wrong.feedback.as_ref().unwrap().tone, Tone::Wrong);
    assert!(!wrong.finished.unwrap().right);
}

#[test]
fn a_wrong_winner_gets_the_reason_and_a_second_try_without_the_answer() {
    let mut t = trainer(Mode::WhoWins, two_dead());
    assert_eq!(t.task.outcome().winner(), Some(Color::White));
    t.apply(Action::Choose(Some(Color::Black)), 1_000.0);
    assert_eq!(t.stage(), Stage::Choose, "the buttons stay");
    assert_eq!(t.phase, Phase::Choose { tried: Some(Some(Color::Black)) });
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Wrong);
    let said = text(&t);
    // Nothing simple gives Black (34½ against White's 46½): the one thing said is what
    // Black needs on this board, not a general "count again".
    assert_eq!(
        said,
        "Not this time. Black needs more than 44¼ to win (half the board, 40½, plus 3¾ stones of komi). Choose again."
    );
    assert!(!said.contains("Half the board is"), "the count that decides waits for the second answer: {said}");
    assert_eq!(t.finished, None, "not finished yet");
    assert!(!t.can_explain(), "the count is not shown before the second answer");
    let view = board_view(&t);
    assert!(view.owners.is_none(), "the areas are not shaded yet");

    // Right at the second try: said right, with the count, but not right the first time.
    t.apply(Action::Choose(Some(Color::White)), 4_000.0);
    assert_eq!(t.stage(), Stage::Done);
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Right);
    assert!(text(&t).contains("Half the board is"), "{}", text(&t));
    assert_eq!(t.finished, Some(Attempt { mode: Mode::WhoWins, size: 9, right: false, ms: 4_000 }));
}

#[test]
fn a_wrong_winner_with_no_reason_to_give_first_says_what_black_needs() {
    // Black 15, White 10 without komi: only the counts would say why White is wrong.
    let board = Board::from_ascii(
        "
        . X X O .
        . X X O .
        . X X O .
        . X X O .
        . X X O .
        ",
    )
    .unwrap();
    let task = Task::from_board(board, &[], Komi::NONE);
    assert_eq!(task.outcome().winner(), Some(Color::Black));
    let mut t = trainer(Mode::WhoWins, task);
    t.apply(Action::Choose(Some(Color::White)), 1_000.0);
    let said = text(&t);
    assert!(!said.contains("Black has"), "the counts are not given away: {said}");
    assert_eq!(said, "Not this time. Black needs more than half the board, 12½, to win (no komi here). Choose again.");
    t.apply(Action::Choose(Some(Color::White)), 2_000.0);
    assert!(text(&t).contains("Black has 15 and White 10"), "{}", text(&t));
}

#[test]
fn an_exact_count_goes_marks_count_result() {
    let mut t = trainer(Mode::Count, two_dead());
    let size = t.task.size();
    assert_eq!(t.stage(), Stage::Mark);
    assert!(t.marks().is_empty());
    assert!(
        !t.can_explain(),
        "the count is not shown before it is tried"
    );
    // A living group marked: explained, and ringed on the board.
    t.apply(Action::Point(pt("F9", size)), 0.0);
    t.apply(Action::CheckMarks, 0.0);
    assert_eq!(t.stage(), Stage::Mark);
    assert!(text(&t).contains("The white stone at F9 is alive"));
    assert!(text(&t).contains("2 dead groups are not marked yet."));
    assert_eq!(
        board_view(&t).highlight(pt("F9", size)),
        Some(Highlight::Problem)
    );
    // Put right.
    t.apply(Action::Point(pt("F9", size)), 0.0);
    assert_eq!(
        board_view(&t).highlight(pt("F9", size)),
        None,
        "unmarked: no longer ringed"
    );
    assert_eq!(text(&t), "", "what the check said of the old marks goes with them");
    t.apply(Action::Point(pt("B7", size)), 0.0);
    t.apply(Action::Point(pt("H7", size)), 0.0);
    t.apply(Action::CheckMarks, 0.0);
    assert_eq!(t.stage(), Stage::Count);
    assert!(text(&t).starts_with("Right: those are the dead stones."));
    // Typing nonsense is not a mistake.
    t.apply(Action::Count("lots".into()), 0.0);
    assert_eq!(t.feedback.as_ref().unwrap().tone, Tone::Info);
    t.apply(Action::Count("34½".into()), 0.0);
    assert_eq!(t.stage(), Stage::Result);
    t.apply(
        Action::Result(ResultAnswer {
            winner: Some(Some(Color::Black)),
            stones: "9¾".into(),
            points: "19½".into(),
        }),
        0.0,
    );
    assert_eq!(t.stage(), Stage::Result);
    // A draw, where none can be: why not.
    t.apply(
        Action::Result(ResultAnswer {
            winner: Some(None),
            stones: "0".into(),
            points: "0".into(),
        }),
        0.0,
    );
    assert!(
        text(&t).starts_with("A draw cannot happen here: Black would need exactly 44¼"),
        "{}",
        text(&t)
    );
    t.apply(
        Action::Result(ResultAnswer {
            winner: Some(Some(Color::Black)),
            stones: "9¾".into(),
            points: "19½".into(),
        }),
        0.0,
    );
    // The winner is wrong: what Black needs says so, with no "not quite" before it.
    assert!(text(&t).starts_with("Black needs more than 44¼ to win"), "{}", text(&t));
    t.apply(
        Action::Result(ResultAnswer {
            winner: Some(Some(Color::White)),
            stones: "9¾".into(),
            points: "19½".into(),
        }),
        30_000.0,
    );
    assert_eq!(t.stage(), Stage::Done);
    assert_eq!(text(&t), "Right: White wins by 9¾ stones (19½ points).");
    let attempt = t.finished.unwrap();
    assert!(!attempt.right, "a wrong answer on the way counts");
    assert_eq!((attempt.mode, attempt.ms), (Mode::Count, 30_000));
}

#[test]
fn a_count_without_dead_stones_starts_at_the_count_and_can_be_white() {
    let t0 = task(TWO_EYES, &[]);
    let settings = Settings {
        mode: Mode::Count,
        level: Level {
            size: 6,
            dead: false,
            seki: false,
        },
        side: CountSide::White,
    };
    let mut t = Trainer::with_task(settings, t0, 0.0);
    assert_eq!(t.stage(), Stage::Count);
    assert_eq!(t.side, Color::White);
    let white = t.task.count.total(Color::White);
    t.apply(Action::Count(white.stones_text()), 0.0);
    assert_eq!(t.stage(), Stage::Result);
    // A wrong winner is explained with White's own target: half the board minus komi.
    let loser = if t.task.outcome().winner() == Some(Color::White) {
        Color::Black
    } else {
        Color::White
    };
    t.apply(
        Action::Result(ResultAnswer {
            winner: Some(Some(loser)),
            stones: "1".into(),
            points: "2".into(),
        }),
        0.0,
    );
    let said = text(&t);
    assert!(
        said.contains(
            "White needs more than 14¼ to win (half the board, 18, minus 3¾ stones of komi)"
        ),
        "{said}"
    );
}

#[test]
fn sides_take_turns_when_asked() {
    let settings = Settings {
        mode: Mode::Count,
        level: Level::default(),
        side: CountSide::Alternate,
    };
    let mut t = Trainer::new(settings, 1, 0.0);
    let mut sides = vec![t.side];
    for seed in 2..5 {
        t.apply(Action::Next(seed), 0.0);
        sides.push(t.side);
    }
    assert_eq!(
        sides,
        [Color::Black, Color::White, Color::Black, Color::White]
    );
}

#[test]
fn the_dead_stone_drill_ends_with_the_marks() {
    let mut t = trainer(Mode::DeadStones, two_dead());
    let size = t.task.size();
    t.apply(Action::Point(pt("B7", size)), 0.0);
    t.apply(Action::Point(pt("H7", size)), 0.0);
    t.apply(Action::CheckMarks, 5_000.0);
    assert_eq!(t.stage(), Stage::Done);
    assert!(t.finished.unwrap().right);
    assert!(!t.can_explain(), "the drill has no count to show");

    let mut shown = trainer(Mode::DeadStones, two_dead());
    shown.apply(Action::ShowMarks, 0.0);
    assert_eq!(shown.stage(), Stage::Done);
    // Marked by the trainer: no praise, and each dead group with why it is dead.
    let said = text(&shown);
    assert!(
        said.starts_with("The white stone at B7 is dead: it is inside Black's area with no room for two eyes")
            && said.contains("The black stone at H7 is dead: it is inside White's area")
            && !said.contains("Right"),
        "{said}"
    );
    assert_eq!(*shown.marks(), shown.task.dead);
    assert!(!shown.finished.unwrap().right);

    let mut none = trainer(Mode::DeadStones, task(TWO_EYES, &[]));
    none.apply(Action::CheckMarks, 0.0);
    assert_eq!(
        text(&none),
        "Right: there are no dead stones here; every group is alive. Well spotted."
    );
}

#[test]
fn a_round_against_the_clock_has_five_counts() {
    let settings = Settings {
        mode: Mode::Timed,
        level: Level::default(),
        side: CountSide::Black,
    };
    let mut t = Trainer::new(settings, 11, 0.0);
    let round = t.round.unwrap();
    assert_eq!(round.limit_ms, 5.0 * 60_000.0);
    assert_eq!(t.stage(), Stage::Count);
    assert_eq!(*t.marks(), t.task.dead, "dead stones are shown marked");
    for i in 0..ROUND {
        let now = f64::from(i + 1) * 10_000.0;
        let answer = if i == 0 {
            "0".to_string()
        } else {
            t.task.count.total(Color::Black).stones_text()
        };
        t.apply(Action::Count(answer), now);
        assert_eq!(t.stage(), Stage::Done);
        assert_eq!(t.finished.unwrap().mode, Mode::Timed);
        if i + 1 < ROUND {
            t.apply(Action::Next(100 + u64::from(i)), now);
        }
    }
    let round = t.round.unwrap();
    assert_eq!(
        (round.answered, round.right, round.ended),
        (5, 4, Some(50_000.0))
    );
    assert!(
        text(&t).ends_with("Round over: 4 of 5 right in 0:50."),
        "{}",
        text(&t)
    );
    t.apply(Action::Next(1), 60_000.0);
    assert_eq!(
        t.round.unwrap().index,
        4,
        "no next position after the round"
    );
    assert!(t.can_explain());
    t.apply(Action::NewRound(5), 70_000.0);
    assert_eq!(t.round.unwrap().answered, 0);
    assert_eq!(t.round.unwrap().started, 70_000.0);
}

#[test]
fn time_runs_out() {
    let settings = Settings {
        mode: Mode::Timed,
        level: Level::default(),
        side: CountSide::Black,
    };
    let mut t = Trainer::new(settings, 3, 0.0);
    t.apply(Action::Clock, 299_000.0);
    assert!(t.round.unwrap().ended.is_none());
    assert_eq!(t.round.unwrap().left_ms(299_000.0), 1_000.0);
    t.apply(Action::Clock, 300_500.0);
    let round = t.round.unwrap();
    assert!(round.timed_out());
    assert_eq!(round.left_ms(400_000.0), 0.0);
    assert_eq!(text(&t), "Time is up: 0 of 5 counted, 0 right.");
    let serial = t.serial;
    t.apply(Action::Count("40".into()), 301_000.0);
    assert_eq!(t.serial, serial, "no answers after the time");
}

#[test]
fn the_step_by_step_count_plays_and_stops_at_the_end() {
    let mut t = trainer(Mode::Count, two_dead());
    t.apply(Action::Explain(true), 0.0);
    assert!(t.explain.is_none(), "not before the count is tried");
    t.apply(Action::ShowMarks, 0.0);
    t.apply(Action::Count("30".into()), 0.0);
    t.apply(Action::Explain(true), 0.0);
    assert!(t.explain.is_none(), "not after one wrong count: it is counted again first");
    t.apply(Action::Count("30".into()), 0.0);
    t.apply(Action::Explain(true), 0.0);
    let n = t.explain.as_ref().unwrap().frames.len();
    assert_eq!(board_view(&t), t.explain.as_ref().unwrap().frames[0].view);
    t.apply(Action::Point(pt("A9", t.task.size())), 0.0);
    assert!(
        t.selected().is_none(),
        "the board is a picture while the count is shown"
    );
    t.apply(Action::Play, 0.0);
    for _ in 0..n + 3 {
        t.apply(Action::Tick, 0.0);
    }
    let e = t.explain.as_ref().unwrap();
    assert_eq!((e.frame, e.playing), (n - 1, false));
    t.apply(Action::Play, 0.0);
    assert_eq!(
        t.explain.as_ref().unwrap().frame,
        0,
        "play at the end starts again"
    );
    t.apply(Action::Frame(99), 0.0);
    assert_eq!(t.explain.as_ref().unwrap().frame, n - 1);
    t.apply(Action::Explain(false), 0.0);
    assert!(t.explain.is_none());
}

#[test]
fn a_last_wrong_winner_on_a_hand_made_position_hears_who_wins_in_the_reply() {
    // "nine-wall-dame": Black 33½, White wins by 10¾ stones. Its note, with the count, comes
    // under the reply; the reply itself says who wins.
    let position = weiqi::counting::library()
        .iter()
        .find(|p| p.name == "nine-wall-dame")
        .unwrap();
    let mut t = Trainer::with_task(Settings::default(), Task::from_position(position), 0.0);
    t.apply(Action::Choose(Some(Color::Black)), 0.0);
    assert!(text(&t).ends_with("Choose again."), "{}", text(&t));
    t.apply(Action::Choose(None), 0.0);
    assert!(
        text(&t).starts_with(
            "Not this time. White wins by 10¾ stones (21½ points). A draw cannot happen here"
        ),
        "{}",
        text(&t)
    );
    // Right at once: no outcome added to "Right." (the note says it).
    let mut t = Trainer::with_task(Settings::default(), Task::from_position(position), 0.0);
    t.apply(Action::Choose(Some(Color::White)), 0.0);
    assert!(!text(&t).contains("wins by"), "{}", text(&t));
}
