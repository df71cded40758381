//! What the Play page's board shows: one pure function from the game state (plus the point
//! under the pointer) to a [`BoardView`], and the texts beside the board (the move list and
//! the count's breakdown).

use super::state::{Coach, Phase, PlayState};
use crate::board_view::{BoardView, Highlight, Marker};
use crate::bot::BotMove;
use super::settings::Target;
use crate::rules::{AreaCount, Color, Game, Komi, Move, Point, Quarters};

/// The board picture for `state`. `hover` is the point under the pointer or keyboard
/// cursor; with `show_liberties` on, the liberties of the group there are highlighted.
///
/// - reviewing: the position after the chosen move, no preview stone;
/// - a superko notice with "show the earlier position": that position, dimmed, with the
///   point tried marked as the problem;
/// - playing: the stones, the last move, the problem points of a refused move, a preview
///   stone of the player to move;
/// - marking and counted: dead stones dimmed and the area shading of the count.
pub fn board_view(state: &PlayState, hover: Option<Point>, show_liberties: bool) -> BoardView {
    let game = state.game();
    if let Some(n) = state.review() {
        let earlier = game.replayed(n);
        let mut view = game_view(&earlier);
        view.ghost = None;
        add_liberties(&mut view, &earlier, hover, show_liberties);
        add_mistake(&mut view, state, n);
        return view;
    }
    if state.show_earlier() {
        if let Some(notice) = state.notice() {
            if let Some(k) = notice.earlier {
                let earlier = game.replayed(k);
                let mut view = game_view(&earlier);
                view.ghost = None;
                view.last_move = None;
                view.dimmed = game.size().points().filter(|&p| view.stone(p).is_some()).collect();
                view.highlights = notice.problem.iter().map(|&p| (p, Highlight::Problem)).collect();
                return view;
            }
        }
    }
    let mut view = game_view(game);
    match state.phase() {
        Phase::Playing => {
            if let Some(notice) = state.notice() {
                view.highlights.extend(notice.problem.iter().map(|&p| (p, Highlight::Problem)));
            }
            match state.coach() {
                Some(Coach::Hint { mv: BotMove::Play(p), others, show_others, .. }) => {
                    view.highlights.push((*p, Highlight::Hint));
                    if *show_others {
                        // The choices numbered on the board, the first choice 1.
                        view.labels.push((*p, "1".to_string()));
                        for (n, choice) in others.iter().enumerate() {
                            view.highlights.push((choice.point, Highlight::Hint));
                            view.labels.push((choice.point, (n + 2).to_string()));
                        }
                    }
                }
                Some(Coach::Danger(danger)) => {
                    view.highlights.extend(danger.stones.iter().map(|&p| (p, Highlight::Problem)));
                    view.markers.push((danger.liberty, Marker::Circle));
                }
                // The better point the warning names, ringed on the board (with a stone on it
                // when the computer has just played there).
                Some(Coach::Lost(loss)) => {
                    view.highlights.extend(loss.better.map(|p| (p, Highlight::Hint)));
                }
                _ => {}
            }
            add_liberties(&mut view, game, hover, show_liberties);
        }
        Phase::Marking | Phase::Counted => {
            view.ghost = None;
            view.dimmed = state.dead().iter().collect();
            // The computer's proposal: its dead stones crossed as well as faded.
            if state.proposal().is_some() {
                view.markers.extend(state.dead().iter().map(|p| (p, Marker::Cross)));
            }
            view = view.with_count(&game.count(state.dead()));
        }
        Phase::Over => view.ghost = None,
    }
    view
}

/// On the position before the review's chosen mistake: the move played crossed out as the
/// problem, and the better move with what might follow numbered 1, 2, 3… (up to the first
/// point taken or a pass).
fn add_mistake(view: &mut BoardView, state: &PlayState, n: usize) {
    let Some(review) = state.analysis().filter(|r| r.open) else { return };
    let Some(mistake) = review.chosen.and_then(|i| review.mistakes(state.game()).into_iter().nth(i)) else { return };
    if mistake.move_index != n {
        return;
    }
    if let Some(Move::Play(p)) = state.game().moves().get(n).map(|m| m.mv) {
        view.markers.push((p, Marker::Cross));
        view.highlights.push((p, Highlight::Problem));
    }
    let mut used = Vec::new();
    for (i, mv) in mistake.line.iter().take(6).enumerate() {
        let Move::Play(p) = *mv else { break };
        if view.stone(p).is_some() || used.contains(&p) {
            break;
        }
        used.push(p);
        view.labels.push((p, (i + 1).to_string()));
        if i == 0 {
            view.highlights.push((p, Highlight::Hint));
        }
    }
}

/// The stones of `game`, its last move, and a preview stone for the player to move.
fn game_view(game: &Game) -> BoardView {
    let mut view = BoardView::from_board(game.board());
    view.last_move = game.moves().last().and_then(|m| match m.mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    });
    view.ghost = game.end().is_none().then(|| game.to_move());
    view
}

/// Highlights the liberties of the group on `hover`.
fn add_liberties(view: &mut BoardView, game: &Game, hover: Option<Point>, on: bool) {
    if !on {
        return;
    }
    if let Some(group) = hover.and_then(|p| game.board().group(p)) {
        view.highlights.extend(group.liberties.iter().map(|&p| (p, Highlight::Liberty)));
    }
}

/// One line of the move list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveLine {
    /// The move's number, from 1.
    pub number: usize,
    /// Who played it.
    pub color: Color,
    /// The point, `D4`; `None` for a pass.
    pub at: Option<String>,
    /// Stones it captured.
    pub captures: usize,
}

/// The moves of `game`, numbered, in GTP coordinates.
pub fn move_list(game: &Game) -> Vec<MoveLine> {
    let size = game.size();
    game.moves()
        .iter()
        .enumerate()
        .map(|(i, m)| MoveLine {
            number: i + 1,
            color: m.color,
            at: match m.mv {
                Move::Play(p) => Some(p.to_gtp(size)),
                Move::Pass => None,
            },
            captures: m.captured.len(),
        })
        .collect()
}

/// One side's count, as the count panel shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountLine {
    /// The side.
    pub color: Color,
    /// Its living stones.
    pub stones: u32,
    /// The empty points it surrounds.
    pub territory: u32,
    /// The shared points it touches (half each).
    pub shared: u32,
    /// Its count.
    pub total: Quarters,
    /// For Black: what it needs more than.
    pub target: Option<Target>,
}

/// The count explained, one line per side, Black first with its target.
pub fn count_lines(count: &AreaCount, komi: Komi, handicap: u8) -> [CountLine; 2] {
    let line = |color: Color| {
        let s = count.side(color);
        CountLine { color, stones: s.stones, territory: s.territory, shared: s.shared, total: s.total(), target: None }
    };
    let target = Target::of(count.size, komi.quarters(), handicap);
    [CountLine { target: Some(target), ..line(Color::Black) }, line(Color::White)]
}
