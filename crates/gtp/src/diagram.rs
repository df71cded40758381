//! The `showboard` diagram: the board with GTP coordinates, star points and the captures.

use weiqi_engine::rules::{Color, Game, Move, Point};

/// The diagram of `game`: `X` Black, `O` White, `+` an empty star point, `.` another empty
/// point, the last stone played in brackets, then the captures and who is to move. Starts
/// with a newline so the board lines up under the `=`.
///
/// # Examples
/// ```
/// use weiqi_gtp::diagram;
/// use weiqi_engine::rules::{BoardSize, Game, Move, Point, Ruleset};
/// let size = BoardSize::new(3).unwrap();
/// let mut game = Game::new(size, Ruleset::CHINESE);
/// game.play(Move::Play(Point::parse_gtp("B2", size).unwrap())).unwrap();
/// assert_eq!(
///     diagram(&game),
///     "\n   A B C\n 3 . . . 3\n 2 .(X). 2\n 1 . . . 1\n   A B C\n\
///      Black (X) has captured 0 stones\nWhite (O) has captured 0 stones\nWhite to move"
/// );
/// ```
pub fn diagram(game: &Game) -> String {
    let size = game.size();
    let n = size.get();
    let stars = size.star_points();
    let last = match game.moves().last().map(|m| m.mv) {
        Some(Move::Play(p)) => Some(p),
        _ => None,
    };
    let letters: String = (0..n)
        .filter_map(|c| Point::new(c, 0))
        .map(|p| format!(" {}", &p.to_gtp(size)[..1]))
        .collect();
    let mut out = format!("\n  {letters}\n");
    for row in 0..n {
        let number = n - row;
        out.push_str(&format!("{number:>2}"));
        for col in 0..n {
            let Some(p) = Point::new(col, row) else { continue };
            let mark = match game.board().get(p) {
                Some(Color::Black) => 'X',
                Some(Color::White) => 'O',
                None if stars.contains(&p) => '+',
                None => '.',
            };
            if Some(p) == last {
                out.push('(');
                out.push(mark);
                out.push(')');
            } else {
                if last.is_none_or(|q| q.row() != row || q.col() + 1 != col) {
                    out.push(' ');
                }
                out.push(mark);
            }
        }
        if last.is_none_or(|q| q.row() != row || q.col() + 1 != n) {
            out.push(' ');
        }
        out.push_str(&number.to_string());
        out.push('\n');
    }
    out.push_str(&format!("  {letters}\n"));
    for color in Color::ALL {
        let mark = if color == Color::Black { 'X' } else { 'O' };
        let n = game.captures(color);
        let stones = if n == 1 { "stone" } else { "stones" };
        out.push_str(&format!("{color} ({mark}) has captured {n} {stones}\n"));
    }
    out.push_str(&format!("{} to move", game.to_move()));
    out
}
