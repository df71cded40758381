//! Words for the Play page's values: what is said after a move, the referee's calls, the
//! clocks and the time controls.

use super::{say, Arg, Msg, Say};
use crate::bot::{BotMove, EndReason};
use crate::play::coach::{ChoiceGrade, HintChoice, HintReason};
use crate::play::state::Coach;
use crate::rules::BoardSize;
use crate::play::open::{short, OpenReport};
use crate::play::settings::Target;
use crate::record::{GameRules, KeptMove, LoadStop, Scoring};
use crate::play::view::CountLine;
use crate::play::{Call, CallKind, FaceDetail, Nigiri, Parity, Said, TimeControl};

/// What the page calls the player with `color`: their name, or their colour in the language
/// of the moment for a player a record did not name.
pub fn player_name(settings: &crate::play::Settings, color: crate::rules::Color) -> String {
    settings.name(color).map_or_else(|| say(&color), str::to_string)
}

fn basic_time(seconds: u32) -> String {
    match seconds {
        0 => say(&Msg::new("time-no-basic")),
        s if s % 60 == 0 => say(&Msg::new("time-minutes").arg("minutes", s / 60)),
        s => say(&Msg::new("time-seconds").arg("seconds", s)),
    }
}

impl Say for TimeControl {
    fn msg(&self) -> Msg {
        match *self {
            TimeControl::None => Msg::new("time-no-clock"),
            TimeControl::SuddenDeath { main_s } => Msg::new("time-sudden-death").arg("basic", basic_time(main_s)),
            TimeControl::Countdown { main_s, minutes } => {
                Msg::new("time-countdown").arg("basic", basic_time(main_s)).arg("minutes", minutes)
            }
            TimeControl::Fast { main_s, period_s } => {
                Msg::new("time-fast").arg("basic", basic_time(main_s)).arg("seconds", period_s)
            }
        }
    }
}

/// What the referee says aloud: "30 seconds", "1 minute. 4 minutes remain", "7".
pub fn call_words(call: &Call) -> Msg {
    match call.kind {
        CallKind::Seconds(s) => Msg::new("call-seconds").arg("seconds", s),
        CallKind::Number(n) => Msg::new("call-number").arg("n", n),
        CallKind::MinuteUsed { remain } => Msg::new("call-minute-used").arg("remain", remain),
        CallKind::CountdownBegins => match call.control {
            TimeControl::Countdown { minutes, .. } => Msg::new("call-countdown-begins").arg("minutes", minutes),
            TimeControl::Fast { period_s, .. } => Msg::new("call-fast-begins").arg("seconds", period_s),
            _ => Msg::new("call-basic-over"),
        },
        CallKind::TimeLeft(s) if s >= 60 && s % 60 == 0 => Msg::new("call-minutes-left").arg("minutes", s / 60),
        CallKind::TimeLeft(s) => Msg::new("call-seconds-left").arg("seconds", s),
        CallKind::TimeUp => match call.control {
            TimeControl::SuddenDeath { .. } => Msg::new("call-time-up"),
            _ => Msg::new("call-ten-time-up"),
        },
    }
}

/// The call with whose clock it is, for the screen: "Black: 30 seconds."
impl Say for Call {
    fn msg(&self) -> Msg {
        Msg::new("call-line").arg("side", self.side).arg("call", say(&call_words(self)))
    }
}

impl Say for FaceDetail {
    fn msg(&self) -> Msg {
        match *self {
            FaceDetail::Nothing => Msg::new("as-is").arg("text", ""),
            FaceDetail::TimeUp => Msg::new("face-time-up"),
            FaceDetail::NoExtraTime => Msg::new("face-no-extra-time"),
            FaceDetail::ThenMinutes { minutes } => Msg::new("face-then-minutes").arg("minutes", minutes),
            FaceDetail::CountdownMinutes { reserve } => Msg::new("face-countdown-minutes").arg("reserve", reserve),
            FaceDetail::ThenSeconds { period_s } => Msg::new("face-then-seconds").arg("seconds", period_s),
            FaceDetail::CountdownSeconds { period_s } => Msg::new("face-countdown-seconds").arg("seconds", period_s),
        }
    }
}

