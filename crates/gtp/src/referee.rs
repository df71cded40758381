//! The referee: a game under the Chinese rules, driven one GTP command at a time.

use std::io::Read;

use weiqi_sgf::record::{load_game_until, save_game, SaveInfo};
use weiqi_engine::rules::{count_area, fixed_handicap, BoardSize, DeadStones, Game, GameEnd, Komi, Move, Ruleset};
use weiqi_sgf::{GameRecord, SgfError, MAX_INPUT_BYTES};

use super::args::{parse_count, shorten, Args};
use super::player::{Player, PlayerConfig};
use super::{diagram, respond, Command, GtpError};

/// The commands, in the order `list_commands` gives them.
///
/// # Examples
/// ```
/// use weiqi_gtp::COMMANDS;
/// assert!(COMMANDS.contains(&"loadsgf"));
/// assert!(COMMANDS.contains(&"genmove"));
/// ```
pub const COMMANDS: [&str; 27] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "fixed_handicap",
    "play",
    "is_legal",
    "undo",
    "showboard",
    "final_score",
    "list_stones",
    "captures",
    "loadsgf",
    "printsgf",
    "genmove",
    "final_status_list",
    "time_settings",
    "time_left",
    "kata-raw-nn",
    "weiqi-review",
    "weiqi-hint",
    "weiqi-rank",
];

/// `weiqi-rank [SIZE]`: each level's rank on a board of SIZE lines (the board's own by
/// default), one line a level: `LEVEL KYU` (kyu as a decimal; 0 is 1 dan, −1 is 2 dan:
/// `bot::rank::level_kyu`).
fn weiqi_rank(board: u8, args: &Args) -> Result<String, GtpError> {
    args.expect(0, 1, "a board size")?;
    let size = match args.get(0) {
        None => board,
        Some(word) => word.parse::<u8>().ok().filter(|s| (2..=25).contains(s)).ok_or_else(|| GtpError::Syntax(format!("\"{}\" is not a board size", shorten(word))))?,
    };
    let lines: Vec<String> = weiqi_engine::bot::Level::ALL.iter().map(|&l| format!("{} {:.1}", l.get(), weiqi_engine::bot::rank::level_kyu(l, size))).collect();
    Ok(lines.join("\n"))
}

/// The handicap stones GTP's table places (the protocol's section 4.1.1): the app's, except
/// that three stones leave the lower right open (the app, as players do, leaves the upper
/// left), so that every GTP engine puts them on the same points.
fn gtp_fixed_handicap(size: BoardSize, count: u8) -> Option<Vec<weiqi_engine::rules::Point>> {
    if count == 3 {
        let mut four = fixed_handicap(size, 4).ok()?;
        four.remove(2);
        return Some(four);
    }
    fixed_handicap(size, count).ok()
}

/// A GTP referee and player: it keeps the game, checks every move against the rules and
/// answers each command line with a full response; `genmove` asks the engine for a move.
///
/// Starts on a 19×19 board with komi 7.5, positional superko and no suicide. Either colour
/// may play at any time (GTP's `play` names the colour), and play after two passes goes on.
///
/// # Examples
/// ```
/// use weiqi_gtp::Referee;
/// let mut referee = Referee::new();
/// assert_eq!(referee.respond("1 boardsize 5").unwrap(), "=1 \n\n");
/// assert_eq!(referee.respond("play black C3").unwrap(), "= \n\n");
/// assert_eq!(
///     referee.respond("play white C3").unwrap(),
///     "? illegal move: There is already a black stone on C3. Stones go on empty points.\n\n"
/// );
/// assert_eq!(referee.respond("final_score").unwrap(), "= B+17.5\n\n");
/// assert_eq!(referee.respond("# a comment"), None);
/// ```
#[derive(Clone, Debug)]
pub struct Referee {
    game: Game,
    rules: Ruleset,
    komi: Komi,
    quit: bool,
    player: Player,
}

impl Default for Referee {
    fn default() -> Referee {
        Referee::new()
    }
}

impl Referee {
    /// A referee with the Chinese rules on a 19×19 board.
    pub fn new() -> Referee {
        Referee::with_rules(Ruleset::CHINESE)
    }

