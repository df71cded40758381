#![cfg(not(target_arch = "wasm32"))]
//! Walks every step of every lesson through the real player (the same check the build runs):
//! positions are legal, correct lines are accepted and reach their goal, wrong answers are
//! refused with a reason, "show me" leads to the answer, glossary links resolve, texts are
//! short. Plus the course-level promises: ids, order, and no dead links in the glossary.

use std::collections::BTreeSet;

use weiqi::content_check::{check_course_fields, check_glossary, check_lesson};
use weiqi::lessons::format::Task;
use weiqi::lessons::text::term_links;
use weiqi::lessons::{glossary, lesson, lessons, term};

#[test]
fn every_step_of_every_lesson_passes_the_content_check() {
    let all = lessons(weiqi::locale::Locale::En);
    assert!(!all.is_empty(), "the embedded lessons read back");
    let mut errors = check_glossary(glossary(weiqi::locale::Locale::En));
    for l in all {
        errors.extend(check_lesson(l, glossary(weiqi::locale::Locale::En)).into_iter().map(|e| format!("{}: {e}", l.id)));
        errors.extend(check_course_fields(l).into_iter().map(|e| format!("{}: {e}", l.id)));
    }
    assert!(errors.is_empty(), "content problems:\n{}", errors.join("\n"));
}

#[test]
fn lessons_are_in_course_order_with_unique_ids() {
    let ids: Vec<&str> = lessons(weiqi::locale::Locale::En).iter().map(|l| l.id.as_str()).collect();
    let mut sorted = ids.clone();
    sorted.sort_unstable();
    assert_eq!(ids, sorted);
    assert_eq!(ids.iter().collect::<BTreeSet<_>>().len(), ids.len());
    assert!(lesson(weiqi::locale::Locale::En, ids[0]).is_some());
    assert!(lesson(weiqi::locale::Locale::En, "99-nothing").is_none());
}

#[test]
fn every_lesson_has_at_least_three_interactive_steps() {
    for l in lessons(weiqi::locale::Locale::En) {
        let interactive = l.steps.iter().filter(|s| !matches!(s.task, Task::Watch(_))).count();
        assert!(interactive >= 3, "{} has {interactive} interactive steps", l.id);
    }
}

#[test]
fn the_glossary_covers_every_link_and_the_terms_the_course_promises() {
    for l in lessons(weiqi::locale::Locale::En) {
        for s in &l.steps {
            for link in term_links(&s.text) {
                assert!(term(weiqi::locale::Locale::En, &link).is_some(), "{} links to unknown term {link}", l.id);
            }
        }
    }
    for id in [
        "liberty", "atari", "capture", "group", "forbidden-point", "ko", "ko-threat", "superko",
        "eye", "false-eye", "seki", "shared-point", "area", "komi", "star-point", "tengen",
        "handicap", "nigiri", "countdown",
    ] {
        assert!(term(weiqi::locale::Locale::En, id).is_some(), "the glossary has {id}");
    }
}

