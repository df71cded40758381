//! The home page: what the app is, where to start, and the sections that exist so far.

use yew::prelude::*;

use crate::route::Route;
use crate::components::nav::{NavLink, SECTIONS};
use crate::components::page_title::use_page_title;
use crate::text::Msg;

/// The home page.
#[component]
pub fn Home() -> Html {
    use_page_title(Msg::words("home-title"));
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

/// Board size of the illustration.
const HERO_SIZE: u8 = 7;
/// Stones of the illustration as (column, row, is_black), 0-based from the top left.
const HERO_STONES: &[(u8, u8, bool)] = &[
    (2, 2, true),
    (3, 2, false),
    (4, 2, true),
    (3, 1, true),
    (2, 4, false),
    (4, 4, true),
    (1, 3, false),
];
/// The point the caption talks about.
const HERO_MARK: (u8, u8) = (3, 3);

/// A small decorative board (the caption describes it in words).
fn hero_board() -> Html {
    // Whole numbers: the app writes no other `f32`, and its formatting code would come with one.
    const STEP: u32 = 10;
    const MARGIN: u32 = 7;
    let to_xy = |col: u8, row: u8| {
        (
            MARGIN + STEP * u32::from(col),
            MARGIN + STEP * u32::from(row),
        )
    };
    let (first, last) = (MARGIN, MARGIN + STEP * u32::from(HERO_SIZE - 1));
    let extent = last + MARGIN;

    let lines = (0..HERO_SIZE).map(|i| {
        let (pos, _) = to_xy(i, 0);
        html! {
            <>
                <line x1={pos.to_string()} y1={first.to_string()} x2={pos.to_string()} y2={last.to_string()} />
                <line x1={first.to_string()} y1={pos.to_string()} x2={last.to_string()} y2={pos.to_string()} />
            </>
        }
    });
    let stones = HERO_STONES.iter().map(|&(col, row, black)| {
        let (x, y) = to_xy(col, row);
        let class = if black {
            "stone stone--black"
        } else {
            "stone stone--white"
        };
        html! { <circle class={class} cx={x.to_string()} cy={y.to_string()} r="4.6" /> }
    });
    let (mark_x, mark_y) = to_xy(HERO_MARK.0, HERO_MARK.1);

    html! {
        <svg class="hero-board" viewBox={format!("0 0 {extent} {extent}")} aria-hidden="true" focusable="false">
            <rect class="hero-board__wood" x="0" y="0" width={extent.to_string()} height={extent.to_string()} rx="2" />
            <g class="hero-board__lines">{ for lines }</g>
            <g class="hero-board__stones">{ for stones }</g>
            <circle class="hero-board__mark" cx={mark_x.to_string()} cy={mark_y.to_string()} r="2.6" />
        </svg>
    }
}
