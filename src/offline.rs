//! Offline use: registers the service worker (`sw.js`, written by `scripts/post-build.mjs`),
//! which keeps every file of the build so the app runs with no network after the first visit,
//! and offers a reload when a newer build has been fetched and is waiting.

use std::rc::Rc;

use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{
    ServiceWorker, ServiceWorkerContainer, ServiceWorkerRegistration, ServiceWorkerState,
};
use yew::prelude::*;
use crate::text::Msg;

/// The worker's address, relative to the page so the app works from any path.
const WORKER_URL: &str = "./sw.js";

/// The message that tells a waiting worker to take over (see `static/sw.js`).
const SKIP_WAITING: &str = "skip-waiting";

/// The browser's service worker container, if it has one (not in insecure contexts or some
/// embedded browsers).
fn container() -> Option<ServiceWorkerContainer> {
    let navigator = web_sys::window()?.navigator();
    let present = js_sys::Reflect::get(&navigator, &JsValue::from_str("serviceWorker"))
        .ok()
        .is_some_and(|value| !value.is_undefined() && !value.is_null());
    present.then(|| navigator.service_worker())
}

/// Registers the worker and calls `on_waiting` with a new build's worker once it is
/// installed and waiting to replace the one in control. Failures leave the app as it is:
/// it still works online.
fn register(on_waiting: Callback<ServiceWorker>) {
    let Some(container) = container() else {
        return;
    };
    let promise = container.register(WORKER_URL);
    wasm_bindgen_futures::spawn_local(async move {
        let Ok(registration) = JsFuture::from(promise).await else {
            return;
        };
        // Anything but a registration (a browser that blocks service workers answers
        // `undefined`) leaves the app as it is.
        let Ok(registration) = registration.dyn_into::<ServiceWorkerRegistration>() else {
            return;
        };
        // Only an update waits: the first worker starts at once and has nothing to replace.
        let is_update = {
            let container = container.clone();
            Rc::new(move || container.controller().is_some())
        };
        if let Some(waiting) = registration.waiting() {
            if is_update() {
                on_waiting.emit(waiting);
            }
        }
        let watched = registration.clone();
        let on_update_found = Closure::<dyn Fn()>::new(move || {
            let Some(installing) = watched.installing() else {
                return;
            };
            let worker = installing.clone();
            let on_waiting = on_waiting.clone();
            let is_update = is_update.clone();
            let on_state = Closure::<dyn Fn()>::new(move || {
                if worker.state() == ServiceWorkerState::Installed && is_update() {
                    on_waiting.emit(worker.clone());
                }
            });
            installing.set_onstatechange(Some(on_state.as_ref().unchecked_ref()));
            on_state.forget(); // lives as long as the worker it watches
        });
        registration.set_onupdatefound(Some(on_update_found.as_ref().unchecked_ref()));
        on_update_found.forget(); // the app's lifetime
    });
}

/// Asks `worker` to take over and reloads the page once it has (or after two seconds, if
/// the browser never says so).
fn activate_and_reload(worker: &ServiceWorker) {
    let reload = || {
        if let Some(window) = web_sys::window() {
            let _ = window.location().reload();
        }
    };
    if let Some(container) = container() {
        let on_change = Closure::<dyn Fn()>::new(reload);
        container.set_oncontrollerchange(Some(on_change.as_ref().unchecked_ref()));
        on_change.forget();
    }
    if worker
        .post_message(&JsValue::from_str(SKIP_WAITING))
        .is_err()
    {
        reload();
        return;
    }
    gloo_timers::callback::Timeout::new(2_000, reload).forget();
}

/// Registers the service worker when the app starts, and shows "A new version is ready"
/// with a reload button when a new build is waiting.
#[component]
pub fn UpdateNotice() -> Html {
    let waiting = use_state(|| None::<ServiceWorker>);
    {
        let waiting = waiting.setter();
        use_effect_with((), move |_| {
            register(Callback::from(move |worker| waiting.set(Some(worker))));
        });
    }
    let notice = (*waiting).clone().map(|worker| {
        let onclick = Callback::from(move |_: MouseEvent| activate_and_reload(&worker));
        html! {
            <div class="notice notice--update">
                <p class="notice__text">{ Msg::words("update-ready") }</p>
                <button type="button" class="notice__button notice__button--primary" {onclick}>
                    { Msg::words("update-reload") }
                </button>
            </div>
        }
    });
    // The live region is always there, so screen readers announce the notice when it appears.
    html! {
        <div class="notices" role="status">{ for notice }</div>
    }
}
