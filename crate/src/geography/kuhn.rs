//! `kuhn`: augmenting-path DFS from each free left cell in row-major order
//! (Kuhn's algorithm, as in the problem's reference solutions), with an explicit
//! stack.
//!
//! From a free left cell the search tries each neighbour `v`: a free `v` ends an
//! augmenting path, which is flipped; a matched `v` sends the search on to its
//! partner. Each free left cell is searched from once.
//!
//! A root first tries an unmatched neighbour if it has one, looking up and left
//! (the rows already searched) before down and right ([`ROOT_ORDER`]): without the
//! greedy start this pairs almost every cell of an open board with a path of two
//! cells, where trying down first leaves the top row's right cells free and the
//! bottom row's searches cross the whole board (quadratic: 26 G instructions on an
//! empty 1000×1000 board before, 9 ms now). These first tries are kuhn's guesses,
//! so its greedy start makes the forced pairs only ([`super::greedy`]).
//!
//! Why searches get long: every matched left cell was a root, so a search from row
//! `r` stays in rows `r + 1` and above, and once the rows near it are saturated
//! it climbs to a free right cell left behind. On random 10 % walls the 629
//! searches of over 5 000 cells (out of 60 542 that are not a first try) see 5.9 M
//! of the 15.2 M cells seen, and end up to 300 rows above their roots.
//!
//! Visited marks are cleared after a successful search. After a failed one they
//! become permanent: the cells a failed search reached (its Hungarian tree) have all
//! their neighbours inside the tree and no free right cell, so no later augmenting
//! path can enter them. This keeps all failed searches together at O(E).
//!
//! Run without events (on rook boards), each search is one tight loop
//! (`search_quietly`, trying the same edges in the same order, minus the
//! edge back to the partner it came from): a third fewer instructions on random
//! 2000×2000 boards than the stepping state machine. A root's first try is made
//! before that loop, from the links of its four neighbours read at once (kuhn's
//! searches, medians of six: empty 2000×2000 board 72 → 53 ms, random 10 % walls
//! 461 → 435 ms). It returns between searches
//! once every 16 384 cells of work, so a caller can run it in slices.
//!
//! Only right cells are marked, so the marks take a byte per right cell (half a
//! byte a cell). The quiet loop also reads from that byte where the right cell's
//! partner is and which edges the search tries from the partner, not the board and
//! the matching: one byte a step. The searches wander over the board and wait
//! mostly for memory. A quarter of the bytes they read before (two bytes a cell
//! of either colour) took a 2000×2000 maze without the greedy start from 1.14 s
//! to 0.72 s of CPU time (median of five, the whole CLI run), and a random board
//! with 10 % walls, where 6 141 searches read 15 M cells, from 1.00 s to 0.90 s.
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

use super::board::{AnyMoves, Edges, in_order};
use super::{Board, Direction, Event, Matching, Moves, Search, UNMATCHED};

/// Directions in the order the search tries them. Roots (and the greedy pass) go
/// row by row, so free right cells are left mostly below: trying down first halves
/// the work on random 2000×2000 boards compared with up first.
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

/// Marks of a right cell (the low bits of its byte in [`Kuhn`]'s marks).
const UNSEEN: u8 = 0;
const SEEN: u8 = 1;
const DEAD: u8 = 2;
const MARK_BITS: u8 = 0b11;

/// Work between two returns of a quiet run (cells seen, plus one a search; well
/// under a millisecond): one return per search cost 4 % more instructions on a
/// 2000×2000 maze without the greedy start, a million searches of 21 cells.
const QUIET_SLICE: u32 = 1 << 14;

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
    /// its partner is and the edges on from it; see [`LINK_SHIFT`]). One byte, so
    /// a quiet search reads a cell's mark and partner in one load.
    marks: Vec<u8>,
    /// Right cells seen by the current search.
    seen: Vec<u32>,
    /// The path of [`Kuhn::search_quietly`]: left cells with the `ORDER` bits of
    /// the edges still to try and the `ORDER` index of the step to the partner
    /// they were reached through ([`ROOT`] for the root).
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

