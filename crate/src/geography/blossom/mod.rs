//! `blossom`: Edmonds' blossom algorithm (带花树), a maximum matching on any board
//! or graph, by one alternating forest grown from every unmatched cell at once.
//!
//! On `king` and `hex` boards three cells can touch each other, and a graph can have
//! any odd cycle: the graph need not be bipartite, and an alternating search can come
//! back to its own tree through an odd cycle. Roots (the unmatched cells) are *even*;
//! an even cell's unlabelled neighbour becomes *odd*, and its partner even. An edge between even cells of two
//! trees joins their roots by an augmenting path, which is flipped; both trees are
//! taken apart and the even cells next to their cells are scanned again. An edge
//! between two even cells of one tree closes an odd cycle, a *blossom*, with the
//! cells' nearest common ancestor as its *base*: the blossom is contracted into its
//! base (its odd cells become even and are searched from too), and the search goes
//! on in the smaller graph; a path through it is expanded on the board (or graph)
//! through the parent links the contraction set. When no tree can grow the forest is
//! *frustrated*: the matching is maximum and the roots still unmatched fail
//! (Edmonds 1965; the forest version as in Cook, Cunningham, Pulleyblank,
//! Schrijver, *Combinatorial Optimization*, §5.2).
//!
//! Why one forest for all roots, kept between augmentations: no cell is searched
//! again from scratch, where a search per root would explore most of a knight or
//! king board for every root. Which even cell is scanned next does not change the
//! algorithm, only which path is found first: breadth first when the roots are
//! many; when they are few and far apart on a board, each tree aims at the nearest
//! other root that can still grow (`blossom/frontier.rs`), so that two near trees
//! grow towards each other instead of over the board. A graph has no geometry to
//! aim by: its trees grow breadth first.
//!
//! One search for boards and graphs, written against [`Arena`]: they differ only in
//! how the cell being scanned gives its edges not tried yet ([`Untried`]), a board's
//! bits of open moves (a byte a cell) or any arena's next edge by
//! [`Arena::edge_from`] (a graph's next neighbour, any degree).
//!
//! This file is the search a class watches. Beside it: the forest and its
//! contraction bookkeeping (`blossom/forest.rs`), the order of the even cells
//! (`blossom/frontier.rs`) and the scan without events (`blossom/quiet.rs`). No
//! recursion. The forest a search ends with is also the winning-start search's
//! result ([`super::gallai_edmonds::GallaiEdmonds::from_forest`]).
//!
//! Cost: O(V·E·α(V)) in the worst case (a cell can join a new tree after each
//! augmentation), plus on boards the nearest-root look-ups (blocks of 32×32 cells,
//! in rings) when a tree's target is matched or stuck. Memory: seven words and a
//! byte per cell and the queue; with few roots on a board three more words per cell
//! (target, queued count, depth).
//!
//! ```
//! use gridplay::geography::{blossom::Blossom, Board, Matching, Moves, Steps};
//! use gridplay::graph::Graph;
//!
//! // A triangle and one more cell: king moves, two pairs.
//! let board = Board::from_rows(&["..", ".."]).with_moves(Moves::King);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, Blossom::new(&board)).finish();
//! assert_eq!(matching.size(), 2);
//!
//! // A 5-cycle with a tail 4 – 5: the blossom 0 1 2 3 4 is left through 4, three pairs.
//! let graph = Graph::from_edges(6, &[(0, 1), (1, 2), (2, 3), (3, 4), (4, 0), (4, 5)]);
//! let mut matching = Matching::new(graph.len() as usize);
//! Steps::new(&graph, &mut matching, Blossom::new(&graph)).finish();
//! assert_eq!(matching.size(), 3);
//! assert!(matching.is_valid_on(&graph));
//! ```

mod forest;
mod frontier;
mod quiet;

pub use forest::Forest;

use frontier::Frontier;
use quiet::Quiet;

use super::{Arena, Board, Event, Matching, Search};

/// No cell (a root's parent, a cell outside every tree).
pub const NONE: u32 = u32::MAX;

