//! Words for the lesson player's notes (`lessons::note::Note`), and for a move the rules
//! forbid (`rules::IllegalMove`), wherever a learner meets one.

use super::{say, Arg, Msg, Say};
use crate::lessons::format::PointKind;
use crate::lessons::note::{Counted, HintKind, Note};
use crate::rules::{BoardSize, IllegalMove};

/// A forbidden move on a board of `size` lines, in words.
pub fn illegal(why: &IllegalMove, size: u8) -> Msg {
    let name = |p: &crate::rules::Point| BoardSize::new(size.into()).map_or_else(|_| String::new(), |s| p.to_gtp(s));
    match why {
        IllegalMove::OffBoard { .. } => Msg::new("illegal-off-board"),
        IllegalMove::Occupied { point, by } => Msg::new("illegal-occupied").arg("color", *by).arg("at", name(point)),
        IllegalMove::Suicide { color, group, .. } => Msg::new("illegal-suicide").arg("color", *color).arg("stones", group.len().max(1)),
        IllegalMove::Ko { point, color, ko_stone } => Msg::new("illegal-ko").arg("color", !*color).arg("at", name(point)).arg("from", name(ko_stone)),
        IllegalMove::Superko { repeats_move, .. } => Msg::new("illegal-superko").arg("move", *repeats_move),
        IllegalMove::GameOver => Msg::new("illegal-game-over"),
    }
}

/// Where a point may be named or not (`None` is a pass).
fn at(at: &Option<String>) -> Arg {
    Arg::Text(at.clone().unwrap_or_default())
}

