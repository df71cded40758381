//! The state of a game on the Play page and its reducer: every click, key and clock tick
//! becomes an [`Action`], and [`PlayState::apply`] works out what follows. Pure: no browser
//! code; sounds and speech are left as [`Effect`]s for the page to carry out.
//!
//! Here: the types and the constructors; what a state tells (its fields, and the questions
//! the page asks of it) is in [`read`]; the reducer, action by action, is in [`apply`]; what a move, a pass, an undo, the computer's move and a clock tick do is in
//! [`moves`].

use std::rc::Rc;

use serde::{Deserialize, Serialize};

use super::clock::{Call, Clock};
use super::coach::{Danger, HintAnswer, HintChoice, HintReason, Loss};
use super::computer::DeadGroup;
use super::settings::Settings;
use crate::bot::{BotMove, EndReason};
use super::review::{GameReview, Look};
use super::said::Said;
use crate::board_view::Shade;
use crate::rules::{Color, DeadStones, Game, IllegalMove, Point};

mod apply;
mod moves;
mod read;

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Moves are being played.
    Playing,
    /// Both passed: the players mark dead stones and agree.
    Marking,
    /// Both agreed: the count stands.
    Counted,
    /// Someone resigned or ran out of time.
    Over,
}

/// Something the learner is told after an action, with the points to show on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    /// Why the move was refused.
    pub why: IllegalMove,
    /// Points to mark as the problem (the suicide group, the ko stone, the point tried).
    pub problem: Vec<Point>,
    /// For a superko: the move number whose position the move would repeat.
    pub earlier: Option<usize>,
}

/// Help from the computer's side of the board, as data; the page words it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Coach {
    /// A suggested move, with what it does when the tactical reader (or the network) can
    /// tell; other good moves, shown on request.
    Hint { mv: BotMove, reason: Option<HintReason>, others: Vec<HintChoice>, show_others: bool },
    /// Teaching mode: the last move left stones with one liberty. The computer waits until
    /// the learner takes the move back or keeps it.
    Danger(Danger),
    /// Teaching mode: the learner's last move gave away a lot by the network's reading (the
    /// computer has answered; taking back undoes both moves).
    Lost(Loss),
    /// The learner passed, but the computer played on: why.
    PlaysOn(EndReason),
    /// The learner's marks differ from the computer's proposal, which the computer keeps.
    Disagrees,
}

/// The computer's proposal of dead stones after two passes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Proposal {
    /// The groups, with how sure the computer is.
    pub groups: Vec<DeadGroup>,
    /// The same stones, as marks.
    pub dead: DeadStones,
}

/// What the page should do besides drawing: sounds and speech.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// A stone was placed.
    Stone,
    /// Stones were captured.
    Capture(usize),
    /// A move was refused.
    Refused,
    /// Something to say aloud when speech is on.
    Say(Said),
}

/// Everything the players can do.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// The player to move plays on a point.
    Play(Point),
    /// The player to move passes.
    Pass,
    /// The player to move resigns (the page asks to confirm first).
    Resign,
    /// Take back the last move (or a resignation).
    Undo,
    /// Mark the group on a point dead, or alive again.
    ToggleDead(Point),
    /// One side agrees with the dead stones marked.
    Agree(Color),
    /// The players disagree: play on.
    Resume,
    /// Show the position after this many moves (`None`: back to the game).
    Review(Option<usize>),
    /// Show (or hide) the earlier position a superko move would repeat.
    ShowEarlier(bool),
    /// Time passed on the clock.
    Tick(u64),
    /// The computer's move arrived, with why it passed or played on.
    Computer(BotMove, Option<EndReason>),
    /// A suggested move arrived.
    Hint(HintAnswer),
    /// Show the other good moves of the hint.
    ShowOtherChoices,
    /// The engine's view of who owns what arrived.
    Estimate(Estimate),
    /// Teaching mode: the engine judged the learner's last move a big loss (applied after
    /// the computer's answer).
    Judged(Loss),
    /// The computer's dead stones arrived.
    Propose(Vec<DeadGroup>),
    /// Teaching mode: keep the move that was warned about.
    KeepMove,
    /// Teaching mode: take back the move that was warned about (only that move).
    TakeBack,
    /// Forget the current notice.
    Dismiss,
    /// The game is back on the board after being away (kept aside, or played in another tab):
    /// say where it stands.
    BackOnBoard,
    /// The computer cannot play: go on as a game between two players.
    TwoPlayers,
    /// Review the game with the computer: start (or go on with) the review and show it.
    ReviewGame,
    /// Stop the review's work for now (what it has found stays).
    PauseReview,
    /// Hide the review (its work stops; what it has found stays for the next time).
    CloseReview,
    /// The engine's look at the position before move `at` of the review (`None`: the engine
    /// cannot look without its network).
    Analysed { at: usize, look: Option<Look> },
    /// Show one of the review's mistakes on the board (`None`: none).
    ChooseMistake(Option<usize>),
}

