//! The learner's answers and what the trainer says back: marking dead stones, choosing an
//! area and typing its size, who wins, the count, and the result.

use super::super::check::{
    check_count, check_marks, check_result, first_nudge, parse_amount_input, why_not_winner, CountHint,
    ResultAnswer,
};
use super::super::explain::{benchmark, KomiNote};
use super::super::note::{Feedback, Note, Tone};
use super::super::phase::Phase;
use super::super::round::ROUND;
use super::super::task::{Mode, Source};
use super::Trainer;
use crate::rules::{regions, Color, DeadStones, Owner, Point, Quarters};

impl Trainer {
    pub(super) fn point(&mut self, p: Point) {
        if self.explain.is_some() {
            return;
        }
        match &mut self.phase {
            Phase::Mark { marks, check } if self.task.board.get(p).is_some() => {
                marks.toggle_group(&self.task.board, p);
                // What the last check said was about the marks as they were: it goes with them.
                if check.take().is_some() {
                    self.feedback = None;
                }
            }
            Phase::Count { .. } => self.select_area(p),
            _ => {}
        }
    }

    pub(super) fn select_area(&mut self, p: Point) {
        let task = &self.task;
        let size = task.size();
        let side = self.side;
        let at = p.to_gtp(size);
        if let Some(color) = task.board.get(p).filter(|_| !task.dead.contains(p)) {
            self.feedback = Feedback::new(Tone::Info, vec![Note::LivingStone { at, color, side }]);
            return;
        }
        let Some(region) = regions(&task.board, &task.dead)
            .into_iter()
            .find(|r| r.points.contains(&p))
        else {
            return;
        };
        let note = match region.owner {
            o if o.color() == Some(side) => {
                if let Phase::Count { selected, .. } = &mut self.phase {
                    *selected = Some(p);
                }
                // Named by the point the learner tapped, as the answer box names it.
                Note::AreaChosen { at }
            }
            Owner::Shared => Note::SharedPoint { at },
            _ => Note::OtherSidesArea {
                at,
                owner: !side,
                side,
            },
        };
        self.feedback = Feedback::new(Tone::Info, vec![note]);
    }

    pub(super) fn area_size(&mut self, text: &str) {
        let Phase::Count {
            selected: Some(tapped),
            ..
        } = self.phase
        else {
            return;
        };
        let Some((key, truth)) = self
            .areas()
            .into_iter()
            .find(|r| r.points.contains(&tapped))
            .map(|r| (r.key(), r.points.len() as u32))
        else {
            return;
        };
        let area = self.task.size().area();
        let at = tapped.to_gtp(self.task.size());
        let Phase::Count {
            selected, tally, ..
        } = &mut self.phase
        else {
            return;
        };
        self.feedback = match crate::decimal::ascii_digits(text).trim().parse::<u32>() {
            Ok(n) if n != truth => {
                Feedback::new(Tone::Wrong, vec![Note::NotThisSize { size: n, at }])
            }
            Ok(n) if n <= area => {
                tally.enter(key, n);
                *selected = None;
                let sizes = tally.entries.iter().map(|&(_, n)| n).collect();
                Feedback::new(
                    Tone::Info,
                    vec![Note::AreasSoFar {
                        sizes,
                        total: tally.total(),
                    }],
                )
            }
            _ => Feedback::new(Tone::Info, vec![Note::TypeAreaSize]),
        };
    }

    pub(super) fn check_marks(&mut self, now: f64) {
        self.check_marks_shown(now, false);
    }

