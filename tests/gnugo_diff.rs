#![cfg(not(target_arch = "wasm32"))]
//! Differential test: our GTP referee against GNU Go 3.8 (`/usr/games/gnugo`, Chinese rules,
//! positional superko, no suicide) on seeded random move sequences.
//!
//! Each sequence is played on a 5×5 to 9×9 board, for N² to 2·N² moves, mostly next to
//! stones so that captures and kos happen, with deliberate illegal attempts (occupied
//! points, suicides, ko and superko retakes), a few moves out of turn, rare passes and
//! undos. For every attempt both programs answer `is_legal` and `play`; after every
//! accepted move (and undo) both list the stones of each colour and the captures.
//!
//! GNU Go's `final_score` judges which stones are dead, so scores are compared only on
//! settled positions: every third sequence is played out without filling single-point
//! eyes until both pass, and the scores are compared when every empty point is an eye of
//! one colour and every group has at least two liberties (then no stone can be taken, and
//! the judgement is a plain count).
//!
//! Our referee decides each sequence; its commands go to GNU Go in one batch (GTP answers
//! in order), and the answers are compared one by one, so the test takes about a second.
//!
//! GNU Go must be installed (`scripts/setup test` does it); when it is missing the test
//! fails and says so.

mod common;

use std::borrow::Cow;

use common::gnugo::{parse_response, Answer, Gnugo};
use weiqi_gtp::Referee;
use weiqi_engine::rules::{count_area, Board, BoardSize, Color, DeadStones, Game, IllegalMove, Point, Rng};

const SEQUENCES: u64 = 240;

/// GNU Go with the rules of our referee: Chinese rules, positional superko, no suicide.
fn gnugo() -> Gnugo {
    Gnugo::start(&["--chinese-rules", "--positional-superko", "--forbid-suicide", "--level", "0", "--never-resign"])
}

/// `B+7.5` / `W+0.5` / `0` as Black's margin in points.
fn margin(score: &str) -> Option<f64> {
    match score.split_once('+') {
        Some(("B", n)) => n.parse().ok(),
        Some(("W", n)) => n.parse::<f64>().ok().map(|m| -m),
        _ => (score == "0").then_some(0.0),
    }
}

/// Whether GNU Go's answer `b` to `command` agrees with ours, `a`.
fn agree(command: &str, a: &Answer, b: &Answer) -> bool {
    let word = command.split_whitespace().next().unwrap_or_default();
    match (word, a, b) {
        ("play" | "undo" | "boardsize" | "clear_board" | "komi", _, _) => a.is_ok() == b.is_ok(),
        ("list_stones", Ok(a), Ok(b)) => {
            let set = |s: &str| {
                let mut v: Vec<String> = s.split_whitespace().map(str::to_uppercase).collect();
                v.sort();
                v
            };
            set(a) == set(b)
        }
        ("final_score", Ok(a), Ok(b)) => margin(a).is_some() && margin(a) == margin(b),
        _ => a == b,
    }
}

#[derive(Default, Debug)]
struct Tally {
    commands: usize,
    attempts: u32,
    accepted: u32,
    passes: u32,
    undos: u32,
    out_of_turn: u32,
    captures: u32,
    occupied: u32,
    suicide: u32,
    ko: u32,
    superko: u32,
    scores: u32,
}

/// One sequence: our referee plays it and records each command with our answer.
struct Script {
    referee: Referee,
    size: BoardSize,
    commands: Vec<String>,
    answers: Vec<Answer>,
}

impl Script {
    fn send(&mut self, command: String) -> Answer {
        let answer = parse_response(&self.referee.respond(&command).expect("a response"));
        self.commands.push(command);
        self.answers.push(answer.clone());
        answer
    }

    /// Records a command whose answer is only compared with GNU Go's.
    fn ask(&mut self, command: &str) {
        let _ = self.send(command.to_string());
    }

    fn compare_position(&mut self) {
        for command in ["list_stones black", "list_stones white", "captures black", "captures white"] {
            self.ask(command);
        }
    }

