//! What the learner reads after an answer: wrong counts and moves hear a reason that fits
//! the step, and a right answer does not say the same thing twice.

use super::*;

#[test]
fn the_error_marks_go_when_the_number_is_right() {
    // Chapter 2, step 7: a wrong count marks the group red; the right one clears it.
    let s = answer(&named("02-liberties", "count-once"), "8");
    assert_eq!(s.misses, 1);
    assert!(s.marks.iter().any(|&(_, h)| h == Highlight::Problem), "the miss marks the group");
    let right = answer(&s, "7");
    assert_eq!(right.phase, Phase::Solved);
    assert!(right.marks.is_empty(), "{:?}", right.marks);
    assert!(!board_view(&right).highlights.iter().any(|&(_, h)| h == Highlight::Problem));
}

#[test]
fn zero_liberties_is_explained() {
    let s = answer(&named("02-liberties", "surrounded"), "0");
    assert!(said(&s).contains("0 would mean"), "{}", said(&s));
}

#[test]
fn a_ko_threat_left_unanswered_is_told_by_its_capture_alone() {
    // Chapter 5, "answer the threat": a move elsewhere lets White capture D1 on D2; the reply
    // says that, and not the step's advice about a stone that is gone.
    let s = click(&named("05-ko", "answer-threat"), "G4");
    assert_eq!(s.game.board().get(pt(&s, "D1")), None, "White captured D1");
    assert_eq!(said(&s), "Your stone on D1 still had only one liberty, D2: White played there and captured it.");
}

#[test]
fn a_bad_save_shows_the_capture_not_a_liberty_on_a_white_stone() {
    // Chapter 3, step 11: D4 is in atari; a move elsewhere lets White capture on D3.
    let s = click(&named("03-capture", "save-from-atari"), "A1");
    assert_eq!(s.game.board().get(pt(&s, "D4")), None, "White captured D4");
    assert_eq!(said(&s), "Your stone on D4 still had only one liberty, D3: White played there and captured it.");
    let view = board_view(&s);
    for &(p, h) in &view.highlights {
        if h == Highlight::Liberty {
            assert_eq!(s.game.board().get(p), None, "a liberty mark on a stone at {}", p.to_gtp(s.game.size()));
        }
    }
    assert!(s.marks.contains(&(pt(&s, "D3"), Highlight::Hint)));
}

#[test]
fn one_stone_is_not_called_a_group_or_stones() {
    // Chapter 3, step 2: a wrong move far away. The stone is not said to run out at D3: on
    // this 5×5 board it would still be caught there (GNU Go: `attack C3` = 1 D2; our reader
    // with a larger budget: captured), so the reply speaks of the one stone as it stands.
    let s = click(&named("03-capture", "capture-one"), "A1");
    assert_eq!(said(&s), "The white stone still has 1 liberty (marked), so it stays on the board.");
    assert_eq!(s.game.board().group(pt(&s, "C3")).unwrap().stones.len(), 1);
    // Chapter 5, step 1: the right move names no other group.
    let s = click(&named("05-ko", "capture-one"), "C4");
    assert_eq!(s.phase, Phase::Solved);
    assert!(!said(&s).contains("group at"), "{}", said(&s));
}

#[test]
fn the_ko_step_says_where_black_played() {
    let s = named("05-ko", "liberty-after");
    assert!(!s.step.text.contains("captured on B4"), "{}", s.step.text);
    assert!(s.step.text.contains("C4"));
}

#[test]
fn a_right_choice_does_not_say_the_same_thing_twice() {
    for l in lessons(weiqi::locale::Locale::En) {
        for (i, st) in l.steps.iter().enumerate() {
            let Task::Choice(c) = &st.task else { continue };
            let s = StepState::new(Rc::new(st.clone()));
            let right = weiqi::lessons::judge::correct_choice(st, &s.game).unwrap();
            let done = reduce(&s, Action::Choose(right));
            let text = said(&done);
            for sentence in text.split_inclusive(['.', '!']).map(str::trim).filter(|t| t.len() > 12) {
                assert_eq!(text.matches(sentence).count(), 1, "{} step {}: {text} ({:?})", l.id, i + 1, c.question);
            }
            assert!(text.matches("wins by").count() <= 1, "{} step {}: {text}", l.id, i + 1);
        }
    }
}

