//! The WebAssembly adapter: every `#[wasm_bindgen]` item lives here.
//!
//! One opaque handle per run. Bulk data crosses as typed arrays: cell states through
//! views on wasm memory (`cellsPtr`, rebuilt by JS each frame because memory growth
//! detaches old views), events in batches of four `u32` per event
//! (`[code, a, b, c]`, see `Event::operands`). serde only for options, errors and
//! counters.

use js_sys::Uint32Array;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use crate::geography::frame::GeographyFrame;
use crate::geography::{self, Algorithm, Board, Event, JudgeFormat, Options, Run};
use crate::mine::{
    self, board::Board as MineBoard, exact::ExactAnswer, frame::MineFrame,
    solver::Event as MineEvent, solver::Solver as MineSolver,
};
use crate::parse::ParseError;
use crate::timeline::{Frame, Timeline};

/// The crate version, shown in the page footer.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// A parse error as the page shows it: `{ line, column, message }`.
#[derive(Serialize)]
struct InputError<'a> {
    line: usize,
    column: usize,
    message: &'a str,
}

fn input_error(error: &ParseError) -> JsValue {
    to_js(&InputError {
        line: error.line,
        column: error.column,
        message: &error.message,
    })
}

fn usage_error(message: &str) -> JsValue {
    to_js(&InputError {
        line: 0,
        column: 0,
        message,
    })
}

/// Options from JS: the defaults for `undefined` or `null`, else each field given
/// replaces its default.
fn read_options<T: serde::de::DeserializeOwned + Default>(options: JsValue) -> Result<T, JsValue> {
    if options.is_undefined() || options.is_null() {
        return Ok(T::default());
    }
    serde_wasm_bindgen::from_value(options).map_err(|e| usage_error(&e.to_string()))
}

fn to_js<T: Serialize>(value: &T) -> JsValue {
    value
        .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
        .unwrap_or(JsValue::NULL)
}

/// Events a run keeps by default before it finishes without recording (64 MiB).
const DEFAULT_MAX_EVENTS: u32 = 4 << 20;

#[derive(Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct GeographyOptions {
    algorithm: String,
    greedy: bool,
    max_events: u32,
}

impl Default for GeographyOptions {
    fn default() -> Self {
        GeographyOptions {
            algorithm: Algorithm::default().name().to_string(),
            greedy: false,
            max_events: DEFAULT_MAX_EVENTS,
        }
    }
}

/// Names of the geography events by code (the first number of each event record).
#[wasm_bindgen(js_name = geographyEventNames)]
pub fn geography_event_names() -> Vec<String> {
    Event::NAMES.iter().map(|s| s.to_string()).collect()
}

/// Judge input for a preset board: `kind` is `sample`, `empty`, `random`,
/// `serpentine` or `maze`; `density` is the wall probability for `random`.
#[wasm_bindgen(js_name = geographyPreset)]
pub fn geography_preset(
    kind: &str,
    rows: u32,
    cols: u32,
    density: f64,
    seed: u32,
) -> Result<String, JsValue> {
    if rows == 0 || cols == 0 || u64::from(rows) * u64::from(cols) > crate::parse::DEFAULT_MAX_CELLS
    {
        return Err(usage_error(
            "the board must have between 1 and 16 million cells",
        ));
    }
    let board = match kind {
        "sample" => geography::generate::sample(),
        "empty" => geography::generate::empty(rows, cols),
        "random" => geography::generate::random(rows, cols, density, u64::from(seed)),
        "serpentine" => geography::generate::serpentine(rows, cols),
        "maze" => geography::generate::maze(rows, cols, u64::from(seed)),
        _ => return Err(usage_error(&format!("unknown preset \"{kind}\""))),
    };
    Ok(board.to_judge_input())
}

