//! Reading KataGo's binary model format (`.bin`, or `.bin.gz` compressed with gzip), version 8:
//! whitespace-separated header words for each layer, then its numbers as `@BIN@` followed by
//! little-endian 32-bit floats. Batch norms are folded into a scale and a shift as they load.
//!
//! Every fault is a [`LoadError`]; nothing here panics on any input.

use std::io::Read;

use super::model::{Block, Conv, Dense, Model, Norm, PolicyHead, ValueHead, VERSION};
use super::LoadError;

/// The most a compressed file may grow to (the 6-block network is 4 MB, the 40-block one 180 MB).
const MAX_INFLATED: u64 = 256 << 20;

/// Reads a model from the bytes of a `.bin` or `.bin.gz` file.
///
/// # Errors
/// A [`LoadError`] saying why the bytes are not a model this engine can run.
pub fn read(bytes: &[u8]) -> Result<Model, LoadError> {
    if bytes.is_empty() {
        return Err(LoadError::Empty);
    }
    if bytes.starts_with(&[0x1f, 0x8b]) {
        let mut inflated = Vec::new();
        let mut decoder = flate2::read::GzDecoder::new(bytes).take(MAX_INFLATED + 1);
        decoder.read_to_end(&mut inflated).map_err(|_| LoadError::Gzip)?;
        if inflated.len() as u64 > MAX_INFLATED {
            return Err(LoadError::TooLarge);
        }
        return parse(&inflated);
    }
    parse(bytes)
}

fn parse(bytes: &[u8]) -> Result<Model, LoadError> {
    let mut r = Reader { bytes, at: 0, layer: "model".to_string() };
    let name = r.word()?;
    let version = r.int("the format version")?;
    if version != VERSION as i64 {
        return Err(LoadError::Version(version));
    }
    let spatial_inputs = r.count("the number of input planes")?;
    let global_inputs = r.count("the number of global inputs")?;

    r.layer = r.word()?;
    let blocks = r.count("the number of blocks")?;
    let _trunk = r.count("the trunk's channels")?;
    let _mid = r.count("the blocks' channels")?;
    let _regular = r.count("the regular channels")?;
    let _dilated = r.count("the dilated channels")?;
    let _pooled = r.count("the pooled channels")?;
    let initial = r.conv()?;
    let initial_global = r.dense(false)?;
    let mut trunk = Vec::with_capacity(blocks.min(64));
    for _ in 0..blocks {
        let kind = r.word()?;
        r.layer = r.word()?;
        trunk.push(match kind.as_str() {
            "ordinary_block" => {
                let pre = r.norm()?;
                r.activation()?;
                let conv1 = r.conv()?;
                let mid = r.norm()?;
                r.activation()?;
                let conv2 = r.conv()?;
                Block::Ordinary { pre, conv1, mid, conv2 }
            }
            "gpool_block" => {
                let pre = r.norm()?;
                r.activation()?;
                let regular = r.conv()?;
                let pool_conv = r.conv()?;
                let pool_norm = r.norm()?;
                r.activation()?;
                let pool_to_bias = r.dense(false)?;
                let mid = r.norm()?;
                r.activation()?;
                let conv2 = r.conv()?;
                Block::Pooled { pre, regular, pool_conv, pool_norm, pool_to_bias, mid, conv2 }
            }
            _ => return Err(LoadError::UnknownBlock(kind)),
        });
    }
    let tip = r.norm()?;
    r.activation()?;

    r.layer = r.word()?;
    let p1 = r.conv()?;
    let g1 = r.conv()?;
    let g1_norm = r.norm()?;
    r.activation()?;
    let pool_to_bias = r.dense(false)?;
    let p1_norm = r.norm()?;
    r.activation()?;
    let p2 = r.conv()?;
    let pool_to_pass = r.dense(false)?;
    let policy = PolicyHead { p1, g1, g1_norm, pool_to_bias, p1_norm, p2, pool_to_pass };

    r.layer = r.word()?;
    let v1 = r.conv()?;
    let v1_norm = r.norm()?;
    r.activation()?;
    let v2 = r.dense(true)?;
    r.activation()?;
    let v3 = r.dense(true)?;
    let score = r.dense(true)?;
    let ownership = r.conv()?;
    let value = ValueHead { v1, v1_norm, v2, v3, score, ownership };

    let model = Model {
        name,
        version: VERSION,
        spatial_inputs,
        global_inputs,
        initial,
        initial_global,
        blocks: trunk,
        tip,
        policy,
        value,
    };
    model.check()?;
    Ok(model)
}

/// A cursor over the file's bytes that knows which layer it is in, for the errors.
struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    layer: String,
}

