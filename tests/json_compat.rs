//! Every saved record and every message to and from the engine's worker is written and read
//! by `weiqi::json` (a few lines per type) in the app, where earlier versions used serde's
//! derives: here both agree on every type, so what an earlier version saved reads the same,
//! and the same value writes the same text.
#![cfg(not(target_arch = "wasm32"))]

use std::fmt::Debug;

use serde::de::DeserializeOwned;
use serde::Serialize;
use weiqi::bot::{BotMove, EndReason, Level};
use weiqi::counting::{Attempt, CountSide, Mode, Stats};
use weiqi::json::{from_text, FromJson, ToJson};
use weiqi::locale::Locale;
use weiqi::play::coach::{ChoiceGrade, HintAnswer, HintChoice, Loss};
use weiqi::play::computer::{DeadGroup, Reply, Request, Task, WeightsProblem};
use weiqi::play::kept::{KeptEntry, KeptGames};
use weiqi::play::preset::{FinishedGames, LessonStep};
use weiqi::play::results::Results;
use weiqi::play::review::Look;
use weiqi::play::saved::{GameToCount, PlayPrefs};
use weiqi::play::state::Estimate;
use weiqi::play::{Action, Goal, Opponent, PlayState, SavedGame, Settings, TimeControl};
use weiqi::problems::progress::{Attempted, Progress as PracticeProgress};
use weiqi::problems::review::Moment;
use weiqi::rules::{Color, KoRule, Move, Point, Quarters};
use weiqi::storage::{export_json, save, Backup, MemoryStore};
use weiqi::theme::Theme;

/// The value writes serde's text, and serde's text reads back as the value.
fn agrees<T: Serialize + DeserializeOwned + ToJson + FromJson + PartialEq + Debug>(value: &T) {
    let serde_text = serde_json::to_string(value).unwrap();
    assert_eq!(value.to_json_text(), serde_text, "written as serde writes {value:?}");
    assert_eq!(from_text::<T>(&serde_text).as_ref(), Ok(value), "serde's text read back: {serde_text}");
}

fn point(col: u8, row: u8) -> Point {
    Point::new(col, row).unwrap()
}

/// A game with moves, a capture, a pass, dead stones, a clock and a lesson's preset.
fn played() -> PlayState {
    let settings = Settings {
        size: 9,
        handicap: 2,
        komi: Quarters(2),
        ko: KoRule::SituationalSuperko,
        time: TimeControl::Countdown { main_s: 600, minutes: 3 },
        speech: true,
        black: "Ann \"the bold\"".into(),
        white: "바둑 / 围棋 \n".into(),
        opponent: Opponent::Friend,
        goal: Goal::FirstCapture,
        teaching: true,
        lesson: Some(LessonStep { lesson: "12-first-game".into(), step: 4 }),
    };
    let mut state = PlayState::new(settings);
    for action in [
        Action::Play(point(4, 4)),
        Action::Play(point(3, 3)),
        Action::Pass,
        Action::Play(point(5, 5)),
    ] {
        state.apply(action);
    }
    state
}

#[test]
fn small_records_agree() {
    agrees(&Theme::Dark);
    agrees(&Theme::Light);
    for locale in Locale::ALL {
        agrees(&locale);
    }
    let mut stats = Stats::default();
    stats.add(Attempt { mode: Mode::Count, size: 9, right: true, ms: 40_000 });
    stats.add(Attempt { mode: Mode::DeadStones, size: 19, right: false, ms: 1 });
    agrees(&stats);
    agrees(&weiqi::counting::Settings {
        mode: Mode::Timed,
        level: weiqi::counting::Level { size: 13, dead: true, seki: false },
        side: CountSide::Alternate,
    });
    agrees(&Results::default());
    agrees(&FinishedGames { steps: vec![LessonStep { lesson: "03-capture".into(), step: 0 }] });
    agrees(&PlayPrefs { muted: true, tap_to_confirm: None, last_settings: Some(Settings::default()) });
    agrees(&PlayPrefs::default());
    let computer = Opponent::Computer { level: Level::new(3).unwrap(), color: Color::White };
    agrees(&Settings { opponent: computer, time: TimeControl::Fast { main_s: 0, period_s: 30 }, ..Settings::default() });
}

