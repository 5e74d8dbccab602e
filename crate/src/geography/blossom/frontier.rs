//! The order in which [`Blossom`](super::Blossom) scans its even cells
//! ([`Frontier`]): first in, first out when the roots are many, and on a graph; when
//! they are few and far apart on a board, each tree aims at the nearest other root
//! ([`RootGrid`]) and the even cell with the least depth plus twice its distance to
//! its tree's target goes first. Any order is Edmonds' algorithm; only which path is
//! found first changes.
//!
//! Why a graph goes breadth first: the aim needs a distance between any two cells
//! that costs nothing to compute, which a board's rows and columns give and a graph
//! has not. In the graphs the game is played on (random ones, small ones drawn by
//! hand) any two vertices are a few edges apart, so breadth-first trees meet soon.
//!
//! Cost: a push or a pop O(1) (buckets by key), plus a nearest-root look-up (blocks
//! of 32×32 cells, in rings) when a tree's target is matched or stuck. Memory: with
//! few roots on a board, three words per cell (target, queued count, depth) and the
//! buckets.
//!
//! ```
//! use gridplay::geography::{blossom::Blossom, generate, greedy::Greedy, kuhn::Kuhn};
//! use gridplay::geography::{Matching, Steps};
//!
//! // After the greedy start few roots are left, the case the aimed order is for;
//! // whatever the order, the matching is maximum (kuhn's size, on a rook board).
//! let board = generate::random(60, 60, 0.1, 3);
//! let mut start = Matching::new(board.len());
//! Steps::new(&board, &mut start, Greedy::new(&board)).finish();
//! let (mut by_blossom, mut by_kuhn) = (start.clone(), start);
//! Steps::new(&board, &mut by_blossom, Blossom::new(&board)).finish();
//! Steps::new(&board, &mut by_kuhn, Kuhn::new(&board)).finish();
//! assert_eq!(by_blossom.size(), by_kuhn.size());
//! ```

use super::{Forest, Label, NONE};
use crate::geography::matching::UNMATCHED;
use crate::geography::{Arena, Board, Moves};

/// The even cells waiting to be scanned. With many roots (every cell's, without the
/// greedy start), and on a graph, first in, first out: the trees grow breadth first,
/// side by side.
/// With few, far apart, breadth first would grow each tree over its share of the
/// board before it meets another, and the trees of a path are then taken apart and
/// regrown by their neighbours; so each tree aims at a target, the nearest other root
/// when it started (the next nearest unmatched one once that is matched), and the
/// even cell nearest its tree's target is scanned first (last in, first out among
/// equals): the trees of two near roots grow towards each other, and the tree of a
/// root left without a target (the last unmatched ones) grows depth first. Any order
/// is Edmonds' algorithm; only which path is found first changes.
#[derive(Debug, Clone, Default)]
pub(super) struct Frontier {
    /// First in, first out (with many roots): the queue and its head.
    queue: Vec<u32>,
    head: usize,
    /// On a graph, per cell: waiting in the queue, so not queued again (empty on a
    /// board, whose queue may hold a cell twice: it is then scanned twice, as the
    /// traces show).
    queued: Vec<bool>,
    /// Nearest to its target first (with few roots): the cells by key, each with
    /// the tree it was queued for.
    pub(super) buckets: Vec<Vec<(u32, u32)>>,
    /// No bucket below this one holds a cell.
    low: usize,
    /// For each root, the root its tree grows towards ([`NONE`]: none left).
    target: Vec<u32>,
    /// For each root, the cells queued for its tree: none left, it cannot grow (for
    /// now), and no tree aims at it.
    pending: Vec<u32>,
    /// Each queued cell's depth (the steps from its root that labelled it, roughly).
    depth: Vec<u32>,
    /// The depth of the cell popped last.
    at: u32,
    grid: RootGrid,
}

