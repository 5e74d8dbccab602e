//! `blossom`: Edmonds' blossom algorithm (带花树), maximum matching on any board.
//!
//! On `king` and `hex` boards three cells can touch each other, so the graph is
//! not bipartite and an alternating search can come back to its own tree through an
//! odd cycle. Every unmatched cell is the root of an alternating tree (a search
//! starts from each), and one search grows them all: roots are *even*; an even
//! cell's unlabelled neighbour becomes *odd*, and its partner even. The even cells
//! are scanned breadth first when the roots are many; when they are few and far
//! apart (after the greedy start on a big board), each tree aims at the nearest
//! other root that can still grow, and the even cell with the least depth plus twice
//! its distance to its tree's target goes first, so that two near trees grow
//! towards each other instead of over the board (any order is Edmonds' algorithm). An edge between even
//! cells of two trees joins their roots by an augmenting path, which is flipped;
//! both trees are then taken apart, and the even cells next to their cells are
//! scanned again. An edge between two even cells of one tree closes an odd cycle, a
//! *blossom*, with the cells' nearest common ancestor as its *base*: the blossom is
//! contracted into its base (its odd cells become even and are searched from too),
//! and the search goes on in the smaller graph. A path through contracted blossoms
//! expands to one on the board through the parent links the contraction sets (each
//! blossom walked round its even side). When no tree can grow, the forest is
//! *frustrated*: no augmenting path is left, the matching is maximum, and the
//! searches of the roots still unmatched fail (Edmonds 1965; the forest version as
//! in Cook, Cunningham, Pulleyblank, Schrijver, *Combinatorial Optimization*, §5.2).
//!
//! Growing all trees at once, and keeping every tree but the two of a path, means
//! no cell is searched again from scratch: one search per root explored most of a
//! knight or king board for every root, and phases that restart the forest after a
//! batch of paths regrew the trees of the roots that stay unmatched every time.
//!
//! Implementation: the contracted blossoms are a union–find over cells (the root of
//! a cell's set is its blossom's base); the nearest common ancestor is found by
//! walking up from both cells in turn with a timestamp; only the cells a search
//! touched are reset after it. A cell's base, parent, tree and list link sit side by
//! side (the searches are bound by cache misses on big boards), its label in a byte
//! array apart. No recursion anywhere. Once the search ends, its forest is also the
//! winning-start search's result ([`super::gallai_edmonds::GallaiEdmonds::from_forest`]).
//!
//! Cost: O(V·E·α(V)) in the worst case (a cell can join a new tree after each
//! augmentation), plus the nearest-root look-ups (blocks of 32×32 cells, in rings)
//! when a tree's target is matched or stuck; on grid boards after the greedy start a
//! few times the BFS of the board (see the benchmark). Memory: seven words and a byte
//! per cell, the queue; with few roots three more words per cell (target, queued
//! count, depth).
//!
//! ```
//! use gridplay::geography::{blossom::Blossom, Board, Matching, Moves, Steps};
//!
//! // A triangle and one more cell: king moves, two pairs.
//! let board = Board::from_rows(&["..", ".."]).with_moves(Moves::King);
//! let mut matching = Matching::new(board.len());
//! Steps::new(&board, &mut matching, Blossom::new(&board)).finish();
//! assert_eq!(matching.size(), 2);
//! ```

use super::matching::UNMATCHED;
use super::{Board, Event, Matching, QUIET_REPORT, Search};

/// No cell (a root's parent, a cell outside every tree).
pub const NONE: u32 = u32::MAX;

/// A cell's label in the alternating forest.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u8)]
pub enum Label {
    /// Not reached by the current search.
    Unlabelled = 0,
    /// An even cell: a root, the partner of an odd cell, or inside a blossom.
    Even = 1,
    /// An odd cell: reached from an even neighbour, matched to an even cell.
    Odd = 2,
    /// Not used by the searches; the page's frame shows failed trees with it.
    Dead = 3,
}

