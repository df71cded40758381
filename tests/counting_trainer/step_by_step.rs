//! The step-by-step count: counted in tens, then the result.

use super::*;

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
    assert_eq!(captions[9], "Half the board is 40½; with 3¾ stones of komi Black needs more than 44¼. Black has 34½. White wins by 9¾ stones (19½ points).");
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
    assert_eq!(say(&white.last().unwrap().caption), "Half the board is 40½; with 3¾ stones of komi White needs more than 36¾. White has 46½. White wins by 9¾ stones (19½ points).");
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
    assert_eq!(say(&last.caption), "Half the board is 180½; with 3¾ stones of komi Black needs more than 184¼. Black has 185. Black wins by ¾ stone (1½ points).");
}
