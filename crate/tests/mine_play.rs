//! Playing mine (`gridplay::mine::play`) against an exhaustive game search written
//! here (tests/common/mine.rs): a mex over every click with the real click rules,
//! memoized on the set of face-down cells. It knows nothing of regions, numbers
//! around them or clusters.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::mine::{Oracle, random_board};
use gridplay::mine::board::Board;
use gridplay::mine::generate;
use gridplay::mine::play::{MineGame, MoveKind, PlayError, Strategy};
use gridplay::mine::solver::{Player, Solver};
use gridplay::rng::SplitMix64;

const CAP: u64 = 10_000_000;

const SHAPES: &[(u32, u32)] = &[
    (1, 1),
    (1, 6),
    (1, 14),
    (2, 4),
    (2, 7),
    (3, 3),
    (3, 5),
    (4, 4),
    (4, 5),
    (5, 4),
    (3, 6),
    (5, 5),
    (4, 6),
];

/// Random small boards, then promise-breaking ones (random and from
/// `generate::promise_breaking`), all with at most 16 non-mine cells.
fn boards(rng: &mut SplitMix64, random: usize, broken: usize) -> Vec<Board> {
    let mut out: Vec<Board> = (0..random)
        .map(|i| {
            let (rows, cols) = SHAPES[i % SHAPES.len()];
            random_board(rng, rows, cols, 16)
        })
        .collect();
    let mut found = 0;
    let mut round = 0;
    while found < broken {
        let (rows, cols) = SHAPES[6 + round % (SHAPES.len() - 6)];
        let board = if round % 4 == 0 {
            generate::promise_breaking(4, 4, round as u64)
                .unwrap_or_else(|| random_board(rng, rows, cols, 16))
        } else {
            random_board(rng, rows, cols, 16)
        };
        round += 1;
        let mut solver = Solver::new(board.clone());
        solver.run();
        if !solver.shared_numbers().is_empty() && board.len() - board.mines() <= 16 {
            out.push(board);
            found += 1;
        }
    }
    out
}

fn is_broken(board: &Board) -> bool {
    let mut solver = Solver::new(board.clone());
    solver.run();
    !solver.shared_numbers().is_empty()
}

/// A random legal click.
fn random_move(game: &MineGame, rng: &mut SplitMix64) -> u32 {
    let moves: Vec<u32> = game.moves().collect();
    moves[rng.below(moves.len() as u64) as usize]
}

#[test]
fn evaluation_equals_exhaustive_search_after_random_moves() {
    let mut rng = SplitMix64::new(0x51ED_2701_A5A5_0F0F);
    let mut positions = 0;
    let mut broken_nonzero_clusters = 0;
    for board in boards(&mut rng, 3000, 1000) {
        let mut oracle = Oracle::new(&board);
        let mut game = MineGame::new(board.clone(), CAP);
        let mut face_down = oracle.start();
        loop {
            let value = game.evaluation().value;
            assert_eq!(
                value,
                Some(oracle.grundy(face_down)),
                "value after {:?} on {board:?}",
                game.history().collect::<Vec<_>>()
            );
            if !game.evaluation().clusters.is_empty() {
                broken_nonzero_clusters += 1;
            }
            positions += 1;
            assert_eq!(game.moves().collect::<Vec<_>>(), oracle.cells_of(face_down));
            assert_eq!(game.is_over(), face_down == 0);
            if game.is_over() {
                // The player who cannot click loses.
                let loser = game.to_move();
                assert_ne!(game.winner(), Some(loser));
                assert!(game.winner().is_some());
                break;
            }
            let cell = random_move(&game, &mut rng);
            game.click(cell);
            face_down = oracle.click_cell(face_down, cell);
            assert_eq!(oracle.mask(game.open_cells()), face_down, "cells opened");
        }
    }
    assert!(positions > 20_000, "{positions} positions");
    assert!(
        broken_nonzero_clusters > 1000,
        "only {broken_nonzero_clusters} positions with clusters"
    );
}

