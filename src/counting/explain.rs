//! The step-by-step Chinese count of one side as a sequence of board pictures: the dead
//! stones come off, the territory is counted in tens, then the stones, the shared points
//! add half each, and the total is compared with half the board plus komi.

use super::check::{shared_points, side_regions};
use super::Task;
use crate::board_view::{BoardView, Highlight, Marker};
use crate::rules::{Color, Komi, Point, Quarters};

/// One picture of the count, with what it shows in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The board.
    pub view: BoardView,
    /// What this step does, a sentence or two.
    pub caption: String,
}

/// How many points a frame counts at a time.
const BLOCK: usize = 10;

/// The frames of counting `side` in `task`, from the position as it is to the result.
///
/// # Examples
/// ```
/// use weiqi::counting::{count_frames, Task};
/// use weiqi::rules::{Board, Color, Komi};
/// let board = Board::from_ascii("
///     . X O .
///     . X O .
///     . X O .
///     X . O .
/// ").unwrap();
/// let frames = count_frames(&Task::from_board(board, &[], Komi::NONE), Color::Black);
/// assert!(frames[1].caption.starts_with("Territory: 1 to 3"));
/// assert!(frames.last().unwrap().caption.contains("White wins by ½ stone (1 point)"));
/// ```
pub fn count_frames(task: &Task, side: Color) -> Vec<Frame> {
    let size = task.size();
    let name = side.name();
    let s = task.count.side(side);
    let mut frames = Vec::new();
    let mut base = BoardView::from_board(&task.board);
    base.coordinates = true;
    let dead_count = task.dead.len();
    frames.push(Frame {
        view: {
            let mut v = base.clone();
            v.dimmed = task.dead.iter().collect();
            v.markers = task.dead.iter().map(|p| (p, Marker::Cross)).collect();
            v
        },
        caption: format!(
            "The finished position. {name}'s count is its living stones, plus the points it surrounds, plus half of each shared point."
        ),
    });
    // The dead stones come off.
    let mut off = base.clone();
    for p in task.dead.iter() {
        if let Some(i) = off.index(p) {
            off.stones[i] = None;
        }
    }
    off = off.with_count(&task.count);
    if dead_count > 0 {
        let mut v = off.clone();
        v.markers = task.dead.iter().map(|p| (p, Marker::Cross)).collect();
        let colours: Vec<String> = Color::ALL
            .iter()
            .filter_map(|&c| {
                let n = task.dead.iter().filter(|&p| task.board.get(p) == Some(c)).count();
                (n > 0).then(|| format!("{n} dead {} {}", c.name().to_lowercase(), if n == 1 { "stone" } else { "stones" }))
            })
            .collect();
        frames.push(Frame {
            view: v,
            caption: format!(
                "First take the dead stones off: {}. Their points now belong to the side around them.",
                colours.join(" and ")
            ),
        });
    }
    // Territory in tens, region by region.
    let territory: Vec<Point> = side_regions(task, side).into_iter().flat_map(|r| r.points).collect();
    let stones: Vec<Point> =
        size.points().filter(|&p| task.board.get(p) == Some(side) && !task.dead.contains(p)).collect();
    let mut labels: Vec<(Point, String)> = Vec::new();
    let mut counted = 0usize;
    let mut counting = |points: &[Point], what: &str, frames: &mut Vec<Frame>, labels: &mut Vec<(Point, String)>| {
        for block in points.chunks(BLOCK) {
            let first = counted + 1;
            for &p in block {
                counted += 1;
                labels.push((p, counted.to_string()));
            }
            let mut v = off.clone();
            v.labels = labels.clone();
            v.highlights = block.iter().map(|&p| (p, Highlight::Hint)).collect();
            let caption = if first == counted {
                format!("{what}: {first}.")
            } else {
                format!("{what}: {first} to {counted}.")
            };
            frames.push(Frame { view: v, caption });
        }
    };
    counting(&territory, "Territory", &mut frames, &mut labels);
    if let Some(last) = frames.last_mut().filter(|_| !territory.is_empty()) {
        last.caption.push_str(&format!(" {name} surrounds {} points.", s.territory));
    }
    counting(&stones, "Stones, going on from the territory", &mut frames, &mut labels);
    if let Some(last) = frames.last_mut().filter(|_| !stones.is_empty()) {
        last.caption.push_str(&format!(" That is {} stones: {} so far.", s.stones, s.stones + s.territory));
    }
    // Shared points, half each.
    let shared = shared_points(task);
    if !shared.is_empty() {
        let mut v = off.clone();
        labels.extend(shared.iter().map(|&p| (p, "½".to_string())));
        v.labels = labels.clone();
        v.highlights = shared.iter().map(|&p| (p, Highlight::Hint)).collect();
        let n = shared.len() as i32;
        frames.push(Frame {
            view: v,
            caption: format!(
                "{} shared {}, half each for {name}: {} more.",
                n,
                if n == 1 { "point" } else { "points" },
                Quarters(2 * n).stones_text()
            ),
        });
    }
    // The total, and the result.
    let total = s.total();
    let mut v = off.clone();
    v.labels = labels;
    frames.push(Frame {
        view: v.clone(),
        caption: format!(
            "{name}'s count: {} territory + {} stones + ½ × {} shared = {}.",
            s.territory,
            s.stones,
            s.shared,
            total.stones_text()
        ),
    });
    frames.push(Frame { view: v, caption: benchmark_sentence(task, side) });
    frames
}

/// Compares `side`'s count with the benchmark and says the result in stones and points.
///
/// "Half the board is 40½; with 3¾ stones of komi Black needs more than 44¼. Black 43½ →
/// White wins by ¾ stone (1½ points)."
pub fn benchmark_sentence(task: &Task, side: Color) -> String {
    let outcome = task.outcome();
    let half = Quarters(2 * task.size().area() as i32);
    let komi = task.komi.quarters();
    let count = task.count.total(side);
    let result = outcome.sentence();
    let result = result.trim_end_matches('.');
    match side {
        Color::Black => format!(
            "Half the board is {}; with {} Black needs more than {}. Black {} → {}.",
            half.stones_text(),
            komi_words(task),
            outcome.benchmark.stones_text(),
            count.stones_text(),
            result
        ),
        Color::White => format!(
            "Half the board is {}; with {} White needs more than {}. White {} → {}.",
            half.stones_text(),
            komi_words(task),
            Quarters(half.0 - komi.0).stones_text(),
            count.stones_text(),
            result
        ),
    }
}

/// What Black gives back in `task`, after "with": "3¾ stones of komi", "no komi", or in a
/// handicap game "no komi, but 2 stones given back for the 4 handicap stones".
pub fn komi_words(task: &Task) -> String {
    let q = task.komi.quarters();
    if task.handicap > 0 && q.0 > 0 {
        format!("no komi, but {} {} given back for the {} handicap stones", q.stones_text(), q.stone_word(), task.handicap)
    } else {
        komi_phrase(task.komi)
    }
}

/// "3¾ stones of komi", "1 stone of komi", "no komi".
///
/// # Examples
/// ```
/// use weiqi::counting::komi_phrase;
/// use weiqi::rules::Komi;
/// assert_eq!(komi_phrase(Komi::CHINESE), "3¾ stones of komi");
/// assert_eq!(komi_phrase(Komi::NONE), "no komi");
/// ```
pub fn komi_phrase(komi: Komi) -> String {
    let q = komi.quarters();
    if q.0 == 0 {
        "no komi".to_string()
    } else {
        format!("{} {} of komi", q.stones_text(), q.stone_word())
    }
}
