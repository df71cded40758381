//! Text of any length from outside the app (a record's comment, a name): it wraps anywhere,
//! and a long one is cut with "Show more", which shows more each time, so even a comment of a
//! megabyte without a space neither widens the page nor lays out all at once.

use yew::prelude::*;

use crate::play::open::{shown_part, SHOWN_AT_FIRST};
use crate::text::Msg;

/// Props of [`LongText`].
#[derive(Properties, PartialEq)]
pub struct LongTextProps {
    /// The text, shown as plain text.
    pub text: AttrValue,
    /// Extra classes for the paragraph.
    #[prop_or_default]
    pub class: Classes,
}

/// A paragraph of outside text, cut with "Show more" when long.
#[component]
pub fn LongText(props: &LongTextProps) -> Html {
    let shown = use_state_eq(|| SHOWN_AT_FIRST);
    let (part, more) = shown_part(&props.text, *shown);
    let on_more = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(shown.saturating_mul(8)))
    };
    let on_less = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| shown.set(SHOWN_AT_FIRST))
    };
    html! {
        <p class={classes!("long-text", props.class.clone())}>
            { part.to_owned() }
            if more {
                { "\u{2026} " }
                <button type="button" class="long-text__toggle" onclick={on_more}>{ Msg::words("long-text-more") }</button>
            } else if *shown > SHOWN_AT_FIRST {
                { " " }
                <button type="button" class="long-text__toggle" onclick={on_less}>{ Msg::words("long-text-less") }</button>
            }
        </p>
    }
}
