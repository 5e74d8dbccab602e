//! Play mode for mine: one [`MineGame`] per game on the page (crate::mine::play), its
//! cells in the run's cell-byte layout, moves as small JSON reports (see
//! docs/protocol.md, "Play (mine)"). The rules, the values and the computer's choice
//! are Rust's; the page draws and narrates.
//!
//! ```js
//! const game = run.playGame('first'); // or new core.MineGame(input, { you: 'second' })
//! game.play(0); // your click: a move report, or throws { code, cell, message }
//! game.perfect(); // 'you' | 'computer' | undefined past the search cap
//! ```

use js_sys::{Uint8Array, Uint32Array};
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::mine::parse_mine;
use super::{read_options, to_js};
use crate::limits;
use crate::mine::{board::Board as MineBoard, board::MINE, frame, play, solver::Player};

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
    /// True when `count` is odd (the region's value then is `regionValue.odd`).
    odd: bool,
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
    pub(super) fn start(board: MineBoard, you: &str, max_visits: u64) -> Result<MineGame, JsValue> {
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
        super::who(player, self.you)
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
            odd: explanation.label.numbers % 2 == 1,
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
