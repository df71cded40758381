#![cfg(not(target_arch = "wasm32"))]
//! The practice page's pure parts: an attempt at a problem (answers to wrong moves the file
//! does not name, slower wins, the outcome for the record), the saved record, and sessions.

use std::rc::Rc;

use weiqi::lessons::format::Step;
use weiqi::lessons::player::{Action, Phase, Tone};
use weiqi::problems::attempt::{act, Attempt, Outcome};
use weiqi::problems::progress::{Progress, ProblemRef};
use weiqi::problems::session::{Choice, Session};
use weiqi::problems::{set, sets};
use weiqi::rules::{Move, Point};
use weiqi::storage::{load, save, LoadOutcome, MemoryStore};

fn problem(set_id: &str, number: usize) -> Rc<Step> {
    Rc::new(set(set_id).expect("the set exists").problems[number - 1].clone())
}

fn click(a: &Attempt, name: &str) -> Attempt {
    let p = Point::parse_gtp(name, a.state.game.size()).unwrap();
    act(a, Action::Click(p))
}

fn last_move(a: &Attempt) -> Option<String> {
    a.state.game.moves().last().and_then(|m| match m.mv {
        Move::Play(p) => Some(p.to_gtp(a.state.game.size())),
        Move::Pass => None,
    })
}

#[test]
fn a_wrong_move_the_file_does_not_name_gets_the_readers_answer() {
    // Liberties and atari, problem 9: catch the stone on C2; E4 is not named anywhere.
    let a = Attempt::new(problem("01-atari", 9));
    let a = click(&a, "E4");
    assert_eq!(a.state.phase, Phase::Wrong);
    assert_eq!(a.state.misses, 1);
    assert_eq!(a.state.game.move_number(), 2, "the move and White's answer are on the board");
    let text = a.state.feedback.as_ref().unwrap().text.clone();
    assert!(text.contains("White answers at"), "{text}");
    // Retry puts the position back.
    let a = act(&a, Action::Retry);
    assert_eq!(a.state.game.move_number(), 0);
    assert_eq!(a.outcome(), None);
    assert_eq!(a.outcome_on_leaving(), Some(Outcome::Missed));
}

#[test]
fn a_named_wrong_move_keeps_its_own_answer_and_reason() {
    let a = click(&Attempt::new(problem("01-atari", 9)), "C1");
    assert_eq!(last_move(&a).as_deref(), Some("D2"));
    let fb = a.state.feedback.unwrap();
    assert_eq!(fb.tone, Tone::Wrong);
    assert!(fb.text.starts_with("This atari drives the stone out into the open"), "{}", fb.text);
}

#[test]
fn solving_at_once_is_a_first_try_and_help_is_remembered() {
    let a = click(&Attempt::new(problem("01-atari", 5)), "D3");
    assert_eq!(a.outcome(), Some(Outcome::FirstTry));
    let hinted = act(&Attempt::new(problem("01-atari", 5)), Action::Hint);
    assert_eq!(click(&hinted, "D3").outcome(), Some(Outcome::Solved));
    let shown = act(&Attempt::new(problem("01-atari", 5)), Action::ShowMe);
    assert_eq!(click(&shown, "D3").outcome(), Some(Outcome::Missed));
    let wrong_then_right = click(&click(&Attempt::new(problem("01-atari", 5)), "A7"), "D3");
    assert_eq!(wrong_then_right.outcome(), Some(Outcome::Solved));
    assert_eq!(Attempt::new(problem("01-atari", 5)).outcome_on_leaving(), None, "only looking is no miss");
}

#[test]
fn a_slower_way_that_works_is_not_a_miss() {
    // Ladders and nets, problem 1: after F3 G4 the line goes on with H4; G5 wins too.
    let a = click(&Attempt::new(problem("06-ladders-and-nets", 1)), "F3");
    assert_eq!(a.state.moves_so_far().len(), 2);
    let a = click(&a, "G5");
    assert_eq!(a.state.misses, 0, "{:?}", a.state.feedback);
    assert_eq!(a.state.phase, Phase::Trying);
    assert_eq!(a.state.feedback.as_ref().unwrap().tone, Tone::Info);
    assert_eq!(a.state.moves_so_far().len(), 2, "back to where the learner was");
}

#[test]
fn the_record_keeps_the_last_outcome_but_never_loses_a_first_try() {
    let mut p = Progress::default();
    assert!(p.record("01-atari", 0, Outcome::FirstTry));
    assert!(!p.record("01-atari", 0, Outcome::Solved), "a first try stays a first try");
    assert!(p.record("01-atari", 0, Outcome::Missed), "a new miss shows");
    assert!(p.record("01-atari", 0, Outcome::Solved));
    p.record("01-atari", 1, Outcome::Missed);
    p.record("06-ladders-and-nets", 2, Outcome::Missed);
    let all = sets();
    let atari = all.iter().position(|s| s.id == "01-atari").unwrap();
    let t = p.tally(&all[atari]);
    assert_eq!((t.first_try, t.solved, t.missed, t.total), (0, 1, 1, all[atari].problems.len()));
    assert_eq!(p.missed(all, Some(atari)), vec![ProblemRef { set: atari, problem: 1 }]);
    assert_eq!(p.missed(all, None).len(), 2);
    assert_eq!(p.unsolved(all, Some(atari)).len(), all[atari].problems.len() - 1);
    let mut store = MemoryStore::new();
    save(&mut store, &p).unwrap();
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Loaded(p));
}

#[test]
fn sessions_go_in_order_or_shuffled_and_retry_the_missed() {
    let all = sets();
    let s = Session::new(Choice::Set(0), all, &[], 7).unwrap();
    assert_eq!(s.queue, (0..all[0].problems.len()).map(|problem| ProblemRef { set: 0, problem }).collect::<Vec<_>>());
    let mut shuffled = Session::new(Choice::ShuffledAll, all, &[], 7).unwrap();
    let total: usize = all.iter().map(|s| s.problems.len()).sum();
    let mut seen = shuffled.queue.clone();
    seen.sort();
    seen.dedup();
    assert_eq!(seen.len(), total, "every problem once");
    assert_ne!(shuffled.queue, Session::new(Choice::ShuffledAll, all, &[], 8).unwrap().queue);
    let mut steps = 1;
    while shuffled.advance() {
        steps += 1;
    }
    assert_eq!(steps, total);
    assert!(shuffled.is_last());
    let missed = [ProblemRef { set: 1, problem: 3 }, ProblemRef { set: 0, problem: 2 }];
    let m = Session::new(Choice::Missed(Some(0)), all, &missed, 1).unwrap();
    assert_eq!(m.queue, vec![ProblemRef { set: 0, problem: 2 }]);
    assert!(Session::new(Choice::Missed(Some(2)), all, &missed, 1).is_none());
}