    /// Checks the marks; `shown` when the trainer marked them itself ("show me"), so the
    /// verdict says what they are rather than praising the learner.
    pub(super) fn check_marks_shown(&mut self, now: f64, shown: bool) {
        let Phase::Mark { marks, .. } = &self.phase else {
            return;
        };
        let check = check_marks(&self.task, marks);
        if check.is_right() {
            // Marked by the trainer: each dead group with the reason it is dead, as a check
            // of the learner's marks gives it for a group that is not.
            let reasons: Vec<Note> = if shown {
                check_marks(&self.task, &DeadStones::default())
                    .dead_unmarked
                    .into_iter()
                    .map(|n| Note::Group(n.why))
                    .collect()
            } else {
                Vec::new()
            };
            let mut lines = if reasons.is_empty() {
                vec![Note::MarksRight {
                    shown,
                    dead: self.task.dead.len(),
                }]
            } else {
                reasons
            };
            if self.settings.mode == Mode::DeadStones {
                self.phase = Phase::done();
                lines.push(if self.mistakes {
                    Note::OnToNext
                } else {
                    Note::WellSpotted
                });
                self.finish(!self.mistakes, now);
            } else {
                self.phase = Phase::count();
                lines.push(Note::NowCount {
                    side: self.side,
                    dead: self.task.dead.len(),
                });
            }
            // Shown, not found: the marks are told without the tick of a right answer.
            self.feedback = Feedback::new(if shown { Tone::Info } else { Tone::Right }, lines);
            return;
        }
        self.mistakes = true;
        // Each living group marked dead first, said alive and why (its eyes, its area, a
        // seki: what the position shows), then how many dead groups are left to mark.
        let mut lines: Vec<Note> = check
            .alive_marked
            .iter()
            .map(|n| Note::Group(n.why.clone()))
            .collect();
        if !check.dead_unmarked.is_empty() {
            lines.push(Note::DeadUnmarked {
                groups: check.dead_unmarked.len(),
            });
        }
        self.feedback = Feedback::new(Tone::Wrong, lines);
        if let Phase::Mark { check: last, .. } = &mut self.phase {
            *last = Some(check);
        }
    }

    pub(super) fn choose(&mut self, c: Option<Color>, now: f64) {
        let right = self.task.outcome().winner() == c;
        let Phase::Choose { tried } = self.phase else { return };
        if !right && tried.is_none() {
            // A first wrong answer: one thing true of this board that helps, without the
            // counts that give the answer away, and a second try, as in the lessons. The
            // mistake that gives the learner's answer if one does, else what Black needs.
            let nudge = match first_nudge(&self.task, c) {
                Some(hint) => Note::Winner(hint),
                None => self.needs_more_than(Color::Black),
            };
            let lines = vec![Note::Verdict { right: false }, nudge, Note::ChooseAgain];
            self.feedback = Feedback::new(Tone::Wrong, lines);
            self.mistakes = true;
            self.phase = Phase::Choose { tried: Some(c) };
            return;
        }
        // The verdict, what most likely led to a wrong answer, then the count that decides.
        // A hand-made position's note says the count under the reply: a wrong answer hears
        // who wins at once, on screen with the board.
        let mut lines = vec![Note::Verdict { right }];
        if !right && !self.task.note.is_empty() {
            lines.push(Note::Outcome(self.task.outcome()));
        }
        lines.extend(why_not_winner(&self.task, c).into_iter().take(1).map(Note::Winner));
        // A hand-made position's note, shown under the reply, ends on the same count against
        // the target: said once, there.
        if self.task.note.is_empty() {
            lines.push(Note::Benchmark(benchmark(&self.task, self.side)));
        }
        self.feedback = Feedback::new(if right { Tone::Right } else { Tone::Wrong }, lines);
        // Right at the second try is right, but not the first time.
        self.mistakes = !right || tried.is_some();
        self.phase = Phase::Done {
            chosen: Some(c),
            wrong_count: None,
        };
        self.finish(right && tried.is_none(), now);
    }

