//! What the course teaches and in which order: chapter by chapter, ideas practised and
//! revisited, the progress bar and old saves, and the games it sends the learner to.

use super::*;

#[test]
fn counting_teaches_whites_target_and_that_both_counts_make_the_board() {
    let l = lesson(weiqi::locale::Locale::En, "09-counting").unwrap();
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
fn rules_chapters_leave_the_triple_ko_and_the_referee_to_competition() {
    let ko = lesson(weiqi::locale::Locale::En, "05-ko").unwrap();
    assert!(ko.steps.iter().all(|s| !s.text.contains("triple ko") && !s.text.contains("referee")));
    let tournament = lesson(weiqi::locale::Locale::En, "appendix-tournament").unwrap();
    assert!(tournament.steps.iter().any(|s| s.text.contains("triple ko")));
}

#[test]
fn resigning_is_taught_before_it_is_asked() {
    let l = lesson(weiqi::locale::Locale::En, "appendix-tournament").unwrap();
    let teach = l.steps.iter().position(|s| s.text.contains("lower right corner")).expect("taught");
    let ask = l.steps.iter().position(|s| matches!(&s.task, Task::Choice(c) if c.question.contains("which corner"))).expect("asked");
    assert!(teach + 1 < ask, "the question does not come just after the answer");
    assert!(!l.steps[ask].text.contains("lower right"));
}

#[test]
fn the_progress_bar_counts_the_step_solved_just_now() {
    // The last step of a chapter, solved: the bar is full before the record is saved.
    let l = lesson(weiqi::locale::Locale::En, "02-liberties").unwrap();
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
    let capture = lesson(weiqi::locale::Locale::En, "03-capture").unwrap();
    for word in ["ladder", "net", "snapback"] {
        assert!(capture.steps.iter().all(|s| !s.text.contains(&format!("glossary:{word}"))), "{word}");
    }
    let techniques = lesson(weiqi::locale::Locale::En, "06-techniques").unwrap();
    for word in ["ladder", "net", "snapback"] {
        assert!(techniques.steps.iter().any(|s| s.text.contains(&format!("glossary:{word}"))), "{word}");
    }
}

#[test]
fn a_save_from_when_steps_were_numbered_marks_the_same_steps_today() {
    use weiqi::lessons::progress::Progress;
    use weiqi::lessons::steps_v1::V1_STEP_IDS;
    use weiqi::storage::{load, LoadOutcome, MemoryStore, Record};
    use weiqi::lessons::progress::{current_lesson_id, MOVED_STEPS};
    // Every step of the old order is still in its lesson under the same id, or in the lesson
    // it moved to (each lesson under its name of today).
    for (lesson_id, ids) in V1_STEP_IDS {
        for id in *ids {
            let then = MOVED_STEPS.iter().find(|(from, _, moved)| from == lesson_id && moved.contains(id)).map_or(*lesson_id, |m| m.1);
            let now = current_lesson_id(then);
            let l = lesson(weiqi::locale::Locale::En, now).unwrap_or_else(|| panic!("{now} is still in the course"));
            assert!(l.steps.iter().any(|s| s.id == *id), "{now}: step {id} is gone");
        }
    }
    // A learner who had done the first three steps of chapter 2 and was on the last step of
    // chapter 3 (step places from 0, as version 1 saved them).
    let v1 = r#"{"v":1,"data":{"done":{"02-liberties":[0,1,2]},"last":["03-capture",6]}}"#;
    let mut store = MemoryStore::with_entries([(Progress::KEY, v1)]);
    let LoadOutcome::Migrated(p) = load::<Progress>(&mut store) else { panic!("a version 1 save migrates") };
    let liberties = lesson(weiqi::locale::Locale::En, "02-liberties").unwrap();
    let done: Vec<&str> =
        (0..liberties.steps.len()).filter(|&i| p.is_done(liberties, i)).map(|i| liberties.steps[i].text.as_str()).collect();
    assert_eq!(done.len(), 3);
    assert!(done[0].contains("middle of the board has four"), "{}", done[0]);
    assert!(done[1].contains("On the edge"), "{}", done[1]);
    assert!(done[2].contains("In the corner"), "{}", done[2]);
    let capture = lesson(weiqi::locale::Locale::En, "03-capture").unwrap();
    let last = p.last_in(capture).expect("the last step is found");
    assert_eq!(capture.steps[last].id, "save-from-atari", "{}", capture.steps[last].text);
}

/// Tasks per idea, per chapter (in course order).
fn ideas_by_chapter() -> std::collections::BTreeMap<&'static str, Vec<usize>> {
    use weiqi::lessons::format::IDEAS;
    let all = lessons(weiqi::locale::Locale::En);
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
    let all = lessons(weiqi::locale::Locale::En);
    let by_idea = ideas_by_chapter();
    // The main path ends with two chapters that prepare the first game (who plays Black and
    // handicap stones; how to play) and the game itself, which names no idea: what they teach
    // comes back in that game, not in a later chapter's tasks. Every idea taught before them
    // must come back in a later chapter. The appendix after the game is optional reading.
    let main = weiqi::lessons::course::main_path(all).len();
    let tagged: Vec<usize> = (0..main).filter(|&c| all[c].steps.iter().any(|s| s.idea.is_some())).collect();
    let before_the_game = tagged[tagged.len() - 2];
    let mut problems = Vec::new();
    for (idea, counts) in &by_idea {
        let row: Vec<String> = all.iter().zip(counts).filter(|(_, &n)| n > 0).map(|(l, n)| format!("{} {n}", l.id)).collect();
        eprintln!("{idea}: {} tasks ({})", counts.iter().sum::<usize>(), row.join(", "));
        if counts.iter().sum::<usize>() < 3 {
            problems.push(format!("{idea} has fewer than three tasks: {row:?}"));
        }
        match counts.iter().position(|&n| n > 0) {
            None => problems.push(format!("no task practises {idea}")),
            Some(first) if first < before_the_game && counts[first + 1..].iter().all(|&n| n == 0) => {
                problems.push(format!("{idea} is taught in {} and never comes back", all[first].id))
            }
            Some(_) => {}
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn the_course_sends_the_learner_to_three_games() {
    use weiqi::lessons::format::Preset;
    let game = |id: &str| -> Vec<(usize, Preset)> {
        let l = lesson(weiqi::locale::Locale::En, id).unwrap();
        l.steps.iter().enumerate().filter_map(|(i, s)| match &s.task {
            Task::Game(g) => Some((i, g.game)),
            _ => None,
        }).collect()
    };
    // Capture Go at the end of chapters 3 and 5, a whole game in chapter 10 before its last step.
    assert_eq!(game("03-capture"), vec![(lesson(weiqi::locale::Locale::En, "03-capture").unwrap().steps.len() - 1, Preset::Capture)]);
    assert_eq!(game("05-ko"), vec![(lesson(weiqi::locale::Locale::En, "05-ko").unwrap().steps.len() - 1, Preset::Capture)]);
    let first = lesson(weiqi::locale::Locale::En, "12-first-game").unwrap();
    assert_eq!(game("12-first-game"), vec![(first.steps.len() - 2, Preset::First)]);
    let games: usize = lessons(weiqi::locale::Locale::En).iter().map(|l| game(&l.id).len()).sum();
    assert_eq!(games, 3);
}

#[test]
fn the_first_game_chapter_passes_when_the_borders_are_closed() {
    // Chapter 12, step 2: every border is closed, so a stone anywhere is refused with the
    // reason, and Pass is the answer.
    let s = step("12-first-game", 2);
    assert!(s.offers_pass());
    let wrong = click(&s, "A1");
    assert_eq!(wrong.phase, Phase::Wrong);
    assert!(said(&wrong).contains("Every border is closed"), "{}", said(&wrong));
    assert_eq!(reduce(&s, Action::Pass).phase, Phase::Solved);
}
