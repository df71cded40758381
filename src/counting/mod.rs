//! Finished positions for the counting trainer: hand-made ones from `content/counting/`, a
//! generator of new ones, and the test that a position is settled enough to count.

mod generate;
mod positions;
mod settled;

pub use generate::{generate, Generated, GeneratorOptions};
pub use positions::{parse_positions, Position};
pub use settled::{unsettled_reason, Unsettled};
