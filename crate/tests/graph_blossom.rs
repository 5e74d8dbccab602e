//! Edmonds' blossom algorithm and the Gallai–Edmonds winning-start search on graphs,
//! through the same search code the boards use, against oracles written here that
//! know no matching theory: every matching enumerated (the maximum size, and which
//! vertices some maximum matching leaves unmatched), and the game itself searched
//! exhaustively (who wins from each start). Thousands of small graphs of many
//! shapes, odd cycles and nested blossoms included, with and without the greedy
//! start, with and without events; then one big random graph, whose matching must
//! meet the Tutte–Berge bound the test computes itself.

#![cfg(not(target_arch = "wasm32"))]

use gridplay::geography::blossom::{Blossom, Label};
use gridplay::geography::gallai_edmonds::GallaiEdmonds;
use gridplay::geography::greedy::Greedy;
use gridplay::geography::{Event, Matching, Steps};
use gridplay::graph::Graph;

/// SplitMix64: the tests' own random numbers, the same on every machine.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: u32) -> u32 {
        (self.next() % u64::from(n)) as u32
    }

    fn chance(&mut self, p: f64) -> bool {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64 <= p
    }
}

/// One small graph of the family `kind` (0..9), about `n` vertices (2..=12; 10 at
/// least for Petersen, 6 for two odd cycles joined), drawn with `rng`.
fn small_graph(kind: u32, mut n: u32, rng: &mut Rng) -> (String, Graph) {
    let mut edges = Vec::new();
    let name;
    match kind {
        // G(n, p)
        0 => {
            let p = [0.15, 0.3, 0.5, 0.8][rng.below(4) as usize];
            for u in 0..n {
                for v in u + 1..n {
                    if rng.chance(p) {
                        edges.push((u, v));
                    }
                }
            }
            name = format!("G({n}, {p})");
        }
        // A cycle (odd or even), its vertices shuffled.
        1 => {
            let order = shuffled(n, rng);
            for i in 0..n {
                edges.push((order[i as usize], order[((i + 1) % n) as usize]));
            }
            name = format!("C{n}");
        }
        // The Petersen graph (10 vertices), with extra isolated vertices or pendant ones.
        2 => {
            n = n.max(10);
            for i in 0..5 {
                edges.push((i, (i + 1) % 5));
                edges.push((i, i + 5));
                edges.push((5 + i, 5 + (i + 2) % 5));
            }
            for v in 10..n {
                if rng.chance(0.5) {
                    edges.push((rng.below(v), v));
                }
            }
            name = format!("Petersen + {}", n.saturating_sub(10));
        }
        // The complete graph.
        3 => {
            for u in 0..n {
                for v in u + 1..n {
                    edges.push((u, v));
                }
            }
            name = format!("K{n}");
        }
        // Triangles with tails: triangles chained or hung off paths.
        4 => {
            let mut v = 0;
            while v + 3 <= n {
                edges.extend([(v, v + 1), (v + 1, v + 2), (v + 2, v)]);
                let tail = rng.below(3).min(n - v - 3);
                let mut at = v + rng.below(3);
                for t in 0..tail {
                    edges.push((at, v + 3 + t));
                    at = v + 3 + t;
                }
                if v > 0 && rng.chance(0.7) {
                    edges.push((rng.below(v), v + rng.below(3)));
                }
                v += 3 + tail;
            }
            name = format!("triangles with tails on {n}");
        }
        // A random tree.
        5 => {
            for v in 1..n {
                edges.push((rng.below(v), v));
            }
            name = format!("tree on {n}");
        }
        // A random bipartite graph.
        6 => {
            let left = 1 + rng.below(n - 1);
            let p = [0.2, 0.4, 0.7][rng.below(3) as usize];
            for u in 0..left {
                for v in left..n {
                    if rng.chance(p) {
                        edges.push((u, v));
                    }
                }
            }
            name = format!("bipartite {left}+{} p {p}", n - left);
        }
        // Odd cycles sharing vertices (nested blossoms): a flower of 5-cycles round 0.
        7 => {
            let mut v = 1;
            while v + 4 <= n {
                edges.extend([
                    (0, v),
                    (v, v + 1),
                    (v + 1, v + 2),
                    (v + 2, v + 3),
                    (v + 3, 0),
                ]);
                v += 4;
            }
            for w in v..n {
                edges.push((rng.below(w), w));
            }
            name = format!("flower on {n}");
        }
        // Two odd cycles joined by a path (an even cycle through two blossoms).
        _ => {
            let a = 3 + 2 * rng.below(2);
            let b = 3;
            n = n.max(a + b);
            let path = n.saturating_sub(a + b);
            for i in 0..a {
                edges.push((i, (i + 1) % a));
            }
            let mut at = 0;
            for i in 0..path {
                edges.push((at, a + i));
                at = a + i;
            }
            let c = a + path;
            if c + b <= n {
                edges.extend([(at, c), (c, c + 1), (c + 1, c + 2), (c + 2, c)]);
            }
            name = format!("barbell {a}-{path}-{b} on {n}");
        }
    }
    let graph = Graph::from_edges(n, &relabel(n, &edges, rng));
    (name, graph)
}

