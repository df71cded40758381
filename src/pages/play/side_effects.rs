//! The side effects of a game on the Play page: the clock's ticks, sounds and speech, saving
//! after every change, the results by level, and a lesson's game step marked done.

use std::rc::Rc;

use gloo_timers::callback::Interval;
use yew::prelude::*;

use crate::play::preset::{lesson_game_done, FinishedGames};
use crate::play::next_game::{rate_game, Played};
use crate::play::results::Results;
use crate::problems::progress::Progress;
use crate::play::{Action, Effect, Phase, PlayState, SavedGame};
use crate::storage::StorageHandle;

/// Whether the page is hidden (another tab, a locked phone): the clock does not run then.
fn page_hidden() -> bool {
    web_sys::window()
        .and_then(|w| w.document())
        .is_some_and(|d| d.visibility_state() == web_sys::VisibilityState::Hidden)
}

/// One tick source for the clock: every quarter second while a clock runs, the time since
/// the last tick is charged (nothing while the page is hidden). Returns a callback that
/// charges the time up to now at once, for use just before a move.
#[hook]
pub fn use_clock(state: &Rc<PlayState>, act: Callback<Action>) -> Callback<()> {
    let running = state.clock().running().is_some() && state.phase() == Phase::Playing;
    let last = use_mut_ref(js_sys::Date::now);
    let charge = {
        let (last, act) = (last.clone(), act.clone());
        Rc::new(move |on: bool| {
            let now = js_sys::Date::now();
            let elapsed = (now - std::mem::replace(&mut *last.borrow_mut(), now)).max(0.0);
            if on && !page_hidden() && elapsed >= 1.0 {
                act.emit(Action::Tick(elapsed as u64));
            }
        })
    };
    {
        let (charge, last) = (charge.clone(), last.clone());
        use_effect_with(running, move |&running| {
            *last.borrow_mut() = js_sys::Date::now();
            let interval = running.then(|| Interval::new(250, move || charge(true)));
            move || drop(interval)
        });
    }
    Callback::from(move |()| charge(running))
}

/// Sounds and speech for each batch of effects, once.
#[hook]
pub fn use_effects(state: &Rc<PlayState>) {
    let speech = state.settings().speech;
    let effects = state.effects().to_vec();
    use_effect_with(state.serial(), move |_| {
        for effect in effects {
            match effect {
                Effect::Stone => crate::sound::stone(),
                Effect::Capture(n) => crate::sound::capture(n),
                Effect::Refused => crate::sound::refused(),
                Effect::Say(said) if speech => crate::speech::speak(&crate::text::say(&said)),
                Effect::Say(_) => {}
            }
        }
    });
}

/// Records a finished game against the computer in the results by level, once, and rates it:
/// the learner's one rating (kept with the problems' progress) moves as after a problem.
/// Capture Go, and a game in which the computer took the handicap stones, are counted by
/// level, not rated.
#[hook]
pub fn use_results(state: &Rc<PlayState>, storage: &StorageHandle) {
    let finished = state.computer().zip(state.winner());
    let (state, storage) = (state.clone(), storage.clone());
    use_effect_with(finished, move |finished| {
        if let Some(((level, computer), winner)) = *finished {
            let saved = SavedGame::of(&state);
            let key = format!("{}|{}|{}", saved.settings.size, saved.first.letter(), saved.moves);
            let handicap = state.game().handicap();
            let game = Played { level, size: saved.settings.size, handicap, won: winner != computer };
            let mut results = storage.load::<Results>().unwrap_or_default();
            let rated = (handicap < 2 || computer == crate::rules::Color::White) && state.settings().goal == crate::play::Goal::Count;
            if results.add(game, &key, rated) && storage.save(&results).is_ok() && rated {
                let mine = storage.load::<Progress>().unwrap_or_default();
                storage.update(&mine, |p| {
                    p.learner = rate_game(p.learner, &game);
                    true
                });
            }
        }
    });
}

/// Notes, once, that a game a lesson sent the learner to has ended (or a game of the kind a
/// lesson step asks for, set up here), for the lesson page to mark that step done. Only a game seen going on here counts: a game that had ended before
/// the page was opened was noted then (and a reset of the lesson progress stays a reset).
#[hook]
pub fn use_lesson_game(state: &Rc<PlayState>, storage: &StorageHandle) {
    let seen_going_on = use_mut_ref(|| false);
    if matches!(state.phase(), Phase::Playing | Phase::Marking) {
        *seen_going_on.borrow_mut() = true;
    }
    let ended = lesson_game_done(state, crate::lessons::lessons(crate::text::locale()));
    let storage = storage.clone();
    use_effect_with(ended, move |ended| {
        if let Some(step) = ended.as_ref().filter(|_| *seen_going_on.borrow()) {
            let mut finished = storage.load::<FinishedGames>().unwrap_or_default();
            if finished.add(step) {
                let _ = storage.save(&finished);
            }
        }
    });
}

/// Saves the game after every change, and every few seconds while a clock runs, with its
/// review once complete; never over a game another tab saved meanwhile (`other_tab` is told
/// instead).
#[hook]
pub fn use_autosave(state: &Rc<PlayState>, storage: &StorageHandle, other_tab: Callback<()>) {
    let bucket = state.clock().running().map(|c| {
        let t = state.clock().side(c);
        (t.main_ms + t.period_ms) / 5000
    });
    // A review kept with the game once complete.
    let reviewed = state.analysis().is_some_and(|review| review.complete(state.game()));
    let key = (state.serial(), state.game().move_number(), state.dead().len(), state.agreed(), bucket, reviewed);
    let (state, storage) = (state.clone(), storage.clone());
    use_effect_with(key, move |_| {
        if let Err(Some(_)) = storage.save_unless_changed(&SavedGame::of(&state).with_review_of(&state)) {
            other_tab.emit(());
        }
    });
}
