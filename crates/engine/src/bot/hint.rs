//! What a suggested move does, as data for the hint's words: a capture, a rescue, an atari, a
//! move that gives stones up ([`hint_reason`]); why a hint leaves some of the player's own
//! stones in atari ([`atari_left_by`]); and what the network's worth of it is called: the
//! biggest place, a cut, where the two sides meet, or an urgent move in a fight
//! ([`worth_reason`]), said only when the search and the network's first look agree on it
//! ([`WorthReading`]). [`hint_story`] picks the one thing a hint says. The app's hint and `weiqi-gtp`'s `weiqi-hint` both say it.

use serde::{Deserialize, Serialize};

use crate::rules::{Game, Move, Point};

/// What a suggested move does, when it does something plain.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum HintReason {
    /// It captures this many stones.
    Captures(usize),
    /// It saves this many of your stones that are in atari (one liberty).
    Saves(usize),
    /// It puts this many of the opponent's stones in atari.
    Ataris(usize),
    /// It gives up this many of your stones (they can be captured next), and is still the
    /// network's first choice.
    GivesUp(usize),
    /// The network's reading: playing here rather than elsewhere is worth about this many
    /// points (at least [`WORTH_SAYING`]).
    Worth(u32),
    /// The network's reading: playing here is worth about this many points (at least
    /// [`WORTH_SAYING`]), and the move is in a fight: stones next to it have two liberties or
    /// fewer, so it is urgent rather than "the biggest place".
    Urgent(u32),
    /// The network's reading: playing here is worth about this many points (at least
    /// [`WORTH_SAYING`]), and the move cuts: it touches two of the opponent's groups that no
    /// single move joins again.
    Cuts(u32),
    /// The network's reading: playing here is worth about this many points (at least
    /// [`WORTH_SAYING`]), and the move touches the opponent's stones (none next to it short of
    /// liberties): it is where the two sides meet, not an open place.
    Contact(u32),
    /// This many of your stones, the group at `at`, are in atari and could be saved, but the
    /// network's first choice is elsewhere: saving them is worth less.
    SavingIsSmaller { stones: usize, at: Point },
    /// Capture Go: this many of your stones, the group at `at`, are in atari, and the move
    /// saves them before anything else (the first capture wins).
    Rescue { stones: usize, at: Point },
    /// This many of your stones, the group at `at`, are in atari and no move gives them a
    /// second liberty; the move is the best one left.
    CannotSave { stones: usize, at: Point },
}

/// The smallest worth, in points, a hint names: below it the move is one of many.
pub const WORTH_SAYING: f32 = 2.0;

/// What the move at `p` by the player to move in `game` does, if the tactical reading finds
/// something to say: a move that leaves its own stones to be captured at once says so first
/// (a capture whose stone can be taken back included; not a ko), then a capture, then saving
/// stones in atari, then an atari that the opponent cannot simply escape.
pub fn hint_reason(game: &Game, p: Point) -> Option<HintReason> {
    let color = game.to_move();
    let mut after = game.clone();
    let played = after.play(Move::Play(p)).ok()?.clone();
    let own = after.board().group(p);
    let own_after = own.as_ref().map_or(0, |g| g.liberties.len());
    if let Some(own) = own.filter(|g| g.liberties.len() == 1 && after.check_for(!color, g.liberties[0]).is_ok()) {
        return Some(HintReason::GivesUp(own.stones.len()));
    }
    if !played.captured.is_empty() {
        return Some(HintReason::Captures(played.captured.len()));
    }
    let board = game.board();
    let saved: usize = board
        .groups()
        .into_iter()
        .filter(|g| g.color == color && g.liberties == [p])
        .map(|g| g.stones.len())
        .sum();
    if saved > 0 && own_after >= 2 {
        return Some(HintReason::Saves(saved));
    }
    let ataris: usize = after
        .board()
        .groups()
        .into_iter()
        .filter(|g| g.color == !color && g.liberties.len() == 1 && board.group(g.stones[0]).is_some_and(|b| b.liberties.len() > 1))
        .map(|g| g.stones.len())
        .sum();
    (ataris > 0 && own_after >= 2).then_some(HintReason::Ataris(ataris))
}

