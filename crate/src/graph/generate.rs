//! The graph game's presets: a random bipartite graph, a random graph, a cycle, a
//! tree, the Petersen graph, and a token-game board as its graph. Seeded, so a link
//! or a practice question gives the same graph natively and in the browser.
//!
//! ```
//! use gridplay::graph::generate;
//!
//! let petersen = generate::petersen();
//! assert_eq!((petersen.len(), petersen.edge_count()), (10, 15));
//! assert!(!petersen.is_bipartite());
//! let g = generate::random_bipartite(6, 5, 12, 7);
//! assert!(g.is_bipartite() && g.edge_count() == 12);
//! let cycle = generate::preset("cycle", 7, 0, 0, 1).unwrap();
//! assert_eq!(cycle.edge_count(), 7);
//! assert!(generate::preset("cycle", 2, 0, 0, 1).is_err());
//! ```

use std::collections::BTreeSet;

use super::Graph;
use crate::geography::Board;
use crate::limits::{EDGES, GraphPreset, LEFT, MAX_SEED, SEED, VERTICES};
use crate::rng::SplitMix64;

/// The preset kinds [`preset`] takes, with the settings each reads and their limits:
/// the page's form, links and `graphProtocol().presets` list them from here.
pub const PRESETS: [GraphPreset; 5] = [
    GraphPreset::new("bipartite", &[VERTICES, LEFT, EDGES, SEED]).from(2),
    GraphPreset::new("random", &[VERTICES, EDGES, SEED]),
    GraphPreset::new("cycle", &[VERTICES]).from(3),
    GraphPreset::new("tree", &[VERTICES, SEED]),
    GraphPreset::new("petersen", &[]),
];

/// The preset graph `kind` (`bipartite`: a [`random_bipartite`] graph with `left`
/// vertices on the left and `vertices − left` on the right; `random`; `cycle`; `tree`;
/// `petersen`), from the settings that kind reads ([`PRESETS`]; the others are
/// ignored). Every setting read is checked against the kind's limits before anything
/// is allocated: `preset("random", 5, 0, 12, 1)` is the error "the number of edges
/// must be 0 to 10, not 12" (5 vertices have 10 pairs). Cost: O(n + m log m).
pub fn preset(
    kind: &str,
    vertices: u64,
    left: u64,
    edges: u64,
    seed: u64,
) -> Result<Graph, String> {
    let Some(p) = PRESETS.iter().find(|p| p.id == kind) else {
        return Err(format!("unknown preset \"{kind}\""));
    };
    let within = |what: &str, lo: u64, hi: u64, x: u64| {
        if (lo..=hi).contains(&x) {
            Ok(())
        } else {
            Err(format!("{what} must be {lo} to {hi}, not {x}"))
        }
    };
    if p.reads(VERTICES) {
        within(
            "the number of vertices",
            p.min_vertices.into(),
            p.max_vertices.into(),
            vertices,
        )?;
    }
    let n = vertices as u32; // (checked above when read)
    if p.reads(LEFT) {
        within("the vertices on the left", 1, vertices - 1, left)?;
    }
    if p.reads(EDGES) {
        let pairs = if p.reads(LEFT) {
            left * (vertices - left)
        } else {
            vertices * (vertices - 1) / 2
        };
        within(
            "the number of edges",
            0,
            pairs.min(p.max_edges.into()),
            edges,
        )?;
    }
    if p.reads(SEED) {
        within("the seed", 0, MAX_SEED.into(), seed)?;
    }
    Ok(match kind {
        "bipartite" => random_bipartite(left as u32, n - left as u32, edges, seed),
        "random" => random(n, edges, seed),
        "cycle" => cycle(n),
        "tree" => tree(n, seed),
        _ => petersen(),
    })
}

