#![cfg(not(target_arch = "wasm32"))]
//! Invariants of the rules engine, checked on random games and random boards.

use proptest::prelude::*;
use weiqi::rules::*;
use weiqi::rules::Rng;

/// A board rebuilt from scratch from its picture: same stones, fresh chains and hash.
fn rebuilt(board: &Board) -> Board {
    Board::from_ascii(&board.to_string()).unwrap()
}

/// Plays `moves` random attempts (legal or not) from an empty board, checking invariants.
fn random_game(size: u32, seed: u64, moves: usize, rules: Ruleset) -> Result<(), TestCaseError> {
    let size = BoardSize::new(size).unwrap();
    let mut game = Game::new(size, rules);
    let mut rng = Rng::new(seed);
    let points: Vec<Point> = size.points().collect();
    for _ in 0..moves {
        if game.end().is_some() {
            game.resume();
        }
        let mv = if rng.below(30) == 0 {
            Move::Pass
        } else {
            Move::Play(points[rng.below(points.len() as u32) as usize])
        };
        let before = game.clone();
        let fast = match mv {
            Move::Play(p) => game.is_legal(p),
            Move::Pass => true,
        };
        match game.play(mv) {
            Ok(_) => {
                prop_assert!(fast, "is_legal said no to a legal move");
                for g in game.board().groups() {
                    prop_assert!(!g.liberties.is_empty(), "a group without liberties survived");
                }
                prop_assert_eq!(game.board().hash(), rebuilt(game.board()).hash());
                let total: u32 = Color::ALL.iter().map(|&c| game.board().stone_count(c)).sum();
                prop_assert_eq!(total as usize, game.board().to_string().matches(['X', 'O']).count());
                if rng.below(8) == 0 {
                    let mut undone = game.clone();
                    undone.undo();
                    prop_assert_eq!(undone.board(), before.board());
                    prop_assert_eq!(undone.to_move(), before.to_move());
                    prop_assert_eq!(undone.captures(Color::Black), before.captures(Color::Black));
                    prop_assert_eq!(undone.captures(Color::White), before.captures(Color::White));
                    undone.redo();
                    prop_assert_eq!(undone.board(), game.board());
                }
            }
            Err(_) => {
                prop_assert!(!fast, "is_legal said yes to an illegal move");
                prop_assert_eq!(game.board(), before.board());
                prop_assert_eq!(game.to_move(), before.to_move());
                prop_assert_eq!(game.move_number(), before.move_number());
                prop_assert_eq!(game.board().hash(), before.board().hash());
            }
        }
    }
    Ok(())
}

/// A random arrangement of stones (any arrangement: counting works on diagrams too).
fn random_board(size: u32, seed: u64) -> Board {
    let size = BoardSize::new(size).unwrap();
    let mut rng = Rng::new(seed);
    let mut board = Board::new(size);
    let changes: Vec<_> = size
        .points()
        .map(|p| {
            let stone = match rng.below(5) {
                0 | 1 => None,
                2 | 3 => Some(if rng.below(2) == 0 { Color::Black } else { Color::White }),
                _ => None,
            };
            (p, stone)
        })
        .collect();
    board.set_many(&changes);
    board
}

fn random_dead(board: &Board, seed: u64) -> DeadStones {
    let mut rng = Rng::new(seed ^ 0xDEAD);
    let mut dead = DeadStones::default();
    for p in board.size().points() {
        if board.get(p).is_some() && !dead.contains(p) && rng.below(6) == 0 {
            dead.toggle_group(board, p);
        }
    }
    dead
}

fn transformed(board: &Board, dead: &DeadStones, t: u8, swap_colors: bool) -> (Board, DeadStones) {
    let mut out = Board::new(board.size());
    let changes: Vec<_> = board
        .size()
        .points()
        .map(|p| {
            let stone = board.get(p).map(|c| if swap_colors { !c } else { c });
            (p.symmetry(board.size(), t), stone)
        })
        .collect();
    out.set_many(&changes);
    (out, DeadStones::from_points(dead.iter().map(|p| p.symmetry(board.size(), t))))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn random_games_keep_the_invariants(size in 2u32..=9, seed in any::<u64>()) {
        random_game(size, seed, 120, Ruleset::CHINESE)?;
    }

    #[test]
    fn random_games_under_other_ko_rules(size in 2u32..=7, seed in any::<u64>(), situational in any::<bool>()) {
        let rules = if situational { Ruleset::SITUATIONAL } else { Ruleset::SIMPLE_KO };
        random_game(size, seed, 120, rules)?;
    }

    #[test]
    fn counts_add_up_to_the_board(size in 2u32..=19, seed in any::<u64>()) {
        let board = random_board(size, seed);
        let dead = random_dead(&board, seed);
        let count = count_area(&board, &dead);
        prop_assert_eq!(
            count.total(Color::Black).0 + count.total(Color::White).0,
            4 * board.size().area() as i32
        );
        prop_assert_eq!(count.owner.len() as u32, board.size().area());
        // The owner map and the breakdown agree.
        let owned = |o: Owner| count.owner.iter().filter(|&&x| x == o).count() as u32;
        prop_assert_eq!(owned(Owner::Black), count.black.stones + count.black.territory);
        prop_assert_eq!(owned(Owner::White), count.white.stones + count.white.territory);
        prop_assert_eq!(owned(Owner::Shared), count.black.shared);
    }

    #[test]
    fn counts_ignore_symmetry_and_flip_with_colours(size in 2u32..=13, seed in any::<u64>()) {
        let board = random_board(size, seed);
        let dead = random_dead(&board, seed);
        let base = count_area(&board, &dead);
        for t in 0..8 {
            let (b, d) = transformed(&board, &dead, t, false);
            let c = count_area(&b, &d);
            prop_assert_eq!(c.black, base.black);
            prop_assert_eq!(c.white, base.white);
        }
        let (b, d) = transformed(&board, &dead, 0, true);
        let swapped = count_area(&b, &d);
        prop_assert_eq!(swapped.black, base.white);
        prop_assert_eq!(swapped.white, base.black);
    }

    #[test]
    fn playouts_end_in_legal_positions(size in 2u32..=13, seed in any::<u64>()) {
        let mut board = Board::new(BoardSize::new(size).unwrap());
        playout(&mut board, Color::Black, &mut Rng::new(seed), 3 * size * size);
        for g in board.groups() {
            prop_assert!(!g.liberties.is_empty());
        }
        prop_assert_eq!(board.hash(), rebuilt(&board).hash());
    }
}
