//! A game's review as data: the network's look at every position (Black's lead and chance, its
//! best move and the line after it), filled in one position at a time by the engine's worker
//! following the engine's [`Plan`], and what the page shows from it: the lead move by move,
//! each side's biggest mistakes with the reason ([`crate::bot::review`]), and the way into a
//! variation from a mistake.

use serde::{Deserialize, Serialize};

use super::state::PlayState;
use super::{Opponent, Settings, TimeControl};
use crate::bot::review::{self, Mistake, Plan, PositionView};
use crate::bot::{Level, Ownership};
use crate::rules::{Color, Game, Move};

/// The network's look at one position, compact enough to keep and to send between the page
/// and the worker.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Look {
    /// How many visits the search ran.
    pub visits: u32,
    /// Black's lead, in tenths of a point.
    pub lead: i32,
    /// Black's chance of winning, in thousandths.
    pub win: u16,
    /// The best move first, then the line the search expects after it (at most ten moves).
    pub line: Vec<Move>,
    /// Black's ownership of each point (100 surely Black's, -100 surely White's), row by row
    /// from the top; empty where the review did not keep it.
    pub owner: Vec<i8>,
    /// Black's lead after the best move instead, in tenths of a point: the better move's own
    /// look, made with the review's third look.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instead: Option<i32>,
}

weiqi_engine::json_struct!(Look { visits, lead, win, line, owner, instead: skip_none });

impl Look {
    /// The look of an engine's position view after `visits` visits.
    pub fn of(view: &PositionView, visits: u32) -> Look {
        Look {
            visits,
            lead: tenths(view.black_lead),
            win: (view.black_win * 1000.0).round().clamp(0.0, 1000.0) as u16,
            line: view.best.as_ref().map(|(_, line)| line.clone()).unwrap_or_default(),
            owner: view.ownership.as_ref().map_or_else(Vec::new, |o| o.values().iter().map(|v| (v * 100.0).round().clamp(-100.0, 100.0) as i8).collect()),
            instead: view.instead.map(tenths),
        }
    }

    /// Whether this look, read from a saved game, fits a board of `size`: its line on the
    /// board, an ownership for every point or none, a lead and a chance in range (as a record's
    /// look is read).
    fn fits(&self, size: crate::rules::BoardSize) -> bool {
        let on_board = |m: &Move| match m {
            Move::Play(p) => size.contains(*p),
            Move::Pass => true,
        };
        self.line.iter().all(on_board)
            && (self.owner.is_empty() || self.owner.len() == size.area() as usize)
            && self.lead.abs() < 10_000
            && self.win <= 1000
            && self.instead.is_none_or(|i| i.abs() < 10_000)
    }

    /// Black's lead in points.
    pub fn black_lead(&self) -> f32 {
        self.lead as f32 / 10.0
    }

    /// The look as the engine's review reads it.
    fn view(&self, game: &Game) -> PositionView {
        let ownership = (!self.owner.is_empty())
            .then(|| Ownership::from_values(game.size(), self.owner.iter().map(|&o| o as f32 / 100.0).collect()))
            .flatten();
        PositionView {
            black_lead: self.black_lead(),
            black_win: self.win as f32 / 1000.0,
            best: self.line.first().map(|&first| (first, self.line.clone())),
            ownership,
            visits: self.visits,
            instead: self.instead.map(|i| i as f32 / 10.0),
        }
    }
}

/// Points in tenths of a point, as a look keeps them.
fn tenths(points: f32) -> i32 {
    (points * 10.0).round() as i32
}

/// A complete review as the saved game in progress keeps it, so that a reload does not lose
/// it (a review of a 19×19 game takes a minute to make again): its looks, as a reviewed record
/// keeps them, and the moves a teaching warning named.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeptReview {
    pub looks: Vec<Option<Look>>,
    pub warned: Vec<usize>,
}

weiqi_engine::json_struct!(KeptReview { looks, warned });

/// Why the review stopped before the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stopped {
    /// The learner paused it.
    Paused,
    /// The engine has no network to look with (it could not be loaded).
    NoNetwork,
}