impl Say for Said {
    fn msg(&self) -> Msg {
        match self {
            Said::Nothing => Msg::new("as-is").arg("text", ""),
            Said::NewGame { size, to_move } => Msg::new("said-new-game").arg("size", size.to_string()).arg("color", *to_move),
            Said::Restored { moves, to_move } => Msg::new("said-restored").arg("moves", *moves).arg("color", *to_move),
            Said::BackToGame { moves, to_move } => Msg::new("said-back-to-game").arg("moves", *moves).arg("color", *to_move),
            Said::Opened { name, moves, to_move } => Msg::new("said-opened")
                .arg("name", name.clone().unwrap_or_default())
                .arg("named", if name.is_some() { "yes" } else { "no" })
                .arg("moves", *moves)
                .arg("color", *to_move),
            Said::Move(report) => report.msg(),
            Said::BothPassed(report) => Msg::new("two-sentences").arg("first", say(report)).arg("second", say(&Msg::new("said-both-passed"))),
            Said::Refused { why, size } => super::illegal(why, size.get()),
            Said::Resigns { loser } => Msg::new("said-resigns").arg("loser", *loser).arg("winner", !*loser),
            Said::Marked { color, stones, at, dead } => Msg::new("said-marked")
                .arg("color", *color)
                .arg("stones", *stones)
                .arg("at", at.as_str())
                .arg("dead", if *dead { "yes" } else { "no" }),
            Said::BothAgree(outcome) => Msg::new("said-both-agree").arg("result", say(outcome)),
            Said::Agrees { color } => Msg::new("said-agrees").arg("color", *color).arg("other", !*color),
            Said::Resumes { to_move } => Msg::new("said-resumes").arg("color", *to_move),
            Said::TakenBack { to_move } => Msg::new("said-taken-back").arg("color", *to_move),
            Said::LostOnTime { call, winner } => {
                let wins = say(&Msg::new("said-wins-on-time").arg("winner", *winner));
                match call {
                    Some(call) => Msg::new("two-sentences").arg("first", say(call)).arg("second", wins),
                    None => Msg::new("as-is").arg("text", wins),
                }
            }
            Said::Call(call) => call_words(call),
            Said::WinsOnTime { winner } => Msg::new("said-wins-on-time").arg("winner", *winner),
        }
    }
}

fn target_parts(t: &Target, long: bool) -> String {
    let mut text = if long {
        say(&Msg::new("target-half-long").arg("half", Arg::Stones(t.half)))
    } else {
        // In the locale's way of writing amounts (Korean: 40.5).
        say(&Msg::new("as-is").arg("text", Arg::Stones(t.half)))
    };
    let mut add = |m: Msg| text = say(&Msg::new("target-plus").arg("first", text.clone()).arg("second", say(&m)));
    if t.komi.0 != 0 {
        add(Msg::new("target-komi").arg("komi", Arg::Stones(t.komi)));
    }
    if t.compensation.0 != 0 {
        let key = if long { "target-compensation-long" } else { "target-compensation" };
        add(Msg::new(key).arg("compensation", Arg::Stones(t.compensation)).arg("handicap", u32::from(t.handicap)));
    }
    text
}

/// "Black needs more than 44¼ stones to win: half the board (40½) + 3¾ komi."
impl Say for Target {
    fn msg(&self) -> Msg {
        Msg::new("target").arg("needs", Arg::Stones(self.needs)).arg("parts", target_parts(self, true))
    }
}

/// "Black: 40 stones on the board + 12 surrounded points + half of 3 shared points = 53½; needs
/// more than 44¼ (40½ + 3¾ komi)", without the shared points when there are none.
impl Say for CountLine {
    fn msg(&self) -> Msg {
        let key = if self.shared == 0 { "count-line-no-shared" } else { "count-line" };
        let line = say(
            &Msg::new(key)
                .arg("color", self.color)
                .arg("stones", self.stones)
                .arg("territory", self.territory)
                .arg("shared", self.shared)
                .arg("total", Arg::Stones(self.total)),
        );
        match &self.target {
            None => Msg::new("as-is").arg("text", line),
            Some(t) => Msg::new("count-line-needs").arg("line", line).arg("needs", Arg::Stones(t.needs)).arg("parts", target_parts(t, false)),
        }
    }
}

