//! The true winner on any board, including boards where a number borders two or more
//! blank regions (the judge's promise broken, so its XOR of 1s and 2s can be wrong).
//!
//! **Model.** Only blank regions and numbers matter (clicking a blank opens its whole
//! region and every number around it). Group the numbers by the set of regions they
//! border, a *class*. Two numbers of one class cancel out: whoever clicks one, the other
//! player clicks the other (opening a region of the set removes both at once), so only
//! the parity of each class matters. That leaves a hypergraph game: vertices are the
//! closed regions, edges are the classes of odd size (`{}` for lone numbers, `{r}` for
//! numbers private to region r, two or more regions for shared numbers); a move deletes
//! one edge (click a number) or one vertex with every edge on it (click a blank).
//!
//! **Search.** Lone numbers add 1 each; a region without shared edges adds 1 or 2 (the
//! judge's rule). Regions joined by shared edges form *clusters*; a cluster's value is
//! found by memoized search over positions, where each position is split into its
//! connected parts and valued as the XOR of the parts (so a cluster of chains is cheap).
//! The search keeps its own stack: its depth never touches the thread's stack.
//!
//! **Cap.** The search counts *visits*: each position it examines (every option of every
//! position it expands) costs one visit per 64-bit word of its key (per 64 regions or
//! number classes of its cluster) plus one per 16 regions and classes in it, so the
//! count follows the time spent (about 20–40 ns a visit). Past `max_visits` visits on
//! one board (default [`DEFAULT_MAX_VISITS`], a few seconds) it answers
//! [`ExactAnswer::Unknown`]; it never guesses. Clusters are searched smallest first.
//! Memory: about 50 + 8·⌈(regions + classes)/64⌉ bytes per position valued.
//!
//! ```
//! use gridplay::mine::board::Board;
//! use gridplay::mine::exact::{solve_board, ExactAnswer, DEFAULT_MAX_VISITS};
//! use gridplay::mine::solver::{Player, Solver};
//!
//! // (2, 2) borders both blank regions: the judge's rule says Xiemao, but Fanglaoshi wins.
//! let board = Board::with_mines(4, 4, &[(1, 1), (3, 3)]);
//! assert_eq!(Solver::new(board.clone()).run(), Player::Xiemao);
//! match solve_board(board, DEFAULT_MAX_VISITS) {
//!     ExactAnswer::Winner { winner, .. } => assert_eq!(winner, Player::Fanglaoshi),
//!     ExactAnswer::Unknown { .. } => unreachable!(),
//! }
//! ```

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

use super::board::Board;
use super::solver::{Player, Solver};

/// Default cap on visits per board: at most a few seconds of search.
pub const DEFAULT_MAX_VISITS: u64 = 50_000_000;

/// The exact result for one board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ExactAnswer {
    /// The search finished.
    Winner {
        /// Who wins with perfect play.
        winner: Player,
        /// The Grundy value of the whole board (Xiemao wins when it is not 0).
        grundy: u32,
        /// Positions valued (memoized) by the search; 0 when no number is shared.
        states: u64,
        /// Visits spent (see the module doc).
        visits: u64,
    },
    /// The search hit its cap before finishing.
    Unknown {
        /// Positions valued before stopping.
        states: u64,
        /// The cap on visits that was hit.
        max_visits: u64,
        /// Blank regions in the cluster being searched when the cap was hit.
        cluster_regions: u32,
        /// Classes of numbers (private and shared) in that cluster.
        cluster_edges: u32,
    },
}

impl ExactAnswer {
    /// The winner, when known.
    pub fn winner(&self) -> Option<Player> {
        match self {
            ExactAnswer::Winner { winner, .. } => Some(*winner),
            ExactAnswer::Unknown { .. } => None,
        }
    }
}

/// Solves `board` exactly within `max_visits` visits.
pub fn solve_board(board: Board, max_visits: u64) -> ExactAnswer {
    solve(&mut Solver::new(board), max_visits)
}

