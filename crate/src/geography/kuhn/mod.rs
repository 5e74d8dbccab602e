//! `kuhn`: Kuhn's algorithm, an augmenting-path DFS from each free left cell in
//! row-major order with an explicit stack, as in the problem's reference solutions.
//!
//! From a free left cell the search tries each neighbour `v`: a free `v` ends an
//! augmenting path, which is flipped; a matched `v` sends the search on to its
//! partner. A root first tries an unmatched neighbour, towards the rows already
//! searched ([`ROOT_ORDER`]), so that an open board pairs almost every cell by a
//! path of two cells; these first tries are kuhn's guesses, so its greedy start
//! makes the forced pairs only ([`super::greedy`]).
//!
//! Visited marks are cleared after a successful search and kept for good after a
//! failed one: the cells a failed search reached (its Hungarian tree) have all their
//! neighbours inside the tree and no free right cell, so no later augmenting path
//! can enter them, and all failed searches together cost O(E). Without events, on
//! rook boards, each search is one tight loop over the same edges in the same order
//! (`kuhn/quiet.rs`), so a run with and without events flips the same paths.
//!
//! Cost: O(V·E) in the worst case, O(E) per search; far less after a greedy start.
//! Memory: a byte per right cell (its mark and, for quiet searches, its link), the
//! search path and the cells it visited.
//!
//! ```
//! use gridplay::geography::{kuhn::Kuhn, Board, Matching, Steps};
//!
//! let board = Board::from_rows(&["..", ".."]);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, Kuhn::new(&board)).finish();
//! assert_eq!(matching.size(), 2);
//! ```

mod quiet;

use super::board::{AnyMoves, Edges, rook_order};
use super::{Board, Direction, Event, Matching, Moves, Search};

/// Directions in the order the search tries them. Roots (and the greedy pass) go
/// row by row, so free right cells are left mostly below: trying down first finds
/// them sooner than up first.
pub const ORDER: [Direction; 4] = [
    Direction::Down,
    Direction::Right,
    Direction::Up,
    Direction::Left,
];

/// The order in which a root looks for an unmatched neighbour before its search:
/// towards the cells already searched first, so none of their partners is left
/// behind.
pub const ROOT_ORDER: [Direction; 4] = [
    Direction::Up,
    Direction::Left,
    Direction::Down,
    Direction::Right,
];

// `RookOrder`, the rook's edges in [`ORDER`], and its table `IN_ORDER`.
rook_order!();

/// Marks of a right cell (the low bits of its byte in [`Kuhn`]'s marks).
const UNSEEN: u8 = 0;
const SEEN: u8 = 1;
const DEAD: u8 = 2;
const MARK_BITS: u8 = 0b11;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    NextRoot,
    Scan,
    Direct(u32),
    Examine(u32),
    Augment(u32),
    Failed(u32),
    Done,
    Finished,
}

/// Kuhn's search state: the path stack, visited marks and a root cursor.
#[derive(Debug, Clone)]
pub struct Kuhn {
    next_root: u32,
    /// Left cells on the search path, each with the index in `ORDER` to try next.
    stack: Vec<(u32, u8)>,
    /// Per right cell, at [`slot`]: in [`MARK_BITS`], unseen, seen or dead for
    /// good; on rook boards once a quiet search ran, its link above them (where
    /// its partner is and the edges on from it; see `quiet::LINK_SHIFT`). One byte, so
    /// a quiet search reads a cell's mark and partner in one load.
    marks: Vec<u8>,
    /// Right cells seen by the current search.
    seen: Vec<u32>,
    /// The path of [`Kuhn::search_quietly`]: left cells with the `ORDER` bits of
    /// the edges still to try and the `ORDER` index of the step to the partner
    /// they were reached through (`quiet::ROOT` for the root).
    quiet: Vec<(u32, u8, u8)>,
    /// Cells seen by quiet searches (plus one a search) since the last return.
    quiet_work: u32,
    /// True once the links are in `marks` (the first quiet search).
    linked: bool,
    phase: Phase,
}

