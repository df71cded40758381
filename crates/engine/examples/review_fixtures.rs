//! Makes the review's fixtures (`crates/engine/tests/fixtures/review/game-NN.json`): ten 9×9
//! games under the Chinese rules (komi 7.5) in which one side (Black in the even games, White in
//! the odd ones) plays level 8's moves except three planted blunders:
//!
//! - `edge`: its second move goes on the first line, on a board still almost empty, as far from
//!   the stones as the first line goes;
//! - `left_in_atari`: when it has a group in atari that level 8 would save, it plays elsewhere
//!   (level 8's best other move that leaves the group in atari and threatens nothing), and the
//!   opponent captures;
//! - `self_atari`: a move that puts its own group in atari (two to six stones if it can, else
//!   one), and the opponent captures.
//!
//! The last two are planted only where they cost at least [`LOSS`] points by a search of the
//! position after the capture (a group that is lost anyway is no blunder to leave); a seed whose
//! game never gives the chance is left out for the next.
//!
//! The opponent plays level 6 (a short search, drawing among its three best moves), so that
//! each seed gives another game and fights with ataris come up; its reply to a planted blunder
//! is always the capture. Then every position is looked at the way the app's review does it
//! (`Plan::for_lines(9)`, a fresh analysis engine), and the fixture keeps the moves, the
//! planted blunders and the looks. Prints where each planted blunder is among the planted
//! side's listed mistakes.
//!
//! `cargo run --offline --profile engine -p weiqi-engine --example review_fixtures [-- FIRST LAST]`
//! (the games from FIRST to LAST, 0 to 9 by default).

use std::sync::Arc;
use std::time::Instant;

use weiqi_engine::bot::review::{mistakes, Plan, PositionView};
use weiqi_engine::bot::{BotMove, Budget, Engine, Level, Ownership};
use weiqi_engine::nn::{Model, Network};
use weiqi_engine::rules::{Board, BoardSize, Color, Game, Group, Move, Point, Rng, Ruleset};

/// Games end at two passes or after this many moves.
const MAX_MOVES: usize = 70;
/// How many mistakes of each side the app lists.
const PER_SIDE: usize = 5;
/// The opponent's level.
const OPPONENT: u8 = 6;
/// Planted blunders at least this many moves apart.
const GAP: usize = 6;
/// The self-atari is planted from this move on, the group left in atari from this one.
const SELF_ATARI_FROM: usize = 10;
const LEFT_IN_ATARI_FROM: usize = 8;
/// The self-atari and the group left in atari are planted only where they cost at least this
/// many points: a search of `JUDGE_VISITS` visits after the blunder and the capture, against the
/// planted side's own search before it.
const LOSS: f32 = 4.0;
const JUDGE_VISITS: u32 = 64;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Edge,
    SelfAtari,
    LeftInAtari,
}

impl Kind {
    fn name(self) -> &'static str {
        match self {
            Kind::Edge => "edge",
            Kind::SelfAtari => "self_atari",
            Kind::LeftInAtari => "left_in_atari",
        }
    }
}

struct Planted {
    move_index: usize,
    kind: Kind,
    /// The stones taken by the opponent's reply (none for `edge`).
    stones: Vec<Point>,
    /// Whether the opponent's level took them of its own accord.
    natural_capture: bool,
    /// The planted side's lead as its search saw it before the blunder.
    lead: f32,
    /// What the blunder and the capture cost, as the judge saw it when planting.
    loss: f32,
}

