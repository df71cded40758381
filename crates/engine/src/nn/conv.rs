//! Convolutions over a board stored point by point with the channels of a point together, on
//! a grid with a border of zeros around the board (so a tap never needs a bounds check).
//!
//! The work is a matrix product: a tile of `R` points times a block of `B` output channels is
//! accumulated in registers over every tap and input channel. The weights are packed per block
//! (`[tap][input channel][B]`) once, when the network is prepared. Each output is the same sum
//! in the same order whatever `R` and `B` are, with a multiply and then an add (never a fused
//! multiply-add), so the results are identical to the bit natively and in WebAssembly.

use super::model::Conv;

/// Output channels per block.
pub(crate) const B: usize = 16;
/// Points per tile.
pub(crate) const R: usize = 4;

/// Where a board of `n` lines sits in a buffer: `pad` zero points on every side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Grid {
    pub n: usize,
    pub pad: usize,
}

impl Grid {
    pub fn stride(self) -> usize {
        self.n + 2 * self.pad
    }

    /// Points in the buffer, border included.
    pub fn len(self) -> usize {
        self.stride() * self.stride()
    }

    /// The buffer position of the board point in row `r`, column `c`.
    pub fn at(self, r: usize, c: usize) -> usize {
        (r + self.pad) * self.stride() + c + self.pad
    }
}

/// A convolution's weights packed for the kernel.
#[derive(Clone, Debug)]
pub(crate) struct Packed {
    pub size: usize,
    pub cin: usize,
    pub cout: usize,
    /// `ceil(cout / B)` blocks of `size² · cin · B` weights, zero beyond `cout`.
    blocks: Vec<f32>,
}

impl Packed {
    pub fn new(conv: &Conv) -> Packed {
        let taps = conv.size * conv.size;
        let nblocks = conv.cout.div_ceil(B);
        let mut blocks = vec![0.0; nblocks * taps * conv.cin * B];
        for b in 0..nblocks {
            for t in 0..taps {
                for ci in 0..conv.cin {
                    for j in 0..B {
                        let co = b * B + j;
                        if co < conv.cout {
                            blocks[((b * taps + t) * conv.cin + ci) * B + j] = conv.weights[(t * conv.cin + ci) * conv.cout + co];
                        }
                    }
                }
            }
        }
        Packed { size: conv.size, cin: conv.cin, cout: conv.cout, blocks }
    }

    /// Convolves `input` (laid out on `from`, `cin` channels a point, zero outside the board)
    /// into `output` (laid out on `to`, `cout` channels a point): writes the board points, or
    /// adds to them when `add`. The border of `output` is left as it was.
    pub fn apply(&self, input: &[f32], from: Grid, output: &mut [f32], to: Grid, add: bool) {
        debug_assert_eq!(from.n, to.n);
        debug_assert!(from.pad >= self.size / 2);
        debug_assert!(input.len() >= from.len() * self.cin && output.len() >= to.len() * self.cout);
        let n = from.n;
        let half = self.size / 2;
        let taps: Vec<usize> = (0..self.size * self.size)
            .map(|t| ((t / self.size) * from.stride() + t % self.size) * self.cin)
            .collect();
        // Each board point's first tap (top left of its window) and its output position.
        let points: Vec<(usize, usize)> = (0..n * n)
            .map(|k| {
                let (r, c) = (k / n, k % n);
                ((from.at(r, c) - half * from.stride() - half) * self.cin, to.at(r, c) * self.cout)
            })
            .collect();
        let per_block = taps.len() * self.cin * B;
        for (b, weights) in self.blocks.chunks_exact(per_block).enumerate() {
            let co0 = b * B;
            let width = (self.cout - co0).min(B);
            for tile in points.chunks(R) {
                let mut bases = [tile[0].0; R];
                for (slot, p) in bases.iter_mut().zip(tile) {
                    *slot = p.0;
                }
                let acc = kernel(input, &bases, &taps, self.cin, weights);
                for (r, &(_, out)) in tile.iter().enumerate() {
                    let dst = &mut output[out + co0..out + co0 + width];
                    if add {
                        for (d, a) in dst.iter_mut().zip(&acc[r]) {
                            *d += *a;
                        }
                    } else {
                        dst.copy_from_slice(&acc[r][..width]);
                    }
                }
            }
        }
    }
}