impl Kuhn {
    /// A search over `board`, starting before its first cell.
    pub fn new(board: &Board) -> Self {
        Kuhn {
            next_root: 0,
            stack: Vec::new(),
            marks: vec![0; board.len().div_ceil(2)],
            seen: Vec::new(),
            quiet: Vec::new(),
            quiet_work: 0,
            linked: false,
            phase: Phase::NextRoot,
        }
    }

    /// Left cells on the current search path, from the root.
    pub fn path_lefts(&self) -> impl DoubleEndedIterator<Item = u32> + ExactSizeIterator + '_ {
        self.stack.iter().map(|&(cell, _)| cell)
    }

    /// Once every search is done: the right cells that failed searches reached.
    /// Those searches' roots stay free, and what they reached stays as it was (no
    /// later path enters it), so these are exactly the right cells an alternating
    /// path from a free left cell reaches ([`super::winning::Winning::know_lefts`]).
    pub fn closed_rights<'a>(&'a self, board: &'a Board) -> impl Iterator<Item = u32> + 'a {
        debug_assert!(self.phase == Phase::Finished, "after the last search");
        let dead = self.marks.iter().enumerate();
        let dead = dead.filter(|&(_, &state)| state & MARK_BITS == DEAD);
        // The slot's right cell: the first of its two cells, or the second.
        dead.map(move |(slot, _)| {
            let first = 2 * slot as u32;
            first + u32::from(board.is_left(first))
        })
    }

    /// Gives every cell this search saw the mark `mark` (unseen after a success,
    /// dead after a failure).
    fn end_search(&mut self, mark: u8) {
        for &cell in &self.seen {
            set_mark(&mut self.marks[slot(cell)], mark);
        }
        self.seen.clear();
    }

    /// The first unmatched neighbour of `root` in [`ROOT_ORDER`], if any.
    #[inline(always)]
    fn free_neighbour(&self, board: &Board, matching: &Matching, root: u32) -> Option<u32> {
        if board.moves() != Moves::Rook {
            return board.neighbours(root).find(|&to| !matching.is_matched(to));
        }
        let open = board.open_directions(root);
        ROOT_ORDER
            .into_iter()
            .filter(|&d| open & (1 << d as u8) != 0)
            .map(|d| board.step(root, d as u8))
            .find(|&to| !matching.is_matched(to))
    }

    /// Steps onto the unvisited right cell `to`: the path ends there or goes on to
    /// its partner.
    #[inline]
    fn examine<const EMIT: bool>(&mut self, to: u32, matching: &Matching) -> Option<Event> {
        set_mark(&mut self.marks[slot(to)], SEEN);
        self.seen.push(to);
        match matching.partner(to) {
            None => {
                self.phase = Phase::Augment(to);
                EMIT.then(|| Event::PathFound {
                    root: self.stack[0].0,
                    end: to,
                    len: 2 * self.stack.len() as u32,
                })
            }
            Some(partner) => {
                self.stack.push((partner, 0));
                self.phase = Phase::Scan;
                EMIT.then_some(Event::MatchFollowed {
                    from: to,
                    to: partner,
                })
            }
        }
    }
}

/// Where right cell `cell`'s byte is in [`Kuhn`]'s marks. Neighbouring cells are
/// of two colours, so `cell / 2` is one right cell's own: in a row, one of each
/// pair of cells; across rows on a board of odd width, the cells of one colour are
/// those of one parity.
#[inline(always)]
fn slot(cell: u32) -> usize {
    (cell >> 1) as usize
}

/// Sets the mark of a right cell's byte in [`Kuhn`]'s marks.
#[inline]
fn set_mark(state: &mut u8, mark: u8) {
    *state = (*state & !MARK_BITS) | mark;
}

impl Search for Kuhn {
    /// Only for bipartite rules (`rook`, `knight`): the left side is the colour.
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        debug_assert!(board.moves().is_bipartite(), "kuhn on {}", board.moves());
        if board.moves() == Moves::Rook {
            self.step_with::<EMIT, RookOrder>(board, matching)
        } else {
            self.step_with::<EMIT, AnyMoves>(board, matching)
        }
    }
}

