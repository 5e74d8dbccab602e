//! `blossom`: Edmonds' blossom algorithm (带花树), maximum matching on any board.
//!
//! On `king` and `hex` boards three cells can touch each other, so the graph is
//! not bipartite and an alternating search can come back to its own tree through an
//! odd cycle. From each unmatched cell in row-major order, a BFS grows an
//! alternating tree: the root is *even*; an even cell's unlabelled neighbour becomes
//! *odd*, and its partner even (an unmatched odd cell ends an augmenting path). An
//! edge between two even cells of the tree closes an odd cycle, a *blossom*, with
//! the two cells' nearest common ancestor as its *base*: the blossom is contracted
//! into its base (every odd cell in it becomes even and is searched from too), and
//! the search goes on in the smaller graph. An augmenting path in the contracted
//! graph expands to one in the board through the parent links the contraction sets
//! (each blossom is walked round the side of even length), and is flipped.
//!
//! A search that fails leaves a *frustrated* tree: every edge from its even cells
//! ends at odd cells of the tree, so no later augmenting path can enter it, and its
//! cells are dropped for good (as kuhn's dead cells are).
//!
//! Implementation: the contracted blossoms are a union–find over cells (the root of
//! a cell's set is its blossom's base); the nearest common ancestor is found by
//! walking up from both cells in turn with a timestamp; only the cells a search
//! touched are reset after it. No recursion anywhere.
//!
//! Cost: O(V·E·α(V)) in the worst case (each search O(E·α) plus the walks round
//! blossoms); on grid boards after the greedy start most searches stay local. Memory:
//! four words and a label per cell, a queue, the touched cells.
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
use super::{Board, Event, Matching, Search};

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
    /// In the frustrated tree of a failed search: never searched again.
    Dead = 3,
}

