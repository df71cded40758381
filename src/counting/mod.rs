//! Finished positions for the counting trainer: hand-made ones from `content/counting/`, a
//! generator of new ones, and the test that a position is settled enough to count. Also the
//! trainer itself, as pure state: picking positions, checking and explaining answers, the
//! step-by-step count, and the learner's statistics.

mod check;
mod explain;
mod generate;
mod library;
mod note;
mod phase;
mod positions;
mod round;
mod stats;
mod task;
mod trainer;
mod view;

pub use check::{
    check_count, check_marks, check_result, group_list, parse_amount_input, shared_points,
    side_regions, why_alive, why_dead, CountCheck, CountHint, GroupNote, GroupRef, GroupWhy, Life,
    MarkCheck, RegionNote, ResultAnswer, ResultCheck, Tally, first_nudge, why_not_winner, WinnerHint,
};
pub use explain::{
    benchmark, count_frames, Benchmark, Caption, Counted, Frame, KomiNote, Subtotal,
};
pub use generate::{generate, Generated, GeneratorOptions};
pub use library::{install, library, library_is_in, note_in, use_notes};
#[cfg(not(target_arch = "wasm32"))]
pub use library::FILES;
pub use positions::{parse_positions, Position, PositionError, PositionFault};
pub use round::{seconds_per_position, Round, ROUND};
pub use crate::rules::{unsettled_reason, Unsettled};
pub use stats::{chart_bars, Attempt, Bar, Stats, Totals, CHART, RECENT};
pub use task::{has_seki, next_task, seki_eyes, CountSide, Level, Mode, SekiShare, Source, Task};
pub use note::{Feedback, Note, Tone};
pub use phase::{Phase, Stage};
pub use trainer::{Action, Explain, Settings, Trainer};
pub use view::board_view;
