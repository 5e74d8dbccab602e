//! The WebAssembly adapter: every `#[wasm_bindgen]` item lives here, one file per
//! game ([`geography`], [`mine`], `slide`, `graph`) over what they share (errors,
//! options, the run handle).
//!
//! One opaque handle per run. Bulk data crosses as typed arrays: cell states through
//! views on wasm memory (`cellsPtr`, rebuilt by JS each frame because memory growth
//! detaches old views), events in records of [`RECORD_WIDTH`] `u32`s (`[code, a, b,
//! c, d, e]`, see each game's `Event::operands`). serde only for options, errors,
//! counters and the protocol.
//!
//! # The protocol
//!
//! `geographyProtocol()`, `mineProtocol()` and `slideProtocol()` return what the page
//! needs to read a run and to offer its choices, so JS declares none of it and keeps
//! only words and drawing (docs/protocol.md; `graphProtocol()` has a shape of its own:
//! `game`, `limits`, `algorithms`, `bipartiteOnly`, `presets` and `defaults`):
//!
//! ```text
//! {
//!   game: "geography" | "mine" | "slide",
//!   recordWidth: 6,                       // numbers per event record from events()
//!   events: [{ name, operands: [name, …] }, …],   // index = event code
//!   cell: { name: mask or value, … },     // the per-cell state byte (cellsPtr)
//!   sentinels: { noLayer } | { noRegion },// "none" in layersPtr / regionsPtr
//!   marks: { phase: [code], step: [code], end: [code] },   // timeline tick kinds
//!   groups: [code],                       // events that group (groupEnd/groupStart)
//!   limits: { maxCells, presetMaxSide, maxEvents, linkMaxSide, maxSeed },
//!   presets: [{ id, fields: ["size", "density", "seed"], maxSide, moves? }, …],
//!   formats: [id, …],                     // judge output formats, the default first
//!   algorithms: [{ id, layers, blossoms, greedyGuesses, needsBipartite }, …],
//!   defaults: { … },                      // options and preset settings
//! }
//! ```
//!
//! Marks: `phase` ticks are phase starts (tall grey), `step` ticks ordinary marks
//! (short accent: augmentations, regions finished), `end` ticks the end of the
//! matching and the verdict (tall orange). `marks()` lists `[step, code]` pairs of
//! exactly those events (mine marks only its first lone number).

use js_sys::Uint32Array;
use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::limits::Preset;
use crate::parse::ParseError;

pub mod geography;
pub mod geography_play;
mod options;
// The other games: not in the token game page's lighter build (the all-games feature).
#[cfg(feature = "all-games")]
pub mod graph;
#[cfg(feature = "all-games")]
pub mod graph_play;
#[cfg(feature = "all-games")]
pub mod mine;
#[cfg(feature = "all-games")]
pub mod mine_play;
#[cfg(feature = "all-games")]
pub mod practice;
#[cfg(feature = "all-games")]
pub mod slide;

pub use geography::{
    GeographyRun, geography_event_names, geography_judge_output, geography_protocol,
};
#[cfg(feature = "all-games")]
pub use mine::{MineGame, MineRun, mine_event_names, mine_judge_output, mine_protocol};

/// Numbers per event record: the code, then five operands.
pub const RECORD_WIDTH: usize = 6;

/// The crate version, shown in the page footer.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}

