//! The generated practice problems (`content/problems/generated.txt`): one problem a line,
//! read into lesson steps ([`parse`]) and written back ([`GeneratedProblem::to_line`]).
//!
//! A line has nine fields, separated by single spaces:
//!
//! ```text
//! ladder-41 19 c 9 ddeefd ee ee efdfdgcg|... ed>ef,fg>ff -
//! id        kyu task size black white target lines wrong
//! ```
//!
//! - `id`: the kind's name ([`Kind::name`]) and the generator's seed, `ladder-41`. Learners'
//!   records are kept by it, so it never changes.
//! - `kyu`: the rating, 10 (hardest) to 30 (easiest).
//! - `task`: `c` capture, `s` save, `p` play.
//! - `size`: the board's lines (7 or 9).
//! - `black`, `white`: the stones, SGF points (`aa` is the top left, column then row)
//!   written one after another; `-` for none.
//! - `target`: the stone whose group is captured or saved (SGF point).
//! - `lines`: the correct lines, `|` between lines, each a run of SGF points (Black's and
//!   White's moves in turn); `-` for none (capture at once).
//! - `wrong`: wrong first moves with White's answer, `at>answer` (the answer may be several
//!   points), `,` between them; `-` for none.
//!
//! Black always moves first. A step's `text` and each wrong move's `why` stay empty: the app
//! writes them from its catalogs, one sentence a kind.

use weiqi_engine::map::SortedSet;

use crate::lessons::format::{Marks, MoveTask, Side, Step, Task, WrongMove};
use crate::rules::{BoardSize, Point};

/// The kinds of generated problems, easiest ideas first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Take stones in atari.
    CaptureNow,
    /// Atari from the right side, towards the edge or your own stones.
    Atari,
    /// Chase in a ladder.
    Ladder,
    /// Catch in a net (geta).
    Net,
    /// Throw in a stone and take back more.
    Snapback,
    /// Capture the stones that cut your stones apart.
    CuttingStones,
    /// Save your stones in atari.
    Escape,
    /// Win a capturing race.
    CapturingRace,
    /// Kill a group, or make a group live.
    LifeAndDeath,
}

impl Kind {
    /// Every kind.
    pub const ALL: [Kind; 9] = [
        Kind::CaptureNow,
        Kind::Atari,
        Kind::Ladder,
        Kind::Net,
        Kind::Snapback,
        Kind::CuttingStones,
        Kind::Escape,
        Kind::CapturingRace,
        Kind::LifeAndDeath,
    ];

    /// The kind's id, kebab-case: `ladder`, `capture-now`.
    pub fn name(self) -> &'static str {
        match self {
            Kind::CaptureNow => "capture-now",
            Kind::Atari => "atari",
            Kind::Ladder => "ladder",
            Kind::Net => "net",
            Kind::Snapback => "snapback",
            Kind::CuttingStones => "cutting-stones",
            Kind::Escape => "escape",
            Kind::CapturingRace => "capturing-race",
            Kind::LifeAndDeath => "life-and-death",
        }
    }

    /// The kind named `name`.
    pub fn from_name(name: &str) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// One generated problem: a lesson step with its id, kind and rating.
#[derive(Clone, Debug, PartialEq)]
pub struct GeneratedProblem {
    /// `<kind>-<seed>`, stable: learners' records are kept by it.
    pub id: String,
    pub kind: Kind,
    /// The rating in kyu, 10 (hardest) to 30 (easiest).
    pub kyu: u8,
    pub step: Step,
}

impl GeneratedProblem {
    /// The seed in the id.
    pub fn seed(&self) -> Option<u64> {
        self.id.rsplit('-').next()?.parse().ok()
    }