#[test]
fn counting_dead_stones_as_alive_is_recognised() {
    // Chapter 8, step 11: the count with the dead stones left on the board.
    let s = named("09-counting", "count-a-game");
    let as_alive = {
        let dead = weiqi::rules::DeadStones::default();
        weiqi::rules::count_area(s.game.board(), &dead).total(Color::Black)
    };
    let w = answer(&s, &as_alive.stones_text());
    assert!(said(&w).contains("dead stones as if they were alive"), "{}", said(&w));
    let w = answer(&s, "3.67");
    assert!(said(&w).contains("a half or a quarter"), "{}", said(&w));
}

#[test]
fn the_ko_threat_task_is_two_steps_each_with_its_own_reason() {
    // Chapter 5: taking the ko, then answering the threat; each wrong move hears what fits.
    let take = click(&named("05-ko", "take-ko"), "A1");
    assert!(!said(&take).contains("atari"), "nothing was put in atari yet: {}", said(&take));
    let answer_it = named("05-ko", "answer-threat");
    assert_eq!(answer_it.game.move_number(), 2, "the ko was taken and White threatened");
    let wrong = click(&answer_it, "G7");
    assert!(!said(&wrong).contains("First take the ko"), "{}", said(&wrong));
    assert_eq!(wrong.game.board().get(pt(&wrong, "D1")), None, "White captured D1");
    assert_eq!(click(&answer_it, "D2").phase, Phase::Solved);
}

#[test]
fn wrong_numbers_hear_reasons_that_fit_the_question() {
    // Chapter 8: stones to points.
    let l = lesson(weiqi::locale::Locale::En, "09-counting").unwrap();
    let n = l.steps.iter().position(|s| matches!(&s.task, Task::Number(t) if t.question.contains("How many points"))).unwrap();
    let s = answer(&step("09-counting", n + 1), "3");
    assert!(said(&s).contains("exactly twice"), "{}", said(&s));
    // The handicap target and the clock (in the appendix).
    for id in ["10-who-plays-black", "appendix-tournament"] {
        let l = lesson(weiqi::locale::Locale::En, id).unwrap();
        for (i, st) in l.steps.iter().enumerate() {
            if let Task::Number(t) = &st.task {
                if t.count != weiqi::lessons::format::CountKind::Given {
                    continue;
                }
                let s = answer(&step(id, i + 1), "17");
                assert!(!said(&s).contains("Count again"), "{id} step {}: {}", i + 1, said(&s));
            }
        }
    }
}

#[test]
fn the_first_chapter_says_how_a_game_is_won_and_names_the_points() {
    let board = lesson(weiqi::locale::Locale::En, "01-board").unwrap();
    assert!(board.steps[0].text.contains("more than half the board"));
    let s = click(&named("01-board", "point-names"), "B4");
    assert!(said(&s).contains("the letter is the line from the left"), "{}", said(&s));
    assert_eq!(click(&named("01-board", "point-names"), "D2").phase, Phase::Solved);
    let s = click(&named("01-board", "no-letter-i"), "H1");
    assert!(said(&s).contains("there is no I"), "{}", said(&s));
}

#[test]
fn try_again_keeps_the_right_moves_and_the_reply_reads_the_board_as_it_is() {
    // The end of the game, step 11: A2 (White runs to B1), then a wrong D1.
    let s = named("08-end-of-game", "play-it-out");
    let s = click(&s, "A2");
    assert_eq!(s.game.board().get(pt(&s, "B1")), Some(Color::White), "{}", said(&s));
    let wrong = click(&s, "D1");
    assert_eq!(wrong.phase, Phase::Wrong);
    let text = said(&wrong);
    // The white stones have one liberty now (A1): no reply may speak of two, or of A2 and B1.
    assert!(!text.contains("A2") && !text.contains("B1") && !text.contains("two"), "{text}");
    assert!(text.contains("1 liberty"), "{text}");
    // The step's own words were for the one stone on the first board; now there are two.
    assert!(!text.contains("white stone's"), "{text}");
    let back = reduce(&wrong, Action::Retry);
    assert_eq!(back.phase, Phase::Trying);
    assert_eq!(back.game.board().get(pt(&back, "A2")), Some(Color::Black), "the right first move stays");
    assert_eq!(back.game.board().get(pt(&back, "B1")), Some(Color::White));
    assert_eq!(back.game.board().get(pt(&back, "D1")), None, "the wrong move is taken back");
    assert!(click(&back, "A1").solved());
}