/// A game's review: the looks so far and where the page stands in it.
#[derive(Clone, Debug, PartialEq)]
pub struct GameReview {
    /// How many moves the reviewed game had: the review belongs to that game only.
    pub moves: usize,
    /// The look at the position before each move, and after the last (`moves + 1` of them).
    pub looks: Vec<Option<Look>>,
    /// Why the review is not running, if it is not (and not complete).
    pub stopped: Option<Stopped>,
    /// Whether the review is shown beside the board.
    pub open: bool,
    /// The mistake being looked at (an index into [`GameReview::mistakes`]).
    pub chosen: Option<usize>,
    /// Moves a teaching warning named during the game (indices into its moves): each gets the
    /// plan's deeper look, so the review weighs what the warning said.
    pub warned: Vec<usize>,
    /// The mistakes, found once when the review is complete (the page asks for them on every
    /// draw, and finding them replays the game).
    found: Vec<Mistake>,
}

pub use crate::bot::review::MISTAKES_PER_SIDE;

impl GameReview {
    /// A review of `game` with nothing looked at yet, running; `warned`: the moves a teaching
    /// warning named.
    pub fn new(game: &Game, warned: &[usize]) -> GameReview {
        let moves = game.move_number();
        let warned = warned.iter().copied().filter(|&k| k < moves).collect();
        GameReview { moves, looks: vec![None; moves + 1], stopped: None, open: true, chosen: None, warned, found: Vec::new() }
    }

    /// A review of `game` from looks already made (a reviewed record opened again, with the
    /// moves a warning named: `warned`); positions without a look are looked at when the
    /// review runs.
    pub fn from_looks(game: &Game, looks: Vec<Option<Look>>, warned: &[usize]) -> Option<GameReview> {
        if looks.len() != game.move_number() + 1 || looks.iter().all(Option::is_none) {
            return None;
        }
        let warned = warned.iter().copied().filter(|&k| k < looks.len() - 1).collect();
        let mut review = GameReview { moves: game.move_number(), looks, stopped: Some(Stopped::Paused), open: false, chosen: None, warned, found: Vec::new() };
        if review.complete(game) {
            review.find_mistakes(game);
        }
        Some(review)
    }

    /// The complete review of `game` as a saved game keeps it; `None` while it is not complete
    /// (a review still running is made again after a reload).
    pub fn kept(&self, game: &Game) -> Option<KeptReview> {
        self.complete(game).then(|| KeptReview { looks: self.looks.clone(), warned: self.warned.clone() })
    }

    /// The review a saved game of `game` kept, if its every look fits the game's board.
    pub fn from_kept(game: &Game, kept: &KeptReview) -> Option<GameReview> {
        let fits = kept.looks.iter().flatten().all(|look| look.fits(game.size()));
        fits.then(|| GameReview::from_looks(game, kept.looks.clone(), &kept.warned)).flatten()
    }

    /// Whether this review is of `game` as it stands (a move played or taken back since
    /// makes it another game).
    pub fn is_of(&self, game: &Game) -> bool {
        self.moves == game.move_number() && self.looks.len() == self.moves + 1
    }

    /// The next position to look at and the visits for it, while the review runs.
    pub fn next(&self, game: &Game) -> Option<(usize, u32)> {
        if self.stopped.is_some() || !self.is_of(game) {
            return None;
        }
        self.plan_next(game)
    }

    fn plan_next(&self, game: &Game) -> Option<(usize, u32)> {
        let movers: Vec<Color> = game.moves().iter().map(|m| m.color).collect();
        let looked: Vec<(u32, f32)> = self.looks.iter().map(|l| l.as_ref().map_or((0, 0.0), |l| (l.visits.max(1), l.black_lead()))).collect();
        Plan::for_lines(game.size().get()).next_with(&movers, &looked, &self.warned)
    }

    /// Whether every position has had all the looks the plan wants.
    pub fn complete(&self, game: &Game) -> bool {
        self.is_of(game) && self.plan_next(game).is_none()
    }

