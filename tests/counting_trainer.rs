#![cfg(not(target_arch = "wasm32"))]
//! The counting trainer's pure logic: checking dead-stone marks and counts, the feedback on
//! the board after a wrong count, the step-by-step count, the reducer in every mode, picking
//! positions, and the statistics.

use weiqi::board_view::{Highlight, Marker};
use weiqi::counting::{
    board_view, chart_bars, check_count, check_marks, check_result, count_frames, has_seki,
    library, next_task, parse_amount_input, why_alive, Action, Attempt, CountSide, Level, Life,
    Mode, ResultAnswer, Settings, Stage, Stats, Tally, Task, Tone, Trainer, FILES, RECENT, ROUND,
};
use weiqi::rules::{Board, BoardSize, Color, DeadStones, Komi, Point, Quarters};
use weiqi::storage::{load, save, LoadOutcome, MemoryStore, Store};
use weiqi::text::say;

/// Black 11 stones + 23 points (B7's dead white stone among them) + ½ of E9 = 34½;
/// White 11 stones + 35 points (H7's dead black stone among them) + ½ = 46½.
const TWO_DEAD: &str = "
    . . . X . O . . .
    . . . X O . . . .
    . O . X O . . X .
    . . . X O . . . .
    . . X X O O . . .
    . . X O O . . . .
    . . X O . . . . .
    . . X X O . . . .
    . . . X O . . . .
";

/// Seki on the bottom edge: B1–D1 and White's A2–F2 group live without eyes; A1 and E1 are
/// shared.
const SEKI: &str = "
    . . . . X O . . .
    . . . . X O . . .
    . . . . X O . . .
    . . . X X O . . .
    . . . X O O . . .
    . . . X X O O O O
    X X X X X X X O .
    O O O O O O X O .
    . X X X . O X O .
";

/// A black group with two eyes (A6 and C6), walled in by White.
const TWO_EYES: &str = "
    . X . X O .
    X X X X O .
    O O O O O .
    . . . . . .
    . . . . . .
    . . . . . .
";

fn pt(name: &str, size: BoardSize) -> Point {
    Point::parse_gtp(name, size).unwrap()
}

fn task(ascii: &str, dead: &[&str]) -> Task {
    let board = Board::from_ascii(ascii).unwrap();
    let size = board.size();
    let dead: Vec<Point> = dead.iter().map(|d| pt(d, size)).collect();
    Task::from_board(board, &dead, Komi::CHINESE)
}

fn two_dead() -> Task {
    task(TWO_DEAD, &["B7", "H7"])
}

fn trainer(mode: Mode, t: Task) -> Trainer {
    let settings = Settings {
        mode,
        level: Level {
            size: t.size().get(),
            dead: !t.dead.is_empty(),
            seki: false,
        },
        side: CountSide::Black,
    };
    Trainer::with_task(settings, t, 0.0)
}

fn text(t: &Trainer) -> String {
    t.feedback
        .as_ref()
        .map(|f| f.lines.iter().map(|l| say(l)).collect::<Vec<_>>().join(" "))
        .unwrap_or_default()
}

// ---------- Checking ----------

#[test]
fn amounts_are_read_as_learners_type_them() {
    for (input, q) in [
        ("34½", 138),
        ("34.5", 138),
        ("34,5", 138),
        ("34 1/2", 138),
        ("34", 136),
        ("¾", 3),
        ("3/4", 3),
        ("0.75", 3),
        ("1½ points", 6),
        ("9¾ stones", 39),
    ] {
        assert_eq!(parse_amount_input(input), Some(Quarters(q)), "{input}");
    }
    for input in ["", "abc", "3.3", "-", "½½"] {
        assert_eq!(parse_amount_input(input), None, "{input}");
    }
}

#[test]
fn the_example_counts_as_documented() {
    let t = two_dead();
    assert_eq!(t.count.total(Color::Black), Quarters(138));
    assert_eq!(t.count.total(Color::White), Quarters(186));
    assert_eq!(say(&t.outcome()), "White wins by 9¾ stones (19½ points).");
}

