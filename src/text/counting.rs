//! Words for the counting values: why groups live or die, a checked count, komi, and the
//! pictures of the step-by-step count.

use super::{say, Arg, Msg, Say};
use crate::counting::{
    Benchmark, Caption, CountCheck, CountHint, Counted, GroupRef, GroupWhy, KomiNote, Life, Note,
    Subtotal, WinnerHint,
};
use crate::rules::{Color, Quarters};

/// What a hand-made position teaches, in the language shown (English where that language
/// has no note for it); empty for a generated position.
pub fn position_note(task: &crate::counting::Task) -> String {
    match &task.source {
        crate::counting::Source::HandMade(name) => crate::counting::note_in(super::locale(), name).unwrap_or(&task.note).to_string(),
        crate::counting::Source::Generated(_) => task.note.clone(),
    }
}

/// "the black stone at D5" / "the 3 white stones at C7".
pub fn group(g: &GroupRef) -> Msg {
    Msg::new("group")
        .arg("stones", g.stones)
        .arg("color", g.color)
        .arg("at", g.at())
}

fn group_start(g: &GroupRef) -> Msg {
    Msg::new("group-start")
        .arg("stones", g.stones)
        .arg("color", g.color)
        .arg("at", g.at())
}

fn life(life: &Life, g: &GroupRef) -> Msg {
    let with = |p: &crate::rules::Point| p.to_gtp(g.board);
    let m = match life {
        Life::TwoEyes { eyes } => Msg::new("life-two-eyes").arg("eyes", *eyes),
        Life::Territory { points } => Msg::new("life-territory").arg("points", *points),
        Life::Connected { with: w, points } => Msg::new("life-connected")
            .arg("with", with(w))
            .arg("points", *points),
        Life::Seki { with: w } => Msg::new("life-seki").arg("with", with(w)),
        Life::Alive => Msg::new("life-alive"),
    };
    m.arg("stones", g.stones).arg("opponent", !g.color)
}

impl Say for GroupWhy {
    fn msg(&self) -> Msg {
        match self {
            GroupWhy::Alive { group, life: l } => Msg::new("group-alive")
                .arg("group", say(&group_start(group)))
                .arg("stones", group.stones)
                .arg("reason", say(&life(l, group))),
            GroupWhy::Dead { group, owner } => Msg::new("group-dead")
                .arg("group", say(&group_start(group)))
                .arg("stones", group.stones)
                .arg("owner", *owner),
        }
    }
}

impl Say for CountCheck {
    fn msg(&self) -> Msg {
        if self.is_right() {
            return Msg::new("count-right")
                .arg("side", self.side)
                .arg("count", Arg::Stones(self.truth));
        }
        let off = self.difference();
        Msg::new("count-wrong")
            .arg("answer", Arg::Stones(self.answer))
            .arg("off", Arg::Stones(Quarters(off.0.abs())))
            .arg("more", if off.0 > 0 { "yes" } else { "no" })
    }
}

impl Say for CountHint {
    fn msg(&self) -> Msg {
        let with_side = |key, side: &Color| Msg::new(key).arg("side", *side).arg("other", !*side);
        match self {
            CountHint::OtherSide { side } => with_side("hint-other-side", side),
            CountHint::SharedLeftOut { side, shared, seki } => {
                with_side("hint-shared-left-out", side)
                    .arg("shared", *shared)
                    .arg("seki", seki_share(*seki))
            }
            CountHint::SharedWhole { side, shared, seki } => with_side("hint-shared-whole", side)
                .arg("shared", *shared)
                .arg("seki", seki_share(*seki)),
            CountHint::SharedTakenOff { side, shared, seki } => {
                with_side("hint-shared-taken-off", side)
                    .arg("shared", *shared)
                    .arg("seki", seki_share(*seki))
                    .arg("half", Arg::Stones(Quarters(2 * *shared as i32)))
            }
            CountHint::DeadPointsLeftOut { side, dead } => {
                with_side("hint-dead-points-left-out", side).arg("dead", *dead)
            }
            CountHint::DeadSubtracted { side, dead } => {
                with_side("hint-dead-subtracted", side).arg("dead", *dead)
            }
            CountHint::DeadTwice { side, dead } => {
                with_side("hint-dead-twice", side).arg("dead", *dead)
            }
            CountHint::StonesLeftOut { side, stones } => {
                with_side("hint-stones-left-out", side).arg("stones", *stones)
            }
            CountHint::SekiEyesLeftOut { side, eyes } => with_side("hint-seki-eyes-left-out", side).arg("eyes", *eyes),
            CountHint::TerritoryLeftOut { side, territory } => {
                with_side("hint-territory-left-out", side).arg("territory", *territory)
            }
            CountHint::WrongArea { at, size, entered } => Msg::new("hint-wrong-area")
                .arg("at", at.as_str())
                .arg("size", *size)
                .arg("entered", *entered),
            CountHint::CompareWithBoard { side } => with_side("hint-compare-with-board", side),
        }
    }
}