    pub(super) fn count(&mut self, text: &str, now: f64) {
        let Some(answer) = parse_amount_input(text) else {
            self.feedback = Feedback::new(Tone::Info, vec![Note::TypeCount]);
            return;
        };
        let Phase::Count { tally, .. } = &self.phase else {
            return;
        };
        let check = check_count(&self.task, self.side, answer, tally);
        let right = check.is_right();
        if self.settings.mode == Mode::Timed {
            let mut lines = vec![Note::Count(check.clone())];
            if !right {
                lines.push(Note::SideHas {
                    side: self.side,
                    count: check.truth,
                });
                // What most likely went wrong, as after a wrong exact count.
                lines.extend(check.hints.iter().cloned().map(Note::Hint));
            }
            self.feedback = Feedback::new(if right { Tone::Right } else { Tone::Wrong }, lines);
            self.phase = Phase::Done {
                chosen: None,
                wrong_count: (!right).then_some(check),
            };
            self.finish(right, now);
            if let Some(r) = &mut self.round {
                r.answered += 1;
                r.right += u32::from(right);
                if r.answered >= ROUND {
                    self.end_round(now);
                    if let Some(r) = self.round {
                        let seconds =
                            ((r.ended.unwrap_or(now) - r.started) / 1000.0).round() as u64;
                        if let Some(f) = &mut self.feedback {
                            f.lines.push(Note::RoundOver {
                                right: r.right,
                                total: ROUND,
                                seconds,
                            });
                        }
                    }
                }
            }
            return;
        }
        if right {
            self.feedback = Feedback::new(Tone::Right, vec![Note::Count(check), Note::AskResult]);
            self.phase = Phase::Result { check: None };
        } else {
            self.mistakes = true;
            let Phase::Count { check: last, missed, .. } = &mut self.phase else { return };
            *missed += 1;
            let lines = if *missed == 1 {
                // A nudge: what may explain it, but not the amount nor the count on the board.
                let more = check.difference().0 > 0;
                let hints = check.hints.iter().filter(|h| !matches!(h, CountHint::CompareWithBoard { .. })).cloned().map(Note::Hint);
                std::iter::once(Note::CountAgain { answer, more }).chain(hints).collect()
            } else {
                let mut lines = vec![Note::Count(check.clone())];
                lines.extend(check.hints.iter().cloned().map(Note::Hint));
                *last = Some(check);
                lines
            };
            self.feedback = Feedback::new(Tone::Wrong, lines);
        }
    }

    /// What `side` needs to win: half the board, plus (Black) or minus (White) what Black
    /// gives back.
    fn needs_more_than(&self, side: Color) -> Note {
        let outcome = self.task.outcome();
        let half = Quarters(2 * self.task.size().area() as i32);
        let target = match side {
            Color::Black => outcome.benchmark,
            Color::White => Quarters(2 * half.0 - outcome.benchmark.0),
        };
        Note::NeedsMoreThan {
            side,
            target,
            half,
            komi: KomiNote::of_task(&self.task),
        }
    }

    pub(super) fn result(&mut self, answer: &ResultAnswer, now: f64) {
        let check = check_result(&self.task, answer);
        let outcome = self.task.outcome();
        if check.is_right() {
            let mut lines = vec![Note::ResultRight(outcome)];
            if let (Source::HandMade(position), false) = (&self.task.source, self.task.note.is_empty()) {
                lines.push(Note::PositionNote { position: position.clone(), english: self.task.note.clone() });
            }
            self.feedback = Feedback::new(Tone::Right, lines);
            self.phase = Phase::done();
            self.finish(!self.mistakes, now);
            return;
        }
        self.mistakes = true;
        // A wrong winner is said by what the side needs (one idea); "not quite" is for a
        // right winner with a wrong margin.
        let mut lines = if check.winner { vec![Note::NotQuite] } else { Vec::new() };
        // Said for the side the learner counted: White's target is half the board minus
        // komi, Black's half the board plus komi.
        let half = Quarters(2 * self.task.size().area() as i32);
        let (target, count) = match self.side {
            Color::Black => (outcome.benchmark, outcome.black_count),
            Color::White => (
                Quarters(2 * half.0 - outcome.benchmark.0),
                Quarters(2 * half.0 - outcome.black_count.0),
            ),
        };
        let side = self.side;
        if !check.winner {
            // A draw where none can be: that is the reason (a count is never a quarter).
            let no_draw = if answer.winner == Some(None) {
                why_not_winner(&self.task, None).into_iter().next()
            } else {
                None
            };
            lines.push(no_draw.map_or_else(|| self.needs_more_than(side), Note::Winner));
        } else if !check.stones {
            lines.push(Note::MarginIs {
                side,
                count,
                target,
            });
        }
        if check.winner && check.stones && !check.points {
            lines.push(Note::StoneIsTwoPoints);
        }
        self.feedback = Feedback::new(Tone::Wrong, lines);
        self.phase = Phase::Result { check: Some(check) };
    }
}
