//! The token game on a graph, against an exhaustive game search that knows nothing
//! of matchings (tests/common/graph.rs): the winning starts of thousands of random
//! small graphs, bipartite and not, with every algorithm that applies and both
//! starts; `gridplay graph`'s judge output and messages; `gridplay trace graph`
//! replayed into a maximum matching.

#![cfg(not(target_arch = "wasm32"))]

mod common;

use common::cli::gridplay;
use common::graph::{
    Rng, Small, judge_output, maximum_matching_size, petersen, random_small, small,
    winning_starts_by_search,
};
use gridplay::geography::{Algorithm, GreedyStart, Options, Run};
use gridplay::graph::Graph;

/// The algorithms that apply to `graph`: all three when it is bipartite, else blossom.
fn algorithms(graph: &Small) -> Vec<Algorithm> {
    if graph.is_bipartite() {
        Algorithm::ALL.to_vec()
    } else {
        vec![Algorithm::Blossom]
    }
}

/// Every graph the library tests go over: the named ones, then random ones.
fn graphs(count: usize, seed: u64) -> Vec<Small> {
    let mut rng = Rng::new(seed);
    let mut out = vec![
        petersen(),
        small(1, [], "one vertex"),
        small(2, [(0, 1)], "one edge"),
        small(3, [(0, 1), (1, 2), (2, 0)], "triangle"),
        small(5, [(0, 1), (1, 2), (2, 3), (3, 4), (4, 0)], "5-cycle"),
        small(
            6,
            [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0)],
            "6-cycle",
        ),
    ];
    out.extend((0..count).map(|_| random_small(&mut rng, 11)));
    out
}

#[test]
fn every_algorithm_finds_the_searched_winning_starts_on_random_graphs() {
    let (mut bipartite, mut odd, mut winning, mut losing) = (0, 0, 0, 0);
    let mut rng = Rng::new(7);
    for (i, graph) in graphs(3000, 1).iter().enumerate() {
        let expected = winning_starts_by_search(graph);
        let size = maximum_matching_size(graph);
        let parsed = Graph::parse(graph.judge_input(&mut rng).as_bytes()).expect("valid input");
        assert_eq!(parsed.is_bipartite(), graph.is_bipartite(), "{graph:?}");
        if graph.is_bipartite() {
            bipartite += 1;
        } else {
            odd += 1;
        }
        if expected.is_empty() {
            losing += 1;
        } else {
            winning += 1;
        }
        for algorithm in algorithms(graph) {
            for greedy in [GreedyStart::Off, GreedyStart::On] {
                let options = Options {
                    algorithm,
                    greedy,
                    ..Options::default()
                };
                let run = Run::try_on(parsed.clone(), options).expect("the algorithm applies");
                let outcome = run.finish();
                let what = format!(
                    "graph {i} ({}), {algorithm}, {greedy:?}: {graph:?}",
                    graph.kind
                );
                assert_eq!(outcome.winning, expected, "{what}");
                assert_eq!(outcome.matching_size, size, "{what}");
                // With events the same answer, and the verdict counts it.
                let mut run = Run::try_on(parsed.clone(), options).unwrap();
                let last = run.by_ref().last();
                assert_eq!(
                    last,
                    Some(gridplay::geography::Event::Verdict {
                        winning: expected.len() as u32
                    }),
                    "{what}"
                );
                assert!(run.matching().is_valid_on(run.board()), "{what}");
                assert_eq!(run.matching().size(), size, "{what}");
            }
        }
    }
    // The random shapes cover both kinds of graph and both verdicts.
    assert!(
        bipartite > 1000 && odd > 500,
        "{bipartite} bipartite, {odd} not"
    );
    assert!(
        winning > 1000 && losing > 100,
        "{winning} WIN, {losing} LOSE"
    );
}

#[test]
fn the_cli_prints_the_searched_verdict_with_each_algorithm() {
    let mut rng = Rng::new(11);
    for graph in graphs(300, 2) {
        let expected = judge_output(&winning_starts_by_search(&graph));
        let input = graph.judge_input(&mut rng);
        let default = gridplay(&["graph"], input.as_bytes());
        assert_eq!(
            (default.code, &default.stdout),
            (0, &expected),
            "{graph:?}\n{}",
            default.stderr
        );
        for algorithm in algorithms(&graph) {
            let out = gridplay(&["graph", "--algo", algorithm.name()], input.as_bytes());
            assert_eq!(
                (out.code, &out.stdout),
                (0, &expected),
                "{algorithm}: {graph:?}\n{}",
                out.stderr
            );
        }
    }
}

