//! Playing the computer, natively: the new-game form's state, the messages to and from the
//! engine's worker (the same serde types, through JSON here), a whole game against level 1
//! to the count, undo of both moves, teaching mode, hints, the dead-stone proposal and a
//! dispute, Capture Go, the results by level and the saved game. The helpers are here; the
//! tests are in `game`, `coach`, `capture_go` and `network`.
#![cfg(not(target_arch = "wasm32"))]

use weiqi::bot::{BotMove, Level};
use weiqi::play::coach::{HintAnswer, HintReason};
use weiqi::play::computer::{first_capture_move, Reply, Request, Task, Thinker};
use weiqi::play::new_game::{Against, ClockChoice, Colours, KomiChoice, NewGame};
use weiqi::play::state::Coach;
use weiqi::play::{Action, Goal, Opponent, Phase, PlayState, Said, SavedGame, Settings};
use weiqi::rules::{Board, BoardSize, Color, Game, Komi, Point, Quarters};

/// A 7×7 board split by Black's wall (column C) and White's (column D), both closed.
const TWO_WALLS: &str = "
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .
        . . X O . . .";

fn level(n: u8) -> Level {
    Level::new(n).unwrap()
}

fn at(name: &str, size: u8) -> Point {
    Point::parse_gtp(name, BoardSize::new(size.into()).unwrap()).unwrap()
}

/// The request as the worker receives it: through a serialised form and back.
fn ask(thinker: &mut Thinker, state: &PlayState, id: u32, task: Task) -> Reply {
    let request = Request { id, game: SavedGame::of(state), task };
    let sent: Request = serde_json::from_str(&serde_json::to_string(&request).unwrap()).unwrap();
    assert_eq!(sent, request);
    let reply = thinker.answer(sent, &|| 0.0);
    serde_json::from_str(&serde_json::to_string(&reply).unwrap()).unwrap()
}

/// A game against the computer at `n` on a board of `size`, the learner with `learner`.
fn against(n: u8, size: u8, learner: Color) -> PlayState {
    let mut form = NewGame::from_settings(&Settings::default());
    form.set_against(Against::Computer(level(n)));
    form.set_size(size);
    let name = format!("Computer (level {n})");
    PlayState::new(form.settings(learner == Color::Black, ["You", &name]))
}

/// A game against the computer from an ASCII board.
fn against_from(ascii: &str, to_move: Color, computer: Color, teaching: bool) -> PlayState {
    against_with(ascii, to_move, Settings { opponent: Opponent::Computer { level: level(1), color: computer }, teaching, ..Settings::default() })
}

/// A game of Capture Go against the computer from an ASCII board.
fn capture_go_from(ascii: &str, to_move: Color, computer: Color) -> PlayState {
    against_with(ascii, to_move, Settings { opponent: Opponent::Computer { level: level(1), color: computer }, goal: Goal::FirstCapture, ..Settings::default() })
}

/// A game from an ASCII board with `settings` (the size taken from the board).
fn against_with(ascii: &str, to_move: Color, settings: Settings) -> PlayState {
    let board = Board::from_ascii(ascii).unwrap();
    let settings = Settings { size: board.size().get(), ..settings };
    let game = Game::from_setup(board, to_move, settings.ruleset()).unwrap();
    PlayState::from_game(game, settings)
}

mod capture_go;
mod coach;
mod game;
mod network;