/// The judge's output for judge `input`, exactly as `gridplay geography` prints it.
#[wasm_bindgen(js_name = geographyJudgeOutput)]
pub fn geography_judge_output(input: &str, format: &str) -> Result<String, JsValue> {
    let format: JudgeFormat = format.parse().map_err(|e: String| usage_error(&e))?;
    let board = Board::parse(input.as_bytes()).map_err(|e| input_error(&e))?;
    Ok(geography::solve(&board, Options::default()).judge_output(format))
}

/// What both run handles share: the solver, the timeline of its events, and how far
/// recording got. Past `max_events` the solver goes on without recording and the
/// timeline ends with one step showing the result.
struct Recording<S, F: Frame> {
    solver: S,
    timeline: Timeline<F>,
    max_events: usize,
    /// Events the solver has produced, recorded or not.
    solved: u64,
    complete: bool,
}

impl<S: Iterator<Item = F::Event>, F: Frame> Recording<S, F> {
    fn new(solver: S, frame: F, max_events: usize) -> Self {
        Recording {
            solver,
            timeline: Timeline::new(frame),
            max_events,
            solved: 0,
            complete: false,
        }
    }

    /// Solves up to `budget` more events; true once complete. `result` turns the
    /// frame at the last recorded event into the finished picture, for runs too long
    /// to record.
    fn record(&mut self, budget: u32, result: impl Fn(&S, F) -> F) -> bool {
        for _ in 0..budget {
            if self.complete {
                break;
            }
            match self.solver.next() {
                Some(event) => {
                    self.solved += 1;
                    if self.timeline.len() < self.max_events {
                        self.timeline.record(event);
                    }
                }
                None => {
                    self.complete = true;
                    if self.solved > self.timeline.len() as u64 {
                        let position = self.timeline.step();
                        self.timeline.seek(self.timeline.len());
                        let last = self.timeline.frame().clone();
                        self.timeline.finish_with(result(&self.solver, last));
                        self.timeline.seek(position);
                    }
                }
            }
        }
        self.complete
    }

    fn frame(&self) -> &F {
        self.timeline.frame()
    }
}

/// The part of a run handle the page's player relies on, the same for both games:
/// recording, seeking, the cell-state view and the event records.
macro_rules! run_handle {
    ($handle:ty) => {
        #[wasm_bindgen]
        impl $handle {
            /// True once every event is solved (recorded, or past the limit).
            #[wasm_bindgen(js_name = isComplete)]
            pub fn is_complete(&self) -> bool {
                self.recording.complete
            }

            /// True when the last step jumps to the result because the run was too
            /// long to record.
            pub fn truncated(&self) -> bool {
                self.recording.timeline.has_tail()
            }

            /// Events recorded so far (at most the event limit).
            pub fn recorded(&self) -> u32 {
                self.recording.timeline.len() as u32
            }

            /// Events solved so far, recorded or not (for a progress display).
            pub fn solved(&self) -> f64 {
                self.recording.solved as f64
            }

            /// The last step: events recorded, plus one for a jump to the result.
            #[wasm_bindgen(js_name = lastStep)]
            pub fn last_step(&self) -> u32 {
                self.recording.timeline.last_step() as u32
            }

            /// Moves the frame to `step` (0 = before the first event).
            pub fn seek(&mut self, step: u32) {
                self.recording.timeline.seek(step as usize);
            }

            /// The current step.
            pub fn step(&self) -> u32 {
                self.recording.timeline.step() as u32
            }

            /// Pointer to one state byte per cell in wasm memory (layout in the
            /// game's `frame` module).
            #[wasm_bindgen(js_name = cellsPtr)]
            pub fn cells_ptr(&self) -> *const u8 {
                self.recording.frame().cells().as_ptr()
            }

            /// Events `from..to` (clamped) as `[code, a, b, c]` records (see the
            /// game's `Event::operands`).
            pub fn events(&self, from: u32, to: u32) -> Uint32Array {
                let events = self.recording.timeline.events();
                let to = (to as usize).min(events.len());
                let from = (from as usize).min(to);
                let mut flat = Vec::with_capacity(4 * (to - from));
                for event in &events[from..to] {
                    flat.push(u32::from(event.code()));
                    flat.extend_from_slice(&event.operands());
                }
                Uint32Array::from(&flat[..])
            }
        }
    };
}

