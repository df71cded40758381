//! KataGo over GTP as an oracle for what the review says: its search of a position (the side
//! to move's lead and who owns each point) and whether a judgement of the review holds by it.
//! Used by `examples/claims.rs` (the corpus) and `tests/review_claims.rs` (a small fixed set,
//! its answers kept in `tests/fixtures/claims/`). KataGo is `../shared/tools/katago-gtp` on the
//! project's machines; nothing in the tests needs it unless asked to refresh the answers.

#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use weiqi::bot::review::{Mistake, Reason};
use weiqi::rules::{Color, Game, Move, Point};

/// How sure KataGo's ownership must be for a point to count as a side's.
pub const OWNED: f32 = 0.6;
/// A move KataGo finds at least this many points worse than its best is a mistake.
pub const KATAGO_MISTAKE: f32 = 1.0;

/// KataGo over GTP.
pub struct KataGo {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

/// KataGo's search of a position: the side to move's lead and its ownership (Black's
/// perspective, row by row from the top).
pub struct KataView {
    pub lead: f32,
    pub black_owns: Vec<f32>,
}

impl KataGo {
    pub fn start(command: &str) -> KataGo {
        let mut child = Command::new("sh")
            .arg("-c")
            .arg(format!("exec {command}"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
        let input = child.stdin.take().expect("piped");
        let output = BufReader::new(child.stdout.take().expect("piped"));
        KataGo { child, input, output }
    }

    pub fn ask(&mut self, line: &str) -> String {
        writeln!(self.input, "{line}").expect("KataGo's input");
        self.input.flush().expect("KataGo's input");
        let mut answer = String::new();
        loop {
            let mut l = String::new();
            if self.output.read_line(&mut l).expect("KataGo's output") == 0 {
                panic!("KataGo stopped at {line:?}");
            }
            if l.trim().is_empty() && !answer.is_empty() {
                break;
            }
            answer.push_str(&l);
        }
        assert!(answer.starts_with('='), "KataGo refused {line:?}: {answer}");
        answer[1..].trim().to_string()
    }

    /// The position of `game` after `moves` of its moves, searched with `visits` visits.
    pub fn look(&mut self, game: &Game, moves: usize, extra: Option<Move>, visits: u32) -> KataView {
        let size = game.size();
        let komi = game.ruleset().komi.quarters().points() as f32;
        self.ask(&format!("kata-set-param maxVisits {visits}"));
        self.ask(&format!("boardsize {}", size.get()));
        self.ask("clear_board");
        self.ask(&format!("komi {komi}"));
        let (start, _) = game.start();
        let stones: Vec<(Color, Point)> = size.points().filter_map(|p| start.get(p).map(|c| (c, p))).collect();
        if game.handicap() >= 2 && stones.iter().all(|&(c, _)| c == Color::Black) {
            // Handicap stones as such: KataGo then gives White its compensation, as we do.
            let vertices: Vec<String> = stones.iter().map(|&(_, p)| p.to_gtp(size)).collect();
            self.ask(&format!("set_free_handicap {}", vertices.join(" ")));
        } else {
            for (c, p) in stones {
                self.ask(&format!("play {} {}", c.letter(), p.to_gtp(size)));
            }
        }
        let played = game.moves().iter().take(moves).map(|m| (m.color, m.mv));
        let mut to_move = if moves < game.moves().len() { game.moves()[moves].color } else { game.to_move() };
        for (color, mv) in played.chain(extra.map(|mv| (to_move, mv))) {
            let vertex = match mv {
                Move::Play(p) => p.to_gtp(size),
                Move::Pass => "pass".to_string(),
            };
            self.ask(&format!("play {} {vertex}", color.letter()));
            to_move = !color;
        }
        let answer = self.ask(&format!("kata-search_analyze {} rootInfo true ownership true", to_move.letter()));
        let words: Vec<&str> = answer.split_whitespace().collect();
        let after = |key: &str| words.iter().position(|w| *w == key).map(|i| i + 1);
        let root = after("rootInfo").expect("rootInfo");
        let lead_at = words[root..].iter().position(|w| *w == "scoreLead").expect("scoreLead") + root + 1;
        let lead: f32 = words[lead_at].parse().expect("a lead");
        let own = after("ownership").expect("ownership");
        let sign = if to_move == Color::Black { 1.0 } else { -1.0 };
        let black_owns = words[own..own + size.area() as usize].iter().map(|w| sign * w.parse::<f32>().expect("a value")).collect();
        KataView { lead, black_owns }
    }
}

impl Drop for KataGo {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

pub fn owned_by(view: &KataView, game: &Game, p: Point, color: Color) -> bool {
    let i = game.size().points().position(|q| q == p).expect("a point of the board");
    let v = view.black_owns[i];
    if color == Color::Black { v >= OWNED } else { v <= -OWNED }
}

/// KataGo's loss of move `k` of `game` for its mover: its lead before against after.
pub fn katago_loss(before: &KataView, after: &KataView) -> f32 {
    before.lead + after.lead
}

/// KataGo's loss, in points, of move `k` of `game` for its mover, against the better of
/// KataGo's own choice (its lead before the move) and `better` (its lead after `better`
/// instead): KataGo's search at the root can miss a move that its search of the position
/// after it finds good, and the review's claim is that the move lost against `better`.
pub fn move_loss(kata: &mut KataGo, game: &Game, k: usize, better: Option<Move>, visits: u32) -> f32 {
    let before = kata.look(game, k, None, visits);
    let after = kata.look(game, k + 1, None, visits);
    loss_from(kata, game, k, better, (&before, &after), visits)
}

/// [`move_loss`] from KataGo's looks `before` and `after` move `k`, already made.
fn loss_from(kata: &mut KataGo, game: &Game, k: usize, better: Option<Move>, (before, after): (&KataView, &KataView), visits: u32) -> f32 {
    let by_root = katago_loss(before, after);
    match better {
        Some(b) if b != game.moves()[k].mv => {
            // Both leads are the opponent's, to move after one move or the other.
            let instead = kata.look(game, k, Some(b), visits);
            by_root.max(after.lead - instead.lead)
        }
        _ => by_root,
    }
}

/// Whether KataGo agrees with a judgement the review made of move `k` (the review's better
/// move `better`); `None` for the claims that are the board's own (captures, ataris), checked
/// by the rules when made.
pub fn judgement_holds(kata: &mut KataGo, game: &Game, k: usize, better: Move, reason: Option<&Reason>, visits: u32) -> Option<bool> {
    let reason = reason?;
    if matches!(
        reason,
        Reason::LeftInAtari { .. }
            | Reason::SelfAtari { .. }
            | Reason::MissedCapture { .. }
            | Reason::MissedSave { .. }
            | Reason::MissedAtari { .. }
            | Reason::ShortOfLiberties { .. }
            | Reason::Urgent { .. }
            | Reason::Presses { .. }
    ) {
        return None;
    }
    let played = &game.moves()[k];
    let before = kata.look(game, k, None, visits);
    let after = kata.look(game, k + 1, None, visits);
    let lost = loss_from(kata, game, k, Some(better), (&before, &after), visits) >= KATAGO_MISTAKE;
    let mover = played.color;
    Some(match reason {
        Reason::TookDeadStones { stones } => stones.iter().all(|&s| owned_by(&before, game, s, mover)),
        Reason::IntoTheirArea => matches!(played.mv, Move::Play(p) if owned_by(&after, game, p, !mover)),
        Reason::InsideOwnArea => lost && matches!(played.mv, Move::Play(p) if owned_by(&before, game, p, mover)),
        _ => lost,
    })
}

/// KataGo's loss, in points, of the moves a mistake covers: each of the mover's moves of a run
/// by [`move_loss`] (the first against the review's better move too), summed.
pub fn mistake_loss(kata: &mut KataGo, game: &Game, m: &Mistake, visits: u32) -> f32 {
    (0..m.moves)
        .map(|i| m.move_index + 2 * i)
        .filter(|&k| k < game.moves().len())
        .map(|k| move_loss(kata, game, k, (k == m.move_index).then_some(m.better), visits))
        .sum()
}
