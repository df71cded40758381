//! The numbered moves beside the board; choosing one shows the position after it.

use std::rc::Rc;

use yew::prelude::*;

use crate::play::view::MoveLine;
use crate::text;

/// What [`move_list`] shows, and where a choice goes.
pub struct MoveListProps {
    pub lines: Rc<Vec<MoveLine>>,
    pub review: Option<usize>,
    pub on_review: Callback<Option<usize>>,
}

/// The numbered moves; choosing one shows the position after it (review never changes the
/// game). Buttons step through the game.
pub fn move_list(props: &MoveListProps) -> Html {
    let total = props.lines.len();
    let at = props.review.unwrap_or(total);
    let go = |n: usize| {
        let cb = props.on_review.clone();
        Callback::from(move |_: MouseEvent| cb.emit(if n >= total { None } else { Some(n) }))
    };
    let items = props.lines.iter().map(|line| {
        let current = at == line.number;
        let shown = line.at.clone().unwrap_or_else(|| text::Msg::words("play-moves-pass"));
        let captures = match line.captures {
            0 => String::new(),
            1 => " ×1".to_string(),
            n => format!(" ×{n}"),
        };
        html! {
            <li key={line.number}>
                <button type="button" class={classes!("move", current.then_some("move--current"))}
                    aria-current={current.then_some("step")} onclick={go(line.number)}
                    aria-label={text::Msg::new("play-moves-move")
                        .arg("n", line.number)
                        .arg("color", line.color)
                        .arg("move", shown.clone())
                        .arg("captures", line.captures)
                        .text()}>
                    <span class="move__number">{ format!("{}.", line.number) }</span>
                    <span class={classes!("move__stone", format!("move__stone--{}", line.color.name().to_ascii_lowercase()))}
                        aria-label={text::say(&line.color)}></span>
                    { shown }
                    if line.captures > 0 {
                        <span class="move__captures" title={text::Msg::words("play-moves-captured-title")}>{ captures }</span>
                    }
                </button>
            </li>
        }
    });
    html! {
        <section class="play__moves" aria-labelledby="play-moves">
            <h2 id="play-moves">{ text::Msg::words("play-panel-moves-heading") }</h2>
            <div class="play__row play__stepper">
                <button type="button" class="btn btn--small" disabled={at == 0} onclick={go(0)}>{ text::Msg::words("play-panel-first") }</button>
                <button type="button" class="btn btn--small" disabled={at == 0} onclick={go(at.saturating_sub(1))}>{ text::Msg::words("play-panel-back") }</button>
                <button type="button" class="btn btn--small" disabled={at >= total} onclick={go(at + 1)}>{ text::Msg::words("play-panel-forward") }</button>
                <button type="button" class="btn btn--small" disabled={at >= total} onclick={go(total)}>{ text::Msg::words("play-panel-last") }</button>
            </div>
            if total == 0 {
                <p class="play__hint">{ text::Msg::words("play-panel-no-moves") }</p>
            } else {
                <ol class="moves">{ for items }</ol>
            }
        </section>
    }
}
