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
    /// use weiqi::rules::{Board, Color, Game, Point, Ruleset};
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
        removed.sort();
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

/// The sentence a screen reader says after a move, e.g. "Black D4. Captures 2 stones. The
/// white group at E5 has 1 liberty left."
///
/// `board` is the position after the move.
///
/// # Examples
/// ```
/// use weiqi::rules::{describe_move, BoardSize, Color, Game, Move, Point, Ruleset};
/// let size = BoardSize::NINE;
/// let mut game = Game::new(size, Ruleset::CHINESE);
/// let played = game.play(Move::Play(Point::parse_gtp("D4", size).unwrap())).unwrap().clone();
/// assert_eq!(describe_move(game.board(), &played), "Black D4.");
/// ```
pub fn describe_move(board: &Board, played: &PlayedMove) -> String {
    let size: BoardSize = board.size();
    let p = match played.mv {
        Move::Pass => return format!("{} passes.", played.color),
        Move::Play(p) => p,
    };
    let mut s = format!("{} {}.", played.color, p.to_gtp(size));
    match played.captured.len() {
        0 => {}
        1 => s.push_str(" Captures 1 stone."),
        n => s.push_str(&format!(" Captures {n} stones.")),
    }
    for g in ataris_around(board, p) {
        let first = g.stones[0].to_gtp(size);
        let whose = g.color.name().to_lowercase();
        if g.stones.contains(&p) {
            s.push_str(&format!(" The {whose} group at {first} has only 1 liberty left."));
        } else {
            s.push_str(&format!(" The {whose} group at {first} has 1 liberty left."));
        }
    }
    s
}
