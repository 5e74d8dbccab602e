//! Hopcroft–Karp on graphs (the token game on any bipartite graph), against oracles
//! written here: on thousands of small graphs a brute-force maximum matching (a DP
//! over vertex subsets) and an exhaustive game search for the winning starts; on big
//! graphs Kuhn's search, or the size a path or cycle is known to have.
//!
//! Run: `cargo test --release -p gridplay --test graph_hopcroft_karp`.

use gridplay::geography::greedy::Greedy;
use gridplay::geography::hopcroft_karp::HopcroftKarp;
use gridplay::geography::kuhn::Kuhn;
use gridplay::geography::winning::Winning;
use gridplay::geography::{Arena, Event, Matching, Steps, generate};
use gridplay::graph::Graph;
use gridplay::rng::SplitMix64;

/// A random bipartite graph on at most `max_n` vertices, from one of the families
/// (random sides and edges, trees, even cycles, paths, complete bipartite, stars, no
/// edges), often with isolated vertices or a second family beside it, its vertices
/// numbered at random. Returns the vertex count and the edges.
fn small_graph(rng: &mut SplitMix64, max_n: u32) -> (u32, Vec<(u32, u32)>) {
    let mut edges = Vec::new();
    let mut n = 0;
    // One family, sometimes two side by side.
    let parts = 1 + rng.below(3).saturating_sub(1) as u32;
    for _ in 0..parts {
        let room = max_n - n;
        if room == 0 {
            break;
        }
        let k = 1 + rng.below(u64::from(room)) as u32;
        let base = n;
        let mut add = |u: u32, v: u32| edges.push((base + u, base + v));
        match rng.below(7) {
            // Random sides, each cross pair an edge with one chance in 1 to 9 of 10.
            0 => {
                let side: Vec<bool> = (0..k).map(|_| rng.below(2) == 0).collect();
                let p = 1 + rng.below(9);
                for u in 0..k {
                    for v in u + 1..k {
                        if side[u as usize] != side[v as usize] && rng.below(10) < p {
                            add(u, v);
                        }
                    }
                }
            }
            // A random tree: each vertex hangs on an earlier one.
            1 => {
                for v in 1..k {
                    add(rng.below(u64::from(v)) as u32, v);
                }
            }
            // An even cycle (a path when too short).
            2 => {
                let k = k & !1;
                for v in 1..k {
                    add(v - 1, v);
                }
                if k >= 4 {
                    add(k - 1, 0);
                }
            }
            // A path.
            3 => {
                for v in 1..k {
                    add(v - 1, v);
                }
            }
            // Complete bipartite K(a, k − a).
            4 => {
                let a = rng.below(u64::from(k) + 1) as u32;
                for u in 0..a {
                    for v in a..k {
                        add(u, v);
                    }
                }
            }
            // A star.
            5 => {
                for v in 1..k {
                    add(0, v);
                }
            }
            // Isolated vertices only.
            _ => {}
        }
        n += k;
    }
    // Isolated vertices beside them, sometimes.
    if n < max_n && rng.below(3) == 0 {
        n += 1 + rng.below(u64::from(max_n - n)) as u32;
    }
    // Vertices numbered at random, so a side is not a range of numbers.
    let mut order: Vec<u32> = (0..n).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let edges = edges
        .into_iter()
        .map(|(u, v)| (order[u as usize], order[v as usize]))
        .collect();
    (n, edges)
}

/// Neighbour bitmasks of a graph of at most 32 vertices.
fn adjacency(n: u32, edges: &[(u32, u32)]) -> Vec<u32> {
    let mut adj = vec![0u32; n as usize];
    for &(u, v) in edges {
        adj[u as usize] |= 1 << v;
        adj[v as usize] |= 1 << u;
    }
    adj
}