/// A bipartite-only algorithm on a graph with an odd cycle: exit 2, and the message
/// names an odd cycle of the graph (each vertex's neighbour the next one).
#[test]
fn kuhn_and_hopcroft_karp_name_an_odd_cycle_where_they_do_not_apply() {
    let mut rng = Rng::new(3);
    let mut checked = 0;
    for graph in graphs(400, 3).into_iter().filter(|g| !g.is_bipartite()) {
        let input = graph.judge_input(&mut rng);
        for algorithm in ["kuhn", "hopcroft-karp"] {
            let out = gridplay(&["graph", "--algo", algorithm], input.as_bytes());
            assert_eq!(out.code, 2, "{graph:?}");
            assert!(out.stdout.is_empty());
            let named = out
                .stderr
                .split("odd cycle ")
                .nth(1)
                .and_then(|rest| rest.split(" (length").next())
                .unwrap_or_else(|| panic!("no cycle in {:?}", out.stderr));
            let cycle: Vec<u32> = named
                .split(" – ")
                .map(|v| v.parse::<u32>().unwrap() - 1)
                .collect();
            assert_eq!(cycle.len() % 2, 1, "{named}");
            let neighbours = graph.neighbours();
            for (i, &v) in cycle.iter().enumerate() {
                let next = cycle[(i + 1) % cycle.len()];
                assert!(
                    neighbours[v as usize].contains(&next),
                    "{named} in {graph:?}"
                );
            }
            assert!(out.stderr.contains("use --algo blossom"), "{}", out.stderr);
            checked += 1;
        }
    }
    assert!(checked > 100, "{checked}");
}

#[test]
fn bad_input_names_its_line_and_column_and_exits_2() {
    for (input, at) in [
        ("3 2\n1 2\n2 2\n", "line 3, column 1"),
        ("3 1\n1 4\n", "line 2, column 3"),
        ("3 2\n1 2\n", "line 3, column 1"),
        ("3 1\n1 2\n2 3\n", "line 3, column 1"),
        ("3 1\n1 x\n", "line 2, column 3"),
        ("", "line 1, column 1"),
    ] {
        let out = gridplay(&["graph"], input.as_bytes());
        assert_eq!(out.code, 2, "{input:?}");
        assert!(out.stdout.is_empty(), "{input:?}");
        assert!(out.stderr.contains(at), "{input:?}: {}", out.stderr);
    }
}

