//! NOI 2011 兔兔与蛋蛋游戏 (`slide`): the run handle, presets, judge output, the
//! explanation of a move, the protocol, and play mode ([`SlideGame`]).
//!
//! The board crosses as one piece byte per cell (`pieces()`: 0 black, 1 white,
//! 2 empty, the protocol's `piece`), the run's state bits through `cellsPtr` (the
//! protocol's `cell`), the matching as one partner per cell (`mates()`, the
//! sentinel `none` for none).

use js_sys::Uint32Array;
use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;

use super::{
    LimitSpec, MarkSpec, Marks, Protocol, event_specs, input_error, read_options, run_handle,
    to_js, usage_error,
};
use crate::limits::{self, PresetDefaults};
use crate::recording::{DEFAULT_MAX_EVENTS, Recording};
use crate::slide::explain::{self, Turn, Why};
use crate::slide::frame::{SlideFrame, bits};
use crate::slide::graph::NONE;
use crate::slide::play::Play;
use crate::slide::{self, Event, Game, MAX_MOVES, MAX_SIDE, Piece, Player, Run};

#[derive(Deserialize)]
#[serde(default, rename_all = "camelCase")]
struct SlideOptions {
    max_events: u32,
}

impl Default for SlideOptions {
    fn default() -> Self {
        SlideOptions {
            max_events: DEFAULT_MAX_EVENTS as u32,
        }
    }
}

/// The per-cell state byte, as the protocol names it (crate::slide::frame::bits).
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct CellBits {
    in_graph: u8,
    gone: u8,
    visited: u8,
    on_path: u8,
}

/// The piece byte of `pieces()`.
#[derive(Serialize)]
struct PieceCodes {
    black: u8,
    white: u8,
    empty: u8,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Sentinels {
    none: u32,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Defaults {
    /// The players by turn parity: `[tutu, dandan]` (兔兔 moves on odd turns).
    players: [&'static str; 2],
    piece: PieceCodes,
    max_moves: u32,
    preset: PresetDefaults,
}

const fn code(name: &str) -> u8 {
    super::code_of(&Event::NAMES, name)
}

pub(super) fn piece_code(piece: Piece) -> u8 {
    match piece {
        Piece::Black => 0,
        Piece::White => 1,
        Piece::Empty => 2,
    }
}

/// The player's id on the page: `tutu` or `dandan`.
fn player_id(player: Player) -> &'static str {
    match player {
        Player::Tutu => "tutu",
        Player::Dandan => "dandan",
    }
}

/// Slide's protocol (see [`super`] and docs/protocol.md).
#[wasm_bindgen(js_name = slideProtocol)]
pub fn slide_protocol() -> JsValue {
    to_js(&Protocol {
        game: "slide",
        record_width: super::RECORD_WIDTH,
        events: event_specs(&Event::NAMES, &Event::OPERANDS),
        cell: CellBits {
            in_graph: bits::IN_GRAPH,
            gone: bits::GONE,
            visited: bits::VISITED,
            on_path: bits::ON_PATH,
        },
        sentinels: Sentinels { none: NONE },
        marks: SlideRun::MARKS,
        groups: SlideRun::GROUPS,
        limits: LimitSpec::new(
            (MAX_SIDE * MAX_SIDE) as f64,
            MAX_SIDE as u32,
            f64::from(u32::MAX),
        ),
        presets: &slide::generate::PRESETS,
        formats: vec!["p1971"],
        algorithms: Vec::new(),
        defaults: Defaults {
            players: [player_id(Player::Tutu), player_id(Player::Dandan)],
            piece: PieceCodes {
                black: piece_code(Piece::Black),
                white: piece_code(Piece::White),
                empty: piece_code(Piece::Empty),
            },
            max_moves: MAX_MOVES as u32,
            preset: limits::SLIDE_PRESET,
        },
    })
}

fn parse_game(input: &str) -> Result<Game, JsValue> {
    Game::parse(input.as_bytes()).map_err(|e| input_error(&e))
}

/// The judge's output for `input`, exactly as `gridplay slide` prints it.
#[wasm_bindgen(js_name = slideJudgeOutput)]
pub fn slide_judge_output(input: &str) -> Result<String, JsValue> {
    Ok(slide::solve(&parse_game(input)?).judge_output())
}

/// Counters beside the board at the current step.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Counters {
    /// The turn being judged or played (0 before the first).
    turn: u32,
    /// `tutu` or `dandan`: who moves at `turn` (null before the first).
    player: Option<&'static str>,
    /// Turns played so far (the empty cell has walked this many times).
    played: u32,
    empty: u32,
    matching_size: u32,
    edges_tried: f64,
    /// Per turn judged so far: true when the player to move could force a win.
    judged: Vec<bool>,
    mistakes: Vec<u32>,
    verdict: Option<u32>,
}

/// One turn of an explanation; cells as `[row, col]`, 0-based.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TurnWords {
    turn: u32,
    player: &'static str,
    empty: [u32; 2],
    cells_left: u32,
    matching_size: u32,
    wins: bool,
    /// `covered` (the empty cell is in every maximum matching) or `uncovered`.
    why: &'static str,
    /// Covered: the empty cell's partner, the winning move.
    partner: Option<[u32; 2]>,
    /// Covered: cells the failed search reached.
    searched: u32,
    /// Uncovered: the alternating path to an unmatched cell (empty: no partner).
    path: Vec<[u32; 2]>,
    /// Uncovered: each move of the player to move and the other player's answer.
    answers: Vec<[[u32; 2]; 2]>,
}

