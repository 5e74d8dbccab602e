//! Certificates of `geography::explain` and `gridplay explain geography`, checked
//! against oracles that do not use the crate's matching: a textbook augmenting-path
//! matching (`common::geography::maximum_matching_size`), the exhaustive game-tree
//! search (`common::geography::winning_starts_by_search`), and a replay of the
//! strategy the certificate describes against every possible opponent.
//!
//! Source of the theorem: a start cell wins for the player who places the token
//! exactly when some maximum matching leaves it unmatched (the standard solution of
//! Luogu P4055 / BZOJ 1443; e.g. the editorial of LOJ 6033).

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::VecDeque;

use common::cli::gridplay;
use common::geography::{all_options, maximum_matching_size, winning_starts_by_search};
use gridplay::geography::explain::{Certificate, ExplainError};
use gridplay::geography::{Board, JudgeFormat, Matching, Options, Run, generate, solve};

/// Small random boards (at most 16 free cells), deterministic by seed.
fn small_boards(count: u64) -> impl Iterator<Item = Board> {
    (0..count).filter_map(|seed| {
        let rows = 1 + (seed % 6) as u32;
        let cols = 1 + (seed / 6 % 6) as u32;
        let density = [0.0, 0.15, 0.3, 0.45][(seed / 36 % 4) as usize];
        let board = generate::random(rows, cols, density, seed);
        (board.free_count() <= 16).then_some(board)
    })
}

fn adjacent(board: &Board, a: u32, b: u32) -> bool {
    board.neighbours(a).any(|n| n == b)
}

/// True when an alternating path (first edge not in `m`) from a cell `m` leaves
/// unmatched ends at `target` with an even number of edges: a plain BFS over
/// (cell, parity) written here, not the crate's.
fn even_alternating_path_exists(board: &Board, m: &Matching, target: u32) -> bool {
    let n = board.len();
    let mut seen = vec![[false; 2]; n];
    let mut queue = VecDeque::new();
    for c in 0..n as u32 {
        if board.is_free(c) && !m.is_matched(c) {
            seen[c as usize][0] = true;
            queue.push_back((c, 0usize));
        }
    }
    while let Some((c, parity)) = queue.pop_front() {
        if c == target && parity == 0 {
            return true;
        }
        // Even cells leave by a non-matching edge, odd ones by their matching edge.
        let next: Vec<u32> = if parity == 0 {
            board
                .neighbours(c)
                .filter(|&x| m.partner(c) != Some(x))
                .collect()
        } else {
            m.partner(c).into_iter().collect()
        };
        for x in next {
            if !seen[x as usize][1 - parity] {
                seen[x as usize][1 - parity] = true;
                queue.push_back((x, 1 - parity));
            }
        }
    }
    false
}

/// Plays the strategy of answering every opponent move along `strategy`'s domino,
/// against every opponent choice, with `visited` used and the token on `at`, the
/// opponent to move. Returns false if an answer ever fails (partner missing or used).
fn answers_always(board: &Board, strategy: &Matching, at: u32, visited: &mut Vec<bool>) -> bool {
    let moves: Vec<u32> = board
        .neighbours(at)
        .filter(|&n| !visited[n as usize])
        .collect();
    for m in moves {
        let Some(answer) = strategy.partner(m) else {
            return false;
        };
        if visited[answer as usize] || answer == m {
            return false;
        }
        visited[m as usize] = true;
        visited[answer as usize] = true;
        let ok = answers_always(board, strategy, answer, visited);
        visited[m as usize] = false;
        visited[answer as usize] = false;
        if !ok {
            return false;
        }
    }
    true
}

/// Checks one winning certificate; `m` is the run's matching.
fn check_win(board: &Board, m: &Matching, cell: u32, path: &[u32], flipped: &Matching) {
    let maximum = maximum_matching_size(board);
    assert_eq!(m.size(), maximum, "the run's matching is maximum");
    assert_eq!(path.last(), Some(&cell), "the path ends at the cell");
    assert_eq!(path.len() % 2, 1, "an even number of edges");
    assert!(!m.is_matched(path[0]), "the path starts unmatched");
    let mut on_path = vec![false; board.len()];
    for (i, &c) in path.iter().enumerate() {
        assert!(board.is_free(c));
        assert!(!on_path[c as usize], "the path is simple");
        on_path[c as usize] = true;
        if i > 0 {
            let a = path[i - 1];
            assert!(adjacent(board, a, c), "path steps are moves");
            // Edge i-1: even-numbered edges are not in the matching, odd ones are.
            assert_eq!(m.partner(a) == Some(c), i % 2 == 0, "the path alternates");
        }
    }
    assert!(flipped.is_valid_on(board));
    assert_eq!(flipped.size(), maximum, "the flipped matching is maximum");
    assert!(!flipped.is_matched(cell), "flipping uncovers the cell");
    for c in 0..board.len() as u32 {
        if !on_path[c as usize] {
            assert_eq!(flipped.partner(c), m.partner(c), "only the path changes");
        }
    }
    // The strategy it proves: place on `cell`, answer along `flipped`.
    let mut visited = vec![false; board.len()];
    visited[cell as usize] = true;
    assert!(answers_always(board, flipped, cell, &mut visited));
}