/// Judge input for one of `game`'s presets (`geography`, `mine`, `slide`): `kind` and
/// the sizes as each game's `generate::preset` takes them (the protocol's `defaults`
/// list the kinds). `preset("geography", "maze", 21, 31, 0.0, 7)` is a 21×31 maze.
/// Throws `{ line: 0, column: 0, message }` for an unknown game or kind or a size out
/// of range. Cost: the board's cells, once (mine's `broken` and slide's `random` draw
/// again until the board suits).
#[wasm_bindgen]
pub fn preset(
    game: &str,
    kind: &str,
    rows: u32,
    cols: u32,
    density: f64,
    seed: u32,
) -> Result<String, JsValue> {
    let seed = u64::from(seed);
    let input = match game {
        "geography" => crate::geography::generate::preset(kind, rows, cols, density, seed)
            .map(|board| board.to_judge_input()),
        #[cfg(feature = "all-games")]
        "mine" => crate::mine::generate::preset(kind, rows, cols, density, seed)
            .map(|board| crate::mine::parse::write_input(&[board])),
        #[cfg(feature = "all-games")]
        "slide" => crate::slide::generate::preset(kind, rows, cols, density, seed)
            .map(|game| game.to_judge_input()),
        _ => Err(format!("unknown game \"{game}\"")),
    };
    input.map_err(|e| usage_error(&e))
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

/// A player as play mode names it: `"you"` when `player` is your role, else
/// `"computer"` (any game's player or role type).
fn who<P: PartialEq>(player: P, you: P) -> &'static str {
    if player == you { "you" } else { "computer" }
}

fn usage_error(message: &str) -> JsValue {
    to_js(&InputError {
        line: 0,
        column: 0,
        message,
    })
}

/// Checks that `bits` holds one byte per cell of a `rows × cols` board, as the page's
/// compact links carry a board (`what` names the bits in the message: "wall", "mine").
/// `check_bits(2, 3, &[0; 5], "wall")` throws `"5 wall bits for a 2x3 board"`.
fn check_bits(rows: u32, cols: u32, bits: &[u8], what: &str) -> Result<(), JsValue> {
    if bits.len() as u64 == u64::from(rows) * u64::from(cols) {
        Ok(())
    } else {
        Err(usage_error(&format!(
            "{} {what} bits for a {rows}x{cols} board",
            bits.len()
        )))
    }
}

/// Options from JS: the defaults for `undefined` or `null`, else each field given
/// replaces its default.
#[cfg(feature = "all-games")]
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

/// One event kind in the protocol: its name and its operands' names, in record order.
#[derive(Serialize)]
struct EventSpec {
    name: &'static str,
    operands: &'static [&'static str],
}

/// Which event codes the timeline marks, by tick kind.
#[derive(Serialize, Clone, Copy)]
struct MarkSpec {
    phase: &'static [u8],
    step: &'static [u8],
    end: &'static [u8],
    /// Codes marked only at their first occurrence (not sent to JS).
    #[serde(skip)]
    first_only: &'static [u8],
}

impl MarkSpec {
    fn has(&self, code: u8) -> bool {
        [self.phase, self.step, self.end]
            .iter()
            .any(|codes| codes.contains(&code))
    }
}

/// A run's timeline marks, read once: each call to [`Marks::update`] scans only the
/// events recorded since the last one (the page asks for the marks many times while a
/// long run is being recorded).
#[derive(Default)]
struct Marks {
    /// Events scanned so far.
    scanned: usize,
    /// `[step, code]` pairs.
    flat: Vec<u32>,
    /// The `first_only` codes already marked.
    seen: Vec<u8>,
}

impl Marks {
    /// Extends the marks over the `events` recorded since the last call (`events`
    /// is every recorded event, in order; `code` gives each one's) and returns them
    /// all.
    fn update<E>(&mut self, spec: &MarkSpec, events: &[E], code: impl Fn(&E) -> u8) -> &[u32] {
        let start = self.scanned.min(events.len());
        self.scanned = events.len();
        for (i, event) in (start..).zip(&events[start..]) {
            let code = code(event);
            if !spec.has(code) {
                continue;
            }
            if spec.first_only.contains(&code) {
                if self.seen.contains(&code) {
                    continue;
                }
                self.seen.push(code);
            }
            self.flat
                .extend_from_slice(&[i as u32 + 1, u32::from(code)]);
        }
        &self.flat
    }
}

/// Sizes a game accepts.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LimitSpec {
    max_cells: f64,
    preset_max_side: u32,
    max_events: f64,
    /// Rows and columns of a compact `board=` link.
    link_max_side: u32,
    /// A preset's largest seed.
    max_seed: f64,
}

