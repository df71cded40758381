//! Board helpers for the cases: the GTP commands that set a game up, the empty region
//! around a group, how to ask about a target, distances, diagrams, and a step's first moves.

use weiqi::lessons::format::{Step, Task};
use weiqi::lessons::setup::parse_moves;
use weiqi::reading::is_shut_in;
use weiqi::rules::{Board, BoardSize, Color, Game, Move, Point};

use super::Method;

/// GTP commands that set up `game`: the start position (no group of it is without
/// liberties, so no placement captures anything, whatever the order), then its moves.
pub fn setup_commands(game: &Game) -> Vec<String> {
    let size = game.size();
    let mut setup = vec![format!("boardsize {}", size.get()), "clear_board".to_string()];
    let (start, _) = game.start();
    for p in size.points() {
        if let Some(c) = start.get(p) {
            setup.push(format!("play {} {}", c.letter(), p.to_gtp(size)));
        }
    }
    for m in game.moves() {
        let v = match m.mv {
            Move::Play(p) => p.to_gtp(size),
            Move::Pass => "pass".to_string(),
        };
        setup.push(format!("play {} {v}", m.color.letter()));
    }
    setup
}

/// Empty points reachable from `from` through empty points, stopping at `limit`.
pub fn region(board: &Board, from: &[Point], limit: usize) -> Vec<Point> {
    let size = board.size();
    let mut seen: Vec<Point> = from.to_vec();
    let mut k = 0;
    while k < seen.len() && seen.len() < limit {
        let p = seen[k];
        k += 1;
        for q in p.neighbors(size) {
            if board.get(q).is_none() && !seen.contains(&q) {
                seen.push(q);
            }
        }
    }
    seen
}

/// Tactical for capture and save; for `play`, owl when the target group is shut in.
pub fn method_for(step: &Step, board: &Board, target: Point) -> Method {
    match &step.task {
        Task::Play(_) => {
            if is_shut_in(board, target) { Method::Owl } else { Method::Tactical }
        }
        _ => Method::Tactical,
    }
}

pub fn distance(a: Point, b: Point) -> u32 {
    a.col().abs_diff(b.col()) as u32 + a.row().abs_diff(b.row()) as u32
}

/// The board with coordinates, `*` on `mark`.
pub fn diagram(board: &Board, mark: Option<Point>) -> String {
    picture(board, |p, stone| match stone {
        _ if Some(p) == mark => '*',
        Some(Color::Black) => 'X',
        Some(Color::White) => 'O',
        None => '.',
    })
}

/// The board with coordinates, each point drawn by `draw(point, stone)`.
pub fn picture(board: &Board, draw: impl Fn(Point, Option<Color>) -> char) -> String {
    let n = board.size().get();
    let mut out = String::new();
    for row in 0..n {
        out.push_str(&format!("    {:>2} ", n - row));
        for col in 0..n {
            let p = Point::new(col, row).expect("on board");
            out.push(' ');
            out.push(draw(p, board.get(p)));
        }
        out.push('\n');
    }
    out.push_str("       ");
    for l in "ABCDEFGHJKLMNOPQRST".chars().take(n as usize) {
        out.push(' ');
        out.push(l);
    }
    out.push('\n');
    out
}

/// The first moves of the step's lines.
pub fn line_starts(step: &Step, size: BoardSize) -> Vec<Point> {
    let (Task::Capture(t) | Task::Save(t) | Task::Play(t)) = &step.task else { return Vec::new() };
    t.lines
        .iter()
        .filter_map(|l| parse_moves(l, size).ok())
        .filter_map(|l| match l.first() {
            Some(Move::Play(p)) => Some(*p),
            _ => None,
        })
        .collect()
}