/// The maximum matching's size, by a DP over vertex subsets: in `mask`, the lowest
/// vertex either stays unmatched or is paired with a neighbour in `mask`. No
/// matching theory; O(2ⁿ · n).
fn brute_force_matching(n: u32, adj: &[u32]) -> u32 {
    let mut best = vec![0u8; 1 << n];
    for mask in 1usize..1 << n {
        let v = mask.trailing_zeros();
        let rest = mask & !(1 << v);
        let mut b = best[rest];
        let mut partners = adj[v as usize] as usize & rest;
        while partners != 0 {
            let u = partners.trailing_zeros();
            partners &= partners - 1;
            b = b.max(1 + best[rest & !(1 << u)]);
        }
        best[mask] = b;
    }
    u32::from(best[(1 << n) - 1])
}

/// The winning starts by playing the game out: the placer puts the token on `v`,
/// the other player moves first, along an edge to a vertex not visited yet, and who
/// cannot move loses. Memoised on (token, visited); no matching theory.
fn winning_starts(n: u32, adj: &[u32]) -> Vec<bool> {
    // 0 unknown, 1 the player to move wins, 2 loses.
    let mut memo = vec![0u8; (n as usize) << n];
    fn mover_wins(v: u32, visited: u32, n: u32, adj: &[u32], memo: &mut [u8]) -> bool {
        let key = visited as usize * n as usize + v as usize;
        if memo[key] != 0 {
            return memo[key] == 1;
        }
        let mut moves = adj[v as usize] & !visited;
        let mut wins = false;
        while moves != 0 {
            let u = moves.trailing_zeros();
            moves &= moves - 1;
            if !mover_wins(u, visited | 1 << u, n, adj, memo) {
                wins = true;
                break;
            }
        }
        memo[key] = if wins { 1 } else { 2 };
        wins
    }
    (0..n)
        .map(|v| !mover_wins(v, 1 << v, n, adj, &mut memo))
        .collect()
}

/// Runs Hopcroft–Karp with events on `graph` from `matching`, checks the stream is
/// well formed (phases numbered from 1, each started and ended once and in turn,
/// each augmentation one pair more, searches from free left vertices, paths ending at
/// free right vertices, the phase's end and the last event giving the size) and
/// returns the search, finished.
fn run_with_events(graph: &Graph, matching: &mut Matching, what: &str) -> HopcroftKarp {
    let mut size = matching.size();
    let mut phase = 0;
    let mut in_phase = false;
    let mut done = None;
    let mut steps = Steps::new(graph, matching, HopcroftKarp::new(graph));
    while let Some(event) = steps.next() {
        assert!(done.is_none(), "{what}: {event:?} after the end");
        match event {
            Event::PhaseStarted { phase: p } => {
                assert!(!in_phase, "{what}: phase {p} inside phase {phase}");
                assert_eq!(p, phase + 1, "{what}");
                (phase, in_phase) = (p, true);
            }
            Event::PhaseEnded { phase: p, size: s } => {
                assert!(in_phase && p == phase, "{what}: phase {p} ended in {phase}");
                assert_eq!(s, size, "{what}: phase {p}'s size");
                in_phase = false;
            }
            Event::SearchStarted { root } => {
                assert!(in_phase, "{what}");
                assert!(graph.is_left(root), "{what}: root {root}");
                assert!(!steps.matching().is_matched(root), "{what}: root {root}");
            }
            Event::PathFound { end, len, .. } => {
                assert!(!graph.is_left(end), "{what}: end {end}");
                assert!(!steps.matching().is_matched(end), "{what}: end {end}");
                assert_eq!(len % 2, 0, "{what}: {len} cells on the path");
            }
            Event::EdgeTried { from, to, .. } => {
                assert!(
                    graph.neighbours(from).contains(&to),
                    "{what}: {from} – {to}"
                );
            }
            Event::Augmented { size: s } => {
                assert!(in_phase, "{what}");
                assert_eq!(s, size + 1, "{what}: augmented to {s} from {size}");
                assert_eq!(steps.matching().size(), s, "{what}");
                size = s;
            }
            Event::MatchingDone { size: s } => {
                assert!(!in_phase, "{what}: done inside phase {phase}");
                assert_eq!(s, size, "{what}");
                done = Some(s);
            }
            _ => {}
        }
    }
    assert!(done.is_some(), "{what}: no MatchingDone");
    assert!(phase >= 1, "{what}: no phase");
    steps.finish()
}

