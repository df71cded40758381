//! What the search asks of a position: how good it is for the side to move, which moves look
//! promising, and who will own each point ([`Evaluation`]). Two evaluators answer it: the
//! neural network ([`NetEvaluator`]), and random playouts guided by simple Go knowledge
//! ([`Playouts`]), which need no weights.

use std::sync::Arc;

use crate::nn::{Evaluation, Network, Scratch, Situation, PLANES};
use crate::rules::board::EMPTY;
use crate::rules::point::CELLS;
use crate::rules::{BoardSize, Color, Point, Rng};

use super::playout::{area_score, Sim, PASS};
use super::prior;

/// Something that evaluates positions for the search.
pub trait Evaluator {
    /// The evaluation of the position `situation` describes, from its side to move, looked at
    /// turned by `turn`, one of the eight symmetries of the square (0: as it is; see
    /// [`Point::symmetry`](crate::rules::Point::symmetry)). What comes back is for the board
    /// as it is.
    fn evaluate(&mut self, situation: &Situation, turn: u8) -> Evaluation;
}

/// The neural network as an evaluator, with its buffers for the board size in use.
pub struct NetEvaluator {
    network: Arc<Network>,
    scratch: Option<Scratch>,
}

impl NetEvaluator {
    pub fn new(network: Arc<Network>) -> NetEvaluator {
        NetEvaluator { network, scratch: None }
    }

    /// The network.
    pub fn network(&self) -> &Arc<Network> {
        &self.network
    }

    /// Bytes held by the buffers.
    pub fn scratch_bytes(&self) -> usize {
        self.scratch.as_ref().map_or(0, Scratch::bytes)
    }
}

impl Evaluator for NetEvaluator {
    fn evaluate(&mut self, situation: &Situation, turn: u8) -> Evaluation {
        let inputs = situation.inputs();
        let scratch = match &mut self.scratch {
            Some(s) if s.size() == inputs.size => s,
            other => other.insert(Scratch::new(&self.network, inputs.size)),
        };
        if turn % 8 == 0 {
            return self.network.evaluate(&inputs, situation.rules.ko, scratch);
        }
        // The planes of each point moved to its image, the answers per point moved back.
        let image = turned_cells(situation.now.board.size(), turn);
        let mut moved = inputs.clone();
        for (k, &q) in image.iter().enumerate() {
            moved.spatial[q * PLANES..(q + 1) * PLANES].copy_from_slice(&inputs.spatial[k * PLANES..(k + 1) * PLANES]);
            moved.legal[q] = inputs.legal[k];
        }
        let mut evaluation = self.network.evaluate(&moved, situation.rules.ko, scratch);
        evaluation.policy = image.iter().map(|&q| evaluation.policy[q]).collect();
        evaluation.ownership = image.iter().map(|&q| evaluation.ownership[q]).collect();
        evaluation
    }
}

/// Where each cell of a board's inputs (row by row from the top left) lands when the board is
/// turned by `turn` ([`Point::symmetry`](crate::rules::Point::symmetry)).
pub(crate) fn turned_cells(size: BoardSize, turn: u8) -> Vec<usize> {
    let n = size.get() as usize;
    let cell = |p: Point| p.row() as usize * n + p.col() as usize;
    let mut image = vec![0; n * n];
    for p in size.points() {
        image[cell(p)] = cell(p.symmetry(size, turn));
    }
    image
}

/// Random playouts as an evaluator: the value and ownership of `count` playouts with the
/// engine's playout policy, and a policy from its move priors.
pub struct Playouts {
    rng: Rng,
    count: u32,
}

impl Playouts {
    pub fn new(seed: u64, count: u32) -> Playouts {
        Playouts { rng: Rng::new(seed), count: count.max(1) }
    }
}

