//! Kuhn's search without events on rook boards, and the marks both searches share.
//!
//! The same edges in the same order as the stepping search, so the same paths and
//! marks, in one loop without its state machine. Each right cell's byte holds its
//! [`Mark`] and, beside it, its *link*: the step to its partner and which of the
//! partner's edges are open. A step of the search is then one load: the searches
//! wander over the board and wait mostly on memory, so the board's and the
//! matching's own arrays are not read in the loop.
//!
//! Cost: the stepping search's, in fewer instructions and loads. Memory: a byte
//! per right cell (mark and link) and the path. The links are made in one pass over
//! the board on the first quiet search and kept in step with the matching after.
//!
//! ```
//! use gridplay::geography::{kuhn::Kuhn, Board, Matching, Steps};
//!
//! // Without events (`finish`) a rook board is searched by the quiet loop; with
//! // them (each event taken), step by step: the same pairs.
//! let board = Board::from_rows(&["...", ".#.", "..."]);
//! let mut quiet = Matching::new(board.len());
//! Steps::new(&board, &mut quiet, Kuhn::new(&board)).finish();
//! let mut stepped = Matching::new(board.len());
//! Steps::new(&board, &mut stepped, Kuhn::new(&board)).for_each(drop);
//! assert_eq!(quiet, stepped);
//! assert_eq!(quiet.size(), 4);
//! ```

use super::{IN_ORDER, Kuhn, Mark, ORDER, ROOT_ORDER};
use crate::geography::{Arena, Board, Event, Matching, UNMATCHED};

/// Work between two returns of a quiet run (cells seen, plus one a search): often
/// enough for a caller to stop between slices, rarely enough to cost nothing on
/// boards of a million short searches (a return per search would).
const QUIET_SLICE: u32 = 1 << 14;

/// The [`Mark`] bits of a right cell's byte; its link is above them.
const MARK_BITS: u8 = 0b11;

/// A byte per right cell, at [`slot`]: its [`Mark`] in [`MARK_BITS`] and, once a
/// quiet search ran, its link above them ([`LINK_SHIFT`]). One byte, so that a
/// quiet search reads a cell's mark and partner in one load.
#[derive(Debug, Clone)]
pub(super) struct Marks {
    bytes: Vec<u8>,
    /// `cell >> shift` is a right cell's byte: the arena's [`Arena::RIGHT_SHIFT`] (1
    /// on a board, as [`slot`]; 0 on a graph).
    shift: u32,
    /// True once the links are made (the first quiet search).
    linked: bool,
}

impl Marks {
    /// Every right cell of `arena` unseen, without links.
    pub(super) fn new<A: Arena>(arena: &A) -> Self {
        let shift = A::RIGHT_SHIFT;
        Marks {
            bytes: vec![0; arena.len().div_ceil(1 << shift)],
            shift,
            linked: false,
        }
    }

    /// Where right cell `cell`'s byte is, in marks made for an `A`.
    #[inline(always)]
    fn at<A: Arena>(&self, cell: u32) -> usize {
        debug_assert_eq!(self.shift, A::RIGHT_SHIFT);
        (cell >> A::RIGHT_SHIFT) as usize
    }

    /// True when right cell `cell` is [`Mark::Unseen`].
    #[inline(always)]
    pub(super) fn is_unseen<A: Arena>(&self, cell: u32) -> bool {
        self.bytes[self.at::<A>(cell)] & MARK_BITS == Mark::Unseen as u8
    }

    /// Gives right cell `cell` the mark `mark`; its link stays.
    #[inline(always)]
    pub(super) fn set<A: Arena>(&mut self, cell: u32, mark: Mark) {
        let at = self.at::<A>(cell);
        let byte = &mut self.bytes[at];
        *byte = (*byte & !MARK_BITS) | mark as u8;
    }

