use std::rc::Rc;
use weiqi::lessons::player::{Action};
use weiqi::problems::attempt::{act, Attempt};
use weiqi::problems::set;
use weiqi::rules::{Move, Point};
fn run(set_id: &str, n: usize, moves: &[&str]) {
    let mut a = Attempt::new(Rc::new(set(set_id).unwrap().problems[n-1].clone()));
    for m in moves {
        let p = Point::parse_gtp(m, a.state.game.size()).unwrap();
        a = act(&a, Action::Click(p));
        let last: Vec<String> = a.state.game.moves().iter().map(|m| match m.mv { Move::Play(p)=>p.to_gtp(a.state.game.size()), Move::Pass=>"pass".into()}).collect();
        println!("{set_id} #{n} {m}: {:?} misses={} moves={:?} :: {}", a.state.phase, a.state.misses, last, a.state.feedback.as_ref().map(|f| f.text.clone()).unwrap_or_default());
    }
}
#[test]
fn scratch() {
    run("01-atari", 7, &["D4"]);
    run("01-atari", 6, &["E2"]);
    run("01-atari", 5, &["E3"]);
    run("02-forbidden-points", 5, &["B3"]);
    run("03-ko", 3, &["C3"]);
    run("04-capture-techniques", 8, &["F5"]);
    run("06-ladders-and-nets", 3, &["D4"]);
    run("06-ladders-and-nets", 3, &["E2"]);
    run("04-capture-techniques", 9, &["D4"]);
    run("04-capture-techniques", 15, &["E1"]);
    run("03-ko", 21, &["J1"]);
}
