//! The app in sections, to keep the first load small: the shell (home page, menu, "your
//! data") is one WebAssembly bundle, and each big section — Play, Learn, Practice — is a
//! bundle of its own, fetched the first time the learner opens it and kept by the service
//! worker for offline use.
//!
//! The shell shows a section with [`SectionHost`], which asks `static/boot.js` for the
//! section's module and calls its `mount(element)`; leaving the section calls `unmount()`.
//! A section bundle (`src/bin/weiqi-<section>.rs`) renders its pages with [`mount`] under its
//! own router. Every router on the page follows the same address: [`RouteSync`] tells the
//! others whenever one of them changes it.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::Route;
use crate::storage::{StorageNotices, StorageProvider};

/// Learner-facing text of the section loader.
struct SectionText {
    loading: &'static str,
    failed: &'static str,
    retry: &'static str,
}

const TEXT: SectionText = SectionText {
    loading: "Loading…",
    failed: "This part of the app could not be loaded. If you are offline, open it once while \
             online so it can be kept for offline use.",
    retry: "Try again",
};

/// A part of the app that lives in a bundle of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Section {
    /// A full game (the Play page), and the Your data page.
    Play,
    /// The course, its lessons and the glossary.
    Learn,
    /// The counting trainer.
    Count,
    /// The problem sets.
    Practice,
}

impl Section {
    /// The section a route belongs to, or `None` for the shell's own pages.
    pub fn of(route: Route) -> Option<Section> {
        match route {
            // "Your data" checks every record type of the app on import, which is too much code
            // for the first load; the Play section already holds the largest of them.
            Route::Play | Route::Data => Some(Section::Play),
            Route::Learn | Route::Lesson { .. } | Route::Glossary => Some(Section::Learn),
            Route::Count => Some(Section::Count),
            Route::Practice => Some(Section::Practice),
            _ => None,
        }
    }

    /// The bundle's name: the binary `weiqi-<name>`.
    pub fn bundle(self) -> &'static str {
        match self {
            Section::Play => "play",
            Section::Learn => "learn",
            Section::Count => "count",
            Section::Practice => "practice",
        }
    }
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Load {
    Loading,
    Ready,
    Failed,
}

/// Props of [`SectionHost`].
#[derive(Properties, PartialEq)]
pub struct SectionHostProps {
    /// The section to show.
    pub section: Section,
}

/// Loads a section's bundle (once per page) and mounts it into an element of its own.
#[component]
pub fn SectionHost(props: &SectionHostProps) -> Html {
    let host = use_node_ref();
    let load = use_state(|| Load::Loading);
    let attempt = use_state(|| 0u32);
    {
        let (host, load) = (host.clone(), load.clone());
        use_effect_with((props.section, *attempt), move |&(section, _)| {
            let mounted: Rc<RefCell<Option<JsValue>>> = Rc::default();
            let alive = Rc::new(std::cell::Cell::new(true));
            {
                let (mounted, alive) = (mounted.clone(), alive.clone());
                load.set(Load::Loading);
                wasm_bindgen_futures::spawn_local(async move {
                    let result = match (fetch_section(section).await, host.cast::<web_sys::Element>()) {
                        (Ok(module), Some(element)) if alive.get() => {
                            call(&module, "mount", &element).map(|_| module)
                        }
                        (Ok(_), _) => return,
                        (Err(e), _) => Err(e),
                    };
                    match result {
                        Ok(module) => {
                            *mounted.borrow_mut() = Some(module);
                            load.set(Load::Ready);
                        }
                        Err(_) if alive.get() => load.set(Load::Failed),
                        Err(_) => {}
                    }
                });
            }
            move || {
                alive.set(false);
                if let Some(module) = mounted.borrow_mut().take() {
                    // Nothing more can be done if the bundle cannot unmount itself.
                    let _ = call(&module, "unmount", &JsValue::UNDEFINED);
                }
            }
        });
    }
    let retry = {
        let attempt = attempt.clone();
        Callback::from(move |_| attempt.set(*attempt + 1))
    };
    html! {
        <>
            if *load == Load::Loading {
                <p class="section-status" role="status">{ TEXT.loading }</p>
            }
            if *load == Load::Failed {
                <div class="section-status" role="alert">
                    <p>{ TEXT.failed }</p>
                    <button type="button" class="button" onclick={retry}>{ TEXT.retry }</button>
                </div>
            }
            <div class="section-host" ref={host}></div>
        </>
    }
}

/// The section's module, from the loader that `static/boot.js` puts on `window`.
async fn fetch_section(section: Section) -> Result<JsValue, JsValue> {
    let window = web_sys::window().ok_or_else(|| JsValue::from_str("no window"))?;
    let loader: js_sys::Function =
        js_sys::Reflect::get(&window, &JsValue::from_str("weiqiSection"))?.dyn_into()?;
    let promise: js_sys::Promise =
        loader.call1(&JsValue::NULL, &JsValue::from_str(section.bundle()))?.dyn_into()?;
    JsFuture::from(promise).await
}