/// On thousands of small bipartite graphs, from the empty matching and from the
/// greedy start: Hopcroft–Karp's matching is valid and as big as the brute force's,
/// its event stream is well formed and ends with that size, the quiet run ends with
/// the same matching, and the right vertices it reaches give the winning starts an
/// exhaustive game search finds.
#[test]
fn small_graphs_match_brute_force_and_the_game() {
    let mut rng = SplitMix64::new(2039);
    let mut checked = 0;
    let mut matched = 0;
    for round in 0..3000u32 {
        let max_n = 1 + round % 14;
        let (n, edges) = small_graph(&mut rng, max_n);
        let graph = Graph::from_edges(n, &edges);
        assert!(graph.is_bipartite(), "round {round}: {edges:?}");
        let adj = adjacency(n, &edges);
        let best = brute_force_matching(n, &adj);
        let starts = winning_starts(n, &adj);
        for greedy in [false, true] {
            let what = format!("round {round}, greedy {greedy}: {n} vertices, {edges:?}");
            let mut matching = Matching::new(Arena::len(&graph));
            if greedy {
                Steps::new(&graph, &mut matching, Greedy::new(&graph)).finish();
            }
            let mut quiet = matching.clone();
            let hk = run_with_events(&graph, &mut matching, &what);
            assert!(matching.is_valid_on(&graph), "{what}");
            assert_eq!(matching.size(), best, "{what}");
            let quiet_hk = Steps::new(&graph, &mut quiet, HopcroftKarp::new(&graph)).finish();
            assert_eq!(quiet, matching, "{what}: the quiet run");

            // The winning starts read off the last phase's layers, as a solve does.
            for hk in [&hk, &quiet_hk] {
                let mut winning = Winning::set_only(&graph);
                let reached = hk
                    .reached_rights(&graph)
                    .expect("small graphs: exact layers");
                winning.know_lefts(&graph, &matching, reached);
                let winning = Steps::new(&graph, &mut matching, winning).finish();
                for v in 0..n {
                    assert_eq!(
                        winning.is_winning(v),
                        starts[v as usize],
                        "{what}: vertex {v}"
                    );
                }
            }
            checked += 1;
            matched += u64::from(best);
        }
    }
    assert_eq!(checked, 6000);
    assert!(matched > 5_000, "{matched} pairs in all: graphs too small");
}

/// A random bipartite graph: `n` vertices on two sides of random sizes, `m` random
/// edges between them (repeats count once), vertex numbers at random.
fn big_random_graph(rng: &mut SplitMix64, n: u32, m: usize) -> Graph {
    let side: Vec<bool> = (0..n).map(|_| rng.below(3) == 0).collect();
    let (lefts, rights): (Vec<u32>, Vec<u32>) = (0..n).partition(|&v| side[v as usize]);
    let edges: Vec<(u32, u32)> = (0..m)
        .map(|_| {
            let u = lefts[rng.below(lefts.len() as u64) as usize];
            let v = rights[rng.below(rights.len() as u64) as usize];
            (u, v)
        })
        .collect();
    Graph::from_edges(n, &edges)
}

/// The maximum matching's size by Kuhn's search (from `greedy`'s start or empty).
fn kuhn_size(graph: &Graph, greedy: bool) -> u32 {
    let mut matching = Matching::new(Arena::len(graph));
    if greedy {
        Steps::new(graph, &mut matching, Greedy::new(graph)).finish();
    }
    Steps::new(graph, &mut matching, Kuhn::new(graph)).finish();
    assert!(matching.is_valid_on(graph));
    matching.size()
}

