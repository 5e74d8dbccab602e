//! The solver against an exhaustive game-tree search that knows nothing of
//! matchings, and the two matching algorithms against each other.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::geography::{
    all_options, board_from_walls, maximum_matching_size, winning_starts_by_search,
};
use gridplay::geography::frame::{GeographyFrame, bits};
use gridplay::geography::{
    Algorithm, Board, Event, GreedyStart, JudgeFormat, Options, Run, generate, solve,
};
use gridplay::timeline::{Frame, Timeline};
use proptest::prelude::*;

/// Boards with at most 16 free cells, in many shapes.
fn small_board() -> impl Strategy<Value = Board> {
    (1u32..=6, 1u32..=6, 0.0f64..0.6)
        .prop_flat_map(|(rows, cols, density)| {
            let n = (rows * cols) as usize;
            (
                Just(rows),
                Just(cols),
                proptest::collection::vec(proptest::bool::weighted(density), n),
            )
        })
        .prop_filter("at most 16 free cells", |(_, _, walls)| {
            walls.iter().filter(|w| !**w).count() <= 16
        })
        .prop_map(|(rows, cols, walls)| board_from_walls(rows, cols, &walls))
}

#[test]
fn sample_in_both_formats() {
    let board = Board::parse(b"3 3\n.##\n...\n#.#\n").unwrap();
    for options in all_options() {
        let outcome = solve(&board, options);
        assert_eq!(outcome.judge_output(JudgeFormat::P4055), "WIN\n2 3\n3 2\n");
        assert_eq!(outcome.judge_output(JudgeFormat::Loj6033), "2\n2 3\n3 2\n");
    }
    assert_eq!(
        winning_starts_by_search(&board),
        solve(&board, Options::default()).winning
    );
}

#[test]
fn losing_boards_print_lose_and_zero() {
    let board = Board::parse(b"2 2\n..\n..\n").unwrap();
    assert!(winning_starts_by_search(&board).is_empty());
    let outcome = solve(&board, Options::default());
    assert_eq!(outcome.judge_output(JudgeFormat::P4055), "LOSE\n");
    assert_eq!(outcome.judge_output(JudgeFormat::Loj6033), "0\n");
    let walls_only = Board::parse(b"1 2\n##\n").unwrap();
    assert_eq!(
        solve(&walls_only, Options::default()).judge_output(JudgeFormat::P4055),
        "LOSE\n"
    );
}

