//! `hopcroft-karp`: maximum matching in phases of shortest augmenting paths
//! (Hopcroft and Karp), on a bipartite board or graph (an [`Arena`]). Each phase: a
//! BFS from the free left cells gives the layers, a DFS along the layers finds
//! vertex-disjoint shortest augmenting paths, and each path found is flipped.
//!
//! The phase is written once; what it reads of a cell (its neighbours, its partner)
//! comes three ways (`words.rs`): the rook board's table of index changes, another
//! board's move bitmask, a graph's adjacency list of any degree.
//!
//! The layers are kept up to date between phases rather than built again
//! (`layers.rs`); the DFS visits only the cells on some shortest augmenting path,
//! which the BFS marks. Without events, [`Search::step`] still returns at each
//! phase's start and end ([`Event::PhaseStarted`], [`Event::PhaseEnded`]), so a
//! caller can run the search in slices.
//!
//! Cost: O(E·√V) time, O(√V) phases of O(E) each. Memory: a 4-byte word and an
//! edge cursor per cell (a byte on a board, a word on a graph), the free cells, a
//! path. Boards and graphs have fewer than [`MAX_CELLS`] (2²⁴ − 3) cells.
//!
//! ```
//! use gridplay::geography::{hopcroft_karp::HopcroftKarp, Board, Event, Matching, Steps};
//! use gridplay::graph::Graph;
//!
//! let board = Board::from_rows(&["...", "..."]);
//! let mut matching = Matching::new(board.len());
//! let events: Vec<Event> = Steps::new(&board, &mut matching, HopcroftKarp::new(&board)).collect();
//! assert_eq!(matching.size(), 3);
//! assert!(events.contains(&Event::PhaseStarted { phase: 1 }));
//!
//! // A star with three leaves and a path 4 – 5 – 6: two pairs.
//! let graph = Graph::from_edges(7, &[(0, 1), (0, 2), (0, 3), (4, 5), (5, 6)]);
//! let mut matching = Matching::new(7);
//! Steps::new(&graph, &mut matching, HopcroftKarp::new(&graph)).finish();
//! assert_eq!(matching.size(), 2);
//! ```

mod layers;
mod lists;
mod words;

use super::board::{AnyMoves, rook_order};
use super::{Arena, Direction, Event, Matching, Search, UNMATCHED};
use layers::Layers;
use words::{AnyEdges, Around, Cursors, EXACT};

/// Directions in the order the DFS tries them: left, then right, before up and down.
/// Roots go in row-major order, so on an open board the first phase pairs each row
/// with itself (a row's last cell with the one below) and leaves next to nothing for
/// later phases; trying up first would leave a free right cell near the end of many
/// rows, for later phases of ever longer paths.
pub const ORDER: [Direction; 4] = [
    Direction::Left,
    Direction::Right,
    Direction::Up,
    Direction::Down,
];

// `RookOrder`, the rook's edges in [`ORDER`], and its table `IN_ORDER`.
rook_order!();

/// Boards and graphs have fewer cells than this, so every distance (at most the
/// number of cells) fits a word and lies below the distances the words reserve for
/// "beyond the horizon" and "unreached" (the judge input's limit,
/// `GEOGRAPHY_MAX_CELLS`, is 16 000 000; a graph's, `GRAPH_MAX_VERTICES`).
pub const MAX_CELLS: usize = EXACT as usize;

/// Where the search is: the step each call of [`Search::step`] takes next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    /// The phase's BFS.
    Start,
    /// Reporting the cells on shortest augmenting paths, from this index.
    Layers(usize),
    /// The DFS from the next root.
    NextRoot,
    /// One edge from the top of the DFS path.
    Scan,
    /// A right cell on the next layer, reached.
    Examine(u32),
    /// An augmenting path to this free right cell, to flip.
    Augment(u32),
    /// The DFS from this root found nothing.
    Failed(u32),
    /// Every root tried: the phase ends.
    End,
    /// No augmenting path was left: the matching is maximum.
    Done,
    /// After the last event.
    Finished,
}

