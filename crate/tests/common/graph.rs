//! Test oracles for the token game on a graph that know nothing of matchings, and
//! the small graphs they are run on.

#![allow(dead_code)]

use std::collections::HashMap;

/// A small deterministic generator (xorshift64*), so the graphs need no crate.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1)
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// True with probability `p`.
    pub fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
}

/// A small graph: `n` vertices (0-based) and its edges, each once, `u < v`.
#[derive(Debug, Clone)]
pub struct Small {
    pub n: u32,
    pub edges: Vec<(u32, u32)>,
    /// What made it, for messages.
    pub kind: &'static str,
}

impl Small {
    /// The judge input, 1-based, with the edges in a shuffled order, some written
    /// high end first and some repeated (a repeated edge counts once).
    pub fn judge_input(&self, rng: &mut Rng) -> String {
        let mut lines: Vec<(u32, u32)> = self.edges.clone();
        for i in 0..self.edges.len() {
            if rng.chance(0.1) {
                lines.push(self.edges[i]);
            }
        }
        for i in (1..lines.len()).rev() {
            lines.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut text = format!("{} {}\n", self.n, lines.len());
        for (u, v) in lines {
            let (a, b) = if rng.chance(0.5) { (u, v) } else { (v, u) };
            text += &format!("{} {}\n", a + 1, b + 1);
        }
        text
    }

    pub fn neighbours(&self) -> Vec<Vec<u32>> {
        let mut out = vec![Vec::new(); self.n as usize];
        for &(u, v) in &self.edges {
            out[u as usize].push(v);
            out[v as usize].push(u);
        }
        out
    }

    /// True when the vertices 2-colour, by trying every colouring (n ≤ 16).
    pub fn is_bipartite(&self) -> bool {
        assert!(self.n <= 16);
        (0..1u32 << self.n).any(|colour| {
            self.edges
                .iter()
                .all(|&(u, v)| (colour >> u & 1) != (colour >> v & 1))
        })
    }
}

/// Edges `pairs` (any order, repeats allowed) as a [`Small`]: each once, low end first.
pub fn small(n: u32, pairs: impl IntoIterator<Item = (u32, u32)>, kind: &'static str) -> Small {
    let mut edges: Vec<(u32, u32)> = pairs
        .into_iter()
        .filter(|&(u, v)| u != v)
        .map(|(u, v)| (u.min(v), u.max(v)))
        .collect();
    edges.sort_unstable();
    edges.dedup();
    Small { n, edges, kind }
}

/// The Petersen graph: an outer 5-cycle, an inner pentagram, spokes between them.
pub fn petersen() -> Small {
    let outer = (0..5).map(|i| (i, (i + 1) % 5));
    let inner = (0..5).map(|i| (5 + i, 5 + (i + 2) % 5));
    let spokes = (0..5).map(|i| (i, i + 5));
    small(10, outer.chain(inner).chain(spokes), "petersen")
}

/// A random small graph of one of several shapes, up to `max_n` vertices: G(n, p),
/// random bipartite, a tree, a cycle, a path, a complete or complete bipartite graph,
/// a star, or a triangle with tails; isolated vertices are common.
pub fn random_small(rng: &mut Rng, max_n: u32) -> Small {
    let n = 1 + rng.below(u64::from(max_n)) as u32;
    let p = [0.15, 0.3, 0.5, 0.8][rng.below(4) as usize];
    let all = |n: u32| (0..n).flat_map(move |u| (u + 1..n).map(move |v| (u, v)));
    match rng.below(9) {
        0 | 1 => {
            let pairs: Vec<_> = all(n).filter(|_| rng.chance(p)).collect();
            small(n, pairs, "gnp")
        }
        2 | 3 => {
            let side: Vec<bool> = (0..n).map(|_| rng.chance(0.5)).collect();
            let pairs: Vec<_> = all(n)
                .filter(|&(u, v)| side[u as usize] != side[v as usize])
                .filter(|_| rng.chance(p))
                .collect();
            small(n, pairs, "bipartite")
        }
        4 => {
            let pairs: Vec<_> = (1..n)
                .map(|v| (rng.below(u64::from(v)) as u32, v))
                .collect();
            small(n, pairs, "tree")
        }
        5 => {
            let pairs: Vec<_> = (0..n).map(|v| (v, (v + 1) % n)).collect();
            small(n, pairs, "cycle")
        }
        6 => small(n, (1..n).map(|v| (v - 1, v)), "path"),
        7 => {
            let a = rng.below(u64::from(n) + 1) as u32;
            match rng.below(3) {
                0 => small(n, all(n), "complete"),
                1 => small(
                    n,
                    (0..a).flat_map(|u| (a..n).map(move |v| (u, v))),
                    "complete bipartite",
                ),
                _ => small(n, (1..n).map(|v| (0, v)), "star"),
            }
        }
        _ => {
            let n = n.max(3);
            let mut pairs = vec![(0, 1), (1, 2), (2, 0)];
            pairs.extend((3..n).map(|v| (rng.below(u64::from(v)) as u32, v)));
            small(n, pairs, "triangle with tails")
        }
    }
}

/// The winning starts (0-based, increasing) by exhaustive game-tree search: the player
/// who places the token on `s` wins when the opponent, to move from `s`, loses.
pub fn winning_starts_by_search(graph: &Small) -> Vec<u32> {
    assert!(graph.n <= 20, "too many vertices for exhaustive search");
    let neighbours = graph.neighbours();
    let mut memo = HashMap::new();
    (0..graph.n)
        .filter(|&s| !mover_wins(s, 1 << s, &neighbours, &mut memo))
        .collect()
}

/// True when the player to move from `at`, with `visited` vertices used, wins.
pub fn mover_wins(
    at: u32,
    visited: u32,
    neighbours: &[Vec<u32>],
    memo: &mut HashMap<(u32, u32), bool>,
) -> bool {
    if let Some(&known) = memo.get(&(at, visited)) {
        return known;
    }
    let wins = neighbours[at as usize]
        .iter()
        .filter(|&&n| visited & (1 << n) == 0)
        .any(|&n| !mover_wins(n, visited | (1 << n), neighbours, memo));
    memo.insert((at, visited), wins);
    wins
}

/// The largest set of disjoint edges, by trying every subset of edges in turn
/// (branching on the first edge left: take it or not); n ≤ 16.
pub fn maximum_matching_size(graph: &Small) -> u32 {
    fn best(edges: &[(u32, u32)], used: u32) -> u32 {
        match edges.split_first() {
            None => 0,
            Some((&(u, v), rest)) => {
                let without = best(rest, used);
                if used & (1 << u | 1 << v) == 0 {
                    without.max(1 + best(rest, used | 1 << u | 1 << v))
                } else {
                    without
                }
            }
        }
    }
    best(&graph.edges, 0)
}

/// The judge output for `winning` (0-based): `WIN` and each vertex from 1, or `LOSE`.
pub fn judge_output(winning: &[u32]) -> String {
    if winning.is_empty() {
        return "LOSE\n".to_string();
    }
    let mut out = String::from("WIN\n");
    for v in winning {
        out += &format!("{}\n", v + 1);
    }
    out
}
