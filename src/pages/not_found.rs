//! The page for an address the app does not know.

use yew::prelude::*;

use crate::app::Route;
use crate::components::nav::NavLink;
use crate::components::page_title::use_page_title;

/// Learner-facing text of the page.
struct NotFoundText {
    title: &'static str,
    heading: &'static str,
    body: &'static str,
    back: &'static str,
}

const TEXT: NotFoundText = NotFoundText {
    title: "Page not found",
    heading: "This point is not on the board",
    body: "The address you followed does not lead to any page of Weiqi. It may have been mistyped, or the page may have moved.",
    back: "Back to the home page",
};

/// Shown for any unknown address.
#[component]
pub fn NotFound() -> Html {
    use_page_title(TEXT.title.into());
    html! {
        <section class="page page--narrow" aria-labelledby="not-found-heading">
            <p class="page__eyebrow">{ "404" }</p>
            <h1 id="not-found-heading">{ TEXT.heading }</h1>
            <p class="page__lead">{ TEXT.body }</p>
            <p><NavLink to={Route::Home} class="button">{ TEXT.back }</NavLink></p>
        </section>
    }
}