/// Every wall pattern of a few small shapes, all algorithm choices.
#[test]
fn every_board_of_small_shapes_matches_the_game_search() {
    for (rows, cols) in [(1, 9), (2, 5), (3, 3), (3, 4), (4, 3)] {
        let n = rows * cols;
        for mask in 0u32..1 << n {
            let walls: Vec<bool> = (0..n).map(|i| mask & (1 << i) != 0).collect();
            let board = board_from_walls(rows, cols, &walls);
            let expected = winning_starts_by_search(&board);
            for options in all_options() {
                assert_eq!(
                    solve(&board, options).winning,
                    expected,
                    "{options:?} on\n{}",
                    board.to_judge_input()
                );
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Random boards up to 16 free cells: every algorithm agrees with the game
    /// search, and stepping through events ends where the fast path does.
    #[test]
    fn random_small_boards_match_the_game_search(board in small_board()) {
        let expected = winning_starts_by_search(&board);
        for options in all_options() {
            let fast = solve(&board, options);
            prop_assert_eq!(&fast.winning, &expected, "{:?} on\n{}", options, board.to_judge_input());
            let mut run = Run::new(board.clone(), options);
            let events: Vec<Event> = run.by_ref().collect();
            prop_assert_eq!(events.last(), Some(&Event::Verdict { winning: expected.len() as u32 }));
            prop_assert_eq!(run.outcome(), Some(fast));
        }
    }
}

/// Kuhn and Hopcroft–Karp on boards up to 200×200: same matching size (checked
/// against a textbook augmenting-path count too), same winning starts, valid
/// matchings.
#[test]
fn kuhn_and_hopcroft_karp_agree_on_big_random_boards() {
    let mut rng = gridplay::rng::SplitMix64::new(2024);
    for case in 0..40 {
        let rows = 1 + rng.below(200) as u32;
        let cols = 1 + rng.below(200) as u32;
        let density = rng.next_f64() * 0.5;
        let board = generate::random(rows, cols, density, case);
        let expected_size = maximum_matching_size(&board);
        let mut winning = None;
        for options in all_options() {
            let mut run = Run::new(board.clone(), options);
            run.run_to_end();
            assert!(
                run.matching().is_valid_on(&board),
                "{options:?} case {case}"
            );
            assert_eq!(
                run.matching().size(),
                expected_size,
                "{options:?} case {case}"
            );
            let outcome = run.outcome().unwrap();
            // `solve` searches the winning starts depth first, the run breadth first.
            assert_eq!(solve(&board, options), outcome, "{options:?} case {case}");
            let first = winning.get_or_insert_with(|| outcome.winning.clone());
            assert_eq!(&outcome.winning, first, "{options:?} case {case}");
        }
    }
}

/// Replaying the recorded events in a frame rebuilds the final matching and the
/// winning starts; seeking back and forth shows the same frame as replaying.
#[test]
fn frames_replay_to_the_solver_state() {
    let mut rng = gridplay::rng::SplitMix64::new(7);
    for case in 0..30 {
        let (rows, cols) = (1 + rng.below(30) as u32, 1 + rng.below(30) as u32);
        let board = generate::random(rows, cols, 0.25, case);
        for options in all_options() {
            let mut timeline = Timeline::new(GeographyFrame::new(&board, options.algorithm));
            let mut run = Run::new(board.clone(), options);
            for event in run.by_ref() {
                timeline.record(event);
            }
            let outcome = run.outcome().unwrap();
            timeline.seek(timeline.len());
            let frame = timeline.frame().clone();
            for cell in 0..board.len() as u32 {
                assert_eq!(frame.partner(cell), run.matching().partner(cell));
                let winning = frame.cells()[cell as usize] & bits::WINNING != 0;
                assert_eq!(winning, outcome.winning.contains(&cell));
                assert_eq!(frame.is_wall(cell), !board.is_free(cell));
            }
            assert_eq!(frame.counters().verdict, Some(outcome.winning.len() as u32));
            assert_eq!(frame.counters().matching_size, run.matching().size());
            // Random seeks agree with a straight replay.
            for _ in 0..20 {
                let step = rng.below(timeline.len() as u64 + 1) as usize;
                timeline.seek(step);
                let mut replay = GeographyFrame::new(&board, options.algorithm);
                for event in &timeline.events()[..step] {
                    replay.apply(event);
                }
                assert_eq!(timeline.frame().cells(), replay.cells());
                assert_eq!(timeline.frame().path(), replay.path());
                assert_eq!(timeline.frame().counters(), replay.counters());
            }
        }
    }
}

/// A 2000×2000 serpentine corridor (300×300 in debug builds) on a thread with a
/// 256 KiB stack: no recursion anywhere. The corridor is a path; on a path the
/// placing player wins exactly at even positions of an odd-length path.
#[test]
fn serpentine_corridor_needs_no_deep_stack() {
    let size = if cfg!(debug_assertions) { 300 } else { 2000 };
    let handle = std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(move || {
            let board = generate::serpentine(size - 1, size);
            // Walk the corridor from its start to list the path in order.
            let mut path = vec![0u32];
            let mut previous = u32::MAX;
            loop {
                let at = *path.last().unwrap();
                let next = board.neighbours(at).find(|&n| n != previous);
                match next {
                    Some(n) => {
                        previous = at;
                        path.push(n);
                    }
                    None => break,
                }
            }
            assert_eq!(path.len(), board.free_count());
            let mut expected: Vec<u32> = if path.len() % 2 == 1 {
                path.iter().step_by(2).copied().collect()
            } else {
                Vec::new()
            };
            expected.sort_unstable();
            for options in [
                Options::default(),
                Options {
                    algorithm: Algorithm::HopcroftKarp,
                    greedy: GreedyStart::Off,
                    ..Options::default()
                },
                Options {
                    algorithm: Algorithm::Kuhn,
                    greedy: GreedyStart::Off,
                    ..Options::default()
                },
            ] {
                assert_eq!(solve(&board, options).winning, expected, "{options:?}");
            }
        })
        .unwrap();
    handle.join().expect("no stack overflow");
}