/// Why 兔兔's move `number` was or was not a mistake.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Explanation {
    number: u32,
    moved: [u32; 2],
    mistake: bool,
    before: TurnWords,
    after: TurnWords,
    /// The board before the move, one piece byte per cell (`defaults.piece`), and the
    /// cells the empty cell has stood on until then, in order (row-major indices):
    /// what the explanation's cells refer to, drawn under it at any step.
    pieces: Vec<u8>,
    walk: Vec<u32>,
}

fn turn_words(game: &Game, turn: &Turn) -> TurnWords {
    let at = |cell: u32| {
        let (r, c) = game.coords(cell);
        [r, c]
    };
    let mut words = TurnWords {
        turn: turn.turn,
        player: player_id(turn.player),
        empty: at(turn.empty),
        cells_left: turn.cells_left,
        matching_size: turn.matching_size,
        wins: turn.wins,
        why: "covered",
        partner: None,
        searched: 0,
        path: Vec::new(),
        answers: Vec::new(),
    };
    match &turn.why {
        Why::Covered { partner, searched } => {
            words.partner = Some(at(*partner));
            words.searched = *searched;
        }
        Why::Uncovered { path, answers } => {
            words.why = "uncovered";
            words.path = path.iter().map(|&c| at(c)).collect();
            words.answers = answers.iter().map(|&(n, a)| [at(n), at(a)]).collect();
        }
    }
    words
}

run_handle!(SlideRun);

/// One slide run on the page: the game, its recorded events and the frame at the
/// current step.
#[wasm_bindgen]
pub struct SlideRun {
    recording: Recording<Run, SlideFrame>,
    marks: Marks,
}

impl SlideRun {
    /// Timeline marks: each turn's start (phase), 兔兔's mistakes (step), the
    /// starting matching and the verdict (end).
    const MARKS: MarkSpec = MarkSpec {
        phase: &[code("turn_started")],
        step: &[code("mistake")],
        end: &[code("matching_done"), code("verdict")],
        first_only: &[],
    };

    /// Events that group (see `group_key`).
    const GROUPS: &'static [u8] = &[
        code("edge_tried"),
        code("match_followed"),
        code("backtracked"),
    ];

    /// Groups: one search's steps, between its start and its end.
    fn group_key(event: &Event) -> Option<u32> {
        match event {
            Event::EdgeTried { .. } | Event::MatchFollowed { .. } | Event::Backtracked { .. } => {
                Some(0)
            }
            _ => None,
        }
    }

    fn run(&self) -> &Run {
        self.recording.solver()
    }

    fn game(&self) -> &Game {
        self.run().game()
    }

    fn size(&self) -> (u32, u32) {
        (self.game().rows(), self.game().cols())
    }
}