#[test]
fn a_wrong_count_speaks_of_shared_points_only_where_there_are_some() {
    // The first game, step 4: Black's count on a board where every border is closed.
    let s = named("12-first-game", "count-black");
    let board = s.game.board();
    let dead = weiqi::lessons::judge::dead_stones(&s.step, board).unwrap();
    let count = weiqi::rules::count_area(board, &dead);
    assert!(board.size().points().all(|p| count.owner_at(p) != weiqi::rules::Owner::Shared), "no shared points here");
    let wrong = answer(&s, "40");
    assert_eq!(said(&wrong), "Black's count is not 40. Add the living stones and the empty points they surround.");
}

#[test]
fn an_atari_instead_of_the_connection_is_answered_as_an_atari() {
    // How to play, step 10: E3 puts E4 in atari; the reply speaks of that atari and of the
    // cut still open, and the board shows White running out.
    let s = click(&named("11-how-to-play", "connect-the-diagonal"), "E3");
    assert_eq!(s.phase, Phase::Wrong);
    assert!(said(&s).starts_with("That puts White's stone on E4 in atari, but White runs out at F4"), "{}", said(&s));
    assert_eq!(s.game.board().get(pt(&s, "F4")), Some(Color::White));
    assert!(s.game.board().liberty_count(pt(&s, "E4")) > 2);
    assert_eq!(s.game.board().get(pt(&s, "D5")), None, "the cut is still open");
}

#[test]
fn filling_the_ko_in_the_ko_fight_gets_its_reason() {
    // The ko chapter, step 9: after E1 (White threatens with E7), D1 fills the ko.
    let s = click(&named("05-ko", "whole-fight"), "E1");
    assert_eq!(s.game.board().get(pt(&s, "E7")), Some(Color::White), "{}", said(&s));
    let filled = click(&s, "D1");
    assert_eq!(filled.phase, Phase::Wrong);
    assert!(said(&filled).starts_with("Filling the ko at D1 ends the ko"), "{}", said(&filled));
    assert!(!said(&filled).contains("answers at D6"), "the reason names D6 already: {}", said(&filled));
    assert_eq!(filled.game.board().get(pt(&filled, "D7")), None, "White took D7");
    // At the start D1 holds a white stone: the rule's reason alone, not the one for filling.
    let occupied = click(&named("05-ko", "whole-fight"), "D1");
    assert!(said(&occupied).starts_with("There is already a white stone on D1") && !said(&occupied).contains("Filling"), "{}", said(&occupied));
}

#[test]
fn a_ko_threat_along_the_line_is_said_as_a_threat() {
    // Chapter 5's whole ko fight: after Black takes the ko on E1, White's answer on E7 is a
    // threat to Black's D7 stone, and the reply says so rather than "White answers at E7".
    let s = named("05-ko", "whole-fight");
    let after = click(&s, "E1");
    assert_eq!(said(&after), "Good. White plays E7 and puts your stone on D7 in atari. Your move again.");
}

#[test]
fn a_lost_group_saved_in_vain_is_captured_once_in_the_reply() {
    // Chapter 11's "play on": B1 tries to save the two lost stones; White takes all three on
    // A2. The reply says the capture once (the step's reason no longer says it as well).
    let s = click(&named("11-how-to-play", "play-on"), "B1");
    let words = said(&s);
    assert!(words.starts_with("The two stones cannot be saved"), "{words}");
    assert_eq!(words.matches("captures").count() + words.matches("takes all three").count(), 1, "{words}");
}

