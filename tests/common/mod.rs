//! Helpers shared by integration tests (`mod common;` in a test file). Not a test itself:
//! Cargo builds only the files directly in `tests/` as tests.

pub mod gnugo;
pub mod katago;
pub mod reading;
pub mod verdicts;
