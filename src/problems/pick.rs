//! The next problem of a run "at my level": a problem due to come back today first (the
//! longest waiting); else one never tried, picked at random among the few whose rating is
//! nearest the learner's; else (everything tried) the nearest of those not tried in this
//! run. As the learner solves, their rating rises and the problems offered get harder.

use crate::rules::Rng;

use super::format::ProblemSet;
use super::progress::{ProblemRef, Progress};
use super::review::Day;

/// How many of the nearest problems the pick is made among, for variety.
const NEAREST: usize = 5;

/// The next problem for the learner of `progress` on `today`, not one of `recent` (this
/// run's problems); `seed` varies the pick. `None` only when every problem is in `recent`.
pub fn next(progress: &Progress, sets: &[ProblemSet], today: Day, recent: &[ProblemRef], seed: u64) -> Option<ProblemRef> {
    if let Some(due) = progress.due(sets, today).into_iter().find(|r| !recent.contains(r)) {
        return Some(due);
    }
    let target = progress.learner.rating;
    let mut fresh = Vec::new();
    let mut again = Vec::new();
    for (si, set) in sets.iter().enumerate() {
        for pi in 0..set.problems.len() {
            let r = ProblemRef { set: si, problem: pi };
            if recent.contains(&r) {
                continue;
            }
            let key = Progress::key(set, pi);
            let distance = (progress.problem_rating(&key, super::problem_kyu(set, pi)).rating - target).abs();
            if progress.results.contains_key(&key) {
                if !progress.reviews.contains_key(&key) {
                    again.push((distance, r));
                }
            } else {
                fresh.push((distance, r));
            }
        }
    }
    let pool = if fresh.is_empty() { &mut again } else { &mut fresh };
    weiqi_engine::sort::sort_by(pool, |a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
    let near = pool.len().min(NEAREST);
    if near == 0 {
        return None;
    }
    let pick = Rng::new(seed).below(near as u32) as usize;
    Some(pool[pick].1)
}