/// Hopcroft–Karp's matching (from the greedy start or empty), checked valid.
fn hopcroft_karp_matching(graph: &Graph, greedy: bool) -> Matching {
    let mut matching = Matching::new(Arena::len(graph));
    if greedy {
        Steps::new(graph, &mut matching, Greedy::new(graph)).finish();
    }
    Steps::new(graph, &mut matching, HopcroftKarp::new(graph)).finish();
    assert!(matching.is_valid_on(graph));
    matching
}

/// On big random bipartite graphs (200 000 vertices, 600 000 edges; and sparser
/// ones, where augmenting paths grow long), Hopcroft–Karp's matching is as big as
/// Kuhn's, from the empty matching and from the greedy start.
#[test]
fn big_random_graphs_match_kuhn() {
    let mut rng = SplitMix64::new(39);
    for (n, m) in [(200_000, 600_000), (200_000, 220_000), (100_000, 130_000)] {
        let graph = big_random_graph(&mut rng, n, m);
        assert!(graph.is_bipartite());
        for greedy in [false, true] {
            let hk = hopcroft_karp_matching(&graph, greedy).size();
            assert_eq!(hk, kuhn_size(&graph, greedy), "{n} vertices, {m} edges");
        }
    }
}

/// Long paths and even cycles, numbered at random (augmenting paths across the whole
/// graph, a DFS as deep): the matching pairs every vertex but one of an odd path.
#[test]
fn long_paths_and_cycles_are_matched_whole() {
    let mut rng = SplitMix64::new(7);
    for (n, cycle) in [(100_001, false), (100_000, false), (100_000, true)] {
        let mut order: Vec<u32> = (0..n).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i as u64 + 1) as usize);
        }
        let mut edges: Vec<(u32, u32)> = (1..n)
            .map(|v| (order[v as usize - 1], order[v as usize]))
            .collect();
        if cycle {
            edges.push((order[n as usize - 1], order[0]));
        }
        let graph = Graph::from_edges(n, &edges);
        for greedy in [false, true] {
            let size = hopcroft_karp_matching(&graph, greedy).size();
            assert_eq!(size, n / 2, "{n} vertices, cycle {cycle}, greedy {greedy}");
        }
    }
}

/// A board and the same board given as a graph (cells numbered row-major, walls as
/// isolated vertices) get maximum matchings of one size, through the rook's table
/// and through the graph's adjacency lists.
#[test]
fn a_board_as_a_graph_matches_as_the_board() {
    for seed in 0..6u64 {
        let density = [0.0, 0.1, 0.3][(seed % 3) as usize];
        let board = generate::random(120, 150, density, seed);
        let mut edges = Vec::new();
        for cell in 0..board.len() as u32 {
            edges.extend(Arena::neighbours(&board, cell).map(|n| (cell, n)));
        }
        let graph = Graph::from_edges(board.len() as u32, &edges);
        for greedy in [false, true] {
            let mut on_board = Matching::new(board.len());
            if greedy {
                Steps::new(&board, &mut on_board, Greedy::new(&board)).finish();
            }
            Steps::new(&board, &mut on_board, HopcroftKarp::new(&board)).finish();
            let on_graph = hopcroft_karp_matching(&graph, greedy);
            assert_eq!(
                on_graph.size(),
                on_board.size(),
                "seed {seed}, greedy {greedy}"
            );
        }
    }
}

/// Graphs without edges, and without vertices: no pair, one phase that finds no
/// path, and a well-formed stream all the same.
#[test]
fn graphs_without_edges_have_no_pairs() {
    for n in [0, 1, 5] {
        let graph = Graph::from_edges(n, &[]);
        let mut matching = Matching::new(n as usize);
        let hk = run_with_events(&graph, &mut matching, &format!("{n} vertices"));
        assert_eq!(matching.size(), 0);
        let reached = hk.reached_rights(&graph).expect("exact layers");
        assert_eq!(reached.count(), 0);
    }
}
