//! The forward pass: a position's inputs through the trunk and both heads, then the same
//! post-processing KataGo applies (softmax over the legal moves and passing, the value's
//! softmax, the score's scales, tanh for ownership), all seen from the side to move.
//!
//! A [`Network`] holds the weights packed for the convolution kernel; a [`Scratch`] holds every
//! buffer of one board size, allocated once and reused for each evaluation.

use super::conv::{Grid, Packed};
use super::winograd::{Winograd, Work};
use super::features::{Inputs, GLOBALS, PLANES};
use super::math::{exp, softplus, tanh};
use super::model::{Block, Dense, Model, Norm};
use crate::rules::KoRule;

/// The border of zeros around the board in the activation buffers (Winograd's 4×4 windows
/// reach two points past the last row and column when the size is odd).
const PAD: usize = 2;

/// A network ready to evaluate positions.
#[derive(Clone)]
pub struct Network {
    name: String,
    trunk: usize,
    initial: Packed,
    initial_global: Dense,
    blocks: Vec<PreparedBlock>,
    tip: Norm,
    p1: Packed,
    g1: Packed,
    g1_norm: Norm,
    policy_bias: Dense,
    p1_norm: Norm,
    p2: Packed,
    pass: Dense,
    v1: Packed,
    v1_norm: Norm,
    v2: Dense,
    v3: Dense,
    score: Dense,
    ownership: Packed,
}

#[derive(Clone, Debug)]
enum PreparedBlock {
    Ordinary { pre: Norm, conv1: Winograd, mid: Norm, conv2: Winograd },
    Pooled { pre: Norm, regular: Winograd, pool_conv: Winograd, pool_norm: Norm, pool_to_bias: Dense, mid: Norm, conv2: Winograd },
}

/// What the network says about a position, from the side to move's point of view.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// The board's number of lines.
    pub size: usize,
    /// The probability of each point as the move (row by row from the top left); 0 where the
    /// move is illegal.
    pub policy: Vec<f32>,
    /// The probability of passing.
    pub pass: f32,
    /// The chances that the side to move wins, loses, or that the game has no result.
    pub win: f32,
    pub loss: f32,
    pub no_result: f32,
    /// How many points the side to move leads by (the score lead head).
    pub lead: f32,
    /// The expected final score difference in self-play, and its mean square.
    pub score: f32,
    pub score_sq: f32,
    /// Who will own each point, −1 (the opponent) to +1 (the side to move).
    pub ownership: Vec<f32>,
}

impl Evaluation {
    /// The value as one number: the chance of winning, counting no result as half.
    pub fn value(&self) -> f32 {
        self.win + 0.5 * self.no_result
    }
}

/// The buffers of one board size.
pub struct Scratch {
    n: usize,
    work: Work,
    input: Vec<f32>,
    trunk: Vec<f32>,
    a: Vec<f32>,
    b: Vec<f32>,
    c: Vec<f32>,
}

impl Scratch {
    /// Buffers for a board of `n` lines and `network`'s channels.
    pub fn new(network: &Network, n: usize) -> Scratch {
        let grid = Grid { n, pad: PAD };
        let wide = network.trunk.max(network.widest());
        Scratch {
            n,
            work: Work::default(),
            input: vec![0.0; Grid { n, pad: network.initial.size / 2 }.len() * PLANES],
            trunk: vec![0.0; grid.len() * network.trunk],
            a: vec![0.0; grid.len() * wide],
            b: vec![0.0; grid.len() * wide],
            c: vec![0.0; grid.len() * wide],
        }
    }

    /// The board size these buffers are for.
    pub fn size(&self) -> usize {
        self.n
    }

    /// Bytes held.
    pub fn bytes(&self) -> usize {
        4 * (self.input.len() + self.trunk.len() + self.a.len() + self.b.len() + self.c.len()) + self.work.bytes()
    }
}

impl std::fmt::Debug for Network {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Network({}, {} blocks of {} channels)", self.name, self.blocks.len(), self.trunk)
    }
}

impl Network {
    /// Packs `model`'s weights for the kernel. The model must have passed [`Model::check`]
    /// (every loader does that).
    pub fn new(model: &Model) -> Network {
        let blocks = model
            .blocks
            .iter()
            .map(|b| match b {
                Block::Ordinary { pre, conv1, mid, conv2 } => PreparedBlock::Ordinary {
                    pre: pre.clone(),
                    conv1: Winograd::new(conv1),
                    mid: mid.clone(),
                    conv2: Winograd::new(conv2),
                },
                Block::Pooled { pre, regular, pool_conv, pool_norm, pool_to_bias, mid, conv2 } => PreparedBlock::Pooled {
                    pre: pre.clone(),
                    regular: Winograd::new(regular),
                    pool_conv: Winograd::new(pool_conv),
                    pool_norm: pool_norm.clone(),
                    pool_to_bias: pool_to_bias.clone(),
                    mid: mid.clone(),
                    conv2: Winograd::new(conv2),
                },
            })
            .collect();
        let p = &model.policy;
        let v = &model.value;
        Network {
            name: model.name.clone(),
            trunk: model.trunk_channels(),
            initial: Packed::new(&model.initial),
            initial_global: model.initial_global.clone(),
            blocks,
            tip: model.tip.clone(),
            p1: Packed::new(&p.p1),
            g1: Packed::new(&p.g1),
            g1_norm: p.g1_norm.clone(),
            policy_bias: p.pool_to_bias.clone(),
            p1_norm: p.p1_norm.clone(),
            p2: Packed::new(&p.p2),
            pass: p.pool_to_pass.clone(),
            v1: Packed::new(&v.v1),
            v1_norm: v.v1_norm.clone(),
            v2: v.v2.clone(),
            v3: v.v3.clone(),
            score: v.score.clone(),
            ownership: Packed::new(&v.ownership),
        }
    }

