//! `hopcroft-karp`: shortest augmenting paths, many per phase.
//!
//! Each phase takes the length of the shortest augmenting paths from the BFS layers
//! (distance of every cell from the free left cells along alternating paths: a
//! left cell steps to any neighbour but its partner, a right cell to its partner).
//! Then a DFS from each free left cell follows only edges to the next layer and
//! flips every path it finds; the paths of one phase are vertex-disjoint and all of
//! the phase's shortest length. Each cell keeps a cursor into its edges for the
//! whole phase and a cell that leads nowhere is dropped from the layers, so the DFS
//! of a phase costs O(E). There are O(√V) phases.
//!
//! Several things keep phases cheap on big boards, without changing the layers or
//! the paths a phase finds:
//! - The layers are computed once, then only updated: flipping shortest augmenting
//!   paths never brings a cell closer to the free left cells, so after a phase only
//!   the cells that lost every neighbour one layer closer (the paths' cells, then
//!   what hung on them) get new distances, by a BFS from the cells around them
//!   (Ramalingam and Reps' update for shortest paths when edges are removed).
//!   A matched left cell is reached only through its partner, so the update goes
//!   over right cells, layer by layer, and settles each partner along with its
//!   right cell. An affected cell goes past the horizon at once, so "an unaffected
//!   closer neighbour" is "a neighbour one layer closer": one load per neighbour,
//!   no marks. For `rook` the neighbours come from a table of index changes per
//!   set of open directions, the moves not open giving the cell itself, so the
//!   loops read every slot without a branch; neighbours to keep are written past
//!   the end of the list and counted in by their test (`Sieve`). On a random
//!   2000×2000 board (10 % walls, greedy start) this took the update from 4.5 G
//!   instructions to 2.2 G and the run's mispredicted branches from 111 M to 32 M.
//!   The layer searches read all they need of a cell from one 4-byte word: its
//!   distance in the high 24 bits, the move to its partner and (`rook`) its open
//!   directions in the low byte, rather than from the distances, the matching's
//!   partners and the board (on that board: the run's simulated last-level cache
//!   misses from 40 M to 29 M, the update's from 10 M to 4 M).
//! - The updates stop at a horizon 16 layers (or a sixteenth of the length) past the
//!   phase's length: the cells beyond it are only marked as such (distances never
//!   shrink), and when every free right cell lies beyond, a BFS from the horizon's
//!   layer moves it on. On a random 2000×2000 board most of the cells an update
//!   would touch lie far past the phase's length; this took a third off the run's
//!   instructions. An updated cell whose new distance lies past the horizon is
//!   marked beyond without its exact value being worked out. The first layers
//!   stop at the horizon too (with the greedy start, on that board, 1.2 M of the
//!   3.6 M free cells). The cells on the horizon are kept in a list, so moving it
//!   on looks at them only, not at the board (two passes over the board's 16 MB
//!   of words less each time; with the words, the run's simulated last-level
//!   misses on that board went from 40 M to 22.6 M, `grow` and `extend`'s from
//!   17.3 M to 5.6 M).
//! - The run waits on memory more than it computes (the board's words are 16 MB
//!   on a 2000×2000 board, far more than the L2 cache), so the loops over a list of
//!   cells (the update's and the relayer's layers, `grow`'s frontier, the search
//!   for the cells on shortest paths, the free right cells) ask the CPU for the
//!   words of the cell 8 places ahead and of the cells a row above and below it
//!   (two rows too in `grow`, where the right cells' partners lie): a prefetch
//!   hint, x86-64 only, nothing read. The DFS reads a cell's open moves, partner
//!   and "on a shortest path" mark from its word too (the mark in the low byte's
//!   spare bit, no array of marks), takes its roots from the search for the cells
//!   on shortest paths, not from a pass over every free left cell, and the free
//!   lists drop the cells a phase matched by a merge, not by reading the matching
//!   of every free cell. On random 10 % walls 2000×2000 with the greedy start,
//!   Hopcroft–Karp alone (after the greedy start, in process, ten runs of each
//!   interleaved, load average 0.8–1.9): median 1534 ms before these → 856 ms
//!   (in interleaved timings along the way: the prefetches about a quarter off,
//!   the DFS's words and lists about a tenth); without the greedy start (four
//!   runs each) 3143 → 2036 ms. Instructions of that run with the board read and
//!   the greedy start 4.38 G → 4.44 G: the hints cost 0.36 G, the smaller slack
//!   (above) and the updates' seeds sorted by counting saved 0.33 G. The same
//!   events on 66 boards. The whole solve in the bench (`cargo bench --bench
//!   geography -- --algo hopcroft-karp --repeats 5`, load average 2.1–2.5):
//!   876 ms against a 103 ms floor, 8.5× (13.4× before, 1280 ms against 96 ms).
//! - Without events, [`Search::step`] still returns at each phase's start and end
//!   ([`Event::PhaseStarted`], [`Event::PhaseEnded`]), so a caller can run the
//!   search in slices.
//! - The DFS and the [`Event::LayerReached`] events of a phase cover only the cells
//!   on some shortest augmenting path: those found by going back from the free
//!   right cells of the last layer, one layer at a time. The textbook DFS walks the
//!   rest of the layers too and backs out of all of it; on a random board that is
//!   most of the board in every one of hundreds of phases.
//!
//! Cost: O(E·√V) (the updates are bounded by the textbook's BFS per phase; on grid
//! boards they are far smaller). Memory: a word (distance, move to the partner,
//! open directions, a bit for "on a shortest path") and an edge cursor per cell,
//! the free cells, the update's layers and affected cells, the cells on the
//! horizon, a path. Boards have fewer than [`MAX_CELLS`] (2²⁴ − 3) cells.
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