/// One cell's links in the forest, side by side (16 bytes, four cells to a cache
/// line): the searches jump around boards of millions of cells, and an edge to an
/// even cell reads its tree and its blossom together.
#[derive(Debug, Clone, Copy)]
struct Node {
    /// Union–find parent; a set's root is its blossom's base.
    base: u32,
    /// For an odd cell, the even neighbour it was reached from; for an even cell in
    /// a blossom, the cell the contraction routed it to (the walk round the blossom).
    parent: u32,
    /// The root of the labelled cell's tree.
    tree: u32,
    /// The next cell of the same tree ([`NONE`] ends); a root's list starts at `first`.
    next: u32,
}

impl Node {
    fn new(cell: u32) -> Self {
        Node {
            base: cell,
            parent: NONE,
            tree: NONE,
            next: NONE,
        }
    }
}

/// The alternating forest with contracted blossoms, shared by [`Blossom`], the
/// winning-start search ([`super::gallai_edmonds`]), play mode's search and the
/// page's frame (which replays the events on its own copy).
#[derive(Debug, Clone)]
pub struct Forest {
    /// Each cell's label, apart (a byte a cell): most edges need no more.
    label: Vec<Label>,
    nodes: Vec<Node>,
    /// For a root: the first cell of its tree's list.
    first: Vec<u32>,
    /// For a base: the number of cells in its blossom.
    size: Vec<u32>,
    /// The nearest-common-ancestor walk's marks.
    stamp: Vec<u32>,
    tick: u32,
    /// Cells labelled since the last reset.
    touched: Vec<u32>,
}

impl Forest {
    /// An empty forest on `cells` cells.
    pub fn new(cells: usize) -> Self {
        Forest {
            label: vec![Label::Unlabelled; cells],
            nodes: (0..cells as u32).map(Node::new).collect(),
            first: vec![NONE; cells],
            size: vec![1; cells],
            stamp: vec![0; cells],
            tick: 0,
            touched: Vec::new(),
        }
    }

    #[inline]
    fn node(&self, cell: u32) -> &Node {
        &self.nodes[cell as usize]
    }

    #[inline]
    fn node_mut(&mut self, cell: u32) -> &mut Node {
        &mut self.nodes[cell as usize]
    }

    /// The number of cells.
    pub fn len(&self) -> usize {
        self.label.len()
    }

    /// True for a forest on no cells.
    pub fn is_empty(&self) -> bool {
        self.label.is_empty()
    }

    /// The label of `cell`.
    #[inline]
    pub fn label(&self, cell: u32) -> Label {
        self.label[cell as usize]
    }

    /// The parent link of `cell` ([`NONE`] for none).
    #[inline]
    pub fn parent(&self, cell: u32) -> u32 {
        self.node(cell).parent
    }

    /// The root of the tree holding the labelled `cell` ([`NONE`] if unlabelled).
    #[inline]
    pub fn tree(&self, cell: u32) -> u32 {
        self.node(cell).tree
    }

    /// The base of the blossom holding `cell` (`cell` itself outside blossoms).
    pub fn base_of(&self, mut cell: u32) -> u32 {
        while self.node(cell).base != cell {
            cell = self.node(cell).base;
        }
        cell
    }

    /// The number of cells in the blossom whose base is `base`.
    pub fn blossom_size(&self, base: u32) -> u32 {
        self.size[base as usize]
    }

    /// Cells labelled since the last reset.
    pub fn touched(&self) -> &[u32] {
        &self.touched
    }

    /// The base of `cell`'s blossom, halving the path to it on the way.
    #[inline]
    pub fn find(&mut self, mut cell: u32) -> u32 {
        loop {
            let up = self.node(cell).base;
            if up == cell {
                return cell;
            }
            let above = self.node(up).base;
            self.node_mut(cell).base = above;
            cell = above;
        }
    }

    /// Labels the unlabelled `cell` in the tree of `root`.
    #[inline]
    fn touch(&mut self, cell: u32, label: Label, root: u32) {
        let c = cell as usize;
        let first = std::mem::replace(&mut self.first[root as usize], cell);
        let node = &mut self.nodes[c];
        if self.label[c] == Label::Unlabelled && node.tree == NONE {
            self.touched.push(cell);
        }
        self.label[c] = label;
        node.tree = root;
        node.next = first;
    }

