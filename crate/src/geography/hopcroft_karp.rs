//! `hopcroft-karp`: shortest augmenting paths, many per phase.
//!
//! Each phase runs a BFS from every free left cell, layer by layer, until a layer
//! holds a free right cell. Then a DFS from each free left cell follows only edges
//! to the next layer and flips every path it finds; the paths of one phase are
//! vertex-disjoint. Each cell keeps a cursor into its edges for the whole phase and
//! a cell that leads nowhere is dropped from the layers, so a phase costs O(E).
//! There are O(√V) phases.
//!
//! Cost: O(E·√V). Memory: a distance and an edge cursor per cell, a queue, a path.
//!
//! ```
//! use gridplay::geography::{hopcroft_karp::HopcroftKarp, Board, Event, Matching, Steps};
//!
//! let board = Board::from_rows(&["...", "..."]);
//! let mut matching = Matching::new(board.len());
//! let events: Vec<Event> = Steps::new(&board, &mut matching, HopcroftKarp::new(&board)).collect();
//! assert_eq!(matching.size(), 3);
//! assert!(events.contains(&Event::PhaseStarted { phase: 1 }));
//! ```

use super::{Board, Event, Matching, Search};

const UNREACHED: u32 = u32::MAX;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Start,
    Seed,
    Bfs,
    BfsPartner(u32),
    NextRoot,
    Scan,
    Examine(u32),
    Augment(u32),
    Failed(u32),
    End,
    Done,
    Finished,
}

/// Hopcroft–Karp state: BFS layers, edge cursors, the queue and the DFS path.
#[derive(Debug, Clone)]
pub struct HopcroftKarp {
    phase_number: u32,
    /// BFS layer of each cell in this phase; `UNREACHED` also marks dead ends.
    distance: Vec<u32>,
    /// Next direction to try, per left cell, for the whole phase.
    next_dir: Vec<u8>,
    queue: Vec<u32>,
    queue_head: usize,
    /// Layer of the first free right cell found, `UNREACHED` if none yet.
    limit: u32,
    /// Cursor for seeding the BFS and for DFS roots.
    cursor: u32,
    /// Left cells on the DFS path, from the root.
    stack: Vec<u32>,
    /// Current BFS cell and its next direction.
    bfs_cell: u32,
    bfs_dir: u8,
    phase: Phase,
}

impl HopcroftKarp {
    /// The algorithm for `board`, before its first phase.
    pub fn new(board: &Board) -> Self {
        HopcroftKarp {
            phase_number: 0,
            distance: vec![UNREACHED; board.len()],
            next_dir: vec![0; board.len()],
            queue: Vec::new(),
            queue_head: 0,
            limit: UNREACHED,
            cursor: 0,
            stack: Vec::new(),
            bfs_cell: 0,
            bfs_dir: 4,
            phase: Phase::Start,
        }
    }

    /// Left cells on the current DFS path, from the root.
    pub fn path_lefts(&self) -> impl DoubleEndedIterator<Item = u32> + ExactSizeIterator + '_ {
        self.stack.iter().copied()
    }

    /// True when the DFS may go from left cell `from` to right cell `to`: `to` is on
    /// the next layer and either free on the last layer or matched to a live cell
    /// on the layer after.
    #[inline]
    fn usable(&self, matching: &Matching, from: u32, to: u32) -> bool {
        let next = self.distance[from as usize] + 1;
        if self.distance[to as usize] != next {
            return false;
        }
        match matching.partner(to) {
            None => next == self.limit,
            Some(partner) => self.distance[partner as usize] == next + 1,
        }
    }
}