#[test]
fn only_questions_about_something_else_than_a_position_go_without_a_board() {
    // The question about resigning, half of 81, stones turned into points of score and a sum
    // of the target on the big board, the clock questions and the referee's question of the
    // appendix, and the first game's closing question (a count given in words) show no board;
    // every other step shows one.
    let appendix = lesson(weiqi::locale::Locale::En, "appendix-tournament").unwrap();
    let boardless: Vec<&str> = lessons(weiqi::locale::Locale::En)
        .iter()
        .flat_map(|l| &l.steps)
        .filter(|s| !s.has_board())
        .map(|s| s.id.as_str())
        .collect();
    assert_eq!(boardless, ["resign-ends-it", "half-board", "stones-to-points", "white-target", "count-your-game", "countdown-in-time", "countdown-full-minute", "countdown-calls", "last-minute", "short-countdown", "referee"]);
    assert!(appendix.steps.iter().filter(|s| !s.has_board()).all(|s| s.needs_no_board()));
    // Without a board, the hint of a number step that has none of its own sends the learner
    // back to the text (not "point at each one with your finger"); a question with answers to
    // choose has no hint but its own (each wrong answer says why).
    use weiqi::lessons::note::{HintKind, Note};
    let mut clock = appendix.steps.iter().find(|s| s.id == "countdown-in-time").unwrap().clone();
    assert!(clock.hint.is_some());
    let state = weiqi::lessons::player::StepState::new(std::rc::Rc::new(clock.clone()));
    assert!(matches!(state.hint(), Some(Note::File(_))));
    clock.hint = None;
    let state = weiqi::lessons::player::StepState::new(std::rc::Rc::new(clock));
    assert_eq!(state.hint(), Some(Note::Hint(HintKind::Text)));
    let calls = appendix.steps.iter().find(|s| s.id == "countdown-calls").unwrap();
    assert!(calls.hint.is_none());
    let state = weiqi::lessons::player::StepState::new(std::rc::Rc::new(calls.clone()));
    assert_eq!(state.hint(), None);

    // A capture without a board is refused by the content check.
    let mut broken = appendix.clone();
    let capture: weiqi::lessons::format::Step =
        toml::from_str("id = \"c\"\ntext = \"Capture.\"\ntask = \"capture\"\ntarget = \"C3\"\nright = \"Yes.\"").unwrap();
    broken.steps = vec![capture];
    let errors = check_lesson(&broken, glossary(weiqi::locale::Locale::En));
    assert!(errors.iter().any(|e| e.contains("has no board")), "{errors:?}");

    // An opening move's `other` would never be said: refused.
    let opening: weiqi::lessons::format::Step = toml::from_str(
        "id = \"o\"\ntext = \"Take a corner.\"\nboard = \"\"\"\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n. . . . . . . . .\n\"\"\"\ntask = \"play\"\nlines = [\"C3\"]\nopening = true\nother = \"Not there.\"\nright = \"Yes.\"",
    )
    .unwrap();
    broken.steps = vec![opening];
    let errors = check_lesson(&broken, glossary(weiqi::locale::Locale::En));
    assert!(errors.iter().any(|e| e.contains("would never be said")), "{errors:?}");

    // A choice whose right answer gives its reason says that reason: closing words beside it
    // would never be shown, so they are refused; without them the step is complete.
    let choice = |right: &str| -> weiqi::lessons::format::Step {
        toml::from_str(&format!(
            "id = \"q\"\ntext = \"Which?\"\nquestion = \"Which?\"\ntask = \"choice\"\nchoices = [{{ text = \"This\", correct = true, why = \"Right: because.\" }}, {{ text = \"That\", why = \"No: because.\" }}]\n{right}"
        ))
        .unwrap()
    };
    broken.steps = vec![choice("right = \"Never shown.\"")];
    let errors = check_lesson(&broken, glossary(weiqi::locale::Locale::En));
    assert!(errors.iter().any(|e| e.contains("`right` is never shown")), "{errors:?}");
    broken.steps = vec![choice("")];
    let errors = check_lesson(&broken, glossary(weiqi::locale::Locale::En));
    assert!(!errors.iter().any(|e| e.contains("`right`") || e.contains("says nothing")), "{errors:?}");
}

#[test]
fn a_game_steps_board_is_the_board_its_game_starts_on() {
    // Chapter 12's first game starts with Black's two handicap stones on C3 and G7: its step
    // draws them, and the content check refuses the board without them or with another stone.
    let first = lesson(weiqi::locale::Locale::En, "12-first-game").unwrap();
    let game = first.steps.iter().find(|s| s.id == "whole-game").unwrap();
    assert!(check_lesson(&first, glossary(weiqi::locale::Locale::En)).is_empty());
    for wrong in [game.board.replace('X', "."), game.board.replacen('.', "O", 1)] {
        let mut broken = first.clone();
        let mut step = game.clone();
        step.board = wrong;
        broken.steps = vec![step];
        let errors = check_lesson(&broken, glossary(weiqi::locale::Locale::En));
        assert!(errors.iter().any(|e| e.contains("handicap stones on G7, C3")), "{errors:?}");
    }
}