#[test]
fn a_named_wrong_move_whose_reason_names_the_answer_ends_on_its_advice() {
    // Chapter 6's snapback: A5 is answered on B5, which takes the A5 stone. The reason names
    // B5 and the capture: no sentence saying the same is added before or after it.
    let s = click(&named("06-techniques", "snapback"), "A5");
    let words = said(&s);
    assert_eq!(s.game.board().get(pt(&s, "A5")), None, "White took the A5 stone: {words}");
    assert!(
        words.starts_with("Atari from A5 does not work here: White answers on B5"),
        "{words}"
    );
    assert!(words.ends_with("so they are safe."), "{words}");
    assert_eq!(words.matches("takes your stone").count(), 1, "{words}");
}


#[test]
fn a_fraction_given_for_whole_minutes_is_told_the_answer_is_whole() {
    // The appendix's clock: minutes are whole, so 3.7 is not told of halves and quarters.
    let s = answer(&named("appendix-tournament", "countdown-full-minute"), "3.7");
    assert_eq!(said(&s), "The answer is a whole number.");
    // A count in stones may end in a half or a quarter: that is what it is told.
    let l = lesson(weiqi::locale::Locale::En, "09-counting").unwrap();
    let n = l.steps.iter().position(|s| s.id == "half-big-board").unwrap();
    assert!(said(&answer(&step("09-counting", n + 1), "180.3")).contains("a half or a quarter"));
}

#[test]
fn the_hint_later_in_a_capture_names_the_last_liberty_of_the_position_played_from() {
    // Chapter 7's false eye: after E5 and Black's C5 the black group has one liberty, A5.
    //   . X X X O        A wrong E1 there is answered on its own board (no hint beside
    //   X X X O O        that reply: its marks would be on another board); back on the
    //   O O O O .        position played from, the hint says: take A5.
    let s = click(&named("07-life-and-death", "false-eye-capture"), "E5");
    assert_eq!(s.game.board().get(pt(&s, "C5")), Some(Color::Black), "{}", said(&s));
    let wrong = click(&s, "E1");
    assert_eq!(wrong.phase, Phase::Wrong);
    assert_eq!(wrong.hint(), None);
    let back = reduce(&wrong, Action::Retry);
    let hint = weiqi::text::say(&back.hint().unwrap());
    assert_eq!(hint, "The 6 stones you are after have one liberty left, A5: play there to capture them.");
}

#[test]
fn an_open_border_has_only_its_open_points_to_find() {
    // Chapter 11, "border open": the border is not closed, so the empty area below it is
    // no one's yet; the points to find are the three that touch both colours.
    let s = named("11-how-to-play", "border-open");
    let answer = weiqi::lessons::judge::answer_points(&s.step, &s.game).unwrap();
    let names: Vec<String> = answer.iter().map(|p| p.to_gtp(s.game.size())).collect();
    assert_eq!(names, ["A5", "F5", "H4"]);
    let far = click(&s, "A4");
    assert_ne!(far.phase, Phase::Solved);
    assert_eq!(said(&far), "A4 does not touch both colours. An open point has a black stone and a white stone right next to it.");
}

#[test]
fn a_tap_after_the_step_is_solved_keeps_its_closing_words() {
    let s = click(&click(&named("07-life-and-death", "false-eye-capture"), "E5"), "A5");
    assert_eq!(s.phase, Phase::Solved, "{}", said(&s));
    let closing = said(&s);
    let again = click(&s, "E1");
    assert!(said(&again).starts_with(&closing), "{}", said(&again));
    assert!(said(&again).len() > closing.len(), "the way on is said too");
    assert_eq!(said(&click(&again, "D1")), said(&again), "said once");
}

#[test]
fn an_answer_that_gives_atari_but_is_left_with_one_liberty_says_both() {
    // Chapter 6's ladder, near its end: after A2, White's B1 puts C1 in atari, but the white
    // stones are left with one liberty, A1, where the learner takes them.
    let mut s = named("06-techniques", "play-ladder");
    for mv in ["E4", "D2", "B3", "C1", "A2"] {
        s = click(&s, mv);
    }
    assert_eq!(
        said(&s),
        "Good. White plays B1 and puts your stone on C1 in atari, but now White's own stones have only one liberty, A1. Your move again."
    );
}

