//! The learner's games against the computer as rated results, and the next game set up to be
//! even: the level and handicap at which the learner's expected result is about even.
//!
//! - **A game is a rated result** ([`rate_game`]) against the level's rank on that board
//!   (`bot::rank::level_kyu`), made weaker by the handicap stones and komi the learner was
//!   given (`bot::rank::advantage`), in the same Glicko-2 rating as the problems, so the
//!   learner has one rank.
//! - **The proposal** ([`propose`]) tries the levels up to two from the one last played (1
//!   for a first game), each with no handicap and with 2 stones up to the board's most
//!   (4 on 9×9, 6 on 13×13, 9 on 19×19), never easier than the last game after a win nor
//!   harder after a loss; after a win the expected result is reckoned for the rating's upper
//!   end (rating + 2 deviations, one more for each win before it in a row), so that a learner
//!   stronger than the rating gets there in a few games. Of the games whose expected result is
//!   within 0.12 of even it takes the fewest stones, else the nearest; the learner's first
//!   three games on a board take the nearest to 0.6. It says why in one line from the games at
//!   the level last played ([`Why`]).

use crate::bot::rank::{advantage, level_kyu};
use crate::bot::Level;
use crate::problems::rating::{after_game, rating_of_kyu, Rating};

/// How sure a level's rank is, as a rating deviation (about one rank).
const LEVEL_DEVIATION: f64 = 60.0;
/// The expected result aimed at, and in the learner's first games.
const EVEN: f64 = 0.5;
const FIRST_GAMES_TARGET: f64 = 0.6;
const FIRST_GAMES: usize = 3;
/// An expected result this near the target is even enough: the fewest stones are taken then.
const CLOSE_ENOUGH: f64 = 0.12;
/// The most levels a proposal moves from the level last played.
const MAX_LEVEL_STEP: u8 = 2;
/// How far past the rating, in deviations, the next game reaches after a win, and how much
/// further for each win before it in a row (a learner who keeps winning is stronger still).
const REACH: f64 = 2.0;
const RUN_REACH: f64 = 1.0;
/// The games kept for the proposal's reason.
pub const KEPT_GAMES: usize = 12;

/// One finished game against the computer, as the proposal needs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Played {
    pub level: Level,
    pub size: u8,
    /// Handicap stones the learner took (0 for an even game).
    pub handicap: u8,
    pub won: bool,
}

weiqi_engine::json_struct!(Played { level, size, handicap, won });

/// The next game proposed, and why.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Proposal {
    pub level: Level,
    /// Handicap stones for the learner (0: an even game with komi).
    pub handicap: u8,
    pub why: Why,
}

/// Why the proposal, from the learner's games at the level last played.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Why {
    /// No game yet on this board: a first game, a little easier than even.
    First,
    /// The last `games` games at `level` were all won.
    Won { games: usize, level: Level },
    /// The last `games` games at `level` were all lost.
    Lost { games: usize, level: Level },
    /// Won `won` of the last `of` games at `level`, some of each.
    Mixed { won: usize, of: usize, level: Level },
}

/// The most handicap stones proposed on a board of `size` lines.
pub fn max_handicap(size: u8) -> u8 {
    match size {
        0..=9 => 4,
        10..=13 => 6,
        _ => 9,
    }
}

/// The komi of a game with `handicap` stones for Black (none: 7½).
fn komi_for(handicap: u8) -> f64 {
    if handicap >= 2 {
        0.5
    } else {
        7.5
    }
}

/// The computer at `level` as a rated opponent of a learner given `handicap` stones (or an
/// even game) on a board of `size` lines.
pub fn opponent(level: Level, size: u8, handicap: u8) -> Rating {
    Rating { rating: rating_of_kyu(difficulty(level, size, handicap)), deviation: LEVEL_DEVIATION, volatility: 0.06 }
}

/// The learner's rating after `game` (a draw does not happen with half-point komi).
pub fn rate_game(learner: Rating, game: &Played) -> Rating {
    after_game(learner, opponent(game.level, game.size, game.handicap), if game.won { 1.0 } else { 0.0 })
}

/// How hard the computer at `level` is with `handicap` stones for the learner: its rank made
/// weaker by the handicap, in kyu (lower is harder).
pub fn difficulty(level: Level, size: u8, handicap: u8) -> f64 {
    level_kyu(level, size) + advantage(size, handicap, komi_for(handicap))
}

