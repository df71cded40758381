//! Why an answer to "who wins?" was wrong: the mistake that gives the learner's answer (a
//! draw where none can happen, the dead stones counted as living, komi left out or taken in
//! points as stones, the shared points counted other than half each), else how close the
//! result is, else the two counts.

use super::super::Task;
use crate::rules::{count_area, Color, DeadStones, Quarters};

/// What most likely led to a wrong "who wins?".
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WinnerHint {
    /// A draw was chosen, but Black's `target` is a quarter off every count (counts go by
    /// halves: ½ for a shared point), so no count can meet it.
    NoDraw { target: Quarters },
    /// With the `dead` crossed-out stones counted as living, `winner` would win.
    DeadCountedAlive { winner: Color, dead: usize },
    /// Black's `black` is more than half the board, so Black wins on the board alone, but
    /// not with what Black gives back (the benchmark said after it names both).
    KomiLeftOut { black: Quarters },
    /// Komi is `komi` stones (twice as many points): taken as that many stones more, it would
    /// make White the winner.
    KomiInPoints { komi: Quarters },
    /// The `shared` points count half for each side: counted whole for one side (or for
    /// neither), they would make `winner` the winner.
    SharedHalf { winner: Color, shared: usize },
    /// Only `margin` stones decide it: too close to judge by eye.
    Close { margin: Quarters },
    /// The two sides' counts, which add up to the board's `points`.
    Counts {
        black: Quarters,
        white: Quarters,
        points: usize,
    },
}

/// Why `chosen` (`Some(colour)` or `None` for a draw) is not who wins `task`; empty when it is.
///
/// # Examples
/// ```
/// use weiqi::counting::{why_not_winner, Task, WinnerHint};
/// use weiqi::rules::{Board, Color, Komi, Quarters};
/// let board = Board::from_ascii("
///     . X O .
///     . X O .
///     . X O .
///     X . O .
/// ").unwrap();
/// // Black 7½, White 8½: no draw can meet Black's target of 8 + 3¾ = 11¾.
/// let task = Task::from_board(board, &[], Komi::CHINESE);
/// assert_eq!(why_not_winner(&task, None)[0], WinnerHint::NoDraw { target: Quarters(47) });
/// assert!(why_not_winner(&task, Some(Color::White)).is_empty());
/// ```
pub fn why_not_winner(task: &Task, chosen: Option<Color>) -> Vec<WinnerHint> {
    let outcome = task.outcome();
    let truth = outcome.winner();
    if chosen == truth {
        return Vec::new();
    }
    let half = Quarters(2 * task.size().area() as i32);
    let black = outcome.black_count;
    let mut hints = Vec::new();
    // Every count is a whole or a half number of stones: a target with a quarter is never met.
    if chosen.is_none() && outcome.benchmark.0 % 2 != 0 {
        hints.push(WinnerHint::NoDraw {
            target: outcome.benchmark,
        });
    }
    if let Some(winner) = chosen {
        if !task.dead.is_empty() {
            let alive = count_area(&task.board, &DeadStones::default()).outcome(task.komi, task.handicap);
            if alive.winner() == Some(winner) {
                hints.push(WinnerHint::DeadCountedAlive {
                    winner,
                    dead: task.dead.len(),
                });
            }
        }
        // Black has more than half the board but not more than the target: komi decides.
        if winner == Color::Black && task.give_back().0 > 0 && black.0 > half.0 {
            hints.push(WinnerHint::KomiLeftOut { black });
        }
        // Black is past the target, but not past it with komi counted twice (its points
        // taken for stones).
        let komi = task.komi.quarters();
        if winner == Color::White && komi.0 > 0 && black.0 < outcome.benchmark.0 + komi.0 {
            hints.push(WinnerHint::KomiInPoints { komi });
        }
        // Each shared point is ½ stone (2 quarters) for each side: counted whole for the side
        // chosen, or left out of the other's, the chosen side would win.
        let shared = task.count.side(Color::Black).shared as i32;
        let moved = match winner {
            Color::Black => black.0 + 2 * shared > outcome.benchmark.0,
            Color::White => black.0 - 2 * shared < outcome.benchmark.0,
        };
        if shared > 0 && moved {
            hints.push(WinnerHint::SharedHalf { winner, shared: shared as usize });
        }
    }
    if hints.is_empty() {
        let margin = Quarters(outcome.margin.0.abs());
        hints.push(if margin.0 > 0 && margin.0 <= 4 {
            WinnerHint::Close { margin }
        } else {
            WinnerHint::Counts {
                black,
                white: task.count.total(Color::White),
                points: task.size().area() as usize,
            }
        });
    }
    hints
}

/// The one thing a first wrong "who wins?" is told: the mistake that gives the learner's
/// answer, if one does (not how close it is, nor the counts, which would give the answer
/// away); `None` when none does.
pub fn first_nudge(task: &Task, chosen: Option<Color>) -> Option<WinnerHint> {
    why_not_winner(task, chosen)
        .into_iter()
        .find(|h| !matches!(h, WinnerHint::Close { .. } | WinnerHint::Counts { .. }))
}
