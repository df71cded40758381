//! The learner's moves in play, capture and save tasks: the move checked against the
//! step's lines and wrong moves, the opponent's answer, and the reason for a miss.

use crate::board_view::Highlight;
use crate::lessons::format::{Chase, Task, WrongMove};
use crate::lessons::judge;
use crate::lessons::setup::{self, parse_moves};
use crate::lessons::note::{self, Note};
use crate::reading::{best_move, longest_resistance, solve as read_out, Fight, Limits, Verdict};
use crate::rules::{Game, IllegalMove, Move, Point};

use super::{back_to_good, last_liberty_to_take, miss, said_of, say, solve, Phase, StepState, Tone};

/// Plays `moves` as far as they are legal; returns the last one played.
fn play_all(game: &mut Game, moves: &[Move]) -> Option<Move> {
    let mut last = None;
    for &mv in moves {
        if game.play(mv).is_err() {
            break;
        }
        last = Some(mv);
    }
    last
}

fn point_of(mv: Option<Move>) -> Option<Point> {
    match mv {
        Some(Move::Play(p)) => Some(p),
        _ => None,
    }
}

/// The name of a move's point (`None` for a pass).
fn name_of(mv: Option<Move>, size: crate::rules::BoardSize) -> Option<String> {
    point_of(mv).map(|p| p.to_gtp(size))
}

