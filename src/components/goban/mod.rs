//! The board component: draws a [`BoardView`] as SVG and reports clicks, taps and keys. It
//! never decides what is legal; the page does, from the point it is given.
//!
//! # Props
//! - `view`: the data layers to draw (stones, last move, markers, labels, highlights, dimmed
//!   points, area shading, preview stone colour, coordinates). Build it with a pure function
//!   of the page's state; an unchanged view redraws nothing.
//! - `on_point`: called with the point clicked, tapped, or chosen with Enter/Space.
//! - `on_hover` (optional): the point under the pointer or the keyboard cursor, `None` when
//!   the pointer leaves; for aids such as showing a group's liberties.
//! - `announcement`: text for the board's live region (the page sets it after each move).
//! - `label`: the board's accessible name ("Game board, 9×9").
//! - `tap_to_confirm`: for small screens. While the view has a preview stone (`ghost`), the
//!   first tap shows the stone and the second tap on the same point calls `on_point`; taps
//!   elsewhere move the preview. Without a preview stone (marking dead stones, lessons that
//!   ask for a point) every tap goes straight through. Keys always go straight through.
//!
//! # A part of the board
//! A view whose `region` is not the whole board (a problem's corner or side) is drawn and
//! played on that region only: the picture covers its lines with the wood and coordinates a
//! whole board has, the lines run on a little at the cut sides, the coordinates name the
//! whole board's columns and rows, only the region's points can be tapped, and the keyboard
//! cursor stays in it.
//!
//! # Big boards on small touch screens
//! A board of up to nine lines across and down (9×9, or that part of a bigger board) is never
//! zoomed: a page gives it the screen's width ([`crate::board_zoom::full_width`]), so one tap
//! places one stone. When the points of a bigger board are drawn closer than a finger can tell
//! apart ([`crate::board_zoom::MIN_TAP_PX`]), a tap does not choose a point: it zooms into the part of the board around it (about half
//! the lines, twice the size), and the next tap there chooses the point and shows the whole
//! board again (a tap that chooses an area, `taps`, zooms only on a board drawn smaller still).
//! "Whole board" (or Escape) zooms out without choosing: it comes under the
//! board (covering none of it, nor the text above it), and the page moves up to show it if
//! it is below the screen. Mouse and keys are never zoomed. With `keep_zoom` (marking dead
//! stones, several in one part of the board; a lesson's step or a problem until it is solved,
//! so a wrong answer leaves the learner where they were) a tap in the window chooses its
//! point and the window stays until "Whole board", or until the page stops asking to keep it
//! (the marks are done, the step is solved), or the position goes back to one without a last
//! move ("Try again" at a step's start).
//!
//! # Keyboard and screen readers
//! The board is one focusable element with `role="application"` (screen readers then pass
//! the arrow keys to it) and `aria-roledescription="board"`. Arrow keys move a visible
//! cursor, Home/End go to the ends of the row, PageUp/PageDown to the top and bottom rows,
//! Enter or Space choose the point. The point last moved to with the keys, or last clicked
//! or tapped, is described with [`crate::text::describe_point`] in a polite live region, from
//! the board as it is now (so "F4, black stone, last move" once a stone is placed there, and
//! never a point of an earlier, bigger board); the `announcement` has its own.
//!
//! # Drawing
//! Static parts (wood, lines, star points, coordinates, the transparent hit squares) are
//! components that redraw only when the size changes; each point is a memoised cell, so a
//! move redraws a few cells and a cursor move redraws none.

mod layers;

use std::rc::Rc;
use std::sync::atomic::{AtomicU32, Ordering};

use wasm_bindgen::JsCast;
use yew::prelude::*;

use crate::board_view::{BoardView, CursorKey};
use crate::rules::{Color, Point};
use layers::{def_id, defs, Geometry, Grid, HitAreas, Layers, STEP};
use crate::board_zoom::{tap_zooms, TapTarget, Zoom};
use crate::text::Msg;

