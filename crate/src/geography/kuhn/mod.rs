//! `kuhn`: Kuhn's algorithm, a maximum matching on bipartite boards (`rook`,
//! `knight`) by one augmenting-path search from each free left cell.
//!
//! For each free left cell in row-major order, a depth-first search with an
//! explicit stack tries each neighbour `v`: a free `v` ends an augmenting path,
//! which is flipped; a matched `v` sends the search on to its partner. Before its
//! search a root takes an unmatched neighbour if it has one, looking first towards
//! the rows already searched ([`ROOT_ORDER`]): kuhn's own guess, which is why its
//! greedy start makes the forced pairs only ([`super::greedy`]).
//!
//! A right cell a failed search reached stays marked dead for good: the cells of
//! that search's tree (its Hungarian tree) have all their neighbours inside it and
//! no free right cell, so no later augmenting path can enter them. After a
//! successful search the marks are cleared. Run without events on a rook board,
//! each search is one tight loop over the same edges in the same order
//! (`kuhn/quiet.rs`), so both runs flip the same paths.
//!
//! Cost: O(V·E) in the worst case, O(E) per search and O(E) for all failed
//! searches together. Memory: a byte per right cell, the path and the cells the
//! search saw.
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

use super::board::{AnyMoves, EdgeWalk, rook_order};
use super::{Arena, Board, Direction, Event, Matching, Search};
use quiet::{Marks, Quiet};

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

/// A right cell's mark in the current search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
enum Mark {
    /// Not reached yet: the search may step onto it.
    Unseen = 0,
    /// Reached by the current search.
    Seen = 1,
    /// Reached by a failed search: no augmenting path goes through it.
    Dead = 2,
}

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
    /// Left cells on the search path, each with the index of the edge to try next
    /// (in `ORDER` on a rook board).
    stack: Vec<(u32, u32)>,
    /// Each right cell's [`Mark`].
    marks: Marks,
    /// Right cells seen by the current search.
    seen: Vec<u32>,
    /// The search without events (`kuhn/quiet.rs`): its path and work count.
    quiet: Quiet,
    phase: Phase,
}

