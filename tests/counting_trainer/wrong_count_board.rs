//! The board after a wrong count: the side's areas, stones and shared points, the chosen
//! area and the sizes entered.

use super::*;

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
    // The first wrong count is a nudge: no amount, and the board does not count for the
    // learner yet.
    assert!(text(&t).starts_with("Not 32: that is too few. Count again."), "{}", text(&t));
    assert!(board_view(&t).labels.iter().all(|(p, _)| t.task.board.get(*p) != Some(Color::Black)), "no stones numbered yet");
    t.apply(Action::Count("32".into()), 5.0);
    assert!(text(&t).starts_with("Not 32: that is"), "{}", text(&t));
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
    // Tapped on B8, the area is named by that point, as the answer box names it.
    assert!(
        text(&t).contains("The area at B8 is chosen"),
        "{}",
        text(&t)
    );
    assert_eq!(t.selected(), Some(pt("B8", size)));
    t.apply(Action::AreaSize("many".into()), 1.0);
    assert!(text(&t).contains("a whole number"));
    t.apply(Action::AreaSize("22".into()), 1.0);
    assert!(text(&t).contains("Not 22: count the area at B8 again"), "{}", text(&t));
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