/// Props of [`Goban`]; see the module documentation.
#[derive(Properties, PartialEq)]
pub struct GobanProps {
    /// What to draw.
    pub view: Rc<BoardView>,
    /// A point was chosen.
    pub on_point: Callback<Point>,
    /// The point under the pointer or cursor changed.
    #[prop_or_default]
    pub on_hover: Option<Callback<Option<Point>>>,
    /// Text for the live region, announced by screen readers when it changes.
    #[prop_or_default]
    pub announcement: AttrValue,
    /// The board's accessible name.
    pub label: AttrValue,
    /// First tap previews, second tap plays.
    #[prop_or_default]
    pub tap_to_confirm: bool,
    /// Zoomed in, a tap chooses its point and the zoom stays (until "Whole board", or until
    /// this turns `false`, which shows the whole board again).
    #[prop_or_default]
    pub keep_zoom: bool,
    /// What a tap chooses: an area (any of its points will do) zooms in only on a board
    /// drawn smaller than a point needs ([`crate::board_zoom::MIN_AREA_TAP_PX`]).
    #[prop_or_default]
    pub taps: TapTarget,
    /// Extra classes on the outer element.
    #[prop_or_default]
    pub class: Classes,
    /// `false` for a picture only (a glossary diagram): no keyboard stop, no clicks, read by
    /// screen readers as one image named by `label`.
    #[prop_or(true)]
    pub interactive: bool,
}

/// A prefix for ids inside one board's SVG, unique in the page.
fn next_prefix() -> AttrValue {
    static NEXT: AtomicU32 = AtomicU32::new(0);
    AttrValue::from(format!("goban{}", NEXT.fetch_add(1, Ordering::Relaxed)))
}

/// CSS pixels between two lines of the board as drawn in `svg` (the drawing, the whole
/// board or its region, is fitted inside the element's box).
fn px_per_line(svg: &web_sys::Element, g: Geometry) -> f64 {
    let rect = svg.get_bounding_client_rect();
    let (_, _, w, h) = g.frame();
    (rect.width() / f64::from(w)).min(rect.height() / f64::from(h)) * f64::from(STEP)
}

/// The point whose hit square is the event's target.
fn point_of(event: &Event, view: &BoardView) -> Option<Point> {
    let target = event.target()?.dyn_into::<web_sys::Element>().ok()?;
    let i: usize = target.get_attribute("data-i")?.parse().ok()?;
    let n = view.size.get() as usize;
    (i < n * n).then(|| Point::new((i % n) as u8, (i / n) as u8)).flatten()
}

/// Scrolls the page up as little as brings `button` (under the board) wholly on screen, no
/// further than keeps the board's top under the site's sticky header.
fn bring_into_sight(button: &NodeRef) {
    let Some(button) = button.cast::<web_sys::Element>() else { return };
    let Some(window) = web_sys::window() else { return };
    let screen = window.inner_height().ok().and_then(|h| h.as_f64()).unwrap_or(0.0);
    let below = button.get_bounding_client_rect().bottom() - screen;
    if screen <= 0.0 || below <= 0.0 {
        return;
    }
    let header = crate::components::stage::header_bottom(&window);
    let board_top = button
        .closest(".goban")
        .ok()
        .flatten()
        .and_then(|g| g.query_selector(".goban__svg").ok().flatten())
        .map_or(header, |svg| svg.get_bounding_client_rect().top());
    let by = below.min(board_top - header);
    if by > 0.5 {
        window.scroll_by_with_x_and_y(0.0, by.ceil());
    }
}

