//! 3×3 convolutions by Winograd's minimal filtering F(2×2, 3×3): each 2×2 block of outputs
//! comes from a 4×4 block of inputs with 16 multiplications per channel pair instead of 36,
//! so the trunk's convolutions cost about half as much.
//!
//! The inputs are transformed tile by tile (`Bᵀ d B`), multiplied with the transformed
//! weights (`G g Gᵀ`, computed once) as 16 matrix products by the same kernel as the direct
//! convolutions, and transformed back (`Aᵀ m A`). The transforms only add and subtract, in a
//! fixed order, so the results are again identical natively and in WebAssembly.

use super::conv::{kernel, Grid, B, R};
use super::model::Conv;

/// A 3×3 convolution's weights, transformed and packed: for each of the 16 positions of the
/// transform, `ceil(cout / B)` blocks of `cin × B`.
#[derive(Clone, Debug)]
pub(crate) struct Winograd {
    pub cin: usize,
    pub cout: usize,
    u: Vec<f32>,
}

/// The buffers of the transformed inputs and products for one board size.
#[derive(Default)]
pub(crate) struct Work {
    v: Vec<f32>,
    m: Vec<f32>,
}

impl Work {
    pub fn bytes(&self) -> usize {
        4 * (self.v.len() + self.m.len())
    }
}

/// `G`, 4×3.
const G: [[f64; 3]; 4] = [[1.0, 0.0, 0.0], [0.5, 0.5, 0.5], [0.5, -0.5, 0.5], [0.0, 0.0, 1.0]];

impl Winograd {
    pub fn new(conv: &Conv) -> Winograd {
        assert_eq!(conv.size, 3, "Winograd F(2×2, 3×3) is for 3×3 convolutions");
        let (cin, cout) = (conv.cin, conv.cout);
        let blocks = cout.div_ceil(B);
        let mut u = vec![0.0; 16 * blocks * cin * B];
        for ci in 0..cin {
            for co in 0..cout {
                let g = |y: usize, x: usize| conv.weights[((y * 3 + x) * cin + ci) * cout + co] as f64;
                // G g Gᵀ
                let mut gg = [[0.0f64; 3]; 4];
                for (i, row) in gg.iter_mut().enumerate() {
                    for (x, v) in row.iter_mut().enumerate() {
                        *v = (0..3).map(|y| G[i][y] * g(y, x)).sum();
                    }
                }
                for i in 0..4 {
                    for j in 0..4 {
                        let value: f64 = (0..3).map(|x| gg[i][x] * G[j][x]).sum();
                        let xi = i * 4 + j;
                        let (b, lane) = (co / B, co % B);
                        u[((xi * blocks + b) * cin + ci) * B + lane] = value as f32;
                    }
                }
            }
        }
        Winograd { cin, cout, u }
    }

    /// Like [`super::conv::Packed::apply`]: convolves `input` (on `grid`, which needs a border of
    /// at least 2) into `output` (on `to`), writing or adding the board points.
    pub fn apply(&self, input: &[f32], grid: Grid, output: &mut [f32], to: Grid, add: bool, work: &mut Work) {
        debug_assert!(grid.pad >= 2 && grid.n == to.n);
        let n = grid.n;
        let tiles_per_row = n.div_ceil(2);
        let tiles = tiles_per_row * tiles_per_row;
        let (cin, cout) = (self.cin, self.cout);
        work.v.resize(16 * tiles * cin, 0.0);
        work.m.resize(16 * tiles * cout, 0.0);

        // Inputs: Bᵀ d B for each tile, all channels at once.
        let stride = grid.stride();
        let mut d = vec![0.0f32; 16 * cin];
        for t in 0..tiles {
            let (ty, tx) = (t / tiles_per_row, t % tiles_per_row);
            // The 4×4 window starts one point above and left of the tile's outputs.
            let top = (2 * ty + grid.pad - 1) * stride + 2 * tx + grid.pad - 1;
            for k in 0..16 {
                let at = (top + (k / 4) * stride + k % 4) * cin;
                d[k * cin..(k + 1) * cin].copy_from_slice(&input[at..at + cin]);
            }
            input_transform(&d, cin, |xi, c, value| work.v[(xi * tiles + t) * cin + c] = value);
        }

        // The 16 products, R tiles by B output channels at a time.
        let blocks = cout.div_ceil(B);
        let per_block = cin * B;
        let tile_list: Vec<usize> = (0..tiles).collect();
        for xi in 0..16 {
            let base = xi * tiles * cin;
            for b in 0..blocks {
                let weights = &self.u[(xi * blocks + b) * per_block..(xi * blocks + b + 1) * per_block];
                let co0 = b * B;
                let width = (cout - co0).min(B);
                for group in tile_list.chunks(R) {
                    let mut bases = [base + group[0] * cin; R];
                    for (slot, &t) in bases.iter_mut().zip(group) {
                        *slot = base + t * cin;
                    }
                    let acc = kernel(&work.v, &bases, &[0], cin, weights);
                    for (r, &t) in group.iter().enumerate() {
                        let at = (xi * tiles + t) * cout + co0;
                        work.m[at..at + width].copy_from_slice(&acc[r][..width]);
                    }
                }
            }
        }

        // Outputs: Aᵀ m A for each tile, the points that lie on the board.
        let mut m = vec![0.0f32; 16 * cout];
        let mut y = vec![0.0f32; 4 * cout];
        for t in 0..tiles {
            let (ty, tx) = (t / tiles_per_row, t % tiles_per_row);
            for xi in 0..16 {
                let at = (xi * tiles + t) * cout;
                m[xi * cout..(xi + 1) * cout].copy_from_slice(&work.m[at..at + cout]);
            }
            output_transform(&m, cout, &mut y);
            for k in 0..4 {
                let (r, c) = (2 * ty + k / 2, 2 * tx + k % 2);
                if r >= n || c >= n {
                    continue;
                }
                let at = to.at(r, c) * cout;
                let dst = &mut output[at..at + cout];
                let src = &y[k * cout..(k + 1) * cout];
                if add {
                    for (o, v) in dst.iter_mut().zip(src) {
                        *o += *v;
                    }
                } else {
                    dst.copy_from_slice(src);
                }
            }
        }
    }
}