fn main() {
    let args: Vec<usize> = std::env::args().skip(1).map(|a| a.parse().expect("game numbers")).collect();
    let (first, last) = match args[..] {
        [a, b] => (a, b),
        [a] => (a, a),
        _ => (0, 9),
    };
    let bytes = include_bytes!("../../../weights/g170-b6c96.wqnn");
    let network = Arc::new(Network::new(&Model::from_bytes(bytes).expect("the weights load")));
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/review");
    std::fs::create_dir_all(&dir).expect("the fixtures' folder");
    let started = Instant::now();
    for number in first..=last {
        let planted_color = if number % 2 == 0 { Color::Black } else { Color::White };
        let t0 = Instant::now();
        let mut seed = 1000 * (number as u64 + 1);
        let earlier: Vec<Vec<String>> = (0..number).filter_map(|m| opening_on_disk(&dir.join(format!("game-{m:02}.json")))).collect();
        let (game, plants) = loop {
            match play_game(&network, seed, planted_color) {
                Ok((game, plants)) if earlier.contains(&opening(&game, &plants)) => {
                    println!("game {number:02}: seed {seed} left out (it opens like an earlier game)");
                    seed += 1;
                }
                Ok(found) => break found,
                Err(why) => {
                    println!("game {number:02}: seed {seed} left out ({why})");
                    seed += 1;
                }
            }
        };
        let played = t0.elapsed().as_secs_f64();
        let t1 = Instant::now();
        let looks = review(&network, &game);
        let reviewed = t1.elapsed().as_secs_f64();
        let json = fixture_json(&game, seed, planted_color, &plants, &looks);
        let path = dir.join(format!("game-{number:02}.json"));
        std::fs::write(&path, &json).expect("the fixture is written");
        println!(
            "game {number:02}: seed {seed}, {} planted, {} moves, played in {played:.0} s, reviewed in {reviewed:.0} s, {} bytes",
            planted_color.name(),
            game.moves().len(),
            json.len()
        );
        report(&game, planted_color, &plants, &looks);
    }
    println!("all in {:.0} s", started.elapsed().as_secs_f64());
}

/// How many moves of a game's opening make it another game: the first ones but the planted
/// first-line move must not be those of an earlier game.
const OPENING: usize = 10;

/// The game's first moves, the planted first-line move left out.
fn opening(game: &Game, plants: &[Planted]) -> Vec<String> {
    let size = game.size();
    let edge = plants.iter().find(|p| p.kind == Kind::Edge).map(|p| p.move_index);
    game.moves().iter().take(OPENING).enumerate().filter(|&(k, _)| Some(k) != edge).map(|(_, m)| gtp(m.mv, size)).collect()
}

/// The opening of the fixture at `path`, if there is one.
fn opening_on_disk(path: &std::path::Path) -> Option<Vec<String>> {
    let fixture: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(path).ok()?).ok()?;
    let edge = fixture["planted"].as_array()?.iter().find(|p| p["kind"] == "edge")?["move_index"].as_u64()? as usize;
    let moves = fixture["moves"].as_array()?;
    Some(moves.iter().take(OPENING).enumerate().filter(|&(k, _)| k != edge).filter_map(|(_, m)| Some(m[1].as_str()?.to_string())).collect())
}

/// Plays one game; `Err` when the seed's game did not give the three blunders.
fn play_game(network: &Arc<Network>, seed: u64, planted: Color) -> Result<(Game, Vec<Planted>), String> {
    let size = BoardSize::NINE;
    let mut game = Game::new(size, Ruleset::CHINESE);
    let level = |color: Color| if color == planted { Level::MAX } else { Level::new(OPPONENT).expect("a level") };
    let mut engines: Vec<Engine> = Color::ALL
        .iter()
        .map(|&c| {
            let mut e = Engine::new(level(c), seed * 2 + c.index() as u64);
            e.set_network(Some(network.clone()));
            e
        })
        .collect();
    let mut rng = Rng::new(seed);
    let mut judge = Engine::new(Level::MAX, seed);
    judge.set_network(Some(network.clone()));
    let mut plants: Vec<Planted> = Vec::new();
    // Where the opponent's next move must capture, after a planted blunder.
    let mut capture: Option<Point> = None;
    let mut own_moves = 0;
    while game.moves().len() < MAX_MOVES && game.end().is_none() {
        let k = game.moves().len();
        let color = game.to_move();
        let thought = engines[color.index()].genmove(&game, Budget::of(level(color)), &|| 0.0);
        let chosen = match thought.mv {
            BotMove::Play(p) => Move::Play(p),
            BotMove::Pass | BotMove::Resign => Move::Pass,
        };
        if color != planted {
            let mv = match capture.take() {
                Some(p) => {
                    plants.last_mut().expect("a planted blunder").natural_capture = chosen == Move::Play(p);
                    Move::Play(p)
                }
                None => chosen,
            };
            game.play(mv).map_err(|e| format!("the opponent's move: {e:?}"))?;
            continue;
        }
        own_moves += 1;
        let far = |plants: &[Planted]| plants.iter().all(|p| k >= p.move_index + GAP);
        let have = |plants: &[Planted], kind: Kind| plants.iter().any(|p| p.kind == kind);
        let mut mv = chosen;
        if own_moves == 2 {
            let p = edge_move(game.board(), &game, &mut rng).ok_or("no first-line move")?;
            plants.push(Planted { move_index: k, kind: Kind::Edge, stones: Vec::new(), natural_capture: false, lead: thought.lead, loss: 0.0 });
            mv = Move::Play(p);
        }
        if !have(&plants, Kind::LeftInAtari) && k >= LEFT_IN_ATARI_FROM && far(&plants) {
            let tries = leave_in_atari(&game, chosen, &thought.candidates);
            if let Some((p, stones, liberty, loss)) = costly(&mut judge, &game, &tries, thought.lead) {
                plants.push(Planted { move_index: k, kind: Kind::LeftInAtari, stones, natural_capture: false, lead: thought.lead, loss });
                capture = Some(liberty);
                mv = Move::Play(p);
            }
        }
        if !have(&plants, Kind::SelfAtari) && k >= SELF_ATARI_FROM && far(&plants) && in_atari(game.board(), planted).is_empty() {
            let tries = self_atari(&game);
            if let Some((p, stones, liberty, loss)) = costly(&mut judge, &game, &tries, thought.lead) {
                plants.push(Planted { move_index: k, kind: Kind::SelfAtari, stones, natural_capture: false, lead: thought.lead, loss });
                capture = Some(liberty);
                mv = Move::Play(p);
            }
        }
        game.play(mv).map_err(|e| format!("the planted side's move: {e:?}"))?;
    }
    for kind in [Kind::Edge, Kind::LeftInAtari, Kind::SelfAtari] {
        if !plants.iter().any(|p| p.kind == kind) {
            return Err(format!("no chance of {}", kind.name()));
        }
    }
    // Each capture was made (the game did not stop before it).
    if capture.is_some() {
        return Err("the game ended before the capture".into());
    }
    plants.sort_by_key(|p| p.move_index);
    Ok((game, plants))
}