/// A game on the Play page. Its fields are read through the methods of the same names and
/// changed only by [`PlayState::apply`] (and the constructors), so a state is always one the
/// game can reach.
#[derive(Clone, Debug)]
pub struct PlayState {
    /// The choices the game was started with.
    settings: Settings,
    /// The game.
    game: Game,
    /// Stones marked dead after two passes.
    dead: DeadStones,
    /// Whether Black and White agree with the marking.
    agreed: [bool; 2],
    /// The clocks.
    clock: Clock,
    /// The latest referee call, for the screen.
    last_call: Option<Call>,
    /// What the learner was last told.
    notice: Option<Notice>,
    /// Reviewing the position after this many moves (the game itself is untouched).
    review: Option<usize>,
    /// Showing the earlier position of a superko notice.
    show_earlier: bool,
    /// What the board's live region says.
    announcement: Said,
    /// Sounds and speech due from the last action.
    effects: Vec<Effect>,
    /// Counts actions that produced effects, so the page plays each batch once.
    serial: u64,
    /// Help shown beside the board in a game against the computer.
    coach: Option<Coach>,
    /// The point of the last hint that said why it leaves stones in atari (or gives them up),
    /// and the move it was given before: played there, no warning contradicts the hint, even
    /// once the hint is put away.
    hinted: Option<(usize, Point)>,
    /// Groups of the learner's in atari that a hint has already said it leaves (a stone of
    /// each): the next hints give their own move's reason instead of saying it again.
    told_atari: Vec<Point>,
    /// The learner's moves (indices into the game's moves) a teaching warning of lost points
    /// named, for this visit: the review looks at them closely.
    warned_moves: Vec<usize>,
    /// The computer's proposal of dead stones, once it has made one.
    proposal: Option<Proposal>,
    /// The engine's latest view of who owns what, for the position it was made for.
    estimate: Option<Estimate>,
    /// The review of this game with the computer, once asked for.
    analysis: Option<Rc<GameReview>>,
    /// The record this game was opened from, so that saving it keeps what the record had
    /// (for this visit: a saved game keeps only the game).
    source: Option<Rc<crate::sgf::GameRecord>>,
}

/// Who owns each point of a position, as the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Estimate {
    /// The position's key ([`Estimate::key_of`]): an estimate is shown only on the position it
    /// was made for.
    pub position: u32,
    /// Black's ownership of each point, row by row from the top: 100 surely Black's, -100
    /// surely White's.
    pub black: Vec<i8>,
}

weiqi_engine::json_struct!(Estimate { position, black });

impl Estimate {
    /// How sure an estimate must be to shade a point as likely (three chances in four).
    pub const LIKELY: i8 = 50;
    /// How sure it must be to shade a point as sure (nineteen chances in twenty).
    pub const SURE: i8 = 90;

    /// A key of `game`'s stones: their hash folded to 32 bits (a message between the page and
    /// the worker carries numbers up to 2⁵³ only).
    pub fn key_of(game: &Game) -> u32 {
        let hash = game.board().hash();
        (hash ^ (hash >> 32)) as u32
    }

    /// The shading of `game`'s board: each point whose owner is likely, and whether surely;
    /// `None` where the estimate was made for another position.
    pub fn shading(&self, game: &Game) -> Option<Vec<Option<Shade>>> {
        let area = game.size().area() as usize;
        (self.position == Self::key_of(game) && self.black.len() == area).then(|| {
            self.black
                .iter()
                .map(|&o| {
                    let owner = if o > 0 { Color::Black } else { Color::White };
                    let strength = o.unsigned_abs();
                    (strength >= Self::LIKELY.unsigned_abs()).then_some(Shade { owner, sure: strength >= Self::SURE.unsigned_abs() })
                })
                .collect()
        })
    }
}

