//! The glossary (`#/glossary`): every word the lessons use, in plain words with a tiny board.
//! The entries are data (`content/glossary.toml`).

use std::rc::Rc;

use yew::prelude::*;

use crate::board_view::BoardView;
use crate::components::goban::Goban;
use crate::components::page_title::use_page_title;
use crate::lessons::format::Term;
use crate::lessons::glossary;
use crate::lessons::setup::{parse_diagram, place_marks};
use crate::lessons::text::{paragraphs, Segment};
use crate::rules::{count_area, DeadStones};
use crate::text::Msg;

/// The glossary page.
#[component]
pub fn GlossaryPage() -> Html {
    use_page_title(Msg::words("glossary-title"));
    html! {
        <div class="page glossary">
            <h1>{ Msg::words("glossary-heading") }</h1>
            <p class="page__lead">{ Msg::words("glossary-lead") }</p>
            <dl class="glossary__list">
                { for glossary(crate::text::locale()).terms.iter().map(entry) }
            </dl>
        </div>
    }
}

fn entry(term: &Term) -> Html {
    let view = diagram(term).map(Rc::new);
    html! {
        <div class="glossary__entry" id={format!("term-{}", term.id)} key={term.id.clone()}>
            <dt>
                <strong>{ &term.name }</strong>
                if let Some(also) = &term.also { <span class="glossary__also">{ crate::text::gap() }{ Msg::new("glossary-also").arg("also", also.as_str()).text() }</span> }
            </dt>
            <dd>
                { for paragraphs(&term.text).into_iter().map(|p| html! {
                    <p>{ for p.into_iter().map(|seg| match seg {
                        Segment::Plain(t) | Segment::Strong(t) => html! { { t } },
                        Segment::Term { label, term } => {
                            let onclick = Callback::from(move |_: MouseEvent| scroll_to(&format!("term-{term}")));
                            html! { <button type="button" class="term" {onclick}>{ label }</button> }
                        }
                    }) }</p>
                }) }
                if let Some(view) = view {
                    <div class="glossary__board">
                        <Goban {view} on_point={Callback::from(|_| ())} interactive={false}
                            label={AttrValue::from(Msg::new("glossary-diagram").arg("term", term.name.as_str()).text())} />
                    </div>
                }
            </dd>
        </div>
    }
}

/// The tiny board of a term.
pub fn diagram(term: &Term) -> Option<BoardView> {
    let (board, letters) = parse_diagram(&term.board).ok()?;
    let marks = place_marks(&term.marks, board.size()).ok()?;
    let mut view = BoardView::from_board(&board);
    view.coordinates = false;
    view.markers = marks.markers;
    view.labels = marks.labels;
    view.labels.extend(letters);
    view.dimmed = marks.dead.clone();
    if marks.shade {
        view.owners = Some(count_area(&board, &DeadStones::from_points(marks.dead)).owner);
    }
    Some(view)
}

/// Brings the entry with `id` into view.
fn scroll_to(id: &str) {
    if let Some(el) = web_sys::window().and_then(|w| w.document()).and_then(|d| d.get_element_by_id(id)) {
        el.scroll_into_view();
    }
}