impl Kuhn {
    /// A search over `board` (a board or a graph), starting before its first cell.
    pub fn new(board: &impl Arena) -> Self {
        Kuhn {
            next_root: 0,
            stack: Vec::new(),
            marks: Marks::new(board),
            seen: Vec::new(),
            quiet: Quiet::default(),
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
    pub fn closed_rights<'a>(&'a self, board: &'a impl Arena) -> impl Iterator<Item = u32> + 'a {
        debug_assert!(self.phase == Phase::Finished, "after the last search");
        self.marks.dead_rights(board)
    }

    /// Gives every cell this search saw the mark `mark` (unseen after a success,
    /// dead after a failure).
    #[inline]
    fn end_search<A: Arena>(&mut self, mark: Mark) {
        for &cell in &self.seen {
            self.marks.set::<A>(cell, mark);
        }
        self.seen.clear();
    }

    /// The first unmatched neighbour of `root` in [`ROOT_ORDER`], if any.
    #[inline(always)]
    fn free_neighbour(&self, arena: &impl Arena, matching: &Matching, root: u32) -> Option<u32> {
        let Some(board) = arena.rook() else {
            return arena.neighbours(root).find(|&to| !matching.is_matched(to));
        };
        let open = board.open_directions(root);
        ROOT_ORDER
            .into_iter()
            .filter(|&d| open & (1 << d as u8) != 0)
            .map(|d| board.step(root, d as u8))
            .find(|&to| !matching.is_matched(to))
    }
}

impl<A: Arena> Search<A> for Kuhn {
    /// Only for bipartite boards (`rook`, `knight`) and graphs.
    #[inline(never)]
    fn step<const EMIT: bool>(&mut self, arena: &A, matching: &mut Matching) -> Option<Event> {
        debug_assert!(
            arena.is_bipartite(),
            "kuhn on a graph that is not bipartite"
        );
        match arena.rook() {
            Some(board) => self.step_with::<EMIT, Board, RookOrder>(board, matching),
            None => self.step_with::<EMIT, A, AnyMoves>(arena, matching),
        }
    }
}

impl Kuhn {
    /// The next step, edges in `E`'s order: for each free left cell, a search for
    /// an augmenting path, then the path flipped. With events each phase below
    /// returns one; without, only the searches' outcomes come back.
    fn step_with<const EMIT: bool, A: Arena, E: EdgeWalk<A>>(
        &mut self,
        board: &A,
        matching: &mut Matching,
    ) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::NextRoot => self.next_root::<EMIT>(board, matching),
                Phase::Scan => self.scan::<EMIT, A, E>(board, matching),
                Phase::Direct(to) => {
                    self.phase = Phase::Examine(to);
                    EMIT.then(|| Event::EdgeTried {
                        from: self.stack[0].0,
                        to,
                        skipped: false,
                    })
                }
                Phase::Examine(to) => self.examine::<EMIT, A>(to, matching),
                Phase::Augment(end) => Some(self.augment(board, matching, end)),
                Phase::Failed(root) => {
                    self.end_search::<A>(Mark::Dead);
                    self.phase = Phase::NextRoot;
                    Some(Event::SearchFailed { root })
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

    /// The next free left cell starts its search: first its try at an unmatched
    /// neighbour, else the depth-first scan. None left: the matching is maximum.
    #[inline(always)]
    fn next_root<const EMIT: bool>(
        &mut self,
        arena: &impl Arena,
        matching: &mut Matching,
    ) -> Option<Event> {
        let board = arena;
        let Some(root) = matching.next_unmatched(board, &mut self.next_root, true) else {
            self.phase = Phase::Done;
            return None;
        };
        if let Some(board) = arena.rook().filter(|_| !EMIT) {
            // The same search in one loop (`kuhn/quiet.rs`); a report now and then.
            return self.search_quietly(board, matching, root);
        }
        self.stack.push((root, 0));
        self.phase = match self.free_neighbour(board, matching, root) {
            Some(to) => Phase::Direct(to),
            None => Phase::Scan,
        };
        EMIT.then_some(Event::SearchStarted { root })
    }

    /// A step of the depth-first search: the top left cell's next edge, to an
    /// unseen right cell ([`Kuhn::examine`]) or a seen one (skipped); with no edge
    /// left the cell is popped, and an empty stack means the search failed.
    /// Without events the steps go on here until the search ends.
    #[inline(always)]
    fn scan<const EMIT: bool, A: Arena, E: EdgeWalk<A>>(
        &mut self,
        board: &A,
        matching: &Matching,
    ) -> Option<Event> {
        loop {
            let top = self.stack.last_mut().expect("scan with a path");
            let (from, next) = *top;
            let Some((i, to)) = E::next_edge(board, from, next) else {
                self.stack.pop();
                let failed = self.stack.is_empty();
                if failed {
                    self.phase = Phase::Failed(from);
                }
                if EMIT || failed {
                    return EMIT.then_some(Event::Backtracked { cell: from });
                }
                continue;
            };
            top.1 = i + 1;
            let skipped = !self.marks.is_unseen::<A>(to);
            if EMIT {
                if !skipped {
                    self.phase = Phase::Examine(to);
                }
                return Some(Event::EdgeTried { from, to, skipped });
            }
            if !skipped {
                self.examine::<false, A>(to, matching);
                if self.phase != Phase::Scan {
                    return None;
                }
            }
        }
    }

    /// Steps onto the unseen right cell `to`: the path ends there or goes on to
    /// its partner.
    #[inline(always)]
    fn examine<const EMIT: bool, A: Arena>(
        &mut self,
        to: u32,
        matching: &Matching,
    ) -> Option<Event> {
        self.marks.set::<A>(to, Mark::Seen);
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

    /// Flips the path on the stack, ending at the free right cell `end`: the
    /// matching grows by one, and the next root's search starts afresh.
    fn augment<A: Arena>(&mut self, board: &A, matching: &mut Matching, end: u32) -> Event {
        matching.augment(self.path_lefts(), end);
        let lefts = self.stack.iter().map(|&(cell, _)| cell);
        self.marks.relink(board, matching, lefts);
        self.stack.clear();
        self.end_search::<A>(Mark::Unseen);
        self.phase = Phase::NextRoot;
        Event::Augmented {
            size: matching.size(),
        }
    }
}
