//! The view model: a step and its state in, the [`BoardView`] the board draws out. Pure,
//! tested natively.

use crate::board_view::{BoardView, Highlight, Marker};
use crate::rules::{count_area, DeadStones, Move, Point};

use super::format::{Marks, PointKind, Task};
use super::judge;
use super::player::{Phase, StepState};
use super::region::{crops, step_region};
use super::setup::{parse_diagram, place_marks};

/// What a lesson's board shows for `state`: the whole board, unless the step asks for its
/// region (`crop = true`, [`super::region`]).
///
/// Layers: the stones now; the step's (or the watch frame's) marks and labels; dead stones
/// faded; points found marked good; the last message's points; the hint and "show me"
/// marks; area shading where the step asks for it; a ghost stone when a move is expected.
pub fn board_view(state: &StepState) -> BoardView {
    view_on_page(state, false)
}

/// What a problem's board shows for `state`: [`board_view`]'s layers on the problem's region
/// (the part of the board it is about, [`step_region`]), unless the step keeps the whole
/// board (`crop = false`). The region grows, with its margin, to any stone or mark of the
/// position now that is outside it, so nothing played is ever hidden.
pub fn problem_view(state: &StepState) -> BoardView {
    view_on_page(state, true)
}

/// The view for a page that crops steps by default or not.
fn view_on_page(state: &StepState, crop_by_default: bool) -> BoardView {
    let mut view = layers(state);
    if crops(&state.step, crop_by_default) {
        let size = view.size;
        let shown = size
            .points()
            .filter(|&p| view.stone(p).is_some())
            .chain(view.last_move)
            .chain(view.markers.iter().map(|(p, _)| *p))
            .chain(view.labels.iter().map(|(p, _)| *p))
            .chain(view.highlights.iter().map(|(p, _)| *p))
            .collect::<Vec<_>>();
        view.region = step_region(&state.step).including(size, shown);
    }
    view
}

/// The layers of [`board_view`], on the whole board.
fn layers(state: &StepState) -> BoardView {
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
        // A dead stone is faded and crossed, as the Play page and the counting trainer draw
        // it: the cross still shows on a small board where a faded stone hardly does.
        let crosses: Vec<(Point, Marker)> =
            placed.dead.iter().filter(|&&p| !view.markers.iter().any(|&(q, _)| q == p)).map(|&p| (p, Marker::Cross)).collect();
        view.markers.extend(crosses);
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

#[cfg(test)]
mod tests {
    use std::rc::Rc;

    use super::*;
    use crate::board_view::Region;
    use crate::lessons::format::Step;
    use crate::lessons::player::{reduce, Action};
    use crate::rules::{BoardSize, Point};

    fn corner_capture() -> Step {
        toml::from_str(
            r#"
text = "Capture the white stone."
task = "capture"
target = "A1"
board = """
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
O X . . . . . . .
"""
"#,
        )
        .unwrap()
    }

    #[test]
    fn lessons_show_the_whole_board_and_problems_their_region_unless_the_step_says_otherwise() {
        let size = BoardSize::NINE;
        let corner = Region { left: 0, top: 5, right: 5, bottom: 8 };
        let mut step = corner_capture();
        let state = StepState::new(Rc::new(step.clone()));
        assert!(board_view(&state).region.is_whole(size));
        assert_eq!(problem_view(&state).region, corner);
        step.crop = Some(true);
        assert_eq!(board_view(&StepState::new(Rc::new(step.clone()))).region, corner);
        step.crop = Some(false);
        assert!(problem_view(&StepState::new(Rc::new(step))).region.is_whole(size));
    }

    #[test]
    fn a_stone_played_outside_the_region_makes_it_grow() {
        let state = StepState::new(Rc::new(corner_capture()));
        let far = Point::parse_gtp("H8", BoardSize::NINE).unwrap();
        let after = reduce(&state, Action::Click(far));
        let region = problem_view(&after).region;
        assert!(region.contains(far), "{region:?}");
        assert!(region.contains(Point::parse_gtp("A1", BoardSize::NINE).unwrap()));
    }
}
