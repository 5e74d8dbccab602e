//! The token game's practice questions (`geography::practice`, the page's
//! `?practice=geography`) over many seeds and question numbers: every answer the
//! core checks agrees with an oracle written here. Winning starts and who wins: the
//! exhaustive game search. Augmenting paths: every alternating path from the root
//! enumerated one by one (a depth-first search over simple paths), reading the
//! matching only as a list of pairs of neighbouring cells.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::BTreeSet;

use common::geography::winning_starts_by_search;
use gridplay::geography::Board;
use gridplay::geography::practice::{Answer, Kind, Mistake, Question, check, question};

const SEEDS: u32 = 40;
const INDICES: u32 = 8;

/// Every question of `kind` for seeds 0..SEEDS (and a few large ones) and numbers 0..INDICES.
fn questions(kind: Kind) -> impl Iterator<Item = (u32, u32, Question)> {
    let seeds = (0..SEEDS).chain([0xdead_beef, u32::MAX]);
    seeds.flat_map(move |seed| {
        (0..INDICES).map(move |index| (seed, index, question(kind, seed, index)))
    })
}

fn rook_neighbours(board: &Board, cell: u32) -> Vec<u32> {
    let (r, c) = board.coords(cell);
    let (r, c) = (i64::from(r), i64::from(c));
    [(r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)]
        .into_iter()
        .filter(|&(a, b)| {
            a >= 0 && b >= 0 && a < i64::from(board.rows()) && b < i64::from(board.cols())
        })
        .map(|(a, b)| board.cell(a as u32, b as u32))
        .filter(|&n| board.is_free(n))
        .collect()
}

/// A pseudo-random subset of `cells` (bit i of `mask` keeps cell i mod 32).
fn subset(cells: &[u32], mask: u32) -> Vec<u32> {
    cells
        .iter()
        .enumerate()
        .filter(|(i, _)| mask >> (i % 32) & 1 == 1)
        .map(|(_, &c)| c)
        .collect()
}

#[test]
fn winning_start_answers_are_checked_as_the_game_search_says() {
    let mut asked = 0;
    for (seed, index, q) in questions(Kind::WinningStarts) {
        let board = &q.board;
        assert!(board.free_count() >= 3, "seed {seed} #{index}");
        let wins = winning_starts_by_search(board);
        let free: Vec<u32> = (0..board.len() as u32)
            .filter(|&c| board.is_free(c))
            .collect();
        for mask in [
            0,
            u32::MAX,
            seed.wrapping_mul(2_654_435_761) ^ index,
            0x5555_5555,
        ] {
            let chosen = subset(&free, mask);
            let verdict = check(&q, &Answer::Cells(&chosen));
            let missed: Vec<u32> = wins
                .iter()
                .copied()
                .filter(|c| !chosen.contains(c))
                .collect();
            let wrong: Vec<u32> = chosen
                .iter()
                .copied()
                .filter(|c| !wins.contains(c))
                .collect();
            assert_eq!(verdict.missed, missed, "seed {seed} #{index} {chosen:?}");
            assert_eq!(verdict.wrong, wrong, "seed {seed} #{index} {chosen:?}");
            assert_eq!(verdict.ok, missed.is_empty() && wrong.is_empty());
            assert_eq!(verdict.mistake, None);
        }
        assert!(check(&q, &Answer::Cells(&wins)).ok, "seed {seed} #{index}");
        asked += 1;
    }
    assert!(asked >= 300, "{asked} questions");
}

#[test]
fn who_wins_answers_are_checked_as_the_game_search_says() {
    for (seed, index, q) in questions(Kind::WhoWins) {
        let cell = q.cell.expect("a ringed cell");
        assert!(q.board.is_free(cell), "seed {seed} #{index}");
        let first = winning_starts_by_search(&q.board).contains(&cell);
        assert!(
            check(&q, &Answer::FirstWins(first)).ok,
            "seed {seed} #{index}"
        );
        assert!(
            !check(&q, &Answer::FirstWins(!first)).ok,
            "seed {seed} #{index}"
        );
        assert!(
            !check(&q, &Answer::Cells(&[cell])).ok,
            "cells do not answer who wins"
        );
        // The same board as the winning-starts question of that number.
        assert_eq!(q.board, question(Kind::WinningStarts, seed, index).board);
    }
}

/// The matching of `q` as pairs read off `partner`, each checked to join free rook
/// neighbours; a cell's partner by these pairs.
fn pairs_of(q: &Question) -> Vec<(u32, u32)> {
    let board = &q.board;
    let mut pairs = Vec::new();
    for cell in 0..board.len() as u32 {
        if let Some(p) = q.matching.partner(cell) {
            assert_eq!(q.matching.partner(p), Some(cell));
            assert!(
                rook_neighbours(board, cell).contains(&p),
                "{cell}-{p} are neighbours"
            );
            if cell < p {
                pairs.push((cell, p));
            }
        }
    }
    pairs
}