pub(super) fn on_move(s: &mut StepState, mv: Move) {
    let (Task::Play(task) | Task::Capture(task) | Task::Save(task)) = s.step.task.clone() else {
        return;
    };
    if s.phase == Phase::Wrong {
        back_to_good(s);
    }
    let size = s.game.size();
    let learner = s.game.to_move();
    // A named wrong move is wrong where the file means it, as the content check tries it: on
    // the step's first board, or later in the fight when a stone stands on its point at
    // first (a ko filled later). Its reason and answer speak of that board; elsewhere the
    // same point is judged from the board as it is (it may even finish the job).
    let first_move = s.good == s.base;
    let meant_here = |m: Move| match m {
        Move::Play(p) => first_move == s.game.replayed(s.base).board().get(p).is_none(),
        Move::Pass => first_move,
    };
    let listed: Option<&WrongMove> =
        task.wrong.iter().find(|w| setup::parse_move(&w.at, size).is_ok_and(|m| m == mv)).filter(|_| meant_here(mv));

    // Not allowed at all: say why, leave the board as it is.
    if let Move::Play(p) = mv {
        if let Err(illegal) = s.game.check(p) {
            let mut marks = vec![(p, Highlight::Problem)];
            match &illegal {
                IllegalMove::Suicide { group, .. } => {
                    marks.extend(group.iter().map(|&q| (q, Highlight::Problem)))
                }
                IllegalMove::Ko { ko_stone, .. } => marks.push((*ko_stone, Highlight::Problem)),
                _ => {}
            }
            // A named move's reason is about the move: not for a point that has a stone on it.
            let why = listed.filter(|_| !matches!(illegal, IllegalMove::Occupied { .. })).and_then(|w| note::file(&w.why));
            let notes = [Note::Illegal { why: illegal, size: size.get() }].into_iter().chain(why).collect();
            miss(s, notes, marks);
            return;
        }
    }

    // A move of a correct line: the opponent answers from the line.
    let so_far = s.moves_so_far();
    let lines: Vec<Vec<Move>> = task.lines.iter().filter_map(|l| parse_moves(l, size).ok()).collect();
    let mut after = so_far.clone();
    after.push(mv);
    let following: Vec<&Vec<Move>> = lines.iter().filter(|l| l.starts_with(&after)).collect();
    if !following.is_empty() {
        let played = s.game.play(mv).ok().cloned();
        let said = said_of(s, played);
        if following.iter().any(|l| l.len() == after.len()) {
            s.good = s.game.move_number();
            solve(s, said);
            return;
        }
        let reply = following[0][after.len()];
        let took = s.game.play(reply).map_or(0, |played| played.captured.len());
        after.push(reply);
        s.good = s.game.move_number();
        s.marks.clear();
        // The hint spoke of the position before this move: it goes, and comes back with the
        // next miss.
        s.hint = false;
        if following.iter().any(|l| l.len() == after.len()) {
            solve(s, said);
        } else {
            let at = name_of(Some(reply), size).unwrap_or_default();
            let note = match (took, point_of(Some(reply)).and_then(|p| atari_by(s.game.board(), p))) {
                (0, Some((stones, stone))) => {
                    let stone = stone.to_gtp(size);
                    match point_of(Some(reply)).and_then(|p| last_liberty_to_take(&s.game, p)) {
                        Some((last, _)) => Note::AnsweredAtariShort { color: !learner, at, stones, stone, last: last.to_gtp(size) },
                        None => Note::AnsweredAtari { color: !learner, at, stones, stone },
                    }
                }
                _ => chased(s, reply, took).unwrap_or_else(|| answered(!learner, reply, took, size)),
            };
            say(s, Tone::Info, vec![note]);
        }
        return;
    }

    // A wrong move the lesson names: play it and the answer to it.
    if let Some(w) = listed {
        let _ = s.game.play(mv);
        let reply = w.reply.as_deref().and_then(|r| parse_moves(r, size).ok()).unwrap_or_default();
        let taken_before = s.game.captures(!learner);
        let answered = play_all(&mut s.game, &reply);
        let taken = (s.game.captures(!learner) - taken_before) as usize;
        s.phase = Phase::Wrong;
        let mut marks: Vec<_> = point_of(Some(mv)).map(|p| (p, Highlight::Problem)).into_iter().collect();
        // A reason that names the answer's point tells what the answer does (the stones it
        // takes too) and ends on what to play instead. Otherwise the answer is said first, then
        // the reason.
        let mut notes: Vec<Note> = Vec::new();
        if answered.is_some() {
            marks.extend(point_of(answered).map(|p| (p, Highlight::Hint)));
            let at = name_of(answered, size);
            if !at.as_deref().is_some_and(|at| crate::lessons::text::names_point(&w.why, at)) {
                notes.push(Note::Punished { color: !learner, at });
                if taken > 0 {
                    notes.push(Note::CapturesYours { color: !learner, stones: taken });
                }
            }
        }
        notes.extend(note::file(&w.why));
        miss(s, notes, marks);
        return;
    }

    // A ladder: only a move that keeps it is right.
    if let (Task::Capture(_), Some(Chase::Ladder), Some(t)) = (&s.step.task, task.chase, s.target) {
        super::ladder::on_ladder_move(s, t, mv, learner);
        return;
    }

    // Otherwise the engine judges: does the move reach the goal?
    let owner = owner_on_finished_board(s, mv);
    let played = s.game.play(mv).ok().cloned();
    let said = said_of(s, played);
    if judge::goal_met(&s.step.task, s.target, &s.game, learner) {
        s.good = s.game.move_number();
        solve(s, said);
        return;
    }
    // A capture along other moves than the lines: right if the reader sees it win by force,
    // unless passing would win as well (then the move did nothing) and it is the first move.
    // Later in the fight, a move on the stones' liberties that keeps the capture finishes
    // the job as well as the line's. A task without lines asks for the capture at once.
    if let (Task::Capture(_), Some(t), false) = (&s.step.task, s.target, task.lines.is_empty()) {
        let fight = Fight { target: t, attacker: learner };
        let mut passed = s.game.replayed(s.good);
        let lost_anyway = passed.play(Move::Pass).is_ok() && read_out(&passed, fight, Limits::APP) == Verdict::Captured;
        let finishing = s.good > s.base && point_of(Some(mv)).is_some_and(|p| judge::on_liberty(&s.game, t, p));
        let wins = (!lost_anyway || finishing) && read_out(&s.game, fight, Limits::APP) == Verdict::Captured;
        // A net step teaches the net: its first move is the line's; another that the reader
        // sees win as well is told so, and sent back to the net.
        if wins && task.chase == Some(Chase::Net) && s.good == s.base {
            s.phase = Phase::Wrong;
            let marks = point_of(Some(mv)).map(|p| (p, Highlight::Problem)).into_iter().collect();
            miss(s, vec![Note::NotTheNet], marks);
            return;
        }
        if wins {
            if let Some(reply) = longest_resistance(&s.game, fight) {
                if let Ok(took) = s.game.play(reply).map(|played| played.captured.len()) {
                    s.good = s.game.move_number();
                    s.marks.clear();
                    let note = chased(s, reply, took).unwrap_or_else(|| answered(!learner, reply, took, size));
                    say(s, Tone::Info, vec![note]);
                    return;
                }
            }
        }
    }
    s.phase = Phase::Wrong;
    let expected: Vec<Move> = lines.iter().filter(|l| l.starts_with(&so_far)).filter_map(|l| l.get(so_far.len()).copied()).collect();
    let mut marks: Vec<_> = point_of(Some(mv)).map(|p| (p, Highlight::Problem)).into_iter().collect();
    if let Some(notes) = shown_by_the_line(s, &expected, mv, learner, &mut marks) {
        miss(s, notes, marks);
        return;
    }
    let other: Vec<Note> = match point_of(Some(mv)).filter(|_| task.opening) {
        Some(p) => vec![opening_miss(p, size)],
        None => task.other.as_deref().filter(|_| s.advice_holds()).and_then(note::file).into_iter().collect(),
    };
    let or_not_this = |other: Vec<Note>| if other.is_empty() { vec![Note::NotThisMove] } else { other };
    let board = s.game.board().clone();
    let notes = match (&s.step.task, s.target) {
        (Task::Capture(_), Some(t)) => match board.group(t) {
            Some(group) => capture_missed(s, &group, other, &mut marks),
            None => other,
        },
        (Task::Save(_), Some(t)) => {
            let group = board.group(t);
            let libs = group.as_ref().map(|g| g.liberties.clone()).unwrap_or_default();
            let stones = group.map_or(1, |g| g.stones.len());
            match libs.as_slice() {
                // The punishing answer: the opponent takes the group on its last liberty. The
                // capture is the one thing to say (the step's own advice spoke of the stones
                // that are gone now).
                [last] if s.game.play(Move::Play(*last)).is_ok() => {
                    marks.push((*last, Highlight::Hint));
                    vec![Note::CapturedInAtari { opponent: !learner, at: last.to_gtp(size), stones, stone: t.to_gtp(size) }]
                }
                _ => {
                    marks.extend(libs.iter().map(|&q| (q, Highlight::Liberty)));
                    or_not_this(other)
                }
            }
        }
        // On a finished board a point inside one side's area is that side's already: that
        // is the reason, and the file's words say where to play instead.
        (Task::Play(_), _) => match owner {
            Some(owned) => [owned].into_iter().chain(other).collect(),
            None => or_not_this(other),
        },
        _ => or_not_this(other),
    };
    miss(s, notes, marks);
}