#[wasm_bindgen]
impl SlideRun {
    /// Parses judge `input` and prepares a run. `options`: `{ maxEvents: number }`.
    /// Throws `{ line, column, message }` for bad input.
    #[wasm_bindgen(constructor)]
    pub fn new(input: &str, options: JsValue) -> Result<SlideRun, JsValue> {
        let options: SlideOptions = read_options(options)?;
        let game = parse_game(input)?;
        let frame = SlideFrame::new(&game);
        Ok(SlideRun {
            recording: Recording::new(
                Run::new(game),
                frame,
                options.max_events.max(1) as usize,
                SlideFrame::tail,
            ),
            marks: Marks::default(),
        })
    }

    /// The board at the current step: one piece byte per cell (`defaults.piece`).
    pub fn pieces(&self) -> Vec<u8> {
        self.recording
            .frame()
            .position()
            .pieces()
            .iter()
            .map(|&p| piece_code(p))
            .collect()
    }

    /// Each cell's partner in the matching at the current step (`sentinels.none`).
    pub fn mates(&self) -> Uint32Array {
        let frame = self.recording.frame();
        let mates: Vec<u32> = (0..frame.cells().len() as u32)
            .map(|c| frame.partner(c).unwrap_or(NONE))
            .collect();
        Uint32Array::from(&mates[..])
    }

    /// The current search's path (root first; its end last once found).
    pub fn path(&self) -> Uint32Array {
        Uint32Array::from(self.recording.frame().path())
    }

    /// The recorded game: the cell whose piece slides, turn by turn (2k).
    pub fn moves(&self) -> Uint32Array {
        Uint32Array::from(self.game().moves())
    }

    /// The empty cell at the start.
    #[wasm_bindgen(js_name = startEmpty)]
    pub fn start_empty(&self) -> u32 {
        self.game().empty()
    }

    /// Running totals at the current step.
    pub fn counters(&self) -> JsValue {
        let frame = self.recording.frame();
        let turn = frame.turn();
        // The empty cell never comes back: it stands on turn t's cell exactly once t
        // is played.
        let moves = self.game().moves();
        let played = if turn > 0 && moves[turn as usize - 1] == frame.position().empty() {
            turn
        } else {
            turn.saturating_sub(1)
        };
        to_js(&Counters {
            turn,
            played,
            player: (turn > 0).then(|| player_id(Player::of_turn(turn))),
            empty: frame.position().empty(),
            matching_size: frame.matching_size(),
            edges_tried: frame.edges_tried() as f64,
            judged: frame.judged().to_vec(),
            mistakes: frame.mistakes().to_vec(),
            verdict: frame.verdict(),
        })
    }

    /// Per turn, true when the player to move could force a win, once complete.
    pub fn wins(&self) -> Option<Vec<u8>> {
        let outcome = self.run().outcome()?;
        Some(outcome.wins.iter().map(|&w| u8::from(w)).collect())
    }

    /// The judge's output, exactly as `gridplay slide` prints it, once complete.
    #[wasm_bindgen(js_name = judgeOutput)]
    pub fn judge_output(&self) -> Option<String> {
        self.run().outcome().map(|o| o.judge_output())
    }

    /// The game as judge input.
    #[wasm_bindgen(js_name = judgeInput)]
    pub fn judge_input(&self) -> String {
        self.game().to_judge_input()
    }

    /// Why 兔兔's move `number` (1 to k) was or was not a mistake: `{ number,
    /// moved, mistake, before, after, pieces, walk }` (`pieces` and `walk`: the board
    /// before the move, as `pieces()` gives a board), each turn `{ turn, player, empty,
    /// cellsLeft, matchingSize, wins, why: "covered" | "uncovered", partner,
    /// searched, path, answers }`, cells `[row, col]` 0-based. Throws `{ line: 0,
    /// column: 0, message }` for a number out of range.
    pub fn explain(&self, number: u32) -> Result<JsValue, JsValue> {
        let game = self.game();
        let why = explain::explain(game, number.into()).map_err(|e| usage_error(&e))?;
        let (r, c) = game.coords(why.moved);
        // The position before 兔兔's move `number`: the start, then the 2(number − 1)
        // moves before it (O(moves)).
        let mut position = game.start();
        let mut walk = vec![position.empty()];
        for &cell in &game.moves()[..2 * (why.number as usize - 1)] {
            position.slide(cell);
            walk.push(position.empty());
        }
        Ok(to_js(&Explanation {
            number,
            moved: [r, c],
            mistake: why.mistake,
            before: turn_words(game, &why.before),
            after: turn_words(game, &why.after),
            pieces: position.pieces().iter().map(|&p| piece_code(p)).collect(),
            walk,
        }))
    }

