//! The step-by-step Chinese count of one side as a sequence of board pictures: the dead
//! stones come off, the territory is counted in tens, then the stones, the shared points
//! add half each, and the total is compared with half the board plus komi.

use super::check::{shared_points, side_regions};
use super::{SekiShare, Task};
use crate::board_view::{BoardView, Highlight, Marker};
use crate::rules::{Color, Komi, Outcome, Point, Quarters};

/// One picture of the count, with what it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// The board.
    pub view: BoardView,
    /// What this step does.
    pub caption: Caption,
}

/// What one picture of the count does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Caption {
    /// The finished position, before anything comes off.
    Finished { side: Color },
    /// The dead stones come off: so many of each colour.
    DeadOff { black: usize, white: usize },
    /// Points `first` to `last` of the count are numbered (`first == last` for one).
    Numbered {
        what: Counted,
        first: usize,
        last: usize,
        after: Option<Subtotal>,
    },
    /// The shared points add half each.
    Shared {
        side: Color,
        shared: usize,
        seki: SekiShare,
    },
    /// The count added up.
    Total {
        side: Color,
        territory: usize,
        stones: usize,
        shared: usize,
        /// How many of them are a seki's (see [`super::CountHint::SharedLeftOut`]).
        seki: SekiShare,
        total: Quarters,
    },
    /// The count against the target, and the result.
    Result(Benchmark),
}

/// What a numbered picture counts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    /// The empty points surrounded (and the dead stones' points).
    Territory,
    /// The stones, numbered on from the territory.
    Stones,
}

/// Said after the last picture of a kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Subtotal {
    /// `side` surrounds `points` points.
    Territory { side: Color, points: usize },
    /// `stones` stones make `so_far` with the territory.
    Stones { stones: usize, so_far: usize },
}

/// A side's count against the board: half the board, what Black gives back, the target,
/// the count and the result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Benchmark {
    /// The side counted.
    pub side: Color,
    /// Half the board, in stones.
    pub half: Quarters,
    /// What Black gives back.
    pub komi: KomiNote,
    /// What `side` needs more than.
    pub target: Quarters,
    /// `side`'s count.
    pub count: Quarters,
    /// The result.
    pub outcome: Outcome,
}

/// What Black gives back for moving first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KomiNote {
    /// No komi.
    None,
    /// Komi, in stones.
    Komi(Quarters),
    /// A handicap game has no komi, but some rules give back stones for the handicap.
    HandicapGiveBack { back: Quarters, handicap: u32 },
}

impl KomiNote {
    /// Komi as such: none, or so many stones.
    pub fn of(komi: Komi) -> KomiNote {
        match komi.quarters() {
            Quarters(0) => KomiNote::None,
            q => KomiNote::Komi(q),
        }
    }

    /// What Black gives back in `task` (in a handicap game: the stones given back).
    pub fn of_task(task: &Task) -> KomiNote {
        let back = task.give_back();
        if task.handicap >= 2 && back.0 > 0 {
            KomiNote::HandicapGiveBack {
                back,
                handicap: task.handicap.into(),
            }
        } else {
            KomiNote::of(task.komi)
        }
    }
}

/// How many points a frame counts at a time.
const BLOCK: usize = 10;

