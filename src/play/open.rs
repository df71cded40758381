//! Opening a game record (SGF) on the Play page: the game as far as the rules allow, with a
//! message saying where and why it stopped, the record's name and its first comment.

use super::{PlayState, Settings, TimeControl};
use crate::record::load_game;
use crate::rules::Ruleset;
use crate::sgf::GameRecord;

/// Learner-facing text about an opened record.
struct OpenText {
    opened: &'static str,
    setup_later: &'static str,
}

const TEXT: OpenText = OpenText {
    opened: "Record opened",
    setup_later: "The record sets up stones after move",
};

/// Opens a record: the game as far as the rules allow, with a message saying where and why
/// it stopped, and the record's name and first comment. A bad file gives the reader's
/// sentence and changes nothing.
///
/// # Errors
/// The reader's sentence for a file that is not a readable record.
pub fn open_record(text: &str, base: &Settings) -> Result<(PlayState, Option<String>), String> {
    let record = GameRecord::parse(text).map_err(|e| e.to_string())?;
    let ruleset = Ruleset::CHINESE.with_ko(base.ko);
    let loaded = load_game(&record, ruleset);
    let game = loaded.game;
    let info = &record.info;
    let settings = Settings {
        size: info.size.get(),
        handicap: game.handicap(),
        komi: game.ruleset().komi.quarters(),
        ko: base.ko,
        time: TimeControl::None,
        speech: base.speech,
        black: info.black.clone().unwrap_or_else(|| "Black".into()),
        white: info.white.clone().unwrap_or_else(|| "White".into()),
    };
    let mut notes = vec![match &info.game_name {
        Some(name) => format!("{}: {name}.", TEXT.opened),
        None => format!("{}.", TEXT.opened),
    }];
    if let Some(comment) = record.root().comment.as_ref().filter(|c| !c.trim().is_empty()) {
        notes.push(comment.trim().to_string());
    }
    if loaded.moves_before_start > 0 {
        notes.push(format!("{} {}; the game starts from there.", TEXT.setup_later, loaded.moves_before_start));
    }
    if let Some(stop) = &loaded.stopped {
        notes.push(stop.sentence(info.size));
    }
    let mut state = PlayState::from_game(game, settings);
    state.announcement = format!(
        "{} {} moves. {} to play.",
        notes[0],
        state.game.move_number(),
        state.game.to_move()
    );
    Ok((state, Some(notes.join(" "))))
}