impl Kuhn {
    /// Every right cell's link in `marks`, read off `board` and `matching`.
    fn make_links(&mut self, board: &Board, matching: &Matching) {
        for cell in 0..board.len() as u32 {
            if !board.is_left(cell) {
                let link = link(board, cell, matching.mate[cell as usize]);
                set_link(&mut self.marks[slot(cell)], link);
            }
        }
        self.linked = true;
    }

    /// The whole search from `root` on a rook board without events, in one loop:
    /// the same edges in the same order as the stepping search, so the same path
    /// and marks, only without its state machine. A cell's edge back to the partner
    /// it was reached from is not tried (that cell is seen already). True when a
    /// path was found and flipped, with the number of right cells the search saw.
    ///
    /// It reads the board and the matching from the links beside the marks (made
    /// on the first quiet search, then kept up to date), not from the board and
    /// the matching's four bytes a cell: the search wanders over the board, and
    /// its time goes mostly into waiting for those reads (on a 2000×2000 maze
    /// without the greedy start, a third less time with the links).
    fn search_quietly(&mut self, board: &Board, matching: &mut Matching, root: u32) -> (bool, u32) {
        if !self.linked {
            self.make_links(board, matching);
        }
        let open = board.open_directions(root);
        // The root's first try, off the links: a free neighbour is paired at once,
        // outside the search loop. All four neighbours are read before one branch
        // asks whether one is free.
        let steps = board.direction_offsets();
        let mut free = 0;
        for (d, &step) in steps.iter().enumerate() {
            let state = self.marks.get(slot(root.wrapping_add(step))).copied();
            free |= u8::from(state.is_some_and(|s| s >> LINK_SHIFT == NO_PARTNER)) << d;
        }
        free &= open;
        if free != 0 {
            let d = FIRST_FREE[free as usize];
            let to = root.wrapping_add(steps[d as usize]);
            matching.pair(root, to);
            set_link(
                &mut self.marks[slot(to)],
                FIRST_TRY_LINK[d as usize][open as usize],
            );
            return (true, 0);
        }
        let offsets = order_offsets(board.cols());
        let mut end = None;
        // Borrowed apart from `self`, so the loop keeps them in registers.
        let (marks, seen, quiet) = (&mut self.marks[..], &mut self.seen, &mut self.quiet);
        // The path's top (`from` with the edges still to try in `mask`) is kept
        // out of `quiet`, which holds the cells below it.
        let (mut from, mut mask, mut back) =
            (root, IN_ORDER[board.open_directions(root) as usize], ROOT);
        quiet.clear();
        while end.is_none() {
            if mask == 0 {
                match quiet.pop() {
                    Some(top) => (from, mask, back) = top,
                    None => break,
                }
                continue;
            }
            let to = from.wrapping_add(offsets[mask.trailing_zeros() as usize & 3]);
            mask &= mask - 1;
            let state = marks[slot(to)];
            if state & MARK_BITS != UNSEEN {
                continue;
            }
            marks[slot(to)] = state | SEEN;
            seen.push(to);
            let link = state >> LINK_SHIFT;
            if link == NO_PARTNER {
                end = Some(to);
                break;
            }
            quiet.push((from, mask, back));
            from = to.wrapping_add(offsets[(link & 3) as usize]);
            mask = ON_FROM_PARTNER[link as usize];
            back = OPPOSITE[(link & 3) as usize];
        }
        let seen = self.seen.len() as u32;
        match end {
            Some(end) => {
                self.quiet.push((from, mask, back));
                self.flip_quietly(board, matching, end);
                self.end_search(UNSEEN);
                (true, seen)
            }
            None => {
                self.end_search(DEAD);
                (false, seen)
            }
        }
    }
}

