//! A page's data that is not part of the app's first load (`crate::downloads`): fetched when
//! the page first opens, unless it is in already, with a way to fetch it again when it could
//! not be had.

use std::future::Future;

use yew::prelude::*;

/// Where a page's data is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Download {
    /// On its way: the page says so and waits.
    Coming,
    /// In: the page shows everything.
    In,
    /// It could not be had (offline before the service worker kept it): the page goes on
    /// without it and offers to try again.
    Missing,
}

/// The state of the data that `is_in` tells of, fetched by `fetch` (`true` once it is in)
/// when the page opens; and a callback that fetches it again.
#[hook]
pub fn use_download<F>(is_in: fn() -> bool, fetch: fn() -> F) -> (Download, Callback<()>)
where
    F: Future<Output = bool> + 'static,
{
    let state = use_state(|| if is_in() { Download::In } else { Download::Coming });
    let again = {
        let state = state.clone();
        Callback::from(move |_: ()| {
            state.set(Download::Coming);
            let state = state.clone();
            wasm_bindgen_futures::spawn_local(async move {
                state.set(if fetch().await { Download::In } else { Download::Missing });
            });
        })
    };
    {
        let (coming, again) = (*state == Download::Coming, again.clone());
        use_effect_with((), move |_| {
            if coming {
                again.emit(());
            }
        });
    }
    (*state, again)
}

/// A page while its data is [`Download::Coming`]: its heading and a status line saying what
/// is on its way.
pub fn waiting_page(class: &'static str, heading: String, coming: String) -> Html {
    html! {
        <div class={classes!("page", class)}>
            <h1>{ heading }</h1>
            <p class="page__lead" role="status">{ coming }</p>
        </div>
    }
}
