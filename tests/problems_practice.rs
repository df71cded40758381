#![cfg(not(target_arch = "wasm32"))]
//! The practice page's pure parts: an attempt at a problem (answers to wrong moves the file
//! does not name, slower wins, the outcome for the record), the saved record, and sessions.

use std::rc::Rc;

use weiqi::lessons::format::Step;
use weiqi::lessons::player::{Action, Phase, Tone};
use weiqi::problems::attempt::{act, Attempt, Outcome};
use weiqi::problems::progress::{Attempted, Progress, ProblemRef};
use weiqi::problems::review::Moment;
use weiqi::problems::session::{Choice, Session};
use weiqi::problems::{set, sets};
use weiqi::rules::{Move, Point};
use weiqi::storage::{load, save, LoadOutcome, MemoryStore};

fn problem(set_id: &str, number: usize) -> Rc<Step> {
    Rc::new(set(weiqi::locale::Locale::En, set_id).expect("the set exists").problems[number - 1].clone())
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
    let text = weiqi::text::feedback(&a.state.feedback.as_ref().unwrap().notes);
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
    let text = weiqi::text::feedback(&fb.notes);
    assert!(text.starts_with("This atari drives the stone out into the open"), "{text}");
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
fn a_slower_way_that_works_is_right_and_white_answers_it() {
    // Ladders and nets, problem 1: after F3 G4 the line goes on with H4; G5 wins too.
    let a = click(&Attempt::new(problem("06-ladders-and-nets", 1)), "F3");
    assert_eq!(a.state.moves_so_far().len(), 2);
    let a = click(&a, "G5");
    assert_eq!(a.state.misses, 0, "{:?}", a.state.feedback);
    assert_eq!(a.state.phase, Phase::Trying);
    assert_eq!(a.state.feedback.as_ref().unwrap().tone, Tone::Info);
    assert_eq!(a.state.moves_so_far().len(), 4, "G5 and White's answer stay on the board");
    assert!(weiqi::text::feedback(&a.state.feedback.as_ref().unwrap().notes).starts_with("Good. White answers at"));
}

/// Plays the reader's side of a capture to the end: every move the learner makes is the
/// one "show me" would find, i.e. a capture whenever there is one, else a winning move.
fn finish_capture(mut a: Attempt) -> Attempt {
    for _ in 0..30 {
        if a.state.solved() {
            break;
        }
        let mv = a.state.next_good_move().or_else(|| {
            let f = weiqi::problems::fight::fight(&a.state.step, &a.state.game)?;
            weiqi::reading::best_move(&a.state.game, f, weiqi::reading::Limits::APP)
        });
        let Some(mv) = mv else { break };
        a = act(&a, match mv {
            Move::Play(p) => Action::Click(p),
            Move::Pass => Action::Pass,
        });
    }
    a
}

#[test]
fn a_move_that_forces_the_capture_is_accepted_and_counts_as_a_first_try() {
    // Liberties and atari #6 (E2) and #5 (E3): the same idea, judged the same way.
    for (n, mv) in [(6, "E2"), (5, "E3")] {
        let a = click(&Attempt::new(problem("01-atari", n)), mv);
        assert_eq!((a.state.phase, a.state.misses), (Phase::Trying, 0), "#{n} {mv}: {:?}", a.state.feedback);
        let done = finish_capture(a);
        assert!(done.state.solved(), "#{n}: {:?}", done.state.feedback);
        assert_eq!(done.outcome(), Some(Outcome::FirstTry), "#{n}");
    }
}

#[test]
fn a_move_that_does_not_do_the_task_is_a_miss() {
    // The stones were lost anyway: these moves add nothing, and passing would do as well.
    for (set_id, n, mv) in [
        ("01-atari", 7, "D4"),
        ("02-forbidden-points", 5, "B3"),
        ("04-capture-techniques", 8, "F5"),
    ] {
        let a = click(&Attempt::new(problem(set_id, n)), mv);
        assert_eq!((a.state.phase, a.state.misses), (Phase::Wrong, 1), "{set_id} #{n} {mv}");
        let text = &weiqi::text::feedback(&a.state.feedback.as_ref().unwrap().notes);
        assert!(!text.contains("That works too"), "{text}");
        assert!(text.contains("does not help"), "{text}");
        assert_eq!(a.outcome_on_leaving(), Some(Outcome::Missed));
    }
}

#[test]
fn a_self_atari_hears_that_white_captured_and_every_named_reply_is_shown() {
    // The reason names White's answer and says the capture (once).
    for (set_id, n, mv, reply, taken) in [
        ("04-capture-techniques", 9, "D4", "E4", "White plays there and captures them."),
        ("04-capture-techniques", 15, "E1", "E2", "White plays on the other one and captures your stones."),
    ] {
        let a = click(&Attempt::new(problem(set_id, n)), mv);
        assert_eq!(last_move(&a).as_deref(), Some(reply), "{set_id} #{n}");
        let text = &weiqi::text::feedback(&a.state.feedback.as_ref().unwrap().notes);
        assert!(text.contains(taken), "{text}");
        assert_eq!(text.matches("captures").count(), 1, "{text}");
    }
    // Ladders and nets #3: the ataris get their own reasons and White's escape.
    for (mv, reply) in [("D4", "E3"), ("E2", "D4")] {
        let a = click(&Attempt::new(problem("06-ladders-and-nets", 3)), mv);
        assert_eq!(last_move(&a).as_deref(), Some(reply));
        assert!(!weiqi::text::feedback(&a.state.feedback.as_ref().unwrap().notes).contains("not the move we are looking for"));
    }
    // Ko #21: a move away from the ko is answered by White closing it.
    let a = click(&Attempt::new(problem("03-ko", 21)), "J1");
    assert_eq!(last_move(&a).as_deref(), Some("C7"));
}

#[test]
fn the_record_keeps_the_last_outcome_but_never_loses_a_first_try() {
    let all = sets(weiqi::locale::Locale::En);
    let atari = all.iter().position(|s| s.id == "01-atari").unwrap();
    let ladders = all.iter().position(|s| s.id == "06-ladders-and-nets").unwrap();
    let key = |set: usize, index: usize| Progress::key(&all[set], index);
    let at = Moment::new(1_796_340_600_000.0, 0.0);
    let attempt = |outcome| Attempted { outcome, seconds: 20.0, at, kyu: 30.0 };
    let mut p = Progress::default();
    p.record(&key(atari, 0), attempt(Outcome::FirstTry));
    p.record(&key(atari, 0), attempt(Outcome::Solved));
    assert_eq!(p.get(&all[atari], 0), Some(Outcome::FirstTry), "a first try stays a first try");
    p.record(&key(atari, 0), attempt(Outcome::Missed));
    assert_eq!(p.get(&all[atari], 0), Some(Outcome::Missed), "a new miss shows");
    p.record(&key(atari, 0), attempt(Outcome::Solved));
    p.record(&key(atari, 1), attempt(Outcome::Missed));
    p.record(&key(ladders, 2), attempt(Outcome::Missed));
    let t = p.tally(&all[atari]);
    assert_eq!((t.first_try, t.solved, t.missed, t.total), (0, 1, 1, all[atari].problems.len()));
    // Missed and solved late alike: both wait to come back.
    assert_eq!(p.missed(all, Some(atari)), vec![ProblemRef { set: atari, problem: 0 }, ProblemRef { set: atari, problem: 1 }]);
    assert_eq!(p.missed(all, None).len(), 3);
    assert_eq!(p.unsolved(all, Some(atari)).len(), all[atari].problems.len() - 1);
    let mut store = MemoryStore::new();
    save(&mut store, &p).unwrap();
    assert_eq!(load::<Progress>(&mut store), LoadOutcome::Loaded(p));
}

#[test]
fn sessions_go_in_order_or_shuffled_and_retry_the_missed() {
    let all = sets(weiqi::locale::Locale::En);
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

#[test]
fn show_me_on_a_net_does_not_call_the_net_move_a_liberty() {
    // The generated nets, problem 1: "Show the solution" marks the net move, one step away
    // from the stones, and the hint beside it must not say the marked point is a liberty.
    let a = Attempt::new(problem("more-net", 1));
    let shown = act(&a, Action::ShowMe);
    let Some(Move::Play(net)) = shown.state.next_good_move() else { panic!("a move to show") };
    let target = shown.state.target.expect("the stones to catch");
    let liberties = shown.state.game.board().group(target).unwrap().liberties;
    assert!(!liberties.contains(&net), "the net move is not a liberty here");
    let hint = weiqi::text::say(&shown.state.hint().expect("a problem has a hint"));
    let reply = weiqi::text::feedback(&shown.state.feedback.as_ref().unwrap().notes);
    assert!(reply.contains(&net.to_gtp(shown.state.game.size())), "{reply}");
    assert!(shown.state.hint && !hint.contains("marked"), "{hint}");
}

