//! Checks what the review and the hint say about a corpus of finished games, against the board
//! and against KataGo (the README's table of claims; `scripts/bench-claims` makes the corpus and
//! runs this):
//!
//! ```sh
//! cargo build --profile engine --example claims
//! target/engine/examples/claims --corpus target/claims/corpus --katago ../shared/tools/katago-gtp \
//!     --visits 100 --hints 500 --hint-visits 200
//! ```
//!
//! `--hints-only yes` checks the hints alone (the games are read, not reviewed);
//! `--worth-visits 16,64` measures the hint's worth with looks of those visits as well;
//! `--hint-every 6` takes the hints' positions every 6 moves (7 by default);
//! `--kata-cache FILE` keeps KataGo's worths in FILE (a second run asks KataGo only for new
//! positions); `--features yes` prints what each worth rests on (`feat` lines);
//! `--recheck-visits 1600` asks KataGo again, with that many visits, about each claim it
//! found false and each stated worth off its own; `--kata-self 1600` asks it again about every
//! stated worth (how far KataGo's worth at `--hint-visits` is from its own deeper one, beside
//! the stated one's). Each named mistake is listed on the error output (`named:` lines).
//!
//! For every game (`*.sgf` under `--corpus`, in sorted order): the review the app makes (the
//! engine's plan of looks, its named mistakes and their reasons); each judgement (a move
//! smaller than another, stones already dead, a stone that could not live, a point inside
//! one's own area, an early pass, the opening's edge and corner) checked against KataGo's
//! search of the position before and after the move; the review's end against the count
//! after two passes (the engine's dead stones, as Play proposes them) and against the record's
//! result (GNU Go's count); the counting trainer's count of the game against the Play page's.
//! Then the hint on positions spread over the games (`--hints`): whether the teaching mode
//! would warn after the hinted move where the hint did not say why it leaves stones in
//! danger, whether its reason holds on the board, and its worth against KataGo's (the
//! opponent's lead after a pass against after the move): by board size, the worths the hint
//! would state without its check (`WorthReading::settled`), those it states, those the check
//! drops, and how many of each are within 25 % or 2 points of KataGo's. Prints every false claim, then the
//! table.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use weiqi::bot::hint::{hint_story, hint_visits, worth_margin, HintReason};
use weiqi::bot::review::{self, calm_move, Plan};
use weiqi::bot::{Engine, Level, Status, WORTH_VISITS};
use weiqi::counting::Task;
use weiqi::play::coach::danger_after;
use weiqi::record::load_game;
use weiqi::rules::{DeadStones, Game, GameEnd, Move, Point, Ruleset};
use weiqi::sgf::GameRecord;
use weiqi_engine::nn::{Model, Network};

#[path = "../tests/common/katago.rs"]
mod katago;
use katago::{judgement_holds, mistake_loss, KataGo, KATAGO_MISTAKE};

struct Options {
    corpus: PathBuf,
    katago: String,
    visits: u32,
    hints: usize,
    hint_visits: u32,
    /// Only the hints: the games are read, not reviewed.
    hints_only: bool,
    /// Visits of the worth's look after a pass to measure besides the hint's own
    /// (`Engine::worth_of`'s), each against the same KataGo worth.
    worth_visits: Vec<u32>,
    /// The hint's positions: every this many moves from move 8 of each game.
    hint_every: usize,
    /// KataGo's worths kept in a file (one a line: the game's path under the corpus, the move,
    /// the point, the visits, the worth), read first and added to: variants of our side are
    /// measured without asking KataGo again.
    kata_cache: Option<PathBuf>,
    /// Print what each worth rests on (`feat` lines on the error output).
    features: bool,
    /// Ask KataGo again with this many visits about each claim it found false (its search of
    /// 100 visits is noisy too: a deeper one says whether the claim or the check was wrong).
    recheck_visits: Option<u32>,
    /// Ask KataGo again with this many visits about every worth the hint states: how often
    /// KataGo's own worth at `--hint-visits` is within the margin of its deeper one (the
    /// oracle's own spread), and how often the stated one is.
    kata_self: Option<u32>,
}

