//! Ratings of the learner and of the problems, and the rank a Go player reads from them.
//!
//! Every attempt at a problem is a game between the learner and the problem, rated with
//! Glicko-2 (Glickman, "Example of the Glicko-2 system", 2013) with one attempt per rating
//! period and τ = 0.5. Both sides change: the learner's rating rises by solving, and a
//! problem that beats many learners rises too.
//!
//! - **The score** of an attempt ([`score`]): right at the first try is a win, worth 1 when
//!   it takes up to 30 seconds and down to 0.8 at two minutes or more; solved after a wrong
//!   move or a hint is worth 0.25; a miss (given up, or the solution shown) is 0.
//! - **The rank** ([`Rating::kyu`]): 60 rating points a kyu, 30 kyu at 300 and 10 kyu at
//!   1,500 (a learner one kyu stronger than a problem solves it about 58 times in 100). A new
//!   learner starts at 30 kyu with a wide deviation (350), so the first attempts move the
//!   rating fast; a problem starts at the kyu its set or the generator gives it, fairly sure
//!   (deviation 100).
//! - **How sure** the rank is: the deviation; the learner's never drops below 60, so the
//!   rating keeps following a learner who improves.

use serde::{Deserialize, Serialize};

use super::attempt::Outcome;

/// Glicko-2's scale factor between ratings and its internal scale.
const SCALE: f64 = 173.7178;
/// The system constant τ: how much the volatility may change.
const TAU: f64 = 0.5;
/// Rating points per kyu.
pub const POINTS_PER_KYU: f64 = 60.0;
/// The rating of 30 kyu, the weakest rank shown.
const RATING_AT_30_KYU: f64 = 300.0;
/// The learner's deviation never goes below this.
const LEARNER_MIN_DEVIATION: f64 = 60.0;
/// A problem's deviation never goes below this.
const PROBLEM_MIN_DEVIATION: f64 = 50.0;

/// A Glicko-2 rating.
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating (Glicko scale).
    pub rating: f64,
    /// The rating deviation: how unsure the rating is.
    pub deviation: f64,
    /// The volatility: how erratic the results have been.
    pub volatility: f64,
}

weiqi_engine::json_struct!(Rating { rating, deviation, volatility });

impl Default for Rating {
    fn default() -> Rating {
        Rating::NEW_LEARNER
    }
}

impl Rating {
    /// A learner who has not tried a problem yet: 30 kyu, unsure.
    pub const NEW_LEARNER: Rating = Rating { rating: RATING_AT_30_KYU, deviation: 350.0, volatility: 0.06 };

    /// A problem rated at `kyu` (by its set or the generator), fairly sure.
    pub fn problem(kyu: f64) -> Rating {
        Rating { rating: rating_of_kyu(kyu), deviation: 100.0, volatility: 0.06 }
    }

    /// The rank in kyu (30 the weakest shown, 1 the strongest).
    pub fn kyu(self) -> f64 {
        kyu_of_rating(self.rating)
    }

    /// The rank rounded to a whole kyu, from 30 down to 1.
    pub fn whole_kyu(self) -> u8 {
        self.kyu().round().clamp(1.0, 30.0) as u8
    }

    /// The learner's expected score against `opponent` (0 to 1).
    pub fn expected(self, opponent: Rating) -> f64 {
        let (mu, mu_j, phi_j) = ((self.rating - 1500.0) / SCALE, (opponent.rating - 1500.0) / SCALE, opponent.deviation / SCALE);
        expected(mu, mu_j, g(phi_j))
    }
}

/// The rating of a rank in kyu.
pub fn rating_of_kyu(kyu: f64) -> f64 {
    RATING_AT_30_KYU + (30.0 - kyu) * POINTS_PER_KYU
}

/// The rank in kyu of a rating.
pub fn kyu_of_rating(rating: f64) -> f64 {
    30.0 - (rating - RATING_AT_30_KYU) / POINTS_PER_KYU
}

/// What an attempt scores for the learner: see the module notes.
pub fn score(outcome: Outcome, seconds: f64) -> f64 {
    match outcome {
        Outcome::FirstTry => {
            let slow = ((seconds - 30.0) / 90.0).clamp(0.0, 1.0);
            1.0 - 0.2 * slow
        }
        Outcome::Solved => 0.25,
        Outcome::Missed => 0.0,
    }
}

/// The learner's and the problem's ratings after one attempt that scored `score` for the
/// learner.
pub fn after_attempt(learner: Rating, problem: Rating, score: f64) -> (Rating, Rating) {
    let learner_after = glicko2(learner, problem, score, LEARNER_MIN_DEVIATION);
    let problem_after = glicko2(problem, learner, 1.0 - score, PROBLEM_MIN_DEVIATION);
    (learner_after, problem_after)
}

/// The learner's rating after one game against `opponent` that scored `score` for the learner
/// (1 a win, 0 a loss): the opponent's rank is what it is measured to be, and stays.
pub fn after_game(learner: Rating, opponent: Rating, score: f64) -> Rating {
    glicko2(learner, opponent, score, LEARNER_MIN_DEVIATION)
}

fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

fn expected(mu: f64, mu_j: f64, g_j: f64) -> f64 {
    1.0 / (1.0 + (-g_j * (mu - mu_j)).exp())
}

/// One Glicko-2 rating period with one game against `opponent`.
fn glicko2(player: Rating, opponent: Rating, score: f64, min_deviation: f64) -> Rating {
    period(player, &[(opponent, score)], min_deviation)
}

