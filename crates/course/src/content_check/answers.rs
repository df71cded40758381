//! The content check's second half: each task's answers played through the real lesson
//! player: correct lines, points, numbers and choices accepted, wrong ones refused with their
//! reasons, watch frames that play, a game step's board, and "show me" leading to the answer.

use crate::rules::{BoardSize, Move, Point};

use crate::lessons::format::{Check, GameTask, PointKind, Step, Task};
use crate::lessons::judge;
use crate::lessons::player::{reduce, Action, Phase, StepState};
use crate::lessons::setup::{self, parse_moves, parse_point, place_marks};

/// A game step's board is the board the game starts on: empty, or with the handicap stones
/// of its preset where the game puts them, so the picture matches the game the button
/// opens; and its game is done by [`Action::GameDone`].
pub(super) fn check_game(game: &crate::rules::Game, task: &GameTask) -> Result<(), Vec<String>> {
    use crate::rules::Color;
    let size = task.game.size();
    let mut errors = Vec::new();
    if game.size().get() != size {
        errors.push(format!("the game `{}` is played on {size}×{size}: draw that board", task.game.name()));
        return Err(errors);
    }
    let handicap = task.game.handicap();
    let stones: Vec<Point> = if handicap >= 2 { crate::rules::fixed_handicap(game.size(), handicap).unwrap_or_default() } else { Vec::new() };
    let board = game.board();
    let drawn = |p: Point| board.get(p) == Some(Color::Black);
    let others = board.stone_count(Color::White) + board.stone_count(Color::Black) != stones.len() as u32;
    if others || !stones.iter().all(|&p| drawn(p)) {
        let names: Vec<String> = stones.iter().map(|p| p.to_gtp(game.size())).collect();
        errors.push(if names.is_empty() {
            "a game starts on an empty board: draw it without stones".to_string()
        } else {
            format!("the game `{}` starts with Black's handicap stones on {} and nothing else: draw them", task.game.name(), names.join(", "))
        });
    }
    errors.is_empty().then_some(()).ok_or(errors)
}

fn action_for(mv: Move) -> Action {
    match mv {
        Move::Play(p) => Action::Click(p),
        Move::Pass => Action::Pass,
    }
}

