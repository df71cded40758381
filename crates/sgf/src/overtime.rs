//! The overtime (`OT`) forms this app writes into a record and reads back: `5x60 countdown`
//! (a countdown of five minutes) and `30 per move` (thirty seconds for every move). SGF leaves
//! `OT` free text, so any other form is not read.

/// A clock's overtime, as an `OT` value names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Overtime {
    /// A countdown of `minutes` after the main time.
    Countdown { minutes: u32 },
    /// `seconds` for every move after the main time.
    PerMove { seconds: u32 },
}

const COUNTDOWN: &str = "x60 countdown";
const PER_MOVE: &str = " per move";

impl Overtime {
    /// The `OT` value.
    pub fn to_text(self) -> String {
        match self {
            Overtime::Countdown { minutes } => format!("{minutes}{COUNTDOWN}"),
            Overtime::PerMove { seconds } => format!("{seconds}{PER_MOVE}"),
        }
    }

    /// Reads an `OT` value in one of the forms [`Overtime::to_text`] writes, with 1 to 3600
    /// minutes or seconds.
    ///
    /// # Examples
    /// ```
    /// use weiqi_sgf::Overtime;
    /// assert_eq!(Overtime::parse(" 5x60 countdown"), Some(Overtime::Countdown { minutes: 5 }));
    /// assert_eq!(Overtime::parse(&Overtime::PerMove { seconds: 30 }.to_text()), Some(Overtime::PerMove { seconds: 30 }));
    /// assert_eq!(Overtime::parse("5x30 byo-yomi"), None);
    /// ```
    pub fn parse(text: &str) -> Option<Overtime> {
        let text = text.trim();
        let number = |text: &str| text.trim().parse::<u32>().ok().filter(|n| (1..=3600).contains(n));
        if let Some(minutes) = text.strip_suffix(COUNTDOWN).and_then(number) {
            return Some(Overtime::Countdown { minutes });
        }
        text.strip_suffix(PER_MOVE).and_then(number).map(|seconds| Overtime::PerMove { seconds })
    }
}
