//! A step on a phone's stage (learn.css): a board the learner taps or counts, or a big one,
//! has a size of its own ([`board_box_classes`]); another board takes the room the step
//! leaves when the step is first shown and keeps it, so a reply, a hint or a caption that
//! appears later does not shrink it; when a reply comes the page moves so that it shows in its
//! place under the task with the board still in sight, and what does not fit waits at the
//! screen's bottom edge (CSS).

use yew::prelude::*;

use crate::board_view::BoardView;
use crate::board_zoom::full_width;
use crate::lessons::format::{CountKind, Step, Task};
use crate::lessons::player::reply_texts;
use crate::lessons::text::plain;

/// The classes of a step's board box (`lesson__board`) for the board `view` draws and the
/// step's `task`. On a phone a board the learner taps (a move, points to find) or counts (a
/// number to give) of up to nine lines across and down has a size of its own, whatever the
/// step's text leaves (learn.css: at least 300 px and 30 px a line, a 9×9 board about
/// 320 px), so its points are a finger apart, one tap places one stone, and a count is read
/// at the size of a 9×9 board's; a bigger board has the screen's width, so a count on it stays
/// readable, and a tap on it zooms in first (`board_zoom`). The board of a question answered
/// beside it (a choice, pictures) of up to nine lines, and of any size for a number the text
/// gives, takes the room the step leaves, so the question, the answer and its reply are on
/// screen with it.
pub fn board_box_classes(view: &BoardView, task: &Task) -> Classes {
    let lines = view.region.columns().max(view.region.rows());
    // A number the text gives (half of 361) is worked out, not counted on the board: its
    // board, of any size, is a picture beside the question.
    let pictured = matches!(task, Task::Number(n) if n.count == CountKind::Given);
    let read = matches!(task, Task::Play(_) | Task::Capture(_) | Task::Save(_) | Task::Points(_) | Task::Number(_)) && !pictured;
    let small = full_width(lines).then(|| match lines {
        0..=5 => "lesson__board--lines-5",
        6 => "lesson__board--lines-6",
        7 => "lesson__board--lines-7",
        8 => "lesson__board--lines-8",
        _ => "lesson__board--lines-9",
    });
    let sized = read || (small.is_none() && !pictured);
    classes!("lesson__board", sized.then_some("lesson__board--sized"), small.filter(|_| sized))
}

/// Room kept under the task for a reply of two or three lines, in pixels, when the step is too
/// tall for the screen to keep room for its own replies ([`reply_room`]).
const REPLY_ROOM: i32 = 88;

/// The smallest board the phone layout makes (learn.css: `min-height: 12rem`).
const SMALLEST_BOARD: i32 = 192;

/// The node to put on the board's box. Each time `step` changes, the box is measured as the
/// layout makes it, with the room for the step's replies ([`reply_room`]) below it, and keeps
/// that height (`--steady-height`, which only the phone layout reads) until the next step.
/// When the step with that room is taller than the screen, the room goes and the board keeps
/// room for a reply of two or three lines instead (the reply then waits at the screen's bottom
/// edge, learn.css). Set through the style object: the app's content security policy refuses
/// style attributes.
#[hook]
pub fn use_steady_board<K: PartialEq + Clone + 'static>(step: K) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(step, move |_| {
            let Some(board) = node.cast::<web_sys::HtmlElement>() else { return };
            let style = board.style();
            let _ = style.remove_property("--steady-height");
            let _ = style.remove_property("--steady-flex");
            let room = board
                .parent_element()
                .and_then(|body| body.query_selector(".reply-room").ok().flatten())
                .and_then(|e| wasm_bindgen::JsCast::dyn_into::<web_sys::HtmlElement>(e).ok());
            let mut kept_room = room.is_some();
            if let Some(room) = &room {
                let _ = room.style().remove_property("display");
                if page_is_taller_than_screen() {
                    let _ = room.style().set_property("display", "none");
                    kept_room = false;
                }
            }
            let height = board.offset_height();
            if height > 0 {
                let kept = if kept_room { height } else { (height - REPLY_ROOM).max(height.min(SMALLEST_BOARD)) };
                let _ = style.set_property("--steady-height", &format!("{kept}px"));
                let _ = style.set_property("--steady-flex", "none");
            }
        });
    }
    node
}

/// Where the site's sticky header ends on screen, in pixels from the top (0 without one): the
/// top of what can be seen.
pub fn header_bottom(window: &web_sys::Window) -> f64 {
    window
        .document()
        .and_then(|d| d.query_selector(".site-header").ok().flatten())
        .map_or(0.0, |h| h.get_bounding_client_rect().bottom().max(0.0))
}

