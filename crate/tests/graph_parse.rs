//! The graph game's judge input (`n m`, then m lines `u v`): every error with its line
//! and column, repeated edges counted once, no panic on any bytes, and the two sides
//! against a brute-force 2-colouring.

#![cfg(not(target_arch = "wasm32"))]

use gridplay::graph::{Graph, MAX_EDGES, MAX_VERTICES};
use proptest::prelude::*;

fn assert_error(input: &str, line: usize, column: usize, words: &str) {
    let error = Graph::parse(input.as_bytes()).expect_err(input);
    assert_eq!(
        (error.line, error.column),
        (line, column),
        "{input:?}: {}",
        error.message
    );
    assert!(
        error.message.contains(words),
        "{input:?}: {:?} lacks {words:?}",
        error.message
    );
}

#[test]
fn errors_name_their_line_and_column() {
    assert_error("", 1, 1, "missing the number of vertices n");
    assert_error("0 0\n", 1, 1, "must be 1 to");
    assert_error(&format!("{} 0\n", MAX_VERTICES + 1), 1, 1, "must be 1 to");
    assert_error(&format!("3 {}\n", MAX_EDGES + 1), 1, 3, "must be 0 to");
    assert_error("3\n1 2\n", 1, 2, "missing the number of edges m");
    assert_error("3 1 7\n1 2\n", 1, 5, "unexpected \"7\" after the header");
    assert_error(
        "3 2\n1 2\n",
        3,
        1,
        "missing edge 2 of 2: the input ends here",
    );
    assert_error(
        "3 1\n1 2\n2 3\n",
        3,
        1,
        "unexpected text after the last edge",
    );
    assert_error("3 1\n2 2\n", 2, 1, "joins vertex 2 to itself");
    assert_error(
        "3 1\n1 4\n",
        2,
        3,
        "the second vertex of edge 1 of 1 is 4, not a vertex",
    );
    assert_error("3 1\n0 2\n", 2, 1, "the first vertex of edge 1 of 1 is 0");
    assert_error("3 1\n1\n2\n", 2, 2, "missing the second vertex of edge 1");
    assert_error("3 1\n1 x\n", 2, 3, "must be a whole number, found \"x\"");
    assert_error("3 1\n1 -2\n", 2, 3, "must be a whole number of 0 or more");
    assert_error("3 1\n1 2 3\n", 2, 5, "unexpected \"3\" after edge 1");
}

#[test]
fn repeated_edges_count_once_and_blank_lines_are_skipped() {
    let graph = Graph::parse(b"4 4\n1 2\n\n2 1\r\n 1\t2 \n3 4").unwrap();
    assert_eq!((graph.len(), graph.edge_count()), (4, 2));
    assert_eq!(graph.neighbours(0), &[1]);
    assert_eq!(graph.neighbours(3), &[2]);
    assert_eq!(graph.to_judge_input(), "4 2\n1 2\n3 4\n");
}

/// Random small graphs as edge lists (repeats and both orders allowed).
fn graphs() -> impl Strategy<Value = (u32, Vec<(u32, u32)>)> {
    (1u32..9).prop_flat_map(|n| {
        // v = u + d (mod n) with 0 < d < n: never a self-loop; none on one vertex.
        let edge = (0..n, 1..n.max(2)).prop_map(move |(u, d)| (u, (u + d) % n));
        let count = if n == 1 { 0..1 } else { 0..20 };
        (Just(n), proptest::collection::vec(edge, count))
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn no_panic_on_any_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..100)) {
        let _ = Graph::parse(&bytes);
    }

    /// The adjacency equals the edge set written in the input, sorted, each edge once;
    /// the judge input written back reads as the same graph.
    #[test]
    fn adjacency_is_the_edge_set((n, edges) in graphs()) {
        let mut text = format!("{n} {}\n", edges.len());
        for (u, v) in &edges {
            text.push_str(&format!("{} {}\n", u + 1, v + 1));
        }
        let graph = Graph::parse(text.as_bytes()).unwrap();
        let mut count = 0;
        for u in 0..n {
            let expected: std::collections::BTreeSet<u32> = edges
                .iter()
                .filter_map(|&(a, b)| if a == u { Some(b) } else if b == u { Some(a) } else { None })
                .collect();
            count += expected.len();
            prop_assert_eq!(graph.neighbours(u), &expected.into_iter().collect::<Vec<_>>()[..]);
        }
        prop_assert_eq!(graph.edge_count(), count / 2);
        prop_assert_eq!(Graph::parse(graph.to_judge_input().as_bytes()).unwrap(), graph);
    }

    /// Two sides exactly when some 2-colouring of the vertices has no edge inside a
    /// colour (all 2^n tried); the sides are such a colouring; else an odd cycle of
    /// the graph's edges, no vertex twice.
    #[test]
    fn two_sides_or_an_odd_cycle((n, edges) in graphs()) {
        let graph = Graph::from_edges(n, &edges);
        let proper = |colour: &dyn Fn(u32) -> bool| edges.iter().all(|&(u, v)| colour(u) != colour(v));
        let bipartite = (0u32..1 << n).any(|mask| proper(&|v| mask >> v & 1 == 1));
        match graph.two_colouring() {
            Ok(sides) => {
                prop_assert!(bipartite);
                prop_assert!(proper(&|v| sides[v as usize]));
            }
            Err(cycle) => {
                prop_assert!(!bipartite);
                prop_assert_eq!(cycle.len() % 2, 1);
                let mut distinct = cycle.clone();
                distinct.sort_unstable();
                distinct.dedup();
                prop_assert_eq!(distinct.len(), cycle.len());
                for (i, &x) in cycle.iter().enumerate() {
                    let y = cycle[(i + 1) % cycle.len()];
                    prop_assert!(graph.neighbours(x).contains(&y), "{:?}", cycle);
                }
            }
        }
    }
}