run_handle!(GeographyRun);
run_handle!(MineRun);

/// One geography run on the page: the solver, its recorded events and the frame at
/// the current step.
#[wasm_bindgen]
pub struct GeographyRun {
    recording: Recording<Run, GeographyFrame>,
}

#[wasm_bindgen]
impl GeographyRun {
    /// Parses judge `input` and prepares a run. `options`: `{ algorithm: "kuhn" |
    /// "hopcroft-karp", greedy: bool, maxEvents: number }`. Throws
    /// `{ line, column, message }` for bad input.
    #[wasm_bindgen(constructor)]
    pub fn new(input: &str, options: JsValue) -> Result<GeographyRun, JsValue> {
        let options: GeographyOptions = read_options(options)?;
        let algorithm: Algorithm = options
            .algorithm
            .parse()
            .map_err(|e: String| usage_error(&e))?;
        let board = Board::parse(input.as_bytes()).map_err(|e| input_error(&e))?;
        Ok(Self::start(
            board,
            Options {
                algorithm,
                greedy: options.greedy,
            },
            options.max_events.max(1) as usize,
        ))
    }

    fn start(board: Board, options: Options, max_events: usize) -> GeographyRun {
        let frame = GeographyFrame::new(&board, options.algorithm);
        GeographyRun {
            recording: Recording::new(Run::new(board, options), frame, max_events),
        }
    }

    fn run(&self) -> &Run {
        &self.recording.solver
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.run().board().rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.run().board().cols()
    }

    /// The algorithm's name.
    pub fn algorithm(&self) -> String {
        self.run().options().algorithm.name().to_string()
    }

    /// True when the run used a greedy start.
    pub fn greedy(&self) -> bool {
        self.run().options().greedy
    }

    /// Solves up to `budget` more events, recording them; true once the run is
    /// complete. Past the event limit the solver goes on without recording, and the
    /// timeline ends with a jump to the result.
    pub fn record(&mut self, budget: u32) -> bool {
        self.recording.record(budget, |run, mut last| {
            let winning = run.winning().expect("finished run");
            last.show_outcome(run.matching(), winning);
            last
        })
    }

    /// Pointer to one `u32` BFS layer per cell (`0xFFFFFFFF` for none).
    #[wasm_bindgen(js_name = layersPtr)]
    pub fn layers_ptr(&self) -> *const u32 {
        self.recording.frame().layers().as_ptr()
    }

    /// The current search path from its root (left, right, left, …).
    pub fn path(&self) -> Uint32Array {
        Uint32Array::from(self.recording.frame().path())
    }

    /// Timeline marks as `[step, code]` pairs: the step after each phase start,
    /// augmentation, end of matching and verdict.
    pub fn marks(&self) -> Uint32Array {
        let mut flat = Vec::new();
        for (i, event) in self.recording.timeline.events().iter().enumerate() {
            if matches!(
                event,
                Event::PhaseStarted { .. }
                    | Event::Augmented { .. }
                    | Event::MatchingDone { .. }
                    | Event::Verdict { .. }
            ) {
                flat.extend_from_slice(&[i as u32 + 1, u32::from(event.code())]);
            }
        }
        Uint32Array::from(&flat[..])
    }

    /// Running totals at the current step: `{ part, matchingSize, phase,
    /// edgesScanned, searches, augmentingPaths, winning, freeCells, verdict }`.
    pub fn counters(&self) -> JsValue {
        to_js(&self.recording.frame().counters())
    }

