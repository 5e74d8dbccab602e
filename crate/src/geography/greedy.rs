//! Greedy initial matching (Karp–Sipser): first the forced pairs, then a cheap guess.
//!
//! A free cell with exactly one unmatched free neighbour left must take it in some
//! maximum matching, so such cells are paired first, as they appear. When none is
//! left, the next unmatched cell in row-major order takes the neighbour with the
//! fewest unmatched neighbours of its own. Each pair is one [`Event::GreedyMatched`].
//!
//! Cost: O(cells). Memory: a count per cell and a queue. The result is maximal, not
//! maximum; an augmenting-path algorithm finishes the job with few searches.
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

/// The greedy pass: unmatched-neighbour counts, the forced queue and a cursor.
#[derive(Debug, Clone)]
pub struct Greedy {
    /// Unmatched free neighbours of each unmatched free cell.
    degree: Vec<u8>,
    /// Cells whose count dropped to one (checked again when taken).
    forced: Vec<u32>,
    cursor: u32,
}

impl Greedy {
    /// A pass over `board`, counting each cell's free neighbours.
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

    /// The unmatched neighbour of `cell` with the fewest unmatched neighbours.
    fn best_partner(&self, board: &Board, matching: &Matching, cell: u32) -> Option<u32> {
        board
            .neighbours(cell)
            .filter(|&n| !matching.is_matched(n))
            .min_by_key(|&n| self.degree[n as usize])
    }

    /// Pairs `a` and `b` and lowers their unmatched neighbours' counts.
    fn take(&mut self, board: &Board, matching: &mut Matching, a: u32, b: u32) -> Event {
        let forced = self.degree[a as usize] == 1;
        matching.pair(a, b);
        for cell in [a, b] {
            for n in board.neighbours(cell) {
                if !matching.is_matched(n) {
                    let d = &mut self.degree[n as usize];
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
                Some(cell) if matching.is_matched(cell) || self.degree[cell as usize] != 1 => {
                    continue;
                }
                Some(cell) => cell,
                None => {
                    let cells = board.len() as u32;
                    while self.cursor < cells
                        && (matching.is_matched(self.cursor)
                            || self.degree[self.cursor as usize] == 0)
                    {
                        self.cursor += 1;
                    }
                    if self.cursor == cells {
                        return None;
                    }
                    self.cursor
                }
            };
            let partner = self
                .best_partner(board, matching, cell)
                .expect("a cell with unmatched neighbours");
            let event = self.take(board, matching, cell, partner);
            if EMIT {
                return Some(event);
            }
        }
    }
}
