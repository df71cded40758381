//! Ready-made games that a lesson sends the learner to: the address that names one
//! (`#/play?game=capture&lesson=03-capture&step=12`) read into a typed [`Request`], the
//! [`Settings`] it starts, what the Play page does when a game is already on the board
//! ([`arrival`]), and the record of lesson games that ended ([`FinishedGames`]), which the
//! lesson page reads to mark the step done.

use serde::{Deserialize, Serialize};

pub use super::preset_name::Preset;
use super::new_game::{Against, NewGame};
use super::settings::{Goal, Settings};
use super::replace::unfinished;
use super::state::{Phase, PlayState};
use crate::bot::Level;
use crate::lessons::format::{limits, Task};

/// A step of a lesson, by the lesson's id (`03-capture`) and the step's place (from 0).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub struct LessonStep {
    /// The lesson's file name without `.toml`.
    pub lesson: String,
    /// The step, counted from 0.
    pub step: usize,
}

weiqi_engine::json_struct!(LessonStep { lesson, step });

/// What an address asks the Play page for: a preset game, perhaps sent from a lesson step.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// The game.
    pub preset: Preset,
    /// The lesson step that sent the learner, if any.
    pub from: Option<LessonStep>,
}

/// Reads `?game=NAME` (and `&lesson=ID&step=N`, the step counted from 1 as the page shows
/// it) from an address's query. `None` when no known game is named; a lesson part that does
/// not read is dropped, so the game still starts.
///
/// # Examples
/// ```
/// use weiqi::play::preset::{parse_query, Preset};
/// let request = parse_query("?game=capture&lesson=03-capture&step=12").unwrap();
/// assert_eq!(request.preset, Preset::Capture);
/// assert_eq!(request.from.unwrap().step, 11);
/// assert_eq!(parse_query("?game=chess"), None);
/// ```
pub fn parse_query(query: &str) -> Option<Request> {
    let value = |key: &str| crate::address::query_value(query, key);
    let preset = Preset::from_name(value("game")?)?;
    let lesson = value("lesson").filter(|id| {
        !id.is_empty() && id.len() <= 40 && id.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
    });
    let step = value("step").and_then(|n| n.parse::<usize>().ok()).filter(|&n| (1..=limits::STEPS).contains(&n));
    let from = lesson.zip(step).map(|(lesson, step)| LessonStep { lesson: lesson.to_string(), step: step - 1 });
    Some(Request { preset, from })
}

/// The query that asks for `preset` from `from` (`game=capture&lesson=…&step=…`), which
/// [`parse_query`] reads back. Lesson ids are letters, digits and `-`, so nothing needs escaping.
pub fn query(preset: Preset, from: Option<&LessonStep>) -> String {
    match from {
        Some(s) => format!("game={}&lesson={}&step={}", preset.name(), s.lesson, s.step + 1),
        None => format!("game={}", preset.name()),
    }
}

impl Request {
    /// The settings of the game: the computer at level 1 takes White, no clock, teaching
    /// mode on; `names` are the learner's and the computer's.
    pub fn settings(&self, names: [&str; 2]) -> Settings {
        let mut form = NewGame::from_settings(&Settings::default());
        form.set_against(Against::Computer(Level::MIN));
        form.set_goal(goal_of(self.preset));
        form.set_size(self.preset.size());
        form.set_handicap(self.preset.handicap());
        let mut settings = form.settings(true, names);
        settings.lesson = self.from.clone();
        settings
    }
}

/// What wins a game of `preset`.
fn goal_of(preset: Preset) -> Goal {
    match preset {
        Preset::Capture => Goal::FirstCapture,
        Preset::First => Goal::Count,
    }
}

/// What the Play page does when an address asks for a preset game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arrival {
    /// Start it: nothing unfinished is on the board.
    Start,
    /// The same lesson game is already going (a reload of the address): go on with it.
    GoOn,
    /// Another unfinished game is on the board: ask before putting it aside.
    Ask,
}

