//! The levels' ranks, and what handicap stones and komi are worth in ranks: one scale for the
//! computer, the learner and the problems.
//!
//! - **Ranks** are counted in kyu as a [`f64`]: 30 the weakest shown, 1 kyu, then 0 for 1 dan
//!   and −1 for 2 dan. A level's rank on each board size ([`level_kyu`]) was fitted to games
//!   against GNU Go 3.8 and between the levels (`scripts/bench-ranks`, then
//!   `examples/fit_ranks.rs`; the README's "Levels and ranks" has the games it rests on).
//! - **Chances**: a player `d` ranks stronger wins an even game with [`win_chance`]`(d)`, the
//!   logistic curve of the problems' Glicko-2 rating (60 rating points a rank), so a game and a
//!   problem move one rating alike.
//! - **Handicap** ([`advantage`]): as Go servers count it on 19×19, each handicap stone is one
//!   rank with ½ komi, and komi is worth 14 points a rank (an even game with 7½ komi is even,
//!   no komi is half a rank); on a smaller board both count 19 / size times as much (a stone
//!   on 13×13 about 1½ ranks, on 9×9 about 2): measured, 2 stones on 9×9 were worth 3.0 ranks
//!   to level 3 playing itself, 5.8 to level 5 and 6.4 to level 7 (20 games each,
//!   `examples/fit_ranks.rs`), where (19 / size)² would make them 8.9.

use super::Level;

/// Rating points a rank on the Glicko scale, and Glicko's own scale (400 / ln 10).
const POINTS_PER_RANK: f64 = 60.0;
const GLICKO_SCALE: f64 = 173.7178;
/// The komi that makes an even game fair under area scoring.
const EVEN_KOMI: f64 = 7.5;
/// The komi of a handicap game.
const HANDICAP_KOMI: f64 = 0.5;
/// Points of komi worth one rank on 19×19.
const KOMI_POINTS_PER_RANK: f64 = 14.0;

/// The board sizes of the rows of [`LEVEL_KYU`]; another size takes the nearest.
const FITTED_SIZES: [u8; 3] = [9, 13, 19];

/// Each level's rank in kyu, levels 1 to 8, on 9×9, 13×13 and 19×19, fitted by
/// `examples/fit_ranks.rs` to the games of `scripts/bench-ranks` (GNU Go 3.8 level 10 taken as
/// 8 kyu; the README's "Levels and ranks" lists the games). Level 8 won every game against
/// level 7 on every size, so its rank is only known to be above level 7's: it is put 4 ranks
/// above (and, in dan, is not shown to the learner).
const LEVEL_KYU: [[f64; 8]; 3] = [
    [23.7, 12.2, 9.5, 5.8, 2.5, -0.8, -4.8, -8.8],
    [24.4, 13.4, 11.0, 3.8, 1.9, -1.6, -4.2, -8.2],
    [26.8, 18.9, 10.9, 7.6, 2.0, -0.2, -1.6, -5.6],
];

/// The rank of `level` on a board of `size` lines, in kyu.
pub fn level_kyu(level: Level, size: u8) -> f64 {
    let row = FITTED_SIZES.iter().enumerate().min_by_key(|(_, &s)| s.abs_diff(size)).map_or(0, |(i, _)| i);
    LEVEL_KYU[row][usize::from(level.get() - 1)]
}

/// The steepness of [`win_chance`]: `win_chance(d) = 1 / (1 + e^(−CHANCE_SLOPE · d))`.
pub const CHANCE_SLOPE: f64 = POINTS_PER_RANK / GLICKO_SCALE;

/// The chance that a player `ranks` stronger than the other wins an even game.
pub fn win_chance(ranks: f64) -> f64 {
    1.0 / (1.0 + (-ranks * CHANCE_SLOPE).exp())
}

/// How many ranks stronger a player who wins an even game with `chance` is: the inverse of
/// [`win_chance`] (`chance` strictly between 0 and 1).
pub fn ranks_for_chance(chance: f64) -> f64 {
    (chance / (1.0 - chance)).ln() / CHANCE_SLOPE
}

/// How many ranks Black starts ahead of an even game with `handicap` stones placed and
/// `komi` given to White, on a board of `size` lines (see the module notes).
pub fn advantage(size: u8, handicap: u8, komi: f64) -> f64 {
    let on_19 = if handicap >= 2 {
        f64::from(handicap) + (HANDICAP_KOMI - komi) / KOMI_POINTS_PER_RANK
    } else {
        (EVEN_KOMI - komi) / KOMI_POINTS_PER_RANK
    };
    on_19 * 19.0 / f64::from(size.max(2))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_even_game_is_even_and_each_stone_on_19x19_is_a_rank() {
        assert_eq!(advantage(19, 0, 7.5), 0.0);
        assert!((advantage(19, 0, 0.5) - 0.5).abs() < 1e-9, "no komi: half a rank");
        assert!((advantage(19, 4, 0.5) - 4.0).abs() < 1e-9);
        assert!((advantage(9, 2, 0.5) - 2.0 * 19.0 / 9.0).abs() < 1e-9, "a stone on 9×9 is worth more");
        assert!(advantage(13, 2, 0.5) > advantage(19, 2, 0.5) && advantage(13, 2, 0.5) < advantage(9, 2, 0.5));
    }

    #[test]
    fn chances_are_even_at_equal_ranks_and_grow_with_the_difference() {
        assert!((win_chance(0.0) - 0.5).abs() < 1e-12);
        assert!((win_chance(1.0) - 0.585).abs() < 0.001, "one rank: about 58 in 100, as a problem");
        assert!((win_chance(3.0) + win_chance(-3.0) - 1.0).abs() < 1e-12);
        assert!(win_chance(10.0) > 0.95);
        assert!((ranks_for_chance(win_chance(2.5)) - 2.5).abs() < 1e-9);
    }

    #[test]
    fn every_level_is_stronger_than_the_one_below_on_every_size() {
        for size in [9, 13, 19, 7, 15] {
            for pair in Level::ALL.windows(2) {
                assert!(level_kyu(pair[1], size) < level_kyu(pair[0], size), "{size}: {pair:?}");
            }
        }
    }
}