impl Say for WinnerHint {
    fn msg(&self) -> Msg {
        match self {
            WinnerHint::NoDraw { target } => {
                Msg::new("winner-no-draw").arg("target", Arg::Stones(*target))
            }
            WinnerHint::DeadCountedAlive { winner, dead } => Msg::new(if *dead == 1 {
                "winner-dead-counted-alive-one"
            } else {
                "winner-dead-counted-alive"
            })
            .arg("winner", *winner),
            WinnerHint::KomiLeftOut { black } => {
                Msg::new("winner-komi-left-out").arg("black", Arg::Stones(*black))
            }
            WinnerHint::KomiInPoints { komi } => Msg::new("winner-komi-in-points")
                .arg("komi", Arg::Stones(*komi))
                .arg("points", Arg::Points(*komi))
                .arg("doubled", Arg::Stones(Quarters(2 * komi.0))),
            WinnerHint::SharedHalf { winner, shared } => Msg::new("winner-shared-half")
                .arg("winner", *winner)
                .arg("shared", *shared),
            WinnerHint::Close { margin } => {
                Msg::new("winner-close").arg("margin", Arg::Stones(*margin))
            }
            WinnerHint::Counts {
                black,
                white,
                points,
            } => Msg::new("winner-counts")
                .arg("black", Arg::Stones(*black))
                .arg("white", Arg::Stones(*white))
                .arg("points", *points),
        }
    }
}

impl Say for KomiNote {
    fn msg(&self) -> Msg {
        match *self {
            KomiNote::None => Msg::new("komi-none"),
            // A position from before today's komi says so where its komi is named.
            KomiNote::Komi(q) if q == crate::rules::Komi::OLD_CHINESE.quarters() => Msg::new("komi-stones-old").arg("komi", Arg::Stones(q)),
            KomiNote::Komi(q) => Msg::new("komi-stones").arg("komi", Arg::Stones(q)),
            KomiNote::HandicapGiveBack { back, handicap } => Msg::new("komi-handicap")
                .arg("back", Arg::Stones(back))
                .arg("handicap", handicap),
        }
    }
}

impl Say for Benchmark {
    fn msg(&self) -> Msg {
        Msg::new("benchmark")
            .arg("half", Arg::Stones(self.half))
            .arg("komi", say(&self.komi))
            .arg("side", self.side)
            .arg("target", Arg::Stones(self.target))
            .arg("count", Arg::Stones(self.count))
            .arg("result", say(&self.outcome))
    }
}

/// "2 dead white stones", "1 dead black stone and 3 dead white stones".
fn dead_stones(black: usize, white: usize) -> String {
    let part = |count: usize, color: Color| {
        say(&Msg::new("dead-stones")
            .arg("count", count)
            .arg("color", color))
    };
    match (black, white) {
        (0, w) => part(w, Color::White),
        (b, 0) => part(b, Color::Black),
        (b, w) => say(&Msg::new("list-two")
            .arg("first", part(b, Color::Black))
            .arg("second", part(w, Color::White))),
    }
}

impl Say for Caption {
    fn msg(&self) -> Msg {
        match self {
            Caption::Finished { side } => Msg::new("caption-finished").arg("side", *side),
            Caption::DeadOff { black, white } => {
                Msg::new("caption-dead-off").arg("stones", dead_stones(*black, *white))
            }
            Caption::Numbered {
                what,
                first,
                last,
                after,
            } => {
                let range = if first == last {
                    first.to_string()
                } else {
                    say(&Msg::new("caption-range")
                        .arg("first", *first)
                        .arg("last", *last))
                };
                let key = match what {
                    Counted::Territory => "caption-territory",
                    Counted::Stones => "caption-stones",
                };
                let mut text = say(&Msg::new(key).arg("range", range));
                if let Some(subtotal) = after {
                    let tail = match *subtotal {
                        Subtotal::Territory { side, points } => Msg::new("caption-territory-total")
                            .arg("side", side)
                            .arg("points", points),
                        Subtotal::Stones { stones, so_far } => Msg::new("caption-stones-total")
                            .arg("stones", stones)
                            .arg("sofar", so_far),
                    };
                    text = say(&Msg::new("two-sentences")
                        .arg("first", text)
                        .arg("second", say(&tail)));
                }
                Msg::new("as-is").arg("text", text)
            }
            Caption::Shared { side, shared, seki } => Msg::new("caption-shared")
                .arg("shared", *shared)
                .arg("seki", seki_share(*seki))
                .arg("side", *side)
                .arg("more", Arg::Stones(Quarters(2 * *shared as i32))),
            Caption::Total {
                side,
                territory,
                stones,
                shared,
                seki,
                total,
            } => Msg::new(if *shared == 0 { "caption-total-no-shared" } else { "caption-total" })
                .arg("side", *side)
                .arg("territory", *territory)
                .arg("stones", *stones)
                .arg("shared", *shared)
                .arg("seki", seki_share(*seki))
                .arg("total", Arg::Stones(*total)),
            Caption::Result(b) => b.msg(),
        }
    }
}