/// KataGo, started when it is first needed, and its worths kept by `--kata-cache`.
struct Oracle {
    command: String,
    kata: Option<KataGo>,
    worths: std::collections::HashMap<String, f32>,
    file: Option<PathBuf>,
}

impl Oracle {
    fn new(command: &str, file: Option<PathBuf>) -> Oracle {
        let mut worths = std::collections::HashMap::new();
        if let Some(text) = file.as_ref().and_then(|f| std::fs::read_to_string(f).ok()) {
            for line in text.lines() {
                if let Some((key, worth)) = line.rsplit_once('\t') {
                    if let Ok(w) = worth.parse() {
                        worths.insert(key.to_string(), w);
                    }
                }
            }
        }
        Oracle { command: command.to_string(), kata: None, worths, file }
    }

    fn kata(&mut self) -> &mut KataGo {
        let command = &self.command;
        self.kata.get_or_insert_with(|| KataGo::start(command))
    }

    /// KataGo's worth of `p` (see [`katago_worth`]), from the kept file when it is there.
    fn worth(&mut self, name: &str, game: &Game, m: usize, p: Point, visits: u32) -> f32 {
        let key = format!("{name}\t{m}\t{}\t{visits}", p.to_gtp(game.size()));
        if let Some(&w) = self.worths.get(&key) {
            return w;
        }
        let w = katago_worth(self.kata(), game, m, p, visits);
        self.worths.insert(key.clone(), w);
        if let Some(file) = &self.file {
            use std::io::Write;
            let mut f = std::fs::OpenOptions::new().create(true).append(true).open(file).expect("the KataGo cache");
            writeln!(f, "{key}\t{w:.1}").expect("the KataGo cache");
        }
        w
    }
}

/// KataGo's worth of `p` after the first `m` moves of `game`: the opponent's lead after a pass
/// against after the move, each searched with `visits` visits.
fn katago_worth(kata: &mut KataGo, game: &Game, m: usize, p: Point, visits: u32) -> f32 {
    let moved = kata.look(game, m, Some(Move::Play(p)), visits);
    let passed = kata.look(game, m, Some(Move::Pass), visits);
    passed.lead - moved.lead
}

/// Whether a stated worth is within 25 % or 2 points of KataGo's.
fn worth_close(stated: u32, kata_worth: f32) -> bool {
    (stated as f32 - kata_worth).abs() <= worth_margin(kata_worth)
}

/// The hints' worths on one board size: how many the hint would state without its check and
/// how many of those are within KataGo's; how many it states and how many of those are
/// within; how many of the dropped ones were within.
#[derive(Clone, Copy, Default)]
struct WorthRow {
    would: usize,
    would_close: usize,
    stated: usize,
    close: usize,
    dropped_close: usize,
}

/// The count of a game that ended with two passes, with the dead stones the engine proposes.
fn counted(engine: &mut Engine, game: &Game) -> Option<(DeadStones, weiqi::rules::Outcome)> {
    (game.end() == Some(GameEnd::BothPassed)).then(|| {
        let playouts = match game.size().get() {
            0..=9 => 4_000,
            10..=13 => 3_000,
            _ => 2_000,
        };
        let ownership = engine.final_ownership(game, playouts);
        let mut dead = DeadStones::default();
        for (group, status) in ownership.statuses(game.board()) {
            if status == Status::Dead {
                dead.toggle_group(game.board(), group.stones[0]);
            }
        }
        let outcome = game.outcome(&dead);
        (dead, outcome)
    })
}

