//! The rules of sense that hold at every level, whatever the search thinks: take five or more
//! stones in atari, and save an own group of five or more in atari when it can get away.
//! (Filling an own eye and a self-atari of three or more stones are never searched at all.)

use crate::rules::board::{cell_of, EMPTY};
use crate::rules::{Board, Color};

use super::playout::PASS;
use super::tactics::{saving_moves, shape_of_move};

/// Stones in atari that are always taken, or always saved.
const BIG: u32 = 5;
/// Positions the ladder reader may look at when deciding whether a group can get away.
const READING: u32 = 4000;

/// The move to play instead of `chosen` (a padded index or [`PASS`]), if a rule requires one.
/// `legal` holds the moves the game allows.
pub(crate) fn override_move(board: &Board, color: Color, chosen: usize, legal: &[usize]) -> Option<usize> {
    let own = cell_of(color);
    let enemy = cell_of(!color);
    let mut capture: Option<(u32, usize)> = None;
    let mut rescue: Option<(u32, Vec<usize>)> = None;
    let mut seen_heads = Vec::new();
    for p in board.size().points() {
        let i = p.index();
        let cell = board.cell(i);
        if cell == EMPTY {
            continue;
        }
        let h = board.head_of(i);
        if seen_heads.contains(&h) {
            continue;
        }
        seen_heads.push(h);
        let size = board.chain_len(h);
        let Some(lib) = board.atari_liberty(h) else { continue };
        if size < BIG {
            continue;
        }
        if cell == enemy && legal.contains(&lib) && capture.as_ref().is_none_or(|&(s, _)| size > s) {
            capture = Some((size, lib));
        }
        if cell == own && rescue.as_ref().is_none_or(|(s, _)| size > *s) {
            let moves: Vec<usize> = saving_moves(board, i, READING).into_iter().filter(|m| legal.contains(m)).collect();
            if !moves.is_empty() {
                rescue = Some((size, moves));
            }
        }
    }
    let chosen_captures = if chosen == PASS || board.cell(chosen) != EMPTY { 0 } else { shape_of_move(board, color, chosen).captures };
    match (capture, rescue) {
        (Some((taken, lib)), rescue) if rescue.as_ref().is_none_or(|(saved, _)| taken >= *saved) => {
            (chosen_captures < BIG).then_some(lib)
        }
        (_, Some((_, moves))) => (!moves.contains(&chosen)).then(|| moves[0]),
        _ => None,
    }
}