#[test]
fn progress_agrees() {
    let mut practice = PracticeProgress::default();
    agrees(&practice);
    for (key, outcome, seconds) in [
        ("01-atari/1", weiqi::problems::attempt::Outcome::FirstTry, 3.5),
        ("01-atari/2", weiqi::problems::attempt::Outcome::Missed, 41.25),
        ("g/17", weiqi::problems::attempt::Outcome::Solved, 12.0),
    ] {
        practice.record(key, Attempted { outcome, seconds, at: Moment { ms: 1_765_000_000_000, day: 20_400 }, kyu: 22.5 });
    }
    agrees(&practice);

    let mut lessons = weiqi::lessons::progress::Progress::default();
    agrees(&lessons);
    lessons.done.entry("01-board".into()).or_default().insert("s1".into());
    lessons.done.entry("01-board".into()).or_default().insert("#3".into());
    lessons.last = Some(("01-board".into(), "s1".into()));
    agrees(&lessons);
}

#[test]
fn games_agree() {
    let state = played();
    let game = SavedGame::of(&state);
    assert!(game.moves.contains(' '), "{game:?}");
    agrees(&game);
    agrees(&SavedGame::of(&PlayState::new(Settings::default())));
    agrees(&GameToCount(game.clone()));
    agrees(&KeptGames(vec![KeptEntry { game: game.clone(), at: 1_765_000_000_000 }, KeptEntry { game, at: 0 }]));
    agrees(&KeptGames::default());
}

#[test]
fn the_worker_messages_agree() {
    let game = SavedGame::of(&played());
    for task in [Task::Move(Level::MAX), Task::Hint, Task::DeadStones, Task::Ownership, Task::Analyze { at: 7, visits: 64 }] {
        agrees(&Request { id: 9, game: game.clone(), task });
    }
    let answer = HintAnswer {
        mv: BotMove::Play(point(2, 6)),
        worth: Some(12),
        others: vec![
            HintChoice { point: point(0, 0), grade: ChoiceGrade::AsGood },
            HintChoice { point: point(8, 8), grade: ChoiceGrade::Behind(3) },
        ],
    };
    for reply in [
        Reply::Ready,
        Reply::Move { id: 1, mv: BotMove::Pass, end: Some(EndReason::FillsSharedPoint), playouts: 300, memory: 1 << 33, loss: None },
        Reply::Move {
            id: 2,
            mv: BotMove::Resign,
            end: None,
            playouts: 0,
            memory: 0,
            loss: Some(Loss { points: 7, better: Some(point(1, 2)), taken: true }),
        },
        Reply::Hint { id: 3, answer },
        Reply::DeadStones { id: 4, groups: vec![DeadGroup { stones: vec![point(3, 3), point(3, 4)], color: Color::Black, percent: 97 }] },
        Reply::Ownership { id: 5, estimate: Estimate { position: 12, black: vec![-100, 0, 100, 37] } },
        Reply::Analysis {
            id: 6,
            at: 4,
            look: Some(Look { visits: 50, lead: -35, win: 4_012, line: vec![Move::Play(point(2, 2)), Move::Pass], owner: vec![1, -1], instead: None }),
        },
        Reply::Analysis {
            id: 8,
            at: 5,
            look: Some(Look { visits: 64, lead: 20, win: 550, line: vec![Move::Play(point(4, 4))], owner: Vec::new(), instead: Some(-12) }),
        },
        Reply::Analysis { id: 7, at: 0, look: None },
        Reply::Unreadable { id: 0 },
        Reply::WeightsProgress { loaded: 65_536, total: 2_000_000 },
        Reply::WeightsReady,
        Reply::WeightsKept,
        Reply::WeightsFailed { problem: WeightsProblem::Damaged },
    ] {
        agrees(&reply);
    }
}

#[test]
fn a_backup_file_is_the_text_serde_wrote() {
    let mut store = MemoryStore::new();
    let empty = export_json(&store).unwrap();
    let backup: Backup = serde_json::from_str(&empty).unwrap();
    assert_eq!(empty, serde_json::to_string_pretty(&backup).unwrap());
    save(&mut store, &Theme::Dark).unwrap();
    save(&mut store, &SavedGame::of(&played())).unwrap();
    let file = export_json(&store).unwrap();
    let backup: Backup = serde_json::from_str(&file).unwrap();
    assert_eq!(backup.entries.len(), 2);
    assert_eq!(file, serde_json::to_string_pretty(&backup).unwrap());
    agrees(&backup);
}

#[test]
fn a_record_that_does_not_fit_does_not_read() {
    for text in [r#"{"totals":[],"recent":[{"mode":"Count","size":9,"right":true}]}"#, r#"{"totals":{}}"#, "[]"] {
        assert!(from_text::<Stats>(text).is_err(), "{text}");
        assert!(serde_json::from_str::<Stats>(text).is_err(), "{text}");
    }
    assert!(from_text::<Settings>(r#"{"size":300}"#).is_err());
    assert!(from_text::<Level>("9").is_err());
    assert!(from_text::<Mode>(r#""Guess""#).is_err());
}