/// The next game on a board of `size` lines for a learner rated `learner`, whose last games
/// (oldest first, every board) are `recent`.
pub fn propose(learner: Rating, recent: &[Played], size: u8) -> Proposal {
    let on_board: Vec<&Played> = recent.iter().filter(|g| g.size == size).collect();
    let last = on_board.last().copied();
    let first_games = on_board.len() < FIRST_GAMES;
    let target = if first_games { FIRST_GAMES_TARGET } else { EVEN };
    // After a win the learner may be as strong as the rating's upper end (further after a run
    // of wins): the game is set up for that, so that a learner stronger than the rating climbs
    // fast. After a loss, for the rating itself: reaching down as far sent a learner from an
    // even game to four stones and back, game after game.
    let aimed = match last {
        Some(g) if g.won => {
            let run = on_board.iter().rev().take_while(|g| g.won).count() as f64;
            Rating { rating: learner.rating + (REACH + RUN_REACH * (run - 1.0)) * learner.deviation, ..learner }
        }
        _ => learner,
    };
    // Levels near the one last played (the weakest for a first game), so that each step is
    // one the learner can follow; never easier after a win, never harder after a loss.
    let allowed = |level: Level, handicap: u8| match last {
        None => level == Level::MIN,
        Some(g) => {
            let (now, before) = (difficulty(level, size, handicap), difficulty(g.level, g.size, g.handicap));
            g.level.get().abs_diff(level.get()) <= MAX_LEVEL_STEP && if g.won { now <= before } else { now >= before }
        }
    };
    let handicaps = std::iter::once(0).chain(2..=max_handicap(size));
    let options: Vec<(Level, u8, f64)> = Level::ALL
        .iter()
        .flat_map(|&level| handicaps.clone().map(move |h| (level, h)))
        .filter(|&(level, h)| allowed(level, h))
        .map(|(level, h)| (level, h, (aimed.expected(opponent(level, size, h)) - target).abs()))
        .collect();
    // Near enough to even: the fewest stones, then the nearest; else (and in the first games,
    // which aim a little above even) the nearest; with no option at all (the strongest level
    // won, the weakest lost), the same game again.
    let near_enough = |o: &&(Level, u8, f64)| !first_games && o.2 <= CLOSE_ENOUGH;
    let close = options.iter().filter(near_enough).min_by(|a, b| a.1.cmp(&b.1).then(a.2.total_cmp(&b.2)));
    let nearest = options.iter().min_by(|a, b| a.2.total_cmp(&b.2));
    let same = last.map_or((Level::MIN, 0), |g| (g.level, g.handicap));
    let (level, handicap) = close.or(nearest).map_or(same, |o| (o.0, o.1));
    Proposal { level, handicap, why: why(&on_board) }
}