/// `V = Bᵀ d B` for a 4×4 window `d` (16 rows of `c` channels), handing each value to `put`.
fn input_transform(d: &[f32], c: usize, mut put: impl FnMut(usize, usize, f32)) {
    let at = |i: usize, j: usize, ch: usize| d[(i * 4 + j) * c + ch];
    for ch in 0..c {
        // Bᵀ d: rows d0 − d2, d1 + d2, d2 − d1, d1 − d3.
        let mut t = [[0.0f32; 4]; 4];
        for j in 0..4 {
            t[0][j] = at(0, j, ch) - at(2, j, ch);
            t[1][j] = at(1, j, ch) + at(2, j, ch);
            t[2][j] = at(2, j, ch) - at(1, j, ch);
            t[3][j] = at(1, j, ch) - at(3, j, ch);
        }
        // (Bᵀ d) B: the same on the columns.
        for (i, row) in t.iter().enumerate() {
            put(i * 4, ch, row[0] - row[2]);
            put(i * 4 + 1, ch, row[1] + row[2]);
            put(i * 4 + 2, ch, row[2] - row[1]);
            put(i * 4 + 3, ch, row[1] - row[3]);
        }
    }
}

/// `Y = Aᵀ m A` for the 16 products `m` (16 rows of `c` channels) into `y` (4 rows of `c`:
/// top left, top right, bottom left, bottom right).
fn output_transform(m: &[f32], c: usize, y: &mut [f32]) {
    let at = |i: usize, j: usize, ch: usize| m[(i * 4 + j) * c + ch];
    for ch in 0..c {
        // Aᵀ m: rows m0 + m1 + m2, m1 − m2 − m3.
        let mut t = [[0.0f32; 4]; 2];
        for j in 0..4 {
            t[0][j] = at(0, j, ch) + at(1, j, ch) + at(2, j, ch);
            t[1][j] = at(1, j, ch) - at(2, j, ch) - at(3, j, ch);
        }
        for (i, row) in t.iter().enumerate() {
            y[(i * 2) * c + ch] = row[0] + row[1] + row[2];
            y[(i * 2 + 1) * c + ch] = row[1] - row[2] - row[3];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::conv::Packed;
    use super::*;

    fn noise(len: usize, seed: u32) -> Vec<f32> {
        let mut s = seed;
        (0..len)
            .map(|_| {
                s = s.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                (s >> 8) as f32 / (1 << 24) as f32 - 0.5
            })
            .collect()
    }

    #[test]
    fn the_winograd_convolution_equals_the_direct_one() {
        for (cin, cout, n) in [(5, 7, 4), (16, 33, 9), (3, 16, 19), (96, 96, 5)] {
            let conv = Conv { name: "t".into(), size: 3, cin, cout, weights: noise(9 * cin * cout, 11) };
            let grid = Grid { n, pad: 2 };
            let mut input = vec![0.0; grid.len() * cin];
            let values = noise(n * n * cin, 5);
            for r in 0..n {
                for c in 0..n {
                    let o = grid.at(r, c) * cin;
                    input[o..o + cin].copy_from_slice(&values[(r * n + c) * cin..][..cin]);
                }
            }
            let mut direct = vec![0.0; grid.len() * cout];
            Packed::new(&conv).apply(&input, grid, &mut direct, grid, false);
            let mut fast = vec![0.0; grid.len() * cout];
            Winograd::new(&conv).apply(&input, grid, &mut fast, grid, false, &mut Work::default());
            for (k, (a, b)) in direct.iter().zip(&fast).enumerate() {
                assert!((a - b).abs() < 1e-4, "{cin}->{cout} on {n}×{n}, value {k}: {a} vs {b}");
            }
            let mut twice = fast.clone();
            Winograd::new(&conv).apply(&input, grid, &mut twice, grid, true, &mut Work::default());
            assert!(twice.iter().zip(&fast).all(|(t, f)| (t - 2.0 * f).abs() < 1e-5), "adding adds");
        }
    }
}
