//! One module per page of the app. Each keeps its learner-facing text in a `TEXT` constant at
//! the top, so the wording can be reviewed and translated in one place.

pub mod count;
pub mod data;
pub mod glossary;
pub mod home;
pub mod learn;
pub mod lesson;
pub mod not_found;
pub mod play;
pub mod practice;
