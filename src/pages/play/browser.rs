//! What the Play page asks of the browser beyond drawing: whether the screen is mainly
//! touched, and the board's keyboard focus.

use crate::play::saved::PlayPrefs;

/// Whether a tap on the board previews a stone and a second tap plays it: the learner's pick,
/// else on for a screen that is mainly touched. The game and both switches read it here, so
/// a switch always shows what the board does.
pub(super) fn tap_to_confirm(prefs: &PlayPrefs) -> bool {
    prefs.tap_to_confirm.unwrap_or_else(|| {
        web_sys::window()
            .and_then(|w| w.match_media("(pointer: coarse)").ok().flatten())
            .is_some_and(|m| m.matches())
    })
}

/// Gives the board the keyboard focus once it is drawn, and shows the page from its top, where
/// the board is (focusing alone would scroll only as far as the board's lower edge).
pub(super) fn focus_board() {
    after_drawing(|_| crate::route::scroll_to_top());
}

/// Gives the board the keyboard focus once it is drawn and brings its top to the top of the
/// screen (below the sticky header), so what is said under it is in view with it: for a
/// choice made far down the page, such as a mistake in the review's list.
pub(super) fn show_board() {
    after_drawing(|board| board.scroll_into_view());
}

/// Once the page is drawn: focuses the board (without scrolling) and then runs `scroll`.
fn after_drawing(scroll: impl FnOnce(&web_sys::HtmlElement) + 'static) {
    gloo_timers::callback::Timeout::new(0, move || {
        let board = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector(".play .goban__frame").ok().flatten())
            .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
        if let Some(board) = board {
            let options = web_sys::FocusOptions::new();
            options.set_prevent_scroll(true);
            let _ = board.focus_with_options(&options);
            scroll(&board);
        }
    })
    .forget();
}

