//! Words for the learner: the message catalogs (one per locale) and the bridges that turn
//! the logic's typed values into sentences. Logic modules never build sentences; they return
//! values, and the view asks this module to [`say`] them.

mod args;
mod board;
pub mod bundle;
mod catalog;
pub mod chinese;
mod counting;
mod ftl;
pub mod korean;
mod lessons;
mod play;
pub mod problems;
mod rules;
mod sgf;

use std::cell::RefCell;
use std::rc::Rc;

pub use crate::locale::Locale;
pub use args::Arg;
pub use board::describe_point;
pub use catalog::{Catalog, CatalogError};
pub use counting::{group, position_note};
pub use lessons::{feedback, illegal, problem_feedback};
pub use play::{call_words, choice_words, coach_words, next_game, nigiri, open_notes, opened_line, player_name, rank, your_rank};

/// The English catalog, built into the app without its comments (build.rs; the other locales
/// are fetched when chosen).
pub const ENGLISH: &str = include_str!(concat!(env!("OUT_DIR"), "/messages-en.ftl"));

/// One message: a catalog key and its named arguments.
#[derive(Clone, Debug, PartialEq)]
pub struct Msg {
    /// The catalog key, e.g. `count-right`.
    pub key: &'static str,
    /// The placeholders' values, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Msg {
    /// A message without arguments yet.
    pub fn new(key: &'static str) -> Msg {
        Msg {
            key,
            args: Vec::new(),
        }
    }

    /// Adds the value of placeholder `name`.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Msg {
        self.args.push((name, value.into()));
        self
    }

    /// This message in the current locale.
    pub fn text(&self) -> String {
        render(self.key, &self.args)
    }

    /// The message `key`, which has no placeholders, in the current locale: what
    /// `Msg::new(key).text()` gives, in one call (the app says several hundred of them, and
    /// each `Msg` built and dropped in place cost its bytes of WebAssembly).
    #[inline(never)]
    pub fn words(key: &'static str) -> String {
        render(key, &[])
    }
}

/// A typed value that has words: how it maps onto a catalog message.
pub trait Say {
    /// The message that says it.
    fn msg(&self) -> Msg;
}

impl Say for Msg {
    fn msg(&self) -> Msg {
        self.clone()
    }
}

/// `value` in words, in the current locale.
pub fn say(value: &(impl Say + ?Sized)) -> String {
    value.msg().text()
}

thread_local! {
    static ENGLISH_CATALOG: Rc<Catalog> = Rc::new(Catalog::parse(Locale::En, ENGLISH).0);
    static CURRENT: RefCell<Option<Rc<Catalog>>> = const { RefCell::new(None) };
}

/// Makes `catalog` the one words come from (English when `None`).
pub fn set_catalog(catalog: Option<Catalog>) {
    CURRENT.with(|c| *c.borrow_mut() = catalog.map(Rc::new));
}

/// The locale words come from now.
pub fn locale() -> Locale {
    CURRENT.with(|c| c.borrow().as_ref().map_or(Locale::En, |c| c.locale()))
}

/// What goes between a label or a sentence and the text after it in the current locale
/// ([`Locale::gap`]).
pub fn gap() -> &'static str {
    locale().gap()
}

/// Renders with the current catalog, then English, then shows the key (never panics).
fn render(key: &'static str, args: &[(&'static str, Arg)]) -> String {
    let current = CURRENT.with(|c| c.borrow().clone());
    current
        .and_then(|c| c.render(key, args))
        .or_else(|| ENGLISH_CATALOG.with(|e| e.render(key, args)))
        .unwrap_or_else(|| key.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    #[test]
    fn colours_and_plain_messages_render_in_english() {
        assert_eq!((say(&Color::Black), say(&Color::White)), ("Black".to_string(), "White".to_string()));
        assert_eq!(Msg::new("play-setup-you").text(), "You");
        assert_eq!(Msg::words("play-setup-you"), "You");
        let missing = Msg { key: "unknown", args: Vec::new() };
        assert_eq!(missing.text(), "unknown", "a missing key shows the key");
    }

    #[test]
    fn arguments_come_from_numbers_and_strings_of_every_kind() {
        let name = String::from("Bo");
        let msg = Msg::new("play-panel-resigned").arg("winner", Color::White);
        assert_eq!(msg.text(), "White wins by resignation.");
        assert_eq!(Arg::from(&name), Arg::Text("Bo".into()));
        assert_eq!(Arg::from(7u8), Arg::Int(7));
        assert_eq!(Arg::from(u64::MAX), Arg::Int(i64::MAX));
        assert_eq!(Msg::new("play-kept").arg("black", "You").arg("white", "Bo").arg("size", 9u8).arg("moves", 1usize).text(), "You against Bo: 9×9, 1 move");
    }
}