/// Hopcroft–Karp state: the layers, the DFS's edge cursors and path.
#[derive(Debug, Clone)]
pub struct HopcroftKarp {
    phase_number: u32,
    /// The phase's BFS: distances, length, the cells on shortest paths, the roots.
    layers: Layers,
    /// Index of the next edge to try (in `ORDER` on a rook board), per left cell,
    /// for the whole phase.
    next_edge: Cursors,
    /// Index into the layers' roots of the next DFS root.
    cursor: usize,
    /// Left cells on the DFS path, from the root.
    stack: Vec<u32>,
    phase: Phase,
}

impl HopcroftKarp {
    /// The algorithm for `arena` (a bipartite board or graph), before its first
    /// phase.
    ///
    /// # Panics
    /// On an arena of [`MAX_CELLS`] cells or more.
    pub fn new(arena: &impl Arena) -> Self {
        assert!(
            arena.len() < MAX_CELLS,
            "hopcroft-karp on {} cells",
            arena.len()
        );
        HopcroftKarp {
            phase_number: 0,
            layers: Layers::new(arena.len()),
            next_edge: Cursors::new(arena),
            cursor: 0,
            stack: Vec::new(),
            phase: Phase::Start,
        }
    }

    /// Left cells on the current DFS path, from the root.
    pub fn path_lefts(&self) -> impl DoubleEndedIterator<Item = u32> + ExactSizeIterator + '_ {
        self.stack.iter().copied()
    }

    /// The alternating distance of `cell` from the free left cells as of the
    /// current phase's start, if any path reaches it and it is no further than a
    /// few layers past the phase's length (further ones are not kept up to date).
    pub fn distance(&self, cell: u32) -> Option<u32> {
        self.layers.distance(cell)
    }

    /// After the last phase, when its layers are exact: the right cells an
    /// alternating path from a free left cell reaches
    /// ([`super::winning::Winning::know_lefts`]); `None` when some distances are
    /// only lower bounds.
    pub fn reached_rights<'a>(
        &'a self,
        arena: &'a impl Arena,
    ) -> Option<impl Iterator<Item = u32> + 'a> {
        debug_assert!(self.phase == Phase::Finished, "after the last phase");
        let cells = 0..arena.len() as u32;
        (self.layers.exact())
            .then(move || cells.filter(move |&c| self.distance(c).is_some() && !arena.is_left(c)))
    }
}

impl<A: Arena> Search<A> for HopcroftKarp {
    /// Only for bipartite boards (`rook`, `knight`: the left side is the colour) and
    /// graphs (their two sides). The same phase on each, its cells' neighbours and
    /// partners read three ways (`words.rs`): the rook's table, a board's moves, a
    /// graph's adjacency list.
    fn step<const EMIT: bool>(&mut self, arena: &A, matching: &mut Matching) -> Option<Event> {
        debug_assert!(
            arena.is_bipartite(),
            "hopcroft-karp on a graph that is not bipartite"
        );
        match (arena.rook(), arena.board()) {
            (Some(board), _) => self.step_with::<EMIT, RookOrder>(board, matching),
            (None, Some(board)) => self.step_with::<EMIT, AnyMoves>(board, matching),
            (None, None) => self.step_with::<EMIT, AnyEdges<A>>(arena, matching),
        }
    }
}

