//! What each move-making action does to the game: the learner's stone or pass, taking
//! back, the computer's move, and the clock's tick, with what is announced after each.

use super::super::coach::danger_after;
use super::super::said::Said;
use super::{Action, Coach, Effect, Notice, Phase, PlayState};
use crate::bot::{BotMove, EndReason};
use crate::rules::{report_move, DeadStones, GameEnd, IllegalMove, Move, Point};

impl PlayState {
    pub(super) fn play(&mut self, p: Point) {
        if self.point_action(p) != Some(Action::Play(p)) {
            return;
        }
        let size = self.game.size();
        // A hint that said why it leaves stones in atari or gives them up, followed (shown
        // still, or put away): the warning would only contradict it.
        let hint_said_so = self.hinted.take() == Some((self.game.move_number(), p));
        match self.game.play(Move::Play(p)) {
            Ok(played) => {
                let played = played.clone();
                self.notice = None;
                self.show_earlier = false;
                self.clock.switch(self.game.to_move());
                self.effects.push(Effect::Stone);
                if !played.captured.is_empty() {
                    self.effects.push(Effect::Capture(played.captured.len()));
                }
                self.coach = None;
                if self.settings.teaching && self.computer().is_some() && self.capture_winner().is_none() && !hint_said_so {
                    self.coach = danger_after(&self.game).map(Coach::Danger);
                }
                self.announce(Said::Move(report_move(self.game.board(), &played)));
            }
            Err(why) => {
                let (problem, earlier) = match &why {
                    IllegalMove::Suicide { group, .. } => (group.clone(), None),
                    IllegalMove::Ko { point, ko_stone, .. } => (vec![*point, *ko_stone], None),
                    IllegalMove::Superko { point, repeats_move, .. } => (vec![*point], Some(*repeats_move)),
                    IllegalMove::Occupied { point, .. } => (vec![*point], None),
                    _ => (Vec::new(), None),
                };
                self.show_earlier = false;
                self.notice = Some(Notice { why: why.clone(), problem, earlier });
                self.effects.push(Effect::Refused);
                self.announce(Said::Refused { why, size });
            }
        }
    }

    pub(super) fn pass(&mut self) {
        if self.phase() != Phase::Playing || self.review.is_some() {
            return;
        }
        self.pass_now();
    }

    /// The player to move passes (the checks done).
    fn pass_now(&mut self) {
        let Ok(played) = self.game.pass().cloned() else { return };
        let report = report_move(self.game.board(), &played);
        self.notice = None;
        self.coach = None;
        self.show_earlier = false;
        if self.game.end() == Some(GameEnd::BothPassed) {
            self.clock.stop();
            self.announce(Said::BothPassed(report));
        } else {
            self.clock.switch(self.game.to_move());
            self.announce(Said::Move(report));
        }
    }

    pub(super) fn undo(&mut self) {
        if !self.can_undo() || !self.game.undo() {
            return;
        }
        // Against the computer, its answer and the learner's move go back together.
        if let Some((_, computer)) = self.computer() {
            if self.game.to_move() == computer && self.game.move_number() > 0 && self.game.end().is_none() {
                self.game.undo();
            }
        }
        self.coach = None;
        self.proposal = None;
        self.dead = DeadStones::default();
        self.agreed = [false; 2];
        self.notice = None;
        self.review = None;
        self.show_earlier = false;
        if self.game.end().is_none() {
            self.clock.switch(self.game.to_move());
        }
        self.announce(Said::TakenBack { to_move: self.game.to_move() });
    }

    /// Plays the computer's move, if it is the computer's turn.
    pub(super) fn computer_move(&mut self, mv: BotMove, end: Option<EndReason>) {
        if !self.computer_to_move() {
            return;
        }
        let learner_passed = matches!(self.game.moves().last(), Some(m) if m.mv == Move::Pass);
        match mv {
            BotMove::Resign => {
                let loser = self.game.to_move();
                self.game.resign(loser);
                self.clock.stop();
                self.coach = None;
                self.announce(Said::Resigns { loser });
            }
            BotMove::Pass => self.pass_now(),
            BotMove::Play(p) => {
                let Ok(played) = self.game.play(Move::Play(p)).cloned() else {
                    // An engine move the game refuses (never expected): pass instead.
                    self.pass_now();
                    return;
                };
                self.notice = None;
                self.clock.switch(self.game.to_move());
                self.effects.push(Effect::Stone);
                if !played.captured.is_empty() {
                    self.effects.push(Effect::Capture(played.captured.len()));
                }
                self.coach = match end {
                    Some(reason) if learner_passed && reason != EndReason::Finished => Some(Coach::PlaysOn(reason)),
                    _ => None,
                };
                self.announce(Said::Move(report_move(self.game.board(), &played)));
            }
        }
    }

    pub(super) fn tick(&mut self, ms: u64) {
        if self.phase() != Phase::Playing {
            self.clock.stop();
            return;
        }
        let calls = self.clock.tick(ms);
        if calls.is_empty() {
            return;
        }
        for call in &calls {
            self.effects.push(Effect::Say(Said::Call(*call)));
        }
        self.last_call = calls.last().copied();
        if let Some(loser) = self.clock.flagged() {
            self.game.time_out(loser);
            self.notice = None;
            self.announce(Said::LostOnTime { call: self.last_call, winner: !loser });
            self.effects.push(Effect::Say(Said::WinsOnTime { winner: !loser }));
        }
        // The calls are shown and, with speech on, spoken; the live region keeps the moves.
        self.serial += 1;
    }

    pub(super) fn announce(&mut self, said: Said) {
        self.announcement = said;
        self.serial += 1;
    }
}
