//! The engine's side of GTP: `genmove`, `final_status_list`, `time_settings` and
//! `time_left`, played by [`weiqi_engine::bot::Engine`] at the level and limits given on the command
//! line.

use std::sync::Arc;

use weiqi_engine::bot::hint::{hint_story, hint_visits, HintReason};
use weiqi_engine::bot::review::{self, Plan};
use weiqi_engine::bot::{Budget, BotMove, Engine, Level, Status};
use weiqi_engine::nn::{GameSituation, Network, Scratch};
use weiqi_engine::rules::handicap_compensation;
use weiqi_engine::rules::{Color, DeadStones, Game, GameEnd, Move, Point};

use super::args::{parse_count, shorten, Args};
use super::GtpError;

/// How the engine plays: its level, a cap on the seconds per move, the random seed, whether it
/// may resign, and the network it plays with (none: the Monte Carlo search).
#[derive(Clone, Debug)]
pub struct PlayerConfig {
    /// 1 to 8.
    pub level: Level,
    /// At most this many seconds a move.
    pub seconds: Option<f64>,
    /// The random seed: equal seeds give equal games when no time limit applies.
    pub seed: u64,
    /// Resign when the chance of winning falls below this.
    pub resign_below: Option<f32>,
    /// The network, or `None` for the Monte Carlo search.
    pub network: Option<Arc<Network>>,
    /// Search visits at every level, instead of the level's own.
    pub visits: Option<u32>,
}

impl Default for PlayerConfig {
    fn default() -> PlayerConfig {
        PlayerConfig {
            level: Level::MAX,
            seconds: None,
            seed: 1,
            resign_below: None,
            network: None,
            visits: None,
        }
    }
}

/// The clock GTP gives: main time, then byo-yomi periods of `byo_stones` moves in
/// `byo_seconds`; and what is left for each colour.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct TimeControl {
    main: f64,
    byo_seconds: f64,
    byo_stones: u32,
    /// Seconds and stones left for Black and White, when the controller has said.
    left: [Option<(f64, u32)>; 2],
}

/// The engine and its clock.
pub(crate) struct Player {
    engine: Engine,
    config: PlayerConfig,
    time: Option<TimeControl>,
}

impl std::fmt::Debug for Player {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Player").field("config", &self.config).field("time", &self.time).finish()
    }
}

impl Clone for Player {
    fn clone(&self) -> Player {
        Player::new(self.config.clone())
    }
}

impl Player {
    pub(crate) fn new(config: PlayerConfig) -> Player {
        let mut engine = Engine::new(config.level, config.seed);
        engine.set_resign_threshold(config.resign_below);
        {
            engine.set_network(config.network.clone());
            engine.set_visits(config.visits);
        }
        Player { engine, config, time: None }
    }

    /// `kata-raw-nn 0`: the network's own outputs for the position, in the layout of KataGo's
    /// command of that name (White's point of view; rows from the top), to compare the two.
    pub(crate) fn raw_nn(&mut self, game: &Game, args: &Args) -> Result<String, GtpError> {
        args.expect(1, 1, "a symmetry (0)")?;
        if args.get(0) != Some("0") {
            return Err(GtpError::Syntax("only symmetry 0 is computed".to_string()));
        }
        let network = self.config.network.as_ref().ok_or_else(|| GtpError::Syntax("no network is loaded".to_string()))?;
        let komi = (game.ruleset().komi.quarters().points() + handicap_compensation(game.handicap()).points()) as f32;
        let n = game.size().get() as usize;
        let inputs = GameSituation::of(game, komi).situation().inputs();
        let e = network.evaluate(&inputs, game.ruleset().ko, &mut Scratch::new(network, n));
        let white = game.to_move() == Color::White;
        let flip = |v: f32| if white { v } else { -v };
        let mut out = format!(
            "symmetry 0\nwhiteWin {:.6}\nwhiteLoss {:.6}\nnoResult {:.6}\nwhiteLead {:.3}\nwhiteScoreSelfplay {:.3}\nwhiteScoreSelfplaySq {:.3}\npolicy\n",
            if white { e.win } else { e.loss },
            if white { e.loss } else { e.win },
            e.no_result,
            flip(e.lead),
            flip(e.score),
            e.score_sq
        );
        for r in 0..n {
            let row: Vec<String> =
                (0..n).map(|c| if inputs.legal[r * n + c] { format!("{:.6}", e.policy[r * n + c]) } else { "NAN".to_string() }).collect();
            out += &(row.join(" ") + "\n");
        }
        out += &format!("policyPass {:.6}\nwhiteOwnership\n", e.pass);
        for r in 0..n {
            let row: Vec<String> = (0..n).map(|c| format!("{:.7}", flip(e.ownership[r * n + c]))).collect();
            out += &(row.join(" ") + "\n");
        }
        Ok(out.trim_end().to_string())
    }

    /// A new game: the search tree is dropped.
    pub(crate) fn new_game(&mut self) {
        self.engine.clear();
    }