fn shuffled(n: u32, rng: &mut Rng) -> Vec<u32> {
    let mut order: Vec<u32> = (0..n).collect();
    for i in (1..n as usize).rev() {
        order.swap(i, rng.below(i as u32 + 1) as usize);
    }
    order
}

/// The same edges under a random numbering of the vertices (so that the search's
/// order, by vertex number, meets every shape in every order).
fn relabel(n: u32, edges: &[(u32, u32)], rng: &mut Rng) -> Vec<(u32, u32)> {
    let order = shuffled(n, rng);
    edges
        .iter()
        .map(|&(u, v)| (order[u as usize], order[v as usize]))
        .collect()
}

/// Every matching of `graph`, enumerated with an explicit stack: the largest size,
/// and for each vertex whether some matching of that size leaves it unmatched.
fn matchings_by_enumeration(graph: &Graph) -> (u32, Vec<bool>) {
    let n = graph.len();
    // A state: the vertices decided so far (matched, or passed over unmatched) as a
    // mask, the matched ones as a mask, the size.
    let mut best = 0;
    let mut free_in_best = vec![false; n as usize];
    let mut stack = vec![(0u32, 0u32, 0u32)];
    let all = (1u32 << n) - 1;
    while let Some((decided, matched, size)) = stack.pop() {
        if decided == all {
            if size > best {
                best = size;
                free_in_best.iter_mut().for_each(|f| *f = false);
            }
            if size == best {
                for v in 0..n {
                    if matched & (1 << v) == 0 {
                        free_in_best[v as usize] = true;
                    }
                }
            }
            continue;
        }
        // The lowest undecided vertex: left unmatched, or matched to an undecided
        // neighbour.
        let v = (!decided).trailing_zeros();
        stack.push((decided | 1 << v, matched, size));
        for &u in graph.neighbours(v) {
            if decided & (1 << u) == 0 {
                let pair = 1 << v | 1 << u;
                stack.push((decided | pair, matched | pair, size + 1));
            }
        }
    }
    (best, free_in_best)
}

/// The game searched exhaustively: `true` for each vertex the placer wins from (the
/// mover, to move first from it, loses). `wins[mask][v]`: the player to move with the
/// token on `v` and the vertices of `mask` visited wins; masks from the largest down,
/// as a move only adds vertices.
fn winning_starts_by_game(graph: &Graph) -> Vec<bool> {
    let n = graph.len() as usize;
    let mut wins = vec![0u16; 1 << n];
    for mask in (1..1usize << n).rev() {
        let mut bits = 0u16;
        for v in 0..n {
            if mask & (1 << v) == 0 {
                continue;
            }
            let can_win = graph.neighbours(v as u32).iter().any(|&u| {
                let u = u as usize;
                mask & (1 << u) == 0 && wins[mask | 1 << u] & (1 << u) == 0
            });
            if can_win {
                bits |= 1 << v;
            }
        }
        wins[mask] = bits;
    }
    (0..n).map(|v| wins[1 << v] & (1 << v) == 0).collect()
}

