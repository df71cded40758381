//! The reducer: what each [`Action`] does to a [`PlayState`], the game's moves handed on to
//! [`super::moves`].

use super::super::coach::{capture_go_first, danger_after, hint_story, move_story, CaptureGoFirst, HintReason, Loss};
use super::super::settings::Goal;
use super::super::said::Said;
use super::{Action, Coach, Phase, PlayState, Proposal};
use std::rc::Rc;

use super::super::review::{GameReview, Stopped};
use crate::bot::BotMove;
use crate::rules::{DeadStones, Move, Point};

impl PlayState {
    /// What a hint at `p` says ([`hint_story`]): stones of the learner's left in atari are
    /// said once; while they stay in atari, later hints give their own move's reason (a
    /// capture first), or the network's worth.
    fn hint_told_once(&mut self, p: Point, worth: Option<u32>) -> Option<HintReason> {
        let board = self.game.board();
        self.told_atari.retain(|&q| board.group(q).is_some_and(|g| g.liberties.len() == 1));
        let story = hint_story(&self.game, p, worth);
        match story {
            Some(HintReason::SavingIsSmaller { at, .. } | HintReason::CannotSave { at, .. }) => {
                let group = board.group(at).map(|g| g.stones).unwrap_or_default();
                if group.iter().any(|s| self.told_atari.contains(s)) {
                    return move_story(&self.game, p, worth);
                }
                self.told_atari.push(at);
                story
            }
            _ => story,
        }
    }