/// A first-line point far from every stone (not a corner's 1-1 point), drawn among the farthest.
fn edge_move(board: &Board, game: &Game, rng: &mut Rng) -> Option<Point> {
    let size = board.size();
    let n = size.get();
    let stones: Vec<Point> = Color::ALL.iter().flat_map(|&c| board.stones(c).collect::<Vec<_>>()).collect();
    assert!((stones.len() as u32) * 5 < size.area(), "the board is still mostly empty");
    let distance = |p: Point| stones.iter().map(|q| p.col().abs_diff(q.col()).max(p.row().abs_diff(q.row()))).min().unwrap_or(n);
    let edge: Vec<Point> = size
        .points()
        .filter(|p| p.col() == 0 || p.row() == 0 || p.col() == n - 1 || p.row() == n - 1)
        .filter(|p| !((p.col() == 0 || p.col() == n - 1) && (p.row() == 0 || p.row() == n - 1)))
        .filter(|&p| game.is_legal(p))
        .collect();
    let best = edge.iter().map(|&p| distance(p)).max()?;
    let far: Vec<Point> = edge.into_iter().filter(|&p| distance(p) == best).collect();
    Some(far[rng.below(far.len() as u32) as usize])
}

/// The mover's groups in atari.
fn in_atari(board: &Board, color: Color) -> Vec<Group> {
    board.groups().into_iter().filter(|g| g.color == color && g.liberties.len() == 1).collect()
}

/// A blunder to try: the move, the stones the opponent then takes, and the point it takes them at.
type Try = (Point, Vec<Point>, Point);

/// The first of `tries` that costs the mover at least [`LOSS`] points, judged by a search of
/// the position after the blunder and the capture against `lead` (the mover's lead before it),
/// with that loss.
fn costly(judge: &mut Engine, game: &Game, tries: &[Try], lead: f32) -> Option<(Point, Vec<Point>, Point, f32)> {
    tries.iter().take(8).find_map(|(p, stones, liberty)| {
        let taken = after(&after(game, *p)?, *liberty)?;
        let analysis = judge.analyze(&taken, JUDGE_VISITS)?;
        let loss = lead - analysis.lead;
        (loss >= LOSS).then(|| (*p, stones.clone(), *liberty, loss))
    })
}