#[test]
fn opened_cells_are_what_the_click_turned_over() {
    let mut rng = SplitMix64::new(7);
    for board in boards(&mut rng, 400, 100) {
        let oracle = Oracle::new(&board);
        let mut game = MineGame::new(board, CAP);
        let mut face_down = oracle.start();
        while !game.is_over() {
            let cell = random_move(&game, &mut rng);
            game.click(cell);
            let after = oracle.click_cell(face_down, cell);
            let mut opened = game.opened().to_vec();
            opened.sort_unstable();
            assert_eq!(opened, oracle.cells_of(face_down & !after));
            face_down = after;
        }
    }
}

/// Plays from the current position to the end: the computer (`computer`) by
/// `reply`, the other side by `opponent`. Returns the winner.
fn play_out(
    game: &mut MineGame,
    oracle: &mut Oracle,
    computer: Player,
    mut opponent: impl FnMut(&MineGame, &mut Oracle, u32) -> u32,
) -> Player {
    while !game.is_over() {
        let face_down = oracle.mask(game.open_cells());
        if game.to_move() == computer {
            let won = oracle.grundy(face_down) != 0;
            let reason = game.reply().expect("not over");
            let after = oracle.mask(game.open_cells());
            assert_eq!(reason.played.xor_before, Some(oracle.grundy(face_down)));
            assert_eq!(reason.played.xor_after, Some(oracle.grundy(after)));
            assert!(reason.sure);
            if won {
                assert_eq!(reason.strategy, Strategy::ZeroXor);
                assert_eq!(oracle.grundy(after), 0, "the computer left a won position");
            } else {
                assert_eq!(reason.strategy, Strategy::Longest);
            }
        } else {
            let cell = opponent(game, oracle, face_down);
            game.play(cell).unwrap();
        }
    }
    game.winner().unwrap()
}

#[test]
fn computer_never_loses_a_won_position() {
    let mut rng = SplitMix64::new(0xC0FF_EE00_1234_5678);
    let (mut won_random, mut won_perfect) = (0, 0);
    for board in boards(&mut rng, 1500, 600) {
        let mut oracle = Oracle::new(&board);
        for perfect in [false, true] {
            let mut game = MineGame::new(board.clone(), CAP);
            // A random opening of 0 to 2 moves, then the computer is whoever moves.
            for _ in 0..rng.below(3) {
                if !game.is_over() {
                    let cell = random_move(&game, &mut rng);
                    game.play(cell).unwrap();
                }
            }
            let computer = game.to_move();
            let won = oracle.grundy(oracle.mask(game.open_cells())) != 0;
            let mut moves_rng = SplitMix64::new(rng.next_u64());
            let winner = play_out(&mut game, &mut oracle, computer, |game, oracle, mask| {
                if perfect {
                    if let Some(cell) = oracle.winning_click(mask) {
                        return cell;
                    }
                }
                random_move(game, &mut moves_rng)
            });
            if won {
                assert_eq!(winner, computer, "lost a won position on {board:?}");
                if perfect {
                    won_perfect += 1;
                } else {
                    won_random += 1;
                }
            } else if perfect {
                // Against perfect play a lost position stays lost.
                assert_ne!(winner, computer);
            }
        }
    }
    assert!(
        won_random > 500 && won_perfect > 500,
        "{won_random} {won_perfect}"
    );
}

#[test]
fn undo_restores_the_exact_position() {
    let mut rng = SplitMix64::new(99);
    for board in boards(&mut rng, 600, 300) {
        let mut game = MineGame::new(board.clone(), CAP);
        for _ in 0..40 {
            if !game.is_over() && rng.below(3) > 0 {
                let cell = random_move(&game, &mut rng);
                game.play(cell).unwrap();
            } else {
                let before = game.moves_played();
                assert_eq!(game.undo(), before > 0);
            }
            // The same position reached by replaying the history on a fresh game.
            let mut fresh = MineGame::new(board.clone(), CAP);
            for cell in game.history().collect::<Vec<_>>() {
                fresh.click(cell);
            }
            assert_eq!(game.open_cells(), fresh.open_cells());
            assert_eq!(game.to_move(), fresh.to_move());
            assert_eq!(game.closed_cells(), fresh.closed_cells());
            assert_eq!(game.lone_closed(), fresh.lone_closed());
            assert_eq!(game.labels(), fresh.labels());
            assert_eq!(game.evaluation(), fresh.evaluation());
            assert_eq!(game.opened(), fresh.opened());
        }
        while game.undo() {}
        let mut fresh = MineGame::new(board.clone(), CAP);
        assert_eq!(game.labels(), fresh.labels());
        assert_eq!(game.evaluation(), fresh.evaluation());
    }
}