/// How much deeper than the cell being scanned a newly even cell is, for the
/// frontier's order ([`Frontier::push`]): an odd cell's partner is two steps
/// further from the root, a blossom's odd cell made even one step.
const THROUGH_PARTNER: Option<u32> = Some(2);
/// See [`THROUGH_PARTNER`].
const INTO_BLOSSOM: Option<u32> = Some(1);
/// A cell queued again after an augmentation, as deep as it was queued before.
const AS_QUEUED: Option<u32> = None;

/// A cell's label in the alternating forest (the page's frame writes it as
/// `frame::labels::EVEN` or `ODD`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Label {
    /// Not reached by the current search.
    Unlabelled,
    /// An even cell: a root, the partner of an odd cell, or inside a blossom.
    Even,
    /// An odd cell: reached from an even neighbour, matched to an even cell.
    Odd,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Start,
    Seed(usize),
    Scan,
    Odd { cell: u32, from: u32 },
    Even { cell: u32, from: u32 },
    Blossom { from: u32, to: u32, base: u32 },
    Contract { from: u32, to: u32, base: u32 },
    Found { from: u32, to: u32 },
    Augment,
    Failures(usize),
    Finished,
}

/// Edmonds' search state: the forest of every unmatched cell's tree and the BFS
/// queue of even cells.
#[derive(Debug, Clone)]
pub struct Blossom {
    forest: Forest,
    /// The unmatched cells after the greedy start: the roots.
    roots: Vec<u32>,
    /// The even cells waiting to be scanned.
    frontier: Frontier,
    /// The even cell being scanned and its next move.
    scan: EdgeCursor,
    /// The augmenting path found last, from its root to its other end.
    path: Vec<u32>,
    newly_even: Vec<u32>,
    phase: Phase,
    /// Edges tried, counted to report one now and then without events.
    tried: u32,
}

impl Blossom {
    /// A search over `board` (a board or a graph), before its first tree.
    pub fn new(board: &impl Arena) -> Self {
        Blossom {
            forest: Forest::new(board.len()),
            roots: Vec::new(),
            frontier: Frontier::default(),
            scan: EdgeCursor::START,
            path: Vec::new(),
            newly_even: Vec::new(),
            phase: Phase::Start,
            tried: 0,
        }
    }

    /// The alternating forest.
    pub fn forest(&self) -> &Forest {
        &self.forest
    }

    /// True once the search has ended: the matching is maximum and the forest is
    /// frustrated (every edge from an even cell ends at an odd cell or inside the
    /// even cell's blossom).
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    /// Takes the forest out (an empty one is left), for
    /// [`super::gallai_edmonds::GallaiEdmonds::from_forest`] once the search has ended.
    pub fn take_forest(&mut self) -> Forest {
        std::mem::replace(&mut self.forest, Forest::new(0))
    }

