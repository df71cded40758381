//! What the search asks of a position: how good it is for the side to move, which moves look
//! promising, and who will own each point ([`Evaluation`]). Two evaluators answer it: the
//! neural network ([`NetEvaluator`]), and random playouts guided by simple Go knowledge
//! ([`Playouts`]), which need no weights.

use std::sync::Arc;

use crate::nn::{Evaluation, Network, Scratch, Situation};
use crate::rules::board::EMPTY;
use crate::rules::point::CELLS;
use crate::rules::{Color, Rng};

use super::playout::{area_score, Sim, PASS};
use super::prior;

/// Something that evaluates positions for the search.
pub trait Evaluator {
    /// The evaluation of the position `situation` describes, from its side to move.
    fn evaluate(&mut self, situation: &Situation) -> Evaluation;
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
    fn evaluate(&mut self, situation: &Situation) -> Evaluation {
        let inputs = situation.inputs();
        let scratch = match &mut self.scratch {
            Some(s) if s.size() == inputs.size => s,
            other => other.insert(Scratch::new(&self.network, inputs.size)),
        };
        self.network.evaluate(&inputs, situation.rules.ko, scratch)
    }
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
    fn evaluate(&mut self, situation: &Situation) -> Evaluation {
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
