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
    hint_save: "Your group has only one liberty, marked. Give it more liberties.",
    hint_play: "Look for the move that does what the text asks.",
    hint_points: "Go through the points one by one, and check each against the rule in the text.",
    hint_number: "Point at each one with your finger and count aloud.",
    hint_choice: "Read the text above the board again, then look at the board.",
    not_dead: "These stones are not dead.",
    no_stone_here: "There is no stone on that point.",
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

/// A point found in a points task.
pub fn found(p: Point, size: BoardSize, left: usize) -> String {
    match left {
        0 => format!("Yes, {}.", p.to_gtp(size)),
        1 => format!("Yes, {}. One more to find.", p.to_gtp(size)),
        n => format!("Yes, {}. {n} more to find.", p.to_gtp(size)),
    }
}

/// Capture task: the target still has liberties.
pub fn still_has_liberties(color: Color, n: usize) -> String {
    let whose = color.name().to_lowercase();
    match n {
        1 => format!("The {whose} stones still have 1 liberty (marked), so they stay on the board."),
        n => format!("The {whose} stones still have {n} liberties (marked), so they stay on the board."),
    }
}

/// Save task: the group is still in atari.
pub fn still_in_atari() -> String {
    "Your group still has only one liberty (marked), so it can be captured.".to_string()
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
