//! Finished positions for the counting trainer: a generator of new ones and the test that a
//! position is settled enough to count.

mod generate;
mod settled;

pub use generate::{generate, Generated, GeneratorOptions};
pub use settled::{unsettled_reason, Unsettled};