    /// The problem as a line of `generated.txt` (without the line break).
    pub fn to_line(&self) -> String {
        let (black, white, size) = stones(&self.step.board);
        let task = match &self.step.task {
            Task::Capture(t) => ('c', t),
            Task::Save(t) => ('s', t),
            Task::Play(t) => ('p', t),
            _ => return self.id.clone(),
        };
        let sgf = |gtp: &str| Point::parse_gtp(gtp, size).map(|p| p.to_sgf()).unwrap_or_else(|_| "??".to_string());
        let run = |moves: &str| moves.split_whitespace().map(sgf).collect::<String>();
        let or_dash = |s: String| if s.is_empty() { "-".to_string() } else { s };
        let points = |ps: &[Point]| or_dash(ps.iter().map(|p| p.to_sgf()).collect());
        let lines = or_dash(task.1.lines.iter().map(|l| run(l)).collect::<Vec<_>>().join("|"));
        let wrong = or_dash(
            task.1
                .wrong
                .iter()
                .map(|w| format!("{}>{}", sgf(&w.at), run(w.reply.as_deref().unwrap_or_default())))
                .collect::<Vec<_>>()
                .join(","),
        );
        format!(
            "{} {} {} {} {} {} {} {} {}",
            self.id,
            self.kyu,
            task.0,
            size.get(),
            points(&black),
            points(&white),
            sgf(task.1.target.as_deref().unwrap_or_default()),
            lines,
            wrong
        )
    }
}

/// The black and white stones of a diagram, and its size.
fn stones(diagram: &str) -> (Vec<Point>, Vec<Point>, BoardSize) {
    let rows: Vec<Vec<char>> =
        diagram.lines().map(|l| l.chars().filter(|c| !c.is_whitespace()).collect::<Vec<_>>()).filter(|r| !r.is_empty()).collect();
    let size = BoardSize::new(rows.len() as u32).unwrap_or(BoardSize::NINE);
    let (mut black, mut white) = (Vec::new(), Vec::new());
    for (row, line) in rows.iter().enumerate() {
        for (col, &ch) in line.iter().enumerate() {
            let Some(p) = Point::new(col as u8, row as u8) else { continue };
            match ch {
                'X' => black.push(p),
                'O' => white.push(p),
                _ => {}
            }
        }
    }
    (black, white, size)
}

/// The diagram of a board of `size` with `black` and `white` stones.
pub fn diagram(size: BoardSize, black: &[Point], white: &[Point]) -> String {
    let n = size.get();
    let mut rows = Vec::new();
    for row in 0..n {
        let line: String = (0..n)
            .map(|col| {
                let Some(p) = Point::new(col, row) else { return '.' };
                if black.contains(&p) {
                    'X'
                } else if white.contains(&p) {
                    'O'
                } else {
                    '.'
                }
            })
            .collect();
        rows.push(line);
    }
    rows.join("\n")
}

/// The move task of a generated problem: the target marked with a triangle, no words.
pub fn step(size: BoardSize, black: &[Point], white: &[Point], task: char, target: Point, lines: Vec<String>, wrong: Vec<WrongMove>) -> Option<Step> {
    let move_task = MoveTask { target: Some(target.to_gtp(size)), lines, wrong, other: None, chase: None, advice: Default::default(), opening: false };
    let task = match task {
        'c' => Task::Capture(move_task),
        's' => Task::Save(move_task),
        'p' => Task::Play(move_task),
        _ => return None,
    };
    Some(Step {
        id: String::new(),
        idea: None,
        text: String::new(),
        board: diagram(size, black, white),
        turn: Side::Black,
        before: None,
        ko: Default::default(),
        komi: None,
        coordinates: None,
        crop: None,
        marks: Marks { triangle: vec![target.to_gtp(size)], ..Marks::default() },
        hint: None,
        right: None,
        task,
    })
}

/// What is wrong with a line of `generated.txt` (worded for authors in
/// [`crate::content_check`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fault {
    /// Not nine fields: how many there are.
    Fields(usize),
    /// The id is not `<kind>-<seed>`.
    Id(String),
    /// The rating is not a whole number from 10 to 30.
    Kyu(String),
    /// The task is not `c`, `s` or `p`.
    Task(String),
    /// The size is not 7 or 9.
    Size(String),
    /// Not an SGF point (or a run of them) on the board.
    Point(String),
    /// Two stones on one point.
    Twice(String),
    /// The target is an empty point.
    EmptyTarget(String),
    /// A wrong move is not `at>answer`.
    Wrong(String),
    /// The id was used on an earlier line.
    SameId(String),
}

/// A line that does not read: its number (from 1), what is wrong, and the line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadLine {
    pub number: usize,
    pub fault: Fault,
    pub text: String,
}

