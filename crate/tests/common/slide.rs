//! The real game of NOI 2011 "兔兔与蛋蛋游戏" searched exhaustively (pieces and the
//! empty cell, every move tried, memoised on the position), without the matching
//! theory: the oracle of the slide tests; and random boards and recorded games.

#![allow(dead_code)]

use std::collections::HashMap;

use gridplay::rng::SplitMix64;

pub const BLACK: u8 = 0;
pub const WHITE: u8 = 1;
pub const EMPTY: u8 = 2;

/// A position of the real game: the pieces, row-major, and who is to move.
#[derive(Clone)]
pub struct Position {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<u8>,
    pub tutu_to_move: bool,
}

impl Position {
    pub fn empty(&self) -> usize {
        self.cells.iter().position(|&c| c == EMPTY).unwrap()
    }

    /// The cells whose piece the player to move may slide into the empty cell.
    pub fn moves(&self) -> Vec<usize> {
        let e = self.empty();
        let (r, c) = (e / self.cols, e % self.cols);
        let colour = if self.tutu_to_move { WHITE } else { BLACK };
        let mut around = Vec::new();
        if r > 0 {
            around.push(e - self.cols);
        }
        if c + 1 < self.cols {
            around.push(e + 1);
        }
        if r + 1 < self.rows {
            around.push(e + self.cols);
        }
        if c > 0 {
            around.push(e - 1);
        }
        around.retain(|&n| self.cells[n] == colour);
        around
    }

    pub fn play(&self, cell: usize) -> Position {
        let mut next = self.clone();
        let e = self.empty();
        next.cells.swap(e, cell);
        next.tutu_to_move = !self.tutu_to_move;
        next
    }

    /// The position as a number: a base-3 digit a cell, after the player to move.
    pub fn key(&self) -> u64 {
        let mut key = u64::from(self.tutu_to_move);
        for &c in &self.cells {
            key = key * 3 + u64::from(c);
        }
        key
    }
}

/// True when the player to move can force a win: some move leaves the other
/// player in a position they lose. Memoised on the whole position.
pub fn wins(position: &Position, memo: &mut HashMap<u64, bool>) -> bool {
    let key = position.key();
    if let Some(&known) = memo.get(&key) {
        return known;
    }
    let result = position
        .moves()
        .into_iter()
        .any(|cell| !wins(&position.play(cell), memo));
    memo.insert(key, result);
    result
}

/// A random board of `rows × cols` with one empty cell; each cell's piece is the
/// colour the empty cell could enter with probability `friendly` (long games),
/// else the other.
pub fn random_board(rows: usize, cols: usize, friendly: f64, rng: &mut SplitMix64) -> Position {
    let empty = rng.below((rows * cols) as u64) as usize;
    let (er, ec) = (empty / cols, empty % cols);
    let cells = (0..rows * cols)
        .map(|cell| {
            if cell == empty {
                return EMPTY;
            }
            let black_side = (cell / cols + cell % cols) % 2 == (er + ec) % 2;
            let enterable = if black_side { BLACK } else { WHITE };
            if rng.next_f64() < friendly {
                enterable
            } else {
                1 - enterable
            }
        })
        .collect();
    Position {
        rows,
        cols,
        cells,
        tutu_to_move: true,
    }
}

/// The game from `start` where `choose` picks each move among the legal ones until
/// someone is stuck. `None` unless 兔兔 is the one stuck after at least one round
/// (the input's promise).
pub fn record(
    start: &Position,
    mut choose: impl FnMut(&Position, Vec<usize>) -> usize,
) -> Option<Vec<usize>> {
    let mut position = start.clone();
    let mut moves = Vec::new();
    loop {
        let options = position.moves();
        if options.is_empty() {
            break;
        }
        let cell = choose(&position, options);
        moves.push(cell);
        position = position.play(cell);
    }
    (position.tutu_to_move && !moves.is_empty()).then_some(moves)
}

/// A recorded game from `start`: each player picks a random legal move (a
/// winning one with probability `skill`) until someone is stuck ([`record`]).
pub fn random_game(
    start: &Position,
    skill: f64,
    rng: &mut SplitMix64,
    memo: &mut HashMap<u64, bool>,
) -> Option<Vec<usize>> {
    record(start, |position, options| {
        let good: Vec<usize> = options
            .iter()
            .copied()
            .filter(|&c| !wins(&position.play(c), memo))
            .collect();
        let pool = if !good.is_empty() && rng.next_f64() < skill {
            good
        } else {
            options
        };
        pool[rng.below(pool.len() as u64) as usize]
    })
}

pub fn judge_input(start: &Position, moves: &[usize]) -> String {
    let mut text = format!("{} {}\n", start.rows, start.cols);
    for row in start.cells.chunks(start.cols) {
        text.extend(row.iter().map(|&c| ['X', 'O', '.'][c as usize]));
        text.push('\n');
    }
    text += &format!("{}\n", moves.len() / 2);
    for &cell in moves {
        text += &format!("{} {}\n", cell / start.cols + 1, cell % start.cols + 1);
    }
    text
}

/// Per turn, whether the player to move wins, by the exhaustive search; and the
/// judge output from it.
pub fn oracle(
    start: &Position,
    moves: &[usize],
    memo: &mut HashMap<u64, bool>,
) -> (Vec<bool>, String) {
    let mut position = start.clone();
    let mut per_turn = Vec::new();
    for &cell in moves {
        per_turn.push(wins(&position, memo));
        position = position.play(cell);
    }
    let mistakes: Vec<usize> = (0..moves.len() / 2)
        .filter(|&i| per_turn[2 * i] && per_turn[2 * i + 1])
        .map(|i| i + 1)
        .collect();
    let mut out = format!("{}\n", mistakes.len());
    for i in mistakes {
        out += &format!("{i}\n");
    }
    (per_turn, out)
}

/// A batch of random recorded games on boards up to `max_cells` cells.
pub fn games(seed: u64, count: usize, max_cells: usize) -> Vec<(Position, Vec<usize>)> {
    let mut rng = SplitMix64::new(seed);
    let mut out = Vec::new();
    while out.len() < count {
        let rows = 1 + rng.below(5) as usize;
        let cols = 1 + rng.below(6) as usize;
        if rows * cols > max_cells || rows * cols < 2 {
            continue;
        }
        let friendly = [0.5, 0.8, 0.95, 1.0][rng.below(4) as usize];
        let skill = [0.0, 0.5, 0.9][rng.below(3) as usize];
        let start = random_board(rows, cols, friendly, &mut rng);
        let mut memo = HashMap::new();
        if let Some(moves) = random_game(&start, skill, &mut rng, &mut memo) {
            out.push((start, moves));
        }
    }
    out
}

/// A long game from `start`: each player mostly slides the piece with the fewest
/// onward moves for the empty cell (the walk hugs the border and goes on), now and
/// then a random one ([`record`]).
pub fn long_game(start: &Position, rng: &mut SplitMix64) -> Option<Vec<usize>> {
    record(start, |position, options| {
        if rng.next_f64() < 0.8 {
            *options
                .iter()
                .min_by_key(|&&c| (position.play(c).moves().len(), rng.below(4)))
                .unwrap()
        } else {
            options[rng.below(options.len() as u64) as usize]
        }
    })
}
