//! The app's own weights format: the layers of a [`Model`] in the order the forward pass
//! uses them, batch norms already folded, convolution and dense weights as 16-bit floats
//! (half the size of KataGo's file, and outputs within a few thousandths of it).
//!
//! Layout, little-endian: the magic `WQNN`, the format number (u16), the model's name, the
//! input sizes and the number of blocks, then for every layer a kind byte, its name, its shape
//! and its numbers. Every read is checked: a damaged or cut-short file is a [`LoadError`].

use super::model::{Block, Conv, Dense, Model, Norm, PolicyHead, ValueHead, VERSION};
use super::LoadError;

/// The first four bytes of a compact weights file.
pub const MAGIC: &[u8; 4] = b"WQNN";
const FORMAT: u16 = 1;

const CONV: u8 = 1;
const NORM: u8 = 2;
const DENSE: u8 = 3;
const ORDINARY: u8 = 10;
const POOLED: u8 = 11;

impl Model {
    /// The model in the compact format.
    pub fn to_compact(&self) -> Vec<u8> {
        let mut w = Writer(Vec::with_capacity(self.parameters() * 2 + 4096));
        w.0.extend_from_slice(MAGIC);
        w.u16(FORMAT);
        w.text(&self.name);
        w.u32(self.spatial_inputs as u32);
        w.u32(self.global_inputs as u32);
        w.u32(self.blocks.len() as u32);
        w.conv(&self.initial);
        w.dense(&self.initial_global);
        for block in &self.blocks {
            match block {
                Block::Ordinary { pre, conv1, mid, conv2 } => {
                    w.0.push(ORDINARY);
                    w.norm(pre);
                    w.conv(conv1);
                    w.norm(mid);
                    w.conv(conv2);
                }
                Block::Pooled { pre, regular, pool_conv, pool_norm, pool_to_bias, mid, conv2 } => {
                    w.0.push(POOLED);
                    w.norm(pre);
                    w.conv(regular);
                    w.conv(pool_conv);
                    w.norm(pool_norm);
                    w.dense(pool_to_bias);
                    w.norm(mid);
                    w.conv(conv2);
                }
            }
        }
        w.norm(&self.tip);
        let p = &self.policy;
        w.conv(&p.p1);
        w.conv(&p.g1);
        w.norm(&p.g1_norm);
        w.dense(&p.pool_to_bias);
        w.norm(&p.p1_norm);
        w.conv(&p.p2);
        w.dense(&p.pool_to_pass);
        let v = &self.value;
        w.conv(&v.v1);
        w.norm(&v.v1_norm);
        w.dense(&v.v2);
        w.dense(&v.v3);
        w.dense(&v.score);
        w.conv(&v.ownership);
        w.0
    }
}

/// Reads a model in the compact format.
pub(super) fn read(bytes: &[u8]) -> Result<Model, LoadError> {
    let mut r = Reader { bytes, at: MAGIC.len(), layer: "the header".to_string() };
    if r.u16()? != FORMAT {
        return Err(r.syntax("compact format 1"));
    }
    let name = r.text()?;
    let spatial_inputs = r.count()?;
    let global_inputs = r.count()?;
    let blocks = r.count()?;
    let initial = r.conv()?;
    let initial_global = r.dense()?;
    let mut trunk = Vec::with_capacity(blocks.min(64));
    for _ in 0..blocks {
        let kind = r.byte()?;
        trunk.push(match kind {
            ORDINARY => Block::Ordinary { pre: r.norm()?, conv1: r.conv()?, mid: r.norm()?, conv2: r.conv()? },
            POOLED => Block::Pooled {
                pre: r.norm()?,
                regular: r.conv()?,
                pool_conv: r.conv()?,
                pool_norm: r.norm()?,
                pool_to_bias: r.dense()?,
                mid: r.norm()?,
                conv2: r.conv()?,
            },
            other => return Err(LoadError::UnknownBlock(format!("{other}"))),
        });
    }
    let tip = r.norm()?;
    let policy = PolicyHead {
        p1: r.conv()?,
        g1: r.conv()?,
        g1_norm: r.norm()?,
        pool_to_bias: r.dense()?,
        p1_norm: r.norm()?,
        p2: r.conv()?,
        pool_to_pass: r.dense()?,
    };
    let value =
        ValueHead { v1: r.conv()?, v1_norm: r.norm()?, v2: r.dense()?, v3: r.dense()?, score: r.dense()?, ownership: r.conv()? };
    if r.at != bytes.len() {
        return Err(r.syntax("the end of the file"));
    }
    let model =
        Model { name, version: VERSION, spatial_inputs, global_inputs, initial, initial_global, blocks: trunk, tip, policy, value };
    model.check()?;
    Ok(model)
}

