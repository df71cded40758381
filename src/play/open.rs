//! Opening a game record (SGF) on the Play page: the game as far as it can be replayed, and
//! a report of what the learner should know about it: its name and first comment, the
//! rules it was played under, the moves kept because those rules allow them, where it
//! stopped, and what the reader had to overlook.

use super::{PlayState, Settings, TimeControl};
use crate::decimal::parse_decimal;
use crate::record::{dead_stones_of, load_game, recorded_end, GameRules, KeptMove, LoadStop, RecordedEnd};
use crate::rules::{BoardSize, DeadStones, Game, GameEnd, Ruleset};
use crate::sgf::{GameRecord, Lenient, Overtime, PropValue, Property, SgfError, Warning};

/// What opening a record found, as data; `crate::text::open_notes` words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OpenReport {
    /// The board size, for naming points.
    pub size: BoardSize,
    /// `GN`.
    pub game_name: Option<String>,
    /// The first node's comment.
    pub comment: Option<String>,
    /// The rules the record names (`RU`).
    pub rules: GameRules,
    /// Moves before a later setup node, where the game starts afresh (0 if none).
    pub moves_before_start: usize,
    /// Moves the Chinese rules forbid, kept because the record's rules allow them.
    pub kept: Vec<KeptMove>,
    /// Why loading stopped before the end, if it did.
    pub stopped: Option<LoadStop>,
    /// What the reader overlooked in the file.
    pub warnings: Vec<Warning>,
    /// Variations beside the main line, which is the line opened (0 if none).
    pub variations: usize,
}

/// Opens a record from pasted text (already text, so `CA` is not used), read leniently. A
/// player the record does not name stays unnamed (the page calls them by their colour, in
/// the language of the moment).
///
/// # Errors
/// Why the text holds no readable game (worded by `text`); nothing changes then.
pub fn open_record(text: &str, base: &Settings) -> Result<(PlayState, OpenReport), SgfError> {
    open(GameRecord::read_text(text), base)
}

/// Opens a record file's bytes: the character set by `CA`, read leniently.
///
/// # Errors
/// As [`open_record`].
pub fn open_record_bytes(bytes: &[u8], base: &Settings) -> Result<(PlayState, OpenReport), SgfError> {
    open(GameRecord::read(bytes), base)
}

fn open(read: Result<Lenient<GameRecord>, SgfError>, base: &Settings) -> Result<(PlayState, OpenReport), SgfError> {
    let Lenient { value: record, warnings } = read?;
    let moves = record.main_line().filter(|node| node.play.is_some()).count();
    if moves > crate::sgf::MAX_GAME_MOVES {
        return Err(SgfError::TooManyMoves { moves });
    }
    let ruleset = Ruleset::CHINESE.with_ko(base.ko);
    let loaded = load_game(&record, ruleset);
    let info = &record.info;
    let mut game = loaded.game;
    let settings = Settings {
        size: info.size.get(),
        handicap: game.handicap(),
        komi: game.ruleset().komi.quarters(),
        ko: base.ko,
        time: clock_of(&record),
        speech: base.speech,
        black: info.black.clone().unwrap_or_default(),
        white: info.white.clone().unwrap_or_default(),
        ..Settings::default()
    };
    let report = OpenReport {
        size: info.size,
        game_name: info.game_name.clone(),
        comment: record.root().comment.as_ref().map(|c| c.trim().to_string()).filter(|c| !c.is_empty()),
        rules: loaded.rules,
        moves_before_start: loaded.moves_before_start,
        kept: loaded.kept,
        stopped: loaded.stopped,
        warnings,
        variations: record.tree.iter().map(|(id, _)| record.tree.children(id).len().saturating_sub(1)).sum(),
    };
    let (counted, review) = if report.stopped.is_none() {
        let counted = show_recorded_end(&mut game, &record);
        // A reviewed record shows its review at once, with nothing to work out again.
        (counted, super::review_record::read_review(&record, &game))
    } else {
        (None, None)
    };
    let name = report.game_name.as_deref().map(|n| short(n, 80));
    Ok((PlayState::opened(game, settings, name, counted, review).with_source(record), report))
}

/// A finished record opens finished: a resignation or time-out in `RE` ends the game again;
/// after two passes, the dead stones the record marks (see [`crate::record::dead_stones_of`])
/// are taken as agreed when the count with them gives the record's result, so the count is
/// shown instead of asking for the dead stones again. Returns those dead stones, if so.
fn show_recorded_end(game: &mut Game, record: &GameRecord) -> Option<DeadStones> {
    let result = record.info.result.as_deref()?;
    match game.end() {
        None => {
            match recorded_end(result) {
                Some(RecordedEnd::Resigned { winner }) => game.resign(!winner),
                Some(RecordedEnd::TimeOut { winner }) => game.time_out(!winner),
                None => {}
            }
            None
        }
        Some(GameEnd::BothPassed) => {
            let dead = dead_stones_of(record, game.board());
            same_result(&game.outcome(&dead).sgf_result(), result).then_some(dead)
        }
        Some(_) => None,
    }
}

