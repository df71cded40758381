#![cfg(not(target_arch = "wasm32"))]
//! The replies of the practice problems to wrong moves, one test per defect found with GNU
//! Go: each reply must be true for that move on that board (the reader checks its own
//! claim), and the false one is gone. Problem numbers count from 1.

use std::rc::Rc;

use weiqi::lessons::format::Step;
use weiqi::lessons::note::Note;
use weiqi::lessons::player::{Action, Phase};
use weiqi::problems::attempt::{act, Attempt};
use weiqi::problems::set;
use weiqi::rules::{Color, Move, Point};

fn problem(set_id: &str, number: usize) -> Rc<Step> {
    Rc::new(set(weiqi::locale::Locale::En, set_id).expect("the set exists").problems[number - 1].clone())
}

fn click(a: &Attempt, name: &str) -> Attempt {
    let p = Point::parse_gtp(name, a.state.game.size()).unwrap();
    act(a, Action::Click(p))
}

fn notes(a: &Attempt) -> Vec<Note> {
    a.state.feedback.as_ref().map(|f| f.notes.clone()).unwrap_or_default()
}

fn text(a: &Attempt) -> String {
    weiqi::text::feedback(&notes(a))
}

fn moves(a: &Attempt) -> Vec<String> {
    a.state
        .game
        .moves()
        .iter()
        .map(|m| match m.mv {
            Move::Play(p) => p.to_gtp(a.state.game.size()),
            Move::Pass => "pass".into(),
        })
        .collect()
}

#[test]
fn ko_3_c3_kills_without_a_ko_and_the_reply_says_so() {
    // Ko #3, Black to play, take the ko on A2 (A1):
    //   5 . . . . .
    //   4 . . . . .
    //   3 X X . . .
    //   2 O X O . .
    //   1 . O O . .
    //     A B C D E
    // C3 is no wasted move: GNU Go and our reader agree that after it all four white stones
    // die, with no ko (GNU Go: owl_attack C2 = 1, owl_defend C2 = 0; White resigns). Without
    // it A2 is taken only in a ko. So "you could capture just as well without it" was
    // false; the problem names C3 and says what it does, and that the task is the ko.
    let a = click(&Attempt::new(problem("03-ko", 3)), "C3");
    assert_eq!((a.state.phase, a.state.misses), (Phase::Wrong, 1));
    let t = text(&a);
    assert!(!notes(&a).contains(&Note::CaughtAnyway), "{t}");
    assert!(!t.contains("just as well"), "{t}");
    assert!(t.contains("cannot live, not even in a ko"), "{t}");
    assert!(t.contains("take the ko: capture A2 now"), "{t}");
    // The right answer still takes the ko.
    let a = click(&Attempt::new(problem("03-ko", 3)), "A1");
    assert!(a.state.solved());
}

#[test]
fn life_and_death_5_a1_names_the_ko_and_the_other_reply_lists_no_refused_move() {
    // Life and death #5, Black to play, make two eyes (B1):
    //   4 O O O O . . .
    //   3 X X X O O . .
    //   2 . . X X O . .
    //   1 . . . X O . .
    //     A B C D E F G
    // After A1 White B1, GNU Go says Black lives only through a ko (owl_defend C2 = 3 B2),
    // so "cannot make two eyes" overstated it; and the file's other reply listed A1 itself.
    let a = click(&Attempt::new(problem("05-life-and-death", 5)), "A1");
    assert_eq!(moves(&a), ["A1", "B1"]);
    let t = text(&a);
    assert!(t.contains("Then you can live only by winning a ko."), "{t}");
    assert!(!t.contains("A1, B1, C1, A2 or B2"), "{t}");
    assert!(!notes(&a).contains(&Note::CannotLive), "{t}");
    // The other reply (a move outside the corner) names no point the problem refuses.
    let a = click(&Attempt::new(problem("05-life-and-death", 5)), "F6");
    let t = text(&a);
    assert!(t.starts_with("Play inside your own space, the five empty points of the corner."), "{t}");
    for p in ["A1", "A2", "B2", "C1"] {
        assert!(!t.contains(p), "{t}");
    }
}

