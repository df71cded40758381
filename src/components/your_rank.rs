//! The learner's rank in one line, from games and problems together (home, Play and practice),
//! and what a rank in kyu is.

use yew::prelude::*;

use crate::problems::rating::Rating;
use crate::text::Msg;

/// "Your level: about 22 kyu, from 14 games and 120 problems.", with "a first guess" until ten
/// of them.
pub fn your_rank(learner: Rating, games: u32, problems: u32) -> Html {
    let mut how_sure = String::new();
    if games + problems < 10 {
        how_sure = crate::text::gap().to_owned() + &Msg::words("your-rank-guess");
    }
    html! {
        <p class="your-rank"><strong>{ crate::text::your_rank(learner, games, problems) }</strong>{ how_sure }</p>
    }
}

/// "How is this worked out?", opened: what kyu are and what moves the rank.
pub fn how_ranks_work() -> Html {
    html! {
        <details class="rank-how">
            <summary>{ Msg::words("practice-rank-how-title") }</summary>
            <p>{ Msg::words("practice-rank-how") }</p>
        </details>
    }
}
