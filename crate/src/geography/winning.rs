//! Winning starts by alternating BFS from the unmatched cells of a maximum matching,
//! on bipartite boards (`rook`, `knight`); [`super::gallai_edmonds`] does any board.
//!
//! A start cell wins for the player who places the token exactly when some maximum
//! matching leaves it unmatched. Those cells are the unmatched cells of any one
//! maximum matching, plus every cell that ends an alternating path from one: a
//! non-matching edge to a neighbour, then that neighbour's matching edge to its
//! partner, and so on. Both colours at once: the BFS starts from all unmatched cells.
//!
//! Each winning cell keeps how it was reached (its BFS parent is a neighbour of its
//! partner: on a board one of the rule's moves, kept in the cell's byte; on a graph
//! the parent itself), so [`super::explain`] can rebuild the alternating path that
//! proves it wins.
//!
//! When only the set is wanted ([`Winning::set_only`], the judge output) and no
//! events are built, the search takes the newest cell marked instead of the oldest
//! (depth first): the same cells, each marked from a nearby one, so it reads the
//! board near where it read last. Breadth first from every unmatched cell at once,
//! each layer is spread over the whole board, and on big boards the search waits on
//! memory. Its parent links are valid but not the shortest.
//!
//! The matching algorithms' own last search already found one side's winning
//! starts: the right cells that kuhn's failed searches marked dead for good, and
//! those Hopcroft–Karp's last layers reached, are the right cells an alternating
//! path from a free left cell reaches, and their partners are the left cells'
//! winning starts. Given those ([`Winning::know_lefts`]), only the free right
//! cells are searched from.
//!
//! Cost: O(cells + edges). Memory: one byte per cell (the winning mark and, on a
//! board, the parent's direction together; a graph adds a parent word per vertex)
//! and a queue.
//!
//! ```
//! use gridplay::geography::{winning::Winning, Board, Matching, Steps};
//!
//! // A path of three cells: the ends win, the middle loses.
//! let board = Board::from_rows(&["..."]);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, gridplay::geography::kuhn::Kuhn::new(&board)).finish();
//! let winning = Steps::new(&board, &mut matching, Winning::new(&board)).finish();
//! assert_eq!(winning.cells().collect::<Vec<_>>(), vec![0, 2]);
//! ```

use super::sieve::Sieve;
use super::{Arena, Board, Event, Matching, Moves, QUIET_REPORT, Search, UNMATCHED};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Seed,
    Bfs,
    Mark { cell: u32, via: u32 },
    Verdict,
    Finished,
}

/// In [`Winning`]'s links: the cell is not (yet) a winning start.
const NOT_WINNING: u8 = 0;
/// In [`Winning`]'s links: an unmatched cell, a root of the BFS.
const SEED: u8 = 1;
/// In [`Winning`]'s links: a left cell given as winning ([`Winning::know_lefts`]),
/// whose parent is not kept.
const KNOWN: u8 = 2;
/// In [`Winning`]'s links: `REACHED + d` for a cell whose BFS parent is one step in
/// direction `d` from the cell's partner (on a graph `REACHED`, the parent in
/// `parents`).
const REACHED: u8 = 3;
/// [`Winning`]'s `next_dir` once the cell being expanded has no edge left.
const NO_MOVE_LEFT: u32 = u32::MAX;

/// The alternating BFS: links (which mark the winning cells) and a queue.
#[derive(Debug, Clone)]
pub struct Winning {
    /// Per cell: [`NOT_WINNING`], [`SEED`], or [`REACHED`] plus the direction from
    /// the cell's partner to the winning cell whose non-matching edge reached it.
    link: Vec<u8>,
    /// On a graph, per vertex: the BFS parent of a reached vertex (empty on a board).
    parents: Vec<u32>,
    count: u32,
    queue: Sieve,
    queue_head: usize,
    cursor: u32,
    /// The cell being expanded and the index of its next edge ([`NO_MOVE_LEFT`]:
    /// none).
    from: u32,
    next_dir: u32,
    phase: Phase,
    /// Edges crossed, counted to report one now and then without events.
    crossed: u32,
    /// True when the quiet search goes breadth first too, keeping shortest parent
    /// links for [`super::explain`]; false for [`Winning::set_only`].
    breadth_first: bool,
    /// True when the left cells' winning starts are marked already
    /// ([`Winning::know_lefts`]): only the free right cells are seeds.
    lefts_known: bool,
}

