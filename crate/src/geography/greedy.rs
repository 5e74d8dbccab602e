//! Greedy initial matching (Karp–Sipser): first the forced pairs, then a cheap guess.
//!
//! A free cell with exactly one unmatched free neighbour left must take it in some
//! maximum matching, so such cells are paired first, as they appear. When none is
//! left, the next unmatched cell in row-major order takes the neighbour with the
//! fewest unmatched neighbours of its own. Each pair is one [`Event::GreedyMatched`].
//!
//! Cost: O(cells). Memory: a count per cell (which also marks the cells taken, so
//! the pass never reads the matching's four bytes a cell) and a queue. The result
//! is maximal, not maximum; an augmenting-path algorithm finishes the job with few
//! searches.
//!
//! ```
//! use gridplay::geography::{greedy::Greedy, Board, Matching, Steps};
//!
//! let board = Board::from_rows(&["....", "#..#"]);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, Greedy::new(&board)).finish();
//! assert_eq!(matching.size(), 3);
//! ```

use super::{Board, Event, Matching, Search};

/// In [`Greedy`]'s counts: a matched cell (above every count, so never the
/// neighbour with the fewest).
const TAKEN: u8 = u8::MAX;

/// The greedy pass: unmatched-neighbour counts, the forced queue and a cursor.
#[derive(Debug, Clone)]
pub struct Greedy {
    /// Unmatched free neighbours of each unmatched free cell; [`TAKEN`] for a
    /// matched one.
    degree: Vec<u8>,
    /// Cells whose count dropped to one (checked again when taken).
    forced: Vec<u32>,
    cursor: u32,
}

impl Greedy {
    /// A pass over `board`, counting each cell's free neighbours. It starts from
    /// the empty matching.
    pub fn new(board: &Board) -> Self {
        let degree: Vec<u8> = (0..board.len() as u32)
            .map(|c| board.degree(c) as u8)
            .collect();
        let forced = (0..board.len() as u32)
            .filter(|&c| degree[c as usize] == 1)
            .rev()
            .collect();
        Greedy {
            degree,
            forced,
            cursor: 0,
        }
    }

    /// The unmatched neighbour of `cell` with the fewest unmatched neighbours
    /// (the first in move order of those), given that it has one.
    fn best_partner(&self, board: &Board, cell: u32) -> u32 {
        let partner = board
            .neighbours(cell)
            .min_by_key(|&n| self.degree[n as usize]);
        let partner = partner.expect("a cell with unmatched neighbours");
        debug_assert_ne!(self.degree[partner as usize], TAKEN);
        partner
    }

    /// Pairs `a` and `b` and lowers their unmatched neighbours' counts.
    fn take(&mut self, board: &Board, matching: &mut Matching, a: u32, b: u32) -> Event {
        let forced = self.degree[a as usize] == 1;
        matching.pair(a, b);
        self.degree[a as usize] = TAKEN;
        self.degree[b as usize] = TAKEN;
        for cell in [a, b] {
            for n in board.neighbours(cell) {
                let d = &mut self.degree[n as usize];
                if *d != TAKEN {
                    *d -= 1;
                    if *d == 1 {
                        self.forced.push(n);
                    }
                }
            }
        }
        let (left, right) = if board.is_left(a) { (a, b) } else { (b, a) };
        Event::GreedyMatched {
            left,
            right,
            forced,
        }
    }
}

impl Search for Greedy {
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        loop {
            let cell = match self.forced.pop() {
                // Taken, or left without an unmatched neighbour, since.
                Some(cell) if self.degree[cell as usize] != 1 => continue,
                Some(cell) => cell,
                None => {
                    let cells = board.len() as u32;
                    // Past the cells taken (`TAKEN`) or with no unmatched neighbour.
                    while self.cursor < cells
                        && self.degree[self.cursor as usize].wrapping_sub(1) >= TAKEN - 1
                    {
                        self.cursor += 1;
                    }
                    if self.cursor == cells {
                        return None;
                    }
                    self.cursor
                }
            };
            let partner = self.best_partner(board, cell);
            let event = self.take(board, matching, cell, partner);
            if EMIT {
                return Some(event);
            }
        }
    }
}