/// Solves the board of `solver` exactly, first running the solver to its end (fast
/// path) to find the regions and the shared numbers.
pub fn solve(solver: &mut Solver, max_visits: u64) -> ExactAnswer {
    solver.run();
    let board = solver.board();
    let regions = solver.regions() as usize;
    let mut grundy = solver.lone_numbers() & 1;

    // Numbers private to each region: the numbers it counted minus the shared ones,
    // which the solver counts for the first region that reaches them (the lowest id).
    let mut private: Vec<u32> = solver.region_numbers().to_vec();
    let sets: Vec<Vec<u32>> = solver
        .shared_numbers()
        .iter()
        .map(|&cell| {
            let mut set: Vec<u32> = board
                .neighbours(cell)
                .filter(|&n| board.value(n) == 0)
                .filter_map(|n| solver.region_of(n))
                .collect();
            set.sort_unstable();
            set.dedup();
            private[set[0] as usize] -= 1;
            set
        })
        .collect();
    let clusters = clusters(regions, sets.iter().map(Vec::as_slice));
    let mut in_cluster = vec![false; regions];
    for cluster in &clusters {
        for &region in &cluster.regions {
            in_cluster[region as usize] = true;
        }
    }
    for region in 0..regions {
        if !in_cluster[region] {
            grundy ^= 1 + (private[region] & 1);
        }
    }
    let mut clusters: Vec<(Vec<u32>, Vec<Vec<u32>>)> = clusters
        .into_iter()
        .map(|cluster| {
            let (_, edges) = cluster.key(|region| private[region as usize] % 2 == 1);
            (cluster.regions, edges)
        })
        .collect();
    clusters.sort_by_key(|(members, edges)| members.len() + edges.len());
    let mut budget = Budget::new(max_visits);
    // Small clusters repeat on big boards (two regions and one shared number, …): the
    // same vertex count and edge lists give the same value.
    let mut solved: HashMap<(usize, Vec<Vec<u32>>), u32, BuildHasherDefault<FxHasher>> =
        HashMap::default();
    for (members, cluster_edges) in clusters {
        let key = (members.len(), cluster_edges);
        if let Some(&value) = solved.get(&key) {
            grundy ^= value;
            continue;
        }
        let mut game = ClusterGame::new(members.len() as u32, key.1.clone());
        match game.grundy(&mut budget) {
            Some(value) => {
                grundy ^= value;
                solved.insert(key, value);
            }
            None => {
                return ExactAnswer::Unknown {
                    states: budget.states,
                    max_visits,
                    cluster_regions: members.len() as u32,
                    cluster_edges: game.edges.len() as u32,
                };
            }
        }
    }
    ExactAnswer::Winner {
        winner: Player::winner_of(grundy),
        grundy,
        states: budget.states,
        visits: budget.visits,
    }
}

/// Regions joined by numbers that border two or more of them: one connected part of
/// the hypergraph game that the judge's rule does not value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Cluster {
    /// Its regions, ascending (the ids given to [`clusters`]).
    pub regions: Vec<u32>,
    /// Its classes of shared numbers of odd size, as lists of local ids (indices in
    /// `regions`), ascending.
    pub edges: Vec<Vec<u32>>,
}

impl Cluster {
    /// The cluster's game as [`ClusterGame::new`] takes it, with an edge `[i]` for each
    /// region whose count of private numbers is odd: `(regions, sorted edges)`. Equal
    /// keys are equal games.
    pub fn key(&self, private_odd: impl Fn(u32) -> bool) -> (usize, Vec<Vec<u32>>) {
        let mut edges = self.edges.clone();
        for (i, &region) in self.regions.iter().enumerate() {
            if private_odd(region) {
                edges.push(vec![i as u32]);
            }
        }
        edges.sort_unstable();
        (self.regions.len(), edges)
    }
}

