//! `exp`, `ln`, `tanh` and `softplus` in plain arithmetic, so that the network's outputs are
//! the same to the last bit natively and in WebAssembly (the platforms' own `expf` differ in
//! the last place, and a search that sees different numbers can choose a different move).

/// e^x, within 2 units in the last place for |x| < 80; 0 below −87, infinity above 88.
pub fn exp(x: f32) -> f32 {
    if x.is_nan() {
        return x;
    }
    if x < -87.0 {
        return 0.0;
    }
    if x > 88.0 {
        return f32::INFINITY;
    }
    const LN2_HI: f32 = 0.693_145_75;
    const LN2_LO: f32 = 1.428_606_8e-6;
    let k = (x * std::f32::consts::LOG2_E + if x < 0.0 { -0.5 } else { 0.5 }) as i32;
    let kf = k as f32;
    let r = (x - kf * LN2_HI) - kf * LN2_LO;
    // e^r on |r| ≤ ln2/2 by its Taylor series to r^7.
    let p = 1.0
        + r * (1.0
            + r * (0.5
                + r * (1.0 / 6.0 + r * (1.0 / 24.0 + r * (1.0 / 120.0 + r * (1.0 / 720.0 + r * (1.0 / 5040.0)))))));
    // Multiply by 2^k in two steps so that k = 128 or -126..-149 stay representable.
    let half = k / 2;
    p * pow2(half) * pow2(k - half)
}

fn pow2(k: i32) -> f32 {
    f32::from_bits(((k + 127) as u32) << 23)
}

/// The natural logarithm of a positive x (NaN for x ≤ 0, except −infinity at 0).
pub fn ln(x: f32) -> f32 {
    if x.is_nan() || x < 0.0 {
        return f32::NAN;
    }
    if x == 0.0 {
        return f32::NEG_INFINITY;
    }
    if x.is_infinite() {
        return x;
    }
    let (mut m, mut e) = if x < f32::MIN_POSITIVE { (x * 8_388_608.0, -23) } else { (x, 0) };
    let bits = m.to_bits();
    e += ((bits >> 23) & 0xff) as i32 - 127;
    m = f32::from_bits((bits & 0x007f_ffff) | 0x3f80_0000);
    if m > std::f32::consts::SQRT_2 {
        m *= 0.5;
        e += 1;
    }
    // ln m = 2 atanh(s), s = (m − 1)/(m + 1), |s| < 0.172.
    let s = (m - 1.0) / (m + 1.0);
    let s2 = s * s;
    let atanh = s * (1.0 + s2 * (1.0 / 3.0 + s2 * (1.0 / 5.0 + s2 * (1.0 / 7.0 + s2 * (1.0 / 9.0)))));
    2.0 * atanh + e as f32 * std::f32::consts::LN_2
}

/// The hyperbolic tangent.
pub fn tanh(x: f32) -> f32 {
    if x > 9.0 {
        return 1.0;
    }
    if x < -9.0 {
        return -1.0;
    }
    if x.abs() < 0.0625 {
        let x2 = x * x;
        return x * (1.0 - x2 * (1.0 / 3.0 - x2 * (2.0 / 15.0)));
    }
    let e = exp(2.0 * x);
    (e - 1.0) / (e + 1.0)
}

/// ln(1 + e^x), without overflow.
pub fn softplus(x: f32) -> f32 {
    if x > 20.0 {
        x
    } else {
        x.max(0.0) + ln_1p(exp(-x.abs()))
    }
}

/// ln(1 + t) for t ≥ 0, accurate for small t too.
fn ln_1p(t: f32) -> f32 {
    if t < 0.5 {
        // 2 atanh(s) with s = t / (2 + t) < 0.2, without forming 1 + t.
        let s = t / (2.0 + t);
        let s2 = s * s;
        2.0 * s * (1.0 + s2 * (1.0 / 3.0 + s2 * (1.0 / 5.0 + s2 * (1.0 / 7.0 + s2 * (1.0 / 9.0 + s2 / 11.0)))))
    } else {
        ln(1.0 + t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f32, b: f32, rel: f32) -> bool {
        (a - b).abs() <= rel * b.abs().max(1e-30)
    }

    #[test]
    fn exp_matches_the_platform_within_a_few_units_in_the_last_place() {
        let mut x = -87.0f32;
        while x < 88.0 {
            assert!(close(exp(x), x.exp(), 3e-7), "exp({x}) = {} vs {}", exp(x), x.exp());
            x += 0.0137;
        }
        assert_eq!(exp(0.0), 1.0);
        assert_eq!(exp(-100.0), 0.0);
    }

    #[test]
    fn ln_tanh_and_softplus_match_the_platform() {
        let mut x = 1e-30f32;
        while x < 1e30 {
            assert!((ln(x) - x.ln()).abs() <= 2e-6 * x.ln().abs().max(1.0), "ln({x})");
            x *= 1.37;
        }
        let mut x = -12.0f32;
        while x < 12.0 {
            assert!((tanh(x) - x.tanh()).abs() < 2e-7, "tanh({x})");
            let sp = (1.0f64 + (x as f64).exp()).ln() as f32;
            assert!(close(softplus(x), sp, 2e-6), "softplus({x})");
            x += 0.0071;
        }
    }
}