impl Frontier {
    /// The frontier for `roots` (the unmatched cells, in order) on `arena`, each
    /// queued.
    pub(super) fn new(arena: &impl Arena, forest: &Forest, roots: &[u32], mate: &[u32]) -> Self {
        let breadth_first = || Frontier {
            queue: roots.to_vec(),
            low: usize::MAX,
            ..Frontier::default()
        };
        // A graph has no geometry to aim by. A cell waits in its queue at most once:
        // an augmentation queues again the even neighbours of the cells it frees, and
        // on a vertex of high degree freed again and again (a hub's) the copies would
        // fill memory (a hub of 20 000 spokes each with a pendant vertex, without
        // the greedy start: 790 MB).
        let Some(board) = arena.board() else {
            let mut queued = vec![false; arena.len()];
            roots.iter().for_each(|&root| queued[root as usize] = true);
            return Frontier {
                queued,
                ..breadth_first()
            };
        };
        // Breadth first when the roots are many: their trees meet after a few steps.
        if roots.len() < 2 || roots.len() * 64 > board.free_count() {
            return breadth_first();
        }
        // A root without neighbours stays unmatched: no tree aims at it.
        let aims: Vec<u32> = roots
            .iter()
            .copied()
            .filter(|&root| board.degree(root) > 0)
            .collect();
        let mut frontier = Frontier {
            buckets: vec![Vec::new(); (board.rows() + board.cols()) as usize + 1],
            low: usize::MAX,
            target: vec![NONE; board.len()],
            pending: vec![0; board.len()],
            depth: vec![0; board.len()],
            grid: RootGrid::new(board, &aims),
            ..Frontier::default()
        };
        for &root in roots {
            frontier.pending[root as usize] = 1;
        }
        for &root in roots {
            frontier.target[root as usize] = frontier.nearest(root, mate);
            frontier.bucket(forest, root, root);
        }
        frontier
    }

    /// The unmatched root nearest `root` that can still grow.
    fn nearest(&self, root: u32, mate: &[u32]) -> u32 {
        self.grid.nearest(root, |r| {
            mate[r as usize] == UNMATCHED && self.pending[r as usize] > 0
        })
    }

    /// The key of the even `cell`: its depth, plus twice its distance to its tree's
    /// target (an alternating path takes about two steps a cell of distance).
    #[inline]
    fn key(&self, forest: &Forest, cell: u32) -> usize {
        let depth = self.depth[cell as usize] as usize;
        match self.target[forest.tree(cell) as usize] {
            NONE => depth,
            target => depth + WEIGHT * self.grid.distance(cell, target) as usize,
        }
    }

    /// Puts `cell` of the tree of `root` in its bucket.
    #[inline]
    fn bucket(&mut self, forest: &Forest, cell: u32, root: u32) {
        let key = self.key(forest, cell);
        if key >= self.buckets.len() {
            self.buckets.resize(key + 1, Vec::new());
        }
        self.buckets[key].push((cell, root));
        self.low = self.low.min(key);
    }

    /// Queues the even `cell`, `steps` further from its root than the cell being
    /// scanned (`None`: as deep as it was queued before).
    #[inline]
    pub(super) fn push(&mut self, forest: &Forest, cell: u32, steps: Option<u32>) {
        // Breadth first (after the aimed cells) for a tree left without a target:
        // no other tree can still grow, so the order only costs time.
        if self.buckets.is_empty() || self.target[forest.tree(cell) as usize] == NONE {
            if let Some(queued) = self.queued.get_mut(cell as usize) {
                if std::mem::replace(queued, true) {
                    // Waiting already: scanned once later, in the state it finds then.
                    return;
                }
            }
            self.queue.push(cell);
        } else {
            if let Some(steps) = steps {
                self.depth[cell as usize] = self.at + steps;
            }
            let root = forest.tree(cell);
            self.pending[root as usize] += 1;
            self.bucket(forest, cell, root);
        }
    }

    /// The next even cell to scan, `None` when none is left. Cells queued in a tree
    /// since taken apart are dropped (they are queued again if labelled again); a
    /// cell whose tree's target has been matched or cannot grow is queued again for
    /// a new target.
    pub(super) fn pop(&mut self, forest: &Forest, mate: &[u32]) -> Option<u32> {
        loop {
            if self.low == usize::MAX {
                let cell = *self.queue.get(self.head)?;
                self.head += 1;
                if let Some(queued) = self.queued.get_mut(cell as usize) {
                    *queued = false;
                }
                if forest.label(cell) == Label::Even {
                    return Some(cell);
                }
                continue;
            }
            let bucket = &mut self.buckets[self.low];
            let Some((cell, root)) = bucket.pop() else {
                self.low += 1;
                if self.low == self.buckets.len() {
                    self.low = usize::MAX;
                }
                continue;
            };
            self.pending[root as usize] -= 1;
            if forest.label(cell) != Label::Even || forest.tree(cell) != root {
                continue;
            }
            let target = self.target[root as usize];
            if target != NONE
                && (mate[target as usize] != UNMATCHED || self.pending[target as usize] == 0)
            {
                self.target[root as usize] = self.nearest(root, mate);
                if self.key(forest, cell) > self.low {
                    self.pending[root as usize] += 1;
                    self.bucket(forest, cell, root);
                    continue;
                }
            }
            self.at = self.depth[cell as usize];
            return Some(cell);
        }
    }
}

