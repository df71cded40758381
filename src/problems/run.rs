//! A run through practice problems as pure data: the [`Session`] (which problems, where the
//! learner is), the problem being solved, and every outcome of this visit for the record.
//! Every change is a [`Msg`] to [`Run::update`]; the practice page draws it, follows the
//! address and saves the new outcomes.

use std::rc::Rc;

use super::attempt::{act, Attempt, Outcome};
use super::format::ProblemSet;
use super::progress::ProblemRef;
use super::session::{Choice, Session};
use crate::lessons::player::Action;

/// What the practice page shows and has to save.
#[derive(Clone, Default)]
pub struct Run {
    /// The run through problems, if one is on.
    pub session: Option<Session>,
    /// The problem being solved.
    pub attempt: Option<Attempt>,
    /// The run reached its end (a summary shows).
    pub finished: bool,
    /// Whether the current attempt's outcome is in `outcomes` already.
    recorded: bool,
    /// Every outcome of this visit, in order; the page saves the new ones.
    pub outcomes: Vec<(ProblemRef, Outcome)>,
}

/// What the learner does on the practice page.
pub enum Msg {
    /// Start a run: what, the problems it lists when it is not a set (see
    /// [`Session::new`]), a seed for shuffling.
    Start(Choice, Vec<ProblemRef>, u64),
    /// An action on the problem shown.
    Act(Action),
    /// On to the next problem.
    Next,
    /// On to this problem, picked for a run at the learner's level.
    NextPicked(ProblemRef),
    /// Back to the problem before.
    Previous,
    /// Open one problem (from the address): its set, in order, at that problem.
    Open(ProblemRef),
    /// Back to the list of sets.
    Leave,
}

impl Run {
    /// Applies `msg`, with `sets` the problem sets in the learner's language.
    pub fn update(&mut self, msg: Msg, sets: &[ProblemSet]) {
        match msg {
            Msg::Start(choice, missed, seed) => {
                self.session = Session::new(choice, sets, &missed, seed);
                self.open(sets);
            }
            Msg::Act(action) => {
                if let Some(a) = &self.attempt {
                    self.attempt = Some(act(a, action));
                    self.note(false);
                }
            }
            Msg::Next => {
                self.note(true);
                match self.session.as_mut().map(Session::advance) {
                    Some(true) => self.open(sets),
                    Some(false) => self.finished = true,
                    None => {}
                }
            }
            Msg::NextPicked(r) => {
                self.note(true);
                if let Some(session) = self.session.as_mut() {
                    session.then(r);
                    session.advance();
                    self.open(sets);
                }
            }
            Msg::Previous => {
                self.note(true);
                if let Some(session) = self.session.as_mut().filter(|s| s.at > 0) {
                    session.at -= 1;
                    self.open(sets);
                }
            }
            Msg::Open(r) => {
                self.note(true);
                self.session = Session::new(Choice::Set(r.set), sets, &[], 0).map(|mut s| {
                    s.at = r.problem.min(s.queue.len() - 1);
                    s
                });
                self.open(sets);
            }
            Msg::Leave => {
                self.note(true);
                self.session = None;
                self.attempt = None;
                self.finished = false;
            }
        }
    }

    /// The problem the session is at, fresh.
    fn open(&mut self, sets: &[ProblemSet]) {
        self.attempt = self.session.as_ref().and_then(|s| {
            let r = s.current();
            sets.get(r.set).and_then(|set| set.problems.get(r.problem)).map(|step| Attempt::new(Rc::new(step.clone())))
        });
        self.recorded = false;
        self.finished = false;
    }

    /// Notes the outcome of the current attempt once: when it is solved, or when the learner
    /// leaves it after going wrong.
    fn note(&mut self, leaving: bool) {
        if self.recorded {
            return;
        }
        let (Some(session), Some(attempt)) = (&self.session, &self.attempt) else { return };
        let outcome = if leaving { attempt.outcome_on_leaving() } else { attempt.outcome() };
        if let Some(outcome) = outcome {
            self.outcomes.push((session.current(), outcome));
            self.recorded = true;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::locale::Locale;
    use crate::problems::sets;

    /// The right number for the problem shown (the first set's problems are "how many
    /// liberties?").
    fn right_number(run: &Run) -> Action {
        let state = &run.attempt.as_ref().expect("a problem is shown").state;
        let answer = crate::lessons::judge::answer_number(&state.step, &state.game).expect("a number problem");
        assert_eq!(answer.0 % 4, 0, "a whole number");
        Action::Answer((answer.0 / 4).to_string())
    }

    #[test]
    fn a_set_runs_in_order_and_ends_with_a_summary() {
        let mut run = Run::default();
        run.update(Msg::Start(Choice::Set(0), Vec::new(), 1), sets(Locale::En));
        let count = sets(Locale::En)[0].problems.len();
        assert_eq!(run.session.as_ref().unwrap().current(), ProblemRef { set: 0, problem: 0 });
        for _ in 1..count {
            run.update(Msg::Next, sets(Locale::En));
            assert!(!run.finished);
        }
        run.update(Msg::Next, sets(Locale::En));
        assert!(run.finished);
        assert!(run.outcomes.is_empty(), "nothing tried, nothing recorded");
    }

    #[test]
    fn a_solved_problem_is_recorded_once_and_a_missed_one_on_leaving() {
        let mut run = Run::default();
        run.update(Msg::Open(ProblemRef { set: 0, problem: 0 }), sets(Locale::En));
        let answer = right_number(&run);
        run.update(Msg::Act(answer), sets(Locale::En));
        assert_eq!(run.outcomes, vec![(ProblemRef { set: 0, problem: 0 }, Outcome::FirstTry)]);
        run.update(Msg::Next, sets(Locale::En));
        assert_eq!(run.outcomes.len(), 1, "recorded once");

        run.update(Msg::Act(Action::ShowMe), sets(Locale::En));
        run.update(Msg::Leave, sets(Locale::En));
        assert_eq!(run.outcomes.last(), Some(&(ProblemRef { set: 0, problem: 1 }, Outcome::Missed)));
        assert!(run.session.is_none() && run.attempt.is_none());
    }

    #[test]
    fn an_address_opens_its_problem_and_previous_goes_back() {
        let mut run = Run::default();
        run.update(Msg::Open(ProblemRef { set: 1, problem: 2 }), sets(Locale::En));
        assert_eq!(run.session.as_ref().unwrap().current(), ProblemRef { set: 1, problem: 2 });
        run.update(Msg::Previous, sets(Locale::En));
        assert_eq!(run.session.as_ref().unwrap().current(), ProblemRef { set: 1, problem: 1 });
    }
}
