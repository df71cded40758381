//! The app shell in a real browser: it renders, and the theme switch changes and remembers
//! the theme. Run by `scripts/test` with wasm-bindgen-test-runner in headless Chromium.
#![cfg(target_arch = "wasm32")]

use std::time::Duration;

use wasm_bindgen::JsCast;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};
use web_sys::{Element, HtmlElement};
use weiqi::theme::{Theme, ThemeChoice, ROOT_ATTRIBUTE, STORAGE_KEY};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window()
        .and_then(|w| w.document())
        .expect("a document")
}

fn storage() -> web_sys::Storage {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("local storage in the test browser")
}

/// Renders the whole app into a fresh element and lets Yew finish its first renders.
async fn mount_app() -> Element {
    let root = document().create_element("div").expect("a div");
    document()
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("append");
    yew::Renderer::<weiqi::app::App>::with_root(root.clone()).render();
    settle().await;
    root
}

async fn settle() {
    yew::platform::time::sleep(Duration::from_millis(50)).await;
}

fn query(root: &Element, selector: &str) -> Element {
    root.query_selector(selector)
        .expect("a valid selector")
        .unwrap_or_else(|| panic!("no element matches {selector}"))
}

#[wasm_bindgen_test]
async fn shell_renders_landmarks_and_the_home_page() {
    let _ = storage().remove_item(STORAGE_KEY);
    let root = mount_app().await;

    let skip = query(&root, "a.skip-link");
    assert_eq!(skip.get_attribute("href").as_deref(), Some("#main"));
    query(&root, "header nav[aria-label]");
    let main = query(&root, "main#main");
    assert_eq!(main.get_attribute("tabindex").as_deref(), Some("-1"));
    query(&root, "footer");

    let heading = query(&root, "main h1");
    assert_eq!(
        heading.text_content().as_deref(),
        Some("Learn Go from your first stone")
    );
    let home_link = query(&root, "nav a[aria-current='page']");
    assert_eq!(home_link.text_content().as_deref(), Some("Home"));
    assert!(document().title().ends_with("Weiqi"), "title is set");
}

#[wasm_bindgen_test]
async fn theme_switch_flips_the_theme_and_remembers_it() {
    let _ = storage().remove_item(STORAGE_KEY);
    let root = mount_app().await;
    let html = document().document_element().expect("<html>");
    let system_dark = weiqi::components::theme_toggle::system_prefers_dark();
    let shown_before = ThemeChoice::System.effective(system_dark);

    let button: HtmlElement = query(&root, "button.theme-toggle")
        .dyn_into()
        .expect("a button");
    let pressed_before = button.get_attribute("aria-pressed");
    assert_eq!(
        pressed_before.as_deref(),
        Some(if shown_before == Theme::Dark {
            "true"
        } else {
            "false"
        })
    );

    button.click();
    settle().await;

    let expected = shown_before.other();
    assert_eq!(
        html.get_attribute(ROOT_ATTRIBUTE).as_deref(),
        Some(expected.as_str())
    );
    assert_eq!(
        storage().get_item(STORAGE_KEY).ok().flatten(),
        Some(format!(r#"{{"v":1,"data":"{}"}}"#, expected.as_str()))
    );
    assert_ne!(button.get_attribute("aria-pressed"), pressed_before);
    assert_eq!(
        weiqi::components::theme_toggle::load_choice(),
        ThemeChoice::Fixed(expected)
    );

    let _ = storage().remove_item(STORAGE_KEY);
    let _ = html.remove_attribute(ROOT_ATTRIBUTE);
}
