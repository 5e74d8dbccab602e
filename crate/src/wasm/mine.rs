//! Mine's run handle, presets, judge output, exact search and protocol.

use js_sys::{Uint8Array, Uint32Array};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{
    InputError, LimitSpec, MarkSpec, Marks, PresetDefaults, Protocol, event_specs, input_error,
    read_options, run_handle, to_js, usage_error,
};
use crate::limits;
use crate::mine::{
    self, board::Board as MineBoard, board::MINE, exact::ExactAnswer, frame, frame::MineFrame,
    play, solver::Event, solver::Player, solver::Solver,
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
    preset: PresetDefaults,
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
        limits: LimitSpec {
            max_cells: limits::MINE_MAX_CELLS as f64,
            preset_max_side: limits::PRESET_MAX_SIDE,
            max_events: f64::from(u32::MAX),
        },
        defaults: Defaults {
            case: 1,
            max_visits: limits::PAGE_MAX_VISITS as f64,
            winners: [Player::Xiemao.name(), Player::Fanglaoshi.name()],
            preset: PresetDefaults {
                rows: 30,
                cols: 40,
                density: 0.15,
                seed: 1,
            },
        },
    })
}

/// HDU 4678 input (one case) for a preset: `teaching` (8×10), `random`, `broken`
/// (numbers bordering two blank regions) or `empty`; `density` is the mine
/// probability for `random`. Rows and columns: 1 to `limits.presetMaxSide`.
#[wasm_bindgen(js_name = minePreset)]
pub fn mine_preset(
    kind: &str,
    rows: u32,
    cols: u32,
    density: f64,
    seed: u32,
) -> Result<String, JsValue> {
    limits::check_preset_size(rows, cols).map_err(|e| usage_error(&e))?;
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

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.solver().board().rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.solver().board().cols()
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
        self.recording.record(budget)
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

// ---------------------------------------------------------------------------------
// Play mode: a game of mine against the computer (crate::mine::play).

/// Options of `new MineGame(input, options)`.
#[derive(Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct GameOptions {
    /// 1-based case to play.
    case: u32,
    /// `"first"` (you are Xiemao) or `"second"` (Fanglaoshi).
    you: String,
    max_visits: f64,
}

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            case: 1,
            you: "first".into(),
            max_visits: limits::PAGE_MAX_VISITS as f64,
        }
    }
}

/// A refused move or bad argument: `{ code, cell: [row, col] | null, message }`.
#[derive(Serialize)]
struct GameError {
    code: &'static str,
    cell: Option<[u32; 2]>,
    message: String,
}

/// One move as the page narrates it (see docs/protocol.md, "Play (mine)").
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct MoveReport {
    player: &'static str,
    cell: [u32; 2],
    kind: &'static str,
    region: Option<u32>,
    regions: Vec<u32>,
    numbers_opened: u32,
    opened: Vec<u32>,
    xor_before: Option<u32>,
    xor_after: Option<u32>,
    sure: bool,
    winning: bool,
    mistake: bool,
    strategy: Option<&'static str>,
    over: bool,
    winner: Option<&'static str>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LabelReport {
    region: u32,
    cell: [u32; 2],
    numbers: u32,
    value: Option<u32>,
    cluster: Option<usize>,
}