/// A miss later in a fight that the line's next move (`expected`, one per line) shows up,
/// with `mv` already on the board: the learner's stones in atari that the line saves next
/// are taken on their last liberty, and while a ko may not be taken back a move that puts
/// nothing in atari, where the line threatens (an atari that takes nothing), is no threat. `None` when neither holds.
fn shown_by_the_line(s: &mut StepState, expected: &[Move], mv: Move, learner: crate::rules::Color, marks: &mut Vec<(Point, Highlight)>) -> Option<Vec<Note>> {
    let size = s.game.size();
    let before = s.game.replayed(s.good);
    let saved = expected
        .iter()
        .filter_map(|&m| point_of(Some(m)))
        .find_map(|p| before.board().groups_next_to(p, learner).into_iter().find(|g| g.liberties == [p]));
    if let Some(group) = saved {
        let now = s.game.board().group(*group.stones.first()?)?;
        let [last] = now.liberties.as_slice() else { return None };
        if s.game.to_move() != !learner || s.game.play(Move::Play(*last)).is_err() {
            return None;
        }
        marks.push((*last, Highlight::Hint));
        let stone = now.stones.first()?.to_gtp(size);
        return Some(vec![Note::CapturedInAtari { opponent: !learner, at: last.to_gtp(size), stones: now.stones.len(), stone }]);
    }
    let threatens = |game: &Game, m: Move| point_of(Some(m)).and_then(|p| atari_by(game.board(), p)).is_some();
    // The line's next move is a threat: an atari that takes nothing (a take of a ko is not
    // a threat; a triple ko is taken, not threatened).
    let lines_threaten = !expected.is_empty()
        && expected.iter().all(|&m| {
            let mut after = before.clone();
            after.play(m).is_ok_and(|played| played.captured.is_empty()) && threatens(&after, m)
        });
    // The ko held: the stone the last move took may not be taken back at once.
    let ko_held = before
        .moves()
        .last()
        .is_some_and(|last| last.captured.iter().any(|&p| matches!(before.check(p), Err(IllegalMove::Ko { .. }))));
    let at = point_of(Some(mv))?;
    (lines_threaten && ko_held && !threatens(&s.game, mv)).then(|| vec![Note::NoKoThreat { opponent: !learner, at: at.to_gtp(size) }])
}

