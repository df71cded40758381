//! The line a page shows when its address asks for something it does not have
//! (`#/play?game=nonsense`, `#/count?position=../x`, `#/practice?set=zzz&problem=9999`): the
//! page opens as it would without it, and says so instead of ignoring it silently.

use yew::prelude::*;

use crate::text::Msg;

/// "The address asks for “…”, which is not here." for `what` (cut to 60 characters).
pub fn not_found_line(what: &str) -> Html {
    html! {
        <p class="page__not-found" role="status">
            { Msg::new("address-not-found").arg("what", crate::play::open::short(what, 60)).text() }
        </p>
    }
}
