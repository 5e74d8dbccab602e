//! The alternating forest with contracted blossoms ([`Forest`]): each cell's label,
//! parent link and tree, each tree's list of cells, and the blossoms as a union–find
//! over cells (a set's root is its blossom's base).
//!
//! Contracting a blossom routes the parent links of its cells round its odd cycle,
//! so that a path through it can be expanded on the board later
//! ([`Forest::path_to_root`]), merges its inner blossoms into its base and makes its
//! odd cells even. The base, the nearest common ancestor of the two even cells, is
//! found by walking up from both in turn, marking with a timestamp. A cell's base,
//! parent, tree and list link sit side by side (the searches are bound by cache
//! misses on big boards), its label apart in a byte array; only the cells a search
//! touched are reset after it.
//!
//! Cost: [`Forest::find`] nearly O(1) (union–find with path halving); a contraction
//! or a common-ancestor walk O(cells walked). Memory: seven words and a byte per cell.
//!
//! ```
//! use gridplay::geography::blossom::{Forest, Label};
//!
//! // A root (0), an odd cell reached from it (1) and that cell's partner (2).
//! let mut forest = Forest::new(3);
//! forest.set_even(0, 0);
//! forest.set_odd(1, 0);
//! forest.set_even(2, 0);
//! assert_eq!(forest.label(1), Label::Odd);
//! assert_eq!(forest.parent(1), 0);
//! assert_eq!(forest.members(0).count(), 3);
//! ```

use super::{Label, NONE};
use crate::geography::Event;
use crate::geography::matching::UNMATCHED;

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

/// The alternating forest with contracted blossoms, shared by [`Blossom`](super::Blossom),
/// the winning-start search ([`crate::geography::gallai_edmonds`]), play mode's search and the
/// page's frame (which replays the events on its own copy).
#[derive(Debug, Clone)]
pub struct Forest {
    /// Each cell's label, apart (a byte a cell): most edges need no more.
    pub(super) label: Vec<Label>,
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