    /// The judge's output (`p4055` or `loj6033`) once the run is complete.
    #[wasm_bindgen(js_name = judgeOutput)]
    pub fn judge_output(&self, format: &str) -> Result<Option<String>, JsValue> {
        let format: JudgeFormat = format.parse().map_err(|e: String| usage_error(&e))?;
        Ok(self.run().outcome().map(|o| o.judge_output(format)))
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
    /// run on the changed board. Out-of-range cells are ignored.
    #[wasm_bindgen(js_name = setWalls)]
    pub fn set_walls(&mut self, cells: &[u32], wall: bool) {
        let mut board = self.run().board().clone();
        for pair in cells.chunks_exact(2) {
            if pair[0] < board.rows() && pair[1] < board.cols() {
                board.set_wall(board.cell(pair[0], pair[1]), wall);
            }
        }
        *self = Self::start(board, self.run().options(), self.recording.max_events);
    }
}

#[derive(Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct MineOptions {
    /// 1-based case to show.
    case: u32,
    max_visits: f64,
}

impl Default for MineOptions {
    fn default() -> Self {
        MineOptions {
            case: 1,
            max_visits: PAGE_MAX_VISITS as f64,
        }
    }
}

/// The exact search's cap on the page: a few tenths of a second at most (it runs
/// on the page's thread).
const PAGE_MAX_VISITS: u64 = 8_000_000;

/// Counters beside the mine board.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MineCounters {
    regions: u32,
    finished_regions: u32,
    current_region: Option<u32>,
    last_cell: Option<u32>,
    lone_numbers: u32,
    shared_numbers: u32,
    xor: u8,
    verdict: Option<&'static str>,
}

/// The exact search's answer, as the page shows it.
#[derive(Serialize)]
#[serde(
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    tag = "status"
)]
enum ExactSummary {
    /// The search finished.
    Known {
        winner: &'static str,
        grundy: u32,
        states: f64,
    },
    /// The search hit its cap.
    Unknown {
        max_visits: f64,
        cluster_regions: u32,
        cluster_numbers: u32,
    },
}

/// Names of the mine events by code.
#[wasm_bindgen(js_name = mineEventNames)]
pub fn mine_event_names() -> Vec<String> {
    MineEvent::NAMES.iter().map(|s| s.to_string()).collect()
}

/// HDU 4678 input (one case) for a preset: `teaching` (8×10), `random`, `broken`
/// (numbers bordering two blank regions) or `empty`; `density` is the mine
/// probability for `random`.
#[wasm_bindgen(js_name = minePreset)]
pub fn mine_preset(
    kind: &str,
    rows: u32,
    cols: u32,
    density: f64,
    seed: u32,
) -> Result<String, JsValue> {
    let side = mine::parse::PROBLEM_MAX_SIDE;
    if !(1..=side).contains(&rows) || !(1..=side).contains(&cols) {
        return Err(usage_error(&format!(
            "rows and columns must be 1 to {side}"
        )));
    }
    let board = match kind {
        "teaching" => mine::generate::teaching(),
        "random" => mine::generate::random(rows, cols, density, u64::from(seed)),
        "broken" => mine::generate::promise_breaking(rows, cols, u64::from(seed)),
        "empty" => MineBoard::empty(rows, cols),
        _ => return Err(usage_error(&format!("unknown preset \"{kind}\""))),
    };
    Ok(mine::parse::write_input(&[board]))
}

fn parse_mine(input: &str) -> Result<mine::parse::Input, JsValue> {
    mine::parse::parse(input.as_bytes(), &mine::parse::Limits::default())
        .map_err(|e| input_error(&e))
}

fn mine_judge_lines(boards: &[MineBoard]) -> String {
    let mut out = String::new();
    let mut solver = MineSolver::new(MineBoard::empty(1, 1));
    for (i, board) in boards.iter().enumerate() {
        solver.reset(board.clone());
        out += &format!("Case #{}: {}\n", i + 1, solver.run().name());
    }
    out
}

/// The judge's output for HDU 4678 `input`, exactly as `gridplay mine` prints it.
#[wasm_bindgen(js_name = mineJudgeOutput)]
pub fn mine_judge_output(input: &str) -> Result<String, JsValue> {
    Ok(mine_judge_lines(&parse_mine(input)?.boards))
}

