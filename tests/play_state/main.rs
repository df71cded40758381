//! The Play page's reducer and board adapter, natively: captures, refused moves and what the
//! board shows for them, passes, dead stones and the count, resignation, time-out, undo,
//! review (game.rs), and the saved form that survives a reload, records and games kept aside
//! (saved.rs).
#![cfg(not(target_arch = "wasm32"))]

use weiqi::board_view::Highlight;
use weiqi::play::view::{board_view, count_lines, move_list};
use weiqi::play::{Action, Effect, Phase, PlayState, Said, SavedGame, Settings, TimeControl};
use weiqi::text::say;
use weiqi::rules::{Board, BoardSize, Color, Game, IllegalMove, Komi, Owner, Point, Quarters};

fn at(name: &str, size: u8) -> Point {
    Point::parse_gtp(name, BoardSize::new(size.into()).unwrap()).unwrap()
}

/// A game from an ASCII board with `to_move` to play, default settings for its size.
fn from_ascii(ascii: &str, to_move: Color) -> PlayState {
    from_ascii_with(ascii, to_move, Settings::default())
}

/// A game from an ASCII board with `to_move` to play, `settings` for its size.
fn from_ascii_with(ascii: &str, to_move: Color, settings: Settings) -> PlayState {
    let board = Board::from_ascii(ascii).unwrap();
    let settings = Settings { size: board.size().get(), ..settings };
    let game = Game::from_setup(board, to_move, settings.ruleset()).unwrap();
    PlayState::from_game(game, settings)
}

fn play(state: &mut PlayState, names: &[&str]) {
    let n = state.settings().size;
    for name in names {
        state.apply(Action::Play(at(name, n)));
        assert!(state.notice().is_none(), "{name}: {:?}", state.notice());
    }
}

mod game;
mod saved;