/// The nigiri counted out: "13 stones: 6 pairs and one left over, so odd. Bo guessed odd:
/// right, so Bo takes Black and plays first."
pub fn nigiri(n: &Nigiri, holder: &str, guesser: &str) -> String {
    let parity = |p: Parity| match p {
        Parity::Odd => "odd",
        Parity::Even => "even",
    };
    say(&Msg::new("nigiri")
        .arg("hidden", n.hidden)
        .arg("pairs", n.hidden / 2)
        .arg("parity", parity(Parity::of(n.hidden)))
        .arg("guesser", guesser)
        .arg("guess", parity(n.guess))
        .arg("right", if n.guessed_right() { "yes" } else { "no" })
        .arg("black", if n.guessed_right() { guesser } else { holder }))
}

/// "Record opened: NAME." or "Record opened." (a long name cut to 80 characters).
pub fn opened_line(report: &OpenReport) -> String {
    let name = report.game_name.as_deref().map(|n| short(n, 80));
    say(&Msg::new("record-opened").arg("named", if name.is_some() { "yes" } else { "no" }).arg("name", name.unwrap_or_default()))
}

/// A move the record keeps although the Chinese rules forbid it, and why it is kept.
fn kept_note(kept: &KeptMove, size: BoardSize, rules: &GameRules) -> String {
    let (what, known) = match *kept {
        KeptMove::Repetition { move_number, color, point, repeats_move } => (
            match repeats_move {
                0 => Msg::new("record-kept-start"),
                earlier => Msg::new("record-kept-repeats").arg("earlier", earlier),
            }
            .arg("number", move_number)
            .arg("color", color)
            .arg("at", point.to_gtp(size)),
            rules.knows_repetition(),
        ),
        KeptMove::Suicide { move_number, color, point, stones } => (
            Msg::new("record-kept-suicide").arg("number", move_number).arg("color", color).arg("at", point.to_gtp(size)).arg("stones", stones),
            rules.knows_suicide(),
        ),
    };
    let what = say(&what);
    say(&match (rules_name(rules), known) {
        (Some(name), true) => Msg::new("record-kept-allowed").arg("what", what).arg("rules", name),
        (Some(name), false) => Msg::new("record-kept-unknown-rules").arg("what", what).arg("rules", name),
        (None, _) => Msg::new("record-kept-no-rules").arg("what", what),
    })
}

/// The name of a record's rules in the learner's language ("Chinese", "中国"), or the name as
/// the record writes it for rules this app does not know; `None` when the record names none.
fn rules_name(rules: &GameRules) -> Option<String> {
    let key = match rules {
        GameRules::Chinese => "rules-name-chinese",
        GameRules::Japanese => "rules-name-japanese",
        GameRules::Korean => "rules-name-korean",
        GameRules::Aga => "rules-name-aga",
        GameRules::NewZealand => "rules-name-new-zealand",
        GameRules::Ing => "rules-name-ing",
        GameRules::Other(_) | GameRules::Unnamed => return rules.name().map(str::to_string),
    };
    Some(Msg::words(key))
}

