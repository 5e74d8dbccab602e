//! Practice questions on the token game on a graph (the page's practice kind
//! `graph-winning-starts`): click every vertex where the player who places the token
//! wins. Each question's graph, its right answer and the check of an answer come from
//! the set's seed and the question's number, so a class given one seed gets the same
//! graphs and the page only draws and words them.
//!
//! Graphs grow from 5 to 8 vertices with the question's number, bipartite ones and
//! ones with odd cycles in turn, about 1.3 edges a vertex, never the previous
//! question's graph again.
//!
//! ```
//! use gridplay::graph::practice::{check, question};
//!
//! let q = question(7, 0);
//! assert!(check(&q, &q.winning).ok);
//! assert!(!check(&q, &[]).ok || q.winning.is_empty());
//! ```

use super::{Graph, generate};
use crate::geography::explain::Certificate;
use crate::geography::{Options, Run};
use crate::practice::question_seed;

/// The practice kind's name, as in the page's `&kind=`.
pub const KIND: &str = "graph-winning-starts";

/// Vertices by question number: small first, then the last for every later question.
const SIZES: [u32; 7] = [5, 5, 6, 6, 7, 7, 8];

/// One question: its graph and its winning starts (0-based, increasing).
#[derive(Debug, Clone)]
pub struct Question {
    /// The graph.
    pub graph: Graph,
    /// The vertices where the placer wins: the right answer.
    pub winning: Vec<u32>,
}

/// Question `index` of the set `seed`.
pub fn question(seed: u32, index: u32) -> Question {
    let mut previous: Option<Graph> = None;
    for i in 0..=index {
        let n = SIZES[(i as usize).min(SIZES.len() - 1)];
        let m = u64::from(n) * 13 / 10;
        let next = (0..)
            .map(|attempt| {
                let s = u64::from(question_seed(seed, i, attempt));
                if i % 2 == 0 {
                    generate::random_bipartite(n.div_ceil(2), n / 2, m, s)
                } else {
                    generate::random(n, m, s)
                }
            })
            // An odd question's graph has an odd cycle (a random one may not).
            .find(|g| previous.as_ref() != Some(g) && (i % 2 == 0 || !g.is_bipartite()))
            .expect("random graphs with odd cycles turn up");
        previous = Some(next);
    }
    let graph = previous.expect("question 0 has a graph");
    let winning = Run::on(graph.clone(), Options::default()).finish().winning;
    Question { graph, winning }
}

/// How an answer fared: right when nothing was missed and nothing wrong was chosen.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Verdict {
    /// True for exactly the winning starts.
    pub ok: bool,
    /// Winning starts not chosen, increasing.
    pub missed: Vec<u32>,
    /// Vertices chosen that do not win (or are not vertices), increasing.
    pub wrong: Vec<u32>,
}

/// Checks the chosen vertices (any order, repeats counted once).
pub fn check(q: &Question, chosen: &[u32]) -> Verdict {
    let mut chosen = chosen.to_vec();
    chosen.sort_unstable();
    chosen.dedup();
    let missed: Vec<u32> = q
        .winning
        .iter()
        .copied()
        .filter(|v| chosen.binary_search(v).is_err())
        .collect();
    let wrong: Vec<u32> = chosen
        .into_iter()
        .filter(|v| q.winning.binary_search(v).is_err())
        .collect();
    Verdict {
        ok: missed.is_empty() && wrong.is_empty(),
        missed,
        wrong,
    }
}

/// Why vertex `v` of the question's graph wins or loses, for the feedback: the
/// alternating path and flipped matching of a missed winning start, or the partner
/// of a wrong one. `None` for a number past the graph.
pub fn why(q: &Question, v: u32) -> Option<Certificate> {
    solved(q).explain(v)?.ok()
}

/// The question's graph solved by the core's default algorithm: the maximum matching
/// the certificates of [`why`] are read against (`run.matching()`), for the page to
/// draw. Cost: one run on a graph of at most 8 vertices.
pub fn solved(q: &Question) -> Run<Graph> {
    let mut run = Run::on(q.graph.clone(), Options::default());
    run.run_to_end();
    run
}
