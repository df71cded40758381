//! What the board shows: the ladder and ko pictures move by move, no stray marks, and the
//! count over the board keeping Black's area.

use super::*;

#[test]
fn the_ladder_pictures_go_one_move_at_a_time_and_show_all_six_stones() {
    let s0 = named("06-techniques", "ladder-watch");
    let Task::Watch(w) = &s0.step.task else { panic!("a watch") };
    assert!(w.frames.iter().all(|f| f.play.as_deref().is_some_and(|p| p.split_whitespace().count() == 1)));
    // The picture before the capture shows the six white stones, B1 among them.
    let before = reduce(&s0, Action::Frame(w.frames.len() - 1));
    assert_eq!(before.game.board().stones(Color::White).count(), 6);
    assert_eq!(before.game.board().get(pt(&before, "B1")), Some(Color::White));
    let last = reduce(&s0, Action::Frame(w.frames.len()));
    assert_eq!(last.game.board().stones(Color::White).count(), 0, "all six are captured");
    // The net: C5 is seen before the capture.
    let n0 = named("06-techniques", "net-watch");
    let Task::Watch(w) = &n0.step.task else { panic!("a watch") };
    let before = reduce(&n0, Action::Frame(w.frames.len() - 1));
    assert_eq!(before.game.board().get(pt(&before, "C5")), Some(Color::White));
}

#[test]
fn the_ladder_accepts_only_moves_that_keep_it() {
    // The techniques chapter, step 2: after E4 D3, C3 is atari from the wrong side: White runs
    // out at D2 with three liberties, which is no ladder any more.
    let s = click(&click(&named("06-techniques", "play-ladder"), "E4"), "C3");
    assert_eq!((s.phase, s.misses), (Phase::Wrong, 1), "{}", said(&s));
    assert_eq!(s.game.board().get(pt(&s, "D2")), Some(Color::White), "White's way out is on the board");
    assert_eq!(s.game.board().liberty_count(pt(&s, "D2")), 3);
    assert_eq!(said(&s), "White runs out at D2: now the stones have 3 liberties, too many for a ladder. In a ladder, each run leaves them two at most.");
    // "Try again" takes back the wrong move and White's run, not E4 and D3.
    let back = reduce(&s, Action::Retry);
    assert_eq!((back.phase, back.game.move_number()), (Phase::Trying, 2));
    assert_eq!(back.game.board().get(pt(&back, "D3")), Some(Color::White));
    // A move that gives no atari is not a ladder move, even where the stones cannot get away.
    let s = click(&back, "E2");
    assert_eq!(s.phase, Phase::Wrong);
    assert!(said(&s).starts_with("That is not atari. In a ladder every move is atari"), "{}", said(&s));
    // The ladder's own moves, down either side, are right to the capture.
    let mut s = named("06-techniques", "play-ladder");
    for mv in ["E4", "D2", "B3", "B2", "B1", "E1"] {
        s = click(&s, mv);
        assert_ne!(s.phase, Phase::Wrong, "{mv}: {}", said(&s));
    }
    assert!(s.solved());
    // The first wrong atari still shows White escaping.
    let wrong = click(&named("06-techniques", "play-ladder"), "D3");
    assert_eq!(wrong.game.board().get(pt(&wrong, "E4")), Some(Color::White));
}

/// Plays a capture step to the end the way "show me" would.
fn finish(mut s: StepState) -> StepState {
    for _ in 0..30 {
        if s.solved() {
            break;
        }
        let Some(mv) = s.next_good_move() else { break };
        s = reduce(&s, match mv {
            weiqi::rules::Move::Play(p) => Action::Click(p),
            weiqi::rules::Move::Pass => Action::Pass,
        });
    }
    s
}

#[test]
fn a_ladder_move_that_lets_white_out_shows_the_escape() {
    // After E4 D3, a move far away gives no atari: White runs, and the board shows where.
    let s = click(&named("06-techniques", "play-ladder"), "E4");
    let wrong = click(&s, "J1");
    assert_eq!(wrong.phase, Phase::Wrong);
    assert_eq!(said(&wrong), "That is not atari. In a ladder every move is atari, so that White never has a free move to get out. White runs out at D2: now the stones have 4 liberties and get away.");
    assert_eq!(wrong.game.board().get(pt(&wrong, "D2")), Some(Color::White));
    assert!(wrong.marks.contains(&(pt(&wrong, "D2"), Highlight::Hint)));
    // Where the stones cannot get away even so, the reply says no more than that.
    let mut s = named("06-techniques", "play-ladder");
    for mv in ["E4", "D2"] {
        s = click(&s, mv);
    }
    let wrong = click(&s, "B2");
    assert_eq!(said(&wrong), "That is not atari. In a ladder every move is atari, so that White never has a free move to get out.");
    assert!(wrong.marks.contains(&(pt(&wrong, "B3"), Highlight::Liberty)));
    let done = finish(reduce(&wrong, Action::Retry));
    assert!(done.solved(), "{}", said(&done));
    assert_eq!(done.game.board().get(pt(&done, "D4")), None);
}

