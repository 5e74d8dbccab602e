//! A cell's word in [`Layers`](super::layers::Layers): all that the layer searches
//! and the DFS read of a cell, in one 4-byte load. Its distance from the free left cells sits above
//! [`NAV_BITS`]; below, the move to its partner, (`rook`) its open directions, and
//! [`SHORTEST`], set while it lies on a shortest augmenting path of the phase. The
//! searches on big boards wait for memory more than they compute, so one load a cell
//! (rather than the distances, the matching and the board) and a hint to fetch the
//! words a loop reads a few cells ahead ([`prefetch`]) are what keep them fast.
//!
//! [`Around`] gives a cell's neighbours from its word; for `rook` from a table of
//! index changes per set of open directions, the moves not open giving the cell
//! itself, so the loops read every slot without a branch.
//!
//! Cost: 4 bytes a cell; a prefetch reads nothing.

use super::{IN_ORDER, RookOrder};
use crate::geography::board::{AnyMoves, Edges};
use crate::geography::{Board, Matching, UNMATCHED};

/// The cells one move from a cell, the moves that are not open giving the cell
/// itself: the layer updates read every slot without a branch, and every test they
/// make is false for the cell itself. A cell's moves and its partner come from its
/// word in [`Layers`](super::layers::Layers)' `cells` (its distance above
/// [`NAV_BITS`], what the moves need below), so a layer search loads one word per cell.
pub(super) trait Around {
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
    /// [`ORDER`](super::ORDER) on, as in [`Edges::open_from`].
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