/// Reads `generated.txt`: every problem, or the first line that does not read, in words
/// that name the line. Blank lines and lines starting with `#` are skipped.
///
/// # Errors
/// The first bad line.
pub fn parse(text: &str) -> Result<Vec<GeneratedProblem>, String> {
    parse_lines(text).map_err(|bad| bad.to_string())
}

/// [`parse`], with the bad line as data.
///
/// # Errors
/// The first bad line.
pub fn parse_lines(text: &str) -> Result<Vec<GeneratedProblem>, BadLine> {
    let mut out = Vec::new();
    let mut ids = SortedSet::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let bad = |fault| BadLine { number: i + 1, fault, text: line.to_string() };
        let problem = parse_line(line).map_err(bad)?;
        if !ids.insert(problem.id.clone()) {
            return Err(bad(Fault::SameId(problem.id)));
        }
        out.push(problem);
    }
    Ok(out)
}

fn parse_line(line: &str) -> Result<GeneratedProblem, Fault> {
    let fields: Vec<&str> = line.split(' ').collect();
    let [id, kyu, task, size, black, white, target, lines, wrong] = fields[..] else {
        return Err(Fault::Fields(fields.len()));
    };
    let bad_id = || Fault::Id(id.to_string());
    let (kind_name, seed) = id.rsplit_once('-').ok_or_else(bad_id)?;
    let kind = Kind::from_name(kind_name).ok_or_else(bad_id)?;
    seed.parse::<u64>().map_err(|_| bad_id())?;
    let kyu = kyu.parse::<u8>().ok().filter(|k| (10..=30).contains(k)).ok_or_else(|| Fault::Kyu(kyu.to_string()))?;
    let task = match task {
        "c" | "s" | "p" => task.chars().next().unwrap_or('c'),
        _ => return Err(Fault::Task(task.to_string())),
    };
    let size = match size {
        "7" => BoardSize::new(7).ok(),
        "9" => BoardSize::new(9).ok(),
        _ => None,
    }
    .ok_or_else(|| Fault::Size(size.to_string()))?;
    let black = points(black, size)?;
    let white = points(white, size)?;
    if let Some(p) = black.iter().find(|p| white.contains(p)) {
        return Err(Fault::Twice(p.to_sgf()));
    }
    let target = point(target, size)?;
    if !black.contains(&target) && !white.contains(&target) {
        return Err(Fault::EmptyTarget(target.to_sgf()));
    }
    let gtp = |ps: Vec<Point>| ps.iter().map(|p| p.to_gtp(size)).collect::<Vec<_>>().join(" ");
    let lines = if lines == "-" {
        Vec::new()
    } else {
        lines.split('|').map(|l| points(l, size).map(gtp)).collect::<Result<Vec<_>, _>>()?
    };
    let wrong = if wrong == "-" {
        Vec::new()
    } else {
        wrong
            .split(',')
            .map(|w| {
                let (at, reply) = w.split_once('>').ok_or_else(|| Fault::Wrong(w.to_string()))?;
                let at = point(at, size)?;
                let reply = points(reply, size)?;
                Ok(WrongMove { at: at.to_gtp(size), why: String::new(), reply: (!reply.is_empty()).then(|| gtp(reply)) })
            })
            .collect::<Result<Vec<_>, Fault>>()?
    };
    let step = step(size, &black, &white, task, target, lines, wrong).ok_or_else(|| Fault::Task(task.to_string()))?;
    Ok(GeneratedProblem { id: id.to_string(), kind, kyu, step })
}

fn point(text: &str, size: BoardSize) -> Result<Point, Fault> {
    if text.len() != 2 || !text.bytes().all(|b| b.is_ascii_lowercase()) {
        return Err(Fault::Point(text.to_string()));
    }
    Point::parse_sgf(text, size).map_err(|_| Fault::Point(text.to_string()))
}

fn points(text: &str, size: BoardSize) -> Result<Vec<Point>, Fault> {
    if text == "-" {
        return Ok(Vec::new());
    }
    if !text.is_ascii() || !text.len().is_multiple_of(2) {
        return Err(Fault::Point(text.to_string()));
    }
    (0..text.len()).step_by(2).map(|i| point(&text[i..i + 2], size)).collect()
}