/// When level 8's move `chosen` saves a group of the mover's that is in atari: the search's
/// other moves, best first, that leave the group in atari, capture nothing and put none of the
/// opponent's stones in atari, with the group and its one liberty (where the opponent captures).
fn leave_in_atari(game: &Game, chosen: Move, candidates: &[weiqi_engine::bot::Candidate]) -> Vec<Try> {
    let color = game.to_move();
    let Move::Play(saving) = chosen else { return Vec::new() };
    let Some(after_best) = after(game, saving) else { return Vec::new() };
    let Some(group) = in_atari(game.board(), color).into_iter().find(|g| after_best.board().liberty_count(g.stones[0]) >= 2) else {
        return Vec::new();
    };
    let liberty = group.liberties[0];
    let opponent_in_atari = |g: &Game| in_atari(g.board(), !color).len();
    candidates
        .iter()
        .filter_map(|c| c.point)
        .filter(|&p| p != saving)
        .filter_map(|p| {
            let next = after(game, p)?;
            let left = next.moves().last()?.captured.is_empty()
                && next.board().group(group.stones[0]).is_some_and(|g| g.liberties == vec![liberty])
                && opponent_in_atari(&next) <= opponent_in_atari(game);
            let taken = after(&next, liberty).is_some_and(|g| group.stones.iter().all(|s| g.moves().last().unwrap().captured.contains(s)));
            (left && taken).then(|| (p, group.stones.clone(), liberty))
        })
        .collect()
}

/// The moves of the side to move that put its own group in atari (from two liberties or more)
/// without capturing, where the opponent captures at once and the capturing stone is not
/// retaken: groups of two to six stones first, then single stones; nearest the last move first.
fn self_atari(game: &Game) -> Vec<Try> {
    let color = game.to_move();
    let board = game.board();
    let size = board.size();
    let Some(last) = game.moves().iter().rev().find_map(|m| match m.mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    }) else {
        return Vec::new();
    };
    let mut found: Vec<(bool, u8, Point, Vec<Point>, Point)> = Vec::new();
    for p in size.points().filter(|&p| board.get(p).is_none() && game.is_legal(p)) {
        // Not an eye of its own, and not next to a group of its own in atari.
        let neighbors: Vec<Point> = p.neighbors(size).collect();
        if neighbors.iter().all(|&q| board.get(q) == Some(color)) {
            continue;
        }
        if neighbors.iter().any(|&q| board.get(q) == Some(color) && board.liberty_count(q) < 2) {
            continue;
        }
        let Some(next) = after(game, p) else { continue };
        if next.moves().last().is_some_and(|m| !m.captured.is_empty()) {
            continue;
        }
        let Some(group) = next.board().group(p) else { continue };
        if group.liberties.len() != 1 || group.stones.len() > 6 {
            continue;
        }
        let liberty = group.liberties[0];
        let Some(taken) = after(&next, liberty) else { continue };
        if !group.stones.iter().all(|s| taken.moves().last().unwrap().captured.contains(s)) {
            continue;
        }
        if taken.board().liberty_count(liberty) < 2 {
            continue;
        }
        let distance = p.col().abs_diff(last.col()).max(p.row().abs_diff(last.row()));
        found.push((group.stones.len() < 2, distance, p, group.stones, liberty));
    }
    found.sort_by_key(|f| (f.0, f.1));
    found.into_iter().map(|(_, _, p, stones, liberty)| (p, stones, liberty)).collect()
}

/// The game after the side to move plays `p`, if legal.
fn after(game: &Game, p: Point) -> Option<Game> {
    let mut next = game.clone();
    next.play(Move::Play(p)).ok()?;
    Some(next)
}

/// One look at a position, as the app keeps it (lead in tenths, win in thousandths, ownership
/// in hundredths).
struct Look {
    visits: u32,
    lead: i32,
    win: u16,
    line: Vec<Move>,
    owner: Vec<i8>,
}

impl Look {
    fn of(view: &PositionView, visits: u32) -> Look {
        Look {
            visits,
            lead: (view.black_lead * 10.0).round() as i32,
            win: (view.black_win * 1000.0).round().clamp(0.0, 1000.0) as u16,
            line: view.best.as_ref().map(|(_, line)| line.clone()).unwrap_or_default(),
            owner: view.ownership.as_ref().map_or_else(Vec::new, |o| o.values().iter().map(|v| (v * 100.0).round().clamp(-100.0, 100.0) as i8).collect()),
        }
    }

    fn view(&self, size: BoardSize) -> PositionView {
        PositionView {
            black_lead: self.lead as f32 / 10.0,
            black_win: self.win as f32 / 1000.0,
            best: self.line.first().map(|&first| (first, self.line.clone())),
            ownership: Ownership::from_values(size, self.owner.iter().map(|&o| o as f32 / 100.0).collect()),
            visits: u32::MAX,
            instead: None,
        }
    }
}

