//! The review finds planted blunders: ten 9×9 games (`tests/fixtures/review/game-NN.json`,
//! made by `cargo run --profile engine -p weiqi-engine --example review_fixtures`) in which one
//! side plays level 8's moves except three planted blunders (a first-line move on an almost
//! empty board, a self-atari, a group left in atari), each game with the network's looks at
//! every position as the app's review makes them. Every planted blunder must be among that
//! side's listed mistakes in at least 9 of the 10 games, with the right reason. No network is
//! needed: the looks are in the fixtures.
//!
//! `cargo test -p weiqi-engine --test review_fixtures -- --nocapture` prints a table.

use serde::Deserialize;
use weiqi_engine::bot::review::{mistakes, PositionView, Reason};
use weiqi_engine::bot::Ownership;
use weiqi_engine::rules::{BoardSize, Color, Game, Move, Point, Ruleset};

/// How many mistakes of each side the app lists.
const PER_SIDE: usize = 5;

#[derive(Deserialize)]
struct Fixture {
    size: u8,
    planted_color: String,
    planted: Vec<Planted>,
    moves: Vec<(String, String)>,
    views: Vec<View>,
}

#[derive(Deserialize)]
struct Planted {
    move_index: usize,
    kind: String,
}

#[derive(Deserialize)]
struct View {
    black_lead: f32,
    black_win: f32,
    best: Vec<String>,
    ownership: Vec<i8>,
}

fn color(letter: &str) -> Color {
    match letter {
        "B" => Color::Black,
        "W" => Color::White,
        other => panic!("not a colour: {other}"),
    }
}

fn parse_move(text: &str, size: BoardSize) -> Move {
    if text == "pass" {
        Move::Pass
    } else {
        Move::Play(Point::parse_gtp(text, size).unwrap_or_else(|e| panic!("{text}: {e:?}")))
    }
}

/// The game and the views of a fixture.
fn load(fixture: &Fixture) -> (Game, Vec<PositionView>) {
    let size = BoardSize::new(fixture.size as u32).expect("a board size");
    let mut game = Game::new(size, Ruleset::CHINESE);
    for (k, (c, m)) in fixture.moves.iter().enumerate() {
        if let Err(e) = game.play_as(color(c), parse_move(m, size)) {
            panic!("move {k} {c} {m}: {e:?}");
        }
    }
    let views = fixture
        .views
        .iter()
        .map(|v| {
            let line: Vec<Move> = v.best.iter().map(|m| parse_move(m, size)).collect();
            PositionView {
                black_lead: v.black_lead,
                black_win: v.black_win,
                best: line.first().map(|&first| (first, line.clone())),
                ownership: Ownership::from_values(size, v.ownership.iter().map(|&o| o as f32 / 100.0).collect()),
                visits: u32::MAX,
                instead: None,
            }
        })
        .collect();
    (game, views)
}

/// A reason in a few words, stones as on the board.
fn describe(reason: &Option<Reason>, size: BoardSize) -> String {
    let stones = |s: &[Point]| s.iter().map(|p| p.to_gtp(size)).collect::<Vec<_>>().join(" ");
    match reason {
        None => "none".into(),
        Some(Reason::LeftInAtari { stones: s, .. }) => format!("LeftInAtari {}", stones(s)),
        Some(Reason::SelfAtari { stones: s }) => format!("SelfAtari {}", stones(s)),
        Some(Reason::MissedCapture { stones: s }) => format!("MissedCapture {}", stones(s)),
        Some(Reason::CornerLeft { corner }) => format!("CornerLeft {}", corner.to_gtp(size)),
        Some(other) => format!("{other:?}"),
    }
}

/// Whether `reason` is the right one for a planted blunder of `kind`.
fn right_reason(kind: &str, reason: &Option<Reason>) -> bool {
    match kind {
        "edge" => matches!(reason, Some(Reason::EdgeTooEarly | Reason::CornerLeft { .. })),
        "self_atari" => matches!(reason, Some(Reason::SelfAtari { .. })),
        "left_in_atari" => matches!(reason, Some(Reason::LeftInAtari { .. })),
        other => panic!("not a kind of blunder: {other}"),
    }
}

#[test]
fn every_planted_blunder_is_among_the_listed_mistakes_with_its_reason() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/review");
    let kinds = ["edge", "self_atari", "left_in_atari"];
    // Per kind: games with it found, found with the right reason, and games in all.
    let mut found = [0; 3];
    let mut right = [0; 3];
    let mut games = 0;
    println!("{:<7} {:<5} {:<13} {:>4} {:<5} {:>4} {:>6}  reason", "game", "side", "blunder", "move", "", "rank", "loss");
    for number in 0..10 {
        let path = dir.join(format!("game-{number:02}.json"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let fixture: Fixture = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let (game, views) = load(&fixture);
        assert_eq!(views.len(), game.moves().len() + 1, "game {number:02}: a view before every move and after the last");
        let side = color(&fixture.planted_color);
        let listed: Vec<_> = mistakes(&game, &views, PER_SIDE).into_iter().filter(|m| m.color == side).collect();
        assert!(listed.len() <= PER_SIDE);
        games += 1;
        for (i, kind) in kinds.iter().enumerate() {
            let planted: Vec<&Planted> = fixture.planted.iter().filter(|p| p.kind == *kind).collect();
            assert_eq!(planted.len(), 1, "game {number:02}: one planted {kind}");
            let at = planted[0].move_index;
            assert_eq!(game.moves()[at].color, side, "game {number:02}: the planted {kind} is the planted side's move");
            let text = &fixture.moves[at].1;
            let hit = listed.iter().enumerate().find(|(_, m)| (m.move_index..=m.move_index + 2 * (m.moves - 1)).contains(&at));
            match hit {
                Some((rank, m)) => {
                    found[i] += 1;
                    let ok = right_reason(kind, &m.reason);
                    right[i] += ok as usize;
                    println!(
                        "game-{number:02} {:<5} {kind:<13} {at:>4} {text:<5} {:>4} {:>6.1}  {}{}",
                        side.name(),
                        rank + 1,
                        m.loss,
                        describe(&m.reason, game.size()),
                        if ok { "" } else { "  (wrong reason)" }
                    );
                }
                None => {
                    let sign = if side == Color::Black { 1.0 } else { -1.0 };
                    let drop = sign * (views[at].black_lead - views[at + 1].black_lead);
                    println!("game-{number:02} {:<5} {kind:<13} {at:>4} {text:<5} MISSED (the look saw {drop:.1} points lost)", side.name());
                }
            }
        }
    }
    println!();
    for (i, kind) in kinds.iter().enumerate() {
        println!("{kind:<13} found in {} of {games}, with the right reason in {}", found[i], right[i]);
    }
    assert_eq!(games, 10);
    for (i, kind) in kinds.iter().enumerate() {
        assert!(found[i] >= 9, "the planted {kind} is listed in {} of {games} games only", found[i]);
        assert!(right[i] >= 9, "the planted {kind} has the right reason in {} of {games} games only", right[i]);
    }
}