/// One tile: `R` points × `B` output channels over every tap and input channel: `input` is
/// read at `bases[r] + tap + ci`, `weights` as `[tap][ci][B]`.
#[inline]
pub(crate) fn kernel(input: &[f32], bases: &[usize; R], taps: &[usize], cin: usize, weights: &[f32]) -> [[f32; B]; R] {
    assert!(weights.len() >= taps.len() * cin * B);
    for &base in bases {
        assert!(taps.iter().all(|&t| base + t + cin <= input.len()), "a tap reads outside the input");
    }
    #[cfg(target_arch = "x86_64")]
    {
        if std::arch::is_x86_feature_detected!("avx") {
            // SAFETY: the CPU supports AVX, and every read is in bounds (checked above).
            return unsafe { x86::kernel(input.as_ptr(), bases, taps, cin, weights.as_ptr()) };
        }
    }
    #[cfg(target_arch = "wasm32")]
    {
        // SAFETY: every read is in bounds (checked above); the module needs SIMD128, which
        // every browser the app supports has.
        return unsafe { wasm::kernel(input.as_ptr(), bases, taps, cin, weights.as_ptr()) };
    }
    #[allow(unreachable_code)]
    kernel_portable(input, bases, taps, cin, weights)
}

/// The kernel in plain Rust (other CPUs, and the reference for the others in tests).
fn kernel_portable(input: &[f32], bases: &[usize; R], taps: &[usize], cin: usize, weights: &[f32]) -> [[f32; B]; R] {
    let mut acc = [[0.0f32; B]; R];
    for (&tap, w) in taps.iter().zip(weights.chunks_exact(cin * B)) {
        for (ci, wv) in w.chunks_exact(B).enumerate() {
            for r in 0..R {
                let a = input[bases[r] + tap + ci];
                for j in 0..B {
                    acc[r][j] += a * wv[j];
                }
            }
        }
    }
    acc
}

#[cfg(target_arch = "wasm32")]
mod wasm {
    use super::{B, R};
    use core::arch::wasm32::*;

    /// The tile with 128-bit registers: 4 points × 2 registers of 4 channels, for one half of
    /// the block at a time (16 accumulators would not stay in the registers), accumulated with
    /// a multiply and an add.
    ///
    /// # Safety
    /// `input` must be readable at `bases[r] + tap + ci` and `weights` at
    /// `taps.len() * cin * B` floats.
    #[target_feature(enable = "simd128")]
    pub(super) unsafe fn kernel(input: *const f32, bases: &[usize; R], taps: &[usize], cin: usize, weights: *const f32) -> [[f32; B]; R] {
        const { assert!(R == 4 && B == 16) };
        let mut out = [[0.0f32; B]; R];
        for half in 0..2 {
            let mut acc = [f32x4_splat(0.0); 8];
            let mut w = weights.add(half * 8);
            for &tap in taps {
                let rows = [input.add(bases[0] + tap), input.add(bases[1] + tap), input.add(bases[2] + tap), input.add(bases[3] + tap)];
                for ci in 0..cin {
                    let w0 = v128_load(w as *const v128);
                    let w1 = v128_load(w.add(4) as *const v128);
                    w = w.add(B);
                    for r in 0..R {
                        let x = f32x4_splat(*rows[r].add(ci));
                        acc[2 * r] = f32x4_add(acc[2 * r], f32x4_mul(x, w0));
                        acc[2 * r + 1] = f32x4_add(acc[2 * r + 1], f32x4_mul(x, w1));
                    }
                }
            }
            for r in 0..R {
                v128_store(out[r].as_mut_ptr().add(half * 8) as *mut v128, acc[2 * r]);
                v128_store(out[r].as_mut_ptr().add(half * 8 + 4) as *mut v128, acc[2 * r + 1]);
            }
        }
        out
    }
}

#[cfg(target_arch = "x86_64")]
mod x86 {
    use super::{B, R};
    use std::arch::x86_64::*;

