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
    after_drawing(|board| bring_into_sight(board, true));
}

/// Scrolls so that `board`'s top is just under the sticky header (`always`, or only when it is
/// out of sight), and the review's chosen mistake under it in sight too, as far as the board's
/// first row of points allows: the coordinates above it may go under the header (they are
/// written below the board too).
pub(super) fn bring_into_sight(board: &web_sys::Element, always: bool) {
    let Some(window) = web_sys::window() else { return };
    let top = crate::components::stage::header_bottom(&window);
    let screen = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    let r = board.get_bounding_client_rect();
    let out_of_sight = r.top() < top - 1.0 || r.top() > screen - r.height() / 2.0;
    let mut by = if always || out_of_sight { r.top() - top } else { 0.0 };
    let card = window.document().and_then(|d| d.query_selector(".review__card").ok().flatten());
    if let Some(card) = card {
        let first_row = board.query_selector(".goban__hits > rect").ok().flatten();
        let first_row_top = first_row.map_or(r.top(), |row| row.get_bounding_client_rect().top());
        let below = card.get_bounding_client_rect().bottom() - by - screen;
        if below > 0.0 {
            by += below.min(first_row_top - by - top).max(0.0);
        }
    }
    // To a place on the page, not by a distance: asked again while a smooth scroll is on its
    // way, it aims at the same place.
    let now = window.scroll_y().unwrap_or(0.0);
    if by.abs() >= 1.0 {
        window.scroll_to_with_x_and_y(0.0, now + by);
    }
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

