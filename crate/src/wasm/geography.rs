//! The token game's run handle, presets, judge output and protocol.

use js_sys::Uint32Array;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use super::{
    AlgorithmSpec, EventSpec, LimitSpec, MarkSpec, Marks, Protocol, check_bits, event_specs,
    input_error, options::JsOptions, run_handle, to_js, usage_error,
};
use crate::geography::explain::{Certificate, ExplainError};
use crate::geography::frame::{GeographyFrame, NO_LAYER, bits, labels};
use crate::geography::{
    self, Algorithm, Board, Event, GREEDY_AUTO_MAX_FREE, GreedyStart, JudgeFormat, Matching, Moves,
    Options, Run,
};
use crate::limits::{self, PresetDefaults};
use crate::recording::{DEFAULT_MAX_EVENTS, Recording};

/// `GeographyRun`'s options (see [`GeographyRun::new`]); absent fields take the defaults.
struct GeographyOptions {
    /// Absent or `null`: the default for the move rule ([`Algorithm::default_for`]).
    algorithm: Option<String>,
    /// `rook` (default), `king`, `knight` or `hex`.
    moves: String,
    /// `true` on, `false` off, `null` or absent: decided by the board.
    greedy: Option<bool>,
    max_events: u32,
}

impl GeographyOptions {
    fn read(options: JsValue) -> Result<GeographyOptions, JsValue> {
        let options = JsOptions::new(options)?;
        Ok(GeographyOptions {
            algorithm: options.string("algorithm")?,
            moves: options
                .string("moves")?
                .unwrap_or_else(|| Moves::default().name().to_string()),
            greedy: options.bool("greedy")?,
            max_events: options
                .u32("maxEvents")?
                .unwrap_or(DEFAULT_MAX_EVENTS as u32),
        })
    }
}

/// Names of the geography events by code (the first number of each event record).
#[wasm_bindgen(js_name = geographyEventNames)]
pub fn geography_event_names() -> Vec<String> {
    Event::NAMES.iter().map(|s| s.to_string()).collect()
}

/// The per-cell state byte, as the protocol names it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CellBits {
    partner: u8,
    wall: u8,
    dead: u8,
    on_path: u8,
    layered: u8,
    visited: u8,
    winning: u8,
    /// Partner directions by value of the partner bits (index 0: none; `elsewhere`:
    /// not a side neighbour, read `matesPtr`).
    directions: [&'static str; 6],
    elsewhere: u8,
    /// The blossom label byte of `labelsPtr`.
    labels: LabelBits,
}

/// The blossom label byte (`labelsPtr`), as the protocol names it.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LabelBits {
    label: u8,
    even: u8,
    odd: u8,
    in_blossom: u8,
    base: u8,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Sentinels {
    no_layer: u32,
    /// `matesPtr` value of an unmatched cell.
    none: u32,
}

