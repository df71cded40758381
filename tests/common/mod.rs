//! Helpers shared by more than one test file.
#![allow(dead_code)]

pub mod same_moves;
