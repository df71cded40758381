//! Answers the engine works out from a step, so content cannot be wrong: the liberties to
//! click, the forbidden points, the count to type, the right choice, whether a goal is met.

use crate::decimal::parse_decimal;
use crate::rules::{count_area, Board, Color, DeadStones, Game, Move, Point, Quarters};

use super::fault::{StepFault, TaskKind};
use super::format::{Check, CountKind, PointKind, Step, Task};
use super::setup::{parse_point, parse_points};

/// Whether the stone just played at `p` in `game` was on a liberty of the stones at `target`
/// (it touches them now), so it takes part in the fight for them.
pub fn on_liberty(game: &Game, target: Point, p: Point) -> bool {
    game.board().group(target).is_some_and(|g| p.neighbors(game.size()).any(|q| g.stones.contains(&q)))
}

/// The dead stones a step marks, as the engine's set.
pub fn dead_stones(step: &Step, board: &Board) -> Result<DeadStones, StepFault> {
    Ok(DeadStones::from_points(parse_points(&step.marks.dead, board.size())?))
}

/// The target point of a task, which must hold a stone.
pub fn target(text: Option<&String>, board: &Board) -> Result<Point, StepFault> {
    let text = text.ok_or(StepFault::NoTarget)?;
    let p = parse_point(text, board.size())?;
    if board.get(p).is_none() {
        return Err(StepFault::TargetEmpty { at: text.clone() });
    }
    Ok(p)
}

/// Every point a points task asks for, in board order.
///
/// # Errors
/// When the task's data does not fit the board.
pub fn answer_points(step: &Step, game: &Game) -> Result<Vec<Point>, StepFault> {
    let Task::Points(task) = &step.task else { return Err(StepFault::OtherTask { wanted: TaskKind::Points }) };
    let board = game.board();
    let size = board.size();
    let mut points = match task.find {
        PointKind::Liberties => {
            let p = target(task.target.as_ref(), board)?;
            board.group(p).map(|g| g.liberties).unwrap_or_default()
        }
        PointKind::Forbidden => size
            .points()
            .filter(|&p| board.get(p).is_none() && game.check(p).is_err())
            .collect(),
        PointKind::Dead => {
            let dead = parse_points(&task.answer, size)?;
            if let Some(p) = dead.iter().find(|&&p| board.get(p).is_none()) {
                return Err(StepFault::DeadOnEmpty { at: p.to_gtp(size) });
            }
            // Listing one stone of a group lists the group.
            let mut all = Vec::new();
            for p in dead {
                all.extend(board.group(p).map(|g| g.stones).unwrap_or_default());
            }
            all
        }
        // A shared point is one the text can show: it touches a living stone of each colour
        // (a point deep in an area whose border is still open is neither side's yet, but no
        // shared point).
        PointKind::Shared => {
            let dead = dead_stones(step, board)?;
            let count = count_area(board, &dead);
            let living = |q: Point, c: crate::rules::Color| board.get(q) == Some(c) && !dead.contains(q);
            let touches_both = |p: Point| crate::rules::Color::ALL.iter().all(|&c| p.neighbors(size).any(|q| living(q, c)));
            size.points()
                .filter(|&p| {
                    count.owner_at(p) == crate::rules::Owner::Shared
                        && (board.get(p).is_none() || step_dead(step, board, p))
                        && touches_both(p)
                })
                .collect()
        }
        PointKind::Stars => size.star_points(),
        PointKind::Listed => parse_points(&task.answer, size)?,
    };
    weiqi_engine::sort::sort(&mut points);
    points.dedup();
    Ok(points)
}

fn step_dead(step: &Step, board: &Board, p: Point) -> bool {
    dead_stones(step, board).is_ok_and(|d| d.contains(p))
}

/// The number a number task expects.
///
/// # Errors
/// When the task's data does not fit the board.
pub fn answer_number(step: &Step, game: &Game) -> Result<Quarters, StepFault> {
    let Task::Number(task) = &step.task else { return Err(StepFault::OtherTask { wanted: TaskKind::Number }) };
    let board = game.board();
    let color = || task.color.map(|c| c.color()).ok_or(StepFault::NoColor);
    Ok(match task.count {
        CountKind::Liberties => {
            Quarters::stones(board.liberty_count(target(task.target.as_ref(), board)?) as i32)
        }
        CountKind::Group => {
            let p = target(task.target.as_ref(), board)?;
            Quarters::stones(board.group(p).map_or(0, |g| g.stones.len()) as i32)
        }
        CountKind::Stones => {
            let c = color()?;
            let dead = dead_stones(step, board)?;
            Quarters::stones(board.stones(c).filter(|&p| !dead.contains(p)).count() as i32)
        }
        CountKind::Area => count_area(board, &dead_stones(step, board)?).total(color()?),
        CountKind::Points => Quarters::stones(board.size().area() as i32),
        CountKind::Given => {
            let a = task.answer.ok_or(StepFault::NoAnswer)?;
            quarters_of(a).ok_or(StepFault::AnswerNotQuarters)?
        }
    })
}

/// A number from a file as quarter stones, if it is a whole number of quarters.
pub fn quarters_of(x: f64) -> Option<Quarters> {
    let q = x * 4.0;
    (x.is_finite() && (q - q.round()).abs() < 1e-9 && q.abs() < 1e6).then(|| Quarters(q.round() as i32))
}

/// The units a learner may type after a number, in the app's languages (stones and points,
/// 子 and 目, 점 and 집): they do not change it.
const UNITS: [&str; 10] = ["stones", "stone", "points", "point", "子", "目", "点", "점", "집", "개"];

