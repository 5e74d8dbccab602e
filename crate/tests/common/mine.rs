//! An exhaustive game search for mine that knows nothing of regions or Grundy theory
//! beyond mex: the Grundy value of every set of face-down cells, found by trying every
//! click with the real click rules (a number turns over alone; a blank turns over and
//! clicks every face-down neighbour). Memoized on the bitmask of face-down cells.

#![allow(dead_code)]

use std::collections::HashMap;

use gridplay::mine::board::{Board, MINE};
use gridplay::rng::SplitMix64;

/// The search over one board.
pub struct Oracle {
    /// Non-mine cells, as board indices.
    pub cells: Vec<u32>,
    index: HashMap<u32, usize>,
    numbers: Vec<u8>,
    /// Per non-mine cell: bitmask of its non-mine neighbours.
    neighbours: Vec<u32>,
    /// Grundy value + 1 per mask, 0 while unknown.
    memo: Vec<u8>,
}

impl Oracle {
    /// Panics for more than 20 non-mine cells.
    pub fn new(board: &Board) -> Oracle {
        let cells: Vec<u32> = (0..board.len())
            .filter(|&c| board.value(c) != MINE)
            .collect();
        assert!(cells.len() <= 20, "too many cells for the oracle");
        let index: HashMap<u32, usize> = cells.iter().enumerate().map(|(i, &c)| (c, i)).collect();
        let neighbours = cells
            .iter()
            .map(|&c| {
                board
                    .neighbours(c)
                    .filter_map(|n| index.get(&n))
                    .fold(0u32, |mask, &i| mask | 1 << i)
            })
            .collect();
        Oracle {
            numbers: cells.iter().map(|&c| board.value(c)).collect(),
            memo: vec![0; 1 << cells.len()],
            cells,
            index,
            neighbours,
        }
    }

    /// Every non-mine cell face down.
    pub fn start(&self) -> u32 {
        ((1u64 << self.cells.len()) - 1) as u32
    }

    /// The bit of board cell `cell` (a non-mine cell).
    pub fn bit(&self, cell: u32) -> u32 {
        1 << self.index[&cell]
    }

    /// The face-down mask of a position given per board cell as open or not.
    pub fn mask(&self, open: &[bool]) -> u32 {
        self.cells
            .iter()
            .enumerate()
            .filter(|&(_, &c)| !open[c as usize])
            .fold(0, |m, (i, _)| m | 1 << i)
    }

    /// Face-down cells after clicking board cell `cell`.
    pub fn click_cell(&self, face_down: u32, cell: u32) -> u32 {
        self.click(face_down, self.index[&cell])
    }

    fn click(&self, face_down: u32, i: usize) -> u32 {
        let mut left = face_down & !(1 << i);
        let mut todo = vec![i];
        while let Some(j) = todo.pop() {
            if self.numbers[j] != 0 {
                continue;
            }
            let mut reached = self.neighbours[j] & left;
            left &= !reached;
            while reached != 0 {
                todo.push(reached.trailing_zeros() as usize);
                reached &= reached - 1;
            }
        }
        left
    }

    /// The Grundy value of the position where exactly `face_down` is face down.
    pub fn grundy(&mut self, face_down: u32) -> u32 {
        if self.memo[face_down as usize] != 0 {
            return u32::from(self.memo[face_down as usize]) - 1;
        }
        let mut seen = 0u64;
        let mut moves = face_down;
        while moves != 0 {
            let i = moves.trailing_zeros() as usize;
            moves &= moves - 1;
            let value = self.grundy(self.click(face_down, i));
            seen |= 1 << value.min(63);
        }
        let value = (!seen).trailing_zeros();
        self.memo[face_down as usize] = value as u8 + 1;
        value
    }

    /// The board cells of a mask, ascending.
    pub fn cells_of(&self, mask: u32) -> Vec<u32> {
        (0..self.cells.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| self.cells[i])
            .collect()
    }

    /// A click (board cell) from `face_down` to a position of value 0, if any.
    pub fn winning_click(&mut self, face_down: u32) -> Option<u32> {
        self.cells_of(face_down)
            .into_iter()
            .find(|&c| self.grundy(self.click_cell(face_down, c)) == 0)
    }
}

/// A random board of `rows`×`cols` with at most `max_open` non-mine cells.
pub fn random_board(rng: &mut SplitMix64, rows: u32, cols: u32, max_open: u32) -> Board {
    let cells = rows * cols;
    let min_mines = cells.saturating_sub(max_open);
    let mines = min_mines + rng.below(u64::from(cells - min_mines) + 1) as u32;
    let mut order: Vec<u32> = (0..cells).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let places: Vec<(u32, u32)> = order[..mines as usize]
        .iter()
        .map(|&c| (c / cols, c % cols))
        .collect();
    Board::with_mines(rows, cols, &places)
}