    /// A game against the computer from this board; `you`: `tutu` or `dandan`.
    #[wasm_bindgen(js_name = playGame)]
    pub fn play_game(&self, you: &str) -> Result<SlideGame, JsValue> {
        SlideGame::start(self.game(), you)
    }
}

/// A move as play mode reports it; cells `[row, col]` 0-based.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Moved {
    /// `you` or `computer`.
    by: &'static str,
    cell: [u32; 2],
    /// The mover could force a win before the move.
    wins_before: bool,
    /// The other player can force a win after it.
    wins_after: bool,
    mistake: bool,
    /// For a mistake: the winning move the mover had (the empty cell's partner).
    better: Option<[u32; 2]>,
}

/// A refused move: `{ code, message }`.
#[derive(Serialize)]
struct Refusal {
    code: &'static str,
    message: String,
}

/// 兔兔与蛋蛋游戏 against the perfect player of [`Play`], from a run's starting board.
#[wasm_bindgen]
pub struct SlideGame {
    play: Play,
    you: Player,
    /// Cells whose piece slid, in order.
    history: Vec<u32>,
}

impl SlideGame {
    fn start(game: &Game, you: &str) -> Result<SlideGame, JsValue> {
        let you = match you {
            "tutu" => Player::Tutu,
            "dandan" => Player::Dandan,
            _ => return Err(usage_error(&format!("you: tutu or dandan, not \"{you}\""))),
        };
        Ok(SlideGame {
            play: Play::new(game),
            you,
            history: Vec::new(),
        })
    }

    fn who(&self, player: Player) -> &'static str {
        super::who(player, self.you)
    }

    fn at(&self, cell: u32) -> [u32; 2] {
        let (r, c) = self.play.game().coords(cell);
        [r, c]
    }

    fn moved(&mut self, cell: u32) -> Result<JsValue, JsValue> {
        let better = self.play.winning_move().map(|c| self.at(c));
        let played = self.play.play(cell).map_err(|message| {
            to_js(&Refusal {
                code: "illegal",
                message,
            })
        })?;
        self.history.push(cell);
        Ok(to_js(&Moved {
            by: self.who(played.player),
            cell: self.at(cell),
            wins_before: played.wins_before,
            wins_after: played.wins_after,
            mistake: played.mistake,
            better: better.filter(|_| played.mistake),
        }))
    }
}

#[wasm_bindgen]
impl SlideGame {
    /// Every `code` a refused move is thrown with.
    pub fn refusals() -> Vec<String> {
        ["illegal", "not-your-turn", "game-over"]
            .map(String::from)
            .to_vec()
    }

    /// `tutu` or `dandan`: your side.
    pub fn you(&self) -> String {
        player_id(self.you).to_string()
    }

    /// `you` or `computer`: who moves now.
    pub fn turn(&self) -> String {
        self.who(self.play.to_move()).to_string()
    }