impl Reader<'_> {
    fn truncated(&self) -> LoadError {
        LoadError::Truncated { layer: self.layer.clone() }
    }

    fn syntax(&self, expected: &'static str) -> LoadError {
        LoadError::Syntax { layer: self.layer.clone(), expected }
    }

    /// The next whitespace-separated word (at most 256 bytes, printable ASCII).
    fn word(&mut self) -> Result<String, LoadError> {
        while self.at < self.bytes.len() && self.bytes[self.at].is_ascii_whitespace() {
            self.at += 1;
        }
        let start = self.at;
        while self.at < self.bytes.len() && !self.bytes[self.at].is_ascii_whitespace() {
            if !self.bytes[self.at].is_ascii_graphic() || self.at - start >= 256 {
                return Err(self.syntax("a name or a number"));
            }
            self.at += 1;
        }
        if start == self.at {
            return Err(self.truncated());
        }
        Ok(String::from_utf8_lossy(&self.bytes[start..self.at]).into_owned())
    }

    fn int(&mut self, what: &'static str) -> Result<i64, LoadError> {
        self.word()?.parse().map_err(|_| self.syntax(what))
    }

    /// A count from 1 to a million.
    fn count(&mut self, what: &'static str) -> Result<usize, LoadError> {
        match self.int(what)? {
            n @ 1..=1_000_000 => Ok(n as usize),
            _ => Err(self.syntax(what)),
        }
    }

    fn float(&mut self, what: &'static str) -> Result<f32, LoadError> {
        let v: f32 = self.word()?.parse().map_err(|_| self.syntax(what))?;
        if v.is_finite() {
            Ok(v)
        } else {
            Err(self.syntax(what))
        }
    }

    fn flag(&mut self, what: &'static str) -> Result<bool, LoadError> {
        match self.int(what)? {
            0 => Ok(false),
            1 => Ok(true),
            _ => Err(self.syntax(what)),
        }
    }

    /// `n` little-endian floats after `@BIN@`, every one finite.
    fn floats(&mut self, n: usize) -> Result<Vec<f32>, LoadError> {
        let mut skipped = 0;
        while self.at < self.bytes.len() && self.bytes[self.at] != b'@' {
            skipped += 1;
            self.at += 1;
            if skipped > 100 {
                return Err(self.syntax("a block of numbers (@BIN@)"));
            }
        }
        if !self.bytes[self.at..].starts_with(b"@BIN@") {
            return Err(if self.at >= self.bytes.len() { self.truncated() } else { self.syntax("@BIN@") });
        }
        self.at += 5;
        let len = n.checked_mul(4).ok_or_else(|| self.syntax("a sensible number of weights"))?;
        let end = self.at.checked_add(len).filter(|&e| e <= self.bytes.len()).ok_or_else(|| self.truncated())?;
        let values: Vec<f32> =
            self.bytes[self.at..end].chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
        self.at = end;
        if values.iter().any(|v| !v.is_finite()) {
            return Err(LoadError::NotFinite { layer: self.layer.clone() });
        }
        Ok(values)
    }

    fn conv(&mut self) -> Result<Conv, LoadError> {
        let name = self.word()?;
        let rows = self.count("the kernel's height")?;
        let cols = self.count("the kernel's width")?;
        let cin = self.count("the input channels")?;
        let cout = self.count("the output channels")?;
        let dilation = (self.count("the dilation")?, self.count("the dilation")?);
        if rows != cols || rows % 2 == 0 || rows > 9 || dilation != (1, 1) {
            return Err(LoadError::Shape { layer: name, expected: "an odd square kernel with no dilation" });
        }
        let n = rows * cols * cin.checked_mul(cout).ok_or_else(|| self.syntax("a sensible number of weights"))?;
        let weights = self.floats(n)?;
        Ok(Conv { name, size: rows, cin, cout, weights })
    }

    fn norm(&mut self) -> Result<Norm, LoadError> {
        let name = self.word()?;
        let channels = self.count("the number of channels")?;
        let epsilon = self.float("epsilon")?;
        let has_scale = self.flag("whether it has a scale")?;
        let has_bias = self.flag("whether it has a bias")?;
        if epsilon <= 0.0 {
            return Err(self.syntax("a positive epsilon"));
        }
        let mean = self.floats(channels)?;
        let variance = self.floats(channels)?;
        let scale = if has_scale { self.floats(channels)? } else { vec![1.0; channels] };
        let bias = if has_bias { self.floats(channels)? } else { vec![0.0; channels] };
        let mut folded = Norm { name, scale: Vec::with_capacity(channels), shift: Vec::with_capacity(channels) };
        for c in 0..channels {
            if variance[c] + epsilon <= 0.0 {
                return Err(LoadError::NotFinite { layer: folded.name });
            }
            let s = scale[c] / (variance[c] + epsilon).sqrt();
            folded.scale.push(s);
            folded.shift.push(bias[c] - mean[c] * s);
        }
        Ok(folded)
    }

    fn activation(&mut self) -> Result<(), LoadError> {
        self.word().map(|_| ())
    }

    fn dense(&mut self, with_bias: bool) -> Result<Dense, LoadError> {
        let name = self.word()?;
        let cin = self.count("the inputs")?;
        let cout = self.count("the outputs")?;
        let weights = self.floats(cin.checked_mul(cout).ok_or_else(|| self.syntax("a sensible number of weights"))?)?;
        let bias = if with_bias {
            let _bias_name = self.word()?;
            let n = self.count("the number of biases")?;
            if n != cout {
                return Err(LoadError::Shape { layer: name, expected: "one bias per output" });
            }
            self.floats(n)?
        } else {
            Vec::new()
        };
        Ok(Dense { name, cin, cout, weights, bias })
    }
}