    /// Labels `cell` even in the tree of `root`: a root itself (`root == cell`), or
    /// the partner of an odd cell of that tree.
    #[inline]
    pub fn set_even(&mut self, cell: u32, root: u32) {
        self.touch(cell, Label::Even, root);
    }

    /// Labels `cell` odd, reached from the even `from`, in `from`'s tree.
    #[inline]
    pub fn set_odd(&mut self, cell: u32, from: u32) {
        self.touch(cell, Label::Odd, self.node(from).tree);
        self.node_mut(cell).parent = from;
    }

    /// The cells of the tree of `root`.
    pub fn members(&self, root: u32) -> impl Iterator<Item = u32> + '_ {
        let mut at = self.first[root as usize];
        std::iter::from_fn(move || {
            let cell = at;
            (cell != NONE).then(|| {
                at = self.node(cell).next;
                cell
            })
        })
    }

    /// Takes the tree of `root` apart (after an augmentation through it): its cells
    /// are unlabelled again, each passed to `freed`.
    pub fn dissolve(&mut self, root: u32, mut freed: impl FnMut(u32)) {
        let mut at = std::mem::replace(&mut self.first[root as usize], NONE);
        while at != NONE {
            let (cell, c) = (at, at as usize);
            let node = &mut self.nodes[c];
            at = node.next;
            // The tree link stays: the cell is in `touched` already.
            *node = Node {
                tree: node.tree,
                ..Node::new(cell)
            };
            self.label[c] = Label::Unlabelled;
            self.size[c] = 1;
            freed(cell);
        }
    }

    /// Forgets every touched cell (labels, links, blossoms).
    pub fn reset(&mut self) {
        for &cell in &self.touched {
            let c = cell as usize;
            self.nodes[c] = Node::new(cell);
            self.label[c] = Label::Unlabelled;
            self.size[c] = 1;
            self.first[c] = NONE;
        }
        self.touched.clear();
    }

    /// True when even cells `a` and `b` are in the same blossom.
    #[inline]
    pub fn same_blossom(&mut self, a: u32, b: u32) -> bool {
        self.find(a) == self.find(b)
    }

    /// The base of the blossom closed by the edge between the even cells `x` and `y`:
    /// their nearest common ancestor in the contracted tree, or `None` when they are
    /// in different trees (then the edge would end an augmenting path).
    pub fn common_base(&mut self, x: u32, y: u32, mate: &[u32]) -> Option<u32> {
        if self.tick == u32::MAX {
            self.stamp.fill(0);
            self.tick = 0;
        }
        self.tick += 1;
        let tick = self.tick;
        let (mut a, mut b) = (self.find(x), self.find(y));
        loop {
            if a == NONE && b == NONE {
                return None;
            }
            if a != NONE {
                if self.stamp[a as usize] == tick {
                    return Some(a);
                }
                self.stamp[a as usize] = tick;
                a = match mate[a as usize] {
                    UNMATCHED => NONE,
                    odd => {
                        let up = self.node(odd).parent;
                        self.find(up)
                    }
                };
            }
            std::mem::swap(&mut a, &mut b);
        }
    }

    /// The odd cycle of the blossom closed by the edge `x`–`y` with base `base`, in
    /// the contracted graph (each inner blossom shown by its base): `base`, then
    /// down to `x`'s blossom, across to `y`'s, back up. An odd number of cells.
    pub fn cycle(&self, x: u32, y: u32, base: u32, mate: &[u32]) -> Vec<u32> {
        let side = |from: u32, out: &mut Vec<u32>| {
            let mut b = self.base_of(from);
            while b != base && out.len() <= mate.len() {
                out.push(b);
                let odd = mate[b as usize];
                out.push(odd);
                b = self.base_of(self.node(odd).parent);
            }
        };
        let mut down = Vec::new();
        side(x, &mut down);
        let mut up = Vec::new();
        side(y, &mut up);
        let mut cycle = vec![base];
        cycle.extend(down.iter().rev());
        cycle.extend(up);
        cycle
    }

    /// The number of cells of [`Forest::cycle`], without building it.
    pub fn cycle_len(&self, x: u32, y: u32, base: u32, mate: &[u32]) -> u32 {
        let side = |from: u32| {
            let (mut b, mut steps) = (self.base_of(from), 0u32);
            while b != base && steps as usize <= mate.len() {
                steps += 1;
                b = self.base_of(self.node(mate[b as usize]).parent);
            }
            steps
        };
        1 + 2 * (side(x) + side(y))
    }

    /// [`Event::BlossomFound`] for the blossom closed by the edge `x`–`y` with base
    /// `base`: what both searches with blossoms report before contracting it.
    pub fn found_event(&self, x: u32, y: u32, base: u32, mate: &[u32]) -> Event {
        Event::BlossomFound {
            from: x,
            to: y,
            base,
            len: self.cycle_len(x, y, base, mate),
        }
    }

    /// The step both searches with blossoms take after [`Forest::found_event`]:
    /// contracts the blossom ([`Forest::contract`]), leaves its cells made even in
    /// `newly_even` (cleared first) and on `queue`, and returns
    /// [`Event::BlossomContracted`].
    pub fn contract_queued(
        &mut self,
        (x, y, base): (u32, u32, u32),
        mate: &[u32],
        newly_even: &mut Vec<u32>,
        queue: &mut Vec<u32>,
    ) -> Event {
        newly_even.clear();
        let size = self.contract(x, y, base, mate, newly_even);
        queue.extend_from_slice(newly_even);
        Event::BlossomContracted { base, size }
    }

    /// Contracts the blossom closed by `x`–`y` into `base`: routes the parent links
    /// round it, merges its inner blossoms, and labels its odd cells even, pushing
    /// each of them on `newly_even`. Returns the blossom's size.
    pub fn contract(
        &mut self,
        x: u32,
        y: u32,
        base: u32,
        mate: &[u32],
        newly_even: &mut Vec<u32>,
    ) -> u32 {
        self.contract_side(x, y, base, mate, newly_even);
        self.contract_side(y, x, base, mate, newly_even);
        self.size[base as usize]
    }

    fn contract_side(
        &mut self,
        mut x: u32,
        mut y: u32,
        base: u32,
        mate: &[u32],
        newly_even: &mut Vec<u32>,
    ) {
        while self.find(x) != base {
            self.node_mut(x).parent = y;
            y = mate[x as usize];
            if self.label[y as usize] == Label::Odd {
                self.label[y as usize] = Label::Even;
                newly_even.push(y);
            }
            for cell in [x, y] {
                if self.find(cell) == cell {
                    self.node_mut(cell).base = base;
                    self.size[base as usize] += self.size[cell as usize];
                }
            }
            x = self.node(y).parent;
        }
    }

    /// The alternating path from the even (or odd, unmatched) `cell` to its tree's
    /// root through the parent links, expanded through every blossom: `cell`, then
    /// alternately a matching edge and a non-matching one. Starting at an odd cell
    /// the first edge is the non-matching one to its parent.
    pub fn path_to_root(&self, cell: u32, mate: &[u32]) -> Vec<u32> {
        let mut path = vec![cell];
        let mut at = cell;
        let mut odd = self.label(cell) == Label::Odd;
        loop {
            let next = if odd {
                self.node(at).parent
            } else {
                mate[at as usize]
            };
            if next == UNMATCHED || path.len() > mate.len() {
                break;
            }
            path.push(next);
            at = next;
            odd = !odd;
        }
        path
    }
}