    /// `genmove COLOUR`: plays the engine's move for `color` in `game` and names it.
    pub(crate) fn genmove(&mut self, game: &mut Game, args: &Args) -> Result<String, GtpError> {
        args.expect(1, 1, "a colour")?;
        let color = args.color(0)?;
        game.resume();
        if game.end().is_some() {
            return Err(GtpError::Syntax("the game is over".to_string()));
        }
        // GTP lets either colour move; the engine thinks for the side to move.
        let position = if game.to_move() == color {
            game.clone()
        } else {
            Game::from_setup(game.board().clone(), color, game.ruleset()).map_err(|e| GtpError::Syntax(e.to_string()))?
        };
        let budget = Budget { playouts: self.config.level.playouts(), millis: self.move_millis(color, game) };
        let started = std::time::Instant::now();
        let clock = move || started.elapsed().as_secs_f64() * 1000.0;
        let thought = self.engine.genmove(&position, budget, &clock);
        let size = game.size();
        match thought.mv {
            BotMove::Resign => {
                game.resign(color);
                Ok("resign".to_string())
            }
            BotMove::Play(p) if game.play_as(color, Move::Play(p)).is_ok() => Ok(p.to_gtp(size)),
            // A move legal only in the position without its history (superko): pass instead.
            BotMove::Play(_) | BotMove::Pass => {
                game.play_as(color, Move::Pass).map_err(|e| GtpError::IllegalMove(e.sentence(size)))?;
                Ok("pass".to_string())
            }
        }
    }

    /// `final_status_list dead|alive|seki`: the groups of that status, one a line.
    pub(crate) fn final_status_list(&mut self, game: &Game, args: &Args) -> Result<String, GtpError> {
        args.expect(1, 1, "dead, alive or seki")?;
        let word = args.get(0).unwrap_or_default();
        let wanted = match word.to_ascii_lowercase().as_str() {
            "dead" => Status::Dead,
            "alive" => Status::Alive,
            "seki" => Status::Seki,
            _ => return Err(GtpError::Syntax(format!("\"{}\" is not dead, alive or seki", shorten(word)))),
        };
        let playouts = status_playouts(game);
        let ownership = self.engine.final_ownership(game, playouts);
        let size = game.size();
        let lines: Vec<String> = ownership
            .statuses(game.board())
            .into_iter()
            .filter(|(_, s)| *s == wanted)
            .map(|(g, _)| g.stones.iter().map(|p| p.to_gtp(size)).collect::<Vec<_>>().join(" "))
            .collect();
        Ok(lines.join("\n"))
    }

    /// `weiqi-review [VISITS]`: the app's review of the game so far (its plan, with `VISITS`
    /// for the deep look if given): one line per mistake it names, `MOVE COLOR LOSS BETTER
    /// REASON [STONES]` (the move's number from 1, passes counted; the points lost; the better
    /// move; the reason's kind, `reading` when the board gives none; the stones it speaks of),
    /// then `end LEAD`: the count when both passed (with the engine's dead stones), else the
    /// network's lead at the end (`B+4.5`, `W+2`, `0`).
    pub(crate) fn review(&mut self, game: &Game, args: &Args) -> Result<String, GtpError> {
        args.expect(0, 1, "the deep look's visits")?;
        let mut plan = Plan::for_lines(game.size().get());
        if let Some(word) = args.get(0) {
            let visits = parse_count(word).filter(|&v| (1..=100_000).contains(&v)).ok_or_else(|| GtpError::Syntax(format!("\"{}\" is not a number of visits", shorten(word))))?;
            plan.deep = visits as u32;
            plan.quick = (plan.deep / 4).max(1);
            // The third look, and the better move's own look with it, no shallower than the
            // deep one: a quick look never makes them.
            plan.confirm = plan.confirm.max(plan.deep);
        }
        let views = self.engine.review_views(game, plan).ok_or_else(|| GtpError::Syntax("no network is loaded for this board".to_string()))?;
        let size = game.size();
        let vertex = |mv: Move| match mv {
            Move::Play(p) => p.to_gtp(size),
            Move::Pass => "pass".to_string(),
        };
        let mut lines: Vec<String> = review::mistakes(game, &views, review::MISTAKES_PER_SIDE)
            .iter()
            .map(|m| {
                let reason = m.reason.as_ref().map_or("reading", |r| r.kind());
                let stones: Vec<String> = m.reason.as_ref().map_or(&[][..], |r| r.stones()).iter().map(|p| p.to_gtp(size)).collect();
                let mut line = format!("{} {} {:.1} {} {reason}", m.move_index + 1, m.color.letter(), m.loss, vertex(m.better));
                if !stones.is_empty() {
                    line += &format!(" {}", stones.join(","));
                }
                line
            })
            .collect();
        let end = if game.end() == Some(GameEnd::BothPassed) {
            let ownership = self.engine.final_ownership(game, status_playouts(game));
            let mut dead = DeadStones::default();
            for (group, status) in ownership.statuses(game.board()) {
                if status == Status::Dead {
                    dead.toggle_group(game.board(), group.stones[0]);
                }
            }
            game.outcome(&dead).sgf_result()
        } else {
            let lead = views.last().map_or(0.0, |v| v.black_lead);
            let half_points = (lead * 2.0).round() / 2.0;
            match half_points {
                l if l > 0.0 => format!("B+{l}"),
                l if l < 0.0 => format!("W+{}", -l),
                _ => "0".to_string(),
            }
        };
        lines.push(format!("end {end}"));
        Ok(lines.join("\n"))
    }

