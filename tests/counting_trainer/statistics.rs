//! The statistics, and what is said about komi in handicap and komi-free games.

use super::*;

#[test]
fn statistics_add_up_and_keep_the_latest() {
    let mut stats = Stats::default();
    for i in 0..40u32 {
        stats.add(Attempt {
            mode: Mode::Count,
            size: 9,
            right: i % 4 != 0,
            ms: 1_000 * (i + 1),
        });
    }
    stats.add(Attempt {
        mode: Mode::WhoWins,
        size: 13,
        right: true,
        ms: 4_000,
    });
    let t = stats.totals(Mode::Count, 9).unwrap();
    assert_eq!((t.done, t.right, t.accuracy()), (40, 30, 75));
    assert_eq!(t.average_seconds(), 21); // 1 + … + 40 seconds over 40, rounded
    assert_eq!(stats.done(), 41);
    assert_eq!(stats.recent.len(), RECENT);
    assert_eq!(stats.recent.last().unwrap().mode, Mode::WhoWins);
    assert_eq!(stats.totals(Mode::Timed, 9), None);

    let bars = chart_bars(&stats.recent);
    assert_eq!(bars.len(), RECENT);
    assert!(bars.windows(2).all(|w| w[0].x < w[1].x));
    assert!(bars.iter().all(|b| b.height >= 2 && b.height <= 80));
    assert!(chart_bars(&[]).is_empty());

    let mut store = MemoryStore::new();
    save(&mut store, &stats).unwrap();
    assert_eq!(load::<Stats>(&mut store), LoadOutcome::Loaded(stats));
    let settings = Settings {
        mode: Mode::Timed,
        level: Level {
            size: 13,
            dead: true,
            seki: false,
        },
        side: CountSide::Alternate,
    };
    save(&mut store, &settings).unwrap();
    assert_eq!(load::<Settings>(&mut store), LoadOutcome::Loaded(settings));
    assert!(store.get("weiqi.counting.stats").unwrap().is_some());
}

#[test]
fn handicap_games_say_no_komi_and_komi_free_games_say_why() {
    let all = weiqi::counting::library();
    let handicap = all
        .iter()
        .find(|p| p.name == "nineteen-four-stone-handicap")
        .expect("the position");
    let t = Task::from_position(handicap);
    assert_eq!(
        say(&weiqi::counting::KomiNote::of_task(&t)),
        "the 2 stones given back for 4 handicap stones (no komi)"
    );
    assert!(!say(&weiqi::counting::benchmark(&t, Color::Black)).contains("stones of komi"));
    for p in all.iter().filter(|p| p.komi.quarters().0 == 0 && p.handicap == 0) {
        assert!(
            p.note.contains("played without komi"),
            "{}: {}",
            p.name,
            p.note
        );
    }
}
