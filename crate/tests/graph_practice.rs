//! The practice kind `graph-winning-starts` against the exhaustive game search of
//! tests/common/graph.rs: every question's right answer is the search's winning
//! starts, the check grades exactly that set, the feedback's certificates hold, and
//! a set's graphs grow, alternate bipartite and not, and never repeat back to back.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::graph::{Small, small, winning_starts_by_search};
use gridplay::geography::explain::Certificate;
use gridplay::graph::Graph;
use gridplay::graph::practice::{check, question, why};

fn as_small(graph: &Graph) -> Small {
    let pairs: Vec<(u32, u32)> = (0..graph.len())
        .flat_map(|u| graph.neighbours(u).iter().map(move |&v| (u, v)))
        .collect();
    small(graph.len(), pairs, "practice")
}

#[test]
fn questions_are_answered_and_checked_as_the_search_says() {
    let (mut bipartite, mut odd, mut losing) = (0, 0, 0);
    for seed in 0..40u32 {
        let mut previous: Option<Graph> = None;
        for index in 0..9u32 {
            let q = question(seed, index);
            let graph = as_small(&q.graph);
            assert!(
                (5..=8).contains(&graph.n),
                "seed {seed} #{index}: {} vertices",
                graph.n
            );
            assert_eq!(graph.is_bipartite(), index % 2 == 0, "seed {seed} #{index}");
            bipartite += usize::from(graph.is_bipartite());
            odd += usize::from(!graph.is_bipartite());
            assert_ne!(
                previous.as_ref(),
                Some(&q.graph),
                "seed {seed} #{index} repeats"
            );
            let right = winning_starts_by_search(&graph);
            assert_eq!(q.winning, right, "seed {seed} #{index}: {graph:?}");
            losing += usize::from(right.is_empty());
            assert!(check(&q, &right).ok);
            let all: Vec<u32> = (0..graph.n).collect();
            let verdict = check(&q, &all);
            let losers: Vec<u32> = all.iter().copied().filter(|v| !right.contains(v)).collect();
            assert_eq!(verdict.ok, losers.is_empty());
            assert_eq!(verdict.wrong, losers);
            assert!(verdict.missed.is_empty());
            let none = check(&q, &[]);
            assert_eq!(none.missed, right);
            assert_eq!(none.ok, right.is_empty());
            let neighbours = graph.neighbours();
            for v in 0..graph.n {
                match why(&q, v).expect("a vertex") {
                    Certificate::Wins { path, flipped } => {
                        assert!(
                            right.contains(&v),
                            "seed {seed} #{index}: {v} certified winning"
                        );
                        assert_eq!(path.last(), Some(&v));
                        assert_eq!(flipped.partner(v), None);
                        for w in path.windows(2) {
                            assert!(neighbours[w[0] as usize].contains(&w[1]));
                        }
                    }
                    Certificate::Loses { partner } => {
                        assert!(
                            !right.contains(&v),
                            "seed {seed} #{index}: {v} certified losing"
                        );
                        assert!(neighbours[v as usize].contains(&partner));
                    }
                }
            }
            assert!(why(&q, graph.n).is_none());
            assert_eq!(
                question(seed, index).graph,
                q.graph,
                "the same seed, the same graph"
            );
            previous = Some(q.graph);
        }
    }
    assert!(
        bipartite > 100 && odd > 100 && losing > 10,
        "{bipartite} {odd} {losing}"
    );
}
