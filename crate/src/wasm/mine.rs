//! Mine's run handle, presets, judge output, exact search and protocol; play mode
//! (`MineGame`) is in `mine_play.rs`, and `MineRun.playGame` starts one here.

use js_sys::Uint32Array;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

pub use super::mine_play::MineGame;
use super::{
    InputError, LimitSpec, MarkSpec, Marks, Protocol, check_bits, event_specs, input_error,
    read_options, run_handle, to_js, usage_error,
};
use crate::limits::{self, PresetDefaults};
use crate::mine::{
    self, board::Board as MineBoard, exact::ExactAnswer, frame, frame::MineFrame, solver::Event,
    solver::Player, solver::Solver,
};
use crate::recording::Recording;
use crate::timeline::Frame;

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
            max_visits: limits::PAGE_MAX_VISITS as f64,
        }
    }
}

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
    Event::NAMES.iter().map(|s| s.to_string()).collect()
}

/// The per-cell state byte, as the protocol names it (crate::mine::frame).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CellBits {
    value: u8,
    mine: u8,
    reached: u8,
    border: u8,
    shared: u8,
    lone: u8,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Sentinels {
    no_region: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Defaults {
    case: u32,
    max_visits: f64,
    /// Player names by the verdict's `winner` operand.
    winners: [&'static str; 2],
    /// A blank region's value by the parity of its bordering numbers
    /// (`solver::region_value`): `{ even: 1, odd: 2 }`.
    region_value: RegionValue,
    preset: PresetDefaults,
}

#[derive(Serialize)]
struct RegionValue {
    even: u8,
    odd: u8,
}

/// Code of an event kind (checked at compile time).
const fn code(name: &str) -> u8 {
    super::code_of(&Event::NAMES, name)
}

/// Mine's protocol: frame layout, events with operand names, timeline marks,
/// groups, limits and defaults (see [`super`] and docs/protocol.md).
#[wasm_bindgen(js_name = mineProtocol)]
pub fn mine_protocol() -> JsValue {
    to_js(&Protocol {
        game: "mine",
        record_width: super::RECORD_WIDTH,
        events: event_specs(&Event::NAMES, &Event::OPERANDS),
        cell: CellBits {
            value: frame::VALUE_MASK,
            mine: frame::MINE_VALUE,
            reached: frame::REACHED,
            border: frame::BORDER,
            shared: frame::SHARED,
            lone: frame::LONE,
        },
        sentinels: Sentinels {
            no_region: frame::NO_REGION,
        },
        marks: MineRun::MARKS,
        groups: MineRun::GROUPS,
        limits: LimitSpec::new(
            limits::MINE_MAX_CELLS as f64,
            limits::PRESET_MAX_SIDE,
            f64::from(u32::MAX),
        ),
        presets: &mine::generate::PRESETS,
        formats: vec!["hdu4678"],
        algorithms: Vec::new(),
        defaults: Defaults {
            case: 1,
            max_visits: limits::PAGE_MAX_VISITS as f64,
            winners: [Player::Xiemao.name(), Player::Fanglaoshi.name()],
            region_value: RegionValue {
                even: mine::solver::region_value(0),
                odd: mine::solver::region_value(1),
            },
            preset: limits::MINE_PRESET,
        },
    })
}

/// HDU 4678 input (one case) for a board given as row-major mine bits (1 = mine), as
/// the page's compact links carry it: `mineBitsInput(2, 3, [0, 1, 0, 0, 0, 1])` is
/// `"1\n2 3 2\n0 1\n1 2\n"`. Throws when `mines` is not `rows × cols` long or a side
/// is 0. Cost: one pass over the bits and one over the mines.
#[wasm_bindgen(js_name = mineBitsInput)]
pub fn mine_bits_input(rows: u32, cols: u32, mines: &[u8]) -> Result<String, JsValue> {
    check_bits(rows, cols, mines, "mine")?;
    if rows == 0 || cols == 0 {
        return Err(usage_error(&format!("no cells in a {rows}x{cols} board")));
    }
    let places: Vec<(u32, u32)> = (0..rows)
        .flat_map(|row| (0..cols).map(move |col| (row, col)))
        .zip(mines)
        .filter(|&(_, &bit)| bit != 0)
        .map(|(place, _)| place)
        .collect();
    Ok(mine::parse::write_input(&[MineBoard::with_mines(
        rows, cols, &places,
    )]))
}

pub(super) fn parse_mine(input: &str) -> Result<mine::parse::Input, JsValue> {
    mine::parse::parse(input.as_bytes(), &mine::parse::Limits::default())
        .map_err(|e| input_error(&e))
}

fn mine_judge_lines(boards: &[MineBoard]) -> String {
    let mut out = String::new();
    let mut solver = Solver::new(MineBoard::empty(1, 1));
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

run_handle!(MineRun);

/// One mine run on the page: every case of the input, the chosen case's solver, its
/// recorded events and the frame at the current step.
#[wasm_bindgen]
pub struct MineRun {
    boards: Vec<MineBoard>,
    warnings: Vec<mine::parse::Warning>,
    case: usize,
    recording: Recording<Solver, MineFrame>,
    marks: Marks,
    max_visits: u64,
    exact: Option<ExactSummary>,
    judge_output: Option<String>,
}

impl MineRun {
    /// Timeline marks: the first lone number; regions finished; the verdict.
    const MARKS: MarkSpec = MarkSpec {
        phase: &[code("lone_number")],
        step: &[code("region_finished")],
        end: &[code("verdict")],
        first_only: &[code("lone_number")],
    };

    /// Events that group (see `group_key`).
    const GROUPS: &'static [u8] = &[code("cell_reached")];

    /// Groups: the cells one region's flood fill reaches, one after another.
    fn group_key(event: &Event) -> Option<u32> {
        match *event {
            Event::CellReached { region, .. } => Some(region),
            _ => None,
        }
    }

    fn restart(&mut self) {
        self.recording = mine_recording(self.boards[self.case].clone());
        self.marks = Marks::default();
        self.exact = None;
        self.judge_output = None;
    }

    fn solver(&self) -> &Solver {
        self.recording.solver()
    }

    fn size(&self) -> (u32, u32) {
        let board = self.solver().board();
        (board.rows(), board.cols())
    }
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
            marks: Marks::default(),
            max_visits: options.max_visits.max(0.0) as u64,
            exact: None,
            judge_output: None,
        })
    }

    /// Number of cases in the input.
    pub fn cases(&self) -> u32 {
        self.boards.len() as u32
    }

    /// The case shown, from 1.
    pub fn case(&self) -> u32 {
        self.case as u32 + 1
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

    /// Pointer to one `u32` region id per cell (`sentinels.noRegion` for none).
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
        let cells: &[u32] = if self.recording.is_complete() {
            self.solver().shared_numbers()
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
        let summary = self
            .exact
            .get_or_insert_with(|| summarize(mine::exact::solve_board(board, max_visits)));
        to_js(summary)
    }

    /// The judge's output for every case, exactly as `gridplay mine` prints it, once
    /// this case's run is complete.
    #[wasm_bindgen(js_name = judgeOutput)]
    pub fn judge_output(&mut self) -> Option<String> {
        if !self.recording.is_complete() {
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

fn summarize(answer: ExactAnswer) -> ExactSummary {
    match answer {
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
    }
}

/// A mine case's recording: events are at most a few per cell, so all are kept.
fn mine_recording(board: MineBoard) -> Recording<Solver, MineFrame> {
    let frame = MineFrame::new(&board);
    // No cap, so no tail; were there one, it would be the frame after the events.
    Recording::new(
        Solver::new(board),
        frame,
        usize::MAX,
        |_, mut first, events| {
            events.iter().for_each(|event| first.apply(event));
            first
        },
    )
}

#[wasm_bindgen]
impl MineRun {
    /// A game on this case's board as it is now (with the page's edits), with the
    /// run's search cap; `you`: `"first"` or `"second"`.
    #[wasm_bindgen(js_name = playGame)]
    pub fn play_game(&self, you: &str) -> Result<MineGame, JsValue> {
        MineGame::start(self.boards[self.case].clone(), you, self.max_visits)
    }
}
