//! What a game's state tells the page: each field, read through a method of its name, and the
//! questions the page asks of it (the phase, the winner, whose move, what a tap on a point does).

use super::super::clock::{Call, Clock};
use super::super::review::GameReview;
use super::super::said::Said;
use super::super::settings::{Goal, Settings};
use super::{Action, Coach, Effect, Estimate, Notice, Phase, PlayState, Proposal};
use crate::bot::Level;
use crate::rules::{Color, DeadStones, Game, GameEnd, Point};

impl PlayState {
    /// The choices the game was started with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// Stones marked dead after two passes.
    pub fn dead(&self) -> &DeadStones {
        &self.dead
    }

    /// Whether Black and White agree with the marking (by [`Color::index`]).
    pub fn agreed(&self) -> [bool; 2] {
        self.agreed
    }

    /// The clocks.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// The latest referee call, for the screen.
    pub fn last_call(&self) -> Option<Call> {
        self.last_call
    }

    /// What the learner was last told.
    pub fn notice(&self) -> Option<&Notice> {
        self.notice.as_ref()
    }

    /// Reviewing the position after this many moves (the game itself is untouched).
    pub fn review(&self) -> Option<usize> {
        self.review
    }

    /// Whether the earlier position of a superko notice is shown.
    pub fn show_earlier(&self) -> bool {
        self.show_earlier
    }

    /// What the board's live region says.
    pub fn announcement(&self) -> &Said {
        &self.announcement
    }

    /// Sounds and speech due from the last action.
    pub fn effects(&self) -> &[Effect] {
        &self.effects
    }

    /// Counts actions that produced effects (and games that replaced others), so the page
    /// plays each batch once and draws and saves each change once.
    pub fn serial(&self) -> u64 {
        self.serial
    }

    /// Help shown beside the board in a game against the computer.
    pub fn coach(&self) -> Option<&Coach> {
        self.coach.as_ref()
    }

    /// The computer's proposal of dead stones, once it has made one.
    pub fn proposal(&self) -> Option<&Proposal> {
        self.proposal.as_ref()
    }

    /// The engine's latest view of who owns what, for the position it was made for.
    pub fn estimate(&self) -> Option<&Estimate> {
        self.estimate.as_ref()
    }

    /// The record this game was opened from, if it was (saving the game adds to it).
    pub fn source(&self) -> Option<&crate::sgf::GameRecord> {
        self.source.as_deref()
    }

    /// The review of this game with the computer, once asked for.
    pub fn analysis(&self) -> Option<&GameReview> {
        self.analysis.as_deref()
    }

    /// Where the game stands.
    pub fn phase(&self) -> Phase {
        if self.capture_winner().is_some() {
            return Phase::Over;
        }
        match self.game.end() {
            None => Phase::Playing,
            Some(GameEnd::BothPassed) if self.agreed == [true, true] => Phase::Counted,
            Some(GameEnd::BothPassed) => Phase::Marking,
            Some(_) => Phase::Over,
        }
    }

    /// In Capture Go, whoever captured first.
    pub fn capture_winner(&self) -> Option<Color> {
        if self.settings.goal != Goal::FirstCapture {
            return None;
        }
        self.game.moves().iter().find(|m| !m.captured.is_empty()).map(|m| m.color)
    }

    /// The winner, once the game has one (the count after both agreed, a resignation, a
    /// time-out, a first capture).
    pub fn winner(&self) -> Option<Color> {
        if let Some(c) = self.capture_winner() {
            return Some(c);
        }
        match (self.phase(), self.game.end()) {
            (Phase::Counted, _) => self.game.outcome(&self.dead).winner(),
            (Phase::Over, Some(GameEnd::Resigned { winner } | GameEnd::TimeOut { winner })) => Some(winner),
            _ => None,
        }
    }

    /// The computer's level and colour, in a game against it.
    pub fn computer(&self) -> Option<(Level, Color)> {
        self.settings.computer()
    }

    /// Whether the computer should think now: its turn in a game going on, the board not in
    /// review, and no teaching-mode warning waiting for the learner.
    pub fn computer_to_move(&self) -> bool {
        self.computer().is_some_and(|(_, c)| c == self.game.to_move())
            && self.phase() == Phase::Playing
            && self.review.is_none()
            && !self.reviewing()
            && !matches!(self.coach, Some(Coach::Danger(_)))
    }

    /// Whether the review is shown (the game waits meanwhile: no moves, no computer).
    pub fn reviewing(&self) -> bool {
        self.analysis.as_ref().is_some_and(|a| a.open)
    }

    /// The next look the review wants from the engine: the position and the visits.
    pub fn analysis_due(&self) -> Option<(usize, u32)> {
        self.analysis.as_ref().filter(|a| a.open).and_then(|a| a.next(&self.game))
    }

    /// Whether the computer's dead stones are wanted: a game against it, both passed, no
    /// proposal yet.
    pub fn proposal_due(&self) -> bool {
        self.computer().is_some() && self.phase() == Phase::Marking && self.proposal.is_none()
    }

    /// The learner's colour in a game against the computer.
    pub fn learner(&self) -> Option<Color> {
        self.computer().map(|(_, c)| !c)
    }

    /// Whether a hint can be asked for now: the learner's turn in a game against the
    /// computer.
    pub fn hint_possible(&self) -> bool {
        self.computer().is_some_and(|(_, c)| c != self.game.to_move())
            && self.phase() == Phase::Playing
            && self.review.is_none()
            && !self.reviewing()
            && !matches!(self.coach, Some(Coach::Danger(_)))
    }

    /// What a click or Enter on `p` means now, if anything.
    pub fn point_action(&self, p: Point) -> Option<Action> {
        if self.review.is_some() || self.show_earlier || self.reviewing() {
            return None;
        }
        match self.phase() {
            Phase::Playing if self.computer_to_move() => None,
            Phase::Playing if matches!(self.coach, Some(Coach::Danger(_))) => None,
            Phase::Playing => Some(Action::Play(p)),
            Phase::Marking => self.game.board().get(p).map(|_| Action::ToggleDead(p)),
            Phase::Counted | Phase::Over => None,
        }
    }

    /// Whether [`Action::Undo`] would do something.
    pub fn can_undo(&self) -> bool {
        match self.game.end() {
            Some(GameEnd::TimeOut { .. }) => false,
            Some(GameEnd::Resigned { .. }) => true,
            _ => self.game.move_number() > 0 && self.phase() != Phase::Counted,
        }
    }
}