/// One Glicko-2 rating period with `games` (opponent, score); at least one game.
fn period(player: Rating, games: &[(Rating, f64)], min_deviation: f64) -> Rating {
    let mu = (player.rating - 1500.0) / SCALE;
    let phi = player.deviation / SCALE;
    let sigma = player.volatility;
    let terms: Vec<(f64, f64, f64)> = games
        .iter()
        .map(|(opponent, score)| {
            let g_j = g(opponent.deviation / SCALE);
            (g_j, expected(mu, (opponent.rating - 1500.0) / SCALE, g_j), *score)
        })
        .collect();
    let v = 1.0 / terms.iter().map(|(g_j, e, _)| g_j * g_j * e * (1.0 - e)).sum::<f64>();
    let improvement: f64 = terms.iter().map(|(g_j, e, s)| g_j * (s - e)).sum();
    let delta = v * improvement;

    // The new volatility (step 5, the Illinois algorithm).
    let a = (sigma * sigma).ln();
    let f = |x: f64| {
        let ex = x.exp();
        ex * (delta * delta - phi * phi - v - ex) / (2.0 * (phi * phi + v + ex).powi(2)) - (x - a) / (TAU * TAU)
    };
    let mut big_a = a;
    let mut big_b = if delta * delta > phi * phi + v {
        (delta * delta - phi * phi - v).ln()
    } else {
        let mut k = 1.0;
        while f(a - k * TAU) < 0.0 && k < 100.0 {
            k += 1.0;
        }
        a - k * TAU
    };
    let (mut f_a, mut f_b) = (f(big_a), f(big_b));
    for _ in 0..100 {
        if (big_b - big_a).abs() <= 1e-6 {
            break;
        }
        let c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
        let f_c = f(c);
        if f_c * f_b <= 0.0 {
            big_a = big_b;
            f_a = f_b;
        } else {
            f_a /= 2.0;
        }
        big_b = c;
        f_b = f_c;
    }
    let sigma_new = (big_a / 2.0).exp();

    let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
    let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
    let mu_new = mu + phi_new * phi_new * improvement;
    let rating = 1500.0 + SCALE * mu_new;
    let deviation = (SCALE * phi_new).max(min_deviation);
    if !(rating.is_finite() && deviation.is_finite() && sigma_new.is_finite()) {
        return player;
    }
    Rating { rating, deviation, volatility: sigma_new }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn glickmans_worked_example_is_reproduced() {
        // Glickman's example: 1500 ± 200 (σ 0.06) beats 1400 ± 30, loses to 1550 ± 100 and
        // to 1700 ± 300 in one period: 1464.06 ± 151.52, σ 0.05999.
        let player = Rating { rating: 1500.0, deviation: 200.0, volatility: 0.06 };
        let rated = |rating, deviation| Rating { rating, deviation, volatility: 0.06 };
        let after = period(player, &[(rated(1400.0, 30.0), 1.0), (rated(1550.0, 100.0), 0.0), (rated(1700.0, 300.0), 0.0)], 0.0);
        assert!((after.rating - 1464.06).abs() < 0.05, "{after:?}");
        assert!((after.deviation - 151.52).abs() < 0.05, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 1e-5, "{after:?}");
    }

    #[test]
    fn a_win_raises_and_a_loss_lowers_both_sides_the_other_way() {
        let learner = Rating::NEW_LEARNER;
        let problem = Rating::problem(30.0);
        let (up, easier) = after_attempt(learner, problem, 1.0);
        assert!(up.rating > learner.rating && easier.rating < problem.rating);
        assert!(up.deviation < learner.deviation, "the learner is better known");
        let (down, harder) = after_attempt(learner, problem, 0.0);
        assert!(down.rating < learner.rating && harder.rating > problem.rating);
    }

    #[test]
    fn a_new_learner_moves_fast_and_a_known_one_slowly() {
        let problem = Rating::problem(30.0);
        let (first, _) = after_attempt(Rating::NEW_LEARNER, problem, 1.0);
        let known = Rating { deviation: 60.0, ..Rating::NEW_LEARNER };
        let (later, _) = after_attempt(known, problem, 1.0);
        assert!(first.rating - Rating::NEW_LEARNER.rating > 100.0, "{first:?}");
        assert!(later.rating - known.rating < 30.0, "{later:?}");
        assert!(later.deviation >= LEARNER_MIN_DEVIATION);
    }

    #[test]
    fn the_rank_scale_is_sixty_points_a_kyu() {
        assert_eq!(Rating::NEW_LEARNER.whole_kyu(), 30);
        assert_eq!(Rating::problem(10.0).rating, 1500.0);
        assert_eq!(Rating::problem(25.0).whole_kyu(), 25);
        assert!((Rating::problem(20.0).expected(Rating::problem(21.0)) - 0.58).abs() < 0.02);
        assert_eq!(Rating { rating: -2000.0, ..Rating::NEW_LEARNER }.whole_kyu(), 30, "shown no weaker than 30 kyu");
    }

    #[test]
    fn a_slow_first_try_scores_a_little_less_and_a_late_solve_little() {
        assert_eq!(score(Outcome::FirstTry, 10.0), 1.0);
        assert!((score(Outcome::FirstTry, 300.0) - 0.8).abs() < 1e-9);
        assert_eq!(score(Outcome::Solved, 10.0), 0.25);
        assert_eq!(score(Outcome::Missed, 10.0), 0.0);
    }
}
