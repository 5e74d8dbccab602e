//! Mine's practice questions (`mine::practice`, the page's `?practice=mine`) over many
//! seeds and question numbers: every answer the core checks agrees with the
//! exhaustive game search of `common::mine` (mex over every click with the real
//! click rules), which knows nothing of regions' parity rule. A region's value is
//! the search's value of the position where only the region's cells (its blanks,
//! found here by flood fill, and their bordering numbers) are face down.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::BTreeSet;

use common::mine::Oracle;
use gridplay::mine::board::{Board, MINE};
use gridplay::mine::practice::{Answer, Kind, check, question};

const SEEDS: u32 = 40;
const INDICES: u32 = 8;
/// The most non-mine cells the search takes.
const ORACLE_CELLS: u32 = 20;

/// The blank regions of `board` found by flood fill, each as (blanks, bordering numbers).
fn regions(board: &Board) -> Vec<(BTreeSet<u32>, BTreeSet<u32>)> {
    let mut seen = vec![false; board.len() as usize];
    let mut out = Vec::new();
    for start in 0..board.len() {
        if board.value(start) != 0 || seen[start as usize] {
            continue;
        }
        let (mut blanks, mut numbers) = (BTreeSet::new(), BTreeSet::new());
        let mut stack = vec![start];
        seen[start as usize] = true;
        while let Some(cell) = stack.pop() {
            blanks.insert(cell);
            for n in board.neighbours(cell) {
                match board.value(n) {
                    0 if !seen[n as usize] => {
                        seen[n as usize] = true;
                        stack.push(n);
                    }
                    0 | MINE => {}
                    _ => {
                        numbers.insert(n);
                    }
                }
            }
        }
        out.push((blanks, numbers));
    }
    out
}

fn non_mine(board: &Board) -> u32 {
    (0..board.len()).filter(|&c| board.value(c) != MINE).count() as u32
}

#[test]
fn region_values_are_checked_as_the_game_search_says() {
    let mut asked = 0;
    for seed in (0..SEEDS).chain([0xdead_beef, u32::MAX]) {
        for index in 0..INDICES {
            let q = question(Kind::Grundy, seed, index);
            let board = &q.board;
            let at = format!("seed {seed} #{index}");
            let regions = regions(board);
            // The promise: no number borders two regions.
            let numbers: Vec<u32> = regions
                .iter()
                .flat_map(|(_, n)| n.iter().copied())
                .collect();
            assert_eq!(
                numbers.iter().collect::<BTreeSet<_>>().len(),
                numbers.len(),
                "{at}"
            );
            let cell = q.cell.expect("a ringed blank");
            let (blanks, bordering) = regions
                .iter()
                .find(|(b, _)| b.contains(&cell))
                .expect("a blank's region");
            assert_eq!(
                blanks.first(),
                Some(&cell),
                "{at}: the region's first blank is ringed"
            );
            if non_mine(board) > ORACLE_CELLS {
                continue;
            }
            let mut oracle = Oracle::new(board);
            let mask = blanks
                .iter()
                .chain(bordering)
                .fold(0, |m, &c| m | oracle.bit(c));
            let value = oracle.grundy(mask);
            for v in 0..=3u8 {
                assert_eq!(
                    check(&q, Answer::Value(v)),
                    u32::from(v) == value,
                    "{at}: {v} vs {value}"
                );
            }
            assert!(!check(&q, Answer::FirstWins(true)) && !check(&q, Answer::FirstWins(false)));
            asked += 1;
        }
    }
    assert!(asked >= 250, "{asked} questions");
}

#[test]
fn winners_are_checked_as_the_game_search_says() {
    let mut asked = 0;
    let mut firsts = 0;
    for seed in (0..SEEDS).chain([0xdead_beef, u32::MAX]) {
        for index in 0..INDICES {
            let q = question(Kind::MineWinner, seed, index);
            assert!(q.board.mines() > 0, "seed {seed} #{index}");
            if non_mine(&q.board) > ORACLE_CELLS {
                continue;
            }
            let mut oracle = Oracle::new(&q.board);
            let first = oracle.grundy(oracle.start()) != 0;
            assert!(check(&q, Answer::FirstWins(first)), "seed {seed} #{index}");
            assert!(
                !check(&q, Answer::FirstWins(!first)),
                "seed {seed} #{index}"
            );
            assert_eq!(q.first_wins, first);
            assert!((0..=3).all(|v| !check(&q, Answer::Value(v))));
            firsts += u32::from(first);
            asked += 1;
        }
    }
    assert!(asked >= 250, "{asked} questions");
    assert!(
        firsts > 0 && firsts < asked,
        "both winners asked about: {firsts} of {asked}"
    );
}

#[test]
fn a_seed_gives_the_same_questions_and_names_parse() {
    for kind in Kind::ALL {
        let boards = |seed| {
            (0..5)
                .map(|i| question(kind, seed, i).board)
                .collect::<Vec<_>>()
        };
        assert_eq!(boards(11), boards(11), "{kind}");
        assert_ne!(boards(11), boards(12), "{kind}");
        assert_eq!(kind.name().parse::<Kind>(), Ok(kind));
    }
    assert!("sudoku".parse::<Kind>().is_err());
}