/// Points from an SGF result (`B+3.5` → 3.5, `W+R` → `None`), Black's.
fn black_points(result: &str) -> Option<f32> {
    let (side, points) = result.split_once('+')?;
    let points: f32 = points.parse().ok()?;
    match side {
        "B" => Some(points),
        "W" => Some(-points),
        _ => None,
    }
}

/// Whether a hint's reason holds on the board, checked again from the rules.
fn hint_reason_holds(game: &Game, p: Point, reason: &HintReason) -> bool {
    let mut after = game.clone();
    let Ok(played) = after.play(Move::Play(p)).cloned() else { return false };
    let me = game.to_move();
    let in_atari = |g: &Game, at: Point| g.board().group(at).is_some_and(|gr| gr.color == me && gr.liberties.len() == 1);
    match *reason {
        HintReason::Captures(n) => played.captured.len() == n,
        HintReason::Saves(_) => game.board().groups().iter().any(|g| g.color == me && g.liberties == [p]) && after.board().group(p).is_some_and(|g| g.liberties.len() >= 2),
        HintReason::Ataris(_) => after.board().groups().iter().any(|g| g.color == !me && g.liberties.len() == 1),
        HintReason::GivesUp(_) => after.board().group(p).is_some_and(|g| g.liberties.len() == 1),
        HintReason::Worth(_) | HintReason::Urgent(_) | HintReason::Cuts(_) | HintReason::Contact(_) => {
            let short = p.neighbors(game.size()).filter_map(|q| game.board().group(q)).any(|g| g.liberties.len() <= 2);
            let touched = game.board().groups_next_to(p, !me);
            // Two touched groups are cut when, after the move, they are still two groups with
            // no liberty in common.
            let apart_after = |a: &weiqi::rules::Group, b: &weiqi::rules::Group| {
                after.board().group(a.stones[0]).zip(after.board().group(b.stones[0])).is_some_and(|(x, y)| !x.liberties.iter().any(|l| y.liberties.contains(l)))
            };
            let apart = touched.iter().enumerate().any(|(i, a)| touched[i + 1..].iter().any(|b| apart_after(a, b)));
            match reason {
                HintReason::Urgent(_) => short,
                HintReason::Cuts(_) => !short && apart,
                HintReason::Contact(_) => !short && !apart && !touched.is_empty(),
                _ => !short && touched.is_empty(),
            }
        }
        HintReason::SavingIsSmaller { at, .. } | HintReason::CannotSave { at, .. } | HintReason::Rescue { at, .. } => in_atari(game, at) && in_atari(&after, at),
    }
}