/// The roots by block of 32×32 cells, for the nearest unmatched root to a cell.
#[derive(Debug, Clone, Default)]
struct RootGrid {
    cols: u32,
    block_cols: u32,
    block_rows: u32,
    /// Manhattan distance (rook moves) rather than Chebyshev.
    manhattan: bool,
    /// Every move changes the cell's colour (rook, knight): a path joins only roots
    /// of two colours.
    bipartite: bool,
    /// Block `b`'s roots are `roots[start[b]..start[b + 1]]`.
    start: Vec<u32>,
    roots: Vec<u32>,
}

const BLOCK: u32 = 32;

/// How much nearness to the target counts against depth in the frontier's order.
const WEIGHT: usize = 2;

impl RootGrid {
    fn new(board: &Board, roots: &[u32]) -> Self {
        let cols = board.cols();
        let block_cols = cols.div_ceil(BLOCK);
        let block_rows = board.rows().div_ceil(BLOCK);
        let block = |cell: u32| ((cell / cols / BLOCK) * block_cols + cell % cols / BLOCK) as usize;
        let mut start = vec![0u32; (block_cols * block_rows) as usize + 1];
        for &root in roots {
            start[block(root) + 1] += 1;
        }
        for b in 1..start.len() {
            start[b] += start[b - 1];
        }
        let mut fill = start.clone();
        let mut sorted = vec![0; roots.len()];
        for &root in roots {
            let at = &mut fill[block(root)];
            sorted[*at as usize] = root;
            *at += 1;
        }
        RootGrid {
            cols,
            block_cols,
            block_rows,
            manhattan: board.moves() == Moves::Rook,
            bipartite: board.moves().is_bipartite(),
            start,
            roots: sorted,
        }
    }

    /// The distance between cells `a` and `b` ignoring walls (the rule's metric,
    /// roughly): what the frontier orders by.
    #[inline]
    fn distance(&self, a: u32, b: u32) -> u32 {
        let (ar, ac) = (a / self.cols, a % self.cols);
        let (br, bc) = (b / self.cols, b % self.cols);
        let (dr, dc) = (ar.abs_diff(br), ac.abs_diff(bc));
        if self.manhattan { dr + dc } else { dr.max(dc) }
    }

    /// The `usable` root nearest `cell` other than `cell` (of the other colour on
    /// bipartite rules; [`NONE`] if none): the blocks in rings round `cell`'s until
    /// no nearer root can be left.
    fn nearest(&self, cell: u32, usable: impl Fn(u32) -> bool) -> u32 {
        let (row, col) = (cell / self.cols / BLOCK, cell % self.cols / BLOCK);
        let (mut best, mut found) = (u32::MAX, NONE);
        let colour = |c: u32| (c / self.cols + c % self.cols) % 2;
        let other = |root: u32| !self.bipartite || colour(root) != colour(cell);
        let rings = self.block_rows.max(self.block_cols);
        for ring in 0..=rings {
            // Every cell of ring `ring` is at least (ring - 1) · BLOCK + 1 away.
            if ring > 0 && best <= (ring - 1) * BLOCK {
                break;
            }
            let rows = row.saturating_sub(ring)..=(row + ring).min(self.block_rows - 1);
            for r in rows {
                let edge = r.abs_diff(row) == ring;
                let mut visit = |c: u32| {
                    let b = (r * self.block_cols + c) as usize;
                    for &root in &self.roots[self.start[b] as usize..self.start[b + 1] as usize] {
                        if root != cell && other(root) && usable(root) {
                            let d = self.distance(cell, root);
                            if d < best {
                                (best, found) = (d, root);
                            }
                        }
                    }
                };
                if edge {
                    let cols = col.saturating_sub(ring)..=(col + ring).min(self.block_cols - 1);
                    cols.for_each(&mut visit);
                } else {
                    if col >= ring {
                        visit(col - ring);
                    }
                    if ring > 0 && col + ring < self.block_cols {
                        visit(col + ring);
                    }
                }
            }
        }
        found
    }
}