#[test]
fn a_tap_that_marks_a_whole_dead_group_says_so() {
    // Chapter 9's first step: the dead stones on B7 and C7 are one group.
    let s = click(&named("09-counting", "mark-dead"), "C7");
    assert_eq!(said(&s), "Yes, C7: a tap marks its whole group, all 2 stones. 1 more to find.");
}

#[test]
fn the_hint_goes_once_a_right_move_is_answered_and_comes_back_with_the_next_miss() {
    let s = named("06-techniques", "play-ladder");
    let missed = click(&click(&s, "A9"), "A8");
    assert!(missed.hint, "two misses: the hint");
    let right = click(&missed, "E4");
    assert_eq!(right.game.board().get(pt(&right, "D3")), Some(Color::White), "{}", said(&right));
    assert!(!right.hint, "the hint spoke of the board before E4");
    assert!(click(&right, "A9").hint, "a miss on the new board brings it back");
}

#[test]
fn a_snapbacks_take_back_missed_is_said_to_have_been_there() {
    // Chapter 6, the snapback at the top: after F9 White takes on E9, and its three stones
    // have one liberty, F9. A move elsewhere lets White connect there.
    let s = click(&click(&named("06-techniques", "snapback-top"), "F9"), "C5");
    assert_eq!(
        said(&s),
        "White connects at F9 to its other stones: now they have 6 liberties and get away. F9 was already their last liberty: playing there first would have captured them."
    );
}

#[test]
fn in_the_whole_ko_fight_an_atari_on_either_white_stone_is_a_threat() {
    // Chapter 5, the whole fight: after E1, E7, D6 and White's D1, a threat against C7 (B7,
    // C6) or against E7 (E6, F7) is answered, and Black takes back on E1.
    //   A B C D E F G
    // 7 . . O X O . .
    // 6 . . . X . . .
    // 2 . . . X O . .
    // 1 . . X O . O .
    let mut s = named("05-ko", "whole-fight");
    for m in ["E1", "D6"] {
        s = click(&s, m);
        assert_ne!(s.phase, Phase::Solved, "{m}: {}", said(&s));
    }
    for threat in ["B7", "C6", "E6", "F7"] {
        let after = click(&s, threat);
        assert!(!said(&after).contains("does not help"), "{threat}: {}", said(&after));
        let back = click(&after, "E1");
        assert_eq!(back.phase, Phase::Solved, "{threat} then E1: {}", said(&back));
    }
    let idle = click(&s, "A4");
    assert!(said(&idle).contains("no threat"), "{}", said(&idle));
}

#[test]
fn a_miss_of_the_last_liberty_is_said_once() {
    // Chapter 11, playing on: White's E5 has one liberty, E4. A miss says so once (the step
    // adds no second sentence saying the same).
    let s = named("11-how-to-play", "play-on");
    let after = click(&s, "D4");
    assert_eq!(said(&after), "The white stone still has 1 liberty (marked), so it stays on the board.");
    let far = click(&s, "G2");
    assert_eq!(
        said(&far),
        "White runs out at E4: now the stones have 3 liberties and get away. E4 was already that stone's last liberty: playing there first would have captured it."
    );
}