#[test]
fn illegal_clicks_are_errors_and_change_nothing() {
    // 1×5, mine at (0, 2): cells 0 (blank) 1 (number) 3 (number) 4 (blank).
    let board = Board::with_mines(1, 5, &[(0, 2)]);
    let mut game = MineGame::new(board, CAP);
    assert_eq!(game.play(5), Err(PlayError::OffBoard { cell: 5 }));
    assert_eq!(game.play(u32::MAX).unwrap_err().code(), "off-board");
    assert_eq!(game.play(2), Err(PlayError::Mine { cell: 2 }));
    assert_eq!(game.moves_played(), 0);
    game.play(0).unwrap();
    assert_eq!(game.play(1), Err(PlayError::Open { cell: 1 }));
    assert_eq!(game.play(0).unwrap_err().cell(), Some(0));
    assert_eq!(game.moves_played(), 1);
    game.play(4).unwrap();
    assert!(game.is_over());
    assert_eq!(game.play(3), Err(PlayError::Open { cell: 3 }));
    assert_eq!(game.best_move(), None);
    assert_eq!(game.reply(), None);
    assert_eq!(game.winner(), Some(Player::Fanglaoshi));

    // A board of mines only: over at the start, Xiemao cannot click.
    let mut all_mines = MineGame::new(Board::with_mines(1, 2, &[(0, 0), (0, 1)]), CAP);
    assert!(all_mines.is_over());
    assert_eq!(all_mines.winner(), Some(Player::Fanglaoshi));
    assert_eq!(all_mines.play(0), Err(PlayError::Mine { cell: 0 }));
    assert!(!all_mines.undo());
}

#[test]
fn region_labels_and_explanations_match_the_search_on_the_region_alone() {
    let mut rng = SplitMix64::new(4242);
    let mut checked = 0;
    for board in boards(&mut rng, 4000, 0) {
        let mut oracle = Oracle::new(&board);
        let mut game = MineGame::new(board.clone(), CAP);
        for _ in 0..rng.below(4) {
            if !game.is_over() {
                let cell = random_move(&game, &mut rng);
                game.click(cell);
            }
        }
        for label in game.labels() {
            let explanation = game.explain(label.region).unwrap();
            // Only regions whose face-down numbers border them alone are games by
            // themselves; the search values them with everything else open.
            if !explanation.shared.is_empty() {
                continue;
            }
            assert_eq!(label.cluster, None);
            assert_eq!(explanation.numbers.len() as u32, label.numbers);
            let blanks: Vec<u32> = (0..board.len())
                .filter(|&c| game.region_of(c) == label.region)
                .collect();
            assert_eq!(explanation.blanks as usize, blanks.len());
            assert_eq!(label.cell, blanks[0]);
            let alone = blanks
                .iter()
                .chain(&explanation.numbers)
                .fold(0, |m, &c| m | oracle.bit(c));
            assert_eq!(label.value, Some(oracle.grundy(alone)), "{board:?}");
            if let Some(&number) = explanation.numbers.first() {
                let after = alone & !oracle.bit(number);
                assert_eq!(explanation.after_number, Some(oracle.grundy(after)));
            } else {
                assert_eq!(explanation.after_number, None);
            }
            checked += 1;
        }
    }
    assert!(checked > 800, "{checked} regions checked");
}

#[test]
fn the_four_by_four_example_is_valued_by_its_cluster() {
    // (2, 2) borders both blank regions: the judge's rule says 1, the truth is 0.
    let board = Board::with_mines(4, 4, &[(1, 1), (3, 3)]);
    let mut game = MineGame::new(board.clone(), CAP);
    let evaluation = game.evaluation().clone();
    assert_eq!(evaluation.value, Some(0));
    assert_eq!(evaluation.clusters.len(), 1);
    assert_eq!(evaluation.clusters[0].regions, [0, 1]);
    let labels = game.labels();
    assert!(
        labels
            .iter()
            .all(|l| l.value.is_none() && l.cluster == Some(0))
    );
    let explanation = game.explain(0).unwrap();
    assert_eq!(explanation.shared, [board.cell(2, 2)]);
    // Lost for Xiemao: the computer, moving first, plays for the longest game.
    let reason = game.reply().unwrap();
    assert_eq!(reason.strategy, Strategy::Longest);
    assert_eq!(reason.played.xor_before, Some(0));
    // It clicks a single number (the first face down), not a region.
    assert_eq!(reason.played.cell, 0);
    assert_eq!(reason.played.kind, MoveKind::LoneNumber);
}

