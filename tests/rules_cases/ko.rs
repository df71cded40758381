//! Ko and superko: snapback is not ko, the retake waits for a threat, triple ko and sending
//! two returning one stopped by superko, and the move whose position would return.

use super::*;

#[test]
fn snapback_is_not_ko() {
    let mut g = game(
        "
        . . X . .
        O O X . .
        X X X . .
        . . . . .
        . . . . .",
        Color::Black,
    );
    play(&mut g, "A5"); // throw in
    assert_eq!(play(&mut g, "B5").captured, pts(&g, &["A5"]));
    // Black plays on the same point again and takes three stones: no repetition.
    assert_eq!(play(&mut g, "A5").captured, pts(&g, &["B5", "A4", "B4"]));
}

#[test]
fn ko_retake_must_wait_for_a_threat() {
    for rules in [Ruleset::CHINESE, Ruleset::SIMPLE_KO, Ruleset::SITUATIONAL] {
        let mut g = game_with(KO, Color::Black, rules);
        assert_eq!(play(&mut g, "C4").captured, pts(&g, &["B4"]));
        let err = refused(&mut g, "B4");
        assert_eq!(
            err,
            IllegalMove::Ko { point: pt(&g, "B4"), color: Color::White, ko_stone: pt(&g, "C4") }
        );
        assert!(err.sentence(g.size()).starts_with("This is a ko."));
        play(&mut g, "E1"); // a ko threat
        play(&mut g, "E2"); // Black answers it
        assert_eq!(play(&mut g, "B4").captured, pts(&g, &["C4"]));
    }
}

const TRIPLE_KO: &str = "
    . X O . . . O X .
    X O . O . O X . X
    . X O . . . O X .
    . . . . . . . . .
    . X O . . . . . .
    X O . O . . . . .
    . X O . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

#[test]
fn triple_ko_is_stopped_only_by_superko() {
    let cycle = ["C8", "H8", "C4", "B8", "G8"];
    let mut g = game(TRIPLE_KO, Color::Black);
    for m in cycle {
        assert_eq!(play(&mut g, m).captured.len(), 1, "{m} takes a ko");
    }
    // The sixth capture would bring back the starting position.
    let err = refused(&mut g, "B4");
    assert_eq!(err, IllegalMove::Superko { point: pt(&g, "B4"), color: Color::White, repeats_move: 0 });
    assert_eq!(
        err.sentence(g.size()),
        "This move would make the whole board exactly as it was at the start, and no position may repeat."
    );
    // Under the simple ko rule the cycle goes on for ever.
    let mut simple = game_with(TRIPLE_KO, Color::Black, Ruleset::SIMPLE_KO);
    for m in cycle.iter().chain(&["B4"]).chain(&cycle) {
        play(&mut simple, m);
    }
}

const SEND_TWO_RETURN_ONE: &str = "
    . X . X .
    O O X . .
    . . . . .
    . . . . .
    . . . . .";

#[test]
fn send_two_return_one_is_a_repetition() {
    let mut g = game(SEND_TWO_RETURN_ONE, Color::Black);
    play(&mut g, "A5"); // sends two stones
    assert_eq!(play(&mut g, "C5").captured, pts(&g, &["A5", "B5"]));
    // Returning one would recreate the start.
    assert!(matches!(refused(&mut g, "B5"), IllegalMove::Superko { repeats_move: 0, .. }));

    // Situational superko allows it: at the start Black was to move, now White would be.
    let mut s = game_with(SEND_TWO_RETURN_ONE, Color::Black, Ruleset::SITUATIONAL);
    play(&mut s, "A5");
    play(&mut s, "C5");
    assert_eq!(play(&mut s, "B5").captured, pts(&s, &["C5"]));
    assert_eq!(s.board(), &Board::from_ascii(SEND_TWO_RETURN_ONE).unwrap());
}

#[test]
fn superko_names_the_move_whose_position_would_return() {
    let mut g = game(TRIPLE_KO, Color::Black);
    play(&mut g, "E1");
    play(&mut g, "E2");
    for m in ["C8", "H8", "C4", "B8", "G8"] {
        play(&mut g, m);
    }
    let err = refused(&mut g, "B4");
    assert_eq!(err, IllegalMove::Superko { point: pt(&g, "B4"), color: Color::White, repeats_move: 2 });
    assert_eq!(
        err.sentence(g.size()),
        "This move would make the whole board exactly as it was after move 2, and no position may repeat."
    );
}
