//! Zobrist keys: a fixed random 64-bit number per (colour, point), built at compile time,
//! so a position's hash is the XOR of its stones' keys and updates in one XOR per stone.

use super::point::CELLS;
use super::Color;

/// SplitMix64, a small generator that is good enough for hash keys and works in `const fn`.
const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn build() -> [[u64; CELLS]; 2] {
    let mut keys = [[0u64; CELLS]; 2];
    let mut state = 0x5EED_0F60_u64;
    let mut c = 0;
    while c < 2 {
        let mut i = 0;
        while i < CELLS {
            let (s, k) = splitmix(state);
            state = s;
            keys[c][i] = k;
            i += 1;
        }
        c += 1;
    }
    keys
}

static KEYS: [[u64; CELLS]; 2] = build();

/// Extra key mixed in when White is to move, for situational superko.
pub(crate) const WHITE_TO_MOVE: u64 = 0x2545_F491_4F6C_DD1D;

/// The key of a `color` stone at padded index `index`.
#[inline]
pub(crate) fn key(color: Color, index: usize) -> u64 {
    KEYS[color.index()][index]
}
