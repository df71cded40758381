//! A step on a phone's stage (learn.css): the board takes the room the step leaves when the
//! step is first shown and keeps it, so a reply, a hint or a caption that appears later does
//! not shrink it; a reply that would fall below the screen waits at its bottom edge (CSS), or
//! when even that is not enough, the page moves just far enough to show it.

use yew::prelude::*;

/// Room kept under the task for a reply of two or three lines, in pixels: the board leaves it
/// free when the step is first shown, so the reply and the step buttons fit with it later.
const REPLY_ROOM: i32 = 88;

/// The smallest board the phone layout makes (learn.css: `min-height: 12rem`).
const SMALLEST_BOARD: i32 = 192;

/// The node to put on the board's box. Each time `step` changes, the box is measured as the
/// layout makes it and keeps that height less the room for a reply (`--steady-height`, which
/// only the phone layout reads) until the next step. Set through the style object: the app's
/// content security policy refuses style attributes.
#[hook]
pub fn use_steady_board<K: PartialEq + Clone + 'static>(step: K) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(step, move |_| {
            if let Some(board) = node.cast::<web_sys::HtmlElement>() {
                let style = board.style();
                let _ = style.remove_property("--steady-height");
                let _ = style.remove_property("--steady-flex");
                let height = board.offset_height();
                if height > 0 {
                    let kept = (height - REPLY_ROOM).max(height.min(SMALLEST_BOARD));
                    let _ = style.set_property("--steady-height", &format!("{kept}px"));
                    let _ = style.set_property("--steady-flex", "none");
                }
            }
        });
    }
    node
}

/// The node to put on a step's reply. Each time `reply` changes, a reply whose end is below
/// the screen is brought up to its bottom edge (a few lines at most: the sticky reply covers
/// the other cases).
#[hook]
pub fn use_reply_in_view<K: PartialEq + Clone + 'static>(reply: K) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(reply, move |_| {
            let Some(reply) = node.cast::<web_sys::Element>() else { return };
            let Some(window) = web_sys::window() else { return };
            let screen = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
            let bottom = reply.get_bounding_client_rect().bottom();
            if screen > 0.0 && bottom > screen + 1.0 {
                reply.scroll_into_view_with_bool(false);
            }
        });
    }
    node
}
