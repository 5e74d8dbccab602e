//! Click-editing a slide board (`Game::edit`) against checks written here: the
//! edited board cell by cell, the recorded game's legal prefix replayed on it, and
//! an exhaustive search for endings where 兔兔 is stuck (the input's promise), on
//! every cell of many small random boards and recorded games.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use std::collections::HashMap;

use common::slide::{BLACK, EMPTY, Position, WHITE, games, judge_input};
use gridplay::slide::{Edit, Game, Piece};

/// The board after the edit, made here: a piece's colour swapped, or the empty
/// cell and `cell` swapping what they hold. `None` for a flip of the empty cell.
fn edited(start: &Position, edit: Edit) -> Option<Position> {
    let mut board = start.clone();
    match edit {
        Edit::Flip(cell) => {
            let cell = cell as usize;
            board.cells[cell] = match board.cells[cell] {
                BLACK => WHITE,
                WHITE => BLACK,
                _ => return None,
            };
        }
        Edit::MoveEmpty(cell) => board.cells.swap(start.empty(), cell as usize),
    }
    Some(board)
}

/// How many of `moves` are legal from `start`, each checked as the problem says:
/// the mover's colour, next to the empty cell.
fn legal_prefix(start: &Position, moves: &[usize]) -> usize {
    let mut position = start.clone();
    for (i, &cell) in moves.iter().enumerate() {
        if !position.moves().contains(&cell) {
            return i;
        }
        position = position.play(cell);
    }
    moves.len()
}

/// True when the game can go on from `position` (after `played` turns) to an end
/// where 兔兔 is to move and stuck, after at least one round: every move tried.
fn can_end(position: &Position, played: usize, memo: &mut HashMap<(u64, bool), bool>) -> bool {
    let key = (position.key(), played > 0);
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let moves = position.moves();
    let result = if moves.is_empty() {
        position.tutu_to_move && played > 0
    } else {
        moves
            .into_iter()
            .any(|cell| can_end(&position.play(cell), played + 1, memo))
    };
    memo.insert(key, result);
    result
}

fn play_all(start: &Position, moves: &[usize]) -> Position {
    moves.iter().fold(start.clone(), |p, &cell| p.play(cell))
}

fn cells_of(game: &Game) -> Vec<u8> {
    let code = |p: &Piece| match p {
        Piece::Black => BLACK,
        Piece::White => WHITE,
        Piece::Empty => EMPTY,
    };
    game.pieces().iter().map(code).collect()
}

/// Every edit of every cell: the board edited as asked, the recorded game kept up
/// to the first move the edit makes illegal (or less, only when no ending exists
/// after more), then legal to the end, 兔兔 stuck after at least one round, and
/// the text read back by the judge's parser; refused only when no such game
/// exists on the edited board.
#[test]
fn edits_keep_the_legal_prefix_and_end_as_the_input_promises() {
    let (mut kept_all, mut cut, mut cut_further, mut refused, mut longer) = (0, 0, 0, 0, 0);
    for (n, (start, moves)) in games(7, 300, 16).into_iter().enumerate() {
        let text = judge_input(&start, &moves);
        let game = Game::parse(text.as_bytes()).unwrap();
        let mut memo = HashMap::new();
        for cell in 0..start.cells.len() as u32 {
            for edit in [Edit::Flip(cell), Edit::MoveEmpty(cell)] {
                let what = format!("game {n}, {edit:?}:\n{text}");
                let result = game.edit(edit);
                let Some(board) = edited(&start, edit) else {
                    assert!(result.is_err(), "{what}");
                    continue;
                };
                let Ok(new) = result else {
                    assert!(!can_end(&board, 0, &mut memo), "{what}refused: {result:?}");
                    refused += 1;
                    continue;
                };
                assert_eq!(cells_of(&new), board.cells, "{what}");
                let got: Vec<usize> = new.moves().iter().map(|&c| c as usize).collect();
                // Legal to the end, 兔兔 stuck after at least one round.
                assert_eq!(legal_prefix(&board, &got), got.len(), "{what}{got:?}");
                let end = play_all(&board, &got);
                assert!(end.tutu_to_move && end.moves().is_empty(), "{what}{got:?}");
                assert!(!got.is_empty() && got.len() % 2 == 0, "{what}{got:?}");
                // The recorded game's legal prefix is kept, or cut further back only
                // where no ending follows from more of it.
                let legal = legal_prefix(&board, &moves);
                let same = got.iter().zip(&moves).take_while(|(a, b)| a == b).count();
                let same = same.min(legal);
                for j in same + 1..=legal {
                    let after = play_all(&board, &moves[..j]);
                    assert!(
                        !can_end(&after, j, &mut memo),
                        "{what}kept {same}, {j} can end"
                    );
                }
                // The judge's parser reads it back as it is.
                let again = Game::parse(new.to_judge_input().as_bytes());
                assert_eq!(again.as_ref(), Ok(&new), "{what}");
                kept_all += usize::from(got.starts_with(&moves));
                cut += usize::from(legal < moves.len());
                cut_further += usize::from(same < legal);
                longer += usize::from(got.len() > moves.len() && got.starts_with(&moves));
            }
        }
    }
    // The cases above all happen (the test would pass vacuously otherwise).
    assert!(kept_all >= 1000, "{kept_all} edits kept the whole game");
    assert!(cut >= 1000, "{cut} edits cut the game");
    assert!(
        cut_further >= 20,
        "{cut_further} edits cut before the first illegal move"
    );
    assert!(refused >= 100, "{refused} edits refused");
    assert!(
        longer >= 20,
        "{longer} edits played the game on past its end"
    );
}

/// Sample 3: swapping a colour and moving the empty cell, by name.
#[test]
fn sample_3_a_flip_and_a_move_of_the_empty_cell() {
    let game = Game::parse(b"4 4\nOOXX\nOXXO\nOO.O\nXXXO\n2\n3 2\n2 2\n1 2\n1 3\n").unwrap();
    // (4, 4)'s O turns X: no recorded move touches it, the game is kept.
    let flipped = game.edit(Edit::Flip(15)).unwrap();
    assert_eq!(
        flipped.to_judge_input(),
        "4 4\nOOXX\nOXXO\nOO.O\nXXXX\n2\n3 2\n2 2\n1 2\n1 3\n"
    );
    // The empty cell to (1, 1): 兔兔's first move (3, 2) is not next to it.
    let moved = game.edit(Edit::MoveEmpty(0)).unwrap();
    assert!(
        moved
            .to_judge_input()
            .starts_with("4 4\n.OXX\nOXXO\nOOOO\nXXXO\n")
    );
    assert_ne!(moved.moves()[0], game.moves()[0]);
    // The empty cell has no colour; cells off the board are refused.
    assert!(game.edit(Edit::Flip(10)).is_err());
    assert!(game.edit(Edit::MoveEmpty(16)).is_err());
}
