//! [`Sieve`]: a list of cells grown without a branch per candidate, for the
//! searches whose test for keeping a cell goes either way at random on a big
//! board (a mispredicted branch costs more than the write).
//!
//! Cost: a write per candidate, kept or not; the list's storage grows by doubling.
//!
//! ```ignore
//! let mut reached = Sieve::default();
//! reached.extend_if(4, neighbours, |n| distance[n] == PENDING);
//! ```

/// A list of cells grown without a branch per candidate: each candidate is
/// written past the end and counted in only when its test holds (a test that is
/// often true and often false costs a mispredicted branch a cell otherwise).
#[derive(Debug, Clone, Default)]
pub(crate) struct Sieve {
    cells: Vec<u32>,
    len: usize,
}

impl Sieve {
    pub(crate) fn cells(&self) -> &[u32] {
        &self.cells[..self.len]
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    pub(crate) fn clear(&mut self) {
        self.len = 0;
    }

    /// Space for `n` more candidates.
    #[inline(always)]
    pub(crate) fn room(&mut self, n: usize) {
        if self.cells.len() < self.len + n {
            self.cells.resize(2 * (self.len + n), 0);
        }
    }

    /// Keeps `cell` when `keep`; [`Sieve::room`] made space for it.
    #[inline(always)]
    pub(crate) fn push_if(&mut self, keep: bool, cell: u32) {
        self.cells[self.len] = cell;
        self.len += usize::from(keep);
    }

    /// The last cell kept, taken off.
    pub(crate) fn pop(&mut self) -> Option<u32> {
        self.len = self.len.checked_sub(1)?;
        Some(self.cells[self.len])
    }

    pub(crate) fn push(&mut self, cell: u32) {
        self.room(1);
        self.push_if(true, cell);
    }

    /// Keeps every cell of `cells`.
    pub(crate) fn extend(&mut self, cells: impl IntoIterator<Item = u32>) {
        cells.into_iter().for_each(|cell| self.push(cell));
    }

    /// Keeps each of the first `n` cells that passes `keep` (the loops' hottest
    /// writes: unchecked, as the room is made first).
    #[inline(always)]
    pub(crate) fn extend_if(
        &mut self,
        n: usize,
        cells: impl IntoIterator<Item = u32>,
        mut keep: impl FnMut(u32) -> bool,
    ) {
        self.room(n);
        let mut len = self.len;
        // At most `n` writes, each past the last kept cell, into the room just made.
        for cell in cells.into_iter().take(n) {
            debug_assert!(len < self.cells.len());
            // SAFETY: `room(n)` left `n` slots past `self.len`, and at most `n`
            // cells are written, each at most one slot further.
            unsafe { *self.cells.get_unchecked_mut(len) = cell };
            len += usize::from(keep(cell));
        }
        self.len = len;
    }
}
