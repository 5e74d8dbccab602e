//! Winning starts on any board or graph: the Gallai–Edmonds set D, by one
//! alternating search with blossoms from every unmatched cell of a maximum matching
//! at once.
//!
//! The placer wins from `v` exactly when some maximum matching leaves `v` unmatched
//! (on every graph, not only bipartite ones). Those cells form the set D of the
//! Gallai–Edmonds decomposition, and they are exactly the cells labelled *even* by
//! an Edmonds search ([`super::blossom`]) started from all unmatched cells of a
//! maximum matching together: the roots, the partners of odd cells, and every cell
//! of a contracted blossom (Lovász and Plummer, *Matching Theory*, §3.2; the search
//! cannot augment, as the matching is maximum). Without blossoms (on `rook` and
//! `knight` boards, bipartite graphs) this is the alternating BFS of
//! [`super::winning`]. One search for boards and graphs: the scanned cell's edges
//! come as in [`super::blossom`] ([`Untried`]: a board's bits of open moves, a
//! graph's next neighbour).
//!
//! Each even cell's path to its tree's root through the parent links, expanded
//! through the blossoms ([`Forest::path_to_root`]), is an even alternating path from
//! an unmatched cell: flipping it gives a maximum matching that leaves the cell
//! unmatched ([`super::explain`]).
//!
//! Cost: one Edmonds search, O(E·α(V)) plus the walks round blossoms. Memory: the
//! forest (seven words and a byte per cell) and a queue. After the blossom
//! algorithm, a run without events skips the search: [`GallaiEdmonds::from_forest`]
//! reads D off the forest that algorithm ends with.
//!
//! ```
//! use gridplay::geography::{blossom::Blossom, gallai_edmonds::GallaiEdmonds};
//! use gridplay::geography::{Board, Matching, Moves, Steps};
//!
//! // A triangle: every cell is left unmatched by some maximum matching.
//! let board = Board::from_rows(&["..", ".#"]).with_moves(Moves::King);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, Blossom::new(&board)).finish();
//! let d = Steps::new(&board, &mut matching, GallaiEdmonds::new(&board)).finish();
//! assert_eq!(d.cells().collect::<Vec<_>>(), vec![0, 1, 2]);
//!
//! // A triangle 2 3 4 with a tail 2 – 1 – 0: every vertex but 1 is left unmatched by
//! // some maximum matching (two pairs); 1 is covered by all of them.
//! let graph = gridplay::graph::Graph::from_edges(5, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 2)]);
//! let mut matching = Matching::new(graph.len() as usize);
//! Steps::new(&graph, &mut matching, Blossom::new(&graph)).finish();
//! let d = Steps::new(&graph, &mut matching, GallaiEdmonds::new(&graph)).finish();
//! assert_eq!(d.cells().collect::<Vec<_>>(), vec![0, 2, 3, 4]);
//! ```

use super::blossom::{AnyEdges, EdgeCursor, Forest, Label, MoveBits, Untried};
use super::{Arena, Board, Event, Matching, Search};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Seed,
    Scan,
    Odd { cell: u32, from: u32 },
    Even { cell: u32, via: u32 },
    Blossom { from: u32, to: u32, base: u32 },
    Contract { from: u32, to: u32, base: u32 },
    Absorbed { base: u32, next: usize },
    Verdict,
    Finished,
}

/// The search for D: the forest, the queue of even cells, a seeding cursor.
#[derive(Debug, Clone)]
pub struct GallaiEdmonds {
    forest: Forest,
    queue: Vec<u32>,
    head: usize,
    cursor: u32,
    scan: EdgeCursor,
    count: u32,
    /// Cells the last contraction made even, reported one by one.
    absorbed: Vec<u32>,
    phase: Phase,
}

impl GallaiEdmonds {
    /// The search on `board` (a board or a graph), before seeding.
    pub fn new(board: &impl Arena) -> Self {
        GallaiEdmonds {
            forest: Forest::new(board.len()),
            queue: Vec::new(),
            head: 0,
            cursor: 0,
            scan: EdgeCursor::START,
            count: 0,
            absorbed: Vec::new(),
            phase: Phase::Seed,
        }
    }

