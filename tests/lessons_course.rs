#![cfg(not(target_arch = "wasm32"))]
//! The real course, step by step where learners went wrong: each test replays a wrong
//! answer (or walks a picture sequence) on a step of `content/lessons` and checks what the
//! learner reads and sees on the board.

use std::rc::Rc;

use weiqi::board_view::{Highlight, Marker};
use weiqi::lessons::format::Task;
use weiqi::lessons::player::{reduce, Action, Phase, StepState};
use weiqi::lessons::view::board_view;
use weiqi::lessons::{lesson, lessons};
use weiqi::rules::{Color, Point};

/// Step `number` (counted from 1, as the page shows it) of lesson `id`.
fn step(id: &str, number: usize) -> StepState {
    let l = lesson(id).unwrap_or_else(|| panic!("lesson {id}"));
    StepState::new(Rc::new(l.steps[number - 1].clone()))
}

/// The step of lesson `lesson` with id `id`.
fn named(lesson: &str, id: &str) -> StepState {
    let l = weiqi::lessons::lesson(lesson).unwrap_or_else(|| panic!("lesson {lesson}"));
    let st = l.steps.iter().find(|s| s.id == id).unwrap_or_else(|| panic!("{lesson} has a step {id}"));
    StepState::new(Rc::new(st.clone()))
}

fn pt(s: &StepState, name: &str) -> Point {
    Point::parse_gtp(name, s.game.size()).unwrap()
}

fn click(s: &StepState, name: &str) -> StepState {
    reduce(s, Action::Click(pt(s, name)))
}

fn answer(s: &StepState, text: &str) -> StepState {
    reduce(s, Action::Answer(text.into()))
}

fn said(s: &StepState) -> String {
    s.feedback.as_ref().map(|f| weiqi::text::feedback(&f.notes)).unwrap_or_default()
}

fn all_texts() -> Vec<String> {
    let mut out = Vec::new();
    for l in lessons() {
        for s in &l.steps {
            out.push(s.text.clone());
            out.extend(s.hint.clone());
            out.extend(s.right.clone());
            match &s.task {
                Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
                    out.extend(t.wrong.iter().map(|w| w.why.clone()));
                    out.extend(t.other.clone());
                }
                Task::Points(t) => out.extend(t.wrong.iter().map(|w| w.why.clone()).chain(t.other.clone())),
                Task::Number(t) => {
                    out.push(t.question.clone());
                    out.extend(t.wrong.iter().map(|w| w.why.clone()).chain(t.other.clone()));
                }
                Task::Choice(t) => {
                    out.push(t.question.clone());
                    out.extend(t.choices.iter().map(|c| c.why.clone()));
                }
                Task::Watch(w) => out.extend(w.frames.iter().map(|f| f.text.clone())),
                Task::Game(_) => {}
            }
        }
    }
    out
}

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
fn a_bad_save_shows_the_capture_not_a_liberty_on_a_white_stone() {
    // Chapter 3, step 7: D4 is in atari; a move elsewhere lets White capture on E4.
    let s = click(&named("03-capture", "save-from-atari"), "A1");
    assert_eq!(s.game.board().get(pt(&s, "D4")), None, "White captured D4");
    assert_eq!(said(&s), "It still had only one liberty, E4: White plays there and captures your stone.");
    let view = board_view(&s);
    for &(p, h) in &view.highlights {
        if h == Highlight::Liberty {
            assert_eq!(s.game.board().get(p), None, "a liberty mark on a stone at {}", p.to_gtp(s.game.size()));
        }
    }
    assert!(s.marks.contains(&(pt(&s, "E4"), Highlight::Hint)));
}

