//! Reading points from property values: moves (with passes), point lists with `aa:cc`
//! ranges, and labels.

use weiqi_engine::rules::{BoardSize, CoordError, Point};

use super::error::{Place, PointUse};
use super::typed::Label;
use super::{PropValue, SgfError};

/// Where a value is being read, for error messages.
#[derive(Clone, Copy)]
pub(crate) struct Site<'a> {
    pub ident: &'a str,
    pub size: BoardSize,
    pub place: Place,
}

impl Site<'_> {
    fn point(&self, text: &str, whole: &str, used: PointUse) -> Result<Point, SgfError> {
        Point::parse_sgf(text, self.size).map_err(|e| match e {
            CoordError::OffBoard { .. } => SgfError::OffBoard {
                ident: self.ident.to_string(),
                value: text.to_string(),
                used,
                size: self.size.get(),
                place: self.place,
            },
            _ => self.not_a_point(whole),
        })
    }

    fn not_a_point(&self, whole: &str) -> SgfError {
        SgfError::NotAPoint {
            ident: self.ident.to_string(),
            value: whole.to_string(),
            place: self.place,
        }
    }

    /// A move's point: `None` for a pass (`[]`, or `[tt]` on boards up to 19×19).
    pub fn read_move(&self, value: &PropValue) -> Result<Option<Point>, SgfError> {
        let text = value.simple_text();
        let t = text.trim();
        if t.is_empty() || (t == "tt" && self.size.get() <= 19) {
            return Ok(None);
        }
        self.point(t, t, PointUse::Move).map(Some)
    }

    /// Adds the points of a list (single points and `aa:cc` rectangles) to `out`, skipping
    /// points already there and empty values.
    pub fn read_list(
        &self,
        values: &[PropValue],
        used: PointUse,
        out: &mut Vec<Point>,
    ) -> Result<(), SgfError> {
        let n = self.size.get();
        let mut seen = vec![false; n as usize * n as usize];
        let index = |p: Point| p.row() as usize * n as usize + p.col() as usize;
        for &p in out.iter() {
            if let Some(s) = seen.get_mut(index(p)) {
                *s = true;
            }
        }
        let total = seen.len();
        let add = |seen: &mut Vec<bool>, out: &mut Vec<Point>, p: Point| {
            if let Some(s) = seen.get_mut(index(p)) {
                if !*s {
                    *s = true;
                    out.push(p);
                }
            }
        };
        for value in values {
            let text = value.simple_text();
            let t = text.trim();
            if t.is_empty() {
                continue;
            }
            if out.len() >= total {
                // Every point is already listed: later values can only repeat them (but are
                // still checked for being points at all).
                self.point(t.split_once(':').map_or(t, |(a, _)| a).trim(), t, used)?;
                continue;
            }
            match t.split_once(':') {
                None => add(&mut seen, out, self.point(t, t, used)?),
                Some((a, b)) => {
                    let (a, b) = (
                        self.point(a.trim(), t, used)?,
                        self.point(b.trim(), t, used)?,
                    );
                    for row in a.row().min(b.row())..=a.row().max(b.row()) {
                        for col in a.col().min(b.col())..=a.col().max(b.col()) {
                            let p = Point::new(col, row).ok_or_else(|| self.not_a_point(t))?;
                            add(&mut seen, out, p);
                        }
                    }
                }
            }
        }
        Ok(())
    }

    /// Adds the `point:text` labels to `out`.
    pub fn read_labels(&self, values: &[PropValue], out: &mut Vec<Label>) -> Result<(), SgfError> {
        for value in values {
            let (point, text) = value
                .split_compose()
                .ok_or_else(|| self.not_a_point(&value.simple_text()))?;
            let p = point.simple_text();
            let point = self.point(p.trim(), &value.simple_text(), PointUse::Markup)?;
            out.push(Label {
                point,
                text: text.simple_text(),
            });
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn site(n: u32) -> Site<'static> {
        Site {
            ident: "AB",
            size: BoardSize::new(n).unwrap(),
            place: Place {
                node: 2,
                move_number: 1,
            },
        }
    }

    fn raw(s: &str) -> PropValue {
        PropValue::from_raw(s).unwrap()
    }

    #[test]
    fn ranges_expand_and_repeat_points_are_dropped() {
        let mut out = vec![];
        site(9)
            .read_list(
                &[raw("aa:cb"), raw("bb"), raw("cb:aa"), raw("")],
                PointUse::Setup,
                &mut out,
            )
            .unwrap();
        let names: Vec<String> = out.iter().map(|p| p.to_sgf()).collect();
        assert_eq!(names, ["aa", "ba", "ca", "ab", "bb", "cb"]);
    }

    #[test]
    fn bad_points_are_named() {
        let mut out = vec![];
        let e = site(9)
            .read_list(&[raw("aa:jj")], PointUse::Setup, &mut out)
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "Node 2 (after move 1) puts a stone at jj (AB), which is off the 9×9 board."
        );
        let e = site(9)
            .read_list(&[raw("a")], PointUse::Setup, &mut out)
            .unwrap_err();
        assert_eq!(
            e.to_string(),
            "Node 2 (after move 1) has AB[a], which is not a point."
        );
    }

    #[test]
    fn tt_is_a_pass_only_on_small_boards() {
        assert_eq!(site(19).read_move(&raw("tt")), Ok(None));
        assert_eq!(site(9).read_move(&raw("")), Ok(None));
        assert_eq!(site(21).read_move(&raw("tt")), Ok(Point::new(19, 19)));
        assert!(site(9).read_move(&raw("jj")).is_err());
    }
}
