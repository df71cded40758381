//! Help while playing the computer, as data for the page's sentences: why a suggested move is
//! good when the board can tell (the engine's [`crate::bot::hint`], re-exported), and the teaching mode's warning
//! when a move leaves the player's own stones to be captured at once ([`danger_after`]); in
//! Capture Go, the capture or the rescue that comes before any other move ([`capture_go_first`]).

use serde::{Deserialize, Serialize};

pub use crate::bot::hint::{atari_left_by, can_be_saved, hint_reason, hint_story, move_story, worth_reason, HintReason, WORTH_SAYING};
use crate::bot::BotMove;
use crate::rules::{Game, Move, Point};

/// The engine's answer to "a hint, please".
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintAnswer {
    /// The suggested move.
    pub mv: BotMove,
    /// With the network: how many points playing there rather than elsewhere is worth.
    pub worth: Option<u32>,
    /// With the network: up to two other good moves, best first.
    pub others: Vec<HintChoice>,
}

weiqi_engine::json_struct!(HintAnswer { mv, worth, others });

impl HintAnswer {
    /// An answer with the move only (the Monte Carlo search, Capture Go).
    pub fn only(mv: BotMove) -> HintAnswer {
        HintAnswer { mv, worth: None, others: Vec::new() }
    }
}

/// Another good move the network's reading found, and how good.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct HintChoice {
    pub point: Point,
    pub grade: ChoiceGrade,
}

weiqi_engine::json_struct!(HintChoice { point, grade });

/// How a candidate compares with the suggested move, for its label.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChoiceGrade {
    /// Within a point and a half of the first choice.
    AsGood,
    /// About this many points behind it (2 or more).
    Behind(u32),
}

weiqi_engine::json_enum!(ChoiceGrade { AsGood, Behind(_) });

impl ChoiceGrade {
    /// The grade of a move `behind` points behind the first choice.
    pub fn of(behind: f32) -> ChoiceGrade {
        if behind < 1.5 { ChoiceGrade::AsGood } else { ChoiceGrade::Behind(behind.round().min(999.0) as u32) }
    }
}

/// Teaching mode: the learner's last move gave away this much by the network's reading.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loss {
    /// Points given away (at least [`LOSS_WORTH_WARNING`]).
    pub points: u32,
    /// The move the network liked best there.
    pub better: Option<Point>,
    /// The opponent has just answered on `better`: the point is taken now, and the words say
    /// so (else "D4 was better" names a point with a stone on it).
    #[serde(default)]
    pub taken: bool,
}

weiqi_engine::json_struct!(Loss { points, better, taken: default });

/// The smallest loss, in points, the teaching mode warns of: small differences are the
/// network's noise as much as the move's fault.
pub const LOSS_WORTH_WARNING: f32 = 6.0;

/// The loss of a move from two readings of the network: the mover's lead before it, and the
/// opponent's lead after it. `None` when it is below [`LOSS_WORTH_WARNING`].
pub fn loss_of(lead_before: f32, opponent_lead_after: f32, better: Option<Point>) -> Option<Loss> {
    let lost = lead_before + opponent_lead_after;
    (lost >= LOSS_WORTH_WARNING).then(|| Loss { points: lost.round().min(999.0) as u32, better, taken: false })
}

/// In Capture Go, what comes before any other move of the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CaptureGoFirst {
    /// Playing at `at` captures this many stones: that wins.
    Capture { at: Point, stones: usize },
    /// The player's group at `group` (this many stones) is in atari; playing at `at` gives
    /// it two liberties or more.
    Save { at: Point, stones: usize, group: Point },
    /// The player's group at `group` (this many stones, the biggest in atari) is in atari
    /// and no move gives it a second liberty.
    CannotSave { stones: usize, group: Point },
}

impl CaptureGoFirst {
    /// The move to play, when there is one to save or take.
    pub fn point(self) -> Option<Point> {
        match self {
            CaptureGoFirst::Capture { at, .. } | CaptureGoFirst::Save { at, .. } => Some(at),
            CaptureGoFirst::CannotSave { .. } => None,
        }
    }
}