/// `path` certifies that `v` wins against `matching`: an even alternating path from
/// a vertex `matching` leaves unmatched to `v` along edges of `graph` (first edge
/// not in the matching, then alternating, the last one `v`'s matching edge), every
/// vertex once. Flipping it leaves `v` unmatched in a matching of the same size.
fn certifies(graph: &Graph, matching: &Matching, path: &[u32], v: u32) -> bool {
    let mut seen = vec![false; graph.len() as usize];
    let distinct = path
        .iter()
        .all(|&x| !std::mem::replace(&mut seen[x as usize], true));
    let adjacent = path
        .windows(2)
        .all(|w| graph.neighbours(w[0]).contains(&w[1]));
    // Edges 2k, 2k+1 of the path: one not in the matching, then a matching edge.
    let alternating = (1..path.len()).step_by(2).all(|i| {
        path.get(i + 1)
            .is_some_and(|&next| matching.partner(path[i]) == Some(next))
    });
    distinct
        && adjacent
        && alternating
        && path.len() % 2 == 1
        && matching.partner(path[0]).is_none()
        && path.last() == Some(&v)
}

/// Runs the greedy start (when `greedy`), blossom and Gallai–Edmonds on `graph`
/// with events, checking the stream as it goes; returns the matching, the
/// winning starts and the search for them.
fn run_with_events(graph: &Graph, greedy: bool, what: &str) -> (Matching, Vec<u32>, GallaiEdmonds) {
    let n = graph.len() as usize;
    let mut matching = Matching::new(n);
    if greedy {
        let greedy_events = Steps::new(graph, &mut matching, Greedy::new(graph)).count();
        assert_eq!(greedy_events as u32, matching.size(), "{what}");
    }
    let mut size = matching.size();
    let mut done = None;
    let mut steps = Steps::new(graph, &mut matching, Blossom::new(graph));
    for event in steps.by_ref() {
        match event {
            Event::Augmented { size: now } => {
                assert_eq!(now, size + 1, "{what}: Augmented sizes go up by one");
                size = now;
            }
            Event::MatchingDone { size: now } => {
                assert!(done.is_none(), "{what}: MatchingDone twice");
                done = Some(now);
            }
            _ => assert!(done.is_none(), "{what}: {event:?} after MatchingDone"),
        }
    }
    assert!(steps.state().is_finished(), "{what}");
    drop(steps);
    assert_eq!(done, Some(matching.size()), "{what}");
    let mut marked = Vec::new();
    let mut verdict = None;
    let mut steps = Steps::new(graph, &mut matching, GallaiEdmonds::new(graph));
    for event in steps.by_ref() {
        assert!(verdict.is_none(), "{what}: {event:?} after the verdict");
        match event {
            Event::UnmatchedSeed { cell } | Event::WinningMarked { cell, .. } => marked.push(cell),
            Event::Verdict { winning } => verdict = Some(winning),
            Event::Augmented { .. } | Event::PathFound { .. } => panic!("{what}: {event:?}"),
            _ => {}
        }
    }
    let search = steps.state().clone();
    drop(steps);
    assert_eq!(
        verdict,
        Some(marked.len() as u32),
        "{what}: Verdict counts the marks"
    );
    marked.sort_unstable();
    let before = marked.len();
    marked.dedup();
    assert_eq!(marked.len(), before, "{what}: a vertex marked twice");
    (matching, marked, search)
}

fn set(flags: &[bool]) -> Vec<u32> {
    (0..flags.len() as u32)
        .filter(|&v| flags[v as usize])
        .collect()
}

