//! `gridplay slide` against an exhaustive search of the real game (pieces and the
//! empty cell, every move tried, memoised on the position), written here without
//! the matching theory, on many small random boards and recorded games.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::cli::gridplay;
use common::slide::{games, judge_input, long_game, oracle, random_board};
use gridplay::rng::SplitMix64;
use gridplay::slide::{Game, Run, solve};

/// The library's per-turn answers and mistakes equal the exhaustive search's on
/// many random boards and games; games with mistakes and long games are among them.
#[test]
fn every_turn_and_every_mistake_agree_with_the_exhaustive_search() {
    let (mut with_mistakes, mut longest, mut turns) = (0, 0, 0);
    for (n, (start, moves)) in games(1, 1500, 20).into_iter().enumerate() {
        let text = judge_input(&start, &moves);
        let game = Game::parse(text.as_bytes()).unwrap_or_else(|e| panic!("{e}\n{text}"));
        let mut memo = HashMap::new();
        let (per_turn, expected) = oracle(&start, &moves, &mut memo);
        let outcome = solve(&game);
        assert_eq!(outcome.wins, per_turn, "game {n}:\n{text}");
        assert_eq!(outcome.judge_output(), expected, "game {n}:\n{text}");
        with_mistakes += usize::from(!outcome.mistakes.is_empty());
        longest = longest.max(moves.len());
        turns += moves.len();
    }
    assert!(with_mistakes >= 250, "{with_mistakes} games with mistakes");
    assert!(longest >= 16, "longest game {longest} turns");
    assert!(turns >= 6000, "{turns} turns in all");
}

/// `gridplay slide` prints the exhaustive search's judge output, byte for byte.
#[test]
fn the_cli_prints_the_exhaustive_searchs_judge_output() {
    let mut with_mistakes = 0;
    for (n, (start, moves)) in games(2, 150, 24).into_iter().enumerate() {
        let text = judge_input(&start, &moves);
        let (_, expected) = oracle(&start, &moves, &mut HashMap::new());
        let run = gridplay(&["slide"], text.as_bytes());
        assert_eq!(
            (run.code, run.stderr.as_str()),
            (0, ""),
            "game {n}:\n{text}"
        );
        assert_eq!(run.stdout, expected, "game {n}:\n{text}");
        with_mistakes += usize::from(expected != "0\n");
    }
    assert!(with_mistakes >= 20, "{with_mistakes} games with mistakes");
}

/// The stepped run (with events) reaches the same answers as the quiet solve, and
/// its per-turn verdicts match the exhaustive search.
#[test]
fn the_stepped_run_judges_every_turn_as_the_exhaustive_search() {
    for (n, (start, moves)) in games(3, 300, 20).into_iter().enumerate() {
        let text = judge_input(&start, &moves);
        let game = Game::parse(text.as_bytes()).unwrap();
        let (per_turn, _) = oracle(&start, &moves, &mut HashMap::new());
        let mut run = Run::new(game.clone());
        let mut judged = Vec::new();
        for event in run.by_ref() {
            if let gridplay::slide::Event::Judged { turn, wins } = event {
                assert_eq!(turn as usize, judged.len() + 1);
                judged.push(wins);
            }
        }
        assert_eq!(judged, per_turn, "game {n}:\n{text}");
        assert_eq!(run.outcome(), Some(solve(&game)), "game {n}");
    }
}

/// Long recorded games (the empty cell walking over most of the board) on boards
/// where every cell can be entered, against the exhaustive search.
#[test]
fn long_games_agree_with_the_exhaustive_search() {
    let mut rng = SplitMix64::new(4);
    let (mut played, mut longest, mut with_mistakes) = (0, 0, 0);
    while played < 25 {
        let (rows, cols) = [(5, 6), (6, 5), (4, 8), (6, 6)][rng.below(4) as usize];
        let start = random_board(rows, cols, 1.0, &mut rng);
        let Some(moves) = long_game(&start, &mut rng) else {
            continue;
        };
        played += 1;
        let text = judge_input(&start, &moves);
        let (per_turn, expected) = oracle(&start, &moves, &mut HashMap::new());
        let outcome = solve(&Game::parse(text.as_bytes()).unwrap());
        assert_eq!(outcome.wins, per_turn, "{text}");
        assert_eq!(outcome.judge_output(), expected, "{text}");
        longest = longest.max(moves.len());
        with_mistakes += usize::from(!outcome.mistakes.is_empty());
    }
    assert!(longest >= 30, "longest game {longest} turns");
    assert!(with_mistakes >= 10, "{with_mistakes} games with mistakes");
}

/// The page's `random` preset ends at every friendliness, down to 0 (where 兔兔
/// almost never has a first move and the draws give way to a forced round), on
/// every board of 3 cells or more, with a game the exhaustive search agrees with;
/// fewer cells are refused, not looped on.
#[test]
fn random_presets_end_and_keep_the_promise_at_every_friendliness() {
    use gridplay::slide::{Piece, generate};
    for (rows, cols) in [(1, 3), (3, 1), (2, 2), (2, 3), (3, 3), (1, 7)] {
        for friendly in [0.0, 0.02, 0.5, 1.0] {
            for seed in 0..8 {
                let game = generate::random(rows, cols, friendly, seed);
                assert!(game.rounds() >= 1);
                let start = common::slide::Position {
                    rows: rows as usize,
                    cols: cols as usize,
                    cells: game
                        .pieces()
                        .iter()
                        .map(|p| match p {
                            Piece::Black => common::slide::BLACK,
                            Piece::White => common::slide::WHITE,
                            Piece::Empty => common::slide::EMPTY,
                        })
                        .collect(),
                    tutu_to_move: true,
                };
                let moves: Vec<usize> = game.moves().iter().map(|&m| m as usize).collect();
                let (per_turn, expected) = oracle(&start, &moves, &mut HashMap::new());
                let outcome = solve(&game);
                let text = game.to_judge_input();
                assert_eq!(outcome.wins, per_turn, "{text}");
                assert_eq!(outcome.judge_output(), expected, "{text}");
                // The judge input promises 蛋蛋 wins: 兔兔 is stuck at the end.
                let end = moves.iter().fold(start.clone(), |p, &m| p.play(m));
                assert!(end.tutu_to_move && end.moves().is_empty(), "{text}");
            }
        }
    }
    for (rows, cols) in [(1, 2), (2, 1), (1, 1)] {
        let error = generate::preset("random", rows, cols, 0.5, 1).unwrap_err();
        assert!(error.contains("at least 3 cells"), "{error}");
    }
}