/// What a hint at `p` must say about the player's own stones in atari that it leaves so: that
/// the biggest group it leaves in atari cannot be saved, or that saving it is worth less than
/// `p` (the network's first choice). A hint that saves one group while another stays in atari
/// speaks of the one it leaves (the teaching warning after it would name that one). `None`
/// when nothing is in atari, or `p` saves every group in atari (a capture saves a group only
/// when it gives it room: a capture elsewhere leaves it in atari).
pub fn atari_left_by(game: &Game, p: Point) -> Option<HintReason> {
    let color = game.to_move();
    let board = game.board();
    let mut played = game.clone();
    let played = played.play(Move::Play(p)).is_ok().then_some(played);
    let left_by_p = |stone: Point| played.as_ref().is_none_or(|after| !after.board().group(stone).is_some_and(|g| g.liberties.len() >= 2));
    let group = board
        .groups()
        .into_iter()
        .filter(|g| g.color == color && g.liberties.len() == 1 && left_by_p(g.stones[0]))
        .max_by_key(|g| g.stones.len())?;
    let (stones, at) = (group.stones.len(), group.stones[0]);
    Some(if can_be_saved(game, at) {
        HintReason::SavingIsSmaller { stones, at }
    } else {
        HintReason::CannotSave { stones, at }
    })
}

/// Whether the player to move can save their group on `stone`, in atari, this move: a move
/// on its liberty, or the capture of an opponent group next to it in atari, leaves it two
/// liberties or more. A throw-in that would be taken back at once (a snapback) leaves one, so
/// such stones cannot be saved.
pub fn can_be_saved(game: &Game, stone: Point) -> bool {
    let board = game.board();
    let Some(group) = board.group(stone).filter(|g| g.color == game.to_move() && g.liberties.len() == 1) else {
        return false;
    };
    let mut candidates = vec![group.liberties[0]];
    for g in board.groups().into_iter().filter(|g| g.color != group.color && g.liberties.len() == 1) {
        if g.stones.iter().any(|s| s.neighbors(game.size()).any(|q| group.stones.contains(&q))) {
            candidates.push(g.liberties[0]);
        }
    }
    candidates.into_iter().any(|q| {
        let mut after = game.clone();
        after.play(Move::Play(q)).is_ok() && after.board().group(stone).is_some_and(|g| g.liberties.len() >= 2)
    })
}

/// What a hint's worth rests on ([`Engine::worth_reading`](super::Engine::worth_reading)), in
/// points for the player to move: the opponent's lead after a pass against after the move, by
/// the searches (the hint's own after the move, a small one after the pass) and by the
/// network's first look at the same two positions.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct WorthReading {
    pub searched: f32,
    pub glance: f32,
}

/// How far from the truth a stated worth of about `points` may be and still be true: a
/// quarter of it, or 2 points for a small one.
pub fn worth_margin(points: f32) -> f32 {
    (0.25 * points.abs()).max(2.0)
}

impl WorthReading {
    /// The searched worth as a hint states it: whole points, 0 to 999.
    pub fn points(&self) -> u32 {
        self.searched.max(0.0).round().min(999.0) as u32
    }

    /// Whether the worth is settled enough to be said: the search and the network's first
    /// look agree within the margin the number claims ([`worth_margin`]). Where they do not,
    /// the search is still changing the network's view of a position (a fight, or a game so
    /// decided that points matter little to either), and a search of a few more moves could
    /// change the number again.
    pub fn settled(&self) -> bool {
        (self.searched - self.glance).abs() <= worth_margin(self.searched)
    }

    /// The worth a hint may state, in points: `None` when it is not [`settled`](Self::settled).
    pub fn stated(&self) -> Option<u32> {
        self.settled().then(|| self.points())
    }
}

/// What the network's worth of a hint at `p` is called: urgent when stones next to it have
/// two liberties or fewer, a cut when it separates two of the opponent's groups that no single
/// move joins again, a contact move when it touches their stones, else the biggest place.
/// `None` below [`WORTH_SAYING`].
pub fn worth_reason(game: &Game, p: Point, worth: Option<u32>) -> Option<HintReason> {
    let worth = worth.filter(|&w| w as f32 >= WORTH_SAYING)?;
    let board = game.board();
    let size = game.size();
    let short = p.neighbors(size).filter_map(|q| board.group(q)).any(|g| g.liberties.len() <= 2);
    if short {
        return Some(HintReason::Urgent(worth));
    }
    let touched = board.groups_next_to(p, !game.to_move());
    // Two of the touched groups that one empty point (other than `p`) still joins are not cut.
    let joined = |a: &crate::rules::Group, b: &crate::rules::Group| a.liberties.iter().any(|l| *l != p && b.liberties.contains(l));
    let cut = touched.iter().enumerate().any(|(i, a)| touched[i + 1..].iter().any(|b| !joined(a, b)));
    Some(if cut {
        HintReason::Cuts(worth)
    } else if !touched.is_empty() {
        HintReason::Contact(worth)
    } else {
        HintReason::Worth(worth)
    })
}