#[test]
fn a_living_group_marked_dead_is_explained() {
    let t = two_dead();
    let size = t.size();
    // F9 shares White's area with the wall: connected to living stones.
    let mut marks = DeadStones::default();
    marks.toggle_group(&t.board, pt("F9", size));
    let check = check_marks(&t, &marks);
    assert_eq!(check.alive_marked.len(), 1);
    assert_eq!(
        say(&check.alive_marked[0].why),
        "The white stone at F9 is alive: it stands in its own side's area, which it and the living stones at E8 surround together (35 points)."
    );
    assert_eq!(check.dead_unmarked.len(), 2, "B7 and H7 are still unmarked");
    assert!(check.dead_unmarked.iter().any(|n| say(&n.why) == "The white stone at B7 is dead: it is inside Black's area with no room for two eyes, so it can be captured. It comes off, and its point counts for Black."));
    // Black's wall: it surrounds its territory alone.
    assert_eq!(
        why_alive(&t, pt("D9", size)),
        Life::Territory { points: 23 }
    );
}

#[test]
fn two_eyes_and_seki_are_named() {
    let eyes = task(TWO_EYES, &[]);
    assert_eq!(
        why_alive(&eyes, pt("B6", eyes.size())),
        Life::TwoEyes { eyes: 2 }
    );
    let mut marks = DeadStones::default();
    marks.toggle_group(&eyes.board, pt("B6", eyes.size()));
    let why = say(&check_marks(&eyes, &marks).alive_marked[0].why);
    assert_eq!(why, "The 6 black stones at B6 are alive: they have two separate eyes, so White can never fill them both.");

    let seki = task(SEKI, &[]);
    assert!(seki.has_seki());
    assert!(has_seki(&seki.board, &seki.dead));
    assert!(matches!(
        why_alive(&seki, pt("B1", seki.size())),
        Life::Seki { .. }
    ));
    let mut marks = DeadStones::default();
    marks.toggle_group(&seki.board, pt("B1", seki.size()));
    let why = say(&check_marks(&seki, &marks).alive_marked[0].why);
    assert!(
        why.starts_with("The 3 black stones at B1 are alive: they are in seki with the stones at"),
        "{why}"
    );
    assert!(!two_dead().has_seki());
}

#[test]
fn right_marks_check_right() {
    let t = two_dead();
    assert!(check_marks(&t, &t.dead).is_right());
    assert!(!check_marks(&t, &DeadStones::default()).is_right());
}

#[test]
fn wrong_counts_name_the_likely_mistake() {
    let t = two_dead();
    let hint = |answer: &str| {
        let c = check_count(
            &t,
            Color::Black,
            parse_amount_input(answer).unwrap(),
            &Tally::default(),
        );
        assert!(!c.is_right());
        c.hints.iter().map(|h| say(h)).collect::<Vec<_>>().join(" ")
    };
    assert!(
        hint("34").contains("Did you leave out the 1 shared point?"),
        "{}",
        hint("34")
    );
    assert!(hint("35").contains("Did you count the 1 shared point whole?"));
    assert!(hint("33½").contains("Did you leave out the points of the 1 dead white stone?"));
    assert!(hint("32½").contains("Did you take the dead stones away from the count?"));
    assert!(hint("46½").contains("That is White's count"));
    assert!(hint("23½").contains("Did you leave out Black's 11 stones?"));
    assert!(hint("11½").contains("Did you leave out Black's 23 points of territory?"));
    assert!(hint("30").contains("each of Black's areas shows its size"));
    let right = check_count(&t, Color::Black, Quarters(138), &Tally::default());
    assert!(right.is_right() && right.hints.is_empty());
    assert_eq!(say(&right), "Right: Black has 34½.");
    let wrong = check_count(&t, Color::Black, Quarters(136), &Tally::default());
    assert_eq!(say(&wrong), "Not 34: that is ½ too few.");
    let white = check_count(&t, Color::White, Quarters(186), &Tally::default());
    assert!(white.is_right());
}

#[test]
fn a_wrong_area_in_the_tally_is_named() {
    let t = two_dead();
    let mut tally = Tally::default();
    let key = pt("A9", t.size());
    tally.enter(key, 22);
    tally.enter(key, 21); // entered again: replaced
    assert_eq!(tally.total(), 21);
    let c = check_count(&t, Color::Black, Quarters(4 * 32 + 2), &tally);
    assert_eq!(c.wrong_regions, vec![(key, 21, 23)]);
    assert!(c
        .hints
        .iter()
        .any(|h| say(h) == "The area at A9 has 23 points; you counted 21."));
}