    /// The augmenting path found last, from its root to its other end, the root of
    /// another tree (empty before the first).
    pub fn path(&self) -> &[u32] {
        &self.path
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

    /// The next edge from an even cell of the queue: `None` when the queue is empty.
    fn next_edge<A, W: Untried<A>>(
        &mut self,
        arena: &A,
        matching: &Matching,
    ) -> Option<(u32, u32)> {
        let (frontier, forest) = (&mut self.frontier, &self.forest);
        self.scan
            .next::<A, W>(arena, || frontier.pop(forest, matching.mates()))
    }

    /// Looks along the edge `from`–`to`; sets the phase for what follows. Returns
    /// whether the edge leads nowhere (skipped).
    fn try_edge(&mut self, from: u32, to: u32, matching: &Matching) -> bool {
        match self.forest.label(to) {
            // Every unmatched cell is a root, so an unlabelled one is matched.
            Label::Unlabelled if matching.is_matched(to) => {
                self.phase = Phase::Odd { cell: to, from };
                false
            }
            Label::Even if self.forest.tree(from) != self.forest.tree(to) => {
                self.phase = Phase::Found { from, to };
                false
            }
            Label::Even if !self.forest.same_blossom(from, to) => {
                let base = self
                    .forest
                    .common_base(from, to, matching.mates())
                    .expect("both ends in one tree");
                self.phase = Phase::Blossom { from, to, base };
                false
            }
            _ => true,
        }
    }

    /// Flips the path just found and takes its two trees apart; the even cells next
    /// to their cells are scanned again, as those cells can be labelled anew.
    fn augment(&mut self, board: &impl Arena, matching: &mut Matching) {
        matching.flip(self.path.chunks_exact(2).map(|pair| (pair[0], pair[1])));
        let ends = [self.path[0], *self.path.last().expect("a path")];
        let mut freed = std::mem::take(&mut self.newly_even);
        for root in ends {
            self.forest.dissolve(root, |cell| freed.push(cell));
        }
        for &cell in &freed {
            for n in board.neighbours(cell) {
                if self.forest.label(n) == Label::Even {
                    self.frontier.push(&self.forest, n, AS_QUEUED);
                }
            }
        }
        freed.clear();
        self.newly_even = freed;
        if self.forest.label(self.scan.from) != Label::Even {
            self.scan.next = EdgeCursor::DONE;
        }
    }
}

impl Blossom {
    /// With events, the event `report` makes for root `i` (then root `i + 1`, in
    /// phase `more(i + 1)`); once every root is reported, or without events, none
    /// and phase `then`.
    fn per_root<const EMIT: bool>(
        &mut self,
        i: usize,
        more: fn(usize) -> Phase,
        then: Phase,
        report: impl Fn(u32) -> Event,
    ) -> Option<Event> {
        match self.roots.get(i) {
            Some(&root) if EMIT => {
                self.phase = more(i + 1);
                Some(report(root))
            }
            _ => {
                self.phase = then;
                None
            }
        }
    }
}

impl<A: Arena> Search<A> for Blossom {
    /// Any board or graph: a board's cells give their edges from their bits of open
    /// moves ([`MoveBits`]), a graph's by [`Arena::edge_from`] ([`AnyEdges`]).
    fn step<const EMIT: bool>(&mut self, arena: &A, matching: &mut Matching) -> Option<Event> {
        match arena.board() {
            Some(board) => self.step_with::<EMIT, Board, MoveBits>(board, matching),
            None => self.step_with::<EMIT, A, AnyEdges>(arena, matching),
        }
    }
}

impl Blossom {
    /// The next step, the scanned cell's edges given by `W`: with events each phase
    /// below returns one; without, the scan runs on (`blossom/quiet.rs`).
    fn step_with<const EMIT: bool, A: Arena, W: Untried<A>>(
        &mut self,
        board: &A,
        matching: &mut Matching,
    ) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::Start => self.plant(board, matching),
                Phase::Seed(i) => self.per_root::<EMIT>(i, Phase::Seed, Phase::Scan, |root| {
                    Event::SearchStarted { root }
                }),
                Phase::Scan => self.scan::<EMIT, A, W>(board, matching),
                Phase::Odd { cell, from } => self.label_odd::<EMIT>(cell, from, matching),
                Phase::Even { cell, from } => self.label_even::<EMIT>(cell, from),
                Phase::Blossom { from, to, base } => {
                    self.phase = Phase::Contract { from, to, base };
                    EMIT.then(|| self.forest.found_event(from, to, base, matching.mates()))
                }
                Phase::Contract { from, to, base } => {
                    self.contract::<EMIT>(from, to, base, matching)
                }
                Phase::Found { from, to } => self.found::<EMIT>(from, to, matching),
                Phase::Augment => {
                    self.augment(board, matching);
                    self.phase = Phase::Scan;
                    // Reported quietly too: a caller may spread the work over time.
                    Some(Event::Augmented {
                        size: matching.size(),
                    })
                }
                Phase::Failures(i) => {
                    let failed = |root| Event::SearchFailed { root };
                    match self.per_root::<EMIT>(i, Phase::Failures, Phase::Finished, failed) {
                        // The last root's failure reported: the matching is maximum.
                        None => EMIT.then(|| Event::MatchingDone {
                            size: matching.size(),
                        }),
                        event => event,
                    }
                }
                Phase::Finished => return None,
            };
            if event.is_some() {
                return event;
            }
        }
    }
}

/// Phases of [`Blossom::step`], in the order a search goes through them.
impl Blossom {
    /// Every unmatched cell becomes the even root of its own tree.
    #[inline(always)]
    fn plant(&mut self, board: &impl Arena, matching: &Matching) -> Option<Event> {
        for cell in 0..board.len() as u32 {
            if board.is_free(cell) && !matching.is_matched(cell) {
                self.roots.push(cell);
                self.forest.set_even(cell, cell);
            }
        }
        self.frontier = Frontier::new(board, &self.forest, &self.roots, matching.mates());
        self.phase = Phase::Seed(0);
        None
    }