/// Visits of the network's search for a hint on a board of `lines` lines (well under a
/// second on 9×9 in a browser, about a second and a half on 19×19).
pub fn hint_visits(lines: u8) -> u32 {
    match lines {
        0..=9 => 96,
        10..=13 => 64,
        _ => 48,
    }
}

/// What a hint at `p` says, in a game counted by area: first the player's own stones in atari,
/// if the hint leaves any (they cannot be saved, or saving them is worth less), even when it
/// captures or saves other stones; then what the move does; then what the network's `worth`
/// of it is called.
pub fn hint_story(game: &Game, p: Point, worth: Option<u32>) -> Option<HintReason> {
    // Stones of the player's own left in atari come first, a capture or a save of other stones
    // included: the hint then says why it leaves them, and the teaching warning after it has
    // nothing to add.
    atari_left_by(game, p).or_else(|| move_story(game, p, worth))
}

/// What a hint at `p` says of the move itself: what it does on the board, else what the
/// network's `worth` of it is called ([`hint_story`] without the stones it leaves in atari).
pub fn move_story(game: &Game, p: Point, worth: Option<u32>) -> Option<HintReason> {
    hint_reason(game, p).or_else(|| worth_reason(game, p, worth))
}

impl HintReason {
    /// The network's worth this reason says, in points, if it says one.
    pub fn worth(&self) -> Option<u32> {
        match *self {
            HintReason::Worth(n) | HintReason::Urgent(n) | HintReason::Cuts(n) | HintReason::Contact(n) => Some(n),
            _ => None,
        }
    }

    /// The reason's kind as a short name, for tools (`captures`, `saves`, `worth`, …).
    pub fn kind(&self) -> &'static str {
        match self {
            HintReason::Captures(_) => "captures",
            HintReason::Saves(_) => "saves",
            HintReason::Ataris(_) => "ataris",
            HintReason::GivesUp(_) => "gives-up",
            HintReason::Worth(_) => "worth",
            HintReason::Urgent(_) => "urgent",
            HintReason::Cuts(_) => "cuts",
            HintReason::Contact(_) => "contact",
            HintReason::SavingIsSmaller { .. } => "saving-is-smaller",
            HintReason::Rescue { .. } => "rescue",
            HintReason::CannotSave { .. } => "cannot-save",
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Board, Color, Ruleset};

    fn game(rows: &str, to_move: Color) -> Game {
        Game::from_setup(Board::from_ascii(rows).unwrap(), to_move, Ruleset::CHINESE).unwrap()
    }

    fn at(game: &Game, gtp: &str) -> Point {
        Point::parse_gtp(gtp, game.size()).unwrap()
    }

    /// White's stone on B2 is in atari (its last liberty C2); White to play.
    fn white_b2_in_atari() -> Game {
        game(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . X . . . . .
            X O . . . . .
            . X . . . . .
            ",
            Color::White,
        )
    }

