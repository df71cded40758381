//! What the trainer's board shows, as one pure function of its state: the position, the
//! learner's dead-stone marks, the chosen area and the sizes entered, and after a second wrong
//! count every area of the counted side with its true size, the stones numbered in tens and
//! the shared points, half each.

use super::phase::Phase;
use super::trainer::Trainer;
use super::Mode;
use crate::board_view::{BoardView, Highlight, Marker};

/// The board of the trainer's current state.
///
/// # Examples
/// ```
/// use weiqi::counting::{board_view, Action, Mode, Settings, Task, Trainer};
/// use weiqi::rules::{Board, Komi, Point};
/// let board = Board::from_ascii("
///     . X O .
///     . X O .
///     . X O .
///     X . O .
/// ").unwrap();
/// let settings = Settings { mode: Mode::Count, ..Settings::default() };
/// let mut t = Trainer::with_task(settings, Task::from_board(board, &[], Komi::NONE), 0.0);
/// t.apply(Action::Count("7".into()), 1.0); // the right count is 7½: a nudge, the board as it was
/// assert_eq!(board_view(&t).label(Point::new(0, 1).unwrap()), None);
/// t.apply(Action::Count("7".into()), 2.0); // a second wrong count: the board counts
/// let view = board_view(&t);
/// assert_eq!(view.label(Point::new(0, 1).unwrap()), Some("3")); // the area's true size
/// assert_eq!(view.label(Point::new(1, 3).unwrap()), Some("½")); // the shared point
/// ```
pub fn board_view(t: &Trainer) -> BoardView {
    if let Some(e) = &t.explain {
        return e.frames[e.frame].view.clone();
    }
    let task = &t.task;
    let mut view = BoardView::from_board(&task.board);
    let marks = t.marks();
    view.dimmed = marks.iter().collect();
    view.markers = marks.iter().map(|p| (p, Marker::Cross)).collect();
    let areas = t.areas();
    match &t.phase {
        Phase::Mark { marks, check } => {
            for note in check.iter().flat_map(|c| &c.alive_marked) {
                if note.stones.iter().any(|&p| marks.contains(p)) {
                    view.highlights
                        .extend(note.stones.iter().map(|&p| (p, Highlight::Problem)));
                }
            }
        }
        Phase::Count {
            selected, tally, ..
        } => {
            if let Some(area) = selected.and_then(|tapped| areas.iter().find(|a| a.points.contains(&tapped))) {
                view.highlights
                    .extend(area.points.iter().map(|&p| (p, Highlight::Hint)));
            }
            for area in &areas {
                if let Some(n) = tally.get(area.key()) {
                    view.labels.push((area.label_at, n.to_string()));
                }
            }
        }
        Phase::Choose { .. } => {}
        Phase::Result { .. } | Phase::Done { .. } => {
            view = view.with_count(&task.count);
            // The sizes of the counted side's areas, where a count was asked; after "who
            // wins?" the shading alone shows the areas (a lone number would say nothing).
            if matches!(t.settings.mode, Mode::Count | Mode::Timed) {
                for area in &areas {
                    view.labels
                        .push((area.label_at, area.points.len().to_string()));
                }
            }
        }
    }
    if let Some(check) = t.count_check() {
        // After a second wrong count: every area with its true size, the stones in tens, the shared
        // points at half, and the areas whose size was entered wrongly ringed.
        view = view.with_count(&task.count);
        view.labels.clear();
        view.highlights.clear();
        let stones: Vec<_> = task
            .size()
            .points()
            .filter(|&p| task.board.get(p) == Some(t.side) && !task.dead.contains(p))
            .collect();
        for (i, &p) in stones.iter().enumerate() {
            let n = i + 1;
            if n % 10 == 0 || n == stones.len() {
                view.labels.push((p, n.to_string()));
            }
        }
        for area in &areas {
            view.labels
                .push((area.label_at, area.points.len().to_string()));
            if check
                .wrong_regions
                .iter()
                .any(|&(key, _, _)| key == area.key())
            {
                view.highlights.push((area.label_at, Highlight::Problem));
            }
        }
        for p in super::shared_points(task) {
            view.labels.push((p, "½".to_string()));
        }
    }
    view
}
