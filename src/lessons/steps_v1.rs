//! The course's steps as they stood when progress was kept by step number (version 1 of the
//! progress record): the id of each step, in that old order, so a save from then still marks
//! the same steps. Frozen: never change it when lessons change.

/// Per lesson, the ids of its steps in the order of version 1.
pub const V1_STEP_IDS: &[(&str, &[&str])] = &[
    ("01-board", &["how-to-win", "stones-on-points", "count-points", "point-names", "no-letter-i", "star-points-19", "tengen", "star-points-9", "black-has-more-stones", "take-turns", "stones-stay", "pass-ends-game"]),
    ("02-liberties", &["centre", "edge", "corner", "occupied-and-diagonal", "group", "diagonal-not-joined", "count-once", "surrounded"]),
    ("03-capture", &["atari", "capture-one", "capture-group", "capture-edge", "capture-corner", "capture-first", "save-from-atari"]),
    ("04-forbidden", &["no-liberties", "group-no-liberties", "capture-allowed", "find-forbidden", "forbidden-for-one", "over-the-board"]),
    ("05-ko", &["capture-one", "liberty-after", "take-back-watch", "ko-rule", "ko-fight-watch", "take-ko", "answer-threat", "whole-fight", "over-the-board"]),
    ("05a-techniques", &["ladder-watch", "play-ladder", "ladder-breaker", "net-watch", "snapback"]),
    ("06-life-and-death", &["eye-forbidden", "both-eyes", "two-eyes-alive", "one-eye-dead", "make-two-eyes", "stop-two-eyes", "false-eye-count", "false-eye-capture", "seki-watch", "seki-alive", "seki-shared"]),
    ("07-end-of-game", &["pass-to-end", "open-points", "take-open-point", "resign", "mark-dead", "remove-dead-watch", "disagree", "play-it-out", "playing-on-costs-nothing"]),
    ("08-counting", &["mark-dead", "area", "shared-point", "half-point", "half-board", "half-big-board", "komi-black-wins", "komi-white-wins", "stones-to-points", "count-in-tens-watch", "count-a-game", "nine-by-nine-komi", "white-count", "white-target", "count-big-board"]),
    ("09-competition", &["nigiri-count", "nigiri-right-guess", "nigiri-wrong-guess", "countdown-in-time", "countdown-full-minute", "countdown-calls", "last-minute", "short-countdown", "handicap-watch", "handicap-points", "handicap-first-move", "handicap-target", "handicap-winner", "resign-watch", "whole-board-watch", "triple-ko", "referee", "resign-corner"]),
];

/// The id of step `index` (from 0) of `lesson` as it was in version 1, if that step had one.
pub fn step_id(lesson: &str, index: usize) -> Option<&'static str> {
    V1_STEP_IDS.iter().find(|(id, _)| *id == lesson).and_then(|(_, steps)| steps.get(index).copied())
}
