#![cfg(not(target_arch = "wasm32"))]
//! The review's claims on a small fixed set of finished games (`tests/fixtures/claims/*.sgf`,
//! beginner-like games from the corpus of `scripts/bench-claims`), the app's own review of
//! each: every claim about captures, ataris and saves checked again from the rules here, every
//! judgement (bigger, dead stones, areas, an early pass, the opening) by KataGo's answer kept in
//! `tests/fixtures/claims/katago.tsv`; the review's end is the count, and the counting trainer
//! counts each game as the Play page does. `WEIQI_KATAGO=../shared/tools/katago-gtp` asks
//! KataGo again (400 visits) and rewrites the kept answers; without it a judgement with no kept
//! answer fails the test (the review changed: ask KataGo). `WEIQI_SHOW_UNNAMED=1` prints the
//! mistakes that get no specific reason, `WEIQI_SHOW_LOSSES=1` (with KataGo) each mistake's
//! loss by the review and by KataGo.

mod common;

use std::collections::BTreeMap;
use std::path::PathBuf;
use std::sync::Arc;

use common::katago::{judgement_holds, mistake_loss, KataGo, KATAGO_MISTAKE};
use weiqi::bot::review::{self, Mistake, Plan, Reason};
use weiqi::bot::{Engine, Level, Status};
use weiqi::counting::Task;
use weiqi::record::load_game;
use weiqi::rules::{DeadStones, Game, GameEnd, Move, Point, Ruleset};
use weiqi::sgf::GameRecord;
use weiqi_engine::nn::{Model, Network};

fn fixtures() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/claims")
}

/// Whether the stones are one group of `color`'s in atari in `game`.
fn in_atari(game: &Game, stones: &[Point]) -> bool {
    game.board().group(stones[0]).is_some_and(|g| g.liberties.len() == 1 && stones.iter().all(|s| g.stones.contains(s)))
}

/// The claims about captures, ataris and saves, checked again from the rules.
fn board_claim_holds(game: &Game, m: &Mistake) -> Option<bool> {
    let k = m.move_index;
    let (before, after) = (game.replayed(k), game.replayed(k + 1));
    let taken_next = |stones: &[Point]| game.moves().get(k + 1).is_some_and(|r| stones.iter().all(|s| r.captured.contains(s)));
    let with_better = |b: Move| {
        let mut g = before.clone();
        let captured = g.play(b).ok().map(|p| p.captured.clone());
        captured.map(|c| (g, c))
    };
    Some(match m.reason.as_ref()? {
        Reason::LeftInAtari { stones, way_out } => {
            let saved_by_capture = way_out.is_empty()
                || with_better(m.better).is_some_and(|(g, c)| way_out.iter().all(|s| c.contains(s)) && g.board().group(stones[0]).is_some_and(|gr| gr.liberties.len() >= 2));
            in_atari(&before, stones) && in_atari(&after, stones) && taken_next(stones) && saved_by_capture
        }
        Reason::SelfAtari { stones } => !in_atari(&before, stones) && in_atari(&after, stones) && taken_next(stones),
        Reason::MissedCapture { stones } => {
            game.moves()[k].captured.is_empty() && with_better(m.better).is_some_and(|(_, c)| !c.is_empty() && stones.iter().all(|s| c.contains(s)))
        }
        Reason::MissedSave { stones } => {
            in_atari(&before, stones)
                && in_atari(&after, stones)
                && with_better(m.better).is_some_and(|(g, _)| g.board().group(stones[0]).is_some_and(|gr| gr.liberties.len() >= 2))
        }
        Reason::MissedAtari { stones } => {
            let was_free = before.board().group(stones[0]).is_some_and(|g| g.liberties.len() >= 2);
            was_free && !in_atari(&after, stones) && with_better(m.better).is_some_and(|(g, _)| in_atari(&g, stones))
        }
        Reason::ShortOfLiberties { stones } => {
            let libs = |g: &Game| g.board().group(stones[0]).map_or(0, |gr| gr.liberties.len());
            libs(&before) == 2 && libs(&after) <= 2 && with_better(m.better).is_some_and(|(g, _)| libs(&g) >= 3)
        }
        Reason::Urgent { stones, liberties } => {
            let group = before.board().group(stones[0]);
            let next_to = |b: Move| matches!(b, Move::Play(p) if p.neighbors(game.size()).any(|q| stones.contains(&q)));
            group.is_some_and(|g| g.liberties.len() == usize::from(*liberties) && g.liberties.len() <= 2) && next_to(m.better)
        }
        Reason::Presses { stones } => {
            let libs = |g: &Game| g.board().group(stones[0]).map_or(0, |gr| gr.liberties.len());
            libs(&before) > 2 && with_better(m.better).is_some_and(|(g, _)| libs(&g) == 2)
        }
        _ => return None,
    })
}

