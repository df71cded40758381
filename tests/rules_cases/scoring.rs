//! The count: seki points shared, dead stones as territory, komi, handicap compensation and
//! the fixed handicap points.

use super::*;

const SEKI: &str = "
    . X . O X
    O O O O X
    X X X X X
    . . . . .
    . . . . .";

#[test]
fn seki_points_are_shared() {
    let g = game(SEKI, Color::White);
    let count = g.count(&DeadStones::default());
    assert_eq!(count.owner_at(pt(&g, "A5")), Owner::Shared);
    assert_eq!(count.owner_at(pt(&g, "C5")), Owner::Shared);
    assert_eq!(count.black, SideCount { stones: 8, territory: 10, shared: 2 });
    assert_eq!(count.white, SideCount { stones: 5, territory: 0, shared: 2 });
    assert_eq!(count.total(Color::Black), Quarters::stones(19));
    assert_eq!(count.total(Color::White), Quarters::stones(6));
    // Neither side can fill a shared point without putting its own group in atari.
    for p in ["A5", "C5"] {
        for color in Color::ALL {
            let probe = game(SEKI, color);
            let a = probe.analyze(pt(&probe, p));
            assert_eq!(a.liberties.len(), 1, "{color} on {p} puts itself in atari");
        }
    }
}

#[test]
fn dead_stones_become_territory() {
    let board = Board::from_ascii(
        "
        . X O . .
        . X O . .
        . X O O O
        . X X X X
        . O . X .",
    )
    .unwrap();
    let mut dead = DeadStones::default();
    // Marking one stone of a group marks the group.
    assert!(dead.toggle_group(&board, Point::parse_gtp("B1", board.size()).unwrap()));
    assert_eq!(dead.len(), 1);
    let count = count_area(&board, &dead);
    assert_eq!(count.black, SideCount { stones: 8, territory: 8, shared: 0 });
    assert_eq!(count.white, SideCount { stones: 5, territory: 4, shared: 0 });
    assert_eq!(count.total(Color::Black).0 + count.total(Color::White).0, 4 * 25);
}

#[test]
fn komi_examples_from_the_rules() {
    let s = BoardSize::NINETEEN;
    let outcome = |q| Outcome::from_black_count(s, Quarters(q), Komi::CHINESE, 0);
    assert_eq!(weiqi::text::say(&outcome(4 * 185)), "Black wins by ¾ stone (1½ points).");
    assert_eq!(weiqi::text::say(&outcome(4 * 184)), "White wins by ¼ stone (½ point).");
    assert_eq!(weiqi::text::say(&outcome(4 * 184 + 2)), "Black wins by ¼ stone (½ point).");
    assert_eq!(outcome(4 * 185).benchmark.stones_text(), "184¼");
    assert_eq!(outcome(4 * 177).winner(), Some(Color::White));
    assert_eq!(outcome(4 * 177).sgf_result(), "W+14.5");
    // 2¾-stone komi, the older rule.
    let old = Outcome::from_black_count(s, Quarters(4 * 185), Komi::OLD_CHINESE, 0);
    assert_eq!(weiqi::text::say(&old), "Black wins by 1¾ stones (3½ points).");
    // A 9×9 board: half is 40½.
    let nine = Outcome::from_black_count(BoardSize::NINE, Quarters(4 * 41), Komi::NONE, 0);
    assert_eq!(weiqi::text::say(&nine), "Black wins by ½ stone (1 point).");
}

#[test]
fn handicap_compensation_is_half_a_stone_per_stone() {
    let s = BoardSize::NINETEEN;
    let with4 = |q| Outcome::from_black_count(s, Quarters(q), Komi::NONE, 4);
    assert_eq!(with4(4 * 183).benchmark.stones_text(), "182½");
    assert_eq!(weiqi::text::say(&with4(4 * 183)), "Black wins by ½ stone (1 point).");
    assert_eq!(with4(4 * 182 + 2).winner(), None);
    assert_eq!(with4(4 * 182).winner(), Some(Color::White));

    let stones = fixed_handicap(s, 4).unwrap();
    let g = Game::with_handicap(s, Ruleset::CHINESE.with_komi(Komi::NONE), &stones).unwrap();
    assert_eq!(g.handicap(), 4);
    assert_eq!(g.to_move(), Color::White);
    assert_eq!(g.board().stone_count(Color::Black), 4);
    // Black's 4 stones own the whole empty board: 361, against 180½ + 2.
    assert_eq!(g.outcome(&DeadStones::default()).margin, Quarters(4 * 361 - 4 * 182 - 2));
}

#[test]
fn fixed_handicap_points() {
    let name = |s: BoardSize, n| -> Vec<String> {
        fixed_handicap(s, n).unwrap().iter().map(|p| p.to_gtp(s)).collect()
    };
    assert_eq!(name(BoardSize::NINETEEN, 2), ["Q16", "D4"]);
    assert_eq!(name(BoardSize::NINETEEN, 9), ["Q16", "D4", "Q4", "D16", "D10", "Q10", "K16", "K4", "K10"]);
    assert_eq!(name(BoardSize::THIRTEEN, 6), ["K10", "D4", "K4", "D10", "D7", "K7"]);
    assert_eq!(name(BoardSize::NINE, 4), ["G7", "C3", "G3", "C7"]);
    assert_eq!(name(BoardSize::NINE, 5), ["G7", "C3", "G3", "C7", "E5"]);
    assert!(fixed_handicap(BoardSize::NINE, 10).is_err());
    assert!(fixed_handicap(BoardSize::new(8).unwrap(), 5).is_err());
}