#[test]
fn the_nets_are_played_to_the_capture() {
    for id in ["net-catch", "net-not-atari", "net-on-your-own"] {
        let s = named("06-techniques", id);
        let target = s.target.expect("a net step names its stone");
        let done = finish(s);
        assert!(done.solved(), "{id}: {}", said(&done));
        assert_eq!(done.game.board().get(target), None, "{id}: the white stones are off the board");
        assert_eq!(done.game.board().stones(Color::White).filter(|&p| done.game.board().liberty_count(p) < 2).count(), 0, "{id}");
    }
}

#[test]
fn the_ko_fight_pictures_do_not_draw_two_marks_on_the_last_move() {
    let s0 = named("05-ko", "ko-fight-watch");
    let Task::Watch(w) = &s0.step.task else { panic!("a watch") };
    for i in 1..=w.frames.len() {
        let s = reduce(&s0, Action::Frame(i));
        let view = board_view(&s);
        if let Some(last) = view.last_move {
            assert!(!view.markers.iter().any(|&(p, _)| p == last), "frame {i}: a marker on the last move");
        }
    }
}

#[test]
fn no_stray_circles_on_the_eye_steps() {
    for n in [1, 3, 7] {
        let s = step("07-life-and-death", n);
        let view = board_view(&s);
        assert!(!view.markers.iter().any(|&(_, m)| m == Marker::Circle), "step {n}");
    }
}

#[test]
fn the_over_the_board_count_keeps_blacks_area_while_stones_are_moved() {
    use weiqi::rules::{count_area, DeadStones};
    let l = lesson(weiqi::locale::Locale::En, "09-counting").unwrap();
    let i = l.steps.iter().position(|s| s.id == "count-in-tens-watch").unwrap();
    let st = &l.steps[i];
    let Task::Watch(w) = &st.task else { panic!("a watch") };
    let mut s = step("09-counting", i + 1);
    let dead_of = |s: &StepState, names: &[String]| DeadStones::from_points(names.iter().map(|n| pt(s, n)));
    let black_area = |s: &StepState, dead: &DeadStones| count_area(s.game.board(), dead).total(Color::Black);
    // At the end of the game: the dead stones marked, each shared point half Black's.
    let at_start = black_area(&s, &dead_of(&s, &st.marks.dead));
    let mut boards = Vec::new();
    for (k, frame) in w.frames.iter().enumerate() {
        s = reduce(&s, Action::Frame(k + 1));
        let area = black_area(&s, &dead_of(&s, &frame.marks.dead));
        assert_eq!(area, at_start, "frame {}: Black's area changed", k + 1);
        let filled = count_area(s.game.board(), &dead_of(&s, &frame.marks.dead));
        assert_eq!(filled.total(Color::Black).0 % 4, 0, "frame {}: no half points are left once the shared points are filled", k + 1);
        boards.push(s.game.board().clone());
    }
    // The stones really move (the gathering), and the blocks marked are blocks of ten.
    assert!(boards.windows(2).any(|b| b[0] != b[1] && b[0].stones(Color::Black).count() == b[1].stones(Color::Black).count()));
    let tens = w.frames.iter().find(|f| !f.marks.triangle.is_empty()).expect("a frame marks the tens");
    assert_eq!((tens.marks.triangle.len(), tens.marks.square.len()), (10, 10));
    let last = w.frames.last().unwrap();
    assert!(last.text.contains(&format!("= {}.", at_start.stones_text())), "the last caption says {}: {}", at_start.stones_text(), last.text);
}

#[test]
fn show_me_off_the_lines_of_a_ladder_shows_a_move_that_keeps_it() {
    use weiqi::lessons::player::ladder::{ladder_move, LadderMove};
    // E4 D2 B3 C1 are the lines' moves; B1 (atari from the other side of B2) is not on a line
    // but keeps the ladder, so the learner goes on from there.
    let mut s = named("06-techniques", "play-ladder");
    for mv in ["E4", "D2", "B3", "C1"] {
        s = click(&s, mv);
    }
    let off = click(&s, "B1");
    assert_eq!((off.phase, off.misses), (Phase::Trying, 0), "{}", said(&off));
    // The run's liberties are counted, as along the lines.
    assert_eq!(
        said(&off),
        "Good. White answers at A2. White's 6 stones now have 2 liberties. Your move again."
    );
    let Some(shown) = off.next_good_move() else { panic!("a move to show") };
    let kind = ladder_move(&off.game, pt(&off, "D4"), shown);
    assert!(matches!(kind, LadderMove::Keeps | LadderMove::Captures), "{kind:?}");
    let done = finish(off);
    assert!(done.solved(), "{}", said(&done));
}