    /// `is_legal`, then `play`; returns whether the move was accepted.
    fn attempt(&mut self, color: Color, vertex: &str, tally: &mut Tally) -> bool {
        let c = if color == Color::Black { "b" } else { "w" };
        let legal = self.send(format!("is_legal {c} {vertex}"));
        let played = self.send(format!("play {c} {vertex}"));
        assert_eq!(legal.as_deref() == Ok("1"), played.is_ok(), "our is_legal and play agree");
        tally.attempts += 1;
        tally.accepted += u32::from(played.is_ok());
        if played.is_ok() {
            self.compare_position();
        }
        played.is_ok()
    }

    /// The game as the referee plays on: after two passes, play simply continues.
    fn playable(&self) -> Cow<'_, Game> {
        let game = self.referee.game();
        if game.end().is_none() {
            return Cow::Borrowed(game);
        }
        let mut resumed = game.clone();
        resumed.resume();
        Cow::Owned(resumed)
    }
}

/// What to try next: an illegal point of a kind chosen at random now and then, else a legal
/// one, most often next to a stone.
fn pick(game: &Game, color: Color, rng: &mut Rng, last_capture: Option<Point>) -> (Move, Option<IllegalMove>) {
    let size = game.size();
    if rng.below(60) == 0 {
        return (None, None);
    }
    if let Some(p) = last_capture.filter(|_| rng.below(2) == 0) {
        return (Some(p), game.check_for(color, p).err());
    }
    let mut of_kind: Vec<Vec<Point>> = vec![Vec::new(); 4];
    let (mut legal, mut legal_near) = (Vec::new(), Vec::new());
    for p in size.points() {
        match game.check_for(color, p) {
            Err(IllegalMove::Occupied { .. }) => of_kind[0].push(p),
            Err(IllegalMove::Suicide { .. }) => of_kind[1].push(p),
            Err(IllegalMove::Ko { .. }) => of_kind[2].push(p),
            Err(IllegalMove::Superko { .. }) => of_kind[3].push(p),
            Err(_) => {}
            Ok(()) => {
                legal.push(p);
                if p.neighbors(size).any(|q| game.board().get(q).is_some()) {
                    legal_near.push(p);
                }
            }
        }
    }
    // Occupied points now and then; the rarer kinds whenever they exist, half the time.
    let chance = [12, 3, 1, 1];
    for (kind, list) in of_kind.iter().enumerate() {
        if !list.is_empty() && rng.below(chance[kind]) == 0 {
            let p = list[rng.below(list.len() as u32) as usize];
            return (Some(p), game.check_for(color, p).err());
        }
    }
    let from = if !legal_near.is_empty() && rng.below(4) != 0 { &legal_near } else { &legal };
    if from.is_empty() {
        return (None, None);
    }
    (Some(from[rng.below(from.len() as u32) as usize]), None)
}

/// A point, or `None` for a pass.
type Move = Option<Point>;

fn vertex(mv: Move, size: BoardSize) -> String {
    mv.map_or("pass".to_string(), |p| p.to_gtp(size))
}

fn script(seed: u64, tally: &mut Tally) -> Script {
    let mut rng = Rng::new(seed);
    let size = BoardSize::new(5 + (seed % 5) as u32).unwrap();
    let mut s = Script { referee: Referee::new(), size, commands: Vec::new(), answers: Vec::new() };
    for command in [format!("boardsize {}", size.get()), "clear_board".into(), "komi 7.5".into()] {
        s.send(command).expect("a new board");
    }
    // N² to 2·N² moves played (attempts refused on purpose come on top).
    let length = size.area() + rng.below(size.area() + 1);
    let mut to_move = Color::Black;
    let mut last_capture = None;
    for _ in 0..3 * length {
        if s.referee.game().move_number() >= length as usize {
            break;
        }
        if rng.below(50) == 0 && s.referee.game().move_number() > 0 {
            s.ask("undo");
            s.compare_position();
            tally.undos += 1;
            to_move = s.referee.game().to_move();
            last_capture = None;
            continue;
        }
        let color = if rng.below(40) == 0 { !to_move } else { to_move };
        let (mv, expected) = pick(&s.playable(), color, &mut rng, last_capture);
        match expected {
            Some(IllegalMove::Occupied { .. }) => tally.occupied += 1,
            Some(IllegalMove::Suicide { .. }) => tally.suicide += 1,
            Some(IllegalMove::Ko { .. }) => tally.ko += 1,
            Some(IllegalMove::Superko { .. }) => tally.superko += 1,
            _ => {}
        }
        if !s.attempt(color, &vertex(mv, size), tally) {
            continue;
        }
        let played = s.referee.game().moves().last().expect("a move was played");
        tally.captures += played.captured.len() as u32;
        tally.passes += u32::from(mv.is_none());
        tally.out_of_turn += u32::from(color != to_move);
        last_capture = (played.captured.len() == 1).then(|| played.captured[0]);
        to_move = !color;
    }
    if seed.is_multiple_of(3) {
        finish(&mut s, to_move, &mut rng, tally);
    }
    s
}

