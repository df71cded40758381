//! Zobrist keys: a fixed random 64-bit number per (colour, point), so a position's hash is
//! the XOR of its stones' keys and updates in one XOR per stone.

use super::point::CELLS;
use super::Color;

const SEED: u64 = 0x5EED_0F60;
const GOLDEN: u64 = 0x9E37_79B9_7F4A_7C15;

/// The `n`-th output of SplitMix64 started at `SEED`: a good enough random number for a hash
/// key, computed where it is needed rather than kept in a table (a table of every key is 11 KB
/// of random bytes that no compression can shrink, in every download of the app).
#[inline]
const fn splitmix(n: u64) -> u64 {
    let mut z = SEED.wrapping_add(n.wrapping_mul(GOLDEN));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Extra key mixed in when White is to move, for situational superko.
pub(crate) const WHITE_TO_MOVE: u64 = 0x2545_F491_4F6C_DD1D;

/// The key of a `color` stone at padded index `index`.
#[inline]
pub(crate) fn key(color: Color, index: usize) -> u64 {
    splitmix((color.index() * CELLS + index + 1) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn every_colour_and_point_has_its_own_key() {
        let keys: HashSet<u64> = [Color::Black, Color::White]
            .into_iter()
            .flat_map(|color| (0..CELLS).map(move |i| key(color, i)))
            .chain([WHITE_TO_MOVE])
            .collect();
        assert_eq!(keys.len(), 2 * CELLS + 1);
    }
}