#[test]
fn blossom_and_gallai_edmonds_agree_with_enumeration_and_the_game_on_small_graphs() {
    let mut rng = Rng(39);
    let mut blossoms = 0;
    let mut graphs = 0;
    for round in 0..3000u32 {
        let kind = round % 9;
        let (name, graph) = small_graph(kind, 2 + rng.below(11), &mut rng);
        let n = graph.len();
        let what = format!("round {round}: {name}, edges {:?}", graph.to_judge_input());
        let (maximum, free_somewhere) = matchings_by_enumeration(&graph);
        let winners = set(&free_somewhere);
        if n <= 10 {
            // The theorem itself, on the game: the oracles agree with each other.
            assert_eq!(set(&winning_starts_by_game(&graph)), winners, "{what}");
        }
        for greedy in [false, true] {
            // Quietly: blossom, then the winning starts off its forest and by their
            // own search.
            let mut matching = Matching::new(n as usize);
            if greedy {
                Steps::new(&graph, &mut matching, Greedy::new(&graph)).finish();
            }
            let mut blossom = Steps::new(&graph, &mut matching, Blossom::new(&graph)).finish();
            assert!(blossom.is_finished(), "{what}");
            assert_eq!(matching.size(), maximum, "{what} greedy {greedy}");
            assert!(matching.is_valid_on(&graph), "{what}");
            let labels: Vec<Label> = (0..n).map(|v| blossom.forest().label(v)).collect();
            let off_forest = GallaiEdmonds::from_forest(blossom.take_forest());
            assert_eq!(off_forest.cells().collect::<Vec<_>>(), winners, "{what}");
            assert_eq!(off_forest.count(), winners.len() as u32, "{what}");
            let mut again = matching.clone();
            let search = Steps::new(&graph, &mut again, GallaiEdmonds::new(&graph)).finish();
            assert_eq!(search.cells().collect::<Vec<_>>(), winners, "{what}");
            for &v in &winners {
                let path = search.path(&matching, v).expect("a winner's path");
                assert!(
                    certifies(&graph, &matching, &path, v),
                    "{what}: {v} {path:?}"
                );
            }
            for v in (0..n).filter(|v| !winners.contains(v)) {
                assert!(search.path(&matching, v).is_none(), "{what}: {v}");
                assert!(matching.is_matched(v), "{what}: a loser is matched");
            }

            // With events: the same pairs and labels, a well-formed stream.
            let (stepped, marked, search) = run_with_events(&graph, greedy, &what);
            assert_eq!(
                stepped, matching,
                "{what}: the quiet and the stepping search"
            );
            assert_eq!(marked, winners, "{what}");
            assert!(search.is_finished());
            let mut with_events = Matching::new(n as usize);
            if greedy {
                Steps::new(&graph, &mut with_events, Greedy::new(&graph)).for_each(drop);
            }
            let mut steps = Steps::new(&graph, &mut with_events, Blossom::new(&graph));
            blossoms += steps
                .by_ref()
                .filter(|e| matches!(e, Event::BlossomContracted { .. }))
                .count();
            let stepped_labels: Vec<Label> =
                (0..n).map(|v| steps.state().forest().label(v)).collect();
            assert_eq!(stepped_labels, labels, "{what}");
        }
        graphs += 1;
    }
    assert_eq!(graphs, 3000);
    assert!(blossoms > 1000, "only {blossoms} blossoms contracted");
}

/// `graph` on `n` vertices with `edges`: blossom's matching has `size` pairs and the
/// placer wins from exactly `winners`.
fn assert_known(n: u32, edges: &[(u32, u32)], size: u32, winners: &[u32]) {
    let graph = Graph::from_edges(n, edges);
    let (matching, marked, _) = run_with_events(&graph, false, "known graph");
    assert_eq!(matching.size(), size, "{edges:?}");
    assert_eq!(marked, winners, "{edges:?}");
}