/// The even cells waiting to be scanned. With many roots (every cell's, without the
/// greedy start), first in, first out: the trees grow breadth first, side by side.
/// With few, far apart, breadth first would grow each tree over its share of the
/// board before it meets another, and the trees of a path are then taken apart and
/// regrown by their neighbours; so each tree aims at a target, the nearest other root
/// when it started (the next nearest unmatched one once that is matched), and the
/// even cell nearest its tree's target is scanned first (last in, first out among
/// equals): the trees of two near roots grow towards each other, and the tree of a
/// root left without a target (the last unmatched ones) grows depth first. Any order
/// is Edmonds' algorithm; only which path is found first changes.
#[derive(Debug, Clone, Default)]
struct Frontier {
    /// First in, first out (with many roots): the queue and its head.
    queue: Vec<u32>,
    head: usize,
    /// Nearest to its target first (with few roots): the cells by key, each with
    /// the tree it was queued for.
    buckets: Vec<Vec<(u32, u32)>>,
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
    /// The frontier for `roots` (the unmatched cells, in order) on `board`, each
    /// queued.
    fn new(board: &Board, forest: &Forest, roots: &[u32], mate: &[u32]) -> Self {
        // Breadth first when the roots are many: their trees meet after a few steps.
        if roots.len() < 2 || roots.len() * 64 > board.free_count() {
            return Frontier {
                queue: roots.to_vec(),
                low: usize::MAX,
                ..Frontier::default()
            };
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
    fn push(&mut self, forest: &Forest, cell: u32, steps: Option<u32>) {
        // Breadth first (after the aimed cells) for a tree left without a target:
        // no other tree can still grow, so the order only costs time.
        if self.buckets.is_empty() || self.target[forest.tree(cell) as usize] == NONE {
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
    fn pop(&mut self, forest: &Forest, mate: &[u32]) -> Option<u32> {
        loop {
            if self.low == usize::MAX {
                let cell = *self.queue.get(self.head)?;
                self.head += 1;
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
            manhattan: board.moves() == super::Moves::Rook,
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    Start,
    Seed(usize),
    Scan,
    Odd { cell: u32, from: u32 },
    Even { cell: u32, from: u32 },
    Blossom { from: u32, to: u32, base: u32 },
    Contract { from: u32, to: u32, base: u32 },
    Found { from: u32, to: u32 },
    Augment,
    Failures(usize),
    Done,
    Finished,
}

/// Edmonds' search state: the forest of every unmatched cell's tree and the BFS
/// queue of even cells.
#[derive(Debug, Clone)]
pub struct Blossom {
    forest: Forest,
    /// The unmatched cells after the greedy start: the roots.
    roots: Vec<u32>,
    /// The even cells waiting to be scanned.
    frontier: Frontier,
    /// The even cell being scanned and the index of its next move.
    from: u32,
    next_move: u8,
    /// The augmenting path found last, from its root to its other end.
    path: Vec<u32>,
    newly_even: Vec<u32>,
    phase: Phase,
    /// Edges tried, counted to report one now and then without events.
    tried: u32,
}

/// Where [`Blossom::scan_quietly`] stopped.
enum Quiet {
    /// After an augmentation.
    Augmented,
    /// After [`QUIET_REPORT`] more edges: the last one, and whether it was skipped.
    Paused(u32, u32, bool),
    /// The queue is empty: no tree can grow.
    Done,
}

impl Blossom {
    /// A search over `board`, before its first tree.
    pub fn new(board: &Board) -> Self {
        Blossom {
            forest: Forest::new(board.len()),
            roots: Vec::new(),
            frontier: Frontier::default(),
            from: NONE,
            next_move: 8,
            path: Vec::new(),
            newly_even: Vec::new(),
            phase: Phase::Start,
            tried: 0,
        }
    }

    /// The alternating forest.
    pub fn forest(&self) -> &Forest {
        &self.forest
    }

    /// True once the search has ended: the matching is maximum and the forest is
    /// frustrated (every edge from an even cell ends at an odd cell or inside the
    /// even cell's blossom).
    pub fn is_finished(&self) -> bool {
        self.phase == Phase::Finished
    }

    /// Takes the forest out (an empty one is left), for
    /// [`super::gallai_edmonds::GallaiEdmonds::from_forest`] once the search has ended.
    pub fn take_forest(&mut self) -> Forest {
        std::mem::replace(&mut self.forest, Forest::new(0))
    }

    /// The augmenting path found last, from its root to its other end, the root of
    /// another tree (empty before the first).
    pub fn path(&self) -> &[u32] {
        &self.path
    }

    /// The odd cycle of the blossom just found (after [`Event::BlossomFound`], until
    /// it is contracted); empty otherwise.
    pub fn pending_cycle(&self, matching: &Matching) -> Vec<u32> {
        match self.phase {
            Phase::Contract { from, to, base } => self.forest.cycle(from, to, base, &matching.mate),
            _ => Vec::new(),
        }
    }

    /// The next edge from an even cell of the queue: `None` when the queue is empty.
    fn next_edge(&mut self, board: &Board, matching: &Matching) -> Option<(u32, u32)> {
        loop {
            if self.next_move < 8 {
                let open = board.open_moves(self.from) >> self.next_move;
                if open != 0 {
                    let i = self.next_move + open.trailing_zeros() as u8;
                    self.next_move = i + 1;
                    return Some((self.from, board.jump(self.from, i)));
                }
            }
            self.from = self.frontier.pop(&self.forest, &matching.mate)?;
            self.next_move = 0;
        }
    }

    /// Looks along the edge `from`–`to`; sets the phase for what follows. Returns
    /// whether the edge leads nowhere (skipped).
    fn try_edge(&mut self, from: u32, to: u32, matching: &Matching) -> bool {
        match self.forest.label(to) {
            // Every unmatched cell is a root, so an unlabelled one is matched.
            Label::Unlabelled if matching.is_matched(to) => {
                self.phase = Phase::Odd { cell: to, from };
                false
            }
            Label::Even if self.forest.tree(from) != self.forest.tree(to) => {
                self.phase = Phase::Found { from, to };
                false
            }
            Label::Even if !self.forest.same_blossom(from, to) => {
                let base = self
                    .forest
                    .common_base(from, to, &matching.mate)
                    .expect("both ends in one tree");
                self.phase = Phase::Blossom { from, to, base };
                false
            }
            _ => true,
        }
    }

    /// The scan without events: the same edges in the same order, with the same
    /// outcomes, as [`Phase::Scan`] and the phases it leads to, handled in place.
    /// Stops after an augmentation, every [`QUIET_REPORT`] edges, and once the
    /// queue is empty.
    fn scan_quietly(&mut self, board: &Board, matching: &mut Matching) -> Quiet {
        loop {
            let from = self.from;
            let mut open = match self.next_move {
                8.. => 0,
                next => u32::from(board.open_moves(from)) >> next << next,
            };
            let (tree, mut base) = match open {
                0 => (NONE, NONE),
                _ => (self.forest.tree(from), self.forest.find(from)),
            };
            while open != 0 {
                let i = open.trailing_zeros() as u8;
                open &= open - 1;
                let to = board.jump(from, i);
                let skipped = match self.forest.label(to) {
                    Label::Unlabelled => {
                        let partner = matching.mate[to as usize];
                        if partner != UNMATCHED {
                            self.forest.set_odd(to, from);
                            self.forest.set_even(partner, tree);
                            self.frontier.push(&self.forest, partner, Some(2));
                        }
                        partner == UNMATCHED
                    }
                    Label::Even if self.forest.tree(to) != tree => {
                        self.next_move = i + 1;
                        self.path = augmenting_path(&self.forest, &matching.mate, from, to);
                        self.augment(board, matching);
                        return Quiet::Augmented;
                    }
                    Label::Even if self.forest.find(to) != base => {
                        base = self
                            .forest
                            .common_base(from, to, &matching.mate)
                            .expect("both ends in one tree");
                        let newly_even = &mut self.newly_even;
                        self.forest
                            .contract(from, to, base, &matching.mate, newly_even);
                        for &cell in newly_even.iter() {
                            self.frontier.push(&self.forest, cell, Some(1));
                        }
                        newly_even.clear();
                        false
                    }
                    _ => true,
                };
                self.tried = self.tried.wrapping_add(1);
                if self.tried % QUIET_REPORT == 0 {
                    self.next_move = i + 1;
                    return Quiet::Paused(from, to, skipped);
                }
            }
            let Some(next) = self.frontier.pop(&self.forest, &matching.mate) else {
                self.next_move = 8;
                return Quiet::Done;
            };
            self.from = next;
            self.next_move = 0;
        }
    }

    /// Flips the path just found and takes its two trees apart; the even cells next
    /// to their cells are scanned again, as those cells can be labelled anew.
    fn augment(&mut self, board: &Board, matching: &mut Matching) {
        for pair in self.path.chunks_exact(2) {
            matching.mate[pair[0] as usize] = pair[1];
            matching.mate[pair[1] as usize] = pair[0];
        }
        matching.size += 1;
        let ends = [self.path[0], *self.path.last().expect("a path")];
        let mut freed = std::mem::take(&mut self.newly_even);
        for root in ends {
            self.forest.dissolve(root, |cell| freed.push(cell));
        }
        for &cell in &freed {
            for n in board.neighbours(cell) {
                if self.forest.label(n) == Label::Even {
                    self.frontier.push(&self.forest, n, None);
                }
            }
        }
        freed.clear();
        self.newly_even = freed;
        if self.forest.label(self.from) != Label::Even {
            self.next_move = 8;
        }
    }
}

impl Search for Blossom {
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::Start => {
                    self.roots = (0..board.len() as u32)
                        .filter(|&c| board.is_free(c) && !matching.is_matched(c))
                        .collect();
                    for &root in &self.roots {
                        self.forest.set_even(root, root);
                    }
                    self.frontier = Frontier::new(board, &self.forest, &self.roots, &matching.mate);
                    self.phase = Phase::Seed(0);
                    None
                }
                Phase::Seed(i) => match self.roots.get(i) {
                    Some(&root) if EMIT => {
                        self.phase = Phase::Seed(i + 1);
                        Some(Event::SearchStarted { root })
                    }
                    _ => {
                        self.phase = Phase::Scan;
                        None
                    }
                },
                // Without events the search still returns after each augmentation,
                // so that a caller can run it in slices.
                Phase::Scan if !EMIT => match self.scan_quietly(board, matching) {
                    Quiet::Augmented => Some(Event::Augmented {
                        size: matching.size(),
                    }),
                    Quiet::Paused(from, to, skipped) => {
                        Some(Event::EdgeTried { from, to, skipped })
                    }
                    Quiet::Done => {
                        self.roots.retain(|&r| !matching.is_matched(r));
                        self.phase = Phase::Failures(0);
                        None
                    }
                },
                Phase::Scan => match self.next_edge(board, matching) {
                    None => {
                        self.roots.retain(|&r| !matching.is_matched(r));
                        self.phase = Phase::Failures(0);
                        None
                    }
                    Some((from, to)) => {
                        let skipped = self.try_edge(from, to, matching);
                        EMIT.then_some(Event::EdgeTried { from, to, skipped })
                    }
                },
                Phase::Odd { cell, from } => {
                    self.forest.set_odd(cell, from);
                    let partner = matching.mate[cell as usize];
                    self.phase = Phase::Even {
                        cell: partner,
                        from: cell,
                    };
                    EMIT.then_some(Event::Labelled {
                        cell,
                        from,
                        odd: true,
                    })
                }
                Phase::Even { cell, from } => {
                    self.forest.set_even(cell, self.forest.tree(from));
                    self.frontier.push(&self.forest, cell, Some(2));
                    self.phase = Phase::Scan;
                    EMIT.then_some(Event::Labelled {
                        cell,
                        from,
                        odd: false,
                    })
                }
                Phase::Blossom { from, to, base } => {
                    self.phase = Phase::Contract { from, to, base };
                    EMIT.then(|| self.forest.found_event(from, to, base, &matching.mate))
                }
                Phase::Contract { from, to, base } => {
                    self.newly_even.clear();
                    let size =
                        self.forest
                            .contract(from, to, base, &matching.mate, &mut self.newly_even);
                    for &cell in &self.newly_even {
                        self.frontier.push(&self.forest, cell, Some(1));
                    }
                    self.newly_even.clear();
                    let event = Event::BlossomContracted { base, size };
                    self.phase = Phase::Scan;
                    EMIT.then_some(event)
                }
                Phase::Found { from, to } => {
                    self.path = augmenting_path(&self.forest, &matching.mate, from, to);
                    self.phase = Phase::Augment;
                    EMIT.then(|| Event::PathFound {
                        root: self.path[0],
                        end: *self.path.last().expect("a path"),
                        len: self.path.len() as u32,
                    })
                }
                Phase::Augment => {
                    self.augment(board, matching);
                    self.phase = Phase::Scan;
                    // Reported quietly too: a caller may spread the work over time.
                    Some(Event::Augmented {
                        size: matching.size(),
                    })
                }
                Phase::Failures(i) => match self.roots.get(i) {
                    Some(&root) if EMIT => {
                        self.phase = Phase::Failures(i + 1);
                        Some(Event::SearchFailed { root })
                    }
                    _ => {
                        self.phase = Phase::Done;
                        None
                    }
                },
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
}

/// The augmenting path through the edge between the even cells `from` and `to` of
/// two trees: from `from`'s root down to `from`, across, up to `to`'s root, expanded
/// through the blossoms. Its cells two by two are the new pairs.
pub(crate) fn augmenting_path(forest: &Forest, mate: &[u32], from: u32, to: u32) -> Vec<u32> {
    let mut path = forest.path_to_root(from, mate);
    path.reverse();
    path.extend(forest.path_to_root(to, mate));
    path
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::{Moves, Steps, generate, greedy::Greedy, kuhn::Kuhn};

    /// The quiet search flips the same paths and grows the same forest as the
    /// stepping one: both runs end with the same matching and the same labels, from
    /// the empty and from the greedy start, under every rule.
    #[test]
    fn quiet_search_matches_the_stepping_search() {
        let rules = [Moves::Rook, Moves::King, Moves::Knight, Moves::Hex];
        for seed in 0..400u64 {
            let rows = 1 + (seed % 11) as u32;
            let cols = 1 + (seed / 11 % 13) as u32;
            let density = [0.0, 0.1, 0.25, 0.4][(seed % 4) as usize];
            let moves = rules[(seed / 4 % 4) as usize];
            let board = generate::random(rows, cols, density, seed).with_moves(moves);
            let mut start = Matching::new(board.len());
            if seed % 2 == 1 {
                Steps::new(&board, &mut start, Greedy::new(&board)).finish();
            }
            let mut stepped = start.clone();
            let mut steps = Steps::new(&board, &mut stepped, Blossom::new(&board));
            let augmented = steps
                .by_ref()
                .filter(|e| matches!(e, Event::Augmented { .. }))
                .count();
            let stepped_labels = steps.state().forest().label.clone();
            let mut quiet = start;
            let mut state = Blossom::new(&board);
            // The quiet search returns once after each augmentation, then ends.
            let mut returns = 0;
            while state.step::<false>(&board, &mut quiet).is_some() {
                returns += 1;
            }
            assert_eq!(returns, augmented, "seed {seed}");
            assert!(state.is_finished());
            assert_eq!(quiet, stepped, "seed {seed}");
            assert_eq!(state.forest().label, stepped_labels, "seed {seed}");
        }
    }

    /// Boards big enough, after the greedy start, for the frontier that aims each
    /// tree at the nearest other root: the quiet and the stepping search end alike,
    /// and on bipartite rules with kuhn's matching size (an independent search).
    #[test]
    fn aimed_frontier_searches_agree() {
        let rules = [Moves::Rook, Moves::King, Moves::Knight, Moves::Hex];
        let mut aimed = 0;
        for seed in 0..24u64 {
            let moves = rules[(seed % 4) as usize];
            let density = [0.05, 0.15, 0.3][(seed / 4 % 3) as usize];
            let board = generate::random(40 + seed as u32, 57, density, seed).with_moves(moves);
            let mut start = Matching::new(board.len());
            Steps::new(&board, &mut start, Greedy::new(&board)).finish();
            let mut stepped = start.clone();
            let mut steps = Steps::new(&board, &mut stepped, Blossom::new(&board));
            steps.by_ref().for_each(drop);
            aimed += usize::from(!steps.state().frontier.buckets.is_empty());
            let stepped_labels = steps.state().forest().label.clone();
            let mut quiet = start.clone();
            let state = Steps::new(&board, &mut quiet, Blossom::new(&board)).finish();
            assert_eq!(quiet, stepped, "seed {seed}");
            assert_eq!(state.forest().label, stepped_labels, "seed {seed}");
            if moves.is_bipartite() {
                let mut other = start;
                Steps::new(&board, &mut other, Kuhn::new(&board)).finish();
                assert_eq!(other.size(), quiet.size(), "seed {seed}");
            }
        }
        assert!(aimed >= 12, "{aimed} boards aimed");
    }
}
