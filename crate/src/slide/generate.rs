//! Preset games: the problem's samples, a random board with a random recorded game,
//! and a snake whose empty cell walks over the whole board. Seeded, so a preset is
//! the same natively and on a page. Every game generated keeps the input's promise
//! (legal moves, 兔兔 stuck at the end): it is built, then read back by the parser.
//!
//! ```
//! use gridplay::slide::generate;
//!
//! let game = generate::random(8, 9, 0.9, 3);
//! assert_eq!((game.rows(), game.cols()), (8, 9));
//! assert_eq!(game, generate::random(8, 9, 0.9, 3));
//! assert_eq!(generate::snake(40, 40).rounds(), 799);
//! ```

use super::{Game, MAX_SIDE, Piece, Player};
use crate::rng::SplitMix64;

/// The page's preset `kind`: `sample1`, `sample3` (the problem's samples, whatever the
/// size), `random` (`density`: the chance a cell has the colour the empty cell could
/// enter, long games near 1; at least 2 cells) or `snake` (the longest game the board
/// allows; at least 3 cells). Sides 1 to [`MAX_SIDE`]. Errors name the unknown kind
/// or the size.
pub fn preset(kind: &str, rows: u32, cols: u32, density: f64, seed: u64) -> Result<Game, String> {
    let sized = |least: u32| {
        let side = 1..=MAX_SIDE as u32;
        if side.contains(&rows) && side.contains(&cols) && rows * cols >= least {
            Ok(())
        } else {
            Err(format!(
                "a {kind} board needs 1 to {MAX_SIDE} rows and columns and at least {least} \
                 cells, not {rows}×{cols}"
            ))
        }
    };
    Ok(match kind {
        "sample1" => sample_1(),
        "sample3" => sample_3(),
        "random" => {
            sized(2)?;
            random(rows, cols, density.clamp(0.0, 1.0), seed)
        }
        "snake" => {
            sized(3)?;
            snake(rows, cols)
        }
        _ => return Err(format!("unknown preset \"{kind}\"")),
    })
}

/// The problem's sample 1: one mistake, move 1.
pub fn sample_1() -> Game {
    Game::parse(b"1 6\nXO.OXO\n1\n1 2\n1 1\n").expect("the sample is valid")
}

/// The problem's sample 3: two mistakes, moves 1 and 2.
pub fn sample_3() -> Game {
    Game::parse(b"4 4\nOOXX\nOXXO\nOO.O\nXXXO\n2\n3 2\n2 2\n1 2\n1 3\n")
        .expect("the sample is valid")
}

/// A board whose empty cell starts in the top-left corner and can walk row by row
/// (left to right, then right to left, …) over every cell: the longest game a
/// board allows, `rows · cols − 1` turns or one fewer, all of them checked. Needs
/// at least 3 cells.
pub fn snake(rows: u32, cols: u32) -> Game {
    let path: Vec<u32> = (0..rows)
        .flat_map(|r| {
            let row: Vec<u32> = if r % 2 == 0 {
                (0..cols).collect()
            } else {
                (0..cols).rev().collect()
            };
            row.into_iter().map(move |c| r * cols + c)
        })
        .collect();
    let pieces = enterable_everywhere(rows, cols, 0);
    // The walk's even length, at most 2 · 1000 moves.
    let turns = ((path.len() - 1) & !1).min(2 * super::parse::MAX_MOVES as usize);
    finish(rows, cols, pieces, 0, path[1..=turns].to_vec())
}

/// A random `rows × cols` board (at least 2 cells): the empty cell somewhere, each
/// other cell the colour the empty cell could enter there with probability
/// `friendly` (long games), else the other; then a game where each player slides a
/// random piece (half the time the one that leaves the empty cell the fewest
/// onward moves, which makes long walks) until someone is stuck. Boards where 兔兔
/// cannot move twice are drawn again from the next seed.
pub fn random(rows: u32, cols: u32, friendly: f64, seed: u64) -> Game {
    let mut rng = SplitMix64::new(seed);
    loop {
        let empty = rng.below(u64::from(rows * cols)) as u32;
        let mut pieces = enterable_everywhere(rows, cols, empty);
        for (cell, piece) in pieces.iter_mut().enumerate() {
            if cell as u32 != empty && rng.next_f64() >= friendly {
                *piece = if *piece == Piece::Black {
                    Piece::White
                } else {
                    Piece::Black
                };
            }
        }
        let mut board = pieces.clone();
        let (mut at, mut moves) = (empty, Vec::new());
        let shape = Game {
            rows,
            cols,
            pieces: Vec::new(),
            empty,
            moves: Vec::new(),
        };
        let legal = |board: &[Piece], at: u32, turn: usize| -> Vec<u32> {
            let colour = Player::of_turn(turn as u32 + 1).piece();
            shape
                .neighbours(at)
                .filter(|&n| board[n as usize] == colour)
                .collect()
        };
        while moves.len() < 2 * super::parse::MAX_MOVES as usize {
            let options = legal(&board, at, moves.len());
            if options.is_empty() {
                break;
            }
            let cell = if rng.below(2) == 0 {
                let mut after = board.clone();
                let onward: Vec<usize> = options
                    .iter()
                    .map(|&cell| {
                        after.swap(at as usize, cell as usize);
                        let count = legal(&after, cell, moves.len() + 1).len();
                        after.swap(at as usize, cell as usize);
                        count
                    })
                    .collect();
                let fewest = onward.iter().min().copied();
                let best: Vec<u32> = options
                    .iter()
                    .zip(&onward)
                    .filter(|&(_, &n)| Some(n) == fewest)
                    .map(|(&c, _)| c)
                    .collect();
                best[rng.below(best.len() as u64) as usize]
            } else {
                options[rng.below(options.len() as u64) as usize]
            };
            board.swap(at as usize, cell as usize);
            at = cell;
            moves.push(cell);
        }
        moves.truncate(moves.len() & !1);
        if !moves.is_empty() {
            return finish(rows, cols, pieces, empty, moves);
        }
    }
}

/// Pieces on every cell the colour the empty cell (at `empty`) could enter there.
fn enterable_everywhere(rows: u32, cols: u32, empty: u32) -> Vec<Piece> {
    let (er, ec) = (empty / cols, empty % cols);
    (0..rows * cols)
        .map(|cell| {
            let (r, c) = (cell / cols, cell % cols);
            if cell == empty {
                Piece::Empty
            } else if (r + c) % 2 == (er + ec) % 2 {
                Piece::Black
            } else {
                Piece::White
            }
        })
        .collect()
}

/// The game of `moves` from `pieces`, with every cell next to the final empty
/// cell that it never entered turned black, so that 兔兔 is stuck at the end (the
/// input's promise); read back by the parser, which checks every move.
fn finish(rows: u32, cols: u32, mut pieces: Vec<Piece>, empty: u32, moves: Vec<u32>) -> Game {
    let last = *moves.last().expect("at least one round");
    let visited = |cell: u32| cell == empty || moves.contains(&cell);
    let game = Game {
        rows,
        cols,
        pieces: Vec::new(),
        empty,
        moves: Vec::new(),
    };
    for n in game.neighbours(last) {
        if !visited(n) {
            pieces[n as usize] = Piece::Black;
        }
    }
    let game = Game {
        pieces,
        moves,
        ..game
    };
    Game::parse(game.to_judge_input().as_bytes()).expect("a generated game is valid")
}