    /// Carries out `action`.
    pub fn apply(&mut self, action: Action) {
        self.effects.clear();
        // On the computer's turn the learner cannot pass or resign for it.
        if matches!(action, Action::Pass | Action::Resign) && self.computer_to_move() {
            return;
        }
        // While the review is shown the game waits: close the review to play on.
        if matches!(action, Action::Play(_) | Action::Pass | Action::Resign | Action::Undo) && self.reviewing() {
            return;
        }
        match action {
            Action::Play(p) => self.play(p),
            Action::Pass => self.pass(),
            Action::Resign => {
                if self.phase() == Phase::Playing {
                    let loser = self.game.to_move();
                    self.game.resign(loser);
                    self.clock.stop();
                    self.notice = None;
                    self.announce(Said::Resigns { loser });
                }
            }
            Action::Undo => self.undo(),
            Action::ToggleDead(p) => {
                if self.phase() == Phase::Marking {
                    let dead = self.dead.toggle_group(self.game.board(), p);
                    self.agreed = [false; 2];
                    let stones = self.game.board().group(p).map_or(0, |g| g.stones.len());
                    if let Some(color) = self.game.board().get(p) {
                        self.announce(Said::Marked { color, stones, at: p.to_gtp(self.game.size()), dead });
                    }
                }
            }
            Action::Agree(color) if self.computer().is_some() => {
                if self.phase() == Phase::Marking && self.proposal.is_some() {
                    let agrees = self.proposal.as_ref().is_some_and(|p| p.dead == self.dead);
                    if agrees {
                        self.agreed = [true, true];
                        self.coach = None;
                        self.announce(Said::BothAgree(self.game.outcome(&self.dead)));
                    } else {
                        self.agreed[color.index()] = true;
                        self.coach = Some(Coach::Disagrees);
                        self.serial += 1;
                    }
                }
            }
            Action::Agree(color) => {
                if self.phase() == Phase::Marking {
                    self.agreed[color.index()] = true;
                    if self.phase() == Phase::Counted {
                        self.announce(Said::BothAgree(self.game.outcome(&self.dead)));
                    } else {
                        self.announce(Said::Agrees { color });
                    }
                }
            }
            Action::Resume => {
                if self.phase() == Phase::Marking {
                    self.game.resume();
                    self.dead = DeadStones::default();
                    self.agreed = [false; 2];
                    self.proposal = None;
                    self.coach = None;
                    self.clock.start(self.game.to_move());
                    self.announce(Said::Resumes { to_move: self.game.to_move() });
                }
            }
            Action::Review(n) => {
                self.review = n.map(|n| n.min(self.game.move_number()));
                self.show_earlier = false;
            }
            Action::ShowEarlier(on) => {
                self.show_earlier = on && self.notice.as_ref().is_some_and(|n| n.earlier.is_some());
            }
            Action::Tick(ms) => self.tick(ms),
            Action::Dismiss => {
                self.notice = None;
                self.show_earlier = false;
                if !matches!(self.coach, Some(Coach::Danger(_))) {
                    self.coach = None;
                }
            }
            Action::Computer(mv, end) => self.computer_move(mv, end),
            Action::Hint(answer) => {
                if self.hint_possible() {
                    // In Capture Go, a capture and then the learner's stones in atari before
                    // anything else; then the board's plain tactics; else what the network says
                    // the move is worth.
                    let first = (self.settings.goal == Goal::FirstCapture).then(|| capture_go_first(&self.game)).flatten();
                    let (mv, reason) = match (first, answer.mv) {
                        (Some(CaptureGoFirst::Capture { at, stones }), _) => (BotMove::Play(at), Some(HintReason::Captures(stones))),
                        (Some(CaptureGoFirst::Save { at, stones, group }), _) => (BotMove::Play(at), Some(HintReason::Rescue { stones, at: group })),
                        (Some(CaptureGoFirst::CannotSave { stones, group }), BotMove::Play(_)) => {
                            (answer.mv, Some(HintReason::CannotSave { stones, at: group }))
                        }
                        (_, BotMove::Play(p)) => (answer.mv, self.hint_told_once(p, answer.worth)),
                        (_, mv) => (mv, None),
                    };
                    let others = if mv == answer.mv { answer.others } else { Vec::new() };
                    let leaves_atari = matches!(reason, Some(HintReason::SavingIsSmaller { .. } | HintReason::CannotSave { .. } | HintReason::GivesUp(_)));
                    self.hinted = match mv {
                        BotMove::Play(p) if leaves_atari => Some((self.game.move_number(), p)),
                        _ => None,
                    };
                    self.coach = Some(Coach::Hint { mv, reason, others, show_others: false });
                    self.serial += 1;
                }
            }
            Action::Judged(loss) => {
                // Not after a move the learner kept through a warning: one warning a move.
                let n = self.game.move_number();
                let warned = n >= 1 && danger_after(&self.game.replayed(n - 1)).is_some();
                if self.settings.teaching
                    && self.phase() == Phase::Playing
                    && self.coach.is_none()
                    && !warned
                    && self.learner() == Some(self.game.to_move())
                {
                    let answered_on = |p: Point| self.game.moves().last().is_some_and(|m| m.mv == Move::Play(p));
                    let taken = loss.better.is_some_and(answered_on);
                    // The learner's move, before the computer's answer.
                    if let Some(learners) = n.checked_sub(2) {
                        self.warned_moves.retain(|&k| k < learners);
                        self.warned_moves.push(learners);
                    }
                    self.coach = Some(Coach::Lost(Loss { taken, ..loss }));
                    self.serial += 1;
                }
            }
            Action::Estimate(estimate) => {
                if estimate.shading(&self.game).is_some() {
                    self.estimate = Some(estimate);
                    self.serial += 1;
                }
            }
            Action::ShowOtherChoices => {
                if let Some(Coach::Hint { others, show_others, .. }) = &mut self.coach {
                    if !others.is_empty() {
                        *show_others = true;
                        self.serial += 1;
                    }
                }
            }
            Action::Propose(groups) => {
                // The first proposal, or the same one put back after the learner's changes.
                if self.computer().is_some() && self.phase() == Phase::Marking {
                    self.coach = None;
                    let dead = DeadStones::from_points(groups.iter().flat_map(|g| g.stones.iter().copied()));
                    self.dead = dead.clone();
                    self.agreed = [false; 2];
                    self.proposal = Some(Proposal { groups, dead });
                    self.serial += 1;
                }
            }
            Action::KeepMove => {
                if matches!(self.coach, Some(Coach::Danger(_))) {
                    self.coach = None;
                    self.serial += 1;
                }
            }
            Action::TakeBack => {
                if matches!(self.coach, Some(Coach::Danger(_))) && self.game.undo() {
                    self.coach = None;
                    self.notice = None;
                    self.clock.switch(self.game.to_move());
                    self.announce(Said::TakenBack { to_move: self.game.to_move() });
                }
            }
            Action::BackOnBoard => self.announce(Said::BackToGame { moves: self.game.move_number(), to_move: self.game.to_move() }),
            Action::TwoPlayers => {
                self.settings.opponent = super::super::Opponent::Friend;
                self.coach = None;
                self.proposal = None;
                self.serial += 1;
            }
            Action::ReviewGame => {
                let mut review = match self.analysis.take() {
                    Some(review) if review.is_of(&self.game) => review,
                    _ => Rc::new(GameReview::new(&self.game, &self.warned_moves)),
                };
                let review_mut = Rc::make_mut(&mut review);
                review_mut.open = true;
                review_mut.stopped = None;
                self.analysis = Some(review);
                self.notice = None;
                self.show_earlier = false;
                self.coach = None;
            }
            Action::PauseReview => self.change_review(|r| {
                if r.stopped.is_none() {
                    r.stopped = Some(Stopped::Paused);
                }
            }),
            Action::CloseReview => {
                self.change_review(|r| {
                    r.open = false;
                    r.chosen = None;
                    r.stopped.get_or_insert(Stopped::Paused);
                });
                self.review = None;
            }
            Action::Analysed { at, look } => {
                let game = self.game.clone();
                self.change_review(|r| match look {
                    Some(look) if r.is_of(&game) => r.record(&game, at, look),
                    Some(_) => {}
                    None => r.stopped = Some(Stopped::NoNetwork),
                });
            }
            Action::ChooseMistake(chosen) => {
                let at = self.analysis.as_ref().and_then(|r| chosen.and_then(|i| r.mistakes(&self.game).get(i).map(|m| m.move_index)));
                self.change_review(|r| r.chosen = chosen.filter(|_| at.is_some()));
                if let Some(at) = at {
                    self.review = Some(at);
                }
            }
        }
        // A review is of one game: a move played or taken back since ends it.
        if self.analysis.as_ref().is_some_and(|r| !r.is_of(&self.game)) {
            self.analysis = None;
        }
    }

    /// Changes the review, if there is one.
    fn change_review(&mut self, change: impl FnOnce(&mut GameReview)) {
        if let Some(review) = self.analysis.as_mut() {
            change(Rc::make_mut(review));
        }
    }
}