#[test]
fn past_the_cap_the_value_is_unknown_and_the_move_unsure() {
    let mut rng = SplitMix64::new(5);
    let board = (0..)
        .map(|_| random_board(&mut rng, 5, 5, 16))
        .find(is_broken)
        .unwrap();
    let mut game = MineGame::new(board, 1);
    assert_eq!(game.evaluation().value, None);
    // Who wins is not guessed either: the page says it is unsure.
    assert_eq!(game.perfect_winner(), None);
    assert_eq!(game.perfect_for(Player::Xiemao), None);
    assert_eq!(game.perfect_for(Player::Fanglaoshi), None);
    let reason = game.reply().unwrap();
    assert_eq!(reason.strategy, Strategy::Unsure);
    assert!(!reason.sure);
}

#[test]
fn million_cell_boards_without_recursion() {
    // One blank region of a million cells.
    let mut game = MineGame::new(Board::empty(1000, 1000), CAP);
    assert_eq!(game.evaluation().value, Some(1));
    let reason = game.reply().unwrap();
    assert_eq!(reason.strategy, Strategy::ZeroXor);
    assert!(game.is_over());
    assert_eq!(game.opened().len(), 1_000_000);
    assert!(game.undo());
    assert_eq!(game.closed_cells(), 1_000_000);

    // Random 10% mines: the computer's moves leave 0 whenever it starts from non-0.
    let board = generate::random(1000, 1000, 0.10, 3);
    let mut game = MineGame::new(board, CAP);
    let mut rng = SplitMix64::new(1);
    for _ in 0..6 {
        let before = game.evaluation().value;
        let reason = game.reply().unwrap();
        if before.is_some_and(|v| v != 0) {
            assert_eq!(reason.played.xor_after, Some(0));
        }
        let cell = random_move(&game, &mut rng);
        game.play(cell).unwrap();
    }
}

/// Who wins with perfect play after `clicks` clicks with `face_down` left, by the
/// search: the player to move (Xiemao after an even number of clicks) when the
/// position's value is not 0.
fn perfect_by_search(oracle: &mut Oracle, face_down: u32, clicks: usize) -> Player {
    let (to_move, other) = if clicks % 2 == 0 {
        (Player::Xiemao, Player::Fanglaoshi)
    } else {
        (Player::Fanglaoshi, Player::Xiemao)
    };
    if oracle.grundy(face_down) != 0 {
        to_move
    } else {
        other
    }
}

#[test]
fn perfect_names_the_winner_the_search_finds_for_every_role() {
    let mut rng = SplitMix64::new(0x26);
    let (mut first_wins, mut first_loses, mut positions) = (0, 0, 0);
    for board in boards(&mut rng, 1500, 400) {
        let mut oracle = Oracle::new(&board);
        let start = oracle.start();
        match perfect_by_search(&mut oracle, start, 0) {
            Player::Xiemao => first_wins += 1,
            Player::Fanglaoshi => first_loses += 1,
        }
        for you in [Player::Xiemao, Player::Fanglaoshi] {
            let mut game = MineGame::new(board.clone(), CAP);
            let mut face_down = oracle.start();
            let mut clicks = 0;
            loop {
                let winner = perfect_by_search(&mut oracle, face_down, clicks);
                assert_eq!(
                    game.perfect_for(you),
                    Some(winner == you),
                    "you {you:?} after {:?} on {board:?}",
                    game.history().collect::<Vec<_>>()
                );
                assert_eq!(game.perfect_winner(), Some(winner));
                positions += 1;
                if game.is_over() {
                    break;
                }
                let cell = random_move(&game, &mut rng);
                game.play(cell).unwrap();
                face_down = oracle.click_cell(face_down, cell);
                clicks += 1;
            }
        }
    }
    assert!(
        first_wins > 300 && first_loses > 300,
        "boards the first player wins: {first_wins}, loses: {first_loses}"
    );
    assert!(positions > 5_000, "only {positions} positions checked");
}