#[test]
fn capture_techniques_16_white_on_a1_captures_and_does_not_run_out() {
    // Capture techniques #16, Black to play, win the race (B1 C1 A1):
    //   4 X X X X X . . . .
    //   3 X O O O X X X X .
    //   2 O O X X O O O X .
    //   1 . . . . . . . X .
    //     A B C D E F G H J
    // C1 (White D1) then B1 leaves both sides on one liberty, A1, with White to play: White
    // A1 takes the four black stones. It was called "runs out at A1: now the stones have 3
    // liberties".
    let a = click(&Attempt::new(problem("04-capture-techniques", 16)), "C1");
    assert_eq!(moves(&a), ["C1", "D1"]);
    let a = click(&a, "B1");
    assert_eq!(moves(&a), ["C1", "D1", "B1", "A1"]);
    assert_eq!(a.state.phase, Phase::Wrong);
    let n = notes(&a);
    assert!(!n.iter().any(|n| matches!(n, Note::RunsOut { .. } | Note::Escapes { .. })), "{n:?}");
    assert!(n.contains(&Note::CapturesYours { color: Color::White, stones: 4 }), "{n:?}");
    let t = text(&a);
    assert!(t.contains("White captures 4 of your stones."), "{t}");
    assert!(!t.contains("runs out"), "{t}");
}

#[test]
fn life_and_death_12_f1_gets_a_life_reason_not_a_count_of_liberties() {
    // Life and death #12, White to play, stop two eyes (B1 or E1):
    //   3 O O O O O O O O .
    //   2 O X X X X X X O .
    //   1 O . . . . . X O .
    //     A B C D E F G H J
    // After F1 Black B1, Black's group lives (our reader: it survives). "Now the black
    // stones have 3 liberties" said nothing about life.
    let a = click(&Attempt::new(problem("05-life-and-death", 12)), "F1");
    assert_eq!(moves(&a), ["F1", "B1"]);
    let n = notes(&a);
    assert!(!n.iter().any(|n| matches!(n, Note::Escapes { .. })), "{n:?}");
    assert!(n.contains(&Note::CanLive { color: Color::Black }), "{n:?}");
    let t = text(&a);
    assert!(t.ends_with("Black answers at B1. Now the black group can live."), "{t}");
    assert!(!t.contains("liberties"), "{t}");
}

#[test]
fn atari_9_d1_gets_its_own_reason() {
    // Liberties and atari #9, Black to play, catch C2:
    //   3 . . X . . .
    //   2 . X O . . .
    //   1 . . . . . .
    //     A B C D E F
    // D1 blocks the edge and leaves the open side: White D2 gets out (GNU Go: attack C2 = 0).
    let a = click(&Attempt::new(problem("01-atari", 9)), "D1");
    assert_eq!(moves(&a), ["D1", "D2"]);
    let t = text(&a);
    assert!(!notes(&a).contains(&Note::NotThisMove), "{t}");
    assert!(t.starts_with("White answers at D2. D1 closes the edge side and leaves the open side free"), "{t}");
}

#[test]
fn ladders_and_nets_7_d4_gets_its_own_reason() {
    // Ladders and nets #7, Black to play, catch F3 in a net (E4):
    //   6 . . . . O . . . .
    //   5 . . . . . . . . .
    //   4 . . . . . . X . .
    //   3 . . . . . O X . .
    //   2 . . . . . X X . .
    //     A B C D E F G H J
    // D4 is a step too far: White E3 gets out (GNU Go: attack F3 = 0).
    let a = click(&Attempt::new(problem("06-ladders-and-nets", 7)), "D4");
    assert_eq!(moves(&a), ["D4", "E3"]);
    let t = text(&a);
    assert!(!notes(&a).contains(&Note::NotThisMove), "{t}");
    assert!(t.starts_with("White answers at E3. D4 is too far away"), "{t}");
}

