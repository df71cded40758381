//! A lesson: what its file holds ([`format`]), from file words to the engine ([`setup`],
//! [`judge`]; [`fault`]: what can be wrong with a step's data), one step's state and its pure
//! reducer ([`player`]), what the player says as data ([`note`]), the board picture
//! ([`view`]) and the part of the board a step is about ([`region`]), and the words of the
//! content ([`prose`], [`text`]).

pub mod fault;
pub mod format;
pub mod judge;
pub mod note;
pub mod player;
pub mod prose;
pub mod region;
pub mod setup;
pub mod text;
pub mod view;
