//! The learner's one rank, from the games against the computer and the problems, with how
//! sure it is: on the home page (once there is something to go on), in practice and on Play.

use yew::prelude::*;

use crate::play::results::Results;
use crate::problems::progress::Progress;
use crate::text::Msg;

/// Games and problems after which the rank is more than a first guess.
const FIRST_GUESS: u32 = 10;

/// Props of [`YourRank`].
#[derive(Properties, PartialEq)]
pub struct YourRankProps {
    /// Shown with a "Your level" label before it (the home page and Play); practice has the
    /// label as its heading.
    #[prop_or_default]
    pub labelled: bool,
    /// Shown even before a first game or problem (practice).
    #[prop_or_default]
    pub always: bool,
}

/// "About 22 kyu, from 14 games and 120 problems", and "A first guess…" while it is one.
#[component]
pub fn YourRank(props: &YourRankProps) -> Html {
    let storage = crate::storage::use_storage();
    let (progress, results) = (*use_memo((), move |_| {
        (storage.load::<Progress>().unwrap_or_default(), storage.load::<Results>().unwrap_or_default())
    }))
    .clone();
    let (games, problems) = (results.games(), progress.attempts);
    if games + problems == 0 && !props.always {
        return html! {};
    }
    html! {
        <p class="your-rank">
            if props.labelled {
                { Msg::words("practice-level-title") }{ ": " }
            }
            <strong>{ crate::text::your_rank(progress.learner, games, problems) }</strong>
            if games + problems < FIRST_GUESS {
                { crate::text::gap() }{ Msg::words("your-rank-guess") }
            }
        </p>
    }
}