#[test]
fn results_are_checked_part_by_part() {
    let t = two_dead();
    let answer = |w: Option<Color>, s: &str, p: &str| ResultAnswer {
        winner: Some(w),
        stones: s.into(),
        points: p.into(),
    };
    assert!(check_result(&t, &answer(Some(Color::White), "9¾", "19½")).is_right());
    assert!(check_result(&t, &answer(Some(Color::White), "9.75", "19.5")).is_right());
    let c = check_result(&t, &answer(Some(Color::Black), "9¾", "19"));
    assert!(!c.winner && c.stones && !c.points);
    assert!(!check_result(&t, &ResultAnswer::default()).is_right());
}

// ---------- The board after a wrong count ----------

#[test]
fn a_wrong_count_shows_the_areas_stones_and_shared_points() {
    let mut t = trainer(Mode::Count, two_dead());
    t.apply(Action::ShowMarks, 1.0);
    assert_eq!(t.stage(), Stage::Count);
    t.apply(Action::Point(pt("A9", t.task.size())), 2.0);
    // A wrong size for the area is refused at once, naming the area as its label does.
    t.apply(Action::AreaSize("20".into()), 3.0);
    assert_eq!(
        text(&t),
        "Not 20: count the area at A9 again, its empty points and the points of its dead stones."
    );
    assert!(t.tally().unwrap().entries.is_empty(), "nothing entered");
    t.apply(Action::Count("32".into()), 4.0);
    assert_eq!(t.stage(), Stage::Count, "a wrong count may be tried again");
    let view = board_view(&t);
    let size = t.task.size();
    // The one black area, 23 points, labelled near its middle and ringed: 20 was entered.
    let area = t.areas()[0].clone();
    assert_eq!(view.label(area.label_at), Some("23"));
    // The stones in tens: the 10th and the last (11th) black stone.
    let labelled: Vec<&str> = view
        .labels
        .iter()
        .filter(|(p, _)| t.task.board.get(*p) == Some(Color::Black))
        .map(|(_, l)| l.as_str())
        .collect();
    assert_eq!(labelled, ["10", "11"]);
    // The shared point, half.
    assert_eq!(view.label(pt("E9", size)), Some("½"));
    // The dead stones: faded, crossed, inside the shaded area.
    assert!(view.is_dimmed(pt("B7", size)) && view.marker(pt("B7", size)) == Some(Marker::Cross));
    assert!(view.owners.is_some());
}

#[test]
fn the_chosen_area_and_the_sizes_entered_show_on_the_board() {
    let mut t = trainer(Mode::Count, two_dead());
    t.apply(Action::ShowMarks, 1.0);
    let size = t.task.size();
    t.apply(Action::Point(pt("B8", size)), 1.0);
    let view = board_view(&t);
    assert_eq!(
        view.highlight(pt("A1", size)),
        Some(Highlight::Hint),
        "the whole area is chosen"
    );
    // Clicked on B8, the area is named by its first point, A9, as the answer box names it.
    assert!(
        text(&t).contains("The area at A9 is chosen"),
        "{}",
        text(&t)
    );
    t.apply(Action::AreaSize("many".into()), 1.0);
    assert!(text(&t).contains("a whole number"));
    t.apply(Action::AreaSize("23".into()), 1.0);
    assert_eq!(text(&t), "Areas counted so far: 23 points.");
    let view = board_view(&t);
    assert_eq!(view.label(t.areas()[0].label_at), Some("23"));
    t.apply(Action::Point(pt("J1", size)), 1.0);
    assert_eq!(
        text(&t),
        "The area at J1 is White's: it does not count for Black."
    );
    t.apply(Action::Point(pt("E9", size)), 1.0);
    assert!(text(&t).contains("E9 is a shared point"));
    t.apply(Action::Point(pt("D9", size)), 1.0);
    assert_eq!(text(&t), "D9: a living black stone; it counts 1 for Black.");
    t.apply(Action::ClearTally, 1.0);
    assert_eq!(t.tally().unwrap().total(), 0);
}

// ---------- The step-by-step count ----------