impl Evaluator for Playouts {
    /// Playouts have no orientation: `turn` changes nothing.
    fn evaluate(&mut self, situation: &Situation, _turn: u8) -> Evaluation {
        let board = situation.now.board;
        let to_move = situation.to_move;
        let size = board.size();
        let n = size.get() as usize;
        let ko = situation.now.ko.map_or(0, |p| p.index());
        let last = situation.recent.first().and_then(|&(_, mv)| match mv {
            crate::rules::Move::Play(p) => Some(p.index()),
            crate::rules::Move::Pass => None,
        });
        let (mut wins, mut losses, mut margin_sum) = (0u32, 0u32, 0.0f32);
        let mut owner_sum = vec![0i32; CELLS];
        let own = if to_move == Color::Black { 1.0 } else { -1.0 };
        for _ in 0..self.count {
            let mut sim = Sim::new(board.clone(), to_move, ko, last.unwrap_or(PASS));
            sim.play_out(&mut self.rng, 3 * size.area());
            let mut owner = [0i8; CELLS];
            area_score(&sim.board, Some(&mut owner));
            let black_minus_white: i32 = size.points().map(|p| owner[p.index()] as i32).sum();
            let margin = own * (black_minus_white as f32 - situation.white_komi);
            margin_sum += margin;
            if margin > 0.0 {
                wins += 1;
            } else if margin < 0.0 {
                losses += 1;
            }
            for p in size.points() {
                owner_sum[p.index()] += owner[p.index()] as i32;
            }
        }
        let count = self.count as f32;
        let inputs_legal: Vec<bool> = size
            .points()
            .map(|p| board.cell(p.index()) == EMPTY && !situation.repeats.contains(&p) && !board.is_suicide(to_move, p.index()))
            .collect();
        let opening = prior::is_opening(board);
        let mut policy = vec![0.0f32; n * n];
        for (k, p) in size.points().enumerate() {
            if inputs_legal[k] {
                if let Some((_, w)) = prior::of_move(board, to_move, p.index(), last.unwrap_or(PASS), opening) {
                    policy[k] = w;
                }
            }
        }
        let pass = prior::of_pass(board).1;
        let total: f32 = policy.iter().sum::<f32>() + pass;
        Evaluation {
            size: n,
            policy: policy.iter().map(|w| w / total).collect(),
            pass: pass / total,
            win: wins as f32 / count,
            loss: losses as f32 / count,
            no_result: 0.0,
            lead: margin_sum / count,
            score: margin_sum / count,
            score_sq: 0.0,
            ownership: size.points().map(|p| own * owner_sum[p.index()] as f32 / count).collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::nn::{GameSituation, Model};
    use crate::rules::{Board, Game, Ruleset};

    /// `ascii`'s board with each point moved to its image under `turn`.
    fn turned_ascii(ascii: &str, turn: u8) -> String {
        let rows: Vec<Vec<&str>> = ascii.lines().map(|l| l.split_whitespace().collect::<Vec<_>>()).filter(|r| !r.is_empty()).collect();
        let n = rows.len();
        let image = turned_cells(BoardSize::new(n as u32).expect("a board size"), turn);
        let mut out = vec![vec!["."; n]; n];
        for (k, cell) in rows.iter().flatten().enumerate() {
            out[image[k] / n][image[k] % n] = cell;
        }
        out.iter().map(|r| r.join(" ")).collect::<Vec<_>>().join("\n")
    }

    fn evaluate(evaluator: &mut NetEvaluator, ascii: &str, turn: u8) -> Evaluation {
        let game = Game::from_setup(Board::from_ascii(ascii).expect("a board"), Color::White, Ruleset::CHINESE).expect("a position");
        evaluator.evaluate(&GameSituation::of(&game, 7.5).situation(), turn)
    }

    #[test]
    fn every_turn_is_one_of_the_eight_symmetries_and_moves_each_point_once() {
        let n = 9;
        let mut images: Vec<Vec<usize>> = (0..8).map(|t| turned_cells(BoardSize::NINE, t)).collect();
        for image in &images {
            let mut sorted = image.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, (0..n * n).collect::<Vec<_>>(), "each point lands on one point");
        }
        // C2 (row 7, column 2) goes to eight different places.
        let c2 = 7 * n + 2;
        let mut places: Vec<usize> = images.iter().map(|i| i[c2]).collect();
        places.sort_unstable();
        places.dedup();
        assert_eq!(places.len(), 8);
        images.dedup();
        assert_eq!(images.len(), 8);
    }

    #[test]
    fn a_position_looked_at_turned_answers_for_the_board_as_it_is() {
        // No symmetry of its own: the evaluation of this board turned by `t` must be, point
        // for point, the evaluation of the turned board looked at as it is.
        let ascii = "
            . . . . . . . . .
            . . X X O . . . .
            . . X O . O . . .
            . . . X O . . . .
            . . . . . . . . .
            . . . . . . X . .
            . . O . . . . . .
            . . . . . . . . .
            . . . . . . . . .
            ";
        let network = Network::new(&Model::from_bytes(include_bytes!("../../../../weights/g170-b6c96.wqnn")).expect("the app's network"));
        let mut evaluator = NetEvaluator::new(Arc::new(network));
        let as_it_is = evaluate(&mut evaluator, ascii, 0);
        for turn in 1..8 {
            let looked_turned = evaluate(&mut evaluator, ascii, turn);
            let turned_board = evaluate(&mut evaluator, &turned_ascii(ascii, turn), 0);
            let image = turned_cells(BoardSize::NINE, turn);
            for (k, &q) in image.iter().enumerate() {
                assert!((looked_turned.policy[k] - turned_board.policy[q]).abs() < 1e-6, "turn {turn}, point {k}");
                assert!((looked_turned.ownership[k] - turned_board.ownership[q]).abs() < 1e-6, "turn {turn}, point {k}");
            }
            assert!((looked_turned.lead - turned_board.lead).abs() < 1e-4);
            // And the network, nearly symmetric itself, agrees with its look as it is.
            let best = |e: &Evaluation| (0..81).max_by(|&a, &b| e.policy[a].total_cmp(&e.policy[b]));
            assert_eq!(best(&looked_turned), best(&as_it_is), "turn {turn}");
            assert!((looked_turned.lead - as_it_is.lead).abs() < 2.0, "turn {turn}: {} against {}", looked_turned.lead, as_it_is.lead);
        }
    }
}