/// One mine run on the page: every case of the input, the chosen case's solver, its
/// recorded events and the frame at the current step.
#[wasm_bindgen]
pub struct MineRun {
    boards: Vec<MineBoard>,
    warnings: Vec<mine::parse::Warning>,
    case: usize,
    recording: Recording<MineSolver, MineFrame>,
    max_visits: u64,
    exact: Option<ExactSummary>,
    judge_output: Option<String>,
}

#[wasm_bindgen]
impl MineRun {
    /// Parses HDU 4678 `input` (all cases) and prepares a run of one case.
    /// `options`: `{ case: number (1-based), maxVisits: number }`. Throws
    /// `{ line, column, message }` for bad input.
    #[wasm_bindgen(constructor)]
    pub fn new(input: &str, options: JsValue) -> Result<MineRun, JsValue> {
        let options: MineOptions = read_options(options)?;
        let parsed = parse_mine(input)?;
        let cases = parsed.boards.len() as u32;
        if options.case == 0 || options.case > cases {
            return Err(usage_error(&format!(
                "case {} does not exist: the input has {cases}",
                options.case
            )));
        }
        let case = options.case as usize - 1;
        let board = parsed.boards[case].clone();
        Ok(MineRun {
            boards: parsed.boards,
            warnings: parsed.warnings,
            case,
            recording: mine_recording(board),
            max_visits: options.max_visits.max(0.0) as u64,
            exact: None,
            judge_output: None,
        })
    }

    fn restart(&mut self) {
        self.recording = mine_recording(self.boards[self.case].clone());
        self.exact = None;
        self.judge_output = None;
    }

    /// Number of cases in the input.
    pub fn cases(&self) -> u32 {
        self.boards.len() as u32
    }

    /// The case shown, from 1.
    pub fn case(&self) -> u32 {
        self.case as u32 + 1
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.recording.solver.board().rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.recording.solver.board().cols()
    }

    /// Warnings from the input (mines listed twice): `[{ line, column, message }]`.
    pub fn warnings(&self) -> JsValue {
        let list: Vec<InputError> = self
            .warnings
            .iter()
            .map(|w| InputError {
                line: w.line,
                column: w.column,
                message: &w.message,
            })
            .collect();
        to_js(&list)
    }

    /// Solves up to `budget` more events, recording them; true once complete.
    pub fn record(&mut self, budget: u32) -> bool {
        self.recording.record(budget, |_, last| last)
    }

    /// Pointer to one `u32` region id per cell (`0xFFFFFFFF` for none).
    #[wasm_bindgen(js_name = regionsPtr)]
    pub fn regions_ptr(&self) -> *const u32 {
        self.recording.frame().regions().as_ptr()
    }

    /// Grundy value per region so far (0 while filling, then 1 or 2).
    #[wasm_bindgen(js_name = regionGrundy)]
    pub fn region_grundy(&self) -> Vec<u8> {
        self.recording.frame().region_grundy().to_vec()
    }

    /// Bordering numbers counted per region so far.
    #[wasm_bindgen(js_name = regionNumbers)]
    pub fn region_numbers(&self) -> Uint32Array {
        Uint32Array::from(self.recording.frame().region_numbers())
    }

    /// Timeline marks as `[step, code]` pairs: the step after each region is
    /// finished, the first lone number and the verdict.
    pub fn marks(&self) -> Uint32Array {
        let mut flat = Vec::new();
        let mut lone_seen = false;
        for (i, event) in self.recording.timeline.events().iter().enumerate() {
            let mark = match event {
                MineEvent::RegionFinished { .. } | MineEvent::Verdict { .. } => true,
                MineEvent::LoneNumber { .. } => !std::mem::replace(&mut lone_seen, true),
                _ => false,
            };
            if mark {
                flat.extend_from_slice(&[i as u32 + 1, u32::from(event.code())]);
            }
        }
        Uint32Array::from(&flat[..])
    }

