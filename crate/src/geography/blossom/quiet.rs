//! [`Blossom`]'s scan without events: the same edges in the same order, with the
//! same outcomes, as the stepping search, in one loop that returns only after an
//! augmentation, every [`QUIET_REPORT`] edges and at the end (a caller can still run
//! it in slices).
//!
//! Cost: as the stepping search, without a return per edge.
//!
//! ```
//! use gridplay::geography::{blossom::Blossom, Board, Matching, Moves, Steps};
//!
//! // Without events (`finish`) the scan runs here; with them (each event taken),
//! // step by step: the same pairs.
//! let board = Board::from_rows(&["...", ".#.", "..."]).with_moves(Moves::King);
//! let mut quiet = Matching::new(board.len());
//! Steps::new(&board, &mut quiet, Blossom::new(&board)).finish();
//! let mut stepped = Matching::new(board.len());
//! Steps::new(&board, &mut stepped, Blossom::new(&board)).for_each(drop);
//! assert_eq!(quiet, stepped);
//! assert_eq!(quiet.size(), 4);
//! ```

use super::{Blossom, EdgeCursor, Label, NONE, THROUGH_PARTNER, Untried, augmenting_path};
use crate::geography::{Arena, Matching, QUIET_REPORT};

/// Where [`Blossom::scan_quietly`] stopped.
pub(super) enum Quiet {
    /// After an augmentation.
    Augmented,
    /// After [`QUIET_REPORT`] more edges: the last one, and whether it was skipped.
    Paused(u32, u32, bool),
    /// The queue is empty: no tree can grow.
    Done,
}

impl Blossom {
    /// The scan without events: the same edges in the same order, with the same
    /// outcomes, as the stepping search's scan and the phases it leads to, handled
    /// in place.
    /// Stops after an augmentation, every [`QUIET_REPORT`] edges, and once the
    /// queue is empty. Out of line, so that the loop has the registers to itself
    /// (a return per augmentation makes the call cheap). The scanned cell's edges
    /// come from `W` (a board's bits of open moves, a graph's next neighbour).
    #[inline(never)]
    pub(super) fn scan_quietly<A: Arena, W: Untried<A>>(
        &mut self,
        board: &A,
        matching: &mut Matching,
    ) -> Quiet {
        loop {
            let from = self.scan.from;
            let mut edges: W = self.scan.untried(board);
            let (tree, mut base) = match edges.is_empty() {
                true => (NONE, NONE),
                false => (self.forest.tree(from), self.forest.find(from)),
            };
            while let Some((i, to)) = edges.next(board, from) {
                let skipped = match self.forest.label(to) {
                    Label::Unlabelled => {
                        let partner = matching.partner(to);
                        if let Some(partner) = partner {
                            self.forest.set_odd(to, from);
                            self.forest.set_even(partner, tree);
                            self.frontier.push(&self.forest, partner, THROUGH_PARTNER);
                        }
                        partner.is_none()
                    }
                    Label::Even if self.forest.tree(to) != tree => {
                        self.scan.next = i + 1;
                        self.path = augmenting_path(&self.forest, matching.mates(), from, to);
                        self.augment(board, matching);
                        return Quiet::Augmented;
                    }
                    Label::Even if self.forest.find(to) != base => {
                        base = self
                            .forest
                            .common_base(from, to, matching.mates())
                            .expect("both ends in one tree");
                        self.contract::<false>(from, to, base, matching);
                        false
                    }
                    _ => true,
                };
                self.tried = self.tried.wrapping_add(1);
                if self.tried % QUIET_REPORT == 0 {
                    self.scan.next = i + 1;
                    return Quiet::Paused(from, to, skipped);
                }
            }
            let Some(next) = self.frontier.pop(&self.forest, matching.mates()) else {
                self.scan.next = EdgeCursor::DONE;
                return Quiet::Done;
            };
            self.scan.from = next;
            self.scan.next = 0;
        }
    }
}