#[test]
fn ko_2_says_play_elsewhere_first_once() {
    // Ko #2, a question: may White take back on B1 at once? The right answer's words and
    // the step's closing words say "somewhere else first" once between them, in every
    // language.
    for (lang, words) in [("en", "somewhere else first"), ("zh-Hans", "先在别处"), ("ko", "다른 곳에")] {
        let path = format!("{}/content/{lang}/problems/03-ko.toml", env!("CARGO_MANIFEST_DIR"));
        let file = std::fs::read_to_string(&path).unwrap();
        let start = file.find("[step.2]").unwrap();
        let step = &file[start..start + file[start..].find("[step.3]").unwrap()];
        assert_eq!(step.matches(words).count(), 1, "{lang}: {step}");
    }
    let a = act(&Attempt::new(problem("03-ko", 2)), Action::Choose(1));
    assert!(a.state.solved());
    let t = text(&a);
    assert_eq!(t.matches("somewhere else").count(), 1, "{t}");
}

#[test]
fn an_atari_the_stone_runs_out_of_says_it_gets_away_not_the_general_miss() {
    // Ladders and nets #7 (board above), E3: the atari drives the stone to F4, and the
    // ladder runs into White's E6; the reader sees it survive with two liberties. The reply
    // said only "That is not the move we are looking for here"; now it says what happens.
    let a = click(&Attempt::new(problem("06-ladders-and-nets", 7)), "E3");
    assert_eq!(moves(&a), ["E3", "F4"]);
    assert!(!notes(&a).contains(&Note::NotThisMove), "{:?}", notes(&a));
    assert_eq!(text(&a), "White answers at F4. Now the white stones can get away.");
    // Ladders and nets #3, E3 the same way (White D4).
    let a = click(&Attempt::new(problem("06-ladders-and-nets", 3)), "E3");
    assert_eq!(text(&a), "White answers at D4. Now the white stones can get away.");
}

#[test]
fn atari_12_moves_that_take_no_liberty_get_their_own_reasons() {
    // Liberties and atari #12, Black to play, catch C3 and D3 (E3):
    //   4 . . X X . .
    //   3 . X O O . .
    //   2 . . X . . .
    //     A B C D E F
    // E4 and F3 had no answer at all, only "That is not the move we are looking for here"
    // (our reader cannot decide in the app's budget). GNU Go: after either, White D2
    // (`defend C3` = 1 D2), and then the stones cannot be caught (`attack C3` = 0).
    for (mv, why) in [
        ("E4", "E4 takes no liberty from the stones: they run out with three liberties."),
        ("F3", "F3 blocks the open side from too far away: the stones run out with three liberties."),
    ] {
        let a = click(&Attempt::new(problem("01-atari", 12)), mv);
        assert_eq!(moves(&a), [mv, "D2"]);
        assert!(!notes(&a).contains(&Note::NotThisMove), "{:?}", notes(&a));
        assert_eq!(text(&a), format!("White answers at D2. {why}"));
    }
}

#[test]
fn ko_5_a_move_that_kills_without_the_ko_is_not_said_to_do_nothing() {
    // Ko #5, White to play, take the ko on E4 (F4):
    //   6 . . . . . .
    //   5 . . . . O X
    //   4 . . . O X .
    //   3 . . . . O X
    //   2 . . . . . .
    //     A B C D E F
    // F2 puts F3 in atari; connecting at F4 leaves four black stones with one liberty. GNU
    // Go: after F2, E4, F5 and F3 cannot be defended (`defend` = 0 each), no ko. It was
    // told "you could capture just as well without it".
    let a = click(&Attempt::new(problem("03-ko", 5)), "F2");
    assert_eq!((a.state.phase, a.state.misses), (Phase::Wrong, 1));
    assert_eq!(notes(&a), [Note::NoKoNeeded]);
    let t = text(&a);
    assert!(t.starts_with("That move catches these stones without a ko"), "{t}");
    assert!(!t.contains("just as well"), "{t}");
    // E2 kills F3 but not the ko: Black answers F2 (GNU Go: `defend E4` = 3 F2, a ko). The
    // problem names it and says so.
    let a = click(&Attempt::new(problem("03-ko", 5)), "E2");
    assert_eq!(text(&a), "After E2, Black can answer at F2, and E4 is still caught only in a ko. Take the ko at once instead.");
    // A move that does nothing for the fight is still told so.
    let a = click(&Attempt::new(problem("03-ko", 5)), "A1");
    assert_eq!(notes(&a), [Note::CaughtAnyway]);
}