fn main() {
    let opts = parse_options();
    let mut files = Vec::new();
    collect(&opts.corpus, &mut files);
    files.sort();
    assert!(!files.is_empty(), "no SGF files under {}", opts.corpus.display());
    let network = Arc::new(Network::new(&Model::from_bytes(include_bytes!("../weights/g170-b6c96.wqnn")).expect("the app's network")));
    let mut engine = Engine::new(Level::MAX, 1);
    engine.set_network(Some(network));
    let mut oracle = Oracle::new(&opts.katago, opts.kata_cache.clone());

    let (mut games, mut named, mut specific, mut judged, mut false_claims, mut false_titles) = (0, 0, 0, 0, Vec::new(), Vec::new());
    // Of the false ones, how many KataGo's deeper search (`--recheck-visits`) finds false too.
    let (mut false_claims_confirmed, mut false_titles_confirmed) = (0, 0);
    let (mut counted_games, mut end_off, mut record_off, mut trainer_off) = (0, Vec::new(), Vec::new(), Vec::new());
    let mut positions: Vec<(usize, usize)> = Vec::new();
    let mut loaded: Vec<Game> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    for (g, file) in files.iter().enumerate() {
        let text = std::fs::read_to_string(file).expect("a readable SGF");
        let Ok(record) = GameRecord::parse(&text) else { continue };
        let game = load_game(&record, Ruleset::CHINESE).game;
        if game.move_number() < 10 || !(7..=19).contains(&game.size().get()) {
            continue;
        }
        games += 1;
        let name = file.strip_prefix(&opts.corpus).unwrap_or(file).display().to_string();
        if opts.hints_only {
            let k = loaded.len();
            positions.extend((8..game.move_number()).step_by(opts.hint_every).map(|m| (k, m)));
            loaded.push(game);
            names.push(name);
            continue;
        }
        let Some(views) = engine.review_views(&game, Plan::for_lines(game.size().get())) else { continue };
        for m in review::mistakes(&game, &views, review::MISTAKES_PER_SIDE) {
            named += 1;
            eprintln!("named: {name} move {} {:?} lost {:.1} better {} {:?}", m.move_index + 1, m.color, m.loss, match m.better { Move::Play(p) => p.to_gtp(game.size()), Move::Pass => "pass".to_string() }, m.reason);
            specific += usize::from(m.reason.is_some());
            let kata_loss = mistake_loss(oracle.kata(), &game, &m, opts.visits);
            if kata_loss < KATAGO_MISTAKE {
                let mut line = format!("{name} move {}: lost {:.1} by the review, {kata_loss:.1} by KataGo ({:?})", m.move_index + 1, m.loss, m.reason);
                if let Some(deeper) = opts.recheck_visits {
                    let again = mistake_loss(oracle.kata(), &game, &m, deeper);
                    line += &format!("; {again:.1} at {deeper} visits");
                    false_titles_confirmed += usize::from(again < KATAGO_MISTAKE);
                }
                eprintln!("false loss: {line}");
                false_titles.push(line);
            }
            if let Some(holds) = judgement_holds(oracle.kata(), &game, m.move_index, m.better, m.reason.as_ref(), opts.visits) {
                judged += 1;
                if !holds {
                    let mut line = format!("{name} move {}: {:?} (lost {:.1} by the review)", m.move_index + 1, m.reason, m.loss);
                    if let Some(deeper) = opts.recheck_visits {
                        let again = judgement_holds(oracle.kata(), &game, m.move_index, m.better, m.reason.as_ref(), deeper) == Some(true);
                        line += if again { "; true at the deeper look" } else { "; false at the deeper look too" };
                        false_claims_confirmed += usize::from(!again);
                    }
                    eprintln!("false reason: {line}");
                    false_claims.push(line);
                }
            }
        }
        if let Some((dead, outcome)) = counted(&mut engine, &game) {
            counted_games += 1;
            // The review's end is the count in a counted game (the page and `weiqi-review`).
            let end = outcome.margin.0 as f32 / 2.0;
            let network_end = views.last().map_or(0.0, |v| v.black_lead);
            if (network_end - end).abs() > 1.0 || network_end.signum() != end.signum() {
                end_off.push(format!("{name}: count {end:+.1}, the network's lead at the end {network_end:+.1}"));
            }
            if let Some(recorded) = record.info.result.as_deref().and_then(black_points) {
                if (recorded - end).abs() > 1.0 || recorded.signum() != end.signum() {
                    record_off.push(format!("{name}: count {end:+.1}, recorded {recorded:+.1}"));
                }
            }
            if Task::of_game(&game, &dead).outcome() != outcome {
                trainer_off.push(name.clone());
            }
        }
        let k = loaded.len();
        positions.extend((8..game.move_number()).step_by(opts.hint_every).map(|m| (k, m)));
        loaded.push(game);
        names.push(name.clone());
        eprintln!("{}/{} {name}: {} mistakes so far, {} specific, {} false reasons, {} false losses", g + 1, files.len(), named, specific, false_claims.len(), false_titles.len());
    }

    // Hints on positions spread over the corpus.
    let step = (positions.len() / opts.hints.max(1)).max(1);
    let (mut hints, mut contradicted, mut wrong_kind, mut worth_off) = (0, Vec::new(), Vec::new(), Vec::new());
    // Of the worths off KataGo's, how many are off its deeper search's too.
    let mut worth_off_confirmed = 0;
    // With `--kata-self`: stated worths asked again, KataGo's own within its deeper one, the
    // stated ones within it.
    let (mut deep_asked, mut kata_within_deep, mut stated_within_deep) = (0, 0, 0);
    // The hints' worths by board size (9×9, 13×13, 19×19).
    let mut worth_rows = [WorthRow::default(); 3];
    // For each of `--worth-visits`: worths stated, and how many within KataGo's.
    let mut other_worths = vec![(0, 0); opts.worth_visits.len()];
    for &(k, m) in positions.iter().step_by(step).take(opts.hints) {
        let game = loaded[k].replayed(m);
        let Some(analysis) = engine.analyze(&game, hint_visits(game.size().get())) else { continue };
        let Some((best, p)) = analysis.candidates.first().and_then(|(c, _)| Some((c, c.point?))) else { continue };
        hints += 1;
        // The worth as the hint says it (checked), and as it would be without its check.
        let reading = engine.worth_reading(&game, best, WORTH_VISITS);
        let worth = reading.and_then(|r| r.stated());
        let reason = hint_story(&game, p, worth);
        let unchecked = hint_story(&game, p, reading.map(|r| r.points()));
        let here = format!("{} after move {m}: {} {:?}", files[k].display(), p.to_gtp(game.size()), reason);
        let mut after = game.clone();
        if after.play(Move::Play(p)).is_ok() {
            let explained = matches!(reason, Some(HintReason::SavingIsSmaller { .. } | HintReason::CannotSave { .. } | HintReason::GivesUp(_)));
            if !explained && danger_after(&after).is_some_and(|d| d.capturable) {
                contradicted.push(here.clone());
            }
        }
        if let Some(r) = &reason {
            if !hint_reason_holds(&game, p, r) {
                wrong_kind.push(here.clone());
            }
        }
        let mut kata_worth = None;
        let size_row = match game.size().get() {
            0..=9 => 0,
            10..=13 => 1,
            _ => 2,
        };
        if let Some(would) = unchecked.and_then(|r| r.worth()) {
            let kw = *kata_worth.get_or_insert_with(|| oracle.worth(&names[k], &game, m, p, opts.hint_visits));
            let row = &mut worth_rows[size_row];
            row.would += 1;
            row.would_close += usize::from(worth_close(would, kw));
            match reason.and_then(|r| r.worth()) {
                Some(stated) => {
                    row.stated += 1;
                    if let Some(deeper) = opts.kata_self {
                        let deep = oracle.worth(&names[k], &game, m, p, deeper);
                        deep_asked += 1;
                        kata_within_deep += usize::from((kw - deep).abs() <= worth_margin(deep));
                        stated_within_deep += usize::from(worth_close(stated, deep));
                        eprintln!("kata-self\t{}\t{m}\t{}\t{stated}\t{kw:.1}\t{deep:.1}", files[k].display(), p.to_gtp(game.size()));
                    }
                    if worth_close(stated, kw) {
                        row.close += 1;
                    } else {
                        let mut line = format!("{here}: stated {stated}, KataGo {kw:.1}");
                        if let Some(deeper) = opts.recheck_visits {
                            let again = oracle.worth(&names[k], &game, m, p, deeper);
                            line += &format!("; {again:.1} at {deeper} visits");
                            worth_off_confirmed += usize::from(!worth_close(stated, again));
                        }
                        worth_off.push(line);
                    }
                }
                _ => {
                    row.dropped_close += usize::from(worth_close(would, kw));
                    eprintln!("worth dropped: {here}: would say {would}, KataGo {kw:.1}, {reading:?}");
                }
            }
        }
        let mut others = Vec::new();
        for (i, &visits) in opts.worth_visits.iter().enumerate() {
            let other = engine.worth_with(&game, best, visits);
            others.push(other);
            if let Some(stated) = hint_story(&game, p, other).and_then(|r| r.worth()) {
                let kw = *kata_worth.get_or_insert_with(|| oracle.worth(&names[k], &game, m, p, opts.hint_visits));
                other_worths[i].0 += 1;
                other_worths[i].1 += usize::from(worth_close(stated, kw));
            }
        }
        if let Some(kw) = kata_worth {
            let points = reading.map_or(-1, |r| r.points() as i64);
            eprintln!("worth\t{}\t{m}\t{}\t{points}\t{kw:.1}\t{others:?}", files[k].display(), p.to_gtp(game.size()));
            if opts.features {
                let mut after = game.clone();
                let mut passed = game.clone();
                if after.play(Move::Play(p)).is_ok() && passed.play(Move::Pass).is_ok() {
                    let look = |e: &mut Engine, g: &Game, v: u32| e.analyze(g, v).map_or(f32::NAN, |a| a.lead);
                    let net_move = -look(&mut engine, &after, 1);
                    let net_pass = look(&mut engine, &passed, 1);
                    let pass = engine.analyze(&passed, 32);
                    let (pass_lead, pass_top) = pass.as_ref().map_or((f32::NAN, String::new()), |a| (a.lead, a.candidates.first().and_then(|(c, _)| c.point).map_or("pass".into(), |q| q.to_gtp(game.size()))));
                    let fresh_move = -look(&mut engine, &after, 32);
                    let small: Vec<String> = [4, 8, 16].iter().map(|&v| format!("{:.2}", look(&mut engine, &passed, v) - look(&mut engine, &after, v))).collect();
                    eprintln!(
                        "feat\t{}\t{m}\t{}\t{}\t{kw:.1}\t{:.2}\t{}\t{:.3}\t{pass_lead:.2}\t{pass_top}\t{net_move:.2}\t{net_pass:.2}\t{fresh_move:.2}\t{}\t{}\t{}\t{}",
                        names[k], p.to_gtp(game.size()), points, best.lead, best.visits, best.win_rate,
                        game.size().get(), game.handicap(), calm_move(&game, p), small.join("\t")
                    );
                }
            }
        }
    }

    let list = |title: &str, items: &[String]| {
        if !items.is_empty() {
            println!("{title}:");
            for i in items {
                println!("  {i}");
            }
        }
    };
    list("false judgements (KataGo disagrees)", &false_claims);
    list("mistakes KataGo finds no loss of a point in", &false_titles);
    list("the network's lead at the end against the count", &end_off);
    list("the count against the record's result", &record_off);
    list("the counting trainer's count differs", &trainer_off);
    list("hints contradicted by a warning", &contradicted);
    list("hints whose reason fails on the board", &wrong_kind);
    list("hints' worth off KataGo's", &worth_off);
    let pct = |a: usize, b: usize| if b == 0 { 0.0 } else { 100.0 * a as f64 / b as f64 };
    println!();
    println!("| what | figure |");
    println!("|---|---|");
    println!("| games reviewed | {games} |");
    println!("| named mistakes | {named} |");
    println!("| with a specific reason | {specific} ({:.0} %) |", pct(specific, named));
    println!("| judgements checked by KataGo ({} visits) | {judged} |", opts.visits);
    println!("| false reasons | {} |", false_claims.len());
    println!("| mistakes that lost under a point by KataGo | {} |", false_titles.len());
    if let Some(deeper) = opts.recheck_visits {
        println!("| of them false again at {deeper} visits: reasons, losses | {false_claims_confirmed}, {false_titles_confirmed} |");
    }
    println!("| counted games: review end = count | {counted_games} of {counted_games} (by construction); the network's own lead within 1 point in {} |", counted_games - end_off.len());
    println!("| counted games: count against the record's (GNU Go's) within 1 point | {} of {counted_games} |", counted_games - record_off.len());
    println!("| counting trainer = Play | {} of {counted_games} |", counted_games - trainer_off.len());
    println!("| hints | {hints} |");
    println!("| hints contradicted by a warning | {} |", contradicted.len());
    println!("| hints whose reason fails on the board | {} |", wrong_kind.len());
    for (lines, row) in ["9×9", "13×13", "19×19"].iter().zip(&worth_rows) {
        println!(
            "| hint worth on {lines}: without its check, within 25 % or 2 points of KataGo's ({} visits) | {} of {} |",
            opts.hint_visits, row.would_close, row.would
        );
        println!(
            "| hint worth on {lines}: stated, dropped by its check (of them within), stated within | {}, {} ({}), {} of {} |",
            row.stated, row.would - row.stated, row.dropped_close, row.close, row.stated
        );
    }
    let total = worth_rows.iter().fold(WorthRow::default(), |a, r| WorthRow {
        would: a.would + r.would,
        would_close: a.would_close + r.would_close,
        stated: a.stated + r.stated,
        close: a.close + r.close,
        dropped_close: a.dropped_close + r.dropped_close,
    });
    if let Some(deeper) = opts.recheck_visits {
        println!("| stated worths off KataGo's, off again at {deeper} visits | {worth_off_confirmed} of {} |", worth_off.len());
    }
    if let Some(deeper) = opts.kata_self {
        println!("| stated worths: KataGo's at {} visits within 25 % or 2 points of its own at {deeper} | {kata_within_deep} of {deep_asked} |", opts.hint_visits);
        println!("| stated worths within 25 % or 2 points of KataGo's at {deeper} visits | {stated_within_deep} of {deep_asked} |");
    }
    println!("| hint worth without its check: within | {} of {} |", total.would_close, total.would);
    println!(
        "| hint worth: stated (kept), dropped (of them within), stated within | {} ({:.0} %), {} ({}), {} of {} ({:.0} %) |",
        total.stated,
        pct(total.stated, total.would),
        total.would - total.stated,
        total.dropped_close,
        total.close,
        total.stated,
        pct(total.close, total.stated)
    );
    for (visits, (stated, close)) in opts.worth_visits.iter().zip(&other_worths) {
        println!("| the same, the look after a pass of {visits} visits | {close} of {stated} |");
    }
}