    /// The network's name, as its file gives it.
    pub fn name(&self) -> &str {
        &self.name
    }

    /// The widest layer inside a block or head.
    fn widest(&self) -> usize {
        let mut w = self.p1.cout.max(self.g1.cout).max(self.v1.cout);
        for b in &self.blocks {
            w = w.max(match b {
                PreparedBlock::Ordinary { conv1, .. } => conv1.cout,
                PreparedBlock::Pooled { regular, pool_conv, .. } => regular.cout.max(pool_conv.cout),
            });
        }
        w
    }

    /// Evaluates one position. `scratch` must be for the position's board size; `ko` is the
    /// game's ko rule (with superko, the network's no-result output is ignored).
    pub fn evaluate(&self, x: &Inputs, ko: KoRule, s: &mut Scratch) -> Evaluation {
        assert_eq!(s.n, x.size, "scratch buffers are for another board size");
        let n = x.size;
        let grid = Grid { n, pad: PAD };
        let c = self.trunk;

        // Inputs onto their padded grid, the first convolution, and the global inputs as a bias.
        let in_grid = Grid { n, pad: self.initial.size / 2 };
        for r in 0..n {
            for col in 0..n {
                let o = in_grid.at(r, col) * PLANES;
                s.input[o..o + PLANES].copy_from_slice(&x.spatial[(r * n + col) * PLANES..][..PLANES]);
            }
        }
        self.initial.apply(&s.input, in_grid, &mut s.trunk, grid, false);
        let global_bias = dense(&self.initial_global, &x.global[..GLOBALS]);
        for_board(grid, |p| {
            for (t, g) in s.trunk[p * c..(p + 1) * c].iter_mut().zip(&global_bias) {
                *t += g;
            }
        });

        for block in &self.blocks {
            match block {
                PreparedBlock::Ordinary { pre, conv1, mid, conv2 } => {
                    norm_relu(pre, &s.trunk, &mut s.a, grid);
                    conv1.apply(&s.a, grid, &mut s.b, grid, false, &mut s.work);
                    norm_relu_in_place(mid, &mut s.b, grid);
                    conv2.apply(&s.b, grid, &mut s.trunk, grid, true, &mut s.work);
                }
                PreparedBlock::Pooled { pre, regular, pool_conv, pool_norm, pool_to_bias, mid, conv2 } => {
                    norm_relu(pre, &s.trunk, &mut s.a, grid);
                    regular.apply(&s.a, grid, &mut s.b, grid, false, &mut s.work);
                    pool_conv.apply(&s.a, grid, &mut s.c, grid, false, &mut s.work);
                    norm_relu_in_place(pool_norm, &mut s.c, grid);
                    let pooled = pool(&s.c, pool_conv.cout, grid, false);
                    let bias = dense(pool_to_bias, &pooled);
                    add_per_channel(&mut s.b, &bias, grid);
                    norm_relu_in_place(mid, &mut s.b, grid);
                    conv2.apply(&s.b, grid, &mut s.trunk, grid, true, &mut s.work);
                }
            }
        }
        norm_relu(&self.tip, &s.trunk, &mut s.a, grid);

        // Policy head.
        self.p1.apply(&s.a, grid, &mut s.b, grid, false);
        self.g1.apply(&s.a, grid, &mut s.c, grid, false);
        norm_relu_in_place(&self.g1_norm, &mut s.c, grid);
        let pooled = pool(&s.c, self.g1.cout, grid, false);
        add_per_channel(&mut s.b, &dense(&self.policy_bias, &pooled), grid);
        norm_relu_in_place(&self.p1_norm, &mut s.b, grid);
        let mut logits = vec![0.0; grid.len()];
        self.p2.apply(&s.b, grid, &mut logits, grid, false);
        let pass_logit = dense(&self.pass, &pooled)[0];

        // Value head.
        self.v1.apply(&s.a, grid, &mut s.c, grid, false);
        norm_relu_in_place(&self.v1_norm, &mut s.c, grid);
        let value_pooled = pool(&s.c, self.v1.cout, grid, true);
        let mut v2 = dense(&self.v2, &value_pooled);
        for v in &mut v2 {
            *v = v.max(0.0);
        }
        let value = dense(&self.v3, &v2);
        let score = dense(&self.score, &v2);
        let mut owner = vec![0.0; grid.len()];
        self.ownership.apply(&s.c, grid, &mut owner, grid, false);

        // Post-processing.
        let mut policy = vec![0.0; n * n];
        let mut max = pass_logit;
        for k in 0..n * n {
            if x.legal[k] {
                max = max.max(logits[grid.at(k / n, k % n)]);
            }
        }
        let mut sum = exp(pass_logit - max);
        for k in 0..n * n {
            if x.legal[k] {
                policy[k] = exp(logits[grid.at(k / n, k % n)] - max);
                sum += policy[k];
            }
        }
        for p in &mut policy {
            *p /= sum;
        }
        let pass = exp(pass_logit - max) / sum;

        let no_result_logit = if ko == KoRule::Simple { value[2] } else { value[2] - 100_000.0 };
        let top = value[0].max(value[1]).max(no_result_logit);
        let (w, l, nr) = (exp(value[0] - top), exp(value[1] - top), exp(no_result_logit - top));
        let total = w + l + nr;
        let no_result = nr / total;
        let mean = score[0] * 20.0;
        let stdev = softplus(score[1]) * 20.0;
        Evaluation {
            size: n,
            policy,
            pass,
            win: w / total,
            loss: l / total,
            no_result,
            lead: score[2] * 20.0 * (1.0 - no_result),
            score: mean * (1.0 - no_result),
            score_sq: (mean * mean + stdev * stdev) * (1.0 - no_result),
            ownership: (0..n * n).map(|k| tanh(owner[grid.at(k / n, k % n)])).collect(),
        }
    }
}

