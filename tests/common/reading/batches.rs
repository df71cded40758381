//! The two batches of GTP commands (the questions, then the checks one move further), GNU
//! Go's verdict from their answers, and the message for a disagreement.

use super::super::gnugo::Answer;
use super::super::verdicts::Verdicts;
use super::{code, diagram, Case, Check, Probe, Theirs};
use weiqi::rules::{Move, Point};

/// The first batch: for each case, its setup and, for each move, `play`, the question
/// (unless the move took the target) and `undo`.
pub fn questions(cases: &mut [Case]) -> Vec<String> {
    let mut commands = Vec::new();
    for case in cases {
        commands.extend(case.setup.iter().cloned());
        let (learner, query, target) = (case.state.learner, case.query(), case.target());
        let size = case.size();
        for probe in &mut case.probes {
            probe.play_answer = commands.len();
            commands.push(format!("play {} {}", learner.letter(), probe.at.to_gtp(size)));
            if !probe.takes_target {
                commands.push(format!("{query} {target}"));
            }
            commands.push("undo".to_string());
        }
    }
    commands
}

/// The second batch: one move further, as the module documentation says.
pub fn checks(cases: &mut [Case], first: &[Answer]) -> Vec<String> {
    let mut commands = Vec::new();
    for case in cases {
        commands.extend(case.setup.iter().cloned());
        let size = case.size();
        let (learner, counter, target) = (case.state.learner, case.counter_query(), case.target());
        let other = !learner;
        let mut probes = std::mem::take(&mut case.probes);
        for probe in &mut probes {
            if probe.takes_target || first[probe.play_answer].is_err() {
                continue;
            }
            let mut game = case.state.game.clone();
            game.play(Move::Play(probe.at)).expect("a legal move");
            let replies: Vec<String> = match code(&first[probe.play_answer + 1]) {
                Ok((1, Some(m))) if m != "PASS" => vec![m],
                Ok((0, _)) => case.replies(&game).iter().map(|p| p.to_gtp(size)).collect(),
                _ => Vec::new(),
            };
            for reply in replies {
                let taken = Point::parse_gtp(&reply, size).ok().is_some_and(|p| {
                    let mut g = game.clone();
                    g.play(Move::Play(p)).is_ok() && g.board().get(case.fight.target).is_none()
                });
                commands.push(case.play(learner, &probe.at.to_gtp(size)));
                commands.push(case.play(other, &reply));
                let answer = (!taken).then(|| {
                    commands.push(format!("{counter} {target}"));
                    commands.len() - 1
                });
                commands.extend(["undo".to_string(), "undo".to_string()]);
                probe.checks.push(Check { reply, answer });
            }
        }
        case.probes = probes;
    }
    commands
}

/// GNU Go's answers to both batches.
pub struct Answers {
    pub first: Vec<Answer>,
    pub second: Vec<Answer>,
    /// GTP commands sent in all.
    pub commands: usize,
}

/// Asks GNU Go both batches about `cases` (through `verdicts`: the answers kept for the
/// questions that did not change). Every move is legal by our rules; GNU Go must take them
/// all, or the questions after them would be about another position.
pub fn ask(verdicts: &mut Verdicts, cases: &mut [Case]) -> Answers {
    let batch = questions(cases);
    let first = verdicts.ask_all(&batch);
    let second_batch = checks(cases, &first);
    let second = verdicts.ask_all(&second_batch);
    for (commands, answers) in [(&batch, &first), (&second_batch, &second)] {
        for (c, a) in commands.iter().zip(answers.iter()) {
            if !c.contains("attack") && !c.contains("defend") {
                assert!(a.is_ok(), "GNU Go refuses `{c}`: {a:?}");
            }
        }
    }
    Answers { first, second, commands: batch.len() + second_batch.len() }
}

/// GNU Go's verdict on the goal after the learner's move, from both batches.
pub fn theirs(case: &Case, probe: &Probe, answers: &Answers) -> Theirs {
    let (first, second) = (&answers.first, &answers.second);
    if let Err(e) = &first[probe.play_answer] {
        return Theirs::Error(format!("GNU Go refuses the move: {e}"));
    }
    if probe.takes_target {
        return Theirs::Works;
    }
    let answer = &first[probe.play_answer + 1];
    let said = match answer {
        Ok(t) => format!("`{} {}` = {t}", case.query(), case.target()),
        Err(e) => format!("`{} {}` ? {e}", case.query(), case.target()),
    };
    let (c, _) = match code(answer) {
        Ok(c) => c,
        Err(e) => return Theirs::Error(e),
    };
    match c {
        2 | 3 => return Theirs::Ko(said),
        4 | 5 => return Theirs::Partial(said),
        0 | 1 => {}
        _ => return Theirs::Error(said),
    }
    // One move further, the learner to move: after the other side's saving (or killing)
    // move the learner must fail (code 0), after each of its other replies win (code 1,
    // or the reply took the target).
    let expect = if c == 1 { 0 } else { 1 };
    for check in &probe.checks {
        let later = match check.answer {
            None => Ok((if case.learner_attacks() { 1 } else { 0 }, None)),
            Some(i) => code(&second[i]),
        };
        let text = check.answer.map_or("the reply takes the target".to_string(), |i| match &second[i] {
            Ok(t) => format!("`{} {}` = {t}", case.counter_query(), case.target()),
            Err(e) => format!("`{} {}` ? {e}", case.counter_query(), case.target()),
        });
        match later {
            Ok((k, _)) if k == expect => {}
            Ok((2 | 3, _)) => return Theirs::Ko(format!("{said}; after {} {}, {text}", !case.state.learner, check.reply)),
            _ => return Theirs::Contradicts(format!("{said}, but after {} {}, {text}", !case.state.learner, check.reply)),
        }
    }
    if c == 0 { Theirs::Works } else { Theirs::Fails }
}

/// A disagreement, for the test's message: the case, the move, `ours` (what the app does,
/// in words), GNU Go's verdict with its answers one move further, and the board.
pub fn describe(case: &Case, probe: &Probe, ours: &str, verdict: &Theirs, answers: &Answers) -> String {
    let gnu_text = match verdict {
        Theirs::Works => "the goal holds",
        Theirs::Fails => "the goal fails",
        _ => "error",
    };
    let answer = match (probe.takes_target, answers.first.get(probe.play_answer + 1)) {
        (true, _) => "the move takes the target".to_string(),
        (false, Some(Ok(t))) => format!("`{} {}` = {t}", case.query(), case.target()),
        (false, a) => format!("{a:?}"),
    };
    let checked: Vec<String> = probe
        .checks
        .iter()
        .map(|c| match c.answer.map(|i| &answers.second[i]) {
            None => format!("{} takes it", c.reply),
            Some(Ok(t)) => format!("{} → {t}", c.reply),
            Some(Err(e)) => format!("{} → ? {e}", c.reply),
        })
        .collect();
    format!(
        "{}:\n  ours: {ours}\n  GNU Go: {gnu_text} ({answer}; checked one move further, `{}` after {}: {})\n{}",
        case.what(probe),
        case.counter_query(),
        !case.state.learner,
        if checked.is_empty() { "nothing to check".to_string() } else { checked.join(", ") },
        diagram(case.state.game.board(), Some(probe.at))
    )
}