impl Say for Note {
    fn msg(&self) -> Msg {
        match self {
            Note::TimeUp {
                answered,
                total,
                right,
            } => Msg::new("trainer-time-up")
                .arg("answered", *answered)
                .arg("total", *total)
                .arg("right", *right),
            Note::RoundOver {
                right,
                total,
                seconds,
            } => Msg::new("trainer-round-over")
                .arg("right", *right)
                .arg("total", *total)
                .arg("time", format!("{}:{:02}", seconds / 60, seconds % 60)),
            Note::LivingStone { at, color, side } => Msg::new("trainer-living-stone")
                .arg("at", at.as_str())
                .arg("color", *color)
                .arg("side", *side)
                .arg("counts", if color == side { "yes" } else { "no" }),
            Note::AreaChosen { at } => Msg::new("trainer-area-chosen").arg("at", at.as_str()),
            Note::SharedPoint { at } => Msg::new("trainer-shared-point").arg("at", at.as_str()),
            Note::OtherSidesArea { at, owner, side } => Msg::new("trainer-other-sides-area")
                .arg("at", at.as_str())
                .arg("owner", *owner)
                .arg("side", *side),
            Note::NotThisSize { size, at } => Msg::new("trainer-not-this-size")
                .arg("size", *size)
                .arg("at", at.as_str()),
            Note::AreasSoFar { sizes, total } => Msg::new("trainer-areas-so-far")
                .arg("sum", sum(sizes, *total))
                .arg("total", *total),
            Note::TypeAreaSize => Msg::new("trainer-type-area-size"),
            Note::MarksRight { shown, dead } => Msg::new("trainer-marks-right")
                .arg("shown", if *shown { "yes" } else { "no" })
                .arg("dead", *dead),
            Note::OnToNext => Msg::new("trainer-on-to-next"),
            Note::WellSpotted => Msg::new("trainer-well-spotted"),
            // "With them off" needs them: the message by how many stones are dead (Chinese
            // and Korean plurals have no "one" to pick by).
            Note::NowCount { side, dead } => Msg::new(match dead {
                0 => "trainer-now-count-none",
                1 => "trainer-now-count-one",
                _ => "trainer-now-count",
            })
            .arg("side", *side),
            Note::Group(why) => why.msg(),
            Note::DeadUnmarked { groups } => {
                Msg::new("trainer-dead-unmarked").arg("groups", *groups)
            }
            Note::Verdict { right } => Msg::new(if *right {
                "trainer-right"
            } else {
                "trainer-not-this-time"
            }),
            Note::Winner(hint) => hint.msg(),
            Note::Outcome(outcome) => Msg::new("as-is").arg("text", say(outcome)),
            Note::ChooseAgain => Msg::new("trainer-choose-again"),
            Note::Benchmark(b) => b.msg(),
            Note::TypeCount => Msg::new("trainer-type-count"),
            Note::Count(check) => check.msg(),
            Note::CountAgain { answer, more } => Msg::new("count-again")
                .arg("answer", Arg::Stones(*answer))
                .arg("more", if *more { "yes" } else { "no" }),
            Note::Hint(hint) => hint.msg(),
            Note::SideHas { side, count } => Msg::new("count-side-has")
                .arg("side", *side)
                .arg("count", Arg::Stones(*count)),
            Note::AskResult => Msg::new("trainer-ask-result"),
            Note::ResultRight(outcome) => {
                Msg::new("trainer-result-right").arg("result", say(outcome))
            }
            Note::PositionNote { position, english } => {
                let text = crate::counting::note_in(super::locale(), position).unwrap_or(english);
                Msg::new("as-is").arg("text", text)
            }
            Note::NotQuite => Msg::new("trainer-not-quite"),
            // Without komi the target is half the board: said once.
            Note::NeedsMoreThan {
                side,
                target,
                komi: KomiNote::None,
                ..
            } => Msg::new("trainer-needs-more-than-half")
                .arg("side", *side)
                .arg("target", Arg::Stones(*target)),
            Note::NeedsMoreThan {
                side,
                target,
                half,
                komi,
            } => Msg::new("trainer-needs-more-than")
                .arg("side", *side)
                .arg("target", Arg::Stones(*target))
                .arg("half", Arg::Stones(*half))
                .arg("komi", say(komi)),
            Note::MarginIs {
                side,
                count,
                target,
            } => Msg::new("trainer-margin-is")
                .arg("side", *side)
                .arg("count", Arg::Stones(*count))
                .arg("target", Arg::Stones(*target)),
            Note::StoneIsTwoPoints => Msg::new("trainer-stone-is-two-points"),
        }
    }
}

/// "12" or "12 + 7 = 19": sizes added up, as arithmetic.
fn sum(sizes: &[u32], total: u32) -> String {
    match sizes {
        [one] => one.to_string(),
        _ => format!(
            "{} = {total}",
            sizes
                .iter()
                .map(u32::to_string)
                .collect::<Vec<_>>()
                .join(" + ")
        ),
    }
}

/// How many shared points are a seki's, as the catalogs' selectors read it.
fn seki_share(seki: crate::counting::SekiShare) -> &'static str {
    match seki {
        crate::counting::SekiShare::None => "no",
        crate::counting::SekiShare::Some => "some",
        crate::counting::SekiShare::All => "all",
    }
}