    /// How far the review has got: looks made, of about how many in all.
    pub fn progress(&self, game: &Game) -> (usize, usize) {
        let plan = Plan::for_lines(game.size().get());
        let positions = self.looks.len();
        // Looks made at each depth, and about how many the plan makes.
        let made = |visits: u32| self.looks.iter().flatten().filter(|l| l.visits >= visits).count();
        let (quick, deep) = (made(0), made(plan.deep) + made(plan.confirm));
        let deep_total = (2 * (plan.drops + self.warned.len())).min(positions) + (4 * review::MISTAKES_PER_SIDE).min(positions);
        if self.complete(game) {
            (positions + deep_total, positions + deep_total)
        } else {
            ((quick + deep).min(positions + deep_total - 1), positions + deep_total)
        }
    }

    /// Takes in the look at position `at`. Once the review is complete its mistakes are found,
    /// and the ownership is kept only where the mistakes may need it (the deepest looks), so the
    /// review stays small to save.
    pub fn record(&mut self, game: &Game, at: usize, look: Look) {
        let Some(slot) = self.looks.get_mut(at) else { return };
        *slot = Some(look);
        if self.complete(game) {
            self.find_mistakes(game);
            // Kept where the review looked deepest: at both ends of every drop it could name
            // (a reason reads the ownership before the mistake, the area check both ends), so
            // the same review read back from a record names the same mistakes.
            let deepest = self.looks.iter().flatten().map(|l| l.visits).max().unwrap_or(0);
            for look in self.looks.iter_mut().flatten().filter(|l| l.visits < deepest) {
                look.owner = Vec::new();
            }
        }
    }

    /// Finds the mistakes of this review, complete, of `game`.
    fn find_mistakes(&mut self, game: &Game) {
        let views: Vec<PositionView> = self.looks.iter().flatten().map(|l| l.view(game)).collect();
        self.found = review::mistakes_with(game, &views, MISTAKES_PER_SIDE, &self.warned);
    }

    /// Black's lead in points before each move and after the last, where looked at.
    pub fn leads(&self) -> Vec<Option<f32>> {
        self.looks.iter().map(|l| l.as_ref().map(Look::black_lead)).collect()
    }

    /// The biggest mistakes of each side (Black's first, each side's biggest first), once the
    /// review is complete.
    pub fn mistakes(&self, game: &Game) -> Vec<Mistake> {
        if self.is_of(game) { self.found.clone() } else { Vec::new() }
    }
}

/// The level the computer plays a variation at when the reviewed game was not against it.
pub const VARIATION_LEVEL: Level = Level::ALL[4];

