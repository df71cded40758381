//! The counting trainer (`#/count`): finished positions to count under the Chinese rules.

use std::rc::Rc;

use yew::prelude::*;

use crate::board_view::{BoardView, Marker};
use crate::components::goban::Goban;
use crate::components::page_title::use_page_title;
use crate::counting::{generate, GeneratorOptions};
use crate::rules::{BoardSize, Color, Komi, Point};

/// Learner-facing text of the page.
struct CountText {
    title: &'static str,
    lead: &'static str,
    question: &'static str,
    black: &'static str,
    white: &'static str,
    draw: &'static str,
    next: &'static str,
    right: &'static str,
    wrong: &'static str,
    board_label: &'static str,
}

const TEXT: CountText = CountText {
    title: "Count",
    lead: "Finished positions to count the Chinese way: stones plus surrounded points, half of each shared point, komi 3¾ stones.",
    question: "Who wins, with 3¾ stones of komi? The stones marked with a cross are dead.",
    black: "Black",
    white: "White",
    draw: "A draw",
    next: "Next position",
    right: "Right.",
    wrong: "Not quite.",
    board_label: "Position to count",
};

fn random_seed() -> u64 {
    (js_sys::Math::random() * 9_007_199_254_740_992.0) as u64
}

/// The counting trainer page.
#[component]
pub fn Count() -> Html {
    use_page_title(TEXT.title);
    let seed = use_state(random_seed);
    let answer = use_state(|| None::<Option<Color>>);
    let position = use_memo(*seed, |&seed| generate(GeneratorOptions { size: BoardSize::NINE, dead_groups: 1 }, seed));
    let view = {
        let mut view = BoardView::from_board(&position.board);
        view.dimmed = position.dead.iter().collect();
        view.markers = position.dead.iter().map(|p| (p, Marker::Cross)).collect();
        if answer.is_some() {
            view = view.with_count(&position.count);
        }
        Rc::new(view)
    };
    let outcome = position.count.outcome(Komi::CHINESE, 0);
    let choose = |choice: Option<Color>| {
        let answer = answer.clone();
        Callback::from(move |_: MouseEvent| answer.set(Some(choice)))
    };
    let next = {
        let (seed, answer) = (seed.clone(), answer.clone());
        Callback::from(move |_: MouseEvent| {
            answer.set(None);
            seed.set(random_seed());
        })
    };
    let feedback = answer.map(|a| {
        let verdict = if a == outcome.winner() { TEXT.right } else { TEXT.wrong };
        format!(
            "{verdict} Black has {}; {}",
            outcome.black_count.stones_text(),
            outcome.sentence()
        )
    });
    html! {
        <div class="page lesson count">
            <h1>{ TEXT.title }</h1>
            <p class="page__lead">{ TEXT.lead }</p>
            <div class="lesson__body">
                <div class="lesson__board">
                    <Goban {view} on_point={Callback::from(|_: Point| {})}
                        label={AttrValue::from(format!("{}, {}", TEXT.board_label, position.board.size()))} />
                </div>
                <div class="lesson__panel">
                    <fieldset class="task task--choice">
                        <legend>{ TEXT.question }</legend>
                        <button type="button" class="btn choice" onclick={choose(Some(Color::Black))}>{ TEXT.black }</button>
                        <button type="button" class="btn choice" onclick={choose(Some(Color::White))}>{ TEXT.white }</button>
                        <button type="button" class="btn choice" onclick={choose(None)}>{ TEXT.draw }</button>
                    </fieldset>
                    <div class="feedback" role="status" aria-live="polite" aria-atomic="true">
                        { feedback.clone().unwrap_or_default() }
                    </div>
                    if feedback.is_some() {
                        <button type="button" class="btn btn--primary" onclick={next}>{ TEXT.next }</button>
                    }
                </div>
            </div>
        </div>
    }
}