    /// The finished search read off `forest`, a frustrated forest of a maximum
    /// matching: the one a finished [`super::blossom::Blossom`] search leaves
    /// ([`super::blossom::Blossom::take_forest`]). Its trees are those of the cells
    /// the matching leaves unmatched (the others were taken apart when their roots
    /// were matched), each grown until no edge from an even cell is left to try, so
    /// its even cells are D, as this search would label them. No events; O(cells
    /// labelled) to count them.
    pub fn from_forest(forest: Forest) -> Self {
        let count = forest
            .touched()
            .iter()
            .filter(|&&c| forest.label(c) == Label::Even)
            .count() as u32;
        GallaiEdmonds {
            forest,
            queue: Vec::new(),
            head: 0,
            cursor: 0,
            scan: EdgeCursor::START,
            count,
            absorbed: Vec::new(),
            phase: Phase::Finished,
        }
    }

    /// True when `cell` is labelled even so far: a winning start.
    pub fn is_winning(&self, cell: u32) -> bool {
        self.forest.label(cell) == Label::Even
    }

    /// Number of winning starts found so far.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Winning starts found so far, in increasing order (a board's row-major order):
    /// the labelled cells sorted when they are few, else every cell's label read in
    /// order (a byte a cell, cheaper than sorting millions of cells).
    pub fn cells(&self) -> impl Iterator<Item = u32> + '_ {
        let touched = self.forest.touched();
        let cells = self.forest.len() as u32;
        let sort = touched.len() < self.forest.len() / 16;
        let mut few: Vec<u32> = Vec::new();
        if sort {
            few = touched
                .iter()
                .copied()
                .filter(|&c| self.is_winning(c))
                .collect();
            few.sort_unstable();
        }
        let all = (!sort).then_some(0..cells);
        few.into_iter()
            .chain(all.into_iter().flatten().filter(|&c| self.is_winning(c)))
    }

    /// True once the verdict has been reported.
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    /// The forest.
    pub fn forest(&self) -> &Forest {
        &self.forest
    }

    /// For a winning `cell`: the even alternating path from an unmatched cell to it
    /// (first edge not in the matching; just `[cell]` for an unmatched cell).
    pub fn path(&self, matching: &Matching, cell: u32) -> Option<Vec<u32>> {
        if !self.is_winning(cell) {
            return None;
        }
        let mut path = self.forest.path_to_root(cell, matching.mates());
        path.reverse();
        Some(path)
    }

    /// The odd cycle of the blossom just found (after [`Event::BlossomFound`], until
    /// it is contracted); empty otherwise.
    pub fn pending_cycle(&self, matching: &Matching) -> Vec<u32> {
        match self.phase {
            Phase::Contract { from, to, base } => {
                self.forest.cycle(from, to, base, matching.mates())
            }
            _ => Vec::new(),
        }
    }

    fn next_edge<A, W: Untried<A>>(
        &mut self,
        board: &A,
        matching: &Matching,
    ) -> Option<(u32, u32)> {
        let (queue, head) = (&self.queue, &mut self.head);
        let mut next_cell = || {
            let cell = *queue.get(*head)?;
            *head += 1;
            Some(cell)
        };
        // The matching edge leads back up the tree: not an edge of the search.
        loop {
            let (from, to) = self.scan.next::<A, W>(board, &mut next_cell)?;
            if matching.partner(from) != Some(to) {
                return Some((from, to));
            }
        }
    }

    fn mark(&mut self, cell: u32, root: u32) {
        self.forest.set_even(cell, root);
        self.queue.push(cell);
        self.count += 1;
    }
}

impl<A: Arena> Search<A> for GallaiEdmonds {
    /// Any board or graph: a board's cells give their edges from their bits of open
    /// moves ([`MoveBits`]), a graph's by [`Arena::edge_from`] ([`AnyEdges`]).
    fn step<const EMIT: bool>(&mut self, arena: &A, matching: &mut Matching) -> Option<Event> {
        match arena.board() {
            Some(board) => self.step_with::<EMIT, Board, MoveBits>(board, matching),
            None => self.step_with::<EMIT, A, AnyEdges>(arena, matching),
        }
    }
}

