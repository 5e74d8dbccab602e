//! The slide game's practice questions (`?practice=slide`, `slide::practice`)
//! against an exhaustive search of the real game (pieces and the empty cell, every
//! move tried, memoised on the position: tests/common/slide.rs), written without
//! the matching theory: whether move k was a mistake, 兔兔's winning moves, and the
//! check of right and wrong answers, over many seeds and every board size.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::slide::{BLACK, EMPTY, Position, WHITE, wins};
use gridplay::slide::practice::{Answer, Kind, check, question};
use gridplay::slide::{Game, Piece};

/// The oracle's position for `game`'s start, 兔兔 to move; and its recorded moves.
fn read(game: &Game) -> (Position, Vec<usize>) {
    // Read back from the judge input, as a stranger to the library would.
    let text = game.to_judge_input();
    let mut words = text.split_whitespace();
    let mut next = || words.next().unwrap();
    let (rows, cols): (usize, usize) = (next().parse().unwrap(), next().parse().unwrap());
    let mut cells = Vec::new();
    for _ in 0..rows {
        cells.extend(next().bytes().map(|b| match b {
            b'X' => BLACK,
            b'O' => WHITE,
            _ => EMPTY,
        }));
    }
    let k: usize = next().parse().unwrap();
    let moves = (0..2 * k)
        .map(|_| {
            let r: usize = next().parse().unwrap();
            let c: usize = next().parse().unwrap();
            (r - 1) * cols + c - 1
        })
        .collect();
    (
        Position {
            rows,
            cols,
            cells,
            tutu_to_move: true,
        },
        moves,
    )
}

/// Move k (1-based) was a mistake by the search: 兔兔 wins before it, 蛋蛋 after it.
fn is_mistake(start: &Position, moves: &[usize], k: usize, memo: &mut HashMap<u64, bool>) -> bool {
    let mut position = start.clone();
    for &cell in &moves[..2 * k - 2] {
        position = position.play(cell);
    }
    let before = wins(&position, memo);
    let after = wins(&position.play(moves[2 * k - 2]), memo);
    before && after
}

/// 兔兔's winning moves at `position` by the search, row-major.
fn winning(position: &Position, memo: &mut HashMap<u64, bool>) -> Vec<u32> {
    let mut out: Vec<u32> = position
        .moves()
        .into_iter()
        .filter(|&c| !wins(&position.play(c), memo))
        .map(|c| c as u32)
        .collect();
    out.sort_unstable();
    out
}

/// `mistake` questions: the answer is the search's; "mistake" and "not a mistake"
/// are checked right exactly when the search says so; the position shown is the
/// game's after turns 1 to 2k − 1; both answers occur.
#[test]
fn mistake_questions_agree_with_the_exhaustive_search() {
    let (mut yes, mut no) = (0, 0);
    for seed in 0..40 {
        for index in 0..8 {
            let q = question(Kind::Mistake, seed, index);
            let (start, moves) = read(&q.game);
            let k = q.number as usize;
            assert!(
                k >= 1 && 2 * k <= moves.len(),
                "seed {seed} question {index}: k = {k}"
            );
            let mut memo = HashMap::new();
            let truth = is_mistake(&start, &moves, k, &mut memo);
            let input = q.game.to_judge_input();
            assert_eq!(
                q.mistake, truth,
                "seed {seed} question {index}, move {k}:\n{input}"
            );
            assert!(check(&q, &Answer::Mistake(truth)).ok);
            assert!(!check(&q, &Answer::Mistake(!truth)).ok);
            assert!(
                !check(&q, &Answer::Cells(&[])).ok,
                "the other kind's answer is wrong"
            );
            // The position shown: the moves up to 兔兔's move k played.
            let mut position = start.clone();
            for &cell in &moves[..2 * k - 1] {
                position = position.play(cell);
            }
            let shown: Vec<u8> = q
                .shown
                .pieces()
                .iter()
                .map(|p| match p {
                    Piece::Black => BLACK,
                    Piece::White => WHITE,
                    Piece::Empty => EMPTY,
                })
                .collect();
            assert_eq!(shown, position.cells, "seed {seed} question {index}");
            let mut walk = vec![start.empty() as u32];
            walk.extend(moves[..2 * k - 1].iter().map(|&c| c as u32));
            assert_eq!(q.walk, walk);
            if truth {
                yes += 1;
            } else {
                no += 1;
            }
        }
    }
    assert!(
        yes >= 60 && no >= 60,
        "both answers asked: {yes} mistakes, {no} not"
    );
}

/// `winning-move` questions: the winning moves are the search's; each is checked
/// right, every other legal move and every other cell wrong (with 蛋蛋's reply a
/// winning move of hers by the search), nothing is right exactly when 兔兔 is lost;
/// lost and won positions both occur.
#[test]
fn winning_move_questions_agree_with_the_exhaustive_search() {
    let (mut won, mut lost) = (0, 0);
    for seed in 0..40 {
        for index in 0..8 {
            let q = question(Kind::WinningMove, seed, index);
            let (start, _) = read(&q.game);
            let mut memo = HashMap::new();
            let right = winning(&start, &mut memo);
            let input = q.game.to_judge_input();
            assert_eq!(q.winning, right, "seed {seed} question {index}:\n{input}");
            assert!(!start.moves().is_empty(), "兔兔 has a move:\n{input}");
            for cell in 0..(start.rows * start.cols) as u32 {
                let verdict = check(&q, &Answer::Cells(&[cell]));
                assert_eq!(verdict.ok, right.contains(&cell), "cell {cell}:\n{input}");
                if verdict.ok {
                    continue;
                }
                assert_eq!(verdict.missed, right);
                assert_eq!(verdict.wrong, vec![cell]);
                let legal = start.moves().contains(&(cell as usize));
                assert_eq!(verdict.illegal, !legal, "cell {cell}:\n{input}");
                if legal {
                    // 蛋蛋 wins after a losing move; her reply leaves 兔兔 lost.
                    let after = start.play(cell as usize);
                    assert!(wins(&after, &mut memo));
                    let reply = verdict.reply.expect("蛋蛋 has a winning reply") as usize;
                    assert!(after.moves().contains(&reply), "cell {cell}:\n{input}");
                    assert!(
                        !wins(&after.play(reply), &mut memo),
                        "reply {reply} wins:\n{input}"
                    );
                }
            }
            assert_eq!(
                check(&q, &Answer::Cells(&[])).ok,
                right.is_empty(),
                "{input}"
            );
            assert!(!check(&q, &Answer::Mistake(true)).ok);
            if right.is_empty() {
                lost += 1;
            } else {
                won += 1;
            }
        }
    }
    assert!(won >= 150 && lost >= 40, "won {won}, lost {lost}");
}

/// The same seed and number give the same question; other seeds give others.
#[test]
fn a_seed_gives_its_questions_again() {
    for kind in Kind::ALL {
        let a = question(kind, 5, 3);
        let b = question(kind, 5, 3);
        assert_eq!(a.game, b.game);
        assert_eq!(a.number, b.number);
        let others = (6..16)
            .filter(|&s| question(kind, s, 3).game != a.game)
            .count();
        assert!(
            others >= 8,
            "{}: {others} of 10 other seeds differ",
            kind.name()
        );
        assert_eq!(kind.name().parse::<Kind>(), Ok(kind));
    }
    assert!("nothing".parse::<Kind>().is_err());
}
