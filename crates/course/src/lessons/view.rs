//! The view model: a step and its state in, the [`BoardView`] the board draws out. Pure,
//! tested natively.

use crate::board_view::{BoardView, Highlight};
use crate::rules::{count_area, DeadStones, Move};

use super::format::{Marks, PointKind, Task};
use super::judge;
use super::player::{Phase, StepState};
use super::setup::{parse_diagram, place_marks};

/// What the board shows for `state`.
///
/// Layers: the stones now; the step's (or the watch frame's) marks and labels; dead stones
/// faded; points found marked good; the last message's points; the hint and "show me"
/// marks; area shading where the step asks for it; a ghost stone when a move is expected.
pub fn board_view(state: &StepState) -> BoardView {
    let board = state.game.board();
    let size = board.size();
    let mut view = BoardView::from_board(board);
    view.coordinates = state.step.coordinates.unwrap_or(true);
    view.last_move = state.game.moves().iter().rev().find_map(|m| match m.mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    });

    let (marks, diagram): (&Marks, &str) = match &state.step.task {
        Task::Watch(w) if state.frame > 0 => {
            let frame = &w.frames[state.frame.min(w.frames.len()) - 1];
            let newest_board = w.frames[..state.frame.min(w.frames.len())]
                .iter()
                .rev()
                .find_map(|f| f.board.as_deref())
                .unwrap_or(&state.step.board);
            (&frame.marks, newest_board)
        }
        _ => (&state.step.marks, &state.step.board),
    };
    if let Ok(placed) = place_marks(marks, size) {
        view.markers = placed.markers;
        view.labels = placed.labels;
        view.dimmed = placed.dead.clone();
        if placed.shade {
            view.owners = Some(count_area(board, &DeadStones::from_points(placed.dead)).owner);
        }
    }
    if let Ok((_, labels)) = parse_diagram(diagram) {
        // Diagram letters name empty points; once a stone is there, the stone is what counts.
        view.labels.extend(labels.into_iter().filter(|(p, _)| board.get(*p).is_none()));
    }

    if let Task::Points(task) = &state.step.task {
        if task.find == PointKind::Dead {
            view.dimmed.extend(state.found.iter().copied());
        }
    }
    view.highlights.extend(state.found.iter().map(|&p| (p, Highlight::Good)));
    view.highlights.extend(state.marks.iter().copied());

    if state.hint && state.phase != Phase::Solved {
        view.highlights.extend(hint_marks(state));
    }
    if state.shown && state.phase != Phase::Solved {
        view.highlights.extend(show_marks(state));
    }

    if let Task::Number(t) = &state.step.task {
        if state.shown && t.count == crate::lessons::format::CountKind::Area {
            let dead = judge::dead_stones(&state.step, board).unwrap_or_default();
            view.owners = Some(count_area(board, &dead).owner);
        }
    }

    view.ghost = match &state.step.task {
        Task::Play(_) | Task::Capture(_) | Task::Save(_) if state.phase != Phase::Solved => {
            Some(state.game.to_move())
        }
        _ => None,
    };
    view
}

/// The board part of the hint: the liberties of the group a capture or save task is about.
fn hint_marks(state: &StepState) -> Vec<(crate::rules::Point, Highlight)> {
    let board = state.game.board();
    match &state.step.task {
        Task::Capture(_) | Task::Save(_) => state
            .target
            .and_then(|t| board.group(t))
            .map(|g| g.liberties.iter().map(|&p| (p, Highlight::Liberty)).collect())
            .unwrap_or_default(),
        _ => Vec::new(),
    }
}

/// The board part of "show me": the move to play, the points still to find, the points to
/// count.
fn show_marks(state: &StepState) -> Vec<(crate::rules::Point, Highlight)> {
    let board = state.game.board();
    match &state.step.task {
        Task::Play(_) | Task::Capture(_) | Task::Save(_) => match state.next_good_move() {
            Some(Move::Play(p)) => vec![(p, Highlight::Hint)],
            _ => Vec::new(),
        },
        Task::Points(_) => judge::answer_points(&state.step, &state.game)
            .unwrap_or_default()
            .into_iter()
            .filter(|p| !state.found.contains(p))
            .map(|p| (p, Highlight::Hint))
            .collect(),
        Task::Number(t) => match t.target.as_ref().and_then(|x| judge::target(Some(x), board).ok()) {
            Some(p) => board
                .group(p)
                .map(|g| {
                    let shown = if t.count == crate::lessons::format::CountKind::Group {
                        g.stones
                    } else {
                        g.liberties
                    };
                    shown.iter().map(|&q| (q, Highlight::Liberty)).collect()
                })
                .unwrap_or_default(),
            None => Vec::new(),
        },
        _ => Vec::new(),
    }
}