/// One sentence per thing to know about an opened record, in this order: the rules (with a
/// note when they count territory), a later setup, the moves kept, where loading stopped,
/// and what the reader overlooked.
pub fn open_notes(report: &OpenReport) -> Vec<String> {
    let mut notes = Vec::new();
    if let Some(name) = rules_name(&report.rules) {
        let territory = matches!(report.rules.scoring(), Some(Scoring::Territory));
        notes.push(say(&Msg::new("record-rules").arg("rules", name).arg("territory", if territory { "yes" } else { "no" })));
    }
    if report.moves_before_start > 0 {
        notes.push(say(&Msg::new("record-setup-later").arg("moves", report.moves_before_start)));
    }
    if report.variations > 0 {
        notes.push(say(&Msg::new("record-variations").arg("n", report.variations)));
    }
    notes.extend(report.kept.iter().map(|k| kept_note(k, report.size, &report.rules)));
    match &report.stopped {
        Some(LoadStop::IllegalMove { move_number, color, point, reason }) => notes.push(say(
            &Msg::new("record-stopped")
                .arg("number", *move_number)
                .arg("color", *color)
                .arg("at", point.map_or_else(|| Msg::words("play-moves-pass"), |p| p.to_gtp(report.size)))
                .arg("why", say(&super::illegal(reason, report.size.get() as u8))),
        )),
        // Setup stones with no liberties: rare, and named by the record's own node.
        Some(LoadStop::BadSetup { node, moves_before, error }) => notes.push(super::sgf::bad_setup(*node, *moves_before, error)),
        None => {}
    }
    notes.extend(report.warnings.iter().map(|w| say(w)));
    notes
}

/// One of the hint's other good moves, numbered as on the board (the first choice is 1).
pub fn choice_words(number: usize, choice: &HintChoice, size: BoardSize) -> String {
    let words = match choice.grade {
        ChoiceGrade::AsGood => Msg::new("play-coach-choice-as-good"),
        ChoiceGrade::Behind(n) => with_amount(Msg::new("play-coach-choice-behind"), n),
    };
    words.arg("number", number).arg("point", choice.point.to_gtp(size)).text()
}

/// `msg` with an amount of `points` as its `stones` and `points`: one amount, in the unit the
/// course counts in (stones) with the points beside it, wherever the coach names one.
fn with_amount(msg: Msg, points: u32) -> Msg {
    // As this app counts: one stone is two points.
    let half_stones = crate::rules::Quarters(points.min(10_000) as i32 * 2);
    msg.arg("stones", Arg::Stones(half_stones)).arg("points", Arg::Points(half_stones))
}