impl Kuhn {
    /// Flips the quiet search's path (in `quiet`, ending at the free right cell
    /// `end`) and gives its right cells their new links. The old partners and
    /// the left cells' open edges come from the path and the old links, which the
    /// search just read; the matching's partners and the board, which it did not,
    /// are only written.
    fn flip_quietly(&mut self, board: &Board, matching: &mut Matching, end: u32) {
        let offsets = order_offsets(board.cols());
        let marks = &mut self.marks;
        let mut right = end;
        let pairs = self.quiet.iter().rev().map(|&(left, _, back)| {
            // From the end back to the root, so each old partner's link is read
            // before it is written.
            let (old, open) = match back {
                ROOT => (UNMATCHED, IN_ORDER[board.open_directions(left) as usize]),
                _ => {
                    let old = left.wrapping_add(offsets[back as usize]);
                    let link = marks[slot(old)] >> LINK_SHIFT;
                    (old, ON_FROM_PARTNER[link as usize] | 1 << back)
                }
            };
            set_link(&mut marks[slot(right)], pack(right, left, open));
            let pair = (left, right);
            right = old;
            pair
        });
        matching.flip(pairs);
    }
}

/// `FIRST_FREE[free]`: the first direction of [`ROOT_ORDER`] in `free` (bit `d`
/// for [`Direction`] `d`, not 0).
const FIRST_FREE: [u8; 16] = {
    let mut table = [0; 16];
    let mut free = 1;
    while free < 16 {
        let mut k = 0;
        while free & (1 << ROOT_ORDER[k] as usize) == 0 {
            k += 1;
        }
        table[free] = ROOT_ORDER[k] as u8;
        free += 1;
    }
    table
};

/// `FIRST_TRY_LINK[d][open]`: the link of the right cell a root pairs with at its
/// first try, one step in direction `d` (a [`Direction`] index) from the root,
/// whose open directions are `open` ([`Board::open_directions`]).
const FIRST_TRY_LINK: [[u8; 16]; 4] = {
    let mut table = [[0; 16]; 4];
    let mut d = 0;
    while d < 4 {
        // The step from the right cell to the root, as an index in `ORDER`.
        let mut i = 0;
        while ORDER[i] as usize != (d + 2) % 4 {
            i += 1;
        }
        let mut open = 0;
        while open < 16 {
            table[d][open] = pack_step(i as u8, IN_ORDER[open]);
            open += 1;
        }
        d += 1;
    }
    table
};

/// In [`Kuhn`]'s quiet path: the root, which was reached through no partner.
const ROOT: u8 = 4;

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

/// Sets the link of a right cell's byte in [`Kuhn`]'s marks.
#[inline]
fn set_link(state: &mut u8, link: u8) {
    *state = (*state & MARK_BITS) | link << LINK_SHIFT;
}

/// After a flip along `lefts`: the new partners of their right cells in the
/// links in `marks`.
fn relink(board: &Board, marks: &mut [u8], matching: &Matching, lefts: impl Iterator<Item = u32>) {
    for left in lefts {
        let right = matching.mate[left as usize];
        set_link(&mut marks[slot(right)], link(board, right, left));
    }
}

/// `ORDER`'s steps as offsets on a board `cols` wide: down, right, up, left.
fn order_offsets(cols: u32) -> [u32; 4] {
    [cols, 1, cols.wrapping_neg(), u32::MAX]
}

/// `OPPOSITE[i]`: the index in `ORDER` of the step back from `ORDER[i]`.
const OPPOSITE: [u8; 4] = [2, 3, 0, 1];

/// A right cell's link (the six bits of its byte in [`Kuhn`]'s marks above
/// [`MARK_BITS`]): in bits 0–1, the index in `ORDER` of the step to its partner;
/// in bits 2–4, which of the partner's other three edges are open (the edge back
/// to the cell is never tried), in `ORDER`; [`NO_PARTNER`] for none.
const LINK_SHIFT: u8 = 2;
/// The link of a right cell without a partner (the other links fit in five bits).
const NO_PARTNER: u8 = 1 << 5;