/// Checks one losing certificate; `m` is the run's matching.
fn check_lose(board: &Board, m: &Matching, cell: u32, partner: u32) {
    assert_eq!(m.partner(cell), Some(partner), "the partner is the cell's");
    assert!(!even_alternating_path_exists(board, m, cell));
    // Every maximum matching covers it: without it the maximum drops by one.
    let mut without = board.clone();
    without.set_wall(cell, true);
    assert_eq!(
        maximum_matching_size(&without) + 1,
        maximum_matching_size(board)
    );
    // The mover's strategy: go to the partner, then answer along `m`.
    let mut visited = vec![false; board.len()];
    visited[cell as usize] = true;
    visited[partner as usize] = true;
    assert!(answers_always(board, m, partner, &mut visited));
}

fn finished(board: &Board, options: Options) -> Run {
    let mut run = Run::new(board.clone(), options);
    run.run_to_end();
    run
}

#[test]
fn every_cell_of_thousands_of_small_boards_has_a_valid_certificate() {
    let mut boards = 0;
    let (mut wins, mut loses, mut long_paths) = (0, 0, 0);
    for board in small_boards(3000) {
        boards += 1;
        let by_search = winning_starts_by_search(&board);
        for options in all_options() {
            let run = finished(&board, options);
            let m = run.matching();
            for cell in 0..board.len() as u32 {
                let answer = run.explain(cell).expect("the run is finished");
                if !board.is_free(cell) {
                    assert_eq!(answer, Err(ExplainError::Wall));
                    continue;
                }
                let certificate = answer.unwrap();
                assert_eq!(
                    certificate.wins(),
                    by_search.contains(&cell),
                    "cell {cell} of\n{}",
                    board.to_judge_input()
                );
                match &certificate {
                    Certificate::Wins { path, flipped } => {
                        wins += 1;
                        long_paths += usize::from(path.len() > 1);
                        check_win(&board, m, cell, path, flipped);
                        assert!(even_alternating_path_exists(&board, m, cell));
                    }
                    Certificate::Loses { partner } => {
                        loses += 1;
                        assert!(certificate.path().is_empty());
                        check_lose(&board, m, cell, *partner);
                    }
                }
            }
        }
    }
    assert!(boards > 2000, "{boards} boards");
    assert!(
        wins > 1000 && loses > 1000 && long_paths > 500,
        "{wins} {loses} {long_paths}"
    );
}

#[test]
fn outside_the_board_and_before_the_verdict() {
    let board = Board::parse(b"3 3\n.##\n...\n#.#\n").unwrap();
    let mut run = Run::new(board, Options::default());
    assert_eq!(run.explain(0), None, "no certificate before the verdict");
    run.run_to_end();
    assert_eq!(run.explain(9), Some(Err(ExplainError::OutsideBoard)));
    assert_eq!(run.explain(1), Some(Err(ExplainError::Wall)));
}

#[test]
fn long_paths_on_a_big_maze_are_rebuilt_without_recursion() {
    // A 1000×1000 maze: alternating paths thousands of cells long.
    let board = generate::maze(1000, 1000, 3);
    let run = finished(&board, Options::default());
    let m = run.matching();
    let outcome = run.outcome().unwrap();
    let mut longest = 0;
    for &cell in outcome.winning.iter().step_by(997) {
        let Some(Ok(Certificate::Wins { path, flipped })) = run.explain(cell) else {
            panic!("winning cell {cell} has no winning certificate");
        };
        longest = longest.max(path.len());
        assert_eq!(path.last(), Some(&cell));
        assert!(!m.is_matched(path[0]));
        for (i, w) in path.windows(2).enumerate() {
            assert!(adjacent(&board, w[0], w[1]));
            assert_eq!(m.partner(w[0]) == Some(w[1]), i % 2 == 1);
        }
        assert!(!flipped.is_matched(cell));
        assert_eq!(flipped.size(), m.size());
    }
    assert!(longest > 1000, "longest path {longest}");
}

/// Cells `(row, col)` (1-based) in a line of `(r,c)` tokens.
fn cells_in(line: &str) -> Vec<(u32, u32)> {
    line.split('(')
        .skip(1)
        .filter_map(|t| {
            let (r, rest) = t.split_once(',')?;
            let (c, _) = rest.split_once(')')?;
            Some((r.parse().ok()?, c.parse().ok()?))
        })
        .collect()
}

