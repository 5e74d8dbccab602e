//! A cell's word in [`Layers`](super::layers::Layers): all that the layer searches
//! and the DFS read of a cell, in one 4-byte load. Its distance from the free left
//! cells sits above [`NAV_BITS`]; below, on a board, the move to its partner,
//! (`rook`) its open directions, and [`SHORTEST`], set while it lies on a shortest
//! augmenting path of the phase. The searches on big boards wait for memory more
//! than they compute, so one load a cell (rather than the distances, the matching
//! and the board) and a hint to fetch the words a loop reads a few cells ahead
//! ([`prefetch`]) are what keep them fast.
//!
//! [`Around`] gives a cell's neighbours and partner from its word, in three ways:
//! for `rook` from a table of index changes per set of open directions, the moves
//! not open giving the cell itself, so the loops read every slot without a branch;
//! for the other rules from the board's move bitmask; for an arena without a board
//! (a graph, of any degree) from its adjacency list, the partner read from the
//! matching, as a vertex's edge index need not fit the word's low byte.
//!
//! Cost: 4 bytes a cell; a prefetch reads nothing. Every read O(1) but a graph's
//! neighbours (O(degree), as the loops that read them).

use super::{IN_ORDER, ORDER, RookOrder};
use crate::geography::board::AnyMoves;
use crate::geography::{Arena, Board, Matching, UNMATCHED};
use std::marker::PhantomData;

/// A cell's neighbours and partner, read from its word in
/// [`Layers`](super::layers::Layers)' `cells` (its distance above [`NAV_BITS`], on
/// a board what the moves need below), so a layer search loads one word per cell.
/// The layer searches and the DFS are written once against it; each arena kind
/// gives its own (see the module's text).
///
/// On a board the neighbours come in fixed slots, the moves that are not open
/// giving the cell itself: the layer updates read every slot without a branch,
/// and every test they make is false for the cell itself.
pub(super) trait Around {
    /// What the searches walk: a [`Board`], or any arena.
    type Arena: Arena;
    /// What the moves need, made once per pass (`rook`: a table of index changes;
    /// a graph: the matching's partners).
    type Near<'a>;
    /// True when a cell's edges fit a byte cursor ([`Cursors`]): a board's eight
    /// moves at most.
    const FEW_EDGES: bool = true;
    /// [`Around::Near`] for a pass over `arena`, its partners those of `matching`.
    fn near<'a>(arena: &Self::Arena, matching: &'a Matching) -> Self::Near<'a>;
    /// The low bits of a cell's word without a partner (`rook`: its open
    /// directions).
    fn open(arena: &Self::Arena, cell: u32) -> u32;
    /// Slots in [`Around::around`] of `cell` (a board's: its rule's moves; a
    /// graph's: the vertex's degree).
    fn slots(arena: &Self::Arena, cell: u32) -> usize;
    /// The cells one move from `cell`, whose word is `word`.
    fn around(
        near: &Self::Near<'_>,
        arena: &Self::Arena,
        word: u32,
        cell: u32,
    ) -> impl IntoIterator<Item = u32>;
    /// The partner of `cell`, whose word is `word` (`UNMATCHED` for none).
    fn partner(near: &Self::Near<'_>, arena: &Self::Arena, word: u32, cell: u32) -> u32;
    /// `word` with `link` (the move to the partner, or `NO_LINK`) in it.
    fn with_link(word: u32, link: u8) -> u32;
    /// [`Around::around`] of `cell`, whose word is `word`, with the cell itself in
    /// its partner's slot.
    fn others(
        near: &Self::Near<'_>,
        arena: &Self::Arena,
        word: u32,
        cell: u32,
    ) -> impl IntoIterator<Item = u32>;
    /// The partner of `cell`, whose word is `word`, without [`Around::Near`]
    /// (for the DFS, one cell at a time).
    fn partner_of(arena: &Self::Arena, matching: &Matching, word: u32, cell: u32) -> u32;
    /// The first edge of `cell`, whose word is `word`, at index `next` or later in
    /// the DFS's order ([`ORDER`] for `rook`, the arena's own otherwise): its index
    /// and the cell it leads to, as [`Arena::edge_from`].
    fn next_edge(arena: &Self::Arena, word: u32, cell: u32, next: u32) -> Option<(u32, u32)>;
    /// Asks the CPU for the words a layer loop will read of `cell` and its
    /// neighbours ([`prefetch`]); with `far`, of its neighbours' partners too.
    fn prefetch(arena: &Self::Arena, cells: &[u32], cell: u32, far: bool);

    /// Every cell's word before the first phase: its moves and link, its distance
    /// `PENDING`.
    fn first_words(
        near: &Self::Near<'_>,
        arena: &Self::Arena,
        matching: &Matching,
        words: &mut [u32],
    ) {
        for (cell, word) in (0u32..).zip(words.iter_mut()) {
            let link = Self::link(near, arena, matching, cell);
            *word = with_dist(Self::with_link(Self::open(arena, cell), link), PENDING);
        }
    }

    /// The move from `cell` to its partner in `matching`, or `NO_LINK`.
    fn link(near: &Self::Near<'_>, arena: &Self::Arena, matching: &Matching, cell: u32) -> u8 {
        match matching.mate[cell as usize] {
            UNMATCHED => NO_LINK,
            partner => Self::around(near, arena, Self::open(arena, cell), cell)
                .into_iter()
                .position(|n| n == partner)
                .expect("partners are one move apart") as u8,
        }
    }
}

