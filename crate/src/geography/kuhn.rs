//! `kuhn`: augmenting-path DFS from each free left cell in row-major order
//! (Kuhn's algorithm, as in the problem's reference solutions), with an explicit
//! stack.
//!
//! From a free left cell the search tries each neighbour `v`: a free `v` ends an
//! augmenting path, which is flipped; a matched `v` sends the search on to its
//! partner. Each free left cell is searched from once.
//!
//! Visited marks are cleared after a successful search. After a failed one they
//! become permanent: the cells a failed search reached (its Hungarian tree) have all
//! their neighbours inside the tree and no free right cell, so no later augmenting
//! path can enter them. This keeps all failed searches together at O(E).
//!
//! Cost: O(V·E) in the worst case, O(E) per search; far less after a greedy start.
//! Memory: a stamp per cell, the search path and the cells it visited.
//!
//! ```
//! use gridplay::geography::{kuhn::Kuhn, Board, Matching, Steps};
//!
//! let board = Board::from_rows(&["..", ".."]);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, Kuhn::new(&board)).finish();
//! assert_eq!(matching.size(), 2);
//! ```

use super::{Board, Event, Matching, Search};

const DEAD: u32 = u32::MAX;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    NextRoot,
    Scan,
    Examine(u32),
    Augment(u32),
    Failed(u32),
    Done,
    Finished,
}

/// Kuhn's search state: the path stack, the visited stamps and a root cursor.
#[derive(Debug, Clone)]
pub struct Kuhn {
    next_root: u32,
    /// Left cells on the search path, each with the next direction to try.
    stack: Vec<(u32, u8)>,
    /// A right cell is visited when its stamp equals `stamp`, dead for good at `DEAD`.
    visited: Vec<u32>,
    stamp: u32,
    /// Right cells visited by the current search.
    touched: Vec<u32>,
    phase: Phase,
}

impl Kuhn {
    /// A search over `board`, starting before its first cell.
    pub fn new(board: &Board) -> Self {
        Kuhn {
            next_root: 0,
            stack: Vec::new(),
            visited: vec![0; board.len()],
            stamp: 1,
            touched: Vec::new(),
            phase: Phase::NextRoot,
        }
    }

    /// Left cells on the current search path, from the root.
    pub fn path_lefts(&self) -> impl DoubleEndedIterator<Item = u32> + ExactSizeIterator + '_ {
        self.stack.iter().map(|&(cell, _)| cell)
    }

    /// True when `cell` is visited by this search or dead for good.
    #[inline]
    fn is_visited(&self, cell: u32) -> bool {
        let mark = self.visited[cell as usize];
        mark == self.stamp || mark == DEAD
    }

    fn forget_visits(&mut self) {
        self.touched.clear();
        if self.stamp == DEAD - 1 {
            for mark in &mut self.visited {
                if *mark != DEAD {
                    *mark = 0;
                }
            }
            self.stamp = 0;
        }
        self.stamp += 1;
    }

    fn bury_visits(&mut self) {
        for &cell in &self.touched {
            self.visited[cell as usize] = DEAD;
        }
        self.touched.clear();
    }
}

impl Search for Kuhn {
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        loop {
            match self.phase {
                Phase::NextRoot => {
                    let Some(root) = matching.next_unmatched(board, self.next_root, true) else {
                        self.phase = Phase::Done;
                        continue;
                    };
                    self.next_root = root + 1;
                    self.stack.push((root, 0));
                    self.phase = Phase::Scan;
                    if EMIT {
                        return Some(Event::SearchStarted { root });
                    }
                }
                Phase::Scan => {
                    let top = self.stack.last_mut().expect("scan with a path");
                    let (from, next_dir) = *top;
                    let remaining = board.open_directions(from) >> next_dir;
                    if remaining == 0 {
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
                    top.1 = d + 1;
                    let to = board.step(from, d);
                    let skipped = self.is_visited(to);
                    if !skipped {
                        self.phase = Phase::Examine(to);
                    }
                    if EMIT {
                        return Some(Event::EdgeTried { from, to, skipped });
                    }
                }
                Phase::Examine(to) => {
                    self.visited[to as usize] = self.stamp;
                    self.touched.push(to);
                    match matching.partner(to) {
                        None => {
                            self.phase = Phase::Augment(to);
                            if EMIT {
                                return Some(Event::PathFound {
                                    root: self.stack[0].0,
                                    end: to,
                                    len: 2 * self.stack.len() as u32,
                                });
                            }
                        }
                        Some(partner) => {
                            self.stack.push((partner, 0));
                            self.phase = Phase::Scan;
                            if EMIT {
                                return Some(Event::MatchFollowed {
                                    from: to,
                                    to: partner,
                                });
                            }
                        }
                    }
                }
                Phase::Augment(end) => {
                    matching.augment(self.stack.iter().map(|&(cell, _)| cell), end);
                    self.stack.clear();
                    self.forget_visits();
                    self.phase = Phase::NextRoot;
                    if EMIT {
                        return Some(Event::Augmented {
                            size: matching.size(),
                        });
                    }
                }
                Phase::Failed(root) => {
                    self.bury_visits();
                    self.phase = Phase::NextRoot;
                    if EMIT {
                        return Some(Event::SearchFailed { root });
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