fn collect(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(&path, files);
        } else if path.extension().is_some_and(|e| e == "sgf") {
            files.push(path);
        }
    }
}

fn parse_options() -> Options {
    let mut opts = Options { corpus: PathBuf::from("target/claims/corpus"), katago: "../shared/tools/katago-gtp".into(), visits: 100, hints: 500, hint_visits: 200, hints_only: false, worth_visits: Vec::new(), hint_every: 7, kata_cache: None, features: false, recheck_visits: None, kata_self: None };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().unwrap_or_else(|| panic!("{flag} needs a value"));
        let number = || value.parse::<u32>().unwrap_or_else(|_| panic!("{flag} takes a number"));
        match flag.as_str() {
            "--corpus" => opts.corpus = PathBuf::from(&value),
            "--katago" => opts.katago = format!("{value} 1"),
            "--visits" => opts.visits = number(),
            "--hints" => opts.hints = number() as usize,
            "--hint-visits" => opts.hint_visits = number(),
            "--hints-only" => opts.hints_only = value == "yes",
            "--features" => opts.features = value == "yes",
            "--kata-cache" => opts.kata_cache = Some(PathBuf::from(&value)),
            "--recheck-visits" => opts.recheck_visits = Some(number()),
            "--kata-self" => opts.kata_self = Some(number()),
            "--hint-every" => opts.hint_every = number().max(1) as usize,
            "--worth-visits" => opts.worth_visits = value.split(',').map(|v| v.parse().unwrap_or_else(|_| panic!("{flag} takes numbers, as 8,16,32"))).collect(),
            _ => panic!("unknown option {flag}"),
        }
    }
    opts
}
