//! Tests of [`Layers`](super::Layers): at every phase's start the kept layers agree with
//! a plain BFS of the whole board or graph up to the horizon.

use super::*;
use crate::geography::board::AnyMoves;
use crate::geography::hopcroft_karp::{HopcroftKarp, RookOrder};
use crate::geography::{Event, Moves, Search, Steps, generate, greedy::Greedy};
use crate::graph::Graph;

/// Alternating distances from the free left cells by a plain BFS over the whole
/// arena (the textbook's layers), `UNREACHED` where none reaches.
fn true_distances(arena: &impl Arena, matching: &Matching) -> Vec<u32> {
    let mut distance = vec![UNREACHED; arena.len()];
    let mut queue: Vec<u32> = (0..arena.len() as u32)
        .filter(|&c| arena.is_free(c) && arena.is_left(c) && !matching.is_matched(c))
        .collect();
    for &c in &queue {
        distance[c as usize] = 0;
    }
    let mut head = 0;
    while let Some(&cell) = queue.get(head) {
        head += 1;
        // A left cell steps to any neighbour but its partner, a right cell to
        // its partner.
        let partner = matching.partner(cell);
        let next: Vec<u32> = if arena.is_left(cell) {
            arena
                .neighbours(cell)
                .filter(|&n| Some(n) != partner)
                .collect()
        } else {
            partner.into_iter().collect()
        };
        for n in next {
            if distance[n as usize] == UNREACHED {
                distance[n as usize] = distance[cell as usize] + 1;
                queue.push(n);
            }
        }
    }
    distance
}

/// Runs Hopcroft–Karp on `arena` (from the greedy start when `greedy`) and checks,
/// at every phase's start: distances up to the horizon are the true ones, the
/// cells beyond are `PENDING` (or `UNREACHED`) and truly beyond, the cells on it
/// are in `at_horizon`, the phase's length is the shortest augmenting path's, and
/// on a board each word's move to its partner leads to its partner in the
/// matching. Returns how many times the horizon moved on.
fn check_layers<A: Arena>(arena: &A, greedy: bool, seed: u64) -> usize {
    let mut extended = 0;
    let mut matching = Matching::new(arena.len());
    if greedy {
        Steps::new(arena, &mut matching, Greedy::new(arena)).finish();
    }
    let mut hk = HopcroftKarp::new(arena);
    let mut horizon = EXACT;
    loop {
        match hk.step::<true>(arena, &mut matching) {
            None => break,
            Some(Event::PhaseStarted { .. }) => {}
            Some(_) => continue,
        }
        extended += usize::from(hk.layers.horizon > horizon);
        horizon = hk.layers.horizon;
        let truth = true_distances(arena, &matching);
        let distances = hk.layers.cells.iter().map(|&w| dist(w));
        for (cell, (d, &t)) in distances.zip(&truth).enumerate() {
            if d <= hk.layers.horizon {
                assert_eq!(d, t, "seed {seed}: cell {cell} on this side of the horizon");
            } else {
                // Beyond: `PENDING` (what `extend` searches), or `UNREACHED`
                // for good.
                assert!(t > hk.layers.horizon, "seed {seed}: cell {cell} at {t}");
                assert!(d == PENDING || d == t, "seed {seed}: cell {cell}: {d}");
            }
            // `extend` starts from `at_horizon`: it holds every cell on it.
            if d == hk.layers.horizon {
                let cell = cell as u32;
                assert!(
                    hk.layers.at_horizon.contains(&cell),
                    "seed {seed}: cell {cell}"
                );
            }
        }
        // The move each cell's word keeps to its partner leads to its partner in
        // the matching, and a rook word's open directions are the board's.
        if let Some(board) = arena.board() {
            let near = RookOrder::near(board, &matching);
            for cell in 0..board.len() as u32 {
                let word = hk.layers.cells[cell as usize];
                let linked = if board.moves() == Moves::Rook {
                    let open = u32::from(board.open_directions(cell));
                    assert_eq!(word & 15, open, "seed {seed}: cell {cell}");
                    RookOrder::partner(&near, board, word, cell)
                } else {
                    AnyMoves::partner(&(), board, word, cell)
                };
                let linked = Some(linked).filter(|&p| p != UNMATCHED);
                assert_eq!(linked, matching.partner(cell), "seed {seed}: cell {cell}");
            }
        }
        let shortest = (0..arena.len() as u32)
            .filter(|&c| arena.is_free(c) && !arena.is_left(c) && !matching.is_matched(c))
            .map(|c| truth[c as usize])
            .min()
            .unwrap_or(UNREACHED);
        assert_eq!(hk.layers.limit, shortest, "seed {seed}");
    }
    assert_eq!(hk.layers.limit, UNREACHED);
    extended
}

/// At every phase's start, on boards big enough for the horizon to move many
/// times, the kept layers are the true ones up to the horizon ([`check_layers`]).
#[test]
fn layers_are_exact_up_to_the_horizon_and_pending_beyond() {
    let mut extended = 0;
    for seed in 0..32u64 {
        let density = [0.05, 0.1, 0.2][(seed % 3) as usize];
        // The last ones under the knight's moves (the search's other neighbours).
        let board = if seed < 24 {
            generate::random(60, 70, density, seed)
        } else {
            generate::random(40, 50, density, seed).with_moves(Moves::Knight)
        };
        extended += check_layers(&board, seed % 2 == 0, seed);
    }
    assert!(extended > 50, "the horizon moved {extended} times");
}

/// The same on graphs, through their adjacency lists: boards given as graphs (cells
/// numbered row-major, walls isolated vertices; paths long enough for the horizon
/// to move), and sparse random bipartite graphs with vertices of any degree.
#[test]
fn graph_layers_are_exact_up_to_the_horizon_and_pending_beyond() {
    let mut extended = 0;
    let mut rng = crate::rng::SplitMix64::new(39);
    for seed in 0..24u64 {
        let graph = if seed < 16 {
            let density = [0.05, 0.1, 0.2][(seed % 3) as usize];
            let board = generate::random(50, 60, density, seed);
            let mut edges = Vec::new();
            for cell in 0..board.len() as u32 {
                edges.extend(Arena::neighbours(&board, cell).map(|n| (cell, n)));
            }
            Graph::from_edges(board.len() as u32, &edges)
        } else {
            // Two sides of 1500 vertices, about 1.2 edges a vertex: long paths.
            let (n, m) = (3000u32, 1800 + 100 * seed as usize);
            let edges: Vec<(u32, u32)> = (0..m)
                .map(|_| {
                    let u = 2 * (rng.next_u64() % u64::from(n / 2)) as u32;
                    let v = 2 * (rng.next_u64() % u64::from(n / 2)) as u32 + 1;
                    (u, v)
                })
                .collect();
            Graph::from_edges(n, &edges)
        };
        assert!(graph.is_bipartite());
        extended += check_layers(&graph, seed % 2 == 0, seed);
    }
    assert!(extended > 20, "the horizon moved {extended} times");
}
