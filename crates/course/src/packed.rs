//! The course as `build.rs` embeds it in the app: lessons, problem sets and the glossary in a
//! compact text that a few lines read back, in place of JSON read through serde (whose
//! generated readers for these types were about 26 KB gzip of the app's WebAssembly).
//!
//! The text is the fields of each value, in the order its type declares them, with no names:
//!
//! - a string: its text, then `\u{1}` (content holds no control character but line breaks:
//!   [`pack`] refuses one);
//! - a number (`u8`, a count): its digits, then `\u{1}`; an `f64`: the digits of its bits
//!   (`f64::to_bits`), exact;
//! - `bool`: `0` or `1`; a unit enum: one letter, `a` for the first variant; `Task`: the letter
//!   of its kind, then its fields;
//! - `Option`: `-` for none, else `+` and the value; `Vec` and `SortedMap`: the count, then each
//!   item (a map: key, value).
//!
//! [`pack`] writes it (at build time), [`unpack`] reads it; both are this module's, so the two
//! cannot drift apart, and a test reads back what was written.

use weiqi_engine::map::SortedMap;

use crate::lessons::format::{
    Advice, Chase, Check, ChoiceItem, ChoiceTask, CountKind, Frame, GameTask, Glossary, KoChoice, Lesson, Marks, MoveTask, NumberTask,
    PointKind, PointsTask, Side, Step, Task, Term, WatchTask, WrongMove, WrongNumber, WrongPoint,
};
use crate::preset_name::Preset;
use crate::problems::format::ProblemSet;

const END: char = '\u{1}';

/// `value` as packed text. Panics on a string with a `\u{1}` in it (the build stops there).
pub fn pack<T: Packed>(value: &T) -> String {
    let mut out = String::new();
    value.pack(&mut out);
    out
}

/// The value packed in `text`; `None` if the text is not one whole value of that type.
pub fn unpack<T: Packed>(text: &str) -> Option<T> {
    let mut reader = Reader { rest: text };
    let value = T::unpack(&mut reader)?;
    reader.rest.is_empty().then_some(value)
}

/// What is left to read of a packed text.
pub struct Reader<'a> {
    rest: &'a str,
}

impl<'a> Reader<'a> {
    fn token(&mut self) -> Option<&'a str> {
        let (token, rest) = self.rest.split_once(END)?;
        self.rest = rest;
        Some(token)
    }

    fn byte(&mut self) -> Option<u8> {
        let first = *self.rest.as_bytes().first()?;
        self.rest = self.rest.get(1..)?;
        Some(first)
    }

    fn number(&mut self) -> Option<u64> {
        self.token()?.parse().ok()
    }

    /// A letter `a`, `b`, … as 0, 1, …, below `count`.
    fn letter(&mut self, count: u8) -> Option<u8> {
        self.byte()?.checked_sub(b'a').filter(|&i| i < count)
    }
}

/// A type [`pack`] writes and [`unpack`] reads.
pub trait Packed: Sized {
    fn pack(&self, out: &mut String);
    fn unpack(reader: &mut Reader<'_>) -> Option<Self>;
}

impl Packed for String {
    fn pack(&self, out: &mut String) {
        assert!(!self.contains(END), "packed text cannot hold U+0001: {self:?}");
        out.push_str(self);
        out.push(END);
    }
    fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
        reader.token().map(str::to_string)
    }
}

impl Packed for u8 {
    fn pack(&self, out: &mut String) {
        out.push_str(&self.to_string());
        out.push(END);
    }
    fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
        reader.number()?.try_into().ok()
    }
}

impl Packed for f64 {
    fn pack(&self, out: &mut String) {
        out.push_str(&self.to_bits().to_string());
        out.push(END);
    }
    fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
        reader.number().map(f64::from_bits)
    }
}

impl Packed for bool {
    fn pack(&self, out: &mut String) {
        out.push(if *self { '1' } else { '0' });
    }
    fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
        match reader.byte()? {
            b'0' => Some(false),
            b'1' => Some(true),
            _ => None,
        }
    }
}