/// Plays on without filling single-point eyes until both pass, then asks for the score if
/// the position is settled.
fn finish(s: &mut Script, mut to_move: Color, rng: &mut Rng, tally: &mut Tally) {
    let size = s.size;
    let mut passes = 0;
    for _ in 0..4 * size.area() {
        let game = s.playable();
        let board = game.board();
        let choices: Vec<Point> = size
            .points()
            .filter(|&p| game.check_for(to_move, p).is_ok())
            .filter(|&p| !p.neighbors(size).all(|q| board.get(q) == Some(to_move)))
            .collect();
        let mv = (!choices.is_empty()).then(|| choices[rng.below(choices.len() as u32) as usize]);
        assert!(s.attempt(to_move, &vertex(mv, size), tally), "a legal move is accepted");
        passes = if mv.is_none() { passes + 1 } else { 0 };
        to_move = !to_move;
        if passes == 2 {
            break;
        }
    }
    if passes == 2 && settled(s.referee.game().board()) {
        s.ask("final_score");
        tally.scores += 1;
    }
}

/// Whether no stone can ever be taken: every empty point is surrounded by one colour (so
/// nothing is shared) and every group has two liberties or more. Then each liberty is an
/// eye that the opponent may not fill (it would capture nothing), so every stone is alive
/// and a count has nothing to judge.
fn settled(board: &Board) -> bool {
    let size = board.size();
    let one_colour = size.points().filter(|&p| board.get(p).is_none()).all(|p| {
        let mut around = p.neighbors(size).map(|q| board.get(q));
        let first = around.next().flatten();
        first.is_some() && around.all(|c| c == first)
    });
    let shared = count_area(board, &DeadStones::default()).black.shared;
    one_colour && shared == 0 && board.groups().iter().all(|g| g.liberties.len() >= 2)
}

/// Replays the first `n` commands on a fresh referee, for the failure message.
fn board_after(commands: &[String]) -> String {
    let mut referee = Referee::new();
    for c in commands {
        referee.respond(c);
    }
    referee.game().board().to_string()
}

/// Checks GNU Go's answers to one sequence against ours; the first difference fails the
/// test with the moves before it and our board.
fn compare(seed: u64, s: &Script, theirs: &[Answer]) {
    for (i, (command, (a, b))) in s.commands.iter().zip(s.answers.iter().zip(theirs)).enumerate() {
        if !agree(command, a, b) {
            let moves: Vec<&str> = s.commands[..i]
                .iter()
                .filter(|c| c.starts_with("play") || c.starts_with("undo"))
                .map(String::as_str)
                .collect();
            panic!(
                "seed {seed}, {}: `{command}`: we say {a:?}, GNU Go says {b:?}\n\
                 after: {}\nour board before it:\n{}",
                s.size,
                moves.join(", "),
                board_after(&s.commands[..i])
            );
        }
    }
}

