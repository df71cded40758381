//! The network's layers as the forward pass uses them: convolutions, batch norms folded into
//! a scale and a shift, dense layers, and the shape checks every loader goes through.
//!
//! The architecture is KataGo's model format version 8: a residual trunk (ordinary blocks and
//! blocks with global pooling) followed by a policy head and a value head.

use super::LoadError;

/// A convolution with no bias: `size`×`size` taps, weights in the order tap row, tap column,
/// input channel, output channel (output channels contiguous).
#[derive(Clone, Debug, PartialEq)]
pub struct Conv {
    pub name: String,
    pub size: usize,
    pub cin: usize,
    pub cout: usize,
    pub weights: Vec<f32>,
}

/// A batch norm folded into `x · scale + shift` per channel.
#[derive(Clone, Debug, PartialEq)]
pub struct Norm {
    pub name: String,
    pub scale: Vec<f32>,
    pub shift: Vec<f32>,
}

/// A fully connected layer with an optional bias: weights in the order input, output.
#[derive(Clone, Debug, PartialEq)]
pub struct Dense {
    pub name: String,
    pub cin: usize,
    pub cout: usize,
    pub weights: Vec<f32>,
    /// One per output, or empty for none.
    pub bias: Vec<f32>,
}

/// One residual block of the trunk.
#[derive(Clone, Debug, PartialEq)]
pub enum Block {
    /// `x + conv2(relu(mid(conv1(relu(pre(x))))))`.
    Ordinary { pre: Norm, conv1: Conv, mid: Norm, conv2: Conv },
    /// Like an ordinary block, but part of the first convolution is pooled over the whole board
    /// and added back to the rest as a bias per channel.
    Pooled { pre: Norm, regular: Conv, pool_conv: Conv, pool_norm: Norm, pool_to_bias: Dense, mid: Norm, conv2: Conv },
}

/// The policy head: a logit per point and one for passing.
#[derive(Clone, Debug, PartialEq)]
pub struct PolicyHead {
    pub p1: Conv,
    pub g1: Conv,
    pub g1_norm: Norm,
    pub pool_to_bias: Dense,
    pub p1_norm: Norm,
    pub p2: Conv,
    pub pool_to_pass: Dense,
}

/// The value head: win/loss/no-result logits, four score values, and ownership.
#[derive(Clone, Debug, PartialEq)]
pub struct ValueHead {
    pub v1: Conv,
    pub v1_norm: Norm,
    pub v2: Dense,
    pub v3: Dense,
    pub score: Dense,
    pub ownership: Conv,
}

/// A whole network.
#[derive(Clone, Debug, PartialEq)]
pub struct Model {
    pub name: String,
    pub version: u32,
    /// Spatial input planes (22 for version 8).
    pub spatial_inputs: usize,
    /// Global input values (19 for version 8).
    pub global_inputs: usize,
    pub initial: Conv,
    pub initial_global: Dense,
    pub blocks: Vec<Block>,
    pub tip: Norm,
    pub policy: PolicyHead,
    pub value: ValueHead,
}

/// The only format version this forward pass implements.
pub const VERSION: u32 = 8;

impl Model {
    /// Channels of the trunk.
    pub fn trunk_channels(&self) -> usize {
        self.initial.cout
    }

    /// The number of weights and other parameters.
    pub fn parameters(&self) -> usize {
        let mut n = 0;
        self.visit(&mut |t| n += t.len());
        n
    }

    /// Calls `f` on every tensor of the model in a fixed order (for serialising and counting).
    pub(crate) fn visit(&self, f: &mut dyn FnMut(&[f32])) {
        f(&self.initial.weights);
        dense(f, &self.initial_global);
        for block in &self.blocks {
            match block {
                Block::Ordinary { pre, conv1, mid, conv2 } => {
                    norm(f, pre);
                    f(&conv1.weights);
                    norm(f, mid);
                    f(&conv2.weights);
                }
                Block::Pooled { pre, regular, pool_conv, pool_norm, pool_to_bias, mid, conv2 } => {
                    norm(f, pre);
                    f(&regular.weights);
                    f(&pool_conv.weights);
                    norm(f, pool_norm);
                    dense(f, pool_to_bias);
                    norm(f, mid);
                    f(&conv2.weights);
                }
            }
        }
        norm(f, &self.tip);
        let p = &self.policy;
        f(&p.p1.weights);
        f(&p.g1.weights);
        norm(f, &p.g1_norm);
        dense(f, &p.pool_to_bias);
        norm(f, &p.p1_norm);
        f(&p.p2.weights);
        dense(f, &p.pool_to_pass);
        let v = &self.value;
        f(&v.v1.weights);
        norm(f, &v.v1_norm);
        dense(f, &v.v2);
        dense(f, &v.v3);
        dense(f, &v.score);
        f(&v.ownership.weights);
    }