/// The alternating forest with contracted blossoms, shared by [`Blossom`], the
/// winning-start search ([`super::gallai_edmonds`]) and the page's frame (which
/// replays the events on its own copy).
#[derive(Debug, Clone)]
pub struct Forest {
    label: Vec<Label>,
    /// For an odd cell, the even neighbour it was reached from; for an even cell in
    /// a blossom, the cell the contraction routed it to (the walk round the blossom).
    parent: Vec<u32>,
    /// Union–find parent; a set's root is its blossom's base.
    base: Vec<u32>,
    /// Cells in the blossom of each base.
    size: Vec<u32>,
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
            parent: vec![NONE; cells],
            base: (0..cells as u32).collect(),
            size: vec![1; cells],
            stamp: vec![0; cells],
            tick: 0,
            touched: Vec::new(),
        }
    }

    /// The label of `cell`.
    #[inline]
    pub fn label(&self, cell: u32) -> Label {
        self.label[cell as usize]
    }

    /// The parent link of `cell` ([`NONE`] for none).
    pub fn parent(&self, cell: u32) -> u32 {
        self.parent[cell as usize]
    }

    /// The base of the blossom holding `cell` (`cell` itself outside blossoms).
    pub fn base_of(&self, mut cell: u32) -> u32 {
        while self.base[cell as usize] != cell {
            cell = self.base[cell as usize];
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

    #[inline]
    fn find(&mut self, mut cell: u32) -> u32 {
        while self.base[cell as usize] != cell {
            let up = self.base[self.base[cell as usize] as usize];
            self.base[cell as usize] = up;
            cell = up;
        }
        cell
    }

    #[inline]
    fn touch(&mut self, cell: u32, label: Label) {
        if self.label[cell as usize] == Label::Unlabelled {
            self.touched.push(cell);
        }
        self.label[cell as usize] = label;
    }

    /// Labels `cell` even (a root, or the partner of an odd cell).
    #[inline]
    pub fn set_even(&mut self, cell: u32) {
        self.touch(cell, Label::Even);
    }

    /// Labels `cell` odd, reached from the even `from`.
    #[inline]
    pub fn set_odd(&mut self, cell: u32, from: u32) {
        self.touch(cell, Label::Odd);
        self.parent[cell as usize] = from;
    }

    /// Forgets every touched cell (labels, links, blossoms), or, with `bury`, marks
    /// them [`Label::Dead`] for good.
    pub fn reset(&mut self, bury: bool) {
        for &cell in &self.touched {
            let c = cell as usize;
            self.label[c] = if bury { Label::Dead } else { Label::Unlabelled };
            self.parent[c] = NONE;
            self.base[c] = cell;
            self.size[c] = 1;
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
        let (mut a, mut b) = (self.find(x), self.find(y));
        loop {
            if a == NONE && b == NONE {
                return None;
            }
            if a != NONE {
                if self.stamp[a as usize] == self.tick {
                    return Some(a);
                }
                self.stamp[a as usize] = self.tick;
                a = match mate[a as usize] {
                    UNMATCHED => NONE,
                    odd => {
                        let up = self.parent[odd as usize];
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
                b = self.base_of(self.parent[odd as usize]);
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
            self.parent[x as usize] = y;
            y = mate[x as usize];
            if self.label[y as usize] == Label::Odd {
                self.label[y as usize] = Label::Even;
                newly_even.push(y);
            }
            for cell in [x, y] {
                if self.find(cell) == cell {
                    self.base[cell as usize] = base;
                    self.size[base as usize] += self.size[cell as usize];
                }
            }
            x = self.parent[y as usize];
        }
    }

    /// The alternating path from the even (or odd, unmatched) `cell` to its tree's
    /// root through the parent links, expanded through every blossom: `cell`, then
    /// alternately a matching edge and a non-matching one. Starting at an odd cell
    /// the first edge is the non-matching one to its parent.
    pub fn path_to_root(&self, cell: u32, mate: &[u32]) -> Vec<u32> {
        let mut path = vec![cell];
        let mut at = cell;
        let mut odd = self.label[cell as usize] == Label::Odd;
        loop {
            let next = if odd {
                self.parent[at as usize]
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

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Phase {
    NextRoot,
    Scan,
    Odd { cell: u32, from: u32 },
    Even { cell: u32, from: u32 },
    Blossom { from: u32, to: u32, base: u32 },
    Contract { from: u32, to: u32, base: u32 },
    Found(u32),
    Augment(u32),
    Failed,
    Done,
    Finished,
}

/// Edmonds' search state: the forest, the BFS queue of even cells, a root cursor.
#[derive(Debug, Clone)]
pub struct Blossom {
    forest: Forest,
    queue: Vec<u32>,
    head: usize,
    cursor: u32,
    root: u32,
    /// The even cell being scanned and the index of its next move.
    from: u32,
    next_move: u8,
    /// The augmenting path just found, from its root (only when reporting).
    path: Vec<u32>,
    newly_even: Vec<u32>,
    phase: Phase,
}

impl Blossom {
    /// A search over `board`, starting before its first cell.
    pub fn new(board: &Board) -> Self {
        Blossom {
            forest: Forest::new(board.len()),
            queue: Vec::new(),
            head: 0,
            cursor: 0,
            root: NONE,
            from: NONE,
            next_move: 8,
            path: Vec::new(),
            newly_even: Vec::new(),
            phase: Phase::NextRoot,
        }
    }

    /// The alternating forest of the current search.
    pub fn forest(&self) -> &Forest {
        &self.forest
    }

    /// The last augmenting path found, from its root to its free end (when the run
    /// reports events; empty otherwise and between searches).
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

    /// The next unmatched cell at or after the cursor that no failed search buried.
    fn next_root(&mut self, board: &Board, matching: &Matching) -> Option<u32> {
        let mut at = self.cursor;
        loop {
            let cell = matching.next_unmatched(board, at, false)?;
            if self.forest.label(cell) != Label::Dead {
                self.cursor = cell + 1;
                return Some(cell);
            }
            at = cell + 1;
        }
    }

    /// The next edge from an even cell of the queue: `None` when the queue is empty.
    fn next_edge(&mut self, board: &Board) -> Option<(u32, u32)> {
        loop {
            if self.next_move < 8 {
                let open = board.open_moves(self.from) >> self.next_move;
                if open != 0 {
                    let i = self.next_move + open.trailing_zeros() as u8;
                    self.next_move = i + 1;
                    return Some((self.from, board.jump(self.from, i)));
                }
            }
            self.from = *self.queue.get(self.head)?;
            self.head += 1;
            self.next_move = 0;
        }
    }

    /// Looks along the edge `from`–`to`; sets the phase for what follows. Returns
    /// whether the edge leads nowhere (skipped).
    fn try_edge(&mut self, from: u32, to: u32, matching: &Matching) -> bool {
        match self.forest.label(to) {
            Label::Unlabelled => {
                self.phase = Phase::Odd { cell: to, from };
                false
            }
            Label::Even if !self.forest.same_blossom(from, to) => {
                let base = self
                    .forest
                    .common_base(from, to, &matching.mate)
                    .expect("one tree per search");
                self.phase = Phase::Blossom { from, to, base };
                false
            }
            _ => true,
        }
    }

    fn end_search(&mut self, bury: bool) {
        self.forest.reset(bury);
        self.queue.clear();
        self.head = 0;
        self.next_move = 8;
    }
}

impl Search for Blossom {
    fn step<const EMIT: bool>(&mut self, board: &Board, matching: &mut Matching) -> Option<Event> {
        loop {
            let event = match self.phase {
                Phase::NextRoot => match self.next_root(board, matching) {
                    None => {
                        self.phase = Phase::Done;
                        None
                    }
                    Some(root) => {
                        self.root = root;
                        self.forest.set_even(root);
                        self.queue.push(root);
                        self.path.clear();
                        self.phase = Phase::Scan;
                        EMIT.then_some(Event::SearchStarted { root })
                    }
                },
                Phase::Scan => match self.next_edge(board) {
                    None => {
                        self.phase = Phase::Failed;
                        None
                    }
                    Some((from, to)) => {
                        let skipped = self.try_edge(from, to, matching);
                        EMIT.then_some(Event::EdgeTried { from, to, skipped })
                    }
                },
                Phase::Odd { cell, from } => {
                    self.forest.set_odd(cell, from);
                    self.phase = match matching.partner(cell) {
                        None => Phase::Found(cell),
                        Some(partner) => Phase::Even {
                            cell: partner,
                            from: cell,
                        },
                    };
                    EMIT.then_some(Event::Labelled {
                        cell,
                        from,
                        odd: true,
                    })
                }
                Phase::Even { cell, from } => {
                    self.forest.set_even(cell);
                    self.queue.push(cell);
                    self.phase = Phase::Scan;
                    EMIT.then_some(Event::Labelled {
                        cell,
                        from,
                        odd: false,
                    })
                }
                Phase::Blossom { from, to, base } => {
                    self.phase = Phase::Contract { from, to, base };
                    EMIT.then(|| {
                        let len = self.forest.cycle(from, to, base, &matching.mate).len();
                        Event::BlossomFound {
                            from,
                            to,
                            base,
                            len: len as u32,
                        }
                    })
                }
                Phase::Contract { from, to, base } => {
                    let mut even = std::mem::take(&mut self.newly_even);
                    let size = self
                        .forest
                        .contract(from, to, base, &matching.mate, &mut even);
                    self.queue.extend_from_slice(&even);
                    even.clear();
                    self.newly_even = even;
                    self.phase = Phase::Scan;
                    EMIT.then_some(Event::BlossomContracted { base, size })
                }
                Phase::Found(end) => {
                    self.phase = Phase::Augment(end);
                    EMIT.then(|| {
                        let mut path = self.forest.path_to_root(end, &matching.mate);
                        path.reverse();
                        let len = path.len() as u32;
                        self.path = path;
                        Event::PathFound {
                            root: self.root,
                            end,
                            len,
                        }
                    })
                }
                Phase::Augment(end) => {
                    augment(&self.forest, matching, end);
                    self.end_search(false);
                    self.phase = Phase::NextRoot;
                    EMIT.then(|| Event::Augmented {
                        size: matching.size(),
                    })
                }
                Phase::Failed => {
                    self.end_search(true);
                    self.phase = Phase::NextRoot;
                    EMIT.then_some(Event::SearchFailed { root: self.root })
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
}

/// Flips the augmenting path ending at the free odd cell `end`: each odd cell takes
/// its parent, whose old partner is the next odd cell up.
fn augment(forest: &Forest, matching: &mut Matching, end: u32) {
    let mut odd = end;
    loop {
        let even = forest.parent(odd);
        let next = matching.mate[even as usize];
        matching.mate[odd as usize] = even;
        matching.mate[even as usize] = odd;
        if next == UNMATCHED {
            break;
        }
        odd = next;
    }
    matching.size += 1;
}