/// What to do with `request` when `current` is on the board.
pub fn arrival(current: Option<&PlayState>, request: &Request) -> Arrival {
    match current {
        Some(state) if matches!(state.phase(), Phase::Playing | Phase::Marking) && same_game(state, request) => {
            Arrival::GoOn
        }
        Some(state) if unfinished(state) => Arrival::Ask,
        _ => Arrival::Start,
    }
}

/// Whether `state` is the game `request` would start (same preset, same lesson step).
fn same_game(state: &PlayState, request: &Request) -> bool {
    let s = state.settings();
    s.lesson == request.from && s.goal == goal_of(request.preset) && s.size == request.preset.size() && s.computer().is_some()
}

/// The lesson step whose game `state` is, once that game has ended (a capture, the count
/// agreed, a resignation or a time-out).
pub fn ended_lesson_game(state: &PlayState) -> Option<&LessonStep> {
    matches!(state.phase(), Phase::Over | Phase::Counted).then_some(state.settings().lesson.as_ref()).flatten()
}

/// The lesson step a finished game does: the one that sent the learner to it, or else, for a
/// game set up on the Play page, the course's step asking for that kind of game (a whole game
/// played to the count, or a Capture Go game to its first capture). `course` is the lessons.
pub fn lesson_game_done(state: &PlayState, course: &[crate::lessons::format::Lesson]) -> Option<LessonStep> {
    if let Some(step) = ended_lesson_game(state) {
        return Some(step.clone());
    }
    let goal = state.settings().goal;
    let preset = match (state.phase(), goal) {
        (Phase::Counted, Goal::Count) => Preset::First,
        (Phase::Over, Goal::FirstCapture) if state.capture_winner().is_some() => Preset::Capture,
        _ => return None,
    };
    course.iter().find_map(|lesson| {
        let step = lesson.steps.iter().position(|s| matches!(&s.task, Task::Game(g) if g.game == preset))?;
        Some(LessonStep { lesson: lesson.id.clone(), step })
    })
}

/// Lesson steps whose game ended on the Play page and that the lesson page has not yet
/// marked done (it takes them into the course progress, then forgets them).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinishedGames {
    /// The steps, in the order their games ended, each once.
    pub steps: Vec<LessonStep>,
}

weiqi_engine::json_struct!(FinishedGames { steps });

impl crate::versioned::Record for FinishedGames {
    const KEY: &'static str = "weiqi.play.lesson-games";
    const VERSION: u32 = 1;
}

