//! Another tab of the app saved something: the browser's `storage` event, as a hook that
//! calls back when the record under one key changed there (or everything was cleared).

use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Calls `changed` (the latest one given) whenever another tab writes `key` or clears the
/// storage.
#[hook]
pub fn use_saved_elsewhere(key: &'static str, changed: &Callback<()>) {
    let latest = use_mut_ref(|| changed.clone());
    *latest.borrow_mut() = changed.clone();
    // The key is the same at every render of a caller.
    use_effect_with((), move |()| {
        let listener = Closure::<dyn FnMut(web_sys::StorageEvent)>::new(move |event: web_sys::StorageEvent| {
            if event.key().is_none_or(|changed| changed == key) {
                latest.borrow().emit(());
            }
        });
        let window = web_sys::window();
        if let Some(window) = &window {
            let _ = window.add_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
        }
        move || {
            if let Some(window) = window {
                let _ = window.remove_event_listener_with_callback("storage", listener.as_ref().unchecked_ref());
            }
        }
    });
}