#[test]
fn the_ladder_pictures_go_one_move_at_a_time_and_show_all_six_stones() {
    let s0 = named("05a-techniques", "ladder-watch");
    let Task::Watch(w) = &s0.step.task else { panic!("a watch") };
    assert!(w.frames.iter().all(|f| f.play.as_deref().is_some_and(|p| p.split_whitespace().count() == 1)));
    // The picture before the capture shows the six white stones, B1 among them.
    let before = reduce(&s0, Action::Frame(w.frames.len() - 1));
    assert_eq!(before.game.board().stones(Color::White).count(), 6);
    assert_eq!(before.game.board().get(pt(&before, "B1")), Some(Color::White));
    let last = reduce(&s0, Action::Frame(w.frames.len()));
    assert_eq!(last.game.board().stones(Color::White).count(), 0, "all six are captured");
    // The net: C5 is seen before the capture.
    let n0 = named("05a-techniques", "net-watch");
    let Task::Watch(w) = &n0.step.task else { panic!("a watch") };
    let before = reduce(&n0, Action::Frame(w.frames.len() - 1));
    assert_eq!(before.game.board().get(pt(&before, "C5")), Some(Color::White));
}

#[test]
fn every_atari_that_captures_by_force_is_accepted_in_the_ladder() {
    // The techniques chapter, step 2: after E4 D3, C3 (atari from the other side) also wins by force:
    // White runs out at D2 and the learner plays on, with White's most stubborn answers.
    let s = click(&click(&named("05a-techniques", "play-ladder"), "E4"), "C3");
    assert_eq!((s.phase, s.misses), (Phase::Trying, 0), "{}", said(&s));
    assert_eq!(s.game.board().get(pt(&s, "D2")), Some(Color::White), "White runs to D2");
    assert_eq!(said(&s), "Good. White answers at D2. Your move again.");
    // After E4 D3 D2 C3 B3 C2, B2 captures by force too.
    let mut s = named("05a-techniques", "play-ladder");
    for mv in ["E4", "D2", "B3", "B2"] {
        s = click(&s, mv);
        assert_ne!(s.phase, Phase::Wrong, "{mv}: {}", said(&s));
    }
    assert_eq!(s.misses, 0);
    // The first wrong atari still shows White escaping.
    let wrong = click(&named("05a-techniques", "play-ladder"), "D3");
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
fn a_ladder_played_another_way_still_ends_in_the_capture() {
    let s = finish(click(&click(&named("05a-techniques", "play-ladder"), "E4"), "C3"));
    assert!(s.solved(), "{}", said(&s));
    assert_eq!(s.game.board().get(pt(&s, "D4")), None);
}

#[test]
fn one_stone_is_not_called_a_group_or_stones() {
    // Chapter 3, step 2: a wrong move far away; the stone runs out and becomes two.
    let s = click(&named("03-capture", "capture-one"), "A1");
    assert_eq!(said(&s), "White runs out at D3: now the stones have 3 liberties and get away.");
    assert_eq!(s.game.board().group(pt(&s, "C3")).unwrap().stones.len(), 2);
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
        let s = step("06-life-and-death", n);
        let view = board_view(&s);
        assert!(!view.markers.iter().any(|&(_, m)| m == Marker::Circle), "step {n}");
    }
}

#[test]
fn shared_points_are_split_half_each_everywhere() {
    for text in all_texts() {
        for wrong in ["count for neither", "belongs to no one", "belong to no one", "you get none of them"] {
            assert!(!text.contains(wrong), "{wrong}: {text}");
        }
    }
}

#[test]
fn plain_words_only() {
    for text in all_texts() {
        for word in ["void", "whichever", "loosely"] {
            assert!(!text.contains(word), "{word}: {text}");
        }
    }
}