    /// Running totals at the current step.
    pub fn counters(&self) -> JsValue {
        let frame = self.recording.frame();
        let grundy = frame.region_grundy();
        to_js(&MineCounters {
            regions: grundy.len() as u32,
            finished_regions: grundy.iter().filter(|&&g| g > 0).count() as u32,
            current_region: frame.current_region(),
            last_cell: frame.last_cell(),
            lone_numbers: frame.lone_numbers(),
            shared_numbers: frame.shared_numbers(),
            xor: frame.xor(),
            verdict: frame.verdict().map(|p| p.name()),
        })
    }

    /// Every number bordering two or more blank regions (the promise broken), as
    /// cell indices, once the run is complete.
    #[wasm_bindgen(js_name = sharedCells)]
    pub fn shared_cells(&self) -> Uint32Array {
        let cells: &[u32] = if self.recording.complete {
            self.recording.solver.shared_numbers()
        } else {
            &[]
        };
        Uint32Array::from(cells)
    }

    /// The true winner by exact search, whatever the promise: `{ status: "known",
    /// winner, grundy, states }` or `{ status: "unknown", maxVisits, clusterRegions,
    /// clusterNumbers }` past the search cap. Computed on first call.
    pub fn exact(&mut self) -> JsValue {
        let board = self.boards[self.case].clone();
        let max_visits = self.max_visits;
        let summary =
            self.exact
                .get_or_insert_with(|| match mine::exact::solve_board(board, max_visits) {
                    ExactAnswer::Winner {
                        winner,
                        grundy,
                        states,
                        ..
                    } => ExactSummary::Known {
                        winner: winner.name(),
                        grundy,
                        states: states as f64,
                    },
                    ExactAnswer::Unknown {
                        max_visits,
                        cluster_regions,
                        cluster_edges,
                        ..
                    } => ExactSummary::Unknown {
                        max_visits: max_visits as f64,
                        cluster_regions,
                        cluster_numbers: cluster_edges,
                    },
                });
        to_js(summary)
    }

    /// The judge's output for every case, exactly as `gridplay mine` prints it, once
    /// this case's run is complete.
    #[wasm_bindgen(js_name = judgeOutput)]
    pub fn judge_output(&mut self) -> Option<String> {
        if !self.recording.complete {
            return None;
        }
        let boards = &self.boards;
        Some(
            self.judge_output
                .get_or_insert_with(|| mine_judge_lines(boards))
                .clone(),
        )
    }

    /// The whole input (every case, with this case's edits) as HDU 4678 text.
    #[wasm_bindgen(js_name = judgeInput)]
    pub fn judge_input(&self) -> String {
        mine::parse::write_input(&self.boards)
    }

    /// True when the cell at `row`, `col` (0-based) holds a mine.
    #[wasm_bindgen(js_name = isMine)]
    pub fn is_mine(&self, row: u32, col: u32) -> bool {
        let board = &self.boards[self.case];
        row < board.rows() && col < board.cols() && board.is_mine(board.cell(row, col))
    }

    /// Puts (`mine = true`) or removes mines at `[row, col, row, col, …]` on this
    /// case's board and restarts the run. Out-of-range cells are ignored.
    #[wasm_bindgen(js_name = setMines)]
    pub fn set_mines(&mut self, cells: &[u32], mine: bool) {
        let board = &mut self.boards[self.case];
        for pair in cells.chunks_exact(2) {
            let (row, col) = (pair[0], pair[1]);
            if row < board.rows() && col < board.cols() {
                if mine {
                    board.add_mine(row, col);
                } else {
                    board.remove_mine(row, col);
                }
            }
        }
        self.restart();
    }
}

/// A mine case's recording: events are at most a few per cell, so all are kept.
fn mine_recording(board: MineBoard) -> Recording<MineSolver, MineFrame> {
    let frame = MineFrame::new(&board);
    Recording::new(MineSolver::new(board), frame, usize::MAX)
}
