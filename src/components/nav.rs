//! The main menu. Its entries come from [`SECTIONS`], the one list of the app's sections.
//! On phones the entries fold behind a "Menu" button (a disclosure), so the header stays one
//! row; the list closes again when a page opens or Escape is pressed.

use yew::prelude::*;

use crate::lessons::course::main_path;
use crate::lessons::lessons;
use crate::route::{follow_on_click, use_route, Route};
use crate::text::Msg;

/// One entry of the main menu.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Section {
    /// Where the entry leads.
    pub route: Route,
}

impl Section {
    /// The menu label.
    pub fn label(self) -> String {
        match self.route {
            Route::Home => Msg::new("nav-home"),
            Route::Learn => Msg::new("nav-learn"),
            Route::Glossary => Msg::new("nav-glossary"),
            Route::Practice => Msg::new("nav-practice"),
            Route::Count => Msg::new("nav-count"),
            Route::Play => Msg::new("nav-play"),
            _ => Msg::new("nav-home"),
        }
        .text()
    }

    /// One sentence for the home page's list of sections (not shown for Home itself).
    pub fn blurb(self) -> String {
        match self.route {
            Route::Home => Msg::new("nav-home-blurb"),
            Route::Learn => Msg::new("nav-learn-blurb").arg("count", main_path(lessons(crate::text::locale())).len()),
            Route::Glossary => Msg::new("nav-glossary-blurb"),
            Route::Practice => Msg::new("nav-practice-blurb"),
            Route::Count => Msg::new("nav-count-blurb"),
            Route::Play => Msg::new("nav-play-blurb"),
            _ => Msg::new("nav-home-blurb"),
        }
        .text()
    }
}

/// The sections of the app, in menu order. A section appears here once its page exists.
pub const SECTIONS: &[Section] = &[
    Section { route: Route::Home },
    Section { route: Route::Learn },
    Section { route: Route::Glossary },
    Section { route: Route::Practice },
    Section { route: Route::Count },
    Section { route: Route::Play },
];

/// `id` of the list of entries, which the menu button controls.
const LIST_ID: &str = "site-nav-list";

/// The main menu: one link per section, the current one marked for assistive technology.
#[component]
pub fn Nav() -> Html {
    let open = use_state_eq(|| false);
    let route = use_route();
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
        <nav class={classes!("site-nav", open.then_some("site-nav--open"))} aria-label={Msg::words("nav-label")} {onkeydown}>
            <button type="button" class="btn site-nav__toggle" aria-expanded={open.to_string()} aria-controls={LIST_ID}
                onclick={toggle}>
                <svg class="site-nav__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                    <path d="M4 7h16M4 12h16M4 17h16" />
                </svg>
                { Msg::words("nav-menu") }
            </button>
            <ul class="site-nav__list" id={LIST_ID}>
                { for SECTIONS.iter().map(|section| html! {
                    <li key={section.route.to_path()}>
                        <NavLink to={section.route} class="site-nav__link">
                            { section.label() }
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
    let current = use_route();
    let to = props.to;

    // "page" on the link to this very page; "true" on the menu entry of the section the page
    // belongs to (a lesson belongs to Learn).
    let aria_current = match current {
        Some(here) if here == to => Some("page"),
        Some(here) if here.menu_entry() == Some(to) => Some("true"),
        _ => None,
    };
    html! {
        <a class={props.class.clone()} href={to.href()} aria-current={aria_current} onclick={follow_on_click(to)}>
            { props.children.clone() }
        </a>
    }
}