/// The move to a cell's partner when it has none.
pub(super) const NO_LINK: u8 = u8::MAX;

/// The bit of a cell's word set while it lies on a shortest augmenting path of
/// this phase (and the DFS has not given it up): the DFS and the search for those
/// cells read it with the distance, in one load.
pub(super) const SHORTEST: u32 = 1 << 7;

/// A cell's word: its distance shifted by this, what its moves need below.
pub(super) const NAV_BITS: u32 = 8;

/// The bits of a cell's word below its distance.
pub(super) const NAV: u32 = (1 << NAV_BITS) - 1;

/// The distance in a cell's word.
#[inline(always)]
pub(super) fn dist(word: u32) -> u32 {
    word >> NAV_BITS
}

/// `word` with its distance set to `d`.
#[inline(always)]
pub(super) fn with_dist(word: u32, d: u32) -> u32 {
    d << NAV_BITS | word & NAV
}

/// Sets the distance of `cell` in `cells` to `d`.
#[inline(always)]
pub(super) fn set_dist(cells: &mut [u32], cell: u32, d: u32) {
    *cells.at_mut(cell) = with_dist(cells.at(cell), d);
}

/// Prefetches on a board: the words of `cell` and the cells a row above and below
/// (see [`prefetch`]); with `far`, two rows above and below too (the partners of
/// its neighbours).
#[inline(always)]
fn prefetch_on_board(board: &Board, cells: &[u32], cell: u32, far: bool) {
    let cols = board.cols();
    prefetch(cells, cell, cols);
    if far {
        prefetch_one(cells, cell.wrapping_sub(2 * cols));
        prefetch_one(cells, cell.wrapping_add(2 * cols));
    }
}

/// The direction (0 to 3) whose index change is `step`, the first of them on a
/// board of one or two columns, where two directions share one; 3 for none.
/// Chosen without a branch: the partner's side is random on a big board.
#[inline(always)]
fn side(near: &[[u32; 4]; 16], step: u32) -> u32 {
    let [up, right, down, _] = near[15];
    let side = if step == down { 2 } else { 3 };
    let side = if step == right { 1 } else { side };
    if step == up { 0 } else { side }
}

/// `rook` words: the open directions in the low four bits, the direction to the
/// partner in the next three (7 for none), then [`SHORTEST`].
impl Around for RookOrder {
    type Arena = Board;
    /// For each set of open directions, the index change of each direction
    /// (0 where it is not open).
    type Near<'a> = [[u32; 4]; 16];

    fn near(board: &Board, _: &Matching) -> [[u32; 4]; 16] {
        let step = board.direction_offsets();
        std::array::from_fn(|open| {
            std::array::from_fn(|d| if open & (1 << d) != 0 { step[d] } else { 0 })
        })
    }