use super::board::{AnyMoves, Edges, in_order};
use super::{Board, Direction, Event, Matching, Moves, Search, UNMATCHED};

/// Directions in the order the DFS tries them: left, then right, before up and down.
/// Roots go in row-major order, so on an open board the first phase then pairs each
/// row with itself (a row's last cell with the one below) and leaves next to nothing
/// for later phases. Up first left a free right cell near the end of many rows, and
/// 250 phases of ever longer paths followed (24 s on an empty 1000×1000 board
/// without the greedy start, 0.16 s now).
pub const ORDER: [Direction; 4] = [
    Direction::Left,
    Direction::Right,
    Direction::Up,
    Direction::Down,
];

/// `IN_ORDER[open]`: bit `i` set when direction `ORDER[i]` is open in `open`.
const IN_ORDER: [u8; 16] = in_order(ORDER);

/// The rook's edges in [`ORDER`].
struct RookOrder;

impl Edges for RookOrder {
    #[inline]
    fn open_from(board: &Board, cell: u32, next: u8) -> u8 {
        IN_ORDER[board.open_directions(cell) as usize] >> next
    }

    #[inline]
    fn to(board: &Board, cell: u32, i: u8) -> u32 {
        board.step(cell, ORDER[i as usize] as u8)
    }
}

/// The cells one move from a cell, the moves that are not open giving the cell
/// itself: the layer updates read every slot without a branch, and every test they
/// make is false for the cell itself. A cell's moves and its partner come from its
/// word in [`HopcroftKarp`]'s `cells` (its distance above [`NAV_BITS`], what the
/// moves need below), so a layer search loads one word per cell.
trait Around {
    /// Slots in [`Around::Cells`].
    const LEN: usize;
    type Cells: IntoIterator<Item = u32> + Copy;
    /// What the board's moves need, made once per pass.
    type Near;
    fn near(board: &Board) -> Self::Near;
    /// The low bits of a cell's word without a partner (`rook`: its open
    /// directions).
    fn open(board: &Board, cell: u32) -> u32;
    /// The cells one move from `cell`, whose word is `word`.
    fn around(near: &Self::Near, board: &Board, word: u32, cell: u32) -> Self::Cells;
    /// The cell one move `i` (open) from `cell`.
    fn step(near: &Self::Near, board: &Board, cell: u32, i: u8) -> u32;
    /// The partner of `cell`, whose word is `word` (`UNMATCHED` for none).
    fn partner(near: &Self::Near, board: &Board, word: u32, cell: u32) -> u32;
    /// `word` with `link` (the move to the partner, or `NO_LINK`) in it.
    fn with_link(word: u32, link: u8) -> u32;
    /// The slot of [`Around::around`] that holds the partner, [`Around::LEN`] or
    /// more for none.
    fn link_slot(word: u32) -> usize;
    /// The partner of `cell`, whose word is `word`, without [`Around::Near`]
    /// (for the DFS, one cell at a time).
    fn partner_of(board: &Board, word: u32, cell: u32) -> u32;
    /// The moves open from `cell`, whose word is `word`, from index `next` in
    /// [`ORDER`] on, as in [`Edges::open_from`].
    fn open_in_order(board: &Board, word: u32, cell: u32, next: u8) -> u8;

    /// The move from `cell` to its partner in `matching`, or `NO_LINK`.
    fn link(near: &Self::Near, board: &Board, matching: &Matching, cell: u32) -> u8 {
        match matching.mate[cell as usize] {
            UNMATCHED => NO_LINK,
            partner => Self::around(near, board, Self::open(board, cell), cell)
                .into_iter()
                .position(|n| n == partner)
                .expect("partners are one move apart") as u8,
        }
    }
}

/// The move to a cell's partner when it has none.
const NO_LINK: u8 = u8::MAX;

/// The bit of a cell's word set while it lies on a shortest augmenting path of
/// this phase (and the DFS has not given it up): the DFS and the search for those
/// cells read it with the distance, in one load.
const SHORTEST: u32 = 1 << 7;

/// A cell's word: its distance shifted by this, what its moves need below.
const NAV_BITS: u32 = 8;

/// The bits of a cell's word below its distance.
const NAV: u32 = (1 << NAV_BITS) - 1;

/// The distance in a cell's word.
#[inline(always)]
fn dist(word: u32) -> u32 {
    word >> NAV_BITS
}

/// `word` with its distance set to `d`.
#[inline(always)]
fn with_dist(word: u32, d: u32) -> u32 {
    d << NAV_BITS | word & NAV
}

/// Sets the distance of `cell` in `cells` to `d`.
#[inline(always)]
fn set_dist(cells: &mut [u32], cell: u32, d: u32) {
    cells[cell as usize] = with_dist(cells[cell as usize], d);
}

/// `rook` words: the open directions in the low four bits, the direction to the
/// partner in the next three (7 for none), then [`SHORTEST`].
impl Around for RookOrder {
    const LEN: usize = 4;
    type Cells = [u32; 4];
    /// For each set of open directions, the index change of each direction
    /// (0 where it is not open).
    type Near = [[u32; 4]; 16];

    fn near(board: &Board) -> [[u32; 4]; 16] {
        let step = board.direction_offsets();
        std::array::from_fn(|open| {
            std::array::from_fn(|d| if open & (1 << d) != 0 { step[d] } else { 0 })
        })
    }

    fn open(board: &Board, cell: u32) -> u32 {
        u32::from(board.open_directions(cell))
    }

