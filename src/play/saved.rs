//! The game in progress in a compact form that survives a reload: the settings, the start
//! position, the moves as SGF coordinates, the dead marks and the clocks. A saved game is
//! rebuilt by replaying its moves, so the engine checks every one again.

use serde::{Deserialize, Serialize};

use super::clock::Clock;
use super::review::{GameReview, KeptReview};
use super::settings::Settings;
use super::state::PlayState;
use crate::rules::{Board, Color, DeadStones, Game, GameEnd, Move, Point};

/// Storage key of the game in progress.
pub const KEY: &str = "weiqi.play.current";

impl crate::versioned::Record for SavedGame {
    const KEY: &'static str = KEY;
    const VERSION: u32 = 1;
}

/// A finished game handed to the counting trainer ("count this game yourself"): the trainer
/// opens its final position with the dead stones as marked (`#/count?game`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct GameToCount(pub SavedGame);

/// Written as the saved game itself.
impl crate::json::ToJson for GameToCount {
    fn write_json(&self, out: &mut String) {
        self.0.write_json(out);
    }
}

impl crate::json::FromJson for GameToCount {
    fn from_json(json: &crate::json::Json) -> Result<Self, crate::json::JsonError> {
        SavedGame::from_json(json).map(GameToCount)
    }
}

impl crate::versioned::Record for GameToCount {
    const KEY: &'static str = "weiqi.play.to-count";
    const VERSION: u32 = 1;
}

impl GameToCount {
    /// The final position as the counting trainer's task: its dead stones, the game's komi
    /// and handicap, counted as the Play page counts it. `None` if the game cannot be rebuilt.
    pub fn task(&self) -> Option<crate::counting::Task> {
        let state = self.0.restore()?;
        Some(crate::counting::Task::of_game(state.game(), state.dead()))
    }
}

/// The Play page's own preferences, kept between games.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayPrefs {
    /// Sounds off.
    pub muted: bool,
    /// Tap twice to place a stone; `None`: decide by the kind of screen.
    pub tap_to_confirm: Option<bool>,
    /// The settings of the last game started, to start the form from.
    pub last_settings: Option<Settings>,
}

weiqi_engine::json_struct!(PlayPrefs { muted, tap_to_confirm, last_settings });

impl crate::versioned::Record for PlayPrefs {
    const KEY: &'static str = "weiqi.play.prefs";
    const VERSION: u32 = 1;
}

/// The saved form of a [`PlayState`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavedGame {
    /// The settings (size, rules, clock, names).
    pub settings: Settings,
    /// Black's stones at the start, SGF coordinates run together (`"ddpp"`).
    pub start_black: String,
    /// White's stones at the start.
    pub start_white: String,
    /// Who moved first.
    pub first: Color,
    /// Handicap stones (the start's black stones are they when 2 or more).
    pub handicap: u8,
    /// The moves: `B` or `W`, then two SGF letters, or nothing for a pass, joined by spaces
    /// (`"Bdd Wpp B"`).
    pub moves: String,
    /// A resignation or time-out.
    pub end: Option<GameEnd>,
    /// Stones marked dead, SGF coordinates run together.
    pub dead: String,
    /// Who agreed with the marking.
    pub agreed: [bool; 2],
    /// The clocks as they stood.
    pub clock: Clock,
    /// The game's review, when complete: kept with the game in progress only
    /// ([`SavedGame::with_review_of`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review: Option<KeptReview>,
}

weiqi_engine::json_struct!(SavedGame { settings, start_black, start_white, first, handicap, moves, end, dead, agreed, clock, review: skip_none });

fn points_text(points: impl Iterator<Item = Point>) -> String {
    points.map(|p| p.to_sgf()).collect()
}

fn parse_points(text: &str, game_size: crate::rules::BoardSize) -> Option<Vec<Point>> {
    let bytes = text.as_bytes();
    if !bytes.len().is_multiple_of(2) {
        return None;
    }
    bytes
        .chunks(2)
        .map(|c| std::str::from_utf8(c).ok().and_then(|t| Point::parse_sgf(t, game_size).ok()))
        .collect()
}