/// Reads what a learner typed: `4`, `40.5`, `40,5`, `40½`, `40 1/2`, `¾`, with a unit or
/// not (`3 stones`, `1.5집`), and a half said in words as Korean and Chinese say it
/// (`1집 반`, `반집`, `1目半`).
///
/// # Examples
/// ```
/// use weiqi_course::lessons::judge::parse_number;
/// use weiqi_course::rules::Quarters;
/// assert_eq!(parse_number(" 40½ "), Some(Quarters(162)));
/// assert_eq!(parse_number("3 3/4"), Some(Quarters(15)));
/// assert_eq!(parse_number("4,5"), Some(Quarters(18)));
/// assert_eq!(parse_number("four"), None);
/// assert_eq!(parse_number("1.5집"), Some(Quarters(6)));
/// assert_eq!(parse_number("1집 반"), Some(Quarters(6)));
/// assert_eq!(parse_number("반집"), Some(Quarters(2)));
/// assert_eq!(parse_number("1目半"), Some(Quarters(6)));
/// assert_eq!(parse_number("3 stones"), Some(Quarters(12)));
/// assert_eq!(parse_number("반 반"), None);
/// ```
pub fn parse_number(text: &str) -> Option<Quarters> {
    let t = crate::decimal::ascii_digits(text);
    let without_unit = |t: &str| -> String {
        let t = t.trim();
        UNITS.iter().find_map(|u| t.strip_suffix(u)).unwrap_or(t).trim().to_string()
    };
    let t = without_unit(&t);
    // A half said in words: "1집 반" or "1目半" is 1½, "반집" (a unit after it) is ½.
    if let Some(whole) = t.strip_suffix('반').or_else(|| t.strip_suffix('半')).or_else(|| t.strip_prefix('반')) {
        let whole = without_unit(whole);
        let n: i32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
        return (n >= 0).then(|| Quarters(4 * n + 2));
    }
    let t = t.as_str();
    let (whole, frac) = if let Some(rest) = t.strip_suffix('½') {
        (rest, 2)
    } else if let Some(rest) = t.strip_suffix('¼') {
        (rest, 1)
    } else if let Some(rest) = t.strip_suffix('¾') {
        (rest, 3)
    } else if let Some(rest) = t.strip_suffix("1/2") {
        (rest, 2)
    } else if let Some(rest) = t.strip_suffix("1/4") {
        (rest, 1)
    } else if let Some(rest) = t.strip_suffix("3/4") {
        (rest, 3)
    } else {
        let x = parse_decimal(t)?;
        return quarters_of(x);
    };
    let whole = whole.trim();
    let n: i32 = if whole.is_empty() { 0 } else { whole.parse().ok()? };
    (n >= 0).then(|| Quarters(4 * n + frac))
}

/// The index of the right choice.
///
/// # Errors
/// When no choice (or more than one) is right.
pub fn correct_choice(step: &Step, game: &Game) -> Result<usize, StepFault> {
    let Task::Choice(task) = &step.task else { return Err(StepFault::OtherTask { wanted: TaskKind::Choice }) };
    let wanted: Option<&'static str> = match task.check {
        Check::Given => None,
        Check::Legal => {
            let at = task.at.as_ref().ok_or(StepFault::LegalNeedsAt)?;
            let p = parse_point(at, game.size())?;
            Some(if game.check(p).is_ok() { "yes" } else { "no" })
        }
        Check::Winner => {
            let dead = dead_stones(step, game.board())?;
            Some(match game.outcome(&dead).winner() {
                Some(Color::Black) => "black",
                Some(Color::White) => "white",
                None => "draw",
            })
        }
    };
    let right: Vec<usize> = task
        .choices
        .iter()
        .enumerate()
        .filter(|(_, c)| match wanted {
            None => c.correct,
            Some(w) => c.means.as_deref() == Some(w),
        })
        .map(|(i, _)| i)
        .collect();
    match right.as_slice() {
        [i] => Ok(*i),
        [] => Err(match wanted {
            None => StepFault::NoCorrectChoice,
            Some(answer) => StepFault::NoChoiceMeans { answer },
        }),
        _ => Err(StepFault::ManyCorrectChoices),
    }
}

/// Whether a capture or save goal is met in `game` for the stone first on `target`, played by
/// `learner`.
pub fn goal_met(task: &Task, target: Option<Point>, game: &Game, learner: Color) -> bool {
    let board = game.board();
    match (task, target) {
        (Task::Capture(_), Some(t)) => board.get(t).is_none(),
        (Task::Save(_), Some(t)) => board.get(t) == Some(learner) && board.liberty_count(t) >= 2,
        _ => false,
    }
}

/// A move that meets a capture or save goal at once, if there is one (for "show me").
pub fn winning_move(task: &Task, target: Option<Point>, game: &Game) -> Option<Move> {
    let learner = game.to_move();
    game.size().points().filter(|&p| game.is_legal(p)).map(Move::Play).find(|&mv| {
        let mut g = game.clone();
        g.play(mv).is_ok() && goal_met(task, target, &g, learner)
    })
}

#[cfg(test)]
mod tests {
    use super::parse_number;
    use crate::rules::Quarters;

    #[test]
    fn learners_answers_read_in_any_digits() {
        assert_eq!(parse_number("２"), Some(Quarters(8)));
        assert_eq!(parse_number("３．５"), Some(Quarters(14)));
        assert_eq!(parse_number("٤½"), Some(Quarters(18)));
    }
}