/// Plays `clicks` in turn and returns the attempt after the last.
fn clicks(problem: Rc<Step>, names: &[&str]) -> Attempt {
    names.iter().fold(Attempt::new(problem), |a, name| click(&a, name))
}

#[test]
fn a_later_move_on_the_stones_liberties_that_wins_is_accepted() {
    // Kill or live #108 after G5 and White's D2: E3 is a liberty of the white group and
    // kills as well as the line's move; it was "does not help, take away the last liberties".
    let a = clicks(problem("more-life-and-death", 108), &["G5", "E3"]);
    assert_eq!((a.state.phase, a.state.misses), (Phase::Trying, 0), "{}", text(&a));
    // #100 after G2 and White's F1: G1 (a liberty) and F2 (named as a wrong *first* move in
    // the file) both kill, the reader proves it.
    for second in ["G1", "F2"] {
        let a = clicks(problem("more-life-and-death", 100), &["G2", second]);
        assert_ne!(a.state.phase, Phase::Wrong, "{second}: {}", text(&a));
        assert_eq!(a.state.misses, 0, "{second}");
    }
    // Ladders and nets #8 after E2 and White's D1: E1 ataris again and takes them next.
    let a = clicks(problem("06-ladders-and-nets", 8), &["E2", "E1"]);
    assert_ne!(a.state.phase, Phase::Wrong, "{}", text(&a));
}

#[test]
fn every_later_move_on_the_stones_liberties_that_the_reader_proves_is_accepted_in_every_problem() {
    use weiqi::lessons::format::Task;
    use weiqi::problems::fight::{fight, wins};
    use weiqi::reading::{solve_after, Limits};
    let (mut checked, mut problems) = (0, 0);
    let mut refused = Vec::new();
    for set in weiqi::problems::sets(weiqi::locale::Locale::En) {
        for (i, step) in set.problems.iter().enumerate() {
            let (Task::Capture(task) | Task::Save(task) | Task::Play(task)) = &step.task else { continue };
            let Some(first) = task.lines.first().and_then(|l| l.split_whitespace().next()) else { continue };
            problems += 1;
            // The file's first move and the answer to it: a position later in the fight.
            let a = click(&Attempt::new(Rc::new(step.clone())), first);
            if a.state.phase != Phase::Trying || a.state.game.to_move() != a.state.learner {
                continue;
            }
            let game = a.state.game.clone();
            let Some(f) = fight(&a.state.step, &game) else { continue };
            let Some(group) = game.board().group(f.target) else { continue };
            for &p in &group.liberties {
                if !game.is_legal(p) || wins(f, a.state.learner, solve_after(&game, Move::Play(p), f, Limits::APP)) != Some(true) {
                    continue;
                }
                checked += 1;
                let after = act(&a, Action::Click(p));
                if after.state.phase == Phase::Wrong || after.state.misses > 0 {
                    refused.push(format!("{} #{} after {first}: {} ({})", set.id, i + 1, p.to_gtp(game.size()), text(&after)));
                }
            }
        }
    }
    assert!(problems > 1000 && checked > 500, "{problems} problems, {checked} moves checked");
    assert!(refused.is_empty(), "{} of {checked} proven moves refused:\n{}", refused.len(), refused.join("\n"));
}