    /// The right cells marked [`Mark::Dead`].
    pub(super) fn dead_rights<'a>(
        &'a self,
        arena: &'a impl Arena,
    ) -> impl Iterator<Item = u32> + 'a {
        let dead = self.bytes.iter().enumerate();
        let dead = dead.filter(|&(_, &byte)| byte & MARK_BITS == Mark::Dead as u8);
        // On a board the slot's right cell is the first of its two cells, or the second.
        dead.map(move |(slot, _)| {
            let first = (slot as u32) << self.shift;
            first + (self.shift & u32::from(arena.is_left(first)))
        })
    }

    /// After the stepping search flipped a path with left cells `lefts`: their
    /// right cells' links, with their new partners (none to keep before the first
    /// quiet search).
    pub(super) fn relink(
        &mut self,
        arena: &impl Arena,
        matching: &Matching,
        lefts: impl Iterator<Item = u32>,
    ) {
        // Links exist only once a quiet search ran, on a rook board.
        let Some(board) = arena.rook().filter(|_| self.linked) else {
            return;
        };
        for left in lefts {
            if let Some(right) = matching.partner(left) {
                set_link(&mut self.bytes[slot(right)], link(board, right, Some(left)));
            }
        }
    }

    /// Every right cell's link, read off `board` and `matching`.
    fn make_links(&mut self, board: &Board, matching: &Matching) {
        for cell in 0..board.len() as u32 {
            if !board.is_left(cell) {
                let link = link(board, cell, matching.partner(cell));
                set_link(&mut self.bytes[slot(cell)], link);
            }
        }
        self.linked = true;
    }
}

/// Where right cell `cell`'s byte is in [`Marks`]. Neighbouring cells are of two
/// colours, so `cell / 2` is one right cell's own: in a row, one of each pair of
/// cells; across rows on a board of odd width, the cells of one colour are those
/// of one parity.
#[inline(always)]
fn slot(cell: u32) -> usize {
    (cell >> 1) as usize
}

/// The quiet search's own state.
#[derive(Debug, Clone, Default)]
pub(super) struct Quiet {
    /// The path: left cells with the `ORDER` bits of the edges still to try and
    /// the `ORDER` index of the step to the partner they were reached through
    /// ([`ROOT`] for the root).
    path: Vec<(u32, u8, u8)>,
    /// Cells seen by quiet searches (plus one a search) since the last return.
    work: u32,
}

impl Kuhn {
    /// The whole search from `root` ([`Kuhn::search_once`]). Returns an event
    /// once [`QUIET_SLICE`] cells were seen since the last one, so that a quiet
    /// caller can stop between searches: the search's outcome. Out of line, so
    /// that the loop has the registers to itself (inlined into the stepping
    /// search's state machine, it spilled some).
    #[inline(never)]
    pub(super) fn search_quietly(
        &mut self,
        board: &Board,
        matching: &mut Matching,
        root: u32,
    ) -> Option<Event> {
        let (found, seen) = self.search_once(board, matching, root);
        self.quiet.work += seen + 1;
        if self.quiet.work < QUIET_SLICE {
            return None;
        }
        self.quiet.work = 0;
        Some(if found {
            Event::Augmented {
                size: matching.size(),
            }
        } else {
            Event::SearchFailed { root }
        })
    }

    /// The whole search from `root` on a rook board without events, in one loop:
    /// the same edges in the same order as the stepping search, so the same path
    /// and marks. A cell's edge back to the partner it was reached from is not
    /// tried (that cell is seen already). True when a path was found and flipped,
    /// with the number of right cells the search saw.
    fn search_once(&mut self, board: &Board, matching: &mut Matching, root: u32) -> (bool, u32) {
        if !self.marks.linked {
            self.marks.make_links(board, matching);
        }
        if self.pair_at_once(board, matching, root) {
            return (true, 0);
        }
        let offsets = order_offsets(board.cols());
        let mut end = None;
        // Borrowed apart from `self`, so the loop keeps them in registers.
        let (marks, seen, path) = (
            &mut self.marks.bytes[..],
            &mut self.seen,
            &mut self.quiet.path,
        );
        // The path's top (`from` with the edges still to try in `mask`) is kept
        // out of `path`, which holds the cells below it.
        let (mut from, mut mask, mut back) =
            (root, IN_ORDER[board.open_directions(root) as usize], ROOT);
        path.clear();
        while end.is_none() {
            if mask == 0 {
                match path.pop() {
                    Some(top) => (from, mask, back) = top,
                    None => break,
                }
                continue;
            }
            let to = from.wrapping_add(offsets[mask.trailing_zeros() as usize & 3]);
            mask &= mask - 1;
            let state = marks[slot(to)];
            if state & MARK_BITS != Mark::Unseen as u8 {
                continue;
            }
            marks[slot(to)] = state | Mark::Seen as u8;
            seen.push(to);
            let link = state >> LINK_SHIFT;
            if link == NO_PARTNER {
                end = Some(to);
                break;
            }
            path.push((from, mask, back));
            from = to.wrapping_add(offsets[(link & 3) as usize]);
            mask = ON_FROM_PARTNER[link as usize];
            back = OPPOSITE[(link & 3) as usize];
        }
        let seen = self.seen.len() as u32;
        match end {
            Some(end) => {
                self.quiet.path.push((from, mask, back));
                self.flip_quietly(board, matching, end);
                self.end_search::<Board>(Mark::Unseen);
                (true, seen)
            }
            None => {
                self.end_search::<Board>(Mark::Dead);
                (false, seen)
            }
        }
    }