impl Search for HopcroftKarp {
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Start => {
                    self.phase_number += 1;
                    self.distance.fill(UNREACHED);
                    self.next_dir.fill(0);
                    self.queue.clear();
                    self.queue_head = 0;
                    self.limit = UNREACHED;
                    self.cursor = 0;
                    self.bfs_dir = 4;
                    self.phase = Phase::Seed;
                    if EMIT {
                        return Some(Event::PhaseStarted {
                            phase: self.phase_number,
                        });
                    }
                }
                Phase::Seed => {
                    let Some(cell) = matching.next_unmatched(board, self.cursor, true) else {
                        self.phase = Phase::Bfs;
                        continue;
                    };
                    self.cursor = cell + 1;
                    self.distance[cell as usize] = 0;
                    self.queue.push(cell);
                    if EMIT {
                        return Some(Event::LayerReached { cell, distance: 0 });
                    }
                }
                Phase::Bfs => {
                    if self.bfs_dir >= 4 {
                        // Take the next left cell off the queue, unless its layer is
                        // past the first free right cell.
                        match self.queue.get(self.queue_head) {
                            Some(&cell) if self.distance[cell as usize] < self.limit => {
                                self.queue_head += 1;
                                self.bfs_cell = cell;
                                self.bfs_dir = 0;
                            }
                            _ => {
                                self.cursor = 0;
                                self.phase = if self.limit == UNREACHED {
                                    Phase::End
                                } else {
                                    Phase::NextRoot
                                };
                                continue;
                            }
                        }
                    }
                    let from = self.bfs_cell;
                    let remaining = board.open_directions(from) >> self.bfs_dir;
                    if remaining == 0 {
                        self.bfs_dir = 4;
                        continue;
                    }
                    let d = self.bfs_dir + remaining.trailing_zeros() as u8;
                    self.bfs_dir = d + 1;
                    let to = board.step(from, d);
                    if self.distance[to as usize] != UNREACHED {
                        continue;
                    }
                    let distance = self.distance[from as usize] + 1;
                    self.distance[to as usize] = distance;
                    match matching.partner(to) {
                        None => self.limit = self.limit.min(distance),
                        Some(_) => self.phase = Phase::BfsPartner(to),
                    }
                    if EMIT {
                        return Some(Event::LayerReached { cell: to, distance });
                    }
                }
                Phase::BfsPartner(right) => {
                    let cell = matching.partner(right).expect("matched right cell");
                    let distance = self.distance[right as usize] + 1;
                    self.distance[cell as usize] = distance;
                    self.queue.push(cell);
                    self.phase = Phase::Bfs;
                    if EMIT {
                        return Some(Event::LayerReached { cell, distance });
                    }
                }
                Phase::NextRoot => {
                    let Some(root) = matching.next_unmatched(board, self.cursor, true) else {
                        self.phase = Phase::End;
                        continue;
                    };
                    self.cursor = root + 1;
                    self.stack.push(root);
                    self.phase = Phase::Scan;
                    if EMIT {
                        return Some(Event::SearchStarted { root });
                    }
                }
                Phase::Scan => {
                    let from = *self.stack.last().expect("scan with a path");
                    let next_dir = self.next_dir[from as usize];
                    let remaining = board.open_directions(from) >> next_dir;
                    if remaining == 0 {
                        self.distance[from as usize] = UNREACHED;
                        self.stack.pop();
                        if self.stack.is_empty() {
                            self.phase = Phase::Failed(from);
                        }
                        if EMIT {
                            return Some(Event::Backtracked { cell: from });
                        }
                        continue;
                    }
                    let d = next_dir + remaining.trailing_zeros() as u8;
                    self.next_dir[from as usize] = d + 1;
                    let to = board.step(from, d);
                    let skipped = !self.usable(matching, from, to);
                    if !skipped {
                        self.phase = Phase::Examine(to);
                    }
                    if EMIT {
                        return Some(Event::EdgeTried { from, to, skipped });
                    }
                }
                Phase::Examine(to) => match matching.partner(to) {
                    None => {
                        self.phase = Phase::Augment(to);
                        if EMIT {
                            return Some(Event::PathFound {
                                root: self.stack[0],
                                end: to,
                                len: 2 * self.stack.len() as u32,
                            });
                        }
                    }
                    Some(partner) => {
                        self.stack.push(partner);
                        self.phase = Phase::Scan;
                        if EMIT {
                            return Some(Event::MatchFollowed {
                                from: to,
                                to: partner,
                            });
                        }
                    }
                },
                Phase::Augment(end) => {
                    matching.augment(self.stack.iter().copied(), end);
                    self.stack.clear();
                    self.phase = Phase::NextRoot;
                    if EMIT {
                        return Some(Event::Augmented {
                            size: matching.size(),
                        });
                    }
                }
                Phase::Failed(root) => {
                    self.phase = Phase::NextRoot;
                    if EMIT {
                        return Some(Event::SearchFailed { root });
                    }
                }
                Phase::End => {
                    self.phase = if self.limit == UNREACHED {
                        Phase::Done
                    } else {
                        Phase::Start
                    };
                    if EMIT {
                        return Some(Event::PhaseEnded {
                            phase: self.phase_number,
                            size: matching.size(),
                        });
                    }
                }
                Phase::Done => {
                    self.phase = Phase::Finished;
                    if EMIT {
                        return Some(Event::MatchingDone {
                            size: matching.size(),
                        });
                    }
                }
                Phase::Finished => return None,
            }
        }
    }
}
