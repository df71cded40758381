//! Nigiri played out on screen: one player hides a handful of white stones, the other
//! guesses odd or even, and the stones are counted out in pairs.

use yew::prelude::*;

use crate::play::{Nigiri, Parity};
use crate::text::Msg;

/// The nigiri section. `names` are player 1's and player 2's; between two players player 1
/// hides the stones and player 2 guesses, against the computer the computer (player 2)
/// hides them and the learner guesses. `choose` makes the button for a guess, `start` the
/// button that starts the game with player 1 on Black or not.
pub fn view(
    hidden: u32,
    guess: Option<Parity>,
    names: [&str; 2],
    computer: bool,
    choose: impl Fn(Parity) -> Callback<MouseEvent>,
    start: impl Fn(bool) -> Callback<MouseEvent>,
) -> Html {
    let [p1, p2] = names;
    let (holder, guesser) = if computer { (p2, p1) } else { (p1, p2) };
    let result = guess.map(|guess| {
        let n = Nigiri { hidden, guess };
        // A right guess takes Black.
        let first_black = if computer { n.guessed_right() } else { !n.guessed_right() };
        let pairs = n.pairs().into_iter().map(|k| html! {
            <li class="nigiri__pair">
                { for (0..k).map(|_| html! { <span class="nigiri__stone"></span> }) }
            </li>
        });
        html! {
            <>
                <ol class="nigiri__pairs" aria-label={Msg::new("play-setup-nigiri-pairs").arg("n", hidden).text()}>{ for pairs }</ol>
                <p class="nigiri__result" role="status">{ crate::text::nigiri(&n, holder, guesser) }</p>
                <button type="button" class="btn btn--primary" onclick={start(first_black)}>{ Msg::words("play-setup-nigiri-play") }</button>
            </>
        }
    });
    html! {
        <section class="play-setup nigiri" aria-labelledby="nigiri-heading">
            <h2 id="nigiri-heading">{ Msg::words("play-setup-nigiri-heading") }</h2>
            <p>{ Msg::new("play-setup-nigiri-hides").arg("holder", holder).text() }</p>
            <div class="nigiri__hand" aria-hidden="true"></div>
            if guess.is_none() {
                <div class="play__row">
                    <button type="button" class="btn" onclick={choose(Parity::Odd)}>
                        <span class="nigiri__shown" aria-hidden="true"><span class="nigiri__black"></span></span>
                        { Msg::new("play-setup-odd").arg("guesser", guesser).text() }
                    </button>
                    <button type="button" class="btn" onclick={choose(Parity::Even)}>
                        <span class="nigiri__shown" aria-hidden="true"><span class="nigiri__black"></span><span class="nigiri__black"></span></span>
                        { Msg::new("play-setup-even").arg("guesser", guesser).text() }
                    </button>
                </div>
            }
            { result }
        </section>
    }
}