/// Groups shared numbers into clusters. `sets` holds, per number bordering two or more
/// regions, the sorted ids (below `regions`) of the regions it borders. Numbers with
/// the same set form a class; only classes of odd size count (two numbers of one class
/// cancel out), and regions joined by them form a cluster. Clusters come in order of
/// their smallest region.
///
/// Cost: O(regions + total set length · log) time and memory.
pub fn clusters<'a>(regions: usize, sets: impl IntoIterator<Item = &'a [u32]>) -> Vec<Cluster> {
    let mut classes: HashMap<&[u32], u32, BuildHasherDefault<FxHasher>> = HashMap::default();
    for set in sets {
        *classes.entry(set).or_default() += 1;
    }
    let mut edges: Vec<Vec<u32>> = classes
        .into_iter()
        .filter(|(_, count)| count % 2 == 1)
        .map(|(set, _)| set.to_vec())
        .collect();
    edges.sort_unstable();

    let mut parent: Vec<u32> = (0..regions as u32).collect();
    let mut in_cluster = vec![false; regions];
    for edge in &edges {
        for pair in edge.windows(2) {
            let (a, b) = (find(&mut parent, pair[0]), find(&mut parent, pair[1]));
            parent[a.max(b) as usize] = a.min(b);
        }
        for &region in edge {
            in_cluster[region as usize] = true;
        }
    }
    // Local ids per cluster, in order of each cluster's smallest region (its root).
    let mut cluster_of_root = vec![usize::MAX; regions];
    let mut clusters: Vec<Cluster> = Vec::new();
    let mut local = vec![u32::MAX; regions];
    for region in 0..regions as u32 {
        if !in_cluster[region as usize] {
            continue;
        }
        let root = find(&mut parent, region) as usize;
        if cluster_of_root[root] == usize::MAX {
            cluster_of_root[root] = clusters.len();
            clusters.push(Cluster {
                regions: Vec::new(),
                edges: Vec::new(),
            });
        }
        let members = &mut clusters[cluster_of_root[root]].regions;
        local[region as usize] = members.len() as u32;
        members.push(region);
    }
    for edge in edges {
        let index = cluster_of_root[find(&mut parent, edge[0]) as usize];
        let local_edge = edge.iter().map(|&r| local[r as usize]).collect();
        clusters[index].edges.push(local_edge);
    }
    clusters
}

/// How much search is allowed, and how much was spent.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// The cap on visits.
    pub max_visits: u64,
    /// Visits spent so far.
    pub visits: u64,
    /// Positions valued so far.
    pub states: u64,
}

impl Budget {
    /// A fresh budget of `max_visits` visits.
    pub fn new(max_visits: u64) -> Budget {
        Budget {
            max_visits,
            visits: 0,
            states: 0,
        }
    }
}

fn find(parent: &mut [u32], mut x: u32) -> u32 {
    while parent[x as usize] != x {
        let up = parent[parent[x as usize] as usize];
        parent[x as usize] = up;
        x = up;
    }
    x
}

/// A move of a [`ClusterGame`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClusterMove {
    /// Delete a vertex and its edges (click a blank of that region).
    Vertex(u32),
    /// Delete an edge (click one number of that class), by its index in the game's edges.
    Edge(u32),
}

/// The hypergraph game on one cluster: vertices `0..regions`, each edge a set of
/// vertices. A move deletes an edge, or a vertex together with every edge on it.
///
/// A position is a bit key: closed vertices, then present edges. Every present edge has
/// all its vertices present (deleting a vertex deletes its edges).
#[derive(Debug, Clone)]
pub struct ClusterGame {
    edges: Vec<Vec<u32>>,
    vertex_edges: Vec<Vec<u32>>,
    vertex_words: usize,
    key_words: usize,
    /// For games of at most 64 vertices and 64 edges (keys of two words): the edges of
    /// each vertex and the vertices of each edge as bit masks, for a word-wide split.
    small: Option<(Vec<u64>, Vec<u64>)>,
    memo: HashMap<Box<[u64]>, u32, BuildHasherDefault<FxHasher>>,
}

