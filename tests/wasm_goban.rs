//! The board component in a real browser: it draws N² points on 9×9, 13×13 and 19×19,
//! reports the clicked point, moves its cursor with the keyboard and plays with Enter, and
//! asks for a second tap with tap-to-confirm.
#![cfg(target_arch = "wasm32")]

use std::cell::RefCell;
use std::rc::Rc;
use std::time::Duration;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement, KeyboardEvent, KeyboardEventInit};
use weiqi::board_view::BoardView;
use weiqi::components::goban::{Goban, GobanProps};
use weiqi::rules::{BoardSize, Color, Point};
use yew::prelude::*;

wasm_bindgen_test_configure!(run_in_browser);

/// Points chosen on the board, in order.
type Chosen = Rc<RefCell<Vec<Point>>>;

#[derive(Properties, PartialEq)]
struct HostProps {
    size: u8,
    chosen: ChosenRef,
    tap_to_confirm: bool,
}

#[derive(Clone)]
struct ChosenRef(Chosen);

impl PartialEq for ChosenRef {
    fn eq(&self, other: &Self) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

#[component]
fn Host(props: &HostProps) -> Html {
    let size = BoardSize::new(props.size.into()).unwrap();
    let mut view = BoardView::empty(size);
    view.ghost = Some(Color::Black);
    // A two-digit and a three-digit label, as the step-by-step count numbers points.
    view.labels = vec![(Point::new(0, 0).unwrap(), "99".into()), (Point::new(1, 0).unwrap(), "100".into())];
    let chosen = props.chosen.0.clone();
    let goban = GobanProps {
        view: Rc::new(view),
        on_point: Callback::from(move |p| chosen.borrow_mut().push(p)),
        on_hover: None,
        announcement: "".into(),
        label: "Test board".into(),
        tap_to_confirm: props.tap_to_confirm,
        keep_zoom: false,
        taps: weiqi::board_zoom::TapTarget::Point,
        class: Classes::new(),
        interactive: true,
    };
    html! { <Goban ..goban /> }
}

fn document() -> web_sys::Document {
    web_sys::window().and_then(|w| w.document()).expect("a document")
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(30)).await;
}

async fn mount(size: u8, tap_to_confirm: bool) -> (Element, Chosen) {
    let root = document().create_element("div").unwrap();
    document().body().unwrap().append_child(&root).unwrap();
    let chosen: Chosen = Rc::default();
    yew::Renderer::<Host>::with_root_and_props(
        root.clone(),
        HostProps { size, chosen: ChosenRef(chosen.clone()), tap_to_confirm },
    )
    .render();
    settle().await;
    (root, chosen)
}

fn click_point(root: &Element, name: &str) {
    let rect = root
        .query_selector(&format!("[data-point='{name}']"))
        .unwrap()
        .unwrap_or_else(|| panic!("no point {name}"));
    // SVG elements have no click(): dispatch a click event.
    let event = web_sys::MouseEvent::new_with_mouse_event_init_dict("click", &{
        let init = web_sys::MouseEventInit::new();
        init.set_bubbles(true);
        init
    })
    .unwrap();
    rect.dispatch_event(&event).unwrap();
}

fn key(target: &Element, key: &str) {
    let init = KeyboardEventInit::new();
    init.set_key(key);
    init.set_bubbles(true);
    init.set_cancelable(true);
    let event = KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
    target.dispatch_event(&event).unwrap();
}

#[wasm_bindgen_test]
async fn draws_one_hit_area_per_point() {
    for n in [9u8, 13, 19] {
        let (root, _) = mount(n, false).await;
        let hits = root.query_selector_all(".goban__hits rect").unwrap();
        assert_eq!(hits.length(), u32::from(n) * u32::from(n), "{n}×{n}");
        let stars = root.query_selector_all(".goban__stars circle").unwrap();
        assert_eq!(stars.length(), if n == 9 { 5 } else if n == 13 { 5 } else { 9 });
        let frame = root.query_selector(".goban__frame").unwrap().unwrap();
        assert_eq!(frame.get_attribute("role").as_deref(), Some("application"));
        assert_eq!(frame.get_attribute("aria-label").as_deref(), Some("Test board"));
        root.remove();
    }
}

#[wasm_bindgen_test]
async fn reports_the_clicked_point() {
    let (root, chosen) = mount(9, false).await;
    click_point(&root, "C7");
    click_point(&root, "J1");
    let size = BoardSize::NINE;
    let expected = vec![Point::parse_gtp("C7", size).unwrap(), Point::parse_gtp("J1", size).unwrap()];
    assert_eq!(*chosen.borrow(), expected);
    root.remove();
}

#[wasm_bindgen_test]
async fn keyboard_moves_the_cursor_and_enter_plays() {
    let (root, chosen) = mount(9, false).await;
    let frame: HtmlElement = root.query_selector(".goban__frame").unwrap().unwrap().dyn_into().unwrap();
    frame.focus().unwrap();
    settle().await;
    // The cursor starts on tengen (E5).
    key(&frame, "ArrowLeft");
    key(&frame, "ArrowLeft");
    key(&frame, "ArrowUp");
    settle().await;
    assert!(root.query_selector(".goban__cursor").unwrap().is_some(), "a visible cursor");
    let spoken = root.query_selector(".goban p[aria-live]").unwrap().unwrap();
    assert_eq!(spoken.text_content().as_deref(), Some("C6, empty"));
    key(&frame, "Enter");
    key(&frame, "End");
    key(&frame, "PageDown");
    key(&frame, " ");
    settle().await;
    let size = BoardSize::NINE;
    let expected = vec![Point::parse_gtp("C6", size).unwrap(), Point::parse_gtp("J1", size).unwrap()];
    assert_eq!(*chosen.borrow(), expected);
    root.remove();
}

#[wasm_bindgen_test]
async fn tap_to_confirm_needs_a_second_tap() {
    let (root, chosen) = mount(9, true).await;
    click_point(&root, "D4");
    settle().await;
    assert!(chosen.borrow().is_empty(), "the first tap only previews");
    assert!(root.query_selector(".goban__ghost--pending").unwrap().is_some());
    click_point(&root, "E4");
    settle().await;
    assert!(chosen.borrow().is_empty(), "a tap elsewhere moves the preview");
    click_point(&root, "E4");
    settle().await;
    assert_eq!(*chosen.borrow(), vec![Point::parse_gtp("E4", BoardSize::NINE).unwrap()]);
    root.remove();
}

#[wasm_bindgen_test]
async fn three_digit_labels_get_smaller_type_so_neighbours_do_not_touch() {
    let (root, _) = mount(19, false).await;
    let labels = root.query_selector_all(".goban__label").unwrap();
    let texts: Vec<(String, bool)> = (0..labels.length())
        .filter_map(|i| labels.item(i).and_then(|n| n.dyn_into::<Element>().ok()))
        .map(|e| (e.text_content().unwrap_or_default(), e.get_attribute("class").unwrap_or_default().contains("goban__label--long")))
        .collect();
    assert_eq!(texts, vec![("99".to_string(), false), ("100".to_string(), true)]);
    root.remove();
}
