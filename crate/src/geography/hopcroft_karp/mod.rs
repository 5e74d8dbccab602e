//! `hopcroft-karp`: shortest augmenting paths, many per phase (Hopcroft and Karp).
//!
//! Each phase starts with a BFS from every free left cell along alternating paths
//! (a left cell steps to any neighbour but its partner, a right cell to its
//! partner): the *layers*, each cell's distance from the free left cells. The
//! nearest free right cell gives the phase's length, that of the shortest augmenting
//! paths. Then a DFS from each free left cell follows only edges to the next layer
//! and flips every path it finds; the paths of one phase are vertex-disjoint and all
//! of the phase's length. Each cell keeps a cursor into its edges for the whole
//! phase and a cell that leads nowhere is dropped, so a phase's DFS costs O(E).
//! There are O(√V) phases.
//!
//! The DFS and the [`Event::LayerReached`] events of a phase cover only the cells on
//! some shortest augmenting path, found back from the nearest free right cells one
//! layer at a time: the textbook DFS also walks the rest of the layers and backs out
//! of all of it, on a random board most of the board in every phase. The layers are
//! updated where the last phase's paths changed them, not built again, and kept
//! exact only a few layers past the phase's length (`hopcroft_karp/layers.rs`);
//! each cell's distance, partner and moves sit in one word (`hopcroft_karp/words.rs`).
//! Without events, [`Search::step`] still returns at each phase's start and end
//! ([`Event::PhaseStarted`], [`Event::PhaseEnded`]), so a caller can run the search
//! in slices.
//!
//! Cost: O(E·√V) (an update costs at most the textbook's BFS). Memory: a word and an
//! edge cursor per cell, the free cells, the update's lists, a path. Boards have
//! fewer than [`MAX_CELLS`] (2²⁴ − 3) cells.
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

mod layers;
mod lists;
mod words;

use super::board::{AnyMoves, Edges, rook_order};
use super::{Board, Direction, Event, Matching, Moves, Search, UNMATCHED};
use lists::{DistanceSort, Sieve, by_distance};
use words::{Around, EXACT, NAV_BITS, SHORTEST, UNREACHED, dist};

/// Directions in the order the DFS tries them: left, then right, before up and down.
/// Roots go in row-major order, so on an open board the first phase then pairs each
/// row with itself (a row's last cell with the one below) and leaves next to nothing
/// for later phases. Up first left a free right cell near the end of many rows, and
/// hundreds of phases of ever longer paths followed.
pub const ORDER: [Direction; 4] = [
    Direction::Left,
    Direction::Right,
    Direction::Up,
    Direction::Down,
];

// `RookOrder`, the rook's edges in [`ORDER`], and its table `IN_ORDER`.
rook_order!();

/// Boards have fewer cells than this, so every distance (at most the number of
/// cells) fits a word and lies below the distances the words reserve for "beyond
/// the horizon" and "unreached" (the judge input's limit, `GEOGRAPHY_MAX_CELLS`,
/// is 16 000 000).
pub const MAX_CELLS: usize = EXACT as usize;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Start,
    Layers(usize),
    NextRoot,
    Scan,
    Examine(u32),
    Augment(u32),
    Failed(u32),
    End,
    Done,
    Finished,
}

/// Hopcroft–Karp state: BFS layers, edge cursors, free cells and the DFS path.
#[derive(Debug, Clone)]
pub struct HopcroftKarp {
    phase_number: u32,
    /// Per cell, a word: above [`NAV_BITS`], the alternating distance from the
    /// free left cells (`UNREACHED` for none), exact up to `horizon`, `PENDING`
    /// above it (or `UNREACHED`); below, the move to its partner, (`rook`) its
    /// open directions ([`Around`]) and [`SHORTEST`]. One load gives a layer
    /// search or the DFS all it reads of a cell: the distance, the board's moves,
    /// the matching and the mark in 4 bytes a cell.
    cells: Vec<u32>,
    /// Distances up to this one are exact (`EXACT`: all of them).
    horizon: u32,
    /// Index in `ORDER` of the next direction to try, per left cell, for the whole
    /// phase.
    next_dir: Vec<u8>,
    /// Free left cells, then free right cells, in row-major order (from the first
    /// phase on).
    free_lefts: Vec<u32>,
    free_rights: Vec<u32>,
    /// The free cells this phase matched: each path's root, then its end.
    newly_matched: Vec<u32>,
    /// This phase's free left cells on shortest augmenting paths in row-major
    /// order: the DFS roots, in the order of `free_lefts`.
    roots: Vec<u32>,
    started: bool,
    /// This phase's cells on shortest augmenting paths, by distance when reporting.
    shortest: Vec<u32>,
    /// Cells of the paths flipped in this phase: each left cell, then its new
    /// partner.
    flipped: Vec<u32>,
    /// The update's seeds (distance and cell), its layer of right cells and the
    /// affected right cells.
    seeds: Vec<u64>,
    seed_sort: DistanceSort,
    layer: Sieve,
    next_layer: Sieve,
    lefts: Vec<u32>,
    affected: Vec<u32>,
    /// Cells that may be at the horizon's distance (some are no longer): where
    /// [`HopcroftKarp::extend`] starts.
    at_horizon: Vec<u32>,
    /// Shortest augmenting path length in edges, `UNREACHED` if none.
    limit: u32,
    /// Index into `roots` of the next DFS root.
    cursor: usize,
    /// Left cells on the DFS path, from the root.
    stack: Vec<u32>,
    phase: Phase,
}