impl ClusterGame {
    /// A game with `regions` vertices and the given edges (vertex lists).
    /// Panics when an edge names a vertex `>= regions`.
    pub fn new(regions: u32, edges: Vec<Vec<u32>>) -> ClusterGame {
        let mut vertex_edges = vec![Vec::new(); regions as usize];
        for (e, edge) in edges.iter().enumerate() {
            for &v in edge {
                vertex_edges[v as usize].push(e as u32);
            }
        }
        let vertex_words = (regions as usize).div_ceil(64);
        let small = (regions <= 64 && edges.len() <= 64).then(|| {
            let vertex_masks = vertex_edges
                .iter()
                .map(|list| list.iter().fold(0u64, |m, &e| m | 1 << e))
                .collect();
            let edge_masks = edges
                .iter()
                .map(|edge| edge.iter().fold(0u64, |m, &v| m | 1 << v))
                .collect();
            (vertex_masks, edge_masks)
        });
        ClusterGame {
            key_words: vertex_words + edges.len().div_ceil(64),
            small,
            edges,
            vertex_edges,
            vertex_words,
            memo: HashMap::default(),
        }
    }

    /// The Grundy value of the whole game, or `None` when the search would need more
    /// visits than `budget` has left. Spends from `budget` either way.
    ///
    /// ```
    /// use gridplay::mine::exact::{Budget, ClusterGame};
    ///
    /// // Two vertices joined by an edge: delete the edge (1 ^ 1 = 0) or a vertex (1).
    /// let mut edge = ClusterGame::new(2, vec![vec![0, 1]]);
    /// assert_eq!(edge.grundy(&mut Budget::new(100)), Some(2));
    /// ```
    pub fn grundy(&mut self, budget: &mut Budget) -> Option<u32> {
        let words = self.key_words;
        let root = self.root();
        let mut scratch = Scratch::new(self.vertex_words);
        // Positions still to value, `words` words each (flat: no allocation per push).
        let mut stack: Vec<u64> = Vec::new();
        let mut parts: Vec<u64> = Vec::new();
        self.split(&root, &mut parts, &mut scratch);
        for part in parts.chunks_exact(words) {
            if self.known_value(part).is_none() {
                stack.extend_from_slice(part);
            }
        }
        let mut key = vec![0u64; words];
        let mut option = vec![0u64; words];
        let mut values: Vec<u32> = Vec::new();
        while !stack.is_empty() {
            key.copy_from_slice(&stack[stack.len() - words..]);
            if self.memo.contains_key(key.as_slice()) {
                stack.truncate(stack.len() - words);
                continue;
            }
            // One option per region and per class of the position; each costs about a
            // hash of the key plus a pass over the position's elements.
            let options = key.iter().map(|w| w.count_ones() as u64).sum::<u64>();
            budget.visits += options * (words as u64 + options / 16);
            if budget.visits > budget.max_visits {
                return None;
            }
            let mut missing = false;
            values.clear();
            // Click a blank: delete a vertex and its edges.
            for v in ones(&key[..self.vertex_words]) {
                option.copy_from_slice(&key);
                clear_bit(&mut option, v);
                for &e in &self.vertex_edges[v] {
                    clear_bit(&mut option, self.edge_bit(e as usize));
                }
                missing |=
                    !self.value_option(&option, &mut parts, &mut scratch, &mut stack, &mut values);
            }
            // Click a number: delete an edge.
            for e in ones(&key[self.vertex_words..]) {
                option.copy_from_slice(&key);
                clear_bit(&mut option, self.edge_bit(e));
                if self.edges[e].len() == 1 {
                    // A private edge joins nothing: the position stays in one part.
                    match self.known_value(&option) {
                        Some(value) => values.push(value),
                        None => {
                            stack.extend_from_slice(&option);
                            missing = true;
                        }
                    }
                    continue;
                }
                missing |=
                    !self.value_option(&option, &mut parts, &mut scratch, &mut stack, &mut values);
            }
            if missing {
                // Its unvalued parts are on the stack above it; come back later.
                continue;
            }
            budget.states += 1;
            self.memo.insert(key.as_slice().into(), mex(&mut values));
            // Pushes above it were only made when `missing`, so it is on top.
            stack.truncate(stack.len() - words);
        }
        self.split(&root, &mut parts, &mut scratch);
        let total = parts
            .chunks_exact(words)
            .map(|part| self.known_value(part).expect("every part is valued"))
            .fold(0, |a, b| a ^ b);
        Some(total)
    }