    /// The tile with 256-bit registers: 4 points × 2 registers of 8 channels, accumulated with
    /// a multiply and an add.
    ///
    /// # Safety
    /// The CPU must support AVX; `input` must be readable at `bases[r] + tap + ci` and
    /// `weights` at `taps.len() * cin * B` floats.
    #[target_feature(enable = "avx")]
    pub(super) unsafe fn kernel(input: *const f32, bases: &[usize; R], taps: &[usize], cin: usize, weights: *const f32) -> [[f32; B]; R] {
        const { assert!(R == 4 && B == 16) };
        let mut acc = [_mm256_setzero_ps(); 8];
        let mut w = weights;
        for &tap in taps {
            let rows = [input.add(bases[0] + tap), input.add(bases[1] + tap), input.add(bases[2] + tap), input.add(bases[3] + tap)];
            for ci in 0..cin {
                let w0 = _mm256_loadu_ps(w);
                let w1 = _mm256_loadu_ps(w.add(8));
                w = w.add(16);
                let x0 = _mm256_broadcast_ss(&*rows[0].add(ci));
                acc[0] = _mm256_add_ps(acc[0], _mm256_mul_ps(x0, w0));
                acc[1] = _mm256_add_ps(acc[1], _mm256_mul_ps(x0, w1));
                let x1 = _mm256_broadcast_ss(&*rows[1].add(ci));
                acc[2] = _mm256_add_ps(acc[2], _mm256_mul_ps(x1, w0));
                acc[3] = _mm256_add_ps(acc[3], _mm256_mul_ps(x1, w1));
                let x2 = _mm256_broadcast_ss(&*rows[2].add(ci));
                acc[4] = _mm256_add_ps(acc[4], _mm256_mul_ps(x2, w0));
                acc[5] = _mm256_add_ps(acc[5], _mm256_mul_ps(x2, w1));
                let x3 = _mm256_broadcast_ss(&*rows[3].add(ci));
                acc[6] = _mm256_add_ps(acc[6], _mm256_mul_ps(x3, w0));
                acc[7] = _mm256_add_ps(acc[7], _mm256_mul_ps(x3, w1));
            }
        }
        let mut out = [[0.0f32; B]; R];
        for r in 0..R {
            _mm256_storeu_ps(out[r].as_mut_ptr(), acc[2 * r]);
            _mm256_storeu_ps(out[r].as_mut_ptr().add(8), acc[2 * r + 1]);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The convolution written as its definition.
    fn naive(conv: &Conv, input: &[f32], n: usize) -> Vec<f32> {
        let k = conv.size as isize;
        let half = k / 2;
        let mut out = vec![0.0; n * n * conv.cout];
        for r in 0..n as isize {
            for c in 0..n as isize {
                for co in 0..conv.cout {
                    let mut sum = 0.0;
                    for dy in 0..k {
                        for dx in 0..k {
                            let (y, x) = (r + dy - half, c + dx - half);
                            if y < 0 || x < 0 || y >= n as isize || x >= n as isize {
                                continue;
                            }
                            for ci in 0..conv.cin {
                                let w = conv.weights[(((dy * k + dx) as usize) * conv.cin + ci) * conv.cout + co];
                                sum += input[((y as usize) * n + x as usize) * conv.cin + ci] * w;
                            }
                        }
                    }
                    out[((r as usize) * n + c as usize) * conv.cout + co] = sum;
                }
            }
        }
        out
    }

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
    fn every_kernel_gives_the_portable_kernel_s_results_to_the_bit() {
        let (cin, taps) = (37, vec![0, 50, 97]);
        let input = noise(400, 5);
        let weights = noise(taps.len() * cin * B, 9);
        let bases = [1, 60, 120, 200];
        let portable = kernel_portable(&input, &bases, &taps, cin, &weights);
        assert_eq!(kernel(&input, &bases, &taps, cin, &weights), portable);
    }

    #[test]
    fn the_tiled_convolution_equals_its_definition() {
        for (size, cin, cout, n) in [(3, 5, 7, 4), (5, 3, 20, 5), (1, 9, 1, 3), (3, 16, 33, 7)] {
            let conv = Conv { name: "t".into(), size, cin, cout, weights: noise(size * size * cin * cout, 7) };
            let plain = noise(n * n * cin, 3);
            let from = Grid { n, pad: size / 2 + 1 };
            let to = Grid { n, pad: 1 };
            let mut padded = vec![0.0; from.len() * cin];
            for r in 0..n {
                for c in 0..n {
                    let o = from.at(r, c) * cin;
                    padded[o..o + cin].copy_from_slice(&plain[(r * n + c) * cin..][..cin]);
                }
            }
            let mut out = vec![0.0; to.len() * cout];
            Packed::new(&conv).apply(&padded, from, &mut out, to, false);
            let want = naive(&conv, &plain, n);
            for r in 0..n {
                for c in 0..n {
                    for co in 0..cout {
                        let got = out[to.at(r, c) * cout + co];
                        let w = want[(r * n + c) * cout + co];
                        assert!((got - w).abs() < 1e-4, "{size}x{size} {cin}->{cout} at {r},{c},{co}: {got} vs {w}");
                    }
                }
            }
            for edge in 0..to.stride() {
                assert_eq!(out[edge * cout], 0.0, "the border is untouched");
            }
        }
    }
}