/// Calls `f` with the buffer position of every board point.
fn for_board(grid: Grid, mut f: impl FnMut(usize)) {
    for r in 0..grid.n {
        for c in 0..grid.n {
            f(grid.at(r, c));
        }
    }
}

/// Zeroes the border points of a buffer of `c` channels a point, which a convolution reads as
/// the outside of the board (a buffer reused with another number of channels holds other
/// values there).
fn zero_border(x: &mut [f32], c: usize, grid: Grid) {
    let (stride, pad) = (grid.stride(), grid.pad);
    for r in 0..stride {
        for col in 0..stride {
            if r < pad || col < pad || r >= pad + grid.n || col >= pad + grid.n {
                let p = r * stride + col;
                x[p * c..(p + 1) * c].fill(0.0);
            }
        }
    }
}

/// `out = relu(x · scale + shift)` on the board points, zero on the border.
fn norm_relu(norm: &Norm, x: &[f32], out: &mut [f32], grid: Grid) {
    let c = norm.scale.len();
    zero_border(out, c, grid);
    for_board(grid, |p| {
        let (src, dst) = (&x[p * c..(p + 1) * c], &mut out[p * c..(p + 1) * c]);
        for k in 0..c {
            dst[k] = (src[k] * norm.scale[k] + norm.shift[k]).max(0.0);
        }
    });
}

fn norm_relu_in_place(norm: &Norm, x: &mut [f32], grid: Grid) {
    let c = norm.scale.len();
    zero_border(x, c, grid);
    for_board(grid, |p| {
        for (k, v) in x[p * c..(p + 1) * c].iter_mut().enumerate() {
            *v = (*v * norm.scale[k] + norm.shift[k]).max(0.0);
        }
    });
}

fn add_per_channel(x: &mut [f32], bias: &[f32], grid: Grid) {
    let c = bias.len();
    for_board(grid, |p| {
        for (v, b) in x[p * c..(p + 1) * c].iter_mut().zip(bias) {
            *v += b;
        }
    });
}

/// Global pooling of `channels` non-negative channels over the board: the mean, the mean
/// scaled by the board's size, and the maximum (or, for the value head, the mean scaled by
/// the size's square).
fn pool(x: &[f32], channels: usize, grid: Grid, value_head: bool) -> Vec<f32> {
    let area = (grid.n * grid.n) as f32;
    let scale = (area.sqrt() - 14.0) * 0.1;
    let mut sum = vec![0.0; channels];
    let mut max = vec![0.0f32; channels];
    for_board(grid, |p| {
        for (k, &v) in x[p * channels..(p + 1) * channels].iter().enumerate() {
            sum[k] += v;
            max[k] = max[k].max(v);
        }
    });
    let mut out = vec![0.0; 3 * channels];
    for k in 0..channels {
        let mean = sum[k] / area;
        out[k] = mean;
        out[channels + k] = mean * scale;
        out[2 * channels + k] = if value_head { mean * (scale * scale - 0.1) } else { max[k] };
    }
    out
}

/// `input · weights + bias`.
fn dense(d: &Dense, input: &[f32]) -> Vec<f32> {
    let mut out = if d.bias.is_empty() { vec![0.0; d.cout] } else { d.bias.clone() };
    let mut acc = vec![0.0; d.cout];
    for (i, &v) in input.iter().enumerate() {
        for (a, &w) in acc.iter_mut().zip(&d.weights[i * d.cout..(i + 1) * d.cout]) {
            *a += v * w;
        }
    }
    for (o, a) in out.iter_mut().zip(acc) {
        *o += a;
    }
    out
}