    /// `tutu` or `dandan`: the side to move.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> String {
        player_id(self.play.to_move()).to_string()
    }

    /// True when the side to move has no move.
    pub fn over(&self) -> bool {
        self.play.is_over()
    }

    /// `you` or `computer` once over: the other side of the one stuck.
    pub fn winner(&self) -> Option<String> {
        let winner = self.play.to_move().other();
        self.play.is_over().then(|| self.who(winner).to_string())
    }

    /// `you` or `computer`: who wins from here with perfect play by both (once over,
    /// the winner).
    pub fn perfect(&self) -> String {
        let mover = self.play.to_move();
        let wins = self.play.winning_move().is_some();
        let winner = if wins == (mover == Player::Tutu) {
            Player::Tutu
        } else {
            Player::Dandan
        };
        self.who(winner).to_string()
    }

    /// The winning move for the side to move, if it can force a win.
    #[wasm_bindgen(js_name = winningMove)]
    pub fn winning_move(&self) -> Option<u32> {
        self.play.winning_move()
    }

    /// The cells whose piece the side to move may slide.
    pub fn moves(&self) -> Uint32Array {
        Uint32Array::from(&self.play.legal_moves()[..])
    }

    /// Cells whose piece slid, in order (both sides).
    pub fn history(&self) -> Uint32Array {
        Uint32Array::from(&self.history[..])
    }

    /// The empty cell's walk: its start, then every cell it walked onto.
    pub fn walk(&self) -> Uint32Array {
        let mut walk = vec![self.play.game().empty()];
        walk.extend_from_slice(&self.history);
        Uint32Array::from(&walk[..])
    }

    /// The board now: one piece byte per cell (the protocol's `defaults.piece`).
    pub fn pieces(&self) -> Vec<u8> {
        self.play
            .position()
            .pieces()
            .iter()
            .map(|&p| piece_code(p))
            .collect()
    }

    /// The empty cell.
    pub fn empty(&self) -> u32 {
        self.play.position().empty()
    }

    /// Number of rows.
    pub fn rows(&self) -> u32 {
        self.play.game().rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> u32 {
        self.play.game().cols()
    }

    /// Your move: slide the piece on `cell`. Returns `{ by, cell, winsBefore,
    /// winsAfter, mistake, better }`; throws `{ code, message }` when refused.
    pub fn play(&mut self, cell: u32) -> Result<JsValue, JsValue> {
        let refuse = |code: &'static str, message: &str| {
            to_js(&Refusal {
                code,
                message: message.to_string(),
            })
        };
        if self.play.is_over() {
            return Err(refuse("game-over", "the game is over"));
        }
        if self.play.to_move() != self.you {
            return Err(refuse("not-your-turn", "it is the computer's turn"));
        }
        self.moved(cell)
    }

    /// The computer's move (the winning one when it has one, else the first legal):
    /// the same object as `play`, or `null` when it is not the computer's turn or
    /// the game is over.
    pub fn reply(&mut self) -> JsValue {
        let theirs = self.play.to_move() != self.you;
        match self.play.best_move().filter(|_| theirs) {
            Some(cell) => self.moved(cell).unwrap_or(JsValue::NULL),
            None => JsValue::NULL,
        }
    }

    /// Takes back the last move (yours or the computer's); false when there is none.
    /// Cost: the game replayed from its start, O(cells) per move.
    pub fn undo(&mut self) -> bool {
        if self.history.pop().is_none() {
            return false;
        }
        let mut play = Play::new(self.play.game());
        for &cell in &self.history {
            play.play(cell)
                .expect("a move played before is legal again");
        }
        self.play = play;
        true
    }
}

/// Click-editing (Edit mode on the page; [`slide::edit`]).
#[wasm_bindgen]
impl SlideRun {
    /// The judge input after a click's edit of the starting board at (`row`, `col`),
    /// 0-based: `moveEmpty` false swaps the piece's colour (`X` ↔ `O`), true moves
    /// the empty cell there. The recorded game keeps its legal prefix and is played
    /// on until 兔兔 is stuck (see [`slide::edit`]). Throws `{ line: 0, column: 0,
    /// message }` when the edit is refused, saying why.
    #[wasm_bindgen(js_name = editInput)]
    pub fn edit_input(&self, row: u32, col: u32, move_empty: bool) -> Result<String, JsValue> {
        let game = self.game();
        if row >= game.rows() || col >= game.cols() {
            return Err(usage_error("the cell is outside the board"));
        }
        let cell = row * game.cols() + col;
        let edit = if move_empty {
            slide::Edit::MoveEmpty(cell)
        } else {
            slide::Edit::Flip(cell)
        };
        game.edit(edit)
            .map(|edited| edited.to_judge_input())
            .map_err(|e| usage_error(&e))
    }
}
