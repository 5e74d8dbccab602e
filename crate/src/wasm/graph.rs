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

use super::geography::geography_frame;
use super::{MarkSpec, Marks, input_error, options::JsOptions, run_handle, to_js, usage_error};
use crate::geography::explain::{Certificate, ExplainError};
use crate::geography::frame::GeographyFrame;
use crate::geography::{Algorithm, Arena, Event, GreedyStart, Matching, Options, Run};
use crate::graph::Graph;
use crate::limits;
use crate::recording::{DEFAULT_MAX_EVENTS, Recording};

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
    /// A preset's largest seed.
    max_seed: f64,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GraphDefaults {
    /// The judge input the tab opens with when a link gives none.
    input: &'static str,
    /// The settings the preset form starts from, and a link's missing settings.
    preset: limits::GraphPresetDefaults,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GraphProtocol {
    game: &'static str,
    limits: GraphLimits,
    /// Every algorithm, by name; a graph's own list is `GraphInput.algorithms()`.
    algorithms: Vec<&'static str>,
    /// The algorithms that need a bipartite graph ([`Algorithm::needs_bipartite`]).
    bipartite_only: Vec<&'static str>,
    /// The preset kinds, as `graphPreset(kind, …)` takes them.
    presets: &'static [limits::GraphPreset],
    defaults: GraphDefaults,
}

/// The graph game's protocol: `{ game: "graph", limits: { maxVertices, maxEdges,
/// drawMaxVertices, maxSeed }, algorithms, bipartiteOnly, presets: [{ id, fields,
/// minVertices, maxVertices, maxEdges }, …], defaults: { input, preset: { vertices,
/// left, edges, seed } } }`
/// (docs/protocol.md). Its runs are `GraphRun`s, with the token game's events and
/// frame layout (`geographyProtocol()`).
#[wasm_bindgen(js_name = graphProtocol)]
pub fn graph_protocol() -> JsValue {
    to_js(&GraphProtocol {
        game: "graph",
        limits: GraphLimits {
            max_vertices: limits::GRAPH_MAX_VERTICES as f64,
            max_edges: limits::GRAPH_MAX_EDGES as f64,
            draw_max_vertices: limits::GRAPH_DRAW_MAX_VERTICES,
            max_seed: f64::from(limits::MAX_SEED),
        },
        algorithms: Algorithm::ALL.map(Algorithm::name).to_vec(),
        bipartite_only: Algorithm::ALL
            .into_iter()
            .filter(|a| a.needs_bipartite())
            .map(Algorithm::name)
            .collect(),
        presets: &crate::graph::generate::PRESETS,
        defaults: GraphDefaults {
            input: SAMPLE,
            preset: limits::GRAPH_PRESET,
        },
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

    /// The algorithms that apply to this graph, by name ([`Algorithm::check`]), and
    /// first the graph's default ([`Arena::default_algorithm`]): `["hopcroft-karp",
    /// "kuhn", "blossom"]` when bipartite, `["blossom"]` otherwise.
    pub fn algorithms(&self) -> Vec<String> {
        let first = self.graph.default_algorithm().name();
        let mut names = vec![first.to_string()];
        names.extend(
            algorithms_for(&self.graph)
                .into_iter()
                .filter(|&a| a != first)
                .map(String::from),
        );
        names
    }
}

/// `GraphRun`'s options (see [`GraphRun::new`]); absent fields take the defaults.
struct GraphRunOptions {
    /// Absent or `null`: the graph's default ([`Arena::default_algorithm`]).
    algorithm: Option<String>,
    /// `true` on, `false` off, `null` or absent: decided by the graph's size.
    greedy: Option<bool>,
    max_events: u32,
}

impl GraphRunOptions {
    fn read(options: JsValue) -> Result<GraphRunOptions, JsValue> {
        let options = JsOptions::new(options)?;
        Ok(GraphRunOptions {
            algorithm: options.string("algorithm")?,
            greedy: options.bool("greedy")?,
            max_events: options
                .u32("maxEvents")?
                .unwrap_or(DEFAULT_MAX_EVENTS as u32),
        })
    }
}

/// A certificate as the page reads it (see [`GraphRun::explain`]); vertices 0-based.
#[derive(Serialize)]
pub(super) struct GraphExplanation {
    wins: bool,
    vertex: u32,
    /// The run's maximum matching as `[u, v]` pairs.
    matching: Vec<[u32; 2]>,
    path: Vec<u32>,
    flipped: Option<Vec<[u32; 2]>>,
    partner: Option<u32>,
}

/// `vertex`'s certificate against `run`'s maximum matching as the page reads it
/// (`GraphRun.explain`, the graph practice's why): `{ wins, vertex, matching, path,
/// flipped, partner }`. Cost: O(n) to list the matching's pairs.
pub(super) fn explanation(
    run: &Run<Graph>,
    vertex: u32,
    certificate: &Certificate,
) -> GraphExplanation {
    let graph = run.board();
    let pairs = |m: &Matching| -> Vec<[u32; 2]> { m.pairs(graph).map(|(a, b)| [a, b]).collect() };
    let (flipped, partner) = match certificate {
        Certificate::Wins { flipped, .. } => (Some(pairs(flipped)), None),
        Certificate::Loses { partner } => (None, Some(*partner)),
    };
    GraphExplanation {
        wins: certificate.wins(),
        vertex,
        matching: pairs(run.matching()),
        path: certificate.path().to_vec(),
        flipped,
        partner,
    }
}

/// The algorithms that apply to `graph` ([`Algorithm::check`]), by name: all three on
/// a bipartite graph, `blossom` alone on one with an odd cycle.
fn algorithms_for(graph: &Graph) -> Vec<&'static str> {
    Algorithm::ALL
        .into_iter()
        .filter(|a| a.check(graph).is_ok())
        .map(Algorithm::name)
        .collect()
}

run_handle!(GraphRun);
geography_frame!(GraphRun);

/// One run of the token game on a graph, for the page: the solver, its recorded
/// events and the frame at the current step. The frame is the board's
/// (`GeographyFrame`, one state byte per vertex, `rows() == 1`, `cols() == n`); a
/// vertex's partner is read from `matesPtr`, never from directions.
///
/// ```text
/// const run = new core.GraphRun('3 2\n1 2\n2 3\n', { algorithm: 'blossom' });
/// while (!run.record(10000)) {}
/// run.judgeOutput();      // "WIN\n1\n3\n", byte-equal to `gridplay graph`
/// run.explain(0).wins;    // true
/// ```
#[wasm_bindgen]
pub struct GraphRun {
    recording: Recording<Run<Graph>, GeographyFrame>,
    marks: Marks,
}

impl GraphRun {
    /// Timeline marks, as the board's run: phase starts; augmentations; end of
    /// matching and verdict.
    const MARKS: MarkSpec = MarkSpec {
        phase: &[code("phase_started")],
        step: &[code("augmented")],
        end: &[code("matching_done"), code("verdict")],
        first_only: &[],
    };

    /// Groups: the vertices one BFS layer reaches, one after another.
    fn group_key(event: &Event) -> Option<u32> {
        match *event {
            Event::LayerReached { distance, .. } => Some(distance),
            _ => None,
        }
    }

    fn run(&self) -> &Run<Graph> {
        self.recording.solver()
    }

    fn size(&self) -> (u32, u32) {
        (1, self.run().board().len())
    }
}

/// Code of an event kind (checked at compile time).
const fn code(name: &str) -> u8 {
    super::code_of(&Event::NAMES, name)
}

#[wasm_bindgen]
impl GraphRun {
    /// Parses judge `input` and prepares a run. `options`: `{ algorithm: "kuhn" |
    /// "hopcroft-karp" | "blossom" | null (the graph's default), greedy: true | false
    /// | null (automatic), maxEvents: number }`. Throws `{ line, column, message }`
    /// for bad input, and `{ line: 0, column: 0, message }` for kuhn or hopcroft-karp
    /// on a graph with an odd cycle (the core's words, naming the cycle).
    #[wasm_bindgen(constructor)]
    pub fn new(input: &str, options: JsValue) -> Result<GraphRun, JsValue> {
        let options = GraphRunOptions::read(options)?;
        let graph = Graph::parse(input.as_bytes()).map_err(|e| input_error(&e))?;
        let algorithm: Algorithm = match &options.algorithm {
            Some(name) => name.parse().map_err(|e: String| usage_error(&e))?,
            None => graph.default_algorithm(),
        };
        let run_options = Options {
            algorithm,
            greedy: GreedyStart::from_choice(options.greedy),
            ..Options::default()
        };
        let frame = GeographyFrame::new(&graph, algorithm);
        let run = Run::try_on(graph, run_options).map_err(|e| usage_error(&e))?;
        Ok(GraphRun {
            recording: Recording::new(
                run,
                frame,
                options.max_events.max(1) as usize,
                GeographyFrame::tail,
            ),
            marks: Marks::default(),
        })
    }

    /// Number of vertices n.
    pub fn n(&self) -> u32 {
        self.run().board().len()
    }

    /// The algorithm's name.
    pub fn algorithm(&self) -> String {
        self.run().options().algorithm.name().to_string()
    }

    /// The algorithms that apply to this graph, by name (kuhn and hopcroft-karp only
    /// when it is bipartite).
    pub fn algorithms(&self) -> Vec<String> {
        algorithms_for(self.run().board())
            .into_iter()
            .map(String::from)
            .collect()
    }

    /// The winning starts (0-based vertices, increasing) once the run is complete,
    /// or `null` before.
    #[wasm_bindgen(js_name = winningStarts)]
    pub fn winning_starts(&self) -> Option<Vec<u32>> {
        self.run().outcome().map(|o| o.winning)
    }

    /// The judge's output once the run is complete (`null` before): `WIN` and the
    /// winning vertices (1-based), one a line, or `LOSE` — byte-equal to
    /// `gridplay graph` (`graph::write_judge_output`).
    #[wasm_bindgen(js_name = judgeOutput)]
    pub fn judge_output(&self) -> Option<String> {
        self.run().outcome().map(|o| {
            let mut out = Vec::new();
            crate::graph::write_judge_output(&o.winning, &mut out);
            String::from_utf8_lossy(&out).into_owned()
        })
    }

    /// Why the start at `vertex` (0-based) wins or loses, once the run is complete
    /// (`null` before): `{ wins, vertex, matching: [[u, v], …], path: [v, …],
    /// flipped, partner }`, as the board run's `explain` with vertices for cells.
    /// Throws `{ line: 0, column: 0, message }` for a vertex outside the graph.
    pub fn explain(&self, vertex: u32) -> Result<JsValue, JsValue> {
        let run = self.run();
        let graph = run.board();
        if vertex >= graph.len() {
            return Err(usage_error(&ExplainError::OutsideBoard.to_string()));
        }
        match run.explain(vertex) {
            None => Ok(JsValue::NULL),
            Some(Err(error)) => Err(usage_error(&error.to_string())),
            Some(Ok(certificate)) => Ok(to_js(&explanation(run, vertex, &certificate))),
        }
    }

    /// The graph as judge input.
    #[wasm_bindgen(js_name = judgeInput)]
    pub fn judge_input(&self) -> String {
        self.run().board().to_judge_input()
    }
}

/// A preset setting from the page as a whole number, or the error naming it: a
/// fraction, a negative number, NaN or infinity is refused, never rounded.
fn whole_setting(what: &str, x: f64) -> Result<u64, JsValue> {
    if x.is_finite() && x >= 0.0 && x.fract() == 0.0 && x <= u64::MAX as f64 {
        Ok(x as u64)
    } else if x.is_nan() {
        Err(usage_error(&format!("{what} is missing")))
    } else {
        Err(usage_error(&format!(
            "{what} must be a whole number, not {x}"
        )))
    }
}

/// Judge input for the graph preset `kind` (`graphProtocol().presets`): `vertices`,
/// `left` (a random bipartite graph's left side), `edges` and `seed`, each read only
/// when the kind reads it (`crate::graph::generate::preset`; the others may be
/// anything, NaN included).
/// `graphPreset("cycle", 5, 0, 0, 0)` is `"5 5\n1 2\n1 5\n2 3\n3 4\n4 5\n"`. Throws
/// `{ line: 0, column: 0, message }` for an unknown kind or a setting out of its range
/// (checked before the graph is made). Cost: O(n + m log m).
#[wasm_bindgen(js_name = graphPreset)]
pub fn graph_preset(
    kind: &str,
    vertices: f64,
    left: f64,
    edges: f64,
    seed: f64,
) -> Result<String, JsValue> {
    let reads = |field: &str| {
        crate::graph::generate::PRESETS
            .iter()
            .any(|p| p.id == kind && p.reads(field))
    };
    // A setting the kind does not read is not checked: it may be anything.
    let setting = |field: &str, what: &str, x: f64| {
        if reads(field) {
            whole_setting(what, x)
        } else {
            Ok(0)
        }
    };
    let graph = crate::graph::generate::preset(
        kind,
        setting(limits::VERTICES, "the number of vertices", vertices)?,
        setting(limits::LEFT, "the vertices on the left", left)?,
        setting(limits::EDGES, "the number of edges", edges)?,
        setting(limits::SEED, "the seed", seed)?,
    )
    .map_err(|e| usage_error(&e))?;
    Ok(graph.to_judge_input())
}

/// A token-game board as its graph, for the page's *Show as a graph*
/// ([`boardAsGraph`](board_as_graph)).
#[derive(Serialize)]
struct BoardGraph {
    /// The graph's judge input.
    input: String,
    rows: u32,
    cols: u32,
    /// The board cell (row · cols + column, 0-based) of each vertex: free cells row by row.
    cells: Vec<u32>,
}

/// The token-game board of judge `input` under the move rule `moves` as a graph
/// (`crate::graph::generate::from_board`): a vertex per free cell, numbered row by row
/// from 1, an edge per move between free cells. Returns `{ input, rows, cols, cells }`
/// (`cells[v]` the cell of vertex `v`, row · cols + column). Throws `{ line, column,
/// message }` for bad input, and `{ line: 0, column: 0, message }` for an unknown rule,
/// a board without free cells or one with more than `GRAPH_MAX_VERTICES` free cells
/// (each free cell has at most 8 moves, so its edges are then within `GRAPH_MAX_EDGES`).
/// `boardAsGraph(".##\n...\n#.#\n", "rook")` has input `"5 4\n1 2\n2 3\n3 4\n3 5\n"`.
/// Cost: O(cells) time; memory 4 bytes per cell and the graph.
#[wasm_bindgen(js_name = boardAsGraph)]
pub fn board_as_graph(input: &str, moves: &str) -> Result<JsValue, JsValue> {
    let moves: crate::geography::Moves = moves.parse().map_err(|e: String| usage_error(&e))?;
    let board = crate::geography::Board::parse(input.as_bytes())
        .map_err(|e| input_error(&e))?
        .with_moves(moves);
    let free = (0..board.len() as u32)
        .filter(|&c| board.is_free(c))
        .count() as u64;
    if free > limits::GRAPH_MAX_VERTICES {
        return Err(usage_error(&format!(
            "the board has {free} free cells, over the largest graph gridplay reads, {} vertices",
            limits::GRAPH_MAX_VERTICES
        )));
    }
    let Some((graph, cells)) = crate::graph::generate::from_board(&board) else {
        return Err(usage_error(
            "the board has no free cell, so its graph has no vertex",
        ));
    };
    Ok(to_js(&BoardGraph {
        input: graph.to_judge_input(),
        rows: board.rows(),
        cols: board.cols(),
        cells,
    }))
}
