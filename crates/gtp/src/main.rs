//! `weiqi-gtp`: the rules engine and the computer opponent behind GTP v2 on standard input
//! and output (see [`weiqi_gtp`]). Build it with `cargo build --release -p weiqi-gtp`.

use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::Arc;

use weiqi_engine::bot::Level;
use weiqi_gtp::{run, PlayerConfig, Referee};
use weiqi_engine::rules::Ruleset;
use weiqi_engine::nn::{Model, Network};

/// The network the app plays with (KataGo's g170 6-block network, 16-bit; weights/README.md).
const WEIGHTS: &[u8] = include_bytes!("../../../weights/g170-b6c96.wqnn");

const HELP: &str = "\
weiqi-gtp: a Go referee and player under the Chinese rules, speaking GTP v2 on standard
input and output (positional superko, no suicide, komi 7.5 until told otherwise).

Options:
  --level N      playing strength for genmove, 1 (a first opponent) to 8 (strongest); default 8
  --weights F    play with the network in file F (KataGo .bin/.bin.gz version 8, or the app's
                 .wqnn); default: the app's own network; none: the Monte Carlo search
  --visits N     search N visits a move at every level (the level still picks among them)
  --seconds S    think at most S seconds a move (also bounded by time_settings/time_left)
  --seed N       random seed; the same seed gives the same moves when no time limit applies
  --resign P     resign when the chance of winning falls below P percent (default: never)
  --help         this text
";

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1)) {
        Ok(Some(config)) => config,
        Ok(None) => {
            print!("{HELP}");
            return ExitCode::SUCCESS;
        }
        Err(why) => {
            let _ = writeln!(io::stderr(), "weiqi-gtp: {why}\n\n{HELP}");
            return ExitCode::from(2);
        }
    };
    let stdin = io::stdin();
    let stdout = io::stdout();
    match run(&mut Referee::with_player(Ruleset::CHINESE, config), stdin.lock(), stdout.lock()) {
        Ok(()) => ExitCode::SUCCESS,
        // A closed output pipe means the controller has gone: nothing more to say.
        Err(e) if e.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            let _ = writeln!(io::stderr(), "weiqi-gtp: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The options, or `None` for `--help`.
fn parse_args(mut args: impl Iterator<Item = String>) -> Result<Option<PlayerConfig>, String> {
    let mut config = PlayerConfig::default();
    let mut weights: Option<String> = None;
    while let Some(flag) = args.next() {
        if flag == "--help" || flag == "-h" {
            return Ok(None);
        }
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--level" => {
                config.level = value
                    .parse::<u8>()
                    .ok()
                    .and_then(Level::new)
                    .ok_or_else(|| format!("--level takes 1 to 8, not {value}"))?;
            }
            "--seconds" => {
                let s: f64 = value.parse().map_err(|_| format!("--seconds takes a number, not {value}"))?;
                if !(s.is_finite() && s > 0.0) {
                    return Err(format!("--seconds must be above 0, not {value}"));
                }
                config.seconds = Some(s);
            }
            "--seed" => config.seed = value.parse().map_err(|_| format!("--seed takes a whole number, not {value}"))?,
            "--resign" => {
                let p: f32 = value.parse().map_err(|_| format!("--resign takes a percentage, not {value}"))?;
                if !(0.0..=100.0).contains(&p) {
                    return Err(format!("--resign takes 0 to 100, not {value}"));
                }
                config.resign_below = Some(p / 100.0);
            }
            "--weights" => weights = Some(value),
            "--visits" => {
                let v: u32 = value.parse().map_err(|_| format!("--visits takes a whole number, not {value}"))?;
                if v == 0 {
                    return Err("--visits must be at least 1".to_string());
                }
                config.visits = Some(v);
            }
            _ => return Err(format!("unknown option {flag}")),
        }
    }
    config.network = match weights.as_deref() {
        Some("none") => None,
        Some(path) => {
            let bytes = std::fs::read(path).map_err(|e| format!("--weights {path}: {e}"))?;
            let model = Model::from_bytes(&bytes).map_err(|e| format!("--weights {path}: {e}"))?;
            Some(Arc::new(Network::new(&model)))
        }
        None => Some(Arc::new(Network::new(&Model::from_bytes(WEIGHTS).map_err(|e| format!("the built-in network: {e}"))?))),
    };
    Ok(Some(config))
}
