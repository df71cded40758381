//! Every point a step's words name, in every language, is on the step's board as the words
//! describe it: a point of the board, the points the English names, and "White's stone on
//! B2" (白子, 백돌; black alike) a white stone on B2 in one of the positions the step shows
//! (its start, a picture, a line or a wrong move with its answer).

use weiqi::lessons::format::Step;
use weiqi::lessons::player::frame_game;
use weiqi::lessons::translated::LessonWords;
use weiqi::lessons::setup::{parse_diagram, parse_moves, start};
use weiqi::locale::Locale;
use weiqi::rules::{Board, Game};

use super::*;

/// Every text of a step a learner may read, with the name of its field.
fn texts(step: &Step) -> Vec<(String, String)> {
    let mut out = vec![("text".to_string(), step.text.clone())];
    out.extend(step.hint.iter().map(|h| ("hint".to_string(), h.clone())));
    out.extend(step.right.iter().map(|r| ("right".to_string(), r.clone())));
    let whys = |list: Vec<&String>, out: &mut Vec<(String, String)>| {
        out.extend(list.into_iter().enumerate().map(|(i, w)| (format!("wrong {}", i + 1), w.clone())));
    };
    match &step.task {
        Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
            whys(t.wrong.iter().map(|w| &w.why).collect(), &mut out);
            out.extend(t.other.iter().map(|o| ("other".to_string(), o.clone())));
        }
        Task::Points(t) => {
            whys(t.wrong.iter().map(|w| &w.why).collect(), &mut out);
            out.extend(t.other.iter().map(|o| ("other".to_string(), o.clone())));
        }
        Task::Number(t) => {
            out.push(("question".to_string(), t.question.clone()));
            whys(t.wrong.iter().map(|w| &w.why).collect(), &mut out);
            out.extend(t.other.iter().map(|o| ("other".to_string(), o.clone())));
        }
        Task::Choice(t) => {
            out.push(("question".to_string(), t.question.clone()));
            for (i, c) in t.choices.iter().enumerate() {
                out.push((format!("choice {}", i + 1), c.text.clone()));
                out.push((format!("choice {} why", i + 1), c.why.clone()));
            }
        }
        Task::Watch(w) => out.extend(w.frames.iter().enumerate().map(|(i, f)| (format!("picture {}", i + 1), f.text.clone()))),
        Task::Game(_) => {}
    }
    out
}

fn is_column(b: u8) -> bool {
    b.is_ascii_uppercase() && b != b'I' && b <= b'T'
}