impl Say for Note {
    fn msg(&self) -> Msg {
        match self {
            Note::File(text) => Msg::new("as-is").arg("text", text.as_str()),
            Note::WellDone => Msg::new("step-well-done"),
            Note::NotThisMove => Msg::new("step-not-this-move"),
            // Not "press Next": the last step's button finishes the lesson.
            Note::AlreadySolved => Msg::new("step-already-solved"),
            Note::AlreadyMarked => Msg::new("step-already-marked"),
            Note::MarkedWithItsGroup { at } => Msg::new("step-marked-with-its-group").arg("at", at.as_str()),
            Note::NotANumber => Msg::new("step-not-a-number"),
            Note::NotAQuarter => Msg::new("step-not-a-quarter"),
            Note::NotWhole => Msg::new("step-not-whole"),
            Note::NotThisPoint => Msg::new("step-not-this-point"),
            Note::ShowPoints => Msg::new("step-show-points"),
            Note::ShowChoice => Msg::new("step-show-choice"),
            Note::Watched => Msg::new("step-watched"),
            Note::Hint(kind) => match kind {
                HintKind::CaptureInAtari { color, stones } => {
                    Msg::new("step-hint-capture-in-atari").arg("color", *color).arg("stones", *stones)
                }
                HintKind::Save { stones } => Msg::new("step-hint-save").arg("stones", *stones),
                HintKind::Capture => Msg::new("step-hint-capture"),
                HintKind::Play => Msg::new("step-hint-play"),
                HintKind::Points => Msg::new("step-hint-points"),
                HintKind::Number => Msg::new("step-hint-number"),
                HintKind::Text => Msg::new("step-hint-text"),
            },
            Note::NotDead => Msg::new("step-not-dead"),
            Note::NoStoneHere => Msg::new("step-no-stone-here"),
            Note::ZeroLiberties => Msg::new("step-zero-liberties"),
            Note::CountAreaAgain { shared } => Msg::new(if *shared { "step-count-area-again" } else { "step-count-area-again-none-shared" }),
            Note::CountedDeadAsAlive => Msg::new("step-counted-dead-as-alive"),
            Note::GivenAgain => Msg::new("step-given-again"),
            Note::CountAgain => Msg::new("step-count-again"),
            Note::PlayHere { at } => Msg::new("step-play-here").arg("at", at.as_str()),
            Note::TouchesNotBoth { at } => Msg::new("step-touches-not-both").arg("at", at.as_str()),
            Note::TakeLastLiberty { at, stones } => Msg::new("step-hint-last-liberty").arg("at", at.as_str()).arg("stones", *stones),
            Note::PressPass => Msg::new("step-press-pass"),
            Note::AnsweredAtari { color, at, stones, stone } => Msg::new("step-answered-atari")
                .arg("color", *color)
                .arg("at", at.as_str())
                .arg("stones", *stones)
                .arg("stone", stone.as_str()),
            Note::AnsweredAtariShort { color, at, stones, stone, last } => Msg::new("step-answered-atari-short")
                .arg("color", *color)
                .arg("at", at.as_str())
                .arg("stones", *stones)
                .arg("stone", stone.as_str())
                .arg("last", last.as_str()),
            Note::OpeningTooLow { at, line } => Msg::new("step-opening-too-low").arg("at", at.as_str()).arg("line", *line),
            Note::OpeningTooFarOut { at, line } => Msg::new("step-opening-too-far-out").arg("at", at.as_str()).arg("line", *line),
            Note::OpeningALineTooFar { at } => Msg::new("step-opening-a-line-too-far").arg("at", at.as_str()),
            Note::OpeningOnASide { at, line } => Msg::new("step-opening-on-a-side").arg("at", at.as_str()).arg("line", *line),
            Note::NotTheNet => Msg::new("step-not-the-net"),
            Note::AnsweredChase { color, at, stones, liberties } => Msg::new("step-answered-chase")
                .arg("color", *color)
                .arg("at", at.as_str())
                .arg("stones", *stones)
                .arg("liberties", *liberties),
            Note::AnsweredTaking { color, at, stones } => {
                Msg::new("step-answered-taking").arg("color", *color).arg("at", at.as_str()).arg("stones", *stones)
            }
            Note::Answered { color, at: point } => Msg::new("step-answered").arg("color", *color).arg("at", at(point)).arg("pass", if point.is_some() { "no" } else { "yes" }),
            Note::Punished { color, at: point } => Msg::new("step-punished").arg("color", *color).arg("at", at(point)).arg("pass", if point.is_some() { "no" } else { "yes" }),
            Note::CapturesYours { color, stones } => Msg::new("step-captures-yours").arg("color", *color).arg("stones", *stones),
            Note::Found { at, left } => Msg::new("step-found").arg("at", at.as_str()).arg("left", *left),
            Note::FoundGroup { at, stones, left } => {
                Msg::new("step-found-group").arg("at", at.as_str()).arg("stones", *stones).arg("left", *left)
            }
            Note::StillHasLiberties { color, stones, liberties, apart } => Msg::new(if *apart { "step-still-has-liberties-apart" } else { "step-still-has-liberties" })
                .arg("color", *color)
                .arg("stones", *stones)
                .arg("liberties", *liberties),
            Note::RunsOut { color, at, liberties, joins } => {
                Msg::new(if *joins { "step-connects-out" } else { "step-runs-out" }).arg("color", *color).arg("at", at.as_str()).arg("liberties", *liberties)
            }
            Note::LadderNotAtari { color } => Msg::new("step-ladder-not-atari").arg("color", *color),
            Note::LadderTooWide { color, at, liberties } => Msg::new("step-ladder-too-wide").arg("color", *color).arg("at", at.as_str()).arg("liberties", *liberties),
            Note::WasLastLiberty { at, stones } => Msg::new("step-was-last-liberty").arg("at", at.as_str()).arg("stones", *stones),
            Note::NoKoThreat { opponent, at } => Msg::new("step-no-ko-threat").arg("color", *opponent).arg("at", at.as_str()),
            Note::CapturedInAtari { opponent, at, stones, stone } => Msg::new("step-captured-in-atari")
                .arg("color", *opponent)
                .arg("at", at.as_str())
                .arg("stones", *stones)
                .arg("stone", stone.as_str()),
            Note::Played { color, at, captured } => Msg::new("step-played").arg("color", *color).arg("at", at.as_str()).arg("captured", *captured),
            Note::TargetInAtari { color, stones } => Msg::new("step-target-in-atari").arg("color", *color).arg("stones", *stones),
            Note::NotEmpty { at, find } => Msg::new(match find {
                PointKind::Forbidden => "step-not-empty-forbidden",
                PointKind::Shared => "step-not-empty-shared",
                _ => "step-not-empty",
            })
            .arg("at", at.as_str()),
            Note::Diagonal { at, stones } => {
                Msg::new(if *stones == 1 { "step-diagonal-stone" } else { "step-diagonal" }).arg("at", at.as_str())
            }
            Note::NotTouching { at, stones } => {
                Msg::new(if *stones == 1 { "step-not-touching-stone" } else { "step-not-touching" }).arg("at", at.as_str())
            }
            Note::AllowedHere { color, at, stones, liberties, captures } => Msg::new("step-allowed-here")
                .arg("color", *color)
                .arg("at", at.as_str())
                .arg("stones", *stones)
                .arg("liberties", *liberties)
                .arg("captures", if *captures { "yes" } else { "no" }),
            Note::OtherColor { at, color, wanted } => Msg::new("step-other-color").arg("at", at.as_str()).arg("color", *color).arg("wanted", *wanted),
            Note::OwnedBy { color, at } => Msg::new("step-owned-by").arg("color", *color).arg("at", at.as_str()),
            Note::NotAStar { at } => Msg::new("step-not-a-star").arg("at", at.as_str()),
            Note::NotThatNumber { given, counted } => {
                // A whole number as a whole number, so that its plural is right ("0 liberties").
                let given = if given.0 % 4 == 0 { Arg::Int((given.0 / 4).into()) } else { Arg::Stones(*given) };
                let (counted, color) = match counted {
                    Counted::Liberties => ("liberties", None),
                    Counted::Stones => ("stones", None),
                    Counted::Count(c) => ("count", Some(*c)),
                    Counted::Points => ("points", None),
                    Counted::Minutes => ("minutes", None),
                    Counted::Number => ("number", None),
                };
                let msg = Msg::new("step-not-that-number").arg("given", given).arg("counted", counted);
                match color {
                    Some(c) => msg.arg("color", c),
                    None => msg,
                }
            }
            Note::TheAnswerIs(q) => Msg::new("step-the-answer-is").arg("answer", Arg::Stones(*q)),
            Note::Illegal { why, size } => illegal(why, *size),
            Note::CaughtAnyway => Msg::new("problem-caught-anyway"),
            Note::NoKoNeeded => Msg::new("problem-no-ko-needed"),
            Note::AlsoWorks => Msg::new("problem-also-works"),
            Note::Escapes { color, liberties } => Msg::new("problem-escapes").arg("color", *color).arg("liberties", *liberties),
            Note::GetsAway { color } => Msg::new("problem-gets-away").arg("color", *color),
            Note::Lives => Msg::new("problem-lives"),
            Note::CanLive { color } => Msg::new("problem-can-live").arg("color", *color),
            Note::StonesCaptured => Msg::new("problem-stones-captured"),
            Note::CannotLive => Msg::new("problem-cannot-live"),
            Note::CannotEscape => Msg::new("problem-cannot-escape"),
        }
    }
}

/// A feedback's sentences, one after another as the language joins sentences.
pub fn feedback(notes: &[Note]) -> String {
    join(notes.iter().map(say))
}

/// The words of a practice problem's notes: as [`feedback`], with the problem's own button to
/// go on ("Next problem").
pub fn problem_feedback(notes: &[Note]) -> String {
    join(notes.iter().map(|note| match note {
        Note::AlreadySolved => Msg::new("step-already-solved").arg("next", Msg::new("problem-next").text()).text(),
        other => say(other),
    }))
}

fn join(texts: impl Iterator<Item = String>) -> String {
    texts.filter(|t| !t.trim().is_empty()).reduce(|first, second| say(&Msg::new("two-sentences").arg("first", first).arg("second", second))).unwrap_or_default()
}