/// Calls the module's exported function `name` with one argument.
fn call(module: &JsValue, name: &str, arg: &JsValue) -> Result<JsValue, JsValue> {
    let function: js_sys::Function = js_sys::Reflect::get(module, &JsValue::from_str(name))?.dyn_into()?;
    function.call1(&JsValue::NULL, arg)
}

thread_local! {
    /// The address this bundle last told the others about.
    static LAST_ADDRESS: RefCell<String> = const { RefCell::new(String::new()) };
    /// The section app this bundle has mounted, if any.
    static MOUNTED: RefCell<Option<yew::AppHandle<SectionRoot>>> = const { RefCell::new(None) };
}

/// Keeps every router on the page on the same address: when this bundle's router moves (a
/// link inside a page), the others hear a `popstate` event and read the address again.
#[component]
pub fn RouteSync() -> Html {
    let location = use_location();
    let href = location.map(|l| format!("{}{}", l.path(), l.query_str()));
    use_effect_with(href, |_| {
        let Some(window) = web_sys::window() else { return };
        let Ok(address) = window.location().href() else { return };
        let changed = LAST_ADDRESS.with(|last| {
            let changed = *last.borrow() != address;
            *last.borrow_mut() = address;
            changed
        });
        if changed {
            if let Ok(event) = web_sys::Event::new("popstate") {
                // A failed dispatch only means no other router listens.
                let _ = window.dispatch_event(&event);
            }
        }
    });
    Html::default()
}

/// Props of a section's root component.
#[derive(Properties, PartialEq)]
pub struct SectionRootProps {
    /// The section's pages by route; other routes render nothing (the shell unmounts us).
    pub pages: Callback<Route, Html>,
}

/// The root of a section bundle: storage, its own router kept in step with the shell's, and
/// the section's pages.
#[component]
pub fn SectionRoot(props: &SectionRootProps) -> Html {
    html! {
        <StorageProvider>
            <HashRouter>
                <RouteSync />
                <StorageNotices />
                <Switch<Route> render={props.pages.clone()} />
            </HashRouter>
        </StorageProvider>
    }
}

/// Renders a section's pages into `root` (what a section bundle's `mount` export does).
pub fn mount(root: web_sys::Element, pages: fn(Route) -> Html) {
    unmount();
    step_past_the_shell_subtree();
    let props = SectionRootProps { pages: Callback::from(pages) };
    let handle = yew::Renderer::<SectionRoot>::with_root_and_props(root, props).render();
    MOUNTED.with(|m| *m.borrow_mut() = Some(handle));
}

/// Yew marks the elements of each app (each "subtree") with a number, counting from 1 in
/// every WebAssembly module, and the shell's root is number 1. A section lives inside the
/// shell's page, so if its root were number 1 as well, the shell would take the section's
/// clicks for its own. Starting a few empty apps first moves this bundle's numbers past the
/// shell's. (The end-to-end tests click through every section, so a change in Yew's numbering
/// would not go unnoticed.)
fn step_past_the_shell_subtree() {
    thread_local! {
        static DONE: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
    }
    if DONE.with(|done| done.replace(true)) {
        return;
    }
    let Some(document) = web_sys::window().and_then(|w| w.document()) else { return };
    for _ in 0..4 {
        if let Ok(element) = document.create_element("div") {
            yew::Renderer::<Placeholder>::with_root(element).render().destroy();
        }
    }
}

/// An app that shows nothing (see [`step_past_the_shell_subtree`]).
#[component]
fn Placeholder() -> Html {
    Html::default()
}

/// Removes the section app mounted by [`mount`], if any.
pub fn unmount() {
    if let Some(handle) = MOUNTED.with(|m| m.borrow_mut().take()) {
        handle.destroy();
    }
}

/// The Play section's pages.
pub fn play_pages(route: Route) -> Html {
    match route {
        Route::Play => html! { <crate::pages::play::Play /> },
        Route::Data => html! { <crate::pages::data::Data /> },
        _ => Html::default(),
    }
}

/// The Learn section's pages.
pub fn learn_pages(route: Route) -> Html {
    match route {
        Route::Learn => html! { <crate::pages::learn::Learn /> },
        Route::Lesson { number } => html! { <crate::pages::lesson::LessonPage {number} /> },
        Route::Glossary => html! { <crate::pages::glossary::GlossaryPage /> },
        _ => Html::default(),
    }
}

/// The Count section's pages.
pub fn count_pages(route: Route) -> Html {
    match route {
        Route::Count => html! { <crate::pages::count::Count /> },
        _ => Html::default(),
    }
}

/// The Practice section's pages.
pub fn practice_pages(route: Route) -> Html {
    match route {
        Route::Practice => html! { <crate::pages::practice::Practice /> },
        _ => Html::default(),
    }
}