    /// The next edge from an even cell, looked along ([`Blossom::try_edge`]); none
    /// left, the forest is frustrated and the roots still unmatched fail. Without
    /// events the scan runs on in one loop (`blossom/quiet.rs`) and still returns
    /// after each augmentation, so that a caller can run it in slices.
    #[inline(always)]
    fn scan<const EMIT: bool, A: Arena, W: Untried<A>>(
        &mut self,
        board: &A,
        matching: &mut Matching,
    ) -> Option<Event> {
        if !EMIT {
            return match self.scan_quietly::<A, W>(board, matching) {
                Quiet::Augmented => Some(Event::Augmented {
                    size: matching.size(),
                }),
                Quiet::Paused(from, to, skipped) => Some(Event::EdgeTried { from, to, skipped }),
                Quiet::Done => {
                    self.frustrated(matching);
                    None
                }
            };
        }
        match self.next_edge::<A, W>(board, matching) {
            None => {
                self.frustrated(matching);
                None
            }
            Some((from, to)) => {
                let skipped = self.try_edge(from, to, matching);
                Some(Event::EdgeTried { from, to, skipped })
            }
        }
    }

    /// No tree can grow: the roots still unmatched are reported failed.
    #[inline(always)]
    fn frustrated(&mut self, matching: &Matching) {
        self.roots.retain(|&r| !matching.is_matched(r));
        self.phase = Phase::Failures(0);
    }

    /// The matched, unlabelled `cell`, reached from the even `from`, becomes odd;
    /// its partner is labelled even next.
    #[inline(always)]
    fn label_odd<const EMIT: bool>(
        &mut self,
        cell: u32,
        from: u32,
        matching: &Matching,
    ) -> Option<Event> {
        self.forest.set_odd(cell, from);
        let partner = matching.partner(cell).expect("an odd cell is matched");
        self.phase = Phase::Even {
            cell: partner,
            from: cell,
        };
        EMIT.then_some(Event::Labelled {
            cell,
            from,
            odd: true,
        })
    }

    /// The odd `from`'s partner `cell` becomes even, in `from`'s tree, and waits
    /// to be scanned.
    #[inline(always)]
    fn label_even<const EMIT: bool>(&mut self, cell: u32, from: u32) -> Option<Event> {
        self.forest.set_even(cell, self.forest.tree(from));
        self.frontier.push(&self.forest, cell, THROUGH_PARTNER);
        self.phase = Phase::Scan;
        EMIT.then_some(Event::Labelled {
            cell,
            from,
            odd: false,
        })
    }

    /// Contracts the blossom closed by the edge `from`–`to` into `base`; its odd
    /// cells, even now, wait to be scanned.
    #[inline(always)]
    fn contract<const EMIT: bool>(
        &mut self,
        from: u32,
        to: u32,
        base: u32,
        matching: &Matching,
    ) -> Option<Event> {
        self.newly_even.clear();
        let size = self
            .forest
            .contract(from, to, base, matching.mates(), &mut self.newly_even);
        for &cell in &self.newly_even {
            self.frontier.push(&self.forest, cell, INTO_BLOSSOM);
        }
        self.newly_even.clear();
        self.phase = Phase::Scan;
        EMIT.then_some(Event::BlossomContracted { base, size })
    }

    /// The augmenting path through the edge `from`–`to` between two trees,
    /// expanded through their blossoms; it is flipped next.
    #[inline(always)]
    fn found<const EMIT: bool>(
        &mut self,
        from: u32,
        to: u32,
        matching: &Matching,
    ) -> Option<Event> {
        self.path = augmenting_path(&self.forest, matching.mates(), from, to);
        self.phase = Phase::Augment;
        EMIT.then(|| Event::PathFound {
            root: self.path[0],
            end: *self.path.last().expect("a path"),
            len: self.path.len() as u32,
        })
    }
}