/// `{ rook, king, knight, hex }`: each move rule's default algorithm, by name.
#[derive(Serialize)]
struct AlgorithmByMoves {
    rook: &'static str,
    king: &'static str,
    knight: &'static str,
    hex: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Defaults {
    algorithm: &'static str,
    algorithms: [&'static str; 3],
    /// The default algorithm for each move rule ([`Algorithm::default_for`]);
    /// `algorithm` is the default rule's.
    algorithm_by_moves: AlgorithmByMoves,
    /// Algorithms for each move rule (kuhn and hopcroft-karp need a bipartite one).
    algorithms_for: [(&'static str, Vec<&'static str>); 4],
    moves: &'static str,
    all_moves: [&'static str; 4],
    /// `null`: automatic (see `greedyAutoMaxFree`).
    greedy: Option<bool>,
    greedy_auto_max_free: usize,
    judge_format: &'static str,
    preset: PresetDefaults,
}

/// Code of an event kind (checked at compile time).
const fn code(name: &str) -> u8 {
    super::code_of(&Event::NAMES, name)
}

/// The token game's protocol: frame layout, events with operand names, timeline
/// marks, groups, limits and defaults (see [`super`] and docs/protocol.md).
#[wasm_bindgen(js_name = geographyProtocol)]
pub fn geography_protocol() -> JsValue {
    let events: Vec<EventSpec> = event_specs(&Event::NAMES, &Event::OPERANDS);
    to_js(&Protocol {
        game: "geography",
        record_width: super::RECORD_WIDTH,
        events,
        cell: CellBits {
            partner: bits::PARTNER,
            wall: bits::WALL,
            dead: bits::DEAD,
            on_path: bits::ON_PATH,
            layered: bits::LAYERED,
            visited: bits::VISITED,
            winning: bits::WINNING,
            directions: ["none", "up", "right", "down", "left", "elsewhere"],
            elsewhere: bits::ELSEWHERE,
            labels: LabelBits {
                label: labels::LABEL,
                even: labels::EVEN,
                odd: labels::ODD,
                in_blossom: labels::IN_BLOSSOM,
                base: labels::BASE,
            },
        },
        sentinels: Sentinels {
            no_layer: NO_LAYER,
            none: u32::MAX,
        },
        marks: GeographyRun::MARKS,
        groups: GeographyRun::GROUPS,
        limits: LimitSpec::new(
            limits::GEOGRAPHY_MAX_CELLS as f64,
            limits::PRESET_MAX_SIDE,
            DEFAULT_MAX_EVENTS as f64,
        ),
        presets: &geography::generate::PRESETS,
        formats: JudgeFormat::ALL.map(JudgeFormat::name).to_vec(),
        algorithms: Algorithm::ALL.into_iter().map(AlgorithmSpec::new).collect(),
        defaults: Defaults {
            algorithm: Algorithm::default_for(Moves::default()).name(),
            algorithm_by_moves: AlgorithmByMoves {
                rook: Algorithm::default_for(Moves::Rook).name(),
                king: Algorithm::default_for(Moves::King).name(),
                knight: Algorithm::default_for(Moves::Knight).name(),
                hex: Algorithm::default_for(Moves::Hex).name(),
            },
            algorithms: Algorithm::ALL.map(Algorithm::name),
            algorithms_for: Moves::ALL.map(|m| {
                let fits = Algorithm::ALL
                    .into_iter()
                    .filter(|a| m.is_bipartite() || !a.needs_bipartite())
                    .map(Algorithm::name)
                    .collect();
                (m.name(), fits)
            }),
            moves: Moves::default().name(),
            all_moves: Moves::ALL.map(Moves::name),
            greedy: None,
            greedy_auto_max_free: GREEDY_AUTO_MAX_FREE,
            judge_format: JudgeFormat::default().name(),
            preset: limits::GEOGRAPHY_PRESET,
        },
    })
}

/// Judge input for a board given as row-major wall bits (1 = wall, 0 = free), as the
/// page's compact links carry it: `geographyBitsInput(2, 3, [0, 1, 0, 0, 0, 0])` is
/// `"2 3\n.#.\n...\n"`. Throws when `walls` is not `rows × cols` long. Cost: one
/// pass over the bits and one over the text.
#[wasm_bindgen(js_name = geographyBitsInput)]
pub fn geography_bits_input(rows: u32, cols: u32, walls: &[u8]) -> Result<String, JsValue> {
    check_bits(rows, cols, walls, "wall")?;
    let free: Vec<bool> = walls.iter().map(|&w| w == 0).collect();
    Ok(Board::from_free(rows, cols, &free).to_judge_input())
}

/// The judge's output for judge `input`, exactly as `gridplay geography` prints it.
#[wasm_bindgen(js_name = geographyJudgeOutput)]
pub fn geography_judge_output(input: &str, format: &str) -> Result<String, JsValue> {
    let format: JudgeFormat = format.parse().map_err(|e: String| usage_error(&e))?;
    let board = Board::parse(input.as_bytes()).map_err(|e| input_error(&e))?;
    Ok(geography::solve(&board, Options::default()).judge_output(format))
}

/// A certificate as the page reads it (see [`GeographyRun::explain`]).
#[derive(Serialize)]
struct Explanation {
    wins: bool,
    cell: [u32; 2],
    matching: Vec<[u32; 4]>,
    path: Vec<[u32; 2]>,
    flipped: Option<Vec<[u32; 4]>>,
    partner: Option<[u32; 2]>,
}

impl Explanation {
    fn new(run: &Run, cell: u32, certificate: &Certificate) -> Explanation {
        let board = run.board();
        let at = |c: u32| {
            let (r, col) = board.coords(c);
            [r, col]
        };
        let pairs = |m: &Matching| -> Vec<[u32; 4]> {
            m.pairs(board)
                .map(|(a, b)| {
                    let ([r1, c1], [r2, c2]) = (at(a), at(b));
                    [r1, c1, r2, c2]
                })
                .collect()
        };
        let (flipped, partner) = match certificate {
            Certificate::Wins { flipped, .. } => (Some(pairs(flipped)), None),
            Certificate::Loses { partner } => (None, Some(at(*partner))),
        };
        Explanation {
            wins: certificate.wins(),
            cell: at(cell),
            matching: pairs(run.matching()),
            path: certificate.path().iter().map(|&c| at(c)).collect(),
            flipped,
            partner,
        }
    }
}

/// The frame accessors of a token-game run handle (`GeographyRun`, and `GraphRun` on a
/// graph's vertices): what the page draws at the current step, read from the
/// recording's `GeographyFrame` as typed-array views and small copies. A "cell" is a
/// vertex on a graph. Cost: O(1) for the pointers, O(length) for the arrays.
macro_rules! geography_frame {
    ($handle:ty) => {
        #[wasm_bindgen]
        impl $handle {
            /// Pointer to one `u32` partner per cell (`sentinels.none` for none).
            #[wasm_bindgen(js_name = matesPtr)]
            pub fn mates_ptr(&self) -> *const u32 {
                self.recording.frame().mates().as_ptr()
            }

            /// Pointer to one blossom label byte per cell (protocol `labels`); only
            /// for blossom runs (check `algorithm()`).
            #[wasm_bindgen(js_name = labelsPtr)]
            pub fn labels_ptr(&self) -> *const u8 {
                self.recording.frame().labels().as_ptr()
            }

            /// Pointer to one `u32` BFS layer per cell (the protocol's
            /// `sentinels.noLayer` for none).
            #[wasm_bindgen(js_name = layersPtr)]
            pub fn layers_ptr(&self) -> *const u32 {
                self.recording.frame().layers().as_ptr()
            }

            /// The odd cycle of the blossom found at the current step, from its base
            /// (inner blossoms shown by their bases); empty otherwise.
            pub fn cycle(&self) -> Uint32Array {
                Uint32Array::from(self.recording.frame().cycle())
            }

            /// The current search path from its root (left, right, left, …).
            pub fn path(&self) -> Uint32Array {
                Uint32Array::from(self.recording.frame().path())
            }

            /// The path the current step's augmentation flipped, from its root to the
            /// free cell it ended at; empty unless the step is an `augmented` event.
            pub fn flipped(&self) -> Uint32Array {
                Uint32Array::from(self.recording.frame().flipped())
            }

            /// Running totals at the current step: `{ part, matchingSize, phase,
            /// edgesScanned, searches, augmentingPaths, winning, freeCells, verdict }`.
            pub fn counters(&self) -> JsValue {
                to_js(&self.recording.frame().counters())
            }

            /// True when the run starts from a greedy matching (chosen, or automatic).
            pub fn greedy(&self) -> bool {
                self.run().greedy()
            }
        }
    };
}
#[cfg(feature = "all-games")] // graph.rs: the graph run shows the same frame
pub(super) use geography_frame;

run_handle!(GeographyRun);
geography_frame!(GeographyRun);

/// One geography run on the page: the solver, its recorded events and the frame at
/// the current step.
#[wasm_bindgen]
pub struct GeographyRun {
    recording: Recording<Run, GeographyFrame>,
    marks: Marks,
}

impl GeographyRun {
    /// Timeline marks: phase starts; augmentations; end of matching and verdict.
    const MARKS: MarkSpec = MarkSpec {
        phase: &[code("phase_started")],
        step: &[code("augmented")],
        end: &[code("matching_done"), code("verdict")],
        first_only: &[],
    };

    /// Events that group (see `group_key`).
    const GROUPS: &'static [u8] = &[code("layer_reached")];

    /// Groups: the cells one BFS layer reaches, one after another.
    fn group_key(event: &Event) -> Option<u32> {
        match *event {
            Event::LayerReached { distance, .. } => Some(distance),
            _ => None,
        }
    }

    fn start(board: Board, options: Options, max_events: usize) -> GeographyRun {
        let frame = GeographyFrame::new(&board, options.algorithm);
        GeographyRun {
            recording: Recording::new(
                Run::new(board, options),
                frame,
                max_events,
                GeographyFrame::tail,
            ),
            marks: Marks::default(),
        }
    }

    pub(super) fn run(&self) -> &Run {
        self.recording.solver()
    }

    fn size(&self) -> (u32, u32) {
        let board = self.run().board();
        (board.rows(), board.cols())
    }
}

#[wasm_bindgen]
impl GeographyRun {
    /// Parses judge `input` and prepares a run. `options`: `{ algorithm: "kuhn" |
    /// "hopcroft-karp" | "blossom", moves: "rook" | "king" | "knight" | "hex",
    /// greedy: true | false | null (automatic), maxEvents: number }`. Throws `{ line,
    /// column, message }` for bad input, and `{ line: 0, column: 0, message }` for
    /// kuhn or hopcroft-karp on king or hex moves (the message names a triangle).
    #[wasm_bindgen(constructor)]
    pub fn new(input: &str, options: JsValue) -> Result<GeographyRun, JsValue> {
        let options = GeographyOptions::read(options)?;
        let moves: Moves = options.moves.parse().map_err(|e: String| usage_error(&e))?;
        let algorithm: Algorithm = match &options.algorithm {
            Some(name) => name.parse().map_err(|e: String| usage_error(&e))?,
            None => Algorithm::default_for(moves),
        };
        let board = Board::parse(input.as_bytes()).map_err(|e| input_error(&e))?;
        let board = board.with_moves(moves);
        algorithm.check(&board).map_err(|e| usage_error(&e))?;
        Ok(Self::start(
            board,
            Options {
                algorithm,
                greedy: GreedyStart::from_choice(options.greedy),
                moves,
            },
            options.max_events.max(1) as usize,
        ))
    }

    /// The move rule's name.
    pub fn moves(&self) -> String {
        self.run().board().moves().name().to_string()
    }

    /// Three cells that touch each other under the run's move rule, as `[r1, c1, r2,
    /// c2, r3, c3]` (0-based), or empty when there is none (always for rook and
    /// knight): why kuhn and hopcroft-karp do not apply.
    pub fn triangle(&self) -> Vec<u32> {
        let board = self.run().board();
        board.triangle().map_or(Vec::new(), |cells| {
            cells
                .iter()
                .flat_map(|&c| {
                    let (r, c) = board.coords(c);
                    [r, c]
                })
                .collect()
        })
    }

    /// The free cells one move from the cell at `row`, `col` (0-based), as `[r, c, …]`.
    pub fn neighbours(&self, row: u32, col: u32) -> Vec<u32> {
        let board = self.run().board();
        if row >= board.rows() || col >= board.cols() {
            return Vec::new();
        }
        board
            .neighbours(board.cell(row, col))
            .flat_map(|n| {
                let (r, c) = board.coords(n);
                [r, c]
            })
            .collect()
    }

    /// The algorithm's name.
    pub fn algorithm(&self) -> String {
        self.run().options().algorithm.name().to_string()
    }

    /// True when the greedy start guesses pairs once no forced pair is left; false
    /// for kuhn's, which makes the forced pairs only (`Algorithm::greedy_guesses`).
    #[wasm_bindgen(js_name = greedyGuesses)]
    pub fn greedy_guesses(&self) -> bool {
        self.run().options().algorithm.greedy_guesses()
    }

    /// True when the greedy start was decided by the board's size (no choice given).
    #[wasm_bindgen(js_name = greedyAuto)]
    pub fn greedy_auto(&self) -> bool {
        self.run().options().greedy == GreedyStart::Auto
    }

    /// The winning start cells once the run is complete, as `[r, c, r, c, …]`
    /// (0-based, row-major; empty when the first player loses), or `null` before:
    /// the judge output's cells, without its text to parse.
    #[wasm_bindgen(js_name = winningStarts)]
    pub fn winning_starts(&self) -> Option<Vec<u32>> {
        let board = self.run().board();
        self.run().outcome().map(|o| {
            o.winning
                .iter()
                .flat_map(|&c| {
                    let (r, c) = board.coords(c);
                    [r, c]
                })
                .collect()
        })
    }

    /// The judge's output (`p4055` or `loj6033`) once the run is complete.
    #[wasm_bindgen(js_name = judgeOutput)]
    pub fn judge_output(&self, format: &str) -> Result<Option<String>, JsValue> {
        let format: JudgeFormat = format.parse().map_err(|e: String| usage_error(&e))?;
        Ok(self.run().outcome().map(|o| o.judge_output(format)))
    }

    /// Why the start cell at `row`, `col` (0-based) wins or loses, once the run is
    /// complete (`null` before): `{ wins, cell: [r, c], matching: [[r1, c1, r2, c2],
    /// …], path: [[r, c], …], flipped, partner }`. `matching` is the run's maximum
    /// matching; for a winning cell `path` is the alternating path from a cell it
    /// leaves unmatched to this one (first edge not in `matching`, then alternating;
    /// just `[[row, col]]` when unmatched), `flipped` is `matching` flipped along it
    /// (maximum, leaves the cell unmatched) and `partner` is `null`; for a losing
    /// cell `path` is `[]`, `flipped` `null` and `partner` its `[r, c]` in
    /// `matching`. Throws `{ line: 0, column: 0, message }` for a wall or a cell off
    /// the board. See `geography::explain`.
    pub fn explain(&self, row: u32, col: u32) -> Result<JsValue, JsValue> {
        let run = self.run();
        let board = run.board();
        if row >= board.rows() || col >= board.cols() {
            return Err(usage_error(&ExplainError::OutsideBoard.to_string()));
        }
        let cell = board.cell(row, col);
        match run.explain(cell) {
            None => Ok(JsValue::NULL),
            Some(Err(error)) => Err(usage_error(&error.to_string())),
            Some(Ok(certificate)) => Ok(to_js(&Explanation::new(run, cell, &certificate))),
        }
    }

    /// The board as judge input.
    #[wasm_bindgen(js_name = judgeInput)]
    pub fn judge_input(&self) -> String {
        self.run().board().to_judge_input()
    }

    /// True when the cell at `row`, `col` (0-based) is a wall.
    #[wasm_bindgen(js_name = isWall)]
    pub fn is_wall(&self, row: u32, col: u32) -> bool {
        let board = self.run().board();
        row < board.rows() && col < board.cols() && !board.is_free(board.cell(row, col))
    }

    /// Sets walls at the cells listed as `[row, col, row, col, …]` and restarts the
    /// run on the changed board (an automatic greedy start is decided again).
    /// Out-of-range cells are ignored.
    #[wasm_bindgen(js_name = setWalls)]
    pub fn set_walls(&mut self, cells: &[u32], wall: bool) {
        let mut board = self.run().board().clone();
        for pair in cells.chunks_exact(2) {
            if pair[0] < board.rows() && pair[1] < board.cols() {
                board.set_wall(board.cell(pair[0], pair[1]), wall);
            }
        }
        let max_events = self.recording.max_events();
        *self = Self::start(board, self.run().options(), max_events);
    }
}