impl LimitSpec {
    /// A game's limits: its judge input's cells, its presets' sides and the events a
    /// page run records; the link and seed limits are every game's.
    fn new(max_cells: f64, preset_max_side: u32, max_events: f64) -> LimitSpec {
        LimitSpec {
            max_cells,
            preset_max_side,
            max_events,
            link_max_side: crate::limits::LINK_MAX_SIDE,
            max_seed: f64::from(crate::limits::MAX_SEED),
        }
    }
}

/// One algorithm in the protocol: its name and what its run shows beside the matching
/// (`geography::Features`).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct AlgorithmSpec {
    id: &'static str,
    layers: bool,
    blossoms: bool,
    greedy_guesses: bool,
    needs_bipartite: bool,
}

impl AlgorithmSpec {
    fn new(algorithm: crate::geography::Algorithm) -> AlgorithmSpec {
        let f = algorithm.features();
        AlgorithmSpec {
            id: algorithm.name(),
            layers: f.layers,
            blossoms: f.blossoms,
            greedy_guesses: f.greedy_guesses,
            needs_bipartite: f.needs_bipartite,
        }
    }
}

/// A game's protocol object (see the module doc).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Protocol<C: Serialize, S: Serialize, D: Serialize> {
    game: &'static str,
    record_width: usize,
    events: Vec<EventSpec>,
    cell: C,
    sentinels: S,
    marks: MarkSpec,
    groups: &'static [u8],
    limits: LimitSpec,
    /// The preset kinds, as `preset(game, kind, …)` takes them.
    presets: &'static [Preset],
    /// Judge output formats, the default first.
    formats: Vec<&'static str>,
    /// The game's algorithms (empty for a game with one).
    algorithms: Vec<AlgorithmSpec>,
    defaults: D,
}

fn event_specs(
    names: &'static [&'static str],
    operands: &'static [&'static [&'static str]],
) -> Vec<EventSpec> {
    names
        .iter()
        .zip(operands)
        .map(|(&name, &operands)| EventSpec { name, operands })
        .collect()
}

/// The index of `name` in `names` (an event's code), for constants: a wrong name
/// fails the build.
const fn code_of(names: &[&str], name: &str) -> u8 {
    let mut i = 0;
    while i < names.len() {
        let (a, b) = (names[i].as_bytes(), name.as_bytes());
        let mut same = a.len() == b.len();
        let mut k = 0;
        while same && k < a.len() {
            same = a[k] == b[k];
            k += 1;
        }
        if same {
            return i as u8;
        }
        i += 1;
    }
    panic!("no event of that name")
}

/// Event records `[code, a, b, c, d, e]` for `events[from..to]` (clamped).
fn records<E>(
    events: &[E],
    from: u32,
    to: u32,
    record: impl Fn(&E) -> (u8, [u32; 5]),
) -> Uint32Array {
    let to = (to as usize).min(events.len());
    let from = (from as usize).min(to);
    let mut flat = Vec::with_capacity(RECORD_WIDTH * (to - from));
    for event in &events[from..to] {
        let (code, operands) = record(event);
        flat.push(u32::from(code));
        flat.extend_from_slice(&operands);
    }
    Uint32Array::from(&flat[..])
}

/// The next (`forward`) or previous mark of kind phase after or before `step`, from
/// `[step, code]` pairs; the last step or 0 when there is none.
fn phase_mark(marks: &[u32], spec: &MarkSpec, step: u32, forward: bool, last: u32) -> u32 {
    let mut phases = marks
        .chunks_exact(2)
        .filter(|m| spec.phase.contains(&(m[1] as u8)))
        .map(|m| m[0]);
    if forward {
        phases.find(|&s| s > step).unwrap_or(last)
    } else {
        phases.rfind(|&s| s < step).unwrap_or(0)
    }
}

