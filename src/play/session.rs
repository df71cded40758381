//! The Play page's state as pure data: the game on the board, the games put aside (a list,
//! newest first, at most [`MAX_KEPT`]), the record report, the new-game form, and the two questions (may another game take this one's
//! place? which of two tabs' games to keep?). Every change is a [`Msg`] to
//! [`Session::update`]; the page only draws it and wires it to the browser.

use std::rc::Rc;

use super::open::OpenReport;
use super::preset::{arrival, Arrival, Request};
use super::replace::{numbered_after, replacing, unfinished, Replacing};
use super::{Action, PlayState, Settings};

pub use super::kept::MAX_KEPT;

/// A game put aside, and when (milliseconds since 1970; `None` until the page has saved it,
/// 0 when not known).
#[derive(Clone)]
pub struct Aside {
    /// The game.
    pub game: Rc<PlayState>,
    /// When it was put aside.
    pub at: Option<u64>,
}

impl Aside {
    fn now(game: Rc<PlayState>) -> Aside {
        Aside { game, at: None }
    }
}

/// What the Play page shows: the game (if one is going) and what is around it.
#[derive(Clone, Default)]
pub struct Session {
    /// The game in progress, if any.
    pub game: Option<Rc<PlayState>>,
    /// Showing the new-game form (over a game in progress, which stays until replaced).
    pub form: bool,
    /// The games that were on the board when another took their place, to go back to,
    /// newest first.
    pub kept: Vec<Aside>,
    /// What opening the last record found (its name and comment, its rules, the moves kept,
    /// why it stopped early, what the reader overlooked).
    pub message: Option<Rc<OpenReport>>,
    /// Another game asked for while an unfinished game is on the board: waiting for the
    /// learner to say whether it may take that game's place.
    pub ask: Option<Replacement>,
    /// A game another tab saved over this one: waiting for the learner to say which to keep.
    pub other_tab: Option<Rc<PlayState>>,
}

/// A game waiting to take the board's place.
#[derive(Clone)]
pub enum Replacement {
    /// A new game from the form.
    Start(Settings),
    /// A record opened, with the report about it.
    Open(Rc<PlayState>, Rc<OpenReport>),
    /// A ready-made game an address asked for, with the names of its two players (the learner
    /// first, then the computer).
    Preset(Request, [String; 2]),
}

/// What changes the session.
pub enum Msg {
    /// Start a new game.
    Start(Settings),
    /// Open a game read from a record, with the report about it.
    Open(Box<PlayState>, Rc<OpenReport>),
    /// Something done in the game.
    Act(Action),
    /// Show or hide the new-game form.
    Form(bool),
    /// Forget the record message.
    ClearMessage,
    /// Go back to the game put aside at this place in the list (the game on the board, if
    /// unfinished, is put aside in its turn).
    Resume(usize),
    /// Delete the game put aside at this place in the list.
    ForgetKept(usize),
    /// The list of games put aside as saved (dated, and with what another tab put aside or
    /// took back).
    Kept(Vec<Aside>),
    /// An address asked for a ready-made game; the names of its players (the learner's,
    /// then the computer's).
    Preset(Request, [String; 2]),
    /// The learner's answer to "start the new game in its place?".
    Replace(bool),
    /// The game another tab saved: shown at once when it is this game played on (`false`),
    /// else the learner is asked which to keep (`true`).
    OtherTab(Box<PlayState>, bool),
    /// The learner's answer: show the other tab's game (`true`) or keep this one; the one not
    /// shown is put aside.
    ChooseOtherTab(bool),
    /// Try the better move of the review's mistake (an index into its list) against the
    /// computer, the reviewed game put aside to go back to; the names of the two players (the
    /// learner's, then the computer's). Only while there is room in the list of games put aside.
    TryMistake(usize, [String; 2]),
}

impl Session {
    /// The page as it opens: the saved game (else the form) and the games put aside.
    pub fn restored(game: Option<PlayState>, kept: Vec<Aside>) -> Session {
        Session { form: game.is_none(), game: game.map(Rc::new), kept, ..Session::default() }
    }

    /// Puts `game` aside, first in the list (the oldest goes when the list is full, which the
    /// question before said).
    fn put_aside(&mut self, game: Rc<PlayState>) {
        self.kept.insert(0, Aside::now(game));
        self.kept.truncate(MAX_KEPT);
    }