#[test]
fn gnugo_agrees_on_every_move() {
    let started = std::time::Instant::now();
    let mut gnugo = gnugo();
    gnugo.expect_version_3_8();
    let mut tally = Tally::default();
    let mut waiting = std::time::Duration::ZERO;
    // GNU Go answers one sequence while the next is made.
    let mut pending: Option<(u64, Script)> = None;
    for seed in 0..=SEQUENCES {
        let next = (seed < SEQUENCES).then(|| script(seed, &mut tally));
        if let Some(s) = &next {
            tally.commands += s.commands.len();
            gnugo.send(&s.commands);
        }
        if let Some((seed, s)) = pending.take() {
            let asked = std::time::Instant::now();
            let theirs = gnugo.receive(s.commands.len());
            waiting += asked.elapsed();
            compare(seed, &s, &theirs);
        }
        pending = next.map(|s| (seed, s));
    }
    let refused = tally.attempts - tally.accepted;
    eprintln!(
        "GNU Go agrees on {SEQUENCES} sequences: {} commands, {} move attempts, {} accepted ({} passes, \
         {} out of turn), {refused} refused (tried on purpose: {} occupied, {} suicide, {} ko, \
         {} superko), {} stones captured, {} undos, {} scores compared, in {:.1} s ({:.1} s waiting for GNU Go)",
        tally.commands,
        tally.attempts,
        tally.accepted,
        tally.passes,
        tally.out_of_turn,
        tally.occupied,
        tally.suicide,
        tally.ko,
        tally.superko,
        tally.captures,
        tally.undos,
        tally.scores,
        started.elapsed().as_secs_f64(),
        waiting.as_secs_f64()
    );
    assert!(tally.ko >= 100 && tally.suicide >= 500 && tally.occupied >= 500, "{tally:?}");
    assert!(tally.superko >= 5 && tally.scores >= 30, "{tally:?}");
}

/// `play` commands that put the stones of a diagram on the board (no group of it is
/// without liberties, so no placement captures anything).
fn placements(diagram: &str) -> Vec<String> {
    let board = Board::from_ascii(diagram).unwrap();
    let size = board.size();
    size.points()
        .filter_map(|p| board.get(p).map(|c| format!("play {} {}", c.letter(), p.to_gtp(size))))
        .collect()
}

/// The rule cases of `tests/rules_cases/ko.rs` that only superko stops, played on both.
#[test]
fn gnugo_agrees_on_superko_cycles() {
    let triple_ko = "
        . X O . . . O X .
        X O . O . O X . X
        . X O . . . O X .
        . . . . . . . . .
        . X O . . . . . .
        X O . O . . . . .
        . X O . . . . . .
        . . . . . . . . .
        . . . . . . . . .";
    let send_two_return_one = "
        . X . X .
        O O X . .
        . . . . .
        . . . . .
        . . . . .";
    let cases = [
        // Five ko captures in turn; the sixth would bring back the start.
        (9, triple_ko, "b C8, w H8, b C4, w B8, b G8, w B4"),
        // The same with two moves elsewhere first: the cycle is still refused.
        (9, triple_ko, "b E1, w E2, b C8, w H8, b C4, w B8, b G8, w B4"),
        // Black sends two stones; White takes them; Black may not return one.
        (5, send_two_return_one, "b A5, w C5, b B5"),
    ];
    let mut gnugo = gnugo();
    for (n, diagram, moves) in cases {
        let mut commands = vec![format!("boardsize {n}"), "clear_board".to_string()];
        commands.extend(placements(diagram));
        commands.extend(moves.split(", ").flat_map(|m| {
            let (c, v) = m.split_once(' ').unwrap();
            [format!("is_legal {c} {v}"), format!("play {m}"), "list_stones black".into(), "list_stones white".into()]
        }));
        let mut referee = Referee::new();
        let ours: Vec<Answer> = commands.iter().map(|c| parse_response(&referee.respond(c).unwrap())).collect();
        let theirs = gnugo.ask_all(&commands);
        for ((command, a), b) in commands.iter().zip(&ours).zip(&theirs) {
            assert!(agree(command, a, b), "{moves}: `{command}`: we say {a:?}, GNU Go says {b:?}");
        }
        let last = ours.len() - 3;
        assert!(commands[last].starts_with("play") && ours[last].is_err(), "{moves}: the last move is refused");
    }
}