impl FinishedGames {
    /// Notes that the game of `step` ended. Returns whether anything changed.
    pub fn add(&mut self, step: &LessonStep) -> bool {
        if self.steps.contains(step) {
            return false;
        }
        self.steps.push(step.clone());
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::BotMove;
    use crate::play::Action;
    use crate::rules::{Color, Point};

    fn from_lesson(preset: Preset, lesson: &str, step: usize) -> Request {
        Request { preset, from: Some(LessonStep { lesson: lesson.into(), step }) }
    }

    #[test]
    fn the_two_addresses_name_their_games() {
        assert_eq!(parse_query("?game=capture"), Some(Request { preset: Preset::Capture, from: None }));
        assert_eq!(parse_query("game=first"), Some(Request { preset: Preset::First, from: None }));
        assert_eq!(parse_query("?game=first&lesson=12-first-game&step=6"), Some(from_lesson(Preset::First, "12-first-game", 5)));
        // The order of the parts does not matter.
        assert_eq!(parse_query("?step=2&lesson=05-ko&game=capture"), Some(from_lesson(Preset::Capture, "05-ko", 1)));
    }

    #[test]
    fn an_unknown_or_missing_game_is_no_request() {
        for query in ["", "?", "?game", "?game=", "?game=Capture", "?game=capture2", "?games=capture", "?lesson=03-capture&step=1"] {
            assert_eq!(parse_query(query), None, "{query}");
        }
    }

    #[test]
    fn a_lesson_part_that_does_not_read_is_dropped_but_the_game_stays() {
        for query in [
            "?game=capture&lesson=03-capture",
            "?game=capture&step=3",
            "?game=capture&lesson=03-capture&step=0",
            "?game=capture&lesson=03-capture&step=41",
            "?game=capture&lesson=03-capture&step=-1",
            "?game=capture&lesson=../x&step=3",
            "?game=capture&lesson=&step=3",
            "?game=capture&lesson=03%20x&step=3",
        ] {
            assert_eq!(parse_query(query), Some(Request { preset: Preset::Capture, from: None }), "{query}");
        }
    }

    #[test]
    fn the_query_reads_back_as_the_same_request() {
        let request = from_lesson(Preset::Capture, "03-capture", 11);
        assert_eq!(parse_query(&query(request.preset, request.from.as_ref())), Some(request));
        assert_eq!(parse_query(&query(Preset::First, None)), Some(Request { preset: Preset::First, from: None }));
    }

    #[test]
    fn capture_go_is_seven_by_seven_against_level_one_with_the_learner_black() {
        let s = from_lesson(Preset::Capture, "03-capture", 11).settings(["You", "Computer"]);
        assert_eq!((s.size, s.goal, s.handicap, s.komi), (7, Goal::FirstCapture, 0, crate::rules::Quarters(0)));
        assert_eq!(s.computer(), Some((Level::MIN, Color::White)));
        assert_eq!((s.black.as_str(), s.white.as_str()), ("You", "Computer"));
        assert_eq!(s.time, crate::play::TimeControl::None);
        assert!(s.teaching);
        assert_eq!(s.lesson, Some(LessonStep { lesson: "03-capture".into(), step: 11 }));
    }

    #[test]
    fn the_first_game_is_nine_by_nine_chinese_rules_with_two_handicap_stones() {
        let s = Request { preset: Preset::First, from: None }.settings(["You", "Computer"]);
        assert_eq!((s.size, s.goal, s.handicap), (9, Goal::Count, 2));
        assert_eq!(s.komi, crate::rules::Quarters(0), "a handicap game has no komi");
        let proposed = crate::play::next_game::propose(crate::problems::rating::Rating::NEW_LEARNER, &[], 9);
        assert!(proposed.level == Level::MIN && proposed.handicap >= s.handicap, "the Play page proposes level 1 and at least as many stones to a new learner: {proposed:?}");
        // Chapter 12 shows the game's start: the same two stones.
        let start = &crate::lessons::lessons(crate::locale::Locale::En).iter().find(|l| l.id == "12-first-game").unwrap().steps[0];
        let (board, _) = crate::lessons::setup::parse_diagram(&start.board).unwrap();
        let shown: Vec<Point> = board.size().points().filter(|&p| board.get(p) == Some(Color::Black)).collect();
        let mut placed = s.handicap_stones();
        placed.sort();
        assert_eq!(shown, placed);
        assert_eq!(s.ko, crate::rules::KoRule::PositionalSuperko);
        assert_eq!(s.computer(), Some((Level::MIN, Color::White)));
        assert_eq!(s.lesson, None);
    }

    /// Plays `moves` in turn, the computer's as its answers.
    fn play(state: &mut PlayState, moves: &[&str]) {
        let size = state.game().size();
        for m in moves {
            let p = Point::parse_gtp(m, size).unwrap();
            let action = if state.computer_to_move() { Action::Computer(BotMove::Play(p), None) } else { Action::Play(p) };
            let before = state.game().move_number();
            state.apply(action);
            assert_eq!(state.game().move_number(), before + 1, "{m} is played");
        }
    }

    #[test]
    fn an_unfinished_game_is_asked_about_and_an_empty_or_ended_one_is_not() {
        let request = from_lesson(Preset::Capture, "03-capture", 11);
        assert_eq!(arrival(None, &request), Arrival::Start);
        let mut other = PlayState::new(Settings::default());
        assert_eq!(arrival(Some(&other), &request), Arrival::Start, "no moves: nothing to lose");
        play(&mut other, &["E5"]);
        assert_eq!(arrival(Some(&other), &request), Arrival::Ask);
        other.apply(Action::Resign);
        assert_eq!(arrival(Some(&other), &request), Arrival::Start, "a resigned game has ended");
    }

    #[test]
    fn the_same_lesson_game_goes_on_after_a_reload() {
        let request = from_lesson(Preset::Capture, "03-capture", 11);
        let mut state = PlayState::new(request.settings(["You", "Computer"]));
        assert_eq!(arrival(Some(&state), &request), Arrival::GoOn);
        play(&mut state, &["D4", "C3"]);
        assert_eq!(arrival(Some(&state), &request), Arrival::GoOn);
        // The same game sent from another step is another game.
        assert_eq!(arrival(Some(&state), &from_lesson(Preset::Capture, "05-ko", 20)), Arrival::Ask);
        assert_eq!(arrival(Some(&state), &Request { preset: Preset::First, from: request.from.clone() }), Arrival::Ask);
    }

    #[test]
    fn a_lesson_game_counts_as_ended_at_the_first_capture_and_not_before() {
        let request = from_lesson(Preset::Capture, "03-capture", 11);
        let mut state = PlayState::new(request.settings(["You", "Computer"]));
        // The upper left corner after A6 and A7, then Black's B7 takes the last liberty:
        //   7 O . .        7 . X .
        //   6 X . .   ->   6 X . .
        //     A B C          A B C
        play(&mut state, &["A6", "A7"]);
        assert_eq!(ended_lesson_game(&state), None);
        play(&mut state, &["B7"]);
        assert_eq!(state.capture_winner(), Some(Color::Black));
        assert_eq!(ended_lesson_game(&state), request.from.as_ref());
    }

    #[test]
    fn a_game_not_sent_from_a_lesson_never_marks_a_step() {
        let mut state = PlayState::new(Request { preset: Preset::Capture, from: None }.settings(["You", "Computer"]));
        play(&mut state, &["A6", "A7", "B7"]);
        assert_eq!(state.phase(), Phase::Over);
        assert_eq!(ended_lesson_game(&state), None);
    }

    #[test]
    fn a_game_set_up_on_the_play_page_does_the_step_that_asks_for_its_kind() {
        let course = crate::lessons::lessons(crate::locale::Locale::En);
        let capture_step = course
            .iter()
            .find_map(|l| {
                let i = l.steps.iter().position(|s| matches!(&s.task, Task::Game(g) if g.game == Preset::Capture))?;
                Some(LessonStep { lesson: l.id.clone(), step: i })
            })
            .expect("the course has a Capture Go step");
        let mut state = PlayState::new(Request { preset: Preset::Capture, from: None }.settings(["You", "Computer"]));
        play(&mut state, &["A6", "A7"]);
        assert_eq!(lesson_game_done(&state, course), None, "not over yet");
        play(&mut state, &["B7"]);
        assert_eq!(lesson_game_done(&state, course), Some(capture_step));

        // A whole game that ended by a resignation was not played to the count.
        let mut whole = PlayState::new(Request { preset: Preset::First, from: None }.settings(["You", "Computer"]));
        play(&mut whole, &["E5"]);
        whole.apply(Action::Resign);
        assert_eq!(whole.phase(), Phase::Over);
        assert_eq!(lesson_game_done(&whole, course), None);
        // From a lesson, the lesson's own step, however it ended.
        let sent = from_lesson(Preset::First, "12-first-game", 4);
        let mut resigned = PlayState::new(sent.settings(["You", "Computer"]));
        play(&mut resigned, &["E5"]);
        resigned.apply(Action::Resign);
        assert_eq!(lesson_game_done(&resigned, course), sent.from);
    }

    #[test]
    fn a_finished_step_is_noted_once() {
        let mut finished = FinishedGames::default();
        let step = LessonStep { lesson: "03-capture".into(), step: 11 };
        assert!(finished.add(&step));
        assert!(!finished.add(&step));
        assert_eq!(finished.steps, vec![step]);
    }
}
