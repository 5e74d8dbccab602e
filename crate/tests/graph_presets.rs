//! The graph presets (`graph::generate::PRESETS`, `preset`) against facts worked out
//! here from the edges alone: a cycle's degrees, a tree's connectedness, the Petersen
//! graph's degrees and girth, a random graph's distinct pairs, a bipartite graph's
//! sides; every kind at its limits; settings out of range refused before anything is
//! made (a huge n or m asks for no memory).

use std::collections::{BTreeSet, VecDeque};

use gridplay::graph::{Graph, generate};
use gridplay::limits::{
    EDGES, GRAPH_DRAW_MAX_VERTICES, GRAPH_PRESET_MAX_EDGES, LEFT, SEED, VERTICES,
};

/// The edges as (low, high) pairs, 0-based, read back from the judge input the page gets.
fn edges(g: &Graph) -> Vec<(u32, u32)> {
    let text = g.to_judge_input();
    let mut lines = text.lines();
    let header: Vec<u64> = lines
        .next()
        .unwrap()
        .split(' ')
        .map(|x| x.parse().unwrap())
        .collect();
    let out: Vec<(u32, u32)> = lines
        .map(|l| {
            let (u, v) = l.split_once(' ').unwrap();
            (u.parse::<u32>().unwrap() - 1, v.parse::<u32>().unwrap() - 1)
        })
        .collect();
    assert_eq!(header, [u64::from(g.len()), out.len() as u64]);
    let distinct: BTreeSet<(u32, u32)> = out.iter().map(|&(u, v)| (u.min(v), u.max(v))).collect();
    assert_eq!(distinct.len(), out.len(), "a repeated edge");
    assert!(
        out.iter()
            .all(|&(u, v)| u != v && u < g.len() && v < g.len())
    );
    out
}

fn adjacency(n: u32, edges: &[(u32, u32)]) -> Vec<Vec<u32>> {
    let mut adj = vec![Vec::new(); n as usize];
    for &(u, v) in edges {
        adj[u as usize].push(v);
        adj[v as usize].push(u);
    }
    adj
}

fn connected(adj: &[Vec<u32>]) -> bool {
    let mut seen = vec![false; adj.len()];
    let mut stack = vec![0u32];
    seen[0] = true;
    while let Some(u) = stack.pop() {
        for &w in &adj[u as usize] {
            if !seen[w as usize] {
                seen[w as usize] = true;
                stack.push(w);
            }
        }
    }
    seen.iter().all(|&s| s)
}

/// The shortest cycle's length, by a BFS from every vertex (`u32::MAX` for a forest).
fn girth(adj: &[Vec<u32>]) -> u32 {
    let mut best = u32::MAX;
    for s in 0..adj.len() {
        let mut dist = vec![u32::MAX; adj.len()];
        let mut parent = vec![u32::MAX; adj.len()];
        dist[s] = 0;
        let mut queue = VecDeque::from([s as u32]);
        while let Some(u) = queue.pop_front() {
            for &w in &adj[u as usize] {
                if dist[w as usize] == u32::MAX {
                    dist[w as usize] = dist[u as usize] + 1;
                    parent[w as usize] = u;
                    queue.push_back(w);
                } else if parent[u as usize] != w {
                    best = best.min(dist[u as usize] + dist[w as usize] + 1);
                }
            }
        }
    }
    best
}

#[test]
fn the_table_lists_each_kind_with_the_settings_it_reads_within_the_drawing_cap() {
    let ids: Vec<&str> = generate::PRESETS.iter().map(|p| p.id).collect();
    assert_eq!(ids, ["bipartite", "random", "cycle", "tree", "petersen"]);
    for p in generate::PRESETS {
        assert!(p.max_vertices <= GRAPH_DRAW_MAX_VERTICES, "{}", p.id);
        assert_eq!(p.max_edges > 0, p.reads(EDGES), "{}", p.id);
        assert!(p.max_edges <= GRAPH_PRESET_MAX_EDGES);
        for f in p.fields {
            assert!([VERTICES, LEFT, EDGES, SEED].contains(f), "{}: {f}", p.id);
        }
    }
}

