use std::rc::Rc;
use weiqi::lessons::player::{reduce, Action, StepState};
use weiqi::rules::Point;
fn named(lesson: &str, id: &str) -> StepState {
    let l = weiqi::lessons::lesson(lesson).unwrap();
    StepState::new(Rc::new(l.steps.iter().find(|s| s.id == id).unwrap().clone()))
}
fn say(l: &str, id: &str, acts: &[&str]) {
    let mut s = named(l, id);
    for a in acts {
        let act = if let Some(n) = a.strip_prefix('=') { Action::Answer(n.into()) }
            else if let Some(n) = a.strip_prefix('#') { Action::Choose(n.parse().unwrap()) }
            else if *a == "pass" { Action::Pass }
            else { Action::Click(Point::parse_gtp(a, s.game.size()).unwrap()) };
        s = reduce(&s, act);
    }
    println!("{l}/{id} {acts:?}: {:?} -> {}", s.phase, s.feedback.as_ref().map(|f| f.text.clone()).unwrap_or_default());
}
#[test]
fn scratch() {
    say("03-capture", "atari-group", &["D2"]);
    say("03-capture", "atari-group", &["C3"]);
    say("03-capture", "atari-group", &["B5"]);
    say("03-capture", "atari-group", &["B4"]);
    say("03-capture", "give-atari", &["D4"]);
    say("03-capture", "give-atari", &["A1"]);
    say("03-capture", "give-atari", &["D3"]);
    say("03-capture", "save-by-adding", &["C3"]);
    say("03-capture", "save-by-adding", &["A1"]);
    say("03-capture", "save-by-adding", &["D3"]);
    say("03-capture", "save-group", &["E5"]);
    say("03-capture", "save-group", &["B5"]);
    say("03-capture", "save-group", &["E4"]);
    say("05-ko", "find-a-threat", &["C6"]);
    say("05-ko", "find-a-threat", &["D7"]);
    say("05-ko", "find-a-threat", &["G4"]);
    say("05-ko", "find-a-threat", &["C4"]);
    say("05-ko", "find-a-threat", &["F1"]);
    say("07-end-of-game", "read-the-ladder", &["#1"]);
    say("07-end-of-game", "resign-ends-it", &["#1"]);
    say("07-end-of-game", "resign-ends-it", &["#2"]);
    say("07-end-of-game", "two-eyes-not-dead", &["#1"]);
    say("09-competition", "handicap-give-back", &["=186.5"]);
    say("09-competition", "handicap-give-back", &["=183"]);
    say("09-competition", "handicap-give-back", &["=183.5"]);
    say("08-counting", "count-big-board", &["=185"]);
    say("08-counting", "count-big-board", &["=190"]);
}
