//! Stone sounds synthesised with Web Audio (no sound files): a short wooden click when a
//! stone is placed, a patter of small clicks when stones are captured, and a low bump when a
//! move is refused. Muting is remembered by the page; here it is a switch. Every Web Audio
//! call may fail (no audio device, an old browser, autoplay rules): failures are silent.

use std::cell::{Cell, RefCell};

use web_sys::{AudioContext, AudioContextState, OscillatorType};

thread_local! {
    static CONTEXT: RefCell<Option<AudioContext>> = const { RefCell::new(None) };
    static MUTED: Cell<bool> = const { Cell::new(false) };
}

/// Turns all sounds off or on.
pub fn set_muted(muted: bool) {
    MUTED.with(|m| m.set(muted));
}

/// Whether sounds are off.
pub fn is_muted() -> bool {
    MUTED.with(Cell::get)
}

/// Makes and starts the audio context ahead of the first sound (starting it can take a long
/// moment), for example when the board gets focus or a key, so the first stone's click does
/// not delay its frame. Browsers start audio only after a click or a key.
pub fn warm_up() {
    with_context(|_, _| {});
}

/// A stone placed on the board.
pub fn stone() {
    with_context(|ctx, t| {
        tone(ctx, t, OscillatorType::Triangle, (1400.0, 240.0), 0.045, 0.35);
        tone(ctx, t, OscillatorType::Sine, (190.0, 110.0), 0.09, 0.25);
    });
}

/// `count` stones taken off the board (up to five clicks).
pub fn capture(count: usize) {
    with_context(|ctx, t| {
        for k in 0..count.clamp(1, 5) {
            let at = t + 0.12 + 0.07 * k as f64;
            tone(ctx, at, OscillatorType::Triangle, (2300.0, 900.0), 0.03, 0.18);
        }
    });
}

/// A move the rules do not allow.
pub fn refused() {
    with_context(|ctx, t| tone(ctx, t, OscillatorType::Sine, (220.0, 150.0), 0.16, 0.2));
}

/// Runs `f` with the audio context and its current time, unless muted or unavailable. The
/// context is made on first use (after a click, so browsers allow sound).
fn with_context(f: impl FnOnce(&AudioContext, f64)) {
    if is_muted() {
        return;
    }
    CONTEXT.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            *slot = AudioContext::new().ok();
        }
        let Some(ctx) = slot.as_ref() else { return };
        if ctx.state() == AudioContextState::Suspended {
            let _ = ctx.resume();
        }
        f(ctx, ctx.current_time());
    });
}

/// One tone from `start`: the pitch glides from `freq.0` to `freq.1` and the volume dies
/// away over `length` seconds.
fn tone(ctx: &AudioContext, start: f64, kind: OscillatorType, freq: (f32, f32), length: f64, volume: f32) {
    let Ok(osc) = ctx.create_oscillator() else { return };
    let Ok(gain) = ctx.create_gain() else { return };
    osc.set_type(kind);
    let pitch = osc.frequency();
    let _ = pitch.set_value_at_time(freq.0, start);
    let _ = pitch.exponential_ramp_to_value_at_time(freq.1, start + length);
    let level = gain.gain();
    let _ = level.set_value_at_time(volume, start);
    let _ = level.exponential_ramp_to_value_at_time(0.001, start + length);
    if osc.connect_with_audio_node(&gain).is_err() {
        return;
    }
    if gain.connect_with_audio_node(&ctx.destination()).is_err() {
        return;
    }
    let _ = osc.start_with_when(start);
    let _ = osc.stop_with_when(start + length + 0.02);
}
