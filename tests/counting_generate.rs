#![cfg(not(target_arch = "wasm32"))]
//! Every generated counting position is finished, legal, and counted consistently.

use proptest::prelude::*;
use weiqi::counting::{generate, unsettled_reason, GeneratorOptions};
use weiqi::rules::{BoardSize, Color, Game, Owner, Ruleset};

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    #[test]
    fn generated_positions_are_final_and_add_up(
        which in 0usize..3, dead_groups in 0u8..=3, seed in any::<u64>()
    ) {
        let size = [BoardSize::NINE, BoardSize::THIRTEEN, BoardSize::NINETEEN][which];
        let g = generate(GeneratorOptions { size, dead_groups }, seed);
        prop_assert_eq!(unsettled_reason(&g.board, &g.dead), None, "\n{}", g.board);
        prop_assert!(Game::from_setup(g.board.clone(), Color::Black, Ruleset::CHINESE).is_ok());
        let (b, w) = (g.count.total(Color::Black).0, g.count.total(Color::White).0);
        prop_assert_eq!(b + w, 4 * size.area() as i32);
        // Both sides have a real territory: a position worth counting.
        prop_assert!(g.count.black.territory >= 4 && g.count.white.territory >= 4, "\n{}", g.board);
        // Dead stones sit in the other side's area.
        for p in g.dead.iter() {
            let stone = g.board.get(p).unwrap();
            prop_assert_eq!(g.count.owner_at(p).color(), Some(!stone));
        }
        prop_assert!(g.count.owner.iter().all(|&o| o != Owner::Shared) || g.count.black.shared > 0);
    }
}

#[test]
fn the_same_seed_gives_the_same_position() {
    let options = GeneratorOptions { size: BoardSize::NINE, dead_groups: 2 };
    assert_eq!(generate(options, 99).board, generate(options, 99).board);
    assert_ne!(generate(options, 99).board, generate(options, 100).board);
}

#[test]
fn dead_groups_are_placed_when_asked() {
    let with_dead = (0..50)
        .filter(|&seed| !generate(GeneratorOptions { size: BoardSize::NINE, dead_groups: 1 }, seed).dead.is_empty())
        .count();
    assert!(with_dead >= 40, "only {with_dead} of 50 positions have a dead group");
}
