//! A ladder step's moves off its lines: right only when the move keeps the ladder (atari, the
//! run leaves the stones two liberties at most, and the reader proves the capture); any other
//! move gets its reason, and the stones' way out when the reader sees one.

use crate::board_view::Highlight;
use crate::lessons::judge;
use crate::lessons::note::Note;
use crate::reading::{best_move, longest_resistance, solve as read_out, Fight, Limits, Verdict};
use crate::rules::{Color, Game, Move, Point};

use super::{miss, said_of, say, solve, Phase, StepState, Tone};

/// What a chaser's move does to a ladder, as the reader and the rules see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LadderMove {
    /// It captures the stones at once.
    Captures,
    /// Atari; running out on the last liberty leaves two liberties at most, and the reader
    /// proves the capture.
    Keeps,
    /// Atari, but the run gives the stones three liberties or more.
    TooWide { liberties: usize },
    /// No atari.
    NotAtari,
    /// Atari with a narrow run, but the reader does not prove the capture.
    NotProved,
    /// The move is not allowed, or the stones are not on the board.
    NotAMove,
}

/// What `mv`, by the player to move in `game`, does to the ladder against the stones on
/// `target`.
pub fn ladder_move(game: &Game, target: Point, mv: Move) -> LadderMove {
    let chaser = game.to_move();
    let mut after = game.clone();
    if after.play(mv).is_err() || game.board().get(target).is_none_or(|c| c == chaser) {
        return LadderMove::NotAMove;
    }
    let Some(group) = after.board().group(target) else { return LadderMove::Captures };
    let [last] = group.liberties.as_slice() else { return LadderMove::NotAtari };
    let mut ran = after.clone();
    let liberties = if ran.play(Move::Play(*last)).is_ok() { ran.board().liberty_count(*last) } else { 0 };
    if liberties >= 3 {
        return LadderMove::TooWide { liberties };
    }
    match read_out(&after, Fight { target, attacker: chaser }, Limits::APP) {
        Verdict::Captured => LadderMove::Keeps,
        _ => LadderMove::NotProved,
    }
}

/// The learner's move off the lines in a ladder step.
pub(super) fn on_ladder_move(s: &mut StepState, target: Point, mv: Move, learner: Color) {
    let kind = ladder_move(&s.game, target, mv);
    let played = s.game.play(mv).ok().cloned();
    let said = said_of(s, played);
    if judge::goal_met(&s.step.task, Some(target), &s.game, learner) {
        s.good = s.game.move_number();
        solve(s, said);
        return;
    }
    let size = s.game.size();
    let fight = Fight { target, attacker: learner };
    if kind == LadderMove::Keeps {
        let reply = longest_resistance(&s.game, fight).unwrap_or(Move::Pass);
        let took = s.game.play(reply).map_or(0, |played| played.captured.len());
        s.good = s.game.move_number();
        s.marks.clear();
        // The run's liberties are counted, as along the lines.
        let at = match reply {
            Move::Play(p) => Some(p.to_gtp(size)),
            Move::Pass => None,
        };
        let note = super::moves::chased(s, reply, took).unwrap_or(Note::Answered { color: !learner, at });
        say(s, Tone::Info, vec![note]);
        return;
    }
    s.phase = Phase::Wrong;
    let mut marks: Vec<(Point, Highlight)> = match mv {
        Move::Play(p) => vec![(p, Highlight::Problem)],
        Move::Pass => Vec::new(),
    };
    let Some(group) = s.game.board().group(target) else {
        miss(s, vec![Note::NotThisMove], marks);
        return;
    };
    let runner = group.color;
    let mut notes = Vec::new();
    if kind == LadderMove::NotAtari {
        notes.push(Note::LadderNotAtari { color: runner });
    }
    // The way out: the run on the last liberty, or the reader's escape.
    let escape = match group.liberties.as_slice() {
        [last] => Some(Move::Play(*last)),
        _ => None,
    }
    .filter(|_| kind != LadderMove::NotProved)
    .or_else(|| {
        (read_out(&s.game, fight, Limits::APP) == Verdict::Survives)
            .then(|| best_move(&s.game, fight, Limits::APP))
            .flatten()
    });
    let mut shown = false;
    if let Some(Move::Play(p)) = escape {
        let mut out = s.game.clone();
        if let Ok(answer) = out.play(Move::Play(p)) {
            let took = answer.captured.len();
            let joined = out.board().get(target) == Some(runner) && out.board().group(target).is_some_and(|g| g.stones.contains(&p));
            let liberties = out.board().liberty_count(target);
            let away = read_out(&out, fight, Limits::APP) == Verdict::Survives;
            if joined && took == 0 && (away || liberties >= 3) {
                notes.push(if away {
                    Note::RunsOut { color: runner, at: p.to_gtp(size), liberties, joins: false }
                } else {
                    Note::LadderTooWide { color: runner, at: p.to_gtp(size), liberties }
                });
                shown = true;
            } else if away {
                notes.push(Note::Punished { color: runner, at: Some(p.to_gtp(size)) });
                if took > 0 {
                    notes.push(Note::CapturesYours { color: runner, stones: took });
                }
                shown = true;
            }
            if shown {
                s.game = out;
                marks.push((p, Highlight::Hint));
            }
        }
    }
    if !shown {
        marks.extend(group.liberties.iter().map(|&q| (q, Highlight::Liberty)));
        if notes.is_empty() {
            notes.push(Note::StillHasLiberties { color: runner, stones: group.stones.len(), liberties: group.liberties.len(), apart: false });
        }
    }
    miss(s, notes, marks);
}