/// `ON_FROM_PARTNER[link]`: the partner's edges the search tries, in `ORDER` bits.
const ON_FROM_PARTNER: [u8; 32] = {
    let mut table = [0; 32];
    let mut link = 0;
    while link < 32 {
        let back = OPPOSITE[link & 3];
        let (mut other, mut k, mut i) = (0, 0, 0);
        while i < 4 {
            if i != back {
                other |= ((link >> (2 + k) & 1) as u8) << i;
                k += 1;
            }
            i += 1;
        }
        table[link] = other;
        link += 1;
    }
    table
};

/// The link of right cell `cell` with its `mate` (see [`LINK_SHIFT`]).
fn link(board: &Board, cell: u32, mate: u32) -> u8 {
    match mate {
        UNMATCHED => NO_PARTNER,
        _ => pack(cell, mate, IN_ORDER[board.open_directions(mate) as usize]),
    }
}

/// The link of right cell `cell` with partner `mate`, whose open edges are `open`
/// in `ORDER` bits.
fn pack(cell: u32, mate: u32, open: u8) -> u8 {
    pack_step(step_index(cell, mate), open)
}

/// The link of a right cell whose partner is step `i` (an index in `ORDER`) away
/// and has the open edges `open` in `ORDER` bits.
const fn pack_step(i: u8, open: u8) -> u8 {
    let back = OPPOSITE[i as usize];
    // The open edges but `back`, packed into three bits.
    let other = (open & ((1 << back) - 1)) | (open >> (back + 1)) << back;
    i | other << 2
}