impl HopcroftKarp {
    /// The algorithm for `board`, before its first phase.
    ///
    /// # Panics
    /// On a board of [`MAX_CELLS`] cells or more.
    pub fn new(board: &Board) -> Self {
        assert!(
            board.len() < MAX_CELLS,
            "hopcroft-karp on {} cells",
            board.len()
        );
        HopcroftKarp {
            phase_number: 0,
            cells: vec![UNREACHED << NAV_BITS; board.len()],
            horizon: EXACT,
            next_dir: vec![0; board.len()],
            free_lefts: Vec::new(),
            free_rights: Vec::new(),
            newly_matched: Vec::new(),
            roots: Vec::new(),
            started: false,
            shortest: Vec::new(),
            flipped: Vec::new(),
            seeds: Vec::new(),
            seed_sort: DistanceSort::default(),
            layer: Sieve::default(),
            next_layer: Sieve::default(),
            lefts: Vec::new(),
            affected: Vec::new(),
            at_horizon: Vec::new(),
            limit: UNREACHED,
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
        Some(self.dist(cell)).filter(|&d| d <= self.horizon)
    }

    /// The distance in the word of `cell`.
    #[inline]
    fn dist(&self, cell: u32) -> u32 {
        dist(self.cells[cell as usize])
    }

    /// After the last phase, when its layers are exact: the right cells an
    /// alternating path from a free left cell reaches
    /// ([`super::winning::Winning::know_lefts`]); `None` when some distances are
    /// only lower bounds.
    pub fn reached_rights<'a>(
        &'a self,
        board: &'a Board,
    ) -> Option<impl Iterator<Item = u32> + 'a> {
        debug_assert!(self.phase == Phase::Finished, "after the last phase");
        let cells = 0..board.len() as u32;
        (self.horizon == EXACT)
            .then(move || cells.filter(move |&c| self.distance(c).is_some() && !board.is_left(c)))
    }

    /// True when the DFS may go from left cell `from` to right cell `to`: `to` is on
    /// a shortest augmenting path, on the next layer, and either free on the last
    /// layer or matched to a cell on the layer after that the DFS has not given up.
    #[inline]
    fn usable<A: Around>(&self, board: &Board, from: u32, to: u32) -> bool {
        let next = self.dist(from) + 1;
        let word = self.cells[to as usize];
        if word & SHORTEST == 0 || dist(word) != next {
            return false;
        }
        match A::partner_of(board, word, to) {
            UNMATCHED => next == self.limit,
            partner => {
                let word = self.cells[partner as usize];
                word & SHORTEST != 0 && dist(word) == next + 1
            }
        }
    }

    /// The phase's BFS: the layers (each cell's alternating distance from the free
    /// left cells), the phase's length (`limit`, the distance of the nearest free
    /// right cell) and the cells on shortest augmenting paths, the only ones the DFS
    /// visits.
    fn start_phase<const EMIT: bool, A: Around>(&mut self, board: &Board, matching: &Matching) {
        self.phase_number += 1;
        // The last phase's DFS marks and cursors go.
        for &cell in &self.shortest {
            self.cells[cell as usize] &= !SHORTEST;
            self.next_dir[cell as usize] = 0;
        }
        self.shortest.clear();
        self.bring_layers_up_to_date::<A>(board, matching);
        if self.limit != UNREACHED {
            self.find_shortest::<A>(board);
        }
        if EMIT {
            // Reported layer by layer: by distance, then cell, sorted as `by_distance`
            // keys (the u64 sort the updates use; a sort by a tuple key would be a
            // second, larger copy of the sort in the wasm).
            let mut keys: Vec<u64> = self
                .shortest
                .iter()
                .map(|&c| by_distance(self.dist(c), c))
                .collect();
            keys.sort_unstable();
            self.shortest.clear();
            self.shortest.extend(keys.iter().map(|&k| k as u32));
        }
        self.cursor = 0;
    }

    /// One DFS edge from the top of the path, or a backtrack.
    fn scan_step<const EMIT: bool, E: Edges + Around>(&mut self, board: &Board) -> Option<Event> {
        let from = *self.stack.last().expect("scan with a path");
        let next_dir = self.next_dir[from as usize];
        let remaining = E::open_in_order(board, self.cells[from as usize], from, next_dir);
        if remaining == 0 {
            self.cells[from as usize] &= !SHORTEST;
            self.stack.pop();
            if self.stack.is_empty() {
                self.phase = Phase::Failed(from);
            }
            return EMIT.then_some(Event::Backtracked { cell: from });
        }
        let i = next_dir + remaining.trailing_zeros() as u8;
        self.next_dir[from as usize] = i + 1;
        let to = E::to(board, from, i);
        let skipped = !self.usable::<E>(board, from, to);
        if !skipped {
            self.phase = Phase::Examine(to);
        }
        EMIT.then_some(Event::EdgeTried { from, to, skipped })
    }

    /// The next free left cell on a shortest augmenting path, as a DFS root.
    fn next_root(&mut self) -> Option<u32> {
        while let Some(&root) = self.roots.get(self.cursor) {
            self.cursor += 1;
            if self.cells[root as usize] & SHORTEST != 0 {
                return Some(root);
            }
        }
        None
    }
}