/// The edges of a search's cells one by one: the cell being scanned and the index of
/// its next edge, in the arena's order (a board's moves, a graph's neighbours).
#[derive(Debug, Clone, Copy)]
pub(crate) struct EdgeCursor {
    /// The cell being scanned.
    pub(crate) from: u32,
    /// The index of its next edge ([`EdgeCursor::DONE`]: none left). A word, as a
    /// graph's vertex has any number of edges (a board's cell at most eight).
    pub(crate) next: u32,
}

impl EdgeCursor {
    /// No edge left: past any cell's last edge.
    pub(crate) const DONE: u32 = u32::MAX;

    /// Before the first cell.
    pub(crate) const START: EdgeCursor = EdgeCursor {
        from: NONE,
        next: EdgeCursor::DONE,
    };

    /// The edges of the cell being scanned not tried yet (none once done, or before
    /// the first cell).
    #[inline(always)]
    pub(crate) fn untried<A, W: Untried<A>>(&self, arena: &A) -> W {
        match self.next {
            EdgeCursor::DONE => W::NONE,
            next => W::from(arena, self.from, next),
        }
    }

    /// The next edge from the cell being scanned, or else from the next cell
    /// `next_cell` gives; `None` once it gives none.
    #[inline]
    pub(crate) fn next<A, W: Untried<A>>(
        &mut self,
        arena: &A,
        mut next_cell: impl FnMut() -> Option<u32>,
    ) -> Option<(u32, u32)> {
        loop {
            if let Some((i, to)) = self.untried::<A, W>(arena).next(arena, self.from) {
                self.next = i + 1;
                return Some((self.from, to));
            }
            self.from = next_cell()?;
            self.next = 0;
        }
    }
}

/// The edges of one cell not tried yet, in the arena's order, from a given index
/// on: what the scans walk, kept in registers while a cell is scanned. Two forms,
/// so that one search serves boards and graphs: [`MoveBits`] on a board, whose cells
/// have at most eight moves, [`AnyEdges`] on any arena (a graph's vertices have any
/// degree).
///
/// ```text
/// edges = W::from(arena, cell, at)      // edge `at` of `cell` and those after it
/// while let Some((i, to)) = edges.next(arena, cell) { try the edge cell – to }
/// ```
pub(crate) trait Untried<A>: Sized {
    /// No edge.
    const NONE: Self;

    /// The edges of `cell` of index `at` or more.
    fn from(arena: &A, cell: u32, at: u32) -> Self;

    /// True when none is left.
    fn is_empty(&self) -> bool;

    /// The next edge of `cell`: its index and the cell it leads to; `None` past the
    /// last one.
    fn next(&mut self, arena: &A, cell: u32) -> Option<(u32, u32)>;
}

/// A board cell's open moves not tried yet, a bit each ([`Board::open_moves`]):
/// one load a cell, then a bit scan and a table lookup an edge.
#[derive(Debug, Clone, Copy)]
pub(crate) struct MoveBits(u32);

impl Untried<Board> for MoveBits {
    const NONE: Self = MoveBits(0);

    #[inline(always)]
    fn from(board: &Board, cell: u32, at: u32) -> Self {
        // `at` is at most 8 (a rule has at most eight moves), so the shifts are exact.
        MoveBits(u32::from(board.open_moves(cell)) >> at << at)
    }

    #[inline(always)]
    fn is_empty(&self) -> bool {
        self.0 == 0
    }

    #[inline(always)]
    fn next(&mut self, board: &Board, cell: u32) -> Option<(u32, u32)> {
        if self.0 == 0 {
            return None;
        }
        let i = self.0.trailing_zeros();
        self.0 &= self.0 - 1;
        Some((i, board.jump(cell, i as u8)))
    }
}

/// Any arena's edges not tried yet: the next one, by [`Arena::edge_from`] (on a
/// graph its next neighbour, O(1) an edge, any degree).
#[derive(Debug, Clone, Copy)]
pub(crate) struct AnyEdges(Option<(u32, u32)>);

impl<A: Arena> Untried<A> for AnyEdges {
    const NONE: Self = AnyEdges(None);

    #[inline(always)]
    fn from(arena: &A, cell: u32, at: u32) -> Self {
        AnyEdges(arena.edge_from(cell, at))
    }