struct Writer(Vec<u8>);

impl Writer {
    fn u16(&mut self, v: u16) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn u32(&mut self, v: u32) {
        self.0.extend_from_slice(&v.to_le_bytes());
    }
    fn text(&mut self, s: &str) {
        let bytes = &s.as_bytes()[..s.len().min(255)];
        self.0.push(bytes.len() as u8);
        self.0.extend_from_slice(bytes);
    }
    fn halves(&mut self, values: &[f32]) {
        self.u32(values.len() as u32);
        for &v in values {
            self.u16(to_half(v));
        }
    }
    fn floats(&mut self, values: &[f32]) {
        self.u32(values.len() as u32);
        for &v in values {
            self.0.extend_from_slice(&v.to_le_bytes());
        }
    }
    fn conv(&mut self, c: &Conv) {
        self.0.push(CONV);
        self.text(&c.name);
        for v in [c.size, c.cin, c.cout] {
            self.u32(v as u32);
        }
        self.halves(&c.weights);
    }
    fn norm(&mut self, n: &Norm) {
        self.0.push(NORM);
        self.text(&n.name);
        self.floats(&n.scale);
        self.floats(&n.shift);
    }
    fn dense(&mut self, d: &Dense) {
        self.0.push(DENSE);
        self.text(&d.name);
        self.u32(d.cin as u32);
        self.u32(d.cout as u32);
        self.halves(&d.weights);
        self.floats(&d.bias);
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    layer: String,
}

impl Reader<'_> {
    fn take(&mut self, n: usize) -> Result<&[u8], LoadError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len());
        let end = end.ok_or_else(|| LoadError::Truncated { layer: self.layer.clone() })?;
        let slice = &self.bytes[self.at..end];
        self.at = end;
        Ok(slice)
    }
    fn syntax(&self, expected: &'static str) -> LoadError {
        LoadError::Syntax { layer: self.layer.clone(), expected }
    }
    fn byte(&mut self) -> Result<u8, LoadError> {
        Ok(self.take(1)?[0])
    }
    fn u16(&mut self) -> Result<u16, LoadError> {
        let b = self.take(2)?;
        Ok(u16::from_le_bytes([b[0], b[1]]))
    }
    fn u32(&mut self) -> Result<u32, LoadError> {
        let b = self.take(4)?;
        Ok(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }
    /// A size from 1 to a million.
    fn count(&mut self) -> Result<usize, LoadError> {
        match self.u32()? {
            n @ 1..=1_000_000 => Ok(n as usize),
            _ => Err(self.syntax("a size from 1 to a million")),
        }
    }
    fn text(&mut self) -> Result<String, LoadError> {
        let len = self.byte()? as usize;
        Ok(String::from_utf8_lossy(self.take(len)?).into_owned())
    }
    fn kind(&mut self, expected: u8, what: &'static str) -> Result<String, LoadError> {
        if self.byte()? != expected {
            return Err(self.syntax(what));
        }
        self.layer = self.text()?;
        Ok(self.layer.clone())
    }
    fn halves(&mut self, expected: usize) -> Result<Vec<f32>, LoadError> {
        if self.u32()? as usize != expected {
            return Err(self.syntax("as many weights as the layer's shape says"));
        }
        let bytes = self.take(expected.checked_mul(2).ok_or_else(|| self.syntax("a sensible size"))?)?;
        let values: Vec<f32> = bytes.chunks_exact(2).map(|b| from_half(u16::from_le_bytes([b[0], b[1]]))).collect();
        self.finite(values)
    }
    fn floats(&mut self) -> Result<Vec<f32>, LoadError> {
        let n = self.u32()? as usize;
        if n > 1_000_000 {
            return Err(self.syntax("a sensible number of values"));
        }
        let bytes = self.take(n * 4)?;
        let values = bytes.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
        self.finite(values)
    }
    fn finite(&self, values: Vec<f32>) -> Result<Vec<f32>, LoadError> {
        if values.iter().all(|v| v.is_finite()) {
            Ok(values)
        } else {
            Err(LoadError::NotFinite { layer: self.layer.clone() })
        }
    }
    fn conv(&mut self) -> Result<Conv, LoadError> {
        let name = self.kind(CONV, "a convolution")?;
        let (size, cin, cout) = (self.count()?, self.count()?, self.count()?);
        if size > 9 {
            return Err(self.syntax("a kernel of at most 9×9"));
        }
        let n = (size * size).checked_mul(cin).and_then(|x| x.checked_mul(cout)).ok_or_else(|| self.syntax("a sensible size"))?;
        Ok(Conv { name, size, cin, cout, weights: self.halves(n)? })
    }
    fn norm(&mut self) -> Result<Norm, LoadError> {
        let name = self.kind(NORM, "a batch norm")?;
        Ok(Norm { name, scale: self.floats()?, shift: self.floats()? })
    }
    fn dense(&mut self) -> Result<Dense, LoadError> {
        let name = self.kind(DENSE, "a dense layer")?;
        let (cin, cout) = (self.count()?, self.count()?);
        let n = cin.checked_mul(cout).ok_or_else(|| self.syntax("a sensible size"))?;
        Ok(Dense { name, cin, cout, weights: self.halves(n)?, bias: self.floats()? })
    }
}

