//! "Is the empty cell in every maximum matching?" as one alternating-path search.
//!
//! Given a maximum matching, remove the empty cell `e` and unpair its partner `p`.
//! Some maximum matching leaves `e` out exactly when the matching can be repaired
//! without it: when an alternating path leads from `p` (a non-matching edge to a
//! neighbour, that neighbour's matching edge to its partner, and so on) to an
//! unmatched cell. Pseudocode, a depth-first search with an explicit stack:
//!
//! ```text
//! push p
//! while the stack is not empty:
//!     top = the stack's top
//!     for the next neighbour n of top (not removed):
//!         if n was reached before in this search: skip it
//!         if n is unmatched: path found (the stack, then n)
//!         else: push n's partner, continue from it
//!     no neighbour left: pop top (backtrack)
//! no path: e is in every maximum matching
//! ```
//!
//! Cost: O(cells) per search (each cell reached once, four edges each); memory a
//! stamp per cell, reused by the next search without clearing.
//!
//! ```
//! use gridplay::slide::{Game, Graph, search::{Search, Outcome}};
//! use gridplay::slide::graph::NONE;
//!
//! // A path of three cells 0 - 1 - 2, matched 0-1; remove 0: from 1 the search
//! // reaches the unmatched 2, so 0 is not in every maximum matching.
//! let game = Game::parse(b"1 3\n.OX\n1\n1 2\n1 3\n").unwrap();
//! let graph = Graph::new(&game);
//! let mut mate = vec![1, 0, NONE];
//! let gone = vec![true, false, false];
//! mate[0] = NONE;
//! mate[1] = NONE;
//! let mut search = Search::new(graph.len());
//! search.start(1, 0);
//! assert_eq!(search.finish(&graph, &mate, &gone), Outcome::Found { end: 2 });
//! search.flip(&mut mate);
//! assert_eq!(mate, vec![NONE, 2, 1]);
//! ```

use super::Event;
use super::graph::{Graph, NONE};

/// How a search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Still searching.
    Running,
    /// An alternating path from the root to the unmatched cell `end`.
    Found {
        /// The unmatched cell where the path ends.
        end: u32,
    },
    /// No alternating path from the root.
    Failed,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Start,
    Try,
    Follow { from: u32, to: u32 },
    Found { end: u32 },
    Over,
}

/// The search's state: its path (a stack), its marks and where it is.
#[derive(Debug, Clone)]
pub struct Search {
    root: u32,
    removed: u32,
    /// Cells on the root's side on the path, from the root, each with the next
    /// direction to try.
    stack: Vec<(u32, u8)>,
    /// `seen[c] == stamp` when `c` was reached in this search.
    seen: Vec<u32>,
    stamp: u32,
    phase: Phase,
    outcome: Outcome,
}

impl Search {
    /// A search for a board of `cells` cells, not started.
    pub fn new(cells: usize) -> Search {
        Search {
            root: NONE,
            removed: NONE,
            stack: Vec::new(),
            seen: vec![0; cells],
            stamp: 0,
            phase: Phase::Over,
            outcome: Outcome::Failed,
        }
    }

    /// Starts a search from `root`, the unmatched former partner of `removed`
    /// (which the caller has marked removed).
    pub fn start(&mut self, root: u32, removed: u32) {
        self.root = root;
        self.removed = removed;
        self.stack.clear();
        self.stamp = self.stamp.wrapping_add(1);
        if self.stamp == 0 {
            self.seen.fill(0);
            self.stamp = 1;
        }
        self.phase = Phase::Start;
        self.outcome = Outcome::Running;
    }

    /// How the search ended, or [`Outcome::Running`].
    pub fn outcome(&self) -> Outcome {
        self.outcome
    }

    /// The search's path from the root: root, a cell reached, its partner, … (the
    /// last cell is the top of the stack; after [`Event::PathFound`] the path's end
    /// is the event's `end`). `mate` is the matching the search runs on.
    pub fn path(&self, mate: &[u32]) -> Vec<u32> {
        let mut path = Vec::with_capacity(2 * self.stack.len());
        for (i, &(cell, _)) in self.stack.iter().enumerate() {
            if i > 0 {
                path.push(mate[cell as usize]);
            }
            path.push(cell);
        }
        path
    }

    /// Flips the path found: each cell on the stack is paired with the cell after
    /// it on the path, the last with the end. The matching grows by one.
    ///
    /// # Panics
    /// When no path was found.
    pub fn flip(&self, mate: &mut [u32]) {
        let Outcome::Found { end } = self.outcome else {
            panic!("no path to flip");
        };
        let mut next = end;
        for &(cell, _) in self.stack.iter().rev() {
            let previous = mate[cell as usize];
            mate[cell as usize] = next;
            mate[next as usize] = cell;
            next = previous;
        }
        debug_assert_eq!(next, NONE, "the root was unmatched");
    }

    /// Runs the search to its end without events.
    pub fn finish(&mut self, graph: &Graph, mate: &[u32], gone: &[bool]) -> Outcome {
        while self.step::<false>(graph, mate, gone).is_some() {}
        self.outcome
    }

    /// Advances to the next event and returns it (`EMIT`), or runs to the end and
    /// returns the last one, [`Event::PathFound`] or [`Event::SearchFailed`] (not
    /// `EMIT`); `None` once over. `gone` marks removed cells, the removed empty
    /// cell among them.
    pub fn step<const EMIT: bool>(
        &mut self,
        graph: &Graph,
        mate: &[u32],
        gone: &[bool],
    ) -> Option<Event> {
        loop {
            match self.phase {
                Phase::Start => {
                    self.seen[self.root as usize] = self.stamp;
                    self.stack.push((self.root, 0));
                    self.phase = Phase::Try;
                    if EMIT {
                        return Some(Event::SearchStarted {
                            root: self.root,
                            removed: self.removed,
                        });
                    }
                }
                Phase::Try => {
                    let Some(&mut (from, ref mut next_dir)) = self.stack.last_mut() else {
                        self.phase = Phase::Over;
                        self.outcome = Outcome::Failed;
                        return Some(Event::SearchFailed { root: self.root });
                    };
                    let around = graph.around(from);
                    let mut tried = None;
                    while *next_dir < 4 {
                        let to = around[*next_dir as usize];
                        *next_dir += 1;
                        if to != NONE && !gone[to as usize] {
                            tried = Some(to);
                            break;
                        }
                    }
                    let Some(to) = tried else {
                        self.stack.pop();
                        if EMIT {
                            return Some(Event::Backtracked { cell: from });
                        }
                        continue;
                    };
                    let skipped = self.seen[to as usize] == self.stamp;
                    if !skipped {
                        self.seen[to as usize] = self.stamp;
                        self.phase = match mate[to as usize] {
                            NONE => Phase::Found { end: to },
                            partner => Phase::Follow {
                                from: to,
                                to: partner,
                            },
                        };
                    }
                    if EMIT {
                        return Some(Event::EdgeTried { from, to, skipped });
                    }
                }
                Phase::Follow { from, to } => {
                    self.seen[to as usize] = self.stamp;
                    self.stack.push((to, 0));
                    self.phase = Phase::Try;
                    if EMIT {
                        return Some(Event::MatchFollowed { from, to });
                    }
                }
                Phase::Found { end } => {
                    self.phase = Phase::Over;
                    self.outcome = Outcome::Found { end };
                    return Some(Event::PathFound {
                        root: self.root,
                        end,
                        len: 2 * self.stack.len() as u32,
                    });
                }
                Phase::Over => return None,
            }
        }
    }
}