    /// The value of every option of the whole game (which must be connected, as a
    /// [`Cluster`] is), after valuing it with [`ClusterGame::grundy`]: one entry per
    /// vertex, then one per edge. `None` when the search passes the budget.
    ///
    /// ```
    /// use gridplay::mine::exact::{Budget, ClusterGame, ClusterMove};
    ///
    /// let mut edge = ClusterGame::new(2, vec![vec![0, 1]]);
    /// let options = edge.option_values(&mut Budget::new(100)).unwrap();
    /// assert_eq!(
    ///     options,
    ///     [(ClusterMove::Vertex(0), 1), (ClusterMove::Vertex(1), 1), (ClusterMove::Edge(0), 0)]
    /// );
    /// ```
    pub fn option_values(&mut self, budget: &mut Budget) -> Option<Vec<(ClusterMove, u32)>> {
        self.grundy(budget)?;
        let words = self.key_words;
        let root = self.root();
        let mut scratch = Scratch::new(self.vertex_words);
        let (mut parts, mut stack, mut values) = (Vec::new(), Vec::new(), Vec::new());
        let mut option = vec![0u64; words];
        let mut out = Vec::new();
        let moves = (0..self.vertex_edges.len())
            .map(|v| ClusterMove::Vertex(v as u32))
            .chain((0..self.edges.len()).map(|e| ClusterMove::Edge(e as u32)));
        for mv in moves {
            option.copy_from_slice(&root);
            match mv {
                ClusterMove::Vertex(v) => {
                    clear_bit(&mut option, v as usize);
                    for &e in &self.vertex_edges[v as usize] {
                        clear_bit(&mut option, self.edge_bit(e as usize));
                    }
                }
                ClusterMove::Edge(e) => clear_bit(&mut option, self.edge_bit(e as usize)),
            }
            values.clear();
            if !self.value_option(&option, &mut parts, &mut scratch, &mut stack, &mut values) {
                // Not a connected game: an option's part was never valued.
                return None;
            }
            out.push((mv, values[0]));
        }
        Some(out)
    }

    /// The key of the whole game: every vertex and every edge still in it.
    fn root(&self) -> Vec<u64> {
        let mut root = vec![0u64; self.key_words];
        for v in 0..self.vertex_edges.len() {
            set_bit(&mut root, v);
        }
        for e in 0..self.edges.len() {
            set_bit(&mut root, self.edge_bit(e));
        }
        root
    }

    fn edge_bit(&self, edge: usize) -> usize {
        self.vertex_words * 64 + edge
    }

    /// Values one option (the XOR of its parts) into `values` and returns true, or pushes
    /// its unvalued parts on `stack` and returns false.
    fn value_option(
        &self,
        option: &[u64],
        parts: &mut Vec<u64>,
        scratch: &mut Scratch,
        stack: &mut Vec<u64>,
        values: &mut Vec<u32>,
    ) -> bool {
        self.split(option, parts, scratch);
        let mut xor = 0;
        let mut known = true;
        for part in parts.chunks_exact(self.key_words) {
            match self.known_value(part) {
                Some(value) => xor ^= value,
                None => {
                    known = false;
                    stack.extend_from_slice(part);
                }
            }
        }
        if known {
            values.push(xor);
        }
        known
    }

    /// The value of a connected part when it is trivial or already searched.
    fn known_value(&self, part: &[u64]) -> Option<u32> {
        let vertices = part[..self.vertex_words].iter().map(|w| w.count_ones());
        if vertices.sum::<u32>() == 1 {
            // One region alone: its private edge (if any) is the only edge left.
            let has_edge = part[self.vertex_words..].iter().any(|w| *w != 0);
            return Some(1 + u32::from(has_edge));
        }
        self.memo.get(part).copied()
    }