/// Whether the page is taller than the screen (it scrolls).
fn page_is_taller_than_screen() -> bool {
    let Some(window) = web_sys::window() else { return false };
    let screen = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    let page = window.document().and_then(|d| d.document_element()).map_or(0, |e| e.scroll_height());
    screen > 0.0 && f64::from(page) > screen + 1.0
}

/// Room for the step's tallest reply, kept before the learner answers (hidden, and silent for
/// screen readers): the board takes what is left, so the reply that comes takes this room
/// instead of pushing the board or covering the answers. A move's reply may add a sentence of
/// its own ("White answers at E4."), so move steps keep a line more.
pub fn reply_room(step: &Step) -> Html {
    let texts = reply_texts(step);
    if texts.is_empty() {
        return html! {};
    }
    let moves = matches!(step.task, Task::Play(_) | Task::Capture(_) | Task::Save(_));
    html! {
        <div class={classes!("reply-room", moves.then_some("reply-room--move"))} aria-hidden="true">
            { for texts.iter().map(|t| html! { <span>{ plain(t) }</span> }) }
        </div>
    }
}

/// The node to put on a step's reply, with the board's node. Each time `reply` changes, the
/// page moves as little as it can so that the reply is on screen under the task that was
/// answered, not over the task's last lines (the answers), while every point of the board
/// stays on screen under the site's sticky header. A learner who scrolled down to an answer sees the
/// board again with its reply. What does not fit waits at the screen's bottom edge
/// (learn.css), over the task's end.
#[hook]
pub fn use_reply_with_board<K: PartialEq + Clone + 'static>(reply: K, board: NodeRef) -> NodeRef {
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with(reply, move |_| {
            let Some(reply) = node.cast::<web_sys::Element>() else { return };
            let Some(window) = web_sys::window() else { return };
            let screen = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
            let r = reply.get_bounding_client_rect();
            if screen <= 0.0 || r.height() <= 0.0 {
                return;
            }
            // The top of what can be seen: under the sticky header.
            let top = header_bottom(&window);
            // The top of the board's first row of points: the coordinates above it may go
            // under the header (they are written below the board too), so a reply that grows
            // (a hint after a second miss) can still leave the answer box uncovered.
            // A step without a board (a question about the clock, the Resign button) keeps
            // nothing in sight above it: the page may move as far as the task needs.
            let board_top = board.cast::<web_sys::Element>().map_or(f64::INFINITY, |b| {
                let first_row = b.query_selector(".goban__hits > rect").ok().flatten();
                first_row.unwrap_or(b).get_bounding_client_rect().top()
            });
            // How far the page may move down with the board's top still in sight (less than 0:
            // the learner scrolled down to answer, and the page moves back up).
            let room = board_top - top;
            let covered = task_covered(&reply, screen);
            // The step buttons under the reply, in sight too where the board allows.
            let buttons_below = reply
                .parent_element()
                .map_or(0.0, |block| block.get_bounding_client_rect().bottom() - screen);
            let reply_bottom = r.bottom();
            let by = if reply_bottom > screen + 1.0 {
                // The reply first, and the task uncovered as far as the board allows.
                (reply_bottom - screen).max(covered.min(room))
            } else if room < 0.0 {
                // The board back in sight, the reply still on screen: where the reply waits at
                // the screen's bottom edge (learn.css), it stays there as the page moves.
                if waits_at_edge(&reply, &window) {
                    room
                } else {
                    room.max(reply_bottom - screen)
                }
            } else {
                covered.max(buttons_below).max(0.0).min(room)
            };
            if by.abs() > 1.0 {
                window.scroll_by_with_x_and_y(0.0, by);
            }
        });
    }
    node
}

/// Whether the block holding `reply` waits at the screen's bottom edge while its place is
/// below (sticky, as on a phone).
fn waits_at_edge(reply: &web_sys::Element, window: &web_sys::Window) -> bool {
    reply
        .parent_element()
        .and_then(|block| window.get_computed_style(&block).ok().flatten())
        .and_then(|style| style.get_property_value("position").ok())
        .is_some_and(|position| position == "sticky")
}

/// How far the page must move up for the block holding `reply` (sticky on a phone: it waits
/// at the screen's bottom edge while its place is below) to leave the end of what comes
/// before it, the task, uncovered, in pixels; 0 or less when it covers nothing.
fn task_covered(reply: &web_sys::Element, screen: f64) -> f64 {
    let Some(block) = reply.parent_element() else { return 0.0 };
    let Some(task) = block.previous_element_sibling() else { return 0.0 };
    let task = task.get_bounding_client_rect();
    if task.height() <= 0.0 {
        return 0.0;
    }
    // Held at the edge, the block's top is there however far the page moves.
    task.bottom() - (screen - block.get_bounding_client_rect().height())
}