/// The phase, step by step: BFS (the layers), then a DFS along the layers from each
/// free left cell on them, flipping each path found; until no augmenting path is
/// left. `E` reads the arena's cells (`words.rs`).
impl HopcroftKarp {
    fn step_with<const EMIT: bool, E: Around>(
        &mut self,
        arena: &E::Arena,
        matching: &mut Matching,
    ) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::Start => self.bfs::<EMIT, E>(arena, matching),
                Phase::Layers(i) => self.report_layer::<EMIT>(i),
                Phase::NextRoot => self.dfs_from_next_root::<EMIT>(),
                Phase::Scan => self.scan::<EMIT, E>(arena, matching),
                Phase::Examine(to) => self.examine::<EMIT, E>(arena, matching, to),
                Phase::Augment(end) => self.augment::<EMIT>(matching, end),
                Phase::Failed(root) => {
                    self.phase = Phase::NextRoot;
                    EMIT.then_some(Event::SearchFailed { root })
                }
                Phase::End => self.end_phase(matching),
                Phase::Done => {
                    self.phase = Phase::Finished;
                    EMIT.then(|| Event::MatchingDone {
                        size: matching.size(),
                    })
                }
                Phase::Finished => return None,
            };
            if event.is_some() {
                return event;
            }
        }
    }

    /// BFS from the free left cells: the layers, the phase's length, and the cells
    /// on shortest augmenting paths, the only ones the DFS visits.
    fn bfs<const EMIT: bool, E: Around>(
        &mut self,
        arena: &E::Arena,
        matching: &Matching,
    ) -> Option<Event> {
        self.phase_number += 1;
        // The last phase's edge cursors go back to each cell's first edge.
        for &cell in self.layers.reached() {
            self.next_edge.set::<E>(cell, 0);
        }
        self.layers.search::<EMIT, E>(arena, matching);
        self.cursor = 0;
        self.phase = if EMIT {
            Phase::Layers(0)
        } else {
            Phase::NextRoot
        };
        // Reported without events too, like the phase's end.
        Some(Event::PhaseStarted {
            phase: self.phase_number,
        })
    }

    /// The `i`th cell on the phase's shortest augmenting paths, by distance.
    fn report_layer<const EMIT: bool>(&mut self, i: usize) -> Option<Event> {
        match self.layers.reached().get(i) {
            Some(&cell) if EMIT => {
                self.phase = Phase::Layers(i + 1);
                Some(Event::LayerReached {
                    cell,
                    distance: self.layers.dist(cell),
                })
            }
            _ => {
                self.phase = Phase::NextRoot;
                None
            }
        }
    }

    /// DFS from the next free left cell still on a shortest augmenting path; the
    /// phase's end when none is left.
    #[inline]
    fn dfs_from_next_root<const EMIT: bool>(&mut self) -> Option<Event> {
        while let Some(&root) = self.layers.roots().get(self.cursor) {
            self.cursor += 1;
            if self.layers.on_shortest(root) {
                self.stack.push(root);
                self.phase = Phase::Scan;
                return EMIT.then_some(Event::SearchStarted { root });
            }
        }
        self.phase = Phase::End;
        None
    }

    /// One DFS edge from the top of the path to the next layer, or a backtrack
    /// when its edges are used up (the cell leads nowhere this phase).
    #[inline]
    fn scan<const EMIT: bool, E: Around>(
        &mut self,
        arena: &E::Arena,
        matching: &Matching,
    ) -> Option<Event> {
        let from = *self.stack.last().expect("scan with a path");
        let next = self.next_edge.get::<E>(from);
        let Some((i, to)) = E::next_edge(arena, self.layers.word(from), from, next) else {
            self.layers.drop_cell(from);
            self.stack.pop();
            if self.stack.is_empty() {
                self.phase = Phase::Failed(from);
            }
            return EMIT.then_some(Event::Backtracked { cell: from });
        };
        self.next_edge.set::<E>(from, i + 1);
        let skipped = !self.next_layer::<E>(arena, matching, from, to);
        if !skipped {
            self.phase = Phase::Examine(to);
        }
        EMIT.then_some(Event::EdgeTried { from, to, skipped })
    }

    /// True when the DFS may go from left cell `from` to right cell `to`: `to` is on
    /// a shortest augmenting path, on the next layer, and either free on the last
    /// layer or matched to a cell on the layer after that the DFS has not given up.
    #[inline]
    fn next_layer<A: Around>(
        &self,
        arena: &A::Arena,
        matching: &Matching,
        from: u32,
        to: u32,
    ) -> bool {
        let next = self.layers.dist(from) + 1;
        if !self.layers.on_shortest(to) || self.layers.dist(to) != next {
            return false;
        }
        match A::partner_of(arena, matching, self.layers.word(to), to) {
            UNMATCHED => Some(next) == self.layers.length(),
            partner => self.layers.on_shortest(partner) && self.layers.dist(partner) == next + 1,
        }
    }

    /// A right cell on the next layer: free, the path is found; else the DFS goes
    /// on from its partner (the words keep the matching of the phase's start, which
    /// is the matching's on cells still on shortest paths).
    #[inline]
    fn examine<const EMIT: bool, E: Around>(
        &mut self,
        arena: &E::Arena,
        matching: &Matching,
        to: u32,
    ) -> Option<Event> {
        match E::partner_of(arena, matching, self.layers.word(to), to) {
            UNMATCHED => {
                self.phase = Phase::Augment(to);
                EMIT.then(|| Event::PathFound {
                    root: self.stack[0],
                    end: to,
                    len: 2 * self.stack.len() as u32,
                })
            }
            partner => {
                debug_assert_eq!(matching.partner(to), Some(partner));
                self.stack.push(partner);
                self.phase = Phase::Scan;
                EMIT.then_some(Event::MatchFollowed {
                    from: to,
                    to: partner,
                })
            }
        }
    }

    /// Flips the path on the stack, ending at the free right cell `end`.
    fn augment<const EMIT: bool>(&mut self, matching: &mut Matching, end: u32) -> Option<Event> {
        matching.augment(self.stack.iter().copied(), end);
        self.layers.path_flipped(matching, &self.stack, end);
        self.stack.clear();
        self.phase = Phase::NextRoot;
        EMIT.then(|| Event::Augmented {
            size: matching.size(),
        })
    }

    /// The phase's end: the next phase, or the end when no augmenting path was left.
    fn end_phase(&mut self, matching: &Matching) -> Option<Event> {
        self.phase = if self.layers.length().is_none() {
            Phase::Done
        } else {
            Phase::Start
        };
        // Reported without events too: a quiet caller can stop between phases (it
        // costs nothing to build).
        Some(Event::PhaseEnded {
            phase: self.phase_number,
            size: matching.size(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::{Steps, generate};

    /// A board with as many cells as a word's distance can hold is refused by the
    /// algorithm's check (which the CLI reports, exiting 2), one cell fewer is not.
    #[test]
    fn boards_too_big_for_the_words_are_refused() {
        let cols = MAX_CELLS as u32;
        let refused = crate::geography::Algorithm::HopcroftKarp.check(&generate::empty(1, cols));
        assert!(refused.is_err_and(|why| why.contains("use --algo kuhn")));
        let taken = generate::empty(1, cols - 1);
        assert_eq!(
            crate::geography::Algorithm::HopcroftKarp.check(&taken),
            Ok(())
        );
        assert!(
            crate::geography::Algorithm::Kuhn
                .check(&generate::empty(1, cols))
                .is_ok()
        );
    }

    /// Run without events, the search still returns at each phase's start and end
    /// (a caller can stop between phases), and ends with the same matching.
    #[test]
    fn quiet_run_returns_at_every_phase() {
        for seed in 0..40u64 {
            let board = generate::random(20 + (seed % 7) as u32, 30, 0.15, seed);
            let mut stepped = Matching::new(board.len());
            let phases = Steps::new(&board, &mut stepped, HopcroftKarp::new(&board))
                .filter(|e| matches!(e, Event::PhaseStarted { .. }))
                .count();
            let mut quiet = Matching::new(board.len());
            let mut hk = HopcroftKarp::new(&board);
            let mut returns = 0;
            while hk.step::<false>(&board, &mut quiet).is_some() {
                returns += 1;
            }
            assert!(phases > 1, "seed {seed}");
            assert_eq!(returns, 2 * phases, "seed {seed}");
            assert_eq!(quiet, stepped, "seed {seed}");
        }
    }
}