impl GallaiEdmonds {
    /// The next step, the scanned cell's edges given by `W`.
    fn step_with<const EMIT: bool, A: Arena, W: Untried<A>>(
        &mut self,
        board: &A,
        matching: &mut Matching,
    ) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::Seed => self.seed::<EMIT>(board, matching),
                Phase::Scan => self.scan::<EMIT, A, W>(board, matching),
                Phase::Odd { cell, from } => self.label_odd::<EMIT>(cell, from, matching),
                Phase::Even { cell, via } => {
                    self.mark(cell, self.forest.tree(via));
                    self.phase = Phase::Scan;
                    EMIT.then_some(Event::WinningMarked { cell, via })
                }
                Phase::Blossom { from, to, base } => {
                    self.phase = Phase::Contract { from, to, base };
                    EMIT.then(|| self.forest.found_event(from, to, base, matching.mates()))
                }
                Phase::Contract { from, to, base } => {
                    self.contract::<EMIT>(from, to, base, matching)
                }
                Phase::Absorbed { base, next } => match self.absorbed.get(next) {
                    Some(&cell) if EMIT => {
                        self.phase = Phase::Absorbed {
                            base,
                            next: next + 1,
                        };
                        Some(Event::WinningMarked { cell, via: base })
                    }
                    _ => {
                        self.phase = Phase::Scan;
                        None
                    }
                },
                Phase::Verdict => {
                    self.phase = Phase::Finished;
                    EMIT.then_some(Event::Verdict {
                        winning: self.count,
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

/// Phases of [`GallaiEdmonds::step`].
impl GallaiEdmonds {
    /// The next unmatched cell is the even root of its own tree; none left, the
    /// scan starts.
    #[inline(always)]
    fn seed<const EMIT: bool>(&mut self, board: &impl Arena, matching: &Matching) -> Option<Event> {
        let Some(cell) = matching.next_unmatched(board, &mut self.cursor, false) else {
            self.phase = Phase::Scan;
            return None;
        };
        self.mark(cell, cell);
        EMIT.then_some(Event::UnmatchedSeed { cell })
    }

    /// The next edge from an even cell: to an unlabelled cell (labelled odd next),
    /// or to an even cell of the same tree outside its blossom (a blossom found).
    /// None left, the verdict.
    #[inline(always)]
    fn scan<const EMIT: bool, A, W: Untried<A>>(
        &mut self,
        board: &A,
        matching: &Matching,
    ) -> Option<Event> {
        let Some((from, to)) = self.next_edge::<A, W>(board, matching) else {
            self.phase = Phase::Verdict;
            return None;
        };
        match self.forest.label(to) {
            Label::Unlabelled => self.phase = Phase::Odd { cell: to, from },
            Label::Even if !self.forest.same_blossom(from, to) => {
                // The matching is maximum: both ends are in one tree.
                if let Some(base) = self.forest.common_base(from, to, matching.mates()) {
                    self.phase = Phase::Blossom { from, to, base };
                }
            }
            _ => {}
        }
        EMIT.then_some(Event::EdgeCrossed { from, to })
    }

    /// The unlabelled `cell`, reached from the even `from`, becomes odd; its
    /// partner is marked winning next.
    #[inline(always)]
    fn label_odd<const EMIT: bool>(
        &mut self,
        cell: u32,
        from: u32,
        matching: &Matching,
    ) -> Option<Event> {
        self.forest.set_odd(cell, from);
        self.phase = match matching.partner(cell) {
            Some(partner) => Phase::Even {
                cell: partner,
                via: cell,
            },
            None => Phase::Scan,
        };
        EMIT.then_some(Event::Labelled {
            cell,
            from,
            odd: true,
        })
    }

    /// Contracts the blossom closed by the edge `from`–`to` into `base`: its odd
    /// cells become even, winning starts, reported one by one next.
    #[inline(always)]
    fn contract<const EMIT: bool>(
        &mut self,
        from: u32,
        to: u32,
        base: u32,
        matching: &Matching,
    ) -> Option<Event> {
        let event = self.forest.contract_queued(
            (from, to, base),
            matching.mates(),
            &mut self.absorbed,
            &mut self.queue,
        );
        self.count += self.absorbed.len() as u32;
        self.phase = Phase::Absorbed { base, next: 0 };
        EMIT.then_some(event)
    }
}