    fn open(board: &Board, cell: u32) -> u32 {
        u32::from(board.open_directions(cell))
    }

    #[inline(always)]
    fn slots(_: &Board, _: u32) -> usize {
        4
    }

    #[inline(always)]
    fn around(
        near: &Self::Near<'_>,
        _: &Board,
        word: u32,
        cell: u32,
    ) -> impl IntoIterator<Item = u32> {
        near[(word & 15) as usize].map(|step| cell.wrapping_add(step))
    }

    #[inline(always)]
    fn partner(near: &[[u32; 4]; 16], _: &Board, word: u32, cell: u32) -> u32 {
        match (word >> 4) & 7 {
            7 => UNMATCHED,
            i => cell.wrapping_add(near[15][i as usize & 3]),
        }
    }

    fn with_link(word: u32, link: u8) -> u32 {
        word & !0x70 | u32::from(link.min(7)) << 4
    }

    /// One pass over the board's bytes and the matching, which the compiler turns
    /// into vector code: the words of 4 000 000 cells take a few milliseconds.
    fn first_words(near: &[[u32; 4]; 16], board: &Board, matching: &Matching, words: &mut [u32]) {
        let cells = (0u32..).zip(matching.mates()).zip(board.open_bytes());
        for (word, ((cell, &mate), open)) in words.iter_mut().zip(cells) {
            let side = side(near, mate.wrapping_sub(cell));
            let link = if mate == UNMATCHED { 7 } else { side };
            *word = PENDING << NAV_BITS | link << 4 | u32::from(open);
        }
    }

    /// From the index change to the partner, without listing the neighbours.
    #[inline(always)]
    fn link(near: &[[u32; 4]; 16], _: &Board, matching: &Matching, cell: u32) -> u8 {
        match matching.mate[cell as usize] {
            UNMATCHED => NO_LINK,
            partner => {
                let step = partner.wrapping_sub(cell);
                debug_assert!(near[15].contains(&step), "partners are one move apart");
                side(near, step) as u8
            }
        }
    }

    #[inline(always)]
    fn partner_of(board: &Board, _: &Matching, word: u32, cell: u32) -> u32 {
        match (word >> 4) & 7 {
            7 => UNMATCHED,
            i => board.step(cell, i as u8),
        }
    }

    /// The partner's direction taken off the open ones (7, none, takes off none).
    #[inline(always)]
    fn others(
        near: &Self::Near<'_>,
        _: &Board,
        word: u32,
        cell: u32,
    ) -> impl IntoIterator<Item = u32> {
        let open = word & 15 & !(1 << ((word >> 4) & 7));
        near[open as usize].map(|step| cell.wrapping_add(step))
    }

    #[inline(always)]
    fn next_edge(board: &Board, word: u32, cell: u32, next: u32) -> Option<(u32, u32)> {
        let rest = u32::from(IN_ORDER[(word & 15) as usize]) >> next;
        if rest == 0 {
            return None;
        }
        let i = next + rest.trailing_zeros();
        Some((i, board.step(cell, ORDER[i as usize] as u8)))
    }

    #[inline(always)]
    fn prefetch(board: &Board, cells: &[u32], cell: u32, far: bool) {
        prefetch_on_board(board, cells, cell, far);
    }
}

/// Other moves: the move to the partner in the low four bits (15 for none), then
/// [`SHORTEST`] in the byte's top bit; the open moves come from the board.
impl Around for AnyMoves {
    type Arena = Board;
    type Near<'a> = ();

    fn near(_: &Board, _: &Matching) {}

    fn open(_: &Board, _: u32) -> u32 {
        15
    }

    #[inline(always)]
    fn slots(_: &Board, _: u32) -> usize {
        8
    }

    #[inline(always)]
    fn around(
        _: &Self::Near<'_>,
        board: &Board,
        _: u32,
        cell: u32,
    ) -> impl IntoIterator<Item = u32> {
        let open = board.open_moves(cell);
        std::array::from_fn::<_, 8, _>(|i| {
            if open & (1 << i) != 0 {
                board.jump(cell, i as u8)
            } else {
                cell
            }
        })
    }