/// `m` distinct pairs, uniformly among the `possible` pairs `propose` draws from (each
/// as `(low, high)`) and `every` lists: drawn one by one while `m` is at most half of
/// them, else the pairs left out are drawn. Cost: O(m log m) expected.
fn draw(
    m: u64,
    possible: u64,
    rng: &mut SplitMix64,
    propose: impl Fn(&mut SplitMix64) -> (u32, u32),
    every: impl Fn() -> Vec<(u32, u32)>,
) -> Vec<(u32, u32)> {
    let m = m.min(possible);
    let wanted = if m * 2 <= possible { m } else { possible - m };
    let mut drawn = BTreeSet::new();
    while (drawn.len() as u64) < wanted {
        let (u, v) = propose(rng);
        drawn.insert((u.min(v), u.max(v)));
    }
    if wanted == m {
        drawn.into_iter().collect()
    } else {
        every()
            .into_iter()
            .filter(|pair| !drawn.contains(pair))
            .collect()
    }
}

/// A random bipartite graph: `left` vertices (numbered first), `right` more, and `m`
/// distinct edges between the two sides, uniformly (at most `left · right`).
pub fn random_bipartite(left: u32, right: u32, m: u64, seed: u64) -> Graph {
    let (left, right) = (left.max(1), right);
    let mut rng = SplitMix64::new(seed);
    let possible = u64::from(left) * u64::from(right);
    let edges = draw(
        m,
        possible,
        &mut rng,
        |rng| {
            let u = rng.below(left.into()) as u32;
            (u, left + rng.below(right.into()) as u32)
        },
        || {
            (0..left)
                .flat_map(|u| (left..left + right).map(move |v| (u, v)))
                .collect()
        },
    );
    Graph::from_edges(left + right, &edges)
}

/// A random graph on `n` vertices with `m` distinct edges, uniformly (at most
/// `n(n − 1)/2`).
pub fn random(n: u32, m: u64, seed: u64) -> Graph {
    let n = n.max(1);
    let mut rng = SplitMix64::new(seed);
    let possible = u64::from(n) * u64::from(n - 1) / 2;
    let edges = draw(
        m,
        possible,
        &mut rng,
        |rng| loop {
            let u = rng.below(n.into()) as u32;
            let v = rng.below(n.into()) as u32;
            if u != v {
                return (u, v);
            }
        },
        || {
            (0..n)
                .flat_map(|u| (u + 1..n).map(move |v| (u, v)))
                .collect()
        },
    );
    Graph::from_edges(n, &edges)
}

/// The cycle on `n` vertices (a path for `n` < 3: one edge, or none).
pub fn cycle(n: u32) -> Graph {
    let n = n.max(1);
    let edges: Vec<(u32, u32)> = match n {
        1 => Vec::new(),
        2 => vec![(0, 1)],
        _ => (0..n).map(|v| (v, (v + 1) % n)).collect(),
    };
    Graph::from_edges(n, &edges)
}

/// A random tree on `n` vertices: each vertex after the first joined to an earlier
/// one, uniformly.
pub fn tree(n: u32, seed: u64) -> Graph {
    let n = n.max(1);
    let mut rng = SplitMix64::new(seed);
    let edges: Vec<(u32, u32)> = (1..n).map(|v| (rng.below(v.into()) as u32, v)).collect();
    Graph::from_edges(n, &edges)
}

/// The Petersen graph: an outer 5-cycle (vertices 1–5), an inner pentagram (6–10) and
/// the spokes between them. Not bipartite, and it has a perfect matching, so the
/// placer loses from every vertex.
pub fn petersen() -> Graph {
    let outer = (0..5).map(|i| (i, (i + 1) % 5));
    let inner = (0..5).map(|i| (5 + i, 5 + (i + 2) % 5));
    let spokes = (0..5).map(|i| (i, i + 5));
    let edges: Vec<(u32, u32)> = outer.chain(inner).chain(spokes).collect();
    Graph::from_edges(10, &edges)
}

