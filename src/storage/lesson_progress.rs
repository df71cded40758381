//! The learner's lesson progress as the pages read it: with the steps whose games ended on the
//! Play page marked done.

use super::StorageHandle;
use crate::lessons::progress::Progress;
use crate::play::preset::FinishedGames;

impl StorageHandle {
    /// The lesson progress, with the steps whose games ended on the Play page marked done
    /// (and that note then forgotten, so a reset of the progress stays a reset).
    pub fn lesson_progress(&self) -> Progress {
        let progress = self.load::<Progress>().unwrap_or_default();
        match self.load::<FinishedGames>() {
            Some(finished) => {
                let ended = || finished.steps.iter().map(|s| (s.lesson.as_str(), s.step));
                let progress = self.update(&progress, |p| p.mark_games_done(crate::lessons::lessons(crate::text::locale()), ended()));
                let _ = self.remove::<FinishedGames>();
                progress
            }
            None => progress,
        }
    }
}