    #[inline(always)]
    fn partner(_: &(), board: &Board, word: u32, cell: u32) -> u32 {
        match word & 15 {
            15 => UNMATCHED,
            i => board.jump(cell, i as u8),
        }
    }

    fn with_link(word: u32, link: u8) -> u32 {
        word & !15 | u32::from(link.min(15))
    }

    #[inline(always)]
    fn partner_of(board: &Board, _: &Matching, word: u32, cell: u32) -> u32 {
        Self::partner(&(), board, word, cell)
    }

    /// The partner's move taken off the open ones (15, none, takes off none).
    #[inline(always)]
    fn others(
        _: &Self::Near<'_>,
        board: &Board,
        word: u32,
        cell: u32,
    ) -> impl IntoIterator<Item = u32> {
        let open = u32::from(board.open_moves(cell)) & !(1 << (word & 15));
        std::array::from_fn::<_, 8, _>(|i| {
            if open & (1 << i) != 0 {
                board.jump(cell, i as u8)
            } else {
                cell
            }
        })
    }

    #[inline(always)]
    fn next_edge(board: &Board, _: u32, cell: u32, next: u32) -> Option<(u32, u32)> {
        Arena::edge_from(board, cell, next)
    }

    #[inline(always)]
    fn prefetch(board: &Board, cells: &[u32], cell: u32, far: bool) {
        prefetch_on_board(board, cells, cell, far);
    }
}

/// An arena without a board (a graph): the neighbours as the arena lists them
/// ([`Arena::neighbours`], a graph's adjacency slice), any number of them; the
/// partner read from the matching. Only [`SHORTEST`] sits below a word's distance.
/// The DFS's partners are the matching's too: on the cells still on a shortest
/// path they are those of the phase's start (a flipped path leaves the DFS's
/// cells), which is what a board's words keep.
pub(super) struct AnyEdges<A>(PhantomData<A>);

impl<A: Arena> Around for AnyEdges<A> {
    type Arena = A;
    /// The matching's partners.
    type Near<'a> = &'a [u32];
    const FEW_EDGES: bool = false;

    fn near<'a>(_: &A, matching: &'a Matching) -> &'a [u32] {
        matching.mates()
    }

    fn open(_: &A, _: u32) -> u32 {
        0
    }

    #[inline(always)]
    fn slots(arena: &A, cell: u32) -> usize {
        arena.degree(cell) as usize
    }

    #[inline(always)]
    fn around(_: &Self::Near<'_>, arena: &A, _: u32, cell: u32) -> impl IntoIterator<Item = u32> {
        arena.neighbours(cell)
    }

    #[inline(always)]
    fn partner(mates: &&[u32], _: &A, _: u32, cell: u32) -> u32 {
        mates[cell as usize]
    }

    fn with_link(word: u32, _: u8) -> u32 {
        word
    }

    fn link(_: &&[u32], _: &A, _: &Matching, _: u32) -> u8 {
        NO_LINK
    }

    #[inline(always)]
    fn others(
        mates: &Self::Near<'_>,
        arena: &A,
        _: u32,
        cell: u32,
    ) -> impl IntoIterator<Item = u32> {
        let partner = mates[cell as usize];
        (arena.neighbours(cell)).map(move |n| if n == partner { cell } else { n })
    }

    #[inline(always)]
    fn partner_of(_: &A, matching: &Matching, _: u32, cell: u32) -> u32 {
        matching.mate[cell as usize]
    }

    #[inline(always)]
    fn next_edge(arena: &A, _: u32, cell: u32, next: u32) -> Option<(u32, u32)> {
        arena.edge_from(cell, next)
    }

    /// The vertex's word only: its neighbours are anywhere.
    #[inline(always)]
    fn prefetch(_: &A, cells: &[u32], cell: u32, _: bool) {
        prefetch_one(cells, cell);
    }
}

/// The DFS's edge cursors: per left cell, the index of the next edge to try this
/// phase. A byte a cell on a board (eight moves at most, [`Around::FEW_EDGES`]), a
/// word a vertex on a graph (any degree); the other list stays empty.
#[derive(Debug, Clone)]
pub(super) struct Cursors {
    moves: Vec<u8>,
    edges: Vec<u32>,
}

