//! A full game against the computer or between two players on one device, as pure state: the
//! new-game form ([`new_game`]), the settings and nigiri ([`settings`]), the clock and the
//! referee's calls ([`clock`]), the reducer ([`state`]), the computer's messages and its
//! worker's side ([`computer`]), hints and teaching-mode warnings ([`coach`]), results by
//! level ([`results`]), the next game proposed from the learner's rating ([`next_game`]), the review of a game ([`review`]), the ready-made games a lesson sends the learner to ([`preset`]), what
//! the board shows ([`view`]) and the saved form that survives a reload ([`saved`]).
//! The Play page (`pages::play`) draws it and carries out sounds, speech and storage.

pub mod clock;
pub mod coach;
pub mod kept;
pub mod computer;
pub mod new_game;
pub mod next_game;
pub mod open;
pub mod preset;
pub use weiqi_course::preset_name;
pub mod replace;
pub mod results;
pub mod review;
pub mod review_record;
pub mod said;
pub mod saved;
pub mod session;
pub mod settings;
pub mod state;
pub mod view;

pub use clock::{Call, CallKind, Clock, ClockFace, FaceDetail, TimeControl};
pub use said::Said;
pub use saved::SavedGame;
pub use settings::{Goal, Nigiri, Opponent, Parity, Settings};
pub use state::{Action, Effect, Notice, Phase, PlayState};