/// Whether two `RE` values say the same (`B+3.5` and `B+3.50`, `0` and `Draw`).
fn same_result(ours: &str, theirs: &str) -> bool {
    let norm = |text: &str| -> Option<(char, f64)> {
        let text = text.trim();
        if text == "0" || text.eq_ignore_ascii_case("draw") || text.eq_ignore_ascii_case("jigo") {
            return Some(('0', 0.0));
        }
        let (who, margin) = text.split_once('+')?;
        let who = who.trim().chars().next()?.to_ascii_uppercase();
        Some((who, parse_decimal(margin.trim())?))
    };
    matches!((norm(ours), norm(theirs)), (Some(a), Some(b)) if a.0 == b.0 && (a.1 - b.1).abs() < 0.01)
}

/// The clock a record names: `TM` (basic time in seconds) and `OT` in the forms
/// [`write_clock`] writes ([`Overtime`]); anything else is basic time only.
pub fn clock_of(record: &GameRecord) -> TimeControl {
    let root = record.root();
    let prop = |ident: &str| root.extra.iter().find(|p| p.ident() == ident).map(|p| p.value().simple_text());
    let main_s = prop("TM")
        .and_then(|t| parse_decimal(t.trim()))
        .filter(|s| s.is_finite() && *s >= 0.0 && *s <= 86_400.0 * 7.0)
        .map_or(0, |s| s.round() as u32);
    match prop("OT").as_deref().and_then(Overtime::parse) {
        Some(Overtime::Countdown { minutes }) => TimeControl::Countdown { main_s, minutes },
        Some(Overtime::PerMove { seconds }) => TimeControl::Fast { main_s, period_s: seconds },
        None if main_s > 0 => TimeControl::SuddenDeath { main_s },
        None => TimeControl::None,
    }
}

/// Writes the clock into the record's first node as `TM` and `OT` (see [`clock_of`]).
///
/// # Examples
/// ```
/// use weiqi::play::open::{clock_of, write_clock};
/// use weiqi::play::TimeControl;
/// use weiqi::sgf::GameRecord;
/// let mut record = GameRecord::parse("(;SZ[9];B[ee])").unwrap();
/// let clock = TimeControl::Countdown { main_s: 600, minutes: 5 };
/// write_clock(&mut record, clock);
/// assert!(record.to_sgf().contains("TM[600]"));
/// assert_eq!(clock_of(&GameRecord::parse(&record.to_sgf()).unwrap()), clock);
/// ```
pub fn write_clock(record: &mut GameRecord, time: TimeControl) {
    let (main_s, overtime) = match time {
        TimeControl::None => return,
        TimeControl::SuddenDeath { main_s } => (main_s, None),
        TimeControl::Countdown { main_s, minutes } => (main_s, Some(Overtime::Countdown { minutes })),
        TimeControl::Fast { main_s, period_s } => (main_s, Some(Overtime::PerMove { seconds: period_s })),
    };
    let root = record.tree.root_data_mut();
    root.extra.retain(|p| p.ident() != "TM" && p.ident() != "OT");
    if let Ok(value) = PropValue::from_raw(&main_s.to_string()) {
        if let Ok(property) = Property::new("TM", vec![value]) {
            root.extra.push(property);
        }
    }
    if let Some(overtime) = overtime {
        if let Ok(property) = Property::new("OT", vec![PropValue::from_text(&overtime.to_text())]) {
            root.extra.push(property);
        }
    }
}

/// At most `max_chars` characters of `text`, cut with "…" when longer (names in sentences,
/// announcements: a record can hold a name of any length).
///
/// # Examples
/// ```
/// use weiqi::play::open::short;
/// assert_eq!(short("Honinbo Shusaku", 40), "Honinbo Shusaku");
/// assert_eq!(short("abcdef", 3), "abc\u{2026}");
/// ```
pub fn short(text: &str, max_chars: usize) -> String {
    match text.char_indices().nth(max_chars) {
        None => text.to_owned(),
        Some((end, _)) => format!("{}\u{2026}", &text[..end]),
    }
}

/// How much of a long text (a record's comment, a name) is shown at first; "show more" shows
/// this much again each time, so even a comment of a megabyte never lays out all at once.
pub const SHOWN_AT_FIRST: usize = 280;

/// The first `shown` characters of `text`, and whether there is more.
///
/// # Examples
/// ```
/// use weiqi::play::open::shown_part;
/// assert_eq!(shown_part("short", 280), ("short", false));
/// assert_eq!(shown_part("abcdef", 4), ("abcd", true));
/// ```
pub fn shown_part(text: &str, shown: usize) -> (&str, bool) {
    match text.char_indices().nth(shown) {
        None => (text, false),
        Some((end, _)) => (&text[..end], true),
    }
}