    /// The root's first try, off the links: pairs `root` with its first unmatched
    /// neighbour in [`ROOT_ORDER`], if any, outside the search loop. All four
    /// neighbours are read before one branch asks whether one is free.
    #[inline(always)]
    fn pair_at_once(&mut self, board: &Board, matching: &mut Matching, root: u32) -> bool {
        let open = board.open_directions(root);
        let steps = board.direction_offsets();
        let mut free = 0;
        for (d, &step) in steps.iter().enumerate() {
            let state = self.marks.bytes.get(slot(root.wrapping_add(step))).copied();
            free |= u8::from(state.is_some_and(|s| s >> LINK_SHIFT == NO_PARTNER)) << d;
        }
        free &= open;
        if free == 0 {
            return false;
        }
        let d = FIRST_FREE[free as usize];
        let to = root.wrapping_add(steps[d as usize]);
        matching.pair(root, to);
        set_link(
            &mut self.marks.bytes[slot(to)],
            FIRST_TRY_LINK[d as usize][open as usize],
        );
        true
    }

    /// Flips the quiet search's path (in the quiet path, ending at the free right
    /// cell `end`) and gives its right cells their new links. The old partners and
    /// the left cells' open edges come from the path and the old links, which the
    /// search just read; the matching's partners and the board, which it did not,
    /// are only written.
    fn flip_quietly(&mut self, board: &Board, matching: &mut Matching, end: u32) {
        let offsets = order_offsets(board.cols());
        let marks = &mut self.marks.bytes;
        let mut right = end;
        let pairs = self.quiet.path.iter().rev().map(|&(left, _, back)| {
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
/// for [`Direction`](crate::geography::Direction) `d`, not 0).
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
/// first try, one step in direction `d` (a [`Direction`](crate::geography::Direction) index) from the root,
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

/// In the quiet path: the root, which was reached through no partner.
const ROOT: u8 = 4;

/// Sets the link of a right cell's byte in [`Marks`].
#[inline]
fn set_link(state: &mut u8, link: u8) {
    *state = (*state & MARK_BITS) | link << LINK_SHIFT;
}

/// `ORDER`'s steps as offsets on a board `cols` wide: down, right, up, left.
fn order_offsets(cols: u32) -> [u32; 4] {
    [cols, 1, cols.wrapping_neg(), u32::MAX]
}

/// `OPPOSITE[i]`: the index in `ORDER` of the step back from `ORDER[i]`.
const OPPOSITE: [u8; 4] = [2, 3, 0, 1];

/// A right cell's link (the six bits of its byte in [`Marks`] above
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

/// The link of right cell `cell` with its `partner` (see [`LINK_SHIFT`]).
fn link(board: &Board, cell: u32, partner: Option<u32>) -> u8 {
    match partner {
        None => NO_PARTNER,
        Some(mate) => pack(cell, mate, IN_ORDER[board.open_directions(mate) as usize]),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::{Moves, Search, Steps, generate, greedy::Greedy};

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
            assert!(
                slots.iter().all(|&s| s < kuhn.marks.bytes.len()),
                "{rows}×{cols}"
            );
        }
    }

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
                let link = kuhn.marks.bytes[slot(cell)] >> LINK_SHIFT;
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
                assert!(
                    kuhn.marks.linked && links_agree(&kuhn, &mixed),
                    "seed {seed}"
                );
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
