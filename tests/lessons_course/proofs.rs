//! The ladders and nets of the course, proved move by move by the reader: every move of the
//! chaser along a line (and along a ladder or net picture) leaves the stones caught by force;
//! in a ladder each one keeps the ladder (atari, and a run to two liberties at most); a net
//! starts without atari. The glossary's pictures of a ladder and a net catch their stone too.

use weiqi::lessons::format::{Chase, Step};
use weiqi::lessons::player::ladder::{ladder_move, LadderMove};
use weiqi::lessons::setup::{parse_moves, start};
use weiqi::reading::{solve, Fight, Limits, Verdict};
use weiqi::rules::{Game, Move};

use super::*;

/// Each fault of the chaser's `moves` (every other one, from the first) from `game` against
/// the stones on `target`.
fn prove(place: &str, game: &Game, target: Point, moves: &[Move], chase: Chase) -> Vec<String> {
    let mut faults = Vec::new();
    let mut g = game.clone();
    let chaser = g.to_move();
    let fight = Fight { target, attacker: chaser };
    let size = g.size();
    for (i, &mv) in moves.iter().enumerate() {
        let name = match mv {
            Move::Play(p) => p.to_gtp(size),
            Move::Pass => "pass".into(),
        };
        let chasers_move = i % 2 == 0;
        let kind = chasers_move.then(|| ladder_move(&g, target, mv));
        let before = g.board().group(target).map(|group| group.liberties);
        if g.play(mv).is_err() {
            faults.push(format!("{place}: move {} ({name}) is not allowed", i + 1));
            break;
        }
        if g.board().get(target).is_none() {
            if !chasers_move {
                faults.push(format!("{place}: the stones are gone after the runner's own move {name}"));
            }
            break;
        }
        if chasers_move {
            if solve(&g, fight, Limits::APP) != Verdict::Captured {
                faults.push(format!("{place}: after move {} ({name}) the reader does not prove the capture", i + 1));
            }
            match chase {
                Chase::Ladder if !matches!(kind, Some(LadderMove::Keeps | LadderMove::Captures)) => {
                    faults.push(format!("{place}: move {} ({name}) does not keep the ladder: {kind:?}", i + 1));
                }
                Chase::Net if i == 0 && g.board().liberty_count(target) < 2 => {
                    faults.push(format!("{place}: the net's first move {name} gives atari"));
                }
                _ => {}
            }
        } else if chase == Chase::Ladder && before.is_some_and(|libs| libs != [match mv {
            Move::Play(p) => p,
            Move::Pass => target,
        }]) {
            faults.push(format!("{place}: the runner's move {} ({name}) is not the run on its last liberty", i + 1));
        }
    }
    if g.board().get(target).is_some() {
        faults.push(format!("{place}: the stones are still on the board at the end"));
    }
    faults
}

/// The chase a step teaches: its own `chase`, or for a picture step, the idea its id names.
fn chase_of(step: &Step) -> Option<Chase> {
    match &step.task {
        Task::Capture(t) | Task::Play(t) | Task::Save(t) => t.chase,
        Task::Watch(_) if step.id.starts_with("ladder") => Some(Chase::Ladder),
        Task::Watch(_) if step.id.starts_with("net") => Some(Chase::Net),
        _ => None,
    }
}