/// In Capture Go, the move that wins at once or stops the opponent from winning: the
/// capture of the most stones; else, when the player has stones in atari, the move that
/// saves them: after it, no stone of the player can be taken at once if such a move exists,
/// then the most stones saved (the biggest group in atari first), then the most liberties.
/// `None` when nothing is in atari.
pub fn capture_go_first(game: &Game) -> Option<CaptureGoFirst> {
    let color = game.to_move();
    let groups = game.board().groups();
    let legal = |p: Point| game.check_for(color, p).is_ok();
    let capture = groups
        .iter()
        .filter(|g| g.color == !color && g.liberties.len() == 1 && legal(g.liberties[0]))
        .map(|g| g.liberties[0])
        .filter_map(|p| {
            let mut after = game.clone();
            let stones = after.play(Move::Play(p)).ok()?.captured.len();
            Some((stones, std::cmp::Reverse(p), p))
        })
        .max();
    if let Some((stones, _, at)) = capture {
        return Some(CaptureGoFirst::Capture { at, stones });
    }
    let in_atari: Vec<_> = groups.iter().filter(|g| g.color == color && g.liberties.len() == 1).collect();
    let biggest = in_atari.iter().max_by_key(|g| (g.stones.len(), std::cmp::Reverse(g.stones[0])))?;
    let mut candidates: Vec<Point> = in_atari.iter().map(|g| g.liberties[0]).collect();
    weiqi_engine::sort::sort(&mut candidates);
    candidates.dedup();
    let save = candidates
        .into_iter()
        .filter(|&p| legal(p))
        .filter_map(|p| {
            let mut after = game.clone();
            after.play(Move::Play(p)).ok()?;
            let board = after.board();
            let liberties = board.group(p).map_or(0, |g| g.liberties.len());
            if liberties < 2 {
                return None;
            }
            let saved: Vec<_> = in_atari.iter().filter(|g| board.group(g.stones[0]).is_some_and(|a| a.liberties.len() >= 2)).collect();
            let stones: usize = saved.iter().map(|g| g.stones.len()).sum();
            let exposed = board
                .groups()
                .into_iter()
                .any(|g| g.color == color && g.liberties.len() == 1 && after.check_for(!color, g.liberties[0]).is_ok());
            let group = saved.iter().max_by_key(|g| g.stones.len()).map(|g| g.stones[0])?;
            Some(((!exposed, stones, liberties, std::cmp::Reverse(p)), CaptureGoFirst::Save { at: p, stones, group }))
        })
        .max_by_key(|(key, _)| *key)
        .map(|(_, save)| save);
    Some(save.unwrap_or(CaptureGoFirst::CannotSave { stones: biggest.stones.len(), group: biggest.stones[0] }))
}

/// The teaching mode's warning: after a move, a group of the mover has one liberty left,
/// either because of that move or because the move left an atari unanswered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Danger {
    /// The stones in danger.
    pub stones: Vec<Point>,
    /// Their last liberty.
    pub liberty: Point,
    /// Whether the opponent may capture them there on the next move.
    pub capturable: bool,
    /// The stones were in atari already, and the move was played elsewhere.
    pub unanswered: bool,
}