/// Whose area holds the point of `mv` ([`Note::OwnedBy`]), in a step about the end of a game
/// when the board before it is finished (every border closed: nothing left open but shared
/// points, no group in atari, RULES §9), so that a stone there gains nothing; `None` for a
/// pass, a shared point, an open board, or a fight (a problem's corner is not finished
/// because its borders are closed).
fn owner_on_finished_board(s: &StepState, mv: Move) -> Option<Note> {
    let p = point_of(Some(mv)).filter(|_| s.step.about_the_end())?;
    let board = s.game.board();
    let dead = judge::dead_stones(&s.step, board).unwrap_or_default();
    if crate::rules::unsettled_reason(board, &dead).is_some() {
        return None;
    }
    let color = crate::rules::count_area(board, &dead).owner_at(p).color()?;
    Some(Note::OwnedBy { color, at: p.to_gtp(board.size()) })
}

/// The learner's stones the stone on `p` just put in atari (the biggest group), if any: an
/// answer along a line that is a threat (a ko threat) says what it threatens.
fn atari_by(board: &crate::rules::Board, p: Point) -> Option<(usize, Point)> {
    let mover = board.get(p)?;
    p.neighbors(board.size())
        .filter_map(|q| board.group(q))
        .filter(|g| g.color != mover && g.liberties.len() == 1)
        .map(|g| (g.stones.len(), g.stones[0]))
        .max_by_key(|&(stones, _)| stones)
}

/// Why an opening move at `p` is not near a corner on line 3 or 4: the line it is on from the
/// nearest edge (the edge is line 1) and from the other.
fn opening_miss(p: Point, size: crate::rules::BoardSize) -> Note {
    let n = size.get() as usize;
    let from_edge = |i: usize| (i + 1).min(n - i);
    let (across, up) = (from_edge(p.col() as usize), from_edge(p.row() as usize));
    let (near, far) = (across.min(up), across.max(up));
    let at = p.to_gtp(size);
    match near {
        ..=2 => Note::OpeningTooLow { at, line: near },
        5.. => Note::OpeningTooFarOut { at, line: near },
        _ if far == 5 => Note::OpeningALineTooFar { at },
        _ => Note::OpeningOnASide { at, line: far },
    }
}

/// In a capture, the opponent's answer that took nothing, with the liberties the chased
/// stones have after it: counting them is how the learner finds the next move.
pub(super) fn chased(s: &StepState, reply: Move, took: usize) -> Option<Note> {
    let (Task::Capture(_), Some(target), Some(at), 0) = (&s.step.task, s.target, point_of(Some(reply)), took) else {
        return None;
    };
    let group = s.game.board().group(target)?;
    Some(Note::AnsweredChase {
        color: group.color,
        at: at.to_gtp(s.game.size()),
        stones: group.stones.len(),
        liberties: group.liberties.len(),
    })
}

/// The opponent's answer along a good line: where it went, and what it took.
fn answered(color: crate::rules::Color, reply: Move, took: usize, size: crate::rules::BoardSize) -> Note {
    match (point_of(Some(reply)), took) {
        (Some(p), 1..) => Note::AnsweredTaking { color, at: p.to_gtp(size), stones: took },
        _ => Note::Answered { color, at: name_of(Some(reply), size) },
    }
}