#[test]
fn every_ladder_and_net_is_proved_move_by_move_by_the_reader() {
    let mut faults = Vec::new();
    let mut proved = Vec::new();
    for l in lessons(weiqi::locale::Locale::En) {
        for step in &l.steps {
            let place = format!("{} {}", l.id, step.id);
            let Some(chase) = chase_of(step) else {
                // A move step about a ladder or a net says so, so that it is proved here.
                let named = ["ladder", "net"].iter().any(|w| step.id.split('-').any(|part| part == *w));
                if named && matches!(step.task, Task::Capture(_) | Task::Play(_)) {
                    faults.push(format!("{place}: a ladder or net step without `chase`"));
                }
                continue;
            };
            let (game, _) = start(step).unwrap_or_else(|e| panic!("{place}: {e:?}"));
            let size = game.size();
            match &step.task {
                Task::Capture(t) => {
                    let target = Point::parse_gtp(t.target.as_deref().unwrap_or_default(), size).expect("a target");
                    assert!(!t.lines.is_empty(), "{place}: a chase step has lines");
                    for line in &t.lines {
                        let moves = parse_moves(line, size).unwrap();
                        faults.extend(prove(&format!("{place} [{line}]"), &game, target, &moves, chase));
                    }
                }
                Task::Watch(w) => {
                    // The stones chased: the pictures start with one stone of the runner.
                    let mut moves = Vec::new();
                    for f in &w.frames {
                        moves.extend(parse_moves(f.play.as_deref().unwrap_or_default(), size).unwrap());
                    }
                    let runner: Vec<Point> = size.points().filter(|&q| game.board().get(q) == Some(!game.to_move())).collect();
                    let [target] = runner[..] else { panic!("{place}: one stone to chase, not {}", runner.len()) };
                    faults.extend(prove(&place, &game, target, &moves, chase));
                }
                _ => faults.push(format!("{place}: a chase is a capture step or pictures")),
            }
            proved.push((place, chase));
        }
    }
    let ladders = proved.iter().filter(|(_, c)| *c == Chase::Ladder).count();
    let nets = proved.iter().filter(|(_, c)| *c == Chase::Net).count();
    assert!(ladders >= 2 && nets >= 4, "the course's ladders and nets are found: {proved:?}");
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn a_ladder_line_that_turns_the_wrong_way_is_caught() {
    // The proof is not a formality: E4 D3 C3 (atari from the wrong side) gives White three
    // liberties after D2, though the reader still catches the stones another way.
    let s = named("06-techniques", "play-ladder");
    let size = s.game.size();
    let moves = parse_moves("E4 D3 C3 D2 C2 E2 F2 D1 C1 E1 F1", size).unwrap();
    let faults = prove("test", &s.game, pt(&s, "D4"), &moves, Chase::Ladder);
    assert!(faults.iter().any(|f| f.contains("move 3 (C3) does not keep the ladder")), "{faults:?}");
    assert!(prove("test", &s.game, pt(&s, "D4"), &parse_moves("E4 D3 D2 C3 B3 C2 C1 B2 A2 B1 A1", size).unwrap(), Chase::Ladder).is_empty());
}

#[test]
fn the_glossary_pictures_of_a_ladder_and_a_net_catch_their_stone() {
    // Each picture shows the chase under way: with the white stone to move, it is caught
    // all the same.
    for id in ["ladder", "net"] {
        let term = weiqi::lessons::term(weiqi::locale::Locale::En, id).expect("the term");
        let (board, _) = weiqi::lessons::setup::parse_diagram(&term.board).expect("a picture");
        let stones: Vec<Point> = board.size().points().filter(|&p| board.get(p) == Some(Color::White)).collect();
        let [target] = stones[..] else { panic!("{id}: one white stone, not {}", stones.len()) };
        let game = Game::from_setup(board, Color::White, weiqi::rules::Ruleset::default()).expect("a legal picture");
        assert!(game.board().liberty_count(target) <= 2, "{id}: the stone is being chased");
        assert_eq!(solve(&game, Fight { target, attacker: Color::Black }, Limits::APP), Verdict::Captured, "{id}: the stone is caught");
    }
}

/// In a technique step (snapbacks, throw-ins) each of the learner's moves is the technique: at every turn along a line, no move off the lines is taken as good, even one
/// that would catch the stones some other way on a small board, for then the technique the
/// step teaches is gone from the board.
#[test]
fn a_technique_step_takes_only_its_own_moves() {
    let mut faults = Vec::new();
    for l in weiqi::lessons::lessons(weiqi::locale::Locale::En) {
        for (i, st) in l.steps.iter().enumerate() {
            let (Task::Capture(task) | Task::Play(task) | Task::Save(task)) = &st.task else { continue };
            // Ladders and nets are held move by move by their own rules (above): at a
            // ladder's end, with the last liberty one White may not fill, any move keeps the
            // catch.
            if st.idea.as_deref() != Some("technique") || task.lines.is_empty() || task.chase.is_some() {
                continue;
            }
            let start = StepState::new(Rc::new(st.clone()));
            let size = start.game.size();
            let lines: Vec<Vec<Move>> = task.lines.iter().filter_map(|line| parse_moves(line, size).ok()).collect();
            for line in &lines {
                let mut s = start.clone();
                for turn in (0..line.len()).step_by(2) {
                    let played = &line[..turn];
                    let good: Vec<Move> = lines.iter().filter(|l| l.len() > turn && l.starts_with(played)).map(|l| l[turn]).collect();
                    for p in size.points().filter(|&p| s.game.board().get(p).is_none()) {
                        if good.contains(&Move::Play(p)) {
                            continue;
                        }
                        let after = reduce(&s, Action::Click(p));
                        if after.phase == Phase::Solved || after.good > s.good {
                            faults.push(format!("{} step {} ({}), move {}: {} is taken as good", l.id, i + 1, st.id, turn + 1, p.to_gtp(size)));
                        }
                    }
                    let Move::Play(q) = line[turn] else { break };
                    s = reduce(&s, Action::Click(q));
                    if s.phase == Phase::Solved {
                        break;
                    }
                }
            }
        }
    }
    faults.dedup();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