/// What the coach says: a suggested move and why, a warning that a move lets the learner's
/// stones be captured, why the computer plays on, or that it sees the dead stones otherwise.
pub fn coach_words(coach: &Coach, size: BoardSize) -> String {
    match coach {
        Coach::Hint { mv: BotMove::Play(p), reason, .. } => {
            let reason = match reason {
                Some(HintReason::Captures(n)) => Msg::new("play-coach-hint-captures").arg("n", *n),
                Some(HintReason::Saves(n)) => Msg::new("play-coach-hint-saves").arg("n", *n),
                Some(HintReason::Ataris(n)) => Msg::new("play-coach-hint-ataris").arg("n", *n),
                Some(HintReason::GivesUp(n)) => Msg::new("play-coach-hint-gives-up").arg("n", *n),
                Some(HintReason::Worth(n)) => with_amount(Msg::new("play-coach-hint-worth"), *n),
                Some(HintReason::Urgent(n)) => with_amount(Msg::new("play-coach-hint-urgent"), *n),
                Some(HintReason::Cuts(n)) => with_amount(Msg::new("play-coach-hint-cuts"), *n),
                Some(HintReason::Contact(n)) => with_amount(Msg::new("play-coach-hint-contact"), *n),
                Some(HintReason::SavingIsSmaller { stones, at }) => {
                    return Msg::new("play-coach-hint-saving-is-smaller").arg("n", *stones).arg("at", at.to_gtp(size)).arg("point", p.to_gtp(size)).text()
                }
                // Capture Go's stones in atari: a sentence of their own, the move in it.
                Some(HintReason::Rescue { stones, at }) => {
                    return Msg::new("play-coach-hint-rescue").arg("n", *stones).arg("at", at.to_gtp(size)).arg("point", p.to_gtp(size)).text()
                }
                Some(HintReason::CannotSave { stones, at }) => {
                    return Msg::new("play-coach-hint-cannot-save").arg("n", *stones).arg("at", at.to_gtp(size)).arg("point", p.to_gtp(size)).text()
                }
                None => Msg::new("play-coach-hint-plain"),
            };
            Msg::new("play-coach-hint").arg("point", p.to_gtp(size)).arg("reason", reason.text()).text()
        }
        Coach::Hint { .. } => Msg::words("play-coach-hint-pass"),
        Coach::Danger(d) => {
            let warning = match (d.unanswered, d.capturable) {
                (true, _) => Msg::new("play-coach-danger-unanswered"),
                (false, true) => Msg::new("play-coach-danger-capturable"),
                (false, false) => Msg::new("play-coach-danger-one"),
            };
            warning
                .arg("n", d.stones.len())
                .arg("at", d.stones[0].to_gtp(size))
                .arg("lib", d.liberty.to_gtp(size))
                .text()
        }
        Coach::PlaysOn(reason) => {
            let why = match reason {
                EndReason::FillsSharedPoint => Msg::new("play-coach-plays-on-shared"),
                EndReason::GroupInAtari => Msg::new("play-coach-plays-on-atari"),
                EndReason::Unsettled | EndReason::Finished => Msg::new("play-coach-plays-on-unsettled"),
            };
            Msg::new("play-coach-plays-on").arg("why", why.text()).text()
        }
        Coach::Lost(loss) => {
            let words = match loss.better {
                Some(p) if loss.taken => Msg::new("play-coach-lost-better-taken").arg("better", p.to_gtp(size)),
                Some(p) => Msg::new("play-coach-lost-better").arg("better", p.to_gtp(size)),
                None => Msg::new("play-coach-lost"),
            };
            with_amount(words, loss.points).text()
        }
        Coach::Disagrees => Msg::words("play-coach-disagrees"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::coach::Danger;
    use crate::rules::Point;

    fn at(gtp: &str) -> Point {
        Point::parse_gtp(gtp, BoardSize::NINE).unwrap()
    }

    fn danger(stones: &[&str], capturable: bool) -> String {
        let d = Danger { stones: stones.iter().map(|s| at(s)).collect(), liberty: at("E5"), capturable, unanswered: false };
        coach_words(&Coach::Danger(d), BoardSize::NINE)
    }

    #[test]
    fn a_warning_says_one_stone_or_several() {
        assert_eq!(
            danger(&["D5"], true),
            "Careful: your stone at D5 now has only one liberty, at E5 (circled). The computer can capture it on its next move."
        );
        assert_eq!(
            danger(&["D5", "D4"], false),
            "Careful: your 2 stones at D5 now have only one liberty, at E5 (circled)."
        );
        let d = Danger { stones: vec![at("D5"), at("D4")], liberty: at("E5"), capturable: true, unanswered: true };
        assert_eq!(
            coach_words(&Coach::Danger(d), BoardSize::NINE),
            "Careful: your 2 stones at D5 were in atari and still are: their last liberty is E5 (circled). The computer can capture them on its next move."
        );
    }

    #[test]
    fn a_hint_names_the_point_and_what_it_does() {
        let hint = |reason| Coach::Hint { mv: BotMove::Play(at("C3")), reason: Some(reason), others: Vec::new(), show_others: false };
        assert_eq!(coach_words(&hint(HintReason::Captures(1)), BoardSize::NINE), "Try C3: it captures 1 stone.");
        assert_eq!(coach_words(&hint(HintReason::Captures(3)), BoardSize::NINE), "Try C3: it captures 3 stones.");
        assert_eq!(
            coach_words(&hint(HintReason::Worth(7)), BoardSize::NINE),
            "Try C3: it is the biggest place left. Who plays here first makes a difference of about 3½ stones (7 points)."
        );
        assert_eq!(
            coach_words(&hint(HintReason::Urgent(2)), BoardSize::NINE),
            "Try C3: it is urgent: stones next to it have few liberties. Who plays here first makes a difference of about 1 stone (2 points)."
        );
        assert_eq!(
            coach_words(&hint(HintReason::Cuts(6)), BoardSize::NINE),
            "Try C3: it cuts the other side's stones apart. Who plays here first makes a difference of about 3 stones (6 points)."
        );
        assert_eq!(
            coach_words(&hint(HintReason::Contact(6)), BoardSize::NINE),
            "Try C3: here your stones and the other side's meet. Who plays here first makes a difference of about 3 stones (6 points)."
        );
        assert_eq!(
            coach_words(&hint(HintReason::SavingIsSmaller { stones: 1, at: at("H3") }), BoardSize::NINE),
            "Your stone at H3 is in atari, but saving it is worth less than C3, the computer's first choice here. Try C3."
        );
        assert_eq!(
            coach_words(&hint(HintReason::GivesUp(1)), BoardSize::NINE),
            "Try C3: it gives up this stone (it can be captured), and it is still the best move the computer finds."
        );
        assert_eq!(
            coach_words(&hint(HintReason::Rescue { stones: 2, at: at("D4") }), BoardSize::NINE),
            "Save your 2 stones at D4 first: play C3. They are in atari, and the first capture wins."
        );
        assert_eq!(
            coach_words(&hint(HintReason::CannotSave { stones: 1, at: at("D4") }), BoardSize::NINE),
            "Your stone at D4 is in atari and cannot be saved: no move gives it a second liberty. The best move left is C3."
        );
        let lost = |better| Coach::Lost(crate::play::coach::Loss { points: 9, better, taken: false });
        assert_eq!(
            coach_words(&lost(Some(at("D4"))), BoardSize::NINE),
            "That move gave away about 4½ stones (9 points), by the computer's reading. D4 was better. Take it back?"
        );
        assert_eq!(coach_words(&lost(None), BoardSize::NINE), "That move gave away about 4½ stones (9 points), by the computer's reading. Take it back?");
        let taken = Coach::Lost(crate::play::coach::Loss { points: 9, better: Some(at("D4")), taken: true });
        assert_eq!(
            coach_words(&taken, BoardSize::NINE),
            "That move gave away about 4½ stones (9 points), by the computer's reading. D4 was better: the computer has just played there. Take it back?"
        );
        let choice = |grade| HintChoice { point: at("G7"), grade };
        assert_eq!(choice_words(2, &choice(ChoiceGrade::AsGood), BoardSize::NINE), "2 at G7: about as good.");
        assert_eq!(choice_words(3, &choice(ChoiceGrade::Behind(4)), BoardSize::NINE), "3 at G7: about 2 stones (4 points) less.");
        assert_eq!(
            coach_words(&Coach::PlaysOn(EndReason::GroupInAtari), BoardSize::NINE),
            "You passed, but the game is not over yet, so the computer plays on: a group is in atari and can still be captured or saved."
        );
    }
}

/// A rank in words: "16 kyu", "2 dan" (kyu 0 is 1 dan, −1 is 2 dan).
pub fn rank(kyu: f64) -> String {
    let whole = kyu.round().min(30.0);
    if whole >= 1.0 {
        say(&Msg::new("rank-kyu").arg("n", whole as u32))
    } else {
        say(&Msg::new("rank-dan").arg("n", (1.0 - whole) as u32))
    }
}

/// The next game proposed, with why, in one line.
pub fn next_game(p: &crate::play::next_game::Proposal) -> String {
    use crate::play::next_game::Why;
    let attempt = say(&Msg::new("play-next-try").arg("level", p.level.get()).arg("stones", p.handicap));
    let msg = match p.why {
        Why::First => Msg::new("play-next-first"),
        Why::Won { games, level } => Msg::new("play-next-won").arg("n", games).arg("at", level.get()),
        Why::Lost { games, level } => Msg::new("play-next-lost").arg("n", games).arg("at", level.get()),
        Why::Mixed { won, of, level } => Msg::new("play-next-mixed").arg("won", won).arg("n", of).arg("at", level.get()),
    };
    say(&msg.arg("try", attempt))
}

/// "Your level: about 22 kyu, from 14 games and 120 problems."
pub fn your_rank(learner: crate::problems::rating::Rating, games: u32, problems: u32) -> String {
    say(&Msg::new("your-rank").arg("rank", rank(learner.kyu())).arg("games", games).arg("problems", problems))
}
