//! The home page: what the app is, where to start, and the sections that exist so far.

use yew::prelude::*;

use crate::route::Route;
use crate::components::nav::{NavLink, SECTIONS};
use crate::components::page_title::use_page_title;
use crate::components::your_rank::{how_ranks_work, your_rank};
use crate::text::Msg;

/// The home page.
#[component]
pub fn Home() -> Html {
    use_page_title(Msg::words("home-title"));
    // The learner's rank, from games and problems together (read as the page is drawn: it
    // is drawn once a visit).
    let storage = crate::storage::use_storage();
    let progress = storage.load::<crate::problems::progress::Progress>().unwrap_or_default();
    let games = storage.load::<crate::play::results::Results>().unwrap_or_default().games();
    let sections: Vec<_> = SECTIONS
        .iter()
        .filter(|section| section.route != Route::Home)
        .collect();

    html! {
        <div class="page home">
            <section class="home__intro" aria-labelledby="home-heading">
                <div class="home__text">
                    <p class="page__eyebrow">{ Msg::words("home-eyebrow") }</p>
                    <h1 id="home-heading">{ Msg::words("home-heading") }</h1>
                    <p class="page__lead">{ Msg::words("home-what") }</p>
                    <p class="page__lead">{ Msg::words("home-start") }</p>
                    if games + progress.attempts > 0 {
                        { your_rank(progress.learner, games, progress.attempts) }
                        { how_ranks_work() }
                    }
                </div>
                <figure class="home__figure">
                    { hero_board() }
                    <figcaption>{ Msg::words("home-board-caption") }</figcaption>
                </figure>
            </section>
            if !sections.is_empty() {
                <section class="home__sections" aria-labelledby="sections-heading">
                    <h2 id="sections-heading">{ Msg::words("home-sections-heading") }</h2>
                    <ul class="cards">
                        { for sections.into_iter().map(|section| html! {
                            <li key={section.route.to_path()} class="card">
                                <NavLink to={section.route} class="card__link">
                                    { section.label() }
                                </NavLink>
                                <p>{ section.blurb() }</p>
                            </li>
                        }) }
                    </ul>
                </section>
            }
        </div>
    }
}

/// A small decorative 7×7 board (the caption describes it in words): Black's three stones hold
/// White's stone at D5 on three sides, and the marked point D4 is its last liberty. Drawn as
/// fixed markup: it never changes.
const HERO_BOARD: &str = concat!(
    "<svg class=\"hero-board\" viewBox=\"0 0 74 74\" aria-hidden=\"true\" focusable=\"false\"><rect class=\"hero-board__wood\" width=\"74\" height=\"74\" rx=\"2\"/>",
    "<path class=\"hero-board__lines\" d=\"M7 7V67M17 7V67M27 7V67M37 7V67M47 7V67M57 7V67M67 7V67M7 7H67M7 17H67M7 27H67M7 37H67M7 47H67M7 57H67M7 67H67\"/>",
    "<g class=\"hero-board__stones\"><circle class=\"stone stone--black\" cx=\"27\" cy=\"27\" r=\"4.6\"/>",
    "<circle class=\"stone stone--white\" cx=\"37\" cy=\"27\" r=\"4.6\"/>",
    "<circle class=\"stone stone--black\" cx=\"47\" cy=\"27\" r=\"4.6\"/>",
    "<circle class=\"stone stone--black\" cx=\"37\" cy=\"17\" r=\"4.6\"/>",
    "<circle class=\"stone stone--white\" cx=\"27\" cy=\"47\" r=\"4.6\"/>",
    "<circle class=\"stone stone--black\" cx=\"47\" cy=\"47\" r=\"4.6\"/>",
    "<circle class=\"stone stone--white\" cx=\"17\" cy=\"37\" r=\"4.6\"/></g>",
    "<circle class=\"hero-board__mark\" cx=\"37\" cy=\"37\" r=\"2.6\"/></svg>",
);

fn hero_board() -> Html {
    Html::from_html_unchecked(AttrValue::Static(HERO_BOARD))
}