impl PlayState {
    /// A new game with `settings`: handicap stones placed, the first player's clock running.
    pub fn new(settings: Settings) -> PlayState {
        let size = settings.board_size();
        let stones = settings.handicap_stones();
        // Fixed handicap points never fill a board; an even game is the fallback all the same.
        let game = Game::with_handicap(size, settings.ruleset(), &stones)
            .unwrap_or_else(|_| Game::new(size, settings.ruleset()));
        let mut state = PlayState::from_game(game, settings);
        state.clock.start(state.game.to_move());
        state.announcement = Said::NewGame { size, to_move: state.game.to_move() };
        state
    }

    /// A state around an existing game (restored or loaded from a record); the clock is
    /// fresh and stopped.
    pub fn from_game(game: Game, settings: Settings) -> PlayState {
        PlayState {
            clock: super::clock::Clock::new(settings.time),
            settings,
            game,
            dead: DeadStones::default(),
            agreed: [false; 2],
            last_call: None,
            notice: None,
            review: None,
            show_earlier: false,
            announcement: Said::Nothing,
            effects: Vec::new(),
            serial: 0,
            coach: None,
            hinted: None,
            told_atari: Vec::new(),
            warned_moves: Vec::new(),
            estimate: None,
            proposal: None,
            analysis: None,
            source: None,
        }
    }

    /// A saved game taken up again: the stones marked `dead` (those still on the board), who
    /// `agreed` with them, and the clocks as they stood; the live region says where it stands.
    pub fn restored(game: Game, settings: Settings, dead: DeadStones, agreed: [bool; 2], clock: Clock) -> PlayState {
        let mut state = PlayState::from_game(game, settings);
        state.dead = dead;
        state.dead.retain_stones(state.game.board());
        state.agreed = agreed;
        state.clock = clock;
        state.announcement = Said::Restored { moves: state.game.move_number(), to_move: state.game.to_move() };
        state
    }

    /// A game opened from a record named `name`: with `counted`, the dead stones both sides
    /// agreed on (the record's result); with `review`, the record's review, shown at once.
    pub fn opened(game: Game, settings: Settings, name: Option<String>, counted: Option<DeadStones>, review: Option<GameReview>) -> PlayState {
        let mut state = PlayState::from_game(game, settings);
        if let Some(dead) = counted {
            state.dead = dead;
            state.agreed = [true, true];
        }
        state.analysis = review.map(|mut review| {
            review.open = true;
            Rc::new(review)
        });
        state.announcement = Said::Opened { name, moves: state.game.move_number(), to_move: state.game.to_move() };
        state
    }

    /// The same state, opened from `record` (see [`PlayState::source`]).
    pub fn with_source(mut self, record: crate::sgf::GameRecord) -> PlayState {
        self.source = Some(Rc::new(record));
        self
    }

    /// A game played on from `game`'s position, the clock of the player to move running and
    /// `hint` shown as the suggested move (a review's better move, tried against the computer).
    pub fn played_on(game: Game, settings: Settings, hint: Option<Point>) -> PlayState {
        let mut state = PlayState::from_game(game, settings);
        state.clock.start(state.game.to_move());
        state.coach = hint.map(|p| Coach::Hint { mv: BotMove::Play(p), reason: None, others: Vec::new(), show_others: false });
        state
    }

    /// This state with `review`, a review of its game kept with the saved game (and the moves
    /// a warning named, which it weighed); closed, for the learner to open.
    pub fn with_review(mut self, review: Option<GameReview>) -> PlayState {
        if let Some(review) = review {
            self.warned_moves = review.warned.clone();
            self.analysis = Some(Rc::new(review));
        }
        self
    }

    /// This state (the saved game, read again) with what `earlier`, the same game as the page
    /// held it before it was drawn again in this visit (another language, or back from another
    /// page), kept beyond the saved game: the review, the position it showed, the moves a
    /// warning named and the record the game was opened from. Another game is left as it is.
    pub fn with_visit_of(mut self, earlier: &PlayState) -> PlayState {
        let start = |state: &PlayState| (state.game.start().0.hash(), state.game.start().1);
        if self.settings != earlier.settings || start(&self) != start(earlier) || self.game.moves() != earlier.game.moves() {
            return self;
        }
        if earlier.analysis.is_some() || self.analysis.is_none() {
            self.analysis = earlier.analysis.clone();
            self.warned_moves = earlier.warned_moves.clone();
        }
        self.review = earlier.review;
        self.source = self.source.or_else(|| earlier.source.clone());
        self
    }