#[test]
fn the_reviews_claims_hold_on_a_fixed_set_of_games() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(fixtures()).expect("the fixtures").flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|e| e == "sgf")).collect();
    files.sort();
    assert!(files.len() >= 3, "the fixed games");
    let network = Arc::new(Network::new(&Model::from_bytes(include_bytes!("../weights/g170-b6c96.wqnn")).unwrap()));
    let mut engine = Engine::new(Level::MAX, 1);
    engine.set_network(Some(network));
    let kept_path = fixtures().join("katago.tsv");
    let kept: BTreeMap<String, bool> = std::fs::read_to_string(&kept_path)
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.rsplit_once('\t').map(|(key, holds)| (key.to_string(), holds == "true")))
        .collect();
    let mut katago = std::env::var("WEIQI_KATAGO").ok().filter(|c| !c.is_empty()).map(|c| KataGo::start(&format!("{c} 1")));
    let (mut answers, mut named, mut specific, mut board_checked) = (BTreeMap::new(), 0, 0, 0);
    for file in &files {
        let name = file.file_name().unwrap().to_string_lossy().to_string();
        let record = GameRecord::parse(&std::fs::read_to_string(file).unwrap()).unwrap();
        let game = load_game(&record, Ruleset::CHINESE).game;
        let views = engine.review_views(&game, Plan::for_lines(game.size().get())).expect("the network plays this board");
        for m in review::mistakes(&game, &views, review::MISTAKES_PER_SIDE) {
            named += 1;
            specific += usize::from(m.reason.is_some());
            // The title's claim: the move (or run) lost points, by KataGo too.
            let key = format!("{name}\t{}\tloss", m.move_index + 1);
            let lost = match katago.as_mut() {
                Some(k) => {
                    let kata_loss = mistake_loss(k, &game, &m, 400);
                    if std::env::var_os("WEIQI_SHOW_LOSSES").is_some() {
                        eprintln!("loss: {name} move {} ({} moves): review {:.1}, KataGo {kata_loss:.1}", m.move_index + 1, m.moves, m.loss);
                    }
                    kata_loss >= KATAGO_MISTAKE
                }
                None => *kept.get(&key).unwrap_or_else(|| panic!("no kept KataGo answer for {key:?}: run with WEIQI_KATAGO set")),
            };
            assert!(lost, "{name} move {}: KataGo finds no loss of a point where the review says {:.1}", m.move_index + 1, m.loss);
            answers.insert(key, lost);
            if let Some(holds) = board_claim_holds(&game, &m) {
                board_checked += 1;
                assert!(holds, "{name} move {}: {:?} is false on the board", m.move_index + 1, m.reason);
                continue;
            }
            let Some(reason) = m.reason.as_ref() else {
                if std::env::var_os("WEIQI_SHOW_UNNAMED").is_some() {
                    let b = match m.better {
                        Move::Play(p) => p.to_gtp(game.size()),
                        Move::Pass => "pass".into(),
                    };
                    let pl = game.moves()[m.move_index].mv;
                    eprintln!("no reason: {name} move {} {:?} better {b} loss {:.1} calm {}", m.move_index + 1, pl, m.loss, matches!(m.better, Move::Play(p) if weiqi::bot::review::calm_move(&game.replayed(m.move_index), p)));
                }
                continue;
            };
            let key = format!("{name}\t{}\t{}", m.move_index + 1, reason.kind());
            let holds = match katago.as_mut() {
                Some(k) => judgement_holds(k, &game, m.move_index, m.better, Some(reason), 400).expect("a judgement"),
                None => *kept.get(&key).unwrap_or_else(|| panic!("no kept KataGo answer for {key:?}: run with WEIQI_KATAGO set")),
            };
            assert!(holds, "{name} move {}: KataGo disagrees with {reason:?}", m.move_index + 1);
            answers.insert(key, holds);
        }
        // The end: the count, with the engine's dead stones; the trainer counts it the same.
        if game.end() == Some(GameEnd::BothPassed) {
            let ownership = engine.final_ownership(&game, 4_000);
            let mut dead = DeadStones::default();
            for (group, status) in ownership.statuses(game.board()) {
                if status == Status::Dead {
                    dead.toggle_group(game.board(), group.stones[0]);
                }
            }
            assert_eq!(Task::of_game(&game, &dead).outcome(), game.outcome(&dead), "{name}");
        }
    }
    if katago.is_some() {
        let text: String = answers.iter().map(|(k, v)| format!("{k}\t{v}\n")).collect();
        std::fs::write(&kept_path, text).unwrap();
    } else {
        let unused: Vec<&String> = kept.keys().filter(|k| !answers.contains_key(*k)).collect();
        assert!(unused.is_empty(), "kept answers the review no longer asks (run with WEIQI_KATAGO set): {unused:?}");
    }
    assert!(named >= 10 && board_checked + answers.len() > 0, "{named} mistakes, {board_checked} checked on the board");
    eprintln!("{named} named mistakes, {specific} with a specific reason, {board_checked} checked on the board, {} by KataGo", answers.len());
}