/// The points a text names (`B2`, `C10`), each with where it ends in the text, in order.
fn named_points(text: &str) -> Vec<(String, usize)> {
    let bytes = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let before_ok = i == 0 || !bytes[i - 1].is_ascii_alphanumeric();
        if before_ok && is_column(bytes[i]) {
            let digits = bytes[i + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
            let after = i + 1 + digits;
            let after_ok = bytes.get(after).is_none_or(|b| !b.is_ascii_alphanumeric());
            if (1..=2).contains(&digits) && after_ok {
                out.push((text[i..after].to_string(), after));
                i = after;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// The stones a text says are of one colour: `(colour, points)` for "the white stone on B2",
/// "White's stones on A4 and B4", "B2的白子", "A4와 B4의 백돌".
fn colour_claims(text: &str) -> Vec<(Color, Vec<String>)> {
    let mut out = Vec::new();
    // English: the colour, then the points after "on" or "at".
    let lower = text.to_ascii_lowercase();
    for (colour, name) in [(Color::White, "white"), (Color::Black, "black")] {
        for prefix in ["stone on ", "stones on ", "stone at ", "stones at "] {
            for head in [format!("{name} {prefix}"), format!("{name}'s {prefix}")] {
                for (at, _) in lower.match_indices(&head) {
                    // "A white stone on A5 would…": a stone put there in thought, not on the board.
                    if lower[..at].ends_with("a ") {
                        continue;
                    }
                    let rest = &text[at + head.len()..];
                    let mut points = Vec::new();
                    let mut tail = rest;
                    loop {
                        let Some((p, end)) = named_points(tail).into_iter().next() else { break };
                        if !tail.starts_with(&p) {
                            break;
                        }
                        points.push(p);
                        tail = &tail[end..];
                        let Some(next) = [", and ", " and ", ", ", " or "].iter().find_map(|j| tail.strip_prefix(j)) else { break };
                        tail = next;
                    }
                    if !points.is_empty() {
                        out.push((colour, points));
                    }
                }
            }
        }
    }
    // Chinese and Korean: the points, joined by 和、与 or 와/과, right before the stones' name.
    for (colour, names) in [(Color::White, ["的白子", "的两颗白子", "의 백돌"]), (Color::Black, ["的黑子", "的两颗黑子", "의 흑돌"])] {
        let points = named_points(text);
        for (k, (p, end)) in points.iter().enumerate() {
            if !names.iter().any(|n| text[*end..].starts_with(n)) {
                continue;
            }
            let mut claimed = vec![p.clone()];
            let mut j = k;
            while j > 0 {
                let (q, q_end) = &points[j - 1];
                let start = points[j].1 - points[j].0.len();
                let between = text[*q_end..start].trim();
                if !["和", "、", "与", "와", "과", ","].contains(&between) {
                    break;
                }
                claimed.push(q.clone());
                j -= 1;
            }
            out.push((colour, claimed));
        }
    }
    out
}

/// The points an English text puts a stone on in thought: "a white stone on A5 would…".
fn stones_in_thought(text: &str) -> Vec<String> {
    let lower = text.to_ascii_lowercase();
    let mut out = Vec::new();
    for head in ["a white stone on ", "a black stone on ", "a white stone at ", "a black stone at "] {
        for (at, _) in lower.match_indices(head) {
            out.extend(named_points(&text[at + head.len()..]).into_iter().take(1).map(|(p, _)| p));
        }
    }
    out
}

/// Every position the step shows: the start, each picture, each position along each line,
/// and each wrong move with the answer to it.
fn positions(step: &Step) -> Vec<Board> {
    let Ok((game, _)) = start(step) else { return Vec::new() };
    let mut out = vec![game.board().clone()];
    // Before the moves played ahead of the learner.
    out.extend(parse_diagram(&step.board).ok().map(|(b, _)| b));
    // Along the way "show me" goes, to the end.
    let mut s = StepState::new(Rc::new(step.clone()));
    for _ in 0..40 {
        let Some(weiqi::rules::Move::Play(p)) = s.next_good_move().filter(|_| !s.solved()) else { break };
        s = reduce(&s, Action::Click(p));
        out.push(s.game.board().clone());
    }
    let size = game.size();
    let walk = |moves: &[weiqi::rules::Move], out: &mut Vec<Board>| {
        let mut g: Game = game.clone();
        for &mv in moves {
            if g.play(mv).is_err() {
                break;
            }
            out.push(g.board().clone());
        }
    };
    match &step.task {
        Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
            for line in &t.lines {
                walk(&parse_moves(line, size).unwrap_or_default(), &mut out);
            }
            for w in &t.wrong {
                let mut moves = parse_moves(&w.at, size).unwrap_or_default();
                moves.extend(w.reply.as_deref().and_then(|r| parse_moves(r, size).ok()).unwrap_or_default());
                walk(&moves, &mut out);
            }
        }
        // A point a question or a wrong answer is about, played there.
        Task::Points(t) => {
            for w in &t.wrong {
                walk(&parse_moves(&w.at, size).unwrap_or_default(), &mut out);
            }
        }
        Task::Choice(t) => {
            if let Some(at) = &t.at {
                walk(&parse_moves(at, size).unwrap_or_default(), &mut out);
            }
        }
        Task::Watch(w) => {
            for i in 0..=w.frames.len() {
                out.extend(frame_game(step, i).ok().map(|g| g.board().clone()));
            }
        }
        _ => {}
    }
    out
}

/// The words file of `locale` for `file` (`lessons/06-techniques`), read as the app reads it.
fn words(locale: Locale, file: &str) -> LessonWords {
    let path = format!("{}/content/{}/{file}.toml", env!("CARGO_MANIFEST_DIR"), locale.tag());
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    toml::from_str(&text).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// Every step of the course and the hand-made practice sets in `locale`, with where it is.
fn all_steps(locale: Locale) -> Vec<(String, Step)> {
    let mut out = Vec::new();
    for l in lessons(Locale::En) {
        let l = if locale == Locale::En { l.clone() } else { words(locale, &format!("lessons/{}", l.id)).apply(l, false) };
        out.extend(l.steps.into_iter().map(|s| (format!("{} {}", l.id, s.id), s)));
    }
    for set in weiqi::problems::handwritten_sets(Locale::En) {
        let l = set.as_lesson();
        let l = if locale == Locale::En { l } else { words(locale, &format!("problems/{}", set.id)).apply(&l, true) };
        out.extend(l.steps.into_iter().enumerate().map(|(i, s)| (format!("{} #{}", set.id, i + 1), s)));
    }
    out
}

#[test]
fn the_words_find_each_named_point_and_colour() {
    assert_eq!(named_points("White's stone on B2, and C10."), vec![("B2".to_string(), 19), ("C10".to_string(), 28)]);
    assert!(named_points("A draw on 9×9 with IO2, B22x and K1o").is_empty());
    assert_eq!(colour_claims("The two white stones on A4 and B4 have two liberties."), vec![(Color::White, vec!["A4".into(), "B4".into()])]);
    assert_eq!(colour_claims("No, White's stone on B2 is in the way"), vec![(Color::White, vec!["B2".into()])]);
    assert_eq!(colour_claims("不能，B2的白子挡在路上"), vec![(Color::White, vec!["B2".into()])]);
    assert_eq!(colour_claims("A4와 B4의 흑돌"), vec![(Color::Black, vec!["B4".into(), "A4".into()])]);
    assert!(colour_claims("Black plays B2 next to the white stone.").is_empty());
}

#[test]
fn every_point_a_step_names_is_on_its_board_as_the_words_say() {
    let mut faults = Vec::new();
    let mut claims = 0;
    for locale in Locale::ALL {
        for ((place, step), (_, english)) in all_steps(locale).into_iter().zip(all_steps(Locale::En)) {
            let step = &step;
            let in_thought: Vec<(String, Vec<String>)> = texts(&english).into_iter().map(|(f, t)| (f, stones_in_thought(&t))).collect();
            let boards = positions(step);
            let Some(first) = boards.first() else {
                faults.push(format!("{place}: the board does not set up"));
                continue;
            };
            let size = first.size();
            let sizes: Vec<_> = boards.iter().map(|b| b.size()).collect();
            for (field, text) in texts(step) {
                for (p, _) in named_points(&text) {
                    if !sizes.iter().any(|&s| Point::parse_gtp(&p, s).is_ok()) {
                        faults.push(format!("{} {place}, {field}: {p} is not on the {}×{} board", locale.tag(), size.get(), size.get()));
                    }
                }
                let thought = in_thought.iter().find(|(f, _)| *f == field).map(|(_, p)| p.clone()).unwrap_or_default();
                for (colour, points) in colour_claims(&text) {
                    for p in points.into_iter().filter(|p| !thought.contains(p)) {
                        claims += 1;
                        let holds = boards.iter().any(|b| Point::parse_gtp(&p, b.size()).is_ok_and(|q| b.get(q) == Some(colour)));
                        if !holds {
                            faults.push(format!("{} {place}, {field}: says a {colour:?} stone is on {p}, but no position of the step has one there", locale.tag()));
                        }
                    }
                }
            }
        }
    }
    assert!(claims > 100, "the words name stones by colour ({claims} found)");
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn every_language_names_the_points_english_names() {
    let set = |t: &str| named_points(t).into_iter().map(|(p, _)| p).collect::<std::collections::BTreeSet<_>>();
    let mut faults = Vec::new();
    let english: Vec<_> = all_steps(Locale::En);
    for locale in [Locale::ZhHans, Locale::Ko] {
        for ((place, en), (_, other)) in english.iter().zip(all_steps(locale)) {
            let in_step: std::collections::BTreeSet<String> = texts(en).iter().flat_map(|(_, t)| set(t)).collect();
            for ((field, en_text), (_, text)) in texts(en).into_iter().zip(texts(&other)) {
                let (want, got) = (set(&en_text), set(&text));
                // Each point the English names here, and no point the English step never names.
                if !want.is_subset(&got) || !got.is_subset(&in_step) {
                    faults.push(format!("{} {place}, {field}: English names {want:?}, this names {got:?}", locale.tag()));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