impl Winning {
    /// The BFS for `board` (a board or a graph), before seeding.
    pub fn new(board: &impl Arena) -> Self {
        let parents = match board.board() {
            Some(_) => Vec::new(),
            None => vec![UNMATCHED; board.len()],
        };
        Winning {
            link: vec![NOT_WINNING; board.len()],
            parents,
            count: 0,
            queue: Sieve::default(),
            queue_head: 0,
            cursor: 0,
            from: 0,
            next_dir: NO_MOVE_LEFT,
            phase: Phase::Seed,
            crossed: 0,
            breadth_first: true,
            lefts_known: false,
        }
    }

    /// The search for `board` when only the set of winning starts is wanted: run
    /// without events it goes depth first, which is faster on big boards, and its
    /// parent links are not the shortest. With events it is the BFS.
    pub fn set_only(board: &impl Arena) -> Self {
        Winning {
            breadth_first: false,
            ..Winning::new(board)
        }
    }

    /// Marks the left cells' winning starts, before the search: the free left
    /// cells, and the partners of `reached`, every right cell an alternating path
    /// from a free left cell reaches (no other; on a board whose `matching` is
    /// maximum). The search then only goes from the free right cells. Those left
    /// cells have no [`Winning::parent`].
    pub fn know_lefts(
        &mut self,
        board: &impl Arena,
        matching: &Matching,
        reached: impl IntoIterator<Item = u32>,
    ) {
        debug_assert_eq!(self.phase, Phase::Seed, "before the search");
        for right in reached {
            debug_assert!(!board.is_left(right));
            if let Some(left) = matching.partner(right) {
                self.link[left as usize] = KNOWN;
                self.count += 1;
            }
        }
        self.lefts_known = true;
    }

    /// True when `cell` is marked as a winning start so far.
    pub fn is_winning(&self, cell: u32) -> bool {
        self.link[cell as usize] != NOT_WINNING
    }

    /// The BFS parent of a winning `cell`, with the `board` and `matching` the BFS
    /// ran on: `Some(cell)` itself for an unmatched seed, `Some(w)` for a cell reached
    /// by the non-matching edge from the winning cell `w` to `cell`'s partner, then
    /// that matching edge; `None` when `cell` is not marked winning, or was given
    /// by [`Winning::know_lefts`].
    pub fn parent(&self, board: &impl Arena, matching: &Matching, cell: u32) -> Option<u32> {
        match self.link[cell as usize] {
            NOT_WINNING | KNOWN => None,
            SEED => Some(cell),
            link => Some(match board.board() {
                Some(board) => {
                    let partner = matching.partner(cell).expect("a reached cell is matched");
                    board.jump(partner, link - REACHED)
                }
                None => self.parents[cell as usize],
            }),
        }
    }

    /// Number of winning starts marked so far.
    pub fn count(&self) -> u32 {
        self.count
    }

    /// Winning starts marked so far, in row-major order.
    pub fn cells(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.link.len() as u32).filter(|&c| self.is_winning(c))
    }

    /// True once the verdict has been reported.
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    /// Marks `cell` winning: [`SEED`], or [`REACHED`] plus the direction back from
    /// its partner to its parent.
    fn mark(&mut self, cell: u32, link: u8) {
        self.link[cell as usize] = link;
        self.count += 1;
        self.queue.push(cell);
    }

    /// Marks `cell` winning, reached from the winning cell `parent` by the edge
    /// `d` of `parent`, to `cell`'s partner.
    #[inline(always)]
    fn reach(&mut self, arena: &impl Arena, cell: u32, parent: u32, d: u32) {
        match arena.board() {
            // The way back from the partner is the opposite move.
            Some(board) => self.mark(cell, REACHED + board.moves().opposite(d as u8)),
            None => {
                self.parents[cell as usize] = parent;
                self.mark(cell, REACHED);
            }
        }
    }
}