impl<T: Packed> Packed for Option<T> {
    fn pack(&self, out: &mut String) {
        match self {
            None => out.push('-'),
            Some(value) => {
                out.push('+');
                value.pack(out);
            }
        }
    }
    fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
        match reader.byte()? {
            b'-' => Some(None),
            b'+' => T::unpack(reader).map(Some),
            _ => None,
        }
    }
}

fn pack_count(count: usize, out: &mut String) {
    out.push_str(&count.to_string());
    out.push(END);
}

impl<T: Packed> Packed for Vec<T> {
    fn pack(&self, out: &mut String) {
        pack_count(self.len(), out);
        self.iter().for_each(|item| item.pack(out));
    }
    fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
        // A plain loop: collecting `Option`s is more code for every item type.
        let mut items = Vec::new();
        for _ in 0..reader.number()? {
            items.push(T::unpack(reader)?);
        }
        Some(items)
    }
}

impl Packed for SortedMap<String, String> {
    fn pack(&self, out: &mut String) {
        pack_count(self.len(), out);
        for (key, value) in self {
            key.pack(out);
            value.pack(out);
        }
    }
    fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
        let mut map = SortedMap::new();
        for _ in 0..reader.number()? {
            map.insert(String::unpack(reader)?, String::unpack(reader)?);
        }
        Some(map)
    }
}

/// A struct as its fields in order.
macro_rules! packed_struct {
    ($($name:ident { $($field:ident),* $(,)? })*) => {$(
        impl Packed for $name {
            fn pack(&self, out: &mut String) {
                $(self.$field.pack(out);)*
            }
            fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
                Some($name { $($field: Packed::unpack(reader)?),* })
            }
        }
    )*};
}

/// An enum without data as the letter of its variant.
macro_rules! packed_enum {
    ($($name:ident [$($variant:ident),* $(,)?])*) => {$(
        impl Packed for $name {
            fn pack(&self, out: &mut String) {
                const ALL: &[$name] = &[$($name::$variant),*];
                let index = ALL.iter().position(|v| v == self).expect("every variant is listed");
                out.push(char::from(b'a' + index as u8));
            }
            fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
                const ALL: &[$name] = &[$($name::$variant),*];
                reader.letter(ALL.len() as u8).map(|i| ALL[usize::from(i)])
            }
        }
    )*};
}

packed_enum! {
    Side [Black, White]
    KoChoice [Superko, Simple]
    PointKind [Liberties, Forbidden, Dead, Shared, Stars, Listed]
    CountKind [Liberties, Group, Stones, Area, Points, Given]
    Check [Given, Legal, Winner]
    Preset [Capture, First]
    Chase [Ladder, Net]
    Advice [FirstMove, Throughout]
}

packed_struct! {
    Lesson { id, title, summary, steps }
    Step { id, idea, text, board, turn, before, ko, komi, coordinates, crop, marks, hint, right, task }
    Marks { triangle, square, circle, cross, labels, dead, shade }
    GameTask { game }
    MoveTask { target, lines, wrong, other, chase, advice, opening }
    WrongMove { at, why, reply }
    PointsTask { find, target, answer, wrong, other }
    WrongPoint { at, why }
    NumberTask { question, count, target, color, answer, wrong, other }
    WrongNumber { answer, why }
    ChoiceTask { question, check, at, choices }
    ChoiceItem { text, why, correct, means }
    WatchTask { frames }
    Frame { play, board, text, marks }
    Glossary { terms }
    Term { id, name, also, text, board, marks }
    ProblemSet { id, title, summary, level, problems, kyu }
}