#[derive(Serialize)]
struct ClusterReport {
    regions: Vec<u32>,
    value: Option<u32>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct GrundyReport {
    xor: Option<u32>,
    sure: bool,
    lone: u32,
    regions: Vec<LabelReport>,
    clusters: Vec<ClusterReport>,
}

#[derive(Serialize)]
struct ExplainOptions {
    open: u32,
    number: Option<u32>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ExplainReport {
    region: u32,
    cell: [u32; 2],
    blanks: u32,
    numbers: Vec<[u32; 2]>,
    count: u32,
    shared: Vec<[u32; 2]>,
    value: Option<u32>,
    cluster: Option<usize>,
    cluster_value: Option<u32>,
    options: ExplainOptions,
}

/// A game of mine against the computer: `you` are the first player (Xiemao) or the
/// second (Fanglaoshi). Rules, values and the computer's choice are in Rust
/// (crate::mine::play); the page draws and narrates.
#[wasm_bindgen]
pub struct MineGame {
    game: play::MineGame,
    you: Player,
    /// One byte per cell as the run's frame has them (reached = open), kept up to date.
    cells: Vec<u8>,
    /// Per cell: the frame's border, shared and lone bits, shown once open.
    marks: Vec<u8>,
}

impl MineGame {
    fn start(board: MineBoard, you: &str, max_visits: u64) -> Result<MineGame, JsValue> {
        let you = match you {
            "first" => Player::Xiemao,
            "second" => Player::Fanglaoshi,
            _ => {
                return Err(game_error(
                    "bad-role",
                    None,
                    format!("you must be \"first\" or \"second\", not \"{you}\""),
                ));
            }
        };
        let game = play::MineGame::new(board, max_visits);
        let marks = (0..game.board().len())
            .map(|c| match game.board().value(c) {
                0 | MINE => 0,
                _ => match game.regions_around(c).len() {
                    0 => frame::LONE,
                    1 => frame::BORDER,
                    _ => frame::BORDER | frame::SHARED,
                },
            })
            .collect();
        // Closed lone numbers carry `lone` too (a component of the position on their own).
        let cells = game
            .board()
            .cells()
            .iter()
            .zip(&marks)
            .map(|(&v, &m)| v | (m & frame::LONE))
            .collect();
        Ok(MineGame {
            cells,
            marks,
            game,
            you,
        })
    }

    fn who(&self, player: Player) -> &'static str {
        if player == self.you {
            "you"
        } else {
            "computer"
        }
    }

    fn point(&self, cell: u32) -> [u32; 2] {
        let (row, col) = self.game.board().coords(cell);
        [row, col]
    }

    /// Marks the last move's cells open (or closed, before an undo).
    fn refresh_last(&mut self, open: bool) {
        for &cell in self.game.opened() {
            let c = cell as usize;
            self.cells[c] = if open {
                self.cells[c] | frame::REACHED | self.marks[c]
            } else {
                (self.cells[c] & frame::VALUE_MASK) | (self.marks[c] & frame::LONE)
            };
        }
    }