pub(super) fn check_moves(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let (Task::Play(task) | Task::Capture(task) | Task::Save(task)) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    let start = fresh();
    let size = start.game.size();
    let learner = start.game.to_move();
    let goal_task = matches!(step.task, Task::Capture(_) | Task::Save(_));
    if goal_task {
        match judge::target(task.target.as_ref(), start.game.board()) {
            Err(e) => errors.push(e.into()),
            Ok(t) => {
                let color = start.game.board().get(t);
                if matches!(step.task, Task::Capture(_)) && color != Some(!learner) {
                    errors.push("the capture target must be an opponent stone".into());
                }
                if matches!(step.task, Task::Save(_)) && color != Some(learner) {
                    errors.push("the save target must be the learner's own stone".into());
                }
            }
        }
    } else if task.lines.is_empty() {
        errors.push("a play task needs at least one line".into());
    }
    if task.lines.is_empty() && goal_task && start.next_good_move().is_none() {
        errors.push("no move reaches the goal at once; give `lines`".into());
    }
    let mut firsts = Vec::new();
    for line_text in &task.lines {
        let line = match parse_moves(line_text, size) {
            Ok(l) if !l.is_empty() => l,
            Ok(_) => {
                errors.push("an empty line".into());
                continue;
            }
            Err(e) => {
                errors.push(format!("line \"{line_text}\": {e}"));
                continue;
            }
        };
        firsts.push(line[0]);
        let mut s = fresh();
        let mut i = 0;
        while i < line.len() {
            s = reduce(&s, action_for(line[i]));
            let played = s.moves_so_far();
            let expect = (i + 2).min(line.len());
            if s.solved() && played.len() > i && line.starts_with(&played) {
                break;
            }
            if played.len() != expect || !line.starts_with(&played) {
                errors.push(format!(
                    "line \"{line_text}\": after move {} the player has {:?} on the board, not the line ({:?})",
                    i + 1,
                    played.iter().map(|m| name(*m, size)).collect::<Vec<_>>(),
                    s.feedback.as_ref().map(|f| f.notes.clone()).unwrap_or_default()
                ));
                break;
            }
            i += 2;
        }
        if !s.solved() {
            errors.push(format!("line \"{line_text}\" does not finish the step"));
        } else if s.moves_so_far().len() != line.len() && !goal_task {
            errors.push(format!("line \"{line_text}\" finishes the step early (another line is shorter)"));
        } else if goal_task && !judge::goal_met(&step.task, s.target, &s.game, learner) {
            errors.push(format!("line \"{line_text}\" does not reach the goal"));
        }
    }
    for w in &task.wrong {
        let mv = match setup::parse_move(&w.at, size) {
            Ok(m) => m,
            Err(e) => {
                errors.push(format!("wrong move {}: {e}", w.at));
                continue;
            }
        };
        if firsts.contains(&mv) {
            errors.push(format!("{} is both a wrong move and the start of a line", w.at));
        }
        // Where the move can be played: at the start, or else first along a line.
        let before = where_legal(&task.lines, size, mv, fresh);
        let s = reduce(&before, action_for(mv));
        if s.solved() || s.misses != 1 {
            errors.push(format!("the wrong move {} is not refused", w.at));
        }
        if let Some(reply) = &w.reply {
            match parse_moves(reply, size) {
                Ok(r) if s.game.move_number() - before.game.move_number() != 1 + r.len() => {
                    errors.push(format!("the reply \"{reply}\" to {} is not legal", w.at))
                }
                Err(e) => errors.push(format!("the reply to {}: {e}", w.at)),
                _ => {}
            }
        }
        if goal_task && judge::goal_met(&step.task, s.target, &s.game, learner) {
            errors.push(format!("the wrong move {} reaches the goal after all", w.at));
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

/// The position in which a wrong move named in the file is tried: the start, unless a stone
/// stands on its point there; then the first position along a line, after an answer, where
/// the move is legal (a ko filled later in the fight).
fn where_legal(lines: &[String], size: BoardSize, mv: Move, fresh: &dyn Fn() -> StepState) -> StepState {
    let start = fresh();
    let legal = |s: &StepState| match mv {
        Move::Play(p) => s.game.is_legal(p),
        Move::Pass => true,
    };
    let occupied = |s: &StepState| matches!(mv, Move::Play(p) if s.game.board().get(p).is_some());
    if !occupied(&start) {
        return start;
    }
    for line in lines {
        let Ok(line) = parse_moves(line, size) else { continue };
        let mut s = fresh();
        for &learner_move in line.iter().step_by(2) {
            s = reduce(&s, action_for(learner_move));
            if s.solved() || s.phase == Phase::Wrong {
                break;
            }
            if legal(&s) {
                return s;
            }
        }
    }
    start
}

pub(super) fn check_points(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let Task::Points(task) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    let start = fresh();
    let size = start.game.size();
    let answer = judge::answer_points(step, &start.game).map_err(|e| vec![e.into()])?;
    if answer.is_empty() {
        return Err(vec!["there is no point to find".into()]);
    }
    if matches!(task.find, PointKind::Liberties) && task.target.is_none() {
        errors.push("`find = \"liberties\"` needs a `target`".into());
    }
    if !matches!(task.find, PointKind::Dead | PointKind::Listed) && !task.answer.is_empty() {
        errors.push("`answer` is only for `dead` and `listed`; the engine finds the others".into());
    }
    let mut s = fresh();
    for &p in &answer {
        if !s.found.contains(&p) {
            s = reduce(&s, Action::Click(p));
        }
    }
    if !s.solved() || s.misses != 0 {
        errors.push("clicking every answer point does not finish the step".into());
    }
    for w in &task.wrong {
        match parse_point(&w.at, size) {
            Ok(p) if answer.contains(&p) => errors.push(format!("{} is listed as wrong but is an answer", w.at)),
            Ok(p) => {
                let s = reduce(&fresh(), Action::Click(p));
                if s.misses != 1 {
                    errors.push(format!("the wrong point {} is not refused", w.at));
                }
            }
            Err(e) => errors.push(format!("wrong point {}: {e}", w.at)),
        }
    }
    // Every other point is refused with a reason.
    for p in size.points() {
        if answer.contains(&p) {
            continue;
        }
        let s = reduce(&fresh(), Action::Click(p));
        if s.misses != 1 || s.feedback.as_ref().is_none_or(|f| f.notes.is_empty()) {
            errors.push(format!("clicking {} gives no reason", p.to_gtp(size)));
            break;
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

pub(super) fn check_number(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let Task::Number(task) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    let start = fresh();
    let answer = judge::answer_number(step, &start.game).map_err(|e| vec![e.into()])?;
    let s = reduce(&start, Action::Answer(answer.stones_text()));
    if !s.solved() {
        errors.push(format!("the answer {} is not accepted", answer.stones_text()));
    }
    for w in &task.wrong {
        match judge::quarters_of(w.answer) {
            Some(q) if q == answer => errors.push(format!("{} is listed as wrong but is the answer", w.answer)),
            Some(q) => {
                let s = reduce(&start, Action::Answer(q.stones_text()));
                if s.misses != 1 {
                    errors.push(format!("the wrong number {} is not refused", w.answer));
                }
            }
            None => errors.push(format!("the wrong number {} is not a whole or half number", w.answer)),
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

pub(super) fn check_choice(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let Task::Choice(task) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    let start = fresh();
    if task.choices.len() < 2 {
        errors.push("a choice needs at least two answers".into());
    }
    let allowed: &[&str] = match task.check {
        Check::Given => &[],
        Check::Legal => &["yes", "no"],
        Check::Winner => &["black", "white", "draw"],
    };
    for c in &task.choices {
        match (&c.means, task.check) {
            (Some(_), Check::Given) => errors.push("`means` is only for engine checks".into()),
            (Some(m), _) if !allowed.contains(&m.as_str()) => {
                errors.push(format!("`means = \"{m}\"` must be one of {allowed:?}"))
            }
            (None, Check::Legal | Check::Winner) => errors.push(format!("the choice \"{}\" needs `means`", c.text)),
            _ => {}
        }
        if c.correct && task.check != Check::Given {
            errors.push("`correct` is decided by the engine here; remove it".into());
        }
    }
    let right = judge::correct_choice(step, &start.game).map_err(|e| {
        errors.push(e.into());
        std::mem::take(&mut errors)
    })?;
    // The right answer's own reason is the reply (player::answers::on_choice): closing words
    // beside it would never be shown.
    if step.right.is_some()
        && task
            .choices
            .get(right)
            .is_some_and(|c| !c.why.trim().is_empty())
    {
        errors.push(
            "the right answer has its reason, so the step's `right` is never shown: remove it"
                .into(),
        );
    }
    for i in 0..task.choices.len() {
        let s = reduce(&start, Action::Choose(i));
        if (i == right) != s.solved() {
            errors.push(format!("choosing \"{}\" is judged wrongly", task.choices[i].text));
        }
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

pub(super) fn check_watch(step: &Step, fresh: &dyn Fn() -> StepState) -> Result<(), Vec<String>> {
    let Task::Watch(w) = &step.task else { return Ok(()) };
    let mut errors = Vec::new();
    if w.frames.is_empty() {
        errors.push("a watch needs at least one frame".into());
    }
    let mut s = fresh();
    for (k, frame) in w.frames.iter().enumerate() {
        if frame.play.is_none() && frame.board.is_none() && frame.marks == Default::default() {
            errors.push(format!("frame {} changes nothing", k + 1));
        }
        s = reduce(&s, Action::Frame(k + 1));
        if let Some(e) = s.error.take() {
            errors.push(e.into());
            break;
        }
        if let Err(e) = place_marks(&frame.marks, s.game.size()) {
            errors.push(format!("frame {}: {e}", k + 1));
        }
    }
    if errors.is_empty() && !s.solved() {
        errors.push("watching to the end does not finish the step".into());
    }
    if errors.is_empty() { Ok(()) } else { Err(errors) }
}

/// Presses "show me", then does what it shows, until the step is done.
pub(super) fn follow_show_me(step: &Step, mut s: StepState) -> Result<(), String> {
    for _ in 0..3 {
        s = reduce(&s, Action::Answer("-1".into()));
    }
    s = reduce(&s, Action::ShowMe);
    for _ in 0..200 {
        if s.solved() {
            return Ok(());
        }
        let view = crate::lessons::view::board_view(&s);
        let shown: Vec<Point> = view
            .highlights
            .iter()
            .filter(|(_, h)| *h == crate::board_view::Highlight::Hint)
            .map(|&(p, _)| p)
            .filter(|p| !s.found.contains(p))
            .collect();
        s = match &step.task {
            Task::Play(_) | Task::Capture(_) | Task::Save(_) => match s.next_good_move() {
                Some(mv) => reduce(&s, action_for(mv)),
                None => return Err("no move is marked".into()),
            },
            Task::Points(_) => match shown.first() {
                Some(&p) => reduce(&s, Action::Click(p)),
                None => return Err("no point is marked".into()),
            },
            Task::Number(_) => {
                let n = judge::answer_number(step, &s.game)?;
                let said = s.feedback.as_ref().map(|f| f.notes.clone()).unwrap_or_default();
                if !said.contains(&crate::lessons::note::Note::TheAnswerIs(n)) {
                    return Err("the answer is not said".into());
                }
                reduce(&s, Action::Answer(n.stones_text()))
            }
            Task::Choice(_) => reduce(&s, Action::Choose(judge::correct_choice(step, &s.game)?)),
            Task::Watch(_) | Task::Game(_) => return Ok(()),
        };
    }
    Err("still not done after 200 actions".into())
}

fn name(mv: Move, size: crate::rules::BoardSize) -> String {
    match mv {
        Move::Play(p) => p.to_gtp(size),
        Move::Pass => "pass".into(),
    }
}