impl Kuhn {
    fn step_with<const EMIT: bool, E: Edges>(
        &mut self,
        board: &Board,
        matching: &mut Matching,
    ) -> Option<Event> {
        loop {
            match self.phase {
                Phase::NextRoot => {
                    let Some(root) = matching.next_unmatched(board, &mut self.next_root, true)
                    else {
                        self.phase = Phase::Done;
                        continue;
                    };
                    if !EMIT && board.moves() == Moves::Rook {
                        // The same search in one loop; a report now and then.
                        if let Some(event) = self.search_quietly(board, matching, root) {
                            return Some(event);
                        }
                        continue;
                    }
                    self.stack.push((root, 0));
                    self.phase = match self.free_neighbour(board, matching, root) {
                        Some(to) => Phase::Direct(to),
                        None => Phase::Scan,
                    };
                    if EMIT {
                        return Some(Event::SearchStarted { root });
                    }
                }
                Phase::Scan => {
                    let top = self.stack.last_mut().expect("scan with a path");
                    let (from, next) = *top;
                    let remaining = E::open_from(board, from, next);
                    if remaining == 0 {
                        self.stack.pop();
                        if self.stack.is_empty() {
                            self.phase = Phase::Failed(from);
                        }
                        if EMIT {
                            return Some(Event::Backtracked { cell: from });
                        }
                        continue;
                    }
                    let i = next + remaining.trailing_zeros() as u8;
                    top.1 = i + 1;
                    let to = E::to(board, from, i);
                    let skipped = self.marks[slot(to)] & MARK_BITS != UNSEEN;
                    if EMIT {
                        if !skipped {
                            self.phase = Phase::Examine(to);
                        }
                        return Some(Event::EdgeTried { from, to, skipped });
                    }
                    if !skipped {
                        self.examine::<false>(to, matching);
                    }
                }
                Phase::Direct(to) => {
                    self.phase = Phase::Examine(to);
                    if EMIT {
                        return Some(Event::EdgeTried {
                            from: self.stack[0].0,
                            to,
                            skipped: false,
                        });
                    }
                }
                Phase::Examine(to) => {
                    if let Some(event) = self.examine::<EMIT>(to, matching) {
                        return Some(event);
                    }
                }
                Phase::Augment(end) => {
                    matching.augment(self.stack.iter().map(|&(cell, _)| cell), end);
                    if self.linked {
                        self.relink(board, matching);
                    }
                    self.stack.clear();
                    self.end_search(UNSEEN);
                    self.phase = Phase::NextRoot;
                    return Some(Event::Augmented {
                        size: matching.size(),
                    });
                }
                Phase::Failed(root) => {
                    self.end_search(DEAD);
                    self.phase = Phase::NextRoot;
                    return Some(Event::SearchFailed { root });
                }
                Phase::Done => {
                    self.phase = Phase::Finished;
                    if EMIT {
                        return Some(Event::MatchingDone {
                            size: matching.size(),
                        });
                    }
                }
                Phase::Finished => return None,
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::generate;

    /// Each right cell has a byte of its own in the marks, on boards of odd and
    /// even widths.
    #[test]
    fn right_cells_have_their_own_slots() {
        for (rows, cols) in (1..7).flat_map(|r| (1..7).map(move |c| (r, c))) {
            let board = generate::empty(rows, cols);
            let kuhn = Kuhn::new(&board);
            let mut slots: Vec<usize> = (0..board.len() as u32)
                .filter(|&c| !board.is_left(c))
                .map(slot)
                .collect();
            let rights = slots.len();
            slots.sort_unstable();
            slots.dedup();
            assert_eq!(slots.len(), rights, "{rows}×{cols}");
            assert!(slots.iter().all(|&s| s < kuhn.marks.len()), "{rows}×{cols}");
        }
    }
}
