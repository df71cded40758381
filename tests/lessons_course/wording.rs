//! The words of every step: shared points split half each, plain words only, and no
//! question that shows its own answer.

use super::*;

fn all_texts() -> Vec<String> {
    let mut out = Vec::new();
    for l in lessons(weiqi::locale::Locale::En) {
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
    let on_purpose = [("appendix-tournament", "countdown-in-time")];
    for l in lessons(weiqi::locale::Locale::En) {
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
fn a_choice_question_does_not_show_its_answer() {
    use weiqi::lessons::judge::correct_choice;
    let words = |t: &str| t.to_lowercase().chars().filter(|c| c.is_alphanumeric() || c.is_whitespace()).collect::<String>();
    for l in lessons(weiqi::locale::Locale::En) {
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