impl SavedGame {
    /// Whether `self` is `earlier` played on (the same start and settings, `earlier`'s moves
    /// and then perhaps more): another tab went on with this tab's game, so this tab can
    /// simply show the moves made there.
    pub fn continues(&self, earlier: &SavedGame) -> bool {
        let same_start = self.settings == earlier.settings
            && self.start_black == earlier.start_black
            && self.start_white == earlier.start_white
            && self.first == earlier.first
            && self.handicap == earlier.handicap;
        let mine = earlier.moves.split_whitespace();
        same_start && self.moves.split_whitespace().count() >= mine.clone().count() && mine.zip(self.moves.split_whitespace()).all(|(a, b)| a == b)
    }

    /// The saved form of `state`.
    pub fn of(state: &PlayState) -> SavedGame {
        let game = state.game();
        let (start, first) = game.start();
        let moves: Vec<String> = game
            .moves()
            .iter()
            .map(|m| match m.mv {
                Move::Play(p) => format!("{}{}", m.color.letter(), p.to_sgf()),
                Move::Pass => m.color.letter().to_string(),
            })
            .collect();
        SavedGame {
            settings: state.settings().clone(),
            start_black: points_text(start.stones(Color::Black)),
            start_white: points_text(start.stones(Color::White)),
            first,
            handicap: game.handicap(),
            moves: moves.join(" "),
            end: match game.end() {
                Some(end @ (GameEnd::Resigned { .. } | GameEnd::TimeOut { .. })) => Some(end),
                _ => None,
            },
            dead: points_text(state.dead().iter()),
            agreed: state.agreed(),
            clock: state.clock().clone(),
            review: None,
        }
    }

    /// The same saved game with `state`'s review, if complete: the game in progress keeps it
    /// across a reload (a review of a 19×19 game takes a minute to make again). The games put
    /// aside and those sent to the computer keep none.
    pub fn with_review_of(mut self, state: &PlayState) -> SavedGame {
        self.review = state.analysis().and_then(|review| review.kept(state.game()));
        self
    }

    /// The game rebuilt by replaying the moves; `None` if anything does not fit (a damaged
    /// or foreign record).
    pub fn restore(&self) -> Option<PlayState> {
        let size = crate::rules::BoardSize::new(u32::from(self.settings.size)).ok()?;
        let ruleset = self.settings.ruleset();
        let black = parse_points(&self.start_black, size)?;
        let white = parse_points(&self.start_white, size)?;
        let mut board = Board::new(size);
        let stones: Vec<_> = black
            .iter()
            .map(|&p| (p, Some(Color::Black)))
            .chain(white.iter().map(|&p| (p, Some(Color::White))))
            .collect();
        board.set_many(&stones);
        // A damaged record could hold stones that fill the board: then there is no game.
        let mut game = if self.handicap >= 2 && white.is_empty() {
            Game::with_handicap(size, ruleset, &black).ok()?
        } else {
            Game::from_setup(board, self.first, ruleset).ok()?
        };
        for token in self.moves.split_whitespace() {
            let color = match token.as_bytes().first()? {
                b'B' => Color::Black,
                b'W' => Color::White,
                _ => return None,
            };
            let mv = match token.get(1..)? {
                "" => Move::Pass,
                coords => Move::Play(Point::parse_sgf(coords, size).ok()?),
            };
            if game.end() == Some(GameEnd::BothPassed) {
                game.resume();
            }
            game.play_as(color, mv).ok()?;
        }
        match self.end {
            Some(GameEnd::Resigned { winner }) => game.resign(!winner),
            Some(GameEnd::TimeOut { winner }) => game.time_out(!winner),
            _ => {}
        }
        let dead = DeadStones::from_points(parse_points(&self.dead, size)?);
        Some(PlayState::restored(game, self.settings.clone(), dead, self.agreed, self.clock.clone()))
    }

    /// The game in progress rebuilt ([`SavedGame::restore`]) with the review it kept; a kept
    /// review that does not fit the game is left out, and the game taken up all the same. (The
    /// computer's worker restores games without: it has no use for a review's mistakes.)
    pub fn restore_with_review(&self) -> Option<PlayState> {
        let state = self.restore()?;
        let review = self.review.as_ref().and_then(|kept| GameReview::from_kept(state.game(), kept));
        Some(state.with_review(review))
    }
}