impl Winning {
    /// [`Winning::set_only`]'s search without events on a rook board, in one loop,
    /// until no cell is left to expand (`None`) or [`QUIET_REPORT`] edges were
    /// crossed (an [`Event::EdgeCrossed`]). It crosses the edge from a cell to its
    /// partner too, which leads back to the cell, marked already: the generic
    /// step's check for it, a load from the matching, costs more than the edge.
    fn spread_rook(&mut self, board: &Board, matching: &Matching) -> Option<Event> {
        let offsets = board.direction_offsets();
        let (link, queue, mate) = (&mut self.link[..], &mut self.queue, matching.mates());
        let mut count = self.count;
        while let Some(from) = queue.pop() {
            let open_from = board.open_directions(from);
            let mut to = from;
            // Every direction without a branch (whether a neighbour's partner is
            // marked already goes either way at random): a closed one, or a free
            // neighbour, reads `from` itself, marked already.
            queue.room(4);
            for (d, step) in (0u8..).zip(offsets) {
                let open = open_from >> d & 1 != 0;
                to = if open { from.wrapping_add(step) } else { to };
                // In a maximum matching a neighbour of a winning cell is matched.
                let cell = mate[to as usize];
                let cell = if open && cell != UNMATCHED {
                    cell
                } else {
                    from
                };
                let old = link[cell as usize];
                let new = old == NOT_WINNING;
                link[cell as usize] = if new {
                    REACHED + Moves::Rook.opposite(d)
                } else {
                    old
                };
                count += u32::from(new);
                queue.push_if(new, cell);
            }
            let crossed = self.crossed;
            self.crossed = crossed.wrapping_add(open_from.count_ones());
            if self.crossed / QUIET_REPORT != crossed / QUIET_REPORT {
                self.count = count;
                return Some(Event::EdgeCrossed { from, to });
            }
        }
        self.count = count;
        None
    }
}