    #[test]
    fn a_hint_names_a_capture_a_rescue_or_an_atari() {
        let g = game(
            "
            . X . . .
            X O X . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "B3")), Some(HintReason::Captures(1)));
        assert_eq!(hint_reason(&g, at(&g, "E1")), None, "a move far away has no plain reason");
        let g = game(
            "
            . O . . .
            O X O . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "B3")), Some(HintReason::Saves(1)));
        let g = game(
            "
            . X O . .
            . . . . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "D5")), Some(HintReason::Ataris(1)));
    }

    #[test]
    fn a_hint_that_gives_up_a_stone_says_so() {
        let g = game(
            "
            . O . . .
            O . O . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "B4")), Some(HintReason::GivesUp(1)));
        // C3 takes C2 and C1, but White takes C3 back at C2 (two stones for one, not a ko): the
        // warning after it would name C3, so the hint says it first.
        let g = game(
            "
            . . . . .
            . . O . .
            . O . O .
            . X O X .
            . X O X .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "C3")), Some(HintReason::GivesUp(1)));
        // A ko capture: White may not take back at once, so it is a capture.
        let g = game(
            "
            . X O . .
            X O . O .
            . X O . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(hint_reason(&g, at(&g, "C4")), Some(HintReason::Captures(1)));
    }

    #[test]
    fn a_hint_elsewhere_says_why_it_leaves_stones_in_atari() {
        let g = white_b2_in_atari();
        assert_eq!(atari_left_by(&g, at(&g, "C2")), None, "C2 saves it: the hint says so itself");
        assert_eq!(atari_left_by(&g, at(&g, "F6")), Some(HintReason::SavingIsSmaller { stones: 1, at: at(&g, "B2") }));
        // With Black on C2's neighbours, C2 gives the stone no second liberty: it cannot be saved.
        let g = game(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . X X . . . .
            X O . X . . .
            . X X . . . .
            ",
            Color::White,
        );
        assert_eq!(atari_left_by(&g, at(&g, "F6")), Some(HintReason::CannotSave { stones: 1, at: at(&g, "B2") }));
        let quiet = game(". . . . .\n. . . . .\n. . . . .\n. . . . .\n. . . . .", Color::Black);
        assert_eq!(atari_left_by(&quiet, at(&quiet, "C3")), None, "nothing in atari");
    }

    #[test]
    fn a_hint_that_saves_one_group_says_why_it_leaves_another_in_atari() {
        // White's B2, B1 are in atari (C2 saves them) and so is White's F5 (F4 saves it).
        let g = game(
            "
            . . . . . . .
            . . . . . X .
            . . . . X O X
            . . . . . . .
            X X . . . . .
            X O . . . . .
            X O X . . . .
            ",
            Color::White,
        );
        assert_eq!(hint_reason(&g, at(&g, "C2")), Some(HintReason::Saves(2)));
        // C2 saves the two stones and leaves F5 in atari: the hint says so, as the warning after
        // it would.
        assert_eq!(atari_left_by(&g, at(&g, "C2")), Some(HintReason::SavingIsSmaller { stones: 1, at: at(&g, "F5") }));
        assert_eq!(hint_story(&g, at(&g, "C2"), None), Some(HintReason::SavingIsSmaller { stones: 1, at: at(&g, "F5") }));
        let two = [at(&g, "B2"), at(&g, "B1")];
        let left = atari_left_by(&g, at(&g, "F4"));
        assert!(matches!(left, Some(HintReason::SavingIsSmaller { stones: 2, at }) if two.contains(&at)), "F4 leaves the two: {left:?}");
        // White's B2 and D2 share their last liberty C2: C2 saves both, nothing is left.
        let g = game(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . X . X . . .
            X O . O X . .
            . X . X . . .
            ",
            Color::White,
        );
        assert_eq!(atari_left_by(&g, at(&g, "C2")), None, "C2 saves both groups");
        assert_eq!(hint_story(&g, at(&g, "C2"), None), Some(HintReason::Saves(2)));
    }

    #[test]
    fn a_capture_elsewhere_says_why_it_leaves_the_stone_in_atari() {
        // White's B2 is in atari (C2 saves it); Black's F5 is in atari too (F4 takes it).
        let g = game(
            "
            . . . . . . .
            . . . . . O .
            . . . . O X O
            . . . . . . .
            . X . . . . .
            X O . . . . .
            . X . . . . .
            ",
            Color::White,
        );
        assert_eq!(hint_reason(&g, at(&g, "F4")), Some(HintReason::Captures(1)));
        assert_eq!(hint_story(&g, at(&g, "F4"), None), Some(HintReason::SavingIsSmaller { stones: 1, at: at(&g, "B2") }));
        // Black's B4 is in atari; C5 captures White's C4 beside it, which gives B4 room: a
        // capture that saves, said as a capture.
        let g = game(
            "
            . O . . .
            O X O X .
            . . X . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(atari_left_by(&g, at(&g, "C5")), None, "C5 takes C4: B4 then has two liberties");
        assert_eq!(hint_story(&g, at(&g, "C5"), None), Some(HintReason::Captures(1)));
    }

    #[test]
    fn the_worth_of_a_move_in_a_fight_is_urgent_not_the_biggest_place() {
        let g = white_b2_in_atari();
        assert_eq!(worth_reason(&g, at(&g, "F5"), Some(6)), Some(HintReason::Worth(6)));
        // C1 touches Black's B1, which has two liberties (A1, C1): urgent.
        assert_eq!(worth_reason(&g, at(&g, "C1"), Some(6)), Some(HintReason::Urgent(6)));
        // C3 touches Black's B3, which has three liberties (B4, A3, C3): not short of them, so
        // not "urgent", but where the two sides meet.
        assert_eq!(worth_reason(&g, at(&g, "C3"), Some(6)), Some(HintReason::Contact(6)));
        assert_eq!(worth_reason(&g, at(&g, "F5"), Some(1)), None, "too small to name");
    }

    #[test]
    fn a_calm_move_against_the_opponents_stones_is_contact_or_a_cut_not_the_biggest_place() {
        // Black to play. D5 touches White's C5 only (three liberties or more on both sides):
        // where the two sides meet. On the second board E4 touches White's E5 and E3, two
        // groups it keeps apart.
        let g = game(
            "
            . . . . . . .
            . . . . O . .
            . . O . . . .
            . X . . . . .
            . . . . O . .
            . . . X . . .
            . . . . . . .
            ",
            Color::Black,
        );
        assert_eq!(worth_reason(&g, at(&g, "D5"), Some(6)), Some(HintReason::Contact(6)));
        assert_eq!(worth_reason(&g, at(&g, "F5"), Some(6)), Some(HintReason::Worth(6)), "F5 touches nothing");
        let g = game(
            "
            . . . . . . .
            . . . . . . .
            . . . . O . .
            . X . . . . .
            . . . . O . .
            . . . X . . .
            . . . . . . .
            ",
            Color::Black,
        );
        assert_eq!(worth_reason(&g, at(&g, "E4"), Some(6)), Some(HintReason::Cuts(6)));
        assert_eq!(worth_reason(&g, at(&g, "B6"), Some(6)), Some(HintReason::Worth(6)));
        // White's D4 and E3 touch diagonally: E4 touches both, but D3 still joins them. Not a
        // cut; where the two sides meet.
        let g = game(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . X . O . . .
            . . . . O . .
            . . . . . . .
            . . . . . . .
            ",
            Color::Black,
        );
        assert_eq!(worth_reason(&g, at(&g, "E4"), Some(6)), Some(HintReason::Contact(6)));
    }

    #[test]
    fn a_worth_is_said_only_when_the_search_and_the_first_look_agree_within_its_margin() {
        // A quiet big point: the search finds 12, the network's first look 10 (the margin of
        // "about 12" is 3 points).
        assert_eq!(WorthReading { searched: 12.4, glance: 10.0 }.stated(), Some(12));
        // A fight the search is still reading: 24 by the search, 16.5 at first look. The
        // number would be a guess; the hint says none.
        let fight = WorthReading { searched: 23.8, glance: 16.5 };
        assert!(!fight.settled());
        assert_eq!(fight.stated(), None);
        assert_eq!(fight.points(), 24, "what it would have said");
        // A small worth has a margin of 2 points either way.
        assert_eq!(WorthReading { searched: 3.2, glance: 1.3 }.stated(), Some(3));
        assert_eq!(WorthReading { searched: 3.2, glance: 5.3 }.stated(), None);
        // At the margin itself the number still holds; negative readings say 0.
        assert_eq!(WorthReading { searched: 20.0, glance: 25.0 }.stated(), Some(20));
        assert_eq!(WorthReading { searched: -1.0, glance: 0.5 }.stated(), Some(0));
    }

    #[test]
    fn a_worth_in_a_fight_that_is_not_settled_is_not_named() {
        // A move at C1, next to Black's B1 (two liberties), is in a fight: a settled worth
        // names it urgent, an unsettled one gives no worth reason at all (the hint then says no
        // number).
        let g = white_b2_in_atari();
        let c1 = at(&g, "C1");
        assert_eq!(worth_reason(&g, c1, WorthReading { searched: 9.0, glance: 8.0 }.stated()), Some(HintReason::Urgent(9)));
        assert_eq!(worth_reason(&g, c1, WorthReading { searched: 9.0, glance: 3.0 }.stated()), None);
    }

    #[test]
    fn the_margin_of_a_worth_is_a_quarter_or_two_points() {
        assert_eq!(worth_margin(40.0), 10.0);
        assert_eq!(worth_margin(8.0), 2.0);
        assert_eq!(worth_margin(1.0), 2.0);
    }
}