/// A token-game board as its graph: a vertex per free cell, numbered row by row from
/// 1 (`cells[v]` is the board cell of vertex `v`), an edge per pair of free cells one
/// move apart under the board's rule. `None` for a board without free cells.
pub fn from_board(board: &Board) -> Option<(Graph, Vec<u32>)> {
    let cells: Vec<u32> = (0..board.len() as u32)
        .filter(|&c| board.is_free(c))
        .collect();
    if cells.is_empty() {
        return None;
    }
    let mut vertex = vec![u32::MAX; board.len()];
    for (v, &c) in cells.iter().enumerate() {
        vertex[c as usize] = v as u32;
    }
    let mut edges = Vec::new();
    for (v, &c) in cells.iter().enumerate() {
        for n in board.neighbours(c).filter(|&n| n > c) {
            edges.push((v as u32, vertex[n as usize]));
        }
    }
    Some((Graph::from_edges(cells.len() as u32, &edges), cells))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geography::{Moves, generate as boards};

    #[test]
    fn every_listed_preset_is_made_and_settings_out_of_range_say_why() {
        for p in PRESETS {
            let g = preset(p.id, 10, 4, 12, 3).unwrap_or_else(|e| panic!("{}: {e}", p.id));
            assert_eq!(g.len(), 10, "{}", p.id);
        }
        let bad = [
            ("nope", 10, 4, 12, 3, "unknown preset \"nope\""),
            (
                "cycle",
                2,
                0,
                0,
                0,
                "the number of vertices must be 3 to 2000, not 2",
            ),
            (
                "random",
                2001,
                0,
                0,
                0,
                "the number of vertices must be 1 to 2000, not 2001",
            ),
            (
                "random",
                u64::MAX,
                0,
                0,
                0,
                "the number of vertices must be 1 to 2000, not 18446744073709551615",
            ),
            (
                "random",
                5,
                0,
                11,
                0,
                "the number of edges must be 0 to 10, not 11",
            ),
            (
                "random",
                2000,
                0,
                20_001,
                0,
                "the number of edges must be 0 to 20000, not 20001",
            ),
            (
                "bipartite",
                6,
                6,
                1,
                0,
                "the vertices on the left must be 1 to 5, not 6",
            ),
            (
                "bipartite",
                6,
                2,
                9,
                0,
                "the number of edges must be 0 to 8, not 9",
            ),
            (
                "tree",
                6,
                0,
                0,
                1 << 32,
                "the seed must be 0 to 4294967295, not 4294967296",
            ),
        ];
        for (kind, n, left, m, seed, error) in bad {
            assert_eq!(preset(kind, n, left, m, seed).unwrap_err(), error);
        }
        // Settings a kind does not read are ignored.
        assert_eq!(preset("petersen", 0, 0, u64::MAX, u64::MAX), Ok(petersen()));
    }

    #[test]
    fn random_graphs_have_the_asked_edges_and_sides() {
        for seed in 0..50 {
            let g = random(12, seed % 70, seed);
            assert_eq!(g.edge_count() as u64, (seed % 70).min(66), "seed {seed}");
            let b = random_bipartite(5, 7, seed % 40, seed);
            assert_eq!(b.edge_count() as u64, (seed % 40).min(35), "seed {seed}");
            assert!(b.is_bipartite());
            for u in 0..12 {
                for &v in b.neighbours(u) {
                    assert_ne!(u < 5, v < 5, "an edge inside a side");
                }
            }
            let t = tree(9, seed);
            assert_eq!(t.edge_count(), 8);
            assert!(t.is_bipartite());
        }
        assert_eq!(random(7, 5, 3), random(7, 5, 3), "seeded");
        assert!(!cycle(7).is_bipartite() && cycle(8).is_bipartite());
    }

    /// A board's graph has a vertex per free cell and an edge per move, so the
    /// token game on it is the board's: the same winning starts.
    #[test]
    fn a_board_as_a_graph_wins_where_the_board_wins() {
        use crate::geography::{Options, Run};
        for seed in 0..40 {
            let moves = [Moves::Rook, Moves::King, Moves::Knight, Moves::Hex][seed as usize % 4];
            let board = boards::random(5, 6, 0.25, seed).with_moves(moves);
            let Some((graph, cells)) = from_board(&board) else {
                continue;
            };
            let on_board = Run::new(
                board.clone(),
                Options {
                    moves,
                    ..Options::default()
                },
            )
            .finish();
            let on_graph = Run::on(graph, Options::default()).finish();
            let starts: Vec<u32> = on_graph
                .winning
                .iter()
                .map(|&v| cells[v as usize])
                .collect();
            assert_eq!(starts, on_board.winning, "seed {seed}, {moves}");
        }
    }
}
