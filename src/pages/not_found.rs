//! The page for an address the app does not know.

use yew::prelude::*;

use crate::route::Route;
use crate::components::nav::NavLink;
use crate::components::page_title::use_page_title;
use crate::text::Msg;

/// Shown for any unknown address.
#[component]
pub fn NotFound() -> Html {
    use_page_title(Msg::words("not-found-title"));
    html! {
        <section class="page page--narrow" aria-labelledby="not-found-heading">
            <p class="page__eyebrow">{ "404" }</p>
            <h1 id="not-found-heading">{ Msg::words("not-found-heading") }</h1>
            <p class="page__lead">{ Msg::words("not-found-body") }</p>
            <p><NavLink to={Route::Home} class="button">{ Msg::words("not-found-back") }</NavLink></p>
        </section>
    }
}
