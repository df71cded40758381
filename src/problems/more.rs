//! The generated problem sets: the problems of `content/problems/generated.txt` (made and
//! proven by `weiqi_course::problems::generate`), one set per kind after the handwritten
//! sets, easiest first, each problem keeping the generator's id (`ladder-41`) for the
//! learner's record and its kyu as its starting rating. What a problem asks is data
//! ([`ask`]); the text layer words it.
//!
//! The web app downloads the file when the practice page first needs it (it is not part of
//! the app's first load: `data/problems-<hash>.txt`, kept for offline use by the service
//! worker) and hands its text to [`install`]; native builds (tests, tools) read it as
//! compiled in.

use std::sync::OnceLock;

use weiqi_course::problems::generated::{parse_lines, Kind};

use super::format::ProblemSet;
use crate::lessons::format::{Step, Task};
use crate::lessons::setup::{parse_point, start};

/// The generated sets, once their file is in ([`install`]).
static SETS: OnceLock<Vec<ProblemSet>> = OnceLock::new();

/// The start of a generated set's id: `more-ladder`.
const PREFIX: &str = "more-";

/// Reads the text of `generated.txt` into the generated sets, once: `false` if it does not
/// read (a damaged download), and the sets stay out. A second call keeps the first sets.
pub fn install(text: &str) -> bool {
    SETS.get().is_some() || sets_of(text).map(|sets| SETS.get_or_init(|| sets)).is_some()
}

/// The generated sets, when they are in: in native builds always (as compiled in), in the
/// web app once [`install`] has had their file.
pub fn sets() -> Option<&'static [ProblemSet]> {
    #[cfg(not(target_arch = "wasm32"))]
    install(include_str!("../../content/problems/generated.txt"));
    SETS.get().map(Vec::as_slice)
}

/// The generated sets of the text of `generated.txt`, one per kind in [`Kind::ALL`] order,
/// each easiest first; `None` if it does not read, or holds no problem.
fn sets_of(text: &str) -> Option<Vec<ProblemSet>> {
    let Ok(mut problems) = parse_lines(text) else { return None };
    weiqi_engine::sort::sort_by(&mut problems, |a, b| b.kyu.cmp(&a.kyu).then_with(|| a.id.cmp(&b.id)));
    let sets: Vec<ProblemSet> = Kind::ALL
        .iter()
        .enumerate()
        .filter_map(|(i, &kind)| {
            let (steps, kyu): (Vec<Step>, Vec<u8>) = problems
                .iter()
                .filter(|p| p.kind == kind)
                .map(|p| {
                    let mut step = p.step.clone();
                    step.id = p.id.clone();
                    mark_target_group(&mut step);
                    (step, p.kyu)
                })
                .unzip();
            (!steps.is_empty()).then(|| ProblemSet {
                id: format!("{PREFIX}{}", kind.name()),
                title: String::new(),
                summary: String::new(),
                level: 4 + i as u8,
                problems: steps,
                kyu,
            })
        })
        .collect();
    (!sets.is_empty()).then_some(sets)
}

/// The kind of a generated set; `None` for a handwritten one.
pub fn kind_of(set: &ProblemSet) -> Option<Kind> {
    let name = set.id.strip_prefix(PREFIX)?;
    Kind::ALL.into_iter().find(|k| k.name() == name)
}

/// Marks every stone of the target's group (the file marks the target alone), so the words
/// can say "the marked stones".
fn mark_target_group(step: &mut Step) {
    let (Task::Capture(task) | Task::Save(task) | Task::Play(task)) = &step.task else { return };
    let Ok((game, _)) = start(step) else { return };
    let Some(target) = task.target.as_deref().and_then(|t| parse_point(t, game.size()).ok()) else { return };
    let Some(group) = game.board().group(target) else { return };
    let mut group: Vec<String> = group.stones.iter().map(|p| p.to_gtp(game.size())).collect();
    weiqi_engine::sort::sort(&mut group);
    step.marks.triangle = group;
}

/// What a generated problem asks of Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ask {
    /// Capture the marked white stones.
    Capture,
    /// Save the marked black stones.
    Save,
    /// Kill the white group with the marked stones.
    Kill,
    /// Make the black group with the marked stones live.
    Live,
    /// Win the capturing race against the marked white stones.
    Race,
}

/// What the generated problem `step` of `set` asks and how many stones are marked; `None`
/// for a handwritten problem.
pub fn ask(set: &ProblemSet, step: &Step) -> Option<(Ask, usize)> {
    let kind = kind_of(set)?;
    let stones = step.marks.triangle.len();
    let ask = match (&step.task, kind) {
        (Task::Save(_), _) => Ask::Save,
        (_, Kind::CapturingRace) => Ask::Race,
        (Task::Play(t), _) => {
            let (game, _) = start(step).ok()?;
            let target = parse_point(t.target.as_deref()?, game.size()).ok()?;
            let own = game.board().get(target) == Some(game.to_move());
            match (kind == Kind::LifeAndDeath, own) {
                (true, true) => Ask::Live,
                (true, false) => Ask::Kill,
                (false, true) => Ask::Save,
                (false, false) => Ask::Capture,
            }
        }
        _ => Ask::Capture,
    };
    Some((ask, stones))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_damaged_download_gives_no_sets_and_keeps_what_is_in() {
        assert_eq!(sets_of("capture-now-0 30 c 9 hagb"), None, "a line cut short");
        assert_eq!(sets_of("# a comment and nothing else\n"), None, "no problem");
        let whole = sets_of(include_str!("../../content/problems/generated.txt")).expect("the committed file reads");
        assert!(!whole.is_empty() && whole.iter().all(|s| kind_of(s).is_some()));
        // Once the sets are in, a damaged text changes nothing.
        let before = sets().expect("in").len();
        assert!(install("capture-now-0 30 c 9 hagb"));
        assert_eq!(sets().map(<[ProblemSet]>::len), Some(before));
    }
}