/// The nearest 16-bit float (ties to even); values beyond its range become infinite.
pub(super) fn to_half(v: f32) -> u16 {
    let bits = v.to_bits();
    let sign = ((bits >> 16) & 0x8000) as u16;
    let exp = ((bits >> 23) & 0xff) as i32;
    let mant = bits & 0x007f_ffff;
    if exp == 0xff {
        return sign | 0x7c00 | if mant != 0 { 0x200 } else { 0 };
    }
    let e = exp - 127 + 15;
    if e >= 0x1f {
        return sign | 0x7c00;
    }
    if e <= 0 {
        // Subnormal half (or zero): shift the mantissa with its hidden bit.
        if e < -10 {
            return sign;
        }
        let m = mant | 0x0080_0000;
        let shift = (14 - e) as u32;
        let half = m >> shift;
        let rest = m & ((1 << shift) - 1);
        let halfway = 1 << (shift - 1);
        let round = rest > halfway || (rest == halfway && half & 1 == 1);
        return sign | (half + round as u32) as u16;
    }
    let half = ((e as u32) << 10) | (mant >> 13);
    let rest = mant & 0x1fff;
    let round = rest > 0x1000 || (rest == 0x1000 && half & 1 == 1);
    sign | (half + round as u32) as u16
}

/// The 32-bit float of a 16-bit one (exact).
pub(super) fn from_half(h: u16) -> f32 {
    let sign = ((h & 0x8000) as u32) << 16;
    let exp = ((h >> 10) & 0x1f) as u32;
    let mant = (h & 0x3ff) as u32;
    let bits = match exp {
        0 if mant == 0 => sign,
        0 => {
            // Subnormal: normalise.
            let mut e = 127 - 15 + 1;
            let mut m = mant;
            while m & 0x400 == 0 {
                m <<= 1;
                e -= 1;
            }
            sign | ((e as u32) << 23) | ((m & 0x3ff) << 13)
        }
        0x1f => sign | 0x7f80_0000 | (mant << 13),
        _ => sign | ((exp + 127 - 15) << 23) | (mant << 13),
    };
    f32::from_bits(bits)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn halves_round_to_the_nearest_and_come_back_exactly() {
        for h in 0..=0x7bffu16 {
            let f = from_half(h);
            assert_eq!(to_half(f), h, "{h:#x} = {f}");
            assert_eq!(to_half(-f), h | 0x8000);
        }
        assert_eq!(from_half(to_half(1.0)), 1.0);
        assert_eq!(from_half(to_half(0.1)), 0.099_975_586);
        assert_eq!(to_half(1e6), 0x7c00, "too large is infinite");
        assert_eq!(to_half(1e-9), 0, "too small is zero");
        assert_eq!(to_half(1.0 + 1.0 / 2048.0), 0x3c00, "a tie goes to the even neighbour");
    }
}