    /// Splits a position into its connected parts (vertices joined by present edges),
    /// written one after another into `parts`.
    fn split(&self, position: &[u64], parts: &mut Vec<u64>, scratch: &mut Scratch) {
        if let Some((vertex_masks, edge_masks)) = &self.small {
            split_small(position, vertex_masks, edge_masks, parts);
            return;
        }
        let words = self.key_words;
        parts.clear();
        scratch.seen.fill(0);
        for w in 0..self.vertex_words {
            loop {
                let free = position[w] & !scratch.seen[w];
                if free == 0 {
                    break;
                }
                let start = w * 64 + free.trailing_zeros() as usize;
                let at = parts.len();
                parts.resize(at + words, 0);
                let part = &mut parts[at..];
                set_bit(&mut scratch.seen, start);
                scratch.stack.push(start as u32);
                while let Some(v) = scratch.stack.pop() {
                    set_bit(part, v as usize);
                    for &e in &self.vertex_edges[v as usize] {
                        let edge_bit = self.edge_bit(e as usize);
                        if !get_bit(position, edge_bit) || get_bit(part, edge_bit) {
                            continue;
                        }
                        set_bit(part, edge_bit);
                        for &u in &self.edges[e as usize] {
                            if !get_bit(&scratch.seen, u as usize) {
                                set_bit(&mut scratch.seen, u as usize);
                                scratch.stack.push(u);
                            }
                        }
                    }
                }
            }
        }
    }
}

/// [`ClusterGame::split`] for keys of one word of vertices and one of edges: the parts
/// grow a whole frontier at a time with mask operations.
fn split_small(position: &[u64], vertex_masks: &[u64], edge_masks: &[u64], parts: &mut Vec<u64>) {
    let (closed, present) = match *position {
        [closed] => (closed, 0),
        [closed, present] => (closed, present),
        _ => unreachable!("small keys have one or two words"),
    };
    parts.clear();
    let mut left = closed;
    while left != 0 {
        let start = left & left.wrapping_neg();
        let (mut part_vertices, mut part_edges, mut frontier) = (start, 0u64, start);
        while frontier != 0 {
            let mut new_edges = 0;
            for v in ones(&[frontier]) {
                new_edges |= vertex_masks[v];
            }
            new_edges &= present & !part_edges;
            part_edges |= new_edges;
            let mut new_vertices = 0;
            for e in ones(&[new_edges]) {
                new_vertices |= edge_masks[e];
            }
            frontier = new_vertices & !part_vertices;
            part_vertices |= frontier;
        }
        left &= !part_vertices;
        parts.push(part_vertices);
        if position.len() == 2 {
            parts.push(part_edges);
        }
    }
}

struct Scratch {
    seen: Vec<u64>,
    stack: Vec<u32>,
}

impl Scratch {
    fn new(vertex_words: usize) -> Scratch {
        Scratch {
            seen: vec![0; vertex_words],
            stack: Vec::new(),
        }
    }
}

fn get_bit(words: &[u64], i: usize) -> bool {
    words[i / 64] >> (i % 64) & 1 == 1
}

fn set_bit(words: &mut [u64], i: usize) {
    words[i / 64] |= 1 << (i % 64);
}

fn clear_bit(words: &mut [u64], i: usize) {
    words[i / 64] &= !(1 << (i % 64));
}

/// Indices of the set bits, ascending.
fn ones(words: &[u64]) -> impl Iterator<Item = usize> + '_ {
    words.iter().enumerate().flat_map(|(w, &word)| {
        let mut bits = word;
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as usize;
                bits &= bits - 1;
                w * 64 + i
            })
        })
    })
}

/// The least value not in `values` (sorts them).
fn mex(values: &mut [u32]) -> u32 {
    values.sort_unstable();
    let mut m = 0;
    for &v in values.iter() {
        if v == m {
            m += 1;
        } else if v > m {
            break;
        }
    }
    m
}

/// A fast non-cryptographic hasher (FxHash) for position keys.
#[derive(Default, Clone, Copy)]
struct FxHasher(u64);

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for chunk in &mut chunks {
            self.write_u64(u64::from_le_bytes(chunk.try_into().unwrap()));
        }
        for &b in chunks.remainder() {
            self.write_u64(u64::from(b));
        }
    }

    fn write_u64(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }

    fn write_usize(&mut self, x: usize) {
        self.write_u64(x as u64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}