/// The board. See the module documentation.
#[component]
pub fn Goban(props: &GobanProps) -> Html {
    let prefix = use_memo((), |_| next_prefix());
    let view = props.view.clone();
    let size = view.size;
    let region = view.region;
    // The cursor starts on the last move, else the middle of the board (of the region drawn).
    let start = view.last_move.filter(|&p| region.contains(p)).unwrap_or_else(|| region.middle());
    let cursor = use_state_eq(|| start);
    let hover = use_state_eq(|| None::<Point>);
    let pending = use_state_eq(|| None::<Point>);
    let focused = use_state_eq(|| false);
    // The cursor shows while the keyboard is in use, not after a click or tap.
    let keyboard = use_state_eq(|| false);
    let pressed = use_mut_ref(|| false);
    // The last press was a finger (zooming helps only fingers).
    let touch = use_mut_ref(|| false);
    let zoom = use_state_eq(|| None::<Zoom>);
    // A point was chosen in a window kept open (`keep_zoom`): the live region says the point.
    let chosen_in_zoom = use_state_eq(|| false);
    // The point the cursor live region describes, from the board as drawn now.
    let spoken = use_state_eq(|| None::<Point>);

    // A new position clears a preview that is no longer wanted.
    {
        let pending = pending.clone();
        use_effect_with(view.clone(), move |_| pending.set(None));
    }
    // Another board size or region starts unzoomed, the cursor where a new board starts it,
    // and nothing left to say of the board before.
    {
        let (zoom, spoken, cursor) = (zoom.clone(), spoken.clone(), cursor.clone());
        use_effect_with((size, region), move |_| {
            zoom.set(None);
            spoken.set(None);
            cursor.set(start);
        });
    }
    // The page no longer keeps the window (the marks are done, the step is solved): the
    // whole board again.
    {
        let zoom = zoom.clone();
        use_effect_with(props.keep_zoom, move |&keep| {
            if !keep {
                zoom.set(None);
            }
        });
    }
    // Back to a position without a last move ("Try again" puts a step's start back): the
    // whole board again, as the step first showed it.
    {
        let zoom = zoom.clone();
        use_effect_with(view.last_move.is_none(), move |&at_start| {
            if at_start {
                zoom.set(None);
            }
        });
    }
    let cursor_at = if size.contains(*cursor) && region.contains(*cursor) { *cursor } else { start };

    let onpointerdown = {
        let (pressed, touch) = (pressed.clone(), touch.clone());
        Callback::from(move |e: PointerEvent| {
            *pressed.borrow_mut() = true;
            *touch.borrow_mut() = e.pointer_type() == "touch";
        })
    };
    let onclick = {
        let (view, on_point, pending, cursor) = (view.clone(), props.on_point.clone(), pending.clone(), cursor.clone());
        let (keyboard, spoken, zoom, touch) = (keyboard.clone(), spoken.clone(), zoom.clone(), touch.clone());
        let (confirm, keep_zoom, chosen_in_zoom, taps) = (props.tap_to_confirm, props.keep_zoom, chosen_in_zoom.clone(), props.taps);
        Callback::from(move |e: MouseEvent| {
            let Some(p) = point_of(&e, &view) else { return };
            keyboard.set(false);
            cursor.set(p);
            spoken.set(Some(p));
            match *zoom {
                Some(_) => {
                    // The zoom was the careful look: this tap chooses the point.
                    if !keep_zoom {
                        zoom.set(None);
                    }
                    chosen_in_zoom.set(true);
                    pending.set(None);
                    on_point.emit(p);
                    return;
                }
                None if *touch.borrow() => {
                    // The drawing tapped (Yew hands events on from the page's root, so the
                    // current target is not the board).
                    let svg = e.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()).and_then(|t| t.closest(".goban__svg").ok().flatten());
                    let g = Geometry::of(&view);
                    let lines = view.region.columns().max(view.region.rows());
                    if let Some(svg) = svg.filter(|svg| tap_zooms(lines, px_per_line(svg, g), taps)) {
                        let rect = svg.get_bounding_client_rect();
                        zoom.set(Some(Zoom::around(view.size, p, rect.width().min(rect.height()), view.coordinates)));
                        chosen_in_zoom.set(false);
                        pending.set(None);
                        return;
                    }
                }
                None => {}
            }
            if confirm && view.ghost.is_some() && *pending != Some(p) {
                pending.set(Some(p));
                return;
            }
            pending.set(None);
            on_point.emit(p);
        })
    };
    let onpointermove = {
        let (view, hover, on_hover) = (view.clone(), hover.clone(), props.on_hover.clone());
        Callback::from(move |e: PointerEvent| {
            let p = point_of(&e, &view);
            if *hover != p {
                hover.set(p);
                if let Some(cb) = &on_hover {
                    cb.emit(p);
                }
            }
        })
    };
    let onpointerleave = {
        let (hover, on_hover) = (hover.clone(), props.on_hover.clone());
        Callback::from(move |_: PointerEvent| {
            if hover.is_some() {
                hover.set(None);
                if let Some(cb) = &on_hover {
                    cb.emit(None);
                }
            }
        })
    };
    let onkeydown = {
        let (view, cursor, on_point, on_hover, spoken) =
            (view.clone(), cursor.clone(), props.on_point.clone(), props.on_hover.clone(), spoken.clone());
        let (keyboard, zoom) = (keyboard.clone(), zoom.clone());
        Callback::from(move |e: KeyboardEvent| {
            if e.alt_key() || e.ctrl_key() || e.meta_key() {
                return;
            }
            keyboard.set(true);
            let key = e.key();
            if zoom.is_some() {
                zoom.set(None); // keys work on the whole board
                if key == "Escape" {
                    e.prevent_default();
                    return;
                }
            }
            let here = if view.size.contains(*cursor) && view.region.contains(*cursor) { *cursor } else { cursor_at };
            if key == "Enter" || key == " " {
                e.prevent_default();
                on_point.emit(here);
                return;
            }
            let Some(step) = CursorKey::from_key(&key) else { return };
            e.prevent_default();
            let next = step.step_in(view.region, here);
            cursor.set(next);
            spoken.set(Some(next));
            if let Some(cb) = &on_hover {
                cb.emit(Some(next));
            }
        })
    };
    let onfocus = {
        let (focused, spoken) = (focused.clone(), spoken.clone());
        let (keyboard, pressed) = (keyboard.clone(), pressed.clone());
        Callback::from(move |event: FocusEvent| {
            focused.set(true);
            let by_keyboard = !std::mem::replace(&mut *pressed.borrow_mut(), false);
            // The cursor's square shows only for the keyboard's focus: focus the page gives the
            // board after a tap (after "Start the game") is not, as :focus-visible says.
            let visible = event.target_dyn_into::<web_sys::Element>().and_then(|e| e.matches(":focus-visible").ok()).unwrap_or(true);
            keyboard.set(by_keyboard && visible);
            // A click or tap speaks the point chosen, not where the keyboard cursor was.
            if by_keyboard {
                spoken.set(Some(cursor_at));
            }
        })
    };
    let onblur = {
        let (focused, pressed) = (focused.clone(), pressed.clone());
        Callback::from(move |_: FocusEvent| {
            focused.set(false);
            *pressed.borrow_mut() = false;
        })
    };

    let g = Geometry::of(&view);
    let half = STEP / 2;
    // The preview stone: a pending tap, else the point under the pointer.
    let preview = (*pending).or(*hover).filter(|&p| view.stone(p).is_none());
    let ghost = view.ghost.zip(preview).map(|(color, p)| {
        let (x, y) = g.xy(p);
        let (fill, class) = match color {
            Color::Black => (def_id(&prefix, "b"), "goban__ghost goban__ghost--black"),
            Color::White => (def_id(&prefix, "w"), "goban__ghost goban__ghost--white"),
        };
        let confirm = *pending == Some(p);
        html! {
            <g class={classes!(class, confirm.then_some("goban__ghost--pending"))}>
                <circle cx={x.to_string()} cy={y.to_string()} r="47" fill={format!("url(#{fill})")} />
                if confirm {
                    <circle class="goban__confirm" cx={x.to_string()} cy={y.to_string()} r="56" />
                }
            </g>
        }
    });
    let cursor_mark = (*focused && *keyboard).then(|| {
        let (x, y) = g.xy(cursor_at);
        html! {
            <rect class="goban__cursor" x={(x - half + 6).to_string()} y={(y - half + 6).to_string()}
                width={(STEP - 12).to_string()} height={(STEP - 12).to_string()} rx="14" />
        }
    });
    let pending_note = (*pending).map(|p| Msg::new("board-tap-again").arg("point", &p.to_gtp(size)).text());
    let zoom_note = zoom.filter(|_| !*chosen_in_zoom).map(|z| {
        let middle = Point::new(z.corner.col() + z.span / 2, z.corner.row() + z.span / 2).unwrap_or(z.corner);
        Msg::new("board-zoomed").arg("point", &middle.to_gtp(size)).text()
    });
    let spoken_text = (*spoken).filter(|&p| size.contains(p)).map(|p| crate::text::describe_point(&view, p)).unwrap_or_default();
    let view_box = match *zoom {
        Some(z) => {
            let (x, y, side) = z.frame(g.pad, STEP);
            format!("{x} {y} {side} {side}")
        }
        None => g.view_box(),
    };
    // Zoomed in, only the window and its margin are drawn (a board box wider than tall would
    // show more of the board beside it) and can be tapped.
    let clip_id = def_id(&prefix, "window");
    let clip = zoom.map(|z| {
        let (x, y, side) = z.frame(g.pad, STEP);
        html! {
            <clipPath id={clip_id.clone()}>
                <rect x={x.to_string()} y={y.to_string()} width={side.to_string()} height={side.to_string()} />
            </clipPath>
        }
    });
    let clipped = zoom.map(|_| format!("url(#{clip_id})"));
    // Zoomed in, the board's own coordinates are outside the window: the window gets its own,
    // as the whole board has them (letters above and below, numbers on both sides, the same
    // type), on wood that hides the edges of the points around it, so a label never covers a
    // point of the window: a label's middle is 0.76 of a line out, its side at least 0.07
    // beyond a stone (radius 0.47) of the window's outer lines.
    let zoom_coords = zoom.filter(|z| z.coordinates).map(|z| {
        let (left, top, side) = z.frame(g.pad, STEP);
        let (first, last) = (g.xy(z.corner), g.xy(Point::new(z.corner.col() + z.span - 1, z.corner.row() + z.span - 1).unwrap_or(z.corner)));
        let (inner, outer) = (first.0 - half, last.0 + half);
        let (inner_y, outer_y) = (first.1 - half, last.1 + half);
        let band = format!(
            "M{left} {top}h{side}v{side}h-{side}z M{inner} {inner_y}V{outer_y}H{outer}V{inner_y}z",
        );
        let out = STEP * 76 / 100;
        let labels = z.diagonal().map(|p| {
            let name = p.to_gtp(size);
            let (letter, number) = name.split_at(name.len().min(1));
            let (x, y) = g.xy(p);
            html! {
                <>
                    <text x={x.to_string()} y={(first.1 - out).to_string()}>{ letter.to_string() }</text>
                    <text x={x.to_string()} y={(last.1 + out).to_string()}>{ letter.to_string() }</text>
                    <text x={(first.0 - out).to_string()} y={y.to_string()}>{ number.to_string() }</text>
                    <text x={(last.0 + out).to_string()} y={y.to_string()}>{ number.to_string() }</text>
                </>
            }
        });
        html! {
            <g class="goban__zoom-coords">
                <path class="goban__zoom-band" d={band} />
                <g class="goban__coords">{ for labels }</g>
            </g>
        }
    });
    // Zoomed in, "Whole board" (under the board) comes into sight if it is below the screen,
    // as far as the board's top stays in sight under the site's header.
    let unzoom_ref = use_node_ref();
    {
        let unzoom_ref = unzoom_ref.clone();
        use_effect_with(zoom.is_some(), move |&zoomed| {
            if zoomed {
                bring_into_sight(&unzoom_ref);
            }
        });
    }
    let region_key = format!("{}-{}-{}-{}-{}", size.get(), region.left, region.top, region.right, region.bottom);
    let whole_board = {
        let zoom = zoom.clone();
        Callback::from(move |_: MouseEvent| zoom.set(None))
    };

    // The lines drawn across or down (goban.css sizes the coordinates of a 13×13 board by it).
    let lines_class = format!("goban--lines-{}", region.columns().max(region.rows()));

    if !props.interactive {
        return html! {
            <div class={classes!("goban", "goban--picture", props.class.clone())}>
                <div class="goban__frame" role="img" aria-label={props.label.clone()}>
                    <svg class="goban__svg" viewBox={g.view_box()}
                        aria-hidden="true" focusable="false">
                        { defs(&prefix) }
                        <Grid {size} coordinates={view.coordinates} {region} />
                        <Layers view={view.clone()} prefix={(*prefix).clone()} />
                    </svg>
                </div>
            </div>
        };
    }
    html! {
        <div class={classes!("goban", lines_class, zoom.is_some().then_some("goban--zoomed"), props.class.clone())}>
            <div class="goban__frame" tabindex="0" role="application" aria-roledescription="board"
                aria-label={props.label.clone()} {onkeydown} {onfocus} {onblur} {onpointerdown}>
                // Another region is another drawing, made afresh (keyed: the lists of lines,
                // points and cells change length).
                <svg key={region_key} class="goban__svg" viewBox={view_box}
                    aria-hidden="true" focusable="false" {onclick} {onpointermove} {onpointerleave}>
                    { defs(&prefix) }
                    { clip }
                    <g clip-path={clipped}>
                        <Grid {size} coordinates={view.coordinates} {region} />
                        <Layers view={view.clone()} prefix={(*prefix).clone()} />
                        { ghost }
                        { cursor_mark }
                        <HitAreas {size} coordinates={view.coordinates} {region} />
                        { zoom_coords }
                    </g>
                </svg>
            </div>
            if zoom.is_some() {
                // What a tap does now, in sight (the live region below says it for screen
                // readers, with the point the window is near).
                <div class="goban__zoom-bar">
                    <p class="goban__zoom-note" aria-hidden="true">{ Msg::words("board-zoomed-short") }</p>
                    <button type="button" class="btn btn--small goban__unzoom" ref={unzoom_ref} onclick={whole_board}>{ Msg::words("board-whole-board") }</button>
                </div>
            }
            <p class="visually-hidden goban__cursor-text" aria-live="polite" aria-atomic="true">
                { zoom_note.or(pending_note).unwrap_or(spoken_text) }
            </p>
            <p class="visually-hidden goban__announcement" role="status" aria-live="polite" aria-atomic="true">
                { props.announcement.clone() }
            </p>
        </div>
    }
}