/// The warning for the last move of `game`, if after it one of its player's groups has a
/// single liberty where the opponent may capture (the biggest such group): one the move put
/// in atari, or one the opponent's last move put in atari and the move left so, when a move
/// could have saved it (once: stones left in atari through an earlier move are not warned of
/// again). A group the move itself made
/// into atari but the opponent cannot take is named too (it needs care all the same).
pub fn danger_after(game: &Game) -> Option<Danger> {
    let last = game.moves().last()?;
    let Move::Play(_) = last.mv else { return None };
    let mover = last.color;
    let before = game.replayed(game.move_number() - 1);
    // Stones in atari already before the opponent's last move: the learner has been warned of
    // them (or kept a move through the warning, or was told by a hint why they are left), so
    // they are not named again and a fresh danger elsewhere is not hidden behind them.
    let known = (game.move_number() >= 2).then(|| game.replayed(game.move_number() - 2));
    let known_atari = |stones: &[Point]| {
        known.as_ref().is_some_and(|k| stones.iter().all(|&s| k.board().group(s).is_some_and(|g| g.color == mover && g.liberties.len() == 1)))
    };
    let took = game.board().stone_count(!mover) < before.board().stone_count(!mover);
    game.board()
        .groups()
        .into_iter()
        .filter(|g| g.color == mover && g.liberties.len() == 1)
        .filter_map(|g| {
            let capturable = game.check_for(!mover, g.liberties[0]).is_ok();
            let unanswered = g.stones.iter().all(|&s| before.board().group(s).is_some_and(|b| b.liberties.len() == 1));
            // Stones that no move could have saved (their liberty or a capture beside them
            // leaves one liberty, as in a snapback) were rightly left: the hint says so too.
            if unanswered && (known_atari(&g.stones) || !can_be_saved(&before, g.stones[0])) {
                return None;
            }
            // A ko capture leaves the capturing stone with one liberty that the opponent may not
            // take back at once: nothing to warn of.
            let ko_capture = !capturable && took;
            (capturable || (!unanswered && !ko_capture)).then(|| Danger { liberty: g.liberties[0], capturable, unanswered, stones: g.stones })
        })
        .max_by_key(|d| (d.capturable, d.stones.len()))
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


    #[test]
    fn teaching_mode_warns_of_a_move_into_atari_but_not_of_a_safe_one() {
        let mut g = game(
            "
            . O . . .
            O . O . .
            . . . . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        let mut safe = g.clone();
        safe.play(Move::Play(at(&g, "D2"))).unwrap();
        assert_eq!(danger_after(&safe), None);
        g.play(Move::Play(at(&g, "B4"))).unwrap();
        let b4 = at(&g, "B4");
        assert_eq!(danger_after(&g), Some(Danger { stones: vec![b4], liberty: at(&g, "B3"), capturable: true, unanswered: false }));
    }

    #[test]
    fn teaching_mode_warns_of_an_atari_left_unanswered() {
        // White has just put the two black stones in atari at C3; Black plays far away.
        let mut g = game(
            "
            . . . . . . .
            . . . . . . .
            . . O O . . .
            . O X X O . .
            . . O . . . .
            . . . . . . .
            . . . . . . .
            ",
            Color::Black,
        );
        let mut answered = g.clone();
        answered.play(Move::Play(at(&g, "D3"))).unwrap();
        assert_eq!(danger_after(&answered), None, "D3 gives the stones two liberties");
        g.play(Move::Play(at(&g, "G7"))).unwrap();
        let d = danger_after(&g).expect("the atari left unanswered is named");
        assert_eq!((d.stones.len(), d.liberty, d.capturable, d.unanswered), (2, at(&g, "D3"), true, true));
    }

    #[test]
    fn a_ko_capture_is_not_warned_of() {
        // Black takes the ko at C4, capturing B4: the capturing stone has one liberty, but
        // White may not take back at once.
        let mut g = game(
            "
            . X O . .
            X O . O .
            . X O . .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        g.play(Move::Play(at(&g, "C4"))).unwrap();
        assert_eq!(g.board().get(at(&g, "B4")), None, "the white stone is taken");
        assert_eq!(danger_after(&g), None);
    }

    #[test]
    fn a_loss_is_named_only_when_it_is_large() {
        // Black led by 3; after its move White leads by 5: 8 points given away.
        assert_eq!(loss_of(3.0, 5.0, None), Some(Loss { points: 8, better: None, taken: false }));
        assert_eq!(loss_of(3.0, -1.0, None), None, "2 points: within the network's noise");
        assert_eq!(loss_of(-2.0, 1.0, None), None, "a move that gains");
    }


    #[test]
    fn in_capture_go_a_capture_comes_first_then_the_biggest_group_in_atari() {
        // Black's stone at A7 (liberty A6) and two stones at D4, E4 (liberty E3) are in atari;
        // nothing of White's can be taken. Each can be saved; the bigger group first.
        let rows = "
            X O . . . . .
            . . . . . . .
            . . . O O . .
            . . O X X O .
            . . . O . . .
            . . . . . . .
            . . . . . . {}";
        let g = game(&rows.replace("{}", "."), Color::Black);
        let first = capture_go_first(&g);
        assert!(matches!(first, Some(CaptureGoFirst::Save { stones: 2, group, .. }) if [at(&g, "D4"), at(&g, "E4")].contains(&group)), "{first:?}");
        assert_eq!(first.and_then(CaptureGoFirst::point), Some(at(&g, "E3")));
        // With a white stone to take (G1, in atari after Black's F1), the capture wins at once.
        let mut g = game(&rows.replace("{}", "O"), Color::Black);
        g.play(Move::Play(at(&g, "F1"))).unwrap();
        g.play(Move::Play(at(&g, "A1"))).unwrap();
        assert_eq!(capture_go_first(&g), Some(CaptureGoFirst::Capture { at: at(&g, "G2"), stones: 1 }));
        // Nothing in atari: nothing comes first.
        let g = game(
            "
            . . . . .
            . X . . .
            . . . O .
            . . . . .
            . . . . .
            ",
            Color::Black,
        );
        assert_eq!(capture_go_first(&g), None);
    }




    #[test]
    fn stones_that_no_move_could_save_are_not_warned_of_when_left() {
        // Black's throw-in on A1 puts White's five stones in atari. Taking it on A2 leaves them
        // one liberty, A1, where Black takes them all: they cannot be saved.
        let mut g = game(
            "
            . . . . . . .
            . . . . . . .
            . . . . . . .
            X X X . . . .
            O O X . . . .
            . O X . . . .
            X O X . . . .
            ",
            Color::White,
        );
        assert!(!can_be_saved(&g, at(&g, "B2")));
        g.play(Move::Play(at(&g, "F6"))).unwrap();
        assert_eq!(danger_after(&g), None, "playing elsewhere was right: nothing to warn of");
    }

    #[test]
    fn stones_left_in_atari_are_warned_of_once_and_a_fresh_danger_is_not_hidden() {
        // White's stone on B2 is in atari (its last liberty C2); White to play.
        let mut g = game(
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
        );
        let play = |g: &mut Game, gtp: &str| {
            let p = at(g, gtp);
            g.play(Move::Play(p)).unwrap();
        };
        play(&mut g, "F6");
        assert!(danger_after(&g).is_some_and(|d| d.unanswered && d.stones == vec![at(&g, "B2")]), "warned once");
        play(&mut g, "F2");
        play(&mut g, "E6");
        assert_eq!(danger_after(&g), None, "the same stones, left in atari on purpose: not again");
        play(&mut g, "G3");
        // White's G2 between Black's F2 and G3 has one liberty, G1: a fresh self-atari, named
        // although B2 is still in atari.
        play(&mut g, "G2");
        let d = danger_after(&g);
        assert!(d.as_ref().is_some_and(|d| !d.unanswered && d.stones.contains(&at(&g, "G2"))), "{d:?}");
    }
}