    fn report(&self, played: &play::Played, reason: Option<&play::Reason>) -> MoveReport {
        let (kind, region, regions, numbers_opened) = match &played.kind {
            play::MoveKind::OpenRegion { region, numbers } => {
                ("region", Some(*region), vec![*region], *numbers)
            }
            play::MoveKind::LoneNumber => ("lone", None, Vec::new(), 0),
            play::MoveKind::RegionNumber { region } => ("number", Some(*region), vec![*region], 0),
            play::MoveKind::SharedNumber { regions } => ("shared", None, regions.clone(), 0),
        };
        let sure = played.xor_before.is_some() && played.xor_after.is_some();
        MoveReport {
            player: self.who(played.player),
            cell: self.point(played.cell),
            kind,
            region,
            regions,
            numbers_opened,
            opened: self.game.opened().to_vec(),
            xor_before: played.xor_before,
            xor_after: played.xor_after,
            sure,
            winning: played.xor_after == Some(0),
            mistake: played.xor_before.is_some_and(|v| v != 0)
                && played.xor_after.is_some_and(|v| v != 0),
            strategy: reason.map(|r| match r.strategy {
                play::Strategy::ZeroXor => "zero",
                play::Strategy::Longest => "longest",
                play::Strategy::Unsure => "unsure",
            }),
            over: self.game.is_over(),
            winner: self.game.winner().map(|p| self.who(p)),
        }
    }
}

/// The code of a click refused because it is the computer's turn.
const NOT_YOUR_TURN: &str = "not-your-turn";

fn game_error(code: &'static str, cell: Option<[u32; 2]>, message: String) -> JsValue {
    to_js(&GameError {
        code,
        cell,
        message,
    })
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

#[wasm_bindgen]
impl MineGame {
    /// Parses HDU 4678 `input` and starts a game on one case. `options`: `{ case
    /// (1-based, default 1), you: "first" | "second" (default "first"), maxVisits }`.
    /// Throws `{ line, column, message }` for bad input, `{ code, cell, message }`
    /// for a bad case or role.
    #[wasm_bindgen(constructor)]
    pub fn new(input: &str, options: JsValue) -> Result<MineGame, JsValue> {
        let options: GameOptions = read_options(options)?;
        let mut boards = parse_mine(input)?.boards;
        let cases = boards.len() as u32;
        if options.case == 0 || options.case > cases {
            return Err(game_error(
                "bad-case",
                None,
                format!(
                    "case {} does not exist: the input has {cases}",
                    options.case
                ),
            ));
        }
        let board = boards.swap_remove(options.case as usize - 1);
        MineGame::start(board, &options.you, options.max_visits.max(0.0) as u64)
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.game.board().rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.game.board().cols()
    }

    /// `"first"` or `"second"`.
    pub fn you(&self) -> String {
        match self.you {
            Player::Xiemao => "first".into(),
            Player::Fanglaoshi => "second".into(),
        }
    }

    /// Whose turn it is: `"you"` or `"computer"` (also once over: who cannot move).
    pub fn turn(&self) -> String {
        self.who(self.game.to_move()).into()
    }

    /// True when no face-down non-mine cell is left.
    pub fn over(&self) -> bool {
        self.game.is_over()
    }

    /// Once over: `"you"` or `"computer"`.
    pub fn winner(&self) -> Option<String> {
        self.game.winner().map(|p| self.who(p).to_string())
    }

    /// The cells the player to move may click, row-major indices, ascending.
    pub fn moves(&self) -> Uint32Array {
        Uint32Array::from(&self.game.moves().collect::<Vec<u32>>()[..])
    }

    /// The cells clicked so far, in order (row-major indices).
    pub fn history(&self) -> Uint32Array {
        Uint32Array::from(&self.game.history().collect::<Vec<u32>>()[..])
    }

    /// One byte per cell, the run's cell byte (protocol `cell`): the value bits, and
    /// for open cells `reached` plus `border`, `shared` or `lone` for numbers; closed
    /// lone numbers have `lone` (without `reached`).
    pub fn cells(&self) -> Uint8Array {
        Uint8Array::from(&self.cells[..])
    }

    /// Pointer to the same bytes in wasm memory (rows × cols; rebuild the view after
    /// each call that may grow memory).
    #[wasm_bindgen(js_name = cellsPtr)]
    pub fn cells_ptr(&self) -> *const u8 {
        self.cells.as_ptr()
    }

    /// Per cell: the region of a blank, else `sentinels.noRegion`.
    pub fn regions(&self) -> Uint32Array {
        let ids: Vec<u32> = (0..self.game.board().len())
            .map(|c| self.game.region_of(c))
            .collect();
        Uint32Array::from(&ids[..])
    }

    /// The codes `play` may throw (`PlayError` codes, then `not-your-turn`), so the
    /// page words each from its catalogue and keeps no list of its own.
    pub fn refusals() -> Vec<String> {
        play::PlayError::KINDS
            .iter()
            .map(play::PlayError::code)
            .chain([NOT_YOUR_TURN])
            .map(String::from)
            .collect()
    }

    /// Your click on `cell` (row-major index). Returns the move report
    /// (docs/protocol.md); throws `{ code, cell, message }` with code `not-your-turn`,
    /// `over`, `off-board`, `mine` or `open`.
    pub fn play(&mut self, cell: u32) -> Result<JsValue, JsValue> {
        if let Err(error) = self.game.check(cell) {
            let at = error
                .cell()
                .filter(|&c| c < self.game.board().len())
                .map(|c| self.point(c));
            return Err(game_error(error.code(), at, error.to_string()));
        }
        if self.game.to_move() != self.you {
            return Err(game_error(
                NOT_YOUR_TURN,
                Some(self.point(cell)),
                "it is the computer's turn".into(),
            ));
        }
        let played = self
            .game
            .play(cell)
            .map_err(|e| game_error(e.code(), e.cell().map(|c| self.point(c)), e.to_string()))?;
        self.refresh_last(true);
        Ok(to_js(&self.report(&played, None)))
    }

    /// The computer plays its move and returns the move report with `strategy`;
    /// `null` when it is your turn or the game is over.
    pub fn reply(&mut self) -> JsValue {
        if self.game.is_over() || self.game.to_move() == self.you {
            return JsValue::NULL;
        }
        let Some(reason) = self.game.reply() else {
            return JsValue::NULL;
        };
        self.refresh_last(true);
        to_js(&self.report(&reason.played, Some(&reason)))
    }

    /// Takes back the last move (yours or the computer's); false when there is none.
    pub fn undo(&mut self) -> bool {
        self.refresh_last(false);
        self.game.undo()
    }

    /// True when the player to move wins with perfect play (the position's value is
    /// not 0); `undefined` when the value is past the search cap.
    #[wasm_bindgen(js_name = toMoveWins)]
    pub fn to_move_wins(&mut self) -> Option<bool> {
        self.game.evaluation().value.map(|v| v != 0)
    }

    /// `"you"` or `"computer"`: who wins from the current position with perfect
    /// play by both; `undefined` when the value is past the search cap (the page
    /// says it is unsure). Every sentence that names a winner is worded from this.
    pub fn perfect(&mut self) -> Option<String> {
        self.game
            .perfect_winner()
            .map(|player| self.who(player).to_string())
    }

    /// Live values: `{ xor, sure, lone, regions: [{ region, cell, numbers, value,
    /// cluster }], clusters: [{ regions, value }] }` (`null` values are unknown or,
    /// for a region in a cluster, the cluster's).
    pub fn grundy(&mut self) -> JsValue {
        let evaluation = self.game.evaluation().clone();
        let regions = self
            .game
            .labels()
            .into_iter()
            .map(|l| LabelReport {
                region: l.region,
                cell: self.point(l.cell),
                numbers: l.numbers,
                value: l.value,
                cluster: l.cluster,
            })
            .collect();
        to_js(&GrundyReport {
            xor: evaluation.value,
            sure: evaluation.value.is_some(),
            lone: self.game.lone_closed(),
            regions,
            clusters: evaluation
                .clusters
                .iter()
                .map(|c| ClusterReport {
                    regions: c.regions.clone(),
                    value: c.value,
                })
                .collect(),
        })
    }

    /// Why the closed region at `row`, `col` (a blank, or a number: its first closed
    /// region) is worth what it is. Throws `{ code: "off-board" | "not-a-region" |
    /// "open", cell, message }`.
    #[wasm_bindgen(js_name = explainRegion)]
    pub fn explain_region(&mut self, row: u32, col: u32) -> Result<JsValue, JsValue> {
        let board = self.game.board();
        if row >= board.rows() || col >= board.cols() {
            return Err(game_error(
                "off-board",
                None,
                format!("({row}, {col}) is not on the board"),
            ));
        }
        let cell = board.cell(row, col);
        let at = Some([row, col]);
        let candidates = self.game.regions_around(cell);
        let Some(region) = candidates
            .iter()
            .copied()
            .find(|&r| !self.game.is_region_open(r))
        else {
            let (code, message) = if candidates.is_empty() {
                ("not-a-region", "no blank region there")
            } else {
                ("open", "its region is open")
            };
            return Err(game_error(code, at, message.into()));
        };
        let explanation = self.game.explain(region).expect("a closed region");
        let cluster_value = explanation
            .label
            .cluster
            .and_then(|i| self.game.evaluation().clusters[i].value);
        let points = |cells: &[u32]| cells.iter().map(|&c| self.point(c)).collect();
        Ok(to_js(&ExplainReport {
            region,
            cell: self.point(explanation.label.cell),
            blanks: explanation.blanks,
            numbers: points(&explanation.numbers),
            count: explanation.label.numbers,
            shared: points(&explanation.shared),
            value: explanation.label.value,
            cluster: explanation.label.cluster,
            cluster_value,
            options: ExplainOptions {
                open: 0,
                number: explanation.after_number,
            },
        }))
    }
}
