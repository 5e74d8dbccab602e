//! The graph game (the token game on any graph, `?game=graph`): its judge input read
//! by the core for the page's drawing and editor, and `graphProtocol()`.
//!
//! A [`GraphInput`] is one parsed input: `n`, the edges (each once, 0-based, low end
//! first, in increasing order) and, from [`Graph::two_colouring`], the two sides or an
//! odd cycle. The page draws from it and writes every edit as new judge input, read
//! here again; it never decides a side itself.
//!
//! ```text
//! const input = new core.GraphInput('3 2\n1 2\n2 3\n'); // throws { line, column, message }
//! input.n();        // 3
//! input.edges();    // Uint32Array [0, 1, 1, 2]
//! input.sides();    // Uint8Array [0, 1, 0] (empty when not bipartite)
//! input.oddCycle(); // Uint32Array [] (the cycle's vertices in order when not bipartite)
//! ```

use js_sys::{Uint8Array, Uint32Array};
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{input_error, to_js};
use crate::graph::Graph;
use crate::limits;

/// The graph the tab opens with: the token game's sample board (P4055) as a graph, its
/// free cells numbered row by row (`.##` / `...` / `#.#`: cell (1,1) is vertex 1,
/// (2,1)–(2,3) are 2–4, (3,2) is 5).
const SAMPLE: &str = "5 4\n1 2\n2 3\n3 4\n3 5\n";

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GraphLimits {
    /// Largest n of the judge input.
    max_vertices: f64,
    /// Largest m of the judge input.
    max_edges: f64,
    /// Vertices up to which the page draws the graph.
    draw_max_vertices: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GraphDefaults {
    /// The judge input the tab opens with when a link gives none.
    input: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GraphProtocol {
    game: &'static str,
    limits: GraphLimits,
    defaults: GraphDefaults,
}

/// The graph game's protocol: `{ game: "graph", limits: { maxVertices, maxEdges,
/// drawMaxVertices }, defaults: { input } }` (docs/protocol.md). Its runs, events and
/// judge output come with the algorithms on graphs.
#[wasm_bindgen(js_name = graphProtocol)]
pub fn graph_protocol() -> JsValue {
    to_js(&GraphProtocol {
        game: "graph",
        limits: GraphLimits {
            max_vertices: limits::GRAPH_MAX_VERTICES as f64,
            max_edges: limits::GRAPH_MAX_EDGES as f64,
            draw_max_vertices: limits::GRAPH_DRAW_MAX_VERTICES,
        },
        defaults: GraphDefaults { input: SAMPLE },
    })
}

/// One graph read from judge input. Memory: the graph (4·(n + 1) + 8·m bytes) and its
/// sides or odd cycle; `edges()` copies 8·m bytes out.
#[wasm_bindgen]
pub struct GraphInput {
    graph: Graph,
    colouring: Result<Vec<bool>, Vec<u32>>,
}

#[wasm_bindgen]
impl GraphInput {
    /// Reads `text` (`n m`, then m lines `u v`; crate::graph::parse); throws
    /// `{ line, column, message }`. Cost: O(n + m log m).
    #[wasm_bindgen(constructor)]
    pub fn new(text: &str) -> Result<GraphInput, JsValue> {
        let graph = Graph::parse(text.as_bytes()).map_err(|e| input_error(&e))?;
        let colouring = graph.two_colouring();
        Ok(GraphInput { graph, colouring })
    }

    /// Number of vertices n.
    pub fn n(&self) -> u32 {
        self.graph.len()
    }

    /// Number of edges, each counted once (a repeated edge line counts once).
    #[wasm_bindgen(js_name = edgeCount)]
    pub fn edge_count(&self) -> u32 {
        self.graph.edge_count() as u32
    }

    /// The edges as `[u0, v0, u1, v1, …]`, 0-based, `u < v`, in increasing order.
    pub fn edges(&self) -> Uint32Array {
        let mut flat = Vec::with_capacity(2 * self.graph.edge_count());
        for u in 0..self.graph.len() {
            for &v in self.graph.neighbours(u).iter().filter(|&&v| v > u) {
                flat.extend_from_slice(&[u, v]);
            }
        }
        Uint32Array::from(&flat[..])
    }

    /// True when every edge joins the two sides (no odd cycle).
    pub fn bipartite(&self) -> bool {
        self.colouring.is_ok()
    }

    /// One byte per vertex, 0 or 1: its side (vertex 1 of each connected part on side
    /// 0); empty when the graph is not bipartite.
    pub fn sides(&self) -> Uint8Array {
        let sides: Vec<u8> = match &self.colouring {
            Ok(sides) => sides.iter().map(|&s| u8::from(s)).collect(),
            Err(_) => Vec::new(),
        };
        Uint8Array::from(&sides[..])
    }

    /// An odd cycle, its vertices (0-based) in order, when the graph is not bipartite;
    /// else empty.
    #[wasm_bindgen(js_name = oddCycle)]
    pub fn odd_cycle(&self) -> Uint32Array {
        match &self.colouring {
            Ok(_) => Uint32Array::new_with_length(0),
            Err(cycle) => Uint32Array::from(&cycle[..]),
        }
    }

    /// The graph as judge input: `n m`, then each edge once, low end first, in
    /// increasing order (1-based).
    #[wasm_bindgen(js_name = judgeInput)]
    pub fn judge_input(&self) -> String {
        self.graph.to_judge_input()
    }
}