    #[inline(always)]
    fn around(near: &[[u32; 4]; 16], _: &Board, word: u32, cell: u32) -> [u32; 4] {
        near[(word & 15) as usize].map(|step| cell.wrapping_add(step))
    }

    #[inline(always)]
    fn step(near: &[[u32; 4]; 16], _: &Board, cell: u32, i: u8) -> u32 {
        cell.wrapping_add(near[15][i as usize & 3])
    }

    #[inline(always)]
    fn partner(near: &[[u32; 4]; 16], board: &Board, word: u32, cell: u32) -> u32 {
        match (word >> 4) & 7 {
            7 => UNMATCHED,
            i => Self::step(near, board, cell, i as u8),
        }
    }

    fn with_link(word: u32, link: u8) -> u32 {
        word & !0x70 | u32::from(link.min(7)) << 4
    }

    #[inline(always)]
    fn partner_of(board: &Board, word: u32, cell: u32) -> u32 {
        match (word >> 4) & 7 {
            7 => UNMATCHED,
            i => board.step(cell, i as u8),
        }
    }

    #[inline(always)]
    fn link_slot(word: u32) -> usize {
        ((word >> 4) & 7) as usize
    }

    #[inline(always)]
    fn open_in_order(_: &Board, word: u32, _: u32, next: u8) -> u8 {
        IN_ORDER[(word & 15) as usize] >> next
    }
}

/// Other moves: the move to the partner in the low four bits (15 for none), then
/// [`SHORTEST`] in the byte's top bit; the open moves come from the board.
impl Around for AnyMoves {
    const LEN: usize = 8;
    type Cells = [u32; 8];
    type Near = ();

    fn near(_: &Board) {}

    fn open(_: &Board, _: u32) -> u32 {
        15
    }

    #[inline(always)]
    fn around(_: &(), board: &Board, _: u32, cell: u32) -> [u32; 8] {
        let open = board.open_moves(cell);
        std::array::from_fn(|i| {
            if open & (1 << i) != 0 {
                board.jump(cell, i as u8)
            } else {
                cell
            }
        })
    }

    #[inline(always)]
    fn step(_: &(), board: &Board, cell: u32, i: u8) -> u32 {
        board.jump(cell, i)
    }

    #[inline(always)]
    fn partner(_: &(), board: &Board, word: u32, cell: u32) -> u32 {
        Self::partner_of(board, word, cell)
    }

    fn with_link(word: u32, link: u8) -> u32 {
        word & !15 | u32::from(link.min(15))
    }

    #[inline(always)]
    fn partner_of(board: &Board, word: u32, cell: u32) -> u32 {
        match word & 15 {
            15 => UNMATCHED,
            i => board.jump(cell, i as u8),
        }
    }

    #[inline(always)]
    fn link_slot(word: u32) -> usize {
        (word & 15) as usize
    }

    #[inline(always)]
    fn open_in_order(board: &Board, _: u32, cell: u32, next: u8) -> u8 {
        <AnyMoves as Edges>::open_from(board, cell, next)
    }
}

/// How many cells ahead of the one at hand the layer loops prefetch words.
const AHEAD: usize = 8;

/// Asks the CPU to fetch the words of `cell` and of the cells a row above and
/// below it (its rook neighbours; the ones beside it share its line), which a
/// layer loop reads [`AHEAD`] cells later. Only a hint: nothing is read, and
/// addresses off the board are never touched.
#[inline(always)]
fn prefetch<T>(cells: &[T], cell: u32, cols: u32) {
    for i in [cell, cell.wrapping_sub(cols), cell.wrapping_add(cols)] {
        prefetch_one(cells, i);
    }
}

