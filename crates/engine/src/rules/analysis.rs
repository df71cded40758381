//! Teaching analysis of a move before or after it is played: what it captures, which groups
//! it leaves in atari, and the liberties of the group it makes.

use super::{Board, BoardSize, Color, Game, Group, IllegalMove, PlayedMove, Point};
use super::game::Move;

/// What a move would do, for explaining it to a learner.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveAnalysis {
    /// The point studied.
    pub point: Point,
    /// The colour that would play.
    pub color: Color,
    /// Whether the move is legal, and if not, why.
    pub legality: Result<(), IllegalMove>,
    /// Opponent stones the move would capture, in board order.
    pub captures: Vec<Point>,
    /// The group the new stone would belong to (empty if the move is illegal).
    pub group: Vec<Point>,
    /// That group's liberties.
    pub liberties: Vec<Point>,
    /// Groups of either colour touching the move that it would leave with one liberty
    /// (in atari), the mover's own group included.
    pub ataris: Vec<Group>,
}

impl Game {
    /// Analyses the move of the player to move on `p`.
    ///
    /// # Examples
    /// ```
    /// use weiqi_engine::rules::{Board, Color, Game, Point, Ruleset};
    /// let board = Board::from_ascii("
    ///     . . . . .
    ///     . . X . .
    ///     . X O . .
    ///     . . X . .
    ///     . . . . .
    /// ").unwrap();
    /// let game = Game::from_setup(board, Color::Black, Ruleset::CHINESE).unwrap();
    /// let a = game.analyze(Point::new(3, 2).unwrap());
    /// assert_eq!(a.captures, vec![Point::new(2, 2).unwrap()]);
    /// assert_eq!(a.liberties.len(), 4);
    /// ```
    pub fn analyze(&self, p: Point) -> MoveAnalysis {
        let color = self.to_move();
        let legality = self.check_for(color, p);
        let mut analysis = MoveAnalysis {
            point: p,
            color,
            legality: legality.clone(),
            captures: Vec::new(),
            group: Vec::new(),
            liberties: Vec::new(),
            ataris: Vec::new(),
        };
        if legality.is_err() {
            return analysis;
        }
        let mut after = self.board().clone();
        let mut removed = Vec::new();
        after.play_at(color, p.index(), Some(&mut removed));
        crate::sort::sort(&mut removed);
        analysis.captures = removed;
        if let Some(group) = after.group(p) {
            analysis.group = group.stones;
            analysis.liberties = group.liberties;
        }
        analysis.ataris = ataris_around(&after, p);
        analysis
    }
}

/// Groups on `board` that include or touch `p` and have exactly one liberty.
fn ataris_around(board: &Board, p: Point) -> Vec<Group> {
    let size = board.size();
    let mut groups: Vec<Group> = Vec::new();
    for q in std::iter::once(p).chain(p.neighbors(size)) {
        if let Some(g) = board.group(q) {
            if g.liberties.len() == 1 && !groups.iter().any(|h| h.stones == g.stones) {
                groups.push(g);
            }
        }
    }
    groups
}

/// What a screen reader says after a move: who played where (or passed), how many stones
/// it captured, and the groups around it left in atari.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct MoveReport {
    /// Who moved.
    pub color: Color,
    /// Where, e.g. `D4`; `None` for a pass.
    pub at: Option<String>,
    /// Stones captured.
    pub captured: usize,
    /// Groups that include or touch the stone and have one liberty left.
    pub ataris: Vec<AtariNote>,
}

/// A group left with one liberty by a move.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct AtariNote {
    /// The group's colour.
    pub color: Color,
    /// Its first stone, e.g. `E5`.
    pub first: String,
    /// Whether it is the group of the stone just played (it put itself in atari).
    pub own: bool,
}

/// The report of `played`; `board` is the position after the move.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{report_move, BoardSize, Color, Game, Move, Point, Ruleset};
/// let size = BoardSize::NINE;
/// let mut game = Game::new(size, Ruleset::CHINESE);
/// let played = game.play(Move::Play(Point::parse_gtp("D4", size).unwrap())).unwrap().clone();
/// let report = report_move(game.board(), &played);
/// assert_eq!((report.color, report.at.as_deref(), report.captured), (Color::Black, Some("D4"), 0));
/// ```
pub fn report_move(board: &Board, played: &PlayedMove) -> MoveReport {
    let size: BoardSize = board.size();
    let mut report = MoveReport { color: played.color, at: None, captured: played.captured.len(), ataris: Vec::new() };
    if let Move::Play(p) = played.mv {
        report.at = Some(p.to_gtp(size));
        report.ataris = ataris_around(board, p)
            .into_iter()
            .map(|g| AtariNote { color: g.color, first: g.stones[0].to_gtp(size), own: g.stones.contains(&p) })
            .collect();
    }
    report
}