#[test]
fn the_count_is_shown_in_tens_then_the_result() {
    let t = two_dead();
    let frames = count_frames(&t, Color::Black);
    let captions: Vec<String> = frames.iter().map(|f| say(&f.caption)).collect();
    assert!(captions[0].starts_with("The finished position."));
    assert_eq!(captions[1], "First take the dead stones off: 1 dead black stone and 1 dead white stone. Their points now belong to the side around them.");
    assert_eq!(captions[2], "Territory: 1 to 10.");
    assert_eq!(captions[3], "Territory: 11 to 20.");
    assert_eq!(
        captions[4],
        "Territory: 21 to 23. Black surrounds 23 points."
    );
    assert_eq!(
        captions[5],
        "Stones, going on from the territory: 24 to 33."
    );
    assert_eq!(
        captions[6],
        "Stones, going on from the territory: 34. That is 11 stones: 34 so far."
    );
    assert_eq!(captions[7], "1 shared point, half each for Black: ½ more.");
    assert_eq!(
        captions[8],
        "Black's count: 23 territory + 11 stones + ½ × 1 shared = 34½."
    );
    assert_eq!(captions[9], "Half the board is 40½; with 3¾ stones of komi Black needs more than 44¼. Black 34½ → White wins by 9¾ stones (19½ points).");
    assert_eq!(frames.len(), 10);
    // The dead stones are off from the second picture on; labels grow ten at a time.
    let b7 = pt("B7", t.size());
    assert_eq!(frames[0].view.stone(b7), Some(Color::White));
    assert_eq!(frames[1].view.stone(b7), None);
    assert_eq!(frames[2].view.labels.len(), 10);
    assert_eq!(frames[3].view.labels.len(), 20);
    assert_eq!(frames[2].view.labels[0].1, "1");
    assert_eq!(frames[7].view.label(pt("E9", t.size())), Some("½"));
    let white = count_frames(&t, Color::White);
    assert_eq!(say(&white.last().unwrap().caption), "Half the board is 40½; with 3¾ stones of komi White needs more than 36¾. White 46½ → White wins by 9¾ stones (19½ points).");
}

#[test]
fn black_185_on_19x19_wins_by_three_quarters_of_a_stone() {
    // Black's wall on the 9th column for the top five rows, then on the 10th.
    let mut rows = Vec::new();
    for r in 0..19 {
        let black = if r <= 4 { 8 } else { 9 };
        let row: Vec<&str> = (0..19)
            .map(|c| match c {
                c if c == black || (r == 5 && c == 8) => "X",
                c if c == black + 1 || (r == 4 && c == 10) => "O",
                _ => ".",
            })
            .collect();
        rows.push(row.join(" "));
    }
    let t = task(&rows.join("\n"), &[]);
    assert_eq!(t.count.total(Color::Black), Quarters::stones(185));
    let last = count_frames(&t, Color::Black).pop().unwrap();
    assert_eq!(say(&last.caption), "Half the board is 180½; with 3¾ stones of komi Black needs more than 184¼. Black 185 → Black wins by ¾ stone (1½ points).");
}

// ---------- The reducer ----------

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
    assert_eq!(wrong.feedback.as_ref().unwrap().tone, Tone::Wrong);
    assert!(!wrong.finished.unwrap().right);
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
    assert!(text(&t).contains("Black needs more than 44¼ to win"));
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
    assert!(
        text(&shown).starts_with("These are the dead stones, marked for you now."),
        "no praise: {}",
        text(&shown)
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

// ---------- Positions ----------

#[test]
fn every_counting_file_is_in_the_app() {
    let mut on_disk: Vec<String> = std::fs::read_dir("content/counting")
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".txt"))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = FILES.iter().map(|(n, _)| n.to_string()).collect();
    listed.sort();
    assert_eq!(
        listed, on_disk,
        "list every file of content/counting in src/counting/library.rs"
    );
    let total: usize = FILES
        .iter()
        .map(|(_, text)| weiqi::counting::parse_positions(text).unwrap().len())
        .sum();
    assert_eq!(
        library().len(),
        total,
        "every hand-made position is in the trainer"
    );
}