/// A capture task's miss: the target still stands. Left in atari, it runs out on its last
/// liberty when the reader (`crate::reading`) sees that this saves it, and the
/// board shows the escape; otherwise its liberties are marked.
fn capture_missed(s: &mut StepState, group: &crate::rules::Group, other: Vec<Note>, marks: &mut Vec<(Point, Highlight)>) -> Vec<Note> {
    let size = s.game.size();
    if let [last] = group.liberties.as_slice() {
        let mut escaped = s.game.clone();
        let took = (escaped.to_move() == group.color)
            .then(|| escaped.play(Move::Play(*last)).ok().map(|played| played.captured.len()))
            .flatten();
        // The answer on the last liberty takes the learner's stones: that is what it does,
        // not a run.
        if let Some(stones @ 1..) = took {
            s.game = escaped;
            marks.push((*last, Highlight::Hint));
            let at = Some(last.to_gtp(size));
            return [Note::Punished { color: group.color, at }, Note::CapturesYours { color: group.color, stones }].into_iter().chain(other).collect();
        }
        if took.is_some() {
            let libs = escaped.board().liberty_count(*last);
            let fight = Fight { target: *last, attacker: !group.color };
            // It runs out only when the reader sees it get away.
            if libs >= 2 && read_out(&escaped, fight, Limits::APP) == Verdict::Survives {
                let joins = joins_others(escaped.board(), *last, group);
                // Already down to that liberty before the learner's move: the capture was
                // there to take (a snapback's take-back, the end of a chase).
                let was_there = group.stones.first().and_then(|&p| s.game.replayed(s.good).board().group(p)).is_some_and(|g| g.liberties == [*last]);
                s.game = escaped;
                marks.push((*last, Highlight::Hint));
                let at = last.to_gtp(size);
                let missed = was_there.then(|| Note::WasLastLiberty { at: at.clone(), stones: group.stones.len() });
                return [Note::RunsOut { color: group.color, at, liberties: libs, joins }].into_iter().chain(missed).chain(other).collect();
            }
        }
    }
    // Not in atari, and the reader sees the stones live after this move: the board shows how
    // they get away (a wrong move in the middle of a chase is wrong because of that answer).
    if let Some(notes) = escape_shown(s, group, &other, marks) {
        return notes;
    }
    marks.extend(group.liberties.iter().map(|&q| (q, Highlight::Liberty)));
    let stones = stones_sharing_liberties(s.game.board(), group);
    let apart = stones > group.stones.len();
    let left = Note::StillHasLiberties { color: group.color, stones, liberties: group.liberties.len(), apart };
    [left].into_iter().chain(other).collect()
}

/// The stones of `group` and of every other group of its colour with exactly its liberties:
/// they fall to the same moves, so a reply speaks of them together (two single stones with
/// one shared liberty are "the 2 black stones").
fn stones_sharing_liberties(board: &crate::rules::Board, group: &crate::rules::Group) -> usize {
    board.groups().iter().filter(|g| g.color == group.color && g.liberties == group.liberties).map(|g| g.stones.len()).sum()
}

/// The defender's answer that saves a group of two or more liberties, played on the board
/// and said: a run on one of its liberties, a capture of the learner's stones, or another
/// move, after which the group's liberties are marked. `None` when the reader does not see
/// the group get away (or it is not the defender's turn).
fn escape_shown(s: &mut StepState, group: &crate::rules::Group, other: &[Note], marks: &mut Vec<(Point, Highlight)>) -> Option<Vec<Note>> {
    let size = s.game.size();
    let target = *group.stones.first()?;
    let fight = Fight { target, attacker: !group.color };
    if group.liberties.len() < 2 || s.game.to_move() != group.color || read_out(&s.game, fight, Limits::APP) != Verdict::Survives {
        return None;
    }
    let Some(Move::Play(p)) = best_move(&s.game, fight, Limits::APP) else { return None };
    let mut after = s.game.clone();
    let took = after.play(Move::Play(p)).ok()?.captured.len();
    s.game = after;
    marks.push((p, Highlight::Hint));
    let at = p.to_gtp(size);
    let board = s.game.board();
    let said = if took > 0 {
        vec![Note::Punished { color: group.color, at: Some(at) }, Note::CapturesYours { color: group.color, stones: took }]
    } else if group.liberties.contains(&p) {
        vec![Note::RunsOut { color: group.color, at, liberties: board.liberty_count(p), joins: joins_others(board, p, group) }]
    } else {
        let now = board.group(target)?;
        marks.extend(now.liberties.iter().map(|&q| (q, Highlight::Liberty)));
        vec![
            Note::Punished { color: group.color, at: Some(at) },
            Note::StillHasLiberties { color: group.color, stones: now.stones.len(), liberties: now.liberties.len(), apart: false },
        ]
    };
    Some(said.into_iter().chain(other.iter().cloned()).collect())
}

/// Whether the stone just played on `p` joined `group` to other stones of its colour (more
/// stones than the group and the new one).
fn joins_others(board: &crate::rules::Board, p: Point, group: &crate::rules::Group) -> bool {
    board.group(p).is_some_and(|now| now.stones.len() > group.stones.len() + 1)
}