/// Every position looked at as the app's review does it.
fn review(network: &Arc<Network>, game: &Game) -> Vec<Look> {
    let mut engine = Engine::new(Level::MAX, 1);
    engine.set_network(Some(network.clone()));
    let plan = Plan::for_lines(game.size().get());
    let movers: Vec<Color> = game.moves().iter().map(|m| m.color).collect();
    let mut looks: Vec<Option<Look>> = (0..=movers.len()).map(|_| None).collect();
    loop {
        let looked: Vec<(u32, f32)> = looks.iter().map(|l| l.as_ref().map_or((0, 0.0), |l| (l.visits.max(1), l.lead as f32 / 10.0))).collect();
        let Some((k, visits)) = plan.next(&movers, &looked) else { break };
        let analysis = engine.analyze(&game.replayed(k), visits).expect("the network plays 9×9");
        looks[k] = Some(Look::of(&analysis.view(), visits));
    }
    looks.into_iter().map(|l| l.expect("every position looked at")).collect()
}

fn gtp(mv: Move, size: BoardSize) -> String {
    match mv {
        Move::Play(p) => p.to_gtp(size),
        Move::Pass => "pass".into(),
    }
}

fn fixture_json(game: &Game, seed: u64, planted: Color, plants: &[Planted], looks: &[Look]) -> String {
    use serde_json::json;
    let size = game.size();
    let moves: Vec<serde_json::Value> = game.moves().iter().map(|m| json!([m.color.letter().to_string(), gtp(m.mv, size)])).collect();
    let plants: Vec<serde_json::Value> = plants
        .iter()
        .map(|p| {
            json!({
                "move_index": p.move_index,
                "kind": p.kind.name(),
                "stones": p.stones.iter().map(|s| s.to_gtp(size)).collect::<Vec<_>>(),
                "natural_capture": p.natural_capture,
                "lead_before": (p.lead * 10.0).round() / 10.0,
                "loss_when_planted": (p.loss * 10.0).round() / 10.0,
            })
        })
        .collect();
    let views: Vec<String> = looks
        .iter()
        .map(|l| {
            json!({
                "visits": l.visits,
                "black_lead": l.lead as f64 / 10.0,
                "black_win": l.win as f64 / 1000.0,
                "best": l.line.iter().map(|&m| gtp(m, size)).collect::<Vec<_>>(),
                "ownership": l.owner,
            })
            .to_string()
        })
        .collect();
    let head = |v: serde_json::Value| v.to_string();
    format!(
        "{{\"size\":{},\"komi\":7.5,\"rules\":\"chinese\",\"seed\":{seed},\"planted_color\":\"{}\",\"opponent_level\":{OPPONENT},\n\"planted\":{},\n\"moves\":{},\n\"views\":[\n{}\n]}}\n",
        size.get(),
        planted.letter(),
        head(json!(plants)),
        head(json!(moves)),
        views.join(",\n")
    )
}

/// Where each planted blunder is among the planted side's listed mistakes.
fn report(game: &Game, planted: Color, plants: &[Planted], looks: &[Look]) {
    let size = game.size();
    let views: Vec<PositionView> = looks.iter().map(|l| l.view(size)).collect();
    let listed: Vec<_> = mistakes(game, &views, PER_SIDE).into_iter().filter(|m| m.color == planted).collect();
    for p in plants {
        let at = gtp(game.moves()[p.move_index].mv, size);
        let drop = {
            let sign = if planted == Color::Black { 1.0 } else { -1.0 };
            sign * (views[p.move_index].black_lead - views[p.move_index + 1].black_lead)
        };
        let found = listed.iter().enumerate().find(|(_, m)| (m.move_index..=m.move_index + 2 * (m.moves - 1)).contains(&p.move_index));
        match found {
            Some((rank, m)) => println!(
                "  {:<13} move {:>2} {:<4} rank {} of {}, loss {:.1} (run of {} from move {}, lead before {:.1}), reason {:?}",
                p.kind.name(),
                p.move_index,
                at,
                rank + 1,
                listed.len(),
                m.loss,
                m.moves,
                m.move_index,
                p.lead,
                m.reason
            ),
            None => println!("  {:<13} move {:>2} {:<4} MISSED (drop {drop:.1}, lead before {:.1})", p.kind.name(), p.move_index, at, p.lead),
        }
    }
    let others: Vec<String> = listed
        .iter()
        .filter(|m| !plants.iter().any(|p| (m.move_index..=m.move_index + 2 * (m.moves - 1)).contains(&p.move_index)))
        .map(|m| format!("{} {:.1} {:?}", m.move_index, m.loss, m.reason))
        .collect();
    println!("  other listed mistakes: {}", if others.is_empty() { "none".into() } else { others.join("; ") });
}