impl Search for HopcroftKarp {
    /// Only for bipartite rules (`rook`, `knight`): the left side is the colour.
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        debug_assert!(
            board.moves().is_bipartite(),
            "hopcroft-karp on {}",
            board.moves()
        );
        if board.moves() == Moves::Rook {
            self.step_with::<EMIT, RookOrder>(board, matching)
        } else {
            self.step_with::<EMIT, AnyMoves>(board, matching)
        }
    }
}

impl HopcroftKarp {
    fn step_with<const EMIT: bool, E: Edges + Around>(
        &mut self,
        board: &Board,
        matching: &mut Matching,
    ) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::Start => {
                    self.start_phase::<EMIT, E>(board, matching);
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
                Phase::Layers(i) => match self.shortest.get(i) {
                    Some(&cell) if EMIT => {
                        self.phase = Phase::Layers(i + 1);
                        Some(Event::LayerReached {
                            cell,
                            distance: self.dist(cell),
                        })
                    }
                    _ => {
                        self.phase = Phase::NextRoot;
                        None
                    }
                },
                Phase::NextRoot => match self.next_root() {
                    None => {
                        self.phase = Phase::End;
                        None
                    }
                    Some(root) => {
                        self.stack.push(root);
                        self.phase = Phase::Scan;
                        EMIT.then_some(Event::SearchStarted { root })
                    }
                },
                Phase::Scan => self.scan_step::<EMIT, E>(board),
                // `to` is on a shortest path: its word's partner is the matching's.
                Phase::Examine(to) => match E::partner_of(board, self.cells[to as usize], to) {
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
                },
                Phase::Augment(end) => {
                    matching.augment(self.stack.iter().copied(), end);
                    self.newly_matched.extend([self.stack[0], end]);
                    for &left in &self.stack {
                        let right = matching.partner(left).expect("just matched");
                        self.flipped.extend([left, right]);
                        // The words' partners are those of the phase's start: the
                        // flipped cells leave the DFS's cells (the matching alone
                        // kept it off them before: their partners moved a layer).
                        self.cells[left as usize] &= !SHORTEST;
                        self.cells[right as usize] &= !SHORTEST;
                    }
                    self.stack.clear();
                    self.phase = Phase::NextRoot;
                    EMIT.then(|| Event::Augmented {
                        size: matching.size(),
                    })
                }
                Phase::Failed(root) => {
                    self.phase = Phase::NextRoot;
                    EMIT.then_some(Event::SearchFailed { root })
                }
                Phase::End => {
                    self.phase = if self.limit == UNREACHED {
                        Phase::Done
                    } else {
                        Phase::Start
                    };
                    // Reported without events too: a quiet caller can stop between
                    // phases (it costs nothing to build).
                    Some(Event::PhaseEnded {
                        phase: self.phase_number,
                        size: matching.size(),
                    })
                }
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