#[test]
fn a_right_choice_does_not_say_the_same_thing_twice() {
    for l in lessons() {
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
    let s = named("08-counting", "count-a-game");
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
fn counting_teaches_whites_target_and_that_both_counts_make_the_board() {
    let l = lesson("08-counting").unwrap();
    let mut white_count = false;
    let mut white_target = false;
    for st in &l.steps {
        if let Task::Number(t) = &st.task {
            white_count |= t.color == Some(weiqi::lessons::format::Side::White);
            white_target |= t.answer == Some(176.75);
        }
    }
    assert!(white_count && white_target);
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
fn rules_chapters_leave_the_triple_ko_and_the_referee_to_competition() {
    let ko = lesson("05-ko").unwrap();
    assert!(ko.steps.iter().all(|s| !s.text.contains("triple ko") && !s.text.contains("referee")));
    let competition = lesson("09-competition").unwrap();
    assert!(competition.steps.iter().any(|s| s.text.contains("triple ko")));
}

#[test]
fn resigning_is_taught_before_it_is_asked() {
    let l = lesson("09-competition").unwrap();
    let teach = l.steps.iter().position(|s| s.text.contains("lower right corner")).expect("taught");
    let ask = l.steps.iter().position(|s| matches!(&s.task, Task::Choice(c) if c.question.contains("which corner"))).expect("asked");
    assert!(teach + 1 < ask, "the question does not come just after the answer");
    assert!(!l.steps[ask].text.contains("lower right"));
}

#[test]
fn wrong_numbers_hear_reasons_that_fit_the_question() {
    // Chapter 8: stones to points.
    let l = lesson("08-counting").unwrap();
    let n = l.steps.iter().position(|s| matches!(&s.task, Task::Number(t) if t.question.contains("How many points"))).unwrap();
    let s = answer(&step("08-counting", n + 1), "3");
    assert!(said(&s).contains("double"), "{}", said(&s));
    // Chapter 9: the clock and the handicap target.
    let l = lesson("09-competition").unwrap();
    for (i, st) in l.steps.iter().enumerate() {
        if let Task::Number(t) = &st.task {
            if t.count != weiqi::lessons::format::CountKind::Given {
                continue;
            }
            let s = answer(&step("09-competition", i + 1), "17");
            assert!(!said(&s).contains("Count again"), "step {}: {}", i + 1, said(&s));
        }
    }
}

#[test]
fn the_progress_bar_counts_the_step_solved_just_now() {
    // The last step of a chapter, solved: the bar is full before the record is saved.
    let l = lesson("02-liberties").unwrap();
    let mut p = weiqi::lessons::progress::Progress::default();
    for i in 0..l.steps.len() - 1 {
        p.mark_done(l, i);
    }
    let last = l.steps.len() - 1;
    assert_eq!(p.done_in_with(l, Some(last)), l.steps.len());
    assert_eq!(p.done_in_with(l, None), l.steps.len() - 1);
    p.mark_done(l, last);
    assert_eq!(p.done_in_with(l, Some(last)), l.steps.len(), "not counted twice");
}

#[test]
fn the_rules_chapters_teach_no_technique() {
    let capture = lesson("03-capture").unwrap();
    for word in ["ladder", "net", "snapback"] {
        assert!(capture.steps.iter().all(|s| !s.text.contains(&format!("glossary:{word}"))), "{word}");
    }
    let techniques = lesson("05a-techniques").unwrap();
    for word in ["ladder", "net", "snapback"] {
        assert!(techniques.steps.iter().any(|s| s.text.contains(&format!("glossary:{word}"))), "{word}");
    }
}

#[test]
fn the_first_chapter_says_how_a_game_is_won_and_names_the_points() {
    let board = lesson("01-board").unwrap();
    assert!(board.steps[0].text.contains("more than half the board"));
    let s = click(&named("01-board", "point-names"), "B4");
    assert!(said(&s).contains("the letter is the line from the left"), "{}", said(&s));
    assert_eq!(click(&named("01-board", "point-names"), "D2").phase, Phase::Solved);
    let s = click(&named("01-board", "no-letter-i"), "H1");
    assert!(said(&s).contains("there is no I"), "{}", said(&s));
}

#[test]
fn a_save_from_when_steps_were_numbered_marks_the_same_steps_today() {
    use weiqi::lessons::progress::Progress;
    use weiqi::lessons::steps_v1::V1_STEP_IDS;
    use weiqi::storage::{load, LoadOutcome, MemoryStore, Record};
    // Every step of the old order is still in its lesson under the same id.
    for (lesson_id, ids) in V1_STEP_IDS {
        let l = lesson(lesson_id).unwrap_or_else(|| panic!("{lesson_id} is still in the course"));
        for id in *ids {
            assert!(l.steps.iter().any(|s| s.id == *id), "{lesson_id}: step {id} is gone");
        }
    }
    // A learner who had done the first three steps of chapter 2 and was on the last step of
    // chapter 3 (step places from 0, as version 1 saved them).
    let v1 = r#"{"v":1,"data":{"done":{"02-liberties":[0,1,2]},"last":["03-capture",6]}}"#;
    let mut store = MemoryStore::with_entries([(Progress::KEY, v1)]);
    let LoadOutcome::Migrated(p) = load::<Progress>(&mut store) else { panic!("a version 1 save migrates") };
    let liberties = lesson("02-liberties").unwrap();
    let done: Vec<&str> =
        (0..liberties.steps.len()).filter(|&i| p.is_done(liberties, i)).map(|i| liberties.steps[i].text.as_str()).collect();
    assert_eq!(done.len(), 3);
    assert!(done[0].contains("middle of the board has four"), "{}", done[0]);
    assert!(done[1].contains("On the edge"), "{}", done[1]);
    assert!(done[2].contains("In the corner"), "{}", done[2]);
    let capture = lesson("03-capture").unwrap();
    let last = p.last_in(capture).expect("the last step is found");
    assert!(capture.steps[last].text.contains("The black stone is in atari. Save it."), "{}", capture.steps[last].text);
}

/// Tasks per idea, per chapter (in course order).
fn ideas_by_chapter() -> std::collections::BTreeMap<&'static str, Vec<usize>> {
    use weiqi::lessons::format::IDEAS;
    let all = lessons();
    let mut out: std::collections::BTreeMap<&str, Vec<usize>> = IDEAS.iter().map(|&i| (i, vec![0; all.len()])).collect();
    for (c, l) in all.iter().enumerate() {
        for s in &l.steps {
            if let Some(idea) = &s.idea {
                out.get_mut(idea.as_str()).unwrap_or_else(|| panic!("{}: unknown idea {idea}", l.id))[c] += 1;
            }
        }
    }
    out
}

#[test]
fn every_idea_is_practised_three_times_and_comes_back_in_a_later_chapter() {
    let all = lessons();
    let by_idea = ideas_by_chapter();
    // The last chapter whose tasks name ideas: an idea first taught there has no later
    // chapter to come back in (the chapters after it are a whole game, and name none).
    let last_tagged = all.iter().rposition(|l| l.steps.iter().any(|s| s.idea.is_some())).unwrap();
    let mut problems = Vec::new();
    for (idea, counts) in &by_idea {
        let row: Vec<String> = all.iter().zip(counts).filter(|(_, &n)| n > 0).map(|(l, n)| format!("{} {n}", l.id)).collect();
        eprintln!("{idea}: {} tasks ({})", counts.iter().sum::<usize>(), row.join(", "));
        if counts.iter().sum::<usize>() < 3 {
            problems.push(format!("{idea} has fewer than three tasks: {row:?}"));
        }
        match counts.iter().position(|&n| n > 0) {
            None => problems.push(format!("no task practises {idea}")),
            Some(first) if first < last_tagged && counts[first + 1..].iter().all(|&n| n == 0) => {
                problems.push(format!("{idea} is taught in {} and never comes back", all[first].id))
            }
            Some(_) => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// How a number may be written in a text: `9`, `9½`, `9.5`, `¾`, `0.75`.
fn written_forms(n: f64) -> Vec<String> {
    let whole = n.trunc() as i64;
    let frac = match ((n - n.trunc()) * 4.0).round() as i64 {
        1 => "¼",
        2 => "½",
        3 => "¾",
        _ => "",
    };
    let mut forms = vec![format!("{}", n)];
    forms.push(if whole == 0 && !frac.is_empty() { frac.to_string() } else { format!("{whole}{frac}") });
    forms
}

/// Whether `text` holds `number` as a numeral of its own (not inside a bigger number).
fn shows_numeral(text: &str, number: &str) -> bool {
    let is_num = |c: char| c.is_ascii_digit() || "¼½¾.".contains(c);
    text.match_indices(number).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + number.len()..].chars().next();
        // A full stop after the number ends the sentence; "9.5" is caught as its own form.
        let after_ok = match after {
            Some('.') => !text[at + number.len() + 1..].starts_with(|c: char| c.is_ascii_digit()),
            Some(c) => !is_num(c),
            None => true,
        };
        before.is_none_or(|c| !is_num(c)) && after_ok
    })
}

#[test]
fn a_number_question_does_not_show_its_answer() {
    use weiqi::lessons::judge::answer_number;
    // Steps whose question gives the answer on purpose: the point is that nothing changes.
    let on_purpose = [("09-competition", "countdown-in-time")];
    for l in lessons() {
        for (i, st) in l.steps.iter().enumerate() {
            let Task::Number(t) = &st.task else { continue };
            if on_purpose.contains(&(l.id.as_str(), st.id.as_str())) {
                continue;
            }
            let s = step(&l.id, i + 1);
            let value = answer_number(st, &s.game).unwrap().as_stones();
            for form in written_forms(value) {
                for (name, text) in [("text", st.text.as_str()), ("question", t.question.as_str())] {
                    assert!(!shows_numeral(text, &form), "{} step {} ({}): the {name} shows the answer {form}", l.id, i + 1, st.id);
                }
            }
        }
    }
}

#[test]
fn the_over_the_board_count_keeps_blacks_area_while_stones_are_moved() {
    use weiqi::rules::{count_area, DeadStones};
    let l = lesson("08-counting").unwrap();
    let i = l.steps.iter().position(|s| s.id == "count-in-tens-watch").unwrap();
    let st = &l.steps[i];
    let Task::Watch(w) = &st.task else { panic!("a watch") };
    let mut s = step("08-counting", i + 1);
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
fn a_choice_question_does_not_show_its_answer() {
    use weiqi::lessons::judge::correct_choice;
    let words = |t: &str| t.to_lowercase().chars().filter(|c| c.is_alphanumeric() || c.is_whitespace()).collect::<String>();
    for l in lessons() {
        for (i, st) in l.steps.iter().enumerate() {
            let Task::Choice(c) = &st.task else { continue };
            let s = step(&l.id, i + 1);
            let right = &c.choices[correct_choice(st, &s.game).unwrap()].text;
            // A one-word answer ("Yes", "White") is the question's own word; a longer one
            // must not stand in the text just above it.
            if right.split_whitespace().count() < 3 {
                continue;
            }
            let above = words(&format!("{} {}", st.text, c.question));
            assert!(!above.contains(&words(right)), "{} step {} ({}): the text says the answer \"{right}\"", l.id, i + 1, st.id);
        }
    }
}

#[test]
fn the_course_sends_the_learner_to_three_games() {
    use weiqi::lessons::format::Preset;
    let game = |id: &str| -> Vec<(usize, Preset)> {
        let l = lesson(id).unwrap();
        l.steps.iter().enumerate().filter_map(|(i, s)| match &s.task {
            Task::Game(g) => Some((i, g.game)),
            _ => None,
        }).collect()
    };
    // Capture Go at the end of chapters 3 and 5, a whole game in chapter 10 before its last step.
    assert_eq!(game("03-capture"), vec![(lesson("03-capture").unwrap().steps.len() - 1, Preset::Capture)]);
    assert_eq!(game("05-ko"), vec![(lesson("05-ko").unwrap().steps.len() - 1, Preset::Capture)]);
    let first = lesson("10-first-game").unwrap();
    assert_eq!(game("10-first-game"), vec![(first.steps.len() - 2, Preset::First)]);
    let games: usize = lessons().iter().map(|l| game(&l.id).len()).sum();
    assert_eq!(games, 3);
}

#[test]
fn the_first_game_chapter_passes_when_the_borders_are_closed() {
    // Chapter 10, step 2: every border is closed, so a stone anywhere is refused with the
    // reason, and Pass is the answer.
    let s = step("10-first-game", 2);
    assert!(s.offers_pass());
    let wrong = click(&s, "G2");
    assert_eq!(wrong.phase, Phase::Wrong);
    assert!(said(&wrong).contains("Every border is closed"), "{}", said(&wrong));
    assert_eq!(reduce(&s, Action::Pass).phase, Phase::Solved);
}
