//! Practice problems, written in the lesson step format: what a set's file holds
//! ([`format`]), the fight a problem is about and how far the reader looks ([`fight`]), and
//! one problem being solved, with an answer to any wrong move ([`attempt`]); the generated
//! problems ([`generate`], [`generated`]).

pub mod attempt;
pub mod fight;
pub mod format;
pub mod generate;
pub mod generated;

pub use generate::generate;
pub use generated::{parse, GeneratedProblem, Kind};