    /// Applies `msg`; returns whether anything changed.
    pub fn update(&mut self, msg: Msg) -> bool {
        match msg {
            Msg::Start(settings) => self.offer(Replacement::Start(settings)),
            Msg::Open(state, report) => self.offer(Replacement::Open(Rc::new(*state), report)),
            Msg::Act(action) => {
                let Some(state) = &self.game else { return false };
                let mut state = (**state).clone();
                state.apply(action);
                self.game = Some(Rc::new(state));
            }
            Msg::Form(on) => self.form = on,
            Msg::ClearMessage => self.message = None,
            Msg::Resume(index) => {
                if index >= self.kept.len() {
                    return false;
                }
                let back = self.kept.remove(index);
                if let Some(current) = self.game.clone().filter(|game| unfinished(game)) {
                    self.put_aside(current);
                }
                self.show((*back.game).clone());
                self.form = false;
                self.message = None;
            }
            Msg::ForgetKept(index) => {
                if index >= self.kept.len() {
                    return false;
                }
                self.kept.remove(index);
            }
            Msg::Kept(list) => self.kept = list,
            Msg::Preset(request, names) => match arrival(self.game.as_deref(), &request) {
                Arrival::GoOn => {
                    self.form = false;
                    self.ask = None;
                }
                Arrival::Start | Arrival::Ask => self.offer(Replacement::Preset(request, names)),
            },
            Msg::Replace(yes) => {
                let Some(replacement) = self.ask.take() else { return false };
                if yes {
                    let put_aside = matches!(replacing(self.game.as_deref(), self.kept.len()), Replacing::Ask { .. });
                    self.put(replacement, put_aside);
                }
                self.form = false;
            }
            Msg::OtherTab(other, false) => self.show(*other),
            Msg::OtherTab(other, true) => self.other_tab = Some(Rc::new(*other)),
            Msg::TryMistake(index, names) => {
                let Some(current) = self.game.clone().filter(|_| self.kept.len() < MAX_KEPT) else { return false };
                let Some(review) = current.analysis() else { return false };
                let Some(mistake) = review.mistakes(current.game()).into_iter().nth(index) else { return false };
                let tried = super::review::variation(&current, &mistake, names);
                self.put_aside(current.clone());
                self.game = Some(Rc::new(numbered_after(tried, Some(&current))));
                self.form = false;
                self.message = None;
            }
            Msg::ChooseOtherTab(theirs) => {
                let Some(other) = self.other_tab.take() else { return false };
                let (shown, aside) = if theirs { (Some(other), self.game.clone()) } else { (None, Some(other)) };
                if let Some(aside) = aside.filter(|game| unfinished(game)) {
                    self.put_aside(aside);
                }
                if let Some(shown) = shown {
                    self.show((*shown).clone());
                    self.form = false;
                }
            }
        }
        true
    }

    /// `game`, back from being away, on the board in place of the one there.
    fn show(&mut self, mut game: PlayState) {
        game.apply(Action::BackOnBoard);
        self.game = Some(Rc::new(numbered_after(game, self.game.as_deref())));
    }

    /// `replacement` on the board now (the game there is put aside first when `put_aside`).
    fn put(&mut self, replacement: Replacement, put_aside: bool) {
        if let Some(current) = self.game.clone().filter(|_| put_aside) {
            self.put_aside(current);
        }
        let (state, message) = match replacement {
            Replacement::Start(settings) => (PlayState::new(settings), None),
            Replacement::Open(state, report) => ((*state).clone(), Some(report)),
            Replacement::Preset(request, [you, computer]) => (PlayState::new(request.settings([you.as_str(), computer.as_str()])), None),
        };
        self.game = Some(Rc::new(numbered_after(state, self.game.as_deref())));
        self.form = false;
        self.message = message;
        self.ask = None;
    }

