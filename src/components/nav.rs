//! The main menu. Its entries come from [`SECTIONS`], the one list of the app's sections.
//! On phones the entries fold behind a "Menu" button (a disclosure), so the header stays one
//! row; the list closes again when a page opens or Escape is pressed.

use yew::prelude::*;
use yew_router::prelude::*;

use crate::app::Route;

/// One entry of the main menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// Where the entry leads.
    pub route: Route,
    /// The menu label.
    pub label: &'static str,
    /// One sentence for the home page's list of sections (not shown for Home itself).
    pub blurb: &'static str,
}

/// The sections of the app, in menu order. A section appears here once its page exists.
pub const SECTIONS: &[Section] = &[
    Section {
        route: Route::Home,
        label: "Home",
        blurb: "What Weiqi is and where to start.",
    },
    Section {
        route: Route::Learn,
        label: "Learn",
        blurb: "Eleven short lessons, from your first stone to playing and counting a game.",
    },
    Section {
        route: Route::Glossary,
        label: "Glossary",
        blurb: "Every word of Go the lessons use, in plain words with a small board.",
    },
    Section {
        route: Route::Practice,
        label: "Practice",
        blurb: "Problems that answer back: capture, ko, forbidden points, life and death, with your progress.",
    },
    Section {
        route: Route::Count,
        label: "Count",
        blurb: "Count finished positions the Chinese way: who wins, the exact count, the dead stones, against the clock.",
    },
    Section {
        route: Route::Play,
        label: "Play",
        blurb: "A whole game against the computer at your level, or a friend on this device, counted at the end.",
    },
];

/// Accessible name of the menu landmark.
const NAV_LABEL: &str = "Main";

/// The button that opens and closes the menu on phones.
const MENU: &str = "Menu";

/// `id` of the list of entries, which the menu button controls.
const LIST_ID: &str = "site-nav-list";

/// The main menu: one link per section, the current one marked for assistive technology.
#[component]
pub fn Nav() -> Html {
    let open = use_state_eq(|| false);
    let route = use_route::<Route>();
    {
        // A page opened from the menu (or anywhere) closes it.
        let open = open.clone();
        use_effect_with(route, move |_| open.set(false));
    }
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    let onkeydown = {
        let open = open.clone();
        Callback::from(move |e: KeyboardEvent| {
            if e.key() == "Escape" && *open {
                open.set(false);
            }
        })
    };
    html! {
        <nav class={classes!("site-nav", open.then_some("site-nav--open"))} aria-label={NAV_LABEL} {onkeydown}>
            <button type="button" class="btn site-nav__toggle" aria-expanded={open.to_string()} aria-controls={LIST_ID}
                onclick={toggle}>
                <svg class="site-nav__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
                { MENU }
            </button>
            <ul class="site-nav__list" id={LIST_ID}>
                { for SECTIONS.iter().map(|section| html! {
                    <li key={section.label}>
                        <NavLink to={section.route} class="site-nav__link">
                            { section.label }
                        </NavLink>
                    </li>
                }) }
            </ul>
        </nav>
    }
}

/// Props of [`NavLink`].
#[derive(Properties, PartialEq)]
pub struct NavLinkProps {
    /// Where the link leads.
    pub to: Route,
    /// Extra classes for the `<a>`.
    #[prop_or_default]
    pub class: Classes,
    /// The link text.
    #[prop_or_default]
    pub children: Html,
}

/// A link inside the app that carries `aria-current="page"` when it leads to the current page
/// (and `aria-current="true"` when the current page is inside the section it leads to).
/// It is a real `<a href="#/…">`, so it also works with a middle click or "open in new tab".
#[component]
pub fn NavLink(props: &NavLinkProps) -> Html {
    let navigator = use_navigator();
    let current = use_route::<Route>();
    let to = props.to;

    let onclick = Callback::from(move |event: MouseEvent| {
        let modified = event.meta_key() || event.ctrl_key() || event.shift_key() || event.alt_key();
        if modified {
            return; // let the browser open a new tab or window
        }
        if let Some(navigator) = &navigator {
            event.prevent_default();
            navigator.push(&to);
        }
    });

    // "page" on the link to this very page; "true" on the menu entry of the section the page
    // belongs to (a lesson belongs to Learn).
    let aria_current = match current {
        Some(here) if here == to => Some("page"),
        Some(here) if here.menu_entry() == Some(to) => Some("true"),
        _ => None,
    };
    let href = format!("#{}", to.to_path());

    html! {
        <a class={props.class.clone()} {href} aria-current={aria_current} {onclick}>
            { props.children.clone() }
        </a>
    }
}
