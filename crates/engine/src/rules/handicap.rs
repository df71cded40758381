//! Fixed handicap stones on the star points.

use super::{BoardSize, Point};

/// Why a fixed handicap cannot be placed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HandicapError {
    /// Fixed handicaps are 2 to 9 stones.
    Count(u8),
    /// This board does not have that many handicap points.
    TooManyForBoard { count: u8, size: BoardSize, max: u8 },
}

impl std::error::Error for HandicapError {}

/// The most fixed handicap stones a board takes: 9 on odd boards from 9×9, 4 on other boards
/// from 7×7, none below.
pub fn max_fixed_handicap(size: BoardSize) -> u8 {
    match size.get() {
        0..=6 => 0,
        n if n % 2 == 1 && n >= 9 => 9,
        _ => 4,
    }
}

/// The star points for a fixed handicap of `count` stones, in placing order: the two
/// opposite corners (upper right, lower left), then lower right, upper left, then the centre
/// for odd counts, the left and right sides for 6 and more, the top and bottom for 8 and more.
///
/// # Examples
/// ```
/// use weiqi_engine::rules::{fixed_handicap, BoardSize};
/// let size = BoardSize::NINETEEN;
/// let names: Vec<String> = fixed_handicap(size, 5).unwrap().iter().map(|p| p.to_gtp(size)).collect();
/// assert_eq!(names, ["Q16", "D4", "Q4", "D16", "K10"]);
/// ```
///
/// # Errors
/// [`HandicapError`] for counts outside 2..=9 or too many for the board.
pub fn fixed_handicap(size: BoardSize, count: u8) -> Result<Vec<Point>, HandicapError> {
    if !(2..=9).contains(&count) {
        return Err(HandicapError::Count(count));
    }
    let max = max_fixed_handicap(size);
    if count > max {
        return Err(HandicapError::TooManyForBoard { count, size, max });
    }
    let n = size.get();
    let near = if n <= 12 { 2 } else { 3 };
    let far = n - 1 - near;
    let mid = n / 2;
    let at = |col: u8, row: u8| Point::new(col, row).expect("on board");
    let (upper_right, lower_left, lower_right, upper_left) =
        (at(far, near), at(near, far), at(far, far), at(near, near));
    let (left, right, top, bottom, centre) =
        (at(near, mid), at(far, mid), at(mid, near), at(mid, far), at(mid, mid));
    let corners = [upper_right, lower_left, lower_right, upper_left];
    let mut points: Vec<Point> = corners.into_iter().take(count as usize).collect();
    if count >= 5 {
        let with_centre = count % 2 == 1;
        let sides = count as usize - 4 - usize::from(with_centre);
        points.extend([left, right, top, bottom].into_iter().take(sides));
        if with_centre {
            points.push(centre);
        }
    }
    Ok(points)
}
