//! Another locale's words for the course, the problems and the glossary (the files of
//! `content/<locale>/`, shipped as one JSON file per locale), and [`LessonWords::apply`]: the
//! English content with those words in place of the English ones. Where a locale lacks a
//! sentence the English one stays, so a gap never blanks a page.

use weiqi_engine::map::SortedMap;

use serde::Deserialize;

use super::format::{Glossary, Lesson, Step, Task};

/// The words of one lesson or problem set file.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct LessonWords {
    #[serde(default)]
    pub title: Option<String>,
    #[serde(default)]
    pub summary: Option<String>,
    /// By step id (lessons) or problem number from 1 (problem sets).
    #[serde(default)]
    pub step: SortedMap<String, StepWords>,
}

weiqi_engine::json_struct!(LessonWords { title: default, summary: default, step: default });

/// The words of one step.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct StepWords {
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub hint: Option<String>,
    #[serde(default)]
    pub right: Option<String>,
    #[serde(default)]
    pub question: Option<String>,
    #[serde(default)]
    pub other: Option<String>,
    /// In the order of the step's wrong answers.
    #[serde(default)]
    pub wrong: Vec<ItemWords>,
    /// In the order of the step's choices.
    #[serde(default)]
    pub choices: Vec<ItemWords>,
    /// In the order of the step's frames.
    #[serde(default)]
    pub frames: Vec<ItemWords>,
}

weiqi_engine::json_struct!(StepWords { text: default, hint: default, right: default, question: default, other: default, wrong: default, choices: default, frames: default });

/// The words of one wrong answer, choice or frame.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct ItemWords {
    #[serde(default)]
    pub text: Option<String>,
    #[serde(default)]
    pub why: Option<String>,
}

weiqi_engine::json_struct!(ItemWords { text: default, why: default });

/// The words of the glossary, by term id.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct GlossaryWords {
    #[serde(default)]
    pub term: SortedMap<String, TermWords>,
}

weiqi_engine::json_struct!(GlossaryWords { term: default });

/// The words of one glossary term.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
pub struct TermWords {
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub also: Option<String>,
    #[serde(default)]
    pub text: Option<String>,
}

weiqi_engine::json_struct!(TermWords { name: default, also: default, text: default });

fn put(target: &mut String, words: &Option<String>) {
    if let Some(w) = words {
        target.clone_from(w);
    }
}

fn put_some(target: &mut Option<String>, words: &Option<String>) {
    if target.is_some() && words.is_some() {
        target.clone_from(words);
    }
}

impl LessonWords {
    /// `lesson` (English) in these words. `by_number`: the steps are keyed by their number
    /// from 1 (problem sets) instead of their id.
    pub fn apply(&self, lesson: &Lesson, by_number: bool) -> Lesson {
        let mut out = lesson.clone();
        put(&mut out.title, &self.title);
        put(&mut out.summary, &self.summary);
        for (i, step) in out.steps.iter_mut().enumerate() {
            let key = if by_number { (i + 1).to_string() } else { step.id.clone() };
            if let Some(words) = self.step.get(&key) {
                words.apply(step);
            }
        }
        out
    }
}

impl StepWords {
    fn apply(&self, step: &mut Step) {
        put(&mut step.text, &self.text);
        put_some(&mut step.hint, &self.hint);
        put_some(&mut step.right, &self.right);
        let whys = |items: &[ItemWords]| items.iter().map(|w| w.why.clone()).collect::<Vec<_>>();
        match &mut step.task {
            Task::Play(t) | Task::Capture(t) | Task::Save(t) => {
                put_some(&mut t.other, &self.other);
                t.wrong.iter_mut().zip(whys(&self.wrong)).for_each(|(w, why)| put(&mut w.why, &why));
            }
            Task::Points(t) => {
                put_some(&mut t.other, &self.other);
                t.wrong.iter_mut().zip(whys(&self.wrong)).for_each(|(w, why)| put(&mut w.why, &why));
            }
            Task::Number(t) => {
                put(&mut t.question, &self.question);
                put_some(&mut t.other, &self.other);
                t.wrong.iter_mut().zip(whys(&self.wrong)).for_each(|(w, why)| put(&mut w.why, &why));
            }
            Task::Choice(t) => {
                put(&mut t.question, &self.question);
                for (c, w) in t.choices.iter_mut().zip(&self.choices) {
                    put(&mut c.text, &w.text);
                    put(&mut c.why, &w.why);
                }
            }
            Task::Watch(t) => {
                for (f, w) in t.frames.iter_mut().zip(&self.frames) {
                    put(&mut f.text, &w.text);
                }
            }
            Task::Game(_) => {}
        }
    }
}

impl GlossaryWords {
    /// `glossary` (English) in these words.
    pub fn apply(&self, glossary: &Glossary) -> Glossary {
        let mut out = glossary.clone();
        for term in &mut out.terms {
            if let Some(w) = self.term.get(&term.id) {
                put(&mut term.name, &w.name);
                put_some(&mut term.also, &w.also);
                put(&mut term.text, &w.text);
            }
        }
        out
    }
}