    /// Numbers this state past `serial` (never back), so that everything drawn or saved by
    /// that number is drawn and saved again.
    pub fn number_past(&mut self, serial: u64) {
        self.serial = self.serial.max(serial) + 1;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clicks_mean_different_things_by_phase() {
        let mut s = PlayState::new(Settings::default());
        let p = Point::new(4, 4).unwrap();
        assert_eq!(s.point_action(p), Some(Action::Play(p)));
        s.apply(Action::Play(p));
        s.apply(Action::Pass);
        s.apply(Action::Pass);
        assert_eq!(s.phase(), Phase::Marking);
        assert_eq!(s.point_action(p), Some(Action::ToggleDead(p)));
        assert_eq!(s.point_action(Point::new(0, 0).unwrap()), None);
    }

    #[test]
    fn a_saved_game_read_again_takes_up_the_review_of_the_same_game_only() {
        let mut reviewed = PlayState::new(Settings::default());
        for x in 0..3 {
            reviewed.apply(Action::Play(Point::new(x, 0).unwrap()));
        }
        reviewed.apply(Action::ReviewGame);
        while let Some((at, visits)) = reviewed.analysis_due() {
            reviewed.apply(Action::Analysed { at, look: Some(Look { visits, lead: 50, win: 500, line: Vec::new(), owner: Vec::new(), instead: None }) });
        }
        let read_again = || super::super::SavedGame::of(&reviewed).restore().expect("the saved game replays");
        assert!(read_again().analysis().is_none(), "a saved game keeps no review");
        let same = read_again().with_visit_of(&reviewed);
        assert_eq!(same.analysis(), reviewed.analysis(), "the review is taken up");
        assert_eq!(same.game().move_number(), 3);

        let mut played_on = read_again();
        played_on.apply(Action::Play(Point::new(4, 4).unwrap()));
        assert!(played_on.with_visit_of(&reviewed).analysis().is_none(), "another game keeps none");
    }

    #[test]
    fn the_game_in_progress_keeps_its_complete_review_across_a_reload() {
        use crate::json::{FromJson, ToJson};
        use crate::play::SavedGame;
        use crate::rules::{BoardSize, Move};
        let at = |gtp: &str| Point::parse_gtp(gtp, BoardSize::NINE).unwrap();
        // Black's lead in tenths; the ownership follows it, the better move is D4.
        let look = |visits, lead: i32| Look { visits, lead, win: 500, line: vec![Move::Play(at("D4"))], owner: vec![(lead / 8) as i8; 81], instead: None };
        let mut reviewed = PlayState::new(Settings::default());
        for m in ["E5", "A1"] {
            reviewed.apply(Action::Play(at(m)));
        }
        reviewed.apply(Action::ReviewGame);
        let mut running = None;
        while let Some((k, visits)) = reviewed.analysis_due() {
            running.get_or_insert_with(|| SavedGame::of(&reviewed).with_review_of(&reviewed));
            reviewed.apply(Action::Analysed { at: k, look: Some(look(visits, if k == 2 { 120 } else { 40 })) });
        }
        assert_eq!(running.expect("the review ran").review, None, "a review still running is not kept");
        let mistakes = reviewed.analysis().unwrap().mistakes(reviewed.game()).to_vec();
        assert_eq!(mistakes.len(), 1, "White's A1");
        assert_eq!(SavedGame::of(&reviewed).review, None, "a game put aside or sent to the computer keeps none");

        let text = SavedGame::of(&reviewed).with_review_of(&reviewed).to_json_text();
        let mut reloaded = SavedGame::from_json(&crate::json::parse(&text).unwrap()).unwrap().restore_with_review().unwrap();
        let review = reloaded.analysis().expect("the review is kept");
        assert_eq!((review.mistakes(reloaded.game()).to_vec(), review.open), (mistakes, false), "the same mistakes, closed");
        reloaded.apply(Action::ReviewGame);
        assert!(reloaded.analysis().unwrap().open, "opened");
        assert_eq!(reloaded.analysis_due(), None, "at once: nothing is looked at again");

        // A damaged save: a kept line off the board. The game is taken up without the review.
        let mut damaged = SavedGame::of(&reviewed).with_review_of(&reviewed);
        damaged.review.as_mut().unwrap().looks[1].as_mut().unwrap().line = vec![Move::Play(Point::new(15, 15).unwrap())];
        let restored = damaged.restore_with_review().expect("the game replays");
        assert_eq!((restored.game().move_number(), restored.analysis()), (2, None));
    }
}
