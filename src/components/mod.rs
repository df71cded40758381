//! Building blocks shared by the pages: props in, callbacks out, no game logic.

pub mod download;
pub mod goban;
pub mod language_picker;
pub mod long_text;
pub mod nav;
pub mod not_found;
pub mod page_title;
pub mod skip_link;
pub mod stage;
pub mod step;
pub mod theme_toggle;
pub mod your_rank;