/// The index in `ORDER` of the step from `cell` to `mate`, a rook step away.
fn step_index(cell: u32, mate: u32) -> u8 {
    // Right (1) and left (-1) are odd, up (-cols) and left have the top bit (on a
    // board one column wide, down is taken for right, which has the same offset).
    let delta = mate.wrapping_sub(cell);
    u8::from(delta.wrapping_add(1) <= 2) | (((delta >> 31) as u8) << 1)
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
                    let Some(root) = matching.next_unmatched(board, self.next_root, true) else {
                        self.phase = Phase::Done;
                        continue;
                    };
                    self.next_root = root + 1;
                    if !EMIT && board.moves() == Moves::Rook {
                        let (found, seen) = self.search_quietly(board, matching, root);
                        // Reported without events too, once [`QUIET_SLICE`] cells
                        // were seen: a quiet caller can stop between searches.
                        self.quiet_work += seen + 1;
                        if self.quiet_work >= QUIET_SLICE {
                            self.quiet_work = 0;
                            return Some(if found {
                                Event::Augmented {
                                    size: matching.size(),
                                }
                            } else {
                                Event::SearchFailed { root }
                            });
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
                    let lefts = self.stack.iter().map(|&(cell, _)| cell);
                    matching.augment(lefts.clone(), end);
                    if self.linked {
                        relink(board, &mut self.marks, matching, lefts);
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
    use crate::geography::{Steps, generate, greedy::Greedy};

    /// Run without events, the search still returns between searches, after at
    /// most [`QUIET_SLICE`] cells' work (a caller can stop between slices), on rook
    /// boards (one quiet loop) and knight boards (the stepping loop, once a search).
    #[test]
    fn quiet_run_returns_between_searches() {
        for (i, moves) in [Moves::Rook, Moves::Knight].into_iter().enumerate() {
            let board = generate::random(500, 400 + i as u32, 0.1, 7).with_moves(moves);
            let mut quiet = Matching::new(board.len());
            let mut kuhn = Kuhn::new(&board);
            let (mut returns, mut last) = (0, 0);
            while kuhn.step::<false>(&board, &mut quiet).is_some() {
                returns += 1;
                // Each search adds at most one pair and counts at least one unit.
                assert!(
                    quiet.size() - last <= QUIET_SLICE,
                    "{moves}: one call did too much"
                );
                last = quiet.size();
            }
            assert!(quiet.size() > 2 * QUIET_SLICE, "{moves}: {}", quiet.size());
            assert!(
                returns >= quiet.size() / QUIET_SLICE,
                "{moves}: {returns} returns"
            );
        }
    }

    /// Stepping and quiet calls mixed on one search (quiet calls, then stepping
    /// ones that flip paths, then quiet ones again) end with the matching of a
    /// stepping run, and the links the quiet loop reads always agree with the board
    /// and the matching.
    #[test]
    fn links_stay_in_step_with_the_matching() {
        for seed in 0..3u64 {
            let board = generate::random(300, 310 + seed as u32, 0.1 + 0.1 * seed as f64, seed);
            let mut stepped = Matching::new(board.len());
            Steps::new(&board, &mut stepped, Kuhn::new(&board)).count();
            let mut mixed = Matching::new(board.len());
            let mut kuhn = Kuhn::new(&board);
            // A right cell's link: the step to its partner, and the partner's
            // edges but the one back to the cell; none without a partner.
            let open = |c: u32, i: usize| board.open_directions(c) & 1 << ORDER[i] as u8 != 0;
            let to = |c: u32, i: usize| board.step(c, ORDER[i] as u8);
            let link_agrees = |kuhn: &Kuhn, matching: &Matching, cell: u32| {
                let link = kuhn.marks[slot(cell)] >> LINK_SHIFT;
                let Some(partner) = matching.partner(cell) else {
                    return link == NO_PARTNER;
                };
                let on = (0..4).filter(|&i| open(partner, i) && to(partner, i) != cell);
                link != NO_PARTNER
                    && to(cell, (link & 3) as usize) == partner
                    && ON_FROM_PARTNER[link as usize] == on.fold(0, |bits, i| bits | 1 << i)
            };
            let links_agree = |kuhn: &Kuhn, matching: &Matching| {
                (0..board.len() as u32)
                    .filter(|&cell| !board.is_left(cell))
                    .all(|cell| link_agrees(kuhn, matching, cell))
            };
            let (mut rounds, mut flips_while_linked) = (0, 0);
            'run: loop {
                rounds += 1;
                if kuhn.step::<false>(&board, &mut mixed).is_none() {
                    break;
                }
                assert!(kuhn.linked && links_agree(&kuhn, &mixed), "seed {seed}");
                for _ in 0..3000 {
                    match kuhn.step::<true>(&board, &mut mixed) {
                        None => break 'run,
                        Some(Event::Augmented { .. }) => flips_while_linked += 1,
                        Some(_) => {}
                    }
                }
                assert!(links_agree(&kuhn, &mixed), "seed {seed}");
            }
            assert!(
                rounds > 2 && flips_while_linked > 0,
                "seed {seed}: {rounds}, {flips_while_linked}"
            );
            assert_eq!(mixed, stepped, "seed {seed}");
        }
    }

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

    /// The quiet search flips the same paths as the stepping one: both runs end
    /// with the same matching, from the empty and from the greedy start.
    #[test]
    fn quiet_search_matches_the_stepping_search() {
        for seed in 0..300u64 {
            let rows = 1 + (seed % 13) as u32;
            let cols = 1 + (seed / 13 % 17) as u32;
            let density = [0.0, 0.1, 0.25, 0.4][(seed % 4) as usize];
            let board = generate::random(rows, cols, density, seed);
            let mut start = Matching::new(board.len());
            if seed % 2 == 1 {
                Steps::new(&board, &mut start, Greedy::new(&board)).finish();
            }
            let mut stepped = start.clone();
            let events = Steps::new(&board, &mut stepped, Kuhn::new(&board)).count();
            assert!(events > 0);
            let mut quiet = start;
            Steps::new(&board, &mut quiet, Kuhn::new(&board)).finish();
            assert_eq!(quiet, stepped, "seed {seed}");
        }
    }
}