/// The trace's `path_found` pairs rebuild a matching as big as the brute force's,
/// valid on the graph, and the verdict lists the searched winning starts.
#[test]
fn a_replayed_trace_gives_a_maximum_matching_and_the_searched_verdict() {
    let mut rng = Rng::new(5);
    for graph in graphs(120, 4) {
        let expected: Vec<u32> = winning_starts_by_search(&graph)
            .iter()
            .map(|v| v + 1)
            .collect();
        let input = graph.judge_input(&mut rng);
        for algorithm in algorithms(&graph) {
            let out = gridplay(
                &["trace", "graph", "--algo", algorithm.name()],
                input.as_bytes(),
            );
            assert_eq!(out.code, 0, "{}", out.stderr);
            let mut mate = vec![0u64; graph.n as usize + 1];
            let mut verdict = None;
            for line in out.stdout.lines() {
                let event: serde_json::Value = serde_json::from_str(line).unwrap();
                let number = |v: &serde_json::Value| v.as_u64().expect("a vertex number");
                match event["event"].as_str().unwrap() {
                    "run" => {
                        assert_eq!(event["vertices"], graph.n);
                        assert_eq!(event["bipartite"], graph.is_bipartite());
                        assert_eq!(event["algorithm"], algorithm.name());
                    }
                    "greedy_matched" => {
                        let (a, b) = (number(&event["left"]), number(&event["right"]));
                        (mate[a as usize], mate[b as usize]) = (b, a);
                    }
                    "path_found" => {
                        let path: Vec<u64> = event["path"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(number)
                            .collect();
                        for pair in path.chunks(2) {
                            (mate[pair[0] as usize], mate[pair[1] as usize]) = (pair[1], pair[0]);
                        }
                    }
                    "verdict" => verdict = Some(event),
                    _ => {}
                }
            }
            let neighbours = graph.neighbours();
            let mut pairs = 0;
            for v in 1..=graph.n as u64 {
                let p = mate[v as usize];
                if p != 0 {
                    assert_eq!(mate[p as usize], v, "{algorithm}: {graph:?}");
                    assert!(
                        neighbours[v as usize - 1].contains(&(p as u32 - 1)),
                        "{graph:?}"
                    );
                    pairs += 1;
                }
            }
            assert_eq!(
                pairs / 2,
                maximum_matching_size(&graph),
                "{algorithm}: {graph:?}"
            );
            let verdict = verdict.expect("a verdict line");
            let cells: Vec<u32> = verdict["cells"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as u32)
                .collect();
            assert_eq!(cells, expected, "{algorithm}: {graph:?}");
            let result = if expected.is_empty() { "LOSE" } else { "WIN" };
            assert_eq!(verdict["result"], result);
        }
    }
}

/// The pairs `a-b` listed after the last `): ` of a line of `explain graph`, 0-based.
fn listed_pairs(line: &str) -> Vec<(u32, u32)> {
    let list = line.rsplit("): ").next().unwrap();
    if list == "none" {
        return Vec::new();
    }
    list.split(' ')
        .map(|pair| {
            let (a, b) = pair.split_once('-').unwrap();
            (a.parse::<u32>().unwrap() - 1, b.parse::<u32>().unwrap() - 1)
        })
        .collect()
}

/// Checks that `pairs` is a matching of `graph` of `size` pairs; its partner array.
fn check_matching(graph: &Small, pairs: &[(u32, u32)], size: u32, what: &str) -> Vec<Option<u32>> {
    let neighbours = graph.neighbours();
    let mut mate = vec![None; graph.n as usize];
    for &(a, b) in pairs {
        assert!(
            neighbours[a as usize].contains(&b),
            "{what}: {a}-{b} is not an edge"
        );
        assert!(
            mate[a as usize].is_none() && mate[b as usize].is_none(),
            "{what}: not a matching"
        );
        (mate[a as usize], mate[b as usize]) = (Some(b), Some(a));
    }
    assert_eq!(pairs.len() as u32, size, "{what}: not maximum");
    mate
}

/// `explain graph`'s words are answers: for every vertex of small random graphs, WIN
/// or LOSE as the exhaustive search says; the matching it prints is maximum (brute
/// force); a winning vertex's path starts at a vertex that matching leaves
/// unmatched, alternates (first edge outside the matching, then its edges) and ends
/// at the vertex, and the flipped matching is maximum and leaves the vertex
/// unmatched; a losing vertex's partner is its neighbour in the matching.
#[test]
fn explain_graph_words_agree_with_the_search() {
    let mut rng = Rng::new(9);
    let mut checked = (0, 0);
    for graph in graphs(60, 5) {
        let winning = winning_starts_by_search(&graph);
        let size = maximum_matching_size(&graph);
        let input = graph.judge_input(&mut rng);
        let neighbours = graph.neighbours();
        for algorithm in algorithms(&graph) {
            for v in 0..graph.n {
                let vertex = (v + 1).to_string();
                let args = [
                    "explain",
                    "graph",
                    "--vertex",
                    &vertex,
                    "--algo",
                    algorithm.name(),
                ];
                let out = gridplay(&args, input.as_bytes());
                let what = format!("{algorithm}, vertex {vertex} of {graph:?}");
                assert_eq!(out.code, 0, "{what}: {}", out.stderr);
                let lines: Vec<&str> = out.stdout.lines().collect();
                let mate = check_matching(&graph, &listed_pairs(lines[1]), size, &what);
                assert!(
                    lines[1].starts_with(&format!("Maximum matching ({size} pair")),
                    "{what}"
                );
                if winning.contains(&v) {
                    checked.0 += 1;
                    assert_eq!(
                        lines[0],
                        format!("WIN {vertex}: the player who places the token here wins")
                    );
                    let path: Vec<u32> = if lines[2].starts_with(&format!("{vertex} is unmatched"))
                    {
                        assert_eq!(mate[v as usize], None, "{what}");
                        vec![v]
                    } else {
                        let list = lines[2].rsplit("): ").next().unwrap();
                        list.split(" - ")
                            .map(|x| x.parse::<u32>().unwrap() - 1)
                            .collect()
                    };
                    assert_eq!(path.len() % 2, 1, "{what}");
                    assert_eq!(path.last(), Some(&v), "{what}");
                    assert_eq!(
                        mate[path[0] as usize], None,
                        "{what}: the path starts unmatched"
                    );
                    for (i, w) in path.windows(2).enumerate() {
                        assert!(neighbours[w[0] as usize].contains(&w[1]), "{what}");
                        let in_matching = mate[w[0] as usize] == Some(w[1]);
                        assert_eq!(in_matching, i % 2 == 1, "{what}: edge {i} of the path");
                    }
                    let flipped = check_matching(&graph, &listed_pairs(lines[3]), size, &what);
                    assert_eq!(
                        flipped[v as usize], None,
                        "{what}: flipped leaves it unmatched"
                    );
                } else {
                    checked.1 += 1;
                    assert_eq!(
                        lines[0],
                        format!("LOSE {vertex}: the player who moves first wins")
                    );
                    let partner: u32 = lines[2]
                        .rsplit("Its partner here: ")
                        .next()
                        .unwrap()
                        .trim_end_matches('.')
                        .parse::<u32>()
                        .unwrap()
                        - 1;
                    assert_eq!(mate[v as usize], Some(partner), "{what}");
                }
            }
        }
    }
    assert!(checked.0 > 200 && checked.1 > 100, "{checked:?}");
}
