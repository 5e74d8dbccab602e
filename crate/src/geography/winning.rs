//! Winning starts by alternating BFS from the unmatched cells of a maximum matching.
//!
//! A start cell wins for the player who places the token exactly when some maximum
//! matching leaves it unmatched. Those cells are the unmatched cells of any one
//! maximum matching, plus every cell that ends an alternating path from one: a
//! non-matching edge to a neighbour, then that neighbour's matching edge to its
//! partner, and so on. Both colours at once: the BFS starts from all unmatched cells.
//!
//! Cost: O(cells). Memory: a mark per cell and a queue.
//!
//! ```
//! use gridplay::geography::{winning::Winning, Board, Matching, Steps};
//!
//! // A path of three cells: the ends win, the middle loses.
//! let board = Board::from_rows(&["..."]);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, gridplay::geography::kuhn::Kuhn::new(&board)).finish();
//! let winning = Steps::new(&board, &mut matching, Winning::new(&board)).finish();
//! assert_eq!(winning.cells().collect::<Vec<_>>(), vec![0, 2]);
//! ```

use super::{Board, Event, Matching, Search};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Seed,
    Bfs,
    Mark { cell: u32, via: u32 },
    Verdict,
    Finished,
}

/// The alternating BFS: winning marks and a queue.
#[derive(Debug, Clone)]
pub struct Winning {
    winning: Vec<bool>,
    count: u32,
    queue: Vec<u32>,
    queue_head: usize,
    cursor: u32,
    /// The cell being expanded and its next direction.
    from: u32,
    next_dir: u8,
    phase: Phase,
}

impl Winning {
    /// The BFS for `board`, before seeding.
    pub fn new(board: &Board) -> Self {
        Winning {
            winning: vec![false; board.len()],
            count: 0,
            queue: Vec::new(),
            queue_head: 0,
            cursor: 0,
            from: 0,
            next_dir: 4,
            phase: Phase::Seed,
        }
    }

    /// True when `cell` is marked as a winning start so far.
    pub fn is_winning(&self, cell: u32) -> bool {
        self.winning[cell as usize]
    }

    /// Number of winning starts marked so far.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Winning starts marked so far, in row-major order.
    pub fn cells(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.winning.len() as u32).filter(|&c| self.winning[c as usize])
    }

    /// True once the verdict has been reported.
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    fn mark(&mut self, cell: u32) {
        self.winning[cell as usize] = true;
        self.count += 1;
        self.queue.push(cell);
    }
}

impl Search for Winning {
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Seed => {
                    let Some(cell) = matching.next_unmatched(board, self.cursor, false) else {
                        self.phase = Phase::Bfs;
                        continue;
                    };
                    self.cursor = cell + 1;
                    self.mark(cell);
                    if EMIT {
                        return Some(Event::UnmatchedSeed { cell });
                    }
                }
                Phase::Bfs => {
                    if self.next_dir >= 4 {
                        match self.queue.get(self.queue_head) {
                            Some(&cell) => {
                                self.queue_head += 1;
                                self.from = cell;
                                self.next_dir = 0;
                            }
                            None => {
                                self.phase = Phase::Verdict;
                                continue;
                            }
                        }
                    }
                    // Every remaining edge of `from`, in one go unless reporting.
                    let from = self.from;
                    let partner_of_from = matching.partner(from);
                    let mut remaining =
                        board.open_directions(from) >> self.next_dir << self.next_dir;
                    while remaining != 0 {
                        let d = remaining.trailing_zeros() as u8;
                        remaining &= remaining - 1;
                        let to = board.step(from, d);
                        if partner_of_from == Some(to) {
                            continue;
                        }
                        // In a maximum matching a neighbour of a winning cell is matched.
                        let unmarked = matching.partner(to).filter(|&p| !self.winning[p as usize]);
                        if EMIT {
                            self.next_dir = d + 1;
                            if let Some(cell) = unmarked {
                                self.phase = Phase::Mark { cell, via: to };
                            }
                            return Some(Event::EdgeCrossed { from, to });
                        }
                        if let Some(cell) = unmarked {
                            self.mark(cell);
                        }
                    }
                    self.next_dir = 4;
                }
                Phase::Mark { cell, via } => {
                    self.mark(cell);
                    self.phase = Phase::Bfs;
                    if EMIT {
                        return Some(Event::WinningMarked { cell, via });
                    }
                }
                Phase::Verdict => {
                    self.phase = Phase::Finished;
                    if EMIT {
                        return Some(Event::Verdict {
                            winning: self.count,
                        });
                    }
                }
                Phase::Finished => return None,
            }
        }
    }
}