#[test]
fn positions_fit_the_level() {
    for size in [9u8, 13, 19] {
        for dead in [false, true] {
            for seed in 0..12 {
                let level = Level {
                    size,
                    dead,
                    seki: false,
                };
                let t = next_task(level, Mode::Count, seed, &[]);
                assert_eq!(t.size().get(), size);
                assert_eq!(
                    !t.dead.is_empty(),
                    dead,
                    "{size}×{size}, dead {dead}, seed {seed}\n{}",
                    t.board
                );
                assert_eq!(weiqi::counting::unsettled_reason(&t.board, &t.dead), None);
            }
        }
    }
    for seed in 0..30 {
        let t = next_task(Level::default(), Mode::DeadStones, seed, &[]);
        assert!(!t.dead.is_empty(), "the drill always has dead stones");
    }
}

#[test]
fn seki_positions_come_from_the_collection() {
    let with_seki = library()
        .iter()
        .filter(|p| has_seki(&p.board, &p.dead))
        .count();
    if with_seki == 0 {
        return; // nothing to pick from yet
    }
    for seed in 0..10 {
        let t = next_task(
            Level {
                size: 9,
                dead: false,
                seki: true,
            },
            Mode::Count,
            seed,
            &[],
        );
        assert!(t.has_seki(), "{}", t.board);
        assert!(matches!(t.source, weiqi::counting::Source::HandMade(_)));
    }
}

#[test]
fn an_hour_of_practice_never_repeats_a_position() {
    // A position a minute for an hour, and more, through the reducer as the page drives it.
    let mut t = Trainer::new(
        Settings {
            mode: Mode::WhoWins,
            ..Settings::default()
        },
        1,
        0.0,
    );
    let mut boards = vec![t.task.board.clone()];
    for seed in 2..=90u64 {
        t.apply(Action::Next(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)), 0.0);
        boards.push(t.task.board.clone());
    }
    let distinct: std::collections::HashSet<String> =
        boards.iter().map(|b| b.to_string()).collect();
    assert_eq!(distinct.len(), boards.len());
}

// ---------- Statistics ----------

#[test]
fn statistics_add_up_and_keep_the_latest() {
    let mut stats = Stats::default();
    for i in 0..40u32 {
        stats.add(Attempt {
            mode: Mode::Count,
            size: 9,
            right: i % 4 != 0,
            ms: 1_000 * (i + 1),
        });
    }
    stats.add(Attempt {
        mode: Mode::WhoWins,
        size: 13,
        right: true,
        ms: 4_000,
    });
    let t = stats.totals(Mode::Count, 9).unwrap();
    assert_eq!((t.done, t.right, t.accuracy()), (40, 30, 75));
    assert_eq!(t.average_seconds(), 21); // 1 + … + 40 seconds over 40, rounded
    assert_eq!(stats.done(), 41);
    assert_eq!(stats.recent.len(), RECENT);
    assert_eq!(stats.recent.last().unwrap().mode, Mode::WhoWins);
    assert_eq!(stats.totals(Mode::Timed, 9), None);

    let bars = chart_bars(&stats.recent);
    assert_eq!(bars.len(), RECENT);
    assert!(bars.windows(2).all(|w| w[0].x < w[1].x));
    assert!(bars.iter().all(|b| b.height >= 2 && b.height <= 80));
    assert!(chart_bars(&[]).is_empty());

    let mut store = MemoryStore::new();
    save(&mut store, &stats).unwrap();
    assert_eq!(load::<Stats>(&mut store), LoadOutcome::Loaded(stats));
    let settings = Settings {
        mode: Mode::Timed,
        level: Level {
            size: 13,
            dead: true,
            seki: false,
        },
        side: CountSide::Alternate,
    };
    save(&mut store, &settings).unwrap();
    assert_eq!(load::<Settings>(&mut store), LoadOutcome::Loaded(settings));
    assert!(store.get("weiqi.counting.stats").unwrap().is_some());
}

#[test]
fn handicap_games_say_no_komi_and_komi_free_games_say_why() {
    let all = weiqi::counting::library();
    let handicap = all
        .iter()
        .find(|p| p.name == "nineteen-four-stone-handicap")
        .expect("the position");
    let t = Task::from_position(handicap);
    assert_eq!(
        say(&weiqi::counting::KomiNote::of_task(&t)),
        "no komi, but 2 stones given back for the 4 handicap stones"
    );
    assert!(!say(&weiqi::counting::benchmark(&t, Color::Black)).contains("stones of komi"));
    for p in all.iter().filter(|p| p.komi.quarters().0 == 0) {
        assert!(
            p.note.contains("played without komi"),
            "{}: {}",
            p.name,
            p.note
        );
    }
}