    /// Checks that the layers fit together as the forward pass needs them to.
    ///
    /// # Errors
    /// [`LoadError::Shape`] naming the first layer that does not fit.
    pub fn check(&self) -> Result<(), LoadError> {
        if self.version != VERSION {
            return Err(LoadError::Version(self.version as i64));
        }
        let c = self.trunk_channels();
        expect_conv(&self.initial, self.spatial_inputs, c)?;
        if self.initial.size != 5 && self.initial.size != 3 {
            return Err(shape(&self.initial.name, "the first convolution is 3×3 or 5×5"));
        }
        expect_dense(&self.initial_global, self.global_inputs, c, false)?;
        for block in &self.blocks {
            match block {
                Block::Ordinary { pre, conv1, mid, conv2 } => {
                    expect_norm(pre, c)?;
                    expect_conv3(conv1, c, conv1.cout)?;
                    expect_norm(mid, conv1.cout)?;
                    expect_conv3(conv2, conv1.cout, c)?;
                }
                Block::Pooled { pre, regular, pool_conv, pool_norm, pool_to_bias, mid, conv2 } => {
                    expect_norm(pre, c)?;
                    expect_conv3(regular, c, regular.cout)?;
                    expect_conv3(pool_conv, c, pool_conv.cout)?;
                    expect_norm(pool_norm, pool_conv.cout)?;
                    expect_dense(pool_to_bias, 3 * pool_conv.cout, regular.cout, false)?;
                    expect_norm(mid, regular.cout)?;
                    expect_conv3(conv2, regular.cout, c)?;
                }
            }
        }
        expect_norm(&self.tip, c)?;
        let p = &self.policy;
        expect_conv1(&p.p1, c, p.p1.cout)?;
        expect_conv1(&p.g1, c, p.g1.cout)?;
        expect_norm(&p.g1_norm, p.g1.cout)?;
        expect_dense(&p.pool_to_bias, 3 * p.g1.cout, p.p1.cout, false)?;
        expect_norm(&p.p1_norm, p.p1.cout)?;
        expect_conv1(&p.p2, p.p1.cout, 1)?;
        expect_dense(&p.pool_to_pass, 3 * p.g1.cout, 1, false)?;
        let v = &self.value;
        expect_conv1(&v.v1, c, v.v1.cout)?;
        expect_norm(&v.v1_norm, v.v1.cout)?;
        expect_dense(&v.v2, 3 * v.v1.cout, v.v2.cout, true)?;
        expect_dense(&v.v3, v.v2.cout, 3, true)?;
        expect_dense(&v.score, v.v2.cout, 4, true)?;
        expect_conv1(&v.ownership, v.v1.cout, 1)?;
        let mut finite = true;
        self.visit(&mut |t| finite &= t.iter().all(|x| x.is_finite()));
        if !finite {
            return Err(LoadError::NotFinite { layer: "model".to_string() });
        }
        Ok(())
    }
}

fn norm(f: &mut dyn FnMut(&[f32]), n: &Norm) {
    f(&n.scale);
    f(&n.shift);
}

fn dense(f: &mut dyn FnMut(&[f32]), d: &Dense) {
    f(&d.weights);
    f(&d.bias);
}

fn shape(layer: &str, expected: &'static str) -> LoadError {
    LoadError::Shape { layer: layer.to_string(), expected }
}

fn expect_conv(conv: &Conv, cin: usize, cout: usize) -> Result<(), LoadError> {
    if conv.cin != cin {
        return Err(shape(&conv.name, "its input channels match the layer before"));
    }
    if conv.cout != cout || cout == 0 {
        return Err(shape(&conv.name, "its output channels match the layer after"));
    }
    if conv.size % 2 != 1 || conv.weights.len() != conv.size * conv.size * cin * cout {
        return Err(shape(&conv.name, "an odd square kernel with one weight per tap and channel pair"));
    }
    Ok(())
}

fn expect_conv3(conv: &Conv, cin: usize, cout: usize) -> Result<(), LoadError> {
    if conv.size != 3 {
        return Err(shape(&conv.name, "a 3×3 convolution"));
    }
    expect_conv(conv, cin, cout)
}

fn expect_conv1(conv: &Conv, cin: usize, cout: usize) -> Result<(), LoadError> {
    if conv.size != 1 {
        return Err(shape(&conv.name, "a 1×1 convolution"));
    }
    expect_conv(conv, cin, cout)
}

fn expect_norm(norm: &Norm, channels: usize) -> Result<(), LoadError> {
    if norm.scale.len() != channels || norm.shift.len() != channels || channels == 0 {
        return Err(shape(&norm.name, "one scale and shift per channel of the layer before"));
    }
    Ok(())
}

fn expect_dense(dense: &Dense, cin: usize, cout: usize, bias: bool) -> Result<(), LoadError> {
    if dense.cin != cin || dense.cout != cout || dense.weights.len() != cin * cout || cout == 0 {
        return Err(shape(&dense.name, "inputs and outputs that match the layers around it"));
    }
    if dense.bias.len() != if bias { cout } else { 0 } {
        return Err(shape(&dense.name, "one bias per output"));
    }
    Ok(())
}
