//! The player's own learner-facing sentences (lesson files bring the rest), in one place so
//! they can be reviewed and translated together.

use crate::rules::{BoardSize, Color, Point, Quarters};

/// Fixed sentences.
pub struct PlayerText {
    pub well_done: &'static str,
    pub not_this_move: &'static str,
    pub already_solved: &'static str,
    pub already_marked: &'static str,
    pub not_a_number: &'static str,
    pub count_again: &'static str,
    pub not_this_point: &'static str,
    pub show_points: &'static str,
    pub show_choice: &'static str,
    pub watched: &'static str,
    pub hint_capture: &'static str,
    pub hint_save: &'static str,
    pub hint_play: &'static str,
    pub hint_points: &'static str,
    pub hint_number: &'static str,
    pub hint_choice: &'static str,
    pub not_dead: &'static str,
    pub no_stone_here: &'static str,
    pub zero_liberties: &'static str,
    pub not_a_quarter: &'static str,
    pub count_area_again: &'static str,
    pub counted_dead_as_alive: &'static str,
    pub given_again: &'static str,
}

pub const TEXT: PlayerText = PlayerText {
    well_done: "Well done.",
    not_this_move: "That is not the move we are looking for here.",
    already_solved: "You have done this step. Press Next to go on.",
    already_marked: "You have marked that point already.",
    not_a_number: "Please type a number, for example 4.",
    count_again: "Count again, slowly, one by one.",
    not_this_point: "Not that point.",
    show_points: "The points you have not found yet are marked. Click each of them.",
    show_choice: "The right answer is marked. Choose it.",
    watched: "You have seen the whole sequence. Press Next when you are ready.",
    hint_capture: "Look at the marked points: they are the liberties left. Take them away one by one.",
    hint_save: "The stones you must save have only one liberty, marked. Give them more liberties.",
    hint_play: "Look for the move that does what the text asks.",
    hint_points: "Go through the points one by one, and check each against the rule in the text.",
    hint_number: "Point at each one with your finger and count aloud.",
    hint_choice: "Read the text above the board again, then look at the board.",
    not_dead: "These stones are not dead: they cannot be captured, so they stay on the board at the end.",
    no_stone_here: "There is no stone on that point.",
    zero_liberties: "0 would mean the stones have no liberty at all: then they would already be captured and off the board.",
    not_a_quarter: "The answer is a whole number, or a whole number and a half or a quarter, for example 40½ or 3¾.",
    count_area_again: "Add the living stones, the empty points they surround, and half of the shared points.",
    counted_dead_as_alive: "You counted the dead stones as if they were alive. Dead stones come off the board: their points belong to the other side.",
    given_again: "Read the question again and work it out step by step.",
};

/// "Play on C3." for show-me.
pub fn play_here(p: Point, size: BoardSize) -> String {
    format!("Play on the marked point, {}.", p.to_gtp(size))
}

/// Show-me when the answer is to pass.
pub fn press_pass() -> String {
    "Press the Pass button.".to_string()
}

/// "Good. White answers at D4. Your move."
pub fn answered(color: Color, at: Option<Point>, size: BoardSize) -> String {
    match at {
        Some(p) => format!("Good. {color} answers at {}. Your move again.", p.to_gtp(size)),
        None => format!("Good. {color} passes. Your move again."),
    }
}

/// After a wrong move, the opponent's answer.
pub fn punished(color: Color, at: Option<Point>, size: BoardSize) -> String {
    match at {
        Some(p) => format!("{color} answers at {}.", p.to_gtp(size)),
        None => format!("{color} passes."),
    }
}

/// After an answer that took some of the learner's stones: "White captures 2 of your
/// stones."; empty when it took none.
pub fn captures_yours(color: Color, n: usize) -> String {
    match n {
        0 => String::new(),
        1 => format!("{color} captures one of your stones."),
        n => format!("{color} captures {n} of your stones."),
    }
}

/// A point found in a points task.
pub fn found(p: Point, size: BoardSize, left: usize) -> String {
    match left {
        0 => format!("Yes, {}.", p.to_gtp(size)),
        1 => format!("Yes, {}. One more to find.", p.to_gtp(size)),
        n => format!("Yes, {}. {n} more to find.", p.to_gtp(size)),
    }
}