    /// `weiqi-hint`: the app's hint for the side to move: `POINT REASON [STONES] [WORTH]`
    /// (the network's first choice; what the hint says of it, `plain` when nothing; the stones
    /// it speaks of; what playing there first is worth, in points, when the search and the
    /// network's first look agree on it: `Engine::worth_of`), or `pass`.
    pub(crate) fn hint(&mut self, game: &Game, args: &Args) -> Result<String, GtpError> {
        args.expect(0, 0, "")?;
        let analysis = self.engine.analyze(game, hint_visits(game.size().get())).ok_or_else(|| GtpError::Syntax("no network is loaded for this board".to_string()))?;
        let Some((best, point)) = analysis.candidates.first().and_then(|(c, _)| Some((c, c.point?))) else { return Ok("pass".to_string()) };
        let size = game.size();
        let worth = self.engine.worth_of(game, best);
        let reason = hint_story(game, point, worth);
        let group_at = |at: Point| game.board().group(at).map(|g| g.stones).unwrap_or_default();
        let stones = match reason {
            Some(HintReason::SavingIsSmaller { at, .. } | HintReason::CannotSave { at, .. } | HintReason::Rescue { at, .. }) => group_at(at),
            Some(HintReason::Captures(_)) => {
                let mut after = game.clone();
                after.play(Move::Play(point)).map(|m| m.captured.clone()).unwrap_or_default()
            }
            _ => Vec::new(),
        };
        let mut line = format!("{} {}", point.to_gtp(size), reason.as_ref().map_or("plain", HintReason::kind));
        if !stones.is_empty() {
            line += &format!(" {}", stones.iter().map(|p| p.to_gtp(size)).collect::<Vec<_>>().join(","));
        }
        if let Some(worth) = worth {
            line += &format!(" {worth}");
        }
        Ok(line)
    }

    /// `time_settings MAIN BYO_SECONDS BYO_STONES` (seconds, seconds, stones).
    pub(crate) fn time_settings(&mut self, args: &Args) -> Result<String, GtpError> {
        args.expect(3, 3, "main time, byo-yomi time and byo-yomi stones")?;
        let main = seconds(args.get(0).unwrap_or_default())?;
        let byo_seconds = seconds(args.get(1).unwrap_or_default())?;
        let byo_stones = stones(args.get(2).unwrap_or_default())?;
        self.time = Some(TimeControl { main, byo_seconds, byo_stones, left: [None, None] });
        Ok(String::new())
    }

    /// `time_left COLOUR SECONDS STONES`.
    pub(crate) fn time_left(&mut self, args: &Args) -> Result<String, GtpError> {
        args.expect(3, 3, "a colour, seconds and stones")?;
        let color = args.color(0)?;
        let left = seconds(args.get(1).unwrap_or_default())?;
        let stones = stones(args.get(2).unwrap_or_default())?;
        let time = self.time.get_or_insert_with(TimeControl::default);
        time.left[color.index()] = Some((left, stones));
        Ok(String::new())
    }

    /// The milliseconds `color` may spend on this move: the `--seconds` cap, and a share of
    /// the clock when one is set.
    fn move_millis(&self, color: Color, game: &Game) -> Option<f64> {
        let cap = self.config.seconds.map(|s| s * 1000.0);
        let from_clock = self.time.and_then(|t| {
            let (left, stones) = t.left[color.index()].unwrap_or(if t.main > 0.0 {
                (t.main, 0)
            } else {
                (t.byo_seconds, t.byo_stones)
            });
            if t.main == 0.0 && t.byo_seconds == 0.0 && t.byo_stones == 0 {
                return None; // no time limit
            }
            let share = if stones > 0 {
                left / stones as f64
            } else {
                let empty = game.board().size().area() as f64 - game.board().stone_count(Color::Black) as f64
                    - game.board().stone_count(Color::White) as f64;
                left / (empty / 3.0).max(15.0)
            };
            Some((share * 0.8 * 1000.0).max(50.0))
        });
        match (cap, from_clock) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
}

/// Simulations for judging the dead stones: enough for the board to settle.
fn status_playouts(game: &Game) -> u32 {
    match game.size().get() {
        0..=9 => 4_000,
        10..=13 => 3_000,
        _ => 2_000,
    }
}

fn seconds(word: &str) -> Result<f64, GtpError> {
    word.parse::<f64>()
        .ok()
        .filter(|s| s.is_finite() && *s >= 0.0)
        .ok_or_else(|| GtpError::Syntax(format!("\"{}\" is not a number of seconds", shorten(word))))
}

fn stones(word: &str) -> Result<u32, GtpError> {
    parse_count(word)
        .and_then(|n| u32::try_from(n).ok())
        .ok_or_else(|| GtpError::Syntax(format!("\"{}\" is not a number of stones", shorten(word))))
}