/// The reason, from the games at the level last played (see [`Why`]).
fn why(on_board: &[&Played]) -> Why {
    let Some(last) = on_board.last() else { return Why::First };
    let level = last.level;
    let at_level: Vec<bool> = on_board.iter().rev().take_while(|g| g.level == level).map(|g| g.won).take(5).collect();
    let run = at_level.iter().take_while(|&&w| w == last.won).count();
    if run == at_level.len() || run >= 2 {
        return if last.won { Why::Won { games: run, level } } else { Why::Lost { games: run, level } };
    }
    Why::Mixed { won: at_level.iter().filter(|&&w| w).count(), of: at_level.len(), level }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::problems::rating::kyu_of_rating;

    fn level(n: u8) -> Level {
        Level::new(n).unwrap()
    }

    fn played(n: u8, handicap: u8, won: bool) -> Played {
        Played { level: level(n), size: 9, handicap, won }
    }

    #[test]
    fn a_new_learner_is_offered_the_weakest_level_with_the_stones_that_help_most() {
        let p = propose(Rating::NEW_LEARNER, &[], 9);
        assert_eq!((p.level, p.why), (Level::MIN, Why::First));
        let chance = |h| Rating::NEW_LEARNER.expected(opponent(Level::MIN, 9, h));
        let best = (2..=max_handicap(9)).map(chance).fold(0.0, f64::max);
        assert!(p.handicap >= 2 && (chance(p.handicap) - FIRST_GAMES_TARGET).abs() <= (best - FIRST_GAMES_TARGET).abs() + 1e-9, "{p:?}");
    }

    #[test]
    fn wins_make_the_next_game_harder_and_losses_easier() {
        let mut learner = Rating::NEW_LEARNER;
        let mut recent = Vec::new();
        let first = propose(learner, &recent, 9);
        for _ in 0..3 {
            let game = Played { level: first.level, size: 9, handicap: first.handicap, won: true };
            learner = rate_game(learner, &game);
            recent.push(game);
        }
        let after_wins = propose(learner, &recent, 9);
        let harder = |p: &Proposal| difficulty(p.level, 9, p.handicap);
        assert!(harder(&after_wins) < harder(&first), "{first:?} then {after_wins:?}");
        assert_eq!(after_wins.why, Why::Won { games: 3, level: first.level });

        let mut loser = learner;
        let mut lost = recent.clone();
        for _ in 0..3 {
            let game = Played { level: after_wins.level, size: 9, handicap: after_wins.handicap, won: false };
            loser = rate_game(loser, &game);
            lost.push(game);
        }
        let after_losses = propose(loser, &lost, 9);
        assert!(harder(&after_losses) > harder(&after_wins), "{after_wins:?} then {after_losses:?}");
        assert_eq!(after_losses.why, Why::Lost { games: 3, level: after_wins.level });
    }

    #[test]
    fn a_run_of_wins_reaches_further_than_a_single_win() {
        let learner = Rating { rating: rating_of_kyu(18.0), deviation: 120.0, volatility: 0.06 };
        let single = propose(learner, &[played(2, 2, true), played(2, 2, false), played(2, 2, true)], 9);
        let run = propose(learner, &[played(2, 2, false), played(2, 2, true), played(2, 2, true)], 9);
        assert!(difficulty(run.level, 9, run.handicap) < difficulty(single.level, 9, single.handicap), "{single:?} then {run:?}");
    }

    #[test]
    fn the_reason_names_the_run_or_the_mixed_record_at_the_last_level() {
        assert_eq!(why(&[&played(1, 2, true)]), Why::Won { games: 1, level: level(1) });
        let mixed = [played(1, 2, false), played(2, 0, true), played(2, 0, false), played(2, 0, true)];
        assert_eq!(why(&mixed.iter().collect::<Vec<_>>()), Why::Mixed { won: 2, of: 3, level: level(2) });
        let run = [played(2, 0, true), played(2, 0, false), played(2, 0, false)];
        assert_eq!(why(&run.iter().collect::<Vec<_>>()), Why::Lost { games: 2, level: level(2) });
    }

    #[test]
    fn a_handicap_makes_the_computer_a_weaker_opponent() {
        let even = opponent(level(3), 19, 0);
        let four = opponent(level(3), 19, 4);
        assert!((kyu_of_rating(four.rating) - kyu_of_rating(even.rating) - 4.0).abs() < 1e-9);
        assert!(opponent(level(3), 9, 2).rating < opponent(level(3), 19, 2).rating, "a stone on 9×9 is worth more");
    }

    #[test]
    fn after_a_win_the_next_game_is_never_easier_and_after_a_loss_never_harder() {
        for n in 1..=8 {
            for handicap in [0, 2, 4] {
                let kyu = difficulty(level(n), 19, handicap);
                let learner = Rating { rating: rating_of_kyu(kyu), deviation: 80.0, volatility: 0.06 };
                for won in [true, false] {
                    let last = Played { level: level(n), size: 19, handicap, won };
                    let p = propose(learner, &[last], 19);
                    let (now, before) = (difficulty(p.level, 19, p.handicap), kyu);
                    assert!(if won { now <= before } else { now >= before }, "{last:?}: {p:?}");
                    assert!(p.level.get().abs_diff(n) <= MAX_LEVEL_STEP, "{last:?}: {p:?}");
                }
            }
        }
    }

    /// A learner of a fixed rank, its results drawn with the model's chances (a fixed seed).
    fn simulate(true_kyu: f64, size: u8, games: usize, seed: u64) -> (Vec<f64>, Rating) {
        let mut state = seed;
        let mut draw = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 11) as f64 / (1u64 << 53) as f64
        };
        let (mut learner, mut recent, mut chances) = (Rating::NEW_LEARNER, Vec::new(), Vec::new());
        for _ in 0..games {
            let p = propose(learner, &recent, size);
            let chance = crate::bot::rank::win_chance(difficulty(p.level, size, p.handicap) - true_kyu);
            chances.push(chance);
            let game = Played { level: p.level, size, handicap: p.handicap, won: draw() < chance };
            learner = rate_game(learner, &game);
            recent.push(game);
        }
        (chances, learner)
    }

    #[test]
    fn learners_of_every_strength_reach_about_even_games_and_their_rank() {
        // From a new learner's rating, with results drawn by the model: after 12 games the
        // last six were about even for the learner (an average chance of 0.32 to 0.71 in these
        // 24 runs; 22 of them within 0.35 to 0.65), and the true rank is within the rating's
        // own uncertainty (errors up to 5.3 ranks with a stated ± 2.3; the rating lags 2.9
        // ranks behind on average, from a new learner's 30 kyu).
        for size in [9, 19] {
            for true_kyu in [22.0, 15.0, 8.0, 2.0] {
                for seed in [7, 11, 23] {
                    let (chances, rating) = simulate(true_kyu, size, 12, seed);
                    let last: f64 = chances[6..].iter().sum::<f64>() / 6.0;
                    assert!((0.25..=0.75).contains(&last), "{size}×{size}, {true_kyu} kyu, seed {seed}: {chances:?}");
                    let spread = rating.deviation / crate::problems::rating::POINTS_PER_KYU;
                    assert!((rating.kyu() - true_kyu).abs() <= 2.5 * spread, "{size}×{size}, {true_kyu} kyu, seed {seed}: {:.1} ± {spread:.1}", rating.kyu());
                }
            }
        }
    }

}