#[test]
fn each_kind_has_the_shape_its_name_promises() {
    let p = generate::preset("petersen", 0, 0, 0, 0).unwrap();
    let e = edges(&p);
    let adj = adjacency(10, &e);
    assert_eq!((p.len(), e.len()), (10, 15));
    assert!(adj.iter().all(|a| a.len() == 3));
    assert_eq!(girth(&adj), 5);
    for n in [3, 4, 9, 2000] {
        let g = generate::preset("cycle", n, 0, 0, 0).unwrap();
        let e = edges(&g);
        let adj = adjacency(n as u32, &e);
        assert_eq!(e.len() as u64, n);
        assert!(
            adj.iter().all(|a| a.len() == 2) && connected(&adj),
            "cycle {n}"
        );
        assert_eq!(u64::from(girth(&adj)), n);
    }
    for seed in 0..30 {
        let n = 1 + seed * 67 % 300;
        let g = generate::preset("tree", n, 0, 0, seed).unwrap();
        let e = edges(&g);
        assert_eq!(e.len() as u64, n - 1);
        assert!(connected(&adjacency(n as u32, &e)), "tree {n} seed {seed}");
        let m = seed * 13 % (n * (n - 1) / 2 + 1);
        let g = generate::preset("random", n, 0, m, seed).unwrap();
        assert_eq!(
            (u64::from(g.len()), edges(&g).len() as u64),
            (n, m),
            "random {n} {m}"
        );
        let n = n + 1;
        let left = 1 + seed % (n - 1);
        let m = seed * 7 % (left * (n - left) + 1);
        let g = generate::preset("bipartite", n, left, m, seed).unwrap();
        let e = edges(&g);
        assert_eq!(e.len() as u64, m);
        assert!(
            e.iter()
                .all(|&(u, v)| (u64::from(u) < left) != (u64::from(v) < left)),
            "an edge inside a side"
        );
    }
    // All the pairs there are, and the same seed twice.
    assert_eq!(
        edges(&generate::preset("random", 8, 0, 28, 1).unwrap()).len(),
        28
    );
    assert_eq!(
        edges(&generate::preset("bipartite", 8, 3, 15, 1).unwrap()).len(),
        15
    );
    assert_eq!(
        generate::preset("random", 40, 0, 60, 9),
        generate::preset("random", 40, 0, 60, 9)
    );
    assert_ne!(
        generate::preset("random", 40, 0, 60, 9),
        generate::preset("random", 40, 0, 60, 10)
    );
}

#[test]
fn the_largest_settings_pass_and_larger_ones_are_refused_before_anything_is_made() {
    let n = u64::from(GRAPH_DRAW_MAX_VERTICES);
    let m = u64::from(GRAPH_PRESET_MAX_EDGES);
    assert_eq!(
        edges(&generate::preset("random", n, 0, m, u64::from(u32::MAX)).unwrap()).len() as u64,
        m
    );
    assert_eq!(
        edges(&generate::preset("bipartite", n, n / 2, m, 3).unwrap()).len() as u64,
        m
    );
    for (kind, n, left, m, seed) in [
        ("random", u64::MAX, 0, u64::MAX, 0),
        ("random", n + 1, 0, 0, 0),
        ("random", n, 0, m + 1, 0),
        ("bipartite", n, 0, 1, 0),
        ("bipartite", 1, 0, 0, 0),
        ("tree", 0, 0, 0, 0),
        ("tree", 5, 0, 0, u64::MAX),
        ("cycle", 2, 0, 0, 0),
    ] {
        let error = generate::preset(kind, n, left, m, seed).unwrap_err();
        assert!(error.contains(" must be "), "{kind}: {error}");
    }
}
