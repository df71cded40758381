//! "Skip to content": the first thing a keyboard user reaches on every page.

use yew::prelude::*;

use crate::route::MAIN_ID;
use crate::text::Msg;

/// Props of [`skip_link`].
#[derive(Properties, PartialEq)]
pub struct SkipLinkProps {
    /// The element that receives focus (the page's `<main>`, with `tabindex="-1"`).
    pub target: NodeRef,
}

/// A link, visible only when focused, that moves focus to the main content. With hash routing
/// a plain `href="#main"` would be read as a route, so the click is handled here.
/// (A function, not a component: it has no state, and a component costs its own code.)
pub fn skip_link(props: &SkipLinkProps) -> Html {
    let target = props.target.clone();
    let onclick = Callback::from(move |event: MouseEvent| {
        if let Some(element) = target.cast::<web_sys::HtmlElement>() {
            event.prevent_default();
            let _ = element.focus(); // a failed focus leaves the page as it was
        }
    });
    html! {
        <a class="skip-link" href={format!("#{MAIN_ID}")} {onclick}>{ Msg::words("skip-link") }</a>
    }
}