    #[inline(always)]
    fn is_empty(&self) -> bool {
        self.0.is_none()
    }

    #[inline(always)]
    fn next(&mut self, arena: &A, cell: u32) -> Option<(u32, u32)> {
        let (i, to) = self.0?;
        self.0 = arena.edge_from(cell, i + 1);
        Some((i, to))
    }
}

/// The augmenting path through the edge between the even cells `from` and `to` of
/// two trees: from `from`'s root down to `from`, across, up to `to`'s root, expanded
/// through the blossoms. Its cells two by two are the new pairs.
pub(crate) fn augmenting_path(forest: &Forest, mate: &[u32], from: u32, to: u32) -> Vec<u32> {
    let mut path = forest.path_to_root(from, mate);
    path.reverse();
    path.extend(forest.path_to_root(to, mate));
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::{Moves, Steps, generate, greedy::Greedy, kuhn::Kuhn};

    /// The quiet search flips the same paths and grows the same forest as the
    /// stepping one: both runs end with the same matching and the same labels, from
    /// the empty and from the greedy start, under every rule.
    #[test]
    fn quiet_search_matches_the_stepping_search() {
        let rules = [Moves::Rook, Moves::King, Moves::Knight, Moves::Hex];
        for seed in 0..400u64 {
            let rows = 1 + (seed % 11) as u32;
            let cols = 1 + (seed / 11 % 13) as u32;
            let density = [0.0, 0.1, 0.25, 0.4][(seed % 4) as usize];
            let moves = rules[(seed / 4 % 4) as usize];
            let board = generate::random(rows, cols, density, seed).with_moves(moves);
            let mut start = Matching::new(board.len());
            if seed % 2 == 1 {
                Steps::new(&board, &mut start, Greedy::new(&board)).finish();
            }
            let mut stepped = start.clone();
            let mut steps = Steps::new(&board, &mut stepped, Blossom::new(&board));
            let augmented = steps
                .by_ref()
                .filter(|e| matches!(e, Event::Augmented { .. }))
                .count();
            let stepped_labels = steps.state().forest().label.clone();
            let mut quiet = start;
            let mut state = Blossom::new(&board);
            // The quiet search returns once after each augmentation, then ends.
            let mut returns = 0;
            while state.step::<false>(&board, &mut quiet).is_some() {
                returns += 1;
            }
            assert_eq!(returns, augmented, "seed {seed}");
            assert!(state.is_finished());
            assert_eq!(quiet, stepped, "seed {seed}");
            assert_eq!(state.forest().label, stepped_labels, "seed {seed}");
        }
    }

    /// Boards big enough, after the greedy start, for the frontier that aims each
    /// tree at the nearest other root: the quiet and the stepping search end alike,
    /// and on bipartite rules with kuhn's matching size (an independent search).
    #[test]
    fn aimed_frontier_searches_agree() {
        let rules = [Moves::Rook, Moves::King, Moves::Knight, Moves::Hex];
        let mut aimed = 0;
        for seed in 0..24u64 {
            let moves = rules[(seed % 4) as usize];
            let density = [0.05, 0.15, 0.3][(seed / 4 % 3) as usize];
            let board = generate::random(40 + seed as u32, 57, density, seed).with_moves(moves);
            let mut start = Matching::new(board.len());
            Steps::new(&board, &mut start, Greedy::new(&board)).finish();
            let mut stepped = start.clone();
            let mut steps = Steps::new(&board, &mut stepped, Blossom::new(&board));
            steps.by_ref().for_each(drop);
            aimed += usize::from(!steps.state().frontier.buckets.is_empty());
            let stepped_labels = steps.state().forest().label.clone();
            let mut quiet = start.clone();
            let state = Steps::new(&board, &mut quiet, Blossom::new(&board)).finish();
            assert_eq!(quiet, stepped, "seed {seed}");
            assert_eq!(state.forest().label, stepped_labels, "seed {seed}");
            if moves.is_bipartite() {
                let mut other = start;
                Steps::new(&board, &mut other, Kuhn::new(&board)).finish();
                assert_eq!(other.size(), quiet.size(), "seed {seed}");
            }
        }
        assert!(aimed >= 12, "{aimed} boards aimed");
    }
}