/// A new game from the position before `mistake` in `state`'s game, to try the better move:
/// the learner plays the side that made the mistake (`names[0]`), the computer the other side
/// (`names[1]`) at the game's level, without a clock; the better move is shown as a hint.
/// The reviewed game itself is not changed.
pub fn variation(state: &PlayState, mistake: &Mistake, names: [String; 2]) -> PlayState {
    let level = state.computer().map_or(VARIATION_LEVEL, |(level, _)| level);
    let [learner, computer] = names;
    let (black, white) = if mistake.color == Color::Black { (learner, computer) } else { (computer, learner) };
    let settings = Settings {
        opponent: Opponent::Computer { level, color: !mistake.color },
        time: TimeControl::None,
        teaching: false,
        lesson: None,
        black,
        white,
        ..state.settings().clone()
    };
    let mut game = state.game().replayed(mistake.move_index);
    game.resume();
    let better = match mistake.better {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    };
    PlayState::played_on(game, settings, better)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::BotMove;
    use crate::play::state::Coach;
    use crate::rules::{BoardSize, Point, Ruleset};

    fn game(moves: &[&str]) -> Game {
        let mut game = Game::new(BoardSize::NINE, Ruleset::CHINESE);
        for m in moves {
            game.play(Move::Play(Point::parse_gtp(m, BoardSize::NINE).unwrap())).unwrap();
        }
        game
    }

    fn look(visits: u32, lead: f32, best: &str) -> Look {
        let best = Move::Play(Point::parse_gtp(best, BoardSize::NINE).unwrap());
        // Every point's ownership as the lead says: the expected area follows the lead.
        let owner = (lead * 100.0 / 81.0).clamp(-100.0, 100.0).round() as i8;
        Look { visits, lead: (lead * 10.0) as i32, win: 500, line: vec![best], owner: vec![owner; 81], instead: None }
    }

    /// Runs the review to its end with `lead(k, visits)` as the engine's answer.
    fn run(review: &mut GameReview, game: &Game, lead: impl Fn(usize, u32) -> f32) -> usize {
        let mut asked = 0;
        while let Some((at, visits)) = review.next(game) {
            review.record(game, at, look(visits, lead(at, visits), "D4"));
            asked += 1;
            assert!(asked < 100, "the review ends");
        }
        asked
    }

    #[test]
    fn a_review_looks_at_every_position_then_deeper_at_the_drops_and_finds_the_mistake() {
        let game = game(&["E5", "A1", "C3"]);
        let mut review = GameReview::new(&game, &[]);
        assert_eq!(review.progress(&game), (0, 4 + 4 + 4));
        // White's A1 drops White's lead by 10 points.
        let asked = run(&mut review, &game, |at, _| if at >= 2 { 15.0 } else { 5.0 });
        assert_eq!(asked, 4 + 2 + 2, "four quick looks, then two deep ones around the one drop, then two deeper");
        assert!(review.complete(&game));
        assert_eq!(review.progress(&game), (12, 12));
        let mistakes = review.mistakes(&game);
        assert_eq!(mistakes.len(), 1);
        assert_eq!((mistakes[0].color, mistakes[0].move_index), (Color::White, 1));
        // Only the positions of the deepest looks (both ends of the mistake) keep their ownership.
        let kept: Vec<bool> = review.looks.iter().map(|l| !l.as_ref().unwrap().owner.is_empty()).collect();
        assert_eq!(kept, [false, true, true, false]);
    }

    #[test]
    fn a_variation_starts_before_the_mistake_with_the_better_move_shown_and_the_computer_on_the_other_side() {
        let mut state = PlayState::new(Settings::default());
        for m in ["E5", "A1", "C3"] {
            state.apply(super::super::Action::Play(Point::parse_gtp(m, BoardSize::NINE).unwrap()));
        }
        let mut review = GameReview::new(state.game(), &[]);
        run(&mut review, state.game(), |at, _| if at >= 2 { 15.0 } else { 5.0 });
        let mistake = &review.mistakes(state.game())[0];
        let tried = variation(&state, mistake, ["You".into(), "Computer".into()]);
        assert_eq!(tried.game().move_number(), 1, "the position before White's A1");
        assert_eq!(tried.game().to_move(), Color::White);
        assert_eq!(tried.computer(), Some((VARIATION_LEVEL, Color::Black)));
        assert_eq!((tried.settings().white.as_str(), tried.settings().black.as_str()), ("You", "Computer"));
        let d4 = Point::parse_gtp("D4", BoardSize::NINE).unwrap();
        assert!(matches!(tried.coach(), Some(Coach::Hint { mv: BotMove::Play(p), .. }) if *p == d4));
        assert_eq!(state.game().move_number(), 3, "the reviewed game is untouched");
    }

    #[test]
    fn a_paused_review_or_one_of_another_game_asks_for_nothing() {
        let mut game = game(&["E5"]);
        let mut review = GameReview::new(&game, &[]);
        review.stopped = Some(Stopped::Paused);
        assert_eq!(review.next(&game), None);
        review.stopped = None;
        assert_eq!(review.next(&game), Some((0, Plan::for_lines(9).quick)));
        game.play(Move::Pass).unwrap();
        assert!(!review.is_of(&game));
        assert_eq!(review.next(&game), None, "a move since: the review is of another game");
    }

    #[test]
    fn looks_read_back_from_a_record_make_a_review_that_needs_nothing_more() {
        let game = game(&["E5", "A1"]);
        let mut review = GameReview::new(&game, &[]);
        run(&mut review, &game, |at, _| if at == 2 { 12.0 } else { 4.0 });
        let again = GameReview::from_looks(&game, review.looks.clone(), &[]).unwrap();
        assert!(again.complete(&game));
        assert_eq!(again.mistakes(&game), review.mistakes(&game));
        assert!(GameReview::from_looks(&game, vec![None; 3], &[]).is_none(), "no look at all is no review");
        assert!(GameReview::from_looks(&game, vec![None; 2], &[]).is_none(), "a look for each position");
    }
}
