//! A matching on the board's free cells: each cell paired with at most one of its
//! neighbours under the board's move rule, as the searches build it.
//!
//! The searches change it only by [`Matching::pair`] and by flipping augmenting
//! paths ([`Matching::augment`], [`Matching::flip`]), each of which adds one pair,
//! so [`Matching::size`] is counted, never recounted.
//!
//! Cost: a partner read or a pair O(1), a flip O(path). Memory: a word per cell.
//!
//! ```
//! use gridplay::geography::{kuhn::Kuhn, Board, Matching, Steps};
//!
//! let board = Board::from_rows(&["..."]);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, Kuhn::new(&board)).finish();
//! assert_eq!(matching.size(), 1);
//! assert_eq!(matching.partner(0), Some(1));
//! assert_eq!(matching.partner(2), None);
//! assert!(matching.is_valid_on(&board));
//! ```

use super::Arena;

/// Marks a cell without a partner.
pub const UNMATCHED: u32 = u32::MAX;

/// Pairs of neighbouring free cells, no cell in two pairs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matching {
    pub(crate) mate: Vec<u32>,
    pub(crate) size: u32,
}

impl Matching {
    /// The empty matching for a board of `cells` cells.
    pub fn new(cells: usize) -> Self {
        Matching {
            mate: vec![UNMATCHED; cells],
            size: 0,
        }
    }

    /// Number of pairs.
    pub fn size(&self) -> u32 {
        self.size
    }

    /// The cell paired with `cell`, if any.
    #[inline]
    pub fn partner(&self, cell: u32) -> Option<u32> {
        match self.mate[cell as usize] {
            UNMATCHED => None,
            p => Some(p),
        }
    }

    /// Every cell's partner, [`UNMATCHED`] for none, indexed by cell: for the
    /// searches that read many partners in a row (a slice, no `Option` a read).
    #[inline]
    pub(crate) fn mates(&self) -> &[u32] {
        &self.mate
    }

    /// True when `cell` has a partner.
    #[inline]
    pub fn is_matched(&self, cell: u32) -> bool {
        self.mate[cell as usize] != UNMATCHED
    }

    /// The first free unmatched cell at or after `*cursor` (only left cells when
    /// `left_only`), in row-major order; `*cursor` moves past it, so the next call
    /// gives the one after (a search's seeds or roots, one by one). O(cells passed).
    pub(crate) fn next_unmatched(
        &self,
        board: &impl Arena,
        cursor: &mut u32,
        left_only: bool,
    ) -> Option<u32> {
        let cell = (*cursor..board.len() as u32).find(|&cell| {
            board.is_free(cell) && !self.is_matched(cell) && (!left_only || board.is_left(cell))
        })?;
        *cursor = cell + 1;
        Some(cell)
    }

    /// Pairs `a` with `b`, both unmatched before.
    pub(crate) fn pair(&mut self, a: u32, b: u32) {
        debug_assert!(!self.is_matched(a) && !self.is_matched(b));
        self.mate[a as usize] = b;
        self.mate[b as usize] = a;
        self.size += 1;
    }

    /// Flips an augmenting path given by its left cells from the free root (each
    /// matched, except the root, to the right cell before it on the path) and the
    /// free right cell `end` where it stops. The matching grows by one.
    pub(crate) fn augment(&mut self, lefts: impl DoubleEndedIterator<Item = u32>, end: u32) {
        let mut right = end;
        for left in lefts.rev() {
            let previous = self.mate[left as usize];
            self.mate[left as usize] = right;
            self.mate[right as usize] = left;
            right = previous;
        }
        debug_assert_eq!(right, UNMATCHED, "the root was matched");
        self.size += 1;
    }

    /// Flips an augmenting path given as its new pairs, each cell's old partner
    /// on the path too (its two ends unmatched before): the matching grows by one.
    pub(crate) fn flip(&mut self, pairs: impl Iterator<Item = (u32, u32)>) {
        for (left, right) in pairs {
            self.mate[left as usize] = right;
            self.mate[right as usize] = left;
        }
        self.size += 1;
    }

    /// Every pair once, as `(left, right)` in row-major order of the left cell (for
    /// `king` and `hex`, where partners may share a colour: the first cell of the
    /// pair in row-major order, then its partner).
    pub fn pairs<'a>(&'a self, board: &'a impl Arena) -> impl Iterator<Item = (u32, u32)> + 'a {
        let bipartite = board.is_bipartite();
        (0..self.mate.len() as u32).filter_map(move |c| {
            let p = self.partner(c)?;
            let first = if bipartite { board.is_left(c) } else { c < p };
            first.then_some((c, p))
        })
    }

    /// True when every pair joins two free neighbours and partners agree.
    pub fn is_valid_on(&self, board: &impl Arena) -> bool {
        let mut pairs = 0;
        for cell in 0..self.mate.len() as u32 {
            if let Some(p) = self.partner(cell) {
                if self.partner(p) != Some(cell) || !board.neighbours(cell).any(|n| n == p) {
                    return false;
                }
                pairs += 1;
            }
        }
        pairs == 2 * self.size
    }
}