/// The part of a run handle the page's player relies on, the same for every game:
/// recording, seeking, the cell-state view, the event records, marks and groups.
/// `$handle` has `recording` and `marks` ([`Marks`], reset with the recording)
/// fields, and `MARKS`, `group_key` and `size` (the board's rows and columns) items.
macro_rules! run_handle {
    ($handle:ty) => {
        impl $handle {
            /// The marks of every event recorded so far (`marks` caches them).
            fn marks_so_far(&mut self) -> &[u32] {
                let events = self.recording.timeline().events();
                self.marks.update(&Self::MARKS, events, |e| e.code())
            }
        }

        #[wasm_bindgen]
        impl $handle {
            /// Number of rows.
            pub fn rows(&self) -> u32 {
                self.size().0
            }

            /// Number of columns.
            pub fn cols(&self) -> u32 {
                self.size().1
            }

            /// Solves up to `budget` more events, recording them; true once the run
            /// is complete. Past the event limit the solver goes on without events, a
            /// unit of work (a search, a phase) a call, and the timeline ends with a
            /// jump to the result.
            pub fn record(&mut self, budget: u32) -> bool {
                self.recording.record(budget)
            }

            /// True once every event is solved (recorded, or past the limit).
            #[wasm_bindgen(js_name = isComplete)]
            pub fn is_complete(&self) -> bool {
                self.recording.is_complete()
            }

            /// True when the last step jumps to the result because the run was too
            /// long to record.
            pub fn truncated(&self) -> bool {
                self.recording.has_tail()
            }

            /// Events recorded so far (at most the event limit).
            pub fn recorded(&self) -> u32 {
                self.recording.timeline().len() as u32
            }

            /// True once the run has gone past its event limit: the rest is solved
            /// without events, a unit of work (a search, a phase) per `record` call.
            #[wasm_bindgen(js_name = pastLimit)]
            pub fn past_limit(&self) -> bool {
                self.recording.is_past_cap()
            }

            /// The last step: events recorded, plus one for a jump to the result.
            #[wasm_bindgen(js_name = lastStep)]
            pub fn last_step(&self) -> u32 {
                self.recording.last_step() as u32
            }

            /// Moves the frame to `step` (0 = before the first event).
            pub fn seek(&mut self, step: u32) {
                self.recording.seek(step as usize);
            }

            /// The current step.
            pub fn step(&self) -> u32 {
                self.recording.timeline().step() as u32
            }

            /// Pointer to one state byte per cell in wasm memory (layout in the
            /// protocol's `cell`).
            #[wasm_bindgen(js_name = cellsPtr)]
            pub fn cells_ptr(&self) -> *const u8 {
                self.recording.frame().cells().as_ptr()
            }

            /// Events `from..to` (clamped) as records of `recordWidth` numbers:
            /// `[code, a, b, c, d]`, operands named in the protocol's `events`.
            pub fn events(&self, from: u32, to: u32) -> Uint32Array {
                $crate::wasm::records(self.recording.timeline().events(), from, to, |e| {
                    (e.code(), e.operands())
                })
            }

            /// Timeline marks as `[step, code]` pairs: the step after each event of
            /// the protocol's `marks` kinds.
            pub fn marks(&mut self) -> Uint32Array {
                Uint32Array::from(self.marks_so_far())
            }

            /// The step of the next phase mark after `step`, or the last step.
            #[wasm_bindgen(js_name = nextPhase)]
            pub fn next_phase(&mut self, step: u32) -> u32 {
                let last = self.last_step();
                $crate::wasm::phase_mark(self.marks_so_far(), &Self::MARKS, step, true, last)
            }

            /// The step of the last phase mark before `step`, or 0.
            #[wasm_bindgen(js_name = previousPhase)]
            pub fn previous_phase(&mut self, step: u32) -> u32 {
                let last = self.last_step();
                $crate::wasm::phase_mark(self.marks_so_far(), &Self::MARKS, step, false, last)
            }

            /// Where one step forward from `step` lands when consecutive events of
            /// one group (the protocol's `groups`) count as one step.
            #[wasm_bindgen(js_name = groupEnd)]
            pub fn group_end(&self, step: u32) -> u32 {
                self.recording.group_end(step as usize, Self::group_key) as u32
            }

            /// Where one step back from `step` lands, by groups.
            #[wasm_bindgen(js_name = groupStart)]
            pub fn group_start(&self, step: u32) -> u32 {
                self.recording.group_start(step as usize, Self::group_key) as u32
            }
        }
    };
}

use run_handle;