impl Packed for Task {
    fn pack(&self, out: &mut String) {
        let (letter, rest): (char, &dyn Fn(&mut String)) = match self {
            Task::Play(t) => ('a', &|o| t.pack(o)),
            Task::Capture(t) => ('b', &|o| t.pack(o)),
            Task::Save(t) => ('c', &|o| t.pack(o)),
            Task::Points(t) => ('d', &|o| t.pack(o)),
            Task::Number(t) => ('e', &|o| t.pack(o)),
            Task::Choice(t) => ('f', &|o| t.pack(o)),
            Task::Watch(t) => ('g', &|o| t.pack(o)),
            Task::Game(t) => ('h', &|o| t.pack(o)),
        };
        out.push(letter);
        rest(out);
    }
    fn unpack(reader: &mut Reader<'_>) -> Option<Self> {
        Some(match reader.letter(8)? {
            0 => Task::Play(Packed::unpack(reader)?),
            1 => Task::Capture(Packed::unpack(reader)?),
            2 => Task::Save(Packed::unpack(reader)?),
            3 => Task::Points(Packed::unpack(reader)?),
            4 => Task::Number(Packed::unpack(reader)?),
            5 => Task::Choice(Packed::unpack(reader)?),
            6 => Task::Watch(Packed::unpack(reader)?),
            _ => Task::Game(Packed::unpack(reader)?),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn step(toml_text: &str) -> Step {
        toml::from_str(toml_text).expect("a step")
    }

    #[test]
    fn every_kind_of_step_reads_back_as_written() {
        let steps = vec![
            step("text = \"Play.\"\nboard = \"..\\n..\"\ntask = \"play\"\ntarget = \"A1\"\nlines = [\"A1 B2\"]\nwrong = [{ at = \"B1\", why = \"No.\", reply = \"A2\" }]\ntriangle = [\"A1\"]\nlabels = { a = \"B2\" }\nshade = true"),
            step("id = \"c\"\nidea = \"capture\"\ntext = \"Take.\"\nboard = \"X.\\n.O\"\nturn = \"white\"\nbefore = \"A1\"\nko = \"simple\"\ntask = \"capture\"\nother = \"Not there.\""),
            step("text = \"Save.\"\nboard = \"X.\"\ntask = \"save\"\ncrop = false\ncoordinates = false\nhint = \"Look.\"\nright = \"Yes.\""),
            step("text = \"Find.\"\nboard = \"X.\"\ntask = \"points\"\nfind = \"liberties\"\nanswer = [\"B1\"]\nwrong = [{ at = \"A1\", why = \"A stone.\" }]"),
            step("text = \"Count.\"\nboard = \"X.\"\ntask = \"number\"\nquestion = \"How many?\"\ncount = \"given\"\ncolor = \"black\"\nanswer = 3.75\nkomi = -0.5\nwrong = [{ answer = 2.0, why = \"Again.\" }]"),
            step("text = \"Which?\"\nboard = \"X.\"\ntask = \"choice\"\nquestion = \"Q\"\ncheck = \"winner\"\nat = \"B1\"\nchoices = [{ text = \"a\", why = \"b\", correct = true, means = \"black\" }, { text = \"c\", why = \"d\" }]"),
            step("text = \"Watch.\"\nboard = \"X.\"\ntask = \"watch\"\nframes = [{ play = \"B1\", text = \"One\" }, { board = \"..\", text = \"Two\", circle = [\"A1\"], dead = [\"B1\"] }]"),
            step("text = \"Go.\"\nboard = \"X.\"\ntask = \"game\"\ngame = \"first\""),
        ];
        let lessons = vec![Lesson { id: "01-x".into(), title: "T\nwith a line".into(), summary: "S ünïcode 黑".into(), steps: steps.clone() }];
        assert_eq!(unpack::<Vec<Lesson>>(&pack(&lessons)), Some(lessons));
        let sets = vec![ProblemSet { id: "p".into(), title: String::new(), summary: "s".into(), level: 9, problems: steps, kyu: vec![30, 1] }];
        assert_eq!(unpack::<Vec<ProblemSet>>(&pack(&sets)), Some(sets));
    }

    #[test]
    fn a_cut_or_longer_text_reads_as_nothing() {
        let lessons = vec![Lesson { id: "a".into(), title: "b".into(), summary: "c".into(), steps: Vec::new() }];
        let text = pack(&lessons);
        assert_eq!(unpack::<Vec<Lesson>>(&text[..text.len() - 1]), None);
        assert_eq!(unpack::<Vec<Lesson>>(&format!("{text}x")), None);
    }
}