#[test]
fn known_graphs_have_their_known_answers() {
    // Petersen has a perfect matching: nobody wins as the placer.
    let petersen: Vec<(u32, u32)> = (0..5)
        .flat_map(|i| [(i, (i + 1) % 5), (i, i + 5), (5 + i, 5 + (i + 2) % 5)])
        .collect();
    assert_known(10, &petersen, 5, &[]);
    // A 7-cycle: every vertex is left out by some maximum matching.
    let cycle: Vec<(u32, u32)> = (0..7).map(|i| (i, (i + 1) % 7)).collect();
    assert_known(7, &cycle, 3, &[0, 1, 2, 3, 4, 5, 6]);
    // K5 plus a pendant vertex 5 on 0: 0–5 and two pairs in the rest, perfect.
    let mut k5: Vec<(u32, u32)> = (0..5)
        .flat_map(|u| (u + 1..5).map(move |v| (u, v)))
        .collect();
    k5.push((0, 5));
    assert_known(6, &k5, 3, &[]);
    // A star: the leaves win.
    assert_known(5, &[(0, 1), (0, 2), (0, 3), (0, 4)], 1, &[1, 2, 3, 4]);
    // An isolated vertex wins (the mover cannot move).
    assert_known(3, &[(0, 1)], 1, &[2]);
    assert_known(1, &[], 0, &[0]);
    assert_known(0, &[], 0, &[]);
}

/// `matching` of `graph` is maximal (no edge joins two unmatched vertices) and
/// maximum: its size meets the Tutte–Berge bound (n + |A| − odd(G − A)) / 2, which
/// no matching exceeds whatever the set A, computed here for A the neighbours of
/// the `winning` vertices that are not winning themselves (components of G − A by
/// union–find).
fn assert_maximum(graph: &Graph, matching: &Matching, winning: &[bool]) {
    let n = graph.len();
    assert!(matching.is_valid_on(graph));
    for u in (0..n).filter(|&u| !matching.is_matched(u)) {
        let free_neighbour = graph
            .neighbours(u)
            .iter()
            .find(|&&v| !matching.is_matched(v));
        assert_eq!(free_neighbour, None, "{u} and a neighbour both unmatched");
    }
    let in_a: Vec<bool> = (0..n)
        .map(|v| !winning[v as usize] && graph.neighbours(v).iter().any(|&u| winning[u as usize]))
        .collect();
    let a = in_a.iter().filter(|&&x| x).count() as u64;
    let mut parent: Vec<u32> = (0..n).collect();
    fn find(parent: &mut [u32], mut x: u32) -> u32 {
        while parent[x as usize] != x {
            parent[x as usize] = parent[parent[x as usize] as usize];
            x = parent[x as usize];
        }
        x
    }
    for u in (0..n).filter(|&u| !in_a[u as usize]) {
        for &v in graph.neighbours(u) {
            if !in_a[v as usize] {
                let (ru, rv) = (find(&mut parent, u), find(&mut parent, v));
                parent[ru as usize] = rv;
            }
        }
    }
    let mut component_size = vec![0u32; n as usize];
    for v in (0..n).filter(|&v| !in_a[v as usize]) {
        let root = find(&mut parent, v);
        component_size[root as usize] += 1;
    }
    let odd = component_size.iter().filter(|&&s| s % 2 == 1).count() as u64;
    let bound = (u64::from(n) + a - odd) / 2;
    assert_eq!(
        u64::from(matching.size()),
        bound,
        "|A| {a}, odd components {odd}"
    );
}

