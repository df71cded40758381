//! Why a move is not allowed, with what a teacher would point at and one plain sentence.

use super::{BoardSize, Color, Point};

/// A move the rules do not allow. Each case carries the points a teacher would show.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum IllegalMove {
    /// The point is not on this board.
    OffBoard { point: Point },
    /// A stone is already there.
    Occupied { point: Point, by: Color },
    /// The stone (and the group it joins) would have no liberties and captures nothing
    /// (RULES §5). `group` is that group, including `point`.
    Suicide { point: Point, color: Color, group: Vec<Point> },
    /// Retaking a ko at once: the opponent's stone on `ko_stone` just captured a stone on
    /// `point`, and taking it back would repeat the board (RULES §6).
    Ko { point: Point, color: Color, ko_stone: Point },
    /// The move would recreate the whole-board position after move `repeats_move` (0 = the
    /// start of the game).
    Superko { point: Point, color: Color, repeats_move: usize },
    /// The game has ended; resume it first to keep playing.
    GameOver,
}

impl IllegalMove {
    /// The point the move was tried on, if any.
    pub fn point(&self) -> Option<Point> {
        match *self {
            IllegalMove::OffBoard { point }
            | IllegalMove::Occupied { point, .. }
            | IllegalMove::Suicide { point, .. }
            | IllegalMove::Ko { point, .. }
            | IllegalMove::Superko { point, .. } => Some(point),
            IllegalMove::GameOver => None,
        }
    }

    /// One plain sentence for a beginner, naming points on a board of `size`.
    ///
    /// # Examples
    /// ```
    /// use weiqi_engine::rules::{BoardSize, Color, IllegalMove, Point};
    /// let p = Point::new(0, 0).unwrap();
    /// let why = IllegalMove::Suicide { point: p, color: Color::Black, group: vec![p] };
    /// assert_eq!(
    ///     why.sentence(BoardSize::NINE),
    ///     "Black would have no liberties here and captures nothing, so this point is forbidden for Black."
    /// );
    /// ```
    pub fn sentence(&self, size: BoardSize) -> String {
        match self {
            IllegalMove::OffBoard { .. } => "That point is not on the board.".to_string(),
            IllegalMove::Occupied { point, by } => format!(
                "There is already a {} stone on {}. Stones go on empty points.",
                by.name().to_ascii_lowercase(),
                point.to_gtp(size)
            ),
            IllegalMove::Suicide { color, group, .. } if group.len() <= 1 => format!(
                "{color} would have no liberties here and captures nothing, \
                 so this point is forbidden for {color}."
            ),
            IllegalMove::Suicide { color, group, .. } => format!(
                "{color}'s group of {} stones would have no liberties left and the move \
                 captures nothing, so this point is forbidden for {color}.",
                group.len()
            ),
            IllegalMove::Ko { point, color, ko_stone } => format!(
                "This is a ko. {} just captured a stone on {} with the stone on {}; taking \
                 back at once would repeat the board. Play somewhere else first (a ko threat), \
                 then you may take back.",
                !*color,
                point.to_gtp(size),
                ko_stone.to_gtp(size)
            ),
            IllegalMove::Superko { repeats_move: 0, .. } => {
                "This move would make the whole board exactly as it was at the start, \
                 and no position may repeat."
                    .to_string()
            }
            IllegalMove::Superko { repeats_move, .. } => format!(
                "This move would make the whole board exactly as it was after move \
                 {repeats_move}, and no position may repeat."
            ),
            IllegalMove::GameOver => {
                "The game is over. Resume it if you want to keep playing.".to_string()
            }
        }
    }
}