    /// A referee with other rules (the ko rule and suicide switch; `komi` can change them).
    pub fn with_rules(rules: Ruleset) -> Referee {
        Referee::with_player(rules, PlayerConfig::default())
    }

    /// A referee whose `genmove` plays with `config` (level, time cap, seed, resigning).
    pub fn with_player(rules: Ruleset, config: PlayerConfig) -> Referee {
        Referee {
            game: Game::new(BoardSize::NINETEEN, rules),
            rules,
            komi: rules.komi,
            quit: false,
            player: Player::new(config),
        }
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The komi in force.
    pub fn komi(&self) -> Komi {
        self.komi
    }

    /// Whether `quit` has been answered: the caller should stop reading.
    pub fn has_quit(&self) -> bool {
        self.quit
    }

    /// The full response to one input line (ending in a blank line), or `None` for a line
    /// that is empty once comments and control characters are gone.
    ///
    /// # Examples
    /// ```
    /// use weiqi_gtp::Referee;
    /// let mut referee = Referee::new();
    /// assert_eq!(referee.respond("5 is_legal white Q16").unwrap(), "=5 1\n\n");
    /// assert_eq!(referee.respond("play white"), Some("? syntax error: play takes a colour and a vertex, and 1 were given\n\n".into()));
    /// assert_eq!(referee.respond("   "), None);
    /// ```
    pub fn respond(&mut self, line: &str) -> Option<String> {
        let command = Command::parse(line)?;
        let result = self.execute(&command);
        Some(respond(command.id.as_deref(), &result))
    }

    /// Runs one command and returns its response text.
    ///
    /// # Errors
    /// The [`GtpError`] to answer with; the game is unchanged.
    ///
    /// # Examples
    /// ```
    /// use weiqi_gtp::{Command, GtpError, Referee};
    /// let mut referee = Referee::new();
    /// let command = Command::parse("boardsize 30").unwrap();
    /// assert_eq!(referee.execute(&command), Err(GtpError::UnacceptableSize));
    /// let command = Command::parse("list_stones black").unwrap();
    /// assert_eq!(referee.execute(&command), Ok(String::new()));
    /// ```
    pub fn execute(&mut self, command: &Command) -> Result<String, GtpError> {
        let name = command.name.as_str();
        let args = Args::new(name, &command.args);
        let size = self.game.size();
        let none = || Ok(String::new());
        match name {
            "" => Err(GtpError::MissingCommand),
            "protocol_version" => args.expect(0, 0, "").map(|_| "2".to_string()),
            "name" => args.expect(0, 0, "").map(|_| "weiqi".to_string()),
            "version" => args.expect(0, 0, "").map(|_| env!("CARGO_PKG_VERSION").to_string()),
            "known_command" => {
                args.expect(1, 1, "a command name")?;
                Ok(COMMANDS.contains(&args.get(0).unwrap_or_default()).to_string())
            }
            "list_commands" => args.expect(0, 0, "").map(|_| COMMANDS.join("\n")),
            "quit" => {
                args.expect(0, 0, "")?;
                self.quit = true;
                none()
            }
            "boardsize" => {
                args.expect(1, 1, "a number of lines")?;
                let word = args.get(0).unwrap_or_default();
                let lines = parse_count(word).ok_or_else(|| {
                    GtpError::Syntax(format!("\"{}\" is not a board size", shorten(word)))
                })?;
                let size = u32::try_from(lines)
                    .ok()
                    .and_then(|n| BoardSize::new(n).ok())
                    .ok_or(GtpError::UnacceptableSize)?;
                self.game = Game::new(size, self.rules.with_komi(self.komi));
                self.player.new_game();
                none()
            }
            "clear_board" => {
                args.expect(0, 0, "")?;
                self.game = Game::new(size, self.rules.with_komi(self.komi));
                self.player.new_game();
                none()
            }
            "komi" => {
                args.expect(1, 1, "a number of points")?;
                self.komi = parse_komi(args.get(0).unwrap_or_default())?;
                if self.game.move_number() == 0 {
                    let (start, to_move) = self.game.start();
                    let (start, to_move, handicap) = (start.clone(), to_move, self.game.handicap());
                    if handicap == 0 {
                        if let Ok(game) = Game::from_setup(start, to_move, self.rules.with_komi(self.komi)) {
                            self.game = game;
                        }
                    }
                }
                none()
            }
            "fixed_handicap" => {
                args.expect(1, 1, "a number of stones")?;
                if self.game.move_number() > 0 || size.points().any(|p| self.game.board().get(p).is_some()) {
                    return Err(GtpError::Refused("board not empty".to_string()));
                }
                let count = parse_count(args.get(0).unwrap_or_default())
                    .and_then(|n| u8::try_from(n).ok())
                    .ok_or_else(|| GtpError::Syntax("the number of stones is a whole number".to_string()))?;
                let stones = gtp_fixed_handicap(size, count).ok_or_else(|| GtpError::Refused("invalid number of stones".to_string()))?;
                let game = Game::with_handicap(size, self.rules.with_komi(self.komi), &stones)
                    .map_err(|_| GtpError::Refused("invalid number of stones".to_string()))?;
                self.game = game;
                self.player.new_game();
                Ok(stones.iter().map(|p| p.to_gtp(size)).collect::<Vec<_>>().join(" "))
            }
            "play" => {
                args.expect(2, 2, "a colour and a vertex")?;
                let (color, mv) = (args.color(0)?, args.vertex(1, size)?);
                self.game.resume();
                match self.game.play_as(color, mv) {
                    Ok(_) => none(),
                    Err(why) => Err(GtpError::IllegalMove(why.sentence(size))),
                }
            }
            "is_legal" => {
                args.expect(2, 2, "a colour and a vertex")?;
                let (color, mv) = (args.color(0)?, args.vertex(1, size)?);
                let legal = match mv {
                    Move::Pass => true,
                    Move::Play(p) if self.game.end() == Some(GameEnd::BothPassed) => {
                        let mut resumed = self.game.clone();
                        resumed.resume();
                        resumed.check_for(color, p).is_ok()
                    }
                    Move::Play(p) => self.game.check_for(color, p).is_ok(),
                };
                Ok(if legal { "1" } else { "0" }.to_string())
            }
            "undo" => {
                args.expect(0, 0, "")?;
                if self.game.move_number() > 0 && self.game.undo() {
                    none()
                } else {
                    Err(GtpError::CannotUndo)
                }
            }
            "showboard" => args.expect(0, 0, "").map(|_| diagram(&self.game)),
            "final_score" => args.expect(0, 0, "").map(|_| self.final_score()),
            "list_stones" => {
                args.expect(1, 1, "a colour")?;
                let stones = self.game.board().stones(args.color(0)?);
                Ok(stones.map(|p| p.to_gtp(size)).collect::<Vec<_>>().join(" "))
            }
            "captures" => {
                args.expect(1, 1, "a colour")?;
                Ok(self.game.captures(args.color(0)?).to_string())
            }
            "loadsgf" => {
                args.expect(1, 2, "a file name and, if you like, a move number")?;
                let moves = match args.get(1) {
                    None => usize::MAX,
                    Some(word) => match parse_count(word) {
                        Some(n) if n >= 1 => usize::try_from(n - 1).unwrap_or(usize::MAX),
                        _ => {
                            return Err(GtpError::Syntax(format!(
                                "\"{}\" is not a move number (they start at 1)",
                                shorten(word)
                            )))
                        }
                    },
                };
                self.load(args.get(0).unwrap_or_default(), moves)
            }
            "printsgf" => {
                args.expect(0, 1, "nothing or a file name")?;
                let text = self.record().to_sgf();
                match args.get(0) {
                    None => Ok(text),
                    Some(file) => std::fs::write(file, text)
                        .map(|_| String::new())
                        .map_err(|e| GtpError::CannotSave(format!("{file}: {}", io_sentence(&e)))),
                }
            }
            "genmove" => self.player.genmove(&mut self.game, &args),
            "final_status_list" => self.player.final_status_list(&self.game, &args),
            "kata-raw-nn" => self.player.raw_nn(&self.game, &args),
            "weiqi-review" => self.player.review(&self.game, &args),
            "weiqi-hint" => self.player.hint(&self.game, &args),
            "weiqi-rank" => weiqi_rank(self.game.size().get(), &args),
            "time_settings" => self.player.time_settings(&args),
            "time_left" => self.player.time_left(&args),
            _ => Err(GtpError::UnknownCommand),
        }
    }

    /// The static area count with every stone alive: `B+7.5`, `W+0.5` or `0`.
    fn final_score(&self) -> String {
        let count = count_area(self.game.board(), &DeadStones::default());
        count.outcome(self.komi, self.game.handicap()).sgf_result()
    }

    /// The game as a record, with this referee's komi and, after two passes, the static count.
    fn record(&self) -> GameRecord {
        let result = (self.game.end() == Some(GameEnd::BothPassed)).then(|| self.final_score());
        let mut record = save_game(&self.game, &SaveInfo { result, ..SaveInfo::default() });
        let komi = self.komi.quarters().0;
        record.info.komi_half_points = (komi.abs() < 200).then_some(komi);
        record
    }

    /// `loadsgf`: the file's first game, up to `moves` moves, read leniently as the app
    /// reads it. The answer lists, one a line, what the reader overlooked, the moves kept
    /// because the record's rules allow them, and where loading stopped.
    fn load(&mut self, file: &str, moves: usize) -> Result<String, GtpError> {
        let bytes = read_limited(file)?;
        let read = GameRecord::read(&bytes).map_err(|e| GtpError::CannotLoad(e.to_string()))?;
        let (record, size) = (&read.value, read.value.info.size);
        let loaded = load_game_until(record, self.rules.with_komi(self.komi), moves);
        self.komi = loaded.game.ruleset().komi;
        self.game = loaded.game;
        self.player.new_game();
        let mut lines: Vec<String> = read.warnings.iter().map(ToString::to_string).collect();
        lines.extend(loaded.kept.iter().map(|kept| kept.sentence(size, &loaded.rules)));
        if let Some(stop) = loaded.stopped {
            lines.push(format!("{} The game is loaded up to the move before.", stop.sentence(size)));
        }
        Ok(lines.join("\n"))
    }
}

/// GTP's `komi`: a number of points, whole or half, up to 1000 either way.
fn parse_komi(word: &str) -> Result<Komi, GtpError> {
    let points: f64 = word
        .parse()
        .ok()
        .filter(|p: &f64| p.is_finite())
        .ok_or_else(|| GtpError::Syntax(format!("\"{}\" is not a number of points", shorten(word))))?;
    if (points * 2.0).fract() != 0.0 || points.abs() > 1000.0 {
        return Err(GtpError::Syntax(format!(
            "komi must be a whole or half number of points up to 1000, not {}",
            shorten(word)
        )));
    }
    Ok(Komi::from_points(points))
}

/// Reads at most [`MAX_INPUT_BYTES`] of `file`.
fn read_limited(file: &str) -> Result<Vec<u8>, GtpError> {
    let fail = |e: std::io::Error| GtpError::CannotLoad(format!("{file}: {}", io_sentence(&e)));
    let handle = std::fs::File::open(file).map_err(fail)?;
    let mut bytes = Vec::new();
    handle.take(MAX_INPUT_BYTES as u64 + 1).read_to_end(&mut bytes).map_err(fail)?;
    if bytes.len() > MAX_INPUT_BYTES {
        let size = std::fs::metadata(file).map_or(bytes.len(), |m| m.len() as usize);
        return Err(GtpError::CannotLoad(SgfError::TooLarge { bytes: size }.to_string()));
    }
    Ok(bytes)
}

/// A file system error in plain words.
fn io_sentence(e: &std::io::Error) -> String {
    use std::io::ErrorKind::*;
    match e.kind() {
        NotFound => "there is no such file".to_string(),
        PermissionDenied => "permission denied".to_string(),
        IsADirectory => "that is a folder, not a file".to_string(),
        InvalidData => "the file could not be read".to_string(),
        _ => e.to_string(),
    }
}
