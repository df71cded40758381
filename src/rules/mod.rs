//! The rules engine: the Chinese rules of Go, with no I/O and no web dependencies.

mod color;
mod point;

pub use color::Color;
pub use point::{BoardSize, CoordError, Point, MAX_SIZE};