/// A random graph of 200 000 vertices and 600 000 edge draws (repeats counted once):
/// greedy and blossom finish with a maximum matching ([`assert_maximum`]), and the
/// winning starts read off blossom's forest are those of their own search.
#[test]
fn a_big_random_graph_gets_a_maximum_matching() {
    let n = 200_000u32;
    let mut rng = Rng(2026);
    let edges: Vec<(u32, u32)> = (0..600_000)
        .map(|_| {
            loop {
                let (u, v) = (rng.below(n), rng.below(n));
                if u != v {
                    break (u, v);
                }
            }
        })
        .collect();
    let graph = Graph::from_edges(n, &edges);
    let mut matching = Matching::new(n as usize);
    Steps::new(&graph, &mut matching, Greedy::new(&graph)).finish();
    let mut blossom = Steps::new(&graph, &mut matching, Blossom::new(&graph)).finish();
    let starts = GallaiEdmonds::from_forest(blossom.take_forest());
    let winning: Vec<bool> = (0..n).map(|v| starts.is_winning(v)).collect();
    assert_maximum(&graph, &matching, &winning);
    // Isolated vertices (about e⁻⁶ of them) stay unmatched.
    assert!(matching.size() < n / 2);
    let mut again = matching.clone();
    let search = Steps::new(&graph, &mut again, GallaiEdmonds::new(&graph)).finish();
    assert!(search.cells().eq(starts.cells()));
}

/// Vertices of high degree, past any board's eight moves and a byte's 255: a hub
/// joined to 70 000 vertices each with a pendant partner (after the greedy start
/// the hub is the only root, and has more edges than a quiet run tries between two
/// returns, so its scan stops and resumes in the middle; without it, 5 000 spokes,
/// each augmentation freeing the hub again), and the friendship graph (500 triangles
/// sharing one vertex, with events). Their answers by hand: the pendant pairs are
/// a maximum matching and the hub and the pendant vertices win (the hub may take
/// any spoke instead, freeing that spoke's pendant vertex; a spoke is always
/// matched, as its pendant vertex has no other neighbour); the friendship graph's
/// 1001 vertices all win (leave any one out, pair the rest along their triangles
/// or spokes).
#[test]
fn vertices_of_any_degree() {
    for (spokes, greedy) in [(5_000u32, false), (70_000, true)] {
        let edges: Vec<(u32, u32)> = (1..=spokes)
            .flat_map(|v| [(0, v), (v, spokes + v)])
            .collect();
        let graph = Graph::from_edges(2 * spokes + 1, &edges);
        let mut matching = Matching::new(graph.len() as usize);
        if greedy {
            Steps::new(&graph, &mut matching, Greedy::new(&graph)).finish();
        }
        let mut blossom = Steps::new(&graph, &mut matching, Blossom::new(&graph)).finish();
        assert_eq!(matching.size(), spokes);
        let starts = GallaiEdmonds::from_forest(blossom.take_forest());
        let expected: Vec<u32> = std::iter::once(0).chain(spokes + 1..=2 * spokes).collect();
        assert_eq!(
            starts.cells().collect::<Vec<_>>(),
            expected,
            "greedy {greedy}"
        );
        let winning: Vec<bool> = (0..graph.len()).map(|v| starts.is_winning(v)).collect();
        assert_maximum(&graph, &matching, &winning);
        let mut again = matching.clone();
        let search = Steps::new(&graph, &mut again, GallaiEdmonds::new(&graph)).finish();
        assert!(search.cells().eq(expected.iter().copied()));
    }

    let triangles = 500u32;
    let edges: Vec<(u32, u32)> = (0..triangles)
        .flat_map(|t| [(0, 2 * t + 1), (0, 2 * t + 2), (2 * t + 1, 2 * t + 2)])
        .collect();
    let friendship = Graph::from_edges(2 * triangles + 1, &edges);
    for greedy in [false, true] {
        let (matching, marked, search) = run_with_events(&friendship, greedy, "friendship");
        assert_eq!(matching.size(), triangles);
        assert_eq!(marked, (0..=2 * triangles).collect::<Vec<_>>());
        for v in 0..friendship.len() {
            let path = search.path(&matching, v).expect("every vertex wins");
            assert!(certifies(&friendship, &matching, &path, v), "{v} {path:?}");
        }
    }
}