/// The frames of counting `side` in `task`, from the position as it is to the result.
///
/// # Examples
/// ```
/// use weiqi::counting::{count_frames, Caption, Counted, Task};
/// use weiqi::rules::{Board, Color, Komi};
/// let board = Board::from_ascii("
///     . X O .
///     . X O .
///     . X O .
///     X . O .
/// ").unwrap();
/// let frames = count_frames(&Task::from_board(board, &[], Komi::NONE), Color::Black);
/// assert!(matches!(frames[1].caption, Caption::Numbered { what: Counted::Territory, first: 1, last: 3, .. }));
/// let Caption::Result(result) = &frames.last().unwrap().caption else { panic!() };
/// assert_eq!(result.outcome.winner(), Some(Color::White));
/// ```
pub fn count_frames(task: &Task, side: Color) -> Vec<Frame> {
    let size = task.size();
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
        caption: Caption::Finished { side },
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
        let dead_of = |c: Color| {
            task.dead
                .iter()
                .filter(|&p| task.board.get(p) == Some(c))
                .count()
        };
        frames.push(Frame {
            view: v,
            caption: Caption::DeadOff {
                black: dead_of(Color::Black),
                white: dead_of(Color::White),
            },
        });
    }
    // Territory in tens, region by region.
    let territory: Vec<Point> = side_regions(task, side)
        .into_iter()
        .flat_map(|r| r.points)
        .collect();
    let stones: Vec<Point> = size
        .points()
        .filter(|&p| task.board.get(p) == Some(side) && !task.dead.contains(p))
        .collect();
    let mut labels: Vec<(Point, String)> = Vec::new();
    let mut counted = 0usize;
    let mut counting = |points: &[Point],
                        what: Counted,
                        frames: &mut Vec<Frame>,
                        labels: &mut Vec<(Point, String)>| {
        for block in points.chunks(BLOCK) {
            let first = counted + 1;
            for &p in block {
                counted += 1;
                labels.push((p, counted.to_string()));
            }
            let mut v = off.clone();
            v.labels = labels.clone();
            v.highlights = block.iter().map(|&p| (p, Highlight::Hint)).collect();
            frames.push(Frame {
                view: v,
                caption: Caption::Numbered {
                    what,
                    first,
                    last: counted,
                    after: None,
                },
            });
        }
    };
    let end_with = |frames: &mut Vec<Frame>, subtotal: Subtotal| {
        if let Some(Caption::Numbered { after, .. }) = frames.last_mut().map(|f| &mut f.caption) {
            *after = Some(subtotal);
        }
    };
    counting(&territory, Counted::Territory, &mut frames, &mut labels);
    if !territory.is_empty() {
        end_with(
            &mut frames,
            Subtotal::Territory {
                side,
                points: s.territory as usize,
            },
        );
    }
    counting(&stones, Counted::Stones, &mut frames, &mut labels);
    if !stones.is_empty() {
        end_with(
            &mut frames,
            Subtotal::Stones {
                stones: s.stones as usize,
                so_far: (s.stones + s.territory) as usize,
            },
        );
    }
    // Shared points, half each.
    let shared = shared_points(task);
    let seki = task.seki_share();
    if !shared.is_empty() {
        let mut v = off.clone();
        labels.extend(shared.iter().map(|&p| (p, "½".to_string())));
        v.labels = labels.clone();
        v.highlights = shared.iter().map(|&p| (p, Highlight::Hint)).collect();
        frames.push(Frame {
            view: v,
            caption: Caption::Shared {
                side,
                shared: shared.len(),
                seki,
            },
        });
    }
    // The total, and the result.
    let total = s.total();
    let mut v = off.clone();
    v.labels = labels;
    frames.push(Frame {
        view: v.clone(),
        caption: Caption::Total {
            side,
            territory: s.territory as usize,
            stones: s.stones as usize,
            shared: s.shared as usize,
            seki,
            total,
        },
    });
    frames.push(Frame {
        view: v,
        caption: Caption::Result(benchmark(task, side)),
    });
    frames
}

/// `side`'s count against the target, and the result.
pub fn benchmark(task: &Task, side: Color) -> Benchmark {
    let outcome = task.outcome();
    let half = Quarters(2 * task.size().area() as i32);
    let target = match side {
        Color::Black => outcome.benchmark,
        Color::White => Quarters(half.0 - task.give_back().0),
    };
    Benchmark {
        side,
        half,
        komi: KomiNote::of_task(task),
        target,
        count: task.count.total(side),
        outcome,
    }
}
