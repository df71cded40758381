//! Checking the learner's answers: typed amounts, dead-stone marks and why a group lives,
//! counts and their likely mistakes, and results part by part.

use super::*;

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
        ("1집 반", 6),
        ("3집반", 14),
        ("반집", 2),
        ("1.5집", 6),
        ("13目半", 54),
        ("2点", 8),
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
        "The white stone at F9 is alive: it stands in its own side's area, which it and the living stones at E8 surround together (35 points), so Black cannot capture it."
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
    // 33½ also fits the shared point taken off: one reply, one idea, the likelier one.
    assert!(!hint("33½").contains("Did you take the 1 shared point off"), "{}", hint("33½"));
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