/// Asks the CPU to fetch the line of `cells[i]` (see [`prefetch`]).
#[inline(always)]
fn prefetch_one<T>(cells: &[T], i: u32) {
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
const UNREACHED: u32 = u32::MAX >> NAV_BITS;

/// `distance` of a cell beyond the horizon while [`HopcroftKarp::extend`] runs.
const PENDING: u32 = UNREACHED - 1;

/// `horizon` when every distance is exact.
const EXACT: u32 = UNREACHED - 2;

/// Boards have fewer cells than this, so every distance (at most the number of
/// cells, past the horizon) lies below the values above (the judge input's limit,
/// `GEOGRAPHY_MAX_CELLS`, is 16 000 000).
pub const MAX_CELLS: usize = EXACT as usize;

/// How far past a phase's length the layers are kept exact, at least: the length
/// grows by at least 2 a phase, so the horizon is moved at most every eight phases
/// (8 and 32 were measured slower on random 2000×2000 boards).
const SLACK: u32 = 16;

/// The layers kept past a phase of length `limit`: [`SLACK`], or a sixteenth of
/// the length on long paths, where the length grows faster (on a 2000×2000 maze
/// without the greedy start: 144 moves of the horizon with [`SLACK`] alone, 75
/// with this). A quarter moved it less often (31 times) but kept more cells exact
/// for nothing: the run's instructions on random 10 % walls 2000×2000 (greedy
/// start) were 4.74 G with a quarter, 4.53 G with an eighth, 4.45 G with a
/// sixteenth; on the maze without the greedy start 3.57 G, 3.54 G, 3.53 G.
fn slack(limit: u32) -> u32 {
    SLACK.max(limit / 16)
}

/// The layers are built again from scratch, not updated, after a phase that flipped
/// at least one cell in `REBUILD_SHARE` of the board.
const REBUILD_SHARE: usize = 16;

/// Removes from `list` the cells in `gone`, both in increasing order, in one pass
/// over each.
fn remove_sorted(list: &mut Vec<u32>, gone: &[u32]) {
    let mut gone = gone.iter().copied().peekable();
    list.retain(|&c| {
        while gone.next_if(|&g| g < c).is_some() {}
        gone.next_if_eq(&c).is_none()
    });
}

/// A cell as a sort key of the updates' seeds: by distance, then cell.
#[inline]
fn by_distance(distance: u32, cell: u32) -> u64 {
    u64::from(distance) << 32 | u64::from(cell)
}

/// The distance of a [`by_distance`] key (its cell is the low half).
#[inline]
fn key_distance(key: u64) -> u32 {
    (key >> 32) as u32
}

/// Sorts [`by_distance`] keys by distance, by counting when the distances span
/// little more than there are keys (the updates' seeds lie within a few layers of
/// the phase's length), else by comparison. Keys of one distance keep their order
/// when counted and go by cell otherwise; the updates only need the distances in
/// order.
#[derive(Debug, Clone, Default)]
struct DistanceSort {
    counts: Vec<u32>,
    sorted: Vec<u64>,
}

impl DistanceSort {
    fn sort(&mut self, keys: &mut Vec<u64>) {
        let Some(first) = keys.iter().map(|&k| key_distance(k)).min() else {
            return;
        };
        let last = keys.iter().map(|&k| key_distance(k)).max().unwrap_or(first);
        let span = (last - first) as usize + 1;
        if span > 2 * keys.len() + 64 {
            keys.sort_unstable();
            return;
        }
        let counts = &mut self.counts;
        counts.clear();
        counts.resize(span + 1, 0);
        for &k in keys.iter() {
            counts[(key_distance(k) - first) as usize + 1] += 1;
        }
        for i in 1..=span {
            counts[i] += counts[i - 1];
        }
        self.sorted.clear();
        self.sorted.resize(keys.len(), 0);
        for &k in keys.iter() {
            let slot = &mut counts[(key_distance(k) - first) as usize];
            self.sorted[*slot as usize] = k;
            *slot += 1;
        }
        std::mem::swap(keys, &mut self.sorted);
    }
}

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

/// A list of cells grown without a branch per candidate: each candidate is
/// written past the end and counted in only when its test holds (a test that is
/// often true and often false costs a mispredicted branch a cell otherwise).
#[derive(Debug, Clone, Default)]
struct Sieve {
    cells: Vec<u32>,
    len: usize,
}

impl Sieve {
    fn cells(&self) -> &[u32] {
        &self.cells[..self.len]
    }

    fn is_empty(&self) -> bool {
        self.len == 0
    }

    fn clear(&mut self) {
        self.len = 0;
    }

    /// Space for `n` more candidates.
    #[inline(always)]
    fn room(&mut self, n: usize) {
        if self.cells.len() < self.len + n {
            self.cells.resize(2 * (self.len + n), 0);
        }
    }

    /// Keeps `cell` when `keep`; [`Sieve::room`] made space for it.
    #[inline(always)]
    fn push_if(&mut self, keep: bool, cell: u32) {
        self.cells[self.len] = cell;
        self.len += usize::from(keep);
    }

    fn push(&mut self, cell: u32) {
        self.room(1);
        self.push_if(true, cell);
    }

    /// Keeps each of at most `n` cells that passes `keep`.
    #[inline(always)]
    fn extend_if(
        &mut self,
        n: usize,
        cells: impl IntoIterator<Item = u32>,
        mut keep: impl FnMut(u32) -> bool,
    ) {
        self.room(n);
        let mut len = self.len;
        for cell in cells {
            self.cells[len] = cell;
            len += usize::from(keep(cell));
        }
        self.len = len;
    }
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

    /// Brings the layers up to date with the matching and finds this phase's cells
    /// on shortest augmenting paths.
    fn start_phase<const EMIT: bool, A: Around>(&mut self, board: &Board, matching: &Matching) {
        self.phase_number += 1;
        for &cell in &self.shortest {
            self.cells[cell as usize] &= !SHORTEST;
            self.next_dir[cell as usize] = 0;
        }
        self.shortest.clear();
        let near = A::near(board);
        if self.started {
            for &cell in &self.flipped {
                let word = &mut self.cells[cell as usize];
                *word = A::with_link(*word, A::link(&near, board, matching, cell));
            }
            // Without reading the matching's partners of every free cell.
            self.newly_matched.sort_unstable();
            debug_assert!(self.newly_matched.iter().all(|&c| matching.is_matched(c)));
            remove_sorted(&mut self.free_lefts, &self.newly_matched);
            remove_sorted(&mut self.free_rights, &self.newly_matched);
            self.newly_matched.clear();
            if self.flipped.len() * REBUILD_SHARE >= board.len() {
                // Most of the board changed (early phases without the greedy start):
                // one BFS from scratch is cheaper than updating.
                self.flipped.clear();
                self.layer_from_scratch::<A>(board);
            } else {
                self.update::<A>(board);
            }
        } else {
            self.started = true;
            for cell in 0..board.len() as u32 {
                let link = A::link(&near, board, matching, cell);
                self.cells[cell as usize] = A::with_link(A::open(board, cell), link);
                if board.is_free(cell) && !matching.is_matched(cell) {
                    if board.is_left(cell) {
                        self.free_lefts.push(cell);
                    } else {
                        self.free_rights.push(cell);
                    }
                }
            }
            self.layer_from_scratch::<A>(board);
        }
        // The free right cells lie all over the board: their words are fetched
        // ahead.
        let rights = &self.free_rights;
        self.limit = (0..rights.len())
            .map(|i| {
                if let Some(&ahead) = rights.get(i + AHEAD) {
                    prefetch_one(&self.cells, ahead);
                }
                self.dist(rights[i])
            })
            .min()
            .unwrap_or(UNREACHED);
        if self.limit != UNREACHED && self.limit > self.horizon {
            // Every free right cell lies beyond the horizon.
            self.extend::<A>(board);
        }
        if self.limit != UNREACHED {
            let level = self.limit + slack(self.limit);
            if level < self.horizon {
                self.lower_horizon(level);
            }
            self.find_shortest::<A>(board);
        }
        if EMIT {
            let cells = &self.cells;
            self.shortest
                .sort_unstable_by_key(|&c| (dist(cells[c as usize]), c));
        }
        self.cursor = 0;
    }

    /// The BFS from every free left cell, up to `SLACK` layers past the first free
    /// right cell (as [`HopcroftKarp::extend`] does from the horizon): with the
    /// greedy start, on a random 2000×2000 board (10 % walls), 1.2 M of the 3.6 M
    /// free cells.
    fn layer_from_scratch<A: Around>(&mut self, board: &Board) {
        for word in self.cells.iter_mut() {
            *word = with_dist(*word, PENDING);
        }
        for &cell in &self.free_lefts {
            set_dist(&mut self.cells, cell, 0);
        }
        self.grow::<A>(board, self.free_lefts.clone(), 0);
    }

    /// The value of a cell whose distance has grown past the horizon: `PENDING`,
    /// what [`HopcroftKarp::extend`] searches (`UNREACHED` when every distance is
    /// exact).
    fn beyond(&self) -> u32 {
        if self.horizon == EXACT {
            UNREACHED
        } else {
            PENDING
        }
    }

    /// After a phase: new distances for the cells whose every closer neighbour was
    /// lost (the flipped paths, then what hung on them), the rest unchanged.
    ///
    /// Right cells are at odd distances, left cells at even ones, and a matched
    /// left cell is reached only through its partner, one layer closer: it is
    /// affected exactly when its partner is, or when it was flipped (its partner is
    /// now one layer further). So the search goes over right cells, layer by layer,
    /// and settles each affected right cell's partner along with it. An affected
    /// cell's distance becomes [`HopcroftKarp::beyond`] at once, so "an unaffected
    /// closer neighbour" is simply "a neighbour at the distance one less", one load
    /// per neighbour; [`HopcroftKarp::relayer`] then gives the new distances.
    fn update<A: Around>(&mut self, board: &Board) {
        let near = A::near(board);
        let cols = board.cols();
        let (horizon, beyond) = (self.horizon, self.beyond());
        let cells = &mut self.cells[..];
        let (seeds, affected) = (&mut self.seeds, &mut self.affected);
        seeds.clear();
        affected.clear();
        // Seeds, as distance and cell: the flipped right cells, and the cells one
        // step from the flipped left cells, all of which are affected.
        for pair in self.flipped.chunks_exact(2) {
            let (left, right) = (pair[0], pair[1]);
            let word = cells[left as usize];
            let d = dist(word);
            cells[left as usize] = with_dist(word, beyond);
            if d < horizon {
                for next in A::around(&near, board, word, left) {
                    if dist(cells[next as usize]) == d + 1 {
                        seeds.push(by_distance(d + 1, next));
                    }
                }
            }
            seeds.push(by_distance(dist(cells[right as usize]), right));
        }
        self.seed_sort.sort(seeds);
        let (layer, next_layer) = (&mut self.layer, &mut self.next_layer);
        layer.clear();
        next_layer.clear();
        let mut seed = 0;
        let mut d = 0;
        loop {
            // In increasing distance, so a cell's closer neighbours are settled
            // first. Right cells are two layers apart.
            if layer.is_empty() {
                match seeds.get(seed) {
                    Some(&s) => d = key_distance(s),
                    None => break,
                }
            }
            while let Some(&s) = seeds.get(seed).filter(|&&s| key_distance(s) == d) {
                layer.push(s as u32);
                seed += 1;
            }
            for (i, &right) in layer.cells().iter().enumerate() {
                if let Some(&ahead) = layer.cells().get(i + AHEAD) {
                    prefetch(cells, ahead, cols);
                }
                let word = cells[right as usize];
                if dist(word) != d {
                    continue; // settled already
                }
                let closer = d.wrapping_sub(1);
                // The closest neighbour but the cell itself (for moves not open) and
                // its partner (one layer further, or flipped): no neighbour is closer
                // than `closer`, so the cell keeps its distance when one is at it
                // (unaffected, as affected cells are beyond).
                let around = A::around(&near, board, word, right);
                let link = A::link_slot(word);
                let nearest = (around.into_iter().enumerate()).fold(u32::MAX, |best, (i, n)| {
                    let other = i != link && n != right;
                    best.min(if other { cells[n as usize] } else { u32::MAX })
                });
                debug_assert!(dist(nearest) >= closer);
                if dist(nearest) == closer {
                    continue;
                }
                cells[right as usize] = with_dist(word, beyond);
                let left = A::partner(&near, board, word, right);
                // Not past the horizon, not free, not the partner of a flipped left
                // cell (already beyond).
                let settles =
                    d < horizon && left != UNMATCHED && dist(cells[left as usize]) == d + 1;
                if settles {
                    set_dist(cells, left, beyond);
                }
                // Distances only grow: only a cell with a neighbour short of the
                // horizon now can get a value from the unaffected ones (70 % of the
                // affected right cells on a random 2000×2000 board).
                if dist(nearest) < horizon {
                    affected.push(right);
                }
                if !settles || d + 1 >= horizon {
                    continue;
                }
                let around = A::around(&near, board, cells[left as usize], left);
                next_layer.extend_if(A::LEN, around, |next| dist(cells[next as usize]) == d + 2);
            }
            layer.clear();
            std::mem::swap(layer, next_layer);
            d += 2;
        }
        self.relayer::<A>(board);
        self.flipped.clear();
    }

    /// New distances for the affected cells (every one of which is at
    /// [`HopcroftKarp::beyond`] now): from their unaffected neighbours, then
    /// outwards through the affected cells in distance order (a left cell with its
    /// partner). Only up to the horizon: the cells that end up beyond it stay
    /// `PENDING` (on a random 2000×2000 board, most of the affected cells). The
    /// cells that get the horizon's distance go to `at_horizon`.
    ///
    /// An unaffected cell never gets a new value here: one step from a cell at a
    /// new distance `d` up to the horizon, its own distance is at most `d + 1`
    /// (and one beyond the horizon has a true distance past it too).
    fn relayer<A: Around>(&mut self, board: &Board) {
        let near = A::near(board);
        let cols = board.cols();
        let cap = self.horizon;
        let cells = &mut self.cells[..];
        let seeds = &mut self.seeds;
        seeds.clear();
        // Affected cells are beyond the horizon (or unreached): only unaffected
        // neighbours can give a value up to it.
        for (i, &right) in self.affected.iter().enumerate() {
            if let Some(&ahead) = self.affected.get(i + AHEAD) {
                prefetch(cells, ahead, cols);
            }
            let around = A::around(&near, board, cells[right as usize], right);
            // The closest word holds the smallest distance.
            let closest = around
                .into_iter()
                .fold(u32::MAX, |best, n| best.min(cells[n as usize]));
            let best = dist(closest) + 1;
            if best <= cap {
                set_dist(cells, right, best);
                seeds.push(by_distance(best, right));
            }
        }
        // The flipped left cells whose new partner kept its distance.
        for pair in self.flipped.chunks_exact(2) {
            let left = pair[0];
            let partner = A::partner(&near, board, cells[left as usize], left);
            let best = dist(cells[partner as usize]) + 1;
            if best <= cap {
                set_dist(cells, left, best);
                seeds.push(by_distance(best, left));
            }
        }
        self.seed_sort.sort(seeds);
        // Layer by layer: the right cells at `d` (odd) with their partners, and the
        // seeded left cells at `d + 1`, give the right cells at `d + 2`.
        let (layer, next_layer, lefts) = (&mut self.layer, &mut self.next_layer, &mut self.lefts);
        let at_horizon = &mut self.at_horizon;
        layer.clear();
        next_layer.clear();
        let mut seed = 0;
        let mut d = 0;
        loop {
            if layer.is_empty() {
                match seeds.get(seed) {
                    // A right cell's layer, or the one before a left cell's.
                    Some(&s) => d = (key_distance(s) - 1) | 1,
                    None => break,
                }
            }
            lefts.clear();
            while let Some(&s) = seeds.get(seed).filter(|&&s| key_distance(s) <= d + 1) {
                debug_assert_eq!(board.is_left(s as u32), key_distance(s) == d + 1);
                if key_distance(s) == d {
                    layer.push(s as u32);
                } else {
                    lefts.push(s as u32);
                }
                seed += 1;
            }
            let e = d + 1;
            for (i, &right) in layer.cells().iter().enumerate() {
                if let Some(&ahead) = layer.cells().get(i + AHEAD) {
                    prefetch(cells, ahead, cols);
                }
                let word = cells[right as usize];
                if dist(word) != d {
                    continue;
                }
                let left = A::partner(&near, board, word, right);
                if left == UNMATCHED || e > cap || dist(cells[left as usize]) <= e {
                    continue;
                }
                set_dist(cells, left, e);
                lefts.push(left);
            }
            let at = |c: &u32| dist(cells[*c as usize]) == cap;
            if d == cap {
                at_horizon.extend(layer.cells().iter().copied().filter(at));
            } else if e == cap {
                at_horizon.extend(lefts.iter().copied().filter(at));
            }
            if e < cap {
                for (i, &left) in lefts.iter().enumerate() {
                    if let Some(&ahead) = lefts.get(i + AHEAD) {
                        prefetch(cells, ahead, cols);
                    }
                    let word = cells[left as usize];
                    if dist(word) != e {
                        continue;
                    }
                    next_layer.extend_if(A::LEN, A::around(&near, board, word, left), |right| {
                        let old = cells[right as usize];
                        let new = old.min(with_dist(old, e + 1));
                        cells[right as usize] = new;
                        old > new
                    });
                }
            }
            layer.clear();
            std::mem::swap(layer, next_layer);
            d += 2;
        }
    }

    /// Makes the distances exact past the horizon, layer by layer from the cells on
    /// it ([`HopcroftKarp::grow`]); every cell beyond it is `PENDING` (or
    /// `UNREACHED`) already, so only the cells kept in `at_horizon` are looked at,
    /// not the board.
    fn extend<A: Around>(&mut self, board: &Board) {
        let level = self.horizon;
        debug_assert!(level < EXACT, "extend with exact layers");
        let mut frontier = std::mem::take(&mut self.at_horizon);
        frontier.sort_unstable();
        frontier.dedup();
        frontier.retain(|&c| self.dist(c) == level);
        self.grow::<A>(board, frontier, level);
    }

    /// Lowers the horizon to `level`: every cell past it becomes `PENDING` (but
    /// `UNREACHED`), and `at_horizon` the cells on it. A pass over the board, after
    /// layers that went further than needed (a BFS from scratch that reached every
    /// cell).
    fn lower_horizon(&mut self, level: u32) {
        self.horizon = level;
        let frontier = &mut self.at_horizon;
        frontier.clear();
        // In blocks, with a loop the compiler vectorises: the horizon's layer is a
        // thin band of the board.
        const BLOCK: usize = 64;
        for (block, chunk) in self.cells.chunks_mut(BLOCK).enumerate() {
            let mut on_horizon = false;
            for word in chunk.iter_mut() {
                let d = dist(*word);
                on_horizon |= d == level;
                // Past the level but not `UNREACHED`: one unsigned comparison.
                *word = if d.wrapping_sub(level + 1) < UNREACHED - (level + 1) {
                    with_dist(*word, PENDING)
                } else {
                    *word
                };
            }
            if on_horizon {
                let first = block * BLOCK;
                let cells = chunk.iter().enumerate().filter(|&(_, &w)| dist(w) == level);
                frontier.extend(cells.map(|(i, _)| (first + i) as u32));
            }
        }
    }

    /// The BFS from `frontier`, the cells at distance `level` (every cell at a
    /// larger one is `PENDING`), up to `SLACK` layers past the first free right cell
    /// reached (the new `limit`), or all of them when no free right cell is
    /// reachable. The cells still `PENDING` stay so, past the new horizon, and the
    /// cells on it go to `at_horizon`; when the BFS ran out, they become
    /// `UNREACHED` and every distance is exact.
    fn grow<A: Around>(&mut self, board: &Board, mut frontier: Vec<u32>, mut level: u32) {
        let near = A::near(board);
        let cols = board.cols();
        let mut next_frontier = Vec::new();
        // The right cells of the last layer.
        let mut rights = Vec::new();
        let mut last_rights = false;
        let cells = &mut self.cells[..];
        let stop = |limit: u32| limit.saturating_add(slack(limit));
        let mut limit = UNREACHED;
        // A layer holds only left cells or only right cells: from right cells, their
        // partners first.
        if frontier.first().is_some_and(|&c| !board.is_left(c)) && level < stop(limit) {
            for &right in &frontier {
                let left = A::partner(&near, board, cells[right as usize], right);
                if left != UNMATCHED && dist(cells[left as usize]) == PENDING {
                    set_dist(cells, left, level + 1);
                    next_frontier.push(left);
                }
            }
            level += 1;
            std::mem::swap(&mut frontier, &mut next_frontier);
            next_frontier.clear();
        }
        // Then two layers at a time: the right cells one step from the left cells,
        // each with its partner while the right cell is at hand.
        while !frontier.is_empty() && level < stop(limit) {
            rights.clear();
            for (i, &left) in frontier.iter().enumerate() {
                if let Some(&ahead) = frontier.get(i + AHEAD) {
                    prefetch(cells, ahead, cols);
                    // Their partners too, two moves away.
                    prefetch_one(cells, ahead.wrapping_sub(2 * cols));
                    prefetch_one(cells, ahead.wrapping_add(2 * cols));
                }
                for right in A::around(&near, board, cells[left as usize], left) {
                    let word = cells[right as usize];
                    if dist(word) != PENDING {
                        continue;
                    }
                    cells[right as usize] = with_dist(word, level + 1);
                    rights.push(right);
                    let partner = A::partner(&near, board, word, right);
                    if partner == UNMATCHED {
                        limit = limit.min(level + 1);
                    } else if dist(cells[partner as usize]) == PENDING {
                        set_dist(cells, partner, level + 2);
                        next_frontier.push(partner);
                    }
                }
            }
            level += 1;
            if rights.is_empty() {
                frontier.clear();
                break;
            }
            if level >= stop(limit) {
                // The layer of right cells is the last: their partners lie beyond.
                for &left in &next_frontier {
                    set_dist(cells, left, PENDING);
                }
                last_rights = true;
                break;
            }
            level += 1;
            std::mem::swap(&mut frontier, &mut next_frontier);
            next_frontier.clear();
        }
        self.limit = limit;
        self.horizon = level;
        self.at_horizon = if last_rights { rights } else { frontier };
        if self.at_horizon.is_empty() {
            // The BFS ran out: no path reaches the cells left.
            for word in cells.iter_mut() {
                *word = if dist(*word) == PENDING {
                    with_dist(*word, UNREACHED)
                } else {
                    *word
                };
            }
            self.horizon = EXACT;
        }
    }

    /// Marks the cells on shortest augmenting paths: back from the free right cells
    /// at distance `limit`, one layer closer at each step.
    fn find_shortest<A: Around>(&mut self, board: &Board) {
        let near = A::near(board);
        for &right in &self.free_rights {
            if self.dist(right) == self.limit {
                self.cells[right as usize] |= SHORTEST;
                self.shortest.push(right);
            }
        }
        let (cells, shortest) = (&mut self.cells[..], &mut self.shortest);
        self.roots.clear();
        let cols = board.cols();
        let mut head = 0;
        while let Some(&cell) = shortest.get(head) {
            if let Some(&ahead) = shortest.get(head + AHEAD) {
                prefetch(cells, ahead, cols);
            }
            head += 1;
            let word = cells[cell as usize];
            let d = dist(word);
            if d == 0 {
                self.roots.push(cell);
                continue;
            }
            let mut visit = |c: u32| {
                let word = cells[c as usize];
                if word & SHORTEST == 0 && dist(word) == d - 1 {
                    cells[c as usize] = word | SHORTEST;
                    shortest.push(c);
                }
            };
            if board.is_left(cell) {
                visit(A::partner(&near, board, word, cell));
            } else {
                // Its partner is one layer further, not closer.
                let around = A::around(&near, board, word, cell);
                around.into_iter().for_each(visit);
            }
        }
        self.roots.sort_unstable();
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
    use crate::geography::{Steps, generate, greedy::Greedy};

    /// Alternating distances from the free left cells by a plain BFS over the whole
    /// board (the textbook's layers), `UNREACHED` where none reaches.
    fn true_distances(board: &Board, matching: &Matching) -> Vec<u32> {
        let mut distance = vec![UNREACHED; board.len()];
        let mut queue: Vec<u32> = (0..board.len() as u32)
            .filter(|&c| board.is_free(c) && board.is_left(c) && !matching.is_matched(c))
            .collect();
        for &c in &queue {
            distance[c as usize] = 0;
        }
        let mut head = 0;
        while let Some(&cell) = queue.get(head) {
            head += 1;
            // A left cell steps to any neighbour but its partner, a right cell to
            // its partner.
            let partner = matching.partner(cell);
            let next: Vec<u32> = if board.is_left(cell) {
                board
                    .neighbours(cell)
                    .filter(|&n| Some(n) != partner)
                    .collect()
            } else {
                partner.into_iter().collect()
            };
            for n in next {
                if distance[n as usize] == UNREACHED {
                    distance[n as usize] = distance[cell as usize] + 1;
                    queue.push(n);
                }
            }
        }
        distance
    }

    /// The seeds' sort puts the distances in order and keeps every key, whether it
    /// counts (distances close together) or compares (far apart), against the
    /// standard library's sort.
    #[test]
    fn distance_sort_orders_by_distance_and_keeps_every_key() {
        let mut sorter = DistanceSort::default();
        let mut rng = crate::rng::SplitMix64::new(5);
        for round in 0..200u64 {
            let len = (rng.next_u64() % 300) as usize;
            // Spans from a few layers (counted) to far more than the keys (compared).
            let span = [3, 40, 1000, 1 << 20][(round % 4) as usize];
            let base = (rng.next_u64() % 5000) as u32;
            let mut keys: Vec<u64> = (0..len)
                .map(|_| {
                    let d = base + (rng.next_u64() % span) as u32;
                    by_distance(d, (rng.next_u64() % 100_000) as u32)
                })
                .collect();
            let mut expected = keys.clone();
            expected.sort_unstable();
            sorter.sort(&mut keys);
            let distances: Vec<u32> = keys.iter().map(|&k| key_distance(k)).collect();
            assert!(distances.is_sorted(), "round {round}");
            keys.sort_unstable();
            assert_eq!(keys, expected, "round {round}");
        }
    }

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

    /// At every phase's start, on boards big enough for the horizon to move many
    /// times: distances up to the horizon are the true ones, the cells beyond are
    /// `PENDING` (or `UNREACHED`) and truly beyond, the cells on it are in
    /// `at_horizon`, and the phase's length is the shortest augmenting path's.
    #[test]
    fn layers_are_exact_up_to_the_horizon_and_pending_beyond() {
        let mut extended = 0;
        for seed in 0..32u64 {
            let density = [0.05, 0.1, 0.2][(seed % 3) as usize];
            // The last ones under the knight's moves (the search's other neighbours).
            let board = if seed < 24 {
                generate::random(60, 70, density, seed)
            } else {
                generate::random(40, 50, density, seed).with_moves(Moves::Knight)
            };
            let mut matching = Matching::new(board.len());
            if seed % 2 == 0 {
                Steps::new(&board, &mut matching, Greedy::new(&board)).finish();
            }
            let mut hk = HopcroftKarp::new(&board);
            let mut horizon = EXACT;
            loop {
                match hk.step::<true>(&board, &mut matching) {
                    None => break,
                    Some(Event::PhaseStarted { .. }) => {}
                    Some(_) => continue,
                }
                extended += usize::from(hk.horizon > horizon);
                horizon = hk.horizon;
                let truth = true_distances(&board, &matching);
                let distances = hk.cells.iter().map(|&w| dist(w));
                for (cell, (d, &t)) in distances.zip(&truth).enumerate() {
                    if d <= hk.horizon {
                        assert_eq!(d, t, "seed {seed}: cell {cell} on this side of the horizon");
                    } else {
                        // Beyond: `PENDING` (what `extend` searches), or `UNREACHED`
                        // for good.
                        assert!(t > hk.horizon, "seed {seed}: cell {cell} at {t}");
                        assert!(d == PENDING || d == t, "seed {seed}: cell {cell}: {d}");
                    }
                    // `extend` starts from `at_horizon`: it holds every cell on it.
                    if d == hk.horizon {
                        let cell = cell as u32;
                        assert!(hk.at_horizon.contains(&cell), "seed {seed}: cell {cell}");
                    }
                }
                // The move each cell's word keeps to its partner leads to its
                // partner in the matching, and a rook word's open directions are the
                // board's.
                let near = RookOrder::near(&board);
                for cell in 0..board.len() as u32 {
                    let word = hk.cells[cell as usize];
                    let linked = if board.moves() == Moves::Rook {
                        let open = u32::from(board.open_directions(cell));
                        assert_eq!(word & 15, open, "seed {seed}: cell {cell}");
                        RookOrder::partner(&near, &board, word, cell)
                    } else {
                        AnyMoves::partner(&(), &board, word, cell)
                    };
                    let linked = Some(linked).filter(|&p| p != UNMATCHED);
                    assert_eq!(linked, matching.partner(cell), "seed {seed}: cell {cell}");
                }
                let shortest = (0..board.len() as u32)
                    .filter(|&c| board.is_free(c) && !board.is_left(c) && !matching.is_matched(c))
                    .map(|c| truth[c as usize])
                    .min()
                    .unwrap_or(UNREACHED);
                assert_eq!(hk.limit, shortest, "seed {seed}");
            }
            assert_eq!(hk.limit, UNREACHED);
        }
        assert!(extended > 50, "the horizon moved {extended} times");
    }
}