/// "The white stone" or "The 3 white stones".
fn the_stones(color: Color, stones: usize) -> String {
    let whose = color.name().to_lowercase();
    match stones {
        1 => format!("The {whose} stone"),
        n => format!("The {n} {whose} stones"),
    }
}

/// Capture task: the target still has liberties.
pub fn still_has_liberties(color: Color, stones: usize, liberties: usize) -> String {
    let them = the_stones(color, stones);
    let (has, stays) = if stones == 1 { ("has", "it stays") } else { ("have", "they stay") };
    match liberties {
        1 => format!("{them} still {has} 1 liberty (marked), so {stays} on the board."),
        n => format!("{them} still {has} {n} liberties (marked), so {stays} on the board."),
    }
}

/// Capture task: the target was left in atari and runs out of it.
pub fn runs_out(color: Color, at: Point, size: BoardSize, liberties: usize) -> String {
    format!("{color} runs out at {}: now the stones have {liberties} liberties and get away.", at.to_gtp(size))
}

/// Save task: the group was left in atari and the opponent takes it.
pub fn captured_in_atari(opponent: Color, at: Point, size: BoardSize, stones: usize) -> String {
    let (yours, had) = if stones == 1 { ("your stone", "It") } else { ("your stones", "They") };
    format!(
        "{had} still had only one liberty, {}: {opponent} plays there and captures {yours}.",
        at.to_gtp(size)
    )
}

/// A move said after it is played: "Black C3. Captures 1 stone."
pub fn played(color: Color, at: Point, size: BoardSize, captured: usize) -> String {
    match captured {
        0 => format!("{color} {}.", at.to_gtp(size)),
        1 => format!("{color} {}. Captures 1 stone.", at.to_gtp(size)),
        n => format!("{color} {}. Captures {n} stones.", at.to_gtp(size)),
    }
}

/// A move said after it is played, when it puts the task's target in atari.
pub fn target_in_atari(color: Color, stones: usize) -> String {
    let them = the_stones(color, stones);
    if stones == 1 {
        format!("{them} has only 1 liberty left.")
    } else {
        format!("{them} have only 1 liberty left.")
    }
}

/// Liberties task: a point with a stone.
pub fn not_empty(p: Point, size: BoardSize) -> String {
    format!("{} has a stone on it. Liberties are empty points.", p.to_gtp(size))
}

/// Liberties task: a diagonal point.
pub fn diagonal(p: Point, size: BoardSize) -> String {
    format!(
        "{} touches the group only corner to corner (diagonally). Only points joined along a line are liberties.",
        p.to_gtp(size)
    )
}

/// Liberties task: a point that does not touch the group.
pub fn not_touching(p: Point, size: BoardSize) -> String {
    format!("{} does not touch the group along a line.", p.to_gtp(size))
}

/// Forbidden task: a legal point.
pub fn allowed_here(color: Color, p: Point, size: BoardSize, liberties: usize, captures: usize) -> String {
    if captures > 0 {
        format!("{color} may play on {}: the stone captures, so it gets liberties.", p.to_gtp(size))
    } else if liberties == 1 {
        format!("{color} may play on {}: the stone would still have 1 liberty.", p.to_gtp(size))
    } else {
        format!("{color} may play on {}: the stone would have {liberties} liberties.", p.to_gtp(size))
    }
}

/// Shared-points task: a point that belongs to one side.
pub fn owned_by(color: Color, p: Point, size: BoardSize) -> String {
    format!("{} is surrounded only by {color}, so it belongs to {color}.", p.to_gtp(size))
}

/// Stars task.
pub fn not_a_star(p: Point, size: BoardSize) -> String {
    format!("{} is not a star point. Star points are the dots drawn on the board.", p.to_gtp(size))
}

/// Number task, wrong answer.
pub fn not_that_number(given: Quarters) -> String {
    format!("Not {}.", given.stones_text())
}

/// Number task, show-me.
pub fn the_answer_is(answer: Quarters) -> String {
    format!("The answer is {}. Type it in.", answer.stones_text())
}
