//! The graph run handle inside WebAssembly, in headless Chromium (`wasm-pack test
//! --headless --chrome crate -- --test wasm_graph`): its judge output, algorithms,
//! events and explanations against an exhaustive game search on small graphs.

#![cfg(target_arch = "wasm32")]

#[path = "common/graph.rs"]
mod oracle;
mod wasm_common;

use gridplay::geography::{Event, Options, Run};
use gridplay::graph::Graph;
use gridplay::wasm::graph::{GraphInput, GraphRun};
use oracle::{Rng, Small};
use wasm_bindgen::JsValue;
use wasm_bindgen_test::*;
use wasm_common::{field, options};

wasm_bindgen_test_configure!(run_in_browser);

fn record_all(run: &mut GraphRun) {
    while !run.record(1000) {}
}

/// The small graphs checked: the Petersen graph and random ones of every shape.
fn graphs() -> Vec<Small> {
    let mut rng = Rng::new(39);
    let mut out = vec![oracle::petersen()];
    out.extend((0..150).map(|_| oracle::random_small(&mut rng, 9)));
    out
}

/// `[u, v]` pairs of a JS array of arrays.
fn pairs(value: &JsValue) -> Vec<(u32, u32)> {
    js_sys::Array::from(value)
        .iter()
        .map(|p| {
            let p = js_sys::Array::from(&p);
            (
                p.get(0).as_f64().unwrap() as u32,
                p.get(1).as_f64().unwrap() as u32,
            )
        })
        .collect()
}

fn numbers(value: &JsValue) -> Vec<u32> {
    js_sys::Array::from(value)
        .iter()
        .map(|v| v.as_f64().unwrap() as u32)
        .collect()
}

#[wasm_bindgen_test]
fn every_algorithm_that_applies_gives_the_searchs_winning_starts_as_the_cli_writes_them() {
    let mut rng = Rng::new(7);
    for graph in graphs() {
        let input = graph.judge_input(&mut rng);
        let expected = oracle::judge_output(&oracle::winning_starts_by_search(&graph));
        let algorithms = GraphInput::new(&input).unwrap().algorithms();
        let names: Vec<&str> = algorithms.iter().map(String::as_str).collect();
        if graph.is_bipartite() {
            // The core's default first (blossom on every graph), then the others.
            let mut sorted = names.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, ["blossom", "hopcroft-karp", "kuhn"], "{graph:?}");
            assert_eq!(names[0], "blossom", "{graph:?}");
        } else {
            assert_eq!(names, ["blossom"], "{graph:?}");
        }
        for algorithm in ["kuhn", "hopcroft-karp", "blossom"] {
            let chosen = options(&format!(r#"{{"algorithm":"{algorithm}"}}"#));
            let Ok(mut run) = GraphRun::new(&input, chosen) else {
                assert!(
                    !names.contains(&algorithm),
                    "{algorithm} refused on {graph:?}"
                );
                continue;
            };
            assert!(names.contains(&algorithm), "{algorithm} ran on {graph:?}");
            assert_eq!(run.judge_output(), None);
            record_all(&mut run);
            assert_eq!(
                run.judge_output().as_deref(),
                Some(&expected[..]),
                "{algorithm} {graph:?}"
            );
            // The CLI's own path: the native run, `graph::write_judge_output`.
            let parsed = Graph::parse(input.as_bytes()).unwrap();
            let opts = Options {
                algorithm: algorithm.parse().unwrap(),
                ..Options::default()
            };
            let native = Run::try_on(parsed, opts).unwrap();
            let events: Vec<Event> = Run::try_on(Graph::parse(input.as_bytes()).unwrap(), opts)
                .unwrap()
                .collect();
            assert_eq!(run.recorded() as usize, events.len());
            let mut cli = Vec::new();
            gridplay::graph::write_judge_output(&native.finish().winning, &mut cli);
            assert_eq!(run.judge_output().unwrap().as_bytes(), &cli[..]);
        }
        let mut default = GraphRun::new(&input, JsValue::UNDEFINED).unwrap();
        assert_eq!(default.algorithm(), names[0]);
        record_all(&mut default);
        assert_eq!(default.judge_output().as_deref(), Some(&expected[..]));
    }
}

#[wasm_bindgen_test]
fn explain_gives_a_certificate_the_search_agrees_with_for_every_vertex() {
    let mut rng = Rng::new(11);
    for graph in graphs().into_iter().take(80) {
        let input = graph.judge_input(&mut rng);
        let winning = oracle::winning_starts_by_search(&graph);
        let maximum = oracle::maximum_matching_size(&graph) as usize;
        let adjacent = |u: u32, v: u32| graph.edges.contains(&(u.min(v), u.max(v)));
        let mut run = GraphRun::new(&input, JsValue::UNDEFINED).unwrap();
        assert!(
            run.explain(0).unwrap().is_null(),
            "no certificate before the end"
        );
        record_all(&mut run);
        assert!(run.explain(graph.n).is_err(), "a vertex outside the graph");
        for v in 0..graph.n {
            let e = run.explain(v).unwrap();
            let wins = field(&e, "wins").as_bool().unwrap();
            assert_eq!(wins, winning.contains(&v), "vertex {v} of {graph:?}");
            let matching = pairs(&field(&e, "matching"));
            assert_eq!(matching.len(), maximum, "{graph:?}");
            assert!(matching.iter().all(|&(a, b)| adjacent(a, b)));
            let partner_in = |m: &[(u32, u32)], x: u32| {
                m.iter()
                    .find_map(|&(a, b)| (a == x).then_some(b).or((b == x).then_some(a)))
            };
            if wins {
                let path = numbers(&field(&e, "path"));
                assert_eq!(path.last(), Some(&v));
                assert_eq!(
                    partner_in(&matching, path[0]),
                    None,
                    "the path starts unmatched"
                );
                for (i, w) in path.windows(2).enumerate() {
                    assert!(adjacent(w[0], w[1]));
                    assert_eq!(partner_in(&matching, w[0]) == Some(w[1]), i % 2 == 1);
                }
                let flipped = pairs(&field(&e, "flipped"));
                assert_eq!(flipped.len(), maximum);
                assert!(flipped.iter().all(|&(a, b)| adjacent(a, b)));
                assert_eq!(
                    partner_in(&flipped, v),
                    None,
                    "the flipped matching leaves {v} free"
                );
            } else {
                let partner = field(&e, "partner").as_f64().unwrap() as u32;
                assert_eq!(partner_in(&matching, v), Some(partner));
                assert!(field(&e, "flipped").is_null());
            }
        }
    }
}
