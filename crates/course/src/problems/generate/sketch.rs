//! A position being sketched, in the generator's own frame: `x` counts columns from the left
//! edge and `y` rows from the bottom edge, both from 0. [`Sketch::plan`] turns it onto the
//! board by one of the eight symmetries, so a shape drawn in the lower left corner lands in
//! any corner and a shape on the bottom edge on any side.

use super::{Plan, Reading, DEPTH};
use crate::rules::{BoardSize, Color, Point, Rng};

/// Stones placed in the generator's frame, and the symmetry that puts them on the board.
pub struct Sketch {
    n: i32,
    cells: Vec<Option<Color>>,
    which: u8,
}

impl Sketch {
    /// An empty board of `n` lines with a symmetry picked by `rng`.
    pub fn new(n: u8, rng: &mut Rng) -> Sketch {
        Sketch { n: i32::from(n), cells: vec![None; usize::from(n) * usize::from(n)], which: rng.below(8) as u8 }
    }

    /// The board's lines.
    pub fn lines(&self) -> i32 {
        self.n
    }

    pub fn on_board(&self, x: i32, y: i32) -> bool {
        (0..self.n).contains(&x) && (0..self.n).contains(&y)
    }

    /// The stone at (x, y); `None` off the board or on an empty point.
    pub fn get(&self, x: i32, y: i32) -> Option<Color> {
        if self.on_board(x, y) {
            self.cells[(y * self.n + x) as usize]
        } else {
            None
        }
    }

    /// Puts `stone` at (x, y) (`None` empties it); off the board nothing happens.
    pub fn set(&mut self, x: i32, y: i32, stone: Option<Color>) {
        if self.on_board(x, y) {
            self.cells[(y * self.n + x) as usize] = stone;
        }
    }

    /// Whether (x, y) is on the board and empty.
    pub fn empty(&self, x: i32, y: i32) -> bool {
        self.on_board(x, y) && self.get(x, y).is_none()
    }

    /// Draws `rows` (top row first, spaces ignored) with its bottom left point at (x0, y0):
    /// `X` black, `O` white, `.` empty, `x` black or empty and `o` white or empty (by
    /// `rng`), `-` left as it is.
    pub fn draw(&mut self, rows: &[&str], x0: i32, y0: i32, rng: &mut Rng) {
        let height = rows.len() as i32;
        for (i, row) in rows.iter().enumerate() {
            let y = y0 + height - 1 - i as i32;
            for (j, ch) in row.chars().filter(|c| !c.is_whitespace()).enumerate() {
                let x = x0 + j as i32;
                let stone = match ch {
                    'X' => Some(Color::Black),
                    'O' => Some(Color::White),
                    'x' if rng.below(2) == 0 => Some(Color::Black),
                    'o' if rng.below(2) == 0 => Some(Color::White),
                    '-' => continue,
                    _ => None,
                };
                self.set(x, y, stone);
            }
        }
    }

    /// The empty neighbours of (x, y).
    pub fn empty_neighbors(&self, x: i32, y: i32) -> Vec<(i32, i32)> {
        [(x - 1, y), (x + 1, y), (x, y - 1), (x, y + 1)].into_iter().filter(|&(a, b)| self.empty(a, b)).collect()
    }

    /// Adds up to `count` stones of random colours near the stones already there (within
    /// three lines of them) but at least three lines from every one of them, so that they
    /// do not touch the fight.
    pub fn extras(&mut self, count: u32, rng: &mut Rng) {
        let stones: Vec<(i32, i32)> =
            (0..self.n).flat_map(|y| (0..self.n).map(move |x| (x, y))).filter(|&(x, y)| self.get(x, y).is_some()).collect();
        if stones.is_empty() {
            return;
        }
        let near = |x: i32, y: i32, d: i32| stones.iter().any(|&(a, b)| (a - x).abs().max((b - y).abs()) <= d);
        let spots: Vec<(i32, i32)> = (0..self.n)
            .flat_map(|y| (0..self.n).map(move |x| (x, y)))
            .filter(|&(x, y)| near(x, y, 4) && !near(x, y, 2))
            .collect();
        let mut placed: Vec<(i32, i32)> = Vec::new();
        for _ in 0..count {
            if spots.is_empty() {
                return;
            }
            let (x, y) = spots[rng.below(spots.len() as u32) as usize];
            if placed.iter().any(|&(a, b)| (a - x).abs() + (b - y).abs() <= 1) {
                continue;
            }
            let color = if rng.below(2) == 0 { Color::Black } else { Color::White };
            self.set(x, y, Some(color));
            placed.push((x, y));
        }
    }

    /// The board point of (x, y).
    fn point(&self, x: i32, y: i32, size: BoardSize) -> Option<Point> {
        Some(Point::new(u8::try_from(x).ok()?, u8::try_from(self.n - 1 - y).ok()?)?.symmetry(size, self.which))
    }

    /// The sketch on the board, as a plan for the reader: target at (x, y).
    pub fn plan(&self, target: (i32, i32), task: char, answers: usize, fits: fn(&Reading) -> bool) -> Option<Plan> {
        self.get(target.0, target.1)?;
        let size = BoardSize::new(self.n as u32).ok()?;
        let (mut black, mut white) = (Vec::new(), Vec::new());
        for y in 0..self.n {
            for x in 0..self.n {
                match self.get(x, y) {
                    Some(Color::Black) => black.push(self.point(x, y, size)?),
                    Some(Color::White) => white.push(self.point(x, y, size)?),
                    None => {}
                }
            }
        }
        weiqi_engine::sort::sort(&mut black);
        weiqi_engine::sort::sort(&mut white);
        Some(Plan { size, black, white, target: self.point(target.0, target.1, size)?, task, answers, fits, depth: DEPTH })
    }
}
