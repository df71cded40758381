//! The words for a line of `content/problems/generated.txt` that does not read
//! ([`crate::problems::generated::BadLine`]), for the author of the generator.

use std::fmt;

use crate::problems::generated::{BadLine, Fault};

impl fmt::Display for Fault {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Fault::Fields(n) => write!(f, "nine fields expected, found {n}"),
            Fault::Id(id) => write!(f, "the id {id} is not a kind and a seed, like ladder-41"),
            Fault::Kyu(kyu) => write!(f, "the rating {kyu} is not a whole number from 10 to 30"),
            Fault::Task(task) => write!(f, "the task {task} is not c, s or p"),
            Fault::Size(size) => write!(f, "the size {size} is not 7 or 9"),
            Fault::Point(text) => write!(f, "{text} is not a run of SGF points on the board"),
            Fault::Twice(p) => write!(f, "{p} holds two stones"),
            Fault::EmptyTarget(p) => write!(f, "the target {p} is an empty point"),
            Fault::Wrong(w) => write!(f, "the wrong move {w} is not written at>answer"),
            Fault::SameId(id) => write!(f, "the id {id} is used on an earlier line"),
        }
    }
}

impl fmt::Display for BadLine {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}: {}", self.number, self.fault, self.text)
    }
}