#[test]
fn the_cli_counts_one_pair_in_the_singular() {
    // One domino: "1 pair" in the matching and in the flipped one, never "1 pairs".
    let run = gridplay(&["explain", "geography", "--cell", "1,1"], b"1 3\n...\n");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Maximum matching (1 pair, "),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("1 pairs"), "{}", run.stdout);
    let two = gridplay(&["explain", "geography", "--cell", "1,1"], b"2 2\n..\n..\n");
    assert!(
        two.stdout.contains("Maximum matching (2 pairs, "),
        "{}",
        two.stdout
    );
}

#[test]
fn the_cli_explains_the_sample() {
    let sample = b"3 3\n.##\n...\n#.#\n";
    let run = gridplay(&["explain", "geography", "--cell", "3,2"], sample);
    assert_eq!(run.code, 0, "{}", run.stderr);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert!(lines[0].starts_with("WIN (3,2)"), "{}", run.stdout);
    let path = lines
        .iter()
        .find(|l| l.starts_with("Alternating path"))
        .unwrap();
    // The path from the unmatched (2,3) through (2,2)'s domino to (3,2).
    let cells = cells_in(path.rsplit_once(": ").unwrap().1);
    assert_eq!(cells, vec![(2, 3), (2, 2), (3, 2)]);
    assert!(
        run.stdout
            .contains("you answer along a domino of this matching")
    );

    let run = gridplay(&["explain", "geography", "--cell=2,2"], sample);
    assert_eq!(run.code, 0);
    assert!(run.stdout.starts_with("LOSE (2,2)"), "{}", run.stdout);
    assert!(run.stdout.contains("Every maximum matching covers (2,2)"));
    assert!(
        run.stdout.contains("Its partner here: (3,2)."),
        "{}",
        run.stdout
    );
}

#[test]
fn the_cli_agrees_with_the_judge_output_on_every_cell() {
    for seed in [5u64, 11, 23] {
        let board = generate::random(4, 5, 0.25, seed);
        let input = board.to_judge_input();
        let judge = solve(&board, Options::default()).judge_output(JudgeFormat::P4055);
        let winning: Vec<String> = judge.lines().skip(1).map(str::to_string).collect();
        for cell in 0..board.len() as u32 {
            let (r, c) = board.coords(cell);
            let at = format!("{},{}", r + 1, c + 1);
            let run = gridplay(&["explain", "geography", "--cell", &at], input.as_bytes());
            if !board.is_free(cell) {
                assert_eq!(run.code, 2);
                assert!(run.stderr.contains("is a wall"), "{}", run.stderr);
                continue;
            }
            assert_eq!(run.code, 0, "{}", run.stderr);
            let wins = winning.contains(&format!("{} {}", r + 1, c + 1));
            let first = run.stdout.lines().next().unwrap();
            assert_eq!(first.starts_with("WIN"), wins, "{at}: {first}");
            if let Some(line) = run.stdout.lines().find(|l| l.starts_with("Alternating")) {
                let cells = cells_in(line.rsplit_once(": ").unwrap().1);
                assert_eq!(cells.last(), Some(&(r + 1, c + 1)));
            }
        }
    }
}

#[test]
fn help_names_the_command() {
    for args in [
        &["explain", "geography", "--help"][..],
        &["help", "explain", "geography"],
        &["help", "explain"],
    ] {
        let run = gridplay(args, b"");
        assert_eq!(run.code, 0, "{args:?}: {}", run.stderr);
        assert!(run.stdout.contains("--cell ROW,COL"), "{args:?}");
    }
    let run = gridplay(&["--help"], b"");
    assert!(
        run.stdout
            .contains("gridplay explain geography --cell ROW,COL")
    );
}

#[test]
fn bad_cells_and_usage_exit_with_code_2() {
    let sample = b"3 3\n.##\n...\n#.#\n";
    let cases: &[(&[&str], &str)] = &[
        (
            &["explain", "geography", "--cell", "4,1"],
            "outside the 3×3 board",
        ),
        (
            &["explain", "geography", "--cell", "1,4"],
            "outside the 3×3 board",
        ),
        (&["explain", "geography", "--cell", "1,2"], "is a wall"),
        (
            &["explain", "geography", "--cell", "0,1"],
            "whole numbers from 1",
        ),
        (
            &["explain", "geography", "--cell", "2"],
            "whole numbers from 1",
        ),
        (
            &["explain", "geography", "--cell", "a,b"],
            "whole numbers from 1",
        ),
        (&["explain", "geography"], "needs --cell"),
        (&["explain", "mine", "--cell", "1,1"], "not \"mine\""),
        (
            &["explain", "geography", "--cell", "1,1", "--bogus"],
            "unknown option",
        ),
    ];
    for (args, phrase) in cases {
        let run = gridplay(args, sample);
        assert_eq!(run.code, 2, "{args:?}");
        assert!(run.stderr.contains(phrase), "{args:?}: {}", run.stderr);
        assert!(run.stdout.is_empty());
    }
    // Bad board: line and column, exit 2, no certificate.
    let run = gridplay(&["explain", "geography", "--cell", "1,1"], b"2 2\n..\n.x\n");
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("line 3"), "{}", run.stderr);
    assert!(run.stdout.is_empty());
}
