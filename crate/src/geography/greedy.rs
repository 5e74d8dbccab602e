//! Greedy initial matching: each free left cell, in row-major order, takes a free
//! neighbour if one is left.
//!
//! Neighbours are tried up, left, right, down: the cells above and to the left have
//! no later chance (the scan has passed every other left cell next to them).
//! Cost: O(cells). The result is maximal, not maximum; an augmenting-path algorithm
//! finishes the job with far fewer searches.
//!
//! ```
//! use gridplay::geography::{greedy::Greedy, Board, Matching, Steps};
//!
//! let board = Board::from_rows(&["...."]);
//! let mut matching = Matching::new(board.len());
//! let events: Vec<_> = Steps::new(&board, &mut matching, Greedy::new()).collect();
//! assert_eq!(events.len(), 2);
//! assert_eq!(matching.size(), 2);
//! ```

use super::{Board, Direction, Event, Matching, Search};

const ORDER: [Direction; 4] = [
    Direction::Up,
    Direction::Left,
    Direction::Right,
    Direction::Down,
];

/// The greedy pass: only a cursor over the cells.
#[derive(Debug, Clone, Default)]
pub struct Greedy {
    next: u32,
}

impl Greedy {
    /// A pass starting at the first cell.
    pub fn new() -> Self {
        Greedy { next: 0 }
    }
}

impl Search for Greedy {
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        while (self.next as usize) < board.len() {
            let left = self.next;
            self.next += 1;
            if !board.is_left(left) || matching.is_matched(left) {
                continue;
            }
            let open = board.open_directions(left);
            for d in ORDER {
                let d = d as u8;
                if open & (1 << d) == 0 {
                    continue;
                }
                let right = board.step(left, d);
                if !matching.is_matched(right) {
                    matching.pair(left, right);
                    if EMIT {
                        return Some(Event::GreedyMatched { left, right });
                    }
                    break;
                }
            }
        }
        None
    }
}