#[test]
fn a_chase_that_goes_well_counts_the_liberties_left() {
    // Chapter 6, "net-not-atari" (C4 with a ladder breaker on F5):
    //   . . . . . . . . .  9
    //   . O . . . . . . .  8
    //   . . . . . . . . .  7
    //   . . . . . . . . .  6
    //   X . . . . O . . .  5
    //   . X O . . . . . .  4
    //   . X X X . . . . .  3
    // The net at D5; White runs to C5, and its two stones have three liberties: B5, C6, D4.
    let s = click(&named("06-techniques", "net-not-atari"), "D5");
    let white = s.game.board().group(pt(&s, "C4")).unwrap();
    assert_eq!(s.game.board().get(pt(&s, "C5")), Some(Color::White));
    assert_eq!(
        said(&s),
        "Good. White answers at C5. White's 2 stones now have 3 liberties. Your move again."
    );
    assert_eq!(white.liberties.len(), 3);
    // Black blocks at C6; White runs to D4, and its three stones have two liberties, B5 and E4.
    let s = click(&s, "C6");
    assert_eq!(s.game.board().get(pt(&s, "D4")), Some(Color::White));
    assert_eq!(s.game.board().group(pt(&s, "C4")).unwrap().liberties.len(), 2);
    assert_eq!(said(&s), "Good. White answers at D4. White's 3 stones now have 2 liberties. Your move again.");
    // Black blocks at E4; White runs to B5, and its four stones have one liberty left, B6.
    let s = click(&s, "E4");
    assert_eq!(s.game.board().get(pt(&s, "B5")), Some(Color::White));
    assert_eq!(s.game.board().group(pt(&s, "C4")).unwrap().liberties.len(), 1);
    assert_eq!(said(&s), "Good. White answers at B5. White's 4 stones now have one liberty. Your move again.");
}

#[test]
fn an_opening_move_hears_how_far_it_is_from_the_edges() {
    // Chapter 11, "take-a-corner", an empty 13×13 board: a corner on line 3 or 4 from both
    // edges is right; any other point hears the lines it is on, counted from the edge.
    let step = named("11-how-to-play", "take-a-corner");
    let cases = [
        ("B2", "B2 is on line 2 from the edge (the edge itself is line 1): too low"),
        ("E5", "E5 is 5 lines in from the nearest edge: too far out"),
        ("G3", "G3 is on a good line from one edge, but 7 lines in from the other: it is on a side"),
        ("C5", "C5 is on a good line from one edge, but on line 5 from the other: one line too far"),
        ("K9", "K9 is on a good line from one edge, but on line 5 from the other"),
    ];
    for (at, reply) in cases {
        let s = click(&step, at);
        assert_eq!(s.phase, Phase::Wrong, "{at}");
        assert!(said(&s).starts_with(reply), "{at}: {}", said(&s));
    }
    // The named wrong moves keep their own reasons; a corner point is right.
    assert!(said(&click(&step, "A1")).starts_with("A1 is on the edge itself"));
    assert_eq!(click(&step, "D4").phase, Phase::Solved);
}

#[test]
fn a_save_hint_waits_for_the_board_it_marks() {
    // Chapter 11, "connect-to-save": D4 is in atari. Two misses bring the hint, which marks
    // the stone's liberty; beside the second miss White has captured D4 (no liberty to
    // mark), so the hint comes back with "Try again", on the board it speaks of.
    let step = named("11-how-to-play", "connect-to-save");
    let first = reduce(&click(&step, "A9"), Action::Retry);
    let second = click(&first, "A8");
    assert_eq!(second.phase, Phase::Wrong);
    assert!(second.hint);
    assert_eq!(second.game.board().get(pt(&second, "D4")), None, "White captured D4");
    assert_eq!(second.hint(), None);
    assert_eq!(second.shown_hint(), None, "the page shows none beside the reply");
    let back = reduce(&second, Action::Retry);
    assert_eq!(weiqi::text::say(&back.hint().unwrap()), "The stone you must save has only one liberty, marked. Give it more liberties.");
    assert_eq!(back.shown_hint(), back.hint(), "the page shows it again with Try again");
    let view = board_view(&back);
    assert!(view.highlights.contains(&(pt(&back, "C4"), Highlight::Liberty)), "{:?}", view.highlights);
}


#[test]
fn a_net_step_sends_a_looser_catch_back_to_the_net() {
    // Chapter 6, "net-catch": F6 would catch D7 too (the reader and GNU Go agree), but the
    // step teaches the net at E6: F6 is told so, and E6 is still the way.
    let s = click(&named("06-techniques", "net-catch"), "F6");
    assert_eq!(s.phase, Phase::Wrong);
    assert!(said(&s).starts_with("That would catch White too, but it is not a net."), "{}", said(&s));
    let back = reduce(&s, Action::Retry);
    assert_eq!(click(&back, "E6").phase, Phase::Trying);
}