    /// `replacement` on the board, or the question first when an unfinished game is there.
    fn offer(&mut self, replacement: Replacement) {
        match replacing(self.game.as_deref(), self.kept.len()) {
            Replacing::Freely => self.put(replacement, false),
            Replacing::Ask { .. } => self.ask = Some(replacement),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::preset::parse_query;
    use crate::play::{Opponent, Phase, Said};
    use crate::rules::Point;

    fn with_moves(n: usize) -> PlayState {
        let mut state = PlayState::new(Settings::default());
        for i in 0..n {
            state.apply(Action::Play(Point::new(i as u8, 0).unwrap()));
        }
        state
    }

    fn moves(state: &Option<Rc<PlayState>>) -> Option<usize> {
        state.as_ref().map(|s| s.game().move_number())
    }

    /// The moves of each game put aside, newest first.
    fn kept(s: &Session) -> Vec<usize> {
        s.kept.iter().map(|a| a.game.game().move_number()).collect()
    }

    fn names() -> [String; 2] {
        ["You".to_string(), "Computer".to_string()]
    }

    #[test]
    fn opens_on_the_form_without_a_saved_game() {
        let s = Session::restored(None, Vec::new());
        assert!(s.form && s.game.is_none());
        let s = Session::restored(Some(with_moves(2)), Vec::new());
        assert!(!s.form);
        assert_eq!(moves(&s.game), Some(2));
    }

    #[test]
    fn a_new_game_over_an_unfinished_one_asks_first_and_keeps_it_aside() {
        let mut s = Session::restored(Some(with_moves(3)), Vec::new());
        s.update(Msg::Start(Settings::default()));
        assert!(s.ask.is_some(), "an unfinished game is never replaced without a question");
        assert_eq!(moves(&s.game), Some(3));
        s.update(Msg::Replace(true));
        assert_eq!(moves(&s.game), Some(0));
        assert_eq!(kept(&s), vec![3], "the game put aside");
        assert!(s.ask.is_none() && !s.form);
        s.update(Msg::Resume(0));
        assert_eq!(moves(&s.game), Some(3));
        assert!(s.kept.is_empty(), "the new game had no moves: nothing to put aside");
        let back = s.game.as_ref().unwrap();
        assert_eq!(back.announcement(), &Said::BackToGame { moves: 3, to_move: back.game().to_move() });
    }

    #[test]
    fn no_to_the_question_leaves_the_game_as_it_was() {
        let mut s = Session::restored(Some(with_moves(3)), Vec::new());
        let before = s.game.as_ref().unwrap().serial();
        s.update(Msg::Start(Settings::default()));
        s.update(Msg::Replace(false));
        assert_eq!(moves(&s.game), Some(3));
        assert_eq!(s.game.as_ref().unwrap().serial(), before);
        assert!(s.kept.is_empty() && s.ask.is_none());
    }

    #[test]
    fn an_ended_game_is_replaced_without_a_question_and_numbered_past() {
        let mut ended = with_moves(3);
        ended.apply(Action::Resign);
        assert_eq!(ended.phase(), Phase::Over);
        let mut s = Session::restored(Some(ended), Vec::new());
        let old = s.game.as_ref().unwrap().serial();
        s.update(Msg::Start(Settings::default()));
        assert!(s.ask.is_none());
        assert_eq!(moves(&s.game), Some(0));
        assert!(s.game.as_ref().unwrap().serial() > old, "drawn and saved again");
        assert!(s.kept.is_empty());
    }

    #[test]
    fn a_ready_made_game_asked_for_again_goes_on() {
        let request = parse_query("game=capture").unwrap();
        let mut s = Session::restored(None, Vec::new());
        s.update(Msg::Preset(request.clone(), names()));
        let game = s.game.clone().unwrap();
        assert_eq!(game.settings().black, "You");
        s.update(Msg::Act(Action::Play(Point::new(2, 2).unwrap())));
        s.update(Msg::Form(true));
        s.update(Msg::Preset(request, names()));
        assert!(!s.form && s.ask.is_none());
        assert_eq!(moves(&s.game), Some(1), "the same game, played on");
    }

    #[test]
    fn another_tabs_game_is_shown_at_once_or_chosen() {
        let mut s = Session::restored(Some(with_moves(2)), Vec::new());
        s.update(Msg::OtherTab(Box::new(with_moves(3)), false));
        assert_eq!(moves(&s.game), Some(3), "this game played on there: shown at once");

        s.update(Msg::OtherTab(Box::new(with_moves(1)), true));
        assert_eq!(moves(&s.game), Some(3), "another game: asked first");
        s.update(Msg::ChooseOtherTab(true));
        assert_eq!(moves(&s.game), Some(1));
        assert_eq!(kept(&s), vec![3], "the one not chosen is put aside");

        s.update(Msg::OtherTab(Box::new(with_moves(4)), true));
        s.update(Msg::ChooseOtherTab(false));
        assert_eq!(moves(&s.game), Some(1));
        assert_eq!(kept(&s), vec![4, 3], "both kept, newest first");
    }

    #[test]
    fn a_game_goes_on_between_two_players_when_the_computer_cannot_play() {
        let mut settings = Settings::default();
        settings.opponent = Opponent::Computer { color: crate::rules::Color::White, level: crate::bot::Level::MIN };
        let mut s = Session::restored(Some(PlayState::new(settings)), Vec::new());
        s.update(Msg::Act(Action::TwoPlayers));
        assert_eq!(s.game.as_ref().unwrap().settings().opponent, Opponent::Friend);
    }

    #[test]
    fn answers_without_a_question_change_nothing() {
        let mut s = Session::restored(Some(with_moves(1)), Vec::new());
        assert!(!s.update(Msg::Replace(true)));
        assert!(!s.update(Msg::ChooseOtherTab(true)));
        assert!(!s.update(Msg::Resume(0)));
        assert!(!s.update(Msg::ForgetKept(0)));
        assert_eq!(moves(&s.game), Some(1));
    }

    #[test]
    fn a_mistake_tried_puts_the_reviewed_game_aside_and_back() {
        use crate::play::review::Look;
        use crate::rules::{BoardSize, Move};
        let mut reviewed = with_moves(3);
        reviewed.apply(Action::ReviewGame);
        let d4 = Move::Play(Point::parse_gtp("D4", BoardSize::NINE).unwrap());
        while let Some((at, visits)) = reviewed.analysis_due() {
            // White's move 1 loses 10 points.
            let lead = if at >= 2 { 150 } else { 50 };
            reviewed.apply(Action::Analysed { at, look: Some(Look { visits, lead, win: 500, line: vec![d4], owner: Vec::new(), instead: None }) });
        }
        let mut s = Session::restored(Some(reviewed), Vec::new());
        assert!(s.update(Msg::TryMistake(0, names())));
        assert_eq!(moves(&s.game), Some(1), "the position before the mistake");
        assert_eq!(kept(&s), vec![3]);
        s.update(Msg::Resume(0));
        assert_eq!(moves(&s.game), Some(3), "the reviewed game is back");
        assert!(s.game.as_ref().unwrap().analysis().is_some(), "with its review");
        assert_eq!(kept(&s), vec![1], "the game tried is put aside in its turn");
    }

    #[test]
    fn games_put_aside_are_a_list_newest_first_and_none_is_dropped_without_a_question() {
        // G1, then G2 over it, then G3 over G2: both are kept.
        let mut s = Session::restored(Some(with_moves(1)), Vec::new());
        for n in [2, 3] {
            s.update(Msg::Open(Box::new(with_moves(n)), Rc::new(report())));
            s.update(Msg::Replace(true));
        }
        assert_eq!(moves(&s.game), Some(3));
        assert_eq!(kept(&s), vec![2, 1]);
        // Back to G1: G3 is put aside in its place.
        s.update(Msg::Resume(1));
        assert_eq!(moves(&s.game), Some(1));
        assert_eq!(kept(&s), vec![3, 2]);
        s.update(Msg::ForgetKept(1));
        assert_eq!(kept(&s), vec![3]);
        // A full list: the question says the oldest goes, and only a yes drops it.
        let full: Vec<Aside> = (0..MAX_KEPT).map(|n| Aside { game: Rc::new(with_moves(1 + n % 8)), at: Some(100 - n as u64) }).collect();
        let (oldest, next) = (full[MAX_KEPT - 1].at, full[MAX_KEPT - 2].at);
        s.update(Msg::Kept(full));
        s.update(Msg::Start(Settings::default()));
        assert_eq!(replacing(s.game.as_deref(), s.kept.len()), Replacing::Ask { moves: 1, drops_oldest: true });
        s.update(Msg::Replace(false));
        assert_eq!(s.kept.len(), MAX_KEPT);
        s.update(Msg::Start(Settings::default()));
        s.update(Msg::Replace(true));
        assert_eq!(s.kept.len(), MAX_KEPT);
        assert_eq!(kept(&s)[0], 1, "the game on the board put aside first");
        assert!(s.kept.iter().all(|a| a.at != oldest), "the oldest dropped");
        assert_eq!(s.kept[MAX_KEPT - 1].at, next);
    }

    fn report() -> OpenReport {
        OpenReport {
            size: crate::rules::BoardSize::NINE,
            game_name: None,
            comment: None,
            rules: crate::record::GameRules::Unnamed,
            moves_before_start: 0,
            kept: Vec::new(),
            stopped: None,
            warnings: Vec::new(),
            variations: 0,
        }
    }
}