impl Cursors {
    /// Every cursor of `arena` at its first edge.
    pub(super) fn new(arena: &impl Arena) -> Self {
        let (moves, edges) = match arena.board() {
            Some(_) => (vec![0; arena.len()], Vec::new()),
            None => (Vec::new(), vec![0; arena.len()]),
        };
        Cursors { moves, edges }
    }

    /// The index of the next edge of `cell` to try.
    #[inline(always)]
    pub(super) fn get<A: Around>(&self, cell: u32) -> u32 {
        if A::FEW_EDGES {
            u32::from(self.moves[cell as usize])
        } else {
            self.edges[cell as usize]
        }
    }

    /// Sets the index of the next edge of `cell` to try to `i`.
    #[inline(always)]
    pub(super) fn set<A: Around>(&mut self, cell: u32, i: u32) {
        if A::FEW_EDGES {
            self.moves[cell as usize] = i as u8;
        } else {
            self.edges[cell as usize] = i;
        }
    }
}

/// How many cells ahead of the one at hand the layer loops prefetch words.
pub(super) const AHEAD: usize = 8;

/// Asks the CPU to fetch the words of `cell` and of the cells a row above and
/// below it (its rook neighbours; the ones beside it share its line), which a
/// layer loop reads [`AHEAD`] cells later. Only a hint: nothing is read, and
/// addresses off the board are never touched.
#[inline(always)]
pub(super) fn prefetch<T>(cells: &[T], cell: u32, cols: u32) {
    for i in [cell, cell.wrapping_sub(cols), cell.wrapping_add(cols)] {
        prefetch_one(cells, i);
    }
}

/// Asks the CPU to fetch the line of `cells[i]` (see [`prefetch`]).
#[inline(always)]
pub(super) fn prefetch_one<T>(cells: &[T], i: u32) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        // SAFETY: a prefetch never faults and reads nothing; the address is only
        // computed (wrapping), never dereferenced.
        unsafe { _mm_prefetch::<_MM_HINT_T0>(cells.as_ptr().wrapping_add(i as usize).cast()) };
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = (cells, i);
}

/// `distance` of a cell no alternating path from a free left cell reaches.
pub(super) const UNREACHED: u32 = u32::MAX >> NAV_BITS;

/// `distance` of a cell beyond the horizon while `Layers::extend` runs.
pub(super) const PENDING: u32 = UNREACHED - 1;

/// `horizon` when every distance is exact.
pub(super) const EXACT: u32 = UNREACHED - 2;

/// The words' loads and stores in the layer searches, without a bounds check:
/// `cells.at(n)` reads the word of cell `n`, `cells.at_mut(n)` gives it to write.
///
/// Every index the searches use is a cell of the arena, so the check could never
/// fail: a cell from the layers' own lists, a neighbour from [`Around::around`]
/// (a board's open moves, the cell itself for the others; a graph's adjacency,
/// checked when it was read) or a partner from the word's link or the matching.
/// The checks were a tenth of the searches' instructions (cachegrind, 2000×2000
/// random board); debug builds keep them, as assertions.
///
/// ```ignore
/// let nearest = around.fold(u32::MAX, |best, n| best.min(cells.at(n)));
/// ```
pub(super) trait Unchecked {
    /// The word of `cell`.
    fn at(&self, cell: u32) -> u32;
    /// The word of `cell`, to write.
    fn at_mut(&mut self, cell: u32) -> &mut u32;
}

impl Unchecked for [u32] {
    #[inline(always)]
    fn at(&self, cell: u32) -> u32 {
        debug_assert!((cell as usize) < self.len(), "cell {cell} off the arena");
        // SAFETY: `cell` is a cell of the arena, and `self` has a word per cell
        // (see the trait's text); debug builds check it above.
        unsafe { *self.get_unchecked(cell as usize) }
    }

    #[inline(always)]
    fn at_mut(&mut self, cell: u32) -> &mut u32 {
        debug_assert!((cell as usize) < self.len(), "cell {cell} off the arena");
        // SAFETY: as in `at`.
        unsafe { self.get_unchecked_mut(cell as usize) }
    }
}