impl<A: Arena> Search<A> for Winning {
    fn step<const EMIT: bool>(&mut self, board: &A, matching: &mut Matching) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::Seed => self.seed::<EMIT>(board, matching),
                Phase::Bfs if !EMIT && !self.breadth_first && board.rook().is_some() => {
                    let rook = board.rook().expect("a rook board");
                    let event = self.spread_rook(rook, matching);
                    if event.is_none() {
                        self.phase = Phase::Verdict;
                    }
                    event
                }
                Phase::Bfs => self.bfs::<EMIT>(board, matching),
                Phase::Mark { cell, via } => {
                    // The edge just crossed was edge `next_dir - 1` of `from`.
                    self.reach(board, cell, self.from, self.next_dir - 1);
                    self.phase = Phase::Bfs;
                    EMIT.then_some(Event::WinningMarked { cell, via })
                }
                Phase::Verdict => {
                    self.phase = Phase::Finished;
                    EMIT.then_some(Event::Verdict {
                        winning: self.count,
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

/// Phases of [`Winning::step`].
impl Winning {
    /// The next unmatched cell is marked winning and queued: a seed of the BFS.
    /// None left, the BFS starts.
    #[inline(always)]
    fn seed<const EMIT: bool>(&mut self, board: &impl Arena, matching: &Matching) -> Option<Event> {
        let Some(cell) = matching.next_unmatched(board, &mut self.cursor, false) else {
            self.phase = Phase::Bfs;
            return None;
        };
        if self.lefts_known && board.is_left(cell) {
            // A seed whose search was done already.
            self.link[cell as usize] = SEED;
            self.count += 1;
            return None;
        }
        self.mark(cell, SEED);
        EMIT.then_some(Event::UnmatchedSeed { cell })
    }

    /// The next cell of the queue (oldest first with events or when breadth first
    /// is asked for, else newest) crosses its edges: each neighbour's partner not
    /// yet winning is marked winning. With events one edge a step; without, every
    /// edge of the cell, with a report every [`QUIET_REPORT`] edges.
    #[inline(always)]
    fn bfs<const EMIT: bool>(&mut self, board: &impl Arena, matching: &Matching) -> Option<Event> {
        if self.next_dir == NO_MOVE_LEFT {
            let next = if EMIT || self.breadth_first {
                let oldest = self.queue.cells().get(self.queue_head).copied();
                self.queue_head += usize::from(oldest.is_some());
                oldest
            } else if self.queue.cells().len() > self.queue_head {
                self.queue.pop()
            } else {
                None
            };
            let Some(cell) = next else {
                self.phase = Phase::Verdict;
                return None;
            };
            self.from = cell;
            self.next_dir = 0;
        }
        let from = self.from;
        let partner_of_from = matching.partner(from);
        let mut at = self.next_dir;
        while let Some((d, to)) = board.edge_from(from, at) {
            at = d + 1;
            if partner_of_from == Some(to) {
                continue;
            }
            // In a maximum matching a neighbour of a winning cell is matched.
            let unmarked = matching.partner(to).filter(|&p| !self.is_winning(p));
            if EMIT {
                self.next_dir = d + 1;
                if let Some(cell) = unmarked {
                    self.phase = Phase::Mark { cell, via: to };
                }
                return Some(Event::EdgeCrossed { from, to });
            }
            if let Some(cell) = unmarked {
                self.reach(board, cell, from, d);
            }
            self.crossed = self.crossed.wrapping_add(1);
            if self.crossed % QUIET_REPORT == 0 {
                self.next_dir = d + 1;
                return Some(Event::EdgeCrossed { from, to });
            }
        }
        self.next_dir = NO_MOVE_LEFT;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::hopcroft_karp::HopcroftKarp;
    use crate::geography::{Moves, Steps, generate, greedy::Greedy, kuhn::Kuhn};

    /// Follows `cell`'s parent links to its seed, checking each link: the parent is
    /// winning and a move away from the cell's partner. The number of links.
    fn links_to_seed(board: &Board, matching: &Matching, winning: &Winning, cell: u32) -> usize {
        let mut at = cell;
        for links in 0..=board.len() {
            let parent = winning.parent(board, matching, at).expect("a winning cell");
            if parent == at {
                assert!(!matching.is_matched(at), "seed {at} is unmatched");
                return links;
            }
            let partner = matching.partner(at).expect("a reached cell is matched");
            assert!(board.neighbours(partner).any(|n| n == parent), "{at}");
            assert!(winning.is_winning(parent));
            at = parent;
        }
        panic!("the links from {cell} go round in a cycle");
    }

    /// The depth-first search of [`Winning::set_only`] marks exactly the cells the
    /// BFS marks, with valid parent links; the BFS's links are never longer.
    #[test]
    fn set_only_marks_the_same_cells_as_the_bfs() {
        let mut with_winning = 0;
        for seed in 0..30u64 {
            let moves = [Moves::Rook, Moves::Knight][seed as usize % 2];
            let density = [0.0, 0.1, 0.25, 0.4][seed as usize % 4];
            let board = generate::random(20 + seed as u32 % 9, 31, density, seed).with_moves(moves);
            let mut matching = Matching::new(board.len());
            Steps::new(&board, &mut matching, Kuhn::new(&board)).finish();
            let bfs = Steps::new(&board, &mut matching, Winning::new(&board)).finish();
            let any = Steps::new(&board, &mut matching, Winning::set_only(&board)).finish();
            let cells: Vec<u32> = bfs.cells().collect();
            assert_eq!(any.cells().collect::<Vec<_>>(), cells, "seed {seed}");
            assert_eq!(any.count(), bfs.count(), "seed {seed}");
            with_winning += usize::from(!cells.is_empty());
            for &cell in &cells {
                let shortest = links_to_seed(&board, &matching, &bfs, cell);
                assert!(links_to_seed(&board, &matching, &any, cell) >= shortest);
            }
        }
        assert!(
            with_winning >= 20,
            "{with_winning} boards with winning starts"
        );
    }

    /// Run without events on a big rook board, [`Winning::set_only`]'s search
    /// returns every [`QUIET_REPORT`] edges or so (a caller can stop between
    /// slices) and still marks the BFS's cells.
    #[test]
    fn set_only_returns_between_slices_with_the_same_cells() {
        let board = generate::random(400, 401, 0.1, 7);
        let mut matching = Matching::new(board.len());
        Steps::new(&board, &mut matching, Greedy::new(&board)).finish();
        Steps::new(&board, &mut matching, Kuhn::new(&board)).finish();
        let bfs = Steps::new(&board, &mut matching, Winning::new(&board)).finish();
        let mut any = Winning::set_only(&board);
        let mut returns = 0;
        while let Some(event) = any.step::<false>(&board, &mut matching) {
            assert!(matches!(event, Event::EdgeCrossed { .. }), "{event:?}");
            returns += 1;
        }
        assert!(any.is_finished());
        assert_eq!(
            any.cells().collect::<Vec<_>>(),
            bfs.cells().collect::<Vec<_>>()
        );
        // Once for every QUIET_REPORT edges from the winning cells it expanded.
        let edges: u32 = bfs.cells().map(|cell| board.degree(cell)).sum();
        assert_eq!(
            returns,
            edges / QUIET_REPORT,
            "{} winning cells",
            bfs.count()
        );
        assert!(returns >= 3, "{returns} returns");
    }

    /// The left side read off kuhn's failed searches and Hopcroft–Karp's last
    /// layers, then the search from the free right cells only, marks exactly the
    /// cells of the BFS from every unmatched cell, under both bipartite rules, from
    /// the empty and the greedy start.
    #[test]
    fn left_side_from_the_matching_search_gives_the_same_cells() {
        // Finishes `winning` and checks it against the BFS from every unmatched cell.
        let same_as_bfs = |board: &Board, matching: &mut Matching, winning: Winning, name: &str| {
            let winning = Steps::new(board, matching, winning).finish();
            let bfs = Steps::new(board, matching, Winning::new(board)).finish();
            let cells: Vec<u32> = bfs.cells().collect();
            assert_eq!(winning.cells().collect::<Vec<_>>(), cells, "{name}");
            assert_eq!(winning.count(), bfs.count(), "{name}");
        };
        let (mut exact_layers, mut known_lefts) = (0, 0);
        for seed in 0..40u64 {
            let moves = [Moves::Rook, Moves::Knight][seed as usize % 2];
            let density = [0.0, 0.1, 0.25, 0.4][seed as usize / 2 % 4];
            let board = generate::random(15 + seed as u32 % 7, 23, density, seed).with_moves(moves);
            let mut start = Matching::new(board.len());
            if seed / 8 % 2 == 1 {
                Steps::new(&board, &mut start, Greedy::new(&board)).finish();
            }
            let mut by_kuhn = start.clone();
            let kuhn = Steps::new(&board, &mut by_kuhn, Kuhn::new(&board)).finish();
            let mut winning = Winning::set_only(&board);
            winning.know_lefts(&board, &by_kuhn, kuhn.closed_rights(&board));
            known_lefts += winning.count();
            same_as_bfs(&board, &mut by_kuhn, winning, &format!("kuhn, seed {seed}"));

            let mut by_hk = start;
            let hk = Steps::new(&board, &mut by_hk, HopcroftKarp::new(&board)).finish();
            let mut winning = Winning::set_only(&board);
            if let Some(reached) = hk.reached_rights(&board) {
                winning.know_lefts(&board, &by_hk, reached);
                exact_layers += 1;
            }
            same_as_bfs(&board, &mut by_hk, winning, &format!("hk, seed {seed}"));
        }
        assert!(exact_layers >= 30, "{exact_layers} of 40 boards");
        assert!(known_lefts > 500, "{known_lefts} left cells known");
    }
}