/// Every cell where an alternating path from `root` can end: each simple path that
/// leaves a cell of the root's side by an unmatched edge and, on reaching a matched
/// cell, goes on along its pair, enumerated by a depth-first search with an
/// explicit stack of (cell, path so far).
fn ends_by_enumeration(board: &Board, pairs: &[(u32, u32)], root: u32) -> BTreeSet<u32> {
    let mate = |c: u32| {
        pairs
            .iter()
            .find_map(|&(a, b)| (a == c).then_some(b).or((b == c).then_some(a)))
    };
    let mut ends = BTreeSet::new();
    let mut stack = vec![vec![root]];
    while let Some(path) = stack.pop() {
        let at = *path.last().unwrap();
        for next in rook_neighbours(board, at) {
            if path.contains(&next) || mate(at) == Some(next) {
                continue;
            }
            match mate(next) {
                None => {
                    ends.insert(next);
                }
                Some(partner) if !path.contains(&partner) => {
                    let mut longer = path.clone();
                    longer.extend([next, partner]);
                    stack.push(longer);
                }
                Some(_) => {}
            }
        }
    }
    ends
}

#[test]
fn augmenting_path_answers_are_checked_as_an_enumeration_of_paths_says() {
    let mut asked = 0;
    let mut mistakes = BTreeSet::new();
    let mut boards = BTreeSet::new();
    for (seed, index, q) in questions(Kind::AugmentingPath) {
        boards.insert(q.board.to_judge_input());
        let at = format!("seed {seed} #{index}");
        let board = &q.board;
        let pairs = pairs_of(&q);
        let root = q.cell.expect("a root");
        let mate = |c: u32| {
            pairs
                .iter()
                .find_map(|&(a, b)| (a == c).then_some(b).or((b == c).then_some(a)))
        };
        assert!(
            board.is_free(root) && mate(root).is_none(),
            "{at}: the root is free and unmatched"
        );
        let ends = ends_by_enumeration(board, &pairs, root);
        assert_eq!(ends.len(), 1, "{at}: one end only");
        let end = *ends.first().unwrap();

        // The path shown: root to end, neighbours, every second step along a pair,
        // at least one pair followed.
        let path = &q.path;
        assert_eq!((path[0], *path.last().unwrap()), (root, end), "{at}");
        assert!(path.len() >= 4 && path.len() % 2 == 0, "{at}: {path:?}");
        for (i, w) in path.windows(2).enumerate() {
            assert!(
                rook_neighbours(board, w[0]).contains(&w[1]),
                "{at}: step {i}"
            );
            assert_eq!(
                mate(w[0]) == Some(w[1]),
                i % 2 == 1,
                "{at}: step {i} along a pair"
            );
        }

        // Every cell clicked alone: right only at the end, and the mistake named.
        for cell in 0..board.len() as u32 {
            let verdict = check(&q, &Answer::Cells(&[cell]));
            assert_eq!(verdict.ok, cell == end, "{at}: cell {cell}");
            if cell == end {
                continue;
            }
            assert_eq!(
                (verdict.missed.as_slice(), verdict.wrong.as_slice()),
                (&[end][..], &[cell][..])
            );
            let (r, c) = board.coords(cell);
            let (r0, c0) = board.coords(root);
            let expected = if !board.is_free(cell) {
                Mistake::Wall
            } else if cell == root {
                Mistake::Start
            } else if let Some(partner) = mate(cell) {
                Mistake::Matched { partner }
            } else if (r + c) % 2 == (r0 + c0) % 2 {
                Mistake::SameColour
            } else {
                Mistake::Unreached
            };
            assert_eq!(verdict.mistake, Some(expected), "{at}: cell {cell}");
            mistakes.insert(expected.name());
        }
        let nothing = check(&q, &Answer::Cells(&[]));
        assert_eq!(
            (nothing.ok, nothing.mistake, nothing.missed),
            (false, Some(Mistake::Nothing), vec![end])
        );
        assert!(
            !check(&q, &Answer::FirstWins(true)).ok,
            "a choice does not answer it"
        );
        asked += 1;
    }
    assert!(asked >= 300, "{asked} questions");
    assert!(mistakes.len() >= 4, "mistakes seen: {mistakes:?}");
    assert!(
        boards.len() * 5 >= asked * 4,
        "{} boards for {asked} questions",
        boards.len()
    );
}

#[test]
fn a_seed_gives_the_same_questions_and_neighbouring_seeds_others() {
    for kind in Kind::ALL {
        let a: Vec<String> = (0..5)
            .map(|i| question(kind, 11, i).board.to_judge_input())
            .collect();
        let b: Vec<String> = (0..5)
            .map(|i| question(kind, 11, i).board.to_judge_input())
            .collect();
        let c: Vec<String> = (0..5)
            .map(|i| question(kind, 12, i).board.to_judge_input())
            .collect();
        assert_eq!(a, b, "{kind}");
        assert_ne!(a, c, "{kind}");
    }
    for kind in Kind::ALL {
        assert_eq!(kind.name().parse::<Kind>(), Ok(kind));
    }
    assert!("sudoku".parse::<Kind>().is_err());
}
